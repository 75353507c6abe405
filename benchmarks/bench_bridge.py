"""bridge.score and bridge.settle on every deal there is, against a dict floor and endplay.

The corpus is all 2,940 cases: 7 levels × 5 strains × 3 doublings (105 contracts) × 14
trick counts × 2 vulnerabilities, shuffled with a fixed seed, in the forms users pass: the
canonical string (``"4SX"``), the string as people type it (``"4♠x"``, ``"3n"``, ``"4 s x"``),
a ``Contract`` built once, and a ``Contract(level, strain, doubling)`` built for each call.

Each row is the time of one call over the corpus and its ratio to the floor, a dict of the
2,940 precomputed scores looked up with the same loop. The corpus is timed in chunks of 147
rows, each chunk for the floor and then for the row, in 15 passes: **cold** clears the
library's caches before each pass (the first pass a program makes), **warm** runs one pass
untimed first. Time and ratio add up each chunk's best over the passes, so that a chunk
another process interrupted does not count (on a loaded machine a time slice is
milliseconds, a chunk tens of microseconds); the note gives the median of the passes'
ratios as well, interruptions included.

Peers (``pip install -e '.[bench]'``): endplay's ``Contract(...)`` then ``.score(vul)``.
A peer that is not installed is skipped, and the table says so.
"""

from __future__ import annotations

import gc
import importlib.util
import random
import statistics
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

import attrs
from _harness import Case

from cardscore import bridge
from cardscore._check import check_int

if TYPE_CHECKING:
    from collections.abc import Sequence

FLOOR = "floor: dict of the 2,940 scores, same loop (cold)"
_PASSES = 15
_ROWS = 2_940
_CHUNK = 147  # 20 chunks a pass
_SEED = 2940

# How people type contracts: symbols, lower case, N for notrump, spaces.
_TYPED_STRAIN = {"C": "♣", "D": "d", "H": "♥", "S": "s", "NT": "n"}
_TYPED_DOUBLING = {"": "", "X": "x", "XX": " xx"}

Row = tuple[bridge.Contract | str, int, bool]
Run = Callable[[int, int], object]  # run(low, high): the corpus's rows low to high


def _clear_caches() -> None:
    # Whatever the library remembers, in whichever version is installed (the benchmark
    # also measures the code before issue 16, for the "before" column).
    for name in ("_PARSED", "_SCORE_TABLES"):
        cache = getattr(bridge, name, None)
        if isinstance(cache, dict):
            cache.clear()
    # A module before issue 42, the package's modules since (the memo is in _contract).
    names = ("_contract", "_read", "_results")
    modules = [bridge, *(getattr(bridge, name, None) for name in names)]
    for module in (found for found in modules if found is not None):
        for name in dir(module):
            clear = getattr(getattr(module, name), "cache_clear", None)
            if callable(clear):
                clear()


def _contracts() -> list[tuple[int, str, str]]:
    return [
        (level, strain.value, doubling.value)
        for level in range(1, 8)
        for strain in bridge.Strain
        for doubling in bridge.Doubling
    ]


def _corpus() -> list[tuple[int, str, str, int, bool]]:
    rows = [
        (level, strain, doubling, tricks, vulnerable)
        for level, strain, doubling in _contracts()
        for tricks in range(14)
        for vulnerable in (False, True)
    ]
    random.Random(_SEED).shuffle(rows)
    return rows


