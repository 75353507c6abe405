"""The HTML sheet printed by a real browser (issue 17, "on paper").

Each example sheet is printed to PDF by headless Chromium on A4 and on Letter paper, then
read back with poppler's ``pdfinfo`` (one page, the paper asked for) and ``pdftotext``
(every name, every total and the result are on it).

Chromium and poppler-utils are system packages (Debian: ``apt-get install chromium
poppler-utils``); ``.ci/run`` installs them when missing. Without them these tests are
skipped, saying why, except in CI (the ``CI`` environment variable set), where a missing
tool is a failure: the gate must not pass without having printed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet

# Private on purpose: the one formatter every face shows totals with (no public face).
from cardscore._units import in_units, unit_of
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

EXAMPLES = paths.EXAMPLES
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.toml"))

TOOLS = {
    "chromium": shutil.which("chromium") or shutil.which("chromium-browser"),
    "pdfinfo": shutil.which("pdfinfo"),
    "pdftotext": shutil.which("pdftotext"),
}

# The papers a page must fit (A4 is narrower, Letter shorter); pdfinfo names them.
PAPERS = ("A4", "letter")


def tool(name: str) -> str:
    """The tool's path; a skip (a failure in CI) when any of the three is missing."""
    missing = [key for key, path in TOOLS.items() if path is None]
    if missing:
        reason = (
            f"{', '.join(missing)} not installed: the printed sheet is tested with headless "
            "Chromium and poppler-utils (apt-get install chromium poppler-utils)"
        )
        if os.environ.get("CI"):
            pytest.fail(f"CI must print the sheets: {reason}")
        pytest.skip(reason)
    path = TOOLS[name]
    assert path is not None
    return path


def print_to_pdf(page: str, folder: Path) -> Path:
    """``page`` printed by headless Chromium: the PDF, as a user's 'Save as PDF' makes it."""
    source = folder / "sheet.html"
    source.write_text(page, encoding="utf-8")
    pdf = folder / "sheet.pdf"
    command = [
        tool("chromium"),
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-pdf-header-footer",
        f"--user-data-dir={folder / 'profile'}",
        f"--print-to-pdf={pdf}",
        source.as_uri(),
    ]
    done = subprocess.run(command, capture_output=True, text=True, timeout=120, check=False)
    assert pdf.exists(), f"chromium printed nothing (exit {done.returncode}):\n{done.stderr}"
    return pdf


def pdf_info(pdf: Path) -> dict[str, str]:
    done = subprocess.run(
        [tool("pdfinfo"), str(pdf)], capture_output=True, text=True, timeout=60, check=True
    )
    pairs = (line.split(":", 1) for line in done.stdout.splitlines() if ":" in line)
    return {key.strip(): value.strip() for key, value in pairs}


def pdf_text(pdf: Path) -> str:
    done = subprocess.run(
        [tool("pdftotext"), "-enc", "UTF-8", "-layout", str(pdf), "-"],
        capture_output=True,
        timeout=60,
        check=True,
    )
    return done.stdout.decode("utf-8")


def on_paper(page: str, paper: str) -> str:
    """``page`` asking for ``paper`` (a printer's dialog does as much); Letter is the default."""
    return page.replace("</style>", f"@page {{ size: {paper}; }}</style>", 1)


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_example_prints_on_one_page(path: Path, paper: str, tmp_path: Path) -> None:
    result = sheet.score(sheet.load(path))
    pdf = print_to_pdf(on_paper(result.render("html"), paper), tmp_path)
    info = pdf_info(pdf)
    assert info["Pages"] == "1"
    assert info["Page size"].endswith(f"({paper})")
    text = pdf_text(pdf)
    tokens = set(re.findall(r"\S+", text))
    flat = " ".join(text.split())
    assert result.title in flat
    for name, total in result.totals.items():
        assert name in tokens
        # In the players' units (a pairs session counts tenths of a matchpoint), as printed;
        # a teams event's VPs always to two decimals (40.00), as VP tables print them.
        unit = unit_of(result.ledger)
        assert in_units(total, unit) in tokens or in_units(total, unit, always=True) in tokens
    # The game's own sheet, every cell of it: each word and number of the layout's tables
    # (the one every face draws) is printed, and so is every sentence of its result.
    laid = result.layout()
    for cell in layout_cells(laid):
        for token in cell.split():
            assert token in tokens, (token, cell)
    outcomes = [line.text for line in laid.ending if line.kind is sheet.Kind.RESULT]
    assert outcomes
    for outcome in outcomes:
        assert outcome in flat


def layout_cells(laid: sheet.Layout) -> list[str]:
    """Every cell, heading and rule's words of the layout's tables."""
    cells = []
    for section in laid.sections:
        cells += [column.heading for column in section.columns]
        for line in section.lines:
            cells += [str(cell) for cell in line.cells] + [line.text]
    return [cell for cell in cells if cell]


LONG_NAMES = ["Alexandrinaa", "Bartholomews", "Christophera", "Dominiqueeee", "Evangelineee"]


def test_long_names_keep_every_score_on_the_page(tmp_path: Path) -> None:
    # Five players of twelve letters: the table is wider than the page's line, so its
    # headings and words may break; no column of scores is lost off the page's edge. FFT:
    # garde, 2 bouts, 45 of 41: (25 + 4) x 2 = 58; the taker with a partner 116, the partner
    # 58, each defender -58.
    document = sheet.Scoresheet.from_data(
        {
            "game": "tarot",
            "players": list[sheet.Value](LONG_NAMES),
            "deals": [
                {
                    "taker": "Alexandrinaa",
                    "partner": "Evangelineee",
                    "contract": "garde",
                    "bouts": 2,
                    "points": 45,
                }
            ],
        }
    )
    pdf = print_to_pdf(sheet.score(document).render("html"), tmp_path)
    assert pdf_info(pdf)["Pages"] == "1"
    boxes = subprocess.run(
        [tool("pdftotext"), "-bbox", str(pdf), "-"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    page_width = float(re.findall(r'<page width="([\d.]+)"', boxes)[0])
    words = re.findall(
        r'<word xMin="([\d.]+)" yMin="[\d.]+" xMax="([\d.]+)"[^>]*>([^<]*)</word>', boxes
    )
    assert all(float(right) <= page_width for _, right, _ in words)
    # The last column, the partner's (+58 and the mark p), and its total, on the page.
    printed = [word for _, _, word in words]
    assert "Evangelineee" in "".join(printed)
    assert "+58" in printed


def test_hostile_names_print_as_typed(tmp_path: Path) -> None:
    players: list[sheet.Value] = ["<b>Ann</b>", "Bob&Co", "Cid's", "<script>x</script>"]
    document = sheet.Scoresheet.from_data(
        {
            "game": "tarot",
            "title": "<i>Friday</i>",
            "players": players,
            "deals": [{"taker": "Bob&Co", "contract": "garde", "bouts": 2, "points": 45}],
        }
    )
    pdf = print_to_pdf(sheet.score(document).render("html"), tmp_path)
    text = pdf_text(pdf)
    tokens = set(re.findall(r"\S+", text))
    assert "<i>Friday</i>" in tokens
    for name in players:
        assert name in tokens
    # FFT: garde, 2 bouts, 45 of 41 at four players: (25 + 4) x 2 = 58, the taker 3 x 58.
    assert "174" in tokens
