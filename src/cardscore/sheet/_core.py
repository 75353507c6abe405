"""The shared scoresheet machinery: documents, errors, the registry of games, scoring.

Nothing here knows a game: each game's adapter module (``_chicago.py``, ``_tarot.py``, ...)
declares its parties, options, notation and how to record and write a deal, and registers
itself.
"""

from __future__ import annotations

import os
import types
import warnings
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING, Literal, Protocol, TypeAlias, TypeGuard, TypeVar, cast

import attrs

from cardscore._check import fold, normal_names
from cardscore._frozen import fields_repr
from cardscore._history import LedgerBase, last, length
from cardscore._text import Text
from cardscore._units import unit_of
from cardscore.errors import NotationError, RuleViolationError, ScoreError, told
from cardscore.ledger import Ledger
from cardscore.sheet import _reader

if TYPE_CHECKING:
    from cardscore.items import Item

__all__ = [
    "FORMATS",
    "Adapter",
    "Ledger",
    "MissingFieldError",
    "Row",
    "Saved",
    "Scoresheet",
    "Sheet",
    "SheetError",
    "Table",
    "Value",
    "adapter",
    "from_ledger",
    "games",
    "load",
    "loads",
    "of",
    "register",
    "score",
]

Value: TypeAlias = str | int | float | bool | list["Value"] | dict[str, "Value"] | None
"""A value of a scoresheet document: what TOML and JSON both hold (``None`` only in JSON)."""

FORMATS = ("text", "markdown", "json", "csv", "html")
"""The formats a :class:`Sheet` renders to."""

_TOP_LEVEL = ("game", "title", "preset", "options", "players", "sides", "deals", "sheet")

_R = TypeVar("_R", bound=attrs.AttrsInstance)


# --- Errors -------------------------------------------------------------------------------


class MissingFieldError(NotationError):
    """A field the scoresheet needs is not there (``game``, a deal's ``tricks``).

    Its message says what was expected:

    >>> print(MissingFieldError("tricks", "an int from 0 to 13"))
    tricks: missing; expected an int from 0 to 13
    """

    def __init__(self, field: str, allowed: str) -> None:
        super().__init__(field, None, allowed)
        said = allowed if isinstance(allowed, Text) else Text(allowed)
        self.args = (Text("{field}: missing; expected {allowed}", field=field, allowed=said),)


class SheetError(ScoreError):
    """A scoresheet file that cannot be scored: the file, the deal and the problem.

    ``field``, ``value`` and ``allowed`` are those of the underlying error (``error``);
    the message puts the file and the deal number in front of it:

    >>> from cardscore.errors import ImpossibleResultError
    >>> problem = ImpossibleResultError("tricks", 14, "an int from 0 to 13")
    >>> print(SheetError("evening.toml", 3, problem))
    evening.toml: deal 3: tricks: 14 is not allowed; expected an int from 0 to 13

    The deal is numbered as the players number it, as the sheet's rows and the prompt do
    (a thrown-in deal does not count: the deal after it has the same number). When that is
    not its place in the file's ``deals`` (a thrown-in deal came before), the place follows,
    for the player who corrects the file:

    >>> print(SheetError("evening.toml", 3, problem, entry=4))
    evening.toml: deal 3 (item 4 of deals): tricks: 14 is not allowed; expected an int from 0 to 13

    Building one with a ``source`` that is not a str, a ``deal`` or ``entry`` that is not an
    int from 1 or None, or an ``error`` that is not a :class:`~cardscore.ScoreError` raises a
    ``ScoreError`` naming that argument.

    Attributes:
        source: The file's name (``"<stdin>"`` for standard input).
        deal: The deal's number as the players count it (the sheet's and the prompt's), or
            None for a problem outside the deals.
        error: The underlying error.
        entry: The deal's place among the file's ``deals``, from 1, or None when not given.
    """

    source: str
    deal: int | None
    error: ScoreError
    entry: int | None

    def __init__(
        self, source: str, deal: int | None, error: ScoreError, *, entry: int | None = None
    ) -> None:
        if not isinstance(source, str):
            raise ScoreError("source", source, "a str naming the file")
        for name, number in (("deal", deal), ("entry", entry)):
            if number is not None and (type(number) is not int or number < 1):
                raise ScoreError(name, number, "nothing, or a whole number from 1")
        if not isinstance(error, ScoreError):
            raise ScoreError("error", error, "the ScoreError found in the file")
        super().__init__(error.field, error.value, error.allowed)
        self.source = source
        self.deal = deal
        self.error = error
        self.entry = entry
        said = told(error)  # a sheet's error is told to a player: no Python values in it
        if deal is None:
            self.args = (Text("{source}: {problem}", source=source, problem=said),)
        elif entry is None or entry == deal:
            self.args = (
                Text("{source}: deal {deal}: {problem}", source=source, deal=deal, problem=said),
            )
        else:
            self.args = (
                Text(
                    "{source}: deal {deal} (item {entry} of deals): {problem}",
                    source=source,
                    deal=deal,
                    entry=entry,
                    problem=said,
                ),
            )


