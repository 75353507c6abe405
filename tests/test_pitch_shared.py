"""The shared pieces cardscore.pitch stands on: the pack, the ledger's chain, the checks.

These exercise the foundation the way pitch uses it (cards parsed from the table's notation,
a ledger's history kept in a Chain, ``python -m cardscore pitch``).
"""

from __future__ import annotations

import runpy
import sys

import pytest

from cardscore._chain import Chain
from cardscore._check import check_int, check_str, one_of
from cardscore.cards import Card, Rank, Suit, parse_cards, parse_hand
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError


def test_chain_is_a_persistent_stack() -> None:
    empty: Chain[int] = Chain()
    assert empty.last is None
    assert empty.drop_last() is empty
    one = empty.append(1)
    two = one.append(2)
    assert two.last == 2
    assert list(two) == [1, 2]
    assert len(two) == 2
    assert two.drop_last() == one
    assert one.to_tuple() == (1,)  # appending did not change the older chain
    again: Chain[int] = Chain()
    assert two == again.append(1).append(2)
    assert hash(two) == hash(again.append(1).append(2))
    assert two != one
    assert two.__eq__((1, 2)) is NotImplemented


def test_checks_name_the_field() -> None:
    assert check_int("tricks", 3, 0, 13) == 3
    with pytest.raises(ImpossibleResultError, match="tricks: 14"):
        check_int("tricks", 14, 0, 13)
    assert check_str("side", "us") == "us"
    with pytest.raises(ScoreError, match="side: 5"):
        check_str("side", 5)
    assert one_of("low", "holder", ("holder", "capturer")) == "holder"
    with pytest.raises(ScoreError, match=r"low: 'dealt'.*'holder', 'capturer'"):
        one_of("low", "dealt", ("holder", "capturer"))


def test_cards_in_the_tables_notation() -> None:
    assert Suit.parse("spades") is Suit.SPADES
    assert Suit.SPADES.letter == "S"
    assert Suit.HEARTS.symbol == "♥"
    assert Suit.HEARTS.is_red
    assert not Suit.CLUBS.is_major
    assert str(Suit.DIAMONDS) == "D"
    with pytest.raises(ScoreError, match="suit"):
        Suit.parse(3)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="suit"):
        Suit.parse("X")
    assert Rank.parse(Rank.ACE) is Rank.ACE
    assert str(Rank.TEN) == "T"
    with pytest.raises(ScoreError, match="rank"):
        Rank.parse(10)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="rank"):
        Rank.parse("1")
    assert Card("10", "♠") == Card.parse("TS")
    assert Card.parse(Card.parse("TS")).hcp == 0
    assert Card.parse("2C") < Card.parse("AS")
    assert Card.parse("2C").__lt__("AS") is NotImplemented
    assert parse_cards(["AS", Card.parse("KS")]) == (Card.parse("AS"), Card.parse("KS"))
    with pytest.raises(ScoreError, match="cards"):
        parse_cards(5)  # type: ignore[arg-type]
    with pytest.raises(NotationError, match="hand"):
        parse_hand("AK.QJ")


def test_python_dash_m_cardscore_pitch(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["cardscore", "pitch", "--high", "A", "--low", "B"])
    with pytest.raises(SystemExit) as caught:
        runpy.run_module("cardscore", run_name="__main__")
    assert caught.value.code == 0
    assert capsys.readouterr().out.splitlines()[-1] == "points: A 1, B 1"
