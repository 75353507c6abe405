"""Scoresheets: a whole evening of one game, typed once, scored row by row.

A scoresheet file (TOML, or JSON with the same structure) names the game, its rule preset
and options, the players or sides, and the deals in order, each in the game's own notation.
:func:`load` (or :func:`loads`) reads it into a :class:`Scoresheet`; :func:`score` records
every deal in the game's ledger and returns the :class:`Sheet`: one row per deal with what
was played, each party's points and the running totals, and the result. The whole file is
checked before anything is shown: a bad file raises :class:`SheetError` naming the file, the
deal and the problem.

A game is read by its :class:`Adapter`, found by name in the registry (:func:`adapter`,
:func:`games`); :func:`register` adds one.

>>> from cardscore import sheet
>>> document = sheet.loads('''
... game = "Need a Fourth?"
... players = ["Ann", "Bob", "Cat"]
... deals = [
...   {chooser = "Bob", partner = "Ann", result = "4H+1"},
...   "pass",
...   {chooser = "Ann", partner = "Cat", contract = "3NTX", tricks = 7, liars = ["Ann"]},
... ]
... ''')
>>> result = sheet.score(document)
>>> for row in result.rows:
...     print(row.number, row.played, row.points)
1 Bob with Ann: 4H+1 {'Ann': 550, 'Bob': 550, 'Cat': 0}
2 thrown in {'Ann': 0, 'Bob': 0, 'Cat': 0}
3 Ann with Cat: 3NTX-2, liar Ann {'Ann': -700, 'Bob': 0, 'Cat': -300}
>>> result.totals, result.result
({'Ann': -150, 'Bob': 550, 'Cat': -300}, 'in progress')
"""

from __future__ import annotations

import io
import os
import types
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias

import attrs

from cardscore import bridge, chicago, needafourth, pitch, rubber, tarot
from cardscore._frozen import fields_repr
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    from cardscore.items import Item

__all__ = [
    "FORMATS",
    "Adapter",
    "Ledger",
    "MissingFieldError",
    "Row",
    "Scoresheet",
    "Sheet",
    "SheetError",
    "Table",
    "Value",
    "adapter",
    "games",
    "load",
    "loads",
    "register",
    "score",
]

Value: TypeAlias = str | int | float | bool | list["Value"] | dict[str, "Value"] | None
"""A value of a scoresheet document: what TOML and JSON both hold (``None`` only in JSON)."""

FORMATS = ("text", "markdown", "json", "csv")
"""The formats a :class:`Sheet` renders to."""

_TOP_LEVEL = ("game", "title", "preset", "options", "players", "sides", "deals", "sheet")


# --- Errors -------------------------------------------------------------------------------


class MissingFieldError(NotationError):
    """A field the scoresheet needs is not there (``game``, a deal's ``tricks``).

    Its message says what was expected:

    >>> print(MissingFieldError("tricks", "an int from 0 to 13"))
    tricks: missing; expected an int from 0 to 13
    """

    def __init__(self, field: str, allowed: str) -> None:
        super().__init__(field, None, allowed)
        self.args = (f"{field}: missing; expected {allowed}",)


class SheetError(ScoreError):
    """A scoresheet file that cannot be scored: the file, the deal and the problem.

    ``field``, ``value`` and ``allowed`` are those of the underlying error (``error``);
    the message puts the file and the deal number in front of it:

    >>> from cardscore.errors import ImpossibleResultError
    >>> problem = ImpossibleResultError("tricks", 14, "an int from 0 to 13")
    >>> print(SheetError("evening.toml", 3, problem))
    evening.toml: deal 3: tricks: 14 is not allowed; expected an int from 0 to 13

    Attributes:
        source: The file's name (``"<stdin>"`` for standard input).
        deal: The deal's number in the file, from 1, or None for a problem outside the deals.
        error: The underlying error.
    """

    source: str
    deal: int | None
    error: ScoreError

    def __init__(self, source: str, deal: int | None, error: ScoreError) -> None:
        super().__init__(error.field, error.value, error.allowed)
        self.source = source
        self.deal = deal
        self.error = error
        where = source if deal is None else f"{source}: deal {deal}"
        self.args = (f"{where}: {error}",)


# --- The document -------------------------------------------------------------------------


_SCALARS = (str, int, float, bool, type(None))


def _value(field: str, value: object) -> Value:
    """A copy of ``value`` checked to be TOML/JSON data all the way down (no TOML dates)."""
    if type(value) in _SCALARS or isinstance(value, str | int | float):
        return value  # type: ignore[return-value]
    if isinstance(value, list | tuple):
        return [_value(field, item) for item in value]
    if isinstance(value, Mapping):
        return _table(field, value)
    raise ScoreError(field, value, "a str, int, float, bool, array or table")


def _table(field: str, value: Mapping[object, object]) -> dict[str, Value]:
    table: dict[str, Value] = {}
    for key, item in value.items():
        if type(key) is not str:
            raise ScoreError(field, key, "tables with str keys")
        table[key] = item if type(item) in _SCALARS else _value(field, item)  # type: ignore[assignment]
    return table


def _game(value: object) -> str:
    return adapter(value).game  # type: ignore[arg-type]


def _names(field: str, value: object) -> tuple[str, ...]:
    if not isinstance(value, list | tuple) or not all(isinstance(name, str) for name in value):
        raise ScoreError(field, value, "an array of names")
    names = tuple(name for name in value if isinstance(name, str))
    if len(set(names)) != len(names) or not all(name.strip() for name in names):
        raise ScoreError(field, value, "distinct, non-empty names")
    return names


def _parties(value: object) -> tuple[str, ...]:
    return _names("parties", value)


