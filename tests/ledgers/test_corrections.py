"""Correcting an earlier deal: ``replace``, ``replace_with_throw_in`` and ``remove``.

For every ledger, each correction at the first, a middle and the last deal equals the ledger
rebuilt from the corrected list of deals, and ``undo()`` gives the ledger before it back.
Hand-worked examples from the rules show a correction changing the later deals' situation
(vulnerability, part scores and games in bridge, the dealer, the end of a game), and the
errors when a later deal no longer fits.
"""

from __future__ import annotations

import pickle
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import ScoreError, chicago, needafourth, pitch, rubber, tarot
from cardscore.errors import RuleViolationError

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore import Ledger

Move = tuple[str, tuple[object, ...], dict[str, object]]


def record(*args: object, **kwargs: object) -> Move:
    return ("record", args, kwargs)


THROW_IN: Move = ("throw_in", (), {})


def build(start: Ledger, moves: list[Move]) -> Ledger:
    ledger = start
    for name, args, kwargs in moves:
        method: Callable[..., Ledger] = getattr(ledger, name)
        ledger = method(*args, **kwargs)
    return ledger


def assert_same(got: Ledger, expected: Ledger) -> None:
    assert got == expected
    assert got.totals == expected.totals
    assert got.deals == expected.deals
    assert [deal.items for deal in got.deals] == [deal.items for deal in expected.deals]
    assert got.next == expected.next
    assert (got.finished, got.winner, got.played) == (
        expected.finished,
        expected.winner,
        expected.played,
    )


# Each ledger with four deals (a thrown-in one among them) and a deal to put in their place.
LEDGERS: dict[str, tuple[Callable[[], Ledger], list[Move], Move]] = {
    "chicago": (
        chicago.Match,
        [
            record("2S=", declarer="N"),
            THROW_IN,
            record("2H=", declarer="E"),
            record("1NT=", declarer="W"),
        ],
        record("3NT+1", declarer="S"),
    ),
    "evening": (
        lambda: chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"]),
        [
            record("2S=", declarer="Bob"),
            THROW_IN,
            record("2H=", declarer="Dan"),
            record("1NT=", declarer="Eve"),
        ],
        record("3NT+1", declarer="Cid"),
    ),
    "rubber": (
        rubber.Rubber,
        [
            record("2S=", declarer="NS"),
            THROW_IN,
            record("2H=", declarer="EW"),
            record("1NT=", declarer="EW"),
        ],
        record("3NT-1", declarer="NS"),
    ),
    "needafourth": (
        lambda: needafourth.Session(("Ann", "Bob", "Cat")),
        [
            record("4H", 10, chooser="Ann", partner="Bob"),
            THROW_IN,
            record("3NT", 8, chooser="Bob", partner="Cat"),
            record("2S", 8, chooser="Cat", partner="Ann", liars=["Cat"]),
        ],
        record("5C", 11, chooser="Cat", partner="Bob"),
    ),
    "tarot": (
        lambda: tarot.Session(players=("Ann", "Bob", "Cid", "Dan")),
        [
            record("garde", taker="Ann", bouts=2, points=45),
            ("throw_in", ("petit sec",), {}),
            record("prise", taker="Bob", bouts=1, points=48),
            record("garde sans", taker="Cid", bouts=3, points=40.5),
        ],
        record("prise", taker="Dan", bouts=0, points=60),
    ),
    "pitch": (
        # A thrown-in hand needs dealer_forced off (P4: else the dealer must bid).
        lambda: pitch.Game(("us", "them"), rules=attrs.evolve(pitch.PITCH, dealer_forced=False)),
        [
            record(
                pitch.Tally.summary(high="us", low="them", jack="us", game="us"),
                bidder="us",
                bid=3,
            ),
            THROW_IN,
            record(
                pitch.Tally.summary(high="them", low="them", game="us", jack=None),
                bidder="them",
                bid=2,
            ),
            record(
                pitch.Tally.summary(high="us", low="us", jack="them", game="them"),
                bidder="us",
                bid=2,
            ),
        ],
        record(
            pitch.Tally.summary(
                high="them", low="them", jack="them", game="them", sides=("us", "them")
            ),
            bidder="them",
            bid=4,
        ),
    ),
}


