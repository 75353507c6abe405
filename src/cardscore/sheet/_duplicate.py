"""Duplicate bridge in a scoresheet: a pairs session's travellers, a teams match's boards."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import duplicate
from cardscore._text import Text
from cardscore._units import in_units
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Closing, Saved
from cardscore.sheet._deals import deal_table, no_preset
from cardscore.sheet._fields import Value, is_array, is_names, text, whole
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
    signed,
)
from cardscore.sheet._options import close_option

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["PAIRS", "TEAMS"]

_SIDES = len(duplicate.SIDES)


def _decimal(value: Fraction | Decimal | int, *, always: bool = False) -> str:
    """An exact value as the sheet prints it, as the language writes numbers.

    Whole, or to two decimals (``always``: two decimals even when whole, as percentages).
    """
    return in_units(value, always=always)


# --- A pairs session ------------------------------------------------------------------------

_PAIRS_NOTATION = Text(
    "a table {board, results}: the board's number and its traveller, one line per table "
    "('3 5 N 4S=': the North-South pair, the East-West pair, then what they scored); "
    "results = [] for a board not played"
)
_LINES_ALLOWED = Text("an array of traveller lines ('3 5 N 4S=')")
_BOARD_ALLOWED = Text("the board's number, from 1")


class _Pairs(Closing[duplicate.PairsSession]):
    def play(self, deal: Value) -> str:
        table = deal_table(
            deal, required=("results",), optional=("board",), notation=_PAIRS_NOTATION
        )
        lines = table["results"]
        if is_array(lines):  # counted before a line is read: the most a board has, plus one
            lines = lines[: self.ledger.expected + 1]
        if not is_array(lines) or not is_names(lines):
            raise ScoreError("results", lines, _LINES_ALLOWED)
        board = table.get("board")
        if not lines:
            number_ = None if board is None else whole("board", board, _BOARD_ALLOWED)
            self.ledger = self.ledger.throw_in(number_)
            if number_ is None:
                return Text("a board not played")
            return Text("board {board}: not played", board=number_)
        if board is None:
            raise ScoreError("board", None, _BOARD_ALLOWED)
        number_ = whole("board", board, _BOARD_ALLOWED)
        self.ledger = self.ledger.record(number_, lines)
        return Text("board {board}", board=number_)


def _start_pairs(scoresheet: Scoresheet) -> _Pairs:
    no_preset(scoresheet)
    options = scoresheet.options
    ew = options.get("ew")
    if isinstance(ew, str):  # 'cardscore play -o ew=4,5,6' writes the names as one str
        ew = [name for name in ew.replace(",", " ").split() if name]
    parties = scoresheet.parties
    if ew is not None:
        if not is_names(ew):
            raise ScoreError("ew", ew, "an array of the East-West pairs' names")
        for pair in ew:
            if pair not in parties:
                raise ScoreError("ew", pair, Text("one of the players (the pairs)"))
    boards = options.get("boards")
    drop = options.get("drop")
    one_winner = ew is None
    session = duplicate.PairsSession(
        ns=() if one_winner else tuple(pair for pair in parties if pair not in (ew or ())),
        ew=() if one_winner else tuple(ew or ()),
        pairs=parties if one_winner else (),
        expected=whole(
            "expected", options.get("expected", 2), Text("the results a board should have")
        ),
        boards=None
        if boards is None
        else whole("boards", boards, Text("the number of boards, from 1")),
        method=text(
            "method",
            options.get("method", "matchpoints"),
            Text("'matchpoints', 'cross-imps' or 'butler'"),
        ),
        scale=text(
            "scale", options.get("scale", "international"), Text("'international' or 'acbl'")
        ),
        drop=None if drop is None else whole("drop", drop, Text("an int of at least 0")),
        first_board=whole(
            "first_board", options.get("first_board", 1), Text("the first board's number")
        ),
        names=_names(options.get("names", {})),
    )
    return _Pairs(session, close=close_option(scoresheet))


def _names(value: Value) -> dict[str, str]:
    # names = { "1" = "Ann & Bob" }: each pair's players, by the pair's number (as a line
    # gives it); a number written bare (1 = ...) is a TOML key, a str already.
    if not isinstance(value, dict):
        raise ScoreError("names", value, _NAMES_ALLOWED)
    named: dict[str, str] = {}
    for pair, name in value.items():
        if not isinstance(name, str):
            raise ScoreError(f"names[{pair!r}]", name, _NAMES_ALLOWED)
        named[pair] = name
    return named


_NAMES_ALLOWED = Text(
    'a table of each pair\'s name: names = { 1 = "Ann & Bob" } in a file, '
    '-o "names.1=Ann & Bob" on the command line'
)


def _traveller(deal: duplicate.Traveller) -> Value:
    written: dict[str, Value] = {} if deal.board is None else {"board": deal.board}
    written["results"] = [str(line) for line in deal.results]
    return written


def _save_pairs(ledger: duplicate.PairsSession) -> Saved:
    options: dict[str, Value] = {"expected": ledger.expected}
    if not ledger.pairs:
        options["ew"] = list(ledger.ew)
    if ledger.boards is not None:
        options["boards"] = ledger.boards
    if ledger.method != "matchpoints":
        options["method"] = ledger.method
    if ledger.scale != "international":
        options["scale"] = ledger.scale
    if ledger.drop is not None:
        options["drop"] = ledger.drop
    if ledger.first_board != 1:
        options["first_board"] = ledger.first_board
    if ledger.names:
        options["names"] = dict(ledger.names)
    if ledger.closed:
        options["close"] = True
    deals = tuple(map(_traveller, ledger.deals))
    return Saved("pairs", ledger.parties, deals, None, None, None, options)


_METHOD_WORDS = {
    "matchpoints": Text("matchpoints"),
    "cross-imps": Text("cross-IMPs"),
    "butler": Text("Butler IMPs"),
}
_FIELDS = {None: Text("all pairs"), "NS": Text("North-South"), "EW": Text("East-West")}


def _scoring_line(session: duplicate.PairsSession) -> str:
    method = _METHOD_WORDS[session.method]
    top = session.top
    boards = session.played
    if top is None:
        return say(
            Text("scored in {method}; {boards} board", method=method, boards=boards)
            if boards == 1
            else Text("scored in {method}; {boards} boards", method=method, boards=boards)
        )
    return say(
        Text(
            "scored in {method}, a top of {top} on each board; {boards} board",
            method=method,
            top=_decimal(top),
            boards=boards,
        )
        if boards == 1
        else Text(
            "scored in {method}, a top of {top} on each board; {boards} boards",
            method=method,
            top=_decimal(top),
            boards=boards,
        )
    )


def _rankings(session: duplicate.PairsSession) -> list[Section]:
    """Each field's ranking: the place, the pair, its score, per cent (or per board), boards."""
    scored = say(_METHOD_WORDS[session.method])
    share = "%" if session.top is not None else say(Text("per board"))
    named = bool(session.names)  # a column of the pairs' names, when the session has them
    columns = (
        Column(say(Text("place"))),
        Column(say(Text("pair")), left=True),
        *((Column(say(Text("name")), left=True),) if named else ()),
        Column(scored),
        Column(share),
        Column(say(Text("boards"))),
    )
    sections = []
    for field in (None,) if session.pairs else ("NS", "EW"):
        lines = [
            Line(
                Kind.DEAL,
                [
                    str(standing.place),
                    standing.pair,
                    *((standing.name or "",) if named else ()),
                    _decimal(standing.total),
                    _decimal(standing.percentage, always=True)
                    if standing.percentage is not None
                    else (_decimal(standing.total / standing.boards) if standing.boards else ""),
                    str(standing.boards),
                ],
            )
            for standing in session.ranking
            if standing.direction == field
        ]
        title = say(Text("ranking: {field}", field=_FIELDS[field]))
        sections.append(Section(columns, tuple(lines), title=title))
    return sections