def _deals(value: object) -> tuple[Value, ...]:
    if not isinstance(value, list | tuple):
        raise ScoreError("deals", value, "an array of deals")
    return tuple(_value("deals", deal) for deal in value)


def _options(value: object) -> Mapping[str, Value]:
    if not isinstance(value, Mapping):
        raise ScoreError("options", value, "a table of option names and values")
    return types.MappingProxyType(_table("options", value))


def _optional_str(field: str, allowed: str) -> Callable[[object, object, str | None], None]:
    def check(_instance: object, _attribute: object, value: str | None) -> None:
        if value is not None and not isinstance(value, str):
            raise ScoreError(field, value, allowed)

    return check


def _source(_instance: object, _attribute: object, value: object) -> None:
    if not isinstance(value, str):
        raise ScoreError("source", value, "a str naming where the document came from")


def _same(first: Mapping[str, Value], second: Mapping[str, Value]) -> bool:
    return dict(first) == dict(second)


@attrs.frozen
class Scoresheet:
    """A scoresheet document: one game's evening as written, before it is scored.

    Make one with :func:`load`, :func:`loads` or :meth:`from_data`; the constructor checks
    the values' types and the option names, :func:`score` checks the deals.

    >>> document = Scoresheet.from_data(
    ...     {"game": "Need a Fourth?", "players": ["Ann", "Bob", "Cat"], "deals": ["pass"]}
    ... )
    >>> document.game, document.parties, document.deals
    ('needafourth', ('Ann', 'Bob', 'Cat'), ('pass',))

    Attributes:
        game: The game's name in the registry (``"chicago"``, ``"tarot"``, ...); any
            spelling :func:`adapter` finds is accepted.
        parties: The players or sides, in order.
        deals: The deals in order, each as written in the game's notation (a str or a table).
        preset: The rule preset's name, or None for the game's default.
        options: The rule and ledger options, by name.
        title: A title for the sheet, or None.
        source: Where the document came from (a file name), for error messages.
    """

    __repr__ = fields_repr

    game: str = attrs.field(converter=_game)
    parties: tuple[str, ...] = attrs.field(converter=_parties)
    deals: tuple[Value, ...] = attrs.field(converter=_deals)
    preset: str | None = attrs.field(
        default=None, validator=_optional_str("preset", "None or a str naming a preset")
    )
    options: Mapping[str, Value] = attrs.field(
        factory=dict, converter=_options, eq=attrs.cmp_using(eq=_same)
    )
    title: str | None = attrs.field(default=None, validator=_optional_str("title", "a str"))
    source: str = attrs.field(default="<scoresheet>", eq=False, validator=_source)

    def __attrs_post_init__(self) -> None:
        names = adapter(self.game).options
        for key in self.options:
            if key not in names:
                allowed = ", ".join(map(repr, names)) or "none"
                raise ScoreError("options", key, f"the {self.game} options: {allowed}")

    @classmethod
    def from_data(cls, data: Mapping[str, Value], *, source: str = "<scoresheet>") -> Scoresheet:
        """The document from parsed TOML or JSON, its shape checked.

        Keys: ``game`` (required), ``title``, ``preset``, ``options`` (a table),
        ``players`` or ``sides`` (which one, and whether it is required, depends on the
        game), ``deals`` (an array, required) and ``sheet`` (the computed rows of a JSON
        sheet: ignored, they are computed again from the deals).

        Raises:
            SheetError: A key or value that is not allowed, or a required one missing.
        """
        if not isinstance(source, str):
            raise ScoreError("source", source, "a str naming where the document came from")
        try:
            return cls._from_data(data, source)
        except ScoreError as error:
            raise SheetError(source, None, error) from error

    @classmethod
    def _from_data(cls, data: object, source: str) -> Scoresheet:
        if not isinstance(data, Mapping):
            raise ScoreError("scoresheet", data, "a table (TOML) or an object (JSON)")
        for key in data:
            if key not in _TOP_LEVEL:
                raise ScoreError("key", key, "one of " + ", ".join(map(repr, _TOP_LEVEL)))
        # The converters check every value once: deals, options, preset and title.
        checked: dict[str, Value] = dict(data)
        if "game" not in checked:
            raise MissingFieldError("game", "the game's name, one of " + _game_names())
        game = adapter(checked["game"])
        other = "sides" if game.parties == "players" else "players"
        if other in checked:
            raise ScoreError(other, checked[other], f"{game.parties} = [...] for {game.game}")
        parties = checked.get(game.parties)
        if parties is None:
            if game.default_parties is None:
                raise MissingFieldError(game.parties, f"the {game.parties}' names")
            parties = list(game.default_parties)
        else:
            _names(game.parties, parties)
        if "deals" not in checked:
            raise MissingFieldError("deals", "an array of deals in the game's notation")
        return cls(
            game.game,
            parties,
            checked["deals"],
            checked.get("preset"),  # type: ignore[arg-type]
            checked.get("options", {}),
            checked.get("title"),  # type: ignore[arg-type]
            source,
        )

    def to_data(self) -> dict[str, Value]:
        """The document as TOML/JSON data; :meth:`from_data` reads it back."""
        data: dict[str, Value] = {"game": self.game}
        if self.title is not None:
            data["title"] = self.title
        if self.preset is not None:
            data["preset"] = self.preset
        if self.options:
            data["options"] = dict(self.options)
        data[adapter(self.game).parties] = list(self.parties)
        data["deals"] = list(self.deals)
        return data


