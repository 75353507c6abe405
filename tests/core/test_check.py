"""The validation helpers every module uses at its edge."""

from __future__ import annotations

import enum
import re

import pytest

from cardscore import ImpossibleResultError, NotationError, ScoreError

# Private on purpose: the shared validators every public module calls at its edge.
from cardscore._check import (
    LazyPattern,
    check_bool,
    check_int,
    check_str,
    check_text,
    int_from_text,
    lookup_name,
    one_of,
)


class Colour(enum.Enum):
    RED = "red"


def test_check_int() -> None:
    assert check_int("n", 3, 0, 5) == 3
    with pytest.raises(
        ImpossibleResultError, match=r"n: 6 is not allowed; expected an int from 0 to 5"
    ):
        check_int("n", 6, 0, 5)
    for wrong in (True, 3.0, "3", None):
        with pytest.raises(ScoreError, match=r"n: .* expected an int from 0 to 5"):
            check_int("n", wrong, 0, 5)


def test_check_bool_and_str() -> None:
    assert check_bool("flag", False) is False
    with pytest.raises(ScoreError, match="flag: 1 is not allowed; expected True or False"):
        check_bool("flag", 1)
    assert check_str("name", "x") == "x"
    with pytest.raises(ScoreError, match="name: 3 is not allowed; expected a str"):
        check_str("name", 3)


def test_one_of_is_exact_about_types() -> None:
    assert one_of("side", "NS", ("NS", "EW")) == "NS"
    assert one_of("level", 100, (100, 150)) == 100
    assert one_of("colour", Colour.RED, Colour) is Colour.RED
    with pytest.raises(ScoreError, match="side: 'XY' is not allowed; expected one of 'NS', 'EW'"):
        one_of("side", "XY", ("NS", "EW"))
    with pytest.raises(ScoreError, match="level"):
        one_of("level", True, (1, 150))


def test_the_error_keeps_the_value_given() -> None:
    with pytest.raises(ScoreError) as caught:
        check_int("n", "3", 0, 5)
    assert caught.value.value == "3"
    assert str(caught.value) == "n: '3' is not allowed; expected an int from 0 to 5"


def test_lookup_name() -> None:
    names = {"red": Colour.RED}
    assert lookup_name("colour", "  RED ", names, "a Colour", "'red'") is Colour.RED
    with pytest.raises(ScoreError) as caught:
        lookup_name("colour", 1, names, "a Colour", "'red'")
    assert type(caught.value) is ScoreError
    assert str(caught.value) == "colour: 1 is not allowed; expected a Colour"
    with pytest.raises(NotationError, match=r"^colour: 'blue' is not allowed; expected 'red'$"):
        lookup_name("colour", "blue", names, "a Colour", "'red'")


def test_lazy_pattern_compiles_on_first_match_and_keeps_it() -> None:
    pattern = LazyPattern(r"\s*(?P<level>\d)nt\s*", re.IGNORECASE)
    before = pattern._compiled
    assert before is None  # nothing compiled at import
    match = pattern.fullmatch(" 3NT ")
    assert match is not None
    assert match["level"] == "3"
    compiled = pattern._compiled
    assert compiled is not None
    assert compiled.flags & re.IGNORECASE
    assert pattern.fullmatch("3nt x") is None  # a full match, not a prefix
    assert pattern._compiled is compiled


def test_check_text_bounds_then_strips() -> None:
    assert check_text("contract", "  4SX ", 64, "a str") == "4SX"
    assert check_text("contract", "x" * 64, 64, "a str") == "x" * 64
    with pytest.raises(NotationError) as caught:
        check_text("contract", "x" * 65, 64, "a str")
    assert (
        str(caught.value)
        == f"contract: {'x' * 65!r} is not allowed; expected at most 64 characters"
    )
    with pytest.raises(ScoreError, match=r"^contract: 4 is not allowed; expected a Contract$"):
        check_text("contract", 4, 64, "a Contract")


@pytest.mark.parametrize(
    ("text", "value"),
    [("13", 13), (" 0 ", 0), ("+7", 7), ("007", 7), ("-0", 0), ("0" * 60 + "9", 9)],
)
def test_int_from_text(text: str, value: int) -> None:
    assert int_from_text("tricks", text, 0, 13) == value


@pytest.mark.parametrize("text", ["", "+", "ten", "1_0", "1.0", "٤", "²", "1e3", "- 1", "0x1"])
def test_int_from_text_refuses_what_is_not_a_whole_number(text: str) -> None:
    with pytest.raises(NotationError, match=r"expected a whole number from 0 to 13$"):
        int_from_text("tricks", text, 0, 13)


@pytest.mark.parametrize("text", ["14", "-1", "100", "9" * 60])
def test_int_from_text_refuses_numbers_out_of_range(text: str) -> None:
    with pytest.raises(ImpossibleResultError, match=r"expected a whole number from 0 to 13$"):
        int_from_text("tricks", text, 0, 13)


def test_int_from_text_counts_digits_against_both_bounds() -> None:
    assert int_from_text("points", "-1000", -1000, 5) == -1000
    with pytest.raises(ImpossibleResultError):
        int_from_text("points", "-10000", -1000, 5)
    with pytest.raises(NotationError, match="at most 64 characters"):
        int_from_text("points", "1" * 65, 0, 5)


def test_lookup_name_refuses_long_text_unread() -> None:
    with pytest.raises(NotationError, match=r"\(65 characters\)|'x{65}'"):
        lookup_name("colour", "x" * 65, {"x" * 65: Colour.RED}, "a Colour", "'red'")


def test_check_int_takes_int_subclasses_as_ints() -> None:
    class Count(int):
        pass

    value = check_int("n", Count(3), 0, 5)
    assert type(value) is int
    assert value == 3
    with pytest.raises(ImpossibleResultError, match="n: 9 is not allowed"):
        check_int("n", Count(9), 0, 5)
