"""Properties of cardscore.needafourth, with the public strategies."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore.bridge import Contract, Doubling
from cardscore.items import sum_items
from cardscore.ledger import Next
from cardscore.needafourth import (
    LIAR_VALUES,
    Auction,
    Rules,
    Session,
    Settlement,
    check_bids,
    liars,
    settle,
)
from cardscore.strategies import (
    contracts,
    needafourth_auctions,
    needafourth_hands,
    needafourth_rules,
    needafourth_settlements,
)

if TYPE_CHECKING:
    from cardscore.cards import Card

PLAYERS = ("North", "East", "West")


@given(needafourth_settlements())
def test_items_add_up_to_the_totals(deal: Settlement) -> None:
    added = sum_items(deal.items)
    assert added.get("chooser", 0) == deal.chooser
    assert added.get("partner", 0) == deal.partner
    assert set(added) <= {"chooser", "partner"}
    assert deal.totals == {"chooser": deal.chooser, "partner": deal.partner, "declarer": 0}


@given(needafourth_settlements())
def test_the_declarer_always_scores_0(deal: Settlement) -> None:
    assert deal.declarer == 0


@given(needafourth_settlements())
def test_made_contracts_never_lose_and_failed_ones_never_win(deal: Settlement) -> None:
    assert deal.made == (deal.tricks >= 6 + deal.contract.level)
    if deal.made:
        assert deal.chooser >= 100
        assert deal.partner >= 100
    else:
        assert deal.chooser < 0
        assert deal.partner < 0


@given(
    contracts(),
    st.integers(0, 12),
    st.sampled_from(LIAR_VALUES),
    needafourth_rules(),
)
def test_more_tricks_never_score_less(
    contract: Contract, tricks: int, liar: str | None, rules: Rules
) -> None:
    fewer = settle(contract, tricks, liar=liar, rules=rules)
    more = settle(contract, tricks + 1, liar=liar, rules=rules)
    assert more.chooser >= fewer.chooser
    assert more.partner >= fewer.partner


@given(contracts(), st.integers(0, 12), st.sampled_from((None, "both")))
def test_the_choosers_loss_is_at_least_the_partners_without_one_liar(
    contract: Contract, tricks: int, liar: str | None
) -> None:
    deal = settle(contract, tricks, liar=liar)
    if not deal.made:
        assert deal.chooser <= deal.partner


@given(contracts(), st.integers(0, 12), st.sampled_from(("chooser", "partner")))
def test_a_lone_liar_pays_more_than_the_honest_one(
    contract: Contract, tricks: int, liar: str
) -> None:
    deal = settle(contract, tricks, liar=liar)
    honest = "partner" if liar == "chooser" else "chooser"
    if deal.made:
        assert deal == attrs.evolve(settle(contract, tricks), liar=liar)
    else:
        assert deal.totals[liar] < deal.totals[honest]
        # N5: the honest one pays N4's partner column whatever their role.
        assert deal.totals[honest] == settle(contract, tricks).partner


@given(contracts(doublings=st.just(Doubling.DOUBLED)), st.integers(0, 13))
def test_redoubling_never_lowers_a_made_score_or_a_failed_loss(
    contract: Contract, tricks: int
) -> None:
    doubled = settle(contract, tricks)
    redoubled = settle(attrs.evolve(contract, doubling=Doubling.REDOUBLED), tricks)
    if doubled.made:
        assert redoubled.chooser >= doubled.chooser
    else:
        assert redoubled.chooser <= doubled.chooser


@given(needafourth_settlements())
def test_contract_notation_round_trip(deal: Settlement) -> None:
    assert Contract.parse(str(deal.contract)) == deal.contract
    assert settle(str(deal.contract), deal.tricks, liar=deal.liar) == settle(
        deal.contract, deal.tricks, liar=deal.liar
    )


@settings(max_examples=60)
@given(needafourth_hands())
def test_hands_are_14_cards_each_from_one_pack(hands: dict[str, tuple[Card, ...]]) -> None:
    assert tuple(hands) == PLAYERS
    assert all(len(hand) == 14 for hand in hands.values())
    assert len({card for hand in hands.values() for card in hand}) == 42


@settings(max_examples=80)
@given(needafourth_auctions())
def test_auctions_round_trip_and_end_properly(
    generated: tuple[Auction, dict[str, tuple[Card, ...]]],
) -> None:
    auction, _hands = generated
    assert auction.finished
    again = Auction(str(auction), players=auction.players, dealer=auction.dealer)
    assert again == auction
    assert again.chooser == auction.chooser
    bids = [call for call in auction.calls if isinstance(call, Contract)]
    assert bids == sorted(bids, key=lambda bid: (bid.level, bid.strain.order))
    assert auction.thrown_in == (not bids)
    if bids:
        assert auction.contract == bids[-1]


@settings(max_examples=80)
@given(needafourth_auctions(finished=False))
def test_liars_are_the_players_with_breaches(
    generated: tuple[Auction, dict[str, tuple[Card, ...]]],
) -> None:
    auction, hands = generated
    check = check_bids(auction.calls, hands, dealer=auction.dealer)
    assert liars(auction.calls, hands, dealer=auction.dealer) == check.liars
    assert check.liars <= set(auction.players)
    assert check.liars == {p for p, found in check.by_player.items() if found}
    for breach in check.breaches:
        assert auction.calls[breach.position] == breach.bid
        assert auction.callers[breach.position] == breach.player
    # Without requirements nobody lies; with one more, nobody stops lying.
    assert not liars(auction.calls, hands, dealer=auction.dealer, rules=Rules(requirements=()))
    stricter = Rules().with_requirements(*Rules().requirements[:1])
    assert check.liars <= liars(auction.calls, hands, dealer=auction.dealer, rules=stricter)


Move = tuple[Contract, int, list[str], bool, frozenset[str]] | None

_RECORD: st.SearchStrategy[Move] = st.one_of(
    st.none(),
    st.tuples(
        contracts(),
        st.integers(0, 13),
        st.permutations(PLAYERS),
        st.booleans(),
        st.frozensets(st.sampled_from(PLAYERS)),
    ),
)


def _play(session: Session, move: Move) -> Session:
    if move is None:
        return session.throw_in()
    contract, tricks, seats, swap, lied = move
    chooser, partner = seats[0], seats[1]
    redoubled_by = partner if swap and contract.doubling is Doubling.REDOUBLED else None
    return session.record(
        contract, tricks, chooser=chooser, partner=partner, redoubled_by=redoubled_by, liars=lied
    )


@settings(max_examples=60)
@given(st.lists(_RECORD, max_size=12), st.sampled_from(PLAYERS))
def test_session_totals_are_the_sum_of_the_deals(steps: list[Move], first_dealer: str) -> None:
    session = Session(PLAYERS, first_dealer=first_dealer)
    for step in steps:
        before = session
        session = _play(session, step)
        assert session.undo() is before
        assert session.undo() == before
    deals = session.deals
    assert len(deals) == len(steps)
    # Thrown-in deals (None steps) score nothing but are deals of the session (N1).
    assert session.played == len(steps)
    for player in PLAYERS:
        assert session.totals[player] == sum(deal.scores[player] for deal in deals)
    first = PLAYERS.index(first_dealer)
    for index, deal in enumerate(deals):
        assert deal.number == index + 1
        assert deal.thrown_in == (deal.contract is None)
        assert deal.dealer == PLAYERS[(first + index) % 3]
        added = sum_items(deal.items)
        assert all(added.get(p, 0) == deal.scores[p] for p in PLAYERS)
        if deal.declarer is not None:
            assert deal.scores[deal.declarer] == 0
    assert session.dealer == PLAYERS[(first + len(deals)) % 3]
    assert session.next == Next(session.played + 1, session.dealer)


@settings(max_examples=40)
@given(st.lists(_RECORD, min_size=3, max_size=3))
def test_a_finished_session_has_the_highest_totals_as_winners(
    steps: list[Move],
) -> None:
    session = Session(PLAYERS, deals=3)
    for step in steps:
        assert session.winner is None
        session = _play(session, step)
    assert session.finished
    best = max(session.totals.values())
    winners = tuple(p for p in PLAYERS if session.totals[p] == best)
    assert session.winner == (winners[0] if len(winners) == 1 else winners)