@pytest.mark.parametrize("game", LEDGERS)
@pytest.mark.parametrize("position", [0, 1, 2, 3, -1, -4])
@pytest.mark.parametrize("kind", ["replace", "replace_with_throw_in", "remove"])
def test_a_correction_equals_the_ledger_rebuilt_from_the_corrected_deals(
    game: str, position: int, kind: str
) -> None:
    start, moves, new = LEDGERS[game]
    ledger = build(start(), moves)
    corrected = list(moves)
    if kind == "remove":
        del corrected[position]
        got = ledger.remove(position)
    elif kind == "replace_with_throw_in":
        corrected[position] = THROW_IN
        got = ledger.replace_with_throw_in(position)
    else:
        corrected[position] = new
        _, args, kwargs = new
        got = ledger.replace(position, *args, **kwargs)
    assert_same(got, build(start(), corrected))
    assert got.undo() is ledger
    assert_same(pickle.loads(pickle.dumps(got)).undo(), ledger)


@pytest.mark.parametrize("game", LEDGERS)
def test_undo_after_corrections_walks_back_through_them(game: str) -> None:
    start, moves, new = LEDGERS[game]
    ledger = build(start(), moves)
    _, args, kwargs = new
    first = ledger.replace(0, *args, **kwargs)
    second = first.remove(-1)
    third = second.record(*args, **kwargs)
    assert third.undo() is second
    assert second.undo() is first
    assert first.undo() is ledger
    assert ledger.undo().undo().undo().undo().deals == ()


@pytest.mark.parametrize("game", LEDGERS)
@pytest.mark.parametrize("index", [4, -5, 100, True, "1", 1.0, None])
def test_a_bad_index_is_a_score_error_naming_it(game: str, index: object) -> None:
    start, moves, _ = LEDGERS[game]
    ledger = build(start(), moves)
    for correct in (ledger.remove, ledger.replace_with_throw_in):
        with pytest.raises(ScoreError) as raised:
            correct(index)  # type: ignore[arg-type]
        assert raised.value.field == "index"
        assert raised.value.value is index
        assert "an int from -4 to 3" in str(raised.value)


def test_nothing_to_correct_in_an_empty_ledger() -> None:
    with pytest.raises(ScoreError, match="nothing is recorded yet"):
        chicago.Match().remove(0)


def test_the_new_deals_own_bad_input_is_reported_as_record_reports_it() -> None:
    ledger = chicago.Match().record("2S=", declarer="N")
    with pytest.raises(ScoreError) as raised:
        ledger.replace(0, "2S", 14, declarer="N")
    assert raised.value.field == "tricks"


# --- Hand-worked examples ---------------------------------------------------------------------


def test_chicago_a_corrected_first_deal_changes_the_later_games_and_the_winner() -> None:
    # B6: first dealer N; deal 1 nobody vulnerable, deals 2 and 3 the dealer's side, deal 4
    # both. Part scores carry; a game is paid at once, 300 or 500 by that deal's vulnerability;
    # a part score made on the fourth deal that does not complete a game earns 100.
    match = (
        chicago.Match()
        .record("2S=", declarer="N")  # deal 1: NS 60, part score 60
        .record("2H=", declarer="E")  # deal 2: EW 60, part score 60
        .record("2S=", declarer="S")  # deal 3 (S deals, NS vul): 60 + 60 = game, 60 + 500
        .record("1NT=", declarer="W")  # deal 4: EW 40 from nothing, + 100 on the fourth deal
    )
    assert match.totals == {"NS": 620, "EW": 200}
    assert match.winner == "NS"
    # Deal 1 was 1S= (30): deal 3 is now 30 + 60 = 90, no game; deal 4 completes EW's game
    # (60 + 40 = 100) with both vulnerable: 40 + 500.
    fixed = match.replace(0, "1S=", declarer="N")
    assert [deal.scores for deal in fixed.deals] == [
        {"NS": 30, "EW": 0},
        {"NS": 0, "EW": 60},
        {"NS": 60, "EW": 0},
        {"NS": 0, "EW": 540},
    ]
    assert fixed.deals[2].game is None
    assert fixed.deals[3].game == "EW"
    assert fixed.totals == {"NS": 90, "EW": 600}
    assert fixed.winner == "EW"
    assert fixed.undo() is match


