"""Strategies for cardscore.needafourth: hands, auctions, bid checks, deals and sessions."""

from __future__ import annotations

import functools

from hypothesis import strategies as st

from cardscore.bridge import Contract, Doubling, Strain
from cardscore.cards import DECK, Card, Rank
from cardscore.needafourth import (
    LIAR_VALUES,
    PASS,
    SEED_REQUIREMENTS,
    Auction,
    Bid,
    BidCheck,
    Breach,
    Call,
    Deal,
    Requirement,
    Roles,
    Rules,
    Session,
    Settlement,
    check_bids,
    opening_requirement,
    post_auction,
    raise_requirement,
    settle,
)
from cardscore.strategies._bridge import contracts

__all__ = [
    "needafourth_auctions",
    "needafourth_bid_checks",
    "needafourth_bids",
    "needafourth_breaches",
    "needafourth_deals",
    "needafourth_hands",
    "needafourth_plain_auctions",
    "needafourth_requirements",
    "needafourth_roles",
    "needafourth_rules",
    "needafourth_sessions",
    "needafourth_settlements",
]

_PLAYERS = ("North", "East", "West")
_PLAYER_SETS = (_PLAYERS, ("Ann", "Bob", "Cat"))
# Every bid in auction order: 1C, 1D, ..., 7NT.
_BIDS = tuple(Contract(level, strain) for level in range(1, 8) for strain in Strain)
# Cards worth no high-card points: a hand of 14 of them breaks every opening requirement.
_HONOURS = (Rank.JACK, Rank.QUEEN, Rank.KING, Rank.ACE)
# The openings the seed's requirements cover: 1C, 1D, 1H, 1S, 1NT and 2NT (N5).
_SEED_OPENINGS = (0, 1, 2, 3, 4, 9)


def _deal_hands(
    pack: tuple[Card, ...] | list[Card], players: tuple[str, str, str]
) -> dict[str, tuple[Card, ...]]:
    return {player: tuple(sorted(pack[14 * i : 14 * i + 14])) for i, player in enumerate(players)}


def needafourth_hands(
    players: tuple[str, str, str] = _PLAYERS,
) -> st.SearchStrategy[dict[str, tuple[Card, ...]]]:
    """The three players' 14-card hands, dealt from one 52-card pack (10 left for dummy)."""
    return st.permutations(DECK).map(lambda pack: _deal_hands(pack, players))


@functools.cache
@st.composite
def _calls(
    draw: st.DrawFn, *, finished: bool, bid: bool = False, seed_opening: bool = False
) -> tuple[Call, ...]:
    # ``bid``: at least one bid (the third opening pass, which throws the deal in, is skipped);
    # ``seed_opening``: the opening is one the seed's requirements cover (N5).
    calls: list[Call] = []
    last = -1
    passes = 0
    while True:
        if passes == (2 if last >= 0 else 3):
            break
        if not finished and (last >= 0 or not bid) and draw(st.integers(0, 9)) == 0:
            break
        if last == len(_BIDS) - 1:
            kinds = ["pass"]
        elif bid and last < 0 and passes == 2:
            kinds = ["step"]
        else:
            kinds = ["pass", "step", "raise"]
        kind = draw(st.sampled_from(kinds))
        if kind == "pass":
            calls.append(PASS)
            passes += 1
            continue
        if last < 0 and seed_opening:
            last = draw(st.sampled_from(_SEED_OPENINGS))
        elif kind == "raise" and last >= 0:
            # The same strain one or two levels up, so that raises (N5) come up often.
            up = last + 5 * draw(st.integers(1, 2))
            last = up if up < len(_BIDS) else draw(st.integers(last + 1, len(_BIDS) - 1))
        else:
            last = min(last + draw(st.integers(1, 6)), len(_BIDS) - 1)
        calls.append(_BIDS[last])
        passes = 0
    return tuple(calls)


@functools.cache
@st.composite
def _auctions(
    draw: st.DrawFn,
    players: tuple[str, str, str],
    *,
    finished: bool,
    bid: bool = False,
    seed_opening: bool = False,
) -> Auction:
    dealer = draw(st.sampled_from(players))
    calls = draw(_calls(finished=finished, bid=bid, seed_opening=seed_opening))
    return Auction(calls, players=players, dealer=dealer)


