"""Strategies for cardscore.pitch: rules, legal deals with their tricks, and tallies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from hypothesis import strategies as st

from cardscore._frozen import fields_repr
from cardscore.cards import Card, Suit
from cardscore.pitch import PRESETS, GameTie, Kicks, Low, PitchCard, Rules, Tally, pack, tally

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["PitchHand", "pitch_hands", "pitch_rules", "pitch_tallies"]


@attrs.frozen
class PitchHand:
    """A legal deal and how its tricks fell: what :func:`cardscore.pitch.tally` takes.

    Attributes:
        trump: The trump suit.
        dealt: Each side's cards, as dealt.
        captured: Each side's cards won in tricks (every trick has one card per player).
        rules: The rules the deal was made for.
        players: The number of players (a trick's size).
        dealer: The dealer's side.
        kicks: The turned-up card (rules with a turn-up), else ().
    """

    __repr__ = fields_repr

    trump: Suit
    dealt: dict[str, tuple[PitchCard, ...]]
    captured: dict[str, tuple[PitchCard, ...]]
    rules: Rules
    players: int
    dealer: str
    kicks: tuple[PitchCard, ...] = ()

    def tally(self) -> Tally:
        """The hand's tally."""
        return tally(
            trump=self.trump,
            dealt=self.dealt,
            captured=self.captured,
            rules=self.rules,
            dealer=self.dealer,
            players=self.players,
        )


def _variant(rules: Rules, low: Low, game_tie: GameTie) -> Rules:
    return attrs.evolve(rules, low=low, game_tie=game_tie)


def pitch_rules(presets: Sequence[Rules] | None = None) -> st.SearchStrategy[Rules]:
    """A preset (any of ``PRESETS`` by default), with low and the game tie varied."""
    return st.builds(
        _variant,
        st.sampled_from(tuple(PRESETS.values()) if presets is None else tuple(presets)),
        st.sampled_from(Low),
        st.sampled_from(GameTie),
    )


_NAMES = ("A", "B", "C", "D", "E", "F")


@st.composite
def pitch_hands(
    draw: st.DrawFn,
    rules: st.SearchStrategy[Rules] | None = None,
    *,
    cutthroat: bool | None = None,
    sides: int | None = None,
) -> PitchHand:
    """A deal consistent with the rules' pack: equal hands, whole tricks, every card once.

    Sides are partnerships (2 sides of 2, or 3 of 2) or, in cutthroat, single players
    (2 to 6); ``cutthroat`` and ``sides`` (a number of sides) fix either. The trump is the
    turn-up's suit under rules with a turn-up, else any suit (the lead names it). Each trick
    takes one card from each hand and goes to any player.
    """
    chosen = draw(pitch_rules() if rules is None else rules)
    alone = draw(st.booleans()) if cutthroat is None else cutthroat
    if alone:
        names = _NAMES[: draw(st.integers(2, 6)) if sides is None else sides]
        players = len(names)
    else:
        names = _NAMES[: draw(st.sampled_from((2, 3))) if sides is None else sides]
        players = 2 * len(names)
    full = pack(chosen)
    size = draw(st.integers(1, min(9, (len(full) - 1) // players)))
    # One shuffle drawn from the data (reproducible, and far cheaper than a permutation).
    cards = draw(st.randoms(use_true_random=False)).sample(full, players * size + 1)
    hands = [cards[player * size : (player + 1) * size] for player in range(players)]
    rest = cards[players * size :]
    kicks: tuple[PitchCard, ...] = ()
    turn_ups = [card for card in rest if isinstance(card, Card)]
    if chosen.kicks is not Kicks.NONE and turn_ups:
        kicks = (turn_ups[0],)
        trump = turn_ups[0].suit
    else:
        trump = draw(st.sampled_from(Suit))
    dealt: dict[str, list[PitchCard]] = {side: [] for side in names}
    captured: dict[str, list[PitchCard]] = {side: [] for side in names}
    for player, hand in enumerate(hands):
        dealt[names[player % len(names)]].extend(hand)
    for trick in range(size):
        winner = draw(st.integers(0, players - 1))
        captured[names[winner % len(names)]].extend(hand[trick] for hand in hands)
    return PitchHand(
        trump=trump,
        dealt={side: tuple(held) for side, held in dealt.items()},
        captured={side: tuple(won) for side, won in captured.items()},
        rules=chosen,
        players=players,
        dealer=draw(st.sampled_from(names)),
        kicks=kicks,
    )


def pitch_tallies(rules: st.SearchStrategy[Rules] | None = None) -> st.SearchStrategy[Tally]:
    """The tally of a legal deal (see :func:`pitch_hands`)."""
    return pitch_hands(rules).map(PitchHand.tally)
