"""What every sub-command shares: its output value, the item table and JSON."""

from __future__ import annotations

import argparse
import re
from typing import TYPE_CHECKING, TypeAlias, TypeVar

import attrs

from cardscore import i18n
from cardscore._frozen import fields_repr
from cardscore._text import Text, controls_escaped
from cardscore._units import WHOLE, in_units
from cardscore.errors import shown

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable
    from fractions import Fraction

    from cardscore.bridge import Result
    from cardscore.items import Item

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None


@attrs.frozen
class Output:
    """What a command prints: ``text`` by default, ``data`` as JSON with ``--json``."""

    __repr__ = fields_repr

    text: str
    data: JSON


Runner: TypeAlias = "Callable[[argparse.Namespace], Output]"


_P = TypeVar("_P", bound=argparse.ArgumentParser)


def add_parser(
    subparsers: argparse._SubParsersAction[_P],
    name: str,
    *,
    summary: Text,
    description: Text,
    epilog: Text,
) -> _P:
    """A sub-command's parser, its texts said in the run's language, its examples as written.

    ``summary`` is the line ``cardscore --help`` lists the sub-command with (argparse's
    ``help``).
    """
    from cardscore.cli._parser import RawFormatter

    return subparsers.add_parser(
        name,
        help=i18n.say(summary),
        description=i18n.say(description),
        epilog=i18n.say(epilog),
        formatter_class=RawFormatter,
    )


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    """Give a sub-command the ``--json`` flag every command has (JSON is English data)."""
    parser.add_argument(
        "--json",
        action="store_true",
        help=i18n.say(Text("print the result as JSON instead of text")),
    )


def add_sheet_flags(parser: argparse.ArgumentParser) -> None:
    """Give a sub-command that prints a scoresheet ``--format`` and ``--explain``."""
    from cardscore import sheet

    parser.add_argument(
        "-f",
        "--format",
        choices=sheet.FORMATS,
        default="text",
        help=i18n.say(
            Text("how to print the sheet (default: text); json loads back as a scoresheet")
        ),
    )
    parser.add_argument(
        "--explain",
        action="store_true",
        help=i18n.say(Text("print what each deal scored, and why, under its row")),
    )
    parser.add_argument(
        "--paper",
        choices=("a4", "letter"),
        default="a4",
        help=i18n.say(Text("the paper of the html page: a4 (default) or letter (US Letter)")),
    )


def add_result_arguments(parser: argparse.ArgumentParser, *, contract: str, tricks: str) -> None:
    """Give a one-deal bridge command its ``contract`` and optional ``tricks`` arguments.

    ``contract`` and ``tricks`` are their help texts, already said in the run's language.
    """
    parser.add_argument("contract", help=contract)
    parser.add_argument("tricks", nargs="?", type=whole_number, help=tricks)


def read_result(args: argparse.Namespace) -> Result:
    """The result ``add_result_arguments`` read: a result ('4SX-1'), or a contract and tricks."""
    from cardscore.bridge import Result

    if args.tricks is None:
        return Result.parse(args.contract)
    return Result(args.contract, args.tricks)


_NAMES_ALLOWED = Text("names separated by commas ('{example}')")
_COUNT_ALLOWED = Text("{count} names separated by commas ('{example}')")


def names(
    flag: str, value: str, *, count: int | None = None, example: str = "Ann,Bob"
) -> list[str]:
    """The names a list flag gives, written as every command writes a list: ``Ann,Bob,Cat``.

    Spaces around a name are dropped; an empty name, a name off one line
    (:func:`~cardscore._check.one_line`), or (with ``count``) another number of names, is
    refused naming the flag, so that no other spelling is ever misread.

    >>> names("--sides", "Ann, Bob", count=2)
    ['Ann', 'Bob']

    Raises:
        ScoreError: An empty name, a name off one line, or not ``count`` names.
    """
    from cardscore._check import one_line
    from cardscore.errors import ScoreError

    listed = [name.strip() for name in value.split(",")]
    if not all(listed):
        raise ScoreError(flag, value, Text(_NAMES_ALLOWED.template, example=example))
    if count is not None and len(listed) != count:
        raise ScoreError(flag, value, Text(_COUNT_ALLOWED.template, count=count, example=example))
    return [one_line(flag, name) for name in listed]  # as every name, the flag named


