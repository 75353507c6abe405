"""Chicago in a scoresheet: four deals of bridge, NS against EW (the Laws' Chicago)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from cardscore import chicago
from cardscore._history import last
from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._core import Adapter, Saved, Value, flag, register, rules_from, text
from cardscore.sheet._deals import (
    bridge_played,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._render import (
    aligned,
    markdown_cell,
    markdown_ending,
    markdown_table,
    next_line,
    said,
    signed,
    totals_heading,
    vulnerability,
)

if TYPE_CHECKING:
    from cardscore.items import Item
    from cardscore.sheet._core import Scoresheet, Sheet

__all__ = ["CHICAGO"]

_NOTATION = Text("'N 4SX-1' (declarer's seat, then the result), 'pass', or a table")


class _Chicago:
    def __init__(self, match: chicago.Match, *, close: bool = False) -> None:
        self.ledger = match
        self._close = close

    def play(self, deal: Value) -> str:
        self.ledger, honours = play_bridge_deal(self.ledger, deal, _NOTATION)
        recorded = last(self.ledger)  # O(1): deals[-1] would copy every deal
        if recorded.thrown_in:
            return Text("passed out")
        return bridge_played(recorded.declarer, recorded.result, honours)

    def close(self) -> None:
        if self._close and not self.ledger.finished:
            self.ledger = self.ledger.close()


def _start(scoresheet: Scoresheet) -> _Chicago:
    no_preset(scoresheet)
    if set(scoresheet.parties) != set(chicago.SIDES) or len(scoresheet.parties) != 2:
        raise ScoreError("sides", list(scoresheet.parties), "the sides 'NS' and 'EW'")
    rules = rules_from(scoresheet, chicago.Rules())
    first_dealer = text(
        "first_dealer", scoresheet.options.get("first_dealer", "N"), Text("a seat: N, E, S or W")
    )
    close = flag("close", scoresheet.options.get("close", False))
    return _Chicago(chicago.Match(rules, first_dealer), close=close)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, chicago.Match):
        return None
    deals: list[Value] = [
        "pass"
        if deal.declarer is None or deal.result is None
        else write_bridge_deal(deal.declarer, str(deal.result), deal.honours)
        for deal in ledger.deals
    ]
    options: dict[str, Value] = {}
    if ledger.first_dealer != "N":
        options["first_dealer"] = ledger.first_dealer
    if ledger.closed:
        options["close"] = True
    return Saved(
        "chicago", chicago.SIDES, tuple(deals), ledger.rules, chicago.Rules(), None, options
    )


# --- The Chicago sheet as players keep it: dealer, vulnerability, part scores carried ---------


def rules_line(rules: chicago.Rules, start: Text) -> str:
    """Who deals first and the rule options, as the sheet's second line (said)."""
    duplicate = Text("; each deal scored as at duplicate") if rules.scoring == "duplicate" else ""
    honours = Text("; honours scored") if rules.honours else ""
    if rules.vulnerability == "dealer":
        line = Text(
            "{start}; deals 2 and 3: the dealer's side vulnerable{duplicate}{honours}",
            start=start,
            duplicate=duplicate,
            honours=honours,
        )
    else:
        line = Text(
            "{start}; deals 2 and 3: the non-dealer's side vulnerable{duplicate}{honours}",
            start=start,
            duplicate=duplicate,
            honours=honours,
        )
    return say(line)


# A bonus's name in the bonus column: its label up to the parenthesis.
_BONUS_NAMES = {
    "game bonus": Text("game bonus"),
    "part score on the fourth deal": Text("part score on the fourth deal"),
    "partscore bonus": Text("partscore bonus"),
    "small slam bonus": Text("small slam bonus"),
    "grand slam bonus": Text("grand slam bonus"),
}


def _bonus_name(label: str) -> str:
    name = label.split(" (", maxsplit=1)[0]
    known = _BONUS_NAMES.get(name)
    return say(label) if known is None else say(known)


def _bonus(items: tuple[Item, ...]) -> str:
    # The game, part-score and slam bonuses, in the row of the deal that earned them.
    return ", ".join(
        f"{item.who} {_bonus_name(item.label)} {item.points}"
        for item in items
        if item.kind in _BONUS_KINDS
    )


# The bonuses written in the bonus column, by kind (never by their words).
_BONUS_KINDS = frozenset({"game_bonus", "part_score", "slam_bonus"})


Entry = tuple["int | None", str, chicago.Deal, str]
"""A deal of the sheet: its number, what was played, the deal, and who dealt (seat or name)."""


