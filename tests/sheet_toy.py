"""A toy game for the scoresheet machinery's tests: 'A 3' gives A three points; 10 wins.

It is an adapter as a third party would write one, so the generic tests do not depend on
any real game's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import sheet
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.sheet import _core

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

TARGET = 10


@attrs.frozen
class ToyLedger:
    parties: tuple[str, ...]
    scores: tuple[tuple[Item, ...], ...] = ()

    @property
    def totals(self) -> dict[str, int]:
        totals = dict.fromkeys(self.parties, 0)
        for items in self.scores:
            for item in items:
                totals[item.who] += item.points
        return totals

    @property
    def finished(self) -> bool:
        return any(points >= TARGET for points in self.totals.values())

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        if not self.finished:
            return None
        best = max(self.totals.values())
        leaders = tuple(name for name, points in self.totals.items() if points == best)
        return leaders[0] if len(leaders) == 1 else leaders

    def record(self, who: str, points: int) -> ToyLedger:
        if self.finished:
            raise RuleViolationError("deal", f"{who} {points}", "no deal after the winner")
        if who not in self.parties:
            raise ScoreError("who", who, "one of " + ", ".join(self.parties))
        return attrs.evolve(self, scores=(*self.scores, (Item("points", who, points),)))


class ToyTable:
    def __init__(self, ledger: ToyLedger, *, bonus: int) -> None:
        self.ledger = ledger
        self.bonus = bonus

    def play(self, deal: sheet.Value) -> str:
        if not isinstance(deal, str) or len(deal.split()) != 2 or not deal.split()[1].isdigit():
            raise NotationError("deal", deal, "'NAME POINTS'")
        who, points = deal.split()
        self.ledger = self.ledger.record(who, int(points))
        return f"{who} scores {points}"

    def close(self) -> str | None:
        if not self.bonus:
            return None
        first = self.ledger.parties[0]
        self.ledger = attrs.evolve(
            self.ledger,
            scores=(*self.ledger.scores, (Item("closing bonus", first, self.bonus),)),
        )
        return "closing bonus"

    def items(self) -> Sequence[tuple[Item, ...]]:
        return self.ledger.scores

    def numbers(self) -> Sequence[int | None]:
        return [
            *range(1, len(self.ledger.scores) + 1 - bool(self.bonus)),
            *[None] * bool(self.bonus),
        ]


def start(scoresheet: sheet.Scoresheet) -> ToyTable:
    if scoresheet.preset not in (None, "standard"):
        raise ScoreError("preset", scoresheet.preset, "'standard'")
    bonus = scoresheet.options.get("bonus", 0)
    if type(bonus) is not int:
        raise ScoreError("bonus", bonus, "an int")
    return ToyTable(ToyLedger(scoresheet.parties), bonus=bonus)


TOY = sheet.Adapter(
    game="toy",
    title="Toy game",
    parties="players",
    default_parties=("A", "B"),
    options={"bonus": "points to the first player when the sheet closes"},
    presets=("standard",),
    notation="'NAME POINTS'",
    start=start,
)


@pytest.fixture
def toy() -> Iterator[sheet.Adapter]:
    sheet.register(TOY, "toy game", "Toy-Game!")
    yield TOY
    for key in ("toy", "toygame"):
        _core._REGISTRY.pop(key, None)
