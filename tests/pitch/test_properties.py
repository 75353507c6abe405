"""Properties of All Fours and Pitch tallies, settlements and games (P2–P5)."""

from __future__ import annotations

import itertools

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import pitch
from cardscore.items import sum_items
from cardscore.pitch import Game, GoingOut, Tally
from cardscore.strategies import PitchHand, pitch_hands, pitch_tallies

_SLOT = {point: index for index, point in enumerate(pitch.POINTS)}
_SLOT["hang jack"] = _SLOT["jack"]


@settings(max_examples=200)
@given(pitch_hands())
def test_a_tally_never_exceeds_the_points_that_exist(hand: PitchHand) -> None:
    result = hand.tally()
    assert 0 <= result.total <= hand.rules.points
    assert all(points >= 0 for points in result.points.values())
    assert set(result.points) == set(hand.dealt)


@settings(max_examples=200)
@given(pitch_tallies())
def test_each_point_at_most_once_and_game_to_at_most_one_side(result: Tally) -> None:
    names = [award.point for award in result.awards]
    assert names.count("game") <= 1
    assert len({_SLOT[name] for name in names}) == len(names)


@settings(max_examples=200)
@given(pitch_tallies())
def test_awards_come_in_counting_out_order(result: Tally) -> None:
    slots = [_SLOT[award.point] for award in result.awards]
    assert slots == sorted(slots)


@settings(max_examples=200)
@given(pitch_tallies())
def test_items_add_up_to_the_points(result: Tally) -> None:
    nonzero = {side: points for side, points in result.points.items() if points}
    assert sum_items(result.items) == nonzero
    assert len(result.items) == len(result.awards)


@settings(max_examples=200)
@given(pitch_hands())
def test_a_summary_of_the_awards_gives_the_same_points(hand: PitchHand) -> None:
    result = hand.tally()
    # P2: a summary names every point, None for the points nobody won.
    named: dict[str, str | None] = dict.fromkeys(
        ("jack", "game", "jick", "big_joker", "little_joker", "trey")
    )
    named |= {award.point.replace(" ", "_"): award.side for award in result.awards}
    hang = named.pop("hang_jack", None)
    if hang is not None:
        named["jack"] = hang
    summary = Tally.summary(
        high=named.pop("high", None),
        low=named.pop("low", None),
        hang=hang is not None,
        sides=result.sides,
        rules=hand.rules,
        **named,
    )
    assert summary.awards == result.awards
    assert summary.points == result.points


@settings(max_examples=200)
@given(pitch_hands(), st.data())
def test_setback_bidder_scores_its_points_or_minus_the_bid(
    hand: PitchHand, data: st.DataObject
) -> None:
    result = hand.tally()
    rules = hand.rules
    if not rules.bidding:
        assert pitch.settle(result, bidder=None, bid=None, rules=rules) == result.points
        return
    bidder = data.draw(st.sampled_from(result.sides))
    bid = data.draw(st.integers(rules.min_bid, rules.max_bid))
    scores = pitch.settle(result, bidder=bidder, bid=bid, rules=rules)
    took = result.points[bidder]
    assert scores[bidder] == (took if took >= bid else -bid)
    assert {s: p for s, p in scores.items() if s != bidder} == {
        s: p for s, p in result.points.items() if s != bidder
    }


def _deals(draw: st.DrawFn, rules: pitch.Rules) -> list[tuple[PitchHand, str | None, int | None]]:
    hands = draw(
        st.lists(
            pitch_hands(st.just(rules), cutthroat=False, sides=2),
            min_size=1,
            max_size=12,
        )
    )
    deals: list[tuple[PitchHand, str | None, int | None]] = []
    for hand in hands:
        if rules.bidding:
            deals.append(
                (
                    hand,
                    draw(st.sampled_from(("A", "B"))),
                    draw(st.integers(rules.min_bid, rules.max_bid)),
                )
            )
        else:
            deals.append((hand, None, None))
    return deals


@st.composite
def _games(draw: st.DrawFn) -> tuple[pitch.Rules, list[tuple[PitchHand, str | None, int | None]]]:
    preset = draw(st.sampled_from(tuple(pitch.PRESETS.values())))
    rules = attrs.evolve(preset, target=draw(st.integers(3, 12)))
    return rules, _deals(draw, rules)


def _play(rules: pitch.Rules, deals: list[tuple[PitchHand, str | None, int | None]]) -> list[Game]:
    games = [Game(("A", "B"), rules=rules)]
    for hand, bidder, bid in deals:
        game = games[-1]
        if game.finished:
            break
        dealt = attrs.evolve(hand, dealer=game.dealer)
        kicks = hand.kicks
        games.append(game.record(dealt.tally(), bidder=bidder, bid=bid, kicks=kicks))
    return games