def loads(
    text: str,
    *,
    format: Literal["toml", "json"] | None = None,  # noqa: A002 - the file's format
    source: str = "<scoresheet>",
) -> Scoresheet:
    """The scoresheet in ``text`` (TOML or JSON; ``format=None`` looks at the text).

    A text whose first character (after white space) is ``{`` is read as JSON, any other as
    TOML.

    >>> loads('{"game": "needafourth", "players": ["A", "B", "C"], "deals": ["pass"]}').deals
    ('pass',)

    Raises:
        SheetError: Bad TOML or JSON, or a document of the wrong shape.
    """
    if not isinstance(source, str):
        raise ScoreError("source", source, "a str naming where the text came from")
    if not isinstance(text, str):
        raise SheetError(source, None, ScoreError("text", text, "a str of TOML or JSON"))
    if format is None:
        format = "json" if text.lstrip().startswith("{") else "toml"  # noqa: A001
    data: object
    # The parsers are imported when a document needs one: importing cardscore stays cheap.
    if format == "toml":
        import tomllib  # noqa: PLC0415

        try:
            data = tomllib.loads(text)
        except tomllib.TOMLDecodeError as error:
            raise SheetError(
                source, None, NotationError("TOML", str(error), "valid TOML")
            ) from None
    elif format == "json":
        import json  # noqa: PLC0415

        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise SheetError(
                source, None, NotationError("JSON", str(error), "valid JSON")
            ) from None
    else:
        raise SheetError(source, None, ScoreError("format", format, "'toml', 'json' or None"))
    return Scoresheet.from_data(data, source=source)  # type: ignore[arg-type]


def load(path: str | os.PathLike[str]) -> Scoresheet:
    """The scoresheet in the file at ``path``: ``.json`` is JSON, ``.toml`` TOML, else sniffed.

    Raises:
        SheetError: The file cannot be read, or :func:`loads` refuses it.
    """
    try:
        name = os.fspath(path)
    except TypeError:
        raise ScoreError("path", path, "a str or path-like file name") from None
    if not isinstance(name, str):
        raise ScoreError("path", path, "a str or path-like file name")
    try:
        with open(name, encoding="utf-8") as file:  # noqa: PTH123 - a str path is fine
            text = file.read()
    except (OSError, UnicodeDecodeError) as error:
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        raise SheetError(
            name, None, ScoreError("file", name, f"a readable UTF-8 file ({reason})")
        ) from None
    suffix = os.path.splitext(name)[1].lower()  # noqa: PTH122
    return loads(text, format=_SUFFIXES.get(suffix), source=name)


_SUFFIXES: dict[str, Literal["toml", "json"]] = {".toml": "toml", ".json": "json"}


# --- Adapters: how each game is read --------------------------------------------------------


class Ledger(Protocol):
    """What the sheet reads from a game's ledger (every cardscore ledger has it)."""

    @property
    def totals(self) -> Mapping[str, int]:
        """Each party's points so far."""

    @property
    def finished(self) -> bool:
        """True when the game, match, rubber or session is over."""

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The winner, the parties sharing the win, or None."""


class Table(Protocol):
    """One evening being scored: an adapter's ledger, one deal at a time.

    :func:`score` calls ``play`` for each deal in order, reading ``ledger.totals`` after
    each, then ``close`` once, then ``items`` once: the items are asked for at the end so
    that a long session is read from its ledger in one pass.
    """

    @property
    def ledger(self) -> Ledger:
        """The game's ledger as it stands."""

    def play(self, deal: Value) -> str:
        """Record ``deal`` (as written in the file) and say what was played.

        Raises ``ScoreError`` when the deal is bad.
        """

    def close(self) -> str | None:
        """End the evening (a rubber's unfinished bonuses): the closing row's label, or None."""

    def items(self) -> Sequence[tuple[Item, ...]]:
        """Each played deal's items, in order, then the closing row's (if ``close`` made one)."""


@attrs.frozen
class Adapter:
    """How one game's scoresheet is read: its parties, options and deal notation.

    Attributes:
        game: The game's name in the registry, lower case (``"chicago"``).
        title: What the sheet is called (``"Chicago match"``).
        parties: Which key names the parties: ``"players"`` or ``"sides"``.
        default_parties: The parties when the file names none, or None when it must.
        options: Each option's name and what it means.
        presets: The preset names the game takes (empty: none).
        notation: A short description of a deal's notation, for error messages.
        start: Makes the :class:`Table` for a document (checking its preset and options).
    """

    __repr__ = fields_repr

    game: str
    title: str
    parties: Literal["players", "sides"]
    default_parties: tuple[str, ...] | None
    options: Mapping[str, str]
    presets: tuple[str, ...]
    notation: str
    start: Callable[[Scoresheet], Table]


_REGISTRY: dict[str, Adapter] = {}


def _key(name: str) -> str:
    # "Need a Fourth?", "all-fours", "All Fours" all find their game.
    return "".join(char for char in name.lower() if char.isalnum())


def register(game: Adapter, *aliases: str) -> None:
    """Add ``game`` to the registry under its name and ``aliases`` (replacing any there).

    Names are matched ignoring case, spaces and punctuation (``"Need a Fourth?"`` finds
    ``needafourth``).
    """
    if type(game) is not Adapter:
        raise ScoreError("game", game, "an Adapter")
    for name in (game.game, *aliases):
        if not _key(name):
            raise ScoreError("aliases", name, "a non-empty str name")
        _REGISTRY[_key(name)] = game


def games() -> tuple[str, ...]:
    """The names of the games a scoresheet can hold, sorted.

    >>> "needafourth" in games()
    True
    """
    return tuple(sorted({game.game for game in _REGISTRY.values()}))


def _game_names() -> str:
    return ", ".join(map(repr, games()))


