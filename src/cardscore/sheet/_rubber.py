"""Rubber bridge and two-player Draw Bridge in a scoresheet (the Laws of Rubber Bridge)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, cast

from cardscore import rubber
from cardscore._history import last
from cardscore._text import Text
from cardscore.i18n import say
from cardscore.sheet._core import (
    Adapter,
    Saved,
    Value,
    flag,
    optional_text,
    register,
    rules_from,
)
from cardscore.sheet._deals import (
    bridge_played,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._render import markdown_cell, markdown_ending, next_line, said

if TYPE_CHECKING:
    from cardscore.items import Item
    from cardscore.sheet._core import Scoresheet, Sheet

__all__ = ["RUBBER"]

_NOTATION = Text("'NS 4S=' (declaring side, then the result), 'pass', or a table")


class _Rubber:
    def __init__(self, ledger: rubber.Rubber, *, close: bool) -> None:
        self.ledger = ledger
        self._close = close

    def play(self, deal: Value) -> str:
        self.ledger, honours = play_bridge_deal(self.ledger, deal, _NOTATION)
        recorded = last(self.ledger)  # O(1): deals[-1] would copy every deal
        if recorded.thrown_in:
            return Text("passed out")
        return bridge_played(recorded.declarer, recorded.result, honours)

    def close(self) -> str | None:
        if not self._close:
            return None
        if self.ledger.finished:
            warnings.warn(
                Text("close: the rubber was won; there was nothing to close"), stacklevel=1
            )
            return None
        self.ledger = self.ledger.close()
        return Text("rubber closed unfinished")


def _start(scoresheet: Scoresheet) -> _Rubber:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, rubber.Rules())
    close = flag("close", scoresheet.options.get("close", False))
    first_dealer = optional_text(
        "first_dealer", scoresheet.options.get("first_dealer"), Text("a seat N E S W, or a side")
    )
    return _Rubber(rubber.Rubber(scoresheet.parties, rules, first_dealer), close=close)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, rubber.Rubber):
        return None
    deals: list[Value] = []
    for deal in ledger.deals:
        if deal.thrown_in:
            deals.append("pass")
        elif deal.declarer is not None and deal.result is not None:
            deals.append(write_bridge_deal(deal.declarer, str(deal.result), deal.honours))
        # else the closing entry: not a deal, the ``close`` option says it
    options: dict[str, Value] = {"close": True} if ledger.closed else {}
    if ledger.first_dealer is not None:
        options["first_dealer"] = ledger.first_dealer
    return Saved("rubber", ledger.sides, tuple(deals), ledger.rules, rubber.Rules(), None, options)


# --- The classic pad: two columns, above and below the line, a rule under each game --------

# Always named on the pad, as players write them; the rest only with --explain.
_NAMED = frozenset({"rubber_bonus", "honours", "unfinished_game", "unfinished_part_score"})


def _note(deal: str, item: Item, *, explain: bool) -> str:
    if explain or item.kind in _NAMED:
        label = say(item.label)
        return say(Text("{deal}: {label}", deal=deal, label=label)) if deal else label
    return deal


Entry = tuple[str, int, str]  # who, points, note; ("", 0, text) is a rule with its text


def _written(items: tuple[Item, ...], played: str, *, explain: bool) -> list[Entry]:
    # As a player writes a deal on the pad: one figure per side (two undertricks are one
    # penalty), the named bonuses apart; with --explain, every item on its own line.
    entries: list[Entry] = []
    merged: dict[str, int] = {}
    for item in items:
        note = _note(played, item, explain=explain)
        if note != played or item.who not in merged:
            merged[item.who] = len(entries)
            entries.append((item.who, item.points, note))
        else:
            who, points, _ = entries[merged[item.who]]
            entries[merged[item.who]] = (who, points + item.points, note)
    return entries


def _entries(result: Sheet, *, explain: bool) -> tuple[list[Entry], list[Entry]]:
    ledger = cast("rubber.Rubber", result.ledger)
    above: list[Entry] = []
    below: list[Entry] = []
    for row, deal in zip(result.rows, ledger.deals, strict=True):
        played = "" if row.number is None else f"{row.number}. {said(row.played)}"
        above += _written(deal.above, played, explain=explain)
        below += _written(deal.below, played, explain=explain)
        if deal.game_won_by is not None:
            game = Text("game {number}: {side}", number=deal.game, side=deal.game_won_by)
            below.append(("", 0, say(game)))
    above.reverse()  # written upward from the line: the latest on top
    return above, below


def _outcome(result: Sheet) -> list[str]:
    ledger = cast("rubber.Rubber", result.ledger)
    first, second = ledger.sides
    games = ledger.games
    totals = result.totals
    margin = abs(totals[first] - totals[second])
    points = (
        Text("equal on points")
        if margin == 0
        else Text("{side} +{margin} on points", side=ledger.winner, margin=margin)
    )
    if ledger.rubber_winner is not None:
        loser = second if ledger.rubber_winner == first else first
        won = Text(
            "{side} wins the rubber {won}–{lost}; {points}",
            side=ledger.rubber_winner,
            won=games[ledger.rubber_winner],
            lost=games[loser],
            points=points,
        )
        return [say(won)]
    if ledger.closed:
        closed = Text(
            "rubber closed unfinished, games {first}–{second}; {points}",
            first=games[first],
            second=games[second],
            points=points,
        )
        return [say(closed)]
    following = next_line(ledger.next, result.parties)
    standing = say(
        Text("in progress, games {first}–{second}", first=games[first], second=games[second])
    )
    return [standing] if following is None else [standing, following]


def layout(result: Sheet, form: str, *, explain: bool) -> str | None:
    """A rubber on the classic pad (text or Markdown; None for another format).

    The two sides' columns, bonuses above the line (the latest on top), trick scores below
    it with a rule under each game, then the totals and the outcome in full.
    """
    if form not in ("text", "markdown"):
        return None
    first, second = result.parties
    above, below = _entries(result, explain=explain)
    totals = result.totals
    if form == "markdown":
        return _markdown(result, above, below)
    numbers = [str(points) for _, points, _ in above + below] + [
        str(totals[first]),
        str(totals[second]),
    ]
    width = max(len(first), len(second), *map(len, numbers)) + 1
    rule, line = "-" * (width + 1), "=" * (width + 1)

    def row(who: str, points: int, note: str) -> str:
        left = f"{points:>{width}}" if who == first else " " * width
        right = f"{points:>{width}}" if who == second else ""
        return f"{left} | {right:<{width}}  {note}".rstrip()

    lines = [
        say(Text("{title}: {first} v {second}", title=result.title, first=first, second=second)),
        "",
    ]
    lines += [f"{first:>{width}} | {second:>{width}}", f"{rule}+{rule}"]
    lines += [row(*entry) for entry in above]
    lines.append(f"{line}+{line}")
    for who, points, note in below:
        lines.append(f"{rule}+{rule} {note}" if not who else row(who, points, note))
    lines += [f"{line}+{line}", f"{totals[first]:>{width}} | {totals[second]:>{width}}"]
    return "\n".join([*lines, *_outcome(result)])


def _markdown(result: Sheet, above: list[Entry], below: list[Entry]) -> str:
    first, second = result.parties

    def row(who: str, points: int, note: str) -> str:
        left = str(points) if who == first else ""
        right = str(points) if who == second else ""
        return f"| {left} | {right} | {markdown_cell(note)} |"

    lines = [f"## {markdown_cell(said(result.title))}", ""]
    lines += [f"| {markdown_cell(first)} | {markdown_cell(second)} | |", "|---:|---:|---|"]
    lines += [row(*entry) for entry in above]
    the_line = say(Text("the line"))
    lines.append(f"| ═══ | ═══ | **{markdown_cell(the_line)}** |")
    for who, points, note in below:
        lines.append(
            f"| ─── | ─── | **{markdown_cell(note)}** |" if not who else row(who, points, note)
        )
    totals = result.totals
    total = markdown_cell(say(Text("total")))
    lines.append(f"| **{totals[first]}** | **{totals[second]}** | **{total}** |")
    lines += markdown_ending(_outcome(result))
    return "\n".join(lines)


RUBBER = Adapter(
    game="rubber",
    title=Text("Rubber bridge"),
    parties="sides",
    default_parties=("NS", "EW"),
    options={
        "close": Text("close an unfinished rubber at the end of the sheet (default false)"),
        "first_dealer": Text(
            "who deals first: a seat N E S W, or one of the sides (default: "
            "nobody is said to deal)"
        ),
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=rubber.Rules,
    save=_save,
    layout=layout,
)
register(RUBBER)
