"""Duplicate ledgers: a pairs session, a teams match and a teams event (D2–D4).

The shared ledger promise is checked by running tests/ledgers/test_protocol.py's checks over
these ledgers; the rest are hand-worked evenings.
"""

from __future__ import annotations

import copy
import math
import pickle
from decimal import Decimal
from fractions import Fraction

import pytest

from cardscore import Ledger, invariants
from cardscore._chain import Chain
from cardscore.duplicate import (
    Average,
    PairsSession,
    Play,
    TableResult,
    TeamsEvent,
    TeamsMatch,
    board_dealer,
    board_vulnerable,
)
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import sum_items
from tests.ledgers import test_protocol as protocol
from tests.ledgers.test_protocol import Game

GAMES = {
    "pairs, two winners": Game(
        lambda: PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2),
        (
            lambda s: s.record(1, ["1 3 N 4S=", "2 4 N 4S+1"]),
            lambda s: s.record(2, ["1 4 E 3NT=", "2 3 pass"]),
            lambda s: s.record(3, ["2 3 S 2H=", "1 4 A+ A-"]),
        ),
    ),
    "pairs, one winner, cross-IMPs": Game(
        lambda: PairsSession(pairs=("A", "B", "C", "D"), expected=2, method="cross-imps"),
        (
            lambda s: s.record(5, ["A B N 4H=", "C D N 4H-1"]),
            lambda s: s.record(6, ["B C W 1NT+2", "D A E 2S="]),
            lambda s: s.record(7, ["A C +620", "B D -100"]),
        ),
    ),
    "pairs, Butler": Game(
        lambda: PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, method="butler"),
        (
            lambda s: s.record(1, ["1 4 N 4S=", "2 5 N 4S+1", "3 6 S 2S+2"]),
            lambda s: s.record(2, ["1 5 E 3NT=", "2 6 pass", "3 4 W 3NT-1"]),
            lambda s: s.record(3, ["1 6 N 1NT=", "2 4 N 1NT+1"]),
        ),
    ),
    "teams match": Game(
        lambda: TeamsMatch(("Lions", "Tigers"), boards=8),
        (
            lambda m: m.record("N 4S=", "S 4S-1"),
            lambda m: m.record("E 3NT=", "W 2NT+1"),
            lambda m: m.record("pass", "N 1C-1"),
        ),
    ),
}


@pytest.fixture(params=list(GAMES), name="game")
def _game(request: pytest.FixtureRequest) -> Game:
    return GAMES[request.param]


# The protocol's checks, over these ledgers.
test_every_ledger_and_deal_satisfies_the_protocol = (
    protocol.test_every_ledger_and_deal_satisfies_the_protocol
)
test_a_new_ledger_is_empty_and_the_best_start_leads = (
    protocol.test_a_new_ledger_is_empty_and_the_best_start_leads
)
test_totals_are_the_start_plus_the_deals = protocol.test_totals_are_the_start_plus_the_deals
test_undo_returns_the_previous_object = protocol.test_undo_returns_the_previous_object
test_a_thrown_in_deal_is_kept_but_not_counted = (
    protocol.test_a_thrown_in_deal_is_kept_but_not_counted
)
test_numbers_count_the_counted_deals = protocol.test_numbers_count_the_counted_deals
test_next_says_what_the_next_deal_is = protocol.test_next_says_what_the_next_deal_is
test_close_ends_the_game = protocol.test_close_ends_the_game
test_pickle_and_deepcopy_give_an_equal_ledger = (
    protocol.test_pickle_and_deepcopy_give_an_equal_ledger
)
test_a_saved_sheet_reads_back_as_an_equal_ledger = (
    protocol.test_a_saved_sheet_reads_back_as_an_equal_ledger
)


# --- Boards (Law 2) -------------------------------------------------------------------------


