"""French Tarot (rules tarot.md T1–T6): every number checked against a hand-worked example."""

from __future__ import annotations

import inspect
from decimal import Decimal
from fractions import Fraction

import pytest

from cardscore import tarot
from cardscore.cards import Suit
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import sum_items
from cardscore.tarot import (
    EXCUSE,
    PACK,
    Card,
    Chelem,
    Contract,
    Distribution,
    Poignee,
    Rank,
    Session,
    Side,
)

# --- T1: the pack, notation and card points -----------------------------------------------


def test_t1_pack_has_78_cards_and_three_bouts() -> None:
    assert len(PACK) == 78
    assert len(set(PACK)) == 78
    assert sum(card.is_trump for card in PACK) == 21
    assert sum(card.suit is not None for card in PACK) == 56
    assert {str(card) for card in tarot.BOUTS} == {"1", "21", "EX"}


def test_t1_card_points_by_kind() -> None:
    # T1: bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, every other card 0.5.
    assert tarot.card_points("RS DS CS VS 10S") == 4.5 + 3.5 + 2.5 + 1.5 + 0.5
    assert tarot.card_points("1 21 EX") == 13.5
    assert tarot.card_points("2 20 1H 9C") == 2.0
    assert tarot.card_points([]) == 0


def test_t1_pack_counts_91() -> None:
    # 4 suits × (4.5 + 3.5 + 2.5 + 1.5 + 10 × 0.5 = 17) + 2 × 4.5 + 19 × 0.5 + 4.5 = 91.
    assert tarot.card_points(PACK) == 91
    total = tarot.count(PACK)
    assert (total.points, total.bouts, total.halves) == (91.0, 3, 182)


def test_t1_french_and_english_notation() -> None:
    assert Card.parse("RS") == Card.parse("KS") == Card(Rank.ROI, Suit.SPADES)
    assert Card.parse("DH") == Card.parse("QH") == Card("D", "H")  # type: ignore[arg-type]
    assert Card.parse("VC") == Card.parse("JC") == Card(11, "C")
    assert Card.parse("CD") == Card(Rank.CAVALIER, Suit.DIAMONDS)
    assert Card.parse("DC") == Card(Rank.DAME, Suit.CLUBS)
    assert Card.parse("10♥") == Card.parse("♥10") == Card.parse("10h") == Card(10, "H")
    assert Card.parse("1S") == Card(1, "S")
    assert Card.parse("T21") == Card.parse("21") == Card(21)
    assert Card.parse("t1") == Card.parse("1") == Card(1)
    assert Card.parse("EX") is EXCUSE
    assert Card.parse("excuse") == Card(0)


def test_t1_values_pass_through_parse() -> None:
    assert Side.parse(Side.TAKER) is Side.TAKER
    assert Chelem.parse(Chelem.FAILED) is Chelem.FAILED
    assert Card.parse(EXCUSE) is EXCUSE
    assert Rank.parse(Rank.ROI) is Rank.ROI
    assert Contract.parse(Contract.GARDE) is Contract.GARDE
    assert str(Side.DEFENCE) == "defence"
    assert str(Chelem.DEFENCE) == "defence"
    assert str(Poignee.DOUBLE) == "double"
    assert tarot.settle(Contract.GARDE, bouts=2, points=45).unit == 58


def test_t1_card_properties() -> None:
    assert Card.parse("1").is_bout
    assert Card.parse("1").is_trump
    assert not Card.parse("1H").is_bout
    assert EXCUSE.is_bout
    assert not EXCUSE.is_trump
    assert EXCUSE.is_excuse
    assert Card.parse("RC").is_king
    assert not Card.parse("14").is_king
    assert Card.parse("CS").points == 2.5
    assert Card.parse("VS").halves == 3
    assert str(Rank.CAVALIER) == "C"
    assert str(Rank.TEN) == "10"


def test_t1_str_round_trips_and_repr_reads_as_code() -> None:
    for card in PACK:
        assert Card.parse(str(card)) == card
    assert repr(Card.parse("KS")) == "Card.parse('RS')"
    assert str(Card.parse("QH")) == "DH"


def test_t1_parse_cards_rejects_a_card_twice() -> None:
    with pytest.raises(ImpossibleResultError, match="cards: 'RS'"):
        tarot.parse_cards("RS KS")


@pytest.mark.parametrize("text", ["22", "T0", "0", "11S", "AS", "XS", "R", "", "EXX", "SR"])
def test_t1_bad_card_notation(text: str) -> None:
    with pytest.raises(NotationError, match="card"):
        Card.parse(text)


def test_t1_bad_card_values() -> None:
    with pytest.raises(ImpossibleResultError, match="rank"):
        Card(22)
    with pytest.raises(ScoreError, match="rank"):
        Card(15, "S")
    with pytest.raises(ScoreError, match="rank"):
        Card(0, "S")
    with pytest.raises(ScoreError, match="suit"):
        Card(3, "X")
    with pytest.raises(ScoreError, match="rank"):
        Card(1.0)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="rank"):
        Rank.parse(None)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="card"):
        Card.parse(21)  # type: ignore[arg-type]


# --- T2: the target -----------------------------------------------------------------------


def test_t2_targets() -> None:
    assert [tarot.target(bouts) for bouts in range(4)] == [56, 51, 41, 36]


def test_t2_exactly_the_target_is_made_by_0() -> None:
    deal = tarot.settle("garde", bouts=2, points=41)
    assert deal.made
    assert deal.margin == 0
    assert deal.unit == 25 * 2


def _plain_count(contract: Contract, players: int, bouts: int) -> tuple[float, float]:
    # T1, T7 by hand: without a chelem each side won a trick (one card per player, each
    # worth at least 0.5); the discard (prise, garde) and the chien (garde sans) count for
    # the taker, the chien in a garde contre for the defence (6 cards, 3 at five). Each bout
    # a side holds costs it 4 points more than a low card: the Excuse 4.5 less the half
    # point it owes, the Petit or the 21 4.5 in place of a 0.5 card of the trick.
    trick = players / 2
    chien = 1.5 if players == 5 else 3
    taker_pile, defence_pile = (0, chien) if contract is Contract.GARDE_CONTRE else (chien, 0)
    return taker_pile + trick + 4 * bouts, 91 - (defence_pile + trick + 4 * (3 - bouts))


def test_t7_plain_counts_by_hand() -> None:
    # Four players, prise: the fewest with 0 bouts is the discard (3) and a trick (2); the
    # most with 2 bouts leaves the defence a trick (2) and the Petit or 21 (4 more): 85.
    assert _plain_count(Contract.PRISE, 4, 0) == (5, 77)
    assert _plain_count(Contract.PRISE, 4, 2) == (13, 85)
    assert _plain_count(Contract.GARDE_CONTRE, 5, 3) == (2.5 + 12, 91 - 1.5 - 2.5)
    for players in (3, 4, 5):
        for contract in Contract:
            for bouts in range(4):
                low, high = _plain_count(contract, players, bouts)
                tarot.settle(contract, bouts=bouts, points=low, players=players)
                tarot.settle(contract, bouts=bouts, points=high, players=players)
                with pytest.raises(ImpossibleResultError, match="points"):
                    tarot.settle(contract, bouts=bouts, points=low - 0.5, players=players)
                with pytest.raises(ImpossibleResultError, match="points"):
                    tarot.settle(contract, bouts=bouts, points=high + 0.5, players=players)


