"""Shared fixtures."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, settings

# Private on purpose: the library's caches have no public face; each test starts them empty.
from cardscore import _bridge_ledgers, _scores
from cardscore.bridge import _contract as bridge_contract
from cardscore.duplicate import _arrays, _rules, _written
from cardscore.pitch import _cards as pitch_cards

# No test measures time (issue 25): Hypothesis's deadline (200 ms an example) and its
# too-slow health check are timings, which a busy machine fails without any wrong score.
settings.register_profile("cardscore", deadline=None, suppress_health_check=[HealthCheck.too_slow])
settings.load_profile("cardscore")

# The library's caches of immutable results. Each test starts with them empty, so that what
# a test checks is computed in that test, never remembered from another (mutation testing
# relies on this: a remembered result would hide a changed computation).
_CACHES = (
    bridge_contract.parse_contract,
    _bridge_ledgers._RESULTS,
    _bridge_ledgers._SPLIT,
    pitch_cards._PACKS,  # the pack of each set of options
    _scores.table,
    _arrays._TABLES,  # the IMP lookup as an array, by the scalar function it came from
    _arrays.lookup,  # the same lookup as a tuple
    _rules.vp_row,  # the VP scale's row, by the number of boards
    _written._sorted,  # the scores a traveller may give, by vulnerability
    _written.legal_scores,
)


@pytest.fixture(autouse=True)
def _empty_caches() -> None:
    for cache in _CACHES:
        if isinstance(cache, dict):
            cache.clear()
        else:
            cache.cache_clear()


@pytest.fixture(autouse=True)
def _english_locale(monkeypatch: pytest.MonkeyPatch) -> None:
    # The command's language defaults to the locale's: every test starts from an English
    # one, whatever the machine running the tests is set to (a test sets another itself).
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "C.UTF-8")
