"""Summarise ``mutmut results --all true``: the table of docs/development.md, and the survivors.

One row per module: its mutants, how many were checked, killed and survived, how many were
not checked, and
two scores: killed / checked, and killed / all mutants. The second counts every mutant not
checked as surviving, so it is a floor; only when nothing is left unchecked are the two the
same and the module's score known. Modules none of whose mutants were checked (a run given
name globs) are named on one line after the table.

A mutant is killed when its tests fail: a test fails (mutmut's "killed"), the tests cannot
be collected because the mutated module fails when it is imported (pytest's exit status 2,
which mutmut calls "check was interrupted by user"; each mutant's tests import cardscore
afresh), or the run ends without a verdict (mutmut's "timeout": pytest's exit status 4, a
conftest that cannot import the mutated module, makes mutmut's worker exit with 255, which
it files under timeouts; a mutant that loops forever is one too). Anything else that is not
"not checked" (survived, suspicious, no tests) counts as surviving.

    python scripts/mutation_report.py mutants/results.txt
    python scripts/mutation_report.py mutants/results.txt mutants/sample.txt

Given a sample (``scripts/mutation_sample.py``'s names, one per line), only those mutants
are counted, one row per game, with the least score of each game's mutants that the
sample allows with 95 % confidence (``lower_bound``).
"""

from __future__ import annotations

import math
import sys
from collections import Counter
from pathlib import Path

from mutation_sample import LINE, group

KILLED = frozenset(("killed", "check was interrupted by user", "timeout"))
COLUMNS = ("mutants", "checked", "killed", "survived", "not checked", "k/checked", "k/all")


def _percent(part: int, whole: int) -> str:
    # Rounded down, so that 100.0 % means every mutant killed (2,231 of 2,232 is 99.9 %).
    if not whole:
        return ""
    tenths = 1000 * part // whole
    return f"{tenths // 10}.{tenths % 10}%"


def _row(name: str, total: int, killed: int, not_checked: int) -> str:
    checked = total - not_checked
    cells = (
        f"{total:,}",
        f"{checked:,}",
        f"{killed:,}",
        f"{checked - killed:,}",
        f"{not_checked:,}",
        _percent(killed, checked),
        _percent(killed, total),
    )
    return f"{name:<28}" + "".join(f" {cell:>11}" for cell in cells)


def lower_bound(killed: int, checked: int, population: int) -> float:
    """The least score, in percent, that a sample's kills allow with 95 % confidence.

    Wilson's score interval (it stays inside 0..100 % and says something when every mutant
    drawn was killed), the sample's size corrected for the finite number of mutants drawn
    from; when every mutant was checked the score is known.
    """
    if not checked:
        return 0.0
    share = killed / checked
    if checked >= population:
        return 100 * share
    size = checked * (population - 1) / (population - checked)
    z = 1.96
    centre = share + z * z / (2 * size)
    spread = z * math.sqrt(share * (1 - share) / size + z * z / (4 * size * size))
    return 100 * (centre - spread) / (1 + z * z / size)


def _counted(name: str, chosen: set[str] | None, population: Counter[str]) -> str | None:
    """The row a mutant is counted in: its module, or its game in a sample (None: not drawn)."""
    if chosen is None:
        return ".".join(part for part in name.split(".")[:-1] if not part.startswith("x"))
    population[group(name)] += 1
    return group(name) if name in chosen else None


def main(path: str, sample: str | None = None) -> int:
    """Print the table; write the survivors next to the results file."""
    chosen = None if sample is None else set(Path(sample).read_text(encoding="utf-8").split())
    population: Counter[str] = Counter()
    total: Counter[str] = Counter()
    killed: Counter[str] = Counter()
    not_checked: Counter[str] = Counter()
    survivors: list[str] = []
    for line in Path(path).read_text(encoding="utf-8").splitlines():
        match = LINE.match(line)
        module = None if match is None else _counted(match["mutant"], chosen, population)
        if match is None or module is None:
            continue
        total[module] += 1
        if match["status"] in KILLED:
            killed[module] += 1
        elif match["status"] == "not checked":
            not_checked[module] += 1
        else:
            survivors.append(line.strip())
    # Modules none of whose mutants were checked (a run given name globs) are named, not tabled.
    untouched = sorted(m for m in total if not_checked[m] == total[m])
    for module in untouched:
        del total[module], killed[module], not_checked[module]
    print(f"{'module' if chosen is None else 'game':<28}" + "".join(f" {c:>11}" for c in COLUMNS))
    for module in sorted(total):
        print(_row(module, total[module], killed[module], not_checked[module]))
    if len(total) > 1:
        print(_row("all", *(sum(c.values()) for c in (total, killed, not_checked))))
    if untouched:
        print("not checked at all:", ", ".join(untouched))
    for game in sorted(total) if chosen is not None else ():
        checked = total[game] - not_checked[game]
        least = lower_bound(killed[game], checked, population[game])
        print(
            f"{game}: {checked:,} of {population[game]:,} mutants checked; "
            f"its score is at least {least:.1f}% (95% confidence)"
        )
    out = Path(path).with_name("survivors.txt")
    out.write_text("\n".join(survivors) + "\n", encoding="utf-8")
    print(f"survivors: {out} (see one with: mutmut show NAME)")
    return 0


if __name__ == "__main__":
    sys.exit(main(*(sys.argv[1:3] or ["mutants/results.txt"])))
