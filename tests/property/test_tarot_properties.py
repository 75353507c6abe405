"""Properties of French Tarot scoring (T1–T5), on the public strategies."""

from __future__ import annotations

import itertools

from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import strategies, tarot
from cardscore.items import sum_items
from cardscore.tarot import EXCUSE, Card, Contract, Session, Settlement, Side


def _again(deal: Settlement, **changes: object) -> Settlement:
    arguments: dict[str, object] = {
        "contract": deal.contract,
        "bouts": deal.bouts,
        "points": deal.points,
        "players": deal.players,
        "petit_au_bout": deal.petit_au_bout,
        "poignees": deal.poignees,
        "chelem": deal.chelem,
        "alone": deal.alone,
    }
    arguments.update(changes)
    contract = arguments.pop("contract")
    return tarot.settle(contract, **arguments)  # type: ignore[arg-type]


@given(strategies.tarot_settlements())
def test_t5_every_settlement_sums_to_zero(deal: Settlement) -> None:
    assert deal.taker + (deal.partner or 0) + deal.defenders * deal.defender == 0
    assert deal.defenders + 1 + (deal.partner is not None) == deal.players


@given(strategies.tarot_settlements())
def test_t4_items_add_up_to_the_totals(deal: Settlement) -> None:
    assert sum_items(deal.items) == deal.totals
    assert sum(amount for _, amount in deal.parts) == deal.unit


@given(strategies.tarot_settlements(), strategies.tarot_contracts())
def test_t4_poignee_and_chelem_do_not_change_with_the_contract(
    deal: Settlement, contract: Contract
) -> None:
    bare = _again(deal, poignees=(), chelem=None)
    other = _again(deal, contract=contract)
    other_bare = _again(deal, contract=contract, poignees=(), chelem=None)
    assert deal.unit - bare.unit == other.unit - other_bare.unit
    sign = 1 if deal.made else -1
    extra = sign * sum(size.bonus for size in deal.poignees)
    extra += deal.chelem.bonus if deal.chelem is not None else 0
    assert deal.unit - bare.unit == extra


@given(strategies.tarot_settlements())
def test_t4_petit_au_bout_scales_with_the_contract(deal: Settlement) -> None:
    without = _again(deal, petit_au_bout=None, chelem=None)
    with_it = _again(deal, chelem=None)
    sign = {None: 0, Side.TAKER: 1, Side.DEFENCE: -1}[deal.petit_au_bout]
    assert with_it.unit - without.unit == sign * 10 * deal.contract.multiplier


@given(strategies.tarot_settlements(chelem=False), st.integers(1, 20))
def test_t4_more_points_never_score_less_for_the_taker(deal: Settlement, more: int) -> None:
    halves = min(deal.halves + more, 182 - 9 * (3 - deal.bouts))
    better = _again(deal, points=halves / 2)
    assert better.taker >= deal.taker
    assert better.unit >= deal.unit


@given(strategies.tarot_settlements(chelem=False))
def test_t4_half_point_goes_to_the_winner(deal: Settlement) -> None:
    difference = deal.halves - 2 * deal.target
    assert deal.made is (difference >= 0)
    assert deal.margin == -(-abs(difference) // 2)


@given(strategies.tarot_cards())
def test_t1_card_round_trip(card: Card) -> None:
    assert Card.parse(str(card)) == card
    assert Card.parse(str(card).lower()) == card


@given(strategies.tarot_contracts(), st.sampled_from(["", "_", "-", " "]))
def test_t3_contract_round_trip(contract: Contract, joiner: str) -> None:
    text = str(contract)
    assert Contract.parse(text) is contract
    if joiner:
        assert Contract.parse(text.upper().replace(" ", joiner)) is contract


@settings(max_examples=50)
@given(strategies.tarot_distributions())
def test_t1_a_legal_distribution_counts_91(deal: tarot.Distribution) -> None:
    piles = [*deal.hands, deal.chien]
    assert sum(tarot.count(pile).points for pile in piles) == 91
    assert sum(tarot.count(pile).bouts for pile in piles) == 3


@settings(max_examples=100)
@given(strategies.tarot_distributions(), st.data())
def test_t4_both_sides_piles_count_91(deal: tarot.Distribution, data: st.DataObject) -> None:
    players = deal.players
    played = [card for hand in deal.hands for card in hand]
    order = data.draw(st.permutations(played))
    tricks = [order[n : n + players] for n in range(0, len(order), players)]
    taker_wins = data.draw(st.lists(st.booleans(), min_size=len(tricks), max_size=len(tricks)))
    won = [card for trick, win in zip(tricks, taker_wins, strict=True) if win for card in trick]
    lost = [
        card for trick, win in zip(tricks, taker_wins, strict=True) if not win for card in trick
    ]
    if EXCUSE in deal.chien:
        side = other = None
    else:
        side = data.draw(st.sampled_from(Side))
        other = Side.DEFENCE if side is Side.TAKER else Side.TAKER
    last = data.draw(st.booleans())
    # The taker's side under a garde sans (the chien is theirs), the defence's as if it
    # had taken a garde contre (the chien is the other side's): together the whole pack.
    taker = tarot.count_tricks(
        "garde sans", won, chien=deal.chien, players=players, excuse=side, excuse_last=last
    )
    defence = tarot.count_tricks(
        "garde contre", lost, chien=deal.chien, players=players, excuse=other, excuse_last=last
    )
    assert taker.points + defence.points == 91
    assert taker.bouts + defence.bouts == 3
    legal = not any(card.is_king or card.is_bout for card in deal.chien)
    if legal:
        garde = tarot.count_tricks(
            "garde", won, chien=deal.chien, players=players, excuse=side, excuse_last=last
        )
        assert garde == taker


_NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve")


@st.composite
def _sessions(draw: st.DrawFn) -> tuple[Session, list[Session]]:
    players = draw(strategies.tarot_players())
    session = Session(players=_NAMES[:players])
    history = [session]
    for _ in range(draw(st.integers(0, 8))):
        if draw(st.integers(0, 9)) == 0:
            session = session.record_void()
        else:
            deal = draw(strategies.tarot_settlements(players=st.just(players)))
            taker = draw(st.sampled_from(session.players))
            partner = None
            if players == 5 and not deal.alone:
                partner = draw(st.sampled_from([p for p in session.players if p != taker]))
            session = session.record(
                deal.contract,
                taker=taker,
                partner=partner,
                bouts=deal.bouts,
                points=deal.points,
                petit_au_bout=deal.petit_au_bout,
                poignees=deal.poignees,
                chelem=deal.chelem,
            )
        history.append(session)
    return session, history


@settings(max_examples=60)
@given(_sessions())
def test_t5_session_totals_are_the_sum_of_the_deals_and_zero(
    ledger: tuple[Session, list[Session]],
) -> None:
    session, history = ledger
    totals = dict.fromkeys(session.players, 0)
    for deal in session.deals:
        assert sum(deal.scores) == 0
        assert sum_items(deal.items) == (deal.totals if deal.settlement else {})
        for player, score in deal.totals.items():
            totals[player] += score
    assert totals == session.totals
    assert sum(session.totals.values()) == 0
    for earlier, later in itertools.pairwise(history):
        assert later.undo() == earlier
        assert later.undo().totals == earlier.totals
