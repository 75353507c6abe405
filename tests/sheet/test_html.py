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
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import sheet

# Private on purpose: the chart's scale arithmetic, case by case (a page shows one scale).
from cardscore.sheet import _html, _registry
from tests import paths
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

EXAMPLES = paths.EXAMPLES
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


@pytest.fixture
def shared_table() -> Iterator[None]:
    """Every game without its own layout: the page's shared table, as a new game gets it."""
    with pytest.MonkeyPatch.context() as patch:
        for key, game in list(_registry._REGISTRY.items()):
            patch.setitem(_registry._REGISTRY, key, attrs.evolve(game, layout=None))
        yield


def layout_rows(root: ET.Element) -> list[tuple[str, list[str]]]:
    """Each body row of the game's own table(s): its class and its cells' words."""
    return [
        (row.attrib.get("class", ""), [words(cell) for cell in row])
        for table in root.iter("table")
        for row in table.iter("tr")
        if row.find("td") is not None
    ]


def header(root: ET.Element) -> list[str]:
    return [words(cell) for cell in root.iter("th")]


def paragraphs(root: ET.Element, kind: str) -> list[str]:
    return [words(p) for p in root.iter("p") if p.attrib.get("class") == kind]


def test_html_is_a_format() -> None:
    assert "html" in sheet.FORMATS


@pytest.mark.usefixtures("shared_table")
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_shared_table_every_cell_of_every_example(path: Path) -> None:
    result = sheet.score(sheet.load(path))
    root = page(result)
    assert words(wrong(root.find("head/title"))) == result.title
    assert words(wrong(root.find("body/h1"))) == result.title
    parties = list(result.parties)
    # A duplicate event names its boards (issue 39, item 4), every other game its deals.
    boards = result.scoresheet.game in {"pairs", "teams"}
    first = "board" if boards else "deal"
    assert header(root) == [first, "played", *parties, *(f"{name} total" for name in parties)]
    rows = body_rows(root)
    expected = [
        [
            ""
            if (row.board if boards else row.number) is None
            else str(row.board if boards else row.number),
            row.played,
            *(f"{points:+d}" if points else "0" for points in row.scored),
            *map(str, row.running),
        ]
        for row in result.rows
    ]
    assert rows == expected
    standing = ", ".join(f"{name} {total}" for name, total in result.totals.items())
    assert paragraphs(root, "result") == [f"result: {result.result} ({standing})"]


@pytest.mark.usefixtures("shared_table")
def test_tarot_cells_hand_worked() -> None:
    # examples/tarot.toml, deal 1 (FFT: garde, 2 bouts, 45 of a target of 41): the unit is
    # (25 + 4) x 2 = 58; the taker Ann scores 2 x 58, her partner Cid 58, each defender -58.
    root = page(example("tarot"))
    first = body_rows(root)[0]
    assert first[0] == "1"
    assert first[2:7] == ["+116", "-58", "+58", "-58", "-58"]
    assert first[7:] == ["116", "-58", "58", "-58", "-58"]
    # The void deal is shown, not numbered, and scores nothing.
    void = [row for row in root.iter("tr") if row.attrib.get("class") == "void"]
    assert [[words(cell) for cell in row] for row in void] == [
        ["", "void (all pass)", "0", "0", "0", "0", "0", "142", "-110", "84", "-84", "-32"]
    ]


