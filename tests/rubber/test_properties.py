"""Properties of the rubber ledger (B7), over rubbers drawn by the public strategies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import sheet
from cardscore.errors import RuleViolationError
from cardscore.items import sum_items
from cardscore.rubber import GAMES_TO_WIN, Rubber
from cardscore.strategies import bridge_results, rubbers

if TYPE_CHECKING:
    from cardscore.bridge import Result

SETTINGS = settings(max_examples=150, deadline=None)


def replay(ledger: Rubber, count: int) -> Rubber:
    again = Rubber(sides=ledger.sides, rules=ledger.rules)
    for deal in ledger.deals[:count]:
        if deal.thrown_in:
            again = again.throw_in()
            continue
        assert deal.result is not None
        assert deal.declarer is not None
        again = again.record(deal.result, declarer=deal.declarer, honours=deal.honours)
    return again


def per_side(ledger: Rubber, totals: dict[str, int]) -> dict[str, int]:
    return {side: totals.get(side, 0) for side in ledger.sides}


@SETTINGS
@given(rubbers())
def test_totals_are_the_sum_of_the_deals_items(ledger: Rubber) -> None:
    deals = ledger.deals
    below = [item for deal in deals for item in deal.below]
    above = [item for deal in deals for item in deal.above]
    assert per_side(ledger, sum_items(below)) == ledger.below
    assert per_side(ledger, sum_items(above)) == ledger.above
    assert per_side(ledger, sum_items(below + above)) == ledger.totals
    assert all(item.who in ledger.sides and item.points >= 0 for item in below + above)
    # The shared shape (cardscore.Ledger): each deal's items add up to its scores, the
    # deals' scores to the totals, and only thrown-in deals go uncounted.
    summed = dict.fromkeys(ledger.parties, 0)
    for deal in ledger.deals:
        assert {**dict.fromkeys(ledger.parties, 0), **sum_items(deal.items)} == deal.scores
        for party, points in deal.scores.items():
            summed[party] += points
    assert summed == ledger.totals
    assert ledger.played == sum(deal.number is not None for deal in ledger.deals)
    closing = [deal for deal in deals if deal.closes]
    assert closing == ([deals[-1]] if ledger.closed else [])
    assert ledger.closing == (deals[-1].above if ledger.closed else ())


@SETTINGS
@given(rubbers())
def test_games_vulnerability_and_the_end(ledger: Rubber) -> None:
    games = dict.fromkeys(ledger.sides, 0)
    for deal in ledger.deals:
        assert deal.vulnerable == {side for side, won in games.items() if won}
        assert deal.game == sum(games.values()) + 1
        if deal.game_won_by is not None:
            games[deal.game_won_by] += 1
    assert games == ledger.games
    assert ledger.vulnerable == {side: won > 0 for side, won in games.items()}
    assert max(games.values()) <= GAMES_TO_WIN
    assert ledger.finished == (ledger.closed or GAMES_TO_WIN in games.values())
    bonuses = [
        item for deal in ledger.deals for item in deal.above if item.label.startswith("rubber")
    ]
    assert len(bonuses) == (ledger.rubber_winner is not None)
    assert all(0 <= points < 100 for points in ledger.partscores.values())
    if ledger.finished:
        with pytest.raises(RuleViolationError):
            ledger.record("1C", 7, declarer=ledger.sides[0])
        assert ledger.close() is ledger
    else:
        assert ledger.winner is None


@SETTINGS
@given(rubbers(close=st.just(False)))
def test_undo_gives_a_ledger_equal_to_the_earlier_one(ledger: Rubber) -> None:
    count = len(ledger.deals)
    assert replay(ledger, count) == ledger
    if count:
        assert ledger.undo() == replay(ledger, count - 1)
    closed = ledger.close()
    if not ledger.finished:
        assert closed.undo() is ledger
        assert closed.closed
        assert all(closed.totals[side] >= ledger.totals[side] for side in ledger.sides)


@SETTINGS
@given(rubbers(close=st.just(False)), bridge_results(), st.integers(0, 1))
def test_more_tricks_never_score_less(ledger: Rubber, result: Result, index: int) -> None:
    if ledger.finished:
        return
    side, other = ledger.sides[index], ledger.sides[1 - index]
    nets = []
    for tricks in range(14):
        totals = ledger.record(result.contract, tricks, declarer=side).totals
        nets.append(totals[side] - totals[other])
    assert nets == sorted(nets)


@settings(max_examples=50, deadline=None)
@given(rubbers())
def test_sheet_ends_with_the_totals(ledger: Rubber) -> None:
    laid = sheet.of(ledger).layout()
    (pad,) = laid.sections
    first, second = ledger.totals.values()
    total = pad.lines[-1]
    assert total.kind is sheet.Kind.TOTAL
    assert [cell.text for cell in total.cells[:2]] == [str(first), str(second)]
    games = [line for line in pad.lines if line.kind is sheet.Kind.GAME]
    assert len(games) == sum(ledger.games.values())
