"""A rotating Chicago evening in a scoresheet: five to seven players, chukkers of four deals.

The players are seated by the suggested rotation (the Laws' Chicago, B6); each deal names
its declarer by name or by seat (``"Cid 4S="`` or ``"N 4S="``), or is ``"pass"``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import chicago
from cardscore.sheet._core import Adapter, Saved, Value, flag, register, rules_from
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

__all__ = ["EVENING"]

_NOTATION = "'Cid 4SX-1' (the declarer, by name or seat, then the result), 'pass', or a table"


class _Evening:
    def __init__(self, evening: chicago.Evening, *, close: bool) -> None:
        self.ledger = evening
        self._close = close

    def play(self, deal: Value) -> str:
        if passed(deal):
            self.ledger = self.ledger.throw_in()
            return "passed out"
        declarer, contract, tricks, honours = bridge_deal(deal, _NOTATION)
        check_honours(honours, scored=self.ledger.rules.honours)
        self.ledger = self.ledger.record(contract, tricks, declarer=declarer, honours=honours)
        recorded = self.ledger.deals[-1]
        player = recorded.seating.seats[recorded.deal.declarer or "N"]
        return f"{player} {recorded.deal.result}{honours_label(honours)}"

    def close(self) -> None:
        if self._close:
            self.ledger = self.ledger.close()


def _start(scoresheet: Scoresheet) -> _Evening:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, chicago.Rules())
    close = flag("close", scoresheet.options.get("close", False))
    return _Evening(chicago.Evening(scoresheet.parties, rules), close=close)


def _deal(deal: chicago.EveningDeal) -> Value:
    played = deal.deal
    if played.declarer is None or played.result is None:
        return "pass"
    player = deal.seating.seats[played.declarer]
    return write_bridge_deal(player, str(played.result), played.honours)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, chicago.Evening):
        return None
    options: dict[str, Value] = {"close": True} if ledger.closed else {}
    deals = tuple(map(_deal, ledger.deals))
    return Saved(
        "rotatingchicago", ledger.players, deals, ledger.rules, chicago.Rules(), None, options
    )


EVENING = Adapter(
    game="rotatingchicago",
    title="Rotating Chicago evening",
    parties="players",
    default_parties=None,
    options={"close": "the evening ends with the last deal of the sheet (default false)"},
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=chicago.Rules,
    save=_save,
)
register(EVENING, "chicago evening", "evening")
