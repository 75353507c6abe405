# The calls give wrong types on purpose: that is what these messages are about.
# mypy: disable-error-code="arg-type, list-item"
"""Every error message of cardscore.tarot, word for word (rules tarot.md T1–T5).

The message is what a player reads at the table: the parameter, the value given and what is
allowed. A test that matched only the field would let a garbled or empty message through.
"""

from __future__ import annotations

from fractions import Fraction
from functools import partial
from typing import TYPE_CHECKING

import pytest

from cardscore import tarot
from cardscore.errors import ScoreError
from cardscore.tarot import (
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

if TYPE_CHECKING:
    from collections.abc import Callable

_HAND = "1H 2H 3H 4H 5H 6H 7H 8H 9H 10H VH CH DH RH 1S 2S 3S 4S 21 20 19 18 17 EX"
_D = "1H 2H 3H 4H 5H 6H"
_PILE = [str(card) for card in PACK[:76]]


def _four() -> Session:
    return Session(players=("A", "B", "C", "D"))


def _five() -> Session:
    return Session(players=("A", "B", "C", "D", "E"))


def _raised(call: Callable[[], object]) -> tuple[str, str]:
    with pytest.raises(ScoreError) as caught:
        call()
    error = caught.value
    assert str(error) == f"{error.field}: {error.value!r} is not allowed; expected {error.allowed}"
    return type(error).__name__, str(error)


# T1: cards, ranks and the enums' notation.
T1_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: Side.parse(1),
        "ScoreError",
        "side: 1 is not allowed; expected a Side or one of 'taker', 'defence'",
    ),
    (
        lambda: Side.parse("both"),
        "NotationError",
        "side: 'both' is not allowed; expected one of 'taker', 'defence'",
    ),
    (
        lambda: Contract.parse(2),
        "ScoreError",
        "contract: 2 is not allowed; expected a Contract or one of 'prise', 'garde', 'garde sans', 'garde contre' (also with _ or -)",
    ),
    (
        lambda: Contract.parse("garde sans chien"),
        "NotationError",
        "contract: 'garde sans chien' is not allowed; expected one of 'prise', 'garde', 'garde sans', 'garde contre' (also with _ or -)",
    ),
    (
        lambda: Poignee.parse(3),
        "ScoreError",
        "poignee: 3 is not allowed; expected a Poignee or one of 'simple', 'double', 'triple'",
    ),
    (
        lambda: Poignee.parse("quad"),
        "NotationError",
        "poignee: 'quad' is not allowed; expected one of 'simple', 'double', 'triple'",
    ),
    (
        lambda: Chelem.parse(400),
        "ScoreError",
        "chelem: 400 is not allowed; expected None, a Chelem or one of 'announced', 'unannounced', 'failed', 'defence'",
    ),
    (
        lambda: Chelem.parse("grand"),
        "NotationError",
        "chelem: 'grand' is not allowed; expected None or one of 'announced', 'unannounced', 'failed', 'defence'",
    ),
    (
        lambda: Rank.parse(15),
        "ScoreError",
        "rank: 15 is not allowed; expected a Rank, an int 1..14 or one of R D C V 10..1 (French) or K Q C J 10..1 (English)",
    ),
    (
        lambda: Rank.parse(0),
        "ScoreError",
        "rank: 0 is not allowed; expected a Rank, an int 1..14 or one of R D C V 10..1 (French) or K Q C J 10..1 (English)",
    ),
    (
        lambda: Rank.parse(True),
        "ScoreError",
        "rank: True is not allowed; expected a Rank, an int 1..14 or one of R D C V 10..1 (French) or K Q C J 10..1 (English)",
    ),
    (
        lambda: Rank.parse("Z"),
        "NotationError",
        "rank: 'Z' is not allowed; expected one of R D C V 10..1 (French) or K Q C J 10..1 (English)",
    ),
    (
        lambda: Card.parse(21),
        "ScoreError",
        "card: 21 is not allowed; expected a Card or a card like 'RS', 'KS', '21', 'EX'",
    ),
    (
        lambda: Card.parse("XS"),
        "NotationError",
        "card: 'XS' is not allowed; expected a trump 1..21 (or T1..T21), EX (or Excuse), or rank R D C V 10..1 / K Q C J 10..1 then suit S H D C (or ♠ ♥ ♦ ♣)",
    ),
    (
        lambda: Card(22),
        "ImpossibleResultError",
        "rank: 22 is not allowed; expected an int from 0 to 21",
    ),
    (
        lambda: Card(-1),
        "ImpossibleResultError",
        "rank: -1 is not allowed; expected an int from 0 to 21",
    ),
    (
        lambda: Card("X", "S"),
        "NotationError",
        "rank: 'X' is not allowed; expected one of R D C V 10..1 (French) or K Q C J 10..1 (English)",
    ),
    (
        lambda: Card(1, "Z"),
        "NotationError",
        "suit: 'Z' is not allowed; expected one of C D H S, ♣ ♦ ♥ ♠ or a suit name",
    ),
    (
        lambda: tarot.parse_cards(5),
        "ScoreError",
        "cards: 5 is not allowed; expected a str of tarot cards or an iterable of cards",
    ),
    (
        lambda: tarot.parse_cards("RS ZZ"),
        "NotationError",
        "cards: 'ZZ' is not allowed; expected a trump 1..21 (or T1..T21), EX (or Excuse), or rank R D C V 10..1 / K Q C J 10..1 then suit S H D C (or ♠ ♥ ♦ ♣)",
    ),
    (
        lambda: tarot.parse_cards([None]),
        "ScoreError",
        "cards: None is not allowed; expected a Card or a card like 'RS', 'KS', '21', 'EX'",
    ),
    (
        lambda: tarot.parse_cards("RS KS"),
        "ImpossibleResultError",
        "cards: 'RS' is not allowed; expected each card at most once",
    ),
    (
        lambda: tarot.parse_cards(5, field="pile"),
        "ScoreError",
        "pile: 5 is not allowed; expected a str of tarot cards or an iterable of cards",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), T1_MESSAGES)
