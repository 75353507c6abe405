"""Properties of the printable HTML sheet, over generated evenings of every game."""

from __future__ import annotations

import xml.etree.ElementTree as ET

from hypothesis import given, settings

from cardscore import sheet
from cardscore.strategies import scoresheets

SVG = "{http://www.w3.org/2000/svg}"


@settings(max_examples=60, deadline=None)
@given(scoresheets())
def test_page_is_the_sheet_and_the_chart_is_its_totals(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    text = result.render("html")
    # Well-formed: the page this test just rendered, every user string escaped in it.
    root = ET.fromstring(text.removeprefix("<!DOCTYPE html>\n"))  # noqa: S314
    body = [row for row in root.iter("tr") if row.find("td") is not None]
    assert len(body) == len(result.rows) + 1  # and the totals
    for tr, row in zip(body, result.rows, strict=False):
        cells = ["".join(cell.itertext()) for cell in tr]
        assert cells[1] == row.played
        assert [int(cell) for cell in cells[2::2]] == list(row.scored)
        assert [int(cell) for cell in cells[3::2]] == list(row.running)
    lines = [
        [tuple(map(int, point.split(","))) for point in line.attrib["points"].split()]
        for line in root.iter(f"{SVG}polyline")
    ]
    if not result.rows:
        assert lines == []
        return
    assert len(lines) == len(result.parties)
    first = result.rows[0]
    start = [total - points for total, points in zip(first.running, first.scored, strict=True)]
    series = [
        [begin, *(row.running[index] for row in result.rows)] for index, begin in enumerate(start)
    ]
    heights: dict[int, int] = {}
    for points, values in zip(lines, series, strict=True):
        assert len(points) == len(result.rows) + 1
        assert [x for x, _ in points] == sorted({x for x, _ in points})
        for (x, y), value in zip(points, values, strict=True):
            assert 0 <= x <= 1000
            assert 0 <= y <= 400
            assert heights.setdefault(value, y) == y  # one score, one height
    # A higher score is drawn higher up (a smaller y), whoever holds it.
    ordered = sorted(heights)
    assert [heights[value] for value in ordered] == sorted(heights.values(), reverse=True)