def test_t4_every_plain_deal_by_the_formula() -> None:
    # Plain deals (no petit au bout, poignée or chelem): every one must match T4 written out
    # here, its own parts, and the general path (a list of poignées).
    for contract in Contract:
        for bouts in range(4):
            low, high = (int(2 * bound) for bound in _plain_count(contract, 4, bouts))
            for halves in range(low, high + 1):
                points = Fraction(halves, 2)
                target = tarot.target(bouts)
                margin = -(-abs(points - target) // 1)  # rounded up
                sign = 1 if points >= target else -1
                unit = sign * (25 + margin) * contract.multiplier
                for players in (4,):
                    deal = tarot.settle(contract, bouts=bouts, points=points, players=players)
                    assert (deal.unit, deal.made, deal.margin) == (unit, sign == 1, margin)
                    assert sum(amount for _, amount in deal.parts) == unit
                    general = tarot.settle(
                        contract, bouts=bouts, points=points, players=players, poignees=[]
                    )
                    assert general == deal


def test_t2_count_target_and_made() -> None:
    result = tarot.count("21 1 RS 5H")
    assert (result.points, result.bouts, result.target) == (14.0, 2, 41)
    assert not result.made
    assert tarot.Count(halves=82, bouts=2).made


# --- T3: contracts ------------------------------------------------------------------------


def test_t3_multipliers() -> None:
    assert [contract.multiplier for contract in Contract] == [1, 2, 4, 6]


@pytest.mark.parametrize(
    ("text", "contract"),
    [
        ("prise", Contract.PRISE),
        ("Petite", Contract.PRISE),
        ("GARDE", Contract.GARDE),
        ("garde sans", Contract.GARDE_SANS),
        ("garde_sans", Contract.GARDE_SANS),
        ("garde-sans", Contract.GARDE_SANS),
        ("GARDE_SANS", Contract.GARDE_SANS),
        ("  garde   sans  ", Contract.GARDE_SANS),
        ("garde sans le chien", Contract.GARDE_SANS),
        ("garde contre", Contract.GARDE_CONTRE),
        ("Garde-Contre-Le-Chien", Contract.GARDE_CONTRE),
    ],
)
def test_t3_contract_notation(text: str, contract: Contract) -> None:
    assert Contract.parse(text) is contract
    assert Contract.parse(str(contract)) is contract


def test_t3_chien_goes_to_the_taker_except_in_garde_contre() -> None:
    assert [contract.chien for contract in Contract] == [
        Side.TAKER,
        Side.TAKER,
        Side.TAKER,
        Side.DEFENCE,
    ]
    assert [contract.discards for contract in Contract] == [True, True, False, False]


# --- T3: discard legality -----------------------------------------------------------------

_HEARTS = "1H 2H 3H 4H 5H 6H 7H 8H 9H 10H VH CH DH RH"
# 24 cards: the 14 hearts, four low spades, trumps 17..21 and the Excuse (four players).
_HAND = f"{_HEARTS} 1S 2S 3S 4S 21 20 19 18 17 EX"
# 24 cards with only three plain cards: the four kings, 1S 2S 3S, trumps 2..17 and the Excuse.
_SHORT = "RS RH RD RC 1S 2S 3S " + " ".join(str(n) for n in range(2, 18)) + " EX"


def test_t3_discard_of_plain_cards_is_legal() -> None:
    assert tarot.check_discard("1H 2H 3H 4H 5H 6H", _HAND) == ()
    assert tarot.is_legal_discard("DH CH VH 1S 2S 3S", _HAND)


def test_t3_no_king_and_no_bout_in_the_discard() -> None:
    with pytest.raises(RuleViolationError, match="discard: 'RH'"):
        tarot.check_discard("RH 2H 3H 4H 5H 6H", _HAND)
    with pytest.raises(RuleViolationError, match="discard: '21'"):
        tarot.check_discard("21 2H 3H 4H 5H 6H", _HAND)
    with pytest.raises(RuleViolationError, match="discard: 'EX'"):
        tarot.check_discard("EX 2H 3H 4H 5H 6H", _HAND)
    assert not tarot.is_legal_discard("RH 2H 3H 4H 5H 6H", _HAND)


def test_t3_trumps_only_when_forced() -> None:
    with pytest.raises(RuleViolationError, match="discard: '17'"):
        tarot.check_discard("17 2H 3H 4H 5H 6H", _HAND)
    # Three plain cards: all three go, then three trumps fill the discard and are shown.
    shown = tarot.check_discard("1S 2S 3S 2 3 4", _SHORT)
    assert [str(card) for card in shown] == ["2", "3", "4"]
    # Keeping the 3S while discarding a fourth trump is not forced.
    assert not tarot.is_legal_discard("1S 2S 2 3 4 5", _SHORT)


def test_t3_discard_at_three_and_five_players() -> None:
    three = " ".join(str(card) for card in PACK[22:52])  # 30 suit cards: spades, hearts, 2 ♦
    assert tarot.check_discard("1S 2S 3S 4S 5S 6S", three, players=3) == ()
    five = " ".join(str(card) for card in PACK[22:40])  # 18 cards
    assert tarot.check_discard("1S 2S 3S", five, players=5) == ()
    with pytest.raises(ImpossibleResultError, match="discard"):
        tarot.check_discard("1S 2S 3S 4S", five, players=5)


def test_t3_discard_wrong_sizes_and_cards() -> None:
    with pytest.raises(ImpossibleResultError, match="hand"):
        tarot.check_discard("1H 2H 3H 4H 5H 6H", _HEARTS)
    with pytest.raises(ImpossibleResultError, match="discard"):
        tarot.check_discard("1H 2H 3H", _HAND)
    with pytest.raises(RuleViolationError, match="discard: '1C'"):
        tarot.check_discard("1C 2H 3H 4H 5H 6H", _HAND)


# --- T3: void deals -----------------------------------------------------------------------


def test_t3_petit_sec() -> None:
    assert tarot.petit_sec("1 RS DS 2H")
    assert not tarot.petit_sec("1 EX RS")
    assert not tarot.petit_sec("1 2 RS")
    assert not tarot.petit_sec("RS DS")
    assert not tarot.petit_sec("21 RS")


def test_t3_void_when_all_pass_or_petit_sec() -> None:
    assert tarot.is_void(bids=["pass", "pass", "pass", "pass"])
    assert tarot.is_void(bids=[None, "Pass", None])
    assert not tarot.is_void(bids=["pass", "garde", "pass", "pass"])
    assert not tarot.is_void(bids=[None, Contract.PRISE, None])
    assert tarot.is_void(hands=["RS 2 3", "1 DS", "EX 21"])
    assert not tarot.is_void(hands=["RS 2 3", "1 EX", "21"])
    assert not tarot.is_void()
    assert (
        tarot.Distribution(
            [PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[72:]
        ).petit_sec
        == ()
    )


def test_t3_distribution_with_a_petit_sec() -> None:
    suits = [card for card in PACK if card.suit is not None]
    trumps = [card for card in PACK if card.suit is None and card.rank != 1]
    hands = [
        [Card(1), *suits[:17]],
        suits[17:35],
        suits[35:53],
        [*suits[53:56], *trumps[:15]],
    ]
    deal = Distribution(hands, trumps[15:])
    assert deal.petit_sec == (0,)
    assert tarot.is_void(hands=deal.hands)


# --- T4: the unit and half points ---------------------------------------------------------


def test_t4_seed_garde_2_bouts_45() -> None:
    # Seed and T6: (25 + 4) × 2 = 58; taker +174, each defender -58.
    deal = tarot.settle("garde", bouts=2, points=45)
    assert (deal.unit, deal.taker, deal.defender, deal.partner) == (58, 174, -58, None)
    assert deal.made
    assert deal.totals == {"taker": 174, "defender": -58}


def test_t4_half_point_below_the_target_loses_by_1() -> None:
    # 40.5 with 2 bouts: lost, |−0.5| rounded up to 1: (25 + 1) × 2 = 52.
    deal = tarot.settle("garde", bouts=2, points=40.5)
    assert not deal.made
    assert (deal.margin, deal.unit, deal.taker, deal.defender) == (1, -52, -156, 52)


def test_t4_half_point_above_the_target_wins_by_1() -> None:
    deal = tarot.settle("garde", bouts=2, points=41.5)
    assert deal.made
    assert (deal.margin, deal.unit, deal.taker, deal.defender) == (1, 52, 156, -52)


@pytest.mark.parametrize(
    "points", ["40.5", "40,5", "81/2", Fraction(81, 2), Decimal("40.5"), 40.5, " 40.5 "]
)
def test_t4_points_in_every_accepted_type(points: object) -> None:
    assert tarot.settle("garde", bouts=2, points=points).unit == -52  # type: ignore[arg-type]


def test_t4_half_points_at_every_player_count() -> None:
    # Prise, 1 bout, 50.5 at three players: lost by 1 → 26; taker −2 × 26.
    three = tarot.settle("prise", bouts=1, points=50.5, players=3)
    assert (three.unit, three.taker, three.defender) == (-26, -52, 26)
    # Prise, 0 bouts, 56.5 at five with a partner: made by 1 → 26; 2 : 1.
    five = tarot.settle("prise", bouts=0, points="56.5", players=5)
    assert (five.unit, five.taker, five.partner, five.defender) == (26, 52, 26, -26)
    # Garde sans, 3 bouts, 35.5 at five alone: lost by 1 → (25 + 1) × 4 = 104.
    alone = tarot.settle("garde sans", bouts=3, points=35.5, players=5, alone=True)
    assert (alone.unit, alone.taker, alone.partner, alone.defender) == (-104, -416, None, 104)


def test_t4_contract_part_at_every_player_count() -> None:
    three = tarot.settle("garde", bouts=2, points=45, players=3)
    assert (three.taker, three.defender, three.defenders) == (116, -58, 2)
    five = tarot.settle("garde", bouts=2, points=45, players=5)
    assert (five.taker, five.partner, five.defender, five.defenders) == (116, 58, -58, 3)
    alone = tarot.settle("garde", bouts=2, points=45, players=5, alone=True)
    assert (alone.taker, alone.partner, alone.defender, alone.defenders) == (232, None, -58, 4)
    assert five.totals == {"taker": 116, "partner": 58, "defender": -58}


def test_t4_garde_contre_lost_by_a_lot() -> None:
    # 0 bouts, 20 points: lost by 36 → (25 + 36) × 6 = 366.
    deal = tarot.settle("garde contre", bouts=0, points=20)
    assert (deal.unit, deal.taker, deal.defender) == (-366, -1098, 366)


# --- T4: petit au bout --------------------------------------------------------------------


def test_t4_petit_au_bout_to_the_side_that_lost_the_contract_four_players() -> None:
    # Prise, 1 bout, 46: lost by 5 → −30; the taker won the petit au bout: +10 × 1.
    deal = tarot.settle("prise", bouts=1, points=46, petit_au_bout="taker")
    assert (deal.unit, deal.taker, deal.defender) == (-20, -60, 20)


def test_t4_petit_au_bout_to_the_defence_three_players() -> None:
    # Garde contre, 1 bout, 60: made by 9 → 34 × 6 = 204; petit to the defence −10 × 6.
    deal = tarot.settle("garde contre", bouts=1, points=60, players=3, petit_au_bout="defence")
    assert (deal.unit, deal.taker, deal.defender) == (144, 288, -144)


def test_t4_petit_au_bout_five_players_with_partner_and_alone() -> None:
    # Garde sans, 3 bouts, 30: lost by 6 → −31 × 4 = −124; petit to the taker +40.
    deal = tarot.settle("garde sans", bouts=3, points=30, players=5, petit_au_bout=Side.TAKER)
    assert (deal.unit, deal.taker, deal.partner, deal.defender) == (-84, -168, -84, 84)
    # Garde, 2 bouts, 41 alone: made by 0 → 50; petit to the defence −20.
    alone = tarot.settle(
        "garde", bouts=2, points=41, players=5, alone=True, petit_au_bout="defence"
    )
    assert (alone.unit, alone.taker, alone.defender) == (30, 120, -30)


# --- T4: poignées -------------------------------------------------------------------------


def test_t4_defenders_poignee_goes_to_the_taker_who_wins() -> None:
    # Garde, 1 bout, 55: made by 4 → 58; a defender's simple poignée goes to the winner: +20.
    deal = tarot.settle("garde", bouts=1, points=55, poignees=["simple"])
    assert (deal.unit, deal.taker, deal.defender) == (78, 234, -78)


def test_t4_takers_poignee_goes_to_the_defence_who_wins_three_players() -> None:
    # Prise, 0 bouts, 50: lost by 6 → −31; the taker's triple poignée goes to the defence.
    deal = tarot.settle("prise", bouts=0, points=50, players=3, poignees=("triple",))
    assert (deal.unit, deal.taker, deal.defender) == (-71, -142, 71)


def test_t4_every_declared_poignee_counts_five_players() -> None:
    # Garde contre, 2 bouts, 51: made by 10 → 35 × 6 = 210; simple + double = 50, unmultiplied.
    deal = tarot.settle(
        "garde contre", bouts=2, points=51, players=5, poignees=[Poignee.SIMPLE, "double"]
    )
    assert (deal.unit, deal.taker, deal.partner, deal.defender) == (260, 520, 260, -260)
    # Prise, 3 bouts, 35.5 alone: lost by 1 → −26; a double poignée −30.
    alone = tarot.settle("prise", bouts=3, points=35.5, players=5, alone=True, poignees="double")
    assert (alone.unit, alone.taker, alone.defender) == (-56, -224, 56)


def test_t4_poignee_thresholds() -> None:
    assert [tarot.poignee(n, 3) for n in (12, 13, 14, 15, 17, 18, 22)] == [
        None,
        Poignee.SIMPLE,
        Poignee.SIMPLE,
        Poignee.DOUBLE,
        Poignee.DOUBLE,
        Poignee.TRIPLE,
        Poignee.TRIPLE,
    ]
    assert [tarot.poignee(n) for n in (9, 10, 12, 13, 14, 15)] == [
        None,
        Poignee.SIMPLE,
        Poignee.SIMPLE,
        Poignee.DOUBLE,
        Poignee.DOUBLE,
        Poignee.TRIPLE,
    ]
    assert [tarot.poignee(n, players=5) for n in (0, 7, 8, 10, 13)] == [
        None,
        None,
        Poignee.SIMPLE,
        Poignee.DOUBLE,
        Poignee.TRIPLE,
    ]
    assert [size.bonus for size in Poignee] == [20, 30, 40]
    assert Poignee.TRIPLE.trumps(3) == 18


def test_t4_poignee_from_the_cards_shown() -> None:
    assert tarot.poignee("21 20 19 18 17 16 15 14 13 EX") is Poignee.SIMPLE
    assert tarot.poignee([str(n) for n in range(1, 9)], 5) is Poignee.SIMPLE
    with pytest.raises(RuleViolationError, match="trumps: 'RS'"):
        tarot.poignee("21 20 19 18 17 16 15 14 13 RS")


def test_t4_poignees_that_need_more_than_22_trumps_are_impossible() -> None:
    with pytest.raises(ImpossibleResultError, match="poignees"):
        tarot.settle("garde", bouts=2, points=45, poignees=["double", "simple"])  # 13 + 10
    with pytest.raises(ImpossibleResultError, match="poignees"):
        tarot.settle("garde", bouts=2, points=45, players=3, poignees=["simple", "simple"])
    assert tarot.settle("garde", bouts=2, points=45, poignees=["simple", "simple"]).unit == 98


# --- T4: chelem ---------------------------------------------------------------------------


def test_t4_chelem_announced_and_made_four_players() -> None:
    # Garde, 3 bouts, 91: made by 55 → 80 × 2 = 160; +400.
    deal = tarot.settle("garde", bouts=3, points=91, chelem="announced")
    assert (deal.unit, deal.taker, deal.defender) == (560, 1680, -560)


def test_t4_chelem_unannounced_three_players() -> None:
    deal = tarot.settle("prise", bouts=3, points=91, players=3, chelem=Chelem.UNANNOUNCED)
    assert (deal.unit, deal.taker, deal.defender) == (280, 560, -280)


def test_t6_chelem_announced_and_missed_on_a_made_contract() -> None:
    # T6: (25 + 44) × 2 − 200 = −62 per defender; the taker −186 though the contract is made.
    deal = tarot.settle("garde", bouts=3, points=80, chelem="failed")
    assert deal.made
    assert (deal.unit, deal.taker, deal.defender) == (-62, -186, 62)


def test_t4_chelem_failed_on_a_lost_contract_five_players() -> None:
    # Prise, 2 bouts, 30: lost by 11 → −36; −200.
    deal = tarot.settle("prise", bouts=2, points=30, players=5, chelem="failed")
    assert (deal.unit, deal.taker, deal.partner, deal.defender) == (-236, -472, -236, 236)


def test_t4_chelem_of_the_defence() -> None:
    # Garde contre, 0 bouts, 0 (T7: the taker won no trick, the chien is the defence's):
    # lost by 56 → −81 × 6 = −486; +200 to each defender.
    alone = tarot.settle(
        "garde contre", bouts=0, points=0, players=5, alone=True, chelem="defence"
    )
    assert (alone.unit, alone.taker, alone.defender) == (-686, -2744, 686)
    # Garde, a discard of six low cards (3 points, T7): lost by 53 → −78 × 2 − 200.
    four = tarot.settle("garde", bouts=0, points=3, chelem="defense")
    assert (four.unit, four.taker) == (-356, -1068)


def test_t4_chelem_must_agree_with_the_result() -> None:
    with pytest.raises(ImpossibleResultError, match="points: 40 .*chelem"):
        tarot.settle("garde", bouts=2, points=40, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 60 .*chelem"):
        tarot.settle("garde", bouts=2, points=60, chelem="defence")
    # The side that took every trick won the last one, so the petit au bout too (T4).
    with pytest.raises(ImpossibleResultError, match="petit_au_bout: 'defence'.*chelem"):
        tarot.settle("garde", bouts=2, points=87, chelem="unannounced", petit_au_bout="defence")
    with pytest.raises(ImpossibleResultError, match="petit_au_bout: 'taker'.*chelem"):
        tarot.settle("garde", bouts=1, points=7, chelem="defence", petit_au_bout="taker")


# --- T6: the rules file's worked examples --------------------------------------------------


def test_t6_garde_2_bouts_49_poignee_and_petit_au_bout() -> None:
    deal = tarot.settle("garde", bouts=2, points=49, petit_au_bout="taker", poignees=["simple"])
    assert (deal.unit, deal.taker, deal.defender) == (106, 318, -106)


def test_t6_garde_sans_2_bouts_60_defence_takes_the_petit_au_bout() -> None:
    deal = tarot.settle("garde sans", bouts=2, points=60, petit_au_bout="defence")
    assert (deal.unit, deal.taker) == (136, 408)


# --- T5: settlement, items ----------------------------------------------------------------


def test_t5_items_add_up_to_the_totals_per_role() -> None:
    deal = tarot.settle(
        "garde", bouts=2, points=49, players=5, petit_au_bout="taker", poignees=["simple"]
    )
    assert sum_items(deal.items) == deal.totals
    assert deal.totals == {"taker": 212, "partner": 106, "defender": -106}
    assert [str(item) for item in deal.items[:3]] == [
        "garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: taker +132",
        "garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: partner +66",
        "garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: defender -66",
    ]
    labels = [label for label, _ in deal.parts]
    assert labels[1:] == ["petit au bout to the taker (10 × 2)", "simple poignée, to the taker"]
    lost = tarot.settle("prise", bouts=1, points=20, poignees=["simple"], chelem="failed")
    assert [label for label, _ in lost.parts][1:] == [
        "simple poignée, to the defence",
        "chelem failed",
    ]
    assert lost.parts[0][0].startswith("prise, 20 points, 1 bout (target 51): lost by 31")


def test_plain_settlements_are_checked_whatever_the_form() -> None:
    first = tarot.settle(Contract.PRISE, bouts=1, points=60, players=3)
    assert (first.unit, first.taker) == (34, 68)
    # A bool equals 1 and hashes like it: it must not slip in through the shared ones.
    with pytest.raises(ScoreError, match="bouts: True"):
        tarot.settle(Contract.PRISE, bouts=True, points=60, players=3)
    with pytest.raises(ScoreError, match="alone: 1"):
        tarot.settle(Contract.PRISE, bouts=1, points=60, players=3, alone=1)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="players: True"):
        tarot.settle(Contract.PRISE, bouts=1, points=60, players=True)
    assert tarot.settle(Contract.PRISE, bouts=1, points=60.0, players=3) == first


def test_t5_settlement_keeps_its_inputs() -> None:
    deal = tarot.settle("garde", bouts=2, points="40.5", players=3, alone=False)
    assert (deal.points, deal.halves, deal.target, deal.alone, deal.players) == (
        40.5,
        81,
        41,
        True,
        3,
    )


def test_t4_points_impossible_with_the_bouts() -> None:
    with pytest.raises(ImpossibleResultError, match="points: 10 "):
        tarot.settle("garde", bouts=3, points=10)
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=0, points=77.5)
    # T7: the defence holds the three bouts, the Petit and the 21 in one trick with two
    # low cards (10) and the Excuse for 4: 14, so the taker has at most 77.
    assert tarot.settle("garde", bouts=0, points=77).made
    # The taker holds them the same way, plus the discard (3): at least 17.
    assert tarot.settle("garde", bouts=3, points=17).unit == -(25 + 19) * 2
    with pytest.raises(ImpossibleResultError, match="petit_au_bout"):
        tarot.settle("garde", bouts=0, points=40, petit_au_bout="taker")
    with pytest.raises(ImpossibleResultError, match="petit_au_bout"):
        tarot.settle("garde", bouts=3, points=60, petit_au_bout="defence")


# --- Counting from the tricks (T1, T3, T4) ------------------------------------------------

_DISCARD = "4S 5S 6S 7S 8S 9S"  # 6 × 0.5 = 3


def test_count_tricks_garde_with_the_discard() -> None:
    # Two tricks 21 RS 2S 3S and 1 RH 2H 3H: 20 points, 2 bouts; the discard adds 3.
    result = tarot.count_tricks(
        "garde", "21 RS 2S 3S 1 RH 2H 3H", chien=_DISCARD, excuse="defence"
    )
    assert (result.points, result.bouts) == (23.0, 2)


def test_t4_excuse_kept_by_the_taker_for_half_a_point() -> None:
    # The taker played the Excuse into a defence trick: +4.5 for it, −0.5 given.
    result = tarot.count_tricks("garde", "21 RS 2S 3S 1 RH 2H 3H", chien=_DISCARD, excuse="taker")
    assert (result.points, result.bouts) == (27.0, 3)


def test_t4_excuse_of_the_defence_in_a_taker_trick_goes_back() -> None:
    # 21 RS 2S EX, 1 RH 2H 3H: 24 points; the Excuse goes back (−4.5), half a point comes.
    result = tarot.count_tricks(
        "garde", "21 RS 2S EX 1 RH 2H 3H", chien=_DISCARD, excuse=Side.DEFENCE
    )
    assert (result.points, result.bouts) == (23.0, 2)


def test_t3_garde_contre_chien_to_the_defence_garde_sans_to_the_taker() -> None:
    contre = tarot.count_tricks(
        "garde contre", "21 RS 2S 3S 1 RH 2H 3H", chien="EX RC 5S 6S 7S 8S"
    )
    assert (contre.points, contre.bouts) == (20.0, 2)
    sans = tarot.count_tricks("garde sans", "21 RS 2S 3S 1 RH 2H 3H", chien="EX RC 5S 6S 7S 8S")
    assert (sans.points, sans.bouts) == (20 + 4.5 + 4.5 + 2, 3)


def test_t4_excuse_in_the_last_trick_changes_side() -> None:
    # The defence played it to the last trick, which the taker won: the taker keeps it.
    result = tarot.count_tricks(
        "garde", "21 RS 2S EX 1 RH 2H 3H", chien=_DISCARD, excuse="defence", excuse_last=True
    )
    assert (result.points, result.bouts) == (27.0, 3)
    # The defence played it last and a defender won the trick: it still goes to the taker.
    other = tarot.count_tricks(
        "garde", "21 RS 2S 3S 1 RH 2H 3H", chien=_DISCARD, excuse="defence", excuse_last=True
    )
    assert (other.points, other.bouts) == (27.5, 3)
    # Five players: the taker played it last, the partner won the trick: it goes to the defence.
    five = tarot.count_tricks(
        "garde", "21 RS 2S 3S EX", chien="4S 5S 6S", players=5, excuse="taker", excuse_last=True
    )
    assert (five.points, five.bouts) == (14.5 + 1.5 - 4.5, 1)
    # The taker played it last into a defence trick: it stays with the defence, no half point.
    lost = tarot.count_tricks(
        "garde", "21 RS 2S 3S 1", chien="4S 5S 6S", players=5, excuse="taker", excuse_last=True
    )
    assert (lost.points, lost.bouts) == (14.5 + 1.5, 2)


def test_t4_excuse_led_last_in_a_chelem_stays() -> None:
    # Three players: the taker won all 24 tricks and led the Excuse to the last one.
    chien = PACK[-6:]
    won = PACK[:-6]
    sans = tarot.count_tricks("garde sans", won, chien=chien, players=3, excuse="taker")
    last = tarot.count_tricks(
        "garde sans", won, chien=chien, players=3, excuse="taker", excuse_last=True
    )
    assert (sans.points, sans.bouts) == (last.points, last.bouts) == (91.0, 3)
    # The defence's chelem: it led the Excuse last and keeps it; the taker has the chien only.
    nothing = tarot.count_tricks(
        "garde sans", (), chien=chien, players=3, excuse="defence", excuse_last=True
    )
    assert (nothing.points, nothing.bouts) == (tarot.card_points(chien), 0)


def test_count_tricks_errors() -> None:
    with pytest.raises(ImpossibleResultError, match="won: '7 cards'"):
        tarot.count_tricks("garde", "21 RS 2S 3S 1 RH 2H", chien=_DISCARD, excuse="taker")
    with pytest.raises(ImpossibleResultError, match="won"):
        tarot.count_tricks("garde sans", PACK[:76], chien=PACK[72:78], players=4, excuse="taker")
    with pytest.raises(ImpossibleResultError, match="chien"):
        tarot.count_tricks("garde", "21 RS 2S 3S", chien="4S 5S", excuse="taker")
    with pytest.raises(ImpossibleResultError, match="chien: '3S'"):
        tarot.count_tricks("garde", "21 RS 2S 3S", chien="3S 5S 6S 7S 8S 9S", excuse="taker")
    with pytest.raises(ImpossibleResultError, match="won: 'RS'"):
        tarot.count_tricks("garde", "21 RS 2S KS", chien=_DISCARD, excuse="taker")
    with pytest.raises(RuleViolationError, match="chien: 'RC'"):
        tarot.count_tricks("prise", "21 RS 2S 3S", chien="RC 5S 6S 7S 8S 9S", excuse="taker")
    with pytest.raises(RuleViolationError, match="chien: '1'"):
        tarot.count_tricks("garde", "21 RS 2S 3S", chien="1 5S 6S 7S 8S 9S", excuse="taker")
    with pytest.raises(ScoreError, match="excuse: None"):
        tarot.count_tricks("garde", "21 RS 2S 3S", chien=_DISCARD)
    with pytest.raises(RuleViolationError, match="excuse: 'taker'"):
        tarot.count_tricks("garde sans", "21 RS 2S 3S", chien="EX 5S 6S 7S 8S 9S", excuse="taker")
    with pytest.raises(NotationError, match="won: 'ZZ'"):
        tarot.count_tricks("garde", "21 RS 2S ZZ", chien=_DISCARD, excuse="taker")
    with pytest.raises(NotationError, match="excuse"):
        tarot.count_tricks("garde", "21 RS 2S 3S", chien=_DISCARD, excuse="nobody")
    with pytest.raises(ScoreError, match="excuse_last"):
        tarot.count_tricks(
            "garde",
            "21 RS 2S 3S",
            chien=_DISCARD,
            excuse="taker",
            excuse_last="yes",  # type: ignore[arg-type]
        )


# --- Distribution -------------------------------------------------------------------------


def test_distribution_sizes() -> None:
    three = Distribution([PACK[0:24], PACK[24:48], PACK[48:72]], PACK[72:])
    assert three.players == 3
    five = Distribution([PACK[15 * n : 15 * n + 15] for n in range(5)], PACK[75:])
    assert (five.players, len(five.chien)) == (5, 3)
    with pytest.raises(ImpossibleResultError, match="hands"):
        Distribution([PACK[0:39], PACK[39:78]], ())
    with pytest.raises(ImpossibleResultError, match="hands"):
        Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:71]], PACK[71:])
    with pytest.raises(ImpossibleResultError, match="chien"):
        Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[72:77])
    with pytest.raises(ImpossibleResultError, match="hands: '1'"):
        Distribution([PACK[0:18], PACK[0:18], PACK[36:54], PACK[54:72]], PACK[72:])
    with pytest.raises(ScoreError, match="hands"):
        Distribution("RS", PACK[72:])


