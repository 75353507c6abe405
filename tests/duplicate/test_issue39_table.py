"""Issue 39, items 4 and 11 at the table: a pairs session's prompt, errors and pair names.

Item 4: in a duplicate event every word speaks of boards. The prompt of a pairs session
names the next board (the travellers come in any order: the first board not yet in, and
those still to come), and an error reading a pairs or teams file, or a line typed at the
prompt, names the board (its number as printed on it, the Laws of Duplicate Bridge, Law 2),
never the deal's place in the count.

Item 11: the pairs' names (``names = { 1 = "Ann & Bob" }`` in a file) can be given on the
command line too: ``-o "names.1=Ann & Bob"`` (TOML's dotted key), or whole as TOML's inline
table.

Board 2 (East deals, North-South vulnerable, Law 2): N 4S= is 4 x 30 = 120 + 500 for a
vulnerable game = +620; N 4S+1 adds 30: +650. Two tables, a top of 2 (D2): +650 scores 2,
+620 scores 0.
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore.cli import main
from cardscore.duplicate import PairsSession
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from pathlib import Path

PAIRS = ("pairs", "--players", "1,2,3,4", "-o", "ew=3,4")


def _typed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], lines: str, *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(["play", *argv])
    said = capsys.readouterr()
    return code, said.out, said.err


# --- (a) the prompt names the board -------------------------------------------------------


def test_item_4_the_pairs_prompt_names_the_next_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "2: 1 3 N 4S=; 2 4 N 4S+1\nthrow in 1\n4: 1 3 pass; 2 4 pass\nquit\n"
    code, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, "-o", "boards=4", str(file))
    assert (code, err) == (0, "")
    assert "Next: deal" not in out
    assert "Type a board, or help.\n" in out
    assert "Next: board 1 (travellers in any order; still to come: 1, 2, 3, 4).\n" in out
    assert "Next: board 1 (travellers in any order; still to come: 1, 3, 4).\n" in out
    assert "Next: board 3 (travellers in any order; still to come: 3, 4).\n" in out
    assert "Next: board 3.\n" in out  # one board left
    assert "Saved: " in out
    assert ", 3 boards.\n" in out
    # Resumed, the file's boards are counted as boards; the sheet ends with the next board.
    code, out, err = _typed(monkeypatch, capsys, "quit\n", "pairs", str(file))
    assert "Resumed " in out
    assert ": 3 boards.\n" in out
    assert out.count("Next: board 3.\n") == 1
    assert "Next: deal" not in out


def test_item_4_an_open_pairs_session_names_the_board_after_the_last(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "open.toml"
    lines = "17: 1 3 N 4S=; 2 4 N 4S+1\n19: 1 3 pass; 2 4 pass\nquit\n"
    code, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert (code, err) == (0, "")
    assert "Next: any board.\n" in out
    assert "Next: board 18 (travellers in any order).\n" in out  # the gap first
    text = sheet.load(file)
    assert sheet.score(text).render("text").endswith("Next: board 18 (travellers in any order).")


def test_item_4_the_pairs_sheet_ends_with_the_next_board_in_every_format() -> None:
    text = (
        'game = "pairs"\nplayers = ["1", "2", "3", "4"]\n'
        'options = { ew = ["3", "4"], boards = 3 }\n'
        'deals = [{board = 2, results = ["1 3 N 4S=", "2 4 N 4S+1"]}]\n'
    )
    scored = sheet.score(sheet.loads(text))
    said = "Next: board 1 (travellers in any order; still to come: 1, 3)."
    assert scored.render("text").endswith(said)
    assert scored.render("csv").rstrip().endswith(f'"{said}"') or said in scored.render("csv")
    assert said in scored.render("html")


def test_item_4_the_pairs_edit_shows_the_traveller_as_typed(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "2: 1 3 N 4S=; 2 4 N 4S+1\nedit 2\n2: 1 3 N 4S+1; 2 4 N 4S=\nundo\nquit\n"
    code, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert (code, err) == (0, "")
    assert "Board 2 was: 2: 1 3 N 4S=; 2 4 N 4S+1. Type it again (or cancel).\n" in out
    assert "Totals: 1 0 → 2, 2 2 → 0, 3 2 → 0, 4 0 → 2.\n" in out
    assert "Undone: the fix of board 2.\n" in out


# --- (b) errors name the board ------------------------------------------------------------


def test_item_4_an_error_in_a_pairs_file_names_its_board() -> None:
    # The second traveller of the file is board 3; its line names an East-West pair 9.
    text = (
        'game = "pairs"\nplayers = ["1", "2", "3", "4"]\noptions = { ew = ["3", "4"] }\n'
        "[[deals]]\nboard = 2\nresults = ['1 3 N 4S=', '2 4 N 4S+1']\n"
        "[[deals]]\nboard = 3\nresults = ['1 3 N 4S=', '2 9 N 4S+1']\n"
    )
    with pytest.raises(sheet.SheetError) as caught:
        sheet.score(sheet.loads(text, source="p.toml"))
    assert str(caught.value).startswith("p.toml: board 3 (item 2 of deals): ew: '9'")
    assert caught.value.board == 3
    assert caught.value.entry == 2


def test_item_4_an_error_in_a_teams_file_names_its_board() -> None:
    # From board 17: the fourth board is board 20; 4H+9 would be 19 tricks.
    text = (
        'game = "teams"\nsides = ["A", "B"]\noptions = { boards = 6, first_board = 17 }\n'
        'deals = ["N 4S= | S 4S-1", "pass | pass", "void", "S 6HX= | N 4H+9"]\n'
    )
    with pytest.raises(sheet.SheetError) as caught:
        sheet.score(sheet.loads(text, source="t.toml"))
    assert str(caught.value).startswith("t.toml: board 20 (item 4 of deals): contract: '4H+9'")
    assert caught.value.board == 20


def test_item_4_an_error_at_the_pairs_prompt_names_the_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "5: 1 3 N 4S=; 2 4 N 4S+9\n2: 1 3 N 4S=; 2 4 N 4S+1\n"
    lines += "edit 2 2: 1 3 N 4S=; 2 4 N 4S+8\nedit 2 2: 1 3 N 4S=; 2 4 +425\nquit\n"
    _, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert "pairs.toml: board 5: contract: '4S+9' is not allowed" in out + err
    assert "pairs.toml: board 2: contract: '4S+8' is not allowed" in out + err
    # +425: no contract and result makes it (B2-B5), on board 2 as on any board.
    assert "pairs.toml: board 2: results 2: '2 4 +425' is not allowed" in out + err
    assert "deal 1:" not in out + err
    assert "deal 2:" not in out + err


def test_item_4_an_error_at_the_teams_prompt_names_the_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "teams.toml"
    lines = "N 4S= | S 4S-1\nthrow in\nE 3NT= | W 3NT+8\nquit\n"
    _, out, err = _typed(
        monkeypatch, capsys, lines, "teams", "--sides", "A,B", "-o", "first_board=9", str(file)
    )
    assert "teams.toml: board 11: contract: '3NT+8' is not allowed" in out + err


def test_item_4_a_sheet_error_names_a_board_from_one() -> None:
    problem = ScoreError("tricks", 14, "an int from 0 to 13")
    assert str(sheet.SheetError("f.toml", 1, problem, board=7)) == (
        "f.toml: board 7: tricks: 14 is not allowed; expected an int from 0 to 13"
    )
    with pytest.raises(ScoreError, match="board: 0 is not allowed"):
        sheet.SheetError("f.toml", 1, problem, board=0)


# --- (c) pair names with -o -----------------------------------------------------------------


def test_item_11_pair_names_are_given_with_dotted_options(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "named.toml"
    argv = (*PAIRS, "-o", "names.1=Ann & Bob", "-o", "names.3=Cid & Dan", str(file))
    code, out, err = _typed(monkeypatch, capsys, "2: 1 3 N 4S=; 2 4 N 4S+1\nquit\n", *argv)
    assert (code, err) == (0, "")
    session = sheet.load(file).ledger()
    assert isinstance(session, PairsSession)
    assert dict(session.names) == {"1": "Ann & Bob", "3": "Cid & Dan"}
    assert sheet.load(file).options["names"] == {"1": "Ann & Bob", "3": "Cid & Dan"}
    # Resumed with the same names, as a TOML inline table: nothing changes.
    code, out, err = _typed(
        monkeypatch,
        capsys,
        "quit\n",
        "pairs",
        str(file),
        "-o",
        'names={1 = "Ann & Bob", 3 = "Cid & Dan"}',
    )
    assert (code, err) == (0, "")
    assert "    1  3     Cid & Dan  " in out  # the ranking shows the names


def test_item_11_pair_names_as_an_inline_table(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "named.toml"
    argv = (*PAIRS, "-o", 'names={2 = "Eve & Fay"}', str(file))
    code, _, err = _typed(monkeypatch, capsys, "quit\n", *argv)
    assert (code, err) == (0, "")
    assert sheet.load(file).options["names"] == {"2": "Eve & Fay"}


@pytest.mark.parametrize(
    ("option", "said"),
    [
        (
            "names=Ann & Bob",
            (
                "names: 'Ann & Bob' is not allowed; expected a table of each "
                'pair\'s name: names = { 1 = "Ann & Bob" } in a file, -o "names.1=Ann & Bob" on '
                "the command line"
            ),
        ),
        (
            'names={1 = "Ann"',
            (
                "--option: 'names={1 = \"Ann\"' is not allowed; expected a table "
                "as a TOML file writes it inline, in braces, or one entry each, like names.1=Ann"
            ),
        ),
        ("names.=Ann", "--option: 'names.=Ann' is not allowed; expected NAME=VALUE"),
        ("names.9=Ann", "names: '9' is not allowed; expected a pair of the session"),
    ],
)
def test_item_11_a_bad_pair_name_option_is_refused_clearly(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    option: str,
    said: str,
) -> None:
    file = tmp_path / "named.toml"
    code, out, err = _typed(monkeypatch, capsys, "quit\n", *PAIRS, "-o", option, str(file))
    assert code == 2
    assert out == ""
    assert said in err
    assert not file.exists()


def test_item_11_an_entry_given_twice_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "named.toml"
    argv = (*PAIRS, "-o", "names.1=Ann", "-o", "names.1=Bob", str(file))
    code, _, err = _typed(monkeypatch, capsys, "quit\n", *argv)
    assert code == 2
    assert "--option: 'names.1=Bob' is not allowed; expected each entry once: names.1 is " in err


def test_item_11_starting_totals_are_given_with_dotted_options(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The other option a sheet holds as a table: the totals a tarot session starts from.
    file = tmp_path / "tarot.toml"
    argv = ("tarot", "--players", "A,B,C,D", str(file))
    totals = (
        "-o",
        "totals.A=30",
        "-o",
        "totals.B=-10",
        "-o",
        "totals.C=-10",
        "-o",
        "totals.D=-10",
    )
    code, _out, err = _typed(monkeypatch, capsys, "quit\n", *argv[:-1], *totals, argv[-1])
    assert (code, err) == (0, "")
    assert sheet.load(file).options["totals"] == {"A": 30, "B": -10, "C": -10, "D": -10}


def test_item_4_the_pairs_delete_says_the_traveller_deleted(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "2: 1 3 N 4S=; 2 4 N 4S+1\ndelete 2\nundo\nquit\n"
    code, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert (code, err) == (0, "")
    assert "Deleted board 2: 2: 1 3 N 4S=; 2 4 N 4S+1.\n" in out
    assert "Undone: board 2 is back.\n" in out


def test_item_4_lines_refused_from_a_script_are_said_as_boards(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "2: 1 3 N 4S=; 2 4 N 4S+9\n2: 1 3 N 4S=; 2 4 N 4S+1\n"
    code, _, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert code == 2
    assert "expected a board or a command (1 line refused; the boards accepted are saved in" in err


def test_item_4_a_board_not_played_and_an_unreadable_board_at_the_prompt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "throw in 3\nedit 3\ncancel\nx: 1 3 N 4S=\nquit\n"
    _, out, err = _typed(monkeypatch, capsys, lines, *PAIRS, str(file))
    assert "Board 3 was: board 3: not played. Type it again (or cancel).\n" in out
    # No board can be read from the line: the error names none (no deal number either).
    assert "error: " in err
    assert "pairs.toml: deal: 'x: 1 3 N 4S=' is not allowed; expected BOARD: NS EW RESULT" in err


def test_item_11_an_option_longer_than_a_line_is_refused_by_its_length(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "named.toml"
    option = "names.1=" + "A" * 20_000
    code, _, err = _typed(monkeypatch, capsys, "quit\n", *PAIRS, "-o", option, str(file))
    assert code == 2
    assert "--option: 'a line of more than 1,000 characters' is not allowed" in err


def test_item_4_a_resumed_option_that_refuses_a_played_board_names_the_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    file.write_text(
        'game = "pairs"\nplayers = ["1", "2", "3", "4"]\noptions = { ew = ["3", "4"] }\n'
        'deals = [{board = 5, results = ["1 3 N 4S=", "2 4 N 4S+1"]}]\n',
        encoding="utf-8",
    )
    code, out, err = _typed(monkeypatch, capsys, "quit\n", "pairs", str(file), "-o", "boards=4")
    assert (code, out) == (2, "")
    assert "would score board 5 (" in err
