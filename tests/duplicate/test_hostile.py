"""cardscore.duplicate's public callables and ledger methods, with wrong values and types.

The same walk as tests/hostile/test_public_names.py: each call may succeed or raise a
ScoreError; anything else escaping is a bug.
"""

from __future__ import annotations

import contextlib
import enum
from typing import TYPE_CHECKING

import pytest
from hypothesis import HealthCheck, given, settings

from cardscore import ScoreError, duplicate
from tests.hostile.test_public_names import _arguments

if TYPE_CHECKING:
    from collections.abc import Callable


def _callables() -> list[tuple[str, Callable[..., object]]]:
    found: list[tuple[str, Callable[..., object]]] = []
    for name in duplicate.__all__:
        value = getattr(duplicate, name)
        if not callable(value):
            continue
        if isinstance(value, type) and issubclass(value, enum.Enum):
            # An enum's constructor looks a member up: parse() is the entry point.
            value = getattr(value, "parse", None)
            if value is None:
                continue
        found.append((name, value))
    session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2)
    session = session.record(1, ["1 3 N 4S=", "2 4 N 4S+1"])
    match = duplicate.TeamsMatch(("A", "B"), boards=4).record("N 4S=", "S 4S-1")
    event = duplicate.TeamsEvent(("A", "B", "C"), boards=8)
    found += [
        ("PairsSession.record", session.record),
        ("PairsSession.throw_in", session.throw_in),
        ("TeamsMatch.record", match.record),
        ("TeamsEvent.record", event.record),
        ("Play.score", duplicate.Play.parse("N 4S=").score),
        ("TableResult.score", duplicate.TableResult.parse("1 3 pass").score),
    ]
    return found


CALLABLES = _callables()


@pytest.mark.parametrize("function", [f for _, f in CALLABLES], ids=[n for n, _ in CALLABLES])
def test_nothing_but_score_error_escapes(function: Callable[..., object]) -> None:
    arguments = _arguments(function)

    @settings(
        max_examples=60,
        deadline=None,
        database=None,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(arguments)
    def call(arguments: tuple[list[object], dict[str, object]]) -> None:
        args, kwargs = arguments
        with contextlib.suppress(ScoreError):
            function(*args, **kwargs)

    call()