def adapter(name: Value) -> Adapter:
    """The adapter registered under ``name`` (case, spaces and punctuation ignored).

    Raises:
        ScoreError: No game of that name.
    """
    found = _REGISTRY.get(_key(name)) if isinstance(name, str) else None
    if found is None:
        raise ScoreError("game", name, "one of " + _game_names())
    return found


# --- The sheet ----------------------------------------------------------------------------


@attrs.frozen
class Row:
    """One row of a sheet: a deal, each party's points for it and the running totals.

    Attributes:
        number: The deal's place among the file's deals, from 1; None for the row that
            closes the evening (a rubber's unfinished bonuses).
        played: What was played, in the game's notation.
        parties: The parties, in the sheet's order.
        scored: Each party's points for this deal, in ``parties`` order.
        running: Each party's total after this deal, in ``parties`` order.
        items: What was scored and why; per party they add up to ``scored``.
    """

    __repr__ = fields_repr

    number: int | None
    played: str
    parties: tuple[str, ...]
    scored: tuple[int, ...]
    running: tuple[int, ...]
    items: tuple[Item, ...]

    @property
    def points(self) -> dict[str, int]:
        """Each party's points for this deal, by name."""
        return dict(zip(self.parties, self.scored, strict=True))

    @property
    def totals(self) -> dict[str, int]:
        """Each party's running total after this deal, by name."""
        return dict(zip(self.parties, self.running, strict=True))


def _result(winner: str | tuple[str, ...] | None, *, finished: bool) -> str:
    if isinstance(winner, str):
        return f"won by {winner}"
    if winner:
        return f"shared by {', '.join(winner[:-1])} and {winner[-1]}"
    return "tie" if finished else "in progress"


@attrs.frozen
class Sheet:
    """A scored scoresheet: a row per deal, the totals and the result.

    ``render()`` (or ``str``) shows it; :meth:`to_data` gives the JSON document, which
    :func:`loads` reads back.

    Attributes:
        scoresheet: The document that was scored.
        title: What the sheet is called (the document's title, else the game's).
        parties: The players or sides, in order.
        rows: One row per deal, oldest first (and one closing row, if any).
        finished: True when the game, match, rubber or session is over.
        winner: The winner, a tuple of the parties sharing the win, or None (unfinished, or
            a tie).
        ledger: The game's ledger after the last deal (a ``chicago.Match``, a
            ``tarot.Session``, ...).
    """

    __repr__ = fields_repr

    scoresheet: Scoresheet
    title: str
    parties: tuple[str, ...]
    rows: tuple[Row, ...]
    finished: bool
    winner: str | tuple[str, ...] | None
    ledger: Ledger = attrs.field(eq=False, repr=False)

    @property
    def totals(self) -> dict[str, int]:
        """Each party's final total, by name."""
        if not self.rows:
            return dict.fromkeys(self.parties, 0)
        return self.rows[-1].totals

    @property
    def result(self) -> str:
        """``"won by NS"``, ``"shared by Ann and Bob"``, ``"tie"`` or ``"in progress"``."""
        return _result(self.winner, finished=self.finished)

    def to_data(self) -> dict[str, Value]:
        """The scoresheet document plus the computed ``sheet``, as JSON-ready data.

        :func:`loads` and :meth:`Scoresheet.from_data` read it back: the ``sheet`` part is
        ignored on reading and computed again from the deals, which stay the record.
        """
        rows: list[Value] = [
            {
                "deal": row.number,
                "played": row.played,
                "points": dict(row.points),
                "totals": dict(row.totals),
                "items": [
                    {"label": item.label, "who": item.who, "points": item.points}
                    for item in row.items
                ],
            }
            for row in self.rows
        ]
        winner: Value = list(self.winner) if isinstance(self.winner, tuple) else self.winner
        data = self.scoresheet.to_data()
        data["sheet"] = {
            "title": self.title,
            "parties": list(self.parties),
            "rows": rows,
            "totals": dict(self.totals),
            "finished": self.finished,
            "winner": winner,
            "result": self.result,
        }
        return data

    def render(self, format: str = "text") -> str:  # noqa: A002 - the output format
        """The sheet as ``"text"``, ``"markdown"``, ``"json"`` or ``"csv"``.

        Raises:
            ScoreError: Another format.
        """
        if format == "json":
            import json  # noqa: PLC0415

            return json.dumps(self.to_data(), indent=2, ensure_ascii=False)
        if format == "csv":
            return _csv(self)
        if format == "markdown":
            return _markdown(self)
        if format == "text":
            return _text(self)
        raise ScoreError("format", format, "one of " + ", ".join(map(repr, FORMATS)))

    def __str__(self) -> str:
        return _text(self)


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def _header(sheet: Sheet) -> list[str]:
    return ["deal", "played", *sheet.parties, *(f"{name} total" for name in sheet.parties)]


def _cells(row: Row) -> list[str]:
    number = "" if row.number is None else str(row.number)
    return [number, row.played, *map(_signed, row.scored), *map(str, row.running)]


def _standing(sheet: Sheet) -> str:
    totals = ", ".join(f"{name} {points}" for name, points in sheet.totals.items())
    return f"{sheet.result} ({totals})"


def _text(sheet: Sheet) -> str:
    table = [_header(sheet), *(_cells(row) for row in sheet.rows)]
    widths = [max(len(line[column]) for line in table) for column in range(len(table[0]))]
    lines = [f"{sheet.title}: {', '.join(sheet.parties)}", ""]
    for line in table:
        cells = [
            cell.ljust(width) if column == 1 else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(line, widths, strict=True))
        ]
        lines.append("  ".join(cells).rstrip())
    lines += ["", f"result: {_standing(sheet)}"]
    return "\n".join(lines)


