"""An event rescored under a policy, and every published number set beside cardscore's.

Each board is scored from its results alone (D2 matchpoints, D3 cross-IMPs or Butler); the
policy then says what the file's program did with the board's figures (Neuberg, percentages,
scaling a pair who missed boards, rounding). A number is compared at the decimals the file
shows it with.
"""

from __future__ import annotations

from collections import defaultdict
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

import attrs

from cardscore import duplicate, par
from cardscore._policy import rounded
from cardscore._results_figures import Comparison
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from cardscore._policy import Policy
    from cardscore._results_model import Board, Entry, Event, Line

__all__ = ["ROLES", "compare", "session_of"]

# What each published field of a line is, by the file's own name.
_LINE_ROLES = {
    "MP_NS": ("points", "NS"),
    "MP_EW": ("points", "EW"),
    "NS_MATCH_POINTS": ("points", "NS"),
    "EW_MATCH_POINTS": ("points", "EW"),
    "IMP_NS": ("points", "NS"),
    "IMP_EW": ("points", "EW"),
    "Percentage_NS": ("percentage", "NS"),
    "Percentage_EW": ("percentage", "EW"),
    "Score_NS": ("score", "NS"),
    "Score_EW": ("score", "EW"),
    "SCORE": ("score", "NS"),
    "ScoreIMP": ("points", "NS"),
    "ScoreMP": ("points", "NS"),
    "ScorePercentage": ("percentage", "NS"),
}

ROLES = {
    "TotalScoreMP": "total",
    "TotalMP": "total",
    "TotalScoreIMP": "total",
    "TotalIMP": "total",
    "TotalScoreBAM": "total",
    "TOTAL_SCORE": "total",
    "MeanScore": "mean",
    "TotalPercentage": "percentage",
    "Percentage": "percentage",
    "PERCENTAGE": "percentage",
    "NrBoards": "boards",
    "Rank": "place",
    "PLACE": "place",
}
"""What each published field of a pair's total is, by the file's own name."""


def _line_name(line: Line) -> str:
    return f"{line.ns}-{line.ew}"


def _result(board: int, line: Line) -> duplicate.TableResult:
    played = line.scored(board)
    if played is None:
        return duplicate.TableResult(line.ns, line.ew, artificial=line.artificial)
    return duplicate.TableResult(line.ns, line.ew, played)


def session_of(event: Event, policy: Policy) -> duplicate.PairsSession:
    """``event`` as a cardscore pairs session, its expected count as ``policy`` says.

    The file's boards are the session's, whatever their numbers: a run from its first
    (boards 17 to 24 of a second session), or any others (boards 11 and 17), the session
    then closed on them.
    """
    numbers = sorted(board.number for board in event.boards)
    first = numbers[0] if numbers else 1
    run = numbers == list(range(first, first + len(numbers)))
    session = duplicate.PairsSession(
        ns=event.ns,
        ew=event.ew,
        pairs=event.pairs,
        expected=event.expected(policy),
        boards=len(numbers) if numbers and run else None,
        first_board=first if run else 1,
        method=event.method,
    )
    for board in event.boards:
        if not board.lines:
            session = session.throw_in(board.number)
            continue
        session = session.record(
            board.number, [_result(board.number, line) for line in board.lines]
        )
    return session if run else session.close()


@attrs.frozen(slots=True)
class _Figures:
    """One line's figures on its board: the line's own, and what counts in the totals."""

    ns: Fraction
    ew: Fraction
    counted: tuple[Fraction, Fraction]
    top: Fraction | None
    plus_one: tuple[Fraction, Fraction] | None


def _raw(event: Event, played: list[int]) -> list[Fraction]:
    if event.method == "matchpoints":
        return list(duplicate.matchpoints(played))
    if event.method == "cross-imps":
        return list(duplicate.cross_imps(played))
    return [Fraction(value) for value in duplicate.butler(played)[1]] if played else []


def _artificial(line: Line, top: Fraction, *, matchpoints: bool) -> tuple[Fraction, Fraction]:
    averages = line.artificial or (duplicate.Average.EVEN, duplicate.Average.EVEN)
    if matchpoints:
        return top * Fraction(averages[0].percent, 100), top * Fraction(averages[1].percent, 100)
    return Fraction(averages[0].imps), Fraction(averages[1].imps)


