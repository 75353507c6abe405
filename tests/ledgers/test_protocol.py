"""Every ledger through the same checks, written once against ``cardscore.Ledger``.

Each game gives a new ledger and a few legal deals to record; everything else here is the
protocol's promise (../shared/API.md, "Ledgers"), the same for every game.
"""

from __future__ import annotations

import copy
import itertools
import pickle
from typing import TYPE_CHECKING, NamedTuple

import attrs
import pytest

from cardscore import (
    Ledger,
    RuleViolationError,
    ScoreError,
    chicago,
    needafourth,
    pitch,
    rubber,
    sheet,
    tarot,
)
from cardscore.ledger import Deal

if TYPE_CHECKING:
    from collections.abc import Callable


class Game(NamedTuple):
    new: Callable[[], Ledger]
    deals: tuple[Callable[[Ledger], Ledger], ...]
    # Need a Fourth?: a thrown-in deal is one of the session's deals (numbered, played).
    thrown_in_counts: bool = False


# Pitch where a deal all passed is thrown in (the dealer is not forced to bid, P4's variant):
# auction pitch proper has no thrown-in deal.
_ALL_MAY_PASS = attrs.evolve(pitch.PITCH, dealer_forced=False)


def _pitch_hand(high: str, low: str, game: str | None) -> Callable[[Ledger], Ledger]:
    # No dealer named: the game's dealer dealt it, and the saved sheet says so.
    tally = pitch.Tally.summary(
        high=high, low=low, jack=None, game=game, sides=("Us", "Them"), rules=_ALL_MAY_PASS
    )
    return lambda ledger: ledger.record(tally, bidder=high, bid=2)


GAMES = {
    "chicago": Game(
        chicago.Match,
        (
            lambda m: m.record("4S", 10, declarer="N"),
            lambda m: m.record("2H", 9, declarer="E"),
            lambda m: m.record("3NTX", 8, declarer="S"),
        ),
    ),
    "rubber": Game(
        rubber.Rubber,
        (
            lambda r: r.record("2S", 8, declarer="NS"),
            lambda r: r.record("3NT", 9, declarer="EW"),
            lambda r: r.record("1C", 5, declarer="NS"),
        ),
    ),
    "needafourth": Game(
        lambda: needafourth.Session(players=("Ann", "Bob", "Cid")),
        (
            lambda s: s.record("4H", 10, chooser="Ann", partner="Bob"),
            lambda s: s.record("3NTX", 8, chooser="Bob", partner="Cid"),
            lambda s: s.record("2S", 9, chooser="Cid", partner="Ann"),
        ),
        thrown_in_counts=True,
    ),
    "tarot": Game(
        lambda: tarot.Session(players=("Ann", "Bob", "Cid", "Dan")),
        (
            lambda s: s.record("garde", taker="Ann", bouts=2, points=45),
            lambda s: s.record("prise", taker="Bob", bouts=1, points="48.5"),
            lambda s: s.record("garde sans", taker="Cid", bouts=3, points=36),
        ),
    ),
    "tarot at five": Game(
        lambda: tarot.Session(players=("Ann", "Bob", "Cid", "Dan", "Eve")),
        (
            lambda s: s.record("garde", taker="Ann", partner="Cid", bouts=2, points=45),
            lambda s: s.record("prise", taker="Bob", alone=True, bouts=1, points=40),
            lambda s: s.record("garde", taker="Cid", partner="Cid", bouts=1, points=60),
        ),
    ),
    "rotating chicago": Game(
        lambda: chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"]),
        (
            lambda e: e.record("4S=", declarer="Cid"),
            lambda e: e.record("2H+1", declarer="Dan"),
            lambda e: e.record("3NTX-1", declarer="Bob"),
        ),
    ),
    "pitch from a paper sheet": Game(
        lambda: pitch.Game(("Us", "Them"), _ALL_MAY_PASS, totals={"Us": 12, "Them": -3}),
        (
            _pitch_hand("Us", "Them", "Us"),
            _pitch_hand("Them", "Them", None),
        ),
    ),
    "pitch": Game(
        lambda: pitch.Game(("Us", "Them"), _ALL_MAY_PASS),
        (
            _pitch_hand("Us", "Them", "Us"),
            _pitch_hand("Them", "Them", None),
            _pitch_hand("Us", "Us", "Them"),
        ),
    ),
}


def _states(game: Game) -> list[Ledger]:
    """The new ledger, then after each deal, with a thrown-in deal after the first."""
    ledger = game.new()
    states = [ledger]
    for index, record in enumerate(game.deals):
        ledger = record(ledger)
        states.append(ledger)
        if index == 0:
            ledger = ledger.throw_in()
            states.append(ledger)
    return states


