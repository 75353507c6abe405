"""Duplicate ledgers: corrections, item kinds, and totals shown in the players' units.

A pairs session, a teams match and a teams event are corrected as every ledger is
(``replace``, ``replace_with_throw_in``, ``remove``: the result equals the ledger rebuilt from
the corrected deals, ``undo()`` gives the ledger before). Their items say what they are
(``item.kind``, the list in docs/duplicate.md). Their totals count in a unit (a fraction of a
matchpoint, a hundredth of a VP) and every face shows them in the players' numbers.

The numbers are worked by hand from the rules: D1 (the IMP scale), D2 (matchpoints, Neuberg,
artificial scores), D4 (the WBF 2013 VP scale); the boards' vulnerability is Law 2's.
"""

from __future__ import annotations

import io
import json
import pickle
import sys
from decimal import Decimal
from fractions import Fraction
from pathlib import Path
from typing import TYPE_CHECKING

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import ScoreError, chicago, duplicate, sheet, strategies, tarot
from cardscore._units import in_units, unit_of
from cardscore.cli import main
from cardscore.duplicate import PairsSession, TeamsEvent, TeamsMatch
from cardscore.strategies._duplicate import _PLAYS, _board
from tests.ledgers.test_corrections_properties import (
    KINDS,
    THROW_IN,
    Case,
    Move,
    _case,
    assert_same,
    build,
    correct,
    play,
)
from tests.pseudo import pseudo

if TYPE_CHECKING:
    from cardscore import Ledger

# The helpers the other test files have too, here so that this file moves on its own.
EXAMPLES = next(up for up in Path(__file__).resolve().parents if (up / "examples").is_dir()) / (
    "examples"
)


def run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: str,
    *argv: str,
    lang: str | None = None,
) -> tuple[int, str, str]:
    """``cardscore play ARGV`` with ``lines`` typed (in pseudo-``lang``, if given)."""
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    if lang is None:
        code = main(["play", *argv])
    else:
        with pseudo():
            code = main(["play", *argv, "--lang", lang])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def plain(text: str) -> str:
    """``text`` without the pseudo catalog's guillemets."""
    return text.replace("«", "").replace("»", "")


# --- Hand-worked ledgers as their moves -------------------------------------------------------

# examples/pairs.toml: a three-table Mitchell, expected 3, matchpoints (top 4), open until
# closed (a session of known boards would need a thrown-out board's number).
PAIRS = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3)
PAIRS_MOVES: tuple[Move, ...] = (
    ("record", (1, ("1 4 N 4S=", "2 5 N 4S+1", "3 6 S 2S+2")), {}),
    ("record", (2, ("1 5 E 3NT=", "2 6 pass", "3 4 W 3NT-1")), {}),
    ("throw_in", (5,), {}),
    ("record", (4, ("1 6 S 2H+1", "2 4 S 2H=", "3 5 A+ A+")), {}),
)
MATCH = TeamsMatch(("Lions", "Tigers"), boards=4)
MATCH_MOVES: tuple[Move, ...] = (
    ("record", ("N 4S=", "S 4S-1"), {}),
    ("record", ("E 3NT=", "W 2NT+1"), {}),
    THROW_IN,
    ("record", ("+100", "-620"), {}),
)
# Three matches of a Swiss (a rematch allowed), so that any match can be corrected to any
# pairing; a round robin refuses a pairing given twice (tests/hostile).
EVENT = TeamsEvent(("Lions", "Tigers", "Bears"), boards=16, matches=3)
EVENT_MOVES: tuple[Move, ...] = (
    ("record", ("Lions", "Tigers"), {"imps": (35, 22)}),
    ("record", ("Tigers", "Bears"), {"imps": (10, 10)}),
    ("record", ("Bears", "Lions"), {"imps": (0, 60)}),
)
LEDGERS: dict[str, tuple[Ledger, tuple[Move, ...]]] = {
    "pairs": (PAIRS, PAIRS_MOVES),
    "match": (MATCH, MATCH_MOVES),
    "event": (EVENT, EVENT_MOVES),
}
NEW: dict[str, Move] = {
    "pairs": ("record", (7, ("1 4 +620", "2 5 +620", "3 6 -100")), {}),
    "match": ("record", ("S 3NT=", "N 3NT="), {}),
    "event": ("record", ("Tigers", "Lions"), {"imps": (40, 1)}),
}


