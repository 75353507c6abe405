"""bridge.score and bridge.settle on every deal there is, against a dict floor and endplay.

The corpus is all 2,940 cases: 7 levels × 5 strains × 3 doublings (105 contracts) × 14
trick counts × 2 vulnerabilities, shuffled with a fixed seed, in the forms users pass: the
canonical string (``"4SX"``), the string as people type it (``"4♠x"``, ``"3n"``, ``"4 s x"``),
a ``Contract`` built once, and a ``Contract(level, strain, doubling)`` built for each call.

Each row is the time of one call, averaged over one pass of the corpus, the median of 15
passes (timed in chunks of 147 rows, each chunk's median; "best" adds up each chunk's
best): **cold** clears the library's caches before each pass (the first pass a program
makes), **warm** runs one pass untimed first. Every row's ratio is to the floor: a dict of
the 2,940 precomputed scores looked up with the same loop.

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

# The best pass of each timed run: on a loaded machine the median moves, the best much less.
_BEST: dict[Run, float] = {}


def _clear_caches() -> None:
    # Whatever the library remembers, in whichever version is installed (the benchmark
    # also measures the code before issue 16, for the "before" column).
    for name in ("_PARSED", "_SCORE_TABLES"):
        cache = getattr(bridge, name, None)
        if isinstance(cache, dict):
            cache.clear()
    for name in dir(bridge):
        clear = getattr(getattr(bridge, name), "cache_clear", None)
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


def _time_passes(run: Run, *, cold: bool, setup: Callable[[], object] | None = None) -> float:
    """Seconds of one pass of ``run`` over the corpus: the median of ``_PASSES`` passes.

    Each pass is timed in chunks of ``_CHUNK`` rows, and the pass's time is the sum over the
    chunks of each chunk's median (its best goes to ``_BEST``): a chunk that another process
    interrupted in one pass does not count, and every chunk is still timed where it falls in
    a pass that started cold.
    """
    chunks = [(low, min(low + _CHUNK, _ROWS)) for low in range(0, _ROWS, _CHUNK)]
    times: list[list[float]] = [[] for _ in chunks]
    if not cold:
        run(0, _ROWS)
    for _ in range(_PASSES):
        if setup is not None:
            setup()
        if cold:
            _clear_caches()
        gc.collect()
        for index, (low, high) in enumerate(chunks):
            start = time.perf_counter()
            run(low, high)
            times[index].append(time.perf_counter() - start)
    _BEST[run] = sum(min(chunk) for chunk in times)
    return sum(statistics.median(chunk) for chunk in times)


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


_CONTRACT_FIELDS = attrs.fields(bridge.Contract)
# A plain frozen attrs class with Contract's own validator and converters: the floor.
_PlainContract = attrs.make_class(
    "PlainContract",
    {
        "level": attrs.field(validator=_CONTRACT_FIELDS.level.validator),
        "strain": attrs.field(converter=_CONTRACT_FIELDS.strain.converter),
        "doubling": attrs.field(
            default=bridge.Doubling.UNDOUBLED, converter=_CONTRACT_FIELDS.doubling.converter
        ),
    },
    frozen=True,
    slots=True,
)


def _build(cls: Callable[..., object], contracts: Sequence[tuple[int, str, str]]) -> Run:
    def run(low: int, high: int) -> None:
        for level, strain, doubling in contracts[low:high]:
            cls(level, strain, doubling)

    return run


def _endplay(corpus: Sequence[tuple[int, str, str, int, bool]]) -> list[Case]:
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

    per = len(corpus)
    construct = _time_passes(construct_and_score, cold=True) / per
    _ENDPLAY_BEST.append(_BEST[construct_and_score] / per)
    return [
        Case(
            "endplay Contract(...).score(vul)",
            measured=construct,
            floor=FLOOR,
            note=f"best {_ENDPLAY_BEST[0] * 1e9:.0f} ns",
        ),
        Case(
            "endplay prebuilt Contract .score(vul)",
            measured=_time_passes(prebuilt, cold=True) / per,
            floor=FLOOR,
            note=f"best {_BEST[prebuilt] / per * 1e9:.0f} ns",
        ),
    ]


_ENDPLAY_BEST: list[float] = []
_SETTLE_BEST: dict[str, float] = {}


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

    def timed(
        name: str,
        run: Run,
        *,
        note: str = "",
        setup: Callable[[], object] | None = None,
    ) -> list[Case]:
        cold = _time_passes(run, cold=True, setup=setup) / per
        cold_best = _BEST[run] / per / floor_best
        _SETTLE_BEST[f"{name} cold"] = _BEST[run] / per
        warm = _time_passes(run, cold=False, setup=setup) / per
        warm_best = _BEST[run] / per / floor_best
        _SETTLE_BEST[f"{name} warm"] = _BEST[run] / per
        return [
            Case(
                f"{name} cold",
                measured=cold,
                floor=FLOOR,
                note=f"best {cold_best:.2f}×  {note}".rstrip(),
            ),
            Case(f"{name} warm", measured=warm, floor=FLOOR, note=f"best {warm_best:.2f}×"),
        ]

    floor_run = _floor(canonical)
    floor = _time_passes(floor_run, cold=True) / per
    floor_best = _BEST[floor_run] / per
    rebuild()
    score_built = _loop(bridge.score, built)
    settle_built = _loop(bridge.settle, built)
    triples = [(lv, s, d) for lv, s, d, _, _ in corpus]
    table = [
        Case(FLOOR, measured=floor, note=f"best {floor_best * 1e9:.1f} ns"),
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
        Case(
            "plain frozen attrs class, same validators",
            measured=_time_passes(_build(_PlainContract, triples), cold=True) / per,
        ),
        Case(
            "Contract(4, 'S', 'X') alone",
            measured=_time_passes(_build(bridge.Contract, triples), cold=True) / per,
            floor="plain frozen attrs class, same validators",
        ),
        *_endplay(corpus),
    ]
    return table + _against_endplay(table)


def _against_endplay(table: list[Case]) -> list[Case]:
    """Lines saying how many times faster than endplay's construct-and-score each settle is."""
    measured = {case.name: case.measured for case in table if case.measured is not None}
    endplay = measured.get("endplay Contract(...).score(vul)")
    if endplay is None:
        return []
    return [
        Case(
            f"   endplay construct-and-score ÷ {name}: {endplay / seconds:.2f}× median, "
            f"{_ENDPLAY_BEST[0] / _SETTLE_BEST[name]:.2f}× best  (target ≥ 2×)"
        )
        for name, seconds in measured.items()
        if name.startswith("bridge.settle")
    ]
