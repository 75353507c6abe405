"""All Fours and Pitch's door: every argument read and checked once, its field named first.

Each value a caller gives (a card, the trump, the rules' options, a side, a bid) is read here
into the rules' own values, and every error names the field it was given as, so that nothing
is re-labelled afterwards. The options are read by the shared :class:`cardscore._check.Names`;
what each error says is allowed is written here.
"""

from __future__ import annotations

import enum
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Final, TypeVar, cast

import attrs

from cardscore._check import (
    ITEMS_LIMIT,
    Names,
    bounded,
    by_name,
    check_bool,
    check_int,
    fold,
    name_key,
    normal_names,
    plain_str,
)
from cardscore._text import Allowed, Text
from cardscore._words import is_pass
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.pitch._cards import (
    CARD_TEXT_MAX,
    fast_codes,
    pack_of,
    read_card,
    read_cards,
    read_name,
    shown,
)
from cardscore.pitch._rules import (
    CHECKS,
    CODE,
    FEWEST_SIDES,
    MOST_SIDES,
    MOST_TURN_UPS,
    OPTION_FIELDS,
    ORDER,
    PACK_SIZES,
    PITCH,
    POINTS,
    PRESETS,
    Award,
    GameTie,
    GoingOut,
    JackScoring,
    Kicks,
    PitchCard,
    Rules,
    clear_leader,
    suit_of,
    tally_key,
)
from cardscore.pitch._words import POINT_LABEL, rules_name

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.cards import Suit

_C = TypeVar("_C", bound=enum.Enum)

TARGET_MAX: Final = 1_000_000_000
# The value an error shows for an argument not given (shown quoted, as a value is).
MISSING: Final = Text("missing")
NOT_GIVEN: Final = Text("not given")


# --- P2, P3, P5. The rules' options -------------------------------------------------------


def _option_key(folded: str) -> str:
    # Every option's name is its value with "_" for "-": "-", "_" or a space between words.
    return folded.replace("_", " ").replace("-", " ")


def _option_names(kind: type[enum.Enum]) -> Names[enum.Enum]:
    allowed = Text("one of {options}", options=", ".join(repr(option.value) for option in kind))
    names = {option.value: option for option in kind}
    names.update({option.value.replace("-", " "): option for option in kind})
    return Names(kind, names, typed=allowed, allowed=allowed, key=_option_key)


#: Each option of the rules, as its ``parse`` reads it.
OPTIONS: Final = {kind: _option_names(kind) for kind in OPTION_FIELDS}


def read_option(kind: type[_C], value: object) -> _C:
    """The option ``value`` names, the field named by its kind (``low``, ``going_out``…)."""
    return cast("_C", read_name(OPTIONS[kind], OPTION_FIELDS[kind], value))


def _count(low: int, high: int) -> Callable[[object, attrs.Attribute[int], int], None]:
    def validate(_instance: object, attribute: attrs.Attribute[int], value: int) -> None:
        check_int(attribute.name, value, low, high)

    return validate


def _optional_count(
    low: int, high: int
) -> Callable[[object, attrs.Attribute[int | None], int | None], None]:
    def validate(_instance: object, attribute: attrs.Attribute[int | None], value: object) -> None:
        if value is not None:
            check_int(attribute.name, value, low, high)

    return validate


def _flag(_instance: object, attribute: attrs.Attribute[bool], value: object) -> None:
    check_bool(attribute.name, value)


def _pack_size(_instance: object, _attribute: object, value: object) -> None:
    if type(value) is not int or value not in PACK_SIZES:
        raise ScoreError("pack", value, "52 or 28 (A K Q J 10 9 2 of each suit)")