@pytest.fixture(params=list(GAMES), name="game")
def _game(request: pytest.FixtureRequest) -> Game:
    return GAMES[request.param]


def test_every_ledger_and_deal_satisfies_the_protocol(game: Game) -> None:
    for ledger in _states(game):
        assert isinstance(ledger, Ledger)
        assert all(isinstance(deal, Deal) for deal in ledger.deals)


def test_a_new_ledger_is_empty_and_the_best_start_leads(game: Game) -> None:
    ledger = game.new()
    assert ledger.deals == ()
    assert ledger.played == 0
    assert set(ledger.totals) == set(ledger.parties)
    best = max(ledger.totals.values())
    assert ledger.leaders == tuple(p for p in ledger.parties if ledger.totals[p] == best)
    assert not ledger.finished
    assert ledger.winner is None
    assert not ledger.closed
    assert ledger.next is not None
    assert ledger.next.number == 1


def test_totals_are_the_start_plus_the_deals(game: Game) -> None:
    start = dict(game.new().totals)
    for ledger in _states(game):
        summed = dict(start)
        for deal in ledger.deals:
            assert set(deal.scores) <= set(ledger.parties)
            itemised = dict.fromkeys(deal.scores, 0)
            for item in deal.items:
                itemised[item.who] = itemised.get(item.who, 0) + item.points
            assert {p: n for p, n in itemised.items() if n} == {
                p: n for p, n in deal.scores.items() if n
            }
            for party, points in deal.scores.items():
                summed[party] += points
        assert dict(ledger.totals) == summed


def test_undo_returns_the_previous_object(game: Game) -> None:
    states = _states(game)
    for before, after in itertools.pairwise(states):
        assert after.undo() is before
    with pytest.raises(RuleViolationError):
        states[0].undo()


def test_a_thrown_in_deal_is_kept_but_not_counted(game: Game) -> None:
    ledger = game.deals[0](game.new())
    thrown = ledger.throw_in()
    assert len(thrown.deals) == len(ledger.deals) + 1
    assert dict(thrown.totals) == dict(ledger.totals)
    last = thrown.deals[-1]
    assert last.thrown_in
    assert set(last.scores.values()) <= {0}
    if game.thrown_in_counts:
        assert thrown.played == ledger.played + 1
        assert last.number == thrown.played
        return
    assert thrown.played == ledger.played
    assert last.number is None
    assert not any(deal.thrown_in for deal in ledger.deals)


def test_numbers_count_the_counted_deals(game: Game) -> None:
    ledger = _states(game)[-1]
    numbers = [deal.number for deal in ledger.deals if deal.number is not None]
    assert numbers == list(range(1, ledger.played + 1))


def test_next_says_what_the_next_deal_is(game: Game) -> None:
    # Whatever the game's rotation, the deal recorded next is the one ``next`` announced.
    ledger = game.new()
    for record in (*game.deals[:1], lambda x: x.throw_in(), *game.deals[1:]):
        upcoming = ledger.next
        assert upcoming is not None
        ledger = record(ledger)
        deal = ledger.deals[-1]
        assert deal.dealer == upcoming.dealer
        if not deal.thrown_in:
            assert deal.number == upcoming.number


def test_close_ends_the_game(game: Game) -> None:
    ledger = game.deals[0](game.new())
    closed = ledger.close()
    assert closed.closed
    assert closed.finished
    assert closed.next is None
    assert closed.close() is closed
    assert closed.undo() is ledger
    with pytest.raises(ScoreError):
        game.deals[1](closed)


def test_a_saved_sheet_reads_back_as_an_equal_ledger(game: Game) -> None:
    # Save -> load -> equal ledger (equal deals, equal totals), in both file formats.
    ledger = _states(game)[-1]
    for form in ("toml", "json"):
        text = sheet.from_ledger(ledger, title="Tuesday").dumps(form)
        again = sheet.loads(text, format=form).ledger()
        assert again == ledger
        assert again.deals == ledger.deals
        assert dict(again.totals) == dict(ledger.totals)


def test_pickle_and_deepcopy_give_an_equal_ledger(game: Game) -> None:
    ledger = _states(game)[-1]
    for clone in (pickle.loads(pickle.dumps(ledger)), copy.deepcopy(ledger)):
        assert clone == ledger
        assert clone.deals == ledger.deals
        assert dict(clone.totals) == dict(ledger.totals)
        assert clone.undo() == ledger.undo()
