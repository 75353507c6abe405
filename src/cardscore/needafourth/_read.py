"""Need a Fourth?'s door: every argument read and checked once, its field named the first time.

Each value a caller gives (a contract, the auction's calls, the hands, the players' names,
a rule option) is read here into the rules' own values, and every error names the field it
was given as (``calls[3]``, ``hands['Ann']``, ``liars``), so that nothing is re-labelled
afterwards. What each error says is allowed is written here.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Final, TypeVar, cast

from cardscore._check import (
    AN_INT,
    ITEMS_LIMIT,
    bounded,
    by_name,
    check_bool,
    check_int,
    check_str,
    iterated,
    name_key,
    normal_names,
)
from cardscore._check import one_of as one_of_values
from cardscore._text import Allowed, Text
from cardscore._words import is_pass
from cardscore.bridge import Contract, Doubling
from cardscore.cards import Card, parse_hand
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.needafourth._rules import (
    HAND,
    MAX_CALLS,
    MOST_DEALS,
    MOST_TOTAL,
    PASS,
    PLAYERS,
    REDOUBLED_OVERTRICKS,
    TRICKS,
    Call,
    Pass,
)

if TYPE_CHECKING:
    import attrs

    from cardscore.needafourth._requirements import Bid, BidTest

_T = TypeVar("_T")

# Input bounds, checked before any parsing so that no text costs more than its length.
MAX_CONTRACT_LENGTH: Final = 16
"""The longest text accepted for a contract (``" 3NTXX "``): longer is refused unread."""
MAX_CALL_LENGTH: Final = 16
"""The longest text accepted for one call (``"passed"``, ``" 3NT "``)."""
MAX_CALLS_TEXT: Final = 1000
"""The longest text accepted for a whole auction (``"1H pass 2H pass pass"``)."""
MAX_HAND_TEXT: Final = 100
"""The longest text accepted for one hand (``"AKQ32.K32.432.432"`` or a list of cards)."""
BIDS_LIMIT: Final = 64  # 35 bids, each maybe written twice

# --- The contract and the tricks (N1–N4) --------------------------------------------------


def read_contract(value: Contract | str) -> Contract:
    """A contract, doubling included: a bridge Contract or its notation (``"4HX"``)."""
    if type(value) is Contract:
        return value
    if isinstance(value, str) and len(value) > MAX_CONTRACT_LENGTH:
        raise NotationError(
            "contract",
            value,
            Text("a contract like '4SX', at most {limit} characters", limit=MAX_CONTRACT_LENGTH),
        )
    return Contract.parse(value)


def read_tricks(value: object) -> int:
    """The tricks taken by chooser and partner, 0..13."""
    return check_int("tricks", value, 0, TRICKS)


_LIAR_ALLOWED: Final = Allowed(
    Text("None, 'chooser', 'partner' or 'both'"),
    told=Text("'chooser', 'partner' or 'both', or nothing"),
)
_LIAR_CODES: Final = frozenset(("chooser", "partner", "both"))


def read_liar(value: object) -> str | None:
    """Who of chooser and partner lied: None, ``"chooser"``, ``"partner"``, ``"both"``."""
    if value is not None and (type(value) is not str or value not in _LIAR_CODES):
        raise ScoreError("liar", value, _LIAR_ALLOWED)
    return value


def read_deal(
    contract: object, tricks: object, liar: object, rules: object, kind: type[_T]
) -> tuple[Contract, int, str | None, _T]:
    """A deal's arguments read once (N1–N4): the contract, the tricks, who lied, the rules.

    The game's one fast path: what nearly every call passes (a Contract, a plain int of
    tricks in range, no liar, a ``kind`` of Rules) is kept as it is, without a call more;
    anything else is read, or refused, by its own field's reading above.
    """
    if type(contract) is not Contract:
        contract = read_contract(cast("Contract | str", contract))
    if type(tricks) is not int or not 0 <= tricks <= TRICKS:
        tricks = read_tricks(tricks)
    if liar is not None:
        liar = read_liar(liar)
    if type(rules) is not kind:
        rules = read_rules(rules, kind)
    return contract, tricks, liar, rules


# --- The auction (N1) ---------------------------------------------------------------------

_CALL_ALLOWED: Final = Text("'pass' or a bid from 1C to 7NT ('1H', '3NT')")
_PLAYERS_ALLOWED: Final = Text("three different non-empty player names")


def read_call(value: object, field: str) -> Call:
    """One call: ``"pass"`` (any spelling of a pass) or an undoubled bid."""
    if type(value) is Pass:
        return value
    if type(value) is Contract:
        if value.doubling is not Doubling.UNDOUBLED:
            raise NotationError(
                field,
                str(value),
                Text("'pass' or a bid from 1C to 7NT ('1H', '3NT'); doubles come after"),
            )
        return value
    if not isinstance(value, str):
        raise ScoreError(field, value, _CALL_ALLOWED)
    if len(value) > MAX_CALL_LENGTH:
        raise NotationError(
            field,
            value,
            Text(
                "'pass' or a bid from 1C to 7NT ('1H', '3NT'), at most {limit} characters",
                limit=MAX_CALL_LENGTH,
            ),
        )
    if is_pass(value):
        return PASS
    try:
        contract = Contract.parse(value)
    except ScoreError:
        raise NotationError(field, value, _CALL_ALLOWED) from None
    if contract.doubling is not Doubling.UNDOUBLED:
        raise NotationError(
            field,
            value,
            Text("'pass' or a bid from 1C to 7NT ('1H', '3NT'); doubles come after the auction"),
        )
    return contract


def read_calls(typed: str | Iterable[Call | str]) -> tuple[Call, ...]:
    """An auction's calls: a text like ``"1H pass 2H"`` or a sequence, each call named."""
    calls: object = typed  # typed for mypy; checked here as anything a program may pass
    if isinstance(calls, str):
        if len(calls) > MAX_CALLS_TEXT:
            raise NotationError(
                "calls",
                calls,
                Text("an auction of at most {limit} characters", limit=MAX_CALLS_TEXT),
            )
        parts: Iterable[object] = calls.replace(",", " ").split()
    elif isinstance(calls, Iterable) and not isinstance(calls, Mapping):
        parts = iterated("calls", calls, "a str of calls or a sequence of calls")
    else:
        raise ScoreError("calls", calls, "a str of calls or a sequence of calls")
    parsed: list[Call] = []
    for index, call in enumerate(parts):
        if index == MAX_CALLS:
            raise RuleViolationError(
                f"calls[{index}]",
                call,
                Text("at most {count} calls: no auction is longer", count=MAX_CALLS),
            )
        parsed.append(read_call(call, f"calls[{index}]"))
    return tuple(parsed)