@pytest.mark.parametrize("game", sorted(LEDGERS))
@pytest.mark.parametrize("position", [0, 1, -1])
@pytest.mark.parametrize("kind", KINDS)
def test_a_correction_at_the_first_a_middle_and_the_last_deal_equals_the_rebuilt_ledger(
    game: str, position: int, kind: str
) -> None:
    start, moves = LEDGERS[game]
    new = {"replace": NEW[game], "replace_with_throw_in": THROW_IN, "remove": None}[kind]
    case = Case(start, moves, False, kind, position, new)
    ledger = build(start, moves, closed=False)
    if game == "event" and kind == "replace_with_throw_in":
        # A teams event has no void matches: refused, as throw_in() is, and nothing changes.
        with pytest.raises(ScoreError, match="no void matches") as refused:
            correct(ledger, case)
        assert refused.value.field == "match"
        assert_same(ledger, build(start, moves, closed=False))
        return
    got = correct(ledger, case)
    assert_same(got, build(start, case.corrected(), closed=False))
    assert got.undo() is ledger
    assert_same(pickle.loads(pickle.dumps(got)).undo(), ledger)


def test_pairs_d2_a_board_corrected_scores_the_session_again() -> None:
    session = build(PAIRS, PAIRS_MOVES, closed=False)
    assert isinstance(session, PairsSession)
    # D2, board 1: +450 beats +420 beats +170: 4, 2, 0 to pairs 2, 1, 3. Board 2: +50 4,
    # pass 2, -400 0 (pairs 3, 2, 1). Board 4 (Neuberg, two results of three): +140 and
    # +110 score 2 and 0, made (MP + 1) x 3/2 - 1 = 3.5 and 0.5; A+ is 60 % of 4 = 2.4.
    assert session.points["1"] == 2 + 0 + Fraction(7, 2)
    # Board 2 typed again: E 3NT-1 at table 1 (EW not vulnerable on board 2: +50 to NS).
    # +50 twice and a pass: 3, 3 and 0 (a win and a tie each), so pair 1 has 2 + 3 + 3.5.
    fixed = session.replace(1, 2, ["1 5 E 3NT-1", "2 6 pass", "3 4 W 3NT-1"])
    assert fixed.points["1"] == Fraction(17, 2)
    assert fixed.points["2"] == 4 + 0 + Fraction(1, 2)
    assert fixed.undo() is session
    # Board 1 taken out: pair 1 keeps boards 2 and 4.
    assert session.remove(0).points["1"] == Fraction(7, 2)
    assert [deal.number for deal in session.remove(0).deals] == [1, None, 2]


def test_pairs_a_board_corrected_into_one_recorded_later_no_longer_fits() -> None:
    session = build(PAIRS, PAIRS_MOVES, closed=False)
    with pytest.raises(ScoreError, match="would no longer fit") as refused:
        session.replace(0, 4, ["1 4 pass"])
    assert (refused.value.field, refused.value.value) == ("index", 0)
    # A thrown-out board keeps its number: board 5 may not be recorded before it either.
    with pytest.raises(ScoreError, match="would no longer fit"):
        session.replace(1, 5, ["1 4 pass"])


def test_teams_d1_a_board_removed_moves_the_later_results_one_board_back() -> None:
    match = build(MATCH, MATCH_MOVES, closed=False)
    assert isinstance(match, TeamsMatch)
    # D1, board 1 (nobody vulnerable): +420 and +50 make 470, 10 IMPs to the Lions. Board 2
    # (NS vulnerable): -400 and -150, -250 is 6 IMPs to the Tigers. Board 4 (both): +100
    # and +620 make 720, 12 IMPs to the Lions.
    assert match.totals == {"Lions": 22, "Tigers": 6}
    # Board 1 out: E 3NT= is now board 1's, nobody vulnerable: -400 and -150 still 6 IMPs.
    assert build(MATCH, MATCH_MOVES[1:], closed=False).totals == {"Lions": 12, "Tigers": 6}
    assert match.remove(0).totals == {"Lions": 12, "Tigers": 6}
    # Board 1 thrown in instead: every other board stays where it was.
    thrown = match.replace_with_throw_in(0)
    assert thrown.totals == {"Lions": 12, "Tigers": 6}
    assert [deal.board for deal in thrown.deals] == [1, 2, 3, 4]
    # Board 1 flat in both rooms: 0 IMPs.
    assert match.replace(0, "N 4S=", "S 4S=").totals == {"Lions": 12, "Tigers": 6}


