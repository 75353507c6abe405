"""scripts/mutation_stats.py: a function run at import is checked by its game's tests.

mutmut credits what runs while pytest collects (a game's tables, built at import) to the
run's first test; the script adds the tests of the function's own game, and leaves every
other function's tests as mutmut found them.
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from tests import paths

if TYPE_CHECKING:
    from pathlib import Path


tool = paths.script("mutation_stats.py", "cardscore_mutation_stats")

FIRST = "tests/bridge/test_arrays.py::test_first"


def _stats() -> dict[str, object]:
    return {
        "duration_by_test": {
            FIRST: 0.1,
            "tests/bridge/test_scoring.py::test_b2": 0.1,
            "tests/needafourth/test_rules.py::test_n5": 0.1,
            "tests/needafourth/test_ledger.py::test_n8": 0.1,
            "tests/core/test_check.py::test_int": 0.1,
        },
        "tests_by_mangled_function_name": {
            # Run at import while the first test was collected: another game's test.
            "cardscore.needafourth._rules.x_category_of": [FIRST],
            # Run at import and called by a test of its own.
            "cardscore.bridge._words.x_trick_score_item": [
                FIRST,
                "tests/bridge/test_scoring.py::test_b2",
            ],
            # Called by tests only: as mutmut found it.
            "cardscore.needafourth._read.x_read_liar": [
                "tests/needafourth/test_rules.py::test_n5"
            ],
            # The base: no game's tests to give it.
            "cardscore._check.x_check_int": [FIRST, "tests/core/test_check.py::test_int"],
        },
    }


def test_a_function_run_at_import_gets_its_games_tests() -> None:
    stats = _stats()
    assert tool.widened(stats) == 2
    covering = stats["tests_by_mangled_function_name"]
    assert isinstance(covering, dict)
    assert covering["cardscore.needafourth._rules.x_category_of"] == [
        FIRST,
        "tests/needafourth/test_ledger.py::test_n8",
        "tests/needafourth/test_rules.py::test_n5",
    ]
    assert covering["cardscore.bridge._words.x_trick_score_item"] == [
        FIRST,
        "tests/bridge/test_scoring.py::test_b2",
    ]
    assert covering["cardscore.needafourth._read.x_read_liar"] == [
        "tests/needafourth/test_rules.py::test_n5"
    ]
    assert covering["cardscore._check.x_check_int"] == [
        FIRST,
        "tests/core/test_check.py::test_int",
    ]


def test_the_file_is_rewritten_in_place(tmp_path: Path) -> None:
    path = tmp_path / "mutmut-stats.json"
    path.write_text(json.dumps(_stats()), encoding="utf-8")
    assert tool.main([str(path)]) == 0
    covering = json.loads(path.read_text(encoding="utf-8"))["tests_by_mangled_function_name"]
    assert len(covering["cardscore.needafourth._rules.x_category_of"]) == 3


def test_no_tests_recorded_changes_nothing() -> None:
    assert tool.widened({"duration_by_test": {}, "tests_by_mangled_function_name": {}}) == 0