# --- The session ledger (T5) --------------------------------------------------------------


def test_t5_session_four_players() -> None:
    session = Session(players=("Ann", "Bob", "Cid", "Dan"))
    session = session.record("garde", taker="Ann", bouts=2, points=45)
    assert session.totals == {"Ann": 174, "Bob": -58, "Cid": -58, "Dan": -58}
    # Prise, 1 bout, 48: lost by 3 → 28; Bob −84, the others +28.
    session = session.record("prise", taker="Bob", bouts=1, points=48)
    assert session.totals == {"Ann": 202, "Bob": -142, "Cid": -30, "Dan": -30}
    assert sum(session.totals.values()) == 0
    first, second = session.deals
    assert first.scores == {"Ann": 174, "Bob": -58, "Cid": -58, "Dan": -58}
    assert (second.number, second.taker, second.partner, second.contract) == (
        2,
        "Bob",
        None,
        Contract.PRISE,
    )
    assert sum_items(second.items) == second.scores


def test_t5_session_three_players() -> None:
    session = Session(players=("A", "B", "C")).record("garde", taker="C", bouts=2, points=45)
    assert session.totals == {"A": -58, "B": -58, "C": 116}


def test_t5_session_five_players_partner_and_alone() -> None:
    five = Session(players=("A", "B", "C", "D", "E"))
    with_partner = five.record("garde", taker="B", partner="D", bouts=2, points=45)
    assert with_partner.totals == {"A": -58, "B": 116, "C": -58, "D": 58, "E": -58}
    assert sum_items(with_partner.deals[0].items) == with_partner.deals[0].scores
    in_chien = five.record("garde", taker="B", alone=True, bouts=2, points=45)
    own_king = five.record("garde", taker="B", partner="B", bouts=2, points=45)
    alone = five.record("garde", taker="B", alone=True, bouts=2, points=45)
    expected = {"A": -58, "B": 232, "C": -58, "D": -58, "E": -58}
    assert in_chien.totals == own_king.totals == alone.totals == expected
    assert own_king.deals[0].partner is None
    with pytest.raises(RuleViolationError, match="partner: 'D'"):
        five.record("garde", taker="B", partner="D", alone=True, bouts=2, points=45)


