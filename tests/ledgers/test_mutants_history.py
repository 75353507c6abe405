"""The shared ledger history: what the first mutation run found untested (the ledger API).

A pickled ledger is rebuilt with every ledger before it, for ``undo``. The oldest of them is
the ledger as it was made, with nothing recorded: its ``undo`` must refuse, as a new ledger's
does, and not hand back something that is not a ledger (a mutant found by
``bash scripts/mutation.sh``, docs/development.md).

The names of a ledger's fields are remembered per class after the first pickle; the test
forgets them first, so that they are worked out during the test (tests/conftest.py empties
the library's other caches the same way).
"""

from __future__ import annotations

import pickle

import pytest

from cardscore import RuleViolationError, _history, chicago

NOTHING = "undo: 'nothing recorded' is not allowed; expected at least one recorded deal"


def test_the_oldest_ledger_of_an_unpickled_one_has_nothing_to_undo() -> None:
    _history._FIELD_NAMES.clear()
    fresh = chicago.Match()
    played = fresh.record("4S", 10, declarer="N")  # deal 1: NS 4S=, 420 (B2, B6)
    restored = pickle.loads(pickle.dumps(played))
    assert restored.undo() == fresh
    with pytest.raises(RuleViolationError) as caught:
        restored.undo().undo()
    assert str(caught.value) == NOTHING
