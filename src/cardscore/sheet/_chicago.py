"""Chicago in a scoresheet: four deals of bridge, NS against EW (the Laws' Chicago)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import chicago
from cardscore.errors import ScoreError
from cardscore.sheet._core import Adapter, Saved, Value, register, rules_from, text
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

__all__ = ["CHICAGO"]

_NOTATION = "'N 4SX-1' (declarer's seat, then the result), 'pass', or a table"


class _Chicago:
    def __init__(self, match: chicago.Match) -> None:
        self.ledger = match

    def play(self, deal: Value) -> str:
        if passed(deal):
            self.ledger = self.ledger.throw_in()
            return "passed out"
        declarer, contract, tricks, honours = bridge_deal(deal, _NOTATION)
        check_honours(honours, scored=self.ledger.rules.honours)
        self.ledger = self.ledger.record(contract, tricks, declarer=declarer, honours=honours)
        recorded = self.ledger.deals[-1]  # four deals at most
        return f"{recorded.declarer} {recorded.result}{honours_label(honours)}"

    def close(self) -> None:
        return None


def _start(scoresheet: Scoresheet) -> _Chicago:
    no_preset(scoresheet)
    if set(scoresheet.parties) != set(chicago.SIDES) or len(scoresheet.parties) != 2:
        raise ScoreError("sides", list(scoresheet.parties), "the sides 'NS' and 'EW'")
    rules = rules_from(scoresheet, chicago.Rules())
    first_dealer = text(
        "first_dealer", scoresheet.options.get("first_dealer", "N"), "a seat: N, E, S or W"
    )
    return _Chicago(chicago.Match(rules, first_dealer))


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, chicago.Match):
        return None
    deals: list[Value] = [
        "pass"
        if deal.declarer is None or deal.result is None
        else write_bridge_deal(deal.declarer, str(deal.result), deal.honours)
        for deal in ledger.deals
    ]
    options: dict[str, Value] = {}
    if ledger.first_dealer != "N":
        options["first_dealer"] = ledger.first_dealer
    return Saved(
        "chicago", chicago.SIDES, tuple(deals), ledger.rules, chicago.Rules(), None, options
    )


CHICAGO = Adapter(
    game="chicago",
    title="Chicago match",
    parties="sides",
    default_parties=chicago.SIDES,
    options={"first_dealer": "the seat that deals first: N (default), E, S or W"},
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=chicago.Rules,
    save=_save,
)
register(CHICAGO)
