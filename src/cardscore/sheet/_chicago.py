"""Chicago in a scoresheet: four deals of bridge, NS against EW (the Laws' Chicago)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import chicago
from cardscore._history import last
from cardscore._text import Text, listed
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Closing, Saved
from cardscore.sheet._deals import (
    bridge_row,
    no_preset,
    play_bridge_deal,
    write_bridge_deal,
)
from cardscore.sheet._fields import Value, text
from cardscore.sheet._layout import (
    Column,
    Kind,
    Layout,
    Line,
    Section,
    Sentence,
    chart,
    explained,
    following,
    said,
    signed,
    vulnerability,
)
from cardscore.sheet._options import close_option, rules_from

if TYPE_CHECKING:
    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["CHICAGO"]

_NOTATION = Text("'N 4SX-1' (declarer's seat, then the result), 'pass', or a table")


class _Chicago(Closing[chicago.Match]):
    def play(self, deal: Value) -> str:
        self.ledger, honours = play_bridge_deal(self.ledger, deal, _NOTATION)
        return bridge_row(last(self.ledger), honours)  # last: O(1), deals[-1] copies them


def _start(scoresheet: Scoresheet) -> _Chicago:
    no_preset(scoresheet)
    if set(scoresheet.parties) != set(chicago.SIDES) or len(scoresheet.parties) != 2:
        raise ScoreError("sides", list(scoresheet.parties), "the sides 'NS' and 'EW'")
    rules = rules_from(scoresheet, chicago.Rules())
    first_dealer = text(
        "first_dealer", scoresheet.options.get("first_dealer", "N"), Text("a seat: N, E, S or W")
    )
    close = close_option(scoresheet)
    return _Chicago(chicago.Match(rules, first_dealer), close=close)


def _save(ledger: chicago.Match) -> Saved:
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
    said: list[str] = [
        start,
        Text("deals 2 and 3: the dealer's side vulnerable")
        if rules.vulnerability == "dealer"
        else Text("deals 2 and 3: the non-dealer's side vulnerable"),
    ]
    if rules.scoring == "duplicate":
        said.append(Text("each deal scored as at duplicate"))
    if rules.honours:
        said.append(Text("honours scored"))
    return say(listed(said, ";"))


# A bonus's short name in the bonus column, by its item's kind (never by its words): the
# column's heading says they are bonuses. One Chicago sheet has either the fourth deal's part
# score bonus (Chicago scoring) or the partscore bonus (duplicate scoring), never both.
_BONUS_NAMES = {
    "game_bonus": Text.in_context("chicago bonus", "game"),
    "part_score": Text.in_context("chicago bonus", "part score"),
}
_SLAM_NAMES = {
    6: Text.in_context("chicago bonus", "small slam"),
    7: Text.in_context("chicago bonus", "grand slam"),
}


def _bonus(deal: chicago.Deal) -> str:
    """The game, part-score and slam bonuses of a deal, in its row: ``EW game 500``."""
    level = 0 if deal.result is None else deal.result.contract.level
    bonuses: list[str] = []
    for item in deal.above:
        name = _SLAM_NAMES.get(level) if item.kind == "slam_bonus" else _BONUS_NAMES.get(item.kind)
        if name is not None:
            bonuses.append(f"{item.who} {say(name)} {item.points}")
    return ", ".join(bonuses)  # a list of names and figures, no words of its own


Entry = tuple["int | None", str, chicago.Deal, str]
"""A deal of the sheet: its number, what was played, the deal, and who dealt (seat or name)."""


def columns(*, carry: bool) -> tuple[Column, ...]:
    """A Chicago table's columns: a deal's number, its dealer, vulnerability and play.

    Then each side's points (the running totals under them, on a row of their own), the
    part scores carried (``carry``) and the bonuses.
    """
    sides = chicago.SIDES
    return (
        Column(say(Text("deal"))),
        Column(say(Text("dealer")), left=True),
        Column(say(Text("vul")), left=True),
        Column(say(Text("played")), left=True),
        *(Column(side) for side in sides),
        *((Column(say(Text("part {side}", side=side))) for side in sides) if carry else ()),
        Column(say(Text("bonus")), left=True),
    )


def rows(entries: list[Entry], *, carry: bool, explain: bool) -> list[Line]:
    """The rows of a Chicago table, NS and EW, for these deals.

    A deal's row, then the running totals under its points; with ``explain``, what was
    scored and why under them.
    """
    sides = chicago.SIDES
    width = len(columns(carry=carry))
    total = say(Text("total"))
    lines: list[Line] = []
    parts = dict.fromkeys(sides, 0)
    for number, played, deal, dealer in entries:
        start = [
            "" if number is None else str(number),
            dealer,
            vulnerability(deal.vulnerable, sides),
            said(played),
        ]
        if deal.result is None:  # passed out: the same player deals again
            lines.append(Line(Kind.VOID, start + [""] * (width - len(start))))
            continue
        for item in deal.below:
            parts[item.who] += item.points
        if deal.game is not None:  # a game wipes both part scores (B6)
            parts = dict.fromkeys(sides, 0)
        line = start + [signed(points) for points in deal.scores.values()]
        if carry:
            line += [str(parts[side]) for side in sides]
        lines.append(Line(Kind.DEAL, [*line, _bonus(deal)]))
        running = ["", "", "", total, *(str(points) for points in deal.running.values())]
        lines.append(Line(Kind.RUNNING, running + [""] * (width - len(running))))
        if explain:
            lines += explained(deal.items)
    return lines


def _ending(result: Sheet, match: chicago.Match) -> tuple[Sentence, ...]:
    ns, ew = (result.totals[side] for side in result.parties)
    totals = f"NS {ns}, EW {ew}"
    if not match.finished:
        going = Text("result: in progress ({totals})", totals=totals)
        return Sentence(Kind.RESULT, say(going)), *following(result)
    return (Sentence(Kind.RESULT, say(_final(match, ns, ew, totals))),)


def _final(match: chicago.Match, ns: int, ew: int, totals: str) -> Text:
    """The finished match's result, a sentence for each case: closed early or not, a tie."""
    winner, margin = match.winner, abs(ns - ew)
    if not match.closed:
        if ns == ew:
            return Text("result: a tie ({totals})", totals=totals)
        return Text(
            "result: {winner} win by {margin} ({totals})",
            winner=winner,
            margin=margin,
            totals=totals,
        )
    count = match.played
    if ns == ew:  # a deal played always scores: a tie closed early is after none, or several
        return Text(
            "result: closed after {count} deals; a tie ({totals})", count=count, totals=totals
        )
    if count == 1:
        return Text(
            "result: closed after 1 deal; {winner} win by {margin} ({totals})",
            winner=winner,
            margin=margin,
            totals=totals,
        )
    return Text(
        "result: closed after {count} deals; {winner} win by {margin} ({totals})",
        count=count,
        winner=winner,
        margin=margin,
        totals=totals,
    )


def layout(result: Sheet, match: chicago.Match, *, explain: bool) -> Layout:
    """A Chicago match as players keep it.

    Each deal's dealer and vulnerability, the part scores carried to the next deal, the
    bonuses where they fall; then the result, or what comes next.
    """
    heading = rules_line(match.rules, Text("first dealer {seat}", seat=match.first_dealer))
    entries: list[Entry] = [
        (row.number, row.played, deal, deal.dealer)
        for row, deal in zip(result.rows, match.deals, strict=True)
    ]
    carry = match.rules.scoring == "chicago"
    section = Section(
        columns(carry=carry),
        tuple(rows(entries, carry=carry, explain=explain)),
        note_column=3,
        note_indent=None,
    )
    return Layout(
        (section,),
        _ending(result, match),
        heading=(heading,),
        headline=say(Text("{title}: NS v EW", title=result.title)),
        chart=chart(result),
    )


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
    ledger=chicago.Match,
    rules=chicago.Rules,
    save=_save,
    layout=layout,
)