def _board_figures(board: Board, event: Event, policy: Policy, expected: int) -> list[_Figures]:
    played = [
        score for score in (line.score(board.number) for line in board.lines) if score is not None
    ]
    count = len(played)
    matchpoints = event.method == "matchpoints"
    own_top = Fraction(2 * max(count - 1, 0))
    weighted = policy.neuberg and matchpoints and 0 < count < expected
    top = Fraction(2 * (expected - 1)) if policy.neuberg else own_top
    figures: list[_Figures] = []
    values = iter(_raw(event, played))
    for line in board.lines:
        plus_one = None
        if line.play is None:
            ns, ew = counted = _artificial(line, top, matchpoints=matchpoints)
        else:
            value = next(values)
            ns, ew = counted = (value, own_top - value) if matchpoints else (value, -value)
            if weighted:
                scaled = (value + 1) * Fraction(expected, count) - 1
                counted = (scaled, top - scaled)
                if policy.neuberg_lines:
                    ns, ew = counted
            if matchpoints and policy.percentage == "plus-one":
                plus_one = ((value + 1) / (2 * count), (own_top - value + 1) / (2 * count))
        override = policy.override(board.number, line.ns)
        if override is not None:
            ns, ew = counted = override
        if policy.board_decimals is not None:
            counted = (
                Fraction(rounded(counted[0], policy.board_decimals, "half-up")),
                Fraction(rounded(counted[1], policy.board_decimals, "half-up")),
            )
        figures.append(_Figures(ns, ew, counted, top if matchpoints else None, plus_one))
    return figures


def _shown(published: Decimal, value: Fraction, policy: Policy) -> Decimal:
    exponent = published.as_tuple().exponent
    decimals = -exponent if isinstance(exponent, int) and exponent < 0 else 0
    return rounded(value, decimals, policy.rounding)


@attrs.frozen(slots=True)
class _Pair:
    total: Fraction = Fraction(0)
    boards: int = 0
    tops: Fraction = Fraction(0)
    plus_one: Fraction = Fraction(0)


def _line_comparisons(
    board: Board, line: Line, figure: _Figures, policy: Policy
) -> list[Comparison]:
    found = []
    for field, value in line.published:
        role = _LINE_ROLES.get(field)
        computed: Fraction | None = None
        if role is None:
            continue
        kind, side = role
        own = figure.ns if side == "NS" else figure.ew
        if kind == "points":
            computed = own
        elif kind == "percentage" and figure.top:
            computed = own / figure.top * 100
        elif kind == "score" and line.play is not None:
            score = Fraction(line.play.score(board.number))
            computed = score if side == "NS" else -score
        shown = None if computed is None else _shown(value, computed, policy)
        found.append(Comparison(board.number, _line_name(line), field, value, shown))
    return found


def _fields(event: Event) -> tuple[tuple[str, ...], ...]:
    if event.pairs:
        return (event.pairs,)
    return (event.ns, event.ew)


def _standings(
    event: Event, pairs: dict[str, _Pair], policy: Policy
) -> dict[str, dict[str, Fraction]]:
    """Each pair's figures: total (scaled as the policy says), mean, percentage, place."""
    result: dict[str, dict[str, Fraction]] = {}
    by_mean = any(name == "MeanScore" for entry in event.entries for name, _ in entry.published)
    for field in _fields(event):
        most = max((pairs[pair].boards for pair in field if pair in pairs), default=0)
        rows = []
        for pair in field:
            done = pairs.get(pair, _Pair())
            total = done.total
            if policy.scale_missed and done.boards:
                total = total * most / done.boards
            figures = {"total": total, "boards": Fraction(done.boards)}
            if done.boards:
                figures["mean"] = done.total / done.boards
            if event.method == "matchpoints" and done.boards:
                figures["percentage"] = (
                    done.plus_one / done.boards * 100
                    if policy.percentage == "plus-one"
                    else (done.total / done.tops * 100 if done.tops else Fraction(0))
                )
            # Ranked as the file ranks: on percentages at matchpoints, on each board's mean
            # where the file publishes one, else on totals (as cardscore's own session).
            key = figures.get("percentage", figures.get("mean", total) if by_mean else total)
            rows.append((key, pair, figures))
        rows.sort(key=lambda row: row[0], reverse=True)
        place = 0
        for index, (key, pair, figures) in enumerate(rows):
            if index == 0 or key != rows[index - 1][0]:
                place = index + 1
            figures["place"] = Fraction(place)
            result[pair] = figures
    return result


def _known(pair: str) -> bool:
    return not pair.startswith("?")