def _markdown_cell(text: str) -> str:
    return text.replace("|", "\\|")


def _markdown(sheet: Sheet) -> str:
    header = _header(sheet)
    lines = [
        f"## {_markdown_cell(sheet.title)}",
        "",
        "| " + " | ".join(map(_markdown_cell, header)) + " |",
        "|" + "|".join(["---:", "---", *["---:"] * (len(header) - 2)]) + "|",
    ]
    lines += ["| " + " | ".join(map(_markdown_cell, _cells(row))) + " |" for row in sheet.rows]
    lines += ["", f"**Result:** {_markdown_cell(_standing(sheet))}"]
    return "\n".join(lines)


def _csv(sheet: Sheet) -> str:
    import csv  # noqa: PLC0415

    buffer = io.StringIO()
    writer = csv.writer(buffer, lineterminator="\n")
    writer.writerow(_header(sheet))
    writer.writerows(_cells(row) for row in sheet.rows)
    writer.writerow(["result", sheet.result, *[""] * len(sheet.parties), *sheet.totals.values()])
    return buffer.getvalue().rstrip("\n")


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
    numbers: list[int | None] = []
    labels: list[str] = []
    running: list[tuple[int, ...]] = []
    number: int | None = None
    try:
        table = game.start(scoresheet)
        for number, deal in enumerate(scoresheet.deals, 1):
            labels.append(table.play(deal))
            totals = table.ledger.totals
            running.append(tuple(totals[name] for name in parties))
            numbers.append(number)
        number = None
        closing = table.close()
        if closing is not None:
            labels.append(closing)
            totals = table.ledger.totals
            running.append(tuple(totals[name] for name in parties))
            numbers.append(None)
        items = table.items()
    except ScoreError as error:
        raise SheetError(source, number, error) from error
    rows = tuple(
        Row(number, label, parties, _scored(parties, deal_items), totals, deal_items)
        for number, label, totals, deal_items in zip(numbers, labels, running, items, strict=True)
    )
    ledger = table.ledger
    return Sheet(
        scoresheet,
        scoresheet.title or game.title,
        parties,
        rows,
        ledger.finished,
        ledger.winner,
        ledger,
    )


def _scored(parties: tuple[str, ...], items: tuple[Item, ...]) -> tuple[int, ...]:
    scored = dict.fromkeys(parties, 0)
    for item in items:
        scored[item.who] += item.points
    return tuple(scored.values())


# --- Reading deals: what the adapters share -------------------------------------------------


def _deal_table(
    deal: Value, *, required: Sequence[str] = (), optional: Sequence[str] = (), notation: str
) -> dict[str, Value]:
    """``deal`` checked to be a table with the ``required`` keys and no keys but these."""
    if not isinstance(deal, dict):
        raise NotationError("deal", deal, notation)
    for key in required:
        if key not in deal:
            raise MissingFieldError(key, notation)
    allowed = (*required, *optional)
    for key in deal:
        if key not in allowed:
            raise ScoreError("deal", key, "the keys " + ", ".join(allowed))
    return deal


def _option(scoresheet: Scoresheet, names: Sequence[str]) -> dict[str, Value]:
    """The document's options among ``names``, by name."""
    return {name: scoresheet.options[name] for name in names if name in scoresheet.options}


def _no_preset(scoresheet: Scoresheet) -> None:
    if scoresheet.preset is not None:
        raise ScoreError(
            "preset", scoresheet.preset, f"no preset: {scoresheet.game} has options only"
        )


_PASSED = frozenset(("pass", "passed", "passed out", "-"))


def _passed(deal: Value) -> bool:
    return isinstance(deal, str) and deal.strip().lower() in _PASSED


def _bridge_deal(deal: Value, who: str, notation: str) -> tuple[Value, Value, Value, Value]:
    """The declarer, the contract or result, the tricks (or None) and the honours of a deal.

    ``"N 4SX-1"`` (declarer, then the result) or a table ``{declarer, result}`` or
    ``{declarer, contract, tricks}``, with ``honours`` in the table form.
    """
    if isinstance(deal, str):
        parts = deal.rsplit(None, 1)
        if len(parts) != 2:
            raise NotationError("deal", deal, notation)
        return parts[0], parts[1], None, None
    table = _deal_table(
        deal,
        required=("declarer",),
        optional=("result", "contract", "tricks", "honours"),
        notation=notation,
    )
    if "result" in table:
        if "contract" in table or "tricks" in table:
            raise ScoreError("deal", table, f"either result or contract and tricks ({who})")
        return table["declarer"], table["result"], None, table.get("honours")
    if "contract" not in table:
        raise MissingFieldError("result", "a result ('4SX-1'), or a contract and tricks")
    if "tricks" not in table:
        raise MissingFieldError("tricks", "the tricks the declaring side took, 0 to 13")
    return table["declarer"], table["contract"], table["tricks"], table.get("honours")


def _honours_label(honours: Value) -> str:
    if honours is None:
        return ""
    if isinstance(honours, list):
        return " (honours " + " ".join(map(str, honours)) + ")"
    return f" (honours {honours})"


# --- Chicago (bridge.md B6) -------------------------------------------------------------------

_CHICAGO_NOTATION = "'N 4SX-1' (declarer's seat, then the result), 'pass', or a table"