@pytest.mark.usefixtures("shared_table")
def test_chicago_totals_hand_worked() -> None:
    # examples/chicago.toml: 2S+1 = 90; 3NT= vulnerable = 100 + 500; 4HX-2 not vulnerable
    # = 100 + 200 to NS; 2H= on the fourth deal = 60 + 100. NS 550, EW 600: EW win.
    root = page(example("chicago"))
    assert body_rows(root)[-1] == ["4", "S 2H=", "+160", "0", "550", "600"]
    assert paragraphs(root, "result") == ["result: won by EW (NS 550, EW 600)"]


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
    assert words(wrong(root.find("body/h1"))) == title
    assert header(root)[-4:] == hostile
    # The taker's row: the dealer (the first player), and her mark at four: "T", the taker.
    kind, cells = layout_rows(root)[0]
    assert (kind, cells[1], cells[7:]) == ("deal", "<b>Ann</b>", ["+174 T", "-58", "-58", "-58"])
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
    ("name", "parties", "rows"), [("tarot", 5, 5), ("pitch", 2, 13), ("drawbridge", 2, 5)]
)
def test_a_polyline_per_party_with_a_point_per_row(name: str, parties: int, rows: int) -> None:
    lines = polylines(page(example(name)))
    assert len(lines) == parties
    for line in lines:
        # The start, then one point per deal that scored (the tarot example's void deal has
        # none: it scored nothing).
        assert len(line) == rows + 1
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
            "deals": [
                {
                    "bidder": "Us",
                    "bid": 4,
                    "high": "Us",
                    "low": "Them",
                    "jack": "none",
                    "game": "Them",
                }
            ],
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


@pytest.mark.usefixtures("shared_table")
def test_unfinished_chicago_says_the_next_deal() -> None:
    # ACBL Chicago (pagat.com): after three deals West deals the fourth, both vulnerable; EW's
    # game on deal 2 cancelled NS's part score of 60 from deal 1, and 4HX-2 scores above.
    result = scored({"game": "chicago", "deals": ["N 2S+1", "E 3NT=", "W 4HX-2"]})
    root = page(result)
    (upcoming,) = (words(p) for p in root.iter("p") if p.attrib.get("class") == "next")
    assert upcoming == "Next: deal 4, W deals. Both vulnerable."


@pytest.mark.usefixtures("shared_table")
def test_unfinished_chicago_part_score_and_vulnerability() -> None:
    # Deal 2: East deals, EW vulnerable; NS carry 60 below the line from 2S+1.
    root = page(scored({"game": "chicago", "deals": ["N 2S+1"]}))
    assert paragraphs(root, "next") == [
        "Next: deal 2, E deals. EW vulnerable. Part scores: NS 60, EW 0."
    ]


@pytest.mark.usefixtures("shared_table")
def test_unfinished_rubber_nobody_vulnerable() -> None:
    root = page(scored({"game": "rubber", "deals": ["NS 2S+1"]}))
    assert paragraphs(root, "next") == [
        "Next: deal 2. Nobody vulnerable. Part scores: NS 60, EW 0."
    ]


def test_finished_sheet_has_no_next() -> None:
    root = page(example("rubber"))
    assert [p for p in root.iter("p") if p.attrib.get("class") == "next"] == []


@pytest.mark.usefixtures("shared_table")
def test_empty_sheet() -> None:
    result = scored({"game": "tarot", "players": ["Ann", "Bob", "Cid", "Dan"], "deals": []})
    root = page(result)
    assert polylines(root) == []
    assert "No deal played yet." in words(root)
    assert paragraphs(root, "next") == ["Next: deal 1, Ann deals."]
    assert body_rows(root) == []  # the table's headings, and no deal yet


def test_all_thrown_in_draws_no_line() -> None:
    # Two passed-out deals score nothing and take no place on the chart: nothing to draw.
    result = scored({"game": "chicago", "deals": ["pass", "pass"]})
    root = page(result)
    assert polylines(root) == []
    assert "No deal played yet." in words(root)


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
    rows = layout_rows(page_of(result.render("html", explain=True)))
    kinds = [kind for kind, _ in rows]
    assert kinds[:4] == ["deal", "running", "why", "deal"]
    assert rows[2][1] == [
        "",
        (
            "garde, 45 points, 2 bouts (target 41): made by 4, (25 + 4) × 2: "
            "Ann +116, Cid +58, Bob -58, Dan -58, Eve -58"
        ),
    ]
    # The void deal (between deals 2 and 3) has no note.
    void = kinds.index("void")
    assert kinds[void - 1 : void + 2] == ["why", "void", "deal"]
    assert 'class="why"' not in result.render("html")


