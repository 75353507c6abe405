"""``cardscore sheet`` on long generated sessions: time per deal at 1,000 and 100,000 deals.

Each case runs the whole command in-process (``main(["sheet", FILE])``: read, parse, check,
record every deal, render the text) with the output sent to a null stream. The files are
generated in a temporary directory: a Need a Fourth? session and a five-player tarot session
of legal deals, cycling through a few dozen different ones. The target is a per-deal time at
100,000 deals within 1.3× of the time at 1,000 (the ledgers record in O(1)).
"""

from __future__ import annotations

import atexit
import contextlib
import functools
import itertools
import os
import shutil
import statistics
import tempfile
import time
from pathlib import Path

from _harness import Case

from cardscore import sheet
from cardscore.cli import main

SMALL = 1_000
LARGE = 100_000

_NEEDAFOURTH_DEALS = [
    f'{{chooser = "{chooser}", partner = "{partner}", result = "{result}"}}'
    for (chooser, partner), result in zip(
        itertools.cycle(itertools.permutations(("Ann", "Bob", "Cat"), 2)),
        ("4H=", "3NTX-2", "2SXX+1", "6C=", "1NT-1", "5DX=", "2H+2", "7NT-3", "3S="),
        strict=False,
    )
] + ['"pass"']

_TAROT_DEALS = [
    f'{{taker = "{taker}", partner = "{partner}", contract = "{contract}", bouts = {bouts}, '
    f"points = {points}}}"
    for taker, partner, contract, bouts, points in (
        ("Ann", "Cid", "garde", 2, 45),
        ("Bob", "Bob", "prise", 1, 50.5),
        ("Cid", "Eve", "garde sans", 3, 61),
        ("Dan", "Ann", "garde contre", 0, 40),
        ("Eve", "Bob", "prise", 2, 41),
    )
]


def _write(directory: Path, name: str, header: str, deals: list[str], count: int) -> Path:
    path = directory / f"{name}-{count}.toml"
    lines = itertools.islice(itertools.cycle(deals), count)
    path.write_text(header + "deals = [\n" + ",\n".join(lines) + ",\n]\n", encoding="utf-8")
    return path


def _run(path: Path) -> None:
    with open(os.devnull, "w", encoding="utf-8") as null, contextlib.redirect_stdout(null):  # noqa: PTH123
        code = main(["sheet", str(path)])
    if code != 0:
        msg = f"cardscore sheet {path} exited {code}"
        raise RuntimeError(msg)


def _measure(path: Path, repeat: int = 3) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        _run(path)
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def cases() -> list[Case]:
    """The sheet benchmarks: per-deal time of the whole command at two sizes, two games."""
    directory = Path(tempfile.mkdtemp(prefix="cardscore-bench-sheet-"))
    atexit.register(shutil.rmtree, directory, ignore_errors=True)
    games = (
        (
            "needafourth",
            'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n',
            _NEEDAFOURTH_DEALS,
        ),
        ("tarot", 'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n', _TAROT_DEALS),
    )
    result: list[Case] = []
    for name, header, deals in games:
        small = _write(directory, name, header, deals, SMALL)
        large = _write(directory, name, header, deals, LARGE)
        small_name = f"sheet {name}: {SMALL:,} deals, per deal"
        result += [
            Case(small_name, functools.partial(_run, small), per=SMALL),
            Case(
                f"sheet {name}: {LARGE:,} deals, per deal",
                floor=small_name,
                target=1.3,
                measured=_measure(large) / LARGE,
                note="median of 3 runs",
            ),
        ]
    # Save and resume (issue 15): a 1,000-deal tarot session written as TOML and read back
    # to an equal ledger, against scoring the same file (the read it repeats).
    path = _write(directory, "tarot-save", games[1][1], _TAROT_DEALS, SMALL)
    ledger = sheet.load(path).ledger()

    def round_trip() -> object:
        return sheet.loads(sheet.from_ledger(ledger).dumps()).ledger()

    result += [
        Case(
            f"sheet tarot: score the file, {SMALL:,} deals, per deal",
            lambda: sheet.score(sheet.load(path)),
            per=SMALL,
        ),
        Case(
            f"sheet tarot: save as TOML and read back, {SMALL:,} deals, per deal",
            round_trip,
            floor=f"sheet tarot: score the file, {SMALL:,} deals, per deal",
            per=SMALL,
            note="from_ledger + dumps + loads + ledger()",
        ),
    ]
    return result