def _traveller_title(deal: duplicate.Traveller) -> str:
    if deal.board is None:
        return say(Text("a board not played"))
    vulnerable = duplicate.board_vulnerable(deal.board)
    words = (
        Text("none")
        if not vulnerable
        else (Text("both") if len(vulnerable) == _SIDES else " ".join(sorted(vulnerable)))
    )
    if not deal.results:
        return say(Text("board {board}: not played", board=deal.board))
    dealer = duplicate.board_dealer(deal.board)
    if deal.datum is None:
        title = Text(
            "board {board}: dealer {dealer}, vulnerable {vulnerable}",
            board=deal.board,
            dealer=dealer,
            vulnerable=words,
        )
    else:
        title = Text(
            "board {board}: dealer {dealer}, vulnerable {vulnerable}; datum {datum}",
            board=deal.board,
            dealer=dealer,
            vulnerable=words,
            datum=signed(deal.datum),
        )
    return say(title)


def _travelled(
    session: duplicate.PairsSession, deal: duplicate.Traveller, *, explain: bool
) -> Section:
    """A board's traveller: each table's pairs, what they played and scored, and the points."""
    columns = (
        Column(say(Text("NS pair")), left=True),
        Column(say(Text("EW pair")), left=True),
        Column(say(Text("played")), left=True),
        Column(say(Text("NS score"))),
        Column("NS"),
        Column("EW"),
    )
    lines = []
    for line, score, (ns, ew) in zip(deal.results, deal.ns_scores, deal.points, strict=True):
        if line.artificial is not None:
            played = say(
                Text(
                    "artificial: {ns} and {ew}",
                    ns=str(line.artificial[0]),
                    ew=str(line.artificial[1]),
                )
            )
        elif line.play is not None and line.play.passed_out:
            played = say(Text("passed out"))
        else:
            played = str(line.play)
        cells = [
            line.ns,
            line.ew,
            played,
            "" if score is None else signed(score),
            _decimal(ns),
            _decimal(ew),
        ]
        lines.append(Line(Kind.DEAL, cells))
    title = _traveller_title(deal)
    if not lines:  # a board not played: its title alone
        return Section((), title=title)
    if explain:
        lines += [Line(Kind.NOTE, text=note) for note in _explain(session, deal)]
    return Section(columns, tuple(lines), title=title, note_column=2, note_indent=2)


