"""DDS ``Par()``'s two views (P3): par when North-South speak first, when East-West do.

DDS computes them apart from ``DealerPar``, with Matthew Kidd's method (ACBLmerge): for
each view, the sides take turns, the first side (North-South in the first view) bidding
first, each looking for the best contract or sacrifice that improves its result over the
last one, until neither can; the denomination found is then set aside and the search run
again, to list every denomination that gives the same par. The contracts are then lowered
(counting overtricks) as far as no sacrifice over them pays and the bonus stays; a view's
contract that the other view outbids is dropped. On every deal-shaped table tried the views
agree with ``DealerPar`` dealt by that side's first seat; on arbitrary tables they may not,
and this follows DDS step for step (equal to DDS's own ``Par()`` text on 20,000 random
tables, every vulnerability).

Denominations here are DDS's: 0 NT, 1 spades, 2 hearts, 3 diamonds, 4 clubs; hands
0 North .. 3 West; seats 0..3 a hand, 4 North-South, 5 East-West.
"""

from __future__ import annotations

from typing import NamedTuple

from cardscore.par import _rules

__all__: list[str] = []

_ROW = (4, 0, 1, 2, 3)  # DDS denomination -> row of the table (S H D C NT)
_ORDER = (4, 3, 2, 1, 0)  # DDS denomination -> bidding order (C D H S NT)
# The most levels a contract of each kind (NT, major, minor) at each level may be lowered
# and keep its bonus (index: level).
_MAX_LOW = (
    (0, 0, 1, 0, 1, 2, 0, 0),
    (0, 0, 1, 2, 0, 1, 0, 0),
    (0, 0, 1, 2, 3, 0, 0, 0),
)
_KIND = (0, 1, 1, 2, 2)


class Contract(NamedTuple):
    """One contract of a view: DDS denomination, level, seats, overtricks, undertricks."""

    denom: int
    level: int
    seats: int
    over: int
    under: int


class View(NamedTuple):
    """One view: the score (of North-South in the first, East-West in the second)."""

    score: int
    contracts: tuple[Contract, ...]


def _made(denom: int, tricks: int, *, vulnerable: bool) -> int:
    """A contract in ``denom`` bid and made with ``tricks`` (bridge.score's table)."""
    return _rules.MADE[5 * (tricks - 7) + _ORDER[denom] + 1][vulnerable]


def _penalty(down: int, *, vulnerable: bool) -> int:
    """What ``down`` tricks doubled cost; DDS's formula carried on below one trick down.

    Below one down (a "sacrifice" that makes) DDS's formula goes on in a straight line
    (−100 at 0 down); it only orders the denominations and fails every test of a penalty.
    """
    if down > 0:
        return _rules.PENALTY[down][vulnerable]
    return (300 if vulnerable else 200) * down - 100


class _State(NamedTuple):
    """The search's current par: denomination, tricks, score and undertricks."""

    denom: int
    tricks: int
    score: int
    down: int


_START = _State(-1, 6, 0, 0)  # the initial "contract" that 1NT beats


def _turn(
    cell: tuple[tuple[int, ...], ...],
    filtered: list[bool],
    state: _State,
    *,
    side: int,
    second: bool,
    vul: bool,
) -> _State | None:
    """One side's best improvement on ``state`` (a contract or a sacrifice), or None."""
    suits = []
    for denom in range(5):
        if filtered[denom]:
            continue
        tricks = max(cell[denom][side], cell[denom][side + 2])
        beats = tricks > state.tricks or (tricks == state.tricks and denom < state.denom)
        key = (
            _made(denom, tricks, vulnerable=vul)
            if beats
            else -_penalty(state.tricks - tricks, vulnerable=vul)
        )
        suits.append((key, denom, tricks))
    suits.sort(key=lambda suit: -suit[0])  # stable, as DDS's insertion sort
    best: _State | None = None
    current = state
    for _, denom, tricks in suits:
        down = 0
        if tricks > current.tricks or (tricks == current.tricks and denom < current.denom):
            score = _made(denom, tricks, vulnerable=vul)
        else:
            down = state.tricks - tricks
            if denom >= state.denom:
                if state.tricks == 13:
                    continue
                down += 1
            if down <= 0:
                continue
            score = -_penalty(down, vulnerable=vul)
        if second:
            score = -score
        if (score < current.score) if second else (score > current.score):
            made = (score < 0) if second else (score > 0)
            current = (
                _State(denom, tricks, score, 0)
                if made
                else _State(denom, tricks + down, score, down)
            )
            best = current
    return best


