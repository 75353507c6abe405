"""Scoring a document: every deal recorded in its game's ledger, a :class:`Row` for each.

:func:`score` turns a :class:`~cardscore.sheet.Scoresheet` into a :class:`Sheet` (the rows,
the totals, the result, the ledger); :func:`extend` adds one deal to a scored sheet in time
independent of its length (the prompt's way); :func:`from_ledger` and :func:`of` go the other
way, from a ledger built in Python. A Sheet is laid out (:meth:`Sheet.layout`) and rendered
(:meth:`Sheet.render`) in every format from that one layout.
"""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, cast

import attrs

from cardscore._check import TRUE_OR_FALSE
from cardscore._frozen import fields_repr
from cardscore._history import LedgerBase, last, length
from cardscore._text import Text
from cardscore._units import WHOLE, unit_of
from cardscore.errors import ScoreError
from cardscore.sheet._boards import board_of, board_to_come
from cardscore.sheet._document import Scoresheet, _title, appended
from cardscore.sheet._exact import Written, written
from cardscore.sheet._fields import GameOverError, SheetError, Value
from cardscore.sheet._options import rule_options
from cardscore.sheet._registry import adapter, saved

if TYPE_CHECKING:
    from collections.abc import Callable
    from fractions import Fraction

    from cardscore.items import Item
    from cardscore.ledger import Ledger
    from cardscore.sheet._layout import Layout, Section

__all__ = ["FORMATS", "Row", "Sheet", "extend", "from_ledger", "ledger_columns", "of", "score"]

FORMATS = ("text", "markdown", "json", "csv", "html")
"""The formats a :class:`Sheet` renders to."""


@attrs.frozen
class Row:
    """One row of a sheet: a deal, each party's points for it and the running totals.

    Attributes:
        number: The deal's number as the players count it; None for a deal that does not
            count (passed out, void, redealt) and for the row that closes the evening (a
            rubber's unfinished bonuses).
        played: What was played, in the game's notation.
        parties: The parties, in the sheet's order.
        scored: Each party's points for this deal, in ``parties`` order.
        running: Each party's total after this deal, in ``parties`` order.
        items: What was scored and why; per party they add up to ``scored``.
        line: The deal's place among the file's deals, from 1 (what an error names); None
            for the closing row.
        thrown_in: True for a deal that did not count (passed out, thrown in, void,
            redealt), as its ledger's deal says.
        board: In a duplicate event (pairs, teams), the board's number, as the players
            name it (a board not played too); None in the other games.
    """

    __repr__ = fields_repr

    number: int | None
    played: str
    parties: tuple[str, ...]
    scored: tuple[int, ...]
    running: tuple[int, ...]
    items: tuple[Item, ...]
    line: int | None = None
    thrown_in: bool = False
    board: int | None = None

    @property
    def points(self) -> dict[str, int]:
        """Each party's points for this deal, by name."""
        return dict(zip(self.parties, self.scored, strict=True))

    @property
    def totals(self) -> dict[str, int]:
        """Each party's running total after this deal, by name."""
        return dict(zip(self.parties, self.running, strict=True))


def _result(winner: str | tuple[str, ...] | None, *, finished: bool) -> Text:
    if isinstance(winner, str):
        return Text("won by {winner}", winner=winner)
    if winner:
        return Text("shared by {names} and {last}", names=", ".join(winner[:-1]), last=winner[-1])
    return Text("tie") if finished else Text("in progress")


