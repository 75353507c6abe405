"""French Tarot scored rule by rule, in the order of the rules (tarot.md T1–T8).

Every number is checked against a hand-worked example (the rules file's, the FFT rulebook's);
beside each rule, the examples the mutation run asked for (docs/development.md): tarot works
out, when the module loads, the points each side can hold with its bouts for every contract,
number of players and chelem, so those tests call the builders at test time and check them
against counts worked by hand. Half points throughout, as the builders count: a bout or a
king 9, a queen 7, a knight 5, a jack 3, any other card 1 (T1).

The session ledger is in ``test_session.py``, wrong input in ``test_bad_input.py``, the
messages word for word in ``test_messages.py``, the languages in ``test_languages.py``, the
command in ``test_command.py`` and the properties in ``test_properties.py``.
"""

from __future__ import annotations

from decimal import Decimal
from fractions import Fraction

import pytest

from cardscore import (
    ImpossibleResultError,
    NotationError,
    RuleViolationError,
    sheet,
    tarot,
)
from cardscore.cards import Suit
from cardscore.errors import ScoreError
from cardscore.items import sum_items
from cardscore.tarot import (
    EXCUSE,
    FFT,
    PACK,
    Bonuses,
    Card,
    Chelem,
    Contract,
    Distribution,
    Poignee,
    Rank,
    Rules,
    Session,
    Side,
    _rules,
    _words,
)
from tests.bad_input import wrong

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
    assert Card.parse("DH") == Card.parse("QH") == Card(wrong("D"), "H")
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


def test_t1_a_card_and_a_list_of_cards_as_long_as_their_limits_are_read() -> None:
    # Found by the mutation run: a card's text may be 32 characters, a list of cards 640
    # (the whole pack written "Excuse, " long); only longer text is refused unread.
    assert Card.parse(" " * 30 + "RS") == Card.parse("RS")
    assert tarot.parse_cards("RS" + " " * 638) == (Card.parse("RS"),)


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
        Card(wrong(1.0))
    with pytest.raises(ScoreError, match="rank"):
        Rank.parse(wrong(None))
    with pytest.raises(ScoreError, match="card"):
        Card.parse(wrong(21))


# Mutation-killing examples (docs/development.md): tables built when the module loads are
# built again here, at test time, and checked against counts worked by hand.


def _cards(*texts: str) -> list[tarot.Card]:
    return [tarot.Card.parse(text) for text in texts]


def test_t1_the_most_n_cards_hold() -> None:
    # A king 4.5, a queen 3.5, a low card 0.5: the best one, two, three of them.
    # Private on purpose: these builders run at import; a call here kills their mutants.
    assert _rules._highest(card.halves for card in _cards("1H", "DS", "RC")) == (0, 9, 16, 17)
    assert _rules._highest([]) == (0,)


@pytest.mark.parametrize(
    ("rank", "suit", "halves"),
    [
        # T1: bouts and kings 4.5, queens 3.5, knights 2.5, jacks 1.5, any other card 0.5.
        (0, None, 9),  # the Excuse
        (1, None, 9),  # the Petit
        (21, None, 9),
        (2, None, 1),
        (20, None, 1),
        (14, Suit.HEARTS, 9),
        (13, Suit.SPADES, 7),
        (12, Suit.DIAMONDS, 5),
        (11, Suit.CLUBS, 3),
        (10, Suit.HEARTS, 1),
        (1, Suit.SPADES, 1),
    ],
)
def test_t1_a_card_made_afresh_counts_its_points(
    rank: int, suit: Suit | None, halves: int
) -> None:
    card = Card(rank, suit)  # made here, during the test, not when the module loads
    assert (card.halves, card.points) == (halves, halves / 2)


def test_t1_rank_14_is_the_king() -> None:
    assert Rank.parse(14) is Rank.ROI
    assert Rank.parse(1) is Rank.ONE


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
        # Found by the mutation run: "_" and "-" mixed with spaces in one name, and a name
        # padded to the 32 characters read.
        ("Garde_Sans le-Chien", Contract.GARDE_SANS),
        ("garde-contre le_chien", Contract.GARDE_CONTRE),
        (f"{'garde':<28}sans", Contract.GARDE_SANS),
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


def test_t3_a_legal_discard_at_five_players() -> None:
    # Found by the mutation run: is_legal_discard checks at the players given: at five the
    # chien is 3 cards, the hand 15 + 3 (T3, T5).
    five = " ".join(
        str(card) for card in PACK[22:40]
    )  # 18 suit cards: every spade and four hearts
    assert tarot.is_legal_discard("1S 2S 3S", five, players=5)


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