def test_law_2_dealer_and_vulnerability_of_boards_1_to_16_and_again() -> None:
    # Law 2: dealer N E S W in turn; vulnerability as printed on boards 1-16, then again.
    printed = ["-", "N", "E", "B", "N", "E", "B", "-", "E", "B", "-", "N", "B", "-", "N", "E"]
    sides = {"-": set(), "N": {"NS"}, "E": {"EW"}, "B": {"NS", "EW"}}
    for board, mark in enumerate(printed, start=1):
        assert board_vulnerable(board) == sides[mark]
        assert board_vulnerable(board + 16) == sides[mark]
        assert board_dealer(board) == "NESW"[(board - 1) % 4]


# --- Plays and traveller lines --------------------------------------------------------------


def test_a_play_scores_from_north_souths_view_on_the_boards_vulnerability() -> None:
    # Board 2: NS vulnerable. 4S= by N: 620; 3NT= by E (not vulnerable): -400.
    assert Play.parse("N 4S=").score(2) == 620
    assert Play.parse("E 3NT=").score(2) == -400
    assert Play("4S", 10, declarer="S").score(1) == 420
    assert Play.parse("W 4HX-1").score(3) == 200  # board 3: EW vulnerable, doubled one down
    assert Play.parse("pass").score(4) == 0
    assert Play.parse("-1430").score(4) == -1430
    assert Play.parse(" n  4s= ") == Play.parse("N 4S=")


def test_traveller_lines_parse_and_print_back() -> None:
    for text in ("3 5 N 4S=", "3 5 pass", "3 5 +420", "3 5 A+ A-", "3 5 A A"):
        assert str(TableResult.parse(text)) == text
    assert TableResult.parse("1 2 avg+ 40%").artificial == (Average.PLUS, Average.MINUS)
    # Law 12C2: both pairs may be given the same, Average+ when neither is at fault.
    assert TableResult.parse("1 2 A+").artificial == (Average.PLUS, Average.PLUS)
    assert TableResult.parse("1 2 50").play == Play(score=50)


@pytest.mark.parametrize(
    "text",
    ["", "1", "1 2", "1 1 N 4S=", "1 2 X 4S=", "1 2 N 8S=", "1 2 A+ A A", "1 2 Q+ A", "x" * 500],
)
def test_bad_traveller_lines_are_refused(text: str) -> None:
    with pytest.raises(ScoreError):
        TableResult.parse(text)


def test_bad_plays_are_refused() -> None:
    with pytest.raises(NotationError, match="play"):
        Play.parse("north")
    with pytest.raises(ScoreError, match="declarer"):
        Play("4S", 10)
    with pytest.raises(ScoreError, match="score"):
        Play("4S", 10, declarer="N", score=420)
    with pytest.raises(ScoreError, match="play"):
        Play.parse("+" + "9" * 40)
    with pytest.raises(ScoreError, match="play"):
        TableResult("1", "2")


# --- A pairs session at matchpoints ---------------------------------------------------------


def _evening() -> PairsSession:
    # Three tables, two boards, two winners; results worked below by hand.
    session = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, boards=2)
    # Board 1, nobody vulnerable: +420, +450, +170.
    session = session.record(1, ["1 4 N 4S=", "2 5 N 4S+1", "3 6 S 2S+2"])
    # Board 2, NS vulnerable, E deals: -400, 0 (passed out), +50 (EW 3NT-1 not vulnerable).
    return session.record(2, ["1 5 E 3NT=", "2 6 pass", "3 4 W 3NT-1"])


def test_d2_a_two_winner_evening_by_hand() -> None:
    session = _evening()
    # Board 1: NS 450 4, 420 2, 170 0; board 2: NS +50 4, 0 2, -400 0. Top 4 a board.
    # NS: pair 1 2 + 0 = 2, pair 2 4 + 2 = 6, pair 3 0 + 4 = 4 of 8.
    # EW: pair 4 2 + 0 = 2, pair 5 0 + 4 = 4, pair 6 4 + 2 = 6 of 8.
    assert session.points == {
        "1": 2, "2": 6, "3": 4, "4": 2, "5": 4, "6": 6,
    }  # fmt: skip
    ranking = [(s.place, s.pair, s.direction, s.percentage) for s in session.ranking]
    assert ranking == [
        (1, "2", "NS", Fraction(75)), (2, "3", "NS", Fraction(50)), (3, "1", "NS", Fraction(25)),
        (1, "6", "EW", Fraction(75)), (2, "5", "EW", Fraction(50)), (3, "4", "EW", Fraction(25)),
    ]  # fmt: skip
    assert session.finished
    assert session.winner == ("2", "6")
    assert session.top == 4


