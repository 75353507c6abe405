"""Every error message of the shared modules, word for word.

Users read these messages at the table; a test that matched only the field would let a
garbled message through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, bridge
from cardscore.bridge import Contract, Doubling, Result, Strain
from cardscore.cards import Card, Rank, Suit, parse_cards, parse_hand
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable


def message(call: Callable[[], object]) -> tuple[str, str, object]:
    with pytest.raises(ScoreError) as caught:
        call()
    error = caught.value
    assert str(error) == f"{error.field}: {error.value!r} is not allowed; expected {error.allowed}"
    return type(error).__name__, str(error), error.value


@pytest.mark.parametrize(
    ("call", "expected"),
    [
        (
            lambda: Contract.parse(wrong(4)),
            (
                "ScoreError",
                "contract: 4 is not allowed; expected a Contract or a str like '4SX' or '3NT'",
                4,
            ),
        ),
        # Found by the mutation run: score() and settle() name the value given too.
        (
            lambda: bridge.score(wrong(4), 10, vulnerable=False),
            (
                "ScoreError",
                "contract: 4 is not allowed; expected a Contract or a str like '4SX' or '3NT'",
                4,
            ),
        ),
        (
            lambda: bridge.settle(wrong(4), 10, vulnerable=False),
            (
                "ScoreError",
                "contract: 4 is not allowed; expected a Contract or a str like '4SX' or '3NT'",
                4,
            ),
        ),
        (
            lambda: Contract.parse("Pass"),
            (
                "NotationError",
                "contract: 'Pass' is not allowed; expected a contract like '4SX'; a passed-out deal has no contract",
                "Pass",
            ),
        ),
        (
            lambda: Contract.parse("passed out"),
            (
                "NotationError",
                "contract: 'passed out' is not allowed; expected a contract like '4SX'; a passed-out deal has no contract",
                "passed out",
            ),
        ),
        (
            lambda: Contract.parse("-"),
            (
                "NotationError",
                "contract: '-' is not allowed; expected a contract like '4SX'; a passed-out deal has no contract",
                "-",
            ),
        ),
        (
            lambda: Contract.parse("4SXXX"),
            (
                "NotationError",
                "contract: '4SXXX' is not allowed; expected level 1-7, strain C D H S NT, then '', 'X' or 'XX' ('4SX')",
                "4SXXX",
            ),
        ),
        (
            lambda: Contract.parse("8S"),
            (
                "NotationError",
                "contract: '8S' is not allowed; expected a level from 1 to 7 ('4SX', '3NT')",
                "8S",
            ),
        ),
        (
            lambda: Contract.parse("0S"),
            (
                "NotationError",
                "contract: '0S' is not allowed; expected a level from 1 to 7 ('4SX', '3NT')",
                "0S",
            ),
        ),
        (
            lambda: Contract(8, "S"),
            ("ImpossibleResultError", "level: 8 is not allowed; expected an int from 1 to 7", 8),
        ),
        (
            lambda: Strain.parse(wrong(1)),
            (
                "ScoreError",
                "strain: 1 is not allowed; expected a Strain or one of C D H S NT, ♣ ♦ ♥ ♠",
                1,
            ),
        ),
        (
            lambda: Strain.parse("Z"),
            (
                "NotationError",
                "strain: 'Z' is not allowed; expected one of C D H S NT (or N), ♣ ♦ ♥ ♠",
                "Z",
            ),
        ),
        (
            lambda: Doubling.parse(wrong(1)),
            (
                "ScoreError",
                "doubling: 1 is not allowed; expected a Doubling or one of '', 'X', 'XX'",
                1,
            ),
        ),
        (
            lambda: Doubling.parse("XXX"),
            (
                "NotationError",
                "doubling: 'XXX' is not allowed; expected one of '', 'X', 'XX'",
                "XXX",
            ),
        ),
        (
            lambda: bridge.score("4S", 10, vulnerable=wrong(1)),
            ("ScoreError", "vulnerable: 1 is not allowed; expected True or False", 1),
        ),
        (
            lambda: bridge.score("4S", 14, vulnerable=False),
            (
                "ImpossibleResultError",
                "tricks: 14 is not allowed; expected an int from 0 to 13",
                14,
            ),
        ),
        (
            lambda: bridge.settle("4S", -1, vulnerable=False),
            (
                "ImpossibleResultError",
                "tricks: -1 is not allowed; expected an int from 0 to 13",
                -1,
            ),
        ),
        (
            lambda: Result.parse(wrong(4)),
            (
                "ScoreError",
                "result: 4 is not allowed; expected a Result or a str like '4S=', '4SX-1', '3NT+1'",
                4,
            ),
        ),
        (
            lambda: Result.parse("4S"),
            (
                "NotationError",
                "result: '4S' is not allowed; expected a contract then '=', '+N' or '-N' ('4SX-1')",
                "4S",
            ),
        ),
        (
            lambda: Result.parse("7NT+1"),
            (
                "ImpossibleResultError",
                "result: '7NT+1' is not allowed; expected a result with 0 to 13 tricks for 7NT (14 given)",
                "7NT+1",
            ),
        ),
        (
            lambda: Card.parse(wrong(1)),
            (
                "ScoreError",
                "card: 1 is not allowed; expected a Card or a card like 'TS', '10S', '♠10'",
                1,
            ),
        ),
        (
            lambda: Card.parse("1S"),
            (
                "NotationError",
                "card: '1S' is not allowed; expected rank A K Q J T (or 10) 9..2 and suit C D H S or ♣ ♦ ♥ ♠",
                "1S",
            ),
        ),
        (
            lambda: Rank.parse(wrong(1)),
            ("ScoreError", "rank: 1 is not allowed; expected a Rank or one of A K Q J T 9..2", 1),
        ),
        (
            lambda: Rank.parse("1"),
            (
                "NotationError",
                "rank: '1' is not allowed; expected one of A K Q J T (or 10) 9 8 7 6 5 4 3 2",
                "1",
            ),
        ),
        (
            lambda: Suit.parse(wrong(1)),
            (
                "ScoreError",
                "suit: 1 is not allowed; expected a Suit or one of C D H S, ♣ ♦ ♥ ♠",
                1,
            ),
        ),
        (
            lambda: Suit.parse("Z"),
            (
                "NotationError",
                "suit: 'Z' is not allowed; expected one of C D H S, ♣ ♦ ♥ ♠ or a suit name",
                "Z",
            ),
        ),
        (
            lambda: parse_cards(wrong(1)),
            (
                "ScoreError",
                "cards: 1 is not allowed; expected a str of cards or an iterable of cards",
                1,
            ),
        ),
        (
            lambda: parse_cards("AS AS"),
            (
                "ImpossibleResultError",
                "cards: 'AS' is not allowed; expected each card at most once",
                "AS",
            ),
        ),
        (
            lambda: parse_hand("AK.Q"),
            (
                "NotationError",
                "hand: 'AK.Q' is not allowed; expected a PBN hand of four suits S.H.D.C, like 'AK.QJ2.-.T98'",
                "AK.Q",
            ),
        ),
    ],
)
def test_exact_message(call: Callable[[], object], expected: tuple[str, str, object]) -> None:
    assert message(call) == expected


def test_long_values_are_shown_shortened_with_their_size() -> None:
    text = "4S" + " " * 100_000 + "!"
    with pytest.raises(ScoreError) as caught:
        Result.parse(text)
    assert caught.value.value is text  # kept whole, as given
    assert str(caught.value) == (
        "result: '4S                                      '… (100,003 characters) "
        "is not allowed; expected at most 64 characters"
    )


def test_a_doubling_that_is_no_str_is_named() -> None:
    # Found by the mutation run: the value refused is the one given (B1).
    assert message(lambda: Doubling.parse(wrong(5))) == (
        "ScoreError",
        "doubling: 5 is not allowed; expected a Doubling or one of '', 'X', 'XX'",
        5,
    )


def test_values_a_message_could_not_show_are_shown_shortened() -> None:
    nested: object = []
    for _ in range(10_000):
        nested = [nested]
    with pytest.raises(ScoreError) as caught:
        Contract.parse(wrong(nested))
    assert str(caught.value).startswith("contract: [[[[[...]]]]] is not allowed")
    with pytest.raises(ScoreError) as caught:
        bridge.score("4S", 10**5000, vulnerable=False)
    assert str(caught.value) == (
        "tricks: <an int of 16,610 bits> is not allowed; expected an int from 0 to 13"
    )

    class Broken:
        def __repr__(self) -> str:
            raise RuntimeError

    with pytest.raises(ScoreError, match=r"^contract: <Broken instance at 0x"):
        Contract.parse(wrong(Broken()))
    with pytest.raises(ScoreError, match=r"^contract: \[0, 1, 2, .*, \.\.\.\] is not"):
        Contract.parse(wrong(list(range(1_000))))
    with pytest.raises(ScoreError) as caught:
        Contract.parse(wrong(["4S" * 1_000, "3NT"] * 10))
    assert str(caught.value).startswith("contract: ['4S4S4S")
    assert "'… (2,000 characters), '3NT', " in str(caught.value)


def test_short_values_are_shown_as_repr_shows_them() -> None:
    for value in ({"b": 1, "a": 2}, ("4", "S"), b"4S", 4.5, None, "x" * 500, 10**300):
        with pytest.raises(ScoreError) as caught:
            Contract.parse(wrong(value))
        assert f"contract: {value!r} is not allowed" in str(caught.value)