@attrs.frozen
class Sheet:
    """A scored scoresheet: a row per deal, the totals and the result.

    ``render()`` (or ``str``) shows it; :meth:`to_data` gives the JSON document, which
    :func:`loads` reads back.

    Attributes:
        scoresheet: The document that was scored.
        title: What the sheet is called (the document's title, else the game's), a Text
            said in any language (a title the file gives is said as it is).
        parties: The players or sides, in order.
        rows: One row per deal, oldest first (and one closing row, if any).
        finished: True when the game, match, rubber or session is over.
        winner: The winner, a tuple of the parties sharing the win, or None (unfinished, or
            a tie).
        ledger: The game's ledger after the last deal (a ``chicago.Match``, a
            ``tarot.Session``, ...).
        notes: What the player should know but that is no error (an option the rules
            call odd), each naming the file: every ``UserWarning`` raised while scoring
            (other warnings are passed on as they were).
        appendix: Sections laid out after the game's own, made in the language the sheet is
            said in (a results file's differences from its published figures), or None.
    """

    __repr__ = fields_repr

    scoresheet: Scoresheet
    title: Text
    parties: tuple[str, ...]
    rows: tuple[Row, ...]
    finished: bool
    winner: str | tuple[str, ...] | None
    ledger: Ledger = attrs.field(eq=False, repr=False)
    notes: tuple[str, ...] = ()
    appendix: Callable[[], tuple[Section, ...]] | None = attrs.field(
        default=None, eq=False, repr=False
    )

    @property
    def totals(self) -> dict[str, int]:
        """Each party's final total, by name."""
        if not self.rows:
            return dict(self.ledger.totals)
        return self.rows[-1].totals

    @property
    def result(self) -> str:
        """``"won by NS"``, ``"shared by Ann and Bob"``, ``"tie"`` or ``"in progress"``.

        A :class:`~cardscore.i18n.Text`: English, and said in another language by
        :func:`cardscore.i18n.say`.
        """
        return _result(self.winner, finished=self.finished)

    @property
    def unit(self) -> Fraction:
        """What one point of the numbers in :meth:`to_data` and :meth:`columns` is worth.

        The ledger's ``unit`` (1 for every game counting whole points), unless a number
        counted in it would be past 2⁵³, the largest int a JSON reader in a browser reads
        exactly: then the largest fraction every number on the sheet is a whole multiple
        of. If even that leaves a number past 2⁵³, the sheet writes each as its exact value
        in text (``"17/3"``) and this is 1.

        >>> from cardscore import chicago
        >>> of(chicago.Match()).unit
        Fraction(1, 1)
        """
        return self._written().unit or WHOLE

    def _written(self) -> Written:
        """How this sheet writes its numbers (:mod:`cardscore.sheet._exact`)."""
        values = [number for row in self.rows for number in (*row.scored, *row.running)]
        values += [item.points for row in self.rows for item in row.items]
        values += self.totals.values()
        return written(unit_of(self.ledger), values)

    def to_data(self) -> dict[str, Value]:
        """The scoresheet document plus the computed ``sheet``, as JSON-ready data.

        :func:`loads` and :meth:`Scoresheet.from_data` read it back: the ``sheet`` part is
        ignored on reading and computed again from the deals, which stay the record.
        """
        numbers = self._written()
        write = numbers.number
        rows: list[Value] = [
            {
                "deal": row.number,
                "played": row.played,
                "points": {name: write(points) for name, points in row.points.items()},
                "totals": {name: write(total) for name, total in row.totals.items()},
                "items": [
                    {"label": item.label, "who": item.who, "points": write(item.points)}
                    for item in row.items
                ],
            }
            for row in self.rows
        ]
        winner: Value = list(self.winner) if isinstance(self.winner, tuple) else self.winner
        data = self.scoresheet.to_data()
        computed: dict[str, Value] = {
            "title": self.title,
            "parties": list(self.parties),
            "rows": rows,
            "totals": {name: write(total) for name, total in self.totals.items()},
            "finished": self.finished,
            "winner": winner,
            "result": self.result,
        }
        if numbers.unit is not None and numbers.unit != 1:
            # The points above count in this unit (a pairs session's fraction of a
            # matchpoint): a program multiplies by it to have the players' numbers. Each
            # number is within 2^53, so a JSON reader in a browser reads it exactly (else
            # each is its exact value as text, "17/3", and no unit is said).
            computed["unit"] = str(numbers.unit)
        data["sheet"] = computed
        return data

    def columns(self) -> dict[str, list[int | str | None]]:
        """The rows as columns: a ``dict`` of lists, one entry per row, for a data frame.

        ``pandas.DataFrame(sheet.columns())`` and ``polars.DataFrame(sheet.columns())``
        take it as it is (cardscore depends on neither). The columns, as the CSV's header
        names them (in English, as data): ``deal`` (the number as the players count it,
        None for a deal that does not count and the closing row), ``dealer`` (None where
        the game does not say), ``played`` (what was played, as the sheet shows it), then
        each party's points for the row under its name, then each party's running total
        under ``"<name> total"``. The points count in :attr:`unit` (1 but for a pairs
        session or a teams event), each within 2⁵³ (else as exact text, ``"17/3"``).

        >>> from cardscore import chicago
        >>> match = chicago.Match().record("3NT", 10, declarer="S").throw_in()
        >>> for name, column in of(match).columns().items():
        ...     print(f"{name}: {column}")
        deal: [1, None]
        dealer: ['N', 'E']
        played: ['S 3NT+1', 'passed out']
        NS: [430, 0]
        EW: [0, 0]
        NS total: [430, 430]
        EW total: [0, 0]

        Raises:
            ScoreError: A party's name is also another column's (``"deal"``, or ``"Ann
                total"`` beside a party ``"Ann"``): the columns would not be told apart.
        """
        totals = [f"{name} total" for name in self.parties]
        names = ["deal", "dealer", "played", *self.parties, *totals]
        if len(set(names)) != len(names):
            clash = next(name for name in self.parties if names.count(name) > 1)
            raise ScoreError("parties", clash, _DISTINCT_COLUMNS)
        # A scored sheet's rows are its ledger's deals, in order (score() makes them so).
        deals = self.ledger.deals
        dealers = (
            [deal.dealer for deal in deals]
            if len(deals) == len(self.rows)
            else [None] * len(self.rows)
        )
        columns: dict[str, list[int | str | None]] = {
            "deal": [row.number for row in self.rows],
            "dealer": list(dealers),
            "played": [str(row.played) for row in self.rows],
        }
        write = self._written().number  # within 2^53, in Sheet.unit (else exact text)
        for place, name in enumerate(self.parties):
            columns[name] = [write(row.scored[place]) for row in self.rows]
        for place, name in enumerate(totals):
            columns[name] = [write(row.running[place]) for row in self.rows]
        return columns

    def render(
        self,
        format: str = "text",
        *,
        explain: bool = False,
        lang: str | None = None,
        paper: str = "a4",
    ) -> str:
        """The sheet as ``"text"``, ``"markdown"``, ``"json"``, ``"csv"`` or ``"html"``.

        Text and Markdown are laid out as the game's players keep the sheet on paper, where
        the game's adapter has a layout (Chicago, rubber); else one row per deal. With
        ``explain``, each deal's items (what was scored and why) follow its row; JSON always
        has them. An unfinished sheet ends with the next deal.

        Text, Markdown, CSV and HTML are said in ``lang``, one of
        :data:`cardscore.i18n.LANGUAGES` (None: :func:`cardscore.i18n.current`, English
        unless set): every heading, word and number as that language writes it (``45,5``
        in Finnish, Swedish and French). Names and notation (``4S``, ``NS``) stay as typed.
        JSON is data for programs: always in English, whatever ``lang``.

        ``paper`` is the size of the HTML page's paper: ``"a4"`` (the default) or
        ``"letter"`` (US Letter); the other formats have no page.

        Raises:
            ScoreError: Another format, an ``explain`` that is not a bool, a ``lang`` that
                is not one of the languages, or another ``paper``.
        """
        from cardscore import i18n

        if format not in FORMATS:
            allowed = Text("one of {formats}", formats=", ".join(map(repr, FORMATS)))
            raise ScoreError("format", format, allowed)
        if not isinstance(explain, bool):
            raise ScoreError("explain", explain, TRUE_OR_FALSE)
        if paper not in ("a4", "letter"):
            raise ScoreError("paper", paper, "'a4' or 'letter'")
        said = i18n.current() if lang is None else i18n.language(lang)
        if format == "json":
            import json

            return json.dumps(self.to_data(), indent=2, ensure_ascii=False)
        with i18n.using(said):
            return self._render(format, explain=explain, paper=paper)

    def _render(self, format: str, *, explain: bool, paper: str) -> str:
        from cardscore._text import controls_escaped
        from cardscore.sheet import _csv, _html, _markdown, _plain

        if format == "csv":  # each cell escaped (and never a formula): _csv.cell
            return _csv.csv(self._laid(explain=explain, spreadsheet=True))
        laid = self._laid(explain=explain, spreadsheet=False)
        if format == "html":  # escaped as HTML escapes
            return _html.html(laid, paper=paper)
        # Text and Markdown keep their own line breaks; any other control character (from a
        # name, a title, a deal) is shown escaped, never sent to a terminal.
        drawn = _plain.text(laid) if format == "text" else _markdown.markdown(laid)
        return controls_escaped(drawn)

    def layout(
        self, *, explain: bool = False, lang: str | None = None, spreadsheet: bool = False
    ) -> Layout:
        """The sheet laid out, as data: what every face (text, Markdown, CSV, HTML) draws.

        The game's own layout where it has one (each deal's row as its players keep the
        sheet on paper), else the shared one: a row per deal. Every row says what it is
        (``line.kind``: a deal, a void deal, an explanation, totals...); the words are said
        in ``lang`` (None: :func:`cardscore.i18n.current`). With ``spreadsheet``, the
        layout the CSV draws: a row per deal, every number in a cell of its own.

        >>> from cardscore import chicago
        >>> laid = of(chicago.Match().record("4S", 10, declarer="N")).layout()
        >>> laid.headline
        'Chicago match: NS v EW'
        >>> for line in laid.sections[0].lines:
        ...     print(line.kind.value, line.cells[3])
        deal N 4S=
        running total
        >>> laid.ending[-1].text
        'Next: deal 2, E deals. EW vulnerable.'

        Raises:
            ScoreError: An ``explain`` or ``spreadsheet`` that is not a bool, or a ``lang``
                that is not one of the languages.
        """
        from cardscore import i18n

        for name, value in (("explain", explain), ("spreadsheet", spreadsheet)):
            if not isinstance(value, bool):
                raise ScoreError(name, value, TRUE_OR_FALSE)
        said = i18n.current() if lang is None else i18n.language(lang)
        with i18n.using(said):
            return self._laid(explain=explain, spreadsheet=spreadsheet)

    def _laid(self, *, explain: bool, spreadsheet: bool) -> Layout:
        from cardscore.i18n import say

        game = adapter(self.scoresheet.game)
        if spreadsheet:
            laid = game.tabled(self, explain=explain)
        else:
            laid = game.laid_out(self, explain=explain)
        if self.appendix is not None:
            laid = attrs.evolve(laid, sections=(*laid.sections, *self.appendix()))
        if spreadsheet or not self.notes:
            return laid
        notes = tuple(say(Text("Note: {note}", note=note)) for note in self.notes)
        return attrs.evolve(laid, notes=notes)

    def __str__(self) -> str:
        return self.render()