def _explain(session: duplicate.PairsSession, deal: duplicate.Traveller) -> list[str]:
    """How the board's results were scored, in words: the method, Neuberg, artificial scores."""
    played = sum(score is not None for score in deal.ns_scores)
    notes: list[str] = []
    top = deal.top
    if session.method == "matchpoints" and top is not None:
        win = "1" if session.scale == "acbl" else "2"
        notes.append(
            say(
                Text(
                    "each result against each other: {win} a win, half that a tie",
                    win=win,
                )
            )
        )
        if 0 < played < session.expected:
            notes.append(
                say(
                    Text(
                        "Neuberg: 1 result of {expected} expected, counted {expected} times: "
                        "(MP + {one}) × {expected} − {one}",
                        expected=session.expected,
                        one="½" if session.scale == "acbl" else "1",
                    )
                    if played == 1
                    else Text(
                        "Neuberg: {played} results of {expected} expected, each counted "
                        "{expected}/{played} times: (MP + {one}) × {expected} / {played} − {one}",
                        played=played,
                        expected=session.expected,
                        one="½" if session.scale == "acbl" else "1",
                    )
                )
            )
    elif session.method == "cross-imps":
        others = max(played - 1, 1)
        notes.append(
            say(
                Text("each result IMPed against the other result")
                if others == 1
                else Text(
                    "each result IMPed against each of the {others} others, the sum divided "
                    "by {others}",
                    others=others,
                )
            )
        )
    elif deal.datum is not None:
        notes.append(
            say(Text("each result IMPed against the datum {datum}", datum=signed(deal.datum)))
        )
    for line, (ns, ew) in zip(deal.results, deal.points, strict=True):
        if line.artificial is None:
            continue
        for pair, average, points in (
            (line.ns, line.artificial[0], ns),
            (line.ew, line.artificial[1], ew),
        ):
            notes.append(
                say(
                    Text(
                        "{pair}: {average}, {points}",
                        pair=pair,
                        average=_AVERAGE_WORDS[average],
                        points=_decimal(points),
                    )
                )
            )
    # Each pair's line of the breakdown, as the items say it.
    notes += [say(Text("{pair}: {label}", pair=item.who, label=item.label)) for item in deal.items]
    return notes


_AVERAGE_WORDS = {
    duplicate.Average.PLUS: Text("Average+ (60 percent of the top; +3 at IMPs)"),
    duplicate.Average.EVEN: Text("Average (50 percent of the top; 0 at IMPs)"),
    duplicate.Average.MINUS: Text("Average− (40 percent of the top; −3 at IMPs)"),
}


