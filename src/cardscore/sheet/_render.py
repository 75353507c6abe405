"""Rendering a scored sheet: text, Markdown and CSV (JSON is :meth:`Sheet.to_data`).

The shared layout reads only the :class:`~cardscore.sheet.Sheet`: its rows (each deal's
number as the players count it, what was played, the points and the running totals), its
result and what comes next. Nothing here knows a game: a game with its own layout declares
it in its adapter (``Adapter.layout``).
"""

from __future__ import annotations

import io
import re
from typing import TYPE_CHECKING

from cardscore._text import Text, controls_escaped
from cardscore.i18n import say, term

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping, Sequence

    from cardscore.items import Item
    from cardscore.ledger import Next
    from cardscore.sheet._core import Row, Sheet

__all__ = [
    "aligned",
    "csv",
    "csv_cell",
    "ending",
    "explained",
    "following",
    "heading",
    "laid_out",
    "markdown",
    "markdown_cell",
    "markdown_ending",
    "markdown_table",
    "next_line",
    "said",
    "signed",
    "standing",
    "started",
    "text",
    "totals_heading",
    "vulnerability",
]


def said(value: str) -> str:
    """A :class:`Text` said in the current language; any other str (a name, notation) as is."""
    return say(value) if isinstance(value, Text) else value


def signed(points: int) -> str:
    """``+60``, ``-100``, or ``0``."""
    return f"{points:+d}" if points else "0"


def vulnerability(vulnerable: Iterable[str], parties: tuple[str, ...]) -> str:
    """``none``, ``both`` (said in the current language), or the vulnerable parties."""
    chosen = [name for name in parties if name in set(vulnerable)]
    if not chosen:
        return say(Text("none"))
    if chosen == list(parties) and len(parties) == 2:
        return say(Text("both"))
    return " ".join(chosen)


def following(upcoming: Next | None, parties: tuple[str, ...]) -> Text | None:
    """``deal 3, S deals, vulnerable: NS; part scores NS 60, EW 0``; None when over."""
    if upcoming is None:
        return None
    dealer = "" if upcoming.dealer is None else Text(", {dealer} deals", dealer=upcoming.dealer)
    vulnerable = (
        ""
        if upcoming.vulnerable is None
        else Text(
            ", vulnerable: {vulnerability}",
            vulnerability=vulnerability(upcoming.vulnerable, parties),
        )
    )
    scores = upcoming.partscores
    parts = (
        ""
        if scores is None
        else Text(
            "; part scores {scores}",
            scores=", ".join(
                f"{name} {points}" for name, points in scores.items() if name in parties
            ),
        )
    )
    return Text(
        "deal {number}{dealer}{vulnerable}{partscores}",
        number=upcoming.number,
        dealer=dealer,
        vulnerable=vulnerable,
        partscores=parts,
    )


def next_line(upcoming: Next | None, parties: tuple[str, ...]) -> str | None:
    """``next: deal 3, S deals, vulnerable: NS; part scores NS 60, EW 0``; None when over.

    Said in the current language.
    """
    line = following(upcoming, parties)
    return None if line is None else say(Text("next: {following}", following=line))


def totals_heading(parties: Iterable[str]) -> list[str]:
    """``Ann total``, ... : the running totals' column titles, said."""
    return [say(Text("{name} total", name=name)) for name in parties]


def _header(sheet: Sheet) -> list[str]:
    return [
        say(Text("deal")),
        say(Text("played")),
        *sheet.parties,
        *totals_heading(sheet.parties),
    ]


def _cells(row: Row) -> list[str]:
    number = "" if row.number is None else str(row.number)
    return [number, said(row.played), *map(signed, row.scored), *map(str, row.running)]


def _item_cells(item: Item, parties: tuple[str, ...], indent: str) -> list[str]:
    points = [signed(item.points) if name == item.who else "" for name in parties]
    return ["", indent + say(item.label), *points, *[""] * len(parties)]


def _table(sheet: Sheet, *, explain: bool, indent: str) -> list[list[str]]:
    table = []
    for row in sheet.rows:
        table.append(_cells(row))
        if explain:
            table += [_item_cells(item, sheet.parties, indent) for item in row.items]
    return table