def _search(
    cell: tuple[tuple[int, ...], ...], view: int, vulnerable: int
) -> tuple[int, int, list[tuple[int, int]]]:
    """One view's best score, its undertricks (0: made) and each (denomination, tricks)."""
    filtered = [False] * 5
    found: list[tuple[int, int]] = []
    best_score = best_down = 0
    state = _START
    second, both_once = False, False
    while True:
        side = (view + second) % 2
        vul = vulnerable == 1 or (vulnerable == 3 if side else vulnerable == 2)
        improved = _turn(cell, filtered, state, side=side, second=second, vul=vul)
        if improved is not None or not both_once:
            state = improved or state
            both_once, second = True, not second
            continue
        if not found:
            best_score = state.score
            if best_score == 0:
                break
            best_down = state.down
        elif best_score != state.score:
            break
        filtered[state.denom] = True
        found.append((state.denom, state.tricks))
        both_once, second = False, False
        state = _START
    return best_score, best_down, found


def _seats(declaring: int, first: int, second: int) -> int:
    # The seat code of a side's declarers: both (4 or 5) or the one who takes more.
    if first == second:
        return 4 + declaring
    return declaring if first > second else declaring + 2


def views(cells: tuple[int, ...], vulnerable: tuple[bool, bool]) -> tuple[View, View]:
    """DDS ``SidesParBin``: the two views of par from a table's cells (DDS's order)."""
    cell = tuple(tuple(cells[_ROW[denom] * 4 : _ROW[denom] * 4 + 4]) for denom in range(5))
    code = (0, 2, 3, 1)[vulnerable[0] + 2 * vulnerable[1]]  # DDS: none, both, NS, EW
    searched = [_search(cell, view, code) for view in (0, 1)]
    if searched[0][0] == 0:
        return View(0, ()), View(0, ())
    defender_vul = _defender_vulnerable(ns_makes=searched[0][0] > 0, code=code)
    denom_max = 0
    listed: list[list[Contract]] = []
    for view, (score, down, found) in enumerate(searched):
        contracts: list[Contract] = []
        if down > 0:
            declaring = (0 if score > 0 else 1) + view
            for denom, tricks in sorted(found, key=lambda item: item[0]):
                side = (declaring + 1) % 2
                seats = _seats(side, cell[denom][side], cell[denom][side + 2])
                contracts.append(Contract(denom, tricks - 6, seats, 0, down))
            listed.append(contracts)
            continue
        side = ((0 if score < 0 else 1) + view + 1) % 2  # the side that makes par
        opponents = 1 - side
        tops = [max(cell[denom][opponents], cell[denom][opponents + 2]) for denom in range(5)]
        top = 0
        for denom in range(5):
            if tops[denom] > top:
                top, denom_max = tops[denom], denom
        for denom, tricks in found:
            seats = _seats(side, cell[denom][side], cell[denom][side + 2])
            lower = _lowering(
                tricks=tricks,
                top=top,
                above=denom_max < denom,
                their_tricks=tops[denom],
                score=score,
                defender_vul=defender_vul,
            )
            lower = min(_MAX_LOW[_KIND[denom]][tricks - 6], lower)
            over = lower if 0 < lower <= 3 and tricks - 6 >= 2 else 0
            contracts.append(Contract(denom, tricks - 6 - over, seats, over, 0))
        listed.append(contracts)
    return _dominated(searched, listed)


def _lowering(
    *, tricks: int, top: int, above: bool, their_tricks: int, score: int, defender_vul: bool
) -> int:
    """How many levels a made par contract may be lowered (DDS's max_lower)."""
    lower = tricks - top - 1 if above else tricks - top
    wanted = abs(score)
    while lower > 0:
        short = tricks - lower - top + (0 if above else 1)
        if wanted < _penalty(short, vulnerable=defender_vul):
            break
        lower -= 1
    while lower > 0:
        if wanted > _penalty(tricks - lower - their_tricks, vulnerable=defender_vul) and score < 0:
            lower -= 1
        else:
            break
    return lower


def _defender_vulnerable(*, ns_makes: bool, code: int) -> bool:
    """DDS's VulnerDefSide: whether the side defending par is vulnerable."""
    if code in {0, 1}:
        return code == 1
    return code != 2 if ns_makes else code != 3


def _dominated(
    searched: list[tuple[int, int, list[tuple[int, int]]]], listed: list[list[Contract]]
) -> tuple[View, View]:
    """Drop a view's contracts that the other view's side outbids (DDS's last filter)."""
    dom_denom, dom_level = [-1, -1], [-1, -1]
    for view in (0, 1):
        other = 1 - view
        for contract in listed[other]:
            height = contract.level + contract.over
            if (
                height > dom_level[other]
                or (height == dom_level[other] and contract.denom < dom_denom[other])
            ) and contract.seats % 2 != view:
                dom_denom[other], dom_level[other] = contract.denom, height
    if dom_denom[0] != -1 and dom_denom[1] != -1:
        for view in (0, 1):
            other = 1 - view
            removed = {
                contract.denom
                for contract in listed[view]
                if contract.level + contract.over < dom_level[other]
                or (
                    contract.level + contract.over == dom_level[other]
                    and dom_denom[other] < contract.denom
                )
            }
            listed[view] = [c for c in listed[view] if c.denom not in removed]
    return (
        View(searched[0][0], tuple(listed[0])),
        View(searched[1][0], tuple(listed[1])),
    )
