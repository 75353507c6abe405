"""The sheet as one printable HTML page: the table, the result and a running-score chart.

The page stands alone: inline CSS, the chart as inline SVG, no script, no font, image or
style sheet fetched from anywhere. It asks for A4 paper (``@page { size: A4 }``), or US Letter
with ``paper="letter"`` (``--paper letter``), with margins that fit both; it reads in black
and white: each party's line has its own dash pattern and marker as well as its colour. No
contract, result or score breaks across lines at its hyphen, and a party's mark may go under
its points rather than squeeze the other columns.

Like the other renderers it reads only the :class:`~cardscore.sheet.Sheet` (its parties,
rows, result and ledger), so it works for every game. The one thing it asks of a game is
optional: a ledger whose ``rules`` have an int ``target`` (All Fours and Pitch: the points
that win) or ``lose_at`` (Pitch's house rule) gets those lines drawn across the chart. The
zero line is always drawn: every running score starts there, or at the totals a sheet carries
over (tarot and Need a Fourth? scores go below it); bridge draws no game line, because its game
is counted below the line and the chart shows the whole score. The chart has a place for each
deal that scored, labelled with its number; a deal thrown in that scored nothing has none.

Each game with a layout of its own (Chicago, rubber, tarot, Need a Fourth?, pitch, a rotating
evening) is shown as its players keep it on paper: the page takes the game's Markdown layout,
a restricted Markdown that our own code writes, and turns it into HTML with a small, strict
converter (:func:`_laid_out`). Its words are already said in the current language; here they
are only escaped. A game without a layout gets the shared table: a row per deal, each party's
points and running total.
"""

from __future__ import annotations

import re
from html import escape
from typing import TYPE_CHECKING

import attrs

from cardscore._text import Text
from cardscore.i18n import current, say
from cardscore.sheet._core import adapter
from cardscore.sheet._render import explained, said, standing

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.ledger import Next
    from cardscore.sheet._core import Row, Sheet