# Mutation-killing examples (docs/development.md): tables built when the module loads are
# built again here, at test time, and checked against counts worked by hand.


def test_t3_the_best_chien_and_the_best_discard() -> None:
    # Without the bouts the best cards are the four kings, then the queens; a discard may
    # hold no king either (T3), so its best cards are the four queens, then the knights.
    assert _rules._HIGHEST_CHIEN[:7] == (0, 9, 18, 27, 36, 43, 50)
    assert _rules._HIGHEST_DISCARD[:7] == (0, 7, 14, 21, 28, 33, 38)


def test_t3_a_pile_of_six_by_its_bouts() -> None:
    # A discard of six (four players): 6 low cards (3 points) to 4 queens and 2 knights (19).
    discard = _rules._Pile(6, bouts=False)
    assert discard.span(0) == (6, 38)
    assert discard.span(1) is None  # a discard holds no bout (T3)
    # A chien of six may hold bouts: with two, 2 bouts and 4 low cards (11 points) to
    # 2 bouts and the 4 kings (27 points).
    chien = _rules._Pile(6, bouts=True)
    assert chien.span(0) == (6, 50)
    assert chien.span(2) == (22, 54)
    # With the three bouts: 3 low cards (13.5 + 1.5 = 15) to the 3 bouts and 3 kings (27).
    assert chien.span(3) == (30, 54)


def test_t1_t3_no_chelem_garde_at_four_with_no_bout() -> None:
    # Least for the taker: the discard of six low cards (3) and one trick of four low
    # cards (2): 5 points. Least for the defence with the three bouts: one trick with the
    # Petit, the 21 and two low cards (10) and its own Excuse kept (4): 14, so the taker
    # holds at most 91 - 14 = 77.
    assert _rules._allowed(Contract.GARDE, 4, None)[0] == ((10, 154),)


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
    assert tarot.settle("garde", bouts=2, points=wrong(points)).unit == -52


@pytest.mark.parametrize(
    ("points", "unit"),
    [
        # Found by the mutation run. Garde, 2 bouts (target 41): 45 is made by 4,
        # (25 + 4) x 2 = 58; 45.5 by 4.5, rounded up to 5: (25 + 5) x 2 = 60.
        ("+45", 58),
        ("45.50", 60),
        ("45,500", 60),
        ("45" + " " * 30, 58),  # the 32 characters read
    ],
)
def test_t4_points_text_signed_padded_or_with_trailing_zeros(points: str, unit: int) -> None:
    assert tarot.settle("garde", bouts=2, points=points).unit == unit


@pytest.mark.parametrize(
    ("points", "error"),
    [
        # Found by the mutation run: 45.05 is no multiple of 0.5 (the zero is not dropped
        # from the front), and a letter after the digits is no number at all.
        ("45.05", ImpossibleResultError),
        ("45.5X", NotationError),
        ("45.X", NotationError),
    ],
)
def test_t4_points_text_that_is_no_half_point(points: str, error: type[ScoreError]) -> None:
    with pytest.raises(error) as caught:
        tarot.settle("garde", bouts=2, points=points)
    assert type(caught.value) is error


def test_t4_points_as_a_fraction_text_are_whole_half_points() -> None:
    # Found by the mutation run: "90/2" is 45 points exactly, and the breakdown says so in
    # whole numbers. Garde, 2 bouts: made by 4, (25 + 4) x 2 = 58; taker 3 x 58 = 174.
    deal = tarot.settle("garde", bouts=2, points="90/2")
    assert (deal.halves, deal.unit) == (90, 58)
    assert [str(item) for item in deal.items] == [
        "garde, 45 points, 2 bouts (target 41): made by 4, (25 + 4) × 2: taker +174",
        "garde, 45 points, 2 bouts (target 41): made by 4, (25 + 4) × 2: defender -58",
    ]


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


# Points given as a Decimal at the edges of what is read (found by the mutation run).

_ALLOWED = "a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)"


@pytest.mark.parametrize("points", ["0", "0E+2", "0E-32", "45." + "0" * 30])
def test_t4_decimal_points_at_the_edges_of_what_is_read(points: str) -> None:
    # Up to 32 digits, an exponent from -32 to 2: read exactly. Garde contre, a defence
    # chelem, no bout and no point: (25 + 56) × 6 + 200 = 686 against the taker (T4).
    if points.startswith("45"):
        # Garde, 2 bouts, 45: (25 + 4) × 2 = 58 (T6, the seed's example).
        assert tarot.settle("garde", bouts=2, points=Decimal(points)).unit == 58
    else:
        settlement = tarot.settle(
            "garde contre", bouts=0, points=Decimal(points), chelem="defence"
        )
        assert settlement.unit == -686