class _Chicago:
    def __init__(self, match: chicago.Match) -> None:
        self.ledger = match

    def play(self, deal: Value) -> str:
        if _passed(deal):
            self.ledger = self.ledger.throw_in()
            return "passed out"
        declarer, contract, tricks, honours = _bridge_deal(deal, "declarer", _CHICAGO_NOTATION)
        self.ledger = self.ledger.record(
            contract,  # type: ignore[arg-type]  # the ledger checks every type
            tricks,  # type: ignore[arg-type]
            declarer=declarer,  # type: ignore[arg-type]
            honours=honours,  # type: ignore[arg-type]
        )
        recorded = self.ledger.deals[-1]  # four deals at most
        return f"{recorded.declarer} {recorded.result}{_honours_label(honours)}"

    def close(self) -> None:
        return None

    def items(self) -> tuple[tuple[Item, ...], ...]:
        return tuple(deal.items for deal in self.ledger.deals)


def _start_chicago(scoresheet: Scoresheet) -> _Chicago:
    _no_preset(scoresheet)
    if set(scoresheet.parties) != set(chicago.SIDES) or len(scoresheet.parties) != 2:
        raise ScoreError("sides", list(scoresheet.parties), "the sides 'NS' and 'EW'")
    options = _option(scoresheet, ("vulnerability", "honours"))
    rules = chicago.Rules(**options)  # type: ignore[arg-type]
    first_dealer = scoresheet.options.get("first_dealer", "N")
    return _Chicago(chicago.Match(rules, first_dealer))


register(
    Adapter(
        game="chicago",
        title="Chicago match",
        parties="sides",
        default_parties=chicago.SIDES,
        options={
            "vulnerability": "'dealer' (the seed's rule: deals 2 and 3, the dealer's side) "
            "or 'non-dealer'",
            "honours": "score honours above the line (true/false, default false)",
            "first_dealer": "the seat that deals first: N (default), E, S or W",
        },
        presets=(),
        notation=_CHICAGO_NOTATION,
        start=_start_chicago,
    )
)


# --- Rubber and Draw Bridge (bridge.md B7) ---------------------------------------------------

_RUBBER_NOTATION = "'NS 4S=' (declaring side, then the result), or a table"


class _Rubber:
    def __init__(self, ledger: rubber.Rubber, *, close: bool) -> None:
        self.ledger = ledger
        self._close = close

    def play(self, deal: Value) -> str:
        declarer, contract, tricks, honours = _bridge_deal(deal, "declarer", _RUBBER_NOTATION)
        self.ledger = self.ledger.record(
            contract,  # type: ignore[arg-type]  # the ledger checks every type
            tricks,  # type: ignore[arg-type]
            declarer=declarer,  # type: ignore[arg-type]
            honours=honours,  # type: ignore[arg-type]
        )
        recorded = self.ledger.deals[-1]  # a rubber is short
        return f"{recorded.declarer} {recorded.result}{_honours_label(honours)}"

    def close(self) -> str | None:
        if not self._close or self.ledger.finished:
            return None
        self.ledger = self.ledger.close()
        return "rubber closed unfinished"

    def items(self) -> tuple[tuple[Item, ...], ...]:
        # close() records the unfinished-rubber bonuses as a last entry: the closing row's.
        return tuple(deal.items for deal in self.ledger.deals)


def _start_rubber(scoresheet: Scoresheet) -> _Rubber:
    _no_preset(scoresheet)
    options = _option(scoresheet, ("honours", "unfinished_game", "unfinished_partscore"))
    rules = rubber.Rules(**options)  # type: ignore[arg-type]
    close = scoresheet.options.get("close", False)
    if not isinstance(close, bool):
        raise ScoreError("close", close, "true or false")
    return _Rubber(rubber.Rubber(scoresheet.parties, rules), close=close)


register(
    Adapter(
        game="rubber",
        title="Rubber bridge",
        parties="sides",
        default_parties=("NS", "EW"),
        options={
            "honours": "score honours above the line (true/false, default false)",
            "unfinished_game": "what closing pays one game up (default 300)",
            "unfinished_partscore": "what closing pays a part score (default 100)",
            "close": "close an unfinished rubber at the end of the sheet (default false)",
        },
        presets=(),
        notation=_RUBBER_NOTATION,
        start=_start_rubber,
    )
)


# --- Need a Fourth? (need-a-fourth.md) --------------------------------------------------------

_NEEDAFOURTH_NOTATION = (
    "a table {chooser, partner, result} or {chooser, partner, contract, tricks}, "
    "with liars and redoubled_by if need be; or 'pass' (thrown in)"
)


class _NeedAFourth:
    def __init__(self, session: needafourth.Session) -> None:
        self.ledger = session

    def play(self, deal: Value) -> str:
        if _passed(deal) or deal == "thrown in":
            self.ledger = self.ledger.throw_in()
            return "thrown in"
        table = _deal_table(
            deal,
            required=("chooser", "partner"),
            optional=("result", "contract", "tricks", "liars", "redoubled_by"),
            notation=_NEEDAFOURTH_NOTATION,
        )
        result = _bridge_result(table)
        liars = table.get("liars", [])
        if isinstance(liars, str):
            liars = [liars]
        if not isinstance(liars, list):
            raise ScoreError("liars", liars, "an array of player names")
        redoubled_by = table.get("redoubled_by")
        self.ledger = self.ledger.record(
            result.contract,
            result.tricks,
            chooser=table["chooser"],  # type: ignore[arg-type]  # the ledger checks every type
            partner=table["partner"],  # type: ignore[arg-type]
            redoubled_by=redoubled_by,  # type: ignore[arg-type]
            liars=liars,  # type: ignore[arg-type]
        )
        chooser, partner = table["chooser"], table["partner"]
        if redoubled_by is not None:
            if redoubled_by in (chooser, "chooser"):
                redoubled_by = chooser
            else:
                # N1: the partner redoubled after the chooser passed, and is now the chooser.
                redoubled_by = partner
                chooser, partner = partner, chooser
        label = f"{chooser} with {partner}: {result}"
        if redoubled_by is not None:
            label += f", redoubled by {redoubled_by}"
        if liars:
            label += ", liar " + " and ".join(map(str, liars))
        return label

    def close(self) -> None:
        return None

    def items(self) -> tuple[tuple[Item, ...], ...]:
        return tuple(deal.items for deal in self.ledger.deals)