def _time_passes(
    run: Run, floor: Run, *, cold: bool, setup: Callable[[], object] | None = None
) -> tuple[float, float, float]:
    """``run``'s time per pass, its ratio to ``floor``, and the median of its passes' ratios.

    Each chunk of ``_CHUNK`` rows is timed for ``floor`` and then for ``run``, in each of
    ``_PASSES`` passes (cold ones start with the caches cleared). The time and the ratio add
    up each chunk's **best** over the passes: a chunk that another process interrupted (a
    time slice is milliseconds, a chunk tens of microseconds) does not count, and each chunk
    is still timed where it falls in a pass (after as many rows as in a real first pass).
    """
    chunks = [(low, min(low + _CHUNK, _ROWS)) for low in range(0, _ROWS, _CHUNK)]
    runs: list[list[float]] = [[] for _ in chunks]
    floors: list[list[float]] = [[] for _ in chunks]
    ratios: list[float] = []
    if not cold:
        run(0, _ROWS)
    for _ in range(_PASSES):
        if setup is not None:
            setup()
        if cold:
            _clear_caches()
        gc.collect()
        timed = floored = 0.0
        for index, (low, high) in enumerate(chunks):
            start = time.perf_counter()
            floor(low, high)
            middle = time.perf_counter()
            run(low, high)
            end = time.perf_counter()
            runs[index].append(end - middle)
            floors[index].append(middle - start)
            timed += end - middle
            floored += middle - start
        ratios.append(timed / floored)
    best = sum(min(chunk) for chunk in runs)
    return best, best / sum(min(chunk) for chunk in floors), statistics.median(ratios)


def _loop(function: Callable[..., object], rows: Sequence[Row]) -> Run:
    def run(low: int, high: int) -> None:
        for contract, tricks, vulnerable in rows[low:high]:
            function(contract, tricks, vulnerable=vulnerable)

    return run


def _floor(rows: Sequence[Row]) -> Run:
    table = {
        (contract, tricks, vulnerable): bridge.score(contract, tricks, vulnerable=vulnerable)
        for contract, tricks, vulnerable in rows
    }

    def run(low: int, high: int) -> None:
        for contract, tricks, vulnerable in rows[low:high]:
            table[contract, tricks, vulnerable]

    return run


def _fresh(
    function: Callable[..., object], corpus: Sequence[tuple[int, str, str, int, bool]]
) -> Run:
    contract_type = bridge.Contract

    def run(low: int, high: int) -> None:
        for level, strain, doubling, tricks, vulnerable in corpus[low:high]:
            function(contract_type(level, strain, doubling), tricks, vulnerable=vulnerable)

    return run


def _check_level(_instance: object, _attribute: object, value: int) -> None:
    check_int("level", value, 1, 7)


def _to_strain(value: bridge.Strain | str) -> bridge.Strain:
    return value if type(value) is bridge.Strain else bridge.Strain.parse(value)


def _to_doubling(value: bridge.Doubling | str) -> bridge.Doubling:
    return value if type(value) is bridge.Doubling else bridge.Doubling.parse(value)


# The floor for building a contract: a plain frozen attrs class doing Contract's checks (the
# level by check_int, strain and doubling converted to members) the way attrs writes them.
_PlainContract = attrs.make_class(
    "PlainContract",
    {
        "level": attrs.field(validator=_check_level),
        "strain": attrs.field(converter=_to_strain),
        "doubling": attrs.field(default=bridge.Doubling.UNDOUBLED, converter=_to_doubling),
    },
    frozen=True,
    slots=True,
)


def _build(cls: Callable[..., object], contracts: Sequence[tuple[int, str, str]]) -> Run:
    def run(low: int, high: int) -> None:
        for level, strain, doubling in contracts[low:high]:
            cls(level, strain, doubling)

    return run


def _endplay(
    corpus: Sequence[tuple[int, str, str, int, bool]], ratio: Callable[..., Case]
) -> list[Case]:
    if importlib.util.find_spec("endplay") is None:
        return [Case("endplay: not installed, skipped")]
    from endplay.types import Contract, Denom, Penalty, Player, Vul

    denoms = {
        "C": Denom.clubs,
        "D": Denom.diamonds,
        "H": Denom.hearts,
        "S": Denom.spades,
        "NT": Denom.nt,
    }
    penalties = {"": Penalty.passed, "X": Penalty.doubled, "XX": Penalty.redoubled}
    rows = [
        (level, denoms[strain], penalties[doubling], tricks - 6 - level, vul)
        for level, strain, doubling, tricks, vul in corpus
    ]

    def construct_and_score(low: int, high: int) -> None:
        for level, denom, penalty, result, vul in rows[low:high]:
            Contract(
                level=level, denom=denom, declarer=Player.north, penalty=penalty, result=result
            ).score(Vul.both if vul else Vul.none)

    built = [
        (
            Contract(level=level, denom=denom, declarer=Player.north, penalty=penalty, result=r),
            Vul.both if vul else Vul.none,
        )
        for level, denom, penalty, r, vul in rows
    ]

    def prebuilt(low: int, high: int) -> None:
        for contract, vul in built[low:high]:
            contract.score(vul)

    return [
        ratio(ENDPLAY, construct_and_score),
        ratio("endplay prebuilt Contract .score(vul)", prebuilt),
    ]