@pytest.mark.parametrize("points", ["0E+3", "0E-33", "45." + "0" * 31, "45.3"])
def test_t4_decimal_points_beyond_what_is_read(points: str) -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        tarot.settle("garde contre", bouts=0, points=Decimal(points), chelem="defence")
    assert str(caught.value) == f"points: Decimal('{points}') is not allowed; expected {_ALLOWED}"
    assert (caught.value.field, caught.value.value) == ("points", Decimal(points))


def test_t4_decimal_points_that_are_not_a_number() -> None:
    with pytest.raises(NotationError) as caught:
        tarot.settle("garde", bouts=2, points=Decimal("NaN"))
    assert str(caught.value) == (
        "points: Decimal('NaN') is not allowed; expected a finite number: NaN, sNaN and the "
        "infinities are not points"
    )
    assert isinstance(caught.value.value, Decimal)
    assert caught.value.value.is_nan()


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


def test_t4_one_poignee_given_alone_or_padded_counts() -> None:
    # Found by the mutation run. Garde, 2 bouts, 49: (25 + 8) x 2 = 66, and a simple
    # poignée to the taker, who made it: 20 more, 86 (T4). A lone Poignee stands for a
    # sequence of one, and a name is read up to its 32 characters.
    lone = tarot.settle("garde", bouts=2, points=49, poignees=wrong(Poignee.SIMPLE))
    assert lone.unit == 86
    padded = tarot.settle("garde", bouts=2, points=49, poignees=["simple" + " " * 26])
    assert padded.unit == 86


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


# --- T5: settlement, items ----------------------------------------------------------------


def test_t4_a_contract_made_with_one_bout_is_labelled_in_the_singular() -> None:
    # Found by the mutation run. Garde, 1 bout (target 51), 60 points: made by 9,
    # (25 + 9) x 2 = 68; the taker 3 x 68 = 204 (T4, T5).
    assert [str(item) for item in tarot.settle("garde", bouts=1, points=60).items] == [
        "garde, 60 points, 1 bout (target 51): made by 9, (25 + 9) × 2: taker +204",
        "garde, 60 points, 1 bout (target 51): made by 9, (25 + 9) × 2: defender -68",
    ]


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
        tarot.settle(Contract.PRISE, bouts=1, points=60, players=3, alone=wrong(1))
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


# --- T6: the rules file's worked examples --------------------------------------------------


def test_t6_garde_2_bouts_49_poignee_and_petit_au_bout() -> None:
    deal = tarot.settle("garde", bouts=2, points=49, petit_au_bout="taker", poignees=["simple"])
    assert (deal.unit, deal.taker, deal.defender) == (106, 318, -106)


def test_t6_garde_sans_2_bouts_60_defence_takes_the_petit_au_bout() -> None:
    deal = tarot.settle("garde sans", bouts=2, points=60, petit_au_bout="defence")
    assert (deal.unit, deal.taker) == (136, 408)


# --- T6, T7: the FFT rulebook's example ----------------------------------------------------

# FFT rulebook (règlement officiel, the scoring chapter's example): garde, chelem announced
# and made, the defence kept its Excuse, a simple poignée, the petit au bout to the taker.
# 87 points with 2 bouts: (25 + 46) × 2 + 20 (petit au bout, 10 × 2) + 20 (poignée) + 400
# (announced chelem) = 582 per defender; the taker 3 × 582 = 1746.
FFT_EXAMPLE = {
    "petit_au_bout": "taker",
    "poignees": ["simple"],
    "chelem": "announced",
}


def test_t6_fft_example_through_settle() -> None:
    deal = tarot.settle("garde", bouts=2, points=87, **wrong(FFT_EXAMPLE))
    assert (deal.unit, deal.taker, deal.defender) == (582, 1746, -582)
    assert sum_items(deal.items) == {"taker": 1746, "defender": -582}


