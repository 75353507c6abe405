"""Writing a pairs session as PBN 2.1: a game per board with its score table, and the totals.

A teams match is written by :mod:`cardscore.pbn._teams_writer`.

Each board is a game: its number, dealer and vulnerability (Law 2), the scoring, and a
``ScoreTable`` of every line (pairs, contract, declarer, tricks, North-South's score and what
the line earned). The first game also holds the ``TotalScoreTable``. Later games inherit the
event's name and scoring with ``#``, as the standard's export form does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import __version__, duplicate
from cardscore._results_ledger import VULNERABLE, pairs_session, shown, write_text
from cardscore.pbn._teams_writer import match_text

if TYPE_CHECKING:
    from pathlib import Path

    from cardscore.ledger import Ledger

__all__ = ["dumps", "save"]

_SCORING = {"matchpoints": "MP", "cross-imps": "IMP", "butler": "Butler"}
_FIGURES = {
    "matchpoints": ("MP_NS", "MP_EW"),
    "cross-imps": ("IMP_NS", "IMP_EW"),
    "butler": ("IMP_NS", "IMP_EW"),
}
_TOTAL = {"matchpoints": "TotalScoreMP", "cross-imps": "TotalIMP", "butler": "TotalIMP"}


def _quoted(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"')


def _line(board: int, line: duplicate.TableResult, ns: object, ew: object) -> str:
    play = line.play
    if play is None:
        north, east = line.artificial or (duplicate.Average.EVEN, duplicate.Average.EVEN)
        cells = ["-", "-", "-", f"^{north}/{east}"]
    elif play.result is not None:
        result = play.result
        cells = [str(result.contract), play.declarer or "-", str(result.tricks)]
        cells.append(str(play.score(board)))
    elif play.passed_out:
        cells = ["Pass", "-", "-", "0"]
    else:
        cells = ["-", "-", "-", str(play.score(board))]
    return " ".join([line.ns, line.ew, *cells, str(ns), str(ew)])


def _total_table(session: duplicate.PairsSession) -> list[str]:
    total = _TOTAL[session.method]
    spec = f"Rank\\3R;PairId\\4R;Direction\\2L;{total}\\8R;TotalPercentage\\6R;NrBoards\\3R"
    rows = [f'[TotalScoreTable "{spec}"]']
    order = {pair: index for index, pair in enumerate(session.parties)}
    # In the session's order of pairs (each row says its rank): read back, the pairs keep it.
    for standing in sorted(session.ranking, key=lambda standing: order[standing.pair]):
        percentage = "-" if standing.percentage is None else str(shown(standing.percentage))
        rows.append(
            f"{standing.place} {standing.pair} {standing.direction or '-'} "
            f"{shown(standing.total)} {percentage} {standing.boards}"
        )
    return rows


def dumps(ledger: Ledger, *, title: str = "cardscore") -> str:
    """A pairs session or a teams match as the text of a PBN 2.1 file.

    A teams match is written a game per board and room (``Room``, ``HomeTeam``,
    ``VisitTeam``, ``Score`` and ``ScoreIMP``); it must have every board in.

    >>> from cardscore import duplicate, pbn
    >>> session = duplicate.PairsSession(ns=("1", "2"), ew=("3", "4"), expected=2, boards=1)
    >>> session = session.record(1, ["1 3 N 4S=", "2 4 N 4S-1"])
    >>> pbn.loads(pbn.dumps(session)).session() == session
    True

    >>> match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=1).record("S 4S=", "N 2S+1")
    >>> pbn.loads(pbn.dumps(match)).session() == match
    True

    Raises:
        ScoreError: ``ledger`` is not a pairs session or a teams match, or was closed early
            (a teams match: or is not over).
    """
    if isinstance(ledger, duplicate.TeamsMatch):
        return match_text(ledger, title, _quoted)
    session = pairs_session(ledger)
    ns_column, ew_column = _FIGURES[session.method]
    spec = (
        "PairId_NS\\4R;PairId_EW\\4R;Contract\\5L;Declarer\\1R;Result\\2R;Score_NS\\6R;"
        f"{ns_column}\\6R;{ew_column}\\6R"
    )
    out = ["% PBN 2.1", "% EXPORT", f"% cardscore {__version__}"]
    for index, deal in enumerate(session.deals):
        board = deal.board or 0
        first = index == 0
        out += [
            f'[Event "{_quoted(title) if first else "#"}"]',
            f'[Board "{board}"]',
            f'[Dealer "{duplicate.board_dealer(board)}"]',
            f'[Vulnerable "{VULNERABLE[duplicate.board_vulnerable(board)]}"]',
            f'[Scoring "{_SCORING[session.method] if first else "#"}"]',
            f'[ScoreTable "{spec if first else "#"}"]',
        ]
        out += [
            _line(board, line, shown(points[0]), shown(points[1]))
            for line, points in zip(deal.results, deal.points, strict=True)
        ]
        if first:
            out += _total_table(session)
        out.append("")
    if not session.deals:
        out += [f'[Event "{_quoted(title)}"]', *_total_table(session), ""]
    return "\n".join(out)


def save(ledger: Ledger, path: str | Path, *, title: str = "cardscore") -> None:
    """Write a pairs session or a teams match to ``path`` as PBN 2.1 (see :func:`dumps`).

    Raises:
        ScoreError: ``ledger`` is not a pairs session or a finished teams match, or
            ``path`` cannot be written.
    """
    write_text(path, dumps(ledger, title=title))
