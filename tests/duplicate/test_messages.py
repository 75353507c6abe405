"""Error messages of cardscore.duplicate, word for word (rules duplicate.md D1-D4).

Found by the mutation run: each message here had a mutant that changed its field, its value
or its words and no test saw it. The message is what a director reads at the table.
"""

from __future__ import annotations

from fractions import Fraction
from typing import TYPE_CHECKING

import pytest

from cardscore.bridge import Contract
from cardscore.duplicate import (
    Average,
    PairsSession,
    Play,
    TableResult,
    TeamsEvent,
    TeamsMatch,
    butler,
    cross_imps,
    imps,
    matchpoints,
    victory_points,
)
from cardscore.errors import ScoreError
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

TEAMS = ("Lions", "Tigers")
NS, EW = ("1", "2"), ("3", "4")
BOARD = ["1 3 N 4S=", "2 4 N 4S+1"]
FOUR_SPADES = Contract.parse("4S")


def _one_board() -> TeamsMatch:
    # A match of one board, finished (its score is worked below).
    return TeamsMatch(TEAMS, boards=1).record("N 4S=", "E 4S-1")


MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: TeamsEvent(("Lions",)),
        "RuleViolationError",
        "teams: ('Lions',) is not allowed; expected at least two teams",
    ),
    (
        lambda: TeamsEvent(TEAMS, boards=1001),
        "ImpossibleResultError",
        "boards: 1001 is not allowed; expected an int from 1 to 1000",
    ),
    (
        lambda: TeamsEvent(TEAMS, matches=10_001),
        "ImpossibleResultError",
        "matches: 10001 is not allowed; expected an int from 1 to 10000",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Bears", "Tigers", imps=(1, 2)),
        "RuleViolationError",
        "home: 'Bears' is not allowed; expected one of the event's teams",
    ),
    (
        lambda: TeamsEvent(TEAMS, boards=1).record(_one_board(), wrong("Tigers")),
        "ScoreError",
        "away: 'Tigers' is not allowed; expected None when a TeamsMatch is given",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Tigers", imps=(35, 22)).throw_in(),
        "RuleViolationError",
        "match: 2 is not allowed; expected a match recorded with its IMPs: a teams event has no void matches",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Bears", imps=(1, 2)),
        "RuleViolationError",
        "away: 'Bears' is not allowed; expected one of the event's teams",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Lions", imps=(1, 2)),
        "RuleViolationError",
        "away: 'Lions' is not allowed; expected a team other than the home team",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Tigers", imps=wrong((1,))),
        "ScoreError",
        "imps: (1,) is not allowed; expected (home's IMPs, away's IMPs), two ints",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Tigers", imps=(10**6 + 1, 0)),
        "ImpossibleResultError",
        "imps: 1000001 is not allowed; expected an int from 0 to 1000000",
    ),
    (
        lambda: TeamsEvent(TEAMS).record("Lions", "Tigers", imps=(0, 10**6 + 1)),
        "ImpossibleResultError",
        "imps: 1000001 is not allowed; expected an int from 0 to 1000000",
    ),
    (
        # Two teams: a round robin of one match.
        lambda: (
            TeamsEvent(TEAMS)
            .record("Lions", "Tigers", imps=(1, 2))
            .record("Lions", "Tigers", imps=(1, 2))
        ),
        "RuleViolationError",
        "match: 2 is not allowed; expected no more matches: the event is over",
    ),
    (
        lambda: butler(wrong("x")),
        "ScoreError",
        "scores: 'x' is not allowed; expected a sequence of ints (North-South scores)",
    ),
    (
        lambda: butler([], drop=1),
        "RuleViolationError",
        "drop: 1 is not allowed; expected 0 when there are no results to drop from",
    ),
    (
        lambda: butler([10, 20], drop=1),
        "RuleViolationError",
        "drop: 1 is not allowed; expected fewer than half of the 2 results, so that some are left",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, BOARD).throw_in(1),
        "RuleViolationError",
        "board: 1 is not allowed; expected a board not recorded yet",
    ),
    (
        lambda: TeamsMatch(("Lions",)),
        "RuleViolationError",
        "teams: ('Lions',) is not allowed; expected two teams",
    ),
    (
        lambda: TeamsMatch(wrong("Lions")),
        "ScoreError",
        "teams: 'Lions' is not allowed; expected a sequence of pair names",
    ),
    (
        lambda: TeamsMatch(TEAMS, boards=1001),
        "ImpossibleResultError",
        "boards: 1001 is not allowed; expected an int from 1 to 1000",
    ),
    (
        # Boards are numbered up to 9999: sixteen of them start at 9984 at the latest.
        lambda: TeamsMatch(TEAMS, boards=16, first_board=9985),
        "ImpossibleResultError",
        "first_board: 9985 is not allowed; expected an int from 1 to 9984",
    ),
    (
        lambda: victory_points(wrong(1.5), 16),
        "ScoreError",
        "imps: 1.5 is not allowed; expected an int (the IMP margin)",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, []),
        "RuleViolationError",
        "results: () is not allowed; expected at least one result (or throw_in())",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, [*BOARD, "1 4 N 4S="]),
        "RuleViolationError",
        "results: ('1 3 N 4S=', '2 4 N 4S+1', '1 4 N 4S=') is not allowed; expected at most 2 results (the board's expected number)",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, ["9 3 N 4S=", "2 4 N 4S+1"]),
        "RuleViolationError",
        "ns: '9' is not allowed; expected a North-South pair of the session",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, ["1 9 N 4S=", "2 4 N 4S+1"]),
        "RuleViolationError",
        "ew: '9' is not allowed; expected an East-West pair of the session",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, ["1 3 N 4S=", "1 4 N 4S+1"]),
        "RuleViolationError",
        "results: '1 4 N 4S+1' is not allowed; expected each pair once on a board",
    ),
    (
        # A traveller's line: the notation's 64 characters and two pair names of 32.
        lambda: TableResult.parse("1 3 N 4S=".ljust(129)),
        "NotationError",
        f"result: {'1 3 N 4S='.ljust(129)!r} is not allowed; expected at most 128 characters",
    ),
    (
        lambda: Average.parse(wrong(5)),
        "ScoreError",
        "artificial: 5 is not allowed; expected an Average or 'A+', 'A' or 'A-'",
    ),
    (
        lambda: Average.parse("B"),
        "NotationError",
        "artificial: 'B' is not allowed; expected 'A+', 'A' or 'A-' (Average plus, Average, Average minus)",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, wrong("1 3 N 4S=")),
        "ScoreError",
        "results: '1 3 N 4S=' is not allowed; expected a sequence of traveller lines ('3 5 N 4S=')",
    ),
    (
        lambda: TableResult.parse("nonsense here"),
        "NotationError",
        "result: 'nonsense here' is not allowed; expected 'NS EW' pair names, then 'N 4S=', 'pass', North-South's score ('+420') or artificial scores ('A+ A-')",
    ),
    (
        # D2's artificial scores are words or percentages ('60%'); a bare 60 or 40 may be
        # a score, so "60 40" is read as a play, and refused as one.
        lambda: TableResult.parse("1 3 60 40"),
        "NotationError",
        "play: '60 40' is not allowed; expected 'N 4S=' (the declarer's seat, then the result), 'pass', or North-South's score ('+420')",
    ),
    (
        lambda: TableResult.parse("1 3 40 60"),
        "NotationError",
        "play: '40 60' is not allowed; expected 'N 4S=' (the declarer's seat, then the result), 'pass', or North-South's score ('+420')",
    ),
    (
        lambda: TableResult("1", "3", artificial="A+ A- A"),
        "NotationError",
        "artificial: 'A+ A- A' is not allowed; expected 'A+ A-': North-South's, then East-West's",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, BOARD).record(1, BOARD),
        "RuleViolationError",
        "board: 1 is not allowed; expected a board not recorded yet",
    ),
    (
        lambda: TableResult("1", "3", artificial=wrong(5)),
        "ScoreError",
        "artificial: 5 is not allowed; expected ('A+', 'A-'): North-South's, then East-West's",
    ),
    (
        # ns= with pairs= (and ew= alone with pairs=): one movement or the other.
        lambda: PairsSession(NS, pairs=("A", "B")),
        "RuleViolationError",
        "pairs: ('A', 'B') is not allowed; expected pairs= alone (one winner), or ns= and ew= (two winners)",
    ),
    (
        lambda: PairsSession(ew=EW, pairs=("A", "B")),
        "RuleViolationError",
        "pairs: ('A', 'B') is not allowed; expected pairs= alone (one winner), or ns= and ew= (two winners)",
    ),
    (
        lambda: TableResult(wrong(1), "3", artificial="A"),
        "ScoreError",
        "ns: 1 is not allowed; expected a pair's name (a str)",
    ),
    (
        lambda: TableResult("1", wrong(3), artificial="A"),
        "ScoreError",
        "ew: 3 is not allowed; expected a pair's name (a str)",
    ),
    (
        lambda: TableResult("1", "1", artificial="A"),
        "RuleViolationError",
        "ew: '1' is not allowed; expected a pair other than the North-South pair",
    ),
    (
        lambda: TableResult("1", "3", "N 4S=", artificial="A"),
        "ScoreError",
        "play: 'N 4S=' is not allowed; expected what was played, or else artificial scores (one of the two)",
    ),
    (
        lambda: PairsSession(NS),
        "RuleViolationError",
        "ns: ('1', '2') is not allowed; expected ns= and ew= both given (two winners), or pairs= (one winner)",
    ),
    (
        lambda: matchpoints([90, 0], expected=0),
        "ImpossibleResultError",
        "expected: 0 is not allowed; expected an int of at least 1",
    ),
    (
        lambda: matchpoints([90, 0, 10], expected=2),
        "RuleViolationError",
        "expected: 2 is not allowed; expected at least the number of results (3)",
    ),
    (
        lambda: TableResult.parse(wrong(5)),
        "ScoreError",
        "result: 5 is not allowed; expected 'NS EW' pair names, then 'N 4S=', 'pass', North-South's score ('+420') or artificial scores ('A+ A-')",
    ),
    (
        # Five pairs of a Howell fill two tables (one sits out): at most 2 results a board.
        lambda: PairsSession(pairs=tuple("ABCDE"), expected=3),
        "ImpossibleResultError",
        "expected: 3 is not allowed; expected an int from 1 to 2",
    ),
    (
        lambda: PairsSession(pairs=("A", "B"), expected=2),
        "ImpossibleResultError",
        "expected: 2 is not allowed; expected an int from 1 to 1",
    ),
    (
        lambda: PairsSession(NS, ("1", "3")),
        "RuleViolationError",
        "ew: ('1', '3') is not allowed; expected pairs other than the North-South pairs",
    ),
    (
        lambda: PairsSession(NS, EW, boards=10_000),
        "ImpossibleResultError",
        "boards: 10000 is not allowed; expected an int from 1 to 9999",
    ),
    (
        lambda: cross_imps(wrong("x")),
        "ScoreError",
        "scores: 'x' is not allowed; expected a sequence of ints (North-South scores)",
    ),
    (
        lambda: _one_board().record("N 4S=", "N 4S="),
        "RuleViolationError",
        "board: 2 is not allowed; expected at most 1 boards: the match is over",
    ),
    (
        lambda: (
            TeamsMatch(TEAMS, boards=3).record("N 4S=", "E 4S-1").close().record("N 4S=", "N 4S=")
        ),
        "RuleViolationError",
        "board: 2 is not allowed; expected no more boards: the match was closed",
    ),
    (
        lambda: PairsSession(NS, EW, boards=1).record(1, BOARD).record(2, BOARD),
        "RuleViolationError",
        "board: 2 is not allowed; expected at most 1 boards: every board is in",
    ),
    (
        lambda: PairsSession(NS, EW).record(1, BOARD).close().record(2, BOARD),
        "RuleViolationError",
        "board: 2 is not allowed; expected no more boards: the session was closed",
    ),
    # The values each parser names (pairs, method, scale, scores, points, boards, drop, a
    # play's text and score): every field told by its own name.
    (
        lambda: PairsSession(pairs=wrong((1, 2))),
        "ScoreError",
        "pairs: 1 is not allowed; expected a pair's name (a str)",
    ),
    (
        lambda: PairsSession(wrong((1,)), ("3",)),
        "ScoreError",
        "ns: 1 is not allowed; expected a pair's name (a str)",
    ),
    (
        lambda: PairsSession(("1",), wrong((3,))),
        "ScoreError",
        "ew: 3 is not allowed; expected a pair's name (a str)",
    ),
    (
        lambda: PairsSession(NS, EW, method=wrong(5)),
        "ScoreError",
        "method: 5 is not allowed; expected 'matchpoints', 'cross-imps' or 'butler' (a str)",
    ),
    (
        lambda: PairsSession(NS, EW, method="swiss"),
        "NotationError",
        "method: 'swiss' is not allowed; expected 'matchpoints', 'cross-imps' or 'butler'",
    ),
    (
        lambda: matchpoints([1, 2], scale=wrong(5)),
        "ScoreError",
        "scale: 5 is not allowed; expected 'international' or 'acbl' (a str)",
    ),
    (
        lambda: matchpoints([1, 2], scale=wrong("euro")),
        "NotationError",
        "scale: 'euro' is not allowed; expected 'international' or 'acbl'",
    ),
    (
        lambda: matchpoints(wrong([1.5, 2])),
        "ScoreError",
        "scores: 1.5 is not allowed; expected an int (a North-South score)",
    ),
    (
        lambda: matchpoints([0] * 10_001),
        "ImpossibleResultError",
        "scores: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, ...] is not allowed; expected at most 10000 items: a sequence of ints (North-South scores)",
    ),
    (
        lambda: imps(wrong(1.5)),
        "ScoreError",
        "points: 1.5 is not allowed; expected an int (a difference in points)",
    ),
    (
        lambda: imps(wrong(True)),
        "ScoreError",
        "points: True is not allowed; expected an int (a difference in points)",
    ),
    (
        lambda: PairsSession(NS, EW, boards=0),
        "ImpossibleResultError",
        "boards: 0 is not allowed; expected an int from 1 to 9999",
    ),
    (
        lambda: PairsSession(NS, EW, method="butler", drop=-1),
        "ImpossibleResultError",
        "drop: -1 is not allowed; expected an int of at least 0",
    ),
    (
        lambda: Play.parse("x" * 65),
        "NotationError",
        f"play: {'x' * 65!r} is not allowed; expected at most 64 characters",
    ),
    (
        # No duplicate score reaches 10,000: a score is read up to 100,000 either way.
        lambda: Play.parse("-100001"),
        "ImpossibleResultError",
        "play: '-100001' is not allowed; expected a whole number from -100000 to 100000",
    ),
    (
        lambda: Play.parse("+100001"),
        "ImpossibleResultError",
        "play: '+100001' is not allowed; expected a whole number from -100000 to 100000",
    ),
    (
        lambda: Play(declarer="N"),
        "ScoreError",
        "contract: None is not allowed; expected a contract when declarer or tricks are given",
    ),
    (
        lambda: Play(tricks=10),
        "ScoreError",
        "contract: None is not allowed; expected a contract when declarer or tricks are given",
    ),
    (
        lambda: Play(FOUR_SPADES, declarer="X", tricks=10),
        "NotationError",
        "declarer: 'X' is not allowed; expected a seat: one of N E S W",
    ),
    (
        lambda: Play(FOUR_SPADES, declarer=wrong(5), tricks=10),
        "ScoreError",
        "declarer: 5 is not allowed; expected a seat: one of N E S W (a str)",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), MESSAGES)