def test_t1_notation_messages(call: Callable[[], object], kind: str, message: str) -> None:
    assert _raised(call) == (kind, message)


def test_t1_cards_that_cannot_be_iterated_are_named() -> None:
    # Iterable by their type and not by themselves (a 0-d numpy array has __iter__ and
    # refuses it): refused under the field's own name, with what it may be.
    numpy = pytest.importorskip("numpy")
    allowed = "expected a str of tarot cards or an iterable of cards"
    for field in ("cards", "pile"):
        assert _raised(partial(tarot.parse_cards, numpy.array("RS"), field=field)) == (
            "ScoreError",
            f"{field}: array('RS', dtype='<U2') is not allowed; {allowed}",
        )


# T2: the target's bouts.
T2_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: tarot.target(4),
        "ImpossibleResultError",
        "bouts: 4 is not allowed; expected an int from 0 to 3",
    ),
    (
        lambda: tarot.target("1"),
        "ScoreError",
        "bouts: '1' is not allowed; expected an int from 0 to 3",
    ),
    (
        lambda: tarot.target(True),
        "ScoreError",
        "bouts: True is not allowed; expected an int from 0 to 3",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), T2_MESSAGES)
def test_t2_target_messages(call: Callable[[], object], kind: str, message: str) -> None:
    assert _raised(call) == (kind, message)


