"""bridge.score and bridge.settle on every deal there is, against a dict floor and endplay.

The corpus is all 2,940 cases: 7 levels × 5 strains × 3 doublings (105 contracts) × 14
trick counts × 2 vulnerabilities, shuffled with a fixed seed, in the forms users pass: the
canonical string (``"4SX"``), the string as people type it (``"4♠x"``, ``"3n"``, ``"4 s x"``),
a ``Contract`` built once, and a ``Contract(level, strain, doubling)`` built for each call.

Each row is the time of one call, averaged over one pass of the corpus, the median of
several passes: **cold** clears the library's caches before each pass (the first pass a
program makes), **warm** runs one pass untimed first. Every row's ratio is to the floor:
a dict of the 2,940 precomputed scores looked up with the same loop.

Peers (``pip install -e '.[bench]'``): endplay's ``Contract(...)`` then ``.score(vul)``.
A peer that is not installed is skipped, and the table says so.
"""

from __future__ import annotations

import gc
import importlib.util
import random
import statistics
import time
from typing import TYPE_CHECKING

import attrs
from _harness import Case

from cardscore import bridge

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

FLOOR = "floor: dict of the 2,940 scores, same loop (cold)"
_PASSES = 15
_SEED = 2940

# How people type contracts: symbols, lower case, N for notrump, spaces.
_TYPED_STRAIN = {"C": "♣", "D": "d", "H": "♥", "S": "s", "NT": "n"}
_TYPED_DOUBLING = {"": "", "X": "x", "XX": " xx"}

Row = tuple[object, int, bool]


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


def _time_passes(
    run: Callable[[], object], *, cold: bool, setup: Callable[[], object] | None = None
) -> float:
    """Median seconds of one pass of ``run`` over ``_PASSES`` passes."""
    times = []
    if not cold:
        run()
    for _ in range(_PASSES):
        if setup is not None:
            setup()
        if cold:
            _clear_caches()
        gc.collect()
        start = time.perf_counter()
        run()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def _loop(function: Callable[..., object], rows: Sequence[Row]) -> Callable[[], object]:
    def run() -> None:
        for contract, tricks, vulnerable in rows:
            function(contract, tricks, vulnerable=vulnerable)

    return run


def _floor(rows: Sequence[Row]) -> Callable[[], object]:
    table = {
        (contract, tricks, vulnerable): bridge.score(contract, tricks, vulnerable=vulnerable)
        for contract, tricks, vulnerable in rows
    }

    def run() -> None:
        for contract, tricks, vulnerable in rows:
            table[contract, tricks, vulnerable]

    return run


def _fresh(
    function: Callable[..., object], corpus: Sequence[tuple[int, str, str, int, bool]]
) -> Callable[[], None]:
    contract_type = bridge.Contract

    def run() -> None:
        for level, strain, doubling, tricks, vulnerable in corpus:
            function(contract_type(level, strain, doubling), tricks, vulnerable=vulnerable)

    return run


@attrs.frozen
class _PlainContract:
    """A plain frozen attrs class with the validators Contract has: the construction floor."""

    level: int = attrs.field(
        validator=[attrs.validators.instance_of(int), attrs.validators.in_(range(1, 8))]
    )
    strain: bridge.Strain = attrs.field(converter=bridge.Strain.parse)
    doubling: bridge.Doubling = attrs.field(
        default=bridge.Doubling.UNDOUBLED, converter=bridge.Doubling.parse
    )


def _build(
    cls: Callable[..., object], contracts: Sequence[tuple[int, str, str]]
) -> Callable[[], None]:
    def run() -> None:
        for level, strain, doubling in contracts:
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

    def construct_and_score() -> None:
        for level, denom, penalty, result, vul in rows:
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

    def prebuilt() -> None:
        for contract, vul in built:
            contract.score(vul)

    per = len(corpus)
    return [
        Case(
            "endplay Contract(...).score(vul)",
            measured=_time_passes(construct_and_score, cold=True) / per,
            floor=FLOOR,
        ),
        Case(
            "endplay prebuilt Contract .score(vul)",
            measured=_time_passes(prebuilt, cold=True) / per,
            floor=FLOOR,
        ),
    ]


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
        run: Callable[[], object],
        *,
        note: str = "",
        setup: Callable[[], object] | None = None,
    ) -> list[Case]:
        return [
            Case(
                f"{name} cold",
                measured=_time_passes(run, cold=True, setup=setup) / per,
                floor=FLOOR,
                note=note,
            ),
            Case(
                f"{name} warm",
                measured=_time_passes(run, cold=False, setup=setup) / per,
                floor=FLOOR,
            ),
        ]

    rebuild()
    score_built = _loop(bridge.score, built)
    settle_built = _loop(bridge.settle, built)
    triples = [(lv, s, d) for lv, s, d, _, _ in corpus]
    return [
        Case(FLOOR, measured=_time_passes(_floor(canonical), cold=True) / per),
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