_DISTINCT_COLUMNS = Text(
    "names that are not 'deal', 'dealer', 'played' nor another party's name then ' total'"
)


def score(scoresheet: Scoresheet) -> Sheet:
    """Record every deal of ``scoresheet`` in its game's ledger; the whole sheet, or an error.

    Raises:
        SheetError: The preset, an option or a deal is bad (naming the deal's number).
    """
    if type(scoresheet) is not Scoresheet:
        raise ScoreError("scoresheet", scoresheet, "a Scoresheet (from load, loads, from_data)")
    source = scoresheet.source
    game = adapter(scoresheet.game)
    parties = scoresheet.parties
    labels: list[str] = []
    running: list[tuple[int, ...]] = []
    lines: list[int | None] = []
    number: int | None = None
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            table = game.start(scoresheet)
            for number, deal in enumerate(scoresheet.deals, 1):
                ledger = table.ledger
                if ledger.finished:
                    raise GameOverError(_result(ledger.winner, finished=True))
                labels.append(table.play(deal))
                totals = table.ledger.totals
                running.append(tuple(totals[name] for name in parties))
                lines.append(number)
            number = None
            closing = table.close()
            if closing is not None:
                labels.append(closing)
                totals = table.ledger.totals
                running.append(tuple(totals[name] for name in parties))
                lines.append(None)
            deals = table.ledger.deals
            items = [deal.items for deal in deals]
            numbers = [deal.number for deal in deals]
            thrown = [deal.thrown_in for deal in deals]
            boards = [board_of(deal) for deal in deals]
        except ScoreError as error:
            if number is None:
                raise SheetError(source, None, error) from error
            deal_number = _players_number(table.ledger)
            board = board_to_come(table.ledger, scoresheet.deals[number - 1])
            raise SheetError(source, deal_number, error, entry=number, board=board) from error
    rows = tuple(
        Row(
            number,
            label,
            parties,
            _scored(parties, deal_items),
            totals,
            deal_items,
            line,
            void,
            board,
        )
        for number, label, totals, deal_items, line, void, board in zip(
            numbers, labels, running, items, lines, thrown, boards, strict=True
        )
    )
    ledger = table.ledger
    # A title the file gives is said as it is, in every language (a Text of itself).
    title = Text(scoresheet.title) if scoresheet.title else game.title
    if scoresheet.preset is not None:  # the rules played: a ten-point game is no plain pitch
        title = Text("{title} ({preset})", title=title, preset=scoresheet.preset)
    return Sheet(
        scoresheet,
        title,
        parties,
        rows,
        ledger.finished,
        ledger.winner,
        ledger,
        _notes(caught, source),
    )


