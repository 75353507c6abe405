"""The private helper both ledgers share: bounded caches, bounded text, one honours table."""

from __future__ import annotations

import functools
from typing import TYPE_CHECKING

import pytest

# Private on purpose: the helper the Chicago and rubber ledgers share is this file's subject.
from cardscore import ScoreError, _bridge_ledgers, chicago, rubber
from cardscore.bridge import Result, settle
from cardscore.errors import ImpossibleResultError, NotationError
from cardscore.items import Item
from tests.bad_input import wrong
from tests.work import work

if TYPE_CHECKING:
    from cardscore.bridge import Contract, DealScore


def test_full_caches_still_score(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_bridge_ledgers, "_RESULTS_LIMIT", 0)
    monkeypatch.setattr(_bridge_ledgers, "_SPLIT_LIMIT", 0)
    monkeypatch.setattr(_bridge_ledgers, "_RESULTS", {})
    monkeypatch.setattr(_bridge_ledgers, "_SPLIT", {})
    match = chicago.Match().record("5CX+1", declarer="W")
    # 5CX+1 not vulnerable: 200 below, game 300, overtrick 100, insult 50.
    assert match.totals == {"NS": 0, "EW": 650}
    assert _bridge_ledgers._RESULTS == {}
    assert _bridge_ledgers._SPLIT == {}


def test_each_result_spelling_is_parsed_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_bridge_ledgers, "_RESULTS", {})
    parsed: list[str] = []
    parse = Result.parse

    def counting(text: str) -> Result:
        parsed.append(text)
        return parse(text)

    monkeypatch.setattr(Result, "parse", staticmethod(counting))
    first = chicago.Match().record("4SX-1", declarer="N")
    again = chicago.Match().record("4SX-1", declarer="N")
    assert parsed == ["4SX-1"]
    # B4: one down doubled, not vulnerable: 100 to the defenders, the same both times.
    assert first.totals == again.totals == {"NS": 0, "EW": 100}
    rubber.Rubber().record("4sx-1", declarer="NS")
    assert parsed == ["4SX-1", "4sx-1"]


