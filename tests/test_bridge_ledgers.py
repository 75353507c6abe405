"""The private helper both ledgers share: its caches stay bounded and never change a score."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import _bridge_ledgers, chicago

if TYPE_CHECKING:
    import pytest


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
