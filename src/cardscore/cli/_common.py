"""What every sub-command shares: its output value, the item table and JSON."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

import attrs

from cardscore._frozen import fields_repr

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Iterable

    from cardscore.items import Item

JSON: TypeAlias = dict[str, "JSON"] | list["JSON"] | str | int | float | bool | None


@attrs.frozen
class Output:
    """What a command prints: ``text`` by default, ``data`` as JSON with ``--json``."""

    __repr__ = fields_repr

    text: str
    data: JSON


Runner: TypeAlias = "Callable[[argparse.Namespace], Output]"


def add_json_flag(parser: argparse.ArgumentParser) -> None:
    """Give a sub-command the ``--json`` flag every command has."""
    parser.add_argument(
        "--json", action="store_true", help="print the result as JSON instead of text"
    )


def item_lines(items: Iterable[Item], indent: str = "  ") -> list[str]:
    """The items as aligned rows: label, who, signed points."""
    rows = [(item.label, item.who, f"{item.points:+d}") for item in items]
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


def render(output: Output, *, as_json: bool) -> str:
    """The text a command prints."""
    if as_json:
        import json  # noqa: PLC0415 - only --json needs it

        return json.dumps(output.data, indent=2, ensure_ascii=False)
    return output.text
