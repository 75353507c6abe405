"""What a new player found at the table (issue 27): nothing silently lost or wrong.

Each test is one of the problems seen while scoring whole evenings with ``cardscore play``
and ``cardscore sheet``; the prompt ones are driven through a pipe (``tests/test_play.py``'s
``run``), as a script or a player typing would be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import i18n, sheet
from cardscore.cli import main
from tests.test_play import run

if TYPE_CHECKING:
    from pathlib import Path


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``cardscore ARGV``: the exit status, standard output and standard error."""
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- Chicago's help: a passed-out deal is dealt again by the same player (B6, the Laws) -------

# The throw-in line of Chicago's help, in each language: the same player deals again.
SAME_DEALER = {
    "en": "the same player deals again",
    "fi": "sama pelaaja jakaa uudelleen",
    "sv": "samma spelare ger igen",
    "fr": "le même joueur redonne",
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_chicago_help_says_the_same_player_deals_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    # B6: "If all four players pass, the same player deals again"; the prompt does that.
    path = tmp_path / "evening.toml"
    code, out, _ = run(
        monkeypatch, capsys, "throw in\nhelp\n", "chicago", str(path), "--lang", lang
    )
    assert code == 0
    (line,) = (line for line in out.splitlines() if line.startswith("throw in "))
    assert SAME_DEALER[lang] in line
    if lang == "en":  # and so it is: North dealt deal 1, and deals it again
        assert out.count("Next: deal 1, N deals, nobody vulnerable.") == 2


# --- One deal numbering: the prompt, the sheet and the errors count deals as players do -------

TAROT_LINES = "Ann garde 2 45\nthrow in\nBob prise 1 50.5\nCid garde 3 38 petit defence\n"


def test_a_bad_deal_has_the_same_number_at_the_prompt_and_in_the_sheet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # T5: with three bouts the taker holds the Petit: the defence cannot take it at the end.
    path = tmp_path / "dan.toml"
    players = ("--players", "Ann,Bob,Cid,Dan")
    code, out, err = run(monkeypatch, capsys, TAROT_LINES, "tarot", str(path), *players)
    assert code == 2
    assert "Next: deal 3, Dan deals." in out  # the void deal took no number
    assert err.startswith(f"error: {path}: deal 3: petit_au_bout: 'defence'")
    # The same deal written in the file: deal 3 again, and where it is among the deals.
    document = sheet.load(path)
    bad = {"taker": "Cid", "contract": "garde", "bouts": 3, "points": 38}
    bad["petit_au_bout"] = "defence"
    path.write_text(attrs.evolve(document, deals=(*document.deals, bad)).dumps())
    code, out, err = run_command(capsys, "sheet", str(path))
    assert (code, out) == (2, "")
    assert f"{path}: deal 3 (item 4 of deals): petit_au_bout: 'defence'" in err
    # The sheet numbers the rows the same way: 1, the void deal unnumbered, 2.
    rows = sheet.score(document).rows
    assert [row.number for row in rows] == [1, None, 2]


def test_deals_without_a_thrown_in_deal_are_named_by_their_number_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    path.write_text('game = "chicago"\ndeals = ["N 1NT=", "E 9NT="]\n', encoding="utf-8")
    code, _, err = run_command(capsys, "sheet", str(path))
    assert code == 2
    assert f"{path}: deal 2: " in err
    assert "item" not in err
