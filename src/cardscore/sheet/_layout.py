r"""The laid-out sheet: what every face of a scoresheet draws, as data.

A scored :class:`~cardscore.sheet.Sheet` is laid out once, by its game's layout (the
adapter's ``layout``), into a :class:`Layout`: the title, the lines under it (the rules, a
legend, the totals the sheet starts from), one or more :class:`Section`\ s (each a table)
whose every row says what it is (a :class:`Kind`: a deal, a void deal, an explanation,
running totals, the rubber's line...), the ending (the result, what comes next) and the
running-score :class:`Chart`. Text, Markdown, CSV and HTML are renderers of a Layout (``_plain``,
``_markdown``, ``_csv``, ``_html``): none reads another's output, and none decides what a
row is from its words.

The words of a Layout are said when the sheet is laid out, in the language current then
(``Sheet.layout(lang=...)``), so that each column is as wide as the words it holds; names
and notation are as typed.

>>> from cardscore import chicago, sheet
>>> match = chicago.Match().record("3NT", 10, declarer="S").throw_in()
>>> laid = sheet.of(match).layout(lang="fr")
>>> [column.heading for column in laid.sections[0].columns][:4]
['donne', 'donneur', 'vuln.', 'joué']
>>> [(line.kind.value, str(line.cells[3])) for line in laid.sections[0].lines]
[('deal', 'S 3NT+1'), ('running', 'total'), ('void', 'donne passée')]

This module also holds what the layouts share: how points are written (:func:`signed`),
who is vulnerable (:func:`vulnerability`), the one sentence that says what comes next
(:func:`next_sentence`), the result with the totals (:func:`standing`), and the layouts of
a game that has none of its own: :func:`shared` (a row per deal) and :func:`spreadsheet`
(the CSV's: a row per deal, the result and what comes next as rows).
"""

from __future__ import annotations

import enum
from typing import TYPE_CHECKING

import attrs

from cardscore import duplicate
from cardscore._check import A_STR, bounded
from cardscore._frozen import fields_repr
from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.i18n import say, term
from cardscore.sheet._boards import by_board, next_traveller, unit_word

if TYPE_CHECKING:
    from collections.abc import Iterable, Sequence

    from cardscore.items import Item
    from cardscore.ledger import Next
    from cardscore.sheet._scoring import Row, Sheet

__all__ = [
    "Cell",
    "Chart",
    "Column",
    "Kind",
    "Layout",
    "Line",
    "Section",
    "Sentence",
    "Series",
    "chart",
    "ending",
    "explained",
    "following",
    "headline",
    "item_line",
    "next_sentence",
    "said",
    "shared",
    "signed",
    "spreadsheet",
    "standing",
    "start",
    "started",
    "subtitle",
    "vulnerability",
]


class Kind(enum.Enum):
    """What a row of a laid-out table (or a sentence of its ending) is.

    Each face draws a row by its kind: the HTML page gives it the kind's class, Markdown
    makes a total bold and draws the rubber's line, text rules the pad. No face reads a
    row's words to know what it is.
    """

    DEAL = "deal"
    """A deal that counted (and a row of a ranking, a line of a traveller)."""
    VOID = "void"
    """A deal that did not count: passed out, thrown in, void, redealt."""
    NOTE = "note"
    """An explanation under its deal's row: what was scored and why."""
    RUNNING = "running"
    """The running totals after a deal, on a row of their own under it (tarot)."""
    TOTAL = "total"
    """The sheet's totals, on its last row (the rubber pad)."""
    START = "start"
    """The totals the sheet starts from (a sheet carried over from another evening)."""
    LINE = "line"
    """The rubber's line: bonuses above it, trick points below."""
    GAME = "game"
    """The rule drawn under a game won, with its words (``game 1: EW``)."""
    RESULT = "result"
    """The result: who won, or that the game is in progress."""
    STANDINGS = "standings"
    """The players in order, each with their total (a rotating evening)."""
    NEXT = "next"
    """What comes next: the deal, who deals, who is vulnerable."""


def _text(value: object) -> str:
    # A cell's words: a str as it is (a Text keeps its words; it is said already).
    if not isinstance(value, str):
        raise ScoreError("text", value, A_STR)
    return value


