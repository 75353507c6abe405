"""French Tarot's door: every argument read and checked once, its field named the first time.

Each value a caller gives (a contract's name, the points as text or a Decimal, the players'
names) is read here into the rules' own values, and every error names the field it was
given as, so that nothing is re-labelled afterwards. The enums are read by the shared
:class:`cardscore._check.Names`; what each error says is allowed is written here.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Mapping
from typing import TYPE_CHECKING, Final, cast

from cardscore._check import (
    AN_INT,
    Names,
    bounded,
    by_name,
    check_bool,
    check_int,
    fold,
    name_key,
    normal_names,
    plain_int,
)
from cardscore._text import Allowed, Text
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.tarot import _words
from cardscore.tarot._rules import (
    CALLING,
    FEWEST_PLAYERS,
    MOST_PLAYERS,
    PACK_HALVES,
    PACK_POINTS,
    SEATINGS,
    SHOWABLE_TRUMPS,
    TARGETS,
    Bonuses,
    Chelem,
    Contract,
    Poignee,
    Rules,
    Side,
    petit_possible,
    possible,
)

if TYPE_CHECKING:
    from decimal import Decimal
    from fractions import Fraction

# The longest name any tarot parser of a single word or two takes, with room for spaces:
# longer text is refused before it is split or looked up (linear time, bounded work).
NAME_LIMIT: Final = 32

# --- The enums (T3, T4, T8) ---------------------------------------------------------------
# The spellings the errors list are notation: what the user types, the same in every
# language.

_SIDES_LISTED: Final = "'taker', 'defence'"
_SIDE_NAMES: Final = {
    "taker": Side.TAKER,
    "attack": Side.TAKER,
    "attaque": Side.TAKER,
    "preneur": Side.TAKER,
    "defence": Side.DEFENCE,
    "defense": Side.DEFENCE,
    "défense": Side.DEFENCE,
}
#: A side, as ``Side.parse`` reads it.
SIDES: Final = Names(
    Side,
    _SIDE_NAMES,
    typed=Text("a Side or one of {sides}", sides=_SIDES_LISTED),
    allowed=Text("one of {sides}", sides=_SIDES_LISTED),
)
# A side where None is allowed too (the petit au bout, the Excuse's side).
_SIDE_OR_NONE: Final = Names(
    Side,
    _SIDE_NAMES,
    typed=Allowed(
        Text("None, a Side or one of 'taker', 'defence'"),
        told=Text("'taker' or 'defence', or nothing"),
    ),
    allowed=Allowed(
        Text("None or one of 'taker', 'defence'"), told=Text("'taker' or 'defence', or nothing")
    ),
)


def read_side(field: str, value: object) -> Side | None:
    """None, or the side ``value`` names."""
    return None if value is None else _SIDE_OR_NONE.read(field, value)


_CONTRACT_NAMES: dict[str, Contract] = {contract.value: contract for contract in Contract}
_CONTRACT_NAMES.update(
    {
        "petite": Contract.PRISE,
        "garde sans le chien": Contract.GARDE_SANS,
        "garde contre le chien": Contract.GARDE_CONTRE,
    }
)
_CONTRACT_NAMES.update(
    {
        name.replace(" ", joiner): contract
        for name, contract in tuple(_CONTRACT_NAMES.items())
        for joiner in "_-"
    }
)
_CONTRACTS_LISTED: Final = "'prise', 'garde', 'garde sans', 'garde contre'"


def _contract_key(folded: str) -> str:
    # The folded text with "_" or "-" or several spaces between the words.
    return " ".join(folded.replace("_", " ").replace("-", " ").split())


#: A contract, as ``Contract.parse`` reads it.
CONTRACTS: Final = Names(
    Contract,
    _CONTRACT_NAMES,
    typed=Text("a Contract or one of {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED),
    allowed=Text("one of {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED),
    key=_contract_key,
)
_BID_ALLOWED: Final = Allowed(
    Text("'pass', None or {contracts} (also with _ or -)", contracts=_CONTRACTS_LISTED),
    told=Text("'pass' or {contracts} (also with _ or -), or nothing", contracts=_CONTRACTS_LISTED),
)
#: A bid that is not a pass (``is_void``).
BIDS: Final = Names(
    Contract, _CONTRACT_NAMES, typed=_BID_ALLOWED, allowed=_BID_ALLOWED, key=_contract_key
)

_POIGNEE_NAMES: Final = {size.value: size for size in Poignee}
_POIGNEES_LISTED: Final = "'simple', 'double', 'triple'"
#: A poignée, as ``Poignee.parse`` reads it.
POIGNEES: Final = Names(
    Poignee,
    _POIGNEE_NAMES,
    typed=Text("a Poignee or one of {sizes}", sizes=_POIGNEES_LISTED),
    allowed=Text("one of {sizes}", sizes=_POIGNEES_LISTED),
)
# One of settle's poignées.
_ONE_POIGNEE: Final = Names(
    Poignee,
    _POIGNEE_NAMES,
    typed=Text("'simple', 'double' or 'triple'"),
    allowed=Text("one of 'simple', 'double', 'triple'"),
)

_CHELEM_NAMES: Final = {chelem.value: chelem for chelem in Chelem} | {"defense": Chelem.DEFENCE}
_CHELEMS_LISTED: Final = "'announced', 'unannounced', 'failed', 'defence'"
#: A chelem, as ``Chelem.parse`` and ``settle`` read it.
CHELEMS: Final = Names(
    Chelem,
    _CHELEM_NAMES,
    typed=Allowed(
        Text("None, a Chelem or one of {chelems}", chelems=_CHELEMS_LISTED),
        told=Text("one of {chelems}, or nothing", chelems=_CHELEMS_LISTED),
    ),
    allowed=Allowed(
        Text("None or one of {chelems}", chelems=_CHELEMS_LISTED),
        told=Text("one of {chelems}, or nothing", chelems=_CHELEMS_LISTED),
    ),
)

#: Who shares the bonuses, as ``Bonuses.parse`` reads it.
BONUSES: Final = Names(
    Bonuses,
    {bonuses.value: bonuses for bonuses in Bonuses},
    typed=Text("a Bonuses or one of {rules}", rules="'shared', 'personal'"),
    allowed=Text("one of {rules}", rules="'shared', 'personal'"),
)


def read_rules(value: Rules) -> Rules:
    """A :class:`Rules` as it is; anything else refused (typed for a converter's sake)."""
    if type(value) is not Rules:
        raise ScoreError("rules", value, "a tarot.Rules, such as tarot.FFT")
    return value


def read_players(value: object) -> int:
    """A number of players the seatings know (T5)."""
    if type(value) is int and value in SEATINGS:
        return value
    return check_int("players", value, FEWEST_PLAYERS, MOST_PLAYERS)


def read_bouts(value: object) -> int:
    """A number of bouts, 0..3 (T2)."""
    return check_int("bouts", value, 0, len(TARGETS) - 1)


# --- Card points (T1) ---------------------------------------------------------------------

_POINTS_ALLOWED: Final = Allowed(
    Text(
        "a multiple of {half} from {least} to {most} (int, float, Fraction, Decimal or str)",
        half=0.5,
        least=0,
        most=PACK_POINTS,
    ),
    told=Text("card points from {least} to {most}, by halves", least=0, most=PACK_POINTS),
)
# The longest points text taken: "91.50000" with room to spare; longer text is refused
# before it is looked at, and only plain digits are converted (no exponent), so no text
# can make a slow or huge number.
_POINTS_TEXT_LIMIT: Final = 32
_DIGITS = frozenset("0123456789")


def read_halves(value: object) -> int:
    """Whole half points from any accepted spelling of ``points``; never rounds."""
    if type(value) is str:
        halves = _text_halves(value)
    elif type(value) is float:
        doubled = 2 * value
        if not doubled.is_integer():  # also NaN and the infinities
            raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
        halves = int(doubled)
    else:
        halves = _number_halves(value)
    if not 0 <= halves <= PACK_HALVES:
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    return halves


def _text_halves(text: str) -> int:
    # Digits, then a decimal point or comma (as the French sheet writes "40,5") and digits,
    # or a fraction "81/2": checked character by character, linear in the (bounded) text.
    if len(text) > _POINTS_TEXT_LIMIT:
        raise NotationError(
            "points", text, Text("at most {limit} characters", limit=_POINTS_TEXT_LIMIT)
        )
    body = text.strip()
    halves = _unsigned_halves(body.removeprefix("-").removeprefix("+"), text)
    return -halves if body.startswith("-") else halves


def _unsigned_halves(body: str, text: str) -> int:
    top, slash, bottom = body.partition("/")
    if slash:
        if not (top and bottom and _DIGITS.issuperset(top) and _DIGITS.issuperset(bottom)):
            raise NotationError("points", text, _POINTS_ALLOWED)
        numerator, denominator = 2 * int(top), int(bottom)
        if not denominator or numerator % denominator:
            raise ImpossibleResultError("points", text, _POINTS_ALLOWED)
        return numerator // denominator
    whole, _, fraction = body.replace(",", ".").partition(".")
    fraction = fraction.rstrip("0")
    if (
        not (whole or fraction)
        or not _DIGITS.issuperset(whole)
        or not _DIGITS.issuperset(fraction)
    ):
        raise NotationError("points", text, _POINTS_ALLOWED)
    if fraction not in ("", "5"):
        raise ImpossibleResultError("points", text, _POINTS_ALLOWED)
    return 2 * int(whole or "0") + (fraction == "5")


def _number_halves(value: object) -> int:
    # The other numbers: an int, a Decimal, a Fraction (any Rational), an int subclass. A
    # Decimal or a Fraction exists only if its module was imported: no import here.
    if type(value) is int:
        return 2 * value
    decimal = sys.modules.get("decimal")
    if decimal is not None and isinstance(value, decimal.Decimal):
        return _decimal_halves(value)
    if isinstance(value, bool):
        raise ScoreError("points", value, _POINTS_ALLOWED)
    if isinstance(value, int):
        return 2 * plain_int(value)
    fractions = sys.modules.get("fractions")
    if fractions is not None and isinstance(value, fractions.Fraction):
        return _fraction_halves(value)
    raise ScoreError("points", value, _POINTS_ALLOWED)


def _fraction_halves(value: Fraction) -> int:
    return _ratio_halves(value, int(value.numerator), int(value.denominator))


def _ratio_halves(value: object, numerator: int, denominator: int) -> int:
    # Exact: whole half points only, never rounded.
    if (2 * numerator) % denominator:
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    return 2 * numerator // denominator


def _decimal_halves(value: Decimal) -> int:
    if not value.is_finite():
        raise NotationError(
            "points", value, "a finite number: NaN, sNaN and the infinities are not points"
        )
    _, digits, exponent = value.as_tuple()
    # Bounded before any arithmetic (digits and exponent), then converted exactly, without
    # the decimal context (whose precision could round): no Decimal is slow or rounded.
    if (
        not isinstance(exponent, int)
        or len(digits) > _POINTS_TEXT_LIMIT
        or not -_POINTS_TEXT_LIMIT <= exponent <= 2  # up to hundreds
    ):
        raise ImpossibleResultError("points", value, _POINTS_ALLOWED)
    numerator, denominator = value.as_integer_ratio()
    return _ratio_halves(value, numerator, denominator)


# --- A deal to settle (T4, T5, T7) --------------------------------------------------------


def read_poignees(value: object) -> tuple[Poignee, ...]:
    """Every declared poignée: one, or a bounded sequence of them."""
    if type(value) is tuple and not value:
        return ()
    if type(value) is Poignee or isinstance(value, str):
        value = (value,)
    given = bounded("poignees", value, 5, Text("a sequence of 'simple', 'double', 'triple'"))
    return tuple(_ONE_POIGNEE.read("poignees", one) for one in given)


#: A deal read: contract, bouts, half points, players, petit au bout, poignées, chelem,
#: the taker alone, the rules.
Read = tuple[Contract, int, int, int, Side | None, tuple[Poignee, ...], Chelem | None, bool, Rules]


def read_deal(
    contract: object,
    *,
    bouts: object,
    points: object,
    players: object,
    petit_au_bout: object,
    poignees: object,
    chelem: object,
    alone: object,
    rules: object,
) -> Read:
    """Every argument of ``settle`` read once, then checked against each other (T4, T7)."""
    contract = CONTRACTS.read("contract", contract)
    bouts = read_bouts(bouts)
    players = read_players(players)
    petit = read_side("petit_au_bout", petit_au_bout)
    sizes = read_poignees(poignees)
    slam = None if chelem is None else CHELEMS.read("chelem", chelem)
    rules = read_rules(cast("Rules", rules))  # checked there, whatever it is
    halves = read_halves(points)
    alone = check_bool("alone", alone)
    if not possible(contract, players, slam, bouts, halves):
        raise ImpossibleResultError("points", points, _words.needs(contract, players, slam, bouts))
    if petit is not None and not petit_possible(petit, bouts, slam):
        raise ImpossibleResultError(
            "petit_au_bout",
            str(petit),
            "the side holding the Petit: the taker only with a bout, the defence with < 3, "
            "and after a chelem the side that took every trick",
        )
    if sizes and sum(SEATINGS[players].poignees[size.order] for size in sizes) > SHOWABLE_TRUMPS:
        # At most 22 trumps can be shown (T4): the smallest poignée (8 trumps at five)
        # allows two, three already need 24.
        shown = ", ".join(map(str, sizes))  # the poignées as given: notation
        raise ImpossibleResultError(
            "poignees",
            shown,
            Text(
                "poignées needing at most {most} trumps in all with {players} players",
                most=SHOWABLE_TRUMPS,
                players=players,
            ),
        )
    return contract, bouts, halves, players, petit, sizes, slam, alone, rules


# --- A session (T3, T5, T8) ---------------------------------------------------------------

_NAMES_ALLOWED: Final = Text(
    "{fewest} to {most} distinct player names", fewest=FEWEST_PLAYERS, most=MOST_PLAYERS
)


def read_names(value: Iterable[str]) -> tuple[str, ...]:
    """A session's players: as many distinct names as a seating takes."""
    given = bounded("players", value, MOST_PLAYERS, _NAMES_ALLOWED)
    if len(given) < FEWEST_PLAYERS:  # bounded() has refused one too many
        raise ScoreError("players", given, _NAMES_ALLOWED)
    return normal_names(
        "players",
        given,
        Text("a non-empty str name"),
        twice=Text("distinct names"),
        error=ScoreError,
        whole_twice=given,
    )


def read_planned(_instance: object, _attribute: object, value: int | None) -> None:
    """None, or the number of deals to play."""
    if value is not None:
        check_int("planned", value, 1, 10_000_000)


def read_player(field: str, value: object, players: tuple[str, ...]) -> str:
    """One of the session's players, by name."""
    value = name_key(value)
    if not isinstance(value, str) or value not in players:
        names = ", ".join(map(repr, players))  # names: shown as they are
        raise ScoreError(field, value, Text("one of {names}", names=names))
    return value


def read_partner(
    players: tuple[str, ...], taker: str, partner: object, alone: object
) -> str | None:
    """The called partner, or None: nobody is called, or the taker plays alone (T5, T8).

    At five the partner must be given: their name, the taker's own name (called their own
    card) or ``alone=True`` (the called card was in the chien). Elsewhere nobody is called.
    """
    alone = check_bool("alone", alone)
    count = len(players)
    calls = count in CALLING
    if alone and not calls:
        # Only five players call a partner; at three or four nobody plays "alone".
        raise RuleViolationError(
            "alone",
            alone,
            Text(
                "no alone with {players} players: nobody is called, the taker always "
                "plays against the others (alone is for five players)",
                players=count,
            ),
        )
    if partner is None:
        if calls and not alone:
            raise RuleViolationError.missing(
                "partner",
                Allowed(
                    Text(
                        "at five, the called partner's name, the taker's own name, or alone=True"
                    ),
                    told=Text(
                        "at five, the called partner's name, the taker's own name, or alone (the "
                        "called card in the chien)"
                    ),
                ),
            )
        return None
    called = read_player("partner", partner, players)
    if called == taker:  # called their own card: alone, as partner None says
        return None
    if not calls:
        raise RuleViolationError(
            "partner",
            called,
            Text("no partner: with {players} players nobody is called", players=count),
        )
    if alone:
        raise RuleViolationError(
            "partner",
            called,
            Allowed(
                Text("None or the taker when alone"),
                told=Text("the taker's own name when alone, or nothing"),
            ),
        )
    return called


def read_totals(value: object, players: tuple[str, ...]) -> tuple[int, ...]:
    """Starting totals: every player, an int each, summing to zero (T5)."""
    if value is None:
        return (0,) * len(players)
    if not isinstance(value, Mapping):
        raise ScoreError(
            "totals", value, "a mapping of every player to an int, the ints summing to zero"
        )
    value = by_name(
        "totals", value, Text("a mapping of every player to an int, once each")
    )  # " Ann" is Ann
    unknown = [name for name in value if name not in players]
    if unknown:
        names = ", ".join(map(repr, players))  # names: shown as they are
        raise ScoreError("totals", unknown[0], Text("one of {names}", names=names))
    start = []
    for player in players:
        if player not in value:
            raise RuleViolationError.missing(
                f"totals[{player!r}]", Text("an int: every player's starting total")
            )
        total = value[player]
        if type(total) is not int:
            raise ScoreError(f"totals[{player!r}]", total, AN_INT)
        start.append(total)
    if sum(start) != 0:
        # The totals as given, names and signed numbers: "Ann +10, Bob -5, Cid +0".
        given = ", ".join(f"{p} {t:+d}" for p, t in zip(players, start, strict=True))
        raise ImpossibleResultError("totals", given, "totals summing to zero: every deal does")
    return tuple(start)


def read_void(reason: object) -> str:
    """Why a deal is void: ``"all pass"`` or ``"petit sec"`` (T3)."""
    if isinstance(reason, str) and len(reason) <= NAME_LIMIT:
        key = " ".join(fold(reason).split())
        if key in _words.VOID_WORDS:
            return key
    raise ScoreError("reason", reason, "'all pass' or 'petit sec'")