def test_d4_d2_ledger_messages(call: Callable[[], object], kind: str, message: str) -> None:
    with pytest.raises(ScoreError) as caught:
        call()
    assert (type(caught.value).__name__, str(caught.value)) == (kind, message)


def test_d4_a_one_board_match_is_worth_9_imps() -> None:
    # The match the messages above use, by hand: Lions NS in the open room make 4S, +420
    # (board 1: nobody vulnerable); in the closed room Lions sit EW and declare 4S one
    # down, -50. Lions' board: 420 - 50 = 370, 9 IMPs (D1: 370-420).
    assert _one_board().totals == {"Lions": 9, "Tigers": 0}


def test_d4_a_match_of_a_million_imps_each_is_a_draw_numbered_1() -> None:
    # Found by the mutation run: IMPs up to 10**6 a team are taken; equal IMPs are a draw,
    # 10-10 VPs (D4), 1000 hundredths each; the first match recorded is match 1.
    event = TeamsEvent(TEAMS).record("Lions", "Tigers", imps=(10**6, 10**6))
    assert event.totals == {"Lions": 1000, "Tigers": 1000}
    assert event.deals[0].number == 1


def test_d4_sixteen_boards_may_start_at_board_9984() -> None:
    # Found by the mutation run: the last boards a match may number, 9984 to 9999.
    assert TeamsMatch(TEAMS, boards=16, first_board=9984).first_board == 9984


