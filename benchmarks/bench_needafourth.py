"""needafourth.settle on a corpus of every deal, against bare arithmetic; the ledger per deal.

The corpus is every contract (35 bids × 3 doublings) × tricks 0..13 × liar (None, chooser,
partner, both): 5,880 deals, each once as a string (``"4HX"``, the documented way) and once
as a ``Contract``, in a seeded shuffled order. Each row is the time per call over the
corpus, timed beside the floor chunk by chunk (``_harness.paired_runs``: each chunk's best
over 15 passes, so that another process's time slice does not count):

- **cold**: every cache cleared (``settle``'s, if any, and ``Contract.parse``'s) before
  each pass;
- **warm**: passes after an untimed pass, so every cache that exists is full.

The floor is the same rule (N2-N5) as bare arithmetic on pre-normalised ints: no parsing,
no validation, no items, no result object. ``settle`` does all of those (its breakdown is
kept as plain lines and made into ``Item`` values when ``items`` is read: the "read items"
rows pay for that too), so the ratio says what the library costs over the arithmetic alone.

``Settlement(...)`` built directly is timed beside a plain frozen, slotted attrs class with
the same fields and the same validators.
"""

from __future__ import annotations

import random

import attrs
from _harness import Case, paired_runs

from cardscore import bridge, needafourth
from cardscore.bridge import Contract, Doubling, Strain

_LIARS = (None, "chooser", "partner", "both")
_GAME_LEVEL = {"C": 5, "D": 5, "H": 4, "S": 4, "NT": 3}
_VALUE = {1: 100, 2: 100, 3: 100, 4: 500, 5: 500, 6: 1200, 7: 2000}
_BONUS = ((0, 0), (300, 200), (600, 400))
_OVER = (50, 100, 100)
_UNDER = ((100, 100), (250, 150), (500, 300))
_LIAR = (150, 350, 600)


def _floor(level: int, game_level: int, doubling: int, tricks: int, liar: int) -> tuple[int, int]:
    """N2-N5 on ints: ``doubling`` 0, 1, 2; ``liar`` 0 none, 1 chooser, 2 partner, 3 both."""
    need = 6 + level
    if tricks >= need:
        value = _VALUE[level] if level >= game_level or level >= 6 else 100
        chooser_bonus, partner_bonus = _BONUS[doubling]
        extra = 300 if doubling and value == 100 else 0
        over = (tricks - need) * _OVER[doubling]
        return value + chooser_bonus + extra + over, value + partner_bonus + extra + over
    down = need - tricks
    chooser_each, partner_each = _UNDER[doubling]
    if liar == 1:
        return -down * _LIAR[doubling], -down * partner_each
    if liar == 2:
        return -down * partner_each, -down * _LIAR[doubling]
    return -down * chooser_each, -down * partner_each


def _corpus() -> tuple[list[tuple[Contract | str, int, str | None]], list[tuple[int, ...]]]:
    rows: list[tuple[Contract | str, int, str | None]] = []
    floor_rows: list[tuple[int, ...]] = []
    for level in range(1, 8):
        for strain in Strain:
            for doubling_index, doubling in enumerate(Doubling):
                text = f"{level}{strain.value}{doubling.value}"
                contract = Contract(level, strain, doubling)
                for tricks in range(14):
                    for liar_index, liar in enumerate(_LIARS):
                        floor = (level, _GAME_LEVEL[strain.value], doubling_index, tricks)
                        for form in (text, contract):
                            rows.append((form, tricks, liar))
                            floor_rows.append((*floor, liar_index))
    order = list(range(len(rows)))
    random.Random(16).shuffle(order)
    return [rows[i] for i in order], [floor_rows[i] for i in order]


_ROWS, _FLOOR_ROWS = _corpus()


def _clear_caches() -> None:
    # Whatever either module remembers, in whichever version is installed (also the code
    # before issue 16, for the "before" column): every functools cache, every memo dict.
    for module in (needafourth, bridge):
        for name in dir(module):
            cache_clear = getattr(getattr(module, name), "cache_clear", None)
            if callable(cache_clear):
                cache_clear()
        for name in ("_SETTLED", "_PARSED"):
            table = getattr(module, name, None)
            if isinstance(table, dict):
                table.clear()


def _settle_rows(low: int, high: int) -> None:
    settle = needafourth.settle
    for contract, tricks, liar in _ROWS[low:high]:
        settle(contract, tricks, liar=liar)


def _settle_and_read_rows(low: int, high: int) -> None:
    settle = needafourth.settle
    for contract, tricks, liar in _ROWS[low:high]:
        _ = settle(contract, tricks, liar=liar).items


def _floor_rows(low: int, high: int) -> None:
    floor = _floor
    for row in _FLOOR_ROWS[low:high]:
        floor(*row)


def _side_by_side() -> list[Case]:
    floor_name = "floor: N2-N5 as bare arithmetic, corpus"
    cases: list[Case] = []
    floor_seconds: list[float] = []
    for name, run, cold, target in (
        ("settle, corpus (str and Contract), cold", _settle_rows, True, 4.0),
        ("settle, corpus (str and Contract), warm", _settle_rows, False, 4.0),
        ("settle and read items, corpus, cold", _settle_and_read_rows, True, None),
        ("settle and read items, corpus, warm", _settle_and_read_rows, False, None),
    ):
        floor, seconds, median = paired_runs(
            run, _floor_rows, len(_ROWS), cold=cold, clear=_clear_caches, chunk=100
        )
        floor_seconds.append(floor)
        cases.append(
            Case(
                name,
                measured=seconds / floor,  # the ratio, made a time below
                floor=floor_name,
                target=target,
                note=f"median pass {median:.2f}×",
            )
        )
    floor = min(floor_seconds)
    return [
        Case(floor_name, measured=floor, note="each row timed beside it, chunk by chunk"),
        *(attrs.evolve(case, measured=(case.measured or 0) * floor) for case in cases),
    ]


def _record(session: needafourth.Session, count: int) -> needafourth.Session:
    for _ in range(count):
        session = session.record("4HX", 9, chooser="Ann", partner="Bob", liars=("Ann",))
    return session


def cases() -> list[Case]:
    """The Need a Fourth? benchmarks."""
    players = ("Ann", "Bob", "Cat")
    small = _record(needafourth.Session(players), 1_000)
    large = _record(needafourth.Session(players), 100_000)
    settlement = needafourth.settle("2SX", 10)  # 8 lines
    # By keyword, as Settlement is built (issue 42): each field under its __init__ name.
    values = {
        field.alias: getattr(settlement, field.name)
        for field in attrs.fields(needafourth.Settlement)
    }
    plain = attrs.make_class(
        "Plain",
        {
            field.name: attrs.field(validator=field.validator, alias=field.alias)
            for field in attrs.fields(needafourth.Settlement)
        },
        frozen=True,
        slots=True,
        kw_only=True,
    )
    built = "Settlement(...) built directly, 2SX+2"
    plain_name = "plain frozen attrs class, the same validators"
    return [
        *_side_by_side(),
        Case(plain_name, lambda: plain(**values)),
        Case(
            built,
            lambda: needafourth.Settlement(**values),
            floor=plain_name,
            target=1.0,
        ),
        Case(
            "Session.record, per deal, onto 1,000 deals",
            lambda: _record(small, 1_000),
            per=1_000,
        ),
        Case(
            "Session.record, per deal, onto 100,000 deals",
            lambda: _record(large, 1_000),
            floor="Session.record, per deal, onto 1,000 deals",
            target=1.3,
            per=1_000,
        ),
    ]
