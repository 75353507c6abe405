"""Rendering a scored sheet: text, Markdown and CSV (JSON is :meth:`Sheet.to_data`).

The renderers read only the :class:`~cardscore.sheet.Sheet`: its rows (each deal's number
as the players count it, what was played, the points and the running totals) and its
result. Nothing here knows a game.
"""

from __future__ import annotations

import io
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from cardscore.sheet._core import Row, Sheet

__all__ = ["csv", "markdown", "text"]


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


def text(sheet: Sheet) -> str:
    """The sheet as aligned plain text."""
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


def _markdown_cell(value: str) -> str:
    return value.replace("|", "\\|")


def markdown(sheet: Sheet) -> str:
    """The sheet as a Markdown table."""
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


def csv(sheet: Sheet) -> str:
    """The sheet as CSV rows, the result last."""
    import csv as csv_module  # noqa: PLC0415 - only this format needs it

    buffer = io.StringIO()
    writer = csv_module.writer(buffer, lineterminator="\n")
    writer.writerow(_header(sheet))
    writer.writerows(_cells(row) for row in sheet.rows)
    writer.writerow(["result", sheet.result, *[""] * len(sheet.parties), *sheet.totals.values()])
    return buffer.getvalue().rstrip("\n")