@functools.cache
@st.composite
def _auction_with_hands(
    draw: st.DrawFn,
    players: tuple[str, str, str],
    *,
    finished: bool,
    bid: bool = False,
    weak_opener: bool = False,
) -> tuple[Auction, dict[str, tuple[Card, ...]]]:
    auction = draw(_auctions(players, finished=finished, bid=bid, seed_opening=weak_opener))
    pack = draw(st.permutations(DECK))
    if weak_opener:
        # The first bidder holds no honour: their opening breaks any seed requirement (N5).
        opener = next(
            caller
            for caller, call in zip(auction.callers, auction.calls, strict=True)
            if call is not PASS
        )
        low = [card for card in pack if card.rank not in _HONOURS]
        high = [card for card in pack if card.rank in _HONOURS]
        seat = players.index(opener)
        rest = low[14:] + high
        pack = rest[: 14 * seat] + low[:14] + rest[14 * seat :]
    return auction, _deal_hands(pack, players)


def needafourth_auctions(
    players: tuple[str, str, str] = _PLAYERS, *, finished: bool = True
) -> st.SearchStrategy[tuple[Auction, dict[str, tuple[Card, ...]]]]:
    """A legal auction and the hands it was bid with (14 cards each, from one pack).

    With ``finished=False`` the auction may stop at any call. Raises of a one-of-a-suit
    bid come up often, so every requirement of N5 gets tried.
    """
    return _auction_with_hands(players, finished=finished)


def needafourth_plain_auctions(
    players: tuple[str, str, str] = _PLAYERS, *, finished: bool | None = None
) -> st.SearchStrategy[Auction]:
    """A legal auction alone, finished or not (``finished`` fixes which); no hands."""
    done = st.booleans() if finished is None else st.just(finished)
    return done.flatmap(lambda over: _auctions(players, finished=over))


@st.composite
def needafourth_bids(draw: st.DrawFn, players: tuple[str, str, str] = _PLAYERS) -> Bid:
    """One bid of a legal auction, with its bidder's hand (:meth:`Bid.at`)."""
    auction, hands = draw(_auction_with_hands(players, finished=False, bid=True))
    positions = [index for index, call in enumerate(auction.calls) if call is not PASS]
    position = draw(st.sampled_from(positions))
    return Bid.at(auction, position, hands[auction.callers[position]])


def needafourth_requirements() -> st.SearchStrategy[Requirement]:
    """A seed requirement, or one built by ``opening_requirement``/``raise_requirement``."""
    openings = st.builds(
        lambda bids, cards, hcp: opening_requirement(
            bids, cards=cards, hcp=hcp, description=f"{' '.join(map(str, bids))}: {hcp}+ HCP"
        ),
        st.lists(st.sampled_from(_BIDS), min_size=1, max_size=3, unique=True),
        st.integers(0, 14),
        st.integers(0, 40),
    )
    raises = st.builds(
        lambda level, strains, cards, hcp: raise_requirement(
            level, strains, cards=cards, hcp=hcp, description=f"raise to {level}: {hcp}+ HCP"
        ),
        st.integers(2, 7),
        st.lists(st.sampled_from(tuple(Strain)[:4]), min_size=1, max_size=4, unique=True),
        st.integers(0, 14),
        st.integers(0, 40),
    )
    return st.sampled_from(SEED_REQUIREMENTS) | openings | raises


def needafourth_rules() -> st.SearchStrategy[Rules]:
    """Rules with either redoubled overtrick value, the seed's requirements."""
    return st.builds(Rules, redoubled_overtrick=st.sampled_from((100, 200)))


@st.composite
def needafourth_bid_checks(
    draw: st.DrawFn,
    players: tuple[str, str, str] = _PLAYERS,
    *,
    rules: st.SearchStrategy[Rules] | None = None,
) -> BidCheck:
    """Every bid of a legal auction checked against the rules' requirements (N5).

    About half the auctions are opened by a player without an honour card, so breaches
    come up as often as clean auctions.
    """
    weak = draw(st.booleans())
    auction, hands = draw(_auction_with_hands(players, finished=False, bid=weak, weak_opener=weak))
    chosen = draw(rules if rules is not None else needafourth_rules())
    return check_bids(auction.calls, hands, dealer=auction.dealer, rules=chosen)


