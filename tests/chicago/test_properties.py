"""Properties of the Chicago ledger (B6), over matches drawn by the public strategies."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import chicago, sheet

# Private on purpose: the split of a deal's items between the sides has no public face.
from cardscore._bridge_ledgers import split
from cardscore.bridge import Result, settle
from cardscore.chicago import DEALS, SIDES, Match
from cardscore.errors import RuleViolationError
from cardscore.items import sum_items
from cardscore.strategies import bridge_results, chicago_matches, chicago_rules

SETTINGS = settings(max_examples=150, deadline=None)


def replay(match: Match, deals: tuple[chicago.Deal, ...]) -> Match:
    again = Match(rules=match.rules, first_dealer=match.first_dealer)
    for deal in deals:
        if deal.result is None or deal.declarer is None:
            again = again.throw_in()
        else:
            again = again.record(deal.result, declarer=deal.declarer, honours=deal.honours)
    return again


@SETTINGS
@given(chicago_matches())
def test_totals_are_the_sum_of_the_deals_items(match: Match) -> None:
    items = [item for deal in match.deals for item in deal.items]
    assert {**dict.fromkeys(SIDES, 0), **sum_items(items)} == match.totals
    assert all(item.who in SIDES and item.points > 0 for item in items)
    if match.deals:
        assert match.deals[-1].running == match.totals
    # The shared shape (cardscore.Ledger): each deal's items add up to its scores, the
    # deals' scores to the totals, and only thrown-in deals go uncounted.
    summed = dict.fromkeys(match.parties, 0)
    for deal in match.deals:
        assert {**dict.fromkeys(match.parties, 0), **sum_items(deal.items)} == deal.scores
        for party, points in deal.scores.items():
            summed[party] += points
    assert summed == match.totals
    assert match.played == sum(deal.number is not None for deal in match.deals)


@SETTINGS
@given(chicago_matches())
def test_never_more_than_four_counted_deals(match: Match) -> None:
    counted = [deal for deal in match.deals if not deal.thrown_in]
    assert len(counted) == match.played <= DEALS
    assert [deal.number for deal in counted] == list(range(1, len(counted) + 1))
    assert match.finished == (match.played == DEALS)
    if match.finished:
        with pytest.raises(RuleViolationError):
            match.record("1C", 7, declarer="N")
        with pytest.raises(RuleViolationError):
            match.throw_in()
    else:
        assert match.winner is None
        assert match.deal == match.played + 1


@SETTINGS
@given(chicago_matches())
def test_vulnerability_and_dealer_follow_the_schedule(match: Match) -> None:
    # A passed-out deal has no number: it is dealt and vulnerable as the deal dealt again.
    numbers = [deal.number for deal in match.deals]
    for place, deal in enumerate(match.deals):
        number = next((n for n in numbers[place:] if n is not None), match.deal)
        assert number is not None
        assert deal.dealer == chicago.dealer(number, first_dealer=match.first_dealer)
        assert deal.vulnerable == chicago.vulnerable(
            number, first_dealer=match.first_dealer, rules=match.rules
        )
    if not match.finished:
        assert match.deal is not None
        assert match.vulnerable == chicago.vulnerable(
            match.deal, first_dealer=match.first_dealer, rules=match.rules
        )


@SETTINGS
@given(chicago_matches())
def test_partscores_stay_below_a_game_and_reset_after_one(match: Match) -> None:
    assert all(0 <= points < 100 for points in match.partscores.values())
    played = [deal for deal in match.deals if not deal.thrown_in]
    if played and played[-1].game is not None:
        assert match.partscores == {"NS": 0, "EW": 0}
    games = [deal for deal in played if deal.game is not None]
    bonuses = [
        item for deal in played for item in deal.above if item.label.startswith("game bonus")
    ]
    assert len(bonuses) == len(games)


@SETTINGS
@given(chicago_matches())
def test_undo_gives_a_ledger_equal_to_the_earlier_one(match: Match) -> None:
    deals = match.deals
    assert replay(match, deals) == match
    if deals:
        assert match.undo() == replay(match, deals[:-1])
        assert len(match.undo().deals) == len(deals) - 1


@SETTINGS
@given(chicago_matches(), bridge_results(), st.sampled_from(chicago.SEATS))
def test_more_tricks_never_score_less(match: Match, result: Result, seat: str) -> None:
    if match.finished:
        return
    side = "NS" if seat in "NS" else "EW"
    other = "EW" if side == "NS" else "NS"
    nets = []
    for tricks in range(14):
        totals = match.record(result.contract, tricks, declarer=seat).totals
        nets.append(totals[side] - totals[other])
    assert nets == sorted(nets)


@SETTINGS
@given(bridge_results(), st.booleans())
def test_split_keeps_settles_figures_without_the_duplicate_bonus(
    result: Result, vulnerable: bool
) -> None:
    deal = settle(result.contract, result.tricks, vulnerable=vulnerable)
    trick_score, below, above = split(result, "NS", "EW", vulnerable=vulnerable)
    assert trick_score == deal.below == sum(item.points for item in below)
    assert sum_items(above).get("NS", 0) == deal.above
    assert sum_items(above).get("EW", 0) == deal.penalty


@settings(max_examples=50, deadline=None)
@given(chicago_matches())
def test_sheet_has_a_row_per_deal(match: Match) -> None:
    laid = sheet.of(match).layout()
    (section,) = laid.sections
    rows = [line for line in section.lines if line.kind in (sheet.Kind.DEAL, sheet.Kind.VOID)]
    assert len(rows) == len(match.deals)
    # Each deal played has its running totals under it, NS then EW.
    running = [line for line in section.lines if line.kind is sheet.Kind.RUNNING]
    assert [[int(cell.text) for cell in line.cells[4:6]] for line in running] == [
        [deal.running["NS"], deal.running["EW"]] for deal in match.deals if not deal.thrown_in
    ]
    # str() is the ledger's one-line summary, whatever it holds (issue 42).
    assert str(match) == f"<Match parties=('NS', 'EW') deals={len(match.deals)}>"


# --- a rotating evening (B6, beyond the seed) ----------------------------------------------

NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gil")


@st.composite
def evenings(draw: st.DrawFn) -> chicago.Evening:
    players = NAMES[: draw(st.integers(5, 7))]
    rules = draw(chicago_rules())
    evening = chicago.Evening(players, rules)
    for _ in range(draw(st.integers(0, 14))):
        if draw(st.integers(0, 4)) == 0:
            evening = evening.throw_in()
            continue
        result = draw(bridge_results())
        # A seat or a seated player's name: both name the declarer.
        seat = draw(st.sampled_from(chicago.SEATS))
        seating = evening.seating
        assert seating is not None
        declarer = seating.seats[seat] if draw(st.booleans()) else seat
        honours = None
        if rules.honours and draw(st.booleans()):
            honours = ("NS", 150)
        evening = evening.record(result, declarer=declarer, honours=honours)
    if draw(st.booleans()):
        evening = evening.close()
    return evening


@SETTINGS
@given(evenings())
def test_evening_totals_are_each_players_chukker_scores(evening: chicago.Evening) -> None:
    # Each chukker replayed as a Chicago match of its own: a player's evening total is the
    # sum of their side's match totals in the chukkers they played (B6).
    expected = dict.fromkeys(evening.players, 0)
    cycle = chicago.rotation(evening.players)
    chukkers = sorted({deal.chukker for deal in evening.deals})
    for chukker in chukkers:
        deals = [deal for deal in evening.deals if deal.chukker == chukker]
        seating = cycle[(chukker - 1) % len(cycle)]
        assert all(deal.seating == seating for deal in deals)
        match = replay(Match(rules=evening.rules), tuple(deal.deal for deal in deals))
        for side, players in seating.sides.items():
            for player in players:
                expected[player] += match.totals[side]
        # A chukker that is over had four deals that count.
        if chukker != chukkers[-1]:
            assert match.finished
    assert evening.totals == expected


@SETTINGS
@given(evenings())
def test_evening_has_the_ledger_shape(evening: chicago.Evening) -> None:
    summed = dict.fromkeys(evening.players, 0)
    for deal in evening.deals:
        assert {**dict.fromkeys(evening.players, 0), **sum_items(deal.items)} == deal.scores
        assert all(deal.scores[player] == 0 for player in deal.seating.sitting_out)
        for player, points in deal.scores.items():
            summed[player] += points
    assert summed == evening.totals
    numbers = [deal.number for deal in evening.deals if deal.number is not None]
    assert numbers == list(range(1, evening.played + 1))
    assert [deal.thrown_in for deal in evening.deals] == [
        deal.number is None for deal in evening.deals
    ]
    if evening.finished:
        assert evening.next is None
    else:
        following = evening.next
        assert following is not None
        assert following.number == evening.played + 1
        seating = evening.seating
        assert seating is not None
        assert following.dealer in seating.seats.values()
    if evening.closed:
        # close() records no deal: undo takes back the close alone.
        assert evening.undo().deals == evening.deals
        assert not evening.undo().closed
    elif evening.deals:
        assert evening.undo().deals == evening.deals[:-1]
