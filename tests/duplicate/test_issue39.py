"""Issue 39, items 1, 4 and 11: no silent wrong totals in a duplicate evening.

Item 1: a written North-South score (``+420``) must be one some contract and result make on
the board's vulnerability (the scoring table of the Laws of Duplicate Bridge, B2-B5).
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore.cli import main
from cardscore.duplicate import PairsSession, TeamsMatch
from cardscore.duplicate._written import legal_scores, nearest
from cardscore.errors import ImpossibleResultError, ScoreError

if TYPE_CHECKING:
    from pathlib import Path

NOBODY: frozenset[str] = frozenset()
BOTH = frozenset({"NS", "EW"})
SESSION = PairsSession(ns=("1", "2"), ew=("4", "5"), expected=2)

# The written scores, each made by no contract and result on any vulnerability:
# +425 and +10 end in 5 or are below the smallest made part score (+50 is one down, +70 is
# 1C=); +3000 lies between doubled penalties (+2900, +3200 not vulnerable) and redoubled
# ones; +4200 and -7610 are no penalty; -99995 is beyond the largest, 7NTXX thirteen down.
IMPOSSIBLE = ("+425", "+10", "+3000", "+4200", "-7610", "-99995")


@pytest.mark.parametrize("written", IMPOSSIBLE)
@pytest.mark.parametrize("board", [1, 2, 3, 4])  # nobody, NS, EW, both vulnerable (Law 2)
def test_item_1_a_traveller_line_with_an_impossible_score_is_refused(
    written: str, board: int
) -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        SESSION.record(board, ["2 5 N 4S=", f"1 4 {written}"])
    message = str(caught.value)
    assert caught.value.field == "results[1]"
    assert f"'1 4 {int(written):+d}'" in message  # the line
    assert f"on board {board} (" in message  # the board


def test_item_1_the_refusal_says_the_vulnerability_and_the_nearest_scores() -> None:
    # Not vulnerable, below +425: +420 (4S=) and +400 (3NT=); above: +430 (3NT+1) and +440
    # (1C doubled, three overtricks: 40 + 50 + 50 + 3 x 100).
    with pytest.raises(ImpossibleResultError) as caught:
        SESSION.record(1, ["1 4 +425"])
    assert str(caught.value) == (
        "results[0]: '1 4 +425' is not allowed; expected on board 1 (nobody vulnerable) a "
        "score some contract and result make, such as +400, +420, +430, +440"
    )
    # Board 4, both vulnerable: -7610 is below the lowest score, a redoubled contract by
    # North-South thirteen down (400 + 12 x 600 = 7600); the next is twelve down, 7000.
    with pytest.raises(ImpossibleResultError, match=r"both sides vulnerable\) .* -7600, -7000$"):
        SESSION.record(4, ["1 4 -7610"])


def test_item_1_the_legal_scores_worked_by_hand() -> None:
    # Made contracts, not vulnerable: 4S= 420, 3NT= 400, 1C= 70, 7NTXX= 880 + 300 + 1000 +
    # 100 = 2280; vulnerable 7NTXX= 880 + 500 + 1500 + 100 = 2980.
    assert {0, 420, 400, 70, 2280, -420, -2280} <= legal_scores(NOBODY)
    assert 2980 not in legal_scores(NOBODY)
    assert {2980, -2980, 620, -620} <= legal_scores(BOTH)
    assert 620 not in legal_scores(NOBODY)
    # Not vulnerable the penalties stop at 7000 (thirteen down redoubled), so -7600 is
    # only possible for North-South vulnerable.
    assert min(legal_scores(NOBODY)) == -7000
    assert min(legal_scores(frozenset({"NS"}))) == -7600
    assert max(legal_scores(frozenset({"EW"}))) == 7600
    assert nearest(NOBODY, 10) == (-50, 0, 50, 70)


def test_item_1_a_teams_board_with_an_impossible_score_is_refused() -> None:
    match = TeamsMatch(("A", "B"))
    with pytest.raises(ImpossibleResultError) as caught:
        match.record("+5", "-99995")
    assert caught.value.field == "open_room"
    with pytest.raises(ImpossibleResultError) as caught:
        match.record("+50", "-99995")
    assert caught.value.field == "closed_room"
    assert "on board 1 (nobody vulnerable)" in str(caught.value)
    # Board 2, North-South vulnerable: +620 (4S=) is possible, +420 is not.
    second = match.record("+420", "-50")
    assert second.record("+620", "-100").totals == second.totals | {"A": 10 + 12}
    with pytest.raises(ImpossibleResultError, match="on board 2 "):
        second.record("+420", "-100")


def test_item_1_artificial_scores_and_written_possible_scores_stay() -> None:
    session = SESSION.record(1, ["1 4 A+ A-", "2 5 +420"])
    assert session.played == 1
    assert SESSION.record(1, ["1 4 +420", "2 5 -50"]).points == {
        "1": 2,
        "2": 0,
        "4": 0,
        "5": 2,
    }


def test_item_1_a_file_with_an_impossible_score_is_refused() -> None:
    text = (
        'game = "pairs"\nplayers = ["1", "2", "4", "5"]\noptions = { ew = ["4", "5"] }\n'
        'deals = [{board = 1, results = ["1 4 +4200", "2 5 N 4S="]}]\n'
    )
    with pytest.raises(sheet.SheetError, match=r"'1 4 \+4200' is not allowed.*on board 1"):
        sheet.score(sheet.loads(text))
    teams = 'game = "teams"\nsides = ["A", "B"]\ndeals = ["+5 | -99995"]\n'
    with pytest.raises(sheet.SheetError, match=r"'\+5' is not allowed.*on board 1"):
        sheet.score(sheet.loads(teams))


def test_item_1_the_prompt_refuses_an_impossible_score_and_keeps_the_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "1: 1 4 +4200; 2 5 N 4S=\n1: 1 4 +420; 2 5 N 4S=\nquit\n"
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    main(["play", "pairs", str(file), "--players", "1,2,4,5", "-o", "ew=4,5"])
    said = capsys.readouterr().err
    assert "'1 4 +4200' is not allowed" in said
    assert "on board 1 (nobody vulnerable)" in said
    session = sheet.load(file).ledger()
    assert isinstance(session, PairsSession)
    assert session.points == {"1": 1, "2": 1, "4": 1, "5": 1}


# --- Item 4: a duplicate event speaks of boards --------------------------------------------


def _typed(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: str,
    *argv: str,
) -> tuple[str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    main(["play", *argv])
    said = capsys.readouterr()
    return said.out, said.err


def test_item_4_teams_edit_2_is_board_2_after_a_board_not_scored(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "match.toml"
    # Board 1 +420 and -50: 10 IMPs to A. Board 2 not scored. Board 3 (EW vulnerable):
    # -600 (E 3NT=) and -150 (W 2NT+1): 450, 10 IMPs to B.
    lines = "N 4S= | S 4S-1\nthrow in\nE 3NT= | W 2NT+1\nedit 2\nN 3NT= | N 3NT=\n"
    lines += "explain 3\ndelete 3\nundo\nquit\n"
    out, err = _typed(monkeypatch, capsys, lines, "teams", str(file), "--sides", "A,B")
    assert err == ""
    assert "Board 2 was: board 2: not scored. Type it again (or cancel).\n" in out
    assert "Board 2: N 3NT= | N 3NT=\n" in out  # board 2 retyped, board 3 kept
    assert "Deleted board 3: board 3: E 3NT= | W 2NT+1.\n" in out
    assert "Undone: board 3 is back.\n" in out
    match = sheet.load(file).ledger()
    assert isinstance(match, TeamsMatch)
    assert [deal.board for deal in match.deals] == [1, 2, 3]
    assert str(match.deals[1].open_room) == "N 3NT="
    assert str(match.deals[2].open_room) == "E 3NT="
    assert match.totals == {"A": 10, "B": 10}


def test_item_4_pairs_explain_and_delete_name_boards(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "pairs.toml"
    lines = "1: 1 4 N 4S=; 2 5 N 4S+1\nthrow in 2\n3: 1 4 N 3NT=; 2 5 N 3NT+1\n"
    lines += "explain 3\nexplain 2\nedit 3 3: 1 4 N 3NT+1; 2 5 N 3NT=\nexplain 9\nquit\n"
    out, err = _typed(
        monkeypatch, capsys, lines, "pairs", str(file), "--players", "1,2,4,5", "-o", "ew=4,5"
    )
    # explain 3 is board 3 (the second traveller): +400 and +430.
    assert out.count("  board 3, +430: 2 matchpoints  2  +2\n") == 2
    assert "Not counted: board 2: not played\n" in out
    # edit 3 retyped board 3: now pair 1's +430 beats pair 2's +400.
    assert "  board 3, +430: 2 matchpoints  1  +2\n" in out
    assert "explain: '9' is not allowed; expected the number of a board recorded: 1, 2, 3" in err
    session = sheet.load(file).ledger()
    assert isinstance(session, PairsSession)
    assert [deal.board for deal in session.deals] == [1, 2, 3]


def test_item_4_the_csv_and_the_chart_count_boards() -> None:
    text = (
        'game = "teams"\nsides = ["A", "B"]\noptions = { boards = 4 }\n'
        'deals = ["N 4S= | S 4S-1", "void", "E 3NT= | W 2NT+1"]\n'
    )
    scored = sheet.score(sheet.loads(text))
    csv = scored.render("csv").splitlines()
    assert csv[0].startswith("board,played,")
    assert [line.split(",")[0] for line in csv[1:4]] == ["1", "2", "3"]
    chart = scored.layout().chart
    assert chart is not None
    assert (chart.axis, chart.labels) == ("board", ("1", "3"))
    assert chart.title == "Running score, board by board"


# --- Item 11: a duplicate evening players can publish -------------------------------------


def test_item_11_one_matchpoint_and_one_imp_are_singular() -> None:
    # D2: two tables, both +420: a tie, half a win (2) each: 1 matchpoint a pair.
    tied = SESSION.record(1, ["1 4 N 4S=", "2 5 N 4S="])
    labels = [str(item.label) for deal in tied.deals for item in deal.items]
    assert labels[0] == "board 1, +420: 1 matchpoint"
    # D3 cross-IMPs: +450 against +420 is 30, 1 IMP (Law 78B: 20-40).
    cross = PairsSession(ns=("1", "2"), ew=("4", "5"), method="cross-imps")
    labels = [str(item.label) for item in cross.record(1, ["1 4 +450", "2 5 +420"]).deals[0].items]
    assert labels[:2] == ["board 1, +450: 1 IMP", "board 1, -450: -1 IMP"]
    # D1 teams: +450 and -420 in the other room is a swing of 30, 1 IMP.
    match = TeamsMatch(("A", "B")).record("N 4S+1", "N 4S=")
    assert str(match.deals[0].items[0].label) == "board 1: N 4S+1 and N 4S=, +30 (1 IMP)"


def test_item_11_more_than_one_imp_is_plural_in_every_cross_imp_line() -> None:
    # D3 cross-IMPs: +420 against -100 is 520, 11 IMPs (Law 78B: 500-590); Butler's datum
    # of two results is their mean, +160: 260 from each, 6 IMPs (Law 78B: 220-260).
    for method, points in (("cross-imps", "11"), ("butler", "6")):
        session = PairsSession(ns=("1", "2"), ew=("4", "5"), method=method)
        labels = [
            str(item.label) for item in session.record(1, ["1 4 +420", "2 5 -100"]).deals[0].items
        ]
        assert labels[0] == f"board 1, +420: {points} IMPs", method
        assert labels[1] == f"board 1, -420: -{points} IMPs", method


def test_item_11_one_other_result_and_one_board_are_said_so() -> None:
    text = (
        'game = "pairs"\nplayers = ["1", "2", "4", "5"]\n'
        'options = { ew = ["4", "5"], method = "cross-imps" }\n'
        'deals = [{board = 1, results = ["1 4 +450", "2 5 +420"]}]\n'
    )
    said = sheet.score(sheet.loads(text)).render("text", explain=True)
    assert "each result IMPed against the other result" in said
    assert "1 board\n" in said
    teams = (
        'game = "teams"\nsides = ["A", "B"]\noptions = { boards = 1 }\ndeals = ["+420 | +420"]\n'
    )
    assert "1 board; victory points on the WBF 2013 scale for 1 board" in (
        sheet.score(sheet.loads(teams)).render("text")
    )


PAIRS_NAMES = (
    'game = "pairs"\nplayers = ["1", "2", "4", "5"]\n'
    'options = { ew = ["4", "5"], boards = 1, names = { 1 = "Ann & Bob", 4 = "Cid & Dan" } }\n'
    'deals = [{board = 1, results = ["1 4 N 4S+1", "2 5 N 4S="]}]\n'
)


def test_item_11_pairs_keep_their_numbers_in_lines_and_show_their_names() -> None:
    # D2, board 1: +450 beats +420: 2 matchpoints to pairs 1 and 5, none to 2 and 4.
    session = PairsSession(
        ns=("1", "2"), ew=("4", "5"), names={"1": "Ann & Bob", "4": " Cid   & Dan "}
    ).record(1, ["1 4 N 4S+1", "2 5 N 4S="])
    first = session.ranking[0]
    assert (first.place, first.pair, first.name) == (1, "1", "Ann & Bob")
    assert first.total == 2
    assert session.ranking[2].name is None  # pair 5 unnamed: shown by its number
    assert dict(session.names)["4"] == "Cid & Dan"
    with pytest.raises(ScoreError, match="names"):
        PairsSession(ns=("1", "2"), ew=("4", "5"), names={"9": "Eve & Fay"})
    with pytest.raises(ScoreError, match="names"):
        PairsSession(ns=("1", "2"), ew=("4", "5"), names={"1": "Eve", "2": "eve"})
    with pytest.raises(ScoreError, match="at most 500 names"):
        PairsSession(ns=("1", "2"), ew=("4", "5"), names={str(n): str(n) for n in range(501)})
    with pytest.raises(ScoreError, match="team names that are all different"):
        TeamsMatch(("Ann & Bob", "ann &  bob"))


def test_item_11_team_names_may_hold_spaces() -> None:
    match = TeamsMatch(("Ann & Bob", "Lions of Leeds"), boards=1).record("N 4S=", "S 4S-1")
    assert match.totals == {"Ann & Bob": 10, "Lions of Leeds": 0}
    teams = 'game = "teams"\nsides = ["Ann & Bob", "Cid & Dan"]\noptions = { boards = 1 }\n'
    said = sheet.score(sheet.loads(teams + 'deals = ["N 4S= | S 4S-1"]\n')).render("text")
    assert said.splitlines()[1] == "won by Ann & Bob"  # the winner first, at the top


def test_item_11_the_sheet_shows_names_and_the_winners_first() -> None:
    scored = sheet.score(sheet.loads(PAIRS_NAMES))
    lines = scored.render("text").splitlines()
    assert lines[1:3] == ["winner, North-South: 1 (Ann & Bob)", "winner, East-West: 5"]
    assert any("Ann & Bob" in line and line.split()[:2] == ["1", "1"] for line in lines)
    assert "1        4        N 4S+1" in scored.render("text")  # lines keep the numbers
    # The names are kept in the file the prompt writes, as they were given.
    saved = sheet.of(scored.ledger).scoresheet
    assert saved.options["names"] == {"1": "Ann & Bob", "4": "Cid & Dan"}
    for names, field in (("names = 3", "names"), ("names = { 1 = 3 }", "names['1']")):
        bad = PAIRS_NAMES.replace('names = { 1 = "Ann & Bob", 4 = "Cid & Dan" }', names)
        with pytest.raises(sheet.SheetError) as caught:
            sheet.score(sheet.loads(bad))
        assert caught.value.field == field


def test_item_11_a_printed_page_holds_no_lone_line() -> None:
    # Checked by printing a 26-board, 12-table evening with headless Chromium: before, a
    # traveller's last rows began a page; with these rules every page begins with a board.
    css = sheet.score(sheet.loads(PAIRS_NAMES)).render("html")
    for rule in (
        "h1, h2, h3, p.game, p.legend { break-after: avoid;",
        "p { orphans: 3; widows: 3; }",
        "table.layout { break-inside: avoid;",
        "tbody tr:last-child, tbody tr:nth-last-child(2) { break-before: avoid;",
        "tfoot, .result, .next { break-before: avoid;",
    ):
        assert rule in css


def test_item_4_edit_before_any_board_says_there_is_none(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, err = _typed(
        monkeypatch, capsys, "edit 1\nquit\n", "teams", str(tmp_path / "m.toml"), "--sides", "A,B"
    )
    assert "edit: '1' is not allowed; expected no number: no board recorded yet" in err
