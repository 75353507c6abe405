"""Check again each mutant mutmut filed as a timeout or an interrupted check: run its tests.

``scripts/mutation_report.py`` counts those mutants as killed: mutmut files a mutant whose
mutated module fails when the tests import it as "timeout" (pytest's exit status 4, from a
conftest that cannot import it) or "check was interrupted by user" (status 2, a test file
that cannot). On a busy machine a real timeout is filed the same way, and a mutant whose
tests would pass after all would then be counted as killed. This script runs each such
mutant's tests again, one mutant at a time, with no time limit of mutmut's, and says what
pytest answered:

    python scripts/mutation_recheck.py mutants/results.txt [mutants/sample.txt]

Run from the project's root after a run, with mutmut's copy in ``mutants/``. Each line
printed is the mutant, mutmut's status, then pytest's verdict: ``failed`` (a test failed:
killed), ``not imported`` (statuses 2 and 4: killed), ``passed`` (a survivor mutmut filed
as killed) or ``timeout`` (still running after ``--limit`` seconds, 600 by default). The
last line counts them.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tomllib
from collections import Counter
from pathlib import Path

LINE = re.compile(r"^\s*(?P<mutant>\S+__mutmut_\d+):\s*(?P<status>.+?)\s*$")
RECHECKED = frozenset(("timeout", "check was interrupted by user"))
VERDICTS = {0: "passed", 1: "failed", 2: "not imported", 4: "not imported"}


def to_recheck(results: str, sample: set[str] | None) -> list[tuple[str, str]]:
    """The mutants (and mutmut's status) of ``results`` filed as timeouts or interrupted."""
    found = []
    for line in results.splitlines():
        match = LINE.match(line)
        if match is None or match["status"] not in RECHECKED:
            continue
        if sample is None or match["mutant"] in sample:
            found.append((match["mutant"], match["status"]))
    return found


def verdict(returncode: int | None) -> str:
    """The exit status of pytest in words (None: it ran out of time)."""
    if returncode is None:
        return "timeout"
    return VERDICTS.get(returncode, f"exit status {returncode}")


def tests_of(mutant: str, covering: dict[str, list[str]]) -> list[str]:
    """The tests mutmut runs for ``mutant``: those of its function (the name up to __mutmut_)."""
    return sorted(covering.get(mutant.rsplit("__mutmut_", 1)[0], []))


def main(argv: list[str]) -> int:
    """``results [sample] [--limit SECONDS]``: run each mutant's tests; print the verdicts."""
    limit = 600
    if "--limit" in argv:
        at = argv.index("--limit")
        limit = int(argv[at + 1])
        argv = argv[:at] + argv[at + 2 :]
    if not argv:
        print("usage: mutation_recheck.py RESULTS [SAMPLE] [--limit SECONDS]", file=sys.stderr)
        return 2
    root = Path.cwd()
    sample = set(Path(argv[1]).read_text(encoding="utf-8").split()) if len(argv) > 1 else None
    todo = to_recheck(Path(argv[0]).read_text(encoding="utf-8"), sample)
    config = tomllib.loads((root / "pyproject.toml").read_text(encoding="utf-8"))
    arguments = config["tool"]["mutmut"]["pytest_add_cli_args"]
    copy = root / "mutants"
    stats = json.loads((copy / "mutmut-stats.json").read_text(encoding="utf-8"))
    covering = stats["tests_by_mangled_function_name"]
    environment = dict(os.environ, PYTHONPATH="src")
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    counts: Counter[str] = Counter()
    for mutant, status in todo:
        environment["MUTANT_UNDER_TEST"] = mutant
        command = [sys.executable, "-m", "pytest", *arguments, *tests_of(mutant, covering)]
        try:
            code: int | None = subprocess.run(
                command,
                cwd=copy,
                env=environment,
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
                timeout=limit,
                check=False,
            ).returncode
        except subprocess.TimeoutExpired:
            code = None
        counts[verdict(code)] += 1
        print(f"{mutant}\t{status}\t{verdict(code)}", flush=True)
    print(", ".join(f"{count} {word}" for word, count in sorted(counts.items())) or "none")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
