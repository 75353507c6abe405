"""Start-up cost: importing cardscore and each game module vs importing attrs alone.

Each import runs in fresh interpreters and the median of ``python -c 'pass'`` is
subtracted, so the figures are the import's own cost. Target: all of cardscore ≤ 2× attrs.

What a user's machine does is measured: every module (the standard library, attrs and
cardscore alike) is loaded from cached bytecode. The interpreters share a private
``-X pycache_prefix`` directory, warmed by one untimed import of each case, so an
environment with ``PYTHONDONTWRITEBYTECODE`` set (or an editable install whose ``src/``
has no ``__pycache__`` yet) does not charge cardscore for compiling its source while
attrs comes from the ``.pyc`` files pip wrote. The rounds are interleaved, so a
slow spell of the machine falls on every case alike.
"""

from __future__ import annotations

import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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
EVERYTHING = "cardscore and every game module"
_EXAMPLE = Path(__file__).resolve().parent.parent / "examples" / "chicago.toml"
# The command's start-up as a user meets it: import, parse, score, print (to a pipe).
COMMANDS = {
    "cardscore bridge 4SX 10": "from cardscore.cli import main; main(['bridge', '4SX', '10'])",
    "cardscore sheet examples/chicago.toml": (
        f"from cardscore.cli import main; main(['sheet', {str(_EXAMPLE)!r}])"
    ),
}
FLOOR = "import attrs (the floor)"
ROUNDS = 31
NOTE = "fresh interpreters, bytecode cached, median, start-up subtracted"


def _environment() -> dict[str, str]:
    environment = dict(os.environ)
    environment.pop("PYTHONDONTWRITEBYTECODE", None)
    return environment


def _run(prefix: str, code: str, *, check: bool = True) -> bool:
    command = [sys.executable, "-X", f"pycache_prefix={prefix}", "-c", code]
    completed = subprocess.run(command, env=_environment(), capture_output=True, check=False)  # noqa: S603
    if check and completed.returncode:
        raise RuntimeError(completed.stderr.decode())
    return completed.returncode == 0


def _medians(prefix: str, codes: dict[str, str]) -> dict[str, float]:
    for code in codes.values():  # warm the bytecode cache, untimed
        _run(prefix, code)
    times: dict[str, list[float]] = {name: [] for name in codes}
    for _ in range(ROUNDS):
        for name, code in codes.items():
            start = time.perf_counter()
            _run(prefix, code)
            times[name].append(time.perf_counter() - start)
    return {name: statistics.median(seconds) for name, seconds in times.items()}


def cases() -> list[Case]:
    """One case per import, pre-measured in fresh interpreters."""
    with tempfile.TemporaryDirectory(prefix="cardscore-pyc-") as prefix:
        present = [module for module in MODULES if _run(prefix, f"import {module}", check=False)]
        missing = [module for module in MODULES if module not in present]
        codes = {"pass": "pass", FLOOR: "import attrs"}
        codes |= {f"import {module}": f"import {module}" for module in present}
        codes[EVERYTHING] = "import " + ", ".join(present)
        codes |= COMMANDS
        medians = _medians(prefix, codes)
    start_up = medians.pop("pass")

    def cost(name: str) -> float:
        return max(medians[name] - start_up, 1e-9)

    result = [Case(FLOOR, measured=cost(FLOOR), note=NOTE)]
    result += [
        Case(f"import {module}", measured=cost(f"import {module}"), floor=FLOOR)
        for module in present
    ]
    result.append(Case(f"import {EVERYTHING}", measured=cost(EVERYTHING), floor=FLOOR, target=2.0))
    result += [Case(command, measured=cost(command), floor=FLOOR) for command in COMMANDS]
    result += [Case(f"{module}: not importable, skipped") for module in missing]
    return result
