"""Summarise ``mutmut results --all true``: killed / total per module, and the survivors."""

from __future__ import annotations

import re
import sys
from collections import Counter
from pathlib import Path

LINE = re.compile(r"^\s*(?P<name>\S+?)__mutmut_\d+:\s*(?P<status>.+?)\s*$")


def main(path: str) -> int:
    """Print the table; write survivors next to the results file."""
    total: Counter[str] = Counter()
    killed: Counter[str] = Counter()
    survivors: list[str] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        match = LINE.match(line)
        if match is None:
            continue
        module = ".".join(part for part in match["name"].split(".") if not part.startswith("x"))
        total[module] += 1
        if match["status"] == "killed":
            killed[module] += 1
        else:
            survivors.append(line.strip())
    print(f"{'module':<28} {'killed':>7} {'total':>7} {'score':>7}")
    for module in sorted(total):
        score = 100 * killed[module] / total[module]
        print(f"{module:<28} {killed[module]:>7} {total[module]:>7} {score:>6.1f}%")
    all_killed, all_total = sum(killed.values()), sum(total.values())
    if all_total:
        print(f"{'all':<28} {all_killed:>7} {all_total:>7} {100 * all_killed / all_total:>6.1f}%")
    out = Path(path).with_name("survivors.txt")
    out.write_text("\n".join(survivors) + "\n", encoding="utf-8")
    print(f"survivors: {out} (see one with: mutmut show NAME)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1] if len(sys.argv) > 1 else "mutants/results.txt"))