def test_d2_the_travellers_come_in_any_order() -> None:
    session = _evening()
    again = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, boards=2)
    again = again.record(2, ["3 4 W 3NT-1", "2 6 pass", "1 5 E 3NT="])
    again = again.record(1, ["3 6 S 2S+2", "1 4 N 4S=", "2 5 N 4S+1"])
    assert again.points == session.points
    assert again.ranking == session.ranking


def test_d2_neuberg_and_an_artificial_score() -> None:
    # Board 3 expected three times: table 3 did not play it (Average+ to NS 3, Average- to
    # EW 6). NS +140 and +110: MP 2 and 0 among 2 results, Neuberg to 3: (2 + 1) x 3/2 - 1
    # = 3.5 and (0 + 1) x 3/2 - 1 = 0.5; EW 0.5 and 3.5. Average+ 60 % of 4 = 2.4, Average-
    # 40 % = 1.6.
    session = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3)
    session = session.record(3, ["1 4 S 2H+1", "2 5 S 2H=", "3 6 A+ A-"])
    board = session.deals[0]
    assert board.points == (
        (Fraction(7, 2), Fraction(1, 2)),
        (Fraction(1, 2), Fraction(7, 2)),
        (Fraction(12, 5), Fraction(8, 5)),
    )
    assert session.points["3"] == Fraction(12, 5)
    # Exact ints in the ledger's unit: 1/10 of a matchpoint here.
    assert session.unit == Fraction(1, 10)
    assert session.totals["1"] == 35
    assert sum_items(board.items) == {k: v for k, v in board.scores.items() if v}


def test_d2_acbl_scale() -> None:
    session = PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, scale="acbl")
    session = session.record(1, ["1 3 N 4S=", "2 4 N 4S="])
    assert session.points == {"1": Fraction(1, 2), "2": Fraction(1, 2), "3": Fraction(1, 2),
                              "4": Fraction(1, 2)}  # fmt: skip
    assert session.top == 1


def test_a_one_winner_session_ranks_every_pair_together() -> None:
    # Board 1: A-B +420, C-D +400: A 2, D 2. Board 2: B-C -50 (B NS), D-A -100: B 2, A 2.
    session = PairsSession(pairs=("A", "B", "C", "D"), expected=2)
    session = session.record(1, ["A B N 4S=", "C D S 4S="]).record(2, ["B C E 2H+1", "D A E 3H-1"])
    # Board 1 none vul: 4S= 420, 4S= 420 -> a tie: A 1, C 1, B 1, D 1.
    # Board 2 NS vul: E 2H+1 -140 (B NS), E 3H-1 +50 (D NS): D 2, A 0, B 0, C 2.
    assert session.points == {"A": 1, "B": 1, "C": 3, "D": 3}
    ranking = [(s.place, s.pair, s.direction) for s in session.ranking]
    assert ranking == [(1, "C", None), (1, "D", None), (3, "A", None), (3, "B", None)]
    assert session.close().winner == ("C", "D")


def test_d3_cross_imps_session() -> None:
    # 620 v 100: 520, 11 IMPs; cross-IMPs divide by the 1 other result.
    session = PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, method="cross-imps")
    session = session.record(4, ["1 3 +620", "2 4 +100"])
    assert session.points == {"1": 11, "2": -11, "3": -11, "4": 11}
    assert session.top is None
    assert all(standing.percentage is None for standing in session.ranking)


def test_d3_butler_session_keeps_the_datum() -> None:
    session = PairsSession(ns=("1", "2", "3"), ew=("4", "5", "6"), expected=3, method="butler")
    session = session.record(1, ["1 4 +420", "2 5 +400", "3 6 -50"])
    assert session.deals[0].datum == 260
    assert session.points == {"1": 4, "2": 4, "3": -7, "4": -4, "5": -4, "6": 7}


