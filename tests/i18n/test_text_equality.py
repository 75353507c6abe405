"""A Text's equality and hash are one relation, whatever the order (issue 42, "Also": ``Text``).

The reproduction: ``Text("game") == "game"`` and ``"game" == Text.in_context("pitch point",
"game")``, but the two Texts differed, so a set of the three had two or three members
depending on the order they were added in. Now each value has one key, (its English, its
meaning): a ``str`` and a Text without a context of its own (none, or only the parts of a
``+`` join) have no meaning beyond their English; a Text in a context (pitch's game point, a
tarot mark) is equal only to a Text in the same context. Equal values hash equal. An
error's allowed in a program's words that carries a player's (an ``Allowed``) is its
program's Text: the player's words change neither its equality nor its hash.
"""

from __future__ import annotations

from itertools import permutations
from typing import TYPE_CHECKING

from hypothesis import given
from hypothesis import strategies as st

from cardscore._text import JOINED, Allowed, Text
from cardscore.i18n import say

if TYPE_CHECKING:
    from random import Random

_WORDS = st.sampled_from(["game", "g", "", "game!"])
_CONTEXTS = st.sampled_from(["pitch point", "chicago bonus"])

#: A Text made by a call, with or without a context.
_MADE: st.SearchStrategy[Text] = st.one_of(
    _WORDS.map(Text), st.builds(Text.in_context, _CONTEXTS, _WORDS)
)
#: The same carrying a player's words.
_ALLOWED: st.SearchStrategy[Allowed] = st.builds(Allowed, _MADE, told=_WORDS.map(Text))

#: A str, a Text, a Text in a context, an Allowed, or a join of two of them: few words, many
#: ties.
_VALUES: st.SearchStrategy[str] = st.deferred(
    lambda: st.one_of(
        _WORDS,
        _MADE,
        _ALLOWED,
        st.builds(lambda left, right: left + right, _VALUES, _VALUES),
    )
)


def key(value: str) -> tuple[str, str | None]:
    """The value's one key: its English, and its meaning (a context but a join's)."""
    context = value.context if isinstance(value, Text) else None
    return str(value), None if context == JOINED else context


def test_item_text_equality_the_reproduction() -> None:
    game, point = Text("game"), Text.in_context("pitch point", "game")
    assert game == "game"
    assert "game" == game  # noqa: SIM300 - the str on the left is the point
    # The two meanings differ, so the English str can equal at most one of them.
    assert point != game
    assert point != "game"
    assert "game" != point  # noqa: SIM300
    for order in permutations([game, "game", point]):
        assert len(set(order)) == 2
        assert len(dict.fromkeys(order)) == 2
    assert str(point) == "game"  # its English is still "game"
    assert say(point, "fi") == "jakopiste"


def test_a_join_is_equal_to_its_english() -> None:
    # A + join has no meaning of its own: it is the str it writes, as before.
    point = Text.in_context("pitch point", "game")
    assert "» " + point == "» game"
    assert point + "" == "game" == Text("game")
    assert point + "" != point


@given(_VALUES, _VALUES)
def test_equal_exactly_when_the_keys_are(left: str, right: str) -> None:
    assert (left == right) is (key(left) == key(right))
    assert (right == left) is (left == right)
    assert (left != right) is not (left == right)
    if left == right:
        assert hash(left) == hash(right)


@given(_MADE, _WORDS.map(Text), _VALUES)
def test_an_allowed_compares_and_hashes_as_its_program_text(
    program: Text, told: Text, other: str
) -> None:
    allowed = Allowed(program, told=told)
    assert (allowed == other) is (program == other)
    assert (other == allowed) is (other == program)
    assert allowed == program
    assert hash(allowed) == hash(program)
    assert len({allowed, program}) == 1


@given(_VALUES, _VALUES, _VALUES)
def test_equality_is_transitive(first: str, second: str, third: str) -> None:
    if first == second and second == third:
        assert first == third


@given(st.lists(_VALUES, max_size=8), st.randoms(use_true_random=False))
def test_a_set_or_dict_is_the_same_in_any_order(values: list[str], random: Random) -> None:
    shuffled = list(values)
    random.shuffle(shuffled)
    keys = {key(value) for value in values}
    assert len(set(values)) == len(set(shuffled)) == len(keys)
    by_value = {value: key(value) for value in shuffled}
    assert len(by_value) == len(keys)
    for value in values:
        assert value in by_value
        assert by_value[value] == key(value)
        assert value in set(shuffled)


class _Name(str):
    """Someone else's str subclass: a str with no meaning of its own."""

    __slots__ = ()


def test_another_str_subclass_is_a_plain_str() -> None:
    point = Text.in_context("pitch point", "game")
    assert Text("game") == _Name("game")
    assert point != _Name("game")
    assert Text("game") != _Name("games")


def test_not_equal_to_what_is_not_a_str() -> None:
    assert Text("1") != 1
    assert not Text("1") == 1  # noqa: SIM201
    assert Text("1").__eq__(1) is NotImplemented
    assert Text("1").__ne__(1) is NotImplemented