def test_each_deal_is_settled_once(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(_bridge_ledgers, "_SPLIT", {})
    settled: list[tuple[str, int, bool]] = []

    def counting(contract: Contract, tricks: int, *, vulnerable: bool) -> DealScore:
        settled.append((str(contract), tricks, vulnerable))
        return settle(contract, tricks, vulnerable=vulnerable)

    monkeypatch.setattr(_bridge_ledgers, "settle", counting)
    # Deal 1 (nobody vulnerable) then deal 2 (EW vulnerable): N 2S= twice, E 2S= once.
    match = chicago.Match().record("2S", 8, declarer="N").record("2S", 8, declarer="N")
    assert settled == [("2S", 8, False)]
    assert match.totals == {"NS": 60 + 60 + 300, "EW": 0}
    match = chicago.Match().record("2S", 8, declarer="N").record("2S", 8, declarer="E")
    assert settled == [("2S", 8, False), ("2S", 8, True)]
    # The same deal by the other side is split again: its items name that side.
    ledger = rubber.Rubber().record("2S", 8, declarer="EW")
    assert settled == [("2S", 8, False), ("2S", 8, True), ("2S", 8, False)]
    assert ledger.deals[0].below == (Item("trick score (2 × 30)", "EW", 60),)
    # Duplicate scoring is split apart: the same deal keeps its partscore bonus (B2, B5).
    match = chicago.Match(rules=chicago.Rules(scoring="duplicate")).record("2S", 8, declarer="N")
    assert len(settled) == 4
    assert match.totals == {"NS": 60 + 50, "EW": 0}


# --- issue 21: honours of 200 ------------------------------------------------------------

HONOURS_200 = [("NS", 200), ["NS", 200], "NS:200", "NS 200", " ns : 200 "]


@pytest.mark.parametrize("honours", HONOURS_200, ids=repr)
@pytest.mark.parametrize("contract", ["4S", "3NT"])
def test_honours_of_200_are_a_score_error(honours: object, contract: str) -> None:
    # B5 (the Laws of Rubber Bridge): honours are 100 or 150, nothing else.
    for ledger in (
        chicago.Match(rules=chicago.Rules(honours=True)),
        rubber.Rubber(rules=rubber.Rules(honours=True)),
    ):
        with pytest.raises(ScoreError, match="^honours: ") as caught:
            ledger.record(contract, 10, declarer="N", honours=wrong(honours))
        assert type(caught.value) is ScoreError


def test_honours_allowed_and_labelled_by_one_table(monkeypatch: pytest.MonkeyPatch) -> None:
    # Before, HONOURS said what was allowed and a second table how to label it: widening
    # the first (200 here) let recording crash with a KeyError. Now only the labels decide.
    monkeypatch.setattr(_bridge_ledgers, "HONOURS", (100, 150, 200))
    match = chicago.Match(rules=chicago.Rules(honours=True))
    with pytest.raises(ScoreError, match="^honours: "):
        match.record("4S", 10, declarer="N", honours=("NS", 200))
    # Every points value from 0 to 300: a ScoreError, or 100 / 150 scored as labelled.
    for points in range(301):
        for contract in ("4S", "3NT"):
            try:
                scored = match.record(contract, 10, declarer="N", honours=("EW", points))
            except ScoreError:
                continue
            assert (contract, points) in {("4S", 100), ("4S", 150), ("3NT", 150)}
            assert scored.deals[0].above[-1].points == points


def test_honours_text_keeps_what_was_typed_in_the_message() -> None:
    match = chicago.Match(rules=chicago.Rules(honours=True))
    with pytest.raises(ImpossibleResultError) as caught:
        match.record("3NT", 9, declarer="N", honours="ns 100")
    assert caught.value.value == "ns 100"
    for text in ("NS-100", "NS:", ":150", "150", "NS:1e3", "NS:+150", "NS:１５０", "NS 15 0"):
        with pytest.raises(NotationError, match="^honours: "):
            match.record("4S", 10, declarer="N", honours=text)


# --- issue 20: linear time, bounded numbers ----------------------------------------------

HOSTILE = [
    " " * 200 + "x",
    "NS" + " " * 800 + "!",
    "NS:" + "9" * 5000,
    "NS" + " " * 100_000 + "150",
    ":" * 100_000,
    "NS " * 30_000,
]


@pytest.mark.parametrize("text", HOSTILE, ids=lambda text: f"{text[:6]!r}x{len(text)}")
def test_hostile_honours_text_is_refused_at_once(text: str) -> None:
    match = chicago.Match(rules=chicago.Rules(honours=True))
    with pytest.raises(NotationError, match="^honours: "):
        match.record("4S", 10, declarer="N", honours=text)
    # Before: 8.5 s for the first, 7 s for the second; "NS:" + digits a bare ValueError.
    # Now at once: no more work than refusing a short wrong text, and no regex reads it.
    spent = work(lambda: match.record("4S", 10, declarer="N", honours=text))
    plain = work(lambda: match.record("4S", 10, declarer="N", honours="x"))
    assert spent.calls <= 2 * plain.calls
    assert spent.scanned == 0


@pytest.mark.parametrize(
    "text", ["4" + " " * 100_000 + "S", "4S" + " " * 100_000 + "!", "4S-" + "0" * 100_000 + "1"]
)
def test_hostile_result_text_is_refused_before_it_is_parsed(text: str) -> None:
    with pytest.raises(NotationError, match="^contract: "):
        rubber.Rubber().record(text, declarer="NS")
    with pytest.raises(NotationError, match="^contract: "):
        rubber.Rubber().record(text, 10, declarer="NS")
    # Before it is parsed: no regex reads it, and it costs what a short wrong text costs.
    for tricks in ((), (10,)):
        spent = work(functools.partial(rubber.Rubber().record, text, *tricks, declarer="NS"))
        plain = work(functools.partial(rubber.Rubber().record, "x", *tricks, declarer="NS"))
        assert spent.scanned == 0
        assert spent.calls <= 2 * plain.calls


def test_the_longest_legal_text_is_read() -> None:
    # 64 characters are read; a result padded with spaces to the limit still scores.
    padded = "4SX-1".center(_bridge_ledgers.TEXT_LIMIT)
    assert rubber.Rubber().record(padded, declarer="NS").totals == {"NS": 0, "EW": 100}
    honours = "NS:150".center(_bridge_ledgers.TEXT_LIMIT)
    ledger = rubber.Rubber(rules=rubber.Rules(honours=True))
    # B7: 4S= is 120 below the line (a game; no bonus until the rubber), honours 150 above.
    assert ledger.record("4S=", declarer="NS", honours=honours).totals == {"NS": 270, "EW": 0}
