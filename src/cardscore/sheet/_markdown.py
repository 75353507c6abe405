"""The Markdown face: a laid-out sheet as a Markdown section with pipe tables.

The headline is a level-two heading, each table's title a level-three one; the lines under
the headline end in a hard line break. An explanation stands in its table's note column
after a ``·``; the rubber's line and each game's rule are drawn across the figures; the
sheet's totals are bold. The result is bold and what comes next in italics.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore.sheet._layout import Kind

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.sheet._layout import Layout, Line, Section, Sentence

__all__ = ["cell", "markdown"]

# What the figures' columns of the rubber pad show for a rule drawn across them.
_RULES = {Kind.LINE: "═══", Kind.GAME: "───"}


def cell(value: str) -> str:
    """``value`` safe in a Markdown table cell (and on a line of its own)."""
    return value.replace("|", "\\|")


def markdown(layout: Layout) -> str:
    """The laid-out sheet as Markdown."""
    lines = [f"## {cell(layout.headline)}", ""]
    lines += [f"{cell(line)}  " for line in layout.heading]
    for table in layout.sections:
        if lines[-1]:
            lines.append("")
        if table.title:
            lines += [f"### {cell(table.title)}", ""]
        if table.columns:  # a section of no columns is its title alone
            lines += [*_table(table), ""]
    lines += [_sentence(sentence) for sentence in layout.ending]
    return "\n".join(lines).rstrip("\n")


def _sentence(sentence: Sentence) -> str:
    if sentence.kind is Kind.STANDINGS:
        return f"**{cell(sentence.text)}** {cell(' · '.join(sentence.items))}"
    if sentence.kind is Kind.NEXT:
        return f"*{cell(sentence.text)}*"
    return f"**{cell(sentence.text)}**"


def _row(cells: Sequence[str]) -> str:
    return "| " + " | ".join(map(cell, cells)) + " |"


def _cells(table: Section, line: Line) -> list[str]:
    width = len(table.columns)
    if line.kind in _RULES:  # a rule across the figures, its words in the words' column
        words = f"**{line.text}**" if line.text else ""
        return [_RULES[line.kind] if not column.left else words for column in table.columns]
    if not line.cells:  # an explanation across the table: in the note column
        at = table.note_column
        return ["" for _ in range(at)] + [f"· {line.text}"] + [""] * (width - at - 1)
    cells = [str(value) for value in line.cells]
    if line.kind is Kind.TOTAL:
        cells = [f"**{value}**" if value else "" for value in cells]
    return cells


def _table(table: Section) -> list[str]:
    rule = ["---" if column.left else "---:" for column in table.columns]
    return [
        _row([column.heading for column in table.columns]),
        "|" + "|".join(rule) + "|",
        *(_row(_cells(table, line)) for line in table.lines),
    ]