def test_teams_event_d4_a_match_corrected() -> None:
    event = build(EVENT, EVENT_MOVES, closed=False)
    assert isinstance(event, TeamsEvent)
    # D4, 16 boards: a 13-IMP margin is 13.52 to 6.48, a draw 10 to 10, 60 IMPs (past the
    # blitz of 60) 20 to 0.
    assert event.victory_points == {
        "Lions": Decimal("33.52"),
        "Tigers": Decimal("16.48"),
        "Bears": Decimal("10.00"),
    }
    fixed = event.replace(1, "Tigers", "Bears", imps=(11, 10))
    # 1 IMP over 16 boards: 10.31 to 9.69.
    assert fixed.victory_points["Tigers"] == Decimal("6.48") + Decimal("10.31")
    assert event.remove(2).totals == {"Lions": 1352, "Tigers": 1648, "Bears": 1000}
    with pytest.raises(ScoreError) as refused:
        event.remove(3)
    assert refused.value.field == "index"


# --- The property: every correction equals the rebuilt ledger ----------------------------------


def _pairs_move(draw: st.DrawFn, ledger: Ledger) -> Move:
    assert isinstance(ledger, PairsSession)
    # Any of the session's boards not in yet (a later deal may hold it: that correction no
    # longer fits).
    last = ledger.boards or 8
    free = [board for board in range(1, last + 1) if board not in ledger.recorded_boards]
    board = draw(st.sampled_from(free))
    return ("record", (board, tuple(draw(_board(ledger)))), {})


@st.composite
def pairs_cases(draw: st.DrawFn) -> Case:
    tables = draw(st.integers(1, 3))
    method = draw(st.sampled_from(duplicate.METHODS))
    if draw(st.booleans()):
        start = PairsSession(
            pairs=tuple(str(n) for n in range(1, 2 * tables + 1)), expected=tables, method=method
        )
    else:
        start = PairsSession(
            ns=tuple(str(n) for n in range(1, tables + 1)),
            ew=tuple(str(n) for n in range(tables + 1, 2 * tables + 1)),
            expected=tables,
            method=method,
            boards=draw(st.none() | st.integers(1, 5)),
        )
    # A session of known boards throws a board out by its number only (_pairs_move's).
    return _case(draw, start, _pairs_move, most=5, throw_ins=start.boards is None)


@st.composite
def match_cases(draw: st.DrawFn) -> Case:
    start = TeamsMatch(("Lions", "Tigers"), boards=draw(st.integers(1, 5)))

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        return ("record", (draw(_PLAYS), draw(_PLAYS)), {})

    return _case(draw, start, move_of, most=5)


@st.composite
def event_cases(draw: st.DrawFn) -> Case:
    teams = ("T1", "T2", "T3", "T4")[: draw(st.integers(2, 4))]
    # A Swiss (its matches given): teams may meet again, so any correction can be drawn; a
    # round robin's refusal of a pairing given twice is tested in tests/hostile.
    start = TeamsEvent(
        teams, boards=draw(st.sampled_from((8, 16))), matches=draw(st.integers(1, 6))
    )

    def move_of(draw: st.DrawFn, _ledger: Ledger) -> Move:
        home, away = draw(st.permutations(teams))[:2]
        return ("record", (home, away), {"imps": draw(st.tuples(*[st.integers(0, 80)] * 2))})

    # No thrown-in matches: a teams event has none (a correction to one is refused).
    moves: list[Move] = []
    ledger: Ledger = start
    for _ in range(draw(st.integers(1, 5))):
        if ledger.finished:
            break
        move = move_of(draw, ledger)
        ledger = play(ledger, move)
        moves.append(move)
    closed = draw(st.booleans()) and not ledger.finished
    position = draw(st.integers(0, len(moves) - 1))
    kind = draw(st.sampled_from(KINDS))
    new = {"replace": move_of(draw, start), "replace_with_throw_in": THROW_IN, "remove": None}
    return Case(start, tuple(moves), closed, kind, position, new[kind])