@st.composite
def needafourth_breaches(draw: st.DrawFn, players: tuple[str, str, str] = _PLAYERS) -> Breach:
    """A broken requirement found by :func:`~cardscore.needafourth.check_bids` (N5)."""
    auction, hands = draw(_auction_with_hands(players, finished=False, bid=True, weak_opener=True))
    found = check_bids(auction.calls, hands, dealer=auction.dealer)
    return draw(st.sampled_from(found.breaches))


@st.composite
def needafourth_roles(draw: st.DrawFn, players: tuple[str, str, str] = _PLAYERS) -> Roles:
    """The roles after a finished auction with a bid, with any double and redouble (N1)."""
    auction, _ = draw(_auction_with_hands(players, finished=True, bid=True))
    others = [player for player in players if player != auction.chooser]
    doubled = draw(st.booleans())
    redoubled_by = draw(st.sampled_from((None, "chooser", "partner"))) if doubled else None
    return post_auction(
        auction, partner=draw(st.sampled_from(others)), doubled=doubled, redoubled_by=redoubled_by
    )


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


_Inputs = tuple[Contract, int, str, str, str | None, tuple[str, ...]]


@functools.cache
@st.composite
def _record_inputs(draw: st.DrawFn, players: tuple[str, str, str]) -> _Inputs:
    # What one Session.record call takes: contract, tricks, chooser, partner, redoubler, liars.
    chooser, partner = draw(st.permutations(players))[:2]
    contract = draw(contracts())
    redoubled = contract.doubling is Doubling.REDOUBLED
    return (
        contract,
        draw(st.integers(0, 13)),
        chooser,
        partner,
        draw(st.sampled_from((None, chooser, partner))) if redoubled else None,
        tuple(draw(st.lists(st.sampled_from(players), max_size=3, unique=True))),
    )


@st.composite
def needafourth_sessions(
    draw: st.DrawFn,
    *,
    players: st.SearchStrategy[tuple[str, str, str]] | None = None,
    rules: st.SearchStrategy[Rules] | None = None,
    min_deals: int = 0,
    max_deals: int = 6,
    agreed: bool | None = None,
) -> Session:
    """A Need a Fourth? session with ``min_deals``..``max_deals`` legal deals recorded.

    ``players`` draws the three names, ``rules`` the rules. ``agreed`` whether the
    session has an agreed number of deals (a multiple of 3, at least the deals recorded,
    so it may be finished); default: either. The deals are a list that Hypothesis
    shrinks, so a failing property shows the fewest deals that still fail.
    """
    names = draw(players if players is not None else st.sampled_from(_PLAYER_SETS))
    chosen = draw(rules if rules is not None else needafourth_rules())
    inputs = draw(st.lists(_record_inputs(names), min_size=min_deals, max_size=max_deals))
    planned: int | None = None
    if agreed if agreed is not None else draw(st.booleans()):
        planned = 3 * max(1, -(-len(inputs) // 3))
    session = Session(
        names, deals=planned, rules=chosen, first_dealer=draw(st.sampled_from(names))
    )
    thrown = draw(st.lists(st.booleans(), min_size=len(inputs), max_size=len(inputs)))
    for (contract, tricks, chooser, partner, redoubled_by, liars), all_pass in zip(
        inputs, thrown, strict=True
    ):
        if all_pass and not session.finished:  # a thrown-in deal is one of the agreed deals
            session = session.throw_in()
        if session.finished:
            break
        session = session.record(
            contract,
            tricks,
            chooser=chooser,
            partner=partner,
            redoubled_by=redoubled_by,
            liars=liars,
        )
    return session


@st.composite
def needafourth_deals(draw: st.DrawFn) -> Deal:
    """One deal recorded in a Need a Fourth? session (see :func:`needafourth_sessions`)."""
    session = draw(needafourth_sessions(min_deals=1, max_deals=3))
    return draw(st.sampled_from(session.deals))