@attrs.frozen
class Cell:
    """One cell of a table: its words, and what marks them.

    Attributes:
        text: The cell's words or number, said (``+116``, ``N 4S=``).
        mark: What marks the points after them, kept whole and apart from them: a tarot
            taker's ``T``, a Need a Fourth? chooser's ``chose``. Empty for most cells.
    """

    __repr__ = fields_repr

    text: str = attrs.field(converter=_text)
    mark: str = attrs.field(default="", converter=_text)

    def __str__(self) -> str:
        return f"{self.text} {self.mark}" if self.mark else self.text


_CELLS_LIMIT = 256  # far more columns than any sheet has: an endless iterable is refused


def _cells(values: Iterable[Cell | str]) -> tuple[Cell, ...]:
    given = bounded("cells", values, _CELLS_LIMIT, _CELLS_ALLOWED)
    return tuple(value if isinstance(value, Cell) else Cell(value) for value in given)


_CELLS_ALLOWED = Text("a sequence of cells (a Cell or a str each)")


@attrs.frozen
class Column:
    """A column of a table: its heading, and which way it is aligned.

    Attributes:
        heading: The column's heading, said.
        left: True for words (aligned left); numbers are aligned right.
    """

    __repr__ = fields_repr

    heading: str
    left: bool = False


@attrs.frozen
class Line:
    """One row of a table: what it is, and its cells.

    Attributes:
        kind: What the row is.
        cells: One per column. Empty for an explanation that runs across the table (its
            words are ``text``) and for a rule drawn across it (the rubber's line, a game's
            rule: its words, if any, are ``text``).
        text: The words of an explanation or a rule that runs across the table.
    """

    __repr__ = fields_repr

    kind: Kind
    cells: tuple[Cell, ...] = attrs.field(default=(), converter=_cells)
    text: str = ""


@attrs.frozen
class Section:
    """A table of the sheet: the columns, the rows, and a title if it is one of several.

    A section without columns is a title alone (the seating of a chukker to come, a board
    not played); one with columns is drawn as a table, its headings first, rows or none.

    Attributes:
        columns: The columns, in order.
        lines: The rows, in order.
        title: The table's title (a chukker's seating, a board's traveller), or empty.
        pad: True for the rubber pad: two columns of figures and one of words, the line
            and each game ruled across the figures.
        note_column: The column where an explanation's words stand (its row's cell there,
            or where an explanation across the table starts).
        note_indent: The spaces before an explanation across the table, in text; None to
            start it two spaces into the note column.
    """

    __repr__ = fields_repr

    columns: tuple[Column, ...]
    lines: tuple[Line, ...] = ()
    title: str = ""
    pad: bool = False
    note_column: int = 1
    note_indent: int | None = 2


@attrs.frozen
class Sentence:
    """A sentence of the sheet's ending: what it says, and what it is.

    Attributes:
        kind: What it says: the result, the standings, what comes next.
        text: The sentence, said.
        items: The standings' entries (``1. Ann 400``); empty for the other kinds.
    """

    __repr__ = fields_repr

    kind: Kind
    text: str
    items: tuple[str, ...] = ()


@attrs.frozen
class Series:
    """One party's line on the chart: its name and its score at each place.

    Attributes:
        name: The party.
        points: The party's total at the start, then after each charted deal.
        total: The party's total at the end of the sheet (the legend's).
    """

    __repr__ = fields_repr

    name: str
    points: tuple[int, ...]
    total: int


@attrs.frozen
class Chart:
    """The running score, deal by deal: the data the HTML page draws.

    Attributes:
        heading: The chart's heading, said.
        title: The picture's title (what it shows), said.
        axis: The word under the deals' labels (``deal``), said.
        labels: Each charted deal's label along the bottom (its number; ``(5)`` for a
            deal that did not count but scored; ``end`` for the closing row).
        series: A line per party.
        marks: The lines across the chart: zero, and the rules' target and losing score,
            each with its label.
        empty: What the page says when no deal has been charted yet, said.
    """

    __repr__ = fields_repr

    heading: str
    title: str
    axis: str
    labels: tuple[str, ...]
    series: tuple[Series, ...]
    marks: tuple[tuple[int, str], ...]
    empty: str