def page_of(text: str) -> ET.Element:
    return ET.fromstring(text.removeprefix("<!DOCTYPE html>\n"))  # noqa: S314 - our own page


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_explain_rows_in_every_game(path: Path) -> None:
    # Every deal's items under it, each one said: the same words as the Markdown layout's.
    result = sheet.score(sheet.load(path))
    plain = layout_rows(page(result))
    explained = layout_rows(page_of(result.render("html", explain=True)))
    labels = {item.label for row in result.rows for item in row.items}
    text = " ".join(" ".join(cells) for _, cells in explained)
    for label in labels:
        assert label in text
    if result.scoresheet.game == "rubber":  # the pad: each entry named by its item
        assert "trick score" in text
        assert "trick score" not in " ".join(" ".join(cells) for _, cells in plain)
    else:
        assert {kind for kind, _ in explained} - {kind for kind, _ in plain} == {"why"}
        assert [row for row in explained if row[0] != "why"] == plain


# --- Each game's own layout, as its players keep it on paper ----------------------------------


def test_rubber_pad_has_the_line_each_game_line_and_the_bonus() -> None:
    # examples/rubber.toml (the Laws of Rubber Bridge, honours scored): EW's 4S= is game 1,
    # NS's 1NT= 2C+2 2S= (40 + 40 + 60) game 2, NS's 4S+1 game 3 and the rubber 2-1: 500
    # above the line with 100 for honours; NS 1220, EW 230.
    root = page(example("rubber"))
    assert header(root) == ["NS", "EW", ""]
    rows = layout_rows(root)
    kinds = [kind for kind, _ in rows]
    line = kinds.index("line")
    above, below = rows[:line], rows[line + 1 :]
    assert ("deal", ["500", "", "9. NS 4S+1 (honours NS:100): rubber bonus (2-1)"]) in above
    assert ("deal", ["100", "", "9. NS 4S+1 (honours NS:100): honours (four trump honours)"]) in (
        above
    )
    assert rows[line] == ("line", ["", "", "the line"])
    games = [cells for kind, cells in below if kind == "gameline"]
    assert games == [["", "", "game 1: EW"], ["", "", "game 2: NS"], ["", "", "game 3: NS"]]
    # Trick scores below the line, each game's closed by its rule: 60, 120 | 40, 40, 60 | 120.
    below_points = [cells[0] or cells[1] for kind, cells in below if kind == "deal"]
    assert below_points == ["60", "120", "40", "40", "60", "60", "120"]
    assert rows[-1] == ("total", ["1220", "230", "total"])
    assert paragraphs(root, "result") == ["NS wins the rubber 2–1; NS +990 on points"]
    table = root.find("body/table")
    assert table is not None
    assert table.attrib["class"] == "pad"
    text = example("rubber").render("html")
    assert "═" not in text  # the rules are drawn by the style sheet, not written
    assert "─" not in text


def test_unfinished_rubber_says_games_and_next() -> None:
    # One part score of 60 (2S+1: 60 below, 30 above); nobody has a game yet.
    root = page(scored({"game": "rubber", "deals": ["NS 2S+1"]}))
    assert paragraphs(root, "result") == ["in progress, games 0–0"]
    assert paragraphs(root, "next") == [
        "Next: deal 2. Nobody vulnerable. Part scores: NS 60, EW 0."
    ]


