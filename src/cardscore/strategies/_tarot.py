"""Strategies for cardscore.tarot values: cards, settled deals and whole distributions."""

from __future__ import annotations

import itertools
from fractions import Fraction

from hypothesis import strategies as st

from cardscore.tarot import (
    CHIEN_SIZE,
    HAND_SIZE,
    PACK,
    POIGNEE_THRESHOLDS,
    TARGETS,
    Card,
    Chelem,
    Contract,
    Distribution,
    Poignee,
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

# The points a side holding b bouts can have, in half points (T1: each bout is 4.5).
_LOWEST = 9
_PACK_HALVES = 182


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
    needed = [POIGNEE_THRESHOLDS[players][list(Poignee).index(size)] for size in sizes]
    fits = sum(1 for shown in itertools.accumulate(needed) if shown <= 22)
    return tuple(sizes[:fits])


@st.composite
def tarot_settlements(
    draw: st.DrawFn,
    *,
    players: st.SearchStrategy[int] | None = None,
    contracts: st.SearchStrategy[Contract] | None = None,
    chelem: bool = True,
) -> Settlement:
    """A deal settled with :func:`cardscore.tarot.settle` from a possible summary.

    Bouts and points agree (T1), the petit au bout goes to a side that can hold the Petit,
    the poignées fit in 22 trumps, and a chelem (unless ``chelem=False``) agrees with the
    result. The settlement carries every input, so tests can settle it again with changes.
    """
    count = draw(players if players is not None else tarot_players())
    contract = draw(contracts if contracts is not None else tarot_contracts())
    bouts = draw(st.integers(0, 3))
    halves = draw(st.integers(_LOWEST * bouts, _PACK_HALVES - _LOWEST * (3 - bouts)))
    made = halves >= 2 * TARGETS[bouts]
    sides = [Side.TAKER] if bouts == 3 else [Side.DEFENCE] if bouts == 0 else list(Side)
    petit = draw(st.none() | st.sampled_from(sides))
    slams: list[Chelem] = [Chelem.FAILED]
    if made and petit is not Side.DEFENCE:
        slams += [Chelem.ANNOUNCED, Chelem.UNANNOUNCED]
    if not made and petit is not Side.TAKER:
        slams.append(Chelem.DEFENCE)
    slam = draw(st.none() | st.sampled_from(slams)) if chelem else None
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
    )


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
