"""Strategies for cardscore.needafourth: hands, auctions and settlements."""

from __future__ import annotations

from hypothesis import strategies as st

from cardscore.bridge import Contract, Doubling, Strain
from cardscore.cards import DECK, Card
from cardscore.needafourth import (
    LIAR_VALUES,
    PASS,
    Auction,
    Call,
    Rules,
    Settlement,
    settle,
)
from cardscore.strategies._bridge import contracts

__all__ = [
    "needafourth_auctions",
    "needafourth_hands",
    "needafourth_rules",
    "needafourth_settlements",
]

_PLAYERS = ("North", "East", "West")
# Every bid in auction order: 1C, 1D, ..., 7NT.
_BIDS = tuple(Contract(level, strain) for level in range(1, 8) for strain in Strain)


def needafourth_hands(
    players: tuple[str, str, str] = _PLAYERS,
) -> st.SearchStrategy[dict[str, tuple[Card, ...]]]:
    """The three players' 14-card hands, dealt from one 52-card pack (10 left for dummy)."""

    def deal(pack: list[Card]) -> dict[str, tuple[Card, ...]]:
        return {
            player: tuple(sorted(pack[14 * i : 14 * i + 14])) for i, player in enumerate(players)
        }

    return st.permutations(DECK).map(deal)


@st.composite
def _calls(draw: st.DrawFn, *, finished: bool) -> tuple[Call, ...]:
    calls: list[Call] = []
    last = -1
    passes = 0
    while True:
        if passes == (2 if last >= 0 else 3):
            break
        if not finished and draw(st.integers(0, 9)) == 0:
            break
        kinds = ["pass"] if last == len(_BIDS) - 1 else ["pass", "step", "raise"]
        kind = draw(st.sampled_from(kinds))
        if kind == "pass":
            calls.append(PASS)
            passes += 1
            continue
        if kind == "raise" and last >= 0:
            # The same strain one or two levels up, so that raises (N5) come up often.
            up = last + 5 * draw(st.integers(1, 2))
            last = up if up < len(_BIDS) else draw(st.integers(last + 1, len(_BIDS) - 1))
        else:
            last = min(last + draw(st.integers(1, 6)), len(_BIDS) - 1)
        calls.append(_BIDS[last])
        passes = 0
    return tuple(calls)


@st.composite
def _auction_with_hands(
    draw: st.DrawFn, players: tuple[str, str, str], *, finished: bool
) -> tuple[Auction, dict[str, tuple[Card, ...]]]:
    hands = draw(needafourth_hands(players))
    dealer = draw(st.sampled_from(players))
    calls = draw(_calls(finished=finished))
    return Auction(calls, players=players, dealer=dealer), hands


def needafourth_auctions(
    players: tuple[str, str, str] = _PLAYERS, *, finished: bool = True
) -> st.SearchStrategy[tuple[Auction, dict[str, tuple[Card, ...]]]]:
    """A legal auction and the hands it was bid with (14 cards each, from one pack).

    With ``finished=False`` the auction may stop at any call. Raises of a one-of-a-suit
    bid come up often, so every requirement of N5 gets tried.
    """
    return _auction_with_hands(players, finished=finished)


def needafourth_rules() -> st.SearchStrategy[Rules]:
    """Rules with either redoubled overtrick value, the seed's requirements."""
    return st.builds(Rules, redoubled_overtrick=st.sampled_from((100, 200)))


def needafourth_settlements(
    contract: st.SearchStrategy[Contract] | None = None,
    *,
    rules: st.SearchStrategy[Rules] | None = None,
) -> st.SearchStrategy[Settlement]:
    """A settled deal: any contract and doubling, 0..13 tricks, any liar, either rules."""
    return st.builds(
        settle,
        contract if contract is not None else contracts(doublings=st.sampled_from(Doubling)),
        st.integers(0, 13),
        liar=st.sampled_from(LIAR_VALUES),
        rules=rules if rules is not None else needafourth_rules(),
    )