def _notes(caught: list[warnings.WarningMessage], source: str) -> tuple[str, ...]:
    notes = []
    for warning in caught:
        if issubclass(warning.category, UserWarning):
            message = warning.message
            # A Text message (the adapters' warnings) stays a Text, to be said.
            said = message.args[0] if isinstance(message, Warning) and message.args else ""
            note = said if isinstance(said, str) and said else str(message)
            notes.append(Text("{source}: {note}", source=source, note=note))
        else:  # a DeprecationWarning is for the code's author, not the player: passed on
            warnings.warn_explicit(
                warning.message, warning.category, warning.filename, warning.lineno
            )
    return tuple(notes)


def extend(scored: Sheet, deal: Value) -> Sheet:
    """``scored`` with one more deal: :func:`score` of the longer sheet, without scoring again.

    The game's table is started at the sheet's ledger and plays ``deal`` alone, so that an
    evening at the prompt records each deal in time independent of its length. A sheet that
    closes (``close = true``, or a game whose table's ``close`` does something), or a game
    whose table cannot start at a ledger, is scored whole.

    Raises:
        SheetError: ``deal`` is refused (naming its number in the file), or the game is over.
    """
    scoresheet = appended(scored.scoresheet, deal)
    source = scoresheet.source
    number = len(scoresheet.deals)
    previous = scored.ledger
    if scoresheet.options.get("close") is True or not isinstance(previous, LedgerBase):
        return score(scoresheet)
    game = adapter(scoresheet.game)
    parties = scored.parties
    with warnings.catch_warnings(record=True):
        # Its warnings (odd options) were said when the evening was scored first.
        warnings.simplefilter("always")
        table = game.start(scoresheet)
    try:
        table.ledger = previous  # type: ignore[misc]  # each game's table keeps a plain field
    except AttributeError:
        return score(scoresheet)
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        try:
            if previous.finished:
                raise GameOverError(_result(previous.winner, finished=True))
            label = table.play(scoresheet.deals[-1])
            ledger = cast("Ledger", table.ledger)  # the deal's ledger: not ``previous``
            if not isinstance(ledger, LedgerBase) or length(ledger) != length(previous) + 1:
                # Only a table breaking Table.play's contract (one deal a play) comes here.
                return score(scoresheet)  # pragma: no cover - see the line above
            # score() closes every table: here only where that changes nothing.
            if table.close() is not None or table.ledger is not ledger:
                return score(scoresheet)
            recorded = last(ledger)
            totals = ledger.totals
        except ScoreError as error:
            board = board_to_come(previous, scoresheet.deals[-1])
            raise SheetError(source, number, error, board=board) from error
    items = recorded.items
    row = Row(
        recorded.number,
        label,
        parties,
        _scored(parties, items),
        tuple(totals[name] for name in parties),
        items,
        number,
        recorded.thrown_in,
        board_of(recorded),
    )
    return Sheet(
        scoresheet,
        scored.title,
        parties,
        (*scored.rows, row),
        ledger.finished,
        ledger.winner,
        ledger,
        scored.notes + _notes(caught, source),
    )