def test_chicago_has_dealer_vulnerability_and_part_scores() -> None:
    # examples/chicago.toml (ACBL Chicago, pagat.com): N deals deal 1, nobody vulnerable;
    # E's deal is passed out and E deals again; deal 4 West, both vulnerable. 2S+1 leaves
    # NS a part score of 60, wiped by EW's game; 2H= on the fourth deal earns 100.
    root = page(example("chicago"))
    assert header(root) == [
        "deal",
        "dealer",
        "vul",
        "played",
        "NS",
        "EW",
        "part NS",
        "part EW",
        "bonus",
    ]
    rows = layout_rows(root)
    # Each deal played, then its running totals on a row of their own.
    assert [(kind, cells[:4]) for kind, cells in rows] == [
        ("deal", ["1", "N", "none", "N 2S+1"]),
        ("running", ["", "", "", "total"]),
        ("void", ["", "E", "EW", "passed out"]),
        ("deal", ["2", "E", "EW", "E 3NT="]),
        ("running", ["", "", "", "total"]),
        ("deal", ["3", "S", "NS", "W 4HX-2"]),
        ("running", ["", "", "", "total"]),
        ("deal", ["4", "W", "both", "S 2H="]),
        ("running", ["", "", "", "total"]),
    ]
    assert rows[0][1][6:8] == ["60", "0"]
    assert rows[3][1][4:] == ["0", "+600", "0", "0", "EW game 500"]
    assert rows[4][1][4:6] == ["90", "600"]
    assert rows[7][1][-1] == "NS part score 100"
    assert rows[8][1][4:6] == ["550", "600"]
    assert paragraphs(root, "legend") == [
        "first dealer N; deals 2 and 3: the dealer's side vulnerable"
    ]
    assert paragraphs(root, "result") == ["result: EW win by 50 (NS 550, EW 600)"]


def test_unfinished_chicago_layout_says_the_next_deal() -> None:
    # After three deals West deals the fourth, both vulnerable; EW's game on deal 2 wiped
    # NS's part score of 60 from deal 1.
    root = page(scored({"game": "chicago", "deals": ["N 2S+1", "E 3NT=", "W 4HX-2"]}))
    assert paragraphs(root, "next") == ["Next: deal 4, W deals. Both vulnerable."]


def test_tarot_made_lost_marks_and_legend() -> None:
    # examples/tarot.toml (FFT, five players): deal 1 garde, 2 bouts, 45 of 41: made by 4;
    # deal 2 prise, 1 bout, 50.5 of 51: lost by a half, counted as 1; deal 3 Eve alone.
    root = page(example("tarot"))
    assert header(root) == [
        "deal",
        "dlr",
        "bid",
        "bouts",
        "pts",
        "result",
        "bonus",
        "Ann",
        "Bob",
        "Cid",
        "Dan",
        "Eve",
    ]
    legend = paragraphs(root, "legend")
    assert legend[0].startswith("P prise, G garde, GS garde sans, GC garde contre; T taker")
    rows = layout_rows(root)
    assert rows[0] == (
        "deal",
        ["1", "Ann", "G", "2", "45", "made by 4", "", "+116 T", "-58", "+58 p", "-58", "-58"],
    )
    assert rows[1] == (
        "running",
        ["", "", "", "", "", "", "total", "116", "-58", "58", "-58", "-58"],
    )
    assert rows[2][1][4:6] == ["50½", "lost by ½→1"]
    assert rows[4] == ("void", ["", "Cid", "", "", "", "void (all pass)", "", "", "", "", "", ""])
    assert rows[5][1][-1] == "+544 A"
    assert paragraphs(root, "result") == [
        "result: won by Eve (Ann 358, Bob -598, Cid 406, Dan -818, Eve 652)"
    ]


def test_need_a_fourth_marks_chooser_partner_and_liar() -> None:
    # examples/needafourth.toml: Bob chose Ann, bid 1NT on 12 points (a liar), 3NTX two down:
    # the liar pays 350 a trick, his partner 150 (2 x 350 = 700, 2 x 150 = 300).
    root = page(example("needafourth"))
    rows = layout_rows(root)
    # Each player's role after their points: Cat, left out, declared (and never scores).
    assert rows[0] == (
        "deal",
        ["1", "Ann", "3NTX-2", "-300 partner", "-700 chose LIAR", "0 declarer"],
    )
    assert rows[1] == ("running", ["", "", "total", "-300", "-700", "0"])
    assert rows[4] == ("void", ["3", "Cat", "thrown in (all passed)", "", "", ""])
    assert paragraphs(root, "legend") == [
        (
            "chose: the high bidder, who chose the partner; declarer: the player left out, "
            "who plays the dummy and never scores; LIAR: a bid broke a requirement"
        )
    ]


