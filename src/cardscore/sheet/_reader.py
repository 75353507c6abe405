"""Reading a scoresheet's text: bytes to TOML/JSON data, within the documented limits.

A scoresheet comes from a player's file, a pipe or an app: nothing in it is trusted. The
reader takes at most :data:`SIZE_LIMIT` bytes, decodes them strictly as UTF-8 (a byte-order
mark allowed), refuses a JSON object with a key twice (TOML refuses it itself), keeps every
number to :data:`DIGITS_LIMIT` digits before converting it, and every error it raises names
the line and column where the problem is.
"""

from __future__ import annotations

import math
import re
from typing import TYPE_CHECKING, Literal, Protocol, runtime_checkable

from cardscore._text import Text
from cardscore.errors import NotationError

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "DEPTH_LIMIT",
    "DIGITS_LIMIT",
    "SIZE_ALLOWED",
    "SIZE_LIMIT",
    "TEXT_LIMIT",
    "BinaryFile",
    "FileError",
    "decode",
    "parse",
    "read",
]

SIZE_LIMIT = 10_000_000
"""The largest scoresheet read, in bytes (10 MB: about 100,000 deals)."""

DEPTH_LIMIT = 16
"""The deepest nesting of tables and arrays in a scoresheet (a sheet needs 5)."""

DIGITS_LIMIT = 15
"""The most digits a number in a scoresheet may have (whole or in all)."""

TEXT_LIMIT = 1_000
"""The longest text value (a name, a title, a deal written as text), in characters."""


class FileError(NotationError):
    """A scoresheet's text that cannot be read: where (line and column) and what is wrong.

    >>> print(FileError("line 2, column 7", "byte 0xff is not UTF-8", "a UTF-8 text file"))
    line 2, column 7: byte 0xff is not UTF-8; expected a UTF-8 text file
    """

    def __init__(self, where: str, what: str, allowed: str) -> None:
        super().__init__(where, what, allowed)
        said = allowed if isinstance(allowed, Text) else Text(allowed)
        self.args = (
            Text("{where}: {what}; expected {allowed}", where=where, what=what, allowed=said),
        )


@runtime_checkable
class BinaryFile(Protocol):
    """A file opened for reading bytes (``sys.stdin.buffer``, ``open(name, "rb")``)."""

    def read(self, size: int = -1, /) -> bytes:
        """At most ``size`` bytes."""


def read(stream: BinaryFile) -> bytes:
    """At most :data:`SIZE_LIMIT` bytes of ``stream``; more (``/dev/zero``) is an error."""
    data = stream.read(SIZE_LIMIT + 1)
    if len(data) > SIZE_LIMIT:
        raise FileError("file", Text("more than {size:,} bytes", size=SIZE_LIMIT), SIZE_ALLOWED)
    return data


SIZE_ALLOWED = Text("a scoresheet of at most {size:,} bytes (10 MB)", size=SIZE_LIMIT)


def _where(text: str | bytes, index: int) -> Text:
    if isinstance(text, str):
        line, start = text.count("\n", 0, index), text.rfind("\n", 0, index) + 1
    else:
        line, start = text.count(b"\n", 0, index), text.rfind(b"\n", 0, index) + 1
    return Text("line {line}, column {column}", line=line + 1, column=index - start + 1)


def decode(data: bytes) -> str:
    """``data`` decoded strictly as UTF-8 (a byte-order mark allowed), or where it is not."""
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        bad = data[error.start : error.end]
        raise FileError(
            _where(data, error.start),
            Text("byte 0x{byte:02x} is not UTF-8", byte=bad[0]),
            Text("a UTF-8 text file (save it as UTF-8)"),
        ) from None


# --- Parsing -------------------------------------------------------------------------------


class _Refused(Exception):  # noqa: N818 - not an error of its own: carried out of a hook
    """A hook's refusal, carried out of the parser to be placed in the text."""

    def __init__(self, what: str, allowed: str, token: str) -> None:
        super().__init__(what)
        self.what = what
        self.allowed = allowed
        self.token = token


_NUMBER_ALLOWED = Text("a number of at most {digits} digits", digits=DIGITS_LIMIT)


def _bounded_int(token: str) -> int:
    if len(token.lstrip("+-").replace("_", "")) > DIGITS_LIMIT:
        raise _Refused(_too_long(token), _NUMBER_ALLOWED, token)
    return int(token)


def _bounded_float(token: str) -> float:
    digits = sum(char.isdigit() for char in token)
    if digits > DIGITS_LIMIT or len(token) > 2 * DIGITS_LIMIT:
        raise _Refused(_too_long(token), _NUMBER_ALLOWED, token)
    value = float(token)
    if not math.isfinite(value) or abs(value) >= 10.0**DIGITS_LIMIT:
        raise _Refused(_too_long(token), _NUMBER_ALLOWED, token)
    return value


def _constant(token: str) -> float:
    raise _Refused(Text("{token} is not a number", token=token), Text("a number"), token)


def _shown(token: str) -> str:
    if len(token) <= 20:
        return token
    return Text(
        "{start}...{end} ({length} characters)",
        start=token[:8],
        end=token[-4:],
        length=len(token),
    )


def _too_long(token: str) -> Text:
    return Text("the number {number} is too long", number=_shown(token))


