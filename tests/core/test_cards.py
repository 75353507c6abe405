"""cardscore.cards: the 52-card pack, hands and high-card points."""

from __future__ import annotations

import pytest

from cardscore import ImpossibleResultError, NotationError, ScoreError
from cardscore.cards import (
    CARDS_TEXT_LIMIT,
    DECK,
    Card,
    Rank,
    Suit,
    hcp,
    parse_cards,
    parse_hand,
)
from tests.bad_input import wrong


@pytest.mark.parametrize(
    ("text", "canonical"),
    [
        ("TS", "TS"),
        ("10S", "TS"),
        ("10s", "TS"),
        ("♠10", "TS"),
        ("10♠", "TS"),
        ("ah", "AH"),
        ("♥A", "AH"),
        ("2c", "2C"),
        (" qd ", "QD"),
        ("J♣", "JC"),
    ],
)
def test_card_notation(text: str, canonical: str) -> None:
    assert str(Card.parse(text)) == canonical
    assert Card.parse(canonical) == Card.parse(text)


def test_card_constructor_takes_values_or_notation() -> None:
    assert Card("A", "S") == Card(Rank.ACE, Suit.SPADES) == Card.parse("AS")
    assert Card("10", "♥") == Card.parse("TH")
    assert repr(Card.parse("TS")) == "Card.parse('TS')"
    assert Card.parse(Card.parse("AS")) is Card.parse("AS")


@pytest.mark.parametrize("text", ["1S", "11S", "AZ", "", "A", "S", "AS2", "XX"])
def test_bad_card(text: str) -> None:
    with pytest.raises(NotationError, match="card"):
        Card.parse(text)


@pytest.mark.parametrize("value", [None, 14, ("A", "S")])
def test_card_wrong_type(value: object) -> None:
    with pytest.raises(ScoreError, match="card"):
        Card.parse(wrong(value))


def test_rank_and_suit_errors() -> None:
    with pytest.raises(ScoreError, match="rank"):
        Card("Z", "S")
    with pytest.raises(ScoreError, match="rank"):
        Card(wrong(None), "S")
    with pytest.raises(ScoreError, match="suit"):
        Card("A", "Z")
    with pytest.raises(ScoreError, match="suit"):
        Card("A", wrong(3))


def test_deck() -> None:
    assert len(DECK) == 52
    assert len(set(DECK)) == 52
    assert str(DECK[0]) == "AS"
    assert str(DECK[-1]) == "2C"
    assert sum(card.hcp for card in DECK) == 40


def test_rank_properties() -> None:
    assert [rank.hcp for rank in (Rank.ACE, Rank.KING, Rank.QUEEN, Rank.JACK, Rank.TEN)] == [
        4,
        3,
        2,
        1,
        0,
    ]
    assert Rank.parse("10") is Rank.TEN
    assert Rank.parse(Rank.TWO) is Rank.TWO
    assert str(Rank.TEN) == "T"
    assert Rank.ACE > Rank.KING


def test_suit_properties() -> None:
    assert Suit.parse("♦") is Suit.DIAMONDS
    assert Suit.parse("spades") is Suit.SPADES
    assert Suit.parse("heart") is Suit.HEARTS
    assert Suit.parse(Suit.CLUBS) is Suit.CLUBS
    assert [suit.symbol for suit in Suit] == ["♣", "♦", "♥", "♠"]
    assert Suit.HEARTS.is_major
    assert not Suit.CLUBS.is_major
    assert Suit.DIAMONDS.is_red
    assert not Suit.SPADES.is_red
    assert str(Suit.CLUBS) == "C"


def test_card_order_is_suit_then_rank() -> None:
    cards = [Card.parse(text) for text in ("AS", "2C", "KH", "3C", "AD")]
    assert [str(card) for card in sorted(cards)] == ["2C", "3C", "AD", "KH", "AS"]
    assert Card.parse("AC") < Card.parse("2D")
    assert Card.parse("AS").__lt__(3) is NotImplemented


def test_parse_cards_forms() -> None:
    assert parse_cards("AS KS, 2h") == (Card("A", "S"), Card("K", "S"), Card("2", "H"))
    assert parse_cards(["AS", Card("K", "S")]) == (Card("A", "S"), Card("K", "S"))
    assert parse_cards("") == ()


def test_parse_cards_errors() -> None:
    with pytest.raises(ImpossibleResultError, match="each card at most once"):
        parse_cards("AS as")
    with pytest.raises(NotationError, match=r"cards: 'ZZ'"):
        parse_cards("AS ZZ")
    with pytest.raises(ScoreError, match="cards"):
        parse_cards(wrong(42))


def test_pbn_hand() -> None:
    hand = parse_hand("AK.QJ2.-.T98")
    assert " ".join(map(str, hand)) == "AS KS QH JH 2H TC 9C 8C"
    assert parse_hand("A.10.2.") == (Card("A", "S"), Card("T", "H"), Card("2", "D"))
    assert len(parse_hand("AKQJT98765432...")) == 13


@pytest.mark.parametrize("text", ["AK.QJ", "AK.QJ.2.3.4", "AZ...", "AA..."])
def test_bad_pbn_hand(text: str) -> None:
    with pytest.raises(ScoreError, match="hand"):
        parse_hand(text)


def test_hcp() -> None:
    assert hcp("AS KH QD JC") == 10
    assert hcp("AKQJ.AKQJ.AKQJ.A") == 34
    assert hcp([]) == 0
    assert hcp("2S 3H") == 0
    assert hcp("T9.-.-.-") == 0


def test_a_card_is_not_less_than_itself() -> None:
    card = Card.parse("QH")
    assert not card < Card.parse("QH")
    assert not Card.parse("AS") < Card.parse("2S")


def test_errors_name_the_field_of_the_function_called() -> None:
    with pytest.raises(NotationError) as caught:
        parse_cards("AS ZZ")
    assert str(caught.value) == (
        "cards: 'ZZ' is not allowed; expected rank A K Q J T (or 10) 9..2 and suit C D H S or ♣ ♦ ♥ ♠"
    )
    with pytest.raises(ImpossibleResultError, match=r"^hand: 'AS' is not allowed"):
        parse_hand("AS AS")
    with pytest.raises(ImpossibleResultError, match=r"^cards: 'KD' is not allowed"):
        hcp("KD KD")
    with pytest.raises(ImpossibleResultError, match=r"^north: 'AS' is not allowed"):
        parse_hand("AS AS", field="north")


def test_text_of_cards_is_bounded() -> None:
    # The whole pack with "10" and ", " between cards fits: 48 × 2 + 4 × 3 + 51 × 2 = 210.
    pack = ", ".join(str(card).replace("T", "10") for card in DECK)
    assert len(pack) == 210
    assert parse_cards(pack) == DECK
    assert len(parse_hand(" " * (CARDS_TEXT_LIMIT - 2) + "AS")) == 1
    with pytest.raises(NotationError, match=r"^hand: .* expected at most 512 characters$"):
        parse_hand(" " * (CARDS_TEXT_LIMIT - 1) + "AS")
    with pytest.raises(NotationError, match=r"^cards: .* expected at most 512 characters$"):
        hcp("AK." + "Q" * 600 + ".-.-")
    with pytest.raises(NotationError, match=r"^card: .* expected at most 64 characters$"):
        Card.parse("AS".ljust(65))
    with pytest.raises(NotationError, match=r"^rank: .* expected at most 64 characters$"):
        Rank.parse("A".ljust(65))
