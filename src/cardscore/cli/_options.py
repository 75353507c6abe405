"""``-o NAME=VALUE``: a scoresheet's options typed on the command line.

A plain value is read as a sheet's TOML would hold it: ``true``/``false``, a whole number,
else the text (``ew=4,5,6`` is the text the game splits). An option that is a table in the
file (a pairs session's ``names``, the ``totals`` a sheet starts from) is given one entry at
a time with a dotted name, as TOML's dotted keys write it, or whole as TOML's inline table:

>>> options_of(["names.1=Ann & Bob", "names.2=Cid & Dan", "boards=4"])
{'names': {'1': 'Ann & Bob', '2': 'Cid & Dan'}, 'boards': 4}
>>> options_of(['names={1 = "Ann & Bob"}'])
{'names': {'1': 'Ann & Bob'}}
"""

from __future__ import annotations

import json
import re
import tomllib
from typing import TYPE_CHECKING

from cardscore._check import fold
from cardscore._text import Text
from cardscore.errors import NotationError, ScoreError
from cardscore.sheet._reader import TEXT_LIMIT

if TYPE_CHECKING:
    from cardscore.sheet import Value

__all__ = ["option", "options_of", "written"]

FLAG = "--option"
_FORM = Text("NAME=VALUE, like planned=6 or honours=true (a table: names.1=Ann, one entry each)")
_LONG = Text("a line of more than {limit:,} characters", limit=TEXT_LIMIT)
_TABLE = Text(
    "a table as a TOML file writes it inline, in braces, or one entry each, like names.1=Ann"
)


def option(text: str) -> tuple[str, Value]:
    """One ``-o NAME=VALUE`` as the option's name and value (``names.1`` stays dotted).

    Raises:
        NotationError: no ``=``, no name, or an inline table TOML cannot read.
    """
    if len(text) > TEXT_LIMIT:
        raise NotationError(FLAG, _LONG, _FORM)
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise NotationError(FLAG, text, _FORM)
    word = value.strip()
    if word.startswith("{"):
        try:
            table: Value = tomllib.loads(f"value = {word}")["value"]
        except tomllib.TOMLDecodeError:
            raise NotationError(FLAG, text, _TABLE) from None
        return name.strip(), table
    if fold(word) in {"true", "false"}:
        return name.strip(), fold(word) == "true"
    digits = word[1:] if word[:1] == "-" else word
    if digits.isascii() and digits.isdigit() and len(digits) <= 9:
        return name.strip(), int(word)
    return name.strip(), word


def options_of(texts: list[str]) -> dict[str, Value]:
    """Every ``-o``, an option each; dotted names (``names.1=Ann``) gathered into one table.

    Raises:
        ScoreError: a malformed ``-o``, an entry of a table given twice, or an entry of an
            option given as a plain value.
    """
    options: dict[str, Value] = {}
    for text in texts:
        name, value = option(text)
        table, dot, key = name.partition(".")
        table, key = table.strip(), key.strip()
        if not dot:  # a plain option given twice: the last one, as before
            options[name] = value
            continue
        if not table or not key:
            raise NotationError(FLAG, text, _FORM)
        entries = options.setdefault(table, {})
        if not isinstance(entries, dict) or key in entries:
            raise ScoreError(FLAG, text, Text("each entry once: {name} is given twice", name=name))
        entries[key] = value
    return options


_BARE = re.compile(r"[A-Za-z0-9_-]{1,64}")


def written(value: Value) -> str:
    """An option's value as ``-o NAME=VALUE`` takes it (``true``, ``6``, ``E``, a table).

    >>> written({"1": "Ann & Bob", "Bo Co": 3})
    '{1 = "Ann & Bob", "Bo Co" = 3}'
    >>> written(["4", "5"])
    '["4", "5"]'
    """
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str | int):
        return str(value)
    if isinstance(value, dict):
        entries = (
            f"{key if _BARE.fullmatch(key) else json.dumps(key, ensure_ascii=False)} = "
            f"{json.dumps(item, ensure_ascii=False) if isinstance(item, str) else written(item)}"
            for key, item in value.items()
        )
        return "{" + ", ".join(entries) + "}"
    return json.dumps(value, ensure_ascii=False)
