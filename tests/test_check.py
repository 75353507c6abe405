"""The validation helpers every module uses at its edge."""

from __future__ import annotations

import enum
import re

import pytest

from cardscore import ImpossibleResultError, NotationError, ScoreError
from cardscore._check import (
    LazyPattern,
    check_bool,
    check_int,
    check_str,
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
