"""What the Chicago and rubber ledgers share: reading a deal's input, splitting its score.

Both ledgers score a deal from :func:`cardscore.bridge.settle`'s items, kept apart as below
the line (the trick score) and above the line (everything else). Chicago and rubber scoring
drop the duplicate game or partscore bonus; duplicate-scored Chicago keeps it.

Text from users is bounded before it is parsed: no notation here is longer than
:data:`TEXT_LIMIT` characters, and honours points have at most three digits, so reading
takes time linear in the input and no number is converted from a long run of digits.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Self, TypeVar

import attrs

from cardscore._text import Allowed, Text
from cardscore.bridge import Contract, Result, Strain, settle
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item

if TYPE_CHECKING:
    from collections.abc import Callable

__all__ = [
    "HONOURS",
    "SEATS",
    "SEAT_NAMES",
    "TEXT_LIMIT",
    "Honours",
    "honours_item",
    "read_honours",
    "read_result",
    "read_rules",
    "replay",
    "split",
]

_R = TypeVar("_R")


SEATS = ("N", "E", "S", "W")
"""The seats in clockwise order: the deal passes N → E → S → W."""

SEAT_NAMES = {
    "n": "N",
    "north": "N",
    "e": "E",
    "east": "E",
    "s": "S",
    "south": "S",
    "w": "W",
    "west": "W",
}
"""How a seat may be written (stripped, lower case) and the seat it names."""


Honours = tuple[str, int]
"""Honours held: the side that held them and 100 or 150."""

# B5 (rubber laws): 100 for four trump honours in one hand, 150 for five, or four aces at NT.
HONOURS = (100, 150)
"""What honours are worth; the table below is what may be held, by strain."""
_HONOURS_LABEL = {
    (False, 100): Text("honours (four trump honours)"),
    (False, 150): Text("honours (five trump honours)"),
    (True, 150): Text("honours (four aces at notrump)"),
}

# The kinds of a deal's items (cardscore.bridge.settle's): the trick score goes below the
# line (B2); the duplicate game or partscore bonus (B5) is duplicate scoring's alone.
_BELOW = frozenset({"trick_score"})
_DUPLICATE_BONUS = frozenset({"part_score", "game_bonus"})

TEXT_LIMIT = 64
"""The longest contract, result or honours text read: any legal one is far shorter."""

_HONOURS_TEXT = Text("(side, 100 or 150) or 'SIDE:150'")
_POINTS_DIGITS = 3
_TRICKS_ALLOWED = Text("an int from 0 to 13, or a result like '4S=' or '4SX-1' as the contract")


def read_rules(value: object, kind: type[_R], allowed: Text) -> _R:
    """A ``kind`` of rules as it is; anything else refused.

    Another game's rules are named by their class, not by their whole repr.
    """
    if type(value) is not kind:
        shown = (
            f"{type(value).__module__}.{type(value).__qualname__}"
            if attrs.has(type(value))
            else value
        )
        raise ScoreError("rules", shown, allowed)
    return value


def read_result(contract: object, tricks: object) -> Result:
    """The contract and tricks of a ``record`` call, or its result notation with no tricks."""
    if type(contract) is str and len(contract) > TEXT_LIMIT:
        raise NotationError(
            "contract", contract, Text("at most {limit} characters ('4SX-1')", limit=TEXT_LIMIT)
        )
    if tricks is None:
        return _read_result_notation(contract)
    if type(contract) is not Contract:
        if type(contract) is Result:
            raise ScoreError(
                "contract", str(contract), "a contract without a result when tricks are given"
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
            example = Contract.parse(contract)
        else:
            if len(_RESULTS) < _RESULTS_LIMIT:
                _RESULTS[contract] = result
            return result
    elif type(contract) is Contract:
        example = contract
    else:
        raise ScoreError(
            "contract", contract, "a Contract, a Result or a str like '4SX' or '4SX-1'"
        )
    # A contract with no tricks: name what was given, and show how to write the result.
    made = Result(example, example.tricks_needed)
    raise ScoreError(
        "contract",
        contract if type(contract) is str else str(contract),
        Text(
            "a result like '{made}' or '{example}-1', or the contract with tricks (0 to 13)",
            made=str(made),
            example=str(example),
        ),
    )


# Result notation already read, so that recording from strings parses each spelling once.
# There are only some 700 legal spellings in upper case; the cache is bounded all the same.
# Measured on 20,000 varied deals recorded into Chicago matches: 0.11-0.17 s with the caches,
# 0.22-0.30 s without.
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
            "honours",
            honours,
            Allowed(
                Text("None: these rules score no honours (Rules(honours=True) does)"),
                told=Text("nothing: these rules score no honours (the honours option does)"),
            ),
        )
    given = honours  # named in messages as it was given
    if type(honours) is str:
        honours = _honours_text(honours)
    if not isinstance(honours, tuple | list) or len(honours) != 2:
        raise ScoreError(
            "honours",
            given,
            Allowed(
                Text("None or a pair (side, 100 or 150)"),
                told=Text("a side and 100 or 150 ('NS:100'), or nothing"),
            ),
        )
    side = side_of(honours[0])
    points = honours[1]
    # One table says what may be held and how it is labelled: nothing it does not list gets
    # past here, so honours_item never meets points it cannot name.
    if type(points) is not int or (False, points) not in _HONOURS_LABEL:
        raise ScoreError("honours", given, "a pair (side, 100 or 150)")
    if (strain is Strain.NOTRUMP, points) not in _HONOURS_LABEL:
        # At notrump only four aces in one hand count, and they are worth 150.
        raise ImpossibleResultError("honours", given, "(side, 150) at notrump: four aces")
    return side, points


def _honours_text(text: str) -> tuple[str, int]:
    """``'NS:150'`` or ``'NS 150'`` as a pair, read without a regular expression.

    The length is bounded first, the text is stripped once, and the points must be one to
    three ASCII digits: linear time, and no long number is ever converted.
    """
    if len(text) > TEXT_LIMIT:
        raise NotationError(
            "honours",
            text,
            Text(
                "{expected}, at most {limit} characters", expected=_HONOURS_TEXT, limit=TEXT_LIMIT
            ),
        )
    stripped = text.strip()
    side, colon, points = stripped.rpartition(":")
    if not colon:
        words = stripped.rsplit(None, 1)
        side, points = words if len(words) == 2 else ("", stripped)
    side, points = side.strip(), points.strip()
    if not side or not (len(points) <= _POINTS_DIGITS and points.isascii() and points.isdigit()):
        raise NotationError("honours", text, _HONOURS_TEXT)
    return side, int(points)


def honours_item(honours: Honours, strain: Strain) -> Item:
    """The above-the-line item for honours held."""
    side, points = honours
    return Item(_HONOURS_LABEL[(strain is Strain.NOTRUMP, points)], side, points, "honours")


def split(
    result: Result, declarer: str, defenders: str, *, vulnerable: bool, duplicate: bool = False
) -> tuple[int, tuple[Item, ...], tuple[Item, ...]]:
    """The declaring side's trick score, its below-the-line items and the above-the-line ones.

    Chicago and rubber scoring take B2–B5 without the duplicate game or partscore bonus.
    With ``duplicate`` the bonus stays (duplicate-scored Chicago), above the line. Each item
    is placed by its kind (``Item.kind``), never by its place in the list or its words: the
    trick score below the line, the duplicate bonus (``part_score``, ``game_bonus``) kept or
    left out, everything else above.
    """
    key = (result.contract, result.tricks, vulnerable, declarer, defenders, duplicate)
    cached = _SPLIT.get(key)
    if cached is not None:
        return cached
    deal = settle(result.contract, result.tricks, vulnerable=vulnerable)
    if not deal.made:
        parts: tuple[int, tuple[Item, ...], tuple[Item, ...]] = (
            0,
            (),
            tuple(item.to(defenders) for item in deal.items),
        )
    else:
        parts = (
            deal.below,
            tuple(item.to(declarer) for item in deal.items if item.kind in _BELOW),
            tuple(
                item.to(declarer)
                for item in deal.items
                if item.kind not in _BELOW and (duplicate or item.kind not in _DUPLICATE_BONUS)
            ),
        )
    if len(_SPLIT) < _SPLIT_LIMIT:
        _SPLIT[key] = parts
    return parts


# The split of each (contract, tricks, vulnerability, sides, scoring) seen: the items are
# immutable, and itemising is most of the cost of a record.
_SPLIT: dict[
    tuple[Contract, int, bool, str, str, bool], tuple[int, tuple[Item, ...], tuple[Item, ...]]
]
_SPLIT = {}
_SPLIT_LIMIT = 16384


class _BridgeLedger(Protocol):
    """What the Chicago, rubber and rotating-evening ledgers share for recording a deal."""

    def throw_in(self) -> Self:
        """The ledger after a passed-out deal."""

    def record(
        self,
        contract: Result,
        tricks: None = None,
        *,
        declarer: str,
        honours: Honours | None = None,
    ) -> Self:
        """The ledger after one deal."""


_L = TypeVar("_L", bound=_BridgeLedger)


def replay(ledger: _L, declarer: str | None, result: Result | None, honours: Honours | None) -> _L:
    """A recorded bridge deal recorded again on ``ledger``, in its situation there.

    The deal's own input, as ``record`` read it: the result, the declarer (a seat, a side or
    a player, as the ledger names them) and the honours; a deal without a result was passed
    out and is thrown in again. The vulnerability, part scores, games and bonuses are the
    ledger's own, so a correction earlier in the ledger changes them.
    """
    if declarer is None or result is None:
        return ledger.throw_in()
    return ledger.record(result, declarer=declarer, honours=honours)