def test_t5_session_partner_only_at_five() -> None:
    four = Session(players=("A", "B", "C", "D"))
    with pytest.raises(RuleViolationError, match="partner: 'C'"):
        four.record("garde", taker="A", partner="C", bouts=2, points=45)
    assert four.record("garde", taker="A", partner="A", bouts=2, points=45).totals["A"] == 174


def test_session_undo_and_immutability() -> None:
    empty = Session(players=("A", "B", "C", "D"))
    one = empty.record("garde", taker="A", bouts=2, points=45)
    two = one.record("garde sans", taker="B", bouts=2, points=60, petit_au_bout="defence")
    assert two.undo() is one
    assert two.undo() == one
    assert one.undo() == empty
    assert len(one.deals) == 1
    assert empty.totals == {"A": 0, "B": 0, "C": 0, "D": 0}
    with pytest.raises(RuleViolationError, match="undo"):
        empty.undo()


def test_session_planned_finished_and_winner() -> None:
    session = Session(players=("A", "B", "C"), planned=2)
    assert not session.finished
    assert session.winner is None
    session = session.record("garde", taker="A", bouts=2, points=45).throw_in()
    assert session.played == 1
    assert session.winner is None
    assert session.leaders == ("A",)
    session = session.record("prise", taker="B", bouts=2, points=41)
    assert session.finished
    # A: 116 − 25, B: −58 + 50, C: −58 − 25.
    assert session.totals == {"A": 91, "B": -8, "C": -83}
    assert session.winner == "A"
    with pytest.raises(RuleViolationError, match="session"):
        session.record("prise", taker="B", bouts=2, points=41)
    with pytest.raises(RuleViolationError, match="session"):
        session.throw_in()