def rows(
    entries: list[Entry], *, carry: bool, explain: bool, indent: str
) -> tuple[list[str], list[list[str]]]:
    """The header and the rows of a Chicago table, NS and EW, for these deals."""
    sides = chicago.SIDES
    header = [say(Text("deal")), say(Text("dealer")), say(Text("vul")), say(Text("played"))]
    header += sides
    if carry:
        header += [say(Text("part {side}", side=side)) for side in sides]
    header += [*totals_heading(sides), say(Text("bonus"))]
    table: list[list[str]] = []
    parts = dict.fromkeys(sides, 0)
    for number, played, deal, dealer in entries:
        start = [
            "" if number is None else str(number),
            dealer,
            vulnerability(deal.vulnerable, sides),
            said(played),
        ]
        if deal.result is None:  # passed out: the same player deals again
            table.append(start + [""] * (len(header) - len(start)))
            continue
        for item in deal.below:
            parts[item.who] += item.points
        if deal.game is not None:  # a game wipes both part scores (B6)
            parts = dict.fromkeys(sides, 0)
        line = start + [signed(points) for points in deal.scores.values()]
        if carry:
            line += [str(parts[side]) for side in sides]
        line += [str(points) for points in deal.running.values()] + [_bonus(deal.above)]
        table.append(line)
        if explain:
            for item in deal.items:
                points = [signed(item.points) if side == item.who else "" for side in sides]
                rest = len(header) - 4 - len(points)
                table.append(["", "", "", indent + say(item.label), *points, *[""] * rest])
    return header, table


def _rows(result: Sheet, *, explain: bool, indent: str) -> tuple[list[str], list[list[str]]]:
    match = cast("chicago.Match", result.ledger)
    entries: list[Entry] = [
        (row.number, row.played, deal, deal.dealer)
        for row, deal in zip(result.rows, match.deals, strict=True)
    ]
    carry = match.rules.scoring == "chicago"
    return rows(entries, carry=carry, explain=explain, indent=indent)


LEFT = {1: True, 2: True, 3: True}
"""The columns of a Chicago table aligned left (the others, and numbers, to the right)."""


def _ending(result: Sheet) -> list[str]:
    match = cast("chicago.Match", result.ledger)
    ns, ew = (result.totals[side] for side in result.parties)
    totals = f"NS {ns}, EW {ew}"
    following = next_line(match.next, result.parties)
    if following is not None:
        return [say(Text("result: in progress ({totals})", totals=totals)), following]
    closed: str = ""
    if match.closed:
        closed = (
            Text("closed after 1 deal; ")
            if match.played == 1
            else Text("closed after {count} deals; ", count=match.played)
        )
    if ns == ew:
        return [say(Text("result: {closed}a tie ({totals})", closed=closed, totals=totals))]
    won = Text(
        "result: {closed}{winner} win by {margin} ({totals})",
        closed=closed,
        winner=match.winner,
        margin=abs(ns - ew),
        totals=totals,
    )
    return [say(won)]


def layout(result: Sheet, form: str, *, explain: bool) -> str | None:
    """A Chicago match as players keep it (text or Markdown; None for another format).

    Each deal's dealer and vulnerability, the part scores carried to the next deal, the
    bonuses where they fall; then the result, or what comes next.
    """
    if form not in ("text", "markdown"):
        return None
    match = cast("chicago.Match", result.ledger)
    heading = rules_line(match.rules, Text("first dealer {seat}", seat=match.first_dealer))
    left = dict(LEFT)
    if form == "text":
        header, table = _rows(result, explain=explain, indent="  ")
        left[len(header) - 1] = True
        lines = [say(Text("{title}: NS v EW", title=result.title)), heading, ""]
        lines += aligned([header, *table], left)
        return "\n".join([*lines, "", *_ending(result)])
    header, table = _rows(result, explain=explain, indent="· ")
    left[len(header) - 1] = True
    lines = [f"## {markdown_cell(said(result.title))}", "", markdown_cell(heading), ""]
    lines += markdown_table(header, table, left)
    lines += markdown_ending(_ending(result))
    return "\n".join(lines)


CHICAGO = Adapter(
    game="chicago",
    title=Text("Chicago match"),
    parties="sides",
    default_parties=chicago.SIDES,
    options={
        "first_dealer": Text("the seat that deals first: N (default), E, S or W"),
        "close": Text(
            "the match ends with the sheet's last deal, before the fourth (default false)"
        ),
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=chicago.Rules,
    save=_save,
    layout=layout,
)
register(CHICAGO)
