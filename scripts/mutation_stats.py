"""Widen mutmut's record of which tests cover a function to every test of its game.

mutmut (3.x) learns which tests cover a function by running the suite once and noting, at
the end of each test, the functions called since the last one. A function that runs when its
module is imported (a game's rules build their tables from pure functions, in the rules'
order) is called while pytest collects, before the first test: mutmut credits it to that
first test alone, and a mutant of it is then checked by one test of another game. With the
project's ``forkserver_warmup = "import"`` each mutant's tests import cardscore afresh, so
its tables are built by the mutant; this script gives every function credited to the first
test the tests of its own game too (``tests/<game>/``), which read those tables.

    python scripts/mutation_stats.py mutants/mutmut-stats.json

Run by ``scripts/mutation.sh`` between mutmut's stats and its mutants. Prints how many
functions it widened.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from mutation_sample import group

_GAMES = (
    "bridge",
    "chicago",
    "duplicate",
    "needafourth",
    "par",
    "pbn",
    "pitch",
    "tarot",
    "usebio",
)


def widened(stats: dict[str, object]) -> int:
    """Widen ``stats`` (mutmut-stats.json, read) in place; the number of functions widened."""
    durations = stats["duration_by_test"]
    covering = stats["tests_by_mangled_function_name"]
    if not isinstance(durations, dict) or not isinstance(covering, dict) or not durations:
        return 0
    first = next(iter(durations))  # mutmut notes each test as it starts: the run's first
    by_game = {
        game: sorted(test for test in durations if test.startswith(f"tests/{game}/"))
        for game in _GAMES
    }
    count = 0
    for function, tests in covering.items():
        # "cardscore.bridge._words.x_trick_score_item": the game is the second name.
        game = group(function)
        if first in tests and game in by_game:
            covering[function] = sorted({*tests, *by_game[game]})
            count += 1
    return count


def main(argv: list[str]) -> int:
    """Widen the stats file named by ``argv[0]`` and say how many functions were widened."""
    path = Path(argv[0])
    stats = json.loads(path.read_text(encoding="utf-8"))
    count = widened(stats)
    path.write_text(json.dumps(stats), encoding="utf-8")
    print(f"mutation_stats: {count} functions run at import given their game's tests")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