def test_t6_fft_example_through_count_tricks_and_settle() -> None:
    # Four players: the taker won all 18 tricks (72 cards, the defence's Excuse among them,
    # played before the last trick); the discard is six low cards. The Excuse goes back to
    # the defence, which owes half a point and has no trick to pay it from: it counts 4 for
    # the defence, the half point to the taker (T7): 91 − 4 = 87, and 2 bouts.
    discard = [card for card in PACK if not (card.is_bout or card.is_king)][-6:]
    won = [card for card in PACK if card not in discard]
    assert len(won) == 72
    assert EXCUSE in won
    count = tarot.count_tricks("garde", won, chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (87, 2)
    deal = tarot.settle("garde", bouts=count.bouts, points=count.points, **wrong(FFT_EXAMPLE))
    assert (deal.unit, deal.taker, deal.defender) == (582, 1746, -582)


def test_t6_fft_example_through_a_scoresheet() -> None:
    text = (
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan"]\n'
        '[[deals]]\ntaker = "Bob"\ncontract = "garde"\nbouts = 2\npoints = 87\n'
        'petit_au_bout = "taker"\npoignees = ["simple"]\nchelem = "announced"\n'
    )
    scored = sheet.score(sheet.loads(text))
    assert scored.rows[0].points == {"Ann": -582, "Bob": 1746, "Cid": -582, "Dan": -582}


def test_t7_the_taker_keeping_the_excuse_makes_91_with_3_bouts() -> None:
    # The taker led the Excuse to the 18th trick after winning the 17 others: it wins it.
    discard = [card for card in PACK if not (card.is_bout or card.is_king)][-6:]
    won = [card for card in PACK if card not in discard]
    count = tarot.count_tricks("garde", won, chien=discard, excuse="taker", excuse_last=True)
    assert (count.points, count.bouts) == (91, 3)
    # (25 + 55) × 2 + 200 unannounced: 360 per defender.
    assert tarot.settle("garde", bouts=3, points=91, chelem="unannounced").unit == 360


# --- T7: a chelem's count is checked ------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "bouts", "points", "chelem"),
    [
        ("prise", 3, 87, "unannounced"),  # the issue's own example: 87 goes with 2 bouts
        ("garde", 2, 40, "announced"),
        ("garde", 2, 58, "unannounced"),
        ("garde sans", 3, 62, "announced"),
        ("garde", 3, 86.5, "announced"),
        ("garde", 2, 91, "announced"),
    ],
)
def test_t7_a_made_chelem_is_91_with_3_bouts_or_87_with_2(
    contract: str, bouts: int, points: float, chelem: str
) -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        tarot.settle(contract, bouts=bouts, points=points, chelem=chelem)
    assert str(caught.value).endswith(
        "expected 91 with 3 bouts or 87 with 2 (the Excuse kept by the defence): "
        "a chelem made by the taker takes every card"
    )
    assert caught.value.field == "points"


