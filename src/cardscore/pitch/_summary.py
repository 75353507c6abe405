"""A summary of an All Fours or Pitch hand (P2): its sides, and its points as awards.

``Tally.summary`` names who won each point; these read the names against the sides and
each point against the rules, every error naming the point as it was given. Apart from
:mod:`cardscore.pitch._read` (the door every other argument goes through) because only a
summary needs them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore._text import Allowed, Text
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.pitch._read import NOT_GIVEN, check_point, read_side
from cardscore.pitch._rules import FEWEST_SIDES, POINTS, Award

if TYPE_CHECKING:
    from collections.abc import Mapping

    from cardscore.pitch._rules import Rules

__all__ = ["named_sides", "summary_awards"]


def named_sides(named: Mapping[str, object]) -> list[str]:
    """The sides named in a summary, in order of first appearance (at least two)."""
    found: list[str] = []
    for point, who in named.items():
        if who is None:
            continue
        if not isinstance(who, str) or not who:
            raise ScoreError(
                point.replace(" ", "_"),
                who,
                Allowed(Text("a side's name or None"), told=Text("a side's name, or none")),
            )
        if who not in found:
            found.append(who)
    if len(found) < FEWEST_SIDES:
        raise ScoreError(
            "sides", NOT_GIVEN, "the sides' names (sides=...) when fewer than two are named"
        )
    return found


def summary_awards(
    named: Mapping[str, object], names: tuple[str, ...], rules: Rules, *, hang: bool
) -> tuple[Award, ...]:
    """The awards of a summary, each point checked against the rules (P2, P5)."""
    if named["high"] is None:
        # High is None here; game may go to a side with no trump in play (P2).
        for point, who in named.items():
            if who is not None and point != "game":
                raise ImpossibleResultError(
                    point.replace(" ", "_"),
                    who,
                    Allowed(
                        Text("None when no trump is in play (high=None)"),
                        told=Text("none when no trump is in play (high none)"),
                    ),
                )
    if hang and named["jack"] is None:
        raise ImpossibleResultError(
            "hang",
            hang,
            Allowed(
                Text("False when nobody scored the jack"),
                told=Text("no hang jack when nobody scored the jack"),
            ),
        )
    awards = []
    for point, who in named.items():
        if who is None:
            continue
        if hang and point == "jack":
            check_point("hang jack", rules, "hang", hang)
            awards.append(Award("hang jack", read_side("jack", who, names), POINTS["hang jack"]))
            continue
        field = point.replace(" ", "_")
        check_point(point, rules, field, who)
        awards.append(Award(point, read_side(field, who, names), POINTS[point]))
    return tuple(awards)
