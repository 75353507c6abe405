"""The CSV face: a laid-out sheet as rows of cells, for a spreadsheet.

A game's CSV is its spreadsheet layout (by default :func:`~cardscore.sheet._layout.spreadsheet`:
a row per deal, the result and what comes next as rows). Each table is its title (if it has
one) on a row of its own, the columns' headings, then its rows; each sentence of the ending
is a row of one cell. No cell is a formula a spreadsheet would run (:func:`cell`).
"""

from __future__ import annotations

import csv as csv_module
import io
import re
from typing import TYPE_CHECKING

from cardscore._text import controls_escaped
from cardscore.sheet._layout import Kind

if TYPE_CHECKING:
    from cardscore.sheet._layout import Layout, Line, Section

__all__ = ["cell", "csv"]


def csv(layout: Layout) -> str:
    """The laid-out sheet as CSV."""
    buffer = io.StringIO()
    writer = csv_module.writer(buffer, lineterminator="\n")
    for table in layout.sections:
        if table.title:
            writer.writerow([cell(table.title)])
        if table.columns:  # a section of no columns is its title alone
            writer.writerow([cell(column.heading) for column in table.columns])
            writer.writerows([cell(value) for value in _row(table, line)] for line in table.lines)
    writer.writerows([cell(sentence.text)] for sentence in layout.ending)
    return buffer.getvalue().rstrip("\n")


def _row(table: Section, line: Line) -> list[str]:
    if line.cells:
        return [str(value) for value in line.cells]
    if line.kind is Kind.NOTE:  # an explanation across the table: from its note column
        return [*[""] * table.note_column, line.text]
    return [line.text]


# A number as the sheet writes one: a sign, digits, a decimal point or comma, a thousands
# separator (",", a no-break space); a spreadsheet reads it as the number it is.
_NUMBER = re.compile(r"[+-]?[0-9]+(?:[.,\u00a0\u202f][0-9]+)*", re.ASCII)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def cell(value: object) -> str:
    """One CSV cell: control characters escaped, and never a formula a spreadsheet would run.

    A cell that would start with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return and
    is not a number gets a ``'`` in front, as OWASP advises against CSV injection: a player
    named ``=HYPERLINK(...)`` is shown as that text, never run. Numbers stay numbers
    (``-120``, ``+90``, ``45,5``).

    >>> cell("=HYPERLINK('http://x')"), cell("-2+3"), cell("-120"), cell(90)
    ("'=HYPERLINK('http://x')", "'-2+3", '-120', '90')
    """
    text = value if isinstance(value, str) else str(value)
    if text.startswith(_FORMULA_START) and _NUMBER.fullmatch(text) is None:
        text = "'" + text
    return controls_escaped(text, keep="")