@settings(max_examples=60)
@given(_games())
def test_game_totals_equal_the_sum_of_the_deals_and_undo_restores(
    game_and_deals: tuple[pitch.Rules, list[tuple[PitchHand, str | None, int | None]]],
) -> None:
    rules, deals = game_and_deals
    games = _play(rules, deals)
    last = games[-1]
    summed = {"A": 0, "B": 0}
    for deal in last.deals:
        for side, points in deal.scores.items():
            summed[side] += points
    assert last.totals == summed
    assert len(last.deals) == len(games) - 1
    for before, after in itertools.pairwise(games):
        assert after.undo() == before
        assert after.undo().totals == before.totals
        assert after.undo().dealer == before.dealer


@settings(max_examples=60)
@given(_games())
def test_the_game_ends_at_the_target_with_one_winner(
    game_and_deals: tuple[pitch.Rules, list[tuple[PitchHand, str | None, int | None]]],
) -> None:
    rules, deals = game_and_deals
    games = _play(rules, deals)
    for game in games[:-1]:
        assert not game.finished
        if rules.going_out is not GoingOut.BIDDER:
            # Counting out stops the moment a side reaches the target.
            assert all(total < rules.target for total in game.totals.values())
    last = games[-1]
    if last.finished:
        assert last.winner in ("A", "B")
        assert last.totals[last.winner] >= rules.target
        assert last.deals[-1].winner == last.winner
        if rules.going_out is GoingOut.BIDDER:
            assert last.deals[-1].bidder == last.winner
            assert last.deals[-1].made
        else:
            # Counting stopped at the winner: its last item took it to the target.
            assert last.deals[-1].items[-1].who == last.winner


@settings(max_examples=100)
@given(st.sampled_from(pitch.pack(pitch.TEN_POINT)))
def test_card_notation_round_trip(card: pitch.PitchCard) -> None:
    assert pitch.parse_card(str(card)) == card
    assert pitch.parse_card(str(card).lower()) == card


@settings(max_examples=200)
@given(pitch_hands(), st.data())
def test_winning_one_more_trick_never_scores_less(hand: PitchHand, data: st.DataObject) -> None:
    # Each pile is whole tricks in order, so its first `players` cards are one trick.
    losers = [side for side, pile in hand.captured.items() if pile]
    loser = data.draw(st.sampled_from(losers))
    winner = data.draw(st.sampled_from([side for side in hand.captured if side != loser]))
    trick = hand.captured[loser][: hand.players]
    moved = dict(hand.captured)
    moved[loser] = hand.captured[loser][hand.players :]
    moved[winner] = hand.captured[winner] + trick
    before = hand.tally().points
    after = attrs.evolve(hand, captured=moved).tally().points
    assert after[winner] >= before[winner]
    assert after[loser] <= before[loser]


@st.composite
def _house_games(
    draw: st.DrawFn,
) -> tuple[pitch.Rules, dict[str, int], list[tuple[PitchHand, str | None, int | None]]]:
    """A Pitch preset with the house options (P6) drawn, a start and deals with moon bids."""
    preset = draw(st.sampled_from((pitch.PITCH, pitch.SETBACK_11, pitch.CUTTHROAT)))
    moon = draw(st.none() | st.integers(preset.max_bid + 1, preset.max_bid + 3))
    rules = attrs.evolve(
        preset,
        target=draw(st.integers(3, 12)),
        going_out=draw(st.sampled_from(GoingOut)),
        moon=moon,
        moon_wins=moon is not None and draw(st.booleans()),
        moon_fail_loses=moon is not None and draw(st.booleans()),
        win_by=draw(st.integers(1, 3)),
        lose_at=draw(st.none() | st.integers(-8, -1)),
    )
    low = -7 if rules.lose_at is None else rules.lose_at + 1
    start = {side: draw(st.integers(low, rules.target - 1)) for side in ("A", "B")}
    deals = _deals(draw, rules)
    if moon is not None:
        deals = [
            (hand, bidder, moon if draw(st.booleans()) else bid) for hand, bidder, bid in deals
        ]
    return rules, start, deals


@settings(max_examples=80)
@given(_house_games())
def test_house_games_totals_are_the_start_plus_the_deals_and_end_once(
    game_and_deals: tuple[
        pitch.Rules, dict[str, int], list[tuple[PitchHand, str | None, int | None]]
    ],
) -> None:
    rules, start, deals = game_and_deals
    game = Game(("A", "B"), rules=rules, totals=start)
    for hand, bidder, bid in deals:
        if game.finished:
            break
        dealt = attrs.evolve(hand, dealer=game.dealer)
        before = game
        game = game.record(dealt.tally(), bidder=bidder, bid=bid, kicks=hand.kicks)
        assert game.undo() is before
        deal = game.deals[-1]
        assert sum_items(deal.items) == {s: p for s, p in deal.scores.items() if p} or not any(
            deal.scores.values()
        )
        if deal.loser is not None:
            assert game.winner == next(side for side in ("A", "B") if side != deal.loser)
        if game.winner is not None and game.loser is None and not deal.made:
            # Only counting out lets a side other than a successful bidder win.
            assert rules.going_out is not GoingOut.BIDDER
    summed = dict(start)
    for deal in game.deals:
        for side, points in deal.scores.items():
            summed[side] += points
    assert game.totals == summed
    assert game.played == len(game.deals)
    assert (game.next is None) == game.finished