class _GameOverError(RuleViolationError):
    """A deal after the end of the game: says so, rather than what the ledger refused."""

    def __init__(self, result: str) -> None:
        super().__init__("deals", None, Text("no deal after the end ({result})", result=result))
        self.args = (Text("the game is over ({result}); no deal can follow", result=result),)


def renamed(error: ScoreError, field: str) -> ScoreError:
    """``error`` with ``field`` for its field: the name the player typed in the sheet."""
    plain = type(error) in (ScoreError, NotationError, RuleViolationError)
    return (type(error) if plain else ScoreError)(field, error.value, error.allowed)


# --- Narrowing the document's values --------------------------------------------------------


def is_table(value: object) -> TypeGuard[dict[str, Value]]:
    """True for a table (a JSON object) of a checked document."""
    return isinstance(value, dict)


def is_array(value: object) -> TypeGuard[list[Value]]:
    """True for an array of a checked document."""
    return isinstance(value, list)


def is_names(value: object) -> TypeGuard[list[str] | tuple[str, ...]]:
    """True for an array (or tuple) of str."""
    return isinstance(value, list | tuple) and all(isinstance(name, str) for name in value)


def text(field: str, value: object, allowed: str) -> str:
    """``value`` if it is a str; else a ScoreError naming ``field``."""
    if not isinstance(value, str):
        raise ScoreError(field, value, allowed)
    return value


def optional_text(field: str, value: object, allowed: str) -> str | None:
    """``value`` if it is a str or None; else a ScoreError naming ``field``."""
    return None if value is None else text(field, value, allowed)


def whole(field: str, value: object, allowed: str) -> int:
    """``value`` if it is an int (not a bool); else a ScoreError naming ``field``."""
    if type(value) is not int:
        raise ScoreError(field, value, allowed)
    return value


def flag(field: str, value: object) -> bool:
    """``value`` if it is true or false; else a ScoreError naming ``field``."""
    if not isinstance(value, bool):
        raise ScoreError(field, value, "true or false")
    return value


# --- The document -------------------------------------------------------------------------


def _value(field: str, value: object, depth: int = 0) -> Value:
    """A copy of ``value`` checked to be TOML/JSON data all the way down (no TOML dates)."""
    if isinstance(value, str | bool | int | float) or value is None:
        return value
    if depth >= _reader.DEPTH_LIMIT:
        raise ScoreError(field, Text("nested deeper"), _NESTING)
    if isinstance(value, list | tuple):
        return [_value(field, item, depth + 1) for item in value]
    if isinstance(value, Mapping):
        return _table(field, value, depth)
    raise ScoreError(field, value, "a str, int, float, bool, array or table")