def _object(pairs: Sequence[tuple[str, object]]) -> dict[str, object]:
    table = dict(pairs)
    if len(table) != len(pairs):
        seen: set[str] = set()
        for key, _ in pairs:  # pragma: no branch - some key is there twice
            if key in seen:
                raise _Refused(Text("the key {key!r} is given twice", key=key), _ONCE, key)
            seen.add(key)
    return table


_ONCE = Text("each key once in a table")
_JSON_TOKEN = re.compile(r'"(?:[^"\\]|\\.)*"|[{}\[\]]', re.DOTALL)
_JSON_COLON = re.compile(r"\s*:")


def _duplicate_key_at(text: str) -> int:
    """Where the first key given twice in one JSON object is (the text is valid JSON)."""
    import json

    tables: list[set[str] | None] = []
    for match in _JSON_TOKEN.finditer(text):
        found = match.group()
        if found in "{[":
            tables.append(set() if found == "{" else None)
        elif found in "}]":
            tables.pop()
        elif _JSON_COLON.match(text, match.end()):
            keys = tables[-1]
            key = json.loads(found)
            if keys is not None and key in keys:
                return match.start()
            if keys is not None:  # pragma: no branch - a key is in an object
                keys.add(key)
    return 0  # pragma: no cover - the decoder found the duplicate


_TOML_WHERE = re.compile(r"\(at line (\d+), column (\d+)\)$|\(at end of document\)$")


def _toml(text: str) -> object:
    import tomllib

    try:
        return tomllib.loads(text, parse_float=_bounded_float)
    except tomllib.TOMLDecodeError as error:
        message = str(error)
        found = _TOML_WHERE.search(message)
        where: str = "TOML"
        if found is not None:
            reason = message[: found.start()].rstrip()
            if found.group(1):
                where = Text(
                    "line {line}, column {column}",
                    line=int(found.group(1)),
                    column=int(found.group(2)),
                )
            else:
                where = Text("{where} (the end)", where=_where(text, len(text.rstrip())))
        else:  # pragma: no cover - tomllib places every error
            reason = message
        # The parser's own words (English) follow: tomllib says them.
        what = Text("TOML: {reason}", reason=reason[:1].lower() + reason[1:])
        raise FileError(where, what, "valid TOML") from None
    except _Refused as refused:
        raise FileError(
            _where(text, text.find(refused.token)), refused.what, refused.allowed
        ) from None
    except ValueError as error:
        # int() refused a number of thousands of digits: find it to say where.
        found_digits = re.search(rf"\d{{{DIGITS_LIMIT + 1},}}", text)
        index = found_digits.start() if found_digits else 0
        where = _where(text, index)
        raise FileError(where, Text("a number too long"), _NUMBER_ALLOWED) from error


def _json(text: str) -> object:
    import json

    try:
        return json.loads(
            text,
            object_pairs_hook=_object,
            parse_int=_bounded_int,
            parse_float=_bounded_float,
            parse_constant=_constant,
        )
    except json.JSONDecodeError as error:
        where = Text("line {line}, column {column}", line=error.lineno, column=error.colno)
        # The parser's own words (English) follow: the json module says them.
        what = Text("JSON: {reason}", reason=error.msg[:1].lower() + error.msg[1:])
        raise FileError(where, what, "valid JSON") from None
    except _Refused as refused:
        once = refused.allowed == _ONCE
        index = _duplicate_key_at(text) if once else text.find(refused.token)
        raise FileError(_where(text, index), refused.what, refused.allowed) from None


def parse(text: str, format: Literal["toml", "json"]) -> object:
    """The data in ``text``: TOML or JSON, checked for size, keys, numbers and nesting."""
    if len(text) > SIZE_LIMIT:
        raise FileError("text", Text("{length:,} characters", length=len(text)), SIZE_ALLOWED)
    text = text.removeprefix("\ufeff")
    try:
        data = _toml(text) if format == "toml" else _json(text)
    except RecursionError:
        raise FileError("nesting", _NESTED, _DEPTH_ALLOWED) from None
    _check(data, text, 0)
    return data


_DEPTH_ALLOWED = Text("at most {depth} levels of tables and arrays", depth=DEPTH_LIMIT)


def _check(data: object, text: str, depth: int) -> None:
    """Refuse nesting, whole numbers and texts beyond the limits, saying where.

    Only tables and arrays are visited by a call: a long sheet holds many scalars.
    """
    if not isinstance(data, dict | list):
        return
    if depth >= DEPTH_LIMIT:
        raise FileError("nesting", _NESTED, _DEPTH_ALLOWED)
    for item in data.values() if isinstance(data, dict) else data:
        if isinstance(item, str):
            if len(item) > TEXT_LIMIT:
                where = _where(text, max(text.find(item[:TEXT_LIMIT]), 0))
                raise FileError(
                    where,
                    Text("a text of {length:,} characters is too long", length=len(item)),
                    Text("at most {limit:,} characters", limit=TEXT_LIMIT),
                )
        elif isinstance(item, int):
            # TOML's own reader converts whole numbers (up to Python's 4,300 digits).
            if not -_NUMBER_BOUND < item < _NUMBER_BOUND:
                digits = str(abs(item))
                where = _where(text, max(text.find(digits[:DIGITS_LIMIT]), 0))
                raise FileError(where, _too_long(str(item)), _NUMBER_ALLOWED)
        elif isinstance(item, dict | list):
            _check(item, text, depth + 1)


_NUMBER_BOUND = 10**DIGITS_LIMIT
_NESTED = Text("tables and arrays nested more than {depth} deep", depth=DEPTH_LIMIT)