def test_session_close_and_shared_win() -> None:
    session = Session(players=("A", "B", "C"))
    assert session.leaders == ("A", "B", "C")
    closed = session.close()
    assert closed.finished
    assert closed.winner == ("A", "B", "C")
    assert closed.close() is closed
    assert closed.undo() is session


def test_t3_void_deals_in_the_session() -> None:
    session = Session(players=("A", "B", "C", "D"))
    assert session.dealer == "A"
    session = session.throw_in().throw_in("Petit Sec")
    assert [deal.void for deal in session.deals] == ["all pass", "petit sec"]
    assert session.deals[0].items == ()
    assert session.deals[0].contract is None
    assert session.totals == {"A": 0, "B": 0, "C": 0, "D": 0}
    assert session.dealer == "C"
    with pytest.raises(ScoreError, match="reason"):
        session.throw_in("bored")


def test_session_sheet() -> None:
    session = (
        Session(players=("Ann", "Bob", "Cid", "Dan"))
        .record("garde", taker="Ann", bouts=2, points=45)
        .throw_in()
    )
    assert session.sheet().splitlines() == [
        "deal  contract                    Ann    Bob    Cid    Dan",
        "1     Ann: garde                 +174    -58    -58    -58",
        "      void (all pass)              +0     +0     +0     +0",
        "total                            +174    -58    -58    -58",
    ]
    assert str(session) == session.sheet()
    assert repr(session) == "<Session parties=('Ann', 'Bob', 'Cid', 'Dan') deals=2>"


