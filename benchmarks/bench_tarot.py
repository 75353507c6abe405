"""tarot.settle against the bare formula, and Session.record at 1,000 and 100,000 deals."""

from __future__ import annotations

from _harness import Case

from cardscore import tarot

_TARGETS = (56, 51, 41, 36)
_MULTIPLIERS = {"prise": 1, "garde": 2, "garde sans": 4, "garde contre": 6}


def _floor(multiplier: int, bouts: int, halves: int) -> tuple[int, int]:
    # The same formula as settle (T4, T5, four players), bare: no validation, no result object.
    difference = halves - 2 * _TARGETS[bouts]
    unit = (25 + (abs(difference) + 1) // 2) * multiplier
    if difference < 0:
        unit = -unit
    return 3 * unit, -unit


def _session(deals: int) -> tarot.Session:
    session = tarot.Session(players=("Ann", "Bob", "Cid", "Dan"))
    for number in range(deals):
        session = session.record(
            tarot.Contract.GARDE, taker=session.players[number % 4], bouts=2, points=45
        )
    return session


def cases() -> list[Case]:
    """The tarot benchmarks."""
    garde = tarot.Contract.GARDE
    multiplier = _MULTIPLIERS["garde"]
    return [
        Case("floor: the formula as bare arithmetic", lambda: _floor(multiplier, 2, 90)),
        Case(
            "tarot.settle(Contract, bouts=2, points=45)",
            lambda: tarot.settle(garde, bouts=2, points=45),
            floor="floor: the formula as bare arithmetic",
            target=4.0,
            note="plain deals are settled once, then shared (immutable)",
        ),
        Case(
            "tarot.settle(..., petit_au_bout=Side.TAKER)",
            lambda: tarot.settle(garde, bouts=2, points=45, petit_au_bout=tarot.Side.TAKER),
            floor="floor: the formula as bare arithmetic",
            note="computed every time",
        ),
        Case(
            "tarot.settle('garde', points='40.5', petit, poignée)",
            lambda: tarot.settle(
                "garde", bouts=2, points="40.5", petit_au_bout="taker", poignees=("simple",)
            ),
            floor="floor: the formula as bare arithmetic",
            note="parsing every argument",
        ),
        Case("Session.record: 1,000 deals, per deal", lambda: _session(1_000), per=1_000),
        Case(
            "Session.record: 100,000 deals, per deal",
            lambda: _session(100_000),
            per=100_000,
            floor="Session.record: 1,000 deals, per deal",
            target=1.3,
        ),
    ]