def read_hand(value: str | Iterable[Card | str], field: str) -> tuple[Card, ...]:
    """One hand: a PBN hand (``"AKQ32.K32.432.432"``) or a sequence of cards."""
    if isinstance(value, str) and len(value) > MAX_HAND_TEXT:
        raise NotationError(
            field, value, Text("a hand of at most {limit} characters", limit=MAX_HAND_TEXT)
        )
    return parse_hand(value, field=field)


def read_hands(hands: object) -> dict[str, tuple[Card, ...]]:
    """The three players' hands during the auction, in seat order: 14 cards each (N5)."""
    if not isinstance(hands, Mapping):
        raise ScoreError("hands", hands, "a mapping of the three players to their 14 cards")
    players = read_players(tuple(hands), "hands")
    parsed: dict[str, tuple[Card, ...]] = {}
    seen: set[Card] = set()
    for player in players:
        field = f"hands[{player!r}]"
        hand = read_hand(hands[player], field)
        if len(hand) != HAND:
            raise ImpossibleResultError(field, len(hand), "14 cards")
        for card in hand:
            if card in seen:
                raise ImpossibleResultError(field, str(card), "each card in one hand only")
            seen.add(card)
        parsed[player] = hand
    return parsed


def read_auction(value: object, kind: type[_T]) -> _T:
    """An :class:`Auction` (``kind``) as it is; anything else refused."""
    if type(value) is not kind:
        raise ScoreError("auction", value, "an Auction")
    return value


def read_position(value: object, calls: tuple[Call, ...]) -> Contract:
    """The bid at ``value`` among ``calls``: a position of a bid, not of a pass."""
    position = check_int("position", value, 0, max(len(calls) - 1, 0))
    contract = calls[position] if calls else PASS
    if not isinstance(contract, Contract):
        raise ScoreError("position", value, "the position of a bid, not of a pass")
    return contract


