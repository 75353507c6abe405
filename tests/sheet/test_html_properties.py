"""Properties of the printable HTML sheet, over generated evenings of every game."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

from hypothesis import given, settings

from cardscore import sheet
from cardscore.strategies import scoresheets

SVG = "{http://www.w3.org/2000/svg}"
RULES = {"═══", "───"}


def markdown_cells(markdown: str) -> list[list[str]]:
    """Every table row of the Markdown layout, its non-empty cells as a reader sees them."""
    rows = []
    for line in markdown.split("\n"):
        if not line.startswith("|") or line.startswith("|--"):
            continue
        cells = [cell.strip() for cell in re.split(r"(?<!\\)\|", line)[1:-1]]
        seen = [cell.replace("\\|", "|").removeprefix("· ") for cell in cells]
        seen = [cell[2:-2] if cell.startswith("**") else cell for cell in seen]
        rows.append([cell for cell in seen if cell and cell not in RULES])
    return rows


def html_cells(root: ET.Element) -> list[list[str]]:
    return [
        [text for text in ("".join(cell.itertext()) for cell in row) if text]
        for row in root.iter("tr")
    ]


@settings(max_examples=60, deadline=None)
@given(scoresheets())
def test_page_is_the_sheet_and_the_chart_is_its_totals(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    text = result.render("html")
    # Well-formed: the page this test just rendered, every user string escaped in it.
    root = ET.fromstring(text.removeprefix("<!DOCTYPE html>\n"))  # noqa: S314
    markdown = result.render("markdown")
    # The game's own table(s), cell for cell: the Markdown layout's words and numbers, with
    # its marks (bold, the rubber pad's rules, the notes' bullet) turned into markup.
    assert html_cells(root) == markdown_cells(markdown)
    shown = " ".join("".join(root.itertext()).split())
    for name, total in result.totals.items():
        assert name in shown
        assert str(total) in shown
    lines = [
        [tuple(map(int, point.split(","))) for point in line.attrib["points"].split()]
        for line in root.iter(f"{SVG}polyline")
    ]
    # A point per deal that scored: a thrown-in deal that scored nothing takes none.
    charted = [row for row in result.rows if row.number is not None or any(row.scored)]
    if not charted:
        assert lines == []
        return
    assert len(lines) == len(result.parties)
    first = result.rows[0]
    start = [total - points for total, points in zip(first.running, first.scored, strict=True)]
    series = [
        [begin, *(row.running[index] for row in charted)] for index, begin in enumerate(start)
    ]
    heights: dict[int, int] = {}
    for points, values in zip(lines, series, strict=True):
        assert len(points) == len(charted) + 1
        assert [x for x, _ in points] == sorted({x for x, _ in points})
        for (x, y), value in zip(points, values, strict=True):
            assert 0 <= x <= 1000
            assert 0 <= y <= 400
            assert heights.setdefault(value, y) == y  # one score, one height
    # A higher score is drawn higher up (a smaller y), whoever holds it.
    ordered = sorted(heights)
    assert [heights[value] for value in ordered] == sorted(heights.values(), reverse=True)