# --- Bad input: only ScoreError, naming the parameter -------------------------------------


def _settle(**changes: object) -> object:
    arguments: dict[str, object] = {"contract": "garde", "bouts": 2, "points": 45}
    arguments.update(changes)
    contract = arguments.pop("contract")
    return tarot.settle(contract, **arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("contract", "garde sans chien"),
        ("contract", "pass"),
        ("contract", 2),
        ("contract", None),
        ("bouts", 4),
        ("bouts", -1),
        ("bouts", "2"),
        ("bouts", 2.0),
        ("bouts", True),
        ("bouts", None),
        ("points", 92),
        ("points", -0.5),
        ("points", 40.25),
        ("points", "40.3"),
        ("points", "lots"),
        ("points", ""),
        ("points", float("nan")),
        ("points", float("inf")),
        ("points", Decimal("NaN")),
        ("points", Fraction(1, 3)),
        ("points", True),
        ("points", None),
        ("points", [45]),
        ("players", 2),
        ("players", 6),
        ("players", "4"),
        ("players", 4.0),
        ("players", False),
        ("petit_au_bout", "nobody"),
        ("petit_au_bout", True),
        ("petit_au_bout", 1),
        ("poignees", ["quadruple"]),
        ("poignees", [1]),
        ("poignees", 1),
        ("poignees", "quadruple"),
        ("poignees", [None]),
        ("chelem", "grand"),
        ("chelem", True),
        ("chelem", 400),
        ("alone", "yes"),
        ("alone", 1),
        ("alone", None),
    ],
)
def test_settle_bad_input_names_the_parameter(field: str, value: object) -> None:
    with pytest.raises(ScoreError) as caught:
        _settle(**{field: value})
    assert caught.value.field == field
    assert str(caught.value).startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: tarot.target(4), "bouts"),
        (lambda: tarot.target("1"), "bouts"),  # type: ignore[arg-type]
        (lambda: tarot.target(True), "bouts"),
        (lambda: tarot.card_points(3), "cards"),  # type: ignore[arg-type]
        (lambda: tarot.card_points("RS XX"), "cards"),
        (lambda: tarot.card_points([None]), "cards"),  # type: ignore[list-item]
        (lambda: tarot.count(None), "cards"),  # type: ignore[arg-type]
        (lambda: tarot.count(["RS", "RS"]), "cards"),
        (lambda: tarot.parse_cards(5, field="pile"), "pile"),  # type: ignore[arg-type]
        (lambda: Contract.parse(None), "contract"),  # type: ignore[arg-type]
        (lambda: Side.parse(1), "side"),  # type: ignore[arg-type]
        (lambda: Side.parse("both"), "side"),
        (lambda: Poignee.parse(None), "poignee"),  # type: ignore[arg-type]
        (lambda: Poignee.parse("quad"), "poignee"),
        (lambda: Poignee.SIMPLE.trumps(6), "players"),
        (lambda: Chelem.parse(None), "chelem"),  # type: ignore[arg-type]
        (lambda: Rank.parse("Z"), "rank"),
        (lambda: Rank.parse(15), "rank"),
        (lambda: Card.parse(None), "card"),  # type: ignore[arg-type]
        (lambda: tarot.poignee(23), "trumps"),
        (lambda: tarot.poignee(-1), "trumps"),
        (lambda: tarot.poignee(True), "trumps"),
        (lambda: tarot.poignee(10.0), "trumps"),  # type: ignore[arg-type]
        (lambda: tarot.poignee(None), "trumps"),  # type: ignore[arg-type]
        (lambda: tarot.poignee("21 20 ZZ"), "trumps"),
        (lambda: tarot.poignee(10, 2), "players"),
        (lambda: tarot.poignee(10, "4"), "players"),  # type: ignore[arg-type]
        (lambda: tarot.check_discard("1H", None), "hand"),  # type: ignore[arg-type]
        (lambda: tarot.check_discard(None, _HAND), "discard"),  # type: ignore[arg-type]
        (lambda: tarot.check_discard("1H 2H 3H 4H 5H 6H", _HAND, players=7), "players"),
        (lambda: tarot.is_legal_discard("1H 2H 3H 4H 5H ZZ", _HAND), "discard"),
        (lambda: tarot.petit_sec(None), "hand"),  # type: ignore[arg-type]
        (lambda: tarot.petit_sec("1 1"), "hand"),
        (lambda: tarot.is_void(bids="pass"), "bids"),
        (lambda: tarot.is_void(bids=["pass", "grande"]), "bids"),
        (lambda: tarot.is_void(bids=[1]), "bids"),  # type: ignore[list-item]
        (lambda: tarot.is_void(bids=None), "bids"),  # type: ignore[arg-type]
        (lambda: tarot.is_void(hands=None), "hands"),  # type: ignore[arg-type]
        (lambda: tarot.is_void(hands=["1 ZZ"]), "hand"),
        (lambda: tarot.count_tricks("garde", "RS", chien=_DISCARD, excuse="taker"), "won"),
        (lambda: tarot.count_tricks("garde", None, chien=_DISCARD, excuse="taker"), "won"),  # type: ignore[arg-type]
        (lambda: tarot.count_tricks("garde", (), chien=None, excuse="taker"), "chien"),  # type: ignore[arg-type]
        (lambda: tarot.count_tricks("grand", (), chien=_DISCARD), "contract"),
        (lambda: tarot.count_tricks("garde", (), chien=_DISCARD, players=6), "players"),
        (lambda: tarot.count_tricks("garde", (), chien=_DISCARD, excuse=3), "excuse"),  # type: ignore[arg-type]
        (lambda: Distribution(None, ()), "hands"),  # type: ignore[arg-type]
        (lambda: Distribution([PACK[:18]] * 4, None), "chien"),  # type: ignore[arg-type]
        (lambda: Session(players="ABCD"), "players"),
        (lambda: Session(players=None), "players"),
        (lambda: Session(players=("A", "B")), "players"),
        (lambda: Session(players=("A", "B", "C", "D", "E", "F")), "players"),
        (lambda: Session(players=("A", "B", "A")), "players"),
        (lambda: Session(players=("A", "B", 3)), "players"),
        (lambda: Session(players=("A", "B", " ")), "players"),
        (lambda: Session(players=("A", "B", "C"), planned=0), "planned"),
        (lambda: Session(players=("A", "B", "C"), planned="3"), "planned"),  # type: ignore[arg-type]
        (lambda: Session(players=("A", "B", "C")).throw_in(None), "reason"),  # type: ignore[arg-type]
    ],
)
def test_entry_points_bad_input_names_the_parameter(call: object, field: str) -> None:
    assert callable(call)
    with pytest.raises(ScoreError) as caught:
        call()
    assert caught.value.field == field
    assert str(caught.value).startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"taker": "Zed"}, "taker"),
        ({"taker": None}, "taker"),
        ({"taker": 1}, "taker"),
        ({"partner": "Zed"}, "partner"),
        ({"partner": 2}, "partner"),
        ({"alone": "no"}, "alone"),
        ({"bouts": 5}, "bouts"),
        ({"points": "x"}, "points"),
        ({"contract": "grande"}, "contract"),
        ({"chelem": "big"}, "chelem"),
        ({"poignees": ["big"]}, "poignees"),
        ({"petit_au_bout": "both"}, "petit_au_bout"),
    ],
)
def test_session_record_bad_input_names_the_parameter(
    changes: dict[str, object], field: str
) -> None:
    arguments: dict[str, object] = {
        "contract": "garde",
        "taker": "A",
        "partner": "B",
        "bouts": 2,
        "points": 45,
    }
    arguments.update(changes)
    contract = arguments.pop("contract")
    session = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(ScoreError) as caught:
        session.record(contract, **arguments)  # type: ignore[arg-type]
    assert caught.value.field == field


