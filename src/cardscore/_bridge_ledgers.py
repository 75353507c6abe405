"""What the Chicago and rubber ledgers share: reading a deal's input, splitting its score.

Both ledgers score a deal from :func:`cardscore.bridge.settle`'s ``made``, ``below``,
``above`` and ``penalty`` (never the duplicate ``bonus``), and keep the items of each deal
apart as below the line (the trick score) and above the line (everything else).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore._check import LazyPattern
from cardscore.bridge import Contract, Result, Strain, settle
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = ["HONOURS", "Honours", "honours_item", "read_honours", "read_result", "split"]

Honours = tuple[str, int]
"""Honours held: the side that held them and 100 or 150."""

# B5 (rubber laws): 100 for four trump honours in one hand, 150 for five, or four aces at NT.
HONOURS = (100, 150)
_HONOURS_LABEL = {
    (False, 100): "honours (four trump honours)",
    (False, 150): "honours (five trump honours)",
    (True, 150): "honours (four aces at notrump)",
}

_HONOURS_RE = LazyPattern(r"\s*(?P<side>.+?)\s*[:\s]\s*(?P<points>\d+)\s*")
_TRICKS_ALLOWED = "an int from 0 to 13, or a result like '4S=' or '4SX-1' as the contract"


def read_result(contract: object, tricks: object) -> Result:
    """The contract and tricks of a ``record`` call, or its result notation with no tricks."""
    if tricks is None:
        return _read_result_notation(contract)
    if type(contract) is not Contract:
        if type(contract) is Result:
            raise ScoreError(
                "contract", contract, "a contract without a result when tricks are given"
            )
        if type(contract) is not str:
            raise ScoreError("contract", contract, "a Contract or a str like '4SX' or '3NT'")
        contract = Contract.parse(contract)
    if type(tricks) is not int:
        raise ScoreError("tricks", tricks, _TRICKS_ALLOWED)
    # Result checks the range itself: ImpossibleResultError, "tricks: an int from 0 to 13".
    return Result(contract, tricks)


def _read_result_notation(contract: object) -> Result:
    if type(contract) is Result:
        return contract
    if type(contract) is str:
        cached = _RESULTS.get(contract)
        if cached is not None:
            return cached
        try:
            result = Result.parse(contract)
        except ImpossibleResultError as error:
            raise ImpossibleResultError("contract", contract, error.allowed) from None
        except NotationError:
            # Not a result: report a bad contract as such, else the missing tricks.
            Contract.parse(contract)
        else:
            if len(_RESULTS) < _RESULTS_LIMIT:
                _RESULTS[contract] = result
            return result
    elif type(contract) is not Contract:
        raise ScoreError(
            "contract", contract, "a Contract, a Result or a str like '4SX' or '4SX-1'"
        )
    raise ScoreError("tricks", None, _TRICKS_ALLOWED)


# Result notation already read, so that recording from strings parses each spelling once.
_RESULTS: dict[str, Result] = {}
_RESULTS_LIMIT = 4096


def read_honours(
    honours: object, strain: Strain, side_of: Callable[[object], str], *, allowed: bool
) -> Honours | None:
    """``honours`` as ``(side, points)``, checked against the rules and the contract."""
    if honours is None:
        return None
    if not allowed:
        raise RuleViolationError(
            "honours", honours, "None: these rules score no honours (Rules(honours=True) does)"
        )
    if type(honours) is str:
        match = _HONOURS_RE.fullmatch(honours)
        if match is None:
            raise NotationError("honours", honours, "(side, 100 or 150) or 'SIDE:150'")
        honours = (match["side"], int(match["points"]))
    if not isinstance(honours, tuple | list) or len(honours) != 2:
        raise ScoreError("honours", honours, "None or a pair (side, 100 or 150)")
    side = side_of(honours[0])
    points = honours[1]
    if type(points) is not int or points not in HONOURS:
        raise ScoreError("honours", honours, "a pair (side, 100 or 150)")
    if strain is Strain.NOTRUMP and points != 150:
        # At notrump only four aces in one hand count, and they are worth 150.
        raise ImpossibleResultError("honours", honours, "(side, 150) at notrump: four aces")
    return side, points


def honours_item(honours: Honours, strain: Strain) -> Item:
    """The above-the-line item for honours held."""
    side, points = honours
    return Item(_HONOURS_LABEL[(strain is Strain.NOTRUMP, points)], side, points)


def split(
    result: Result, declarer: str, defenders: str, *, vulnerable: bool
) -> tuple[int, tuple[Item, ...], tuple[Item, ...]]:
    """The declaring side's trick score, its below-the-line items and the above-the-line ones.

    Chicago and rubber scoring take B2–B5 without the duplicate game or partscore bonus:
    settle lists that bonus last among a made contract's items, and the trick score first.
    """
    key = (result.contract, result.tricks, vulnerable, declarer, defenders)
    cached = _SPLIT.get(key)
    if cached is not None:
        return cached
    deal = settle(result.contract, result.tricks, vulnerable=vulnerable)
    if not deal.made:
        parts: tuple[int, tuple[Item, ...], tuple[Item, ...]] = (
            0,
            (),
            tuple(Item(item.label, defenders, item.points) for item in deal.items),
        )
    else:
        trick, *rest = deal.items[:-1]
        parts = (
            deal.below,
            (Item(trick.label, declarer, trick.points),),
            tuple(Item(item.label, declarer, item.points) for item in rest),
        )
    if len(_SPLIT) < _SPLIT_LIMIT:
        _SPLIT[key] = parts
    return parts


# The split of each (contract, tricks, vulnerability, sides) seen: the items are immutable,
# and itemising is most of the cost of a record.
_SPLIT: dict[tuple[Contract, int, bool, str, str], tuple[int, tuple[Item, ...], tuple[Item, ...]]]
_SPLIT = {}
_SPLIT_LIMIT = 16384