def test_chicago_a_thrown_in_deal_corrected_to_a_fifth_deal_no_longer_fits() -> None:
    # B6: exactly four deals; a passed-out deal does not count, so making it a deal played
    # leaves the last one a fifth.
    match = (
        chicago.Match()
        .record("2S=", declarer="N")
        .throw_in()
        .record("2H=", declarer="E")
        .record("2S=", declarer="S")
        .record("1NT=", declarer="W")
    )
    with pytest.raises(RuleViolationError) as raised:
        match.replace(1, "3NT=", declarer="E")
    message = str(raised.value)
    assert raised.value.field == "index"
    assert raised.value.value == 1
    assert "deal 4 (deals[4]) would no longer fit" in message
    assert "the match is over after four deals" in message
    # A thrown-in deal corrected to another thrown-in deal fits.
    assert_same(match.replace_with_throw_in(1), match)


def test_chicago_removing_a_deal_moves_the_later_deals_dealer_and_vulnerability() -> None:
    # B6: the dealer rotates N E S W; deal 2 is dealt by E, EW vulnerable; deal 3 by S.
    match = chicago.Match().record("2S=", declarer="N").record("4H=", declarer="E")
    assert (match.deals[1].dealer, match.deals[1].vulnerable) == ("E", frozenset({"EW"}))
    assert match.deals[1].scores == {"NS": 0, "EW": 620}  # 120 + 500 vulnerable game
    fixed = match.remove(0)
    assert (fixed.deals[0].dealer, fixed.deals[0].vulnerable) == ("N", frozenset())
    assert fixed.deals[0].scores == {"NS": 0, "EW": 420}  # 120 + 300 not vulnerable
    assert fixed.next is not None
    assert fixed.next.dealer == "E"


def test_rubber_a_correction_that_ends_the_rubber_earlier_no_longer_fits() -> None:
    # B7: a game is 100 below the line; two games win the rubber.
    game = (
        rubber.Rubber()
        .record("2S=", declarer="NS")  # NS 60 below
        .record("4S=", declarer="NS")  # NS 180: game 1
        .record("4H=", declarer="EW")  # EW game 1
        .record("4S=", declarer="NS")  # NS game 2: rubber 2-1, 500
    )
    assert game.rubber_winner == "NS"
    with pytest.raises(RuleViolationError) as raised:
        game.replace(0, "4S=", declarer="NS")  # now NS win 2-0 on the second deal
    message = str(raised.value)
    assert "deal 3 (deals[2]) would no longer fit" in message
    assert "the rubber is over, won by NS 2-0" in message
    # The first deal made by EW instead: 60 to EW below, the rest as it was.
    fixed = game.replace(0, "2H=", declarer="EW")
    assert fixed.below == {"NS": 120 + 120, "EW": 60 + 120}
    assert fixed.rubber_winner == "NS"
    assert fixed.deals[-1].above[-1].points == 500  # B7: 500 against one game


def test_rubber_removing_the_closing_entry_reopens_the_rubber() -> None:
    # B7: settled early, 300 to the side one game up and 100 for a part score.
    game = rubber.Rubber().record("4S=", declarer="NS").record("2H=", declarer="EW").close()
    assert [item.points for item in game.closing] == [300, 100]
    reopened = game.remove(-1)
    assert not reopened.closed
    assert_same(reopened, game.undo())
    # A correction before the closing entry keeps the rubber closed, its bonuses recounted:
    # with the second deal removed, no part score, only the game up.
    fixed = game.remove(1)
    assert fixed.closed
    assert [item.points for item in fixed.closing] == [300]
    assert fixed.totals == {"NS": 120 + 300, "EW": 0}