# --- The players (N1, N6) -----------------------------------------------------------------


def read_players(value: Iterable[str], field: str = "players") -> tuple[str, str, str]:
    """Three different non-empty player names, in seat order."""
    given = bounded(field, value, PLAYERS, _PLAYERS_ALLOWED)
    if len(given) != PLAYERS:
        raise ScoreError(field, value, _PLAYERS_ALLOWED)
    first, second, third = normal_names(
        field, given, _PLAYERS_ALLOWED, error=ScoreError, whole=value
    )
    return (first, second, third)


def one_of(names: Iterable[str]) -> Text:
    """What a player-name field allows: ``one of 'Ann', 'Bob', 'Cat'``."""
    return Text("one of {names}", names=", ".join(map(repr, names)))


def seat_of(players: tuple[str, str, str], name: object, field: str) -> int:
    """The seat of the player ``name`` names (``" Ann"`` is Ann)."""
    name = name_key(name)
    if not isinstance(name, str) or name not in players:
        raise ScoreError(field, name, one_of(players))
    return players.index(name)


def read_partner(partner: str, others: tuple[str, ...]) -> str:
    """The chooser's partner: one of the two other players."""
    if partner not in others:
        raise ScoreError("partner", partner, one_of(others))
    return partner


def read_redoubler(value: object, chooser: str, partner: str) -> str | None:
    """Who redoubled: None, a player's name or ``"chooser"`` / ``"partner"`` (N1)."""
    if value is None:
        return None
    if value in (chooser, partner) and isinstance(value, str):
        return value
    if value == "chooser":
        return chooser
    if value == "partner":
        return partner
    raise ScoreError(
        "redoubled_by",
        value,
        Allowed(
            Text(
                "None, {chooser!r}, {partner!r}, 'chooser' or 'partner'",
                chooser=chooser,
                partner=partner,
            ),
            told=Text(
                "{chooser!r}, {partner!r}, 'chooser' or 'partner', or nothing",
                chooser=chooser,
                partner=partner,
            ),
        ),
    )


def read_liars(value: object, players: tuple[str, str, str]) -> frozenset[str]:
    """The players who lied (N5): a name or a sequence of names."""
    if isinstance(value, str):
        value = (value,)
    names = bounded("liars", value, BIDS_LIMIT, Text("a sequence of player names"))
    return frozenset(players[seat_of(players, name, "liars")] for name in names)


# --- The requirements and the rules (N5) --------------------------------------------------


def read_bids(bids: Iterable[Contract | str], field: str = "bids") -> frozenset[Contract]:
    """The bids a requirement covers, each from 1C to 7NT."""
    listed = bounded(field, bids, BIDS_LIMIT, Text("a sequence of bids like ('1C', '1D')"))
    return frozenset(_require_bid(bid, field) for bid in listed)


def _require_bid(bid: object, field: str) -> Contract:
    call = read_call(bid, field)
    if not isinstance(call, Contract):
        raise NotationError(field, bid, "a bid from 1C to 7NT")
    return call


def read_strains(strains: Iterable[_T]) -> tuple[_T, ...]:
    """The suits a raise requirement covers, each read by ``Strain.parse`` after this."""
    return bounded("strains", strains, BIDS_LIMIT, Text("a sequence of suits like ('C', 'D')"))


def read_description(_instance: object, _attribute: object, value: str) -> None:
    """A requirement's words: a str."""
    check_str("description", value)


def read_test(name: str, value: object) -> None:
    """A requirement's ``applies`` or ``holds``: a function of a Bid returning a bool."""
    if not callable(value):
        raise ScoreError(name, value, "a function of a Bid returning a bool")


def read_answer(test: BidTest, bid: Bid, description: str) -> bool:
    """A player's predicate asked about ``bid``: a bool, or a ScoreError naming the rule."""
    try:
        answer = test(bid)
    except ScoreError:
        raise
    except Exception as error:  # a user's predicate must not leak its errors
        raise ScoreError(
            "requirements",
            description,
            Text(
                "predicates that return a bool (it raised {error_type}: {error})",
                error_type=type(error).__name__,
                error=str(error),
            ),
        ) from error
    if not isinstance(answer, bool):
        raise ScoreError("requirements", description, "predicates that return a bool")
    return answer


