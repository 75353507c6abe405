"""The HTML face: a laid-out sheet as one printable page, with a running-score chart.

The page stands alone: inline CSS, the chart as inline SVG, no script, no font, image or
style sheet fetched from anywhere. It asks for A4 paper (``@page { size: A4 }``), or US Letter
with ``paper="letter"`` (``--paper letter``), with margins that fit both; it reads in black
and white: each party's line has its own dash pattern and marker as well as its colour. No
contract, result or score breaks across lines at its hyphen, and a party's mark may go under
its points rather than squeeze the other columns.

Like every face it draws the :class:`~cardscore.sheet._layout.Layout` alone: each table's
row gets its kind's class (``deal``, ``void``, ``why`` for an explanation, ``running`` for
the running totals under a deal, ``total``, ``line`` and ``gameline`` on the rubber pad),
each cell its column's (``num`` or ``text``); the result and what comes next are paragraphs
of their own. Every word is escaped here; none
is read to decide anything. The chart (:class:`~cardscore.sheet._layout.Chart`) has a place
for each deal that scored, labelled with its number, the zero line always, and the target or
losing score of a game that has one; bridge draws no game line, because its game is counted
below the line and the chart shows the whole score.
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

import attrs

from cardscore.i18n import current
from cardscore.sheet._layout import Kind

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.sheet._layout import Cell, Chart, Layout, Line, Section, Sentence

__all__ = ["PAPERS", "html", "style", "unbroken"]

# The chart's drawing area, in SVG user units (integers throughout: no float is printed).
_WIDTH = 1000
_HEIGHT = 400
_LEFT = 70
_RIGHT = 110
_TOP = 16
_BOTTOM = 34
_PLOT_W = _WIDTH - _LEFT - _RIGHT
_PLOT_H = _HEIGHT - _TOP - _BOTTOM
_TICKS = 8  # at most this many steps up the chart
_LABELS = 26  # at most this many deal numbers along the bottom
_MARKED = 40  # above this many rows, the points carry no markers (the dashes still tell)

# Okabe and Ito's colours (told apart with every common colour blindness); each party also
# gets a dash pattern and a marker shape, so that a black-and-white print tells them apart.
_COLOURS = ("#0072B2", "#D55E00", "#009E73", "#CC79A7", "#000000", "#E69F00")
_DASHES = ("", "14 6", "3 5", "14 5 3 5", "26 6", "3 4 3 12")
_SHAPES = (  # circle, square, triangle, diamond, cross, plus: h is half the size, c the colour
    '<circle r="{h}" fill="{c}"/>',
    '<rect x="-{h}" y="-{h}" width="{s}" height="{s}" fill="{c}"/>',
    '<path d="M0,-{h} L{h},{h} L-{h},{h} Z" fill="{c}"/>',
    '<path d="M0,-{h} L{h},0 L0,{h} L-{h},0 Z" fill="{c}"/>',
    '<path d="M-{h},-{h} L{h},{h} M-{h},{h} L{h},-{h}" stroke="{c}" stroke-width="3"/>',
    '<path d="M0,-{h} L0,{h} M-{h},0 L{h},0" stroke="{c}" stroke-width="3"/>',
)

# The paper the page is laid out for: A4 by default, US Letter on request.
PAPERS = ("a4", "letter")
_PAGE = {"a4": "A4", "letter": "letter"}

_CSS = """
@page { size: @@PAPER@@; margin: 12mm; }
* { box-sizing: border-box; -webkit-print-color-adjust: exact; print-color-adjust: exact; }
html { color: #000; background: #fff;
  font: 10pt/1.3 "DejaVu Sans", "Liberation Sans", Arial, Helvetica, sans-serif; }