def item_lines(items: Iterable[Item], indent: str = "  ", *, unit: Fraction = WHOLE) -> list[str]:
    """The items as aligned rows: label, who, signed points (in the run's language).

    The points are counted in ``unit`` (a ledger's :func:`~cardscore._units.unit_of`): a
    pairs session's tenths of a matchpoint are shown as matchpoints.
    """
    rows = [
        (i18n.say(item.label), i18n.term(item.who), in_units(item.points, unit, sign=True))
        for item in items
    ]
    if not rows:
        return []
    label_width = max(len(row[0]) for row in rows)
    who_width = max(len(row[1]) for row in rows)
    points_width = max(len(row[2]) for row in rows)
    return [
        f"{indent}{label:<{label_width}}  {who:<{who_width}}  {points:>{points_width}}"
        for label, who, points in rows
    ]


def items_json(items: Iterable[Item]) -> JSON:
    """The items as a JSON list of objects."""
    return [{"label": item.label, "who": item.who, "points": item.points} for item in items]


# What an ASCII-only terminal shows for the symbols cardscore prints (and players type).
_PLAIN = str.maketrans(
    {
        "♠": "S",
        "♥": "H",
        "♦": "D",
        "♣": "C",
        "−": "-",
        "–": "-",
        "—": "-",
        "×": "x",
        "½": "1/2",
        "’": "'",
        "‘": "'",
        "“": '"',
        "”": '"',
        "…": "...",
        "≥": ">=",
        "≤": "<=",
        "→": "->",
    }
)
_NOT_ASCII = re.compile(r"[^\x00-\x7f]")


def plain(text: str, encoding: str) -> str:
    """``text`` in what ``encoding`` can show: plain symbols, letters without accents, else ?."""
    import unicodedata

    text = unicodedata.normalize("NFKD", text.translate(_PLAIN))
    text = "".join(char for char in text if not unicodedata.combining(char))
    return text.encode(encoding, "replace").decode(encoding)


def ascii_json(text: str) -> str:
    """JSON ``text`` with every character beyond ASCII escaped: the same data, in ASCII."""
    import json

    return _NOT_ASCII.sub(lambda match: json.dumps(match.group())[1:-1], text)


_WHOLE = re.compile(r"[+-]?[0-9]{1,18}", re.ASCII)


def whole_number(text: str) -> int:
    """An argument's whole number: ASCII digits only (an optional sign), at most 18 of them.

    The command reads numbers as the library does: ``int()`` would also take other
    scripts' digits (``١٠``), underscores (``1_0``) and surrounding spaces, which the
    library's notations refuse. One alphabet: ``0-9``.

    >>> whole_number("10"), whole_number("-3")
    (10, -3)
    """
    if _WHOLE.fullmatch(text) is not None:
        return int(text)
    # cardscore's own message (argparse's would show the whole argument, however long),
    # said here: argparse runs the type while the parser's language is the run's.
    message = i18n.say(Text("invalid int value: {value}", value=shown(text)))
    raise argparse.ArgumentTypeError(message)


_JSON_CONTROL = re.compile(r"[\x7f-\x9f]")


def _json_escape(found: re.Match[str]) -> str:
    return f"\\u{ord(found.group()):04x}"


def printable(text: str, encoding: str, *, as_json: bool) -> tuple[str, bool]:
    r"""``text`` as ``encoding`` can write it, and whether anything had to change.

    JSON keeps its data exactly (escaped as JSON allows); other text shows each control
    character but its line breaks escaped (``\x1b``: a name never sends a terminal an escape
    sequence), and falls back to plain symbols (``♠`` to ``S``, ``−`` to ``-``, ``×`` to
    ``x``) where the encoding lacks them.
    """
    # JSON escapes C0 controls itself; DEL and the C1 controls (0x9b is a one-byte CSI) it
    # writes as they are, so they are escaped here, as JSON allows (the same data).
    text = _JSON_CONTROL.sub(_json_escape, text) if as_json else controls_escaped(text)
    try:
        text.encode(encoding)
    except UnicodeEncodeError:
        return (ascii_json(text), False) if as_json else (plain(text, encoding), True)
    return text, False


def render(output: Output, *, as_json: bool) -> str:
    """The text a command prints."""
    if as_json:
        import json

        return json.dumps(output.data, indent=2, ensure_ascii=False)
    return output.text