def test_evening_a_deal_moved_into_a_chukker_its_declarer_sits_out_no_longer_fits() -> None:
    # B6, rotating Chicago: five players, chukker 1 N Bob, S Cid v E Dan, W Eve (Ann sits
    # out), chukker 2 N Ann, S Dan v E Cid, W Eve (Bob sits out).
    evening = chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"])
    for declarer in ("Bob", "Dan", "Cid", "Eve"):
        evening = evening.record("1NT=", declarer=declarer)
    evening = evening.record("3NT=", declarer="Ann")  # chukker 2, deal 1
    # The first deal was passed out: Ann's deal falls in chukker 1, where she sits out.
    with pytest.raises(RuleViolationError) as raised:
        evening.replace_with_throw_in(0)
    message = str(raised.value)
    assert "deal 5 (deals[4]) would no longer fit" in message
    assert "this one sits out" in message
    # Removing the last deal of chukker 1 brings Ann's deal into it, and she is not there.
    with pytest.raises(RuleViolationError, match="would no longer fit"):
        evening.remove(3)


def test_needafourth_removing_a_thrown_in_deal_moves_the_dealer() -> None:
    # N6: the dealer rotates in seat order every deal, thrown-in ones included (N1).
    session = (
        needafourth.Session(("Ann", "Bob", "Cat"))
        .throw_in()
        .record("4H", 10, chooser="Ann", partner="Bob")
    )
    assert [deal.dealer for deal in session.deals] == ["Ann", "Bob"]
    fixed = session.remove(0)
    assert [deal.dealer for deal in fixed.deals] == ["Ann"]
    assert [deal.number for deal in fixed.deals] == [1]
    assert fixed.totals == session.totals
    assert fixed.dealer == "Bob"


def test_needafourth_agreed_deals_a_correction_keeps_the_count() -> None:
    # N6: an agreed number of deals, thrown-in ones included: replacing one keeps the end.
    session = needafourth.Session(("Ann", "Bob", "Cat"), deals=3)
    session = session.throw_in().throw_in().record("3NT", 9, chooser="Cat", partner="Ann")
    assert session.finished
    fixed = session.replace(0, "4S", 10, chooser="Bob", partner="Cat")
    assert fixed.finished
    assert fixed.deals[0].chooser == "Bob"
    assert_same(fixed.replace_with_throw_in(0), session)


def test_tarot_a_corrected_taker_and_a_void_deal() -> None:
    # T4, T5 at four: garde 2 bouts 45 points: target 41, made by 4, (25 + 4) x 2 = 58 a
    # defender, the taker 3 x 58; prise 1 bout 48: target 51, failed by 3, 25 + 3 = 28.
    session = (
        tarot.Session(players=("Ann", "Bob", "Cid", "Dan"))
        .record("garde", taker="Ann", bouts=2, points=45)
        .record("prise", taker="Bob", bouts=1, points=48)
    )
    assert session.totals == {"Ann": 202, "Bob": -142, "Cid": -30, "Dan": -30}
    fixed = session.replace(0, "garde", taker="Cid", bouts=2, points=45)
    assert fixed.totals == {"Ann": -30, "Bob": -142, "Cid": 202, "Dan": -30}
    # T3: a void deal does not count and the next player deals: Bob's prise becomes deal 1,
    # dealt by Bob.
    void = session.replace_with_throw_in(0, "petit sec")
    assert [(deal.number, deal.dealer, deal.void) for deal in void.deals] == [
        (None, "Ann", "petit sec"),
        (1, "Bob", None),
    ]
    assert void.totals == {"Ann": 28, "Bob": -84, "Cid": 28, "Dan": 28}


