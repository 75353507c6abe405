"""Every public type of cardscore.duplicate comes from ``st.from_type`` legal (issue 19's walk).

The same walk as tests/property/test_from_type.py, over ``cardscore.duplicate``: each class
and enum drawn 100 times and checked with the invariant that fits it.
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import attrs
from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import duplicate, invariants, strategies
from cardscore.duplicate import (
    PairsSession,
    Play,
    Policy,
    Standing,
    TableResult,
    TeamsEvent,
    TeamsMatch,
)
from tests.strategies.test_from_type import draw_and_check, member

if TYPE_CHECKING:
    from collections.abc import Callable


def play(value: Play) -> None:
    assert Play.parse(str(value)) == value
    assert isinstance(value.score(1), int)


def table_result(value: TableResult) -> None:
    assert TableResult.parse(str(value)) == value


def standing(value: Standing) -> None:
    assert value.place >= 1
    assert value.boards >= 0
    if value.percentage is not None:
        # Neuberg and artificial scores stay within the board's top: 0..100 %.
        assert 0 <= value.percentage <= 100


def pairs_session(value: PairsSession) -> None:
    invariants.check_ledger(value)
    assert {standing.pair for standing in value.ranking} == set(value.parties)
    # Exact ints in the session's unit, and the exact points behind them.
    assert value.points == {pair: total * value.unit for pair, total in value.totals.items()}


def policy(value: Policy) -> None:
    # Built again from its own choices, it is the same policy; each override is found.
    assert attrs.evolve(value, overrides=dict(value.overrides)) == value
    for (board, pair), points in value.overrides:
        assert value.override(board, pair) == points


def teams_match(value: TeamsMatch) -> None:
    invariants.check_ledger(value)
    first, second = value.victory_points.values()
    assert first + second == 20


def teams_event(value: TeamsEvent) -> None:
    invariants.check_ledger(value)
    # Every match shares out exactly 20 VPs.
    assert sum(value.totals.values()) == 2000 * value.played


CHECKS: dict[str, Callable[..., None]] = {
    "Play": play,
    "TableResult": table_result,
    "Traveller": invariants.check_deal,
    "Standing": standing,
    "Policy": policy,
    "PairsSession": pairs_session,
    "TeamsBoard": invariants.check_deal,
    "TeamsMatch": teams_match,
    "MatchResult": invariants.check_deal,
    "TeamsEvent": teams_event,
}


def test_every_public_type_of_duplicate_has_a_check_and_is_drawn_legal() -> None:
    classes = {
        name: getattr(duplicate, name)
        for name in duplicate.__all__
        if isinstance(getattr(duplicate, name), type)
    }
    enums = {name for name, kind in classes.items() if issubclass(kind, enum.Enum)}
    assert set(classes) - enums == set(CHECKS)
    for name, kind in classes.items():
        draw_and_check(kind, member(kind) if name in enums else CHECKS[name])


@settings(max_examples=50, database=None, derandomize=True, deadline=None)
@given(strategies.pairs_sessions(methods=st.just("matchpoints")))
def test_d2_a_sessions_matchpoints_on_each_board_share_the_tops(session: PairsSession) -> None:
    # Without artificial scores, NS and EW on a board share exactly one top per table that
    # played it (each line's NS + EW = top).
    top = session.top
    assert top is not None
    for board in session.deals:
        for line, (ns, ew) in zip(board.results, board.points, strict=True):
            if line.artificial is None:
                assert ns + ew == top
