"""Properties of French Tarot scoring (T1–T5), on the public strategies."""

from __future__ import annotations

import itertools

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from cardscore import strategies, tarot
from cardscore.errors import ImpossibleResultError
from cardscore.items import sum_items
from cardscore.tarot import EXCUSE, PACK, Card, Contract, Session, Settlement, Side
from tests.bad_input import wrong


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
        "rules": deal.rules,
    }
    arguments.update(changes)
    contract = arguments.pop("contract")
    return tarot.settle(wrong(contract), **wrong(arguments))


@given(strategies.tarot_settlements())
def test_t5_every_settlement_sums_to_zero(deal: Settlement) -> None:
    assert deal.taker + (deal.partner or 0) + deal.defenders * deal.defender == 0
    assert deal.defenders + 1 + (deal.partner is not None) == deal.players


@given(strategies.tarot_settlements())
def test_t4_items_add_up_to_the_totals(deal: Settlement) -> None:
    assert sum_items(deal.items) == deal.totals
    assert sum(amount for _, amount in deal.parts) == deal.unit


@given(strategies.tarot_settlements())
def test_t4_the_unit_is_the_formula(deal: Settlement) -> None:
    # T4 written out: (25 + margin) × multiplier signed by the result, the petit au bout
    # (10 × multiplier) to its side, each poignée to the winner, the chelem as it went.
    sign = 1 if deal.made else -1
    multiplier = deal.contract.multiplier
    unit = sign * (25 + deal.margin) * multiplier
    unit += {None: 0, Side.TAKER: 10, Side.DEFENCE: -10}[deal.petit_au_bout] * multiplier
    unit += sign * sum(size.bonus for size in deal.poignees)
    unit += {None: 0, "announced": 400, "unannounced": 200, "failed": -200, "defence": -200}[
        None if deal.chelem is None else deal.chelem.value
    ]
    assert deal.unit == unit


@given(strategies.tarot_settlements(chelem=False), strategies.tarot_contracts())
def test_t4_poignees_do_not_change_with_the_contract(deal: Settlement, contract: Contract) -> None:
    bare = _again(deal, poignees=())
    try:
        other = _again(deal, contract=contract)
    except ImpossibleResultError:
        # The chien changes sides between a garde sans and a garde contre (T3, T7).
        assume(False)
    other_bare = _again(deal, contract=contract, poignees=())
    assert deal.unit - bare.unit == other.unit - other_bare.unit
    sign = 1 if deal.made else -1
    assert deal.unit - bare.unit == sign * sum(size.bonus for size in deal.poignees)


@given(strategies.tarot_settlements(chelem=False))
def test_t4_petit_au_bout_scales_with_the_contract(deal: Settlement) -> None:
    without = _again(deal, petit_au_bout=None)
    sign = {None: 0, Side.TAKER: 1, Side.DEFENCE: -1}[deal.petit_au_bout]
    assert deal.unit - without.unit == sign * 10 * deal.contract.multiplier


@given(strategies.tarot_settlements(chelem=False), st.integers(1, 20))
def test_t4_more_points_never_score_less_for_the_taker(deal: Settlement, more: int) -> None:
    try:
        better = _again(deal, points=(deal.halves + more) / 2)
    except ImpossibleResultError:
        assume(False)
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
    rules = draw(st.sampled_from((tarot.FFT, tarot.Rules(bonuses="personal"))))
    session = Session(players=_NAMES[:players], rules=rules)
    history = [session]
    for _ in range(draw(st.integers(0, 8))):
        if draw(st.integers(0, 9)) == 0:
            session = session.throw_in()
        else:
            deal = draw(strategies.tarot_settlements(players=st.just(players)))
            taker = draw(st.sampled_from(session.players))
            partner = None
            alone = players == 5 and deal.alone
            if players == 5 and not deal.alone:
                partner = draw(st.sampled_from([p for p in session.players if p != taker]))
            session = session.record(
                deal.contract,
                taker=taker,
                partner=partner,
                alone=alone,
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
        assert sum(deal.scores.values()) == 0
        assert sum_items(deal.items) == (deal.scores if deal.settlement else {})
        for player, score in deal.scores.items():
            totals[player] += score
    assert totals == session.totals
    assert sum(session.totals.values()) == 0
    for earlier, later in itertools.pairwise(history):
        assert later.undo() == earlier
        assert later.undo().totals == earlier.totals


@st.composite
def _played_deals(draw: st.DrawFn) -> tuple[Contract, int, str | None, tarot.Count]:
    """A deal played out card by card: the chien or discard, tricks won, the Excuse."""
    players = draw(strategies.tarot_players())
    contract = draw(strategies.tarot_contracts())
    size = tarot.CHIEN_SIZE[players]
    pack = draw(st.permutations(PACK))
    if contract.discards:  # T3: a discard holds no king and no bout
        chien = [card for card in pack if not (card.is_king or card.is_bout)][:size]
    else:
        chien = list(pack[:size])
    played = [card for card in pack if card not in chien]
    if EXCUSE in played and draw(st.booleans()):  # the Excuse in the last trick, or not
        played.remove(EXCUSE)
        played.append(EXCUSE)
    tricks = [played[n : n + players] for n in range(0, len(played), players)]
    winners = draw(
        st.sampled_from(("taker", "defence", "mixed")).flatmap(
            lambda kind: (
                st.just([kind == "taker"] * len(tricks))
                if kind != "mixed"
                else st.lists(st.booleans(), min_size=len(tricks), max_size=len(tricks))
            )
        )
    )
    excuse = excuse_last = None
    if EXCUSE in played:
        excuse = draw(st.sampled_from(Side))
        excuse_last = EXCUSE in tricks[-1]
        if (
            excuse_last
            and all(winners[:-1]) is (excuse is Side.TAKER)
            and (all(winners[:-1]) or not any(winners[:-1]))
        ):
            # T4: led to the last trick by a side that won all the others, it wins it.
            winners[-1] = excuse is Side.TAKER
    won = [card for trick, win in zip(tricks, winners, strict=True) if win for card in trick]
    result = tarot.count_tricks(
        contract,
        won,
        chien=chien,
        players=players,
        excuse=excuse,
        excuse_last=bool(excuse_last),
    )
    chelem: str | None
    if all(winners):
        chelem = draw(st.sampled_from(("announced", "unannounced")))
    elif not any(winners):
        chelem = "defence"
    else:
        chelem = draw(st.sampled_from((None, "failed")))
    return contract, players, chelem, result


@settings(max_examples=300)
@given(_played_deals())
def test_t7_settle_accepts_every_count_of_the_cards(
    played: tuple[Contract, int, str | None, tarot.Count],
) -> None:
    # Issue 14: whatever count_tricks gives for a deal played card by card, settle takes,
    # with the chelem that the tricks show.
    contract, players, chelem, result = played
    deal = tarot.settle(
        contract, bouts=result.bouts, points=result.points, players=players, chelem=chelem
    )
    assert deal.halves == result.halves