def test_pitch_has_each_point_by_name() -> None:
    # examples/pitch.toml (pagat.com, Auction Pitch): deal 3, Us bid 4 and took high and low
    # only: set back 4, the points in brackets (not counted).
    root = page(example("pitch"))
    assert header(root) == ["deal", "dealer", "bid", "high", "low", "jack", "game", "Us", "Them"]
    rows = layout_rows(root)
    assert rows[4] == (
        "deal",
        ["3", "Us", "Us 4 set back", "[Us]", "[Us]", "", "Them", "-4", "+1"],
    )
    assert rows[5] == ("running", ["", "", "total", "", "", "", "", "0", "5"])
    assert rows[0][1][3:7] == ["Us", "Them", "Us", "Us"]


def test_evening_has_a_table_per_chukker_and_standings() -> None:
    # A rotating evening of five (ACBL Chicago in rotation): Cid's 4S= makes 120 + 300 game
    # bonus for NS (Bob and Cid); a pass; N (Bob) 3NT= 100 + 300.
    document = (
        'game = "rotatingchicago"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n'
        'deals = ["Cid 4S=", "pass", "N 3NT="]\n'
    )
    root = page(sheet.score(sheet.loads(document)))
    (part,) = (words(h3) for h3 in root.iter("h3"))
    assert part == "chukker 1: N Bob, S Cid v E Dan, W Eve; sitting out: Ann"
    kinds = [kind for kind, _ in layout_rows(root)]
    assert kinds == ["deal", "running", "void", "deal", "running"]
    assert paragraphs(root, "result") == [
        "standings: 1. Bob 820 · 2. Cid 820 · 3. Ann 0 · 4. Dan 0 · 5. Eve 0",
        "result: in progress",
    ]
    assert [words(strong) for strong in root.iter("strong")] == ["standings:"]
    assert len(paragraphs(root, "next")) == 1


# A hand whose only point is high to A|B (every point named: low too, by P2).
_HIGH_ONLY: sheet.Value = {"high": "A|B", "low": "C*D*", "jack": "none", "game": "none"}


def test_a_pipe_in_a_name_is_a_pipe_not_a_cell() -> None:
    # Markdown writes "A|B" as "A\|B"; the page, drawn from the same layout, as typed.
    result = scored({"game": "allfours", "sides": ["A|B", "C*D*"], "deals": [_HIGH_ONLY]})
    root = page(result)
    assert header(root) == ["deal", "dealer", "high", "low", "jack", "game", "A|B", "C*D*"]
    assert layout_rows(root) == [
        ("deal", ["1", "A|B", "A|B", "C*D*", "", "", "+1", "+1"]),
        ("running", ["", "total", "", "", "", "", "1", "1"]),
    ]


@pytest.mark.usefixtures("shared_table")
def test_shared_table_explains_under_each_row() -> None:
    # examples/tarot.toml, deal 1 (FFT): garde, 2 bouts, 45 of 41: (25 + 4) x 2 = 58.
    root = page_of(example("tarot").render("html", explain=True))
    rows = [row for row in root.iter("tr") if row.find("td") is not None]
    assert [words(cell) for cell in rows[0]][:3] == [
        "1",
        "garde by Ann with Cid: 2 bouts, 45",
        "+116",
    ]
    assert rows[1].attrib["class"] == "why"
    assert words(rows[1]) == (
        "garde, 45 points, 2 bouts (target 41): made by 4, (25 + 4) × 2: "
        "Ann +116, Cid +58, Bob -58, Dan -58, Eve -58"
    )
