"""Strategies for laid-out sheets: the data every face of a scoresheet draws."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from hypothesis import strategies as st

from cardscore import i18n, sheet
from cardscore.strategies._ledgers import _chicago_sheets, sheets

if TYPE_CHECKING:
    from cardscore.ledger import Ledger

__all__ = [
    "sheet_cells",
    "sheet_charts",
    "sheet_columns",
    "sheet_layout_functions",
    "sheet_layouts",
    "sheet_lines",
    "sheet_sections",
    "sheet_sentences",
    "sheet_series",
]


def _laid(scored: sheet.Sheet, *, explain: bool, lang: str, spreadsheet: bool) -> sheet.Layout:
    return scored.layout(explain=explain, lang=lang, spreadsheet=spreadsheet)


def sheet_layouts() -> st.SearchStrategy[sheet.Layout]:
    """A scored sheet of any game laid out (:meth:`cardscore.sheet.Sheet.layout`).

    In any language, with or without each deal's explanations, as paper or as spreadsheet.
    """
    return st.builds(
        _laid,
        sheets(),
        explain=st.booleans(),
        lang=st.sampled_from(i18n.LANGUAGES),
        spreadsheet=st.booleans(),
    )


def _on_paper(scored: sheet.Sheet, *, explain: bool, lang: str) -> sheet.Layout:
    return scored.layout(explain=explain, lang=lang)


def _played() -> st.SearchStrategy[sheet.Layout]:
    # A layout with at least one deal's row: a Chicago match of one deal or more, on paper.
    chicago = st.builds(sheet.score, _chicago_sheets(min_deals=1))
    return st.builds(
        _on_paper, chicago, explain=st.booleans(), lang=st.sampled_from(i18n.LANGUAGES)
    )


@st.composite
def sheet_sections(draw: st.DrawFn) -> sheet.Section:
    """One section (a table, or a title alone) of a laid-out sheet."""
    return draw(st.sampled_from(draw(sheet_layouts()).sections))


@st.composite
def sheet_lines(draw: st.DrawFn) -> sheet.Line:
    """One row of a laid-out sheet's table: a deal, a void deal, an explanation, totals..."""
    lines = [line for section in draw(sheet_layouts()).sections for line in section.lines]
    if not lines:  # a sheet of no deal yet: one that has some
        lines = [line for section in draw(_played()).sections for line in section.lines]
    return draw(st.sampled_from(lines))


@st.composite
def sheet_cells(draw: st.DrawFn) -> sheet.Cell:
    """One cell of a laid-out sheet's table (its words, and its mark if any)."""
    lines = [line for section in draw(_played()).sections for line in section.lines]
    return draw(st.sampled_from([cell for line in lines for cell in line.cells]))


@st.composite
def sheet_columns(draw: st.DrawFn) -> sheet.Column:
    """One column of a laid-out sheet's table: its heading and alignment."""
    columns = [column for section in draw(sheet_layouts()).sections for column in section.columns]
    return draw(st.sampled_from(columns))


@st.composite
def sheet_sentences(draw: st.DrawFn) -> sheet.Sentence:
    """One sentence of a laid-out sheet's ending: the result, the standings, what is next."""
    return draw(st.sampled_from(draw(_played()).ending))


@st.composite
def sheet_charts(draw: st.DrawFn) -> sheet.Chart:
    """A laid-out sheet's running-score chart (every game's but a pairs session's)."""
    paper = st.builds(
        _on_paper, sheets(), explain=st.booleans(), lang=st.sampled_from(i18n.LANGUAGES)
    )
    laid = draw(paper.filter(lambda laid: laid.chart is not None))
    return cast("sheet.Chart", laid.chart)  # the filter's: not None


@st.composite
def sheet_series(draw: st.DrawFn) -> sheet.Series:
    """One party's line on a laid-out sheet's chart."""
    return draw(st.sampled_from(draw(sheet_charts()).series))


def sheet_layout_functions() -> st.SearchStrategy[sheet.LayoutOf[Ledger]]:
    """A registered game's own layout (``Adapter.layout``), as a third party would call it."""
    layouts = [
        layout for name in sheet.games() if (layout := sheet.adapter(name).layout) is not None
    ]
    return st.sampled_from(layouts)