# Each option that is a number or a flag, and its check (the enums are read by OPTIONS).
_CHECKS: Final[Mapping[str, Callable[..., None]]] = {
    "target": _count(1, TARGET_MAX),
    "bidding": _flag,
    "min_bid": _count(1, 10),
    "max_bid": _count(1, 10),
    "dealer_steal": _flag,
    "dealer_forced": _flag,
    "setback": _flag,
    "pack": _pack_size,
    "jick": _flag,
    "jokers": _flag,
    "big_joker_high": _flag,
    "trey": _flag,
    "moon": _optional_count(1, TARGET_MAX),
    "moon_wins": _flag,
    "moon_tricks": _flag,
    "moon_fail_loses": _flag,
    "win_by": _count(1, TARGET_MAX),
    "lose_at": _optional_count(-TARGET_MAX, -1),
}


def check_rules(rules: Rules) -> None:
    """Every option of ``rules`` in its range, in the fields' order, then together (P2–P6)."""
    for field in attrs.fields(Rules):
        check = _CHECKS.get(field.name)
        if check is not None:
            check(rules, field, getattr(rules, field.name))
    if rules.trey and rules.pack == 28:
        raise RuleViolationError(
            "trey",
            rules.trey,
            Allowed(
                Text("False with the 28-card pack (no threes)"),
                told=Text("false with the 28-card pack (no threes)"),
            ),
        )
    if rules.min_bid > rules.max_bid:
        raise RuleViolationError(
            "min_bid", rules.min_bid, Text("at most max_bid ({max_bid})", max_bid=rules.max_bid)
        )
    if rules.max_bid > rules.points:
        raise RuleViolationError(
            "max_bid",
            rules.max_bid,
            Text("at most the {points} points that exist", points=rules.points),
        )
    if rules.going_out is not GoingOut.COUNT and not rules.bidding:
        raise RuleViolationError(
            "going_out", str(rules.going_out), "'count' when there is no bidding"
        )
    _check_moon(rules)


def _check_moon(rules: Rules) -> None:
    """P6: the moon is a bid above the others; its options need it."""
    if rules.moon is None:
        for name in ("moon_wins", "moon_tricks", "moon_fail_loses"):
            if getattr(rules, name):
                raise RuleViolationError(
                    name,
                    True,
                    Allowed(
                        Text("False while shooting the moon is off (moon=None)"),
                        told=Text("false while shooting the moon is off (no moon)"),
                    ),
                )
    elif not rules.bidding:
        raise RuleViolationError(
            "moon",
            rules.moon,
            Allowed(
                Text("None when there is no bidding"),
                told=Text("nothing when there is no bidding"),
            ),
        )
    elif rules.moon <= rules.max_bid:
        raise RuleViolationError(
            "moon",
            rules.moon,
            Text(
                "a bid above the highest ordinary bid (max_bid {max_bid})", max_bid=rules.max_bid
            ),
        )


# The presets were made before the door loaded: checked now, and every Rules made after.
for _preset in PRESETS.values():
    check_rules(_preset)
CHECKS.append(check_rules)

_RULES_ALLOWED: Final = Text("a Rules or one of {presets}", presets=", ".join(PRESETS))


def read_rules(value: Rules | str) -> Rules:
    """Rules as they are, or a preset by its name."""
    if type(value) is Rules:
        return value
    if isinstance(value, str):
        key = value if len(value) > CARD_TEXT_MAX else fold(plain_str(value).strip())
        rules = PRESETS.get(key.replace("_", "-").replace(" ", "-"))
        if rules is not None:
            return rules
        raise NotationError("rules", shown(value), _RULES_ALLOWED)
    raise ScoreError("rules", value, _RULES_ALLOWED)


def parse_cards(
    cards: str | Iterable[PitchCard | str], *, rules: Rules = PITCH, field: str = "cards"
) -> tuple[PitchCard, ...]:
    """Parse cards (a str separated by spaces or commas, or an iterable) of the rules' pack.

    >>> from cardscore.pitch import TEN_POINT
    >>> parse_cards("JH 10d bj", rules=TEN_POINT)
    (Card.parse('JH'), Card.parse('TD'), <Joker.BIG: 'BJ'>)
    """
    return read_cards(field, cards, read_rules(rules))


