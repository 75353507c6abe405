"""What a new player found at the table (issue 27): nothing silently lost or wrong.

Each test is one of the problems seen while scoring whole evenings with ``cardscore play``
and ``cardscore sheet``; the prompt ones are driven through a pipe (``tests/test_play.py``'s
``run``), as a script or a player typing would be.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import i18n
from tests.test_play import run

if TYPE_CHECKING:
    from pathlib import Path


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
