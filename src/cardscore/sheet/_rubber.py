"""Rubber bridge and two-player Draw Bridge in a scoresheet (the Laws of Rubber Bridge)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from cardscore import rubber
from cardscore.sheet._core import (
    Adapter,
    Saved,
    Value,
    flag,
    optional_text,
    register,
    rules_from,
)
from cardscore.sheet._deals import (
    bridge_deal,
    check_honours,
    honours_label,
    no_preset,
    passed,
    write_bridge_deal,
)

if TYPE_CHECKING:
    from cardscore.sheet._core import Scoresheet

__all__ = ["RUBBER"]

_NOTATION = "'NS 4S=' (declaring side, then the result), 'pass', or a table"


class _Rubber:
    def __init__(self, ledger: rubber.Rubber, *, close: bool) -> None:
        self.ledger = ledger
        self._close = close

    def play(self, deal: Value) -> str:
        if passed(deal):
            self.ledger = self.ledger.throw_in()
            return "passed out"
        declarer, contract, tricks, honours = bridge_deal(deal, _NOTATION)
        check_honours(honours, scored=self.ledger.rules.honours)
        self.ledger = self.ledger.record(contract, tricks, declarer=declarer, honours=honours)
        recorded = self.ledger.deals[-1]  # a rubber is short
        return f"{recorded.declarer} {recorded.result}{honours_label(honours)}"

    def close(self) -> str | None:
        if not self._close:
            return None
        if self.ledger.finished:
            warnings.warn("close: the rubber was won; there was nothing to close", stacklevel=1)
            return None
        self.ledger = self.ledger.close()
        return "rubber closed unfinished"


def _start(scoresheet: Scoresheet) -> _Rubber:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, rubber.Rules())
    close = flag("close", scoresheet.options.get("close", False))
    first_dealer = optional_text(
        "first_dealer", scoresheet.options.get("first_dealer"), "a seat N E S W, or a side"
    )
    return _Rubber(rubber.Rubber(scoresheet.parties, rules, first_dealer), close=close)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, rubber.Rubber):
        return None
    deals: list[Value] = []
    for deal in ledger.deals:
        if deal.thrown_in:
            deals.append("pass")
        elif deal.declarer is not None and deal.result is not None:
            deals.append(write_bridge_deal(deal.declarer, str(deal.result), deal.honours))
        # else the closing entry: not a deal, the ``close`` option says it
    options: dict[str, Value] = {"close": True} if ledger.closed else {}
    if ledger.first_dealer is not None:
        options["first_dealer"] = ledger.first_dealer
    return Saved("rubber", ledger.sides, tuple(deals), ledger.rules, rubber.Rules(), None, options)


RUBBER = Adapter(
    game="rubber",
    title="Rubber bridge",
    parties="sides",
    default_parties=("NS", "EW"),
    options={
        "close": "close an unfinished rubber at the end of the sheet (default false)",
        "first_dealer": "who deals first: a seat N E S W, or one of the sides (default: "
        "nobody is said to deal)",
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=rubber.Rules,
    save=_save,
)
register(RUBBER)
