"""Draw a random sample of mutants from each module group, for a run that cannot check all.

A whole run of every game is hours on a small machine. A random sample of each game's
mutants, checked to the last one, measures the game's score with a known margin; mutmut's
own order (the mutants with the quickest tests first) does not, when a run is stopped.

    mutmut results --all true > mutants/all.txt
    python scripts/mutation_sample.py mutants/all.txt 300 20261207 'cardscore.tarot.*' ...

Prints the names drawn, one per line, for ``mutmut run``. The globs (mutmut's: ``fnmatch``
over the mutant's name) choose the mutants; they are grouped by game (the second name of
``cardscore.<game>.…``), each group's names sorted, and one ``random.Random(seed)`` draws
``size`` of each group in turn, by the games' sorted names (all of a group when it has
fewer), so the same file, size and seed always draw the same sample. Run by
``scripts/mutation.sh`` when ``MUTATION_SAMPLE`` is set.
"""

from __future__ import annotations

import random
import re
import sys
from collections import defaultdict
from fnmatch import fnmatchcase
from pathlib import Path

#: A line of ``mutmut results --all true``: a mutant's name and its status. The other
#: mutation scripts read results with it too.
LINE = re.compile(r"^\s*(?P<mutant>\S+__mutmut_\d+):\s*(?P<status>.+?)\s*$")


def group(name: str) -> str:
    """The game a mutant belongs to: ``cardscore.tarot._rules.x__fewest__mutmut_3`` → tarot.

    A mutant of a base module (``cardscore._check.x_check_int__mutmut_1``) groups under its
    module's name (``_check``). A function's name (``cardscore.tarot._rules.x__fewest``)
    groups the same way.
    """
    parts = name.split(".")
    return parts[1] if len(parts) > 2 and parts[0] == "cardscore" else parts[0]


def drawn(names: list[str], size: int, seed: int, globs: list[str]) -> list[str]:
    """``size`` names of each group among ``names`` matching a glob (all names with none)."""
    groups: defaultdict[str, list[str]] = defaultdict(list)
    for name in names:
        if not globs or any(fnmatchcase(name, glob) for glob in globs):
            groups[group(name)].append(name)
    draw = random.Random(seed)
    sample: list[str] = []
    for game in sorted(groups):
        members = sorted(groups[game])
        sample.extend(members if len(members) <= size else draw.sample(members, size))
    return sample


def main(argv: list[str]) -> int:
    """``results size seed [glob ...]``: print the sample's names."""
    if len(argv) < 3:
        print("usage: mutation_sample.py RESULTS SIZE SEED [GLOB ...]", file=sys.stderr)
        return 2
    path, size, seed, *globs = argv
    names = [
        match["mutant"]
        for line in Path(path).read_text(encoding="utf-8").splitlines()
        if (match := LINE.match(line)) is not None
    ]
    for name in drawn(names, int(size), int(seed), globs):
        print(name)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