def _players_number(ledger: Ledger) -> int:
    """The number the players give the deal after ``ledger``'s: the next deal's number.

    A thrown-in deal does not take a number (the deal after it has the one it would have
    had); after the end, the number after the last deal's.
    """
    following = ledger.next
    if following is not None:
        return following.number
    numbers = [deal.number for deal in ledger.deals if deal.number is not None]
    return max(numbers, default=0) + 1


def _scored(parties: tuple[str, ...], items: tuple[Item, ...]) -> tuple[int, ...]:
    scored = dict.fromkeys(parties, 0)
    for item in items:
        scored[item.who] += item.points
    return tuple(scored.values())


# --- From a ledger --------------------------------------------------------------------------


def from_ledger(ledger: object, *, title: str | None = None) -> Scoresheet:
    """The scoresheet of a game's ledger: every deal written in the game's notation.

    :meth:`Scoresheet.dumps` writes it as TOML or JSON, and ``cardscore sheet`` (or
    :func:`loads` and :meth:`Scoresheet.ledger`) reads it back to an equal ledger.

    >>> from cardscore import chicago
    >>> match = chicago.Match().record("3NT", 10, declarer="S").throw_in()
    >>> document = from_ledger(match, title="Tuesday")
    >>> document.deals
    ('S 3NT+1', 'pass')
    >>> from cardscore.sheet import loads
    >>> loads(document.dumps()).ledger() == match
    True

    Raises:
        ScoreError: ``ledger`` is no game's ledger, or holds what a sheet cannot say (rules
            with an option no sheet can hold, a title that is not a str).
    """
    title = _title(title)
    written = saved(ledger)
    if written is not None:
        options = dict(written.options)
        if written.rules is not None and written.base is not None:
            options |= rule_options(written.rules, written.base)
        return Scoresheet(
            written.game, written.parties, written.deals, written.preset, options, title
        )
    raise ScoreError("ledger", ledger, "a game's ledger (a chicago.Match, a tarot.Session, ...)")


def of(ledger: object, *, title: str | None = None) -> Sheet:
    """The sheet of a game's ledger: :func:`score` of :func:`from_ledger`.

    One code path prints a ledger built in Python and a file read by ``cardscore sheet``.

    >>> from cardscore import chicago
    >>> print(of(chicago.Match().record("3NT", 10, declarer="S")).rows[0].played)
    S 3NT+1

    Raises:
        ScoreError: As :func:`from_ledger`.
    """
    return score(from_ledger(ledger, title=title))


def ledger_columns(ledger: object, /) -> dict[str, list[int | str | None]]:
    """``of(ledger).columns()``: what ``ledger.columns()`` gives, for every ledger.

    The base reaches it through the ``cardscore.columns`` entry point
    (:mod:`cardscore._drawing`), so that no module of the base or of a game imports the sheet.

    >>> from cardscore import rubber
    >>> ledger_columns(rubber.Rubber().record("4S", 10, declarer="NS"))["NS total"]
    [120]

    Raises:
        ScoreError: As :func:`of` and :meth:`Sheet.columns`.
    """
    return of(ledger).columns()
