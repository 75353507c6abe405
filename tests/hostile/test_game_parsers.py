"""Hostile text for every other game's parsers and the scoresheet reader (issue 20).

The same families of strings as ``test_bridge_parsers`` (runs of whitespace, runs of
digits, mixed symbols at 10 to 100,000 characters) go through the honours, tarot, Need a
Fourth?, pitch and scoresheet parsers, with the issue's own strings first. Every call
returns or raises ScoreError; a value's text past its limit is refused unread (the same work
at 2,000 and 200,000 characters), and a whole document is read in linear work (counted with
:mod:`tests.work`, never timed).
"""

from __future__ import annotations

import json
from decimal import Decimal
from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, chicago, needafourth, pitch, rubber, sheet, tarot
from tests.bad_input import wrong
from tests.hostile.test_bridge_parsers import FAMILIES, LENGTHS, _call
from tests.work import assert_linear, assert_refused_by_length

if TYPE_CHECKING:
    from collections.abc import Callable

_HONOURS = chicago.Match(rules=chicago.Rules(honours=True))
_RUBBER = rubber.Rubber(rules=rubber.Rules(honours=True))
_HANDS = ("Ann", "Bob", "Cid")


def _sheet_line(text: str) -> object:
    # One deal of a Chicago sheet, as a user would type it in the file (each text value in
    # a sheet is refused past 1,000 characters, after the file itself is read).
    return sheet.score(sheet.loads(json.dumps({"game": "chicago", "deals": [text]})))


PARSERS: dict[str, Callable[[str], object]] = {
    "chicago honours": lambda text: _HONOURS.record("4S", 10, declarer="N", honours=text),
    "rubber honours": lambda text: _RUBBER.record("4S", 10, declarer="NS", honours=text),
    "chicago result": lambda text: chicago.Match().record(text, declarer="N"),
    "tarot points": lambda text: tarot.settle("garde", bouts=2, points=text),
    "tarot contract": lambda text: tarot.settle(text, bouts=2, points=45),
    "tarot poignee": lambda text: tarot.settle("garde", bouts=2, points=45, poignees=[text]),
    "tarot cards": tarot.parse_cards,
    "tarot card": tarot.Card.parse,
    "needafourth contract": lambda text: needafourth.settle(text, 9),
    "needafourth auction": lambda text: needafourth.Auction(text, players=_HANDS, dealer="Ann"),
    "needafourth hand": needafourth.hcp,
    "pitch cards": pitch.parse_cards,
    "pitch card": pitch.parse_card,
    "pitch rules": lambda text: pitch.Rules(low=text),
}

# A whole scoresheet may legally be long (up to 10 MB): it is read in linear work, so
# 100 times the text may cost about 100 times as much, never 10,000 times.
DOCUMENTS: dict[str, Callable[[str], object]] = {
    "sheet document": sheet.loads,
    "a deal in a sheet": _sheet_line,
}


@pytest.mark.parametrize("parser", [*PARSERS.values(), *DOCUMENTS.values()])
def test_issue_20_strings_are_score_errors(parser: Callable[[str], object]) -> None:
    for text in (
        " " * 200 + "x",
        "NS" + " " * 800 + "!",
        "NS:" + "9" * 5_000,
        "1e999999999999999999",
        "1e10000000",
        "4S" + " " * 16_000 + "!",
        "\x00",
    ):
        _call(parser, text)


@pytest.mark.parametrize("parser", [*PARSERS.values(), *DOCUMENTS.values()])
@pytest.mark.parametrize("family", FAMILIES.values(), ids=FAMILIES.keys())
def test_every_length_returns_or_raises_score_error(
    parser: Callable[[str], object], family: Callable[[int], str]
) -> None:
    for n in LENGTHS:
        _call(parser, family(n))


@pytest.mark.parametrize("parser", PARSERS.values(), ids=PARSERS.keys())
@pytest.mark.parametrize("family", FAMILIES.values(), ids=FAMILIES.keys())
def test_long_text_is_refused_by_its_length_before_any_regex(
    parser: Callable[[str], object], family: Callable[[int], str]
) -> None:
    assert_refused_by_length(parser, family)


@pytest.mark.parametrize("parser", DOCUMENTS.values(), ids=DOCUMENTS.keys())
@pytest.mark.parametrize("family", FAMILIES.values(), ids=FAMILIES.keys())
def test_a_whole_document_is_read_in_linear_work(
    parser: Callable[[str], object], family: Callable[[int], str]
) -> None:
    assert_linear(parser, family)


def test_a_list_of_tarot_cards_is_bounded() -> None:
    whole = ", ".join("Excuse" if card.is_excuse else str(card) for card in tarot.PACK)
    assert len(tarot.parse_cards(whole)) == 78
    with pytest.raises(ScoreError, match=r"^cards: .* at most 640 characters in all$"):
        tarot.parse_cards("RS " + " " * 700)


def test_the_issue_20_figures_are_refused_at_once() -> None:
    # Numbers are bounded before conversion: no Decimal with a huge exponent is ever built.
    for points in ("1e999999999999999999", "1e10000000"):
        with pytest.raises(ScoreError, match=r"^points: "):
            tarot.settle("garde", bouts=2, points=points)
    for special in ("NaN", "sNaN", "Infinity", "-Infinity"):
        with pytest.raises(ScoreError, match="NaN, sNaN and the infinities"):
            tarot.settle("garde", bouts=2, points=Decimal(special))
        with pytest.raises(ScoreError, match=r"^redoubled_overtrick: "):
            needafourth.Rules(redoubled_overtrick=wrong(Decimal(special)))
    with pytest.raises(ScoreError, match=r"^honours: "):
        _RUBBER.record("4S", 10, declarer="NS", honours="NS:" + "1" * 5_000)


def test_a_sheet_with_a_huge_number_or_deep_nesting_is_a_sheet_error() -> None:
    huge = '{"game": "tarot", "players": ["A", "B", "C"], "deals": [], "x": 1' + "0" * 5_000 + "}"
    with pytest.raises(sheet.SheetError, match="digits"):
        sheet.loads(huge)
    deep = '{"game": "chicago", "deals": ' + "[" * 10_000 + "]" * 10_000 + "}"
    with pytest.raises(sheet.SheetError):
        sheet.loads(deep)
    with pytest.raises(sheet.SheetError):
        sheet.loads("\x00")