def _pairs_ending(result: Sheet, session: duplicate.PairsSession) -> tuple[Sentence, ...]:
    if not session.finished:
        return (Sentence(Kind.RESULT, say(Text("result: in progress"))), *following(result))
    return tuple(Sentence(Kind.RESULT, line) for line in _winners(session))


def _winners(session: duplicate.PairsSession) -> list[str]:
    """Each field's winners, said: ``winner, North-South: 3 (Ann & Bob)``."""
    winners = []
    for field in (None,) if session.pairs else ("NS", "EW"):
        first = [
            standing.pair if standing.name is None else f"{standing.pair} ({standing.name})"
            for standing in session.ranking
            if standing.direction == field and standing.place == 1
        ]
        won = Text("winner, {field}: {pairs}", field=_FIELDS[field], pairs=", ".join(first))
        winners.append(say(won))
    return winners


def pairs_layout(result: Sheet, session: duplicate.PairsSession, *, explain: bool) -> Layout:
    """A pairs session as a director posts it: the ranking, then each board's traveller.

    A pairs session is ranked by percentage, not by a running total: no chart.
    """
    # The travellers in board order, whatever order they were recorded in.
    ordered = sorted(session.deals, key=lambda deal: deal.board or 0)
    travellers = [_travelled(session, deal, explain=explain) for deal in ordered]
    # The winners come first, at the top of the sheet, once the session is over.
    top = _winners(session) if session.finished else []
    return Layout(
        (*_rankings(session), *travellers),
        _pairs_ending(result, session),
        heading=(*top, _scoring_line(session)),
    )


PAIRS = Adapter(
    game="pairs",
    title=Text("Pairs session"),
    parties="players",
    default_parties=None,
    options={
        "ew": Text(
            "the East-West pairs of a two-winner movement (the other pairs sit North-South); "
            "left out: one winner, every pair ranked together"
        ),
        "expected": Text("how many results each board has when every round is played"),
        "boards": Text("how many boards the session has"),
        "method": Text("'matchpoints' (default), 'cross-imps' or 'butler'"),
        "scale": Text("the matchpoint scale: 'international' (default) or 'acbl'"),
        "drop": Text("Butler: the highest and lowest results left out of the datum, each"),
        "first_board": Text("the number of the first board (default 1)"),
        "close": Text("the session ends with the last board of the sheet (default false)"),
        "names": Text(
            'each pair\'s name, by its number: names = { 1 = "Ann & Bob" } (the lines '
            "still give the numbers; the ranking shows the names)"
        ),
    },
    presets=(),
    notation=_PAIRS_NOTATION,
    start=_start_pairs,
    ledger=duplicate.PairsSession,
    save=_save_pairs,
    layout=pairs_layout,
    spreadsheet=pairs_layout,
    aliases=("duplicate pairs", "matchpoints"),
)


# --- A teams match --------------------------------------------------------------------------

_TEAMS_NOTATION = Text(
    "'N 4S= | S 4S-1': the open room's result, then the closed room's (each the declarer's "
    "seat and the result, 'pass', or North-South's score '+420'); 'void' for a board not "
    "scored"
)
_ROOMS_LIMIT = 200


class _Teams(Closing[duplicate.TeamsMatch]):
    def play(self, deal: Value) -> str:
        board = self.ledger.board
        if isinstance(deal, str) and deal.strip().lower() == "void":
            self.ledger = self.ledger.throw_in()
            return Text("board {board}: not scored", board=board)
        if isinstance(deal, dict):
            table = deal_table(deal, required=("open", "closed"), notation=_TEAMS_NOTATION)
            open_room = text("open", table["open"], _TEAMS_NOTATION)
            closed_room = text("closed", table["closed"], _TEAMS_NOTATION)
        else:
            written = text("deal", deal, _TEAMS_NOTATION)
            if len(written) > _ROOMS_LIMIT or written.count("|") != 1:
                raise ScoreError("deal", deal, _TEAMS_NOTATION)
            open_room, closed_room = written.split("|")
        self.ledger = self.ledger.record(open_room, closed_room)
        last = self.ledger.deals[-1]
        return Text(
            "board {board}: {open} | {closed}",
            board=board,
            open=str(last.open_room),
            closed=str(last.closed_room),
        )


