"""Summarise ``mutmut results --all true``: killed / total per module, and the survivors.

A module whose mutants were not all run (a run stopped early, or run module by module with
mutmut's name globs) shows them under ``not run`` and its score is left blank: only a whole
module's figures go into the table in docs/development.md. Modules none of whose mutants ran
are named on one line after the table.
"""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

LINE = re.compile(r"^\s*(?P<name>\S+?)__mutmut_\d+:\s*(?P<status>.+?)\s*$")


def _score(killed: int, total: int, not_run: int) -> str:
    return "" if not_run or not total else f"{100 * killed / total:.1f}%"


def main(path: str) -> int:
    """Print the table; write survivors next to the results file."""
    total: Counter[str] = Counter()
    killed: Counter[str] = Counter()
    not_run: Counter[str] = Counter()
    survivors: list[str] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        match = LINE.match(line)
        if match is None:
            continue
        module = ".".join(part for part in match["name"].split(".") if not part.startswith("x"))
        total[module] += 1
        if match["status"] == "killed":
            killed[module] += 1
        elif match["status"] == "not checked":
            not_run[module] += 1
        else:
            survivors.append(line.strip())
    # Modules none of whose mutants ran (a run given name globs) are named, not tabled.
    untouched = sorted(m for m in total if not_run[m] == total[m])
    for module in untouched:
        del total[module], killed[module], not_run[module]
    print(f"{'module':<28} {'killed':>7} {'total':>7} {'not run':>8} {'score':>7}")
    for module in sorted(total):
        score = _score(killed[module], total[module], not_run[module])
        print(
            f"{module:<28} {killed[module]:>7} {total[module]:>7} {not_run[module]:>8} {score:>7}"
        )
    all_killed, all_total, all_not_run = (sum(c.values()) for c in (killed, total, not_run))
    if all_total:
        score = _score(all_killed, all_total, all_not_run)
        print(f"{'all':<28} {all_killed:>7} {all_total:>7} {all_not_run:>8} {score:>7}")
    if untouched:
        print("not run at all:", ", ".join(untouched))
    out = Path(path).with_name("survivors.txt")
    out.write_text("\n".join(survivors) + "\n", encoding="utf-8")
    print(f"survivors: {out} (see one with: mutmut show NAME)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "mutants/results.txt"))
