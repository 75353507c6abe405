"""Hostile text for the bridge and card parsers: refused by length, and nothing but ScoreError.

The strings of issue 20's harness (super-linear before: ``Result.parse("4S" + " " * n + "!")``
and ``Contract.parse("4" + " " * n + "S" + " " * n + "!")`` took 21 s at 16,000 characters;
``"4S-" + "0" * 100000 + "1"`` escaped as int()'s bare ValueError), then a generated family:
runs of whitespace, runs of digits and mixed symbols at 10 to 100,000 characters. Every call
returns or raises ScoreError, and text past the parser's limit is refused unread: 200,000
characters cost exactly the work of 2,000 and no regular expression sees either (counted with
:mod:`tests.work`, never timed).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, bridge, cards

# Private on purpose: the shared text parsers every public parser goes through.
from cardscore._check import check_text, int_from_text, lookup_name
from cardscore.cli import main
from tests.work import assert_refused_by_length

if TYPE_CHECKING:
    from collections.abc import Callable

LENGTHS = (10, 100, 1_000, 10_000, 100_000)
_SYMBOLS = "4S♠♥♦♣NTXx=+-10 \t\n.,:!٤"


def _padded(n: int, head: str, tail: str) -> str:
    return head + " " * max(n - len(head) - len(tail), 0) + tail


def _split_spaces(n: int) -> str:
    half = max((n - 3) // 2, 0)
    return "4" + " " * half + "S" + " " * half + "!"


def _mixed(n: int) -> str:
    # The symbols in a fixed scrambled order (7 is prime to their number).
    return "".join(_SYMBOLS[index * 7 % len(_SYMBOLS)] for index in range(n))


# Each family writes a string of (about) n characters.
FAMILIES: dict[str, Callable[[int], str]] = {
    "result, spaces then '!'": lambda n: _padded(n, "4S", "!"),
    "contract, spaces around the strain": _split_spaces,
    "result, digit run": lambda n: "4S-" + "0" * max(n - 4, 0) + "1",
    "contract, spaces then x": lambda n: _padded(n, "4S", "x"),
    "whitespace only": lambda n: " \t" * (n // 2),
    "digits only": lambda n: "9" * n,
    "x run": lambda n: "4S" + "x" * (n - 2),
    "tabs between tokens": lambda n: "4" + "\t" * (n - 4) + "NT=",
    "mixed symbols": _mixed,
    "a hand, then junk": lambda n: "AS KS " * (n // 6) + "!",
    "a PBN hand, long": lambda n: "AKQJ." + "2" * (n - 8) + ".-.-",
}


def _names(text: str) -> object:
    return lookup_name("strain", text, {"s": 1}, "a str", "'s'")


# Every public parser of text in bridge/, cards.py and _check.py.
PARSERS: dict[str, Callable[[str], object]] = {
    "Contract.parse": bridge.Contract.parse,
    "Result.parse": bridge.Result.parse,
    "Strain.parse": bridge.Strain.parse,
    "Doubling.parse": bridge.Doubling.parse,
    "score": lambda text: bridge.score(text, 10, vulnerable=False),
    "settle": lambda text: bridge.settle(text, 10, vulnerable=True),
    "DealScore": lambda text: bridge.DealScore(text, 10, vulnerable=True),
    "Result(text, 9)": lambda text: bridge.Result(text, 9),
    "Contract(4, text, text)": lambda text: bridge.Contract(4, text, text),
    "Card.parse": cards.Card.parse,
    "Rank.parse": cards.Rank.parse,
    "Suit.parse": cards.Suit.parse,
    "parse_cards": cards.parse_cards,
    "parse_hand": cards.parse_hand,
    "hcp": cards.hcp,
    "lookup_name": _names,
    "check_text": lambda text: check_text("notation", text, 64, "a str"),
    "int_from_text": lambda text: int_from_text("count", text, 0, 13),
}


def _call(parser: Callable[[str], object], text: str) -> None:
    try:
        parser(text)
    except ScoreError as error:
        failure: ScoreError | None = error
    else:
        failure = None
    if failure is not None:
        # The message is bounded too: never the whole of a long input.
        assert len(str(failure)) < 1_000


@pytest.mark.parametrize("parser", PARSERS.values(), ids=PARSERS.keys())
def test_issue_20_strings_are_score_errors(parser: Callable[[str], object]) -> None:
    for text in (
        "4S" + " " * 16_000 + "!",
        "4" + " " * 8_000 + "S" + " " * 8_000 + "!",
        "4S-" + "0" * 100_000 + "1",
        "NS" + " " * 800 + "!",
        " " * 200 + "x",
    ):
        _call(parser, text)


@pytest.mark.parametrize("parser", PARSERS.values(), ids=PARSERS.keys())
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


def test_the_issue_20_figures_are_refused_by_length() -> None:
    # At most 64 characters for a contract or a result, before any pattern sees it.
    with pytest.raises(ScoreError, match=r"^result: '4S-0000.*\(100,004 characters\).* 64 char"):
        bridge.Result.parse("4S-" + "0" * 100_000 + "1")
    with pytest.raises(ScoreError, match=r"^contract: .* expected at most 64 characters$"):
        bridge.Contract.parse("4" + " " * 100 + "S")
    # The longest legal spellings are far inside the bound.
    assert bridge.Result.parse(" 7 NT XX - 13 ") == bridge.Result("7NTXX", 0)
    assert bridge.Contract.parse("7 ♠ xx".center(64)) == bridge.Contract(7, "S", "XX")
    assert bridge.Result.parse("1C+" + "0" * 58 + "6") == bridge.Result("1C", 13)


def test_a_hand_is_bounded_at_512_characters() -> None:
    whole_pack = ", ".join(str(card).replace("T", "10") for card in cards.DECK)
    assert len(cards.parse_cards(whole_pack)) == 52
    assert len(whole_pack) <= cards.CARDS_TEXT_LIMIT
    with pytest.raises(ScoreError, match=r"^hand: .* expected at most 512 characters$"):
        cards.parse_hand("AS " + " " * 600)


def test_the_command_refuses_a_huge_count_in_one_line(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["bridge", "4S", "0" * 100_000 + "1"])
    assert caught.value.code == 2
    err = capsys.readouterr().err
    assert "invalid int value: '0000" in err
    assert len(err) < 500
