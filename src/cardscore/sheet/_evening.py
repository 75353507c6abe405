"""A rotating Chicago evening in a scoresheet: five to seven players, chukkers of four deals.

The players are seated by the suggested rotation (the Laws' Chicago, B6); each deal names
its declarer by name or by seat (``"Cid 4S="`` or ``"N 4S="``), or is ``"pass"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import chicago
from cardscore._history import last, length
from cardscore._text import Text
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Closing, Saved
from cardscore.sheet._chicago import Entry, columns, rows, rules_line
from cardscore.sheet._deals import (
    bridge_played,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._layout import Kind, Layout, Section, Sentence, chart, following
from cardscore.sheet._options import close_option, rules_from

if TYPE_CHECKING:
    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._fields import Value
    from cardscore.sheet._scoring import Sheet

__all__ = ["EVENING", "seated_line"]

_NOTATION = Text(
    "'Cid 4SX-1' (the declarer, by name or seat, then the result), 'pass', or a table"
)


class _Evening(Closing[chicago.Evening]):
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
    close = close_option(scoresheet)
    return _Evening(chicago.Evening(scoresheet.parties, rules), close=close)


def _deal(deal: chicago.EveningDeal) -> Value:
    played = deal.deal
    if played.declarer is None or played.result is None:
        return "pass"
    player = deal.seating.seats[played.declarer]
    return write_bridge_deal(player, str(played.result), played.honours)


def _save(ledger: chicago.Evening) -> Saved:
    options: dict[str, Value] = {"close": True} if ledger.closed else {}
    deals = tuple(map(_deal, ledger.deals))
    return Saved(
        "rotatingchicago", ledger.players, deals, ledger.rules, chicago.Rules(), None, options
    )


# --- The evening as players keep it: a Chicago table per chukker, then the standings -------


def _chukkers(result: Sheet, evening: chicago.Evening, *, explain: bool) -> list[Section]:
    carry = evening.rules.scoring == "chicago"
    chukkers: dict[int, tuple[str, list[Entry]]] = {}
    for row, deal in zip(result.rows, evening.deals, strict=True):
        title = say(
            Text("chukker {chukker}: {seating}", chukker=deal.chukker, seating=str(deal.seating))
        )
        chukkers.setdefault(deal.chukker, (title, []))[1].append(
            (row.number, row.played, deal.deal, deal.dealer)
        )
    return [
        Section(
            columns(carry=carry),
            tuple(rows(entries, carry=carry, explain=explain)),
            title=title,
            note_column=3,
            note_indent=None,
        )
        for title, entries in chukkers.values()
    ]


def seated_line(evening: chicago.Evening) -> str | None:
    """The next chukker's seating when no deal of it is played yet (before deal 1, too)."""
    seating = evening.seating
    if evening.next is None or seating is None:
        return None
    # Deals are recorded in order: any deal of this chukker makes the last one of it (O(1)).
    if length(evening) and last(evening).chukker == evening.chukker:
        return None
    return say(
        Text(
            "chukker {chukker}, to come: {seating}",
            chukker=evening.chukker,
            seating=str(seating),
        )
    )


def _ending(result: Sheet, evening: chicago.Evening) -> tuple[Sentence, ...]:
    places = tuple(
        f"{place}. {player} {total}" for place, (player, total) in enumerate(evening.ranking, 1)
    )
    return (
        Sentence(Kind.STANDINGS, say(Text("standings:")), places),
        Sentence(Kind.RESULT, say(Text("result: {result}", result=result.result))),
        *following(result),
    )


def layout(result: Sheet, evening: chicago.Evening, *, explain: bool) -> Layout:
    """A rotating evening as players keep it.

    Each chukker's seating and its deals as at Chicago (dealer, vulnerability, part scores
    carried, bonuses), then the players' standings and what comes next.
    """
    rules = rules_line(
        evening.rules, Text("{count} players in rotation", count=len(evening.players))
    )
    sections = _chukkers(result, evening, explain=explain)
    seated = seated_line(evening)
    if seated is not None:  # the chukker to come: its seating, no deal yet
        sections.append(Section((), title=seated))
    return Layout(tuple(sections), _ending(result, evening), heading=(rules,), chart=chart(result))


EVENING = Adapter(
    game="rotatingchicago",
    title=Text("Rotating Chicago evening"),
    parties="players",
    default_parties=None,
    options={"close": Text("the evening ends with the last deal of the sheet (default false)")},
    presets=(),
    notation=_NOTATION,
    start=_start,
    ledger=chicago.Evening,
    rules=chicago.Rules,
    save=_save,
    layout=layout,
    aliases=("chicago evening", "evening"),
)
