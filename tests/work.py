"""Work counted, not timed: what a call costs, the same on every machine.

A test that times a call fails on a busy machine and passes on a quiet one whatever the code
does. These counts are exact and repeatable instead:

- ``calls``: the functions cardscore's own code enters or calls (every Python function
  entered from cardscore or inside it, and every builtin cardscore calls), counted with
  :func:`sys.setprofile`. A loop over the characters of a text calls something each time
  round, so a parser that reads its text shows it here.
- ``scanned``: the characters of text handed to regular expressions, by cardscore's
  module-level patterns (found by type, whatever their names) and by the ``re`` functions
  while the call runs. "Refused before any regex" is ``scanned == 0``.
- ``peak``: the most memory the call held at once beyond what it was given
  (:mod:`tracemalloc`): a number converted from its text before it is bounded shows here.

Line events are not counted: :func:`sys.settrace` would displace the coverage tracer. The
profile hook leaves it alone.

Growth is then a ratio of counts between two lengths of one family of texts whose cost is
known: text refused by its length costs the same at 10⁵ characters as at 10³
(:func:`assert_refused_by_length`); text read in linear time costs at most about 100 times as
much for 100 times the text (:func:`assert_linear`).
"""

from __future__ import annotations

import contextlib
import functools
import gc
import os
import re
import sys
import tracemalloc
from typing import TYPE_CHECKING, Any

import attrs
import pytest

from cardscore import ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from types import FrameType, ModuleType

__all__ = ["Work", "assert_linear", "assert_refused_by_length", "work"]

# The methods of a pattern that read a text, and where the text is among their arguments.
_TEXT_ARGUMENT = {
    "match": 0,
    "fullmatch": 0,
    "search": 0,
    "findall": 0,
    "finditer": 0,
    "split": 0,
    "sub": 1,
    "subn": 1,
}


@attrs.frozen
class Work:
    """What one call did: functions called, characters scanned by regexes, peak bytes."""

    calls: int
    scanned: int
    peak: int

    @property
    def steps(self) -> int:
        """Calls and scanned characters together: the count the growth checks compare."""
        return self.calls + self.scanned


@attrs.define
class _Counter:
    calls: int = 0
    scanned: int = 0

    def read(self, text: object) -> None:
        if isinstance(text, str | bytes):
            self.scanned += len(text)


def _ours(frame: FrameType | None) -> bool:
    if frame is None:
        return False
    name = frame.f_globals.get("__name__", "")
    return isinstance(name, str) and (name == "cardscore" or name.startswith("cardscore."))


class _CountedPattern:
    """A pattern that counts the text it is given, then does what the pattern does."""

    def __init__(self, pattern: Any, counter: _Counter) -> None:
        self._pattern = pattern
        self._counter = counter

    def __getattr__(self, name: str) -> Any:
        attribute = getattr(self._pattern, name)
        where = _TEXT_ARGUMENT.get(name)
        if where is None:
            return attribute
        counter = self._counter

        def counted(*args: Any, **kwargs: Any) -> Any:
            counter.read(args[where] if len(args) > where else kwargs.get("string"))
            return attribute(*args, **kwargs)

        return counted


def _is_pattern(value: object) -> bool:
    # By type, not by name: a compiled re.Pattern, or any instance of a class with a
    # fullmatch method (the library's lazily compiled patterns).
    return isinstance(value, re.Pattern) or (
        not isinstance(value, type) and callable(getattr(type(value), "fullmatch", None))
    )


def _counted(value: object, counter: _Counter) -> object | None:
    """``value`` with its patterns counted (one level into tuples and lists), or None."""
    if _is_pattern(value):
        return _CountedPattern(value, counter)
    if isinstance(value, tuple | list):
        items = [_counted(item, counter) for item in value]
        if any(item is not None for item in items):
            rebuilt = [
                original if item is None else item
                for original, item in zip(value, items, strict=True)
            ]
            return tuple(rebuilt) if isinstance(value, tuple) else rebuilt
    return None


def _cardscore_modules() -> tuple[ModuleType, ...]:
    return tuple(
        module
        for name, module in list(sys.modules.items())
        if name == "cardscore" or name.startswith("cardscore.")
    )


