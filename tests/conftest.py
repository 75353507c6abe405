"""Shared fixtures."""

from __future__ import annotations

import pytest

from cardscore import _bridge_ledgers, bridge, pitch

# The library's caches of immutable results. Each test starts with them empty, so that what
# a test checks is computed in that test, never remembered from another (mutation testing
# relies on this: a remembered result would hide a changed computation).
_CACHES = (
    bridge._parse_contract,
    _bridge_ledgers._RESULTS,
    _bridge_ledgers._SPLIT,
    pitch._PACKS,
)


@pytest.fixture(autouse=True)
def _empty_caches() -> None:
    for cache in _CACHES:
        if isinstance(cache, dict):
            cache.clear()
        else:
            cache.cache_clear()