def test_tarot_a_planned_session_a_void_corrected_to_a_deal_no_longer_fits() -> None:
    session = tarot.Session(players=("Ann", "Bob", "Cid"), planned=1)
    session = session.throw_in().record("garde", taker="Ann", bouts=2, points=45)
    assert session.finished
    with pytest.raises(RuleViolationError) as raised:
        session.replace(0, "prise", taker="Bob", bouts=1, points=60)
    assert "deal 1 (deals[1]) would no longer fit" in str(raised.value)
    assert "the session is over" in str(raised.value)


def test_pitch_a_correction_that_wins_the_game_earlier_no_longer_fits() -> None:
    # P4: setback to 11, the bidder goes out at the end of a hand it bid and made.
    game = pitch.Game(("us", "them"), rules=pitch.SETBACK_11, totals={"us": 8, "them": 0})
    game = game.record(
        pitch.Tally.summary(high="us", low="us", sides=("us", "them"), jack=None, game=None),
        bidder="us",
        bid=2,
    )
    game = game.record(
        pitch.Tally.summary(
            high="them", low="them", jack="them", game="them", sides=("us", "them")
        ),
        bidder="them",
        bid=2,
    )
    assert game.totals == {"us": 10, "them": 4}
    three = pitch.Tally.summary(high="us", low="us", jack="us", sides=("us", "them"), game=None)
    with pytest.raises(RuleViolationError) as raised:
        game.replace(0, three, bidder="us", bid=3)  # us at 11 on its own bid: won
    message = str(raised.value)
    assert "deal 2 (deals[1]) would no longer fit" in message
    assert "the game is over (won by us)" in message
    # The second hand replaced instead: the game is won there.
    won = game.replace(-1, three, bidder="us", bid=3)
    assert won.winner == "us"
    assert won.totals == {"us": 13, "them": 0}


def test_pitch_a_removed_deal_gives_the_later_kicks_to_the_new_dealer() -> None:
    # P3: the turn-up scores at once for the dealer's side (a jack 3); with a turn-up, all
    # passed, the same dealer deals again, so a thrown-in deal keeps the dealer.
    game = pitch.Game(("us", "them"), rules=pitch.ALL_FOURS)
    hand = pitch.Tally.summary(high="us", low="them", game="us", rules=pitch.ALL_FOURS, jack=None)
    game = game.record(hand).record(hand, kicks=["JS"])
    assert [deal.dealer for deal in game.deals] == ["us", "them"]
    assert game.deals[1].scores == {"us": 2, "them": 4}
    fixed = game.remove(0)
    assert fixed.deals[0].dealer == "us"
    assert fixed.deals[0].scores == {"us": 5, "them": 1}
    assert_same(
        fixed, pitch.Game(("us", "them"), rules=pitch.ALL_FOURS).record(hand, kicks=["JS"])
    )


def test_a_correction_replays_only_the_deals_after_it(monkeypatch: pytest.MonkeyPatch) -> None:
    # Counted, not timed: the ledger before the corrected deal is found by walking back
    # through undo, so only the later deals are recorded again; after an earlier
    # correction (whose past holds other deals) the deals before it are replayed too.
    session = tarot.Session(players=("Ann", "Bob", "Cid"))
    for _ in range(200):
        session = session.record("prise", taker="Ann", bouts=1, points=51)
    replayed: list[object] = []
    original = tarot.Session._replay

    def counting(self: tarot.Session, deal: tarot.Deal) -> tarot.Session:
        replayed.append(deal)
        return original(self, deal)

    monkeypatch.setattr(tarot.Session, "_replay", counting)
    session.replace(-1, "garde", taker="Bob", bouts=1, points=51)
    assert len(replayed) == 0
    fixed = session.replace(150, "garde", taker="Bob", bouts=1, points=51)
    assert len(replayed) == 49
    replayed.clear()
    fixed.remove(-1)
    assert len(replayed) == 199