_NESTING = Text("at most {depth} levels of tables and arrays", depth=_reader.DEPTH_LIMIT)


def _table(field: str, value: Mapping[object, object], depth: int = 0) -> dict[str, Value]:
    table: dict[str, Value] = {}
    for key, item in value.items():
        if not isinstance(key, str):
            raise ScoreError(field, key, "tables with str keys")
        # Most values are scalars: kept as they are without a call (a long sheet has many).
        if isinstance(item, str | int | float) or item is None:
            table[key] = item
        else:
            table[key] = _value(field, item, depth + 1)
    return table


def _game(value: object) -> str:
    return adapter(value).game


def _names(field: str, value: object) -> tuple[str, ...]:
    if not is_names(value):
        raise ScoreError(field, value, "an array of names")
    # Normalised as every ledger normalises them (stripped, no two the same but for case),
    # so the sheet's names are the ledger's.
    return normal_names(field, tuple(value), Text("distinct, non-empty names"))


def _parties(value: object) -> tuple[str, ...]:
    return _names("parties", value)


def _deals(value: object) -> tuple[Value, ...]:
    if not isinstance(value, list | tuple):
        raise ScoreError("deals", value, "an array of deals")
    return tuple(_value("deals", deal, 1) for deal in value)


def _options(value: object) -> Mapping[str, Value]:
    if not isinstance(value, Mapping):
        raise ScoreError("options", value, "a table of option names and values")
    return types.MappingProxyType(_table("options", value, 1))


def _same(first: Mapping[str, Value], second: Mapping[str, Value]) -> bool:
    return dict(first) == dict(second)


def _preset(value: object) -> str | None:
    return optional_text("preset", value, Text("None or a str naming a preset"))


def _title(value: object) -> str | None:
    return optional_text("title", value, Text("a str"))


def _source(_instance: object, _attribute: object, value: object) -> None:
    if not isinstance(value, str):
        raise ScoreError("source", value, "a str naming where the document came from")


