"""Strategies for cardscore.tarot values: cards, settled deals and whole distributions."""

from __future__ import annotations

import functools
import itertools
from fractions import Fraction

from hypothesis import strategies as st

from cardscore.strategies._closing import maybe_closed, one_deal
from cardscore.tarot import (
    CHIEN_SIZE,
    FFT,
    HAND_SIZE,
    PACK,
    POIGNEE_THRESHOLDS,
    SEATINGS,
    Card,
    Chelem,
    Contract,
    Count,
    Deal,
    Distribution,
    Poignee,
    Rules,
    Session,
    Settlement,
    Side,
    count,
    settle,
)

__all__ = [
    "tarot_cards",
    "tarot_contracts",
    "tarot_counts",
    "tarot_deals",
    "tarot_distributions",
    "tarot_players",
    "tarot_rules",
    "tarot_sessions",
    "tarot_settlements",
]

_NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


def tarot_cards() -> st.SearchStrategy[Card]:
    """Any of the 78 cards."""
    return st.sampled_from(PACK)


def tarot_contracts() -> st.SearchStrategy[Contract]:
    """Any contract."""
    return st.sampled_from(Contract)


def tarot_rules() -> st.SearchStrategy[Rules]:
    """The FFT's rules, or the bonuses personal to the taker at five (the club reading)."""
    return st.sampled_from((FFT, _PERSONAL))


def tarot_players() -> st.SearchStrategy[int]:
    """A number of players: 3, 4 or 5."""
    return st.sampled_from(sorted(SEATINGS))


@functools.cache
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
        rules=draw(rules if rules is not None else tarot_rules()),
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


def tarot_counts() -> st.SearchStrategy[Count]:
    """The :func:`~cardscore.tarot.count` of a pile of distinct cards (any of the 78)."""
    return st.lists(tarot_cards(), unique=True, max_size=len(PACK)).map(count)


_Inputs = tuple[Settlement, str, str | None]


@functools.cache
def _settlements(players: int) -> st.SearchStrategy[Settlement]:
    return tarot_settlements(players=st.just(players))


@functools.cache
@st.composite
def _record_inputs(draw: st.DrawFn, players: tuple[str, ...]) -> _Inputs:
    # A settled deal, its taker, and (at five, unless alone) the called partner.
    settlement = draw(_settlements(len(players)))
    taker = draw(st.sampled_from(players))
    partner = None
    if SEATINGS[len(players)].calls and not settlement.alone:
        # Any other player, or the taker (who called their own king and plays alone, T5).
        partner = draw(st.sampled_from(players))
    return settlement, taker, partner


@st.composite
def tarot_sessions(
    draw: st.DrawFn,
    *,
    players: st.SearchStrategy[int] | None = None,
    min_deals: int = 0,
    max_deals: int = 6,
    planned: st.SearchStrategy[bool] | None = None,
    close: st.SearchStrategy[bool] | None = None,
) -> Session:
    """A tarot session of 3, 4 or 5 players with ``min_deals``..``max_deals`` legal deals.

    ``players`` draws the number of players (default :func:`tarot_players`); ``planned``
    whether the session has a planned number of deals (the deals recorded or up to two
    more, so some are finished; default: either); ``close`` whether the session is then
    closed (default: either). The deals are a list that Hypothesis shrinks, so a failing
    property shows the fewest deals that still fail.
    """
    names = _NAMES[: draw(players if players is not None else tarot_players())]
    inputs = draw(st.lists(_record_inputs(names), min_size=min_deals, max_size=max_deals))
    plan = None
    if draw(planned if planned is not None else st.booleans()):
        plan = max(1, len(inputs)) + draw(st.integers(0, 2))
    session = Session(players=names, planned=plan, rules=draw(tarot_rules()))
    void = draw(st.lists(st.booleans(), min_size=len(inputs), max_size=len(inputs)))
    for (settlement, taker, partner), all_pass in zip(inputs, void, strict=True):
        if all_pass:  # void and redealt by the next dealer: not one of the planned deals
            session = session.throw_in()
        session = session.record(
            settlement.contract,
            taker=taker,
            partner=partner,
            bouts=settlement.bouts,
            points=Fraction(settlement.halves, 2),
            petit_au_bout=settlement.petit_au_bout,
            poignees=settlement.poignees,
            chelem=settlement.chelem,
            alone=settlement.alone and SEATINGS[len(names)].calls,
        )
    return maybe_closed(draw, session, close)


@st.composite
def tarot_deals(draw: st.DrawFn) -> Deal:
    """One deal recorded in a tarot session (see :func:`tarot_sessions`)."""
    return one_deal(draw, tarot_sessions(min_deals=1, max_deals=3, close=st.just(False)))