@attrs.frozen
class Layout:
    """A sheet laid out: everything its faces draw, each thing once.

    A game's layout gives its sections, ending and heading (and its own headline, if it
    words it otherwise); the sheet fills in the rest (:meth:`Adapter.laid_out`).

    Attributes:
        sections: The sections (each a table, with a title when there are several).
        ending: The closing sentences: the result, the standings, what comes next.
        heading: The lines under the title: the rules, a legend, the starting totals.
        headline: The title with the parties, said (text's first line, Markdown's heading).
        title: The sheet's title, said (the HTML page's heading).
        subtitle: The game and its parties, said (the HTML page's line under its heading).
        chart: The running score, or None for a sheet ranked otherwise (a pairs session).
        notes: What the player should know but that is no error, each said.
    """

    __repr__ = fields_repr

    sections: tuple[Section, ...]
    ending: tuple[Sentence, ...] = ()
    heading: tuple[str, ...] = ()
    headline: str = ""
    title: str = ""
    subtitle: str = ""
    chart: Chart | None = None
    notes: tuple[str, ...] = ()


# --- What the layouts share ---------------------------------------------------------------


def said(value: str) -> str:
    """A :class:`Text` said in the current language; any other str (a name, notation) as is."""
    return say(value) if isinstance(value, Text) else value


def signed(points: int) -> str:
    """``+60``, ``-100``, or ``0``."""
    return f"{points:+d}" if points else "0"


def vulnerability(vulnerable: Iterable[str], parties: Sequence[str]) -> str:
    """``none``, ``both`` (said in the current language), or the vulnerable parties."""
    chosen = [name for name in parties if name in set(vulnerable)]
    if not chosen:
        return say(Text("none"))
    if chosen == list(parties) and len(parties) == 2:
        return say(Text("both"))
    return " ".join(chosen)