@attrs.frozen
class Scoresheet:
    """A scoresheet document: one game's evening as written, before it is scored.

    Make one with :func:`load`, :func:`loads`, :meth:`from_data` or :func:`from_ledger`;
    the constructor checks the values' types and the option names, :func:`score` (or
    :meth:`ledger`) checks the deals.

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
    preset: str | None = attrs.field(default=None, converter=_preset)
    options: Mapping[str, Value] = attrs.field(
        factory=dict, converter=_options, eq=attrs.cmp_using(eq=_same)
    )
    title: str | None = attrs.field(default=None, converter=_title)
    source: str = attrs.field(default="<scoresheet>", eq=False, validator=_source)

    def __attrs_post_init__(self) -> None:
        names = adapter(self.game).option_names
        for key in self.options:
            if key not in names:
                allowed = (
                    Text(
                        "the {game} options: {names}",
                        game=self.game,
                        names=", ".join(map(repr, names)),
                    )
                    if names
                    else Text("the {game} options: none", game=self.game)
                )
                raise ScoreError("options", key, allowed)

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
        return _document(data, source)

    @classmethod
    def _from_data(cls, data: object, source: str) -> Scoresheet:
        if not isinstance(data, Mapping):
            raise ScoreError("scoresheet", data, "a table (TOML) or an object (JSON)")
        for key in data:
            if key not in _TOP_LEVEL:
                raise ScoreError(
                    "key", key, Text("one of {keys}", keys=", ".join(map(repr, _TOP_LEVEL)))
                )
        if "game" not in data:
            raise MissingFieldError(
                "game", Text("the game's name, one of {games}", games=_game_names())
            )
        game = adapter(data["game"])
        other = "sides" if game.parties == "players" else "players"
        if other in data:
            raise ScoreError(
                other,
                data[other],
                Text("{key} = [...] for {game}", key=game.parties, game=game.game),
            )
        parties = data.get(game.parties)
        if parties is None:
            if game.default_parties is None:
                names = (
                    Text("the players' names")
                    if game.parties == "players"
                    else Text("the sides' names")
                )
                raise MissingFieldError(game.parties, names)
            parties = game.default_parties
        else:
            _names(game.parties, parties)
        if "deals" not in data:
            raise MissingFieldError("deals", "an array of deals in the game's notation")
        return cls(
            game.game,
            parties,
            data["deals"],
            data.get("preset"),
            data.get("options", {}),
            data.get("title"),
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

    def dumps(self, format: Literal["toml", "json"] = "toml") -> str:
        """The document as a TOML (the default) or JSON file's text; :func:`loads` reads it.

        >>> document = Scoresheet("needafourth", ("Ann", "Bob", "Cat"), ("pass",))
        >>> print(document.dumps())
        game = "needafourth"
        players = [
            "Ann",
            "Bob",
            "Cat",
        ]
        deals = [
            "pass",
        ]
        <BLANKLINE>
        >>> loads(document.dumps("json")) == document
        True

        Raises:
            ScoreError: Another format, or (TOML) a document holding a JSON ``null``.
        """
        data = self.to_data()
        if format == "json":
            import json

            return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
        if format != "toml":
            raise ScoreError("format", format, "'toml' or 'json'")
        import tomli_w

        try:
            return tomli_w.dumps(data)
        except TypeError:
            raise ScoreError("format", format, "'json' for a document holding null") from None

    def ledger(self) -> Ledger:
        r"""The game's ledger with every deal recorded, to go on recording.

        >>> session = loads(
        ...     'game = "needafourth"\nplayers = ["A", "B", "C"]\ndeals = ["pass"]'
        ... ).ledger()
        >>> session.record("4H", 10, chooser="A", partner="B").totals
        {'A': 500, 'B': 500, 'C': 0}

        Raises:
            SheetError: A deal, the preset or an option is bad.
        """
        return score(self).ledger


def _format(text: str) -> Literal["toml", "json"]:
    return "json" if text.lstrip().lstrip("\ufeff").startswith("{") else "toml"


def loads(
    text: str | bytes,
    *,
    format: Literal["toml", "json"] | None = None,
    source: str = "<scoresheet>",
) -> Scoresheet:
    """The scoresheet in ``text`` (TOML or JSON; ``format=None`` looks at the text).

    A text whose first character (after white space) is ``{`` is read as JSON, any other as
    TOML. Bytes are decoded strictly as UTF-8 (a byte-order mark allowed). The limits
    (size, nesting, digits, text length) are in :mod:`cardscore.sheet`'s documentation.

    >>> loads('{"game": "needafourth", "players": ["A", "B", "C"], "deals": ["pass"]}').deals
    ('pass',)

    Raises:
        SheetError: Bad TOML or JSON, or a document of the wrong shape.
    """
    if not isinstance(source, str):
        raise ScoreError("source", source, "a str naming where the text came from")
    if format not in (None, "toml", "json"):
        raise SheetError(source, None, ScoreError("format", format, "'toml', 'json' or None"))
    try:
        data = _parse(text, format)
    except ScoreError as error:
        raise SheetError(source, None, error) from None
    return _document(data, source)


def _parse(text: object, format: Literal["toml", "json"] | None) -> object:
    if isinstance(text, bytes):
        if len(text) > _reader.SIZE_LIMIT:
            raise _reader.FileError(
                "text", Text("{size:,} bytes", size=len(text)), _reader.SIZE_ALLOWED
            )
        text = _reader.decode(text)
    if not isinstance(text, str):
        raise ScoreError("text", text, "a str of TOML or JSON")
    return _reader.parse(text, format or _format(text))


def _document(data: object, source: str) -> Scoresheet:
    if not isinstance(source, str):
        raise ScoreError("source", source, "a str naming where the document came from")
    try:
        return Scoresheet._from_data(data, source)  # noqa: SLF001 - its own module
    except ScoreError as error:
        raise SheetError(source, None, error) from error


def load(
    path: str | os.PathLike[str] | _reader.BinaryFile, *, source: str | None = None
) -> Scoresheet:
    """The scoresheet in the file at ``path``: ``.json`` is JSON, ``.toml`` TOML, else sniffed.

    ``path`` may also be a file opened in binary mode (``sys.stdin.buffer``). ``source``
    names the file in messages (default: its name). At most 10 MB are read: a longer file,
    or an endless one such as ``/dev/zero``, is refused.

    Raises:
        SheetError: The file cannot be read, or :func:`loads` refuses it.
    """
    if source is not None and not isinstance(source, str):
        raise ScoreError("source", source, "None or a str naming the file")
    if isinstance(path, _reader.BinaryFile):
        named = getattr(path, "name", None)
        name = source or (named if isinstance(named, str) else "<stream>")
        try:
            data = _reader.read(path)
        except ScoreError as error:
            raise SheetError(name, None, error) from None
        return loads(data, source=name)
    try:
        name = os.fspath(path)
    except TypeError:
        raise ScoreError("path", path, "a str or path-like file name") from None
    if not isinstance(name, str):
        raise ScoreError("path", path, "a str or path-like file name")
    shown = name if source is None else source
    try:
        with open(name, "rb") as file:  # noqa: PTH123 - a str path is fine
            data = _reader.read(file)
    except (OSError, ValueError) as error:
        if isinstance(error, ScoreError):
            raise SheetError(shown, None, error) from None
        reason = error.strerror if isinstance(error, OSError) and error.strerror else str(error)
        allowed = Text("a readable UTF-8 file ({reason})", reason=reason)
        raise SheetError(shown, None, ScoreError("file", name, allowed)) from None
    suffix = os.path.splitext(name)[1].lower()  # noqa: PTH122
    return loads(data, format=_SUFFIXES.get(suffix), source=shown)


_SUFFIXES: dict[str, Literal["toml", "json"]] = {".toml": "toml", ".json": "json"}


# --- Adapters: how each game is read --------------------------------------------------------


class Layout(Protocol):
    """A game's own sheet layout: the text for a format, or None for the shared one."""

    def __call__(self, result: Sheet, form: str, /, *, explain: bool) -> str | None:
        """The scored sheet laid out as ``form`` (``"text"``, ``"markdown"``), or None."""


class Table(Protocol):
    """One evening being scored: an adapter's ledger, one deal at a time.

    :func:`score` calls ``play`` for each deal in order, reading ``ledger.totals`` after
    each, then ``close`` once; each row's number and items are then read from the ledger's
    deals in one pass (every :class:`~cardscore.Ledger` numbers and itemises its deals).
    """

    @property
    def ledger(self) -> Ledger:
        r"""The game's ledger as it stands."""

    def play(self, deal: Value) -> str:
        """Record ``deal`` (as written in the file) and say what was played.

        Raises ``ScoreError`` when the deal is bad.
        """

    def close(self) -> str | None:
        """End the evening (a rubber's unfinished bonuses): the closing row's label, or None."""


@attrs.frozen
class Saved:
    """A ledger as an adapter writes it down: what :func:`from_ledger` puts in the sheet.

    Attributes:
        game: The game's name in the registry.
        parties: The players or sides, in order.
        deals: Every deal in the game's notation, thrown-in deals included.
        rules: The ledger's rules (an attrs value such as ``chicago.Rules``), or None.
        base: The rules the sheet starts from: the preset's or the game's default.
        preset: The preset's name, or None.
        options: The ledger's own options (``first_dealer``, ``planned``, ``close``).
    """

    __repr__ = fields_repr

    game: str
    parties: tuple[str, ...]
    deals: tuple[Value, ...]
    rules: attrs.AttrsInstance | None = None
    base: attrs.AttrsInstance | None = None
    preset: str | None = None
    options: Mapping[str, Value] = attrs.field(factory=dict)


def _said_as_is(title: str) -> Text:
    """``title`` as a Text: one already made, or a plain str said as it is in every language."""
    return title if isinstance(title, Text) else Text(title)


@attrs.frozen
class Adapter:
    """How one game's scoresheet is read: its parties, options and deal notation.

    Attributes:
        game: The game's name in the registry, lower case (``"chicago"``).
        title: What the sheet is called (``"Chicago match"``), a Text (a plain str given
            is kept as a Text of itself, said as it is in every language).
        parties: Which key names the parties: ``"players"`` or ``"sides"``.
        default_parties: The parties when the file names none, or None when it must.
        options: Each of the ledger's own options (not its rules'): name and meaning.
        presets: The preset names the game takes (empty: none).
        notation: A short description of a deal's notation, for error messages.
        start: Makes the :class:`Table` for a document (checking its preset and options).
        rules: The game's ``Rules`` class (an attrs class), or None: each of its keyword
            arguments is an option of the sheet too, passed to it as written.
        save: Writes a ledger of this game as a sheet (:class:`Saved`); None for another
            game's ledger. None: the game's ledgers cannot be written.
        layout: The game's own layout: given the scored sheet, a format and whether to
            explain each deal, the sheet's text, or None for the shared one-row-per-deal
            layout (and for a format it does not lay out). None: the shared layout always.
    """

    __repr__ = fields_repr

    game: str
    title: Text = attrs.field(converter=_said_as_is)
    parties: Literal["players", "sides"]
    default_parties: tuple[str, ...] | None
    options: Mapping[str, str]
    presets: tuple[str, ...]
    notation: str
    start: Callable[[Scoresheet], Table]
    rules: type[attrs.AttrsInstance] | None = None
    save: Callable[[object], Saved | None] | None = None
    layout: Layout | None = None

    @property
    def option_names(self) -> tuple[str, ...]:
        """Every option a sheet of this game takes: the ledger's, then its rules'."""
        names = (
            [field.alias for field in attrs.fields(self.rules) if field.init] if self.rules else []
        )
        return (*self.options, *(name for name in names if name not in self.options))


_REGISTRY: dict[str, Adapter] = {}


def _key(name: str) -> str:
    # "Need a Fourth?", "all-fours", "All Fours" all find their game.
    return "".join(char for char in fold(name) if char.isalnum())


def register(game: Adapter, *aliases: str) -> None:
    """Add ``game`` to the registry under its name and ``aliases`` (replacing any there).

    Names are matched ignoring case, spaces and punctuation (``"Need a Fourth?"`` finds
    ``needafourth``).

    Raises:
        ScoreError: ``game`` is not an :class:`Adapter`, or an alias is not a non-empty str.
    """
    if type(game) is not Adapter:
        raise ScoreError("game", game, "an Adapter")
    keys = [_alias(name) for name in (game.game, *aliases)]
    for key in keys:
        _REGISTRY[key] = game


def _alias(name: object) -> str:
    key = _key(name) if isinstance(name, str) else ""
    if not key:
        raise ScoreError("aliases", name, "a non-empty str name")
    return key


def games() -> tuple[str, ...]:
    """The names of the games a scoresheet can hold, sorted.

    >>> "needafourth" in games()
    True
    """
    return tuple(sorted({game.game for game in _REGISTRY.values()}))


def _game_names() -> str:
    return ", ".join(map(repr, games()))


def adapter(name: object) -> Adapter:
    """The adapter registered under ``name`` (case, spaces and punctuation ignored).

    Raises:
        ScoreError: No game of that name.
    """
    found = _REGISTRY.get(_key(name)) if isinstance(name, str) else None
    if found is None:
        raise ScoreError("game", name, Text("one of {games}", games=_game_names()))
    return found


# --- Options and rules ------------------------------------------------------------------------


TOTALS_OPTION = Text(
    "the totals the sheet starts from, a table of each party's points (default: 0)"
)
"""What the ``totals`` option of a game that can start from given totals takes."""


def totals_option(scoresheet: Scoresheet) -> dict[str, int] | None:
    """The sheet's ``totals`` option (starting totals), checked to be names and whole numbers.

    The ledger checks the rest (every party named, the game's own limits) and names it.
    """
    value = scoresheet.options.get("totals")
    if value is None:
        return None
    if not is_table(value) or not all(type(points) is int for points in value.values()):
        raise ScoreError("totals", value, TOTALS_OPTION)
    return {name: cast("int", points) for name, points in value.items()}


def start_totals(ledger: Ledger) -> dict[str, Value]:
    """``{"totals": ...}``: the totals ``ledger`` started from, when they are not all zero."""
    start = dict(ledger.totals)
    for deal in ledger.deals:
        for name, points in deal.scores.items():
            start[name] -= points
    if not any(start.values()):
        return {}
    return {"totals": {name: start[name] for name in ledger.parties}}


def rules_from(scoresheet: Scoresheet, base: _R) -> _R:
    """``base`` (the preset's or the default rules) with the sheet's rule options.

    Every keyword argument of the rules' class is a sheet option of the same name, passed as
    written: the class checks it and names it in its error.
    """
    fields = {field.alias: field for field in attrs.fields(type(base)) if field.init}
    chosen = {name: value for name, value in scoresheet.options.items() if name in fields}
    for name, value in chosen.items():
        # A flag is written true or false in a sheet, whatever the rules' own message says.
        if fields[name].type in (bool, "bool") and not isinstance(value, bool):
            raise ScoreError(name, value, "true or false")
    return cast("_R", _evolve(base, **chosen)) if chosen else base


# attrs' mypy plugin cannot follow evolve() on a type variable; the result is base's class.
_evolve: Callable[..., object] = attrs.evolve


def _plain(name: str, value: object) -> Value:
    if isinstance(value, str | bool | int) or value is None:
        return value
    text_value = getattr(value, "value", None)
    if isinstance(text_value, str | int):  # an enum member: its value parses back
        return text_value
    if isinstance(value, tuple | list | frozenset):
        return [_plain(name, item) for item in value]
    raise ScoreError(name, value, "an option a scoresheet can hold (text, number, true/false)")


def rule_options(rules: _R, base: _R) -> dict[str, Value]:
    """The options that turn ``base`` into ``rules``: each field where they differ."""
    options: dict[str, Value] = {}
    for field in attrs.fields(type(rules)):
        if field.init and getattr(rules, field.name) != getattr(base, field.name):
            options[field.alias] = _plain(field.alias, getattr(rules, field.name))
    return options


# --- The sheet ----------------------------------------------------------------------------


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
    """

    __repr__ = fields_repr

    number: int | None
    played: str
    parties: tuple[str, ...]
    scored: tuple[int, ...]
    running: tuple[int, ...]
    items: tuple[Item, ...]
    line: int | None = None

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
        computed: dict[str, Value] = {
            "title": self.title,
            "parties": list(self.parties),
            "rows": rows,
            "totals": dict(self.totals),
            "finished": self.finished,
            "winner": winner,
            "result": self.result,
        }
        unit = unit_of(self.ledger)
        if unit != 1:
            # The points above count in this unit (a pairs session's fraction of a
            # matchpoint): a program multiplies by it to have the players' numbers.
            computed["unit"] = str(unit)
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
        under ``"<name> total"``.

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
        for place, name in enumerate(self.parties):
            columns[name] = [row.scored[place] for row in self.rows]
        for place, name in enumerate(totals):
            columns[name] = [row.running[place] for row in self.rows]
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

        if not isinstance(explain, bool):
            raise ScoreError("explain", explain, "True or False")
        if paper not in ("a4", "letter"):
            raise ScoreError("paper", paper, "'a4' or 'letter'")
        said = i18n.current() if lang is None else i18n.language(lang)
        if format == "json":
            import json

            return json.dumps(self.to_data(), indent=2, ensure_ascii=False)
        with i18n.using(said):
            return self._render(format, explain=explain, paper=paper)

    def _render(self, format: str, *, explain: bool, paper: str = "a4") -> str:
        from cardscore._text import controls_escaped

        rendered = self._laid_out(format, explain=explain, paper=paper)
        # Text and Markdown keep their own line breaks; any other control character (from a
        # name, a title, a deal) is shown escaped, never sent to a terminal. CSV escapes
        # each cell (csv_cell); HTML escapes as HTML does.
        return controls_escaped(rendered) if format in {"text", "markdown"} else rendered

    def _laid_out(self, format: str, *, explain: bool, paper: str) -> str:
        from cardscore.sheet import _render

        layout = adapter(self.scoresheet.game).layout
        laid_out = None if layout is None else layout(self, format, explain=explain)
        if laid_out is not None and format == "html":  # a page of the game's own: its paper
            from cardscore.sheet._html import on_paper

            return on_paper(laid_out, paper)
        if laid_out is not None:
            return laid_out
        if format == "csv":
            return _render.csv(self, explain=explain)
        if format == "html":  # one printable page with a running-score chart
            from cardscore.sheet._html import html

            return html(self, explain=explain, paper=paper)
        if format == "markdown":
            return _render.markdown(self, explain=explain)
        if format == "text":
            return _render.text(self, explain=explain)
        raise ScoreError(
            "format", format, Text("one of {formats}", formats=", ".join(map(repr, FORMATS)))
        )

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
                    raise _GameOverError(_result(ledger.winner, finished=True))
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
        except ScoreError as error:
            if number is None:
                raise SheetError(source, None, error) from error
            deal_number = _players_number(table.ledger)
            raise SheetError(source, deal_number, error, entry=number) from error
    rows = tuple(
        Row(number, label, parties, _scored(parties, deal_items), totals, deal_items, line)
        for number, label, totals, deal_items, line in zip(
            numbers, labels, running, items, lines, strict=True
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


def appended(scoresheet: Scoresheet, deal: object) -> Scoresheet:
    """``scoresheet`` with ``deal`` after its deals, checking only ``deal`` (in O(1)).

    ``attrs.evolve`` would check every deal of the evening again.

    Raises:
        ScoreError: ``deal`` is not TOML/JSON data.
    """
    checked = _value("deals", deal, 1)
    copy = object.__new__(Scoresheet)
    for field in attrs.fields(Scoresheet):
        object.__setattr__(copy, field.name, getattr(scoresheet, field.name))
    object.__setattr__(copy, "deals", (*scoresheet.deals, checked))
    return copy


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
                raise _GameOverError(_result(previous.winner, finished=True))
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
            raise SheetError(source, number, error) from error
    items = recorded.items
    row = Row(
        recorded.number,
        label,
        parties,
        _scored(parties, items),
        tuple(totals[name] for name in parties),
        items,
        number,
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
    >>> loads(document.dumps()).ledger() == match
    True

    Raises:
        ScoreError: ``ledger`` is no game's ledger, or holds what a sheet cannot say (rules
            with an option no sheet can hold, a title that is not a str).
    """
    title = _title(title)
    for game in {id(game): game for game in _REGISTRY.values()}.values():
        saved = game.save(ledger) if game.save is not None else None
        if saved is None:
            continue
        options = dict(saved.options)
        if saved.rules is not None and saved.base is not None:
            options |= rule_options(saved.rules, saved.base)
        return Scoresheet(saved.game, saved.parties, saved.deals, saved.preset, options, title)
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