def test_t7_garde_contre_chelem_is_the_count_less_the_chien() -> None:
    # Four players: the chien (6 cards) is the defence's. Without a bout in it the taker
    # has 91 less 3 to 25 (six low cards; four rois and two dames): 66 to 88 with 3 bouts.
    assert tarot.settle("garde contre", bouts=3, points=88, chelem="announced").unit == (
        (25 + 52) * 6 + 400
    )
    tarot.settle("garde contre", bouts=3, points=66, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 91 .*less the chien"):
        tarot.settle("garde contre", bouts=3, points=91, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 65.5 .*from 66 to 88"):
        tarot.settle("garde contre", bouts=3, points=65.5, chelem="announced")
    # The Excuse kept by the defence (87) less a chien of six low cards: 84 with 2 bouts.
    tarot.settle("garde contre", bouts=2, points=84, chelem="unannounced")
    # The Petit in the chien with five low cards (7), the Excuse the taker's: 84, 2 bouts.
    # Five players: a chien of three low cards leaves 89.5 with 3 bouts.
    tarot.settle("garde contre", bouts=3, points=89.5, players=5, chelem="announced")
    with pytest.raises(ImpossibleResultError, match="points: 40 "):
        tarot.settle("garde contre", bouts=2, points=40, chelem="announced")


def test_t7_a_defence_chelem_leaves_the_taker_what_counts_without_a_trick() -> None:
    # Prise or garde: the discard (six cards, no roi, no bout: 3 to 19 points at four:
    # four dames and two cavaliers), plus 4 for the taker's own Excuse.
    assert tarot.settle("garde", bouts=0, points=19, chelem="defence").unit == (
        -(25 + 37) * 2 - 200
    )
    assert tarot.settle("garde", bouts=1, points=7, chelem="defence").unit == -(25 + 44) * 2 - 200
    with pytest.raises(ImpossibleResultError, match="points: 19.5 .*from 3 to 19 with 0"):
        tarot.settle("garde", bouts=0, points=19.5, chelem="defence")
    with pytest.raises(ImpossibleResultError, match="no count with 2 bouts: after a chelem"):
        tarot.settle("prise", bouts=2, points=20, chelem="defence")
    # Garde contre: nothing, or 4 for the taker's own Excuse.
    tarot.settle("garde contre", bouts=1, points=4, chelem="defence")
    with pytest.raises(ImpossibleResultError, match=r"expected 4 with 1 bout.*\(nothing"):
        tarot.settle("garde contre", bouts=1, points=4.5, chelem="defence")
    # Garde sans: the chien is the taker's, bouts and all (six cards: Petit, 21 and four
    # low cards: 11 points, 2 bouts).
    tarot.settle("garde sans", bouts=2, points=11, chelem="defence")


def test_t7_without_a_chelem_both_sides_won_a_trick() -> None:
    # 91 with 3 bouts, or 87 with 2, is only a chelem: the count says which it needs.
    with pytest.raises(ImpossibleResultError, match="points: 91 .*from 17 to 89 with 3"):
        tarot.settle("garde", bouts=3, points=91)
    with pytest.raises(ImpossibleResultError, match="points: 87 .*from 13 to 85 with 2"):
        tarot.settle("garde", bouts=2, points=87)


# --- T7: the bounds are reached by real deals (count_tricks) ------------------------------

_LOW = [card for card in PACK if not (card.is_bout or card.is_king) and card.halves == 1]


def _rest(*piles: list[tarot.Card]) -> list[tarot.Card]:
    used = {card for pile in piles for card in pile}
    return [card for card in PACK if card not in used]


def test_t7_highest_count_with_each_bout_count_at_four() -> None:
    # Four players, garde, no chelem: the defence wins one trick of four cards and keeps
    # what it holds. The discard is six low cards.
    discard = _LOW[:6]
    petit, monde = tarot.Card(1), tarot.Card(21)
    # 3 bouts: the defence's trick is four low cards (2 points): 89.
    trick = _LOW[6:10]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (89, 3)
    # 2 bouts: the Petit and three low cards (6 points): 85.
    trick = [petit, *_LOW[6:9]]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (85, 2)
    # 1 bout: the Petit, the 21 and two low cards (10 points): 81.
    trick = [petit, monde, *_LOW[6:8]]
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="taker")
    assert (count.points, count.bouts) == (81, 1)
    # 0 bouts: the same trick and the defence's Excuse (4 more, its half point paid): 77.
    count = tarot.count_tricks("garde", _rest(discard, trick), chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (77, 0)
    for bouts, points in ((3, 89), (2, 85), (1, 81), (0, 77)):
        tarot.settle("garde", bouts=bouts, points=points)
        with pytest.raises(ImpossibleResultError):
            tarot.settle("garde", bouts=bouts, points=points + 0.5)


def test_t7_lowest_counts_are_reached() -> None:
    # Four players, prise, no chelem: the taker wins one trick of four low cards and keeps
    # the discard of six low cards: 5 points, no bout.
    discard, trick = _LOW[:6], _LOW[6:10]
    count = tarot.count_tricks("prise", trick, chien=discard, excuse="defence")
    assert (count.points, count.bouts) == (5, 0)
    tarot.settle("prise", bouts=0, points=5)
    with pytest.raises(ImpossibleResultError):
        tarot.settle("prise", bouts=0, points=4.5)
    # Garde contre, a chelem of the defence: the taker's own Excuse alone, 4 with 1 bout.
    chien = _LOW[:6]
    count = tarot.count_tricks("garde contre", [], chien=chien, excuse="taker")
    assert (count.points, count.bouts) == (4, 1)
    # (25 + 47) × 6 + 200 = 632 to each defender.
    assert tarot.settle("garde contre", bouts=1, points=4, chelem="defence").unit == -632


# Mutation-killing examples (docs/development.md): tables built when the module loads are
# built again here, at test time, and checked against counts worked by hand.


@pytest.mark.parametrize("contract", [Contract.PRISE, Contract.GARDE, Contract.GARDE_SANS])
@pytest.mark.parametrize("slam", [Chelem.ANNOUNCED, Chelem.UNANNOUNCED])
def test_t7_a_takers_chelem_is_87_with_2_bouts_or_91_with_3(
    contract: Contract, slam: Chelem
) -> None:
    assert _rules._allowed(contract, 4, slam) == ((), (), ((174, 174),), ((182, 182),))


def _whole(table: tuple[tuple[tuple[int, int], ...], ...]) -> bool:
    # Every bound of a table of counts is a whole number of half points.
    return all(type(bound) is int for row in table for span in row for bound in span)


def test_t7_a_defence_chelem_in_garde_sans_leaves_the_taker_the_chien() -> None:
    # Found by the mutation run. Garde sans, four players: the chien (six cards, any of
    # them, bouts too) counts for the taker, plus 4 for their own Excuse (T7).
    # 0 bouts: six low cards, 3, to four rois and two dames, 25.
    # 1 bout: the Excuse and a chien without a bout (7 to 29), or a chien of a bout and
    #   five others (4.5 + 2.5 = 7 to 4.5 + 18 + 3.5 = 26): 7 to 29.
    # 2 bouts: the Excuse and a bout in the chien (4 + 7 = 11 to 4 + 26 = 30), or both
    #   plain bouts in the chien (9 + 2 = 11 to 9 + 18 = 27): 11 to 30.
    # 3 bouts: the Excuse and both plain bouts in the chien (4 + 11 = 15 to 4 + 27 = 31),
    #   or all three in the chien (13.5 + 1.5 = 15 to 13.5 + 13.5 = 27): 15 to 31.
    allowed = _rules._allowed(Contract.GARDE_SANS, 4, Chelem.DEFENCE)
    assert allowed == (((6, 50),), ((14, 58),), ((22, 60),), ((30, 62),))
    assert _whole(allowed)


def test_t7_an_announced_chelem_that_failed_in_garde_sans() -> None:
    # Found by the mutation run. The defence won a trick; the taker perhaps none, keeping
    # the chien of six (T3, T7). Four players.
    # Fewest for the taker: 0 bouts, six low cards (3); 1 bout, a bout and five low cards
    # (7); 2 bouts, two bouts and four low cards (11); 3 bouts, 15 (the Excuse kept and
    # two bouts in the chien, or all three there).
    # Most: the defence's fewest, having won a trick of four cards: four low cards (2)
    # with no bout; each plain bout in that trick 4 more; its Excuse kept 4 more. So with
    # 3 bouts the taker has 91 - 2 = 89; 2 bouts 85; 1 bout 81; 0 bouts 77.
    allowed = _rules._allowed(Contract.GARDE_SANS, 4, Chelem.FAILED)
    assert allowed == (((6, 154),), ((14, 162),), ((22, 170),), ((30, 178),))
    assert _whole(allowed)


def test_t7_a_takers_chelem_in_garde_contre_leaves_the_chien_to_the_defence() -> None:
    # The defence won no trick: it has the chien (six cards) and its own Excuse, if it held
    # it, for 4. Taker with 3 bouts: 91 minus a chien of 3 to 25 points: 66 to 88.
    # With 2 bouts: the defence kept its Excuse (4) and a chien of 3 to 25 (7 to 29), or
    # the chien holds a bout and five other cards (4.5 + 2.5 = 7 to 4.5 + 18 + 3.5 = 26):
    # taker 91 - 29 = 62 to 91 - 7 = 84.
    allowed = _rules._allowed(Contract.GARDE_CONTRE, 4, Chelem.ANNOUNCED)
    assert allowed[3] == ((132, 176),)
    assert allowed[2] == ((124, 168),)


def test_t7_a_defence_chelem_leaves_the_taker_the_discard_and_the_excuse() -> None:
    # Garde: the discard of six (3 to 19 points), plus 4 for the taker's own Excuse.
    assert _rules._allowed(Contract.GARDE, 4, Chelem.DEFENCE) == (
        ((6, 38),),
        ((14, 46),),
        (),
        (),
    )
    # Garde contre: nothing but the Excuse.
    assert _rules._allowed(Contract.GARDE_CONTRE, 4, Chelem.DEFENCE) == (
        ((0, 0),),
        ((8, 8),),
        (),
        (),
    )


def test_t7_the_fewest_points_of_a_side_that_may_have_won_no_trick() -> None:
    # An announced chelem that failed: the taker perhaps won no trick. With 1 bout in a
    # garde sans (the chien of six counts for the taker), the fewest is a chien of a bout
    # and five low cards: 4.5 + 2.5 = 7 points.
    chien = _rules._Pile(6, bouts=True)
    assert _rules._fewest(chien, 1, 4, tricks=None) == 14
    # Having won a trick it may still hold the bout in the chien: the same 7 points and a
    # trick of four low cards, 9; or the kept Excuse (4), the chien of six low cards (3) and
    # a trick (2), 9 too.
    assert _rules._fewest(chien, 1, 4, tricks=True) == 18
    # Without a pile a side that won no trick can hold no bout but its Excuse.
    assert _rules._fewest(_rules._Pile(0, bouts=False), 1, 4, tricks=False) == 8
    assert _rules._fewest(_rules._Pile(0, bouts=False), 2, 4, tricks=False) is None
    # Found by the mutation run: two bouts and no trick, whether or not one was won: a
    # chien of both plain bouts and four low cards (9 + 2 = 11), or the Excuse kept (4)
    # and a chien of one bout and five low cards (4.5 + 2.5): 11 as well.
    assert _rules._fewest(chien, 2, 4, tricks=None) == 22
    assert _rules._fewest(chien, 2, 4, tricks=False) == 22


def test_merging_the_allowed_spans() -> None:
    assert _rules._merge([(5, 8), (1, 3), (4, 4)]) == ((1, 8),)
    assert _rules._merge([(4, 5), (1, 2)]) == ((1, 2), (4, 5))
    assert _rules._merge([(1, 9), (2, 3)]) == ((1, 9),)
    assert _rules._merge([]) == ()


def test_the_allowed_spans_in_words() -> None:
    assert _words.spans_text(((174, 174),)) == "87"
    assert _words.spans_text(((124, 168), (171, 171))) == "from 62 to 84 or 85.5"
    # Found by the mutation run: three alternatives, each said once, in order.
    assert _words.spans_text(((0, 8), (20, 20), (174, 174))) == "from 0 to 4 or 10 or 87"


# --- T8: five players ---------------------------------------------------------------------


def test_t8_rules_values() -> None:
    assert Rules() == FFT
    assert FFT.bonuses is Bonuses.SHARED
    assert Rules(bonuses="Personal").bonuses is Bonuses.PERSONAL
    assert str(Bonuses.PERSONAL) == "personal"
    assert Bonuses.parse(Bonuses.SHARED) is Bonuses.SHARED
    with pytest.raises(NotationError, match="bonuses: 'own'"):
        Rules(bonuses="own")
    with pytest.raises(ScoreError, match="bonuses: 1"):
        Rules(bonuses=wrong(1))
    with pytest.raises(ScoreError, match="rules: 'personal'"):
        tarot.settle("garde", bouts=2, points=45, rules=wrong("personal"))
    with pytest.raises(ScoreError, match="rules: None"):
        Session(players=("A", "B", "C"), rules=wrong(None))


PERSONAL = Rules(bonuses="personal")


def test_t8_personal_bonuses_hand_example() -> None:
    # T8: garde, 2 bouts, 49, petit au bout to the taker, a simple poignée. Shared part
    # (25 + 8) × 2 = 66, bonuses 20 + 20 = 40: taker 2 × 66 + 3 × 40 = 252, partner 66,
    # each defender −106.
    deal = tarot.settle(
        "garde",
        bouts=2,
        points=49,
        players=5,
        petit_au_bout="taker",
        poignees=["simple"],
        rules=PERSONAL,
    )
    assert (deal.taker, deal.partner, deal.defender, deal.unit) == (252, 66, -106, 106)
    assert deal.totals == {"taker": 252, "partner": 66, "defender": -106}
    assert sum_items(deal.items) == deal.totals
    assert deal.taker + (deal.partner or 0) + 3 * deal.defender == 0
    # The FFT's reading (T5): the partner shares the whole unit: 212, 106, −106.
    shared = tarot.settle(
        "garde", bouts=2, points=49, players=5, petit_au_bout="taker", poignees=["simple"]
    )
    assert (shared.taker, shared.partner, shared.defender) == (212, 106, -106)


def test_t8_personal_bonuses_only_change_five_with_a_partner() -> None:
    # Four players, or five alone: the taker is alone and gets every bonus either way.
    for players, alone in ((3, False), (4, False), (5, True)):
        keywords = {"players": players, "alone": alone, "petit_au_bout": "defence"}
        personal = tarot.settle("garde", bouts=2, points=49, rules=PERSONAL, **wrong(keywords))
        shared = tarot.settle("garde", bouts=2, points=49, **wrong(keywords))
        assert personal.totals == shared.totals


def test_t8_personal_lost_contract_and_chelem() -> None:
    # Prise, 1 bout, 40: lost by 11, −36; a failed chelem −200 (T4). Personal: the partner
    # −36, the taker 2 × −36 + 3 × −200 = −672, each defender +236.
    deal = tarot.settle("prise", bouts=1, points=40, players=5, chelem="failed", rules=PERSONAL)
    assert (deal.taker, deal.partner, deal.defender) == (-672, -36, 236)
    assert sum_items(deal.items) == deal.totals


def test_t8_session_with_personal_bonuses() -> None:
    session = Session(players=("A", "B", "C", "D", "E"), rules=PERSONAL).record(
        "garde",
        taker="A",
        partner="C",
        bouts=2,
        points=49,
        petit_au_bout="taker",
        poignees=["simple"],
    )
    assert session.totals == {"A": 252, "B": -106, "C": 66, "D": -106, "E": -106}
    deal = session.deals[0]
    assert sum_items(deal.items) == deal.scores
    assert session.rules is PERSONAL


def test_t8_the_partner_is_required_at_five() -> None:
    five = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(RuleViolationError) as caught:
        five.record("garde", taker="A", bouts=2, points=45)
    assert caught.value.field == "partner"
    assert str(caught.value) == (
        "partner: missing; expected at five, the called partner's name, the taker's own "
        "name, or alone=True"
    )
    # Named, own king, or alone: three valid ways, and the row says alone.
    named = five.record("garde", taker="A", partner="B", bouts=2, points=45)
    own = five.record("garde", taker="A", partner="A", bouts=2, points=45)
    chien = five.record("garde", taker="A", alone=True, bouts=2, points=45)
    assert named.deals[0].describe() == "A with B: garde"
    assert own.deals[0].describe() == chien.deals[0].describe() == "A alone: garde"
    assert own.deals[0].alone
    # The sheet marks the taker alone (A) in the five-player session.
    assert "+232 A" in sheet.of(chien).render().splitlines()[6]
    # At four nobody is called, and nothing is "alone" to say.
    four = Session(players=("A", "B", "C", "D")).record("garde", taker="A", bouts=2, points=45)
    assert four.deals[0].describe() == "A: garde"


def test_t8_a_correction_keeps_the_partner_of_every_later_deal() -> None:
    # Found by the mutation run: removing a deal scores every later one again, each with
    # its own called partner. Garde, 2 bouts, 45: unit (25 + 4) x 2 = 58; at five the
    # taker C gets 2 x 58, the partner D 58, each defender -58 (T5).
    five = Session(players=("A", "B", "C", "D", "E"))
    session = five.record("prise", taker="A", partner="B", bouts=1, points=60)
    session = session.record("garde", taker="C", partner="D", bouts=2, points=45)
    corrected = session.remove(0)
    assert corrected.deals[0].partner == "D"
    assert corrected.deals[0].scores == {"A": -58, "B": -58, "C": 116, "D": 58, "E": -58}


def test_t8_settle_keeps_the_alone_flag_at_five() -> None:
    # In settle itself a partner is assumed unless alone=True (the API's promise).
    assert tarot.settle("garde", bouts=2, points=45, players=5).partner == 58
    assert tarot.settle("garde", bouts=2, points=45, players=5, alone=True).taker == 232


def test_t8_sheet_alone_and_missing_partner() -> None:
    five = 'game = "tarot"\nplayers = ["A", "B", "C", "D", "E"]\n'
    alone = '{taker = "A", contract = "garde", bouts = 2, points = 45, alone = true}'
    scored = sheet.score(sheet.loads(five + f"deals = [{alone}]"))
    assert scored.rows[0].points == {"A": 232, "B": -58, "C": -58, "D": -58, "E": -58}
    assert scored.rows[0].played == "garde by A alone: 2 bouts, 45"
    missing = '{taker = "A", contract = "garde", bouts = 2, points = 45}'
    with pytest.raises(ScoreError, match="deal 1: partner: missing"):
        sheet.score(sheet.loads(five + f"deals = [{missing}]"))


def test_t8_a_partner_left_out_at_five_is_missing() -> None:
    session = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(RuleViolationError) as caught:
        session.record("garde", taker="B", bouts=2, points=45)
    allowed = "at five, the called partner's name, the taker's own name, or alone=True"
    assert (caught.value.field, caught.value.allowed) == ("partner", allowed)
    assert str(caught.value) == f"partner: missing; expected {allowed}"


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
            excuse_last=wrong("yes"),
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
