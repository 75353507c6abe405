"""``str(ledger)`` and ``ledger.columns()`` on realistic ledgers, cold and warm (issue 42).

``str(ledger)`` used to draw the ledger's whole sheet: the base imported ``cardscore.sheet``,
wrote every deal in its notation and scored the sheet again, so printing or logging a
2,000-deal ledger cost about 20× recording it. It is now the one-line summary every ledger
prints (``<Session parties=(...) deals=2000>``), and the sheet is drawn by
``cardscore.sheet.of(ledger).render()``, shown beside it: what drawing costs is the sheet's.

The ledgers, each recorded in the case's setup (not timed), from a few dozen varied deals
cycled: a five-player tarot session, a Need a Fourth? session and a five-player rotating
Chicago evening of 2,000 deals each (thrown-in deals among them), and one Chicago match and
one rubber as a table plays them (four and five deals).

- warm: the median of many calls in one process (the sheet module already imported);
- cold: the first call in a fresh interpreter that built the ledger and imported nothing
  else (for the old ``str``, this is when ``cardscore.sheet`` got imported).

The floor of each ledger is recording its deals (``record`` ×n), for the ratio. The script
uses only names that exist before and after the change, so it measures both trees:
``PYTHONPATH=<old tree>/src python benchmarks/run.py ledger_str``.
"""

from __future__ import annotations

import functools
import os
import statistics
import subprocess
import sys
from typing import TYPE_CHECKING, Any

from _harness import Case

if TYPE_CHECKING:
    from collections.abc import Callable

COUNT = 2_000
ROUNDS = 5  # fresh interpreters per cold case

# Each builder is source code, so that a fresh interpreter can run it for the cold cases.
BUILDERS: dict[str, str] = {
    f"tarot, 5 players, {COUNT:,} deals": f"""
from cardscore import tarot
import itertools
DEALS = [
    ("garde", "Ann", "Cid", 2, 45), ("prise", "Bob", "Bob", 1, 50.5),
    ("garde sans", "Cid", "Eve", 3, 61), ("garde contre", "Dan", "Ann", 0, 40),
    ("prise", "Eve", "Bob", 2, 41), None, ("garde", "Ann", "Dan", 1, 52),
]
def build():
    ledger = tarot.Session(players=("Ann", "Bob", "Cid", "Dan", "Eve"))
    for deal in itertools.islice(itertools.cycle(DEALS), {COUNT}):
        if deal is None:
            ledger = ledger.throw_in()
        else:
            contract, taker, partner, bouts, points = deal
            ledger = ledger.record(
                contract, taker=taker, partner=partner, bouts=bouts, points=points
            )
    return ledger
""",
    f"Need a Fourth?, {COUNT:,} deals": f"""
from cardscore import needafourth
import itertools
RESULTS = [("4H", 10), ("3NTX", 7), ("2SXX", 9), ("6C", 12), ("1NT", 6), ("5DX", 11),
           ("2H", 10), ("7NT", 10), ("3S", 9)]
PAIRS = list(itertools.permutations(("Ann", "Bob", "Cat"), 2))
def build():
    ledger = needafourth.Session(players=("Ann", "Bob", "Cat"))
    for index in range({COUNT}):
        if index % 10 == 9:
            ledger = ledger.throw_in()
            continue
        contract, tricks = RESULTS[index % len(RESULTS)]
        chooser, partner = PAIRS[index % len(PAIRS)]
        ledger = ledger.record(contract, tricks, chooser=chooser, partner=partner)
    return ledger
""",
    f"Chicago evening, 5 players, {COUNT:,} deals": f"""
from cardscore import chicago
import itertools
DEALS = [("3NT", 10, "S"), ("4S", 9, "W"), ("2H", 8, "N"), None, ("1NT", 7, "E"),
         ("5DX", 9, "S"), ("6H", 12, "N"), ("2C", 9, "W")]
def build():
    ledger = chicago.Evening(players=("Ann", "Bob", "Cat", "Dan", "Eve"))
    for deal in itertools.islice(itertools.cycle(DEALS), {COUNT}):
        if deal is None:
            ledger = ledger.throw_in()
        else:
            contract, tricks, declarer = deal
            ledger = ledger.record(contract, tricks, declarer=declarer)
    return ledger
""",
    "Chicago match, 4 deals": """
from cardscore import chicago
def build():
    return (
        chicago.Match()
        .record("2S", 8, declarer="N")
        .record("2H", 9, declarer="S")
        .record("4SX", 9, declarer="E")
        .record("1NT", 7, declarer="W")
    )
""",
    "rubber, 5 deals": """
from cardscore import rubber
def build():
    return (
        rubber.Rubber()
        .record("4S", 10, declarer="NS")
        .record("2H", 8, declarer="EW")
        .record("3NT", 10, declarer="EW")
        .record("5DX", 9, declarer="NS")
        .record("6S", 12, declarer="NS")
    )
""",
}

# What is timed: each name is also the source the cold cases run, the value the warm call.
CALLS: dict[str, Callable[[Any], object]] = {
    "str(ledger)": str,
    "ledger.columns()": lambda ledger: ledger.columns(),
}


def _builder(source: str) -> Callable[[], object]:
    namespace: dict[str, object] = {}
    exec(source, namespace)  # noqa: S102 - the benchmark's own source, above
    build = namespace["build"]
    if not callable(build):  # pragma: no cover - every builder defines it
        raise TypeError(build)
    return build


def _cold(source: str, call: str) -> float:
    """The median time of ``call``'s first run, in fresh interpreters."""
    code = (
        source
        + "\nimport time\nledger = build()\nstart = time.perf_counter()\n"
        + f"{call}\nprint(time.perf_counter() - start)\n"
    )
    times = []
    for _ in range(ROUNDS):
        completed = subprocess.run(  # noqa: S603
            [sys.executable, "-c", code], capture_output=True, check=True, env=dict(os.environ)
        )
        times.append(float(completed.stdout))
    return statistics.median(times)


def _drawn(ledger: object) -> str:
    from cardscore import sheet

    return sheet.of(ledger).render()


def cases() -> list[Case]:
    """Per ledger: recording it (the floor), then str and columns warm and cold, and drawing."""
    result: list[Case] = []
    for name, source in BUILDERS.items():
        build = _builder(source)
        ledger = build()
        floor = f"{name}: record every deal"
        result.append(Case(floor, call=build))
        for label, call in CALLS.items():
            warm = functools.partial(call, ledger)
            result.append(Case(f"{name}: {label} warm", call=warm, floor=floor))
            result.append(
                Case(f"{name}: {label} cold", measured=_cold(source, label), floor=floor)
            )
        result.append(
            Case(
                f"{name}: sheet.of(ledger).render() warm",
                call=functools.partial(_drawn, ledger),
                floor=floor,
            )
        )
    return result
