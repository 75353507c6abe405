"""Writing a teams match as PBN 2.1: a game per board and room, with the board's IMPs.

Each board is two games, ``[Room "Open"]`` (the first team, ``HomeTeam``, North-South) and
``[Room "Closed"]`` (the second, ``VisitTeam``, North-South), each with the board's number,
dealer and vulnerability (Law 2), the room's contract, declarer, tricks and ``Score``, and the
board's IMPs from North-South's view there (``ScoreIMP``, D1). A board thrown out is one game
with its number and no room.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import __version__, duplicate
from cardscore._results_ledger import VULNERABLE, finished_match

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["match_text"]


def _play(board: int, play: duplicate.Play) -> list[str]:
    result = play.result
    if result is not None:
        tags = [
            f'[Declarer "{play.declarer}"]',
            f'[Contract "{result.contract}"]',
            f'[Result "{result.tricks}"]',
        ]
    elif play.passed_out:
        tags = ['[Contract "Pass"]']
    else:
        tags = []
    return [*tags, f'[Score "NS {play.score(board)}"]']


def match_text(match: duplicate.TeamsMatch, title: str, quoted: Callable[[str], str]) -> str:
    """The PBN text of a finished teams match (see :func:`cardscore.pbn.dumps`)."""
    finished_match(match)
    home, visitors = (quoted(team) for team in match.teams)
    out = ["% PBN 2.1", f"% cardscore {__version__}"]
    for deal in match.deals:
        board = deal.board
        head = [
            f'[Event "{quoted(title)}"]',
            f'[Board "{board}"]',
            f'[Dealer "{duplicate.board_dealer(board)}"]',
            f'[Vulnerable "{VULNERABLE[duplicate.board_vulnerable(board)]}"]',
            '[Scoring "IMP"]',
            '[Competition "Teams"]',
            f'[HomeTeam "{home}"]',
            f'[VisitTeam "{visitors}"]',
        ]
        if deal.open_room is None or deal.closed_room is None:
            out += [*head, ""]
            continue
        for room, play, imps in (
            ("Open", deal.open_room, deal.imps),
            ("Closed", deal.closed_room, -deal.imps),
        ):
            out += [*head, f'[Room "{room}"]', *_play(board, play)]
            out += [f'[ScoreIMP "NS {imps}"]', ""]
    return "\n".join(out)