def _listed(names: Sequence[str]) -> str:
    """Names as a sentence lists them: ``Ann``, ``Ann and Cid``, ``Ann, Bob and Cid``."""
    if len(names) == 1:
        return names[0]
    return Text("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def next_sentence(upcoming: Next, parties: Sequence[str]) -> Text:
    """What comes next, in whole sentences: the deal, who deals, who is vulnerable, part scores.

    Who is vulnerable (bridge only) and the part scores carried (when there are any) are
    sentences of their own. The one way every face says it (the sheets' last line, the
    prompt, the HTML page):

    >>> from cardscore.ledger import Next
    >>> print(next_sentence(Next(2, "E", frozenset({"EW"}), {"NS": 60, "EW": 0}), ["NS", "EW"]))
    Next: deal 2, E deals. EW vulnerable. Part scores: NS 60, EW 0.
    >>> print(next_sentence(Next(5, None), ["Ann", "Bob", "Cat"]))
    Next: deal 5.

    Each sentence is a message of its own in the catalogs, never a fragment: a language
    orders its words within each.
    """
    if upcoming.board is not None:  # duplicate: the board, whose dealer is the board's
        deal = Text(
            "Next: board {board}, {dealer} deals.", board=upcoming.board, dealer=upcoming.dealer
        )
    elif upcoming.dealer is None:
        deal = Text("Next: deal {number}.", number=upcoming.number)
    else:
        deal = Text(
            "Next: deal {number}, {dealer} deals.", number=upcoming.number, dealer=upcoming.dealer
        )
    # The parties at the table: a rotating evening's four players are those with a part score.
    scores = upcoming.partscores
    seated = [name for name in parties if scores is None or name in scores]
    if upcoming.vulnerable is not None:
        vulnerable = [name for name in seated if name in upcoming.vulnerable]
        if not vulnerable:
            deal += " " + Text("Nobody vulnerable.")
        elif len(vulnerable) == len(seated):
            deal += " " + Text("Both vulnerable.")
        else:
            deal += " " + Text("{sides} vulnerable.", sides=_listed(vulnerable))
    if scores is not None and any(scores.get(name, 0) for name in seated):
        written = ", ".join(f"{name} {scores[name]}" for name in seated)
        deal += " " + Text("Part scores: {scores}.", scores=written)
    return deal


def standing(sheet: Sheet) -> str:
    """``won by Cat (Ann 1300, Bob 1100, Cat 3300)``: the result and every total, said."""
    totals = ", ".join(f"{name} {points}" for name, points in sheet.totals.items())
    return say(Text("{result} ({totals})", result=sheet.result, totals=totals))


def following(sheet: Sheet) -> tuple[Sentence, ...]:
    """What comes next, the ending's last sentence (:func:`next_sentence`); none when over."""
    upcoming = sheet.ledger.next
    if sheet.finished or upcoming is None:
        return ()
    return (Sentence(Kind.NEXT, say(_coming(sheet, upcoming))),)


def _coming(sheet: Sheet, upcoming: Next) -> Text:
    # A pairs session's travellers come in any order: the first board not in, and the rest.
    ledger = sheet.ledger
    if isinstance(ledger, duplicate.PairsSession):
        return next_traveller(ledger)
    return next_sentence(upcoming, sheet.parties)


def ending(sheet: Sheet) -> tuple[Sentence, ...]:
    """The sheet's result with every total, then what comes next if the game goes on."""
    result = Sentence(Kind.RESULT, say(Text("result: {standing}", standing=standing(sheet))))
    return (result, *following(sheet))


def start(sheet: Sheet) -> list[int]:
    """Each party's total before the sheet's first deal (zero unless carried over)."""
    if sheet.rows:
        first = sheet.rows[0]
        return [total - points for total, points in zip(first.running, first.scored, strict=True)]
    return [sheet.ledger.totals[name] for name in sheet.parties]


def started(sheet: Sheet) -> list[str]:
    """``start: Us 12, Them -3``: the totals the sheet starts from, when not all zero, said.

    A sheet carried over from another evening (the ``totals`` option) starts from them; the
    running totals under the deals count from there.
    """
    totals = start(sheet)
    if not any(totals):
        return []
    written = ", ".join(
        f"{name} {points}" for name, points in zip(sheet.parties, totals, strict=True)
    )
    return [say(Text("start: {totals}", totals=written))]


def headline(sheet: Sheet) -> str:
    """``Need a Fourth? session: Ann, Bob, Cat``: the sheet's title and parties, said."""
    return say(Text("{title}: {parties}", title=sheet.title, parties=", ".join(sheet.parties)))


def subtitle(sheet: Sheet, game: Text, parties: str) -> str:
    """``Chicago match · Sides: NS, EW``: the game and its parties (``parties``: which word)."""
    names = ", ".join(sheet.parties)
    if parties == "players":
        return say(Text("{game} · Players: {names}", game=game, names=names))
    return say(Text("{game} · Sides: {names}", game=game, names=names))


def explained(items: Iterable[Item]) -> list[Line]:
    """A deal's items as explanations across the table: ``label: Ann +116, Cid +58, Bob -58``.

    Items with the same label are one explanation, each party's points after it.
    """
    notes: dict[str, tuple[str, list[str]]] = {}
    for item in items:
        said_points = f"{term(item.who)} {signed(item.points)}"
        notes.setdefault(item.label, (item.label, []))[1].append(said_points)
    return [
        Line(
            Kind.NOTE,
            text=say(Text("{label}: {points}", label=say(label), points=", ".join(points))),
        )
        for label, points in notes.values()
    ]


def item_line(item: Item, columns: int, at: int, parties: Sequence[str], first: int) -> Line:
    """An item as an explanation in the table's cells: its label at column ``at``.

    Its points stand under its party (the parties' columns start at ``first``); the row has
    ``columns`` cells in all.
    """
    cells = [""] * columns
    cells[at] = say(item.label)
    cells[first + list(parties).index(item.who)] = signed(item.points)
    return Line(Kind.NOTE, cells)


# --- The chart ------------------------------------------------------------------------------


def chart(sheet: Sheet) -> Chart:
    """The running score of ``sheet``: a place per charted deal, a line per party.

    A deal played is labelled with its number; a deal that did not count has a place only
    when it scored (an All Fours redeal's kicks), labelled with the number of the deal it
    was dealt for in brackets; the closing row of a rubber settled early is the end. A
    thrown-in deal that scored nothing takes no place. The lines across: zero always, and a
    ledger whose ``rules`` have an int ``target`` (All Fours and Pitch) or ``lose_at``
    (Pitch's house rule) gets those too.
    """
    boards = by_board(sheet.ledger)
    # A duplicate event charts every board scored, labelled with its own number.
    charted = (
        [(str(row.board), row) for row in sheet.rows if not row.thrown_in]
        if boards
        else _charted(sheet.rows)
    )
    begin = start(sheet)
    series = tuple(
        Series(name, (begin[index], *(row.running[index] for _, row in charted)), total)
        for index, (name, total) in enumerate(sheet.totals.items())
    )
    return Chart(
        heading=say(Text("Running score")),
        title=say(
            Text("Running score, board by board")
            if boards
            else Text("Running score, deal by deal")
        ),
        axis=say(unit_word(sheet.ledger)),
        labels=tuple(label for label, _ in charted),
        series=series,
        marks=_marks(sheet),
        empty=say(Text("No board played yet.") if boards else Text("No deal played yet.")),
    )


def _marks(sheet: Sheet) -> tuple[tuple[int, str], ...]:
    rules = getattr(sheet.ledger, "rules", None)
    marks = [(0, "0")]
    target = getattr(rules, "target", None)
    if type(target) is int:
        marks.append((target, say(Text("target {target}", target=target))))
    lose_at = getattr(rules, "lose_at", None)
    if type(lose_at) is int:
        marks.append((lose_at, say(Text("loses at {score}", score=lose_at))))
    return tuple(marks)


def _charted(rows: Sequence[Row]) -> list[tuple[str, Row]]:
    # One pass back for each row's next counted deal, one forward for the last one before:
    # a sheet of many redeals costs what its rows do.
    upcoming: list[int | None] = []
    following: int | None = None
    for row in reversed(rows):
        following = row.number if row.number is not None else following
        upcoming.append(following)
    upcoming.reverse()
    charted: list[tuple[str, Row]] = []
    latest = 0
    for row, later in zip(rows, upcoming, strict=True):
        if row.number is not None:
            charted.append((str(row.number), row))
            latest = max(latest, row.number)
        elif any(row.scored):
            if row.line is None:  # the closing row: no deal was dealt for it
                charted.append((say(Text("end")), row))
            else:
                charted.append((f"({later if later is not None else latest + 1})", row))
    return charted


# --- A game without a layout of its own ----------------------------------------------------


def _header(sheet: Sheet) -> tuple[Column, ...]:
    return (
        Column(say(unit_word(sheet.ledger))),
        Column(say(Text("played")), left=True),
        *(Column(name) for name in sheet.parties),
        *(Column(say(Text("{name} total", name=name))) for name in sheet.parties),
    )


def _rows(sheet: Sheet, *, explain: bool, cells: bool) -> list[Line]:
    """A line per row, and with ``explain`` its items under it.

    The items are explanations across the table, or (``cells``, for a spreadsheet) each in
    cells of its own, its points under its party.
    """
    parties = sheet.parties
    width = 2 + 2 * len(parties)
    lines = []
    boards = by_board(sheet.ledger)  # a duplicate event names its boards, played or not
    for row in sheet.rows:
        shown = row.board if boards else row.number
        number = "" if shown is None else str(shown)
        kind = Kind.VOID if row.thrown_in else Kind.DEAL
        lines.append(
            Line(
                kind,
                [number, said(row.played), *map(signed, row.scored), *map(str, row.running)],
            )
        )
        if explain and cells:
            lines += [item_line(item, width, 1, parties, 2) for item in row.items]
        elif explain:
            lines += explained(row.items)
    return lines


def shared(sheet: Sheet, *, explain: bool) -> Layout:
    """The layout of a game without one of its own: a row per deal, then the result.

    Each row: the deal's number as the players count it, what was played, each party's
    points and running totals; with ``explain``, each item under its deal.
    """
    return Layout(
        (Section(_header(sheet), tuple(_rows(sheet, explain=explain, cells=False))),),
        ending(sheet),
        heading=tuple(started(sheet)),
        chart=chart(sheet),
    )


def spreadsheet(sheet: Sheet, *, explain: bool) -> Layout:
    """The CSV's layout: a row per deal, with the starting totals, result and next as rows.

    The form a spreadsheet reads: one table, its first row the columns' names, every number
    in a cell of its own.
    """
    parties = sheet.parties
    blank = [""] * len(parties)
    lines: list[Line] = []
    if started(sheet):  # the totals the sheet starts from, in the totals' columns
        lines.append(Line(Kind.START, [say(Text("start")), "", *blank, *map(str, start(sheet))]))
    lines += _rows(sheet, explain=explain, cells=True)
    totals = [str(points) for points in sheet.totals.values()]
    lines.append(Line(Kind.RESULT, [say(Text("result")), say(sheet.result), *blank, *totals]))
    upcoming = sheet.ledger.next
    if not sheet.finished and upcoming is not None:
        lines.append(Line(Kind.NEXT, text=say(_coming(sheet, upcoming))))
    return Layout((Section(_header(sheet), tuple(lines)),))