def read_kick_rules(value: Rules | str) -> Rules:
    """Rules with a turn-up to kick (P3)."""
    rules = read_rules(value)
    if rules.kicks is Kicks.NONE:
        raise RuleViolationError(
            "rules", rules_name(rules), "rules with a turn-up to kick (kicks is 'none')"
        )
    return rules


def read_settle_rules(value: Rules | str, made_under: Rules) -> Rules:
    """Rules that tally a hand as the rules a tally was made under do (P2, P5)."""
    rules = read_rules(value)
    if tally_key(rules) != tally_key(made_under):
        raise RuleViolationError(
            "rules",
            rules_name(rules),
            Text("the rules the tally was made under ({rules})", rules=rules_name(made_under)),
        )
    return rules


def check_tally_rules(made_under: Rules, rules: Rules) -> None:
    """A tally made under rules that tally a hand as a game's do (P2, P5)."""
    if made_under is not rules and tally_key(made_under) != tally_key(rules):
        raise RuleViolationError(
            "tally",
            rules_name(made_under),
            Text("a tally made under the game's rules ({rules})", rules=rules_name(rules)),
        )


# --- P1, P2. A tally's fields -------------------------------------------------------------

_SIDES_ALLOWED: Final = Text("2 to 6 distinct non-empty side names")


def read_sides(value: Iterable[str], field: str = "sides") -> tuple[str, ...]:
    """2 to 6 distinct side names (P1)."""
    sides = bounded(field, value, MOST_SIDES, _SIDES_ALLOWED)
    if len(sides) < FEWEST_SIDES:  # bounded() has refused a seventh
        raise ScoreError(field, value, _SIDES_ALLOWED)
    return normal_names(field, sides, _SIDES_ALLOWED, error=ScoreError, whole=value)


_POINTS_ALLOWED: Final = Text("one of {points}", points=", ".join(map(repr, POINTS)))


def read_awards(typed: Iterable[Award | tuple[str, str, int]]) -> tuple[Award, ...]:
    """Awards as (point, side, value) tuples, each point one the rules name (P2, P5)."""
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    given = bounded(
        "awards", value, ITEMS_LIMIT, Text("a sequence of (point, side, value) awards")
    )
    awards = []
    for award in given:
        if not isinstance(award, tuple) or len(award) != 3:
            raise ScoreError("awards", award, "(point, side, value) tuples")
        point, side, points = award
        if not isinstance(point, str) or point not in POINTS:
            raise ScoreError("awards", point, _POINTS_ALLOWED)
        awards.append(Award(point, side, points))
    return tuple(awards)


def read_items(typed: Iterable[Item]) -> tuple[Item, ...]:
    """A breakdown's items, each an Item of a str label and side and an int."""
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    given = bounded("items", value, ITEMS_LIMIT, Text("a sequence of Item(label, who, points)"))
    items = []
    for item in given:
        if not isinstance(item, Item) or not _item_types(*item):
            raise ScoreError("items", item, "Item(label, who, points) values: str, str, int")
        items.append(item)
    return tuple(items)


def _item_types(label: object, who: object, points: object) -> bool:
    return isinstance(label, str) and isinstance(who, str) and type(points) is int


def read_in_play(typed: Iterable[PitchCard | str]) -> frozenset[int]:
    """The cards dealt, as codes (a tally has them so; a frozenset of Cards hashes each)."""
    value: object = typed  # typed for mypy; checked here as anything a program may pass
    given = bounded("in_play", value, ITEMS_LIMIT, Text("a frozenset of the cards dealt"))
    return frozenset(CODE[read_card("in_play", card, "the cards dealt")] for card in given)


