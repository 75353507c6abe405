"""The private helper both ledgers share: its caches stay bounded and never change a score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import _bridge_ledgers, chicago, rubber
from cardscore.bridge import Result, settle
from cardscore.items import Item

if TYPE_CHECKING:
    import pytest

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