__all__ = ["html"]

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
"""


def style(paper: str = "a4") -> str:
    """The page's style sheet, for ``paper`` (``"a4"`` or ``"letter"``).

    A game whose layout writes its own page (a pairs session's) takes it from here too.
    """
    return _CSS.replace(_PAPER_SLOT, _PAGE[paper])


def on_paper(page: str, paper: str) -> str:
    """``page``, written with the style sheet's paper left open (:data:`_CSS`), for ``paper``."""
    return page.replace(_PAPER_SLOT, _PAGE[paper], 1)


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


def html(sheet: Sheet, *, explain: bool = False, paper: str = "a4") -> str:
    """The sheet as one self-contained HTML page, ready to print.

    With ``explain``, each deal's items (what was scored and why) follow its row. ``paper``
    is the page's size, ``"a4"`` (the default) or ``"letter"``.
    """
    game = adapter(sheet.scoresheet.game)
    parties = sheet.parties
    title = said(sheet.title)
    kind = (
        Text("{game} · Players: {names}", game=game.title, names=", ".join(parties))
        if game.parties == "players"
        else Text("{game} · Sides: {names}", game=game.title, names=", ".join(parties))
    )
    lines = page_top(title, say(kind), style(paper))
    laid = None if game.layout is None else game.layout(sheet, "markdown", explain=explain)
    if laid is not None:
        lines += _laid_out(laid)
    else:
        lines += _table(sheet, explain=explain)
        lines.append(_paragraph("result", Text("Result: {standing}", standing=standing(sheet))))
        upcoming = sheet.ledger.next
        if not sheet.finished and upcoming is not None:
            lines.append(_paragraph("next", Text("Next: {deal}", deal=_next(upcoming, parties))))
    lines += _chart(sheet)
    if sheet.notes:
        lines.append('<div class="notes">')
        notes = [say(Text("Note: {note}", note=note)) for note in sheet.notes]
        lines += [f"<p>{escape(note)}</p>" for note in notes]
        lines.append("</div>")
    lines += ["</body>", "</html>"]
    return "\n".join(lines)


def _paragraph(kind: str, text: Text) -> str:
    return f'<p class="{kind}">{escape(say(text))}</p>'


def _signed(points: int) -> str:
    return f"{points:+d}" if points else "0"


def _table(sheet: Sheet, *, explain: bool) -> list[str]:
    parties = sheet.parties
    names = "".join(f'<th class="party first" colspan="2">{escape(name)}</th>' for name in parties)
    points, total = escape(say(Text("pts"))), escape(say(Text("total")))
    subheads = f'<th class="first">{points}</th><th>{total}</th>' * len(parties)
    deal, played = escape(say(Text("deal"))), escape(say(Text("played")))
    lines = [
        "<table>",
        "<thead>",
        (
            f'<tr><th class="deal" rowspan="2">{deal}</th>'
            f'<th class="played" rowspan="2">{played}</th>{names}</tr>'
        ),
        f"<tr>{subheads}</tr>",
        "</thead>",
        "<tbody>",
    ]
    for row in sheet.rows:
        lines.append(_row(row))
        if explain:
            lines += _why(row, len(parties))
    lines.append("</tbody>")
    totals = "".join(
        f'<td class="num first"></td><td class="num total">{points}</td>'
        for points in sheet.totals.values()
    )
    lines += [
        f'<tfoot><tr><td class="deal"></td><td class="played">{total}</td>{totals}</tr></tfoot>',
        "</table>",
    ]
    return lines


def _row(row: Row) -> str:
    number = "" if row.number is None else str(row.number)
    void = row.number is None and not any(row.scored)
    cells = "".join(
        f'<td class="num first">{_signed(points)}</td><td class="num total">{total}</td>'
        for points, total in zip(row.scored, row.running, strict=True)
    )
    kind = ' class="void"' if void else ""
    return (
        f'<tr{kind}><td class="deal">{number}</td>'
        f'<td class="played">{unbroken(escape(said(row.played)))}</td>{cells}</tr>'
    )


def _why(row: Row, parties: int) -> list[str]:
    # The deal's items, grouped by what they are, as the text sheet writes them.
    span = 1 + 2 * parties
    return [
        f'<tr class="why"><td class="deal"></td><td colspan="{span}">{escape(note)}</td></tr>'
        for (note,) in explained(row.items, "")
    ]


def _next(upcoming: Next, parties: Sequence[str]) -> Text:
    dealer = "" if upcoming.dealer is None else Text("; dealer {dealer}", dealer=upcoming.dealer)
    vulnerability: str = ""
    if upcoming.vulnerable is not None:
        vulnerable = [name for name in parties if name in upcoming.vulnerable]
        if not vulnerable:
            vulnerability = Text("; nobody vulnerable")
        elif len(vulnerable) == len(parties):
            vulnerability = Text("; both vulnerable")
        else:
            vulnerability = Text("; vulnerable {sides}", sides=", ".join(vulnerable))
    parts: str = ""
    if upcoming.partscores is not None:
        scores = upcoming.partscores
        # A rotating evening's part scores are the four seated players': the others have none.
        written = ", ".join(f"{name} {scores[name]}" for name in parties if name in scores)
        parts = Text("; part scores {scores}", scores=written)
    return Text(
        "deal {number}{dealer}{vulnerability}{partscores}",
        number=upcoming.number,
        dealer=dealer,
        vulnerability=vulnerability,
        partscores=parts,
    )


# --- A game's own layout: its Markdown, converted ----------------------------------------------

# The rubber pad's rules, as its Markdown layout draws them across the two score columns.
_RULES = {"═══": "line", "───": "gameline"}
_CELL = re.compile(r"(?<!\\)\|")  # a cell's edge: a pipe the layout did not escape


# A word a line must not break inside: one with a hyphen or a minus in it (a contract and its
# result, 3NTX-1; a score, -700), which a browser would otherwise break after the hyphen.
_HYPHENATED = re.compile(r"(?<![^\s>])([^\s<>]*[-\u2010\u2013\u2212][^\s<>]*)(?![^\s<])")


def unbroken(html: str) -> str:
    """``html`` with each word that holds a hyphen kept on one line (``<span class="nb">``).

    >>> unbroken("3NTX-1, declarer E -700")
    '<span class="nb">3NTX-1,</span> declarer E <span class="nb">-700</span>'
    """
    return _HYPHENATED.sub(r'<span class="nb">\1</span>', html)


# A party's cell: its points, then what marks them (``-700 a choisi MENTEUR``, ``+116 T``).
_POINTS_MARKED = re.compile(r"(?P<points>[+\-]?\d+)\s+(?P<mark>\S.*)")


def _marked(cell: str) -> str:
    """A party's points and their mark, each kept whole: the line breaks between the two only.

    The marks' words stay together, so that a wide mark in one language takes two short lines
    in its column rather than squeezing the sheet's other columns.
    """
    found = _POINTS_MARKED.fullmatch(cell)
    if found is None:
        return unbroken(_inline(cell))
    points, mark = _inline(found["points"]), _inline(found["mark"])
    return f'<span class="nb">{points}</span> <span class="nb">{mark}</span>'


def _inline(text: str) -> str:
    r"""A line or cell of the layout as HTML: ``\|`` unescaped, ``**bold**`` kept as such."""
    text = text.replace("\\|", "|")
    if len(text) > 4 and text.startswith("**") and text.endswith("**"):
        return f"<strong>{escape(text[2:-2])}</strong>"
    return escape(text)


def _laid_out(markdown: str) -> list[str]:
    """The game's Markdown layout (after its ``##`` title, which the page has) as HTML.

    What our layouts write, and nothing else: ``###`` part titles, pipe tables, the
    heading's lines (a legend, the rules) as paragraphs, the outcome in bold and what
    follows in italics, a bold label heading a line (``**Standings:** ...``).
    """
    lines = markdown.split("\n")[1:]
    html: list[str] = []
    table: list[str] = []
    for line in [*lines, ""]:
        if line.startswith("|"):
            table.append(line)
            continue
        if table:
            html += _layout_table(table)
            table = []
        html += _layout_line(line)
    return html


def _layout_line(line: str) -> list[str]:
    line = line.removesuffix("  ")  # a Markdown line break: each line is a paragraph here
    if not line:
        return []
    if line.startswith("### "):
        return [f"<h3>{_inline(line[4:])}</h3>"]
    label, bold, rest = line[2:].partition("** ")
    if line.startswith("**") and bold and not label.endswith("*"):
        return [f'<p class="result"><strong>{_inline(label)}</strong> {_inline(rest)}</p>']
    if line.startswith("**") and line.endswith("**"):
        return [f'<p class="result">{_inline(line[2:-2])}</p>']
    if line.startswith("*") and line.endswith("*"):
        return [f'<p class="next">{_inline(line[1:-1])}</p>']
    return [f'<p class="legend">{_inline(line)}</p>']


def _cells(line: str) -> list[str]:
    return [cell.strip() for cell in _CELL.split(line.strip())[1:-1]]


def _layout_table(lines: list[str]) -> list[str]:
    header, rule, *body = map(_cells, lines)
    aligns = ["num" if cell.endswith(":") else "text" for cell in rule]
    rows = [_layout_row(cells, aligns) for cells in body]
    pad = any(cell in _RULES for cells in body for cell in cells)
    heads = "".join(
        f'<th class="{align}">{_inline(cell)}</th>'
        for cell, align in zip(header, aligns, strict=True)
    )
    return [
        f'<table class="{"pad" if pad else "layout"}">',
        f"<thead><tr>{heads}</tr></thead>",
        "<tbody>",
        *rows,
        "</tbody>",
        "</table>",
    ]


def _layout_row(cells: list[str], aligns: list[str]) -> str:
    rule = next((_RULES[cell] for cell in cells if cell in _RULES), None)
    why = next((index for index, cell in enumerate(cells) if cell.startswith("· ")), None)
    if rule is not None:
        kind = rule
        cells = ["" if cell in _RULES else cell for cell in cells]
    elif why is not None:
        kind = "why"
        cells[why] = cells[why][2:]
        if not any(cells[why + 1 :]):  # a note alone: it runs to the table's right edge
            span = len(cells) - why
            lead = "".join(f'<td class="{align}"></td>' for align in aligns[:why])
            return (
                f'<tr class="why">{lead}'
                f'<td class="text" colspan="{span}">{unbroken(_inline(cells[why]))}</td></tr>'
            )
    elif all(cell.startswith("**") for cell in cells if cell) or say(Text("total")) in cells:
        kind = "total"
    elif not cells[0] and not any(cells[len(cells) // 2 :]):
        kind = "void"  # a deal not counted: no number, no points
    else:
        kind = "deal"
    row = "".join(
        f'<td class="{align}">{_marked(cell) if align == "num" else unbroken(_inline(cell))}</td>'
        for cell, align in zip(cells, aligns, strict=True)
    )
    return f'<tr class="{kind}">{row}</tr>'


# --- The chart --------------------------------------------------------------------------------


def _lines(sheet: Sheet) -> list[tuple[int, str]]:
    """The lines across the chart: zero, and the rules' target and losing score if any."""
    rules = getattr(sheet.ledger, "rules", None)
    lines = [(0, "0")]
    target = getattr(rules, "target", None)
    if type(target) is int:
        lines.append((target, say(Text("target {target}", target=target))))
    lose_at = getattr(rules, "lose_at", None)
    if type(lose_at) is int:
        lines.append((lose_at, say(Text("loses at {score}", score=lose_at))))
    return lines


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


def _chart(sheet: Sheet) -> list[str]:
    rows = sheet.rows
    if not rows:
        nothing = say(Text("No deal played yet."))
        return [_heading(), f"<p>{escape(nothing)}</p>"]
    charted = _charted(rows)
    if not charted:  # only deals that scored nothing: thrown in, passed out
        nothing = say(Text("No deal played yet."))
        return [_heading(), f"<p>{escape(nothing)}</p>"]
    first = rows[0]
    start = [total - points for total, points in zip(first.running, first.scored, strict=True)]
    series = [
        [begin, *(row.running[index] for _, row in charted)] for index, begin in enumerate(start)
    ]
    marks = _lines(sheet)
    values = [value for line in series for value in line] + [value for value, _ in marks]
    bottom, top, step = _scale(min(values), max(values))
    plot = _Plot(bottom, max(top, bottom + step), max(len(charted), 1))
    title = say(Text("Running score, deal by deal"))
    svg = [
        (
            '<svg class="chart" xmlns="http://www.w3.org/2000/svg"'
            f' viewBox="0 0 {_WIDTH} {_HEIGHT}" role="img" aria-labelledby="chart-title">'
        ),
        f'<title id="chart-title">{escape(title)}</title>',
        "<defs>",
        *(_marker(index) for index in range(len(series))),
        "</defs>",
        '<g font-size="18" fill="#000">',
        *_axes(plot, step, [label for label, _ in charted]),
        *_marks(plot, marks),
        "</g>",
        *(_polyline(plot, index, line) for index, line in enumerate(series)),
        "</svg>",
    ]
    legend = [
        f"<li>{_swatch(index)}{escape(name)} {total}</li>"
        for index, (name, total) in enumerate(sheet.totals.items())
    ]
    return [
        "<figure>",
        _heading(),
        *svg,
        '<ul class="legend">',
        *legend,
        "</ul>",
        "</figure>",
    ]


def _heading() -> str:
    heading = say(Text("Running score"))
    return f"<h2>{escape(heading)}</h2>"


def _charted(rows: Sequence[Row]) -> list[tuple[str, Row]]:
    """The rows the chart has a position for, each with its label along the bottom.

    A deal played is labelled with its number; a deal that did not count has a position only
    when it scored (an All Fours redeal's kicks), labelled with the number of the deal it was
    dealt for in brackets; the closing row of a rubber settled early is the end. A thrown-in
    deal that scored nothing takes no position.
    """
    charted: list[tuple[str, Row]] = []
    numbers = [row.number for row in rows]
    for index, row in enumerate(rows):
        if row.number is not None:
            charted.append((str(row.number), row))
        elif any(row.scored):
            later = next((number for number in numbers[index:] if number is not None), None)
            earlier = [number for number in numbers[:index] if number is not None]
            if row.line is None:  # the closing row: no deal was dealt for it
                charted.append((say(Text("end")), row))
            else:
                playing = later if later is not None else max(earlier, default=0) + 1
                charted.append((f"({playing})", row))
    return charted


def _axes(plot: _Plot, step: int, labels: Sequence[str]) -> list[str]:
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
    deal = escape(say(Text("deal")))
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