# T3 (and T1/T4 for the tricks): the chien, the discard, void deals, the tricks.
T3_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: tarot.count_tricks("garde", (), chien=_D, excuse=3),
        "ScoreError",
        "excuse: 3 is not allowed; expected None, a Side or one of 'taker', 'defence'",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien=_D, excuse="nobody"),
        "NotationError",
        "excuse: 'nobody' is not allowed; expected None or one of 'taker', 'defence'",
    ),
    (
        lambda: tarot.count_tricks("garde sans", (), chien="1H 2H 3H 4H 5H EX", excuse="taker"),
        "RuleViolationError",
        "excuse: 'taker' is not allowed; expected None: the Excuse lies in the chien",
    ),
    (
        lambda: tarot.count_tricks(
            "garde contre", (), chien="1H 2H 3H 4H 5H EX", excuse="defence"
        ),
        "RuleViolationError",
        "excuse: 'defence' is not allowed; expected None: the Excuse lies in the chien",
    ),
    (
        lambda: tarot.count_tricks("garde sans", (), chien="1H 2H 3H 4H 5H 6H"),
        "ScoreError",
        "excuse: None is not allowed; expected 'taker' or 'defence', the side that played it",
    ),
    (
        lambda: tarot.count_tricks("garde", "RS", chien=_D, excuse="taker"),
        "ImpossibleResultError",
        "won: '1 card' is not allowed; expected whole tricks of 4 cards, at most 72 cards",
    ),
    (
        lambda: tarot.count_tricks("garde", _PILE, chien=_D, excuse="taker"),
        "ImpossibleResultError",
        "won: '76 cards' is not allowed; expected whole tricks of 4 cards, at most 72 cards",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien="1H 2H", excuse="taker"),
        "ImpossibleResultError",
        "chien: '2 cards' is not allowed; expected 6 cards with 4 players",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien=_D, players=5, excuse="taker"),
        "ImpossibleResultError",
        "chien: '6 cards' is not allowed; expected 3 cards with 5 players",
    ),
    (
        lambda: tarot.count_tricks("garde", "1H 2H 3H 4H", chien=_D, excuse="taker"),
        "ImpossibleResultError",
        "chien: '1H' is not allowed; expected cards not also in won",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien="1H 2H 3H 4H 5H RS", excuse="taker"),
        "RuleViolationError",
        "chien: 'RS' is not allowed; expected no king and no bout in a prise or garde discard",
    ),
    (
        lambda: tarot.count_tricks("prise", (), chien="1H 2H 3H 4H 5H 21", excuse="taker"),
        "RuleViolationError",
        "chien: '21' is not allowed; expected no king and no bout in a prise or garde discard",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien=_D, excuse_last=1, excuse="taker"),
        "ScoreError",
        "excuse_last: 1 is not allowed; expected True or False",
    ),
    (
        lambda: tarot.count_tricks("garde", (), chien=_D, players="4", excuse="taker"),
        "ScoreError",
        "players: '4' is not allowed; expected an int from 3 to 5",
    ),
    (
        lambda: tarot.check_discard(_D, "RS"),
        "ImpossibleResultError",
        "hand: '1 card' is not allowed; expected 24 cards (hand and chien) with 4 players",
    ),
    (
        lambda: tarot.check_discard(_D, _HAND, players=3),
        "ImpossibleResultError",
        "hand: '24 cards' is not allowed; expected 30 cards (hand and chien) with 3 players",
    ),
    (
        lambda: tarot.check_discard("1H", _HAND),
        "ImpossibleResultError",
        "discard: '1 card' is not allowed; expected 6 cards with 4 players",
    ),
    (
        lambda: tarot.check_discard("1H 2H 3H 4H 5H 1C", _HAND),
        "RuleViolationError",
        "discard: '1C' is not allowed; expected cards from the hand",
    ),
    (
        lambda: tarot.check_discard("RH 2H 3H 4H 5H 6H", _HAND),
        "RuleViolationError",
        "discard: 'RH' is not allowed; expected no king and no bout",
    ),
    (
        lambda: tarot.check_discard("EX 2H 3H 4H 5H 6H", _HAND),
        "RuleViolationError",
        "discard: 'EX' is not allowed; expected no king and no bout",
    ),
    (
        lambda: tarot.check_discard("17 18 3H 4H 5H 6H", _HAND),
        "RuleViolationError",
        "discard: '17 18' is not allowed; expected trumps only when the hand has fewer than 6 cards other than kings, trumps and the Excuse",
    ),
    (
        lambda: tarot.is_legal_discard(_D, "RS"),
        "ImpossibleResultError",
        "hand: '1 card' is not allowed; expected 24 cards (hand and chien) with 4 players",
    ),
    (
        lambda: tarot.is_void(bids="pass"),
        "ScoreError",
        "bids: 'pass' is not allowed; expected a sequence of bids: contracts, 'pass' or None",
    ),
    (
        lambda: tarot.is_void(hands="1 RS"),
        "ScoreError",
        "hands: '1 RS' is not allowed; expected a sequence of hands",
    ),
    (
        lambda: tarot.is_void(bids=["pass", "grande"]),
        "NotationError",
        "bids: 'grande' is not allowed; expected 'pass', None or 'prise', 'garde', 'garde sans', 'garde contre' (also with _ or -)",
    ),
    (
        lambda: tarot.is_void(bids=[1]),
        "ScoreError",
        "bids: 1 is not allowed; expected 'pass', None or 'prise', 'garde', 'garde sans', 'garde contre' (also with _ or -)",
    ),
    # Found by the mutation run: at most five bids or hands (five players), and a bad card
    # of a dealt hand is named as the hand's.
    (
        lambda: tarot.is_void(bids=["pass"] * 6),
        "ImpossibleResultError",
        "bids: ['pass', 'pass', 'pass', 'pass', 'pass', 'pass'] is not allowed; expected at most 5 items: a sequence of bids: contracts, 'pass' or None",
    ),
    (
        lambda: tarot.is_void(hands=["1"] * 6),
        "ImpossibleResultError",
        "hands: ['1', '1', '1', '1', '1', '1'] is not allowed; expected at most 5 items: a sequence of hands",
    ),
    (
        lambda: Distribution(["1"] * 6, ()),
        "ImpossibleResultError",
        "hands: ['1', '1', '1', '1', '1', '1'] is not allowed; expected at most 5 items: a sequence of 3 to 5 hands",
    ),
    (
        lambda: Distribution(["RS XX", "1", "2"], ()),
        "NotationError",
        "hand: 'XX' is not allowed; expected a trump 1..21 (or T1..T21), EX (or Excuse), or rank R D C V 10..1 / K Q C J 10..1 then suit S H D C (or ♠ ♥ ♦ ♣)",
    ),
    (
        lambda: Distribution(5, ()),
        "ScoreError",
        "hands: 5 is not allowed; expected a sequence of 3 to 5 hands",
    ),
    (
        lambda: Distribution([PACK[:18]] * 2, PACK[:6]),
        "ImpossibleResultError",
        "hands: '2 hands' is not allowed; expected 3 to 5 hands",
    ),
    (
        lambda: Distribution([PACK[0:17], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[72:]),
        "ImpossibleResultError",
        "hands: 'a hand of 17' is not allowed; expected 18 cards each",
    ),
    (
        lambda: Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[72:77]),
        "ImpossibleResultError",
        "chien: '5 cards' is not allowed; expected 6 cards",
    ),
    (
        lambda: Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[0:18]], PACK[72:]),
        "ImpossibleResultError",
        "hands: '1' is not allowed; expected each card dealt once",
    ),
    (
        lambda: Distribution([PACK[0:18], PACK[18:36], PACK[36:54], PACK[54:72]], PACK[0:6]),
        "ImpossibleResultError",
        "hands: '1' is not allowed; expected each card dealt once",
    ),
]