def standing(sheet: Sheet) -> str:
    """``won by Cat (Ann 1300, Bob 1100, Cat 3300)``: the result and every total, said."""
    totals = ", ".join(f"{name} {points}" for name, points in sheet.totals.items())
    return say(Text("{result} ({totals})", result=sheet.result, totals=totals))


def ending(sheet: Sheet) -> list[str]:
    """A text sheet's last lines: the result with the totals, then the next deal if any."""
    return [say(Text("result: {standing}", standing=standing(sheet))), *_next(sheet)]


def _next(sheet: Sheet) -> list[str]:
    line = next_line(sheet.ledger.next, sheet.parties)
    return [] if line is None else [line]


def aligned(table: list[list[str]], left: Mapping[int, bool]) -> list[str]:
    """The table's lines, each column as wide as its widest cell (``left`` ones to the left).

    A row of one cell is a note (an explained item): written as it is, it widens no column.
    """
    wide = [line for line in table if len(line) > 1]
    widths = [max(len(line[column]) for line in wide) for column in range(len(wide[0]))]
    return [
        line[0]
        if len(line) == 1
        else "  ".join(
            cell.ljust(width) if left.get(column) else cell.rjust(width)
            for column, (cell, width) in enumerate(zip(line, widths, strict=True))
        ).rstrip()
        for line in table
    ]


def text(sheet: Sheet, *, explain: bool = False) -> str:
    """The sheet as aligned plain text."""
    table = [_header(sheet), *_table(sheet, explain=explain, indent="  ")]
    lines = [heading(sheet), *started(sheet), ""]
    lines += aligned(table, {1: True})
    lines += ["", *ending(sheet)]
    return "\n".join(lines)


def started(sheet: Sheet) -> list[str]:
    """``start: Us 12, Them -3``: the totals the sheet starts from, when not all zero, said.

    A sheet carried over from another evening (the ``totals`` option) starts from them; the
    running totals under the deals count from there.
    """
    if sheet.rows:
        first = sheet.rows[0]
        start = [total - points for total, points in zip(first.running, first.scored, strict=True)]
    else:
        start = [sheet.ledger.totals[name] for name in sheet.parties]
    if not any(start):
        return []
    totals = ", ".join(
        f"{name} {points}" for name, points in zip(sheet.parties, start, strict=True)
    )
    return [say(Text("start: {totals}", totals=totals))]


def heading(sheet: Sheet) -> str:
    """``Need a Fourth? session: Ann, Bob, Cat``: the sheet's title and parties, said."""
    return say(Text("{title}: {parties}", title=sheet.title, parties=", ".join(sheet.parties)))


def markdown_cell(value: str) -> str:
    """``value`` safe in a Markdown table cell."""
    return value.replace("|", "\\|")


def markdown_ending(lines: Sequence[str]) -> list[str]:
    """A sheet's closing lines in Markdown: the outcome in bold, what follows in italics."""
    first, *rest = lines
    return ["", f"**{markdown_cell(first)}**", *(f"*{markdown_cell(line)}*" for line in rest)]


def markdown_table(
    header: list[str], rows: Iterable[list[str]], left: Mapping[int, bool]
) -> list[str]:
    """A Markdown table: ``left`` columns aligned left, the others right."""
    rule = ["---" if left.get(column) else "---:" for column in range(len(header))]
    return [
        "| " + " | ".join(map(markdown_cell, header)) + " |",
        "|" + "|".join(rule) + "|",
        *("| " + " | ".join(map(markdown_cell, row)) + " |" for row in rows),
    ]


def markdown(sheet: Sheet, *, explain: bool = False) -> str:
    """The sheet as a Markdown table."""
    lines = [f"## {markdown_cell(said(sheet.title))}", ""]
    lines += [f"{markdown_cell(line)}  " for line in started(sheet)]
    lines += markdown_table(_header(sheet), _table(sheet, explain=explain, indent="· "), {1: True})
    lines += ["", markdown_cell(say(Text("**Result:** {standing}", standing=standing(sheet))))]
    lines += [f"*{markdown_cell(line)}*" for line in _next(sheet)]
    return "\n".join(lines)


