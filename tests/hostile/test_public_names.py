"""Every public callable, with wrong values and wrong types: nothing but ScoreError escapes.

Each name in each public module's ``__all__`` that can be called (functions, classes with a
constructor, and the public methods of a ledger) is called with arguments bound to its own
signature and drawn from values of every type. The call may succeed (the value happened to be
valid) or raise a :class:`~cardscore.ScoreError`; anything else is a bug. The documented
exceptions are listed in ``_ALLOWED`` with the reason.

The values come in families, each kept because it once found a defect: letters whose case
folds into ASCII (``ſ``, the Kelvin sign, ``İ``, ``ﬀ``), int subclasses that lie about
themselves, endless iterables (which count what is drawn from them and stop the test past
:data:`_DRAWN_LIMIT` items, so a function that consumes without a bound fails instead of
hanging), huge format widths, values nested far deeper than the recursion limit, and
control characters (issue 31).
"""

from __future__ import annotations

import contextlib
import enum
import importlib
import inspect
from typing import TYPE_CHECKING, NoReturn, Self

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardscore import ScoreError
from cardscore.invariants import InvariantError

if TYPE_CHECKING:
    from collections.abc import Callable

MODULES = (
    "cardscore",
    "cardscore.cards",
    "cardscore.items",
    "cardscore.errors",
    "cardscore.bridge",
    "cardscore.chicago",
    "cardscore.rubber",
    "cardscore.needafourth",
    "cardscore.tarot",
    "cardscore.pitch",
    "cardscore.sheet",
    "cardscore.invariants",
    "cardscore.ledger",
    "cardscore.i18n",
    "cardscore.par",
    "cardscore.pbn",
    "cardscore.usebio",
)


def _is_protocol(value: object) -> bool:
    # A Protocol cannot be instantiated: Python raises TypeError by design.
    return isinstance(value, type) and bool(getattr(value, "_is_protocol", False))


def _callables() -> list[tuple[str, Callable[..., object]]]:
    found: list[tuple[str, Callable[..., object]]] = []
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name in module.__all__:
            value = getattr(module, name)
            if not callable(value) or _is_protocol(value) or name.startswith("__"):
                continue
            if isinstance(value, type) and issubclass(value, enum.Enum):
                # An enum's constructor looks a member up: parse() is the entry point.
                value = getattr(value, "parse", None)
                if value is None:
                    continue
            found.append((f"{module_name}.{name}", value))
    return found


class IntEqAll(int):
    """An int whose every comparison says yes (issue 31.7)."""

    def __eq__(self, other: object) -> bool:
        return True

    def __ne__(self, other: object) -> bool:
        return True

    def __lt__(self, other: object) -> bool:
        return True

    def __le__(self, other: object) -> bool:
        return True

    def __gt__(self, other: object) -> bool:
        return True

    def __ge__(self, other: object) -> bool:
        return True

    __hash__ = int.__hash__


class Lies(int):
    """An int that converts to 7 whatever it holds, and shows what it holds (issue 31.7)."""

    def __index__(self) -> int:
        return 7

    def __int__(self) -> int:
        return 7

    def __repr__(self) -> str:
        return f"Lies({int.__repr__(self)})"


class DrawnTooMuchError(BaseException):
    """Raised by :class:`Endless` past :data:`_DRAWN_LIMIT` items: not an Exception, so
    nothing in the library can swallow it."""


_DRAWN_LIMIT = 100_000


class Endless:
    """An iterable without end (``itertools.repeat(item)``) that counts what is drawn."""

    def __init__(self, item: object) -> None:
        self.item = item
        self.drawn = 0

    def __iter__(self) -> Self:
        return self

    def __next__(self) -> object:
        self.drawn += 1
        if self.drawn > _DRAWN_LIMIT:
            _too_much(self.drawn)
        return self.item

    def __repr__(self) -> str:
        return f"Endless({self.item!r})"


def _too_much(drawn: int) -> NoReturn:
    raise DrawnTooMuchError(f"{drawn:,} items drawn from an endless iterable")


def nested(depth: int) -> list[object]:
    """A list nested ``depth`` deep, far past the recursion limit at 10,000."""
    value: list[object] = []
    for _ in range(depth):
        value = [value]
    return value


