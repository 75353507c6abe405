"""Hostile USEBIO and PBN files: each a ScoreError, its work counted (tests/work.py), not timed."""

from __future__ import annotations

import pytest

from cardscore import ScoreError, pbn, usebio
from cardscore._results_text import FILE_LIMIT
from tests.work import assert_linear, work

LAUGHS = (
    '<?xml version="1.0"?>\n<!DOCTYPE lolz [\n <!ENTITY lol "lol">\n'
    + "".join(
        f' <!ENTITY lol{n} "{("&lol" + (str(n - 1) if n > 1 else "") + ";") * 10}">\n'
        for n in range(1, 10)
    )
    + "]>\n<USEBIO>&lol9;</USEBIO>"
)


def test_billion_laughs_refused_before_parsing() -> None:
    with pytest.raises(ScoreError, match="entity"):
        usebio.loads(LAUGHS)
    assert work(lambda: usebio.loads(LAUGHS)).calls < 100


@pytest.mark.parametrize(
    "text",
    [
        "<!DOCTYPE USEBIO [<!ELEMENT USEBIO ANY>]><USEBIO/>",
        '<!DOCTYPE USEBIO SYSTEM "file:///etc/passwd"><USEBIO>&xxe;</USEBIO>',
        '<!DOCTYPE a SYSTEM "a.dtd"><!DOCTYPE b SYSTEM "b.dtd"><USEBIO/>',
        '<!DOCTYPE USEBIO SYSTEM "a.dtd"',
    ],
)
def test_internal_subsets_and_external_entities_refused(text: str) -> None:
    with pytest.raises(ScoreError):
        usebio.loads(text)


def test_huge_number_refused_by_its_length() -> None:
    text = (
        "<USEBIO><EVENT><BOARD><BOARD_NUMBER>1</BOARD_NUMBER><TRAVELLER_LINE>"
        "<NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER>"
        f"<SCORE>{'9' * 100_000}</SCORE></TRAVELLER_LINE></BOARD></EVENT></USEBIO>"
    )
    with pytest.raises(ScoreError, match="SCORE"):
        usebio.loads(text)
    pbn_text = '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Score_NS"]\n1 2 ' + "9" * 3000
    with pytest.raises(ScoreError):
        pbn.loads(pbn_text)


def test_deep_nesting_refused_at_the_depth_limit() -> None:
    text = "<USEBIO>" + "<A>" * 100_000 + "</A>" * 100_000 + "</USEBIO>"
    with pytest.raises(ScoreError, match="deep"):
        usebio.loads(text)
    shallow = work(lambda: usebio.loads("<USEBIO>" + "<A>" * 1_000 + "</A>" * 1_000 + "</USEBIO>"))
    deep = work(lambda: usebio.loads(text))
    assert deep.calls <= 2 * shallow.calls + 100  # stopped at depth 17, whatever follows


def test_a_million_tags_refused() -> None:
    text = "<USEBIO>" + "<X/>" * 1_000_000 + "</USEBIO>"
    with pytest.raises(ScoreError, match="elements in one"):
        usebio.loads(text)
    tags = '[Event "x"]\n' * 1_000_000
    with pytest.raises(ScoreError, match="tags in a game"):
        pbn.loads(tags)


def test_over_long_text_refused_unread() -> None:
    text = " " * (FILE_LIMIT + 1)
    with pytest.raises(ScoreError, match="at most"):
        pbn.loads(text)
    with pytest.raises(ScoreError, match="at most"):
        usebio.loads(text)
    assert work(lambda: pbn.loads(text)).scanned == 0
    assert work(lambda: usebio.loads(text)).scanned == 0


def test_pbn_reading_is_linear() -> None:
    def event(size: int) -> str:
        rows = "".join(f"{n} {n + 1} 4S N {9 + n % 3}\n" for n in range(1, size // 20, 2))
        return '[Board "1"]\n[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result"]\n' + rows

    assert_linear(pbn.loads, event, short=400)


def test_usebio_reading_is_linear() -> None:
    def event(size: int) -> str:
        boards = "".join(
            f"<BOARD><BOARD_NUMBER>{n}</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1"
            "</NS_PAIR_NUMBER><EW_PAIR_NUMBER>2</EW_PAIR_NUMBER><SCORE>420</SCORE>"
            "</TRAVELLER_LINE></BOARD>"
            for n in range(1, max(2, size // 200))
        )
        return f"<USEBIO><EVENT>{boards}</EVENT></USEBIO>"

    assert_linear(usebio.loads, event, short=2_000)


@pytest.mark.parametrize(
    "text",
    ["", "not xml", "<OTHER/>", "<USEBIO/>", '<USEBIO><EVENT EVENT_TYPE="TEAMS"/></USEBIO>'],
)
def test_not_usebio_is_a_score_error(text: str) -> None:
    with pytest.raises(ScoreError):
        usebio.loads(text)


@pytest.mark.parametrize("value", [None, 3, b"<USEBIO/>"])
def test_not_text_is_a_score_error(value: object) -> None:
    for reader in (pbn.loads, usebio.loads):
        with pytest.raises(ScoreError):
            reader(value)  # type: ignore[arg-type]


def test_unreadable_path_is_a_score_error() -> None:
    for reader in (pbn.load, usebio.load):
        with pytest.raises(ScoreError):
            reader("/nonexistent/file")
        with pytest.raises(ScoreError):
            reader("nul\0in the name")
        with pytest.raises(ScoreError):
            reader(3)  # type: ignore[arg-type]