body { margin: 0 auto; max-width: 186mm; }
@media screen { body { padding: 10mm 4mm; } }
h1 { font-size: 16pt; margin: 0 0 1mm; }
h2 { font-size: 11pt; margin: 5mm 0 1mm; }
p { margin: 1mm 0; }
.game { color: #333; }
table { width: 100%; border-collapse: collapse; font-variant-numeric: tabular-nums; }
thead { display: table-header-group; }
tr { break-inside: avoid; }
th, td { padding: 0.6mm 1.4mm; border-bottom: 0.2mm solid #999; vertical-align: top; }
th { text-align: right; font-weight: bold; border-bottom: 0.4mm solid #000; }
th.played, td.played { text-align: left; }
th.party { text-align: center; border-bottom: 0.2mm solid #999; }
td.num { text-align: right; white-space: nowrap; }
td.deal { text-align: right; white-space: nowrap; width: 1%; }
.first { border-left: 0.3mm solid #000; }
td.total { font-weight: bold; }
tr.void td { color: #555; font-style: italic; }
tr.why td { font-size: 85%; color: #333; padding-left: 1.5em; border-bottom: none; }
tfoot td { border-top: 0.4mm solid #000; border-bottom: none; font-weight: bold; }
h3 { font-size: 10.5pt; margin: 4mm 0 1mm; }
p.legend { font-size: 8.5pt; color: #333; margin: 0; }
table.layout, table.pad { margin-top: 2mm; }
th.text, td.text { text-align: left; }
table.layout { font-size: 9pt; }
table.layout td.num { white-space: nowrap; }
table.layout th.num, table.layout td.num { width: 1%; }
tr.deal td { border-top: 0.2mm solid #999; border-bottom: none; }
tr.total td { border-bottom: 0.3mm solid #000; border-top: none; font-weight: bold; }
table.layout tr.total td { padding-top: 0; }
tr.running td { padding-top: 0; padding-bottom: 0.2mm; line-height: 1.15; font-size: 90%;
  border-bottom: 0.3mm solid #000; border-top: none; font-weight: bold; }
tr.why td { border-top: none; }
tr.void td { border-top: 0.2mm solid #999; }
table.pad { width: auto; min-width: 70%; }
table.pad td, table.pad th { border: none; }
table.pad th.num { text-align: center; min-width: 24mm; border-bottom: 0.4mm solid #000; }
table.pad td.num { padding-right: 4mm; }
table.pad th:first-child, table.pad td:first-child { border-right: 0.4mm solid #000; }
table.pad td.text { padding-left: 4mm; font-size: 8.5pt; color: #333; }
table.pad tr.line td.num { border-bottom: 1.2mm double #000; }
table.pad tr.gameline td.num { border-bottom: 0.4mm solid #000; }
table.pad tr.line td.text, table.pad tr.gameline td.text { color: #000; font-size: 9pt; }
table.pad tr.total td { border-bottom: none; font-size: 11pt; }
table.pad tr.total td.num { border-top: 1.2mm double #000; }
table.pad tr.total td.text { font-size: 9pt; color: #000; }
.result { font-size: 11pt; font-weight: bold; margin-top: 2mm; }
.next { border: 0.3mm solid #000; padding: 1mm 2mm; margin-top: 2mm; }
figure { margin: 0; break-inside: avoid; }
svg.chart { display: block; width: 100%; height: auto; }
ul.legend { list-style: none; margin: 1mm 0 0; padding: 0; }
ul.legend li { display: inline-block; margin: 0 5mm 1mm 0; white-space: nowrap; }
ul.legend svg { vertical-align: middle; margin-right: 1.5mm; }
.notes { font-size: 9pt; color: #333; }
.nb { white-space: nowrap; }
table.layout td.num { white-space: normal; }
table.layout:not(.wide) th.num { white-space: nowrap; }
table.wide th, table.wide td.text { overflow-wrap: anywhere; }
table.wide th { min-width: 3.2em; }
h1, h2, h3, p.game, p.legend { break-after: avoid; page-break-after: avoid; }
p { orphans: 3; widows: 3; }
table.layout { break-inside: avoid; page-break-inside: avoid; }
tbody tr:first-child, tbody tr:nth-child(2) { break-after: avoid; page-break-after: avoid; }
tbody tr:last-child, tbody tr:nth-last-child(2) { break-before: avoid; page-break-before: avoid; }
tfoot, .result, .next { break-before: avoid; page-break-before: avoid; }
"""


def style(paper: str = "a4") -> str:
    """The page's style sheet, for ``paper`` (``"a4"`` or ``"letter"``).

    A game whose layout writes its own page (a pairs session's) takes it from here too.
    """
    return _CSS.replace(_PAPER_SLOT, _PAGE[paper])


_PAPER_SLOT = "@@PAPER@@"


def page_top(title: str, kind: str, css: str) -> list[str]:
    """A page's first lines, to its heading: ``title`` and ``kind`` escaped here.

    One for every page, whoever lays out the rest (the shared page, a pairs session's).
    """
    title = escape(title)
    return [
        "<!DOCTYPE html>",
        f'<html lang="{current()}">',
        "<head>",
        '<meta charset="utf-8"/>',
        '<meta name="viewport" content="width=device-width, initial-scale=1"/>',
        f"<title>{title}</title>",
        f"<style>{css}</style>",
        "</head>",
        "<body>",
        f"<h1>{title}</h1>",
        f'<p class="game">{escape(kind)}</p>',
    ]


def html(layout: Layout, *, paper: str = "a4") -> str:
    """The laid-out sheet as one self-contained HTML page, ready to print on ``paper``."""
    lines = page_top(layout.title, layout.subtitle, style(paper))
    lines += [f'<p class="legend">{escape(line)}</p>' for line in layout.heading]
    for table in layout.sections:
        if table.title:
            lines.append(f"<h3>{escape(table.title)}</h3>")
        if table.columns:  # a section of no columns is its title alone
            lines += _table(table)
    lines += [_sentence(sentence) for sentence in layout.ending]
    if layout.chart is not None:
        lines += _chart(layout.chart)
    if layout.notes:
        lines.append('<div class="notes">')
        lines += [f"<p>{escape(note)}</p>" for note in layout.notes]
        lines.append("</div>")
    lines += ["</body>", "</html>"]
    return "\n".join(lines)


def _sentence(sentence: Sentence) -> str:
    if sentence.kind is Kind.STANDINGS:
        items = escape(" · ".join(sentence.items))
        return f'<p class="result"><strong>{escape(sentence.text)}</strong> {items}</p>'
    kind = "next" if sentence.kind is Kind.NEXT else "result"
    return f'<p class="{kind}">{escape(sentence.text)}</p>'


# A word a line must not break inside: one with a hyphen or a minus in it (a contract and its
# result, 3NTX-1; a score, -700), which a browser would otherwise break after the hyphen.
_HYPHENATED = re.compile(r"(?<![^\s>])([^\s<>]*[-\u2010\u2013\u2212][^\s<>]*)(?![^\s<])")


def unbroken(html: str) -> str:
    """``html`` with each word that holds a hyphen kept on one line (``<span class="nb">``).

    >>> unbroken("3NTX-1, declarer E -700")
    '<span class="nb">3NTX-1,</span> declarer E <span class="nb">-700</span>'
    """
    return _HYPHENATED.sub(r'<span class="nb">\1</span>', html)


# Each row's class, by its kind.
_CLASSES = {
    Kind.DEAL: "deal",
    Kind.VOID: "void",
    Kind.NOTE: "why",
    Kind.RUNNING: "running",
    Kind.TOTAL: "total",
    Kind.START: "total",
    Kind.LINE: "line",
    Kind.GAME: "gameline",
    Kind.RESULT: "total",
    Kind.NEXT: "why",
    Kind.STANDINGS: "total",
}


# A table whose columns hold more characters side by side than a line of the page does is
# "wide": its headings and words may break anywhere, so that every column of numbers is on the
# page (long names, many optional points).
_WIDE = 100


def _wide(table: Section) -> bool:
    widths = [len(column.heading) for column in table.columns]
    for line in table.lines:
        for index, cell in enumerate(line.cells):
            widths[index] = max(widths[index], len(cell.text), len(cell.mark))
    return sum(widths) > _WIDE


def _table(table: Section) -> list[str]:
    aligns = ["text" if column.left else "num" for column in table.columns]
    heads = "".join(
        f'<th class="{align}">{escape(column.heading)}</th>'
        for column, align in zip(table.columns, aligns, strict=True)
    )
    kind = "pad" if table.pad else ("layout wide" if _wide(table) else "layout")
    return [
        f'<table class="{kind}">',
        f"<thead><tr>{heads}</tr></thead>",
        "<tbody>",
        *(_row(table, line, aligns) for line in table.lines),
        "</tbody>",
        "</table>",
    ]


def _row(table: Section, line: Line, aligns: list[str]) -> str:
    kind = _CLASSES[line.kind]
    if not line.cells:
        if line.kind in (Kind.LINE, Kind.GAME):  # a rule across the figures, with its words
            words = f"<strong>{escape(line.text)}</strong>" if line.text else ""
            cells = "".join(
                f'<td class="{align}">{words if align == "text" else ""}</td>' for align in aligns
            )
            return f'<tr class="{kind}">{cells}</tr>'
        # An explanation across the table: from the note column to the right edge.
        at = table.note_column
        lead = "".join(f'<td class="{align}"></td>' for align in aligns[:at])
        span = len(aligns) - at
        return (
            f'<tr class="{kind}">{lead}'
            f'<td class="text" colspan="{span}">{unbroken(escape(line.text))}</td></tr>'
        )
    strong = line.kind is Kind.TOTAL
    cells = "".join(
        f'<td class="{align}">{_cell(value, strong=strong)}</td>'
        for value, align in zip(line.cells, aligns, strict=True)
    )
    return f'<tr class="{kind}">{cells}</tr>'


def _cell(cell: Cell, *, strong: bool) -> str:
    """A cell's words, escaped; points and their mark each kept whole, a line break between."""
    if cell.mark:
        text, mark = escape(cell.text), escape(cell.mark)
        return f'<span class="nb">{text}</span> <span class="nb">{mark}</span>'
    words = escape(cell.text)
    if strong and words:
        words = f"<strong>{words}</strong>"
    return unbroken(words)


# --- The chart --------------------------------------------------------------------------------


def _scale(low: int, high: int) -> tuple[int, int, int]:
    """The chart's bottom, top and tick step: round numbers, at most ``_TICKS`` steps."""
    step = 1
    while True:
        for factor in (1, 2, 5):
            size = step * factor
            bottom = low // size * size
            top = -(-high // size) * size
            if (top - bottom) // size <= _TICKS:
                return bottom, top, size
        step *= 10


@attrs.frozen
class _Plot:
    """Where deal ``index`` and score ``value`` fall on the chart (integer SVG units)."""

    bottom: int
    top: int
    count: int

    def x(self, index: int) -> int:
        return _LEFT + index * _PLOT_W // self.count

    def y(self, value: int) -> int:
        return _TOP + (self.top - value) * _PLOT_H // (self.top - self.bottom)


def _chart(chart: Chart) -> list[str]:
    heading = f"<h2>{escape(chart.heading)}</h2>"
    if not chart.labels:  # nothing charted: no deal yet, or only deals that scored nothing
        return [heading, f"<p>{escape(chart.empty)}</p>"]
    series = [series.points for series in chart.series]
    values = [value for line in series for value in line] + [value for value, _ in chart.marks]
    bottom, top, step = _scale(min(values), max(values))
    plot = _Plot(bottom, max(top, bottom + step), max(len(chart.labels), 1))
    svg = [
        (
            '<svg class="chart" xmlns="http://www.w3.org/2000/svg"'
            f' viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" aria-labelledby="chart-title">'
        ),
        f'<title id="chart-title">{escape(chart.title)}</title>',
        "<defs>",
        *(_marker(index) for index in range(len(series))),
        "</defs>",
        '<g font-size="18" fill="#000">',
        *_axes(plot, step, chart.labels, chart.axis),
        *_marks(plot, chart.marks),
        "</g>",
        *(_polyline(plot, index, line) for index, line in enumerate(series)),
        "</svg>",
    ]
    legend = [
        f"<li>{_swatch(index)}{escape(line.name)} {line.total}</li>"
        for index, line in enumerate(chart.series)
    ]
    return ["<figure>", heading, *svg, '<ul class="legend">', *legend, "</ul>", "</figure>"]


def _axes(plot: _Plot, step: int, labels: Sequence[str], axis: str) -> list[str]:
    """The grid with its scores up the left, each charted deal's label along the bottom."""
    right = _LEFT + _PLOT_W
    lines = [
        f'<line x1="{_LEFT}" y1="{plot.y(value)}" x2="{right}" y2="{plot.y(value)}"'
        ' stroke="#ccc" stroke-width="1"/>'
        f'<text x="{_LEFT - 8}" y="{plot.y(value) + 6}" text-anchor="end">{value}</text>'
        for value in range(plot.bottom, plot.top + 1, step)
    ]
    count = len(labels)
    every = -(-count // _LABELS)
    lines += [
        f'<text x="{plot.x(index)}" y="{_TOP + _PLOT_H + 28}" text-anchor="middle">'
        f"{escape(label)}</text>"
        for index, label in enumerate(labels, 1)
        if (count - index) % every == 0
    ]
    deal = escape(axis)
    lines.append(
        f'<text x="{_LEFT - 8}" y="{_TOP + _PLOT_H + 28}" text-anchor="end">{deal}</text>'
    )
    return lines


def _marks(plot: _Plot, marks: Sequence[tuple[int, str]]) -> list[str]:
    """The zero line (solid), and the target or losing score (dotted, labelled)."""
    lines = []
    for value, label in marks:
        style = 'stroke-width="2"' if value == 0 else 'stroke-width="3" stroke-dasharray="2 6"'
        lines.append(
            f'<line class="mark" x1="{_LEFT}" y1="{plot.y(value)}" x2="{_LEFT + _PLOT_W}"'
            f' y2="{plot.y(value)}" stroke="#000" {style}/>'
        )
        if value != 0:
            lines.append(
                f'<text x="{_LEFT + _PLOT_W + 8}" y="{plot.y(value) + 6}">{escape(label)}</text>'
            )
    return lines


def _polyline(plot: _Plot, index: int, line: Sequence[int]) -> str:
    """One party's running score: a point per deal, from the score it started with."""
    points = " ".join(f"{plot.x(deal)},{plot.y(value)}" for deal, value in enumerate(line))
    marker = f"url(#m{index})"
    markers = (
        f' marker-start="{marker}" marker-mid="{marker}" marker-end="{marker}"'
        if plot.count <= _MARKED
        else ""
    )
    return (
        f'<polyline points="{points}" fill="none" stroke="{_COLOURS[index % 6]}"'
        f' stroke-width="3"{_dash(index)} stroke-linejoin="round"{markers}/>'
    )


def _dash(index: int) -> str:
    dash = _DASHES[index % 6]
    return f' stroke-dasharray="{dash}"' if dash else ""


def _shape(index: int, size: int) -> str:
    """The party's marker, centred on 0,0 and ``size`` across, in the party's colour."""
    return _SHAPES[index % 6].format(h=size // 2, s=size, c=_COLOURS[index % 6])


def _marker(index: int) -> str:
    return (
        f'<marker id="m{index}" viewBox="-8 -8 16 16" markerWidth="16" markerHeight="16"'
        f' markerUnits="userSpaceOnUse">{_shape(index, 12)}</marker>'
    )


def _swatch(index: int) -> str:
    """A small picture of the party's line for the legend: its colour, dashes and marker."""
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="14" viewBox="0 0 64 14"'
        ' aria-hidden="true">'
        f'<line x1="0" y1="7" x2="64" y2="7" stroke="{_COLOURS[index % 6]}" stroke-width="3"'
        f"{_dash(index)}/>"
        f'<g transform="translate(32 7)">{_shape(index, 10)}</g>'
        "</svg>"
    )