_DEEP = nested(10_000)
# Letters whose lower or upper case is ASCII though they are not (issue 31.1), digits of
# other scripts (issue 31.10), and the notations they were found in.
_FOLDING = "ſ\u212aİıﬀﬁ١٠٤߁𝟏"
_CONTROL = "\x1b]0;owned\x07\x1b[2J\x00\r\t\x7f\x9b"


def _hostile() -> st.SearchStrategy[object]:
    return st.one_of(
        st.sampled_from(
            ["4ſ", "4ſ=", "N 4ſ=", "\u212a", "İ", "ﬀ", "Aſ", "ſ", "4S ١٠", "١٠", "garde ſans"]
        ),
        st.text(alphabet=_FOLDING + "4SNTXx=+-12 ", max_size=8),
        st.builds(IntEqAll, st.integers(-5, 99)),
        st.builds(Lies, st.integers(-5, 99)),
        st.builds(Endless, st.sampled_from(["simple", "N 4S=", 1, "Ann", None])),
        st.sampled_from(["9999999999", "{a:>9999999999}", ">9999999999", ",.9999999999f"]),
        st.just(_DEEP),
        st.text(alphabet=_CONTROL + "Ann ", max_size=8),
        st.none(),
        st.booleans(),
        st.integers(min_value=-(10**30), max_value=10**30),
        st.floats(allow_nan=True, allow_infinity=True),
        st.text(max_size=12),
        st.sampled_from(["4S", "3NTX-1", "garde", "JH", "N", "NS", "1e9999", "nan", "-0", "½"]),
        st.binary(max_size=4),
        st.lists(st.one_of(st.integers(), st.text(max_size=3)), max_size=3),
        st.tuples(st.text(max_size=2), st.integers()),
        st.dictionaries(st.text(max_size=3), st.integers(), max_size=2),
        st.builds(object),
        # Issue 44: 0-d numpy arrays (iterable by their type, not by themselves) where a
        # list is taken.
        *_zero_d(),
    )


def _zero_d() -> list[st.SearchStrategy[object]]:
    try:
        import numpy as np
    except ImportError:  # pragma: no cover - numpy is in the test extra
        return []
    return [st.sampled_from(["Ann", 5, "N 4S="]).map(np.array)]


def _arguments(
    function: Callable[..., object],
) -> st.SearchStrategy[tuple[list[object], dict[str, object]]]:
    try:
        signature = inspect.signature(function)
    except (TypeError, ValueError):
        # A class whose constructor is a builtin's (an exception's): any positional values.
        return st.tuples(st.lists(_hostile(), max_size=3), st.just({}))
    positional: list[st.SearchStrategy[object]] = []
    required: dict[str, st.SearchStrategy[object]] = {}
    optional: dict[str, st.SearchStrategy[object]] = {}
    for parameter in signature.parameters.values():
        if parameter.kind in {parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD}:
            continue
        if parameter.kind is parameter.POSITIONAL_ONLY and parameter.default is parameter.empty:
            positional.append(_hostile())  # Text("…"): passed as a caller must pass it
        elif parameter.default is parameter.empty:
            required[parameter.name] = _hostile()
        else:
            optional[parameter.name] = _hostile()
    return st.tuples(
        st.tuples(*positional).map(list), st.fixed_dictionaries(required, optional=optional)
    )


CALLABLES = _callables()


@pytest.mark.parametrize(("name", "function"), CALLABLES, ids=[n for n, _ in CALLABLES])
def test_nothing_but_score_error_escapes(name: str, function: Callable[..., object]) -> None:
    arguments = _arguments(function)
    # The invariant checks exist to fail a property: their InvariantError (an
    # AssertionError) is their documented answer to a value that breaks the invariant.
    allowed: tuple[type[Exception], ...] = (ScoreError,)
    if name.startswith("cardscore.invariants."):
        allowed = (ScoreError, InvariantError)

    @settings(
        max_examples=60,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(arguments)
    def call(arguments: tuple[list[object], dict[str, object]]) -> None:
        args, kwargs = arguments
        with contextlib.suppress(*allowed):
            function(*args, **kwargs)

    call()