def test_pairs_session_refuses_what_cannot_happen() -> None:
    session = PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, boards=3)
    with pytest.raises(RuleViolationError, match="ns"):
        session.record(1, ["3 1 N 4S="])
    with pytest.raises(RuleViolationError, match="results"):
        session.record(1, ["1 3 N 4S=", "1 4 N 4S="])
    with pytest.raises(RuleViolationError, match="results"):
        session.record(1, ["1 3 N 4S=", "2 4 N 4S=", "2 3 N 4S="])
    with pytest.raises(RuleViolationError, match="results"):
        session.record(1, [])
    with pytest.raises(ScoreError, match="results"):
        session.record(1, "1 3 N 4S=")
    with pytest.raises(ScoreError, match="board"):
        session.record(0, ["1 3 N 4S="])
    once = session.record(1, ["1 3 N 4S="])
    with pytest.raises(RuleViolationError, match="board: 1"):
        once.record(1, ["2 4 N 4S="])
    with pytest.raises(RuleViolationError, match="board: 1"):
        once.throw_in(1)
    with pytest.raises(RuleViolationError, match="pairs"):
        PairsSession(pairs=("1", "2"), ns=("3",), ew=("4",))
    with pytest.raises(RuleViolationError, match="ns"):
        PairsSession(ns=("1", "2"))
    with pytest.raises(RuleViolationError, match="ew"):
        PairsSession(ns=("1", "2"), ew=("2", "3"))
    with pytest.raises(RuleViolationError, match="pairs"):
        PairsSession(pairs=("1", "1"))
    with pytest.raises(ScoreError, match="expected"):
        PairsSession(ns=("1", "2"), ew=("3", "4"), expected=3)
    with pytest.raises(ScoreError, match="method"):
        PairsSession(ns=("1",), ew=("2",), expected=1, method="aggregate")


def test_a_finished_session_takes_no_more_boards() -> None:
    session = PairsSession(ns=("1",), ew=("2",), expected=1, boards=1)
    session = session.record(1, ["1 2 N 4S="])
    assert session.finished
    assert session.next is None
    with pytest.raises(RuleViolationError, match="board"):
        session.record(2, ["1 2 N 4S="])


# --- A teams match and event (D1, D4) -------------------------------------------------------


def test_d4_a_teams_match_by_hand() -> None:
    match = TeamsMatch(("Lions", "Tigers"), boards=3)
    # Board 1, nobody vulnerable: open +420, closed NS -50: Lions +470, 10 IMPs.
    match = match.record("N 4S=", "S 4S-1")
    # Board 2, NS vulnerable: open -400, closed -150: Lions -250, 6 IMPs to Tigers.
    match = match.record("E 3NT=", "W 2NT+1")
    # Board 3, EW vulnerable: open NS +100 (1NT-1 by E... EW vul, one down: 100), closed
    # +100 too: a flat board.
    match = match.record("E 1NT-1", "W 1NT-1")
    assert [deal.imps for deal in match.deals] == [10, -6, 0]
    assert [deal.swing for deal in match.deals] == [470, -250, 0]
    assert match.totals == {"Lions": 10, "Tigers": 6}
    assert match.deals[1].running == {"Lions": 10, "Tigers": 6}
    assert match.finished
    assert match.winner == "Lions"
    assert match.margin == 4
    winner, loser = _vp_by_hand(4, 3)
    assert match.victory_points == {"Lions": winner, "Tigers": loser}


def _vp_by_hand(margin: int, boards: int) -> tuple[Decimal, Decimal]:
    # D4's formula (no repair is needed at this margin): 3 boards, blitz 15 sqrt 3.
    tau = (math.sqrt(5) - 1) / 2
    value = 10 + 10 * (1 - tau ** (3 * margin / (15 * math.sqrt(boards)))) / (1 - tau**3)
    winner = Decimal(str(round(value, 2))).quantize(Decimal("0.01"))
    return winner, Decimal(20) - winner


