"""Rubber bridge and two-player Draw Bridge in a scoresheet (the Laws of Rubber Bridge)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from cardscore import rubber
from cardscore._history import last
from cardscore._text import Text
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Closing, Saved
from cardscore.sheet._deals import (
    bridge_row,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._fields import Value, optional_text
from cardscore.sheet._layout import (
    Column,
    Kind,
    Layout,
    Line,
    Section,
    Sentence,
    chart,
    following,
    said,
)
from cardscore.sheet._options import close_option, rules_from

if TYPE_CHECKING:
    from cardscore.items import Item
    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["RUBBER"]

_NOTATION = Text("'NS 4S=' (declaring side, then the result), 'pass', or a table")


class _Rubber(Closing[rubber.Rubber]):
    def play(self, deal: Value) -> str:
        self.ledger, honours = play_bridge_deal(self.ledger, deal, _NOTATION)
        return bridge_row(last(self.ledger), honours)  # last: O(1), deals[-1] copies them

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
    close = close_option(scoresheet)
    first_dealer = optional_text(
        "first_dealer", scoresheet.options.get("first_dealer"), Text("a seat N E S W, or a side")
    )
    return _Rubber(rubber.Rubber(scoresheet.parties, rules, first_dealer), close=close)


def _save(ledger: rubber.Rubber) -> Saved:
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


Entry = tuple[str, int, str]  # who, points, note; ("", 0, text) is a game's rule, its text


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


def _entries(
    result: Sheet, ledger: rubber.Rubber, *, explain: bool
) -> tuple[list[Entry], list[Entry]]:
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


def _outcome(result: Sheet, ledger: rubber.Rubber) -> tuple[Sentence, ...]:
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
        return (Sentence(Kind.RESULT, say(won)),)
    if ledger.closed:
        closed = Text(
            "rubber closed unfinished, games {first}–{second}; {points}",
            first=games[first],
            second=games[second],
            points=points,
        )
        return (Sentence(Kind.RESULT, say(closed)),)
    standing = Text(
        "in progress, games {first}–{second}", first=games[first], second=games[second]
    )
    return Sentence(Kind.RESULT, say(standing)), *following(result)


def layout(result: Sheet, ledger: rubber.Rubber, *, explain: bool) -> Layout:
    """A rubber on the classic pad.

    The two sides' columns, bonuses above the line (the latest on top), trick scores below
    it with a rule under each game, then the totals and the outcome in full.
    """
    first, second = result.parties
    above, below = _entries(result, ledger, explain=explain)

    def line(who: str, points: int, note: str) -> Line:
        if not who:
            return Line(Kind.GAME, text=note)
        cells = [str(points) if who == first else "", str(points) if who == second else ""]
        return Line(Kind.DEAL, [*cells, note])

    totals = result.totals
    lines = [
        *(line(*entry) for entry in above),
        Line(Kind.LINE, text=say(Text("the line"))),
        *(line(*entry) for entry in below),
        Line(Kind.TOTAL, [str(totals[first]), str(totals[second]), say(Text("total"))]),
    ]
    pad = Section((Column(first), Column(second), Column("", left=True)), tuple(lines), pad=True)
    headline = say(
        Text("{title}: {first} v {second}", title=result.title, first=first, second=second)
    )
    return Layout((pad,), _outcome(result, ledger), headline=headline, chart=chart(result))


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
    ledger=rubber.Rubber,
    rules=rubber.Rules,
    save=_save,
    layout=layout,
)