def _bridge_result(table: dict[str, Value]) -> bridge.Result:
    """The contract and tricks of a deal table: ``result``, or ``contract`` and ``tricks``."""
    if "result" in table:
        if "contract" in table or "tricks" in table:
            raise ScoreError("deal", table, "either result or contract and tricks")
        return bridge.Result.parse(table["result"])  # type: ignore[arg-type]
    if "contract" not in table:
        raise MissingFieldError("result", "a result ('4SX-1'), or a contract and tricks")
    if "tricks" not in table:
        raise MissingFieldError("tricks", "the tricks chooser and partner took, 0 to 13")
    return bridge.Result(table["contract"], table["tricks"])  # type: ignore[arg-type]


def _start_needafourth(scoresheet: Scoresheet) -> _NeedAFourth:
    _no_preset(scoresheet)
    options = _option(scoresheet, ("redoubled_overtrick", "whole_rounds"))
    rules = needafourth.Rules(**options)  # type: ignore[arg-type]
    if len(scoresheet.parties) != 3:
        raise ScoreError("players", list(scoresheet.parties), "three player names")
    session = needafourth.Session(
        scoresheet.parties,
        scoresheet.options.get("planned"),  # type: ignore[arg-type]
        rules=rules,
        first_dealer=scoresheet.options.get("first_dealer"),  # type: ignore[arg-type]
    )
    return _NeedAFourth(session)


register(
    Adapter(
        game="needafourth",
        title="Need a Fourth? session",
        parties="players",
        default_parties=None,
        options={
            "planned": "the agreed number of deals, a multiple of 3 (N6); without it the "
            "session stays in progress",
            "first_dealer": "who deals first (default: the first player)",
            "redoubled_overtrick": "each redoubled overtrick: 100 (default, N3) or 200",
            "whole_rounds": "refuse (true, default) a planned number not a multiple of 3",
        },
        presets=(),
        notation=_NEEDAFOURTH_NOTATION,
        start=_start_needafourth,
    )
)


# --- French Tarot (tarot.md) ------------------------------------------------------------------

_TAROT_NOTATION = (
    "a table {taker, contract, bouts, points} with partner, petit_au_bout, poignees, chelem "
    "or alone if need be; or 'void' ({void = 'petit sec'})"
)
_TAROT_KEYWORDS = ("partner", "petit_au_bout", "poignees", "chelem", "alone")


class _Tarot:
    def __init__(self, session: tarot.Session, *, close: bool) -> None:
        self.ledger = session
        self._close = close

    def play(self, deal: Value) -> str:
        if isinstance(deal, str) and deal.strip().lower() in {"void", "all pass"}:
            self.ledger = self.ledger.throw_in()
            return "void (all pass)"
        if isinstance(deal, dict) and "void" in deal:
            reason = _deal_table(deal, required=("void",), notation=_TAROT_NOTATION)["void"]
            self.ledger = self.ledger.throw_in(reason)  # type: ignore[arg-type]
            return f"void ({reason})"
        table = _deal_table(
            deal,
            required=("taker", "contract", "bouts", "points"),
            optional=_TAROT_KEYWORDS,
            notation=_TAROT_NOTATION,
        )
        keywords = {key: table[key] for key in _TAROT_KEYWORDS if key in table}
        self.ledger = self.ledger.record(
            table["contract"],  # type: ignore[arg-type]  # the ledger checks every type
            taker=table["taker"],  # type: ignore[arg-type]
            bouts=table["bouts"],  # type: ignore[arg-type]
            points=table["points"],  # type: ignore[arg-type]
            **keywords,  # type: ignore[arg-type]
        )
        return _tarot_label(table)

    def close(self) -> str | None:
        if self._close and not self.ledger.finished:
            self.ledger = self.ledger.close()
        return None

    def items(self) -> tuple[tuple[Item, ...], ...]:
        return tuple(deal.items for deal in self.ledger.deals)


def _tarot_label(table: dict[str, Value]) -> str:
    contract = tarot.Contract.parse(table["contract"])  # type: ignore[arg-type]  # recorded
    partner = table.get("partner")
    who = str(table["taker"])
    if partner is not None and partner != who:
        who += f" with {partner}"
    elif partner == who or table.get("alone") is True:
        who += " alone"
    bouts = table["bouts"]
    label = f"{contract} by {who}: {bouts} bout{'' if bouts == 1 else 's'}, {table['points']}"
    for key in ("petit_au_bout", "chelem"):
        if table.get(key) is not None:
            label += f", {key.replace('_', ' ')} {table[key]}"
    poignees = table.get("poignees")
    if poignees:
        shown = poignees if isinstance(poignees, str) else " ".join(map(str, poignees))  # type: ignore[arg-type]
        label += f", poignée {shown}"
    return label


def _start_tarot(scoresheet: Scoresheet) -> _Tarot:
    _no_preset(scoresheet)
    close = scoresheet.options.get("close", False)
    if not isinstance(close, bool):
        raise ScoreError("close", close, "true or false")
    session = tarot.Session(
        players=scoresheet.parties,
        planned=scoresheet.options.get("planned"),  # type: ignore[arg-type]
    )
    return _Tarot(session, close=close)