ENDPLAY = "endplay Contract(...).score(vul)"


def cases() -> list[Case]:
    """The bridge benchmarks: every row per call, on the 2,940-case corpus."""
    corpus = _corpus()
    per = len(corpus)
    canonical = [(f"{lv}{s}{d}", t, v) for lv, s, d, t, v in corpus]
    typed = [(f"{lv}{_TYPED_STRAIN[s]}{_TYPED_DOUBLING[d]}", t, v) for lv, s, d, t, v in corpus]
    contracts = {text: bridge.Contract.parse(text) for text, _, _ in canonical}
    built: list[Row] = []

    def rebuild() -> None:
        # Contracts built before the pass, new objects each time: nothing kept on them.
        fresh = {text: bridge.Contract.parse(text) for text in contracts}
        built[:] = [(fresh[text], t, v) for text, t, v in canonical]

    floor_run = _floor(canonical)
    floor = _time_passes(floor_run, floor_run, cold=True)[0] / per
    ratios: dict[str, float] = {}

    def ratio(
        name: str,
        run: Run,
        *,
        cold: bool = True,
        note: str = "",
        setup: Callable[[], object] | None = None,
    ) -> Case:
        _, ratios[name], median = _time_passes(run, floor_run, cold=cold, setup=setup)
        note = f"median pass {median:.2f}×  {note}".rstrip()
        return Case(name, measured=ratios[name] * floor, floor=FLOOR, note=note)

    def timed(
        name: str, run: Run, *, note: str = "", setup: Callable[[], object] | None = None
    ) -> list[Case]:
        return [
            ratio(f"{name} cold", run, note=note, setup=setup),
            ratio(f"{name} warm", run, cold=False, setup=setup),
        ]

    rebuild()
    score_built = _loop(bridge.score, built)
    settle_built = _loop(bridge.settle, built)
    triples = [(lv, s, d) for lv, s, d, _, _ in corpus]
    table = [
        Case(
            FLOOR, measured=floor, note="every ratio: interleaved with the floor, chunk by chunk"
        ),
        *timed("bridge.score('4SX')", _loop(bridge.score, canonical), note="target ≤ 4×"),
        *timed("bridge.score('4♠x', '3n', ' xx')", _loop(bridge.score, typed)),
        *timed("bridge.score(Contract)", score_built, setup=rebuild),
        *timed("bridge.score(Contract(4, 'S', 'X'))", _fresh(bridge.score, corpus)),
        *timed("bridge.settle('4SX') (itemised)", _loop(bridge.settle, canonical)),
        *timed("bridge.settle(Contract) (itemised)", settle_built, setup=rebuild),
        *timed(
            "bridge.settle(Contract(4, 'S', 'X')) (itemised)",
            _fresh(bridge.settle, corpus),
            note="target: ≥ 2× faster than endplay construct-and-score",
        ),
        ratio("plain frozen attrs class, same validators", _build(_PlainContract, triples)),
        ratio("Contract(4, 'S', 'X') alone", _build(bridge.Contract, triples)),
        *_endplay(corpus, ratio),
    ]
    contract = ratios["Contract(4, 'S', 'X') alone"]
    plain = ratios["plain frozen attrs class, same validators"]
    table.append(
        Case(f"   Contract(4, 'S', 'X') ÷ plain attrs class: {contract / plain:.2f}×  (≤ 1×)")
    )
    endplay = ratios.get(ENDPLAY)
    if endplay is not None:
        table.extend(
            Case(f"   endplay construct-and-score ÷ {name}: {endplay / value:.2f}×  (target ≥ 2×)")
            for name, value in ratios.items()
            if name.startswith("bridge.settle")
        )
    return table
