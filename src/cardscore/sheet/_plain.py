"""The text face: a laid-out sheet as aligned plain text, at most 100 columns of words.

Each column is as wide as its widest cell, words aligned left and numbers right, two spaces
apart. An explanation that runs across a table, a heading line and a sentence of the ending
are wrapped at :data:`WIDTH` columns (a continued explanation is indented a little more);
the tables themselves are laid out by each game to fit. The rubber pad is drawn as players
draw it: the two sides' figures either side of a bar, a double rule for the line and under
the last game, a single rule under each game won.
"""

from __future__ import annotations

import textwrap
from typing import TYPE_CHECKING

from cardscore.sheet._layout import Kind

if TYPE_CHECKING:
    from cardscore.sheet._layout import Layout, Line, Section, Sentence

__all__ = ["WIDTH", "text"]

WIDTH = 100
"""The widest line of a text sheet, in characters, that the sheet's words are wrapped to."""


def text(layout: Layout) -> str:
    """The laid-out sheet as text."""
    lines = _wrapped(layout.headline)
    for line in layout.heading:
        lines += _wrapped(line)
    # One space between columns in every table of the sheet if one of them needs it to fit
    # the page: the tables' columns then read alike.
    tables = [table for table in layout.sections if table.columns and not table.pad]
    gap = " " if any(gap_of(table) == " " for table in tables) else "  "
    for table in layout.sections:
        lines.append("")
        if table.title:
            lines += _wrapped(table.title)
        if table.columns:  # a section of no columns is its title alone
            lines += _pad(table) if table.pad else _table(table, gap)
    lines.append("")
    for sentence in layout.ending:
        lines += _sentence(sentence)
    return "\n".join(lines)


# Kept on one line when words are wrapped: a name and the points after it (``Bob -58``).
_GLUE = "\ue000"


def _wrapped(words: str, indent: str = "", more: str = "") -> list[str]:
    """``words`` after ``indent``, wrapped at :data:`WIDTH` (later lines after ``more``).

    A line breaks only at a space, never inside a word, and never between a name and the
    points that follow it.
    """
    line = indent + words
    if len(line) <= WIDTH:
        return [line]
    glued = words.replace(" +", _GLUE + "+").replace(" -", _GLUE + "-")
    lines = textwrap.wrap(
        glued,
        WIDTH,
        initial_indent=indent,
        subsequent_indent=indent + more,
        break_long_words=False,
        break_on_hyphens=False,
    )
    return [line.replace(_GLUE, " ") for line in lines]


def _sentence(sentence: Sentence) -> list[str]:
    if sentence.kind is Kind.STANDINGS:
        return [sentence.text, *sentence.items]
    return _wrapped(sentence.text)


def _table(table: Section, gap: str = "  ") -> list[str]:
    header = [column.heading for column in table.columns]
    rows = [[str(cell) for cell in line.cells] if line.cells else None for line in table.lines]
    widths = _widths(header, rows)
    # Still too wide: the columns that can give up width do, the widest first: a column of
    # words wraps its cells within their row, a column of numbers its heading and the words
    # after its numbers (never a number: a column of numbers stays as wide as its widest).
    narrowed = _narrowed([column.left for column in table.columns], header, rows, widths, len(gap))

    def aligned(row: list[str]) -> list[str]:
        cells = [
            _wrapped_cell(cell, width) if column in narrowed else [cell]
            for column, (cell, width) in enumerate(zip(row, widths, strict=True))
        ]
        return [
            gap.join(
                part.ljust(width) if column.left else part.rjust(width)
                for part, width, column in zip(parts, widths, table.columns, strict=True)
            ).rstrip()
            for parts in _stacked(cells)
        ]

    lines = aligned(header)
    if table.note_indent is None:  # two spaces into the note column
        at = table.note_column
        indent = " " * (sum(widths[:at]) + len(gap) * at + 2)
    else:
        indent = " " * table.note_indent
    for line, row in zip(table.lines, rows, strict=True):
        if row is not None:
            lines += aligned(row)
        else:  # an explanation across the table
            lines += _wrapped(line.text, indent, "  ")
    return lines


