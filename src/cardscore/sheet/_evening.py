"""A rotating Chicago evening in a scoresheet: five to seven players, chukkers of four deals.

The players are seated by the suggested rotation (the Laws' Chicago, B6); each deal names
its declarer by name or by seat (``"Cid 4S="`` or ``"N 4S="``), or is ``"pass"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from cardscore import chicago
from cardscore._history import last
from cardscore._text import Text
from cardscore.i18n import say
from cardscore.sheet._chicago import LEFT, Entry, rows, rules_line
from cardscore.sheet._core import Adapter, Saved, Value, flag, register, rules_from
from cardscore.sheet._deals import (
    bridge_played,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._render import (
    aligned,
    heading,
    markdown_cell,
    markdown_table,
    next_line,
    said,
)

if TYPE_CHECKING:
    from cardscore.sheet._core import Scoresheet, Sheet

__all__ = ["EVENING", "seated_line"]

_NOTATION = Text(
    "'Cid 4SX-1' (the declarer, by name or seat, then the result), 'pass', or a table"
)


class _Evening:
    def __init__(self, evening: chicago.Evening, *, close: bool) -> None:
        self.ledger = evening
        self._close = close

    def play(self, deal: Value) -> str:
        self.ledger, honours = play_bridge_deal(self.ledger, deal, _NOTATION)
        recorded = last(self.ledger)  # O(1): deals[-1] would copy every deal
        if recorded.thrown_in:
            return Text("passed out")
        player = recorded.seating.seats[recorded.deal.declarer or "N"]
        return bridge_played(player, recorded.deal.result, honours)

    def close(self) -> None:
        if self._close:
            self.ledger = self.ledger.close()


def _start(scoresheet: Scoresheet) -> _Evening:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, chicago.Rules())
    close = flag("close", scoresheet.options.get("close", False))
    return _Evening(chicago.Evening(scoresheet.parties, rules), close=close)


def _deal(deal: chicago.EveningDeal) -> Value:
    played = deal.deal
    if played.declarer is None or played.result is None:
        return "pass"
    player = deal.seating.seats[played.declarer]
    return write_bridge_deal(player, str(played.result), played.honours)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, chicago.Evening):
        return None
    options: dict[str, Value] = {"close": True} if ledger.closed else {}
    deals = tuple(map(_deal, ledger.deals))
    return Saved(
        "rotatingchicago", ledger.players, deals, ledger.rules, chicago.Rules(), None, options
    )


# --- The evening as players keep it: a Chicago table per chukker, then the standings -------


def _chukkers(result: Sheet, *, explain: bool, indent: str) -> list[tuple[str, list[list[str]]]]:
    evening = cast("chicago.Evening", result.ledger)
    carry = evening.rules.scoring == "chicago"
    chukkers: dict[int, tuple[str, list[Entry]]] = {}
    for row, deal in zip(result.rows, evening.deals, strict=True):
        title = say(
            Text("chukker {chukker}: {seating}", chukker=deal.chukker, seating=str(deal.seating))
        )
        chukkers.setdefault(deal.chukker, (title, []))[1].append(
            (row.number, row.played, deal.deal, deal.dealer)
        )
    tables = []
    for title, entries in chukkers.values():
        header, table = rows(entries, carry=carry, explain=explain, indent=indent)
        tables.append((title, [header, *table]))
    return tables


def seated_line(result: Sheet) -> str | None:
    """The next chukker's seating when no deal of it is played yet (before deal 1, too)."""
    evening = cast("chicago.Evening", result.ledger)
    seating = evening.seating
    if evening.next is None or seating is None:
        return None
    if any(deal.chukker == evening.chukker for deal in evening.deals):
        return None
    return say(
        Text(
            "chukker {chukker}: {seating} (to come)",
            chukker=evening.chukker,
            seating=str(seating),
        )
    )


def _ending(result: Sheet) -> list[str]:
    evening = cast("chicago.Evening", result.ledger)
    lines = [say(Text("standings:"))]
    lines += [
        f"{place}. {player} {total}" for place, (player, total) in enumerate(evening.ranking, 1)
    ]
    following = next_line(evening.next, result.parties)
    lines.append(say(Text("result: {result}", result=result.result)))
    return lines if following is None else [*lines, following]


def layout(result: Sheet, form: str, *, explain: bool) -> str | None:
    """A rotating evening as players keep it (text or Markdown; None for another format).

    Each chukker's seating and its deals as at Chicago (dealer, vulnerability, part scores
    carried, bonuses), then the players' standings and what comes next.
    """
    if form not in ("text", "markdown"):
        return None
    evening = cast("chicago.Evening", result.ledger)
    rules = rules_line(
        evening.rules, Text("{count} players in rotation", count=len(evening.players))
    )
    left = dict(LEFT)
    if form == "text":
        lines = [heading(result), rules]
        for chukker, table in _chukkers(result, explain=explain, indent="  "):
            left[len(table[0]) - 1] = True
            lines += ["", chukker, *aligned(table, left)]
        seated = seated_line(result)
        lines += [] if seated is None else ["", seated]
        return "\n".join([*lines, "", *_ending(result)])
    lines = [f"## {markdown_cell(said(result.title))}", "", markdown_cell(rules)]
    for chukker, table in _chukkers(result, explain=explain, indent="· "):
        left[len(table[0]) - 1] = True
        lines += [
            "",
            f"### {markdown_cell(chukker)}",
            "",
            *markdown_table(table[0], table[1:], left),
        ]
    seated = seated_line(result)
    lines += [] if seated is None else ["", f"### {markdown_cell(seated)}"]
    places = len(evening.players)
    ending = _ending(result)
    standings = markdown_cell(" · ".join(ending[1 : places + 1]))
    lines += ["", say(Text("**Standings:** {standings}", standings=standings))]
    outcome = markdown_cell(say(result.result))
    lines += ["", say(Text("**Result:** {result}", result=outcome))]
    lines += [f"*{markdown_cell(line)}*" for line in ending[places + 2 :]]
    return "\n".join(lines)


EVENING = Adapter(
    game="rotatingchicago",
    title=Text("Rotating Chicago evening"),
    parties="players",
    default_parties=None,
    options={"close": Text("the evening ends with the last deal of the sheet (default false)")},
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=chicago.Rules,
    save=_save,
    layout=layout,
)
register(EVENING, "chicago evening", "evening")