def _entry_comparisons(
    event: Event, standings: dict[str, dict[str, Fraction]], policy: Policy
) -> list[Comparison]:
    found = []
    # Rows named by rank alone are set beside cardscore's ranking, place by place.
    ranked = [pair for pair, _ in sorted(standings.items(), key=lambda row: row[1]["place"])]
    ranked = [pair for pair in ranked if _known(pair)]
    by_rank: list[Entry] = sorted(
        (entry for entry in event.entries if entry.pair is None),
        key=lambda entry: entry.rank or 0,
    )
    keyed: list[tuple[Entry, str | None]] = [
        (entry, entry.pair) for entry in event.entries if entry.pair is not None
    ]
    keyed += [
        (entry, ranked[index] if index < len(ranked) else None)
        for index, entry in enumerate(by_rank)
    ]
    for entry, pair in keyed:
        name = entry.pair or str(entry.rank)
        figures = standings.get(pair, {}) if pair is not None else {}
        for field, value in entry.published:
            role = ROLES.get(field)
            if role is None or (role == "place" and entry.pair is None):
                continue
            computed = figures.get(role)
            shown = None if computed is None else _shown(value, computed, policy)
            found.append(Comparison(None, name, field, value, shown))
    return found


_OWN = frozenset({"ScoreIMP", "ScoreMP", "ScorePercentage"})


def _own(board: Board, figures: list[_Figures], policy: Policy) -> list[Comparison]:
    """A game's figures for its own table, beside its line's in the score table.

    The game's ``Score`` names the line (lines with one score have the same figures); a game
    whose score no line has is reported with nothing beside its figures.
    """
    published = [(field, value) for field, value in board.published if field in _OWN]
    if not published:
        return []
    score = dict(board.published).get("Score")
    for line, figure in zip(board.lines, figures, strict=True):
        if score is not None and line.play is not None and line.score(board.number) == score:
            return _line_comparisons(
                board, attrs.evolve(line, published=tuple(published)), figure, policy
            )
    return [Comparison(board.number, "?", field, value, None) for field, value in published]


def _par(board: Board) -> list[Comparison]:
    """The board's published par beside cardscore's, where the file gives its table."""
    published = dict(board.published).get("OptimumScore")
    if published is None or board.tables is None:
        return []
    try:
        table = par.Table.from_pbn(board.tables)
    except ScoreError:
        # A table cardscore cannot read whole (PBN lets a file list one hand of a side):
        # the published par stands alone, reported with nothing beside it.
        return [Comparison(board.number, "par", "OptimumScore", published, None)]
    found = par.par(
        table,
        vulnerable=board.vulnerable or duplicate.board_vulnerable(board.number),
        dealer=board.dealer or duplicate.board_dealer(board.number),
    )
    return [Comparison(board.number, "par", "OptimumScore", published, Decimal(found.score))]


_ZERO = Fraction(0)


def _sum(values: list[Fraction]) -> Fraction:
    """The exact sum, the numerators added in ints for each denominator."""
    by_denominator: dict[int, int] = defaultdict(int)
    for value in values:
        by_denominator[value.denominator] += value.numerator
    return sum(
        (Fraction(numerator, denominator) for denominator, numerator in by_denominator.items()),
        _ZERO,
    )


def compare(event: Event, policy: Policy) -> tuple[Comparison, ...]:
    """Every number ``event`` publishes beside cardscore's own under ``policy``."""
    expected = event.expected(policy)
    found: list[Comparison] = []
    # Each pair's figures board by board, added once at the end (exactly, and in ints).
    counted: dict[str, list[Fraction]] = defaultdict(list)
    tops: dict[str, list[Fraction]] = defaultdict(list)
    plus_ones: dict[str, list[Fraction]] = defaultdict(list)
    for board in event.boards:
        figures = _board_figures(board, event, policy, expected)
        for line, figure in zip(board.lines, figures, strict=True):
            if line.published:
                found += _line_comparisons(board, line, figure, policy)
            for pair, side in ((line.ns, 0), (line.ew, 1)):
                counted[pair].append(figure.counted[side])
                tops[pair].append(figure.top or _ZERO)
                if figure.plus_one is not None:
                    plus_ones[pair].append(figure.plus_one[side])
        found += _own(board, figures, policy)
        found += _par(board)
    pairs = {
        pair: _Pair(_sum(values), len(values), _sum(tops[pair]), _sum(plus_ones[pair]))
        for pair, values in counted.items()
    }
    found += _entry_comparisons(event, _standings(event, pairs, policy), policy)
    return tuple(found)
