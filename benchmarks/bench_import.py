"""Start-up cost: importing cardscore and each game module vs importing attrs alone.

Each import runs in fresh interpreters and the median of ``python -c 'import site'`` is
subtracted, so the figures are the import's own cost. Target: all of cardscore ≤ 2× attrs.
"""

from __future__ import annotations

import statistics
import subprocess
import sys
import time

from _harness import Case

MODULES = (
    "cardscore",
    "cardscore.bridge",
    "cardscore.chicago",
    "cardscore.rubber",
    "cardscore.needafourth",
    "cardscore.tarot",
    "cardscore.pitch",
    "cardscore.sheet",
    "cardscore.cli",
)
FLOOR = "import attrs (the floor)"
ROUNDS = 21
NOTE = "fresh interpreters, median, start-up subtracted"


def _seconds(code: str) -> float:
    times = []
    for _ in range(ROUNDS):
        start = time.perf_counter()
        subprocess.run([sys.executable, "-c", code], check=True)  # noqa: S603
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _importable(module: str) -> bool:
    code = f"import {module}"
    completed = subprocess.run([sys.executable, "-c", code], capture_output=True, check=False)  # noqa: S603
    return completed.returncode == 0


def cases() -> list[Case]:
    """One case per import, pre-measured in fresh interpreters."""
    start_up = _seconds("pass")
    present = [module for module in MODULES if _importable(module)]
    missing = [module for module in MODULES if module not in present]

    def cost(modules: str) -> float:
        return max(_seconds(f"import {modules}") - start_up, 1e-9)

    result = [Case(FLOOR, measured=cost("attrs"), note=NOTE)]
    result += [Case(f"import {module}", measured=cost(module), floor=FLOOR) for module in present]
    result.append(
        Case(
            "import cardscore and every game module",
            measured=cost(", ".join(present)),
            floor=FLOOR,
            target=2.0,
        )
    )
    result += [Case(f"{module}: not importable, skipped") for module in missing]
    return result
