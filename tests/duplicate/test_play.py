"""``cardscore play pairs`` and ``play teams``: an evening typed at the prompt (D2–D4).

Each line is read into the deal a scoresheet holds; the saved file is the same sheet
``cardscore sheet`` prints, so the deals here are those of examples/pairs.toml and
examples/teams.toml (worked by hand in their comments and in tests/duplicate/test_sheets.py).
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore.cli import _lines, main
from cardscore.duplicate import PairsSession, TeamsMatch
from cardscore.errors import NotationError
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

EXAMPLES = paths.EXAMPLES


def _play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: str,
    *argv: str,
) -> tuple[int, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(["play", *argv])
    return code, capsys.readouterr().out


def test_an_evening_of_pairs_typed_at_the_prompt_is_the_example_sheet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "tuesday.toml"
    lines = (
        "1: 1 4 N 4S=; 2 5 N 4S+1; 3 6 S 2S+2\n"
        "2: 1 5 E 3NT=; 2 6 pass; 3 4 W 3NT-1\n"
        "board 4: 1 6 S 2H+1; 2 4 S 2H=; 3 5 A+ A+\n"
        "3: 1 5 N 6NT=; 2 6 +660; 3 4 E 4SX-2\n"
    )
    code, out = _play(
        monkeypatch,
        capsys,
        lines,
        "pairs",
        str(file),
        "--players",
        "1,2,3,4,5,6",
        "-o",
        "ew=4,5,6",
        "-o",
        "expected=3",
        "-o",
        "boards=4",
    )
    assert code == 0
    assert "board 1, +450: 4 matchpoints" in out
    typed = sheet.load(file).ledger()
    written = sheet.load(EXAMPLES / "pairs.toml").ledger()
    assert isinstance(typed, PairsSession)
    assert isinstance(written, PairsSession)
    assert typed.points == written.points
    assert typed.ranking == written.ranking
    assert typed.finished


def test_a_teams_match_typed_at_the_prompt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "match.toml"
    lines = "N 4S= | S 4S-1\nE 3NT= | W 2NT+1\nN 1NT+1 | N 1NT+1\nS 6HX= | N 4H+2\n"
    lines += "throw in\nW 4SX-3 | E 4S=\n"
    code, out = _play(
        monkeypatch, capsys, lines, "teams", str(file), "--sides", "Lions,Tigers", "-o", "boards=6"
    )
    assert code == 0
    assert "Totals: Lions 40, Tigers 6." in out
    match = sheet.load(file).ledger()
    assert isinstance(match, TeamsMatch)
    assert match.totals == {"Lions": 40, "Tigers": 6}
    assert match.finished


@pytest.mark.parametrize(
    ("game", "line", "deal"),
    [
        ("pairs", ["1:", "1", "4", "N", "4S=;", "2", "5", "pass"], {
            "board": 1, "results": ["1 4 N 4S=", "2 5 pass"],
        }),
        ("pairs", ["board", "12", "3", "6", "+420"], {"board": 12, "results": ["3 6 +420"]}),
        ("teams", ["N", "4S=", "|", "S", "4S-1"], "N 4S= | S 4S-1"),
        ("teams", ["+620|-100"], "+620 | -100"),
    ],
)  # fmt: skip
def test_the_line_grammar(game: str, line: list[str], deal: object) -> None:
    assert _lines.notation(game).read(line) == deal


@pytest.mark.parametrize(
    ("game", "line"),
    [
        ("pairs", ["1"]),
        ("pairs", ["x:", "1", "4", "pass"]),
        ("pairs", ["99999:", "1", "4", "pass"]),
        ("teams", ["N", "4S="]),
        ("teams", ["N", "4S=", "|", "S", "4S-1", "|", "pass"]),
    ],
)
def test_lines_that_are_no_deal_are_refused(game: str, line: list[str]) -> None:
    with pytest.raises(NotationError):
        _lines.notation(game).read(line)


def test_throw_in_lines() -> None:
    assert _lines.notation("pairs").thrown_in(["7"]) == {"board": 7, "results": []}
    assert _lines.notation("pairs").thrown_in([]) == {"results": []}
    assert _lines.notation("pairs").thrown_in(["board", "7"]) == {"board": 7, "results": []}
    with pytest.raises(NotationError, match="throw in BOARD"):
        _lines.notation("pairs").thrown_in(["7", "8"])  # one board at a time
    assert _lines.notation("teams").thrown_in([]) == "void"
    with pytest.raises(NotationError):
        _lines.notation("teams").thrown_in(["7"])
