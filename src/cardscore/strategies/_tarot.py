"""Strategies for cardscore.tarot values: cards, settled deals and whole distributions."""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import strategies as st

from cardscore.tarot import (
    CHIEN_SIZE,
    FFT,
    HAND_SIZE,
    PACK,
    POIGNEE_THRESHOLDS,
    Card,
    Chelem,
    Contract,
    Distribution,
    Poignee,
    Rules,
    Settlement,
    Side,
    settle,
)

__all__ = [
    "tarot_cards",
    "tarot_contracts",
    "tarot_distributions",
    "tarot_players",
    "tarot_settlements",
]


def tarot_cards() -> st.SearchStrategy[Card]:
    """Any of the 78 cards."""
    return st.sampled_from(PACK)


def tarot_contracts() -> st.SearchStrategy[Contract]:
    """Any contract."""
    return st.sampled_from(Contract)


def tarot_players() -> st.SearchStrategy[int]:
    """A number of players: 3, 4 or 5."""
    return st.integers(3, 5)


@st.composite
def _poignees(draw: st.DrawFn, players: int) -> tuple[Poignee, ...]:
    # T4: at most one poignée per player, and no more than the 22 showable trumps in all
    # (the 21 trumps and the Excuse): keep the longest prefix that fits.
    sizes = draw(st.lists(st.sampled_from(Poignee), max_size=players))
    needed = [POIGNEE_THRESHOLDS[players][size.order] for size in sizes]
    fits = sum(1 for shown in itertools.accumulate(needed) if shown <= 22)
    return tuple(sizes[:fits])


@st.composite
def tarot_settlements(
    draw: st.DrawFn,
    *,
    players: st.SearchStrategy[int] | None = None,
    contracts: st.SearchStrategy[Contract] | None = None,
    chelem: bool = True,
    rules: st.SearchStrategy[Rules] | None = None,
) -> Settlement:
    """A deal settled with :func:`cardscore.tarot.settle` from a possible summary.

    The points are a count the cards allow with the bouts, the contract and the chelem
    (T1, T7), the petit au bout goes to a side that can hold the Petit (after a chelem the
    side that took every trick), and the poignées fit in 22 trumps. The settlement carries
    every input, so tests can settle it again with changes.
    """
    count = draw(players if players is not None else tarot_players())
    contract = draw(contracts if contracts is not None else tarot_contracts())
    slam = draw(st.none() | st.sampled_from(Chelem)) if chelem else None
    allowed = contract.counts[count, slam]
    bouts = draw(st.sampled_from([bouts for bouts in range(4) if allowed[bouts]]))
    low, high = draw(st.sampled_from(allowed[bouts]))
    halves = draw(st.integers(low, high))
    sides = [Side.TAKER] if bouts == 3 else [Side.DEFENCE] if bouts == 0 else list(Side)
    if slam is not None and slam.side is not None:
        sides = [side for side in sides if side is slam.side]
    petit = draw(st.none() | st.sampled_from(sides)) if sides else None
    points = draw(
        st.sampled_from(
            (
                Fraction(halves, 2),
                halves / 2,
                f"{halves / 2:g}",
                *((halves // 2,) if halves % 2 == 0 else ()),
            )
        )
    )
    return settle(
        contract,
        bouts=bouts,
        points=points,
        players=count,
        petit_au_bout=petit,
        poignees=draw(_poignees(count)),
        chelem=slam,
        alone=draw(st.booleans()),
        rules=draw(rules if rules is not None else st.sampled_from((FFT, _PERSONAL))),
    )


_PERSONAL = Rules(bonuses="personal")


@st.composite
def tarot_distributions(
    draw: st.DrawFn, *, players: st.SearchStrategy[int] | None = None
) -> Distribution:
    """The 78 cards dealt legally to 3, 4 or 5 hands and the chien (T1, T5)."""
    count = draw(players if players is not None else tarot_players())
    cards = draw(st.permutations(PACK))
    size = HAND_SIZE[count]
    hands = [cards[seat * size : (seat + 1) * size] for seat in range(count)]
    return Distribution(hands, cards[count * size : count * size + CHIEN_SIZE[count]])