def _counts(field: str, value: object) -> tuple[int, ...]:
    if not isinstance(value, tuple) or not all(
        type(count) is int and 0 <= count <= TARGET_MAX for count in value
    ):
        raise ScoreError(field, value, "a tuple of ints from 0 up, one per side")
    return value


def read_game_points(value: tuple[int, ...]) -> tuple[int, ...]:
    """Each side's game-point count."""
    return _counts("game_points", value)


def read_tricks(value: tuple[int, ...]) -> tuple[int, ...]:
    """Each side's tricks."""
    return _counts("tricks", value)


def read_side(field: str, value: object, sides: tuple[str, ...]) -> str:
    """One of ``sides``, by its name (as given, or stripped as the sides were)."""
    if value.__class__ is str and value in sides:
        return value
    value = name_key(value)
    if isinstance(value, str) and value in sides:
        return value
    raise ScoreError(field, value, one_of_sides(sides))


def read_index(field: str, value: object, sides: tuple[str, ...]) -> int:
    """The number of the side ``value`` in ``sides``."""
    value = name_key(value)
    if value.__class__ is str and value in sides:
        return sides.index(value)
    raise ScoreError(field, value, one_of_sides(sides))


def one_of_sides(sides: tuple[str, ...]) -> Text:
    """What a side must be: one of ``sides``."""
    return Text("one of the sides {sides}", sides=", ".join(map(repr, sides)))


def read_optional_side(field: str, value: object, sides: tuple[str, ...]) -> str | None:
    """None, or one of ``sides``."""
    return None if value is None else read_side(field, value, sides)


def check_awards(awards: tuple[Award, ...], sides: tuple[str, ...], rules: Rules) -> list[int]:
    """Each point once, in counting-out order, of the rules, at its value; the points by side."""
    points = [0] * len(sides)
    index = {side: number for number, side in enumerate(sides)}
    last = -1
    for point, side, value in awards:
        order = ORDER[point]
        if order <= last:
            raise ImpossibleResultError("awards", point, "each point once, in counting-out order")
        last = order
        check_point(point, rules)
        if value.__class__ is not int or value != POINTS[point]:
            raise ImpossibleResultError(
                "awards",
                value,
                Text("{value} for {point}", value=POINTS[point], point=POINT_LABEL[point]),
            )
        points[index[read_side("awards", side, sides)]] += value
    return points


def check_items(items: tuple[Item, ...], sides: tuple[str, ...], by_side: dict[str, int]) -> None:
    """Items given with awards add up to the awards' points, side by side."""
    given = dict.fromkeys(sides, 0)
    for item in items:
        given[read_side("items", item.who, sides)] += item.points
    if given != by_side:
        raise ImpossibleResultError(
            "items", given, Text("items adding up to {points}", points=by_side.copy())
        )


def check_point(point: str, rules: Rules, field: str = "awards", value: object = None) -> None:
    """A point only some rules have, refused under the others (P2, P5)."""
    value = point if value is None else value
    if point == "hang jack" and rules.jack is not JackScoring.TRINIDAD:
        raise RuleViolationError(field, value, "no hang jack: the jack scores 1 to its capturer")
    if point == "jick" and not rules.jick:
        raise RuleViolationError(
            field,
            value,
            Allowed(
                Text("None: no jick without the jick rule"),
                told=Text("none: no jick without the jick rule"),
            ),
        )
    if point in ("big joker", "little joker") and not rules.jokers:
        raise RuleViolationError(
            field,
            value,
            Allowed(
                Text("None: no jokers without the joker rule"),
                told=Text("none: no jokers without the joker rule"),
            ),
        )
    if point == "trey" and not rules.trey:
        raise RuleViolationError(
            field,
            value,
            Allowed(
                Text("None: no trey without the trey rule"),
                told=Text("none: no trey without the trey rule"),
            ),
        )


# --- P1, P2. A hand's cards ---------------------------------------------------------------