def read_requirements(value: object, kind: type[_T]) -> tuple[_T, ...]:
    """A sequence of requirements (``kind``), bounded."""
    # bounded() refuses a str and a non-iterable (a lone Requirement) in the same words.
    given = bounded("requirements", value, ITEMS_LIMIT, Text("a sequence of Requirement"))
    result = []
    for item in given:
        if not isinstance(item, kind):
            raise ScoreError("requirements", item, "a Requirement")
        result.append(item)
    return tuple(result)


def read_redoubled_overtrick(_instance: object, _attribute: object, value: object) -> None:
    """Each redoubled overtrick: 100 or 200, an int (N3)."""
    # An int only: comparing a Decimal NaN (say) with 100 would raise its own error.
    if type(value) is not int:
        raise ScoreError("redoubled_overtrick", value, "one of 100, 200 (an int)")
    one_of_values("redoubled_overtrick", value, REDOUBLED_OVERTRICKS)


def read_flag(_instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    """A rule's flag: a bool."""
    check_bool(attribute.name, value)


def read_rules(value: object, kind: type[_T]) -> _T:
    """A needafourth :class:`Rules` (``kind``) as it is; anything else refused."""
    if type(value) is not kind:
        raise ScoreError("rules", value, "a needafourth.Rules")
    return value


# --- The session (N6) ---------------------------------------------------------------------


def read_agreed(_instance: object, _attribute: object, value: int | None) -> None:
    """None, or the agreed number of deals."""
    if value is not None:
        check_int("deals", value, 1, MOST_DEALS)


def read_totals(value: object, players: tuple[str, str, str]) -> tuple[int, int, int]:
    """Starting totals: each of the three players, an int each."""
    allowed = Text("a mapping of each of {names} to an int", names=", ".join(map(repr, players)))
    if not isinstance(value, Mapping):
        raise ScoreError("totals", value, allowed)
    named = by_name("totals", value, allowed)  # " Ann" is Ann, as the players are read
    unknown = [name for name in named if name not in players]
    if unknown or len(named) != len(players):
        shown = unknown[0] if unknown else min(set(players) - set(named))
        raise ScoreError("totals", shown, allowed)
    first, second, third = (
        check_int(f"totals[{name!r}]", named[name], -MOST_TOTAL, MOST_TOTAL) for name in players
    )
    return (first, second, third)


def read_roles(value: object, kind: type[_T]) -> _T:
    """The :class:`Roles` (``kind``) from ``post_auction``; anything else refused."""
    if type(value) is not kind:
        raise ScoreError("roles", value, "the Roles from post_auction")
    return value


# --- A settlement built by hand (N3–N5) ---------------------------------------------------

ROLES: Final = ("chooser", "partner")


def read_settled_contract(_instance: object, _attribute: object, value: Contract) -> None:
    """A settlement's contract: a bridge Contract (``settle`` parses notation)."""
    if not isinstance(value, Contract):
        raise ScoreError("contract", value, "a bridge.Contract (settle() parses notation)")


def read_settled_tricks(_instance: object, _attribute: object, value: int) -> None:
    """A settlement's tricks, 0..13."""
    read_tricks(value)


def read_settled_liar(_instance: object, _attribute: object, value: str | None) -> None:
    """A settlement's liar."""
    read_liar(value)


def read_points(_instance: object, attribute: attrs.Attribute[int], value: int) -> None:
    """A settlement's score: an int."""
    if type(value) is not int:
        raise ScoreError(attribute.name, value, AN_INT)


def read_breakdown(_instance: object, _attribute: object, value: object) -> None:
    """A settlement's lines: a tuple of (label, ``"chooser"`` or ``"partner"``, points)."""
    if type(value) is tuple:
        for line in value:
            if not isinstance(line, tuple) or len(line) != 3:
                break
            label, role, points = line
            if not isinstance(label, str) or role not in ROLES or type(points) is not int:
                break
        else:
            return
    raise ScoreError("items", value, "a tuple of Item(label, 'chooser' or 'partner', points)")