def test_sessions_with_the_same_deals_are_equal_and_hash_alike() -> None:
    def play() -> Session:
        return (
            Session(players=("A", "B", "C"))
            .record("garde", taker="A", bouts=2, points=45)
            .record("prise", taker="B", bouts=1, points=40)
        )

    first, second = play(), play()
    assert first is not second
    assert first == second
    assert hash(first) == hash(second)
    assert first != first.undo()


def test_session_constructor_shows_only_the_public_parameters() -> None:
    # The running state (deals, totals, played, closed, the previous session) is built by
    # ``record`` alone: users construct a session from its players, plan, rules and the
    # totals carried over.
    assert list(inspect.signature(Session).parameters) == [
        "players",
        "planned",
        "rules",
        "totals",
    ]
    with pytest.raises(TypeError):
        Session(players=("A", "B", "C"), _scores=(1, -1, 0))  # type: ignore[call-arg]
    planned = Session(("A", "B", "C"), planned=3)
    assert planned.record("garde", taker="A", bouts=2, points=45).planned == 3
    closed = planned.close()
    assert (closed.planned, closed.finished, closed.deals, closed.undo()) == (3, True, (), planned)


# --- Plain deals: every input counts (T2, T4, T5) -----------------------------------------


def test_t5_typed_plain_deals_differ_by_every_input() -> None:
    # Each input must tell one deal from another, whatever form it came in.
    # Garde, 2 bouts, 45 points: (25 + 4) × 2 = 58 (T6).
    garde, sans = Contract.GARDE, Contract.GARDE_SANS
    assert tarot.settle(garde, bouts=2, points=45).totals == {"taker": 174, "defender": -58}
    # T5: three players, the taker gets 2 units; five, 2 and the partner 1, or 4 alone.
    assert tarot.settle(garde, bouts=2, points=45, players=3).totals == {
        "taker": 116,
        "defender": -58,
    }
    assert tarot.settle(garde, bouts=2, points=45, players=5).totals == {
        "taker": 116,
        "partner": 58,
        "defender": -58,
    }
    assert tarot.settle(garde, bouts=2, points=45, players=5, alone=True).totals == {
        "taker": 232,
        "defender": -58,
    }
    # T3: garde sans multiplies by 4: (25 + 4) × 4 = 116.
    assert tarot.settle(sans, bouts=2, points=45).unit == 116
    # T2: one bout needs 51, so 45 loses by 6: −(25 + 6) × 2.
    assert tarot.settle(garde, bouts=1, points=45).unit == -62
    # 49 points with 2 bouts make by 8: (25 + 8) × 2 (T6).
    assert tarot.settle(garde, bouts=2, points=49).unit == 66