@settings(max_examples=120, deadline=None)
@given(st.one_of(pairs_cases(), match_cases(), event_cases()))
def test_a_duplicate_correction_equals_the_ledger_rebuilt_from_the_corrected_deals(
    case: Case,
) -> None:
    ledger = build(case.start, case.moves, closed=case.closed)
    try:
        expected = build(case.start, case.corrected(), closed=case.closed)
    except ScoreError:
        with pytest.raises(ScoreError) as refused:
            correct(ledger, case)
        assert case.new is not None or refused.value.field == "index"
        if case.new is not None:
            base = build(case.start, case.moves[: case.position()], closed=False)
            try:
                play(base, case.new)
            except ScoreError:
                return  # the new deal itself is refused (a teams event's throw-in)
            assert refused.value.field == "index"
            assert "would no longer fit" in str(refused.value)
        assert_same(ledger, build(case.start, case.moves, closed=case.closed))
        return
    got = correct(ledger, case)
    assert_same(got, expected)
    assert got.undo() is ledger
    again = pickle.loads(pickle.dumps(got))
    assert_same(again, got)
    assert_same(again.undo(), ledger)


# --- Item kinds -------------------------------------------------------------------------------

# What docs/duplicate.md lists.
DUPLICATE_KINDS = {
    "matchpoints",
    "cross_imps",
    "butler_imps",
    "average",
    "imps",
    "victory_points",
}


def test_each_item_says_what_it_is() -> None:
    session = build(PAIRS, PAIRS_MOVES, closed=False)
    board_4 = session.deals[-1]
    # D2: the two results played earn matchpoints, the Average+ at table 3 is artificial.
    assert [(item.who, item.kind) for item in board_4.items] == [
        ("1", "matchpoints"),
        ("6", "matchpoints"),
        ("2", "matchpoints"),
        ("4", "matchpoints"),
        ("3", "average"),
        ("5", "average"),
    ]
    lines = ["1 4 N 4S=", "2 5 N 4S+1", "3 6 A A"]
    for method, kind in (("cross-imps", "cross_imps"), ("butler", "butler_imps")):
        scored = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, method=method)
        kinds = [item.kind for item in scored.record(1, lines).deals[0].items]
        assert kinds == [kind] * 4 + ["average"] * 2
    # Butler, every result artificial: no datum, only averages (+3 and -3 IMPs, Law 86A).
    butler = PairsSession(ns=("1",), ew=("2",), expected=1, method="butler")
    only = butler.record(1, ["1 2 A+ A-"]).deals[0].items
    assert [(item.points, item.kind) for item in only] == [(3, "average"), (-3, "average")]
    match = build(MATCH, MATCH_MOVES, closed=False)
    assert [(item.who, item.points, item.kind) for item in match.deals[0].items] == [
        ("Lions", 10, "imps")
    ]
    event = build(EVENT, EVENT_MOVES, closed=False)
    assert {item.kind for item in event.deals[0].items} == {"victory_points"}
    # A kind survives moving the item to another party, as every game's do.
    assert board_4.items[-1].to("5").kind == "average"


@given(
    st.one_of(
        strategies.pairs_sessions(max_boards=3),
        strategies.teams_matches(max_boards=4),
        strategies.teams_events(max_matches=4),
    )
)
def test_every_item_of_every_duplicate_ledger_has_a_documented_kind(ledger: Ledger) -> None:
    for deal in ledger.deals:
        for item in deal.items:
            assert item.kind in DUPLICATE_KINDS, (item, item.kind)


def test_the_documented_kinds_are_the_docs_own() -> None:
    page = (EXAMPLES.parent / "docs" / "duplicate.md").read_text(encoding="utf-8")
    for kind in DUPLICATE_KINDS:
        assert f"`{kind}`" in page, kind


# --- Totals in the players' units ---------------------------------------------------------------


def test_every_ledger_has_a_unit_and_duplicate_counts_in_fractions() -> None:
    assert chicago.Match().unit == 1
    assert tarot.Session(players=("A", "B", "C")).unit == 1
    assert MATCH.unit == 1
    # D4: VPs to two decimals, counted in hundredths; D2: 60 % of a top of 4 is 2.4, and
    # Neuberg's 3/2: a tenth of a matchpoint is the unit every value is a multiple of.
    assert EVENT.unit == Fraction(1, 100)
    assert PAIRS.unit == Fraction(1, 10)
    event = build(EVENT, EVENT_MOVES, closed=False)
    assert [in_units(total, unit_of(event)) for total in event.totals.values()] == [
        "33.52",
        "16.48",
        "10",
    ]


PAIRS_ARGS = ("--players", "1,2,3,4,5,6", "-o", "ew=4,5,6", "-o", "expected=3", "-o", "boards=4")
PAIRS_LINES = (
    "1: 1 4 N 4S=; 2 5 N 4S+1; 3 6 S 2S+2\n"
    "2: 1 5 E 3NT=; 2 6 pass; 3 4 W 3NT-1\n"
    "board 4: 1 6 S 2H+1; 2 4 S 2H=; 3 5 A+ A+\n"
    "edit 2 2: 1 5 E 3NT-1; 2 6 pass; 3 4 W 3NT-1\n"
    "delete 1\n"
)