def csv(sheet: Sheet, *, explain: bool = False) -> str:
    """The sheet as CSV rows, the result last (then the next deal, if any)."""
    import csv as csv_module

    buffer = io.StringIO()
    writer = csv_module.writer(buffer, lineterminator="\n")
    rows: list[Sequence[object]] = [_header(sheet)]
    if started(sheet):  # the totals the sheet starts from, in the totals' columns
        first = sheet.rows[0] if sheet.rows else None
        start = (
            [total - points for total, points in zip(first.running, first.scored, strict=True)]
            if first is not None
            else [sheet.ledger.totals[name] for name in sheet.parties]
        )
        rows.append([say(Text("start")), "", *[""] * len(sheet.parties), *start])
    rows += _table(sheet, explain=explain, indent="")
    result = say(Text("result"))
    rows.append([result, say(sheet.result), *[""] * len(sheet.parties), *sheet.totals.values()])
    upcoming = following(sheet.ledger.next, sheet.parties)
    if upcoming is not None:
        rows.append([say(Text("next")), say(upcoming)])
    writer.writerows([csv_cell(cell) for cell in row] for row in rows)
    return buffer.getvalue().rstrip("\n")


# A number as the sheet writes one: a sign, digits, a decimal point or comma, a thousands
# separator (",", a no-break space); a spreadsheet reads it as the number it is.
_NUMBER = re.compile(r"[+-]?[0-9]+(?:[.,\u00a0\u202f][0-9]+)*", re.ASCII)
_FORMULA_START = ("=", "+", "-", "@", "\t", "\r")


def csv_cell(value: object) -> str:
    """One CSV cell: control characters escaped, and never a formula a spreadsheet would run.

    A cell that would start with ``=``, ``+``, ``-``, ``@``, a tab or a carriage return and
    is not a number gets a ``'`` in front, as OWASP advises against CSV injection: a player
    named ``=HYPERLINK(...)`` is shown as that text, never run. Numbers stay numbers
    (``-120``, ``+90``, ``45,5``).

    >>> csv_cell("=HYPERLINK('http://x')"), csv_cell("-2+3"), csv_cell("-120"), csv_cell(90)
    ("'=HYPERLINK('http://x')", "'-2+3", '-120', '90')
    """
    text = value if isinstance(value, str) else str(value)
    if text.startswith(_FORMULA_START) and _NUMBER.fullmatch(text) is None:
        text = "'" + text
    return controls_escaped(text, keep="")


def explained(items: Iterable[Item], indent: str) -> list[list[str]]:
    """A deal's items as notes under its row: ``label: Ann +116, Cid +58, Bob -58``."""
    notes: dict[str, tuple[str, list[str]]] = {}
    for item in items:
        said_points = f"{term(item.who)} {signed(item.points)}"
        notes.setdefault(item.label, (item.label, []))[1].append(said_points)
    return [
        [indent + say(Text("{label}: {points}", label=say(label), points=", ".join(points)))]
        for label, points in notes.values()
    ]


def laid_out(
    form: str,
    title: str,
    *,
    heading: list[str],
    table: list[list[str]],
    left: Mapping[int, bool],
    ending: list[str],
) -> str:
    """A game's own layout as text or Markdown: title, heading lines, the table, the ending.

    ``table`` is the header then the rows (a row of one cell is a note, in Markdown put in
    the second column); the ending's first line is the result.
    """
    if form == "text":
        lines = [title, *heading, "", *aligned(table, left), "", *ending]
        return "\n".join(lines)
    width = len(table[0])
    rows = [
        row if len(row) > 1 else ["", "· " + row[0].strip(), *[""] * (width - 2)]
        for row in table[1:]
    ]
    lines = [f"## {markdown_cell(title)}", ""]
    lines += [f"{markdown_cell(line)}  " for line in heading]
    lines += ["", *markdown_table(table[0], rows, left), ""]
    lines += [
        f"**{markdown_cell(ending[0])}**",
        *(f"*{markdown_cell(line)}*" for line in ending[1:]),
    ]
    return "\n".join(lines)