def read_hands(
    field: str, value: object, rules: Rules, sides: tuple[str, ...] | None
) -> tuple[dict[str, list[int]], dict[int, int]]:
    """Each side's cards as codes, and each card's side by number (in ``sides``, else here)."""
    if not isinstance(value, Mapping):
        raise ScoreError(field, value, "a mapping of each side to its cards")
    hands: dict[str, list[int]] = {}
    owners: dict[int, int] = {}
    pack = pack_of(rules).codes
    for number, (side, cards) in enumerate(value.items()):
        if sides is None:
            if not isinstance(side, str) or not side:
                raise ScoreError(field, side, "side names (non-empty str)")
            at = number
        else:
            at = read_index(field, side, sides)
        codes = fast_codes(cards)
        if codes is None or not pack.issuperset(codes) or len(set(codes)) != len(codes):
            # The long way: read_cards raises the error (a bad card, one of another pack, one
            # twice in a hand) or knows cards the quick lookups do not (lower case in a list).
            codes = [CODE[card] for card in read_cards(f"{field}[{side!r}]", cards, rules)]
        hands[side] = codes
        owners.update(dict.fromkeys(codes, at))
    return hands, owners


def read_players(players: object, sides: int) -> int:
    """The players at the table: 4 by default with two sides, else one a side (P1)."""
    if players is None:
        return 4 if sides == FEWEST_SIDES else sides
    count = check_int("players", players, sides, MOST_SIDES)
    if count % sides:
        raise ImpossibleResultError(
            "players",
            count,
            Text("a multiple of the {sides} sides (each side alike)", sides=sides),
        )
    return count


def check_dealer(dealer: str | None, rules: Rules) -> None:
    """The dealer's side, when the game-tie rule needs it (P2)."""
    if rules.game_tie is GameTie.NON_DEALER and dealer is None:
        raise ScoreError("dealer", MISSING, "the dealer's side: the game-tie rule needs it")


# --- P4, P6. Bids and the moon ------------------------------------------------------------


def read_bid(value: object, rules: Rules, field: str = "bid") -> int:
    """A bid the rules allow (P4), the moon's value for ``"moon"`` (P6)."""
    if value is None and field == "bid":
        raise ScoreError(field, MISSING, "the bid: these rules have bidding")
    moon = rules.moon
    if type(value) is not int:
        if (
            moon is not None
            and isinstance(value, str)
            and fold(plain_str(value).strip()) == "moon"
        ):
            return moon
        raise ScoreError(field, value, _bids(rules, typed=True))
    if not rules.min_bid <= value <= rules.max_bid and value != moon:
        raise RuleViolationError(field, value, _bids(rules, typed=False))
    return value


def _bids(rules: Rules, *, typed: bool) -> Text:
    """The bids ``rules`` allow; ``typed``: said of a value that is not an int at all."""
    low, high, moon = rules.min_bid, rules.max_bid, rules.moon
    if moon is None:
        if typed:
            return Text("an int bid from {low} to {high}", low=low, high=high)
        return Text("a bid from {low} to {high}", low=low, high=high)
    if typed:
        return Text(
            "an int bid from {low} to {high}, or {moon} or 'moon' (the moon)",
            low=low,
            high=high,
            moon=moon,
        )
    return Text(
        "a bid from {low} to {high}, or {moon} or 'moon' (the moon)", low=low, high=high, moon=moon
    )