def test_t6_typed_extras_are_never_taken_for_the_plain_deal() -> None:
    # T6: garde, 2 bouts, 49 points: 66 plain; a simple poignée and the petit au bout to
    # the taker add 20 each (106); an announced chelem missed takes 200 off.
    garde = Contract.GARDE
    assert tarot.settle(garde, bouts=2, points=49).unit == 66
    assert tarot.settle(garde, bouts=2, points=49, petit_au_bout=Side.TAKER).unit == 86
    assert tarot.settle(garde, bouts=2, points=49, poignees=(Poignee.SIMPLE,)).unit == 86
    assert tarot.settle(garde, bouts=2, points=49, poignees=[Poignee.SIMPLE]).unit == 86
    assert tarot.settle(garde, bouts=2, points=49, chelem=Chelem.FAILED).unit == -134
    assert (
        tarot.settle(
            garde,
            bouts=2,
            points=49,
            petit_au_bout=Side.TAKER,
            poignees=(Poignee.SIMPLE,),
        ).taker
        == 318
    )


def test_t4_chelem_bonuses_with_the_petit_au_bout() -> None:
    # The defence's chelem in a garde contre with the petit au bout: −(25 + 56) × 6 − 60
    # − 200 = −746.
    assert (
        tarot.settle(
            "garde contre", bouts=0, points=0, chelem="defence", petit_au_bout="defence"
        ).unit
        == -746
    )
    # The taker's chelem with the petit au bout: (25 + 55) × 2 + 20 + 400 = 580.
    assert (
        tarot.settle("garde", bouts=3, points=91, chelem="announced", petit_au_bout="taker").unit
        == 580
    )


def test_t4_petit_au_bout_needs_a_bout_on_the_winning_side() -> None:
    # The side that wins the Petit in the last trick holds a bout: the taker with one bout
    # may have it, the defence while the taker holds two.
    # Prise, 1 bout, 60 points: (25 + 9) × 1 + 10 = 44.
    assert tarot.settle("prise", bouts=1, points=60, petit_au_bout="taker").unit == 44
    # Garde, 2 bouts, 45: 58 − 20 = 38.
    assert tarot.settle("garde", bouts=2, points=45, petit_au_bout="defence").unit == 38