def test_teams_match_next_is_the_board_with_its_dealer_and_vulnerability() -> None:
    # Law 2: board 17 is dealt by N, nobody vulnerable; board 18 by E, NS vulnerable.
    match = TeamsMatch(("A", "B"), boards=4, first_board=17)
    upcoming = match.next
    assert upcoming is not None
    assert (upcoming.number, upcoming.dealer, match.vulnerable) == (1, "N", frozenset())
    match = match.throw_in()
    assert match.board == 18
    upcoming = match.next
    assert upcoming is not None
    assert (upcoming.number, upcoming.dealer, match.vulnerable) == (1, "E", frozenset({"NS"}))
    # The vulnerable seats are no team's: Next names none (and no part scores).
    assert upcoming.vulnerable is None
    invariants.check_next(upcoming)


def test_d4_a_teams_event() -> None:
    event = TeamsEvent(("Lions", "Tigers", "Bears"), boards=16)
    # D4: 16 boards, 13 IMPs margin: the row 10.00, 10.31, ... 13.52 at 13.
    event = event.record("Lions", "Tigers", imps=(35, 22))
    assert event.victory_points == {
        "Lions": Decimal("13.52"), "Tigers": Decimal("6.48"), "Bears": Decimal("0.00"),
    }  # fmt: skip
    event = event.record("Bears", "Lions", imps=(10, 10))
    match = TeamsMatch(("Tigers", "Bears"), boards=16).record("N 4S=", "S 4S-1")
    event = event.record(match)  # 10 IMPs to Tigers: 12.80
    assert event.victory_points == {
        "Lions": Decimal("23.52"), "Tigers": Decimal("19.28"), "Bears": Decimal("17.20"),
    }  # fmt: skip
    assert event.finished
    assert event.winner == "Lions"
    assert [row[:2] for row in event.ranking] == [(1, "Lions"), (2, "Tigers"), (3, "Bears")]
    assert event.totals == {"Lions": 2352, "Tigers": 1928, "Bears": 1720}


def test_teams_event_refuses_what_cannot_happen() -> None:
    event = TeamsEvent(("A", "B"), boards=8)
    with pytest.raises(RuleViolationError, match="home"):
        event.record("C", "A", imps=(1, 2))
    with pytest.raises(RuleViolationError, match="away"):
        event.record("A", "A", imps=(1, 2))
    with pytest.raises(ScoreError, match="imps"):
        event.record("A", "B", imps=(1, -2))
    with pytest.raises(ScoreError, match="imps"):
        event.record("A", "B")
    with pytest.raises(RuleViolationError, match="match"):
        event.throw_in()
    done = event.record("A", "B", imps=(3, 0))
    with pytest.raises(RuleViolationError, match="match"):
        done.record("A", "B", imps=(3, 0))
    with pytest.raises(RuleViolationError, match="teams"):
        TeamsEvent(("A",))
    with pytest.raises(RuleViolationError, match="teams"):
        TeamsMatch(("A", "B", "C"))


def test_a_teams_event_is_a_ledger_that_undoes_pickles_and_closes() -> None:
    event = TeamsEvent(("A", "B", "C"), boards=8)
    assert isinstance(event, Ledger)
    after = event.record("A", "B", imps=(20, 0))
    assert after.undo() is event
    assert pickle.loads(pickle.dumps(after)) == after
    assert copy.deepcopy(after) is after
    closed = after.close()
    assert closed.finished
    assert closed.winner == "A"
    assert closed.next is None
    assert sum_items(after.deals[0].items) == after.deals[0].scores


def test_recording_a_traveller_never_walks_the_travellers_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # Ledgers record in O(1) however long (API): count the walks over the recorded deals.
    session = PairsSession(ns=("1",), ew=("2",), expected=1)
    for board in range(1, 60):
        session = session.record(board, ["1 2 N 1NT="])
    walks = []
    original = Chain.to_tuple

    def counted(chain: Chain[object]) -> tuple[object, ...]:
        walks.append(len(chain))
        return original(chain)

    monkeypatch.setattr(Chain, "to_tuple", counted)
    session = session.record(60, ["1 2 N 1NT="]).throw_in(61)
    assert walks == []
    with pytest.raises(RuleViolationError, match="board: 30"):
        session.record(30, ["1 2 N 1NT="])
    assert walks == []
    assert session.recorded_boards == frozenset(range(1, 62))