def auction(calls: Sequence[int | str | None], *, rules: Rules = PITCH) -> tuple[int, int] | None:
    """Check one round of bidding (P4) and return (the bidder's position, the bid).

    ``calls`` are each player's call in order from the dealer's left, the dealer's last: a bid
    (int, or ``"moon"`` when the rules allow shooting the moon) or a pass (``None`` or
    ``"pass"``). Returns ``None`` when everyone passed and the rules let the deal be thrown in.

    >>> auction([2, None, 3, 3])           # the dealer steals at 3
    (3, 3)
    >>> auction(["pass", "pass", "pass", 2])
    (3, 2)
    """
    rules = read_rules(rules)
    given: object = calls
    if (
        isinstance(given, str)
        or not isinstance(given, Sequence)
        or not FEWEST_SIDES <= len(given) <= MOST_SIDES
    ):
        raise ScoreError("calls", calls, "a sequence of 2 to 6 calls, the dealer's last")
    best: tuple[int, int] | None = None
    last = len(calls) - 1
    for position, call in enumerate(calls):
        if call is None or is_pass(call):
            if position == last and best is None and rules.dealer_forced:
                raise RuleViolationError(
                    "calls",
                    call,
                    Text("a bid of at least {bid}: the dealer must bid", bid=rules.min_bid),
                )
            continue
        bid = read_bid(call, rules, "calls")
        steal = position == last and rules.dealer_steal
        if best is not None and (bid < best[1] or (bid == best[1] and not steal)):
            if steal:
                raise RuleViolationError("calls", call, Text("a bid at least {bid}", bid=best[1]))
            raise RuleViolationError("calls", call, Text("a bid more than {bid}", bid=best[1]))
        best = (position, bid)
    return best


def read_bidding(
    rules: Rules, sides: tuple[str, ...], bidder: object, bid: object, all_tricks: object
) -> tuple[str, int] | None:
    """The bidder and the bid of a hand (P4, P6); None under rules without bidding."""
    if not rules.bidding:
        _check_no_bidding(bidder, bid, all_tricks)
        return None
    side = read_bidder(bidder, sides)
    value = read_bid(bid, rules)
    if value != rules.moon and all_tricks is not None:
        raise RuleViolationError(
            "all_tricks",
            all_tricks,
            Allowed(
                Text("None: it is for a moon bid only"),
                told=Text("nothing: it is for a moon bid only"),
            ),
        )
    return side, value


def _check_no_bidding(bidder: object, bid: object, all_tricks: object) -> None:
    if bidder is not None or bid is not None:
        field, value = ("bidder", bidder) if bidder is not None else ("bid", bid)
        raise RuleViolationError(
            field,
            value,
            Allowed(
                Text("None: these rules have no bidding"),
                told=Text("nothing: these rules have no bidding"),
            ),
        )
    if all_tricks is not None:
        raise RuleViolationError(
            "all_tricks",
            all_tricks,
            Allowed(
                Text("None: these rules have no moon"),
                told=Text("nothing: these rules have no moon"),
            ),
        )


def read_bidder(bidder: object, sides: tuple[str, ...]) -> str:
    """The bidding side, which rules with bidding need."""
    if bidder is None:
        raise ScoreError("bidder", MISSING, "the bidder: these rules have bidding")
    return read_side("bidder", bidder, sides)


def read_all_tricks(
    value: object, tricks: tuple[int, ...], bidder: int, *, needed: bool
) -> bool | None:
    """Whether the bidding side took every trick, as the cards say it when known (P6)."""
    if value is not None:
        value = check_bool("all_tricks", value)
        if tricks and value != (sum(tricks) == tricks[bidder]):
            raise ImpossibleResultError(
                "all_tricks", value, Text("{value}: the captured cards say so", value=not value)
            )
    if needed and not tricks and value is None:
        raise ScoreError(
            "all_tricks",
            None,
            Allowed(
                Text(
                    "True or False (whether the bidding side took every trick): moon_tricks "
                    "needs it for a hand noted by points"
                ),
                told=Text(
                    "true or false (whether the bidding side took every trick): moon_tricks "
                    "needs it for a hand noted by points"
                ),
            ),
        )
    return value


# --- P3, P6. A game's start and its turn-ups ----------------------------------------------


