"""What the prompt shows: a deal's row, the totals, what comes next, the outcome.

Each game family says what comes next its own way (:meth:`~._family.Family.coming`); the
rest is the same for every game.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from cardscore import i18n, sheet
from cardscore._text import Text
from cardscore._units import WHOLE, in_units
from cardscore.cli._common import item_lines, printable
from cardscore.cli.play._family import family_of

if TYPE_CHECKING:
    from collections.abc import Sequence
    from fractions import Fraction
    from typing import TextIO

    from cardscore.items import Item


def party_list(parties: Sequence[str], points: dict[str, int], unit: Fraction = WHOLE) -> str:
    # Names and numbers (a list of values, in the run's number style), not of words; the
    # points in the game's own units (a pairs session's tenths of a matchpoint as matchpoints).
    return ", ".join(f"{name} {in_units(points[name], unit)}" for name in parties)


def and_(names: Sequence[str]) -> str | Text:
    """Names as a sentence lists them: ``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``."""
    if len(names) == 1:
        return names[0]
    # The names before the last are a list of names (values), the "and" a word of the template.
    return Text("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def next_line(scored: sheet.Sheet) -> str:
    """What comes next (:func:`~cardscore.sheet._layout.next_sentence`), or the outcome.

    The outcome is the sheet's own result (``result: EW win by 50 (NS 550, EW 600)``,
    ``NS wins the rubber 2–0; NS +700 on points``), after ``Game over.``. Said in the run's
    language (:func:`cardscore.i18n.current`). Each game family says what comes next its own
    way (:meth:`~cardscore.cli.play._family.Family.coming`): a pairs session the first
    board not in, a rotating evening about to start a chukker who sits where.
    """
    following = scored.ledger.next
    if scored.finished or following is None:
        return "\n".join([i18n.say(GAME_OVER), outcome(scored)])
    return family_of(scored.scoresheet.game).coming(scored)


GAME_OVER = Text("Game over.")


def traveller(deal: sheet.Value) -> str | None:
    """A pairs traveller as it is typed (``2: 1 3 N 4S=; 2 4 pass``); None for another deal."""
    if not isinstance(deal, dict):
        return None
    results = deal.get("results")
    if not isinstance(results, list) or not results:  # a board not played: its label says so
        return None
    return f"{deal.get('board')}: " + "; ".join(map(str, results))


def outcome(scored: sheet.Sheet) -> str:
    """A finished sheet's result, as the sheet itself says it, in the run's language."""
    ending = scored.layout().ending
    return "\n".join(sentence.text for sentence in ending if sentence.kind is sheet.Kind.RESULT)


def row_lines(row: sheet.Row, unit: Fraction = WHOLE, *, shared: bool = False) -> list[str]:
    """A row as the prompt shows it: its number and what was played, then why.

    The points are counted in ``unit``, the ledger's (see :func:`~cardscore._units.in_units`).
    ``shared``: an item is paid by every player (tarot), so each item is one line, every
    player's points on it, as the sheet's ``--explain`` shows it.
    """
    if row.number is None:
        heading = i18n.say(Text("Not counted: {played}", played=row.played))
    elif row.board is not None:  # a duplicate event: the row says its board ("board 3: ...")
        said = i18n.say(row.played)
        heading = said[:1].upper() + said[1:]
    else:
        heading = i18n.say(Text("Deal {number}: {played}", number=row.number, played=row.played))
    lines = [heading]
    if shared and row.items:
        return lines + _shared_lines(row.items, unit)
    lines += item_lines(row.items, unit=unit) or ["  " + i18n.say(Text("nothing scored"))]
    return lines


def _shared_lines(items: Sequence[Item], unit: Fraction) -> list[str]:
    """``  label: Ann +116, Cid +58, Bob -58``: each label once, every player's points after."""
    points: dict[str, list[str]] = {}
    for item in items:
        said = f"{i18n.term(item.who)} {in_units(item.points, unit, sign=True)}"
        points.setdefault(item.label, []).append(said)
    return [
        "  " + i18n.say(Text("{label}: {points}", label=label, points=", ".join(each)))
        for label, each in points.items()
    ]


def winner(scored: sheet.Sheet) -> str:
    """Who wins, in words: a party, parties sharing the win, a tie, or nobody yet."""
    if not scored.finished:
        return Text("nobody yet")
    winner = scored.ledger.winner
    if winner is None:
        return Text("a tie")
    return winner if isinstance(winner, str) else and_(winner)


def print_line(text: str, stream: TextIO | None = None) -> None:
    """Print ``text`` (standard output by default) as the stream's encoding can show it."""
    stream = sys.stdout if stream is None else stream
    encoding = getattr(stream, "encoding", None) or "utf-8"
    shown, _ = printable(text, encoding, as_json=False)
    print(shown, file=stream, flush=True)
