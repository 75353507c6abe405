"""Check again each mutant mutmut filed as a timeout or an interrupted check: run its tests.

``scripts/mutation_report.py`` counts those mutants as killed: mutmut files a mutant whose
mutated module fails when the tests import it as "timeout" (pytest's exit status 4, from a
conftest that cannot import it) or "check was interrupted by user" (status 2, a test file
that cannot). On a busy machine a real timeout is filed the same way, and a mutant whose
tests would pass after all would then be counted as killed. This script runs each such
mutant's tests again, one mutant at a time, with no time limit of mutmut's, and says what
pytest answered:

    python scripts/mutation_recheck.py mutants/results.txt [mutants/sample.txt]
        [--status "not checked"] [--jobs 2] [--limit 600]

Run from the project's root after a run, with mutmut's copy in ``mutants/``. Each mutant's
tests are run in two steps: its game's own test directory first (``tests/<game>/``, quick
to start), then, only if those pass, every test mutmut maps to its function (the same
selection as mutmut's). ``--status "not checked"`` checks the mutants a stopped run left
unchecked instead: mutmut runs the mutants whose tests are quickest first, and the last ones
(a function that thousands of tests call) take a fresh start of pytest over every test
file each, so a sample is finished sooner this way.

Each line printed is the mutant, mutmut's status, then pytest's verdict: ``failed`` (a test
failed: killed), ``not imported`` (statuses 2 and 4: killed), ``passed`` (every test
passed: a survivor) or ``timeout`` (still running after ``--limit`` seconds). The last line
counts them.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tomllib
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from mutation_sample import LINE, group

RECHECKED = frozenset(("timeout", "check was interrupted by user"))
VERDICTS = {0: "passed", 1: "failed", 2: "not imported", 4: "not imported"}


def to_recheck(
    results: str, sample: set[str] | None, statuses: frozenset[str] = RECHECKED
) -> list[tuple[str, str]]:
    """The mutants (and mutmut's status) of ``results`` whose status is one of ``statuses``."""
    found = []
    for line in results.splitlines():
        match = LINE.match(line)
        if match is None or match["status"] not in statuses:
            continue
        if sample is None or match["mutant"] in sample:
            found.append((match["mutant"], match["status"]))
    return found


def verdict(returncode: int | None) -> str:
    """The exit status of pytest in words (None: it ran out of time)."""
    if returncode is None:
        return "timeout"
    return VERDICTS.get(returncode, f"exit status {returncode}")


def tests_of(
    mutant: str, covering: dict[str, list[str]], durations: dict[str, float]
) -> list[str]:
    """The tests mutmut runs for ``mutant``, the quickest first, as mutmut orders them.

    Those of its function: the mutant's name up to ``__mutmut_``.
    """
    tests = covering.get(mutant.rsplit("__mutmut_", 1)[0], [])
    return sorted(tests, key=lambda test: (durations.get(test, 0.0), test))


def in_steps(mutant: str, tests: list[str]) -> list[list[str]]:
    """``tests`` in two runs: those of the mutant's own game (``tests/<game>/``), then the rest.

    The first run starts quickly and kills most mutants; the second is made only when every
    test of the first passed.
    """
    own = f"tests/{group(mutant)}/"
    first = [test for test in tests if test.startswith(own)]
    rest = [test for test in tests if not test.startswith(own)]
    return [run for run in (first, rest) if run]


def _options(argv: list[str]) -> tuple[list[str], dict[str, str]]:
    options: dict[str, str] = {}
    rest: list[str] = []
    words = iter(argv)
    for word in words:
        if word.startswith("--"):
            options[word[2:]] = next(words)
        else:
            rest.append(word)
    return rest, options


def main(argv: list[str]) -> int:
    """``results [sample] [--status S] [--jobs N] [--limit SECONDS]``: print the verdicts."""
    argv, options = _options(argv)
    if not argv:
        print(
            "usage: mutation_recheck.py RESULTS [SAMPLE] [--status S] [--jobs N] [--limit S]",
            file=sys.stderr,
        )
        return 2
    limit = int(options.get("limit", "600"))
    statuses = frozenset((options["status"],)) if "status" in options else RECHECKED
    root = Path.cwd()
    sample = set(Path(argv[1]).read_text(encoding="utf-8").split()) if len(argv) > 1 else None
    todo = to_recheck(Path(argv[0]).read_text(encoding="utf-8"), sample, statuses)
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    arguments = config["tool"]["mutmut"]["pytest_add_cli_args"]
    copy = root / "mutants"
    stats = json.loads((copy / "mutmut-stats.json").read_text(encoding="utf-8"))
    covering = stats["tests_by_mangled_function_name"]
    durations = stats["duration_by_test"]

    def run(mutant: str, tests: list[str]) -> int | None:
        environment = dict(os.environ, PYTHONPATH="src", MUTANT_UNDER_TEST=mutant)
        environment.pop("PYTHONDONTWRITEBYTECODE", None)
        try:
            return subprocess.run(
                [sys.executable, "-m", "pytest", *arguments, *tests],
                cwd=copy,
                env=environment,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=limit,
                check=False,
            ).returncode
        except subprocess.TimeoutExpired:
            return None

    def check(mutant: str) -> str:
        code: int | None = 0
        for tests in in_steps(mutant, tests_of(mutant, covering, durations)):
            code = run(mutant, tests)
            if code != 0:
                break
        return verdict(code)

    counts: Counter[str] = Counter()
    with ThreadPoolExecutor(max_workers=int(options.get("jobs", "1"))) as pool:
        verdicts = pool.map(check, [mutant for mutant, _ in todo])
        for (mutant, status), said in zip(todo, verdicts, strict=True):
            counts[said] += 1
            print(f"{mutant}\t{status}\t{said}", flush=True)
    print(", ".join(f"{count} {word}" for word, count in sorted(counts.items())) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