def read_start(value: object, sides: tuple[str, ...]) -> tuple[int, ...]:
    """The totals a game starts from, every side's (zeros when not given)."""
    allowed = Text(
        "a mapping of every side ({sides}) to its total, an int", sides=", ".join(map(repr, sides))
    )
    if value is None:
        return (0,) * len(sides)
    if not isinstance(value, Mapping) or len(value) != len(sides):
        raise ScoreError("totals", value, allowed)
    named = by_name("totals", value, allowed)  # " Us" is Us, as the sides are read
    start = []
    for side in sides:
        if side not in named:
            raise ScoreError("totals", value, allowed)
        start.append(check_int(f"totals[{side!r}]", named[side], -TARGET_MAX, TARGET_MAX))
    return tuple(start)


def check_start(
    given: object, start: tuple[int, ...], sides: tuple[str, ...], rules: Rules
) -> None:
    """Refuse starting totals that would already have ended the game (P6)."""
    if given is None:
        return
    lose_at = rules.lose_at
    for side, total in zip(sides, start, strict=True):
        if lose_at is not None and total <= lose_at:
            raise RuleViolationError(
                "totals",
                given,
                Text(
                    "totals above lose_at ({lose_at}): {side} at {total} has lost",
                    lose_at=lose_at,
                    side=side,
                    total=total,
                ),
            )
    if rules.going_out is not GoingOut.BIDDER:
        leader = clear_leader(start, rules.target, rules.win_by)
        if leader is not None:
            side, total, target = sides[leader], start[leader], rules.target
            if rules.win_by == 1:
                won = Text(
                    "totals of a game still on: {side} at {total} has won (target {target})",
                    side=side,
                    total=total,
                    target=target,
                )
            else:
                won = Text(
                    "totals of a game still on: {side} at {total} has won "
                    "(target {target}, win by {win_by})",
                    side=side,
                    total=total,
                    target=target,
                    win_by=rules.win_by,
                )
            raise RuleViolationError("totals", given, won)


def _typed(value: object) -> object:
    """Cards as the user wrote them, for a message: a list or tuple shown as one string."""
    if isinstance(value, tuple | list) and all(isinstance(c, str | PitchCard) for c in value):
        return " ".join(map(str, value))
    return value


def read_kicks(
    kicks: object,
    rules: Rules,
    trump: Suit | None,
    in_play: frozenset[int],
    *,
    played: bool,
    redeal: bool,
) -> tuple[PitchCard, ...]:
    """The turn-ups of a deal (P3), checked against the rules and, if played, the hand."""
    typed = _typed(kicks)
    if rules.kicks is Kicks.NONE:
        raise RuleViolationError("kicks", typed, "(): these rules have no turn-up")
    cards = read_cards("kicks", kicks, rules)
    if not 1 <= len(cards) <= MOST_TURN_UPS:
        raise ImpossibleResultError("kicks", typed, "1 to 3 turn-ups")
    suits = [suit_of(card) for card in cards]
    if not played:
        if redeal and (len(cards) != MOST_TURN_UPS or len(set(suits)) != 1):
            raise ImpossibleResultError(
                "kicks", typed, "the three turn-ups, all of one suit, that forced the redeal"
            )
        if len(set(suits)) != 1:
            raise ImpossibleResultError("kicks", typed, "turn-ups of one suit (no trumps yet)")
        return cards
    # P3: the pack is run again while the turn-up repeats the suit; the last one is trumps.
    if len(cards) > 1 and (len(set(suits[:-1])) != 1 or suits[-1] == suits[0]):
        raise ImpossibleResultError("kicks", typed, "turn-ups of one suit, then one of a new suit")
    if trump is not None and suits[-1] is not trump:
        raise ImpossibleResultError(
            "kicks", typed, Text("a last turn-up of trumps ({trump})", trump=str(trump))
        )
    for card in cards:
        if CODE[card] in in_play:
            raise ImpossibleResultError(
                "kicks", str(card), "turn-ups that were not dealt (a turn-up is nobody's card)"
            )
    return cards