def test_t1_cards_text_past_its_limit_is_shown_cut() -> None:
    # Found by the mutation run: the value named is the text given (shown cut, with its
    # length), and a part of a list that is neither a Card nor a str is named itself.
    text = "RS" + " " * 639
    with pytest.raises(ScoreError) as caught:
        tarot.parse_cards(text)
    assert caught.value.value == text
    assert str(caught.value) == (
        f"cards: {text[:40]!r}… (641 characters) is not allowed; "
        "expected tarot cards, at most 640 characters in all"
    )
    assert _raised(lambda: tarot.parse_cards([5])) == (
        "ScoreError",
        "cards: 5 is not allowed; expected a Card or a card like 'RS', 'KS', '21', 'EX'",
    )


@pytest.mark.parametrize(("call", "kind", "message"), T3_MESSAGES)
def test_t3_chien_discard_void_and_trick_messages(
    call: Callable[[], object], kind: str, message: str
) -> None:
    assert _raised(call) == (kind, message)


# T4: settle's arguments and the results no deal gives.
T4_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    (
        lambda: Poignee.SIMPLE.trumps(6),
        "ImpossibleResultError",
        "players: 6 is not allowed; expected an int from 3 to 5",
    ),
    (
        lambda: tarot.poignee(None),
        "ScoreError",
        "trumps: None is not allowed; expected an int from 0 to 22 or the trumps shown",
    ),
    (
        lambda: tarot.poignee(True),
        "ScoreError",
        "trumps: True is not allowed; expected an int from 0 to 22 or the trumps shown",
    ),
    (
        lambda: tarot.poignee(23),
        "ImpossibleResultError",
        "trumps: 23 is not allowed; expected an int from 0 to 22",
    ),
    (
        lambda: tarot.poignee("21 RS"),
        "RuleViolationError",
        "trumps: 'RS' is not allowed; expected only trumps and the Excuse",
    ),
    (
        lambda: tarot.poignee(10, 2),
        "ImpossibleResultError",
        "players: 2 is not allowed; expected an int from 3 to 5",
    ),
    (
        lambda: tarot.poignee(10.0),
        "ScoreError",
        "trumps: 10.0 is not allowed; expected an int from 0 to 22 or the trumps shown",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=True),
        "ScoreError",
        "points: True is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=[45]),
        "ScoreError",
        "points: [45] is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points="lots"),
        "NotationError",
        "points: 'lots' is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=40.25),
        "ImpossibleResultError",
        "points: 40.25 is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=92),
        "ImpossibleResultError",
        "points: 92 is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points="-0,5"),
        "ImpossibleResultError",
        "points: '-0,5' is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, poignees=1),
        "ScoreError",
        "poignees: 1 is not allowed; expected a sequence of 'simple', 'double', 'triple'",
    ),
    (
        # Found by the mutation run: at most five poignées (more need more than 22 trumps).
        lambda: tarot.settle("garde", bouts=2, points=49, poignees=["simple"] * 6),
        "ImpossibleResultError",
        "poignees: ['simple', 'simple', 'simple', 'simple', 'simple', 'simple'] is not allowed; expected at most 5 items: a sequence of 'simple', 'double', 'triple'",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, poignees=[1]),
        "ScoreError",
        "poignees: 1 is not allowed; expected 'simple', 'double' or 'triple'",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, poignees=["quad"]),
        "NotationError",
        "poignees: 'quad' is not allowed; expected one of 'simple', 'double', 'triple'",
    ),
    # Found by the mutation run: points text past its 32 characters, a Fraction that is no
    # half point, and the counts with 1 and 2 bouts (four players, garde, no chelem: the
    # fewest is the discard of six low cards, 3, and a trick holding the bouts with low
    # cards, 4.5 + 1.5 or 9 + 1; the most leaves the defence a trick of its bouts and low
    # cards, 9 + 1 or 4.5 + 1.5), and ".5" read as half a point.
    (
        lambda: tarot.settle("garde", bouts=2, points="4" * 33),
        "NotationError",
        "points: '444444444444444444444444444444444' is not allowed; expected at most 32 characters",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=Fraction(1, 3)),
        "ImpossibleResultError",
        "points: Fraction(1, 3) is not allowed; expected a multiple of 0.5 from 0 to 91 (int, float, Fraction, Decimal or str)",
    ),
    (
        lambda: tarot.settle("garde", bouts=1, points=90),
        "ImpossibleResultError",
        "points: 90 is not allowed; expected from 9 to 81 with 1 bout",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=".5"),
        "ImpossibleResultError",
        "points: '.5' is not allowed; expected from 13 to 85 with 2 bouts",
    ),
    (
        # T7: the defence keeps the chien (six cards, 3 to 25 points, no bout with the
        # taker's three): 91 - 25 = 66 to 91 - 3 = 88.
        lambda: tarot.settle("garde contre", bouts=3, points=91, chelem="announced"),
        "ImpossibleResultError",
        "points: 91 is not allowed; expected from 66 to 88 with 3 bouts: a chelem in a garde contre is 91 with 3 bouts or 87 with 2 (the Excuse kept by the defence), less the chien's points and bouts",
    ),
    (
        lambda: tarot.settle("garde", bouts=3, points=10),
        "ImpossibleResultError",
        "points: 10 is not allowed; expected from 17 to 89 with 3 bouts",
    ),
    (
        lambda: tarot.settle("garde", bouts=0, points=90),
        "ImpossibleResultError",
        "points: 90 is not allowed; expected from 5 to 77 with 0 bouts",
    ),
    (
        # Not a plain deal: the same check, on the path that also checks the poignées.
        lambda: tarot.settle("garde", bouts=3, points="12.5", poignees=["simple"]),
        "ImpossibleResultError",
        "points: '12.5' is not allowed; expected from 17 to 89 with 3 bouts",
    ),
    (
        lambda: tarot.settle("garde", bouts=0, points=40, petit_au_bout="taker"),
        "ImpossibleResultError",
        "petit_au_bout: 'taker' is not allowed; expected the side holding the Petit: the taker only with a bout, the defence with < 3, and after a chelem the side that took every trick",
    ),
    (
        lambda: tarot.settle("garde", bouts=3, points=60, petit_au_bout="defence"),
        "ImpossibleResultError",
        "petit_au_bout: 'defence' is not allowed; expected the side holding the Petit: the taker only with a bout, the defence with < 3, and after a chelem the side that took every trick",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=30, chelem="announced"),
        "ImpossibleResultError",
        "points: 30 is not allowed; expected 91 with 3 bouts or 87 with 2 (the Excuse kept by the defence): a chelem made by the taker takes every card",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=60, chelem="defence"),
        "ImpossibleResultError",
        "points: 60 is not allowed; expected no count with 2 bouts: after a chelem by the defence the taker has only what counts without a trick (the discard, plus 4 for their own Excuse)",
    ),
    (
        lambda: tarot.settle(
            "garde", bouts=2, points=87, chelem="unannounced", petit_au_bout="defence"
        ),
        "ImpossibleResultError",
        "petit_au_bout: 'defence' is not allowed; expected the side holding the Petit: the taker only with a bout, the defence with < 3, and after a chelem the side that took every trick",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, poignees=["triple", "simple"]),
        "ImpossibleResultError",
        "poignees: 'triple, simple' is not allowed; expected poignées needing at most 22 trumps in all with 4 players",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, players=3, poignees=["simple"] * 4),
        "ImpossibleResultError",
        "poignees: 'simple, simple, simple, simple' is not allowed; expected poignées needing at most 22 trumps in all with 3 players",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, petit_au_bout=1),
        "ScoreError",
        "petit_au_bout: 1 is not allowed; expected None, a Side or one of 'taker', 'defence'",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, petit_au_bout="nobody"),
        "NotationError",
        "petit_au_bout: 'nobody' is not allowed; expected None or one of 'taker', 'defence'",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, alone=1),
        "ScoreError",
        "alone: 1 is not allowed; expected True or False",
    ),
    (
        lambda: tarot.settle("garde", bouts=2.0, points=45),
        "ScoreError",
        "bouts: 2.0 is not allowed; expected an int from 0 to 3",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, players=6),
        "ImpossibleResultError",
        "players: 6 is not allowed; expected an int from 3 to 5",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), T4_MESSAGES)