def gap_of(table: Section) -> str:
    """Two spaces between columns; one where two would make the table wider than the page."""
    header = [column.heading for column in table.columns]
    rows = [[str(cell) for cell in line.cells] if line.cells else None for line in table.lines]
    return " " if _width(_widths(header, rows), 2) > WIDTH else "  "


def _widths(header: list[str], rows: list[list[str] | None]) -> list[int]:
    return [
        max(len(row[column]) for row in [header, *rows] if row is not None)
        for column in range(len(header))
    ]


_NARROWEST = 12  # a column of words is not wrapped narrower than this (but for its longest word)


def _width(widths: list[int], gap: int) -> int:
    return sum(widths) + gap * (len(widths) - 1)


def _longest_word(cells: list[str]) -> int:
    return max((len(word) for cell in cells for word in cell.split()), default=0)


def _narrowed(
    words: list[bool], header: list[str], rows: list[list[str] | None], widths: list[int], gap: int
) -> set[int]:
    """The columns narrowed to fit the page (``widths`` changed).

    The widest column that can give up width gives up a character at a time (so that the
    widest share the cut): a column of numbers down to its widest word (its heading and the
    words after a number wrap, never a number), a column of words down to :data:`_NARROWEST`
    or its longest word.
    """
    filled = [row for row in rows if row is not None]
    floors = []
    for column, heading in enumerate(header):
        values = [row[column] for row in filled]
        longest = _longest_word([heading, *values])
        # A column of words keeps some width; a column of numbers can go down to its widest
        # word: a number is one word, and the words after a player's points (Need a Fourth?'s
        # roles and marks) wrap below them.
        floors.append(max(min(_NARROWEST, widths[column]), longest) if words[column] else longest)
    narrowed: set[int] = set()
    while _width(widths, gap) > WIDTH:
        wide = [column for column in range(len(widths)) if widths[column] > floors[column]]
        if not wide:  # as narrow as each column may be: the rest is the page's to bear
            break
        widest = max(wide, key=widths.__getitem__)
        widths[widest] -= 1
        narrowed.add(widest)
    return narrowed


def _wrapped_cell(cell: str, width: int) -> list[str]:
    # At spaces only: a word (a contract, a mark) longer than the column stays whole.
    return textwrap.wrap(cell, width, break_long_words=False, break_on_hyphens=False) or [""]


def _stacked(cells: list[list[str]]) -> list[list[str]]:
    """A row's cells, one line of each per line of text: blank below a cell that ended."""
    height = max(map(len, cells))
    return [[cell[line] if line < len(cell) else "" for cell in cells] for line in range(height)]


def _pad(table: Section) -> list[str]:
    """The rubber pad: ``first | second`` and the rows' words after them, the rules drawn."""
    first, second = (column.heading for column in table.columns[:2])
    figures = [cell.text for line in table.lines for cell in line.cells[:2]]
    width = max(len(first), len(second), *map(len, figures)) + 1
    single, double = "-" * (width + 1), "=" * (width + 1)

    def row(line: Line) -> str:
        left, right, words = (cell.text for cell in line.cells)
        return f"{left:>{width}} | {right:>{width}}  {words}".rstrip()

    lines = [f"{first:>{width}} | {second:>{width}}", f"{single}+{single}"]
    for line in table.lines:
        if line.kind is Kind.LINE:
            lines.append(f"{double}+{double}")
        elif line.kind is Kind.GAME:
            lines.append(f"{single}+{single} {line.text}")
        elif line.kind is Kind.TOTAL:  # the totals, under a double rule: no word needed
            left, right, _ = (cell.text for cell in line.cells)
            lines += [f"{double}+{double}", f"{left:>{width}} | {right:>{width}}"]
        else:
            lines.append(row(line))
    return lines
