"""The harness behind the bad-input tests: one valid call, then one argument made wrong.

Each public entry point is described by an :class:`Entry` (one valid set of keyword
arguments, and the field names its errors may use for each argument). The tests replace
one argument at a time with values of arbitrary types drawn from :func:`anything` and call
:func:`check_only_score_errors`: the call must succeed (the value happened to be valid) or
raise a ScoreError naming that argument. Nothing else may escape.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import attrs
from hypothesis import strategies as st

from cardscore import ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence


@attrs.frozen
class Entry:
    """A public callable, one valid set of keyword arguments, and the fields each may name."""

    name: str
    call: Callable[..., object]
    valid: Mapping[str, object]
    fields: Mapping[str, frozenset[str]] = attrs.field(factory=dict)

    def allowed_fields(self, parameter: str) -> frozenset[str]:
        return self.fields.get(parameter, frozenset({parameter}))


def anything(notation: Sequence[str] = ()) -> st.SearchStrategy[object]:
    """Values of every type, plus strings in the game's own notation (often almost valid)."""
    kinds: list[st.SearchStrategy[object]] = [
        st.none(),
        st.booleans(),
        st.integers(),
        st.floats(allow_nan=True),
        st.text(max_size=6),
        st.binary(max_size=3),
        st.lists(st.integers(), max_size=3),
        st.tuples(st.text(max_size=2)),
        st.dictionaries(st.text(max_size=2), st.integers(), max_size=2),
        st.builds(object),
    ]
    if notation:
        kinds.append(st.sampled_from(list(notation)))
    return st.one_of(kinds)


def parameters(entries: Sequence[Entry]) -> list[tuple[Entry, str]]:
    """Every (entry, argument) pair, for ``pytest.mark.parametrize``."""
    return [(entry, parameter) for entry in entries for parameter in entry.valid]


def ids(value: object) -> str:
    """Test ids: the entry's name, or the argument's."""
    return value.name if isinstance(value, Entry) else str(value)


def check_only_score_errors(entry: Entry, parameter: str, wrong: object) -> None:
    """Call ``entry`` with ``parameter`` replaced by ``wrong``: succeed or name it."""
    arguments = {**entry.valid, parameter: wrong}
    try:
        entry.call(**arguments)
    except ScoreError as error:
        failure = error
    else:
        return
    assert failure.field in entry.allowed_fields(parameter), (
        f"{entry.name}({parameter}={wrong!r}) named {failure.field!r}"
    )
    assert repr(failure.value) in str(failure)


def wrong(value: object) -> Any:
    """``value``, passed where its type is wrong on purpose: the test checks the refusal.

    The type checker is told once, here, instead of by an ignore comment at every call:
    ``settle(wrong(None), 9)`` reads as what it is.
    """
    return value