def test_play_pairs_shows_matchpoints_and_fixes_a_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "pairs.toml"
    code, out, err = run(monkeypatch, capsys, PAIRS_LINES, "pairs", str(path), *PAIRS_ARGS)
    assert (code, err) == (0, "")
    # D2, board 1: 2, 4, 0 to North-South pairs 1, 2, 3; 2, 0, 4 to East-West 4, 5, 6.
    assert "  board 1, +450: 4 matchpoints  2  +4\n" in out
    assert "Totals: 1 2, 2 4, 3 0, 4 2, 5 0, 6 4.\n" in out
    # Board 4 (Neuberg and Average+, see above): 3.5, 0.5 and 2.4.
    assert "  board 4, A+: 2.40 matchpoints    3  +2.40\n" in out
    assert "Totals: 1 5.50, 2 6.50, 3 6.40, 4 5.50, 5 6.40, 6 6.50.\n" in out
    # edit 2: +50 twice and a pass: 3, 3, 0 to NS; 1, 1, 4 to EW.
    assert (
        "Totals: 1 5.50 → 8.50, 2 6.50 → 4.50, 3 6.40 → 5.40, 4 5.50 → 6.50, "
        "5 6.40 → 3.40, 6 6.50 → 8.50.\n"
    ) in out
    # delete 1: board 1's 2, 4, 0 and 2, 0, 4 taken off.
    assert "Deleted board 1: 1: 1 4 N 4S=; 2 5 N 4S+1; 3 6 S 2S+2.\n" in out
    assert (
        "Totals: 1 8.50 → 6.50, 2 4.50 → 0.50, 3 5.40, 4 6.50 → 4.50, 5 3.40, 6 8.50 → 4.50.\n"
    ) in out
    typed = sheet.load(path).ledger()
    assert isinstance(typed, PairsSession)
    assert typed.points["1"] == Fraction(13, 2)
    assert [deal.board for deal in typed.deals] == [2, 4]


def test_play_pairs_in_finnish_writes_a_decimal_comma(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "pairs.toml"
    code, out, err = run(
        monkeypatch, capsys, PAIRS_LINES, "pairs", str(path), *PAIRS_ARGS, lang="fi"
    )
    assert (code, err) == (0, "")
    said = plain(out)
    assert "1 5,50, 2 6,50, 3 6,40, 4 5,50, 5 6,40, 6 6,50." in said
    assert "1 5,50 → 8,50, 2 6,50 → 4,50" in said
    assert "+2,40\n" in said
    assert "5.50" not in said


def test_play_teams_edit_and_delete_a_board(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "match.toml"
    lines = "N 4S= | S 4S-1\nE 3NT= | W 2NT+1\nedit 1 N 4S= | S 4S=\ndelete 2\nundo\n"
    args = ("--sides", "Lions,Tigers", "-o", "boards=4")
    code, out, err = run(monkeypatch, capsys, lines, "teams", str(path), *args)
    assert (code, err) == (0, "")
    # D1: board 1 470 is 10 IMPs to the Lions, board 2 -250 is 6 to the Tigers; board 1
    # typed again flat, then board 2 deleted (and put back by undo).
    assert "Totals: Lions 10, Tigers 6.\n" in out
    assert "Totals: Lions 10 → 0, Tigers 6.\n" in out
    assert "Totals: Lions 0, Tigers 6 → 0.\n" in out
    assert out.count("Totals: Lions 0, Tigers 6.\n") == 1
    match = sheet.load(path).ledger()
    assert isinstance(match, TeamsMatch)
    assert match.totals == {"Lions": 0, "Tigers": 6}


def test_the_json_sheet_says_its_unit() -> None:
    written = sheet.score(sheet.load(EXAMPLES / "pairs.toml"))
    data = json.loads(written.render("json"))["sheet"]
    assert data["unit"] == "1/10"
    session = written.ledger
    assert isinstance(session, PairsSession)
    unit = Fraction(data["unit"])
    assert {pair: total * unit for pair, total in data["totals"].items()} == session.points
    # A ledger counting whole points says no unit.
    chicago_sheet = sheet.score(sheet.load(EXAMPLES / "chicago.toml"))
    assert "unit" not in json.loads(chicago_sheet.render("json"))["sheet"]
