"""Reading and writing deals: what the game adapters share (tables, passes, bridge deals)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Self, TypeVar

from cardscore._text import Text
from cardscore.bridge import is_pass
from cardscore.errors import NotationError, ScoreError
from cardscore.sheet._fields import MissingFieldError, Value, is_array, is_table, text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.sheet._document import Scoresheet

__all__ = [
    "CONTRACT_ALLOWED",
    "RESULT_ALLOWED",
    "BridgeDeal",
    "BridgeLedger",
    "bridge_deal",
    "bridge_played",
    "bridge_row",
    "check_honours",
    "deal_table",
    "no_preset",
    "passed",
    "play_bridge_deal",
    "write_bridge_deal",
]


def deal_table(
    deal: Value, *, required: Sequence[str] = (), optional: Sequence[str] = (), notation: str
) -> dict[str, Value]:
    """``deal`` checked to be a table with the ``required`` keys and no keys but these."""
    if not is_table(deal):
        raise NotationError("deal", deal, notation)
    for key in required:
        if key not in deal:
            raise MissingFieldError(key, notation)
    allowed = (*required, *optional)
    for key in deal:
        if key not in allowed:
            raise ScoreError("deal", key, Text("the keys {keys}", keys=", ".join(allowed)))
    return deal


def no_preset(scoresheet: Scoresheet) -> None:
    """Refuse a preset for a game that has options only."""
    if scoresheet.preset is not None:
        allowed = Text("no preset: {game} has options only", game=scoresheet.game)
        raise ScoreError("preset", scoresheet.preset, allowed)


# What the deals' fields allow, made once (not on every deal).
_DECLARER_ALLOWED = Text("the declarer's name")
RESULT_ALLOWED = Text("a result ('4SX-1')")
CONTRACT_ALLOWED = Text("a contract ('4SX')")


def passed(deal: Value) -> bool:
    """True for a deal written as passed out (``"pass"``: :data:`cardscore.bridge.PASS_WORDS`)."""
    return is_pass(deal)


BridgeDeal = tuple[str, str, "int | None", "str | None"]
"""A bridge deal read: the declarer, the contract or result, the tricks, the honours."""


def _honours(value: Value) -> str | None:
    # Written "NS:100" or ["NS", 100]; passed on (and named in messages) as "NS:100".
    if value is None or isinstance(value, str):
        return value
    if is_array(value) and len(value) == 2:
        side, points = value
        if isinstance(side, str) and type(points) is int:
            return f"{side}:{points}"
    raise ScoreError("honours", value, "'SIDE:100' or 'SIDE:150', or [SIDE, 100]")


def check_honours(honours: str | None, *, scored: bool) -> None:
    """Refuse honours where the sheet's rules score none, in the sheet's own words."""
    if honours is not None and not scored:
        raise ScoreError("honours", honours, "no honours unless options = {honours = true}")


def bridge_deal(deal: Value, notation: str) -> BridgeDeal:
    """The declarer, the contract or result, the tricks (or None) and the honours of a deal.

    ``"N 4SX-1"`` (declarer, then the result) or a table ``{declarer, result}`` or
    ``{declarer, contract, tricks}``, with ``honours`` in the table form.
    """
    if isinstance(deal, str):
        parts = deal.rsplit(None, 1)
        if len(parts) != 2:
            raise NotationError("deal", deal, notation)
        return parts[0], parts[1], None, None
    table = deal_table(
        deal,
        required=("declarer",),
        optional=("result", "contract", "tricks", "honours"),
        notation=notation,
    )
    declarer = text("declarer", table["declarer"], _DECLARER_ALLOWED)
    honours = _honours(table.get("honours"))
    if "result" in table:
        if "contract" in table or "tricks" in table:
            raise ScoreError("result", table["result"], "either result, or contract and tricks")
        result = text("result", table["result"], RESULT_ALLOWED)
        return declarer, result, None, honours
    if "contract" not in table:
        raise MissingFieldError("result", "a result ('4SX-1'), or a contract and tricks")
    if "tricks" not in table:
        raise MissingFieldError("tricks", "the tricks the declaring side took, 0 to 13")
    contract = text("contract", table["contract"], CONTRACT_ALLOWED)
    tricks = table["tricks"]
    if type(tricks) is not int:
        raise ScoreError("tricks", tricks, "an int from 0 to 13")
    return declarer, contract, tricks, honours


class _HonoursRules(Protocol):
    @property
    def honours(self) -> bool:
        """True when the rules score honours."""


class BridgeLedger(Protocol):
    """What the Chicago, rubber and rotating-evening ledgers share for recording a deal."""

    @property
    def rules(self) -> _HonoursRules:
        """The ledger's rules."""

    def throw_in(self) -> Self:
        """The ledger after a passed-out deal."""

    def record(
        self, contract: str, tricks: int | None = ..., *, declarer: str, honours: str | None = ...
    ) -> Self:
        """The ledger after one deal."""


_L = TypeVar("_L", bound=BridgeLedger)


def play_bridge_deal(ledger: _L, deal: Value, notation: str) -> tuple[_L, str | None]:
    """``ledger`` with ``deal`` recorded (a pass is thrown in), and its honours if any.

    The one way the bridge games read a deal of a sheet: ``"pass"``, or the declarer and
    the result (:func:`bridge_deal`), with honours only where the sheet's rules score them.
    The honours are None for a passed-out deal as for a deal without them.
    """
    if passed(deal):
        return ledger.throw_in(), None
    declarer, contract, tricks, honours = bridge_deal(deal, notation)
    check_honours(honours, scored=ledger.rules.honours)
    return ledger.record(contract, tricks, declarer=declarer, honours=honours), honours


def bridge_played(declarer: object, result: object, honours: str | None) -> str:
    """``N 4S=``, or ``N 4S= (honours NS:100)`` (a :class:`Text`): a bridge deal's row."""
    if honours is None:
        return f"{declarer} {result}"
    return Text(
        "{declarer} {result} (honours {honours})",
        declarer=declarer,
        result=str(result),
        honours=honours,
    )


class _Recorded(Protocol):
    @property
    def thrown_in(self) -> bool:
        """True for a passed-out deal."""

    @property
    def declarer(self) -> str | None:
        """Who declared (a seat or a side), None for a passed-out deal."""

    @property
    def result(self) -> object:
        """The contract and its result, as written."""


def bridge_row(recorded: _Recorded, honours: str | None) -> str:
    """A recorded Chicago or rubber deal's row: ``passed out``, else :func:`bridge_played`."""
    if recorded.thrown_in:
        return Text("passed out")
    return bridge_played(recorded.declarer, recorded.result, honours)


def write_bridge_deal(declarer: str, result: str, honours: tuple[str, int] | None) -> Value:
    """A recorded bridge deal in the notation :func:`bridge_deal` reads."""
    if honours is None:
        return f"{declarer} {result}"
    return {"declarer": declarer, "result": result, "honours": f"{honours[0]}:{honours[1]}"}
