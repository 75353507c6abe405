"""A teams event in a scoresheet: each match's teams and IMPs, then the VP table.

A match is written ``"Lions Tigers 35 22"``: the home team, the away team, then each one's
IMPs (a team's name has no spaces, as every duplicate name). The sheet lays out the matches
(each with its VPs on the WBF 2013 scale for the event's boards) and the ranking.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import duplicate
from cardscore._check import int_from_text, plain_str
from cardscore._text import Text
from cardscore._units import in_units
from cardscore.errors import NotationError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Closing, Saved
from cardscore.sheet._deals import deal_table, no_preset
from cardscore.sheet._fields import is_table, text, whole
from cardscore.sheet._layout import Column, Kind, Layout, Line, Section, Sentence
from cardscore.sheet._options import close_option

if TYPE_CHECKING:
    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._fields import Value
    from cardscore.sheet._scoring import Sheet

__all__ = ["EVENT"]

_EVENT_NOTATION = Text(
    "'Lions Tigers 35 22': the home team, the away team, then each one's IMPs (or a table "
    "{home, away, imps = [35, 22]})"
)
# The longest match written: two team names and two numbers, with room to spare.
_MATCH_LIMIT = 200
_IMPS_MOST = 10**6


class _Event(Closing[duplicate.TeamsEvent]):
    def play(self, deal: Value) -> str:
        if is_table(deal):
            table = deal_table(deal, required=("home", "away", "imps"), notation=_EVENT_NOTATION)
            home = text("home", table["home"], _EVENT_NOTATION)
            away = text("away", table["away"], _EVENT_NOTATION)
            imps = table["imps"]
            if not isinstance(imps, list) or len(imps) != len(("home", "away")):
                raise NotationError("imps", imps, _EVENT_NOTATION)
            first = whole("imps", imps[0], _EVENT_NOTATION)
            second = whole("imps", imps[1], _EVENT_NOTATION)
        else:
            written = plain_str(text("deal", deal, _EVENT_NOTATION))
            parts = written.split() if len(written) <= _MATCH_LIMIT else []
            if len(parts) != len(("home", "away", "imps", "imps")):
                raise NotationError("deal", deal, _EVENT_NOTATION)
            home, away = parts[0], parts[1]
            first = int_from_text("imps", parts[2], 0, _IMPS_MOST)
            second = int_from_text("imps", parts[3], 0, _IMPS_MOST)
        self.ledger = self.ledger.record(home, away, imps=(first, second))
        match = self.ledger.deals[-1]
        return Text(
            "{home} v {away}, {home_imps} to {away_imps} IMPs",
            home=match.home,
            away=match.away,
            home_imps=match.imps[0],
            away_imps=match.imps[1],
        )


def _start(scoresheet: Scoresheet) -> _Event:
    no_preset(scoresheet)
    options = scoresheet.options
    matches = options.get("matches")
    event = duplicate.TeamsEvent(
        scoresheet.parties,
        boards=whole("boards", options.get("boards", 16), Text("the number of boards, from 1")),
        matches=None
        if matches is None
        else whole("matches", matches, Text("the number of matches, from 1")),
    )
    return _Event(event, close=close_option(scoresheet))


def _save(ledger: duplicate.TeamsEvent) -> Saved:
    options: dict[str, Value] = {"boards": ledger.boards}
    if ledger.matches is not None:
        options["matches"] = ledger.matches
    if ledger.closed:
        options["close"] = True
    deals: tuple[Value, ...] = tuple(
        f"{match.home} {match.away} {match.imps[0]} {match.imps[1]}" for match in ledger.deals
    )
    return Saved("teams-event", ledger.teams, deals, None, None, None, options)


def layout(result: Sheet, event: duplicate.TeamsEvent, *, explain: bool) -> Layout:
    """A teams event as the scorer posts it: the matches with their VPs, then the VP table.

    The same in a spreadsheet: every number in a cell of its own already.
    """
    columns = (
        Column(say(Text("match"))),
        Column(say(Text("home")), left=True),
        Column(say(Text("away")), left=True),
        Column(say(Text("home IMPs"))),
        Column(say(Text("away IMPs"))),
        Column(say(Text("home VPs"))),
        Column(say(Text("away VPs"))),
    )
    lines: list[Line] = []
    for match in event.deals:
        cells = [
            str(match.number),
            match.home,
            match.away,
            str(match.imps[0]),
            str(match.imps[1]),
            in_units(match.vps[0]),
            in_units(match.vps[1]),
        ]
        lines.append(Line(Kind.DEAL, cells))
        if explain:
            lines += [Line(Kind.NOTE, text=say(item.label)) for item in match.items]
    ranking_columns = (
        Column(say(Text("place"))),
        Column(say(Text("team")), left=True),
        Column(say(Text("VPs"))),
        Column(say(Text("matches"))),
    )
    played = dict.fromkeys(event.teams, 0)
    for match in event.deals:
        played[match.home] += 1
        played[match.away] += 1
    ranked = [
        Line(Kind.DEAL, [str(place), team, in_units(vps), str(played[team])])
        for place, team, vps in event.ranking
    ]
    scale = say(
        Text("{boards} boards a match; victory points on the WBF 2013 scale", boards=event.boards)
    )
    # The result with each team's VPs (not the ledger's hundredths), then the next match.
    vps = ", ".join(f"{team} {in_units(points)}" for team, points in event.victory_points.items())
    standing = say(Text("{result} ({totals})", result=result.result, totals=vps))
    ending = [Sentence(Kind.RESULT, say(Text("result: {standing}", standing=standing)))]
    upcoming = event.next
    if upcoming is not None:
        following = Text("Next: match {number}.", number=upcoming.number)
        ending.append(Sentence(Kind.NEXT, say(following)))
    # Ranked by VPs, not by a running score deal by deal: no chart.
    return Layout(
        (
            Section(columns, tuple(lines), title=say(Text("matches")), note_indent=2),
            Section(ranking_columns, tuple(ranked), title=say(Text("victory points"))),
        ),
        tuple(ending),
        heading=(scale,),
    )


EVENT = Adapter(
    game="teams-event",
    title=Text("Teams event"),
    parties="sides",
    default_parties=None,
    options={
        "boards": Text("how many boards each match has (default 16; the VP scale's)"),
        "matches": Text(
            "how many matches the event has (a Swiss); left out: a round robin, each pair of "
            "teams once"
        ),
        "close": Text("the event ends with the last match of the sheet (default false)"),
    },
    presets=(),
    notation=_EVENT_NOTATION,
    start=_start,
    ledger=duplicate.TeamsEvent,
    save=_save,
    layout=layout,
    spreadsheet=layout,
    aliases=("teams event", "swiss", "round robin"),
)