@functools.cache
def _pattern_places(modules: tuple[ModuleType, ...]) -> tuple[tuple[ModuleType, str], ...]:
    # Looked for once for each set of loaded modules: the search is the slow part.
    probe = _Counter()
    return tuple(
        (module, name)
        for module in modules
        for name, value in list(vars(module).items())
        if _counted(value, probe) is not None
    )


@contextlib.contextmanager
def _patterns_counted(counter: _Counter) -> Iterator[None]:
    replaced: list[tuple[object, str, object]] = []
    for module, name in _pattern_places(_cardscore_modules()):
        value = getattr(module, name)
        counted = _counted(value, counter)
        if counted is not None:
            replaced.append((module, name, value))
            setattr(module, name, counted)
    for name, where in _TEXT_ARGUMENT.items():
        function = getattr(re, name)
        replaced.append((re, name, function))
        setattr(re, name, _counted_function(function, where + 1, counter))
    try:
        yield
    finally:
        for owner, name, value in reversed(replaced):
            setattr(owner, name, value)


def _counted_function(function: Any, where: int, counter: _Counter) -> Any:
    def counted(*args: Any, **kwargs: Any) -> Any:
        counter.read(args[where] if len(args) > where else kwargs.get("string"))
        return function(*args, **kwargs)

    return counted


def skip_under_mutation_testing() -> None:
    """Skip a test that counts work when mutmut runs it.

    mutmut puts a trampoline in front of every function of the library, which calls builtins
    of its own (it reads ``os.environ`` to find the mutant under test): the counts measure
    the trampolines there, not the code. The counts check linear work, never a score.
    """
    if os.environ.get("MUTANT_UNDER_TEST"):
        pytest.skip("mutmut's trampolines add calls of their own to every count")


def work(call: Callable[[], object]) -> Work:
    """The work of ``call()``; a ScoreError is an answer like any other."""
    skip_under_mutation_testing()
    counter = _Counter()

    def profile(frame: FrameType, event: str, _arg: object) -> None:
        if event == "call":
            if _ours(frame) or _ours(frame.f_back):
                counter.calls += 1
        elif event == "c_call" and _ours(frame):
            counter.calls += 1

    tracing = tracemalloc.is_tracing()
    if not tracing:
        tracemalloc.start()
    try:
        with _patterns_counted(counter):
            tracemalloc.reset_peak()
            before = tracemalloc.get_traced_memory()[0]
            # The cyclic collector runs when it likes, and a finalizer it runs would be
            # counted as a call: it waits until the count is taken.
            collecting = gc.isenabled()
            gc.disable()
            sys.setprofile(profile)
            try:
                with contextlib.suppress(ScoreError):
                    call()
            finally:
                sys.setprofile(None)
                if collecting:
                    gc.enable()
            peak = tracemalloc.get_traced_memory()[1] - before
    finally:
        if not tracing:
            tracemalloc.stop()
    return Work(calls=counter.calls, scanned=counter.scanned, peak=peak)


def _work_of(parser: Callable[[str], object], text: str) -> Work:
    return work(lambda: parser(text))


def assert_refused_by_length(
    parser: Callable[[str], object], family: Callable[[int], str], *, short: int = 2_000
) -> None:
    """``family(short)`` and ``family(100 * short)`` cost the same, and no regex reads them.

    ``short`` is past every limit on a single value (the longest, an auction, is 1,000
    characters), so both texts are refused unread.

    A first call on a third text warms the parser (a pattern compiled on first use is
    compiled then; a cache keeps nothing the counted calls could reuse), so the two calls
    counted differ only in their text.
    """
    _work_of(parser, family(2 * short))  # warms the parser on another text
    first = _work_of(parser, family(short))
    second = _work_of(parser, family(100 * short))
    assert first.steps > 0, "the parser was not called"
    assert (second.calls, second.scanned) == (first.calls, first.scanned), (first, second)
    assert second.scanned == 0, f"a regex read {second.scanned} characters"


def assert_linear(
    parser: Callable[[str], object],
    family: Callable[[int], str],
    *,
    short: int = 2_000,
    most: int = 200,
) -> None:
    """100 times the text costs at most ``most`` times the steps (linear: about 100).

    Quadratic work would cost 10,000 times as much.
    """
    _work_of(parser, family(2 * short))  # warms the parser on another text
    first = _work_of(parser, family(short))
    second = _work_of(parser, family(100 * short))
    assert first.steps > 0, "the parser was not called"
    assert second.steps <= most * first.steps, (first, second)