register(
    Adapter(
        game="tarot",
        title="French Tarot session",
        parties="players",
        default_parties=None,
        options={
            "planned": "the number of deals to play (void deals not counted)",
            "close": "the session ends with the last deal of the sheet (default false)",
        },
        presets=(),
        notation=_TAROT_NOTATION,
        start=_start_tarot,
    )
)


# --- All Fours and Pitch (pitch.md) -----------------------------------------------------------

_PITCH_NOTATION = (
    "a table: who won each point {high, low, jack, game, ...} or the cards "
    "{trump, dealt, captured}; with bidder and bid (Pitch), kicks and take_one (All Fours); "
    "or {redeal = true, kicks = [...]}"
)
_SUMMARY = ("high", "low", "jack", "game", "hang", "jick", "big_joker", "little_joker", "trey")
_CARDS = ("trump", "dealt", "captured", "players")
_PLAY = ("bidder", "bid", "kicks", "take_one")


class _Pitch:
    def __init__(self, game: pitch.Game) -> None:
        self.ledger = game

    def play(self, deal: Value) -> str:
        game = self.ledger
        if isinstance(deal, dict) and "redeal" in deal:
            table = _deal_table(deal, required=("redeal", "kicks"), notation=_PITCH_NOTATION)
            if table["redeal"] is not True:
                raise ScoreError("redeal", table["redeal"], "true, with the three kicks")
            self.ledger = game.redeal(kicks=table["kicks"])  # type: ignore[arg-type]
            return "redeal (kicks " + _cards_label(table["kicks"]) + ")"
        cards = isinstance(deal, dict) and "dealt" in deal
        table = _deal_table(
            deal,
            optional=(*(_CARDS if cards else _SUMMARY), *_PLAY),
            notation=_PITCH_NOTATION,
        )
        hand: pitch.Tally
        if cards:
            for key in ("trump", "captured"):
                if key not in table:
                    raise MissingFieldError(key, "trump, dealt and captured for a hand of cards")
            hand = pitch.tally(
                trump=table["trump"],  # type: ignore[arg-type]  # tally checks every type
                dealt=table["dealt"],  # type: ignore[arg-type]
                captured=table["captured"],  # type: ignore[arg-type]
                rules=game.rules,
                dealer=game.dealer,
                players=table.get("players"),  # type: ignore[arg-type]
            )
        else:
            summary = {key: table[key] for key in _SUMMARY if key in table}
            hand = pitch.Tally.summary(
                high=summary.pop("high", None),  # type: ignore[arg-type]
                low=summary.pop("low", None),  # type: ignore[arg-type]
                sides=game.sides,
                dealer=game.dealer,
                rules=game.rules,
                **summary,  # type: ignore[arg-type]
            )
        self.ledger = game.record(
            hand,
            bidder=table.get("bidder"),  # type: ignore[arg-type]
            bid=table.get("bid"),  # type: ignore[arg-type]
            kicks=table.get("kicks", ()),  # type: ignore[arg-type]
            take_one=table.get("take_one"),  # type: ignore[arg-type]
        )
        return _pitch_label(table, hand)

    def close(self) -> None:
        return None

    def items(self) -> tuple[tuple[Item, ...], ...]:
        return tuple(deal.items for deal in self.ledger.deals)


def _cards_label(cards: Value) -> str:
    return cards if isinstance(cards, str) else " ".join(map(str, cards))  # type: ignore[arg-type]


def _pitch_label(table: dict[str, Value], hand: pitch.Tally) -> str:
    parts = []
    if table.get("kicks"):
        parts.append("kicks " + _cards_label(table["kicks"]))
    if table.get("take_one") is not None:
        parts.append(f"take one: {table['take_one']}")
    if table.get("bidder") is not None:
        parts.append(f"{table['bidder']} bid {table.get('bid')}")
    if hand.trump is not None:
        parts.append(f"trumps {hand.trump}")
    parts.append(", ".join(f"{award.point} {award.side}" for award in hand.awards) or "no points")
    return "; ".join(parts)


def _start_pitch(preset: str) -> Callable[[Scoresheet], _Pitch]:
    def start(scoresheet: Scoresheet) -> _Pitch:
        rules = pitch.PRESETS[preset]
        name = scoresheet.preset
        if name is not None:
            key = name.strip().lower().replace("_", "-").replace(" ", "-")
            if key not in pitch.PRESETS:
                raise ScoreError("preset", name, "one of " + ", ".join(map(repr, pitch.PRESETS)))
            rules = pitch.PRESETS[key]
        options = {
            key: value for key, value in scoresheet.options.items() if key != "first_dealer"
        }
        rules = attrs.evolve(rules, **options)  # type: ignore[arg-type]  # Rules checks them
        first_dealer = scoresheet.options.get("first_dealer")
        return _Pitch(pitch.Game(scoresheet.parties, rules, first_dealer))  # type: ignore[arg-type]

    return start


_PITCH_OPTIONS = {
    **{
        field.name: "a rule option (see cardscore.pitch.Rules)"
        for field in attrs.fields(pitch.Rules)
        if field.init
    },
    "first_dealer": "the side that deals first (default: the first side)",
}

register(
    Adapter(
        game="allfours",
        title="All Fours",
        parties="sides",
        default_parties=None,
        options=_PITCH_OPTIONS,
        presets=tuple(pitch.PRESETS),
        notation=_PITCH_NOTATION,
        start=_start_pitch("all-fours"),
    )
)
register(
    Adapter(
        game="pitch",
        title="Auction pitch",
        parties="sides",
        default_parties=None,
        options=_PITCH_OPTIONS,
        presets=tuple(pitch.PRESETS),
        notation=_PITCH_NOTATION,
        start=_start_pitch("pitch"),
    ),
    "setback",
)
