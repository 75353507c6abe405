"""The printable HTML sheet (issue 17, "on paper"): its markup, escaping and chart.

The page is read back as XML (it is written well-formed on purpose), so each test looks at
the cells and the SVG elements themselves, not at substrings. The scores checked by hand
come from the example files' comments and the rules they cite: the French Tarot Federation's
rules (FFT) for tarot, the Laws of Duplicate Bridge with the ACBL's Chicago rules (pagat.com,
"Chicago") for Chicago, and pagat.com's "Auction Pitch" for pitch.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import attrs
import pytest

from cardscore import sheet
from cardscore.sheet import _html

EXAMPLES = Path(__file__).resolve().parent.parent / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.toml"))
SVG = "{http://www.w3.org/2000/svg}"


def page(result: sheet.Sheet) -> ET.Element:
    """The page parsed as XML: fails (ParseError) unless it is well-formed."""
    text = result.render("html")
    assert text.startswith("<!DOCTYPE html>\n")
    # The page this test just rendered, not outside data: the XML parser's hazards (entity
    # expansion, external entities) need a DOCTYPE with declarations, which the check above
    # rules out.
    return ET.fromstring(text.removeprefix("<!DOCTYPE html>\n"))  # noqa: S314


def scored(data: dict[str, sheet.Value]) -> sheet.Sheet:
    return sheet.score(sheet.Scoresheet.from_data(data))


def example(name: str) -> sheet.Sheet:
    return sheet.score(sheet.load(EXAMPLES / f"{name}.toml"))


def words(element: ET.Element) -> str:
    return " ".join("".join(element.itertext()).split())


def body_rows(root: ET.Element) -> list[list[str]]:
    return [[words(cell) for cell in row] for row in root.iter("tr") if row.find("td") is not None]


def polylines(root: ET.Element) -> list[list[tuple[int, int]]]:
    lines = []
    for line in root.iter(f"{SVG}polyline"):
        pairs = [point.split(",") for point in line.attrib["points"].split()]
        lines.append([(int(x), int(y)) for x, y in pairs])
    return lines


def marks(root: ET.Element) -> list[int]:
    """The y of each line drawn across the chart (zero, target, losing score)."""
    return [
        int(line.attrib["y1"])
        for line in root.iter(f"{SVG}line")
        if "mark" in line.attrib.get("class", "")
    ]


def test_html_is_a_format() -> None:
    assert "html" in sheet.FORMATS


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_every_cell_of_every_example(path: Path) -> None:
    result = sheet.score(sheet.load(path))
    root = page(result)
    assert words(root.find("head/title")) == result.title  # type: ignore[arg-type]
    assert words(root.find("body/h1")) == result.title  # type: ignore[arg-type]
    heads = [words(cell) for cell in root.iter("th") if "party" in cell.attrib.get("class", "")]
    assert heads == list(result.parties)
    rows = body_rows(root)
    expected = [
        [
            "" if row.number is None else str(row.number),
            row.played,
            *(
                cell
                for points, total in zip(row.scored, row.running, strict=True)
                for cell in (f"{points:+d}" if points else "0", str(total))
            ),
        ]
        for row in result.rows
    ]
    totals = [cell for total in result.totals.values() for cell in ("", str(total))]
    assert rows == [*expected, ["", "total", *totals]]
    standing = ", ".join(f"{name} {total}" for name, total in result.totals.items())
    assert f"Result: {result.result} ({standing})" in words(root)


def test_tarot_cells_hand_worked() -> None:
    # examples/tarot.toml, deal 1 (FFT: garde, 2 bouts, 45 of a target of 41): the unit is
    # (25 + 4) x 2 = 58; the taker Ann scores 2 x 58, her partner Cid 58, each defender -58.
    root = page(example("tarot"))
    first = body_rows(root)[0]
    assert first[0] == "1"
    assert first[2::2] == ["+116", "-58", "+58", "-58", "-58"]
    assert first[3::2] == ["116", "-58", "58", "-58", "-58"]
    # The void deal is shown, not numbered, and scores nothing.
    void = [row for row in root.iter("tr") if row.attrib.get("class") == "void"]
    assert [[words(cell) for cell in row] for row in void] == [
        ["", "void (all pass)", "0", "142", "0", "-110", "0", "84", "0", "-84", "0", "-32"]
    ]


def test_chicago_totals_hand_worked() -> None:
    # examples/chicago.toml: 2S+1 = 90; 3NT= vulnerable = 100 + 500; 4HX-2 not vulnerable
    # = 100 + 200 to NS; 2H= on the fourth deal = 60 + 100. NS 550, EW 600: EW win.
    root = page(example("chicago"))
    assert body_rows(root)[-1] == ["", "total", "", "550", "", "600"]
    assert "Result: won by EW (NS 550, EW 600)" in words(root)


def test_escapes_every_user_string() -> None:
    hostile: list[sheet.Value] = [
        "<b>Ann</b>",
        "Bob & Co",
        '"Cid"><img src=x onerror=alert(1)>',
        "Dan's",
    ]
    title = "<script>alert('x')</script> & friends"
    result = scored(
        {
            "game": "tarot",
            "title": title,
            "players": hostile,
            "deals": [{"taker": "<b>Ann</b>", "contract": "garde", "bouts": 2, "points": 45}],
        }
    )
    text = result.render("html")
    for raw in ("<script", "<b>", "<img", "& friends", "Bob & Co"):
        assert raw not in text
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; friends" in text
    root = page(result)
    assert words(root.find("body/h1")) == title  # type: ignore[arg-type]
    heads = [words(cell) for cell in root.iter("th") if "party" in cell.attrib.get("class", "")]
    assert heads == hostile
    assert body_rows(root)[0][1] == "garde by <b>Ann</b>: 2 bouts, 45"
    legend = [words(item) for item in root.iter("li")]
    # FFT: garde, 2 bouts, 45 of 41 at four: (25 + 4) x 2 = 58, the taker 3 x 58.
    assert legend == [
        "<b>Ann</b> 174",
        "Bob & Co -58",
        '"Cid"><img src=x onerror=alert(1)> -58',
        "Dan's -58",
    ]


def test_self_contained_no_script_no_fetch() -> None:
    text = example("pitch").render("html")
    assert "<script" not in text
    assert "@import" not in text
    assert re.findall(r"\b(?:src|href)=", text) == []
    assert set(re.findall(r"url\(([^)]*)\)", text)) == {"#m0", "#m1"}
    assert set(re.findall(r"https?://[^\"' ]+", text)) == {"http://www.w3.org/2000/svg"}
    assert "@page" in text


@pytest.mark.parametrize(
    ("name", "parties", "rows"), [("tarot", 5, 6), ("pitch", 2, 13), ("drawbridge", 2, 5)]
)
def test_a_polyline_per_party_with_a_point_per_row(name: str, parties: int, rows: int) -> None:
    lines = polylines(page(example(name)))
    assert len(lines) == parties
    for line in lines:
        assert len(line) == rows + 1  # the start, then one point per row of the sheet
        xs = [x for x, _ in line]
        assert xs == sorted(set(xs))


def test_tarot_chart_starts_at_zero_and_ends_in_order() -> None:
    root = page(example("tarot"))
    (zero,) = marks(root)  # no target in tarot: the zero line only
    lines = polylines(root)
    assert {line[0][1] for line in lines} == {zero}
    # Final totals: Ann 358, Bob -598, Cid 406, Dan -818, Eve 652: higher is further up.
    ends = [line[-1][1] for line in lines]
    assert sorted(range(5), key=ends.__getitem__) == [4, 2, 0, 1, 3]
    assert ends[0] < zero < ends[1]


def test_pitch_chart_marks_the_target() -> None:
    root = page(example("pitch"))
    zero, target = marks(root)
    assert "target 21" in words(root)
    us, _ = polylines(root)
    # examples/pitch.toml: Us reach 21 after deal 12 but were not bidding (play on); 23 after 13.
    assert us[12][1] == target
    assert us[13][1] < target < zero
    assert us[3][1] == zero  # set back to 0 on deal 3 (bid 4, took 2 of the 4 points)


def test_pitch_lose_at_is_marked_too() -> None:
    result = scored(
        {
            "game": "pitch",
            "sides": ["Us", "Them"],
            "options": {"lose_at": -11},
            "deals": [{"bidder": "Us", "bid": 4, "high": "Us", "low": "Them", "game": "Them"}],
        }
    )
    root = page(result)
    zero, target, lose = marks(root)
    assert target < zero < lose
    assert "loses at -11" in words(root)
    us, _ = polylines(root)
    assert zero < us[1][1] < lose  # set back 4: -4 is below zero, above -11


@pytest.mark.parametrize("name", ["chicago", "rubber", "drawbridge", "needafourth"])
def test_bridge_games_have_only_the_zero_line(name: str) -> None:
    root = page(example(name))
    assert len(marks(root)) == 1
    assert "target" not in words(root)


def test_parties_differ_in_black_and_white() -> None:
    root = page(example("tarot"))
    styles = [
        (line.attrib.get("stroke-dasharray"), line.attrib["marker-mid"])
        for line in root.iter(f"{SVG}polyline")
    ]
    assert len({dash for dash, _ in styles}) == 5
    assert len({marker for _, marker in styles}) == 5
    shapes = [ET.tostring(marker) for marker in root.iter(f"{SVG}marker")]
    assert len({re.sub(rb'id="m\d"', b"", shape) for shape in shapes}) == 5
    assert [words(item) for item in root.iter("li")] == [
        "Ann 358",
        "Bob -598",
        "Cid 406",
        "Dan -818",
        "Eve 652",
    ]


def test_unfinished_chicago_says_the_next_deal() -> None:
    # ACBL Chicago (pagat.com): after three deals West deals the fourth, both vulnerable; EW's
    # game on deal 2 cancelled NS's part score of 60 from deal 1, and 4HX-2 scores above.
    result = scored({"game": "chicago", "deals": ["N 2S+1", "E 3NT=", "W 4HX-2"]})
    root = page(result)
    (upcoming,) = (words(p) for p in root.iter("p") if p.attrib.get("class") == "next")
    assert upcoming == "Next: deal 4; dealer W; both vulnerable; part scores NS 0, EW 0"


def test_unfinished_chicago_part_score_and_vulnerability() -> None:
    # Deal 2: East deals, EW vulnerable; NS carry 60 below the line from 2S+1.
    root = page(scored({"game": "chicago", "deals": ["N 2S+1"]}))
    assert "Next: deal 2; dealer E; vulnerable EW; part scores NS 60, EW 0" in words(root)


def test_unfinished_rubber_nobody_vulnerable() -> None:
    root = page(scored({"game": "rubber", "deals": ["NS 2S+1"]}))
    assert "Next: deal 2; nobody vulnerable; part scores NS 60, EW 0" in words(root)


def test_finished_sheet_has_no_next() -> None:
    root = page(example("rubber"))
    assert [p for p in root.iter("p") if p.attrib.get("class") == "next"] == []


def test_empty_sheet() -> None:
    result = scored({"game": "tarot", "players": ["Ann", "Bob", "Cid", "Dan"], "deals": []})
    root = page(result)
    assert polylines(root) == []
    assert "No deal played yet." in words(root)
    assert "Next: deal 1; dealer Ann" in words(root)
    assert body_rows(root) == [["", "total", "", "0", "", "0", "", "0", "", "0"]]


def test_all_thrown_in_draws_flat_lines() -> None:
    result = scored({"game": "chicago", "deals": ["pass", "pass"]})
    root = page(result)
    (zero,) = marks(root)
    for line in polylines(root):
        assert [y for _, y in line] == [zero] * 3


def test_long_sheet_thins_the_labels_and_drops_markers() -> None:
    result = scored({"game": "needafourth", "players": ["A", "B", "C"], "deals": ["pass"] * 60})
    root = page(result)
    lines = polylines(root)
    assert [len(line) for line in lines] == [61, 61, 61]
    assert all("marker-mid" not in line.attrib for line in root.iter(f"{SVG}polyline"))
    # 60 deals, at most 26 labels: every third deal's number.
    assert deal_labels(root) == [str(number) for number in range(3, 61, 3)]


def test_deal_labels_count_back_from_the_last() -> None:
    # 70 deals: every third, counted back from the last, so that 69 does not crowd 70.
    result = scored({"game": "needafourth", "players": ["A", "B", "C"], "deals": ["pass"] * 70})
    assert deal_labels(page(result)) == [str(number) for number in range(1, 71, 3)]


def deal_labels(root: ET.Element) -> list[str]:
    return [
        words(text)
        for text in root.iter(f"{SVG}text")
        if text.attrib.get("text-anchor") == "middle"
    ]


def test_notes_are_printed_escaped() -> None:
    result = attrs.evolve(example("chicago"), notes=("evening.toml: <odd> & rare",))
    text = result.render("html")
    assert "<p>Note: evening.toml: &lt;odd&gt; &amp; rare</p>" in text


def test_scale_is_round_numbers() -> None:
    assert _html._scale(0, 23) == (0, 25, 5)
    assert _html._scale(-818, 652) == (-1000, 1000, 500)
    assert _html._scale(0, 0) == (0, 0, 1)
    assert _html._scale(-4, 3) == (-4, 3, 1)
    assert _html._scale(-9, 3) == (-10, 4, 2)


def test_explain_puts_each_deals_items_under_its_row() -> None:
    # examples/tarot.toml, deal 1 (FFT): garde, 2 bouts, 45 of a target of 41, made by 4;
    # the unit (25 + 4) x 2 = 58: Ann the taker +116, Cid her partner +58, defenders -58.
    result = example("tarot")
    text = result.render("html", explain=True)
    root = ET.fromstring(text.removeprefix("<!DOCTYPE html>\n"))  # noqa: S314 - our own page
    rows = [row for row in root.iter("tr") if row.find("td") is not None]
    why = [words(row) for row in rows if row.attrib.get("class") == "why"]
    assert why[0] == (
        "garde, 45 points, 2 bouts (target 41): made by 4, (25 + 4) × 2: "
        "Ann +116, Cid +58, Bob -58, Dan -58, Eve -58"
    )
    # Every note follows its own deal's row, and a void deal has none.
    first = [words(cell) for cell in rows[0]]
    assert first[0] == "1"
    assert rows[1].attrib.get("class") == "why"
    assert 'class="why"' not in result.render("html")