def _start_teams(scoresheet: Scoresheet) -> _Teams:
    no_preset(scoresheet)
    options = scoresheet.options
    match = duplicate.TeamsMatch(
        scoresheet.parties,
        boards=whole("boards", options.get("boards", 16), Text("the number of boards, from 1")),
        first_board=whole(
            "first_board", options.get("first_board", 1), Text("the first board's number")
        ),
    )
    return _Teams(match, close=close_option(scoresheet))


def _save_teams(ledger: duplicate.TeamsMatch) -> Saved:
    options: dict[str, Value] = {"boards": ledger.boards}
    if ledger.first_board != 1:
        options["first_board"] = ledger.first_board
    if ledger.closed:
        options["close"] = True
    deals: tuple[Value, ...] = tuple(
        "void" if deal.thrown_in else f"{deal.open_room} | {deal.closed_room}"
        for deal in ledger.deals
    )
    return Saved("teams", ledger.teams, deals, None, None, None, options)


def teams_layout(result: Sheet, match: duplicate.TeamsMatch, *, explain: bool) -> Layout:
    """A teams match as the captains score it, then the margin and the VPs.

    Per board: both rooms' results, the swing, the IMPs and the running totals.
    """
    first, second = match.teams
    columns = (
        Column(say(Text("board"))),
        Column(say(Text("dlr")), left=True),
        Column(say(Text("vul")), left=True),
        Column(say(Text("open room")), left=True),
        Column(say(Text("closed room")), left=True),
        Column(say(Text("swing"))),
        Column(first),
        Column(second),
        Column(say(Text("{name} total", name=first))),
        Column(say(Text("{name} total", name=second))),
    )
    lines: list[Line] = []
    for row, deal in zip(result.rows, match.deals, strict=True):
        vul = deal.vulnerable
        words = (
            say(Text("none"))
            if not vul
            else (say(Text("both")) if len(vul) == _SIDES else " ".join(sorted(vul)))
        )
        if deal.thrown_in:
            cells = [str(deal.board), deal.dealer, words, say(Text("not scored"))]
            lines.append(Line(Kind.VOID, [*cells, "", "", "", "", *map(str, row.running)]))
            continue
        cells = [
            str(deal.board),
            deal.dealer,
            words,
            str(deal.open_room),
            str(deal.closed_room),
            signed(deal.swing),
            *(str(points) if points else "" for points in row.scored),
            *map(str, row.running),
        ]
        lines.append(Line(Kind.DEAL, cells))
        if explain:
            lines += explained(row.items)
    vps = match.victory_points
    outcome = Text(
        "result: IMPs {first} {first_imps}, {second} {second_imps}; "
        "victory points {first} {first_vps}, {second} {second_vps}",
        first=first,
        second=second,
        first_imps=match.totals[first],
        second_imps=match.totals[second],
        first_vps=_decimal(vps[first]),
        second_vps=_decimal(vps[second]),
    )
    ending = [Sentence(Kind.RESULT, say(outcome))]
    if match.finished:
        ending.append(Sentence(Kind.RESULT, say(result.result)))
    scale = say(
        Text("1 board; victory points on the WBF 2013 scale for 1 board")
        if match.boards == 1
        else Text(
            "{boards} boards; victory points on the WBF 2013 scale for {boards} boards",
            boards=match.boards,
        )
    )
    # The winner comes first, at the top of the sheet, once the match is over.
    top = (say(result.result),) if match.finished else ()
    return Layout(
        (Section(columns, tuple(lines), note_indent=6),),
        (*ending, *following(result)),
        heading=(*top, scale),
        chart=chart(result),
    )


TEAMS = Adapter(
    game="teams",
    title=Text("Teams match"),
    parties="sides",
    default_parties=None,
    options={
        "boards": Text("how many boards the match has (default 16; the VP scale's)"),
        "first_board": Text("the number of the first board (default 1)"),
        "close": Text("the match ends with the last board of the sheet (default false)"),
    },
    presets=(),
    notation=_TEAMS_NOTATION,
    start=_start_teams,
    ledger=duplicate.TeamsMatch,
    save=_save_teams,
    layout=teams_layout,
    aliases=("teams match", "imps"),
)
