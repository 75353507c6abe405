"""Cross-IMPs in linear time after one sort: each result's IMPs against every other, summed.

A difference of ``d`` points is worth as many IMPs as the steps of the IMP table whose lower
bound ``d`` reaches (step ``k`` from ``bound[k]``), with ``d``'s sign. So the IMPs a score
``s`` earns against all the others are, summed over the steps ``k`` from 1,

    #{others o with o <= s - bound[k]}  -  #{others o with o >= s + bound[k]}

(a result's zero difference with itself is counted by neither). Over the results sorted
once, each of these counts only grows as ``s`` grows, so for each step one index walks the
sorted results once: 24 steps, two indices each, each passing ``n`` results at most.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["imp_sums"]


def imp_sums(scores: Sequence[int], bounds: Sequence[int]) -> list[int]:
    """Each score's IMPs against every score given (itself included, 0), in their order.

    ``bounds`` is the IMP table: ``bounds[k]`` the least difference worth ``k`` IMPs, from
    ``bounds[0] == 0``.

    >>> imp_sums([420, 420, 170, -50], (0, 20, 50, 90, 130, 170, 220, 270, 320, 370, 430))
    [16, 16, -6, -26]
    """
    ordered = sorted(scores)
    count = len(ordered)
    steps = range(1, len(bounds))
    reached = [0] * len(bounds)  # per step: how many results lie at or below s - bound
    short = [0] * len(bounds)  # per step: how many results lie below s + bound
    sums: dict[int, int] = {}
    for score in ordered:
        if score in sums:  # a score given twice earns the same
            continue
        total = 0
        for step in steps:
            bound = bounds[step]
            low = reached[step]
            while low < count and ordered[low] <= score - bound:
                low += 1
            reached[step] = low
            high = short[step]
            while high < count and ordered[high] < score + bound:
                high += 1
            short[step] = high
            total += low - (count - high)
        sums[score] = total
    return [sums[score] for score in scores]