def test_t4_settle_and_poignee_messages(
    call: Callable[[], object], kind: str, message: str
) -> None:
    assert _raised(call) == (kind, message)


# T5: the session ledger.
T5_MESSAGES: list[tuple[Callable[[], object], str, str]] = [
    # Found by the mutation run: six players, starting totals naming a player twice or a
    # stranger, "alone" at four, rules that are no tarot.Rules.
    (
        lambda: Session(players=list("ABCDEF")),
        "ImpossibleResultError",
        "players: ['A', 'B', 'C', 'D', 'E', 'F'] is not allowed; expected at most 5 items: 3 to 5 distinct player names",
    ),
    (
        lambda: Session(players=("A", "B", "C"), totals={"A": 0, " A": 0, "B": 0, "C": 0}),
        "ScoreError",
        "totals: {'A': 0, ' A': 0, 'B': 0, 'C': 0} is not allowed; expected a mapping of every player to an int, once each",
    ),
    (
        lambda: Session(players=("A", "B", "C"), totals={"A": 0, "B": 0, "Z": 0}),
        "ScoreError",
        "totals: 'Z' is not allowed; expected one of 'A', 'B', 'C'",
    ),
    (
        lambda: _four().record("garde", taker="A", bouts=2, points=45, alone=True),
        "RuleViolationError",
        "alone: True is not allowed; expected no alone with 4 players: nobody is called, the taker always plays against the others (alone is for five players)",
    ),
    (
        lambda: tarot.settle("garde", bouts=2, points=45, rules="FFT"),
        "ScoreError",
        "rules: 'FFT' is not allowed; expected a tarot.Rules, such as tarot.FFT",
    ),
    (
        lambda: Session(players="ABC"),
        "ScoreError",
        "players: 'ABC' is not allowed; expected 3 to 5 distinct player names",
    ),
    (
        lambda: Session(players=("A", "B")),
        "ScoreError",
        "players: ('A', 'B') is not allowed; expected 3 to 5 distinct player names",
    ),
    (
        lambda: Session(players=("A", "B", 3)),
        "ScoreError",
        "players: 3 is not allowed; expected a non-empty str name",
    ),
    (
        lambda: Session(players=("A", "B", " ")),
        "ScoreError",
        "players: ' ' is not allowed; expected a non-empty str name",
    ),
    (
        lambda: Session(players=("A", "B", "A")),
        "ScoreError",
        "players: ('A', 'B', 'A') is not allowed; expected distinct names",
    ),
    (
        lambda: Session(players=("A", "B", "C"), planned=0),
        "ImpossibleResultError",
        "planned: 0 is not allowed; expected an int from 1 to 10000000",
    ),
    (
        lambda: _four().record("garde", taker="Z", bouts=2, points=45),
        "ScoreError",
        "taker: 'Z' is not allowed; expected one of 'A', 'B', 'C', 'D'",
    ),
    (
        lambda: _four().record("garde", taker="A", partner="B", bouts=2, points=45),
        "RuleViolationError",
        "partner: 'B' is not allowed; expected no partner: with 4 players nobody is called",
    ),
    (
        lambda: _five().record("garde", taker="A", partner="B", alone=True, bouts=2, points=45),
        "RuleViolationError",
        "partner: 'B' is not allowed; expected None or the taker when alone",
    ),
    (
        lambda: _five().record("garde", taker="A", partner=3, bouts=2, points=45),
        "ScoreError",
        "partner: 3 is not allowed; expected one of 'A', 'B', 'C', 'D', 'E'",
    ),
    (
        lambda: _four().close().record("garde", taker="A", bouts=2, points=45),
        "RuleViolationError",
        "session: 'over after 0 deals' is not allowed; expected no more deals: the session is over",
    ),
    (
        lambda: (
            Session(("A", "B", "C"), planned=1)
            .throw_in()
            .record("garde", taker="A", bouts=2, points=45)
            .throw_in()
        ),
        "RuleViolationError",
        "session: 'over after 1 deal' is not allowed; expected no more deals: the session is over",
    ),
    (
        lambda: _four().undo(),
        "RuleViolationError",
        "undo: 'nothing recorded' is not allowed; expected at least one recorded deal",
    ),
    (
        lambda: _four().throw_in("bored"),
        "ScoreError",
        "reason: 'bored' is not allowed; expected 'all pass' or 'petit sec'",
    ),
    (
        lambda: _four().record("garde", taker="A", alone="no", bouts=2, points=45),
        "ScoreError",
        "alone: 'no' is not allowed; expected True or False",
    ),
]


@pytest.mark.parametrize(("call", "kind", "message"), T5_MESSAGES)
def test_t5_session_messages(call: Callable[[], object], kind: str, message: str) -> None:
    assert _raised(call) == (kind, message)