def test_d2_a_travellers_line_as_long_as_its_limit_is_read() -> None:
    # Found by the mutation run: 128 characters are read; pair 1 against pair 3 in 4S.
    line = TableResult.parse("1 3 N 4S=".ljust(128))
    assert (line.ns, line.ew) == ("1", "3")


# Found by the mutation run, in a later pass: the parsers of a Play, of pair names and of
# counts, each field by name.
MORE_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: PairsSession(NS, EW, method="butler", drop=wrong("x")),
        "ScoreError",
        "drop: 'x' is not allowed; expected an int of at least 0",
    ),
    (
        lambda: PairsSession(NS, EW).record(10_000, BOARD),
        "ImpossibleResultError",
        "board: 10000 is not allowed; expected an int from 1 to 9999",
    ),
    (
        lambda: PairsSession(NS, EW).record(wrong("x"), BOARD),
        "ScoreError",
        "board: 'x' is not allowed; expected an int from 1 to 9999",
    ),
    (
        lambda: Play(score=wrong(1.5)),
        "ScoreError",
        "score: 1.5 is not allowed; expected an int",
    ),
    (
        lambda: Play(FOUR_SPADES, declarer="N", tricks=10, score=100),
        "ScoreError",
        "score: 100 is not allowed; expected None when a contract is given",
    ),
    (
        lambda: Play(FOUR_SPADES, tricks=10),
        "ScoreError",
        "declarer: None is not allowed; expected a seat: one of N E S W",
    ),
    (
        lambda: Play.parse(wrong(5)),
        "ScoreError",
        "play: 5 is not allowed; expected 'N 4S=' (the declarer's seat, then the result), 'pass', or North-South's score ('+420')",
    ),
    (
        lambda: TableResult("", "3", artificial="A"),
        "NotationError",
        "ns: '' is not allowed; expected a name of 1 to 32 characters, no spaces",
    ),
    (
        lambda: TableResult("x" * 33, "3", artificial="A"),
        "NotationError",
        f"ns: {'x' * 33!r} is not allowed; expected a name of 1 to 32 characters, no spaces",
    ),
    (
        lambda: TableResult("a b", "3", artificial="A"),
        "NotationError",
        "ns: 'a b' is not allowed; expected a name of 1 to 32 characters, no spaces",
    ),
    (
        lambda: PairsSession(("1", "1"), EW),
        "RuleViolationError",
        "ns: ('1', '1') is not allowed; expected pair names that are all different",
    ),
    (
        lambda: TableResult("1", "3", artificial=("A+", "B")),
        "NotationError",
        "artificial: 'B' is not allowed; expected 'A+', 'A' or 'A-' (Average plus, Average, Average minus)",
    ),
    (
        lambda: TableResult("a\nb", "3", artificial="A"),
        "NotationError",
        "ns: 'a\\nb' is not allowed; expected one line of text, without line breaks, control characters or text-direction controls",
    ),
    (
        lambda: PairsSession(NS, EW, names=wrong([("1", "Ann")])),
        "ScoreError",
        "names: [('1', 'Ann')] is not allowed; expected a mapping of each pair to its name ({'1': 'Ann & Bob'})",
    ),
    (
        lambda: PairsSession(NS, EW, names={"1": "Eve", "2": "eve"}),
        "RuleViolationError",
        "names: {'1': 'Eve', '2': 'eve'} is not allowed; expected a different name for each pair",
    ),
    (
        lambda: TeamsMatch(wrong((5, "B"))),
        "ScoreError",
        "teams: 5 is not allowed; expected a name (a str)",
    ),
    (
        lambda: TeamsMatch(("A", "  ")),
        "NotationError",
        "teams: '  ' is not allowed; expected a name of 1 to 60 characters on one line",
    ),
    (
        lambda: PairsSession(("1", "2"), EW, names=wrong({"1": 7})),
        "ScoreError",
        "names['1']: 7 is not allowed; expected a name (a str)",
    ),
    (
        lambda: TeamsMatch(("Ann & Bob", "ann & bob")),
        "RuleViolationError",
        "teams: ('Ann & Bob', 'ann & bob') is not allowed; expected team names that are all different",
    ),
    (
        lambda: PairsSession(pairs=tuple(str(number) for number in range(501))),
        "ImpossibleResultError",
        "pairs: ('0', '1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', ...) is not allowed; expected at most 500 items: a sequence of pair names",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), MORE_MESSAGES)
def test_d2_play_pair_and_count_messages(
    call: Callable[[], object], kind: str, message: str
) -> None:
    with pytest.raises(ScoreError) as caught:
        call()
    assert (type(caught.value).__name__, str(caught.value)) == (kind, message)


def test_d2_a_pair_name_of_32_characters_and_scores_from_an_iterator() -> None:
    # Found by the mutation run: a pair's name is read up to its 32 characters; a board's
    # scores may come from any iterable. D2's example: +90, 0, -50, -50 score 6, 4, 1, 1.
    assert TableResult("x" * 32, "3", artificial="A").ns == "x" * 32
    assert matchpoints(iter([90, 0, -50, -50])) == tuple(map(Fraction, (6, 4, 1, 1)))
