"""A scoresheet document: one game's evening as written, read from and written to files.

:class:`Scoresheet` is the document (its game, parties, options and deals, as typed);
:func:`loads` and :func:`load` read one (TOML or JSON, within the limits of
:mod:`cardscore.sheet`), :meth:`Scoresheet.dumps` writes one and :func:`save` puts it in a
file atomically, so that a sheet on disk is always whole.
"""

from __future__ import annotations

import contextlib
import os
import stat
import tempfile
import types
from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import attrs

from cardscore._check import A_STR, normal_names, one_line
from cardscore._frozen import fields_repr
from cardscore._text import Allowed, Text
from cardscore.errors import ScoreError
from cardscore.sheet import _reader
from cardscore.sheet._fields import (
    MissingFieldError,
    SheetError,
    Value,
    checked,
    is_names,
    optional_text,
    table,
)
from cardscore.sheet._registry import adapter, game_names

if TYPE_CHECKING:
    from cardscore.ledger import Ledger

__all__ = ["Scoresheet", "appended", "load", "loads", "save"]

_TOP_LEVEL = ("game", "title", "preset", "options", "players", "sides", "deals", "sheet")


def _game(value: str) -> str:
    return adapter(value).game


def _names(field: str, value: object) -> tuple[str, ...]:
    if not is_names(value):
        raise ScoreError(field, value, "an array of names")
    # Normalised as every ledger normalises them (stripped, no two the same but for case),
    # so the sheet's names are the ledger's.
    return normal_names(field, tuple(value), Text("distinct, non-empty names"))


def _parties(value: Sequence[str]) -> tuple[str, ...]:
    return _names("parties", value)


def _deals(typed: Sequence[Value]) -> tuple[Value, ...]:
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    if not isinstance(value, list | tuple):
        raise ScoreError("deals", value, "an array of deals")
    return tuple(checked("deals", deal, 1) for deal in value)


def _options(typed: Mapping[str, Value]) -> Mapping[str, Value]:
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    if not isinstance(value, Mapping):
        raise ScoreError("options", value, "a table of option names and values")
    return types.MappingProxyType(table("options", value, 1))


def _same(first: Mapping[str, Value], second: Mapping[str, Value]) -> bool:
    return dict(first) == dict(second)


def _preset(value: str | None) -> str | None:
    return optional_text(
        "preset",
        value,
        Allowed(Text("None or a str naming a preset"), told=Text("a preset's name, or nothing")),
    )


def _title(value: str | None) -> str | None:
    # One line, as a name is: a line break would forge a line of a text sheet.
    title = optional_text("title", value, A_STR)
    return None if title is None else one_line("title", title)


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
                "game", Text("the game's name, one of {games}", games=game_names())
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
        from cardscore.sheet._scoring import score

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


def _file_name(path: str | os.PathLike[str]) -> str:
    """``path`` as a str file name (a str or a path-like naming one), else ScoreError."""
    try:
        name = os.fspath(path)
    except TypeError:
        raise ScoreError("path", path, "a str or path-like file name") from None
    if not isinstance(name, str):
        raise ScoreError("path", path, "a str or path-like file name")
    return name


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
    name = _file_name(path)
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


def appended(scoresheet: Scoresheet, deal: object) -> Scoresheet:
    """``scoresheet`` with ``deal`` after its deals, checking only ``deal`` (in O(1)).

    ``attrs.evolve`` would check every deal of the evening again.

    Raises:
        ScoreError: ``deal`` is not TOML/JSON data.
    """
    added = checked("deals", deal, 1)
    copy = object.__new__(Scoresheet)
    for field in attrs.fields(Scoresheet):
        object.__setattr__(copy, field.name, getattr(scoresheet, field.name))
    object.__setattr__(copy, "deals", (*scoresheet.deals, added))
    return copy


def save(
    scoresheet: Scoresheet,
    path: str | os.PathLike[str],
    *,
    format: Literal["toml", "json"] | None = None,
) -> None:
    """Write ``scoresheet`` to the file at ``path``, atomically: the file is whole, old or new.

    The text (:meth:`Scoresheet.dumps`: JSON for a ``.json`` file, else TOML, unless
    ``format`` says) goes to a temporary file beside the target, is synced to the disk and
    then takes the target's name, so that a crash or a kill never leaves half a sheet. A
    symbolic link is written through (the file it names is replaced, the link kept); an
    existing file keeps its permissions. :func:`load` reads it back.

    >>> import pathlib, tempfile
    >>> folder = pathlib.Path(tempfile.mkdtemp())
    >>> document = Scoresheet("needafourth", ("Ann", "Bob", "Cat"), ("pass",))
    >>> save(document, folder / "tuesday.toml")
    >>> load(folder / "tuesday.toml") == document
    True

    Raises:
        ScoreError: ``scoresheet`` is not a Scoresheet, ``path`` is not a file name,
            ``format`` is neither, or the file cannot be written (naming the reason; the
            file is then unchanged).
    """
    if type(scoresheet) is not Scoresheet:
        raise ScoreError("scoresheet", scoresheet, "a Scoresheet (from load, loads, from_data)")
    name = _file_name(path)
    if format not in (None, "toml", "json"):
        raise ScoreError("format", format, "'toml', 'json' or None")
    written = format or _SUFFIXES.get(os.path.splitext(name)[1].lower(), "toml")  # noqa: PTH122
    data = scoresheet.dumps(written).encode("utf-8")
    target = Path(os.path.realpath(name))  # through a link, to the file it names
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except FileNotFoundError:
        mode = 0o644
    except OSError as error:
        raise _unwritable(name, error) from None
    try:
        descriptor, temporary = tempfile.mkstemp(
            dir=target.parent, prefix=f".{target.name}.", suffix=".tmp"
        )
    except OSError as error:
        raise _unwritable(name, error) from None
    try:
        with os.fdopen(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        Path(temporary).chmod(mode)
        Path(temporary).replace(target)
    except OSError as error:
        Path(temporary).unlink(missing_ok=True)
        raise _unwritable(name, error) from None
    with contextlib.suppress(OSError):  # the rename made durable, where the system allows
        folder = os.open(target.parent, os.O_RDONLY)
        try:
            os.fsync(folder)
        finally:
            os.close(folder)


def _unwritable(name: str, error: OSError) -> ScoreError:
    reason = error.strerror or type(error).__name__
    return ScoreError("path", name, Text("a file that can be written ({reason})", reason=reason))
