"""A toy game for the scoresheet machinery's tests: 'A 3' gives A three points; 10 wins.

It is an adapter as a third party would write one, so the generic tests do not depend on
any real game's rules.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import sheet

# Private on purpose: a toy game on the machinery every ledger is built on.
from cardscore._history import History, LedgerBase
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next
from cardscore.sheet import _registry

if TYPE_CHECKING:
    from collections.abc import Iterator

TARGET = 10


@attrs.frozen(slots=True)
class ToyDeal:
    number: int | None
    items: tuple[Item, ...]
    dealer: str | None = None
    thrown_in: bool = False

    @property
    def scores(self) -> dict[str, int]:
        scores: dict[str, int] = {}
        for item in self.items:
            scores[item.who] = scores.get(item.who, 0) + item.points
        return scores


@attrs.frozen(slots=True)
class ToyLedger(LedgerBase[ToyDeal]):
    players: tuple[str, ...]
    _history: History[ToyDeal] = attrs.field(init=False)
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False)
    _previous: ToyLedger | None = attrs.field(init=False, default=None, eq=False)

    @_history.default
    def _start(self) -> History[ToyDeal]:
        return History.start((0,) * len(self.players))

    @property
    def parties(self) -> tuple[str, ...]:
        return self.players

    @property
    def finished(self) -> bool:
        return self._closed or max(self._history.totals) >= TARGET

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        if not self.finished:
            return None
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def next(self) -> Next | None:
        return None if self.finished else Next(self.played + 1, None)

    def _add(self, number: int | None, item: Item, *, counted: bool) -> ToyLedger:
        points = tuple(item.points if p == item.who else 0 for p in self.players)
        deal = ToyDeal(number, (item,), thrown_in=not counted)
        return self._successor(_history=self._history.add(deal, points, counted=counted))

    def record(self, who: str, points: int) -> ToyLedger:
        if self.finished:
            raise RuleViolationError("deal", f"{who} {points}", "no deal after the winner")
        if who not in self.players:
            raise ScoreError("who", who, "one of " + ", ".join(self.players))
        return self._add(self.played + 1, Item("points", who, points), counted=True)

    def bonus(self, points: int) -> ToyLedger:
        """The closing bonus: a last row, not a deal, to the first player."""
        return self._add(None, Item("closing bonus", self.players[0], points), counted=False)

    def throw_in(self) -> ToyLedger:
        return self._successor(
            _history=self._history.add(
                ToyDeal(None, (), thrown_in=True), (0,) * len(self.players), counted=False
            )
        )

    def close(self) -> ToyLedger:
        return self if self.finished else self._successor(_closed=True)


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
        self.ledger = self.ledger.bonus(self.bonus)
        return "closing bonus"


def start(scoresheet: sheet.Scoresheet) -> ToyTable:
    if scoresheet.preset not in (None, "standard"):
        raise ScoreError("preset", scoresheet.preset, "'standard'")
    bonus = scoresheet.options.get("bonus", 0)
    if type(bonus) is not int:
        raise ScoreError("bonus", bonus, "an int")
    return ToyTable(ToyLedger(scoresheet.parties), bonus=bonus)


def save(ledger: ToyLedger) -> sheet.Saved:
    """A toy ledger as a sheet: its players and every deal as 'NAME POINTS' (no rules)."""
    deals = tuple(
        f"{deal.items[0].who} {deal.items[0].points}" for deal in ledger.deals if deal.items
    )
    return sheet.Saved("toy", ledger.players, deals)


TOY = sheet.Adapter(
    game="toy",
    title="Toy game",
    parties="players",
    default_parties=("A", "B"),
    options={"bonus": "points to the first player when the sheet closes"},
    presets=("standard",),
    notation="'NAME POINTS'",
    start=start,
    ledger=ToyLedger,
    save=save,
)


@pytest.fixture
def toy() -> Iterator[sheet.Adapter[ToyLedger]]:
    sheet.register(TOY, "toy game", "Toy-Game!")
    yield TOY
    for key in ("toy", "toygame"):
        _registry._REGISTRY.pop(key, None)
