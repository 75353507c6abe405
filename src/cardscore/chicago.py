"""Chicago (four-deal bridge): a match of exactly four deals (rules B6).

Vulnerability is fixed by the deal, part scores carry until a side reaches 100 below the line,
and each game is paid at once: 300, or 500 when that side is vulnerable on that deal.

>>> from cardscore import chicago
>>> match = chicago.Match()
>>> match = match.record("2S", 8, declarer="N")        # deal 1: a part score of 60
>>> match = match.record("4SX-1", declarer="E")        # deal 2: E deals, EW vulnerable
>>> match = match.record("2H", 8, declarer="S")        # deal 3: 60 + 60 completes a game
>>> match.partscores, match.totals
({'NS': 0, 'EW': 0}, {'NS': 820, 'EW': 0})
>>> match = match.record("1NT", 8, declarer="W")       # deal 4: a part score, +100
>>> match.finished, match.winner, match.totals
(True, 'NS', {'NS': 820, 'EW': 170})
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Literal

import attrs

from cardscore._bridge_ledgers import SEAT_NAMES as _SEAT_NAMES
from cardscore._bridge_ledgers import SEATS as _CLOCKWISE
from cardscore._bridge_ledgers import (
    Honours,
    honours_item,
    read_honours,
    read_result,
    replay,
    split,
)
from cardscore._check import fold, fold_upper, normal_names
from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Text
from cardscore.bridge import GAME_TRICK_SCORE, Contract, Result
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = [
    "DEALS",
    "FOURTH_DEAL_PARTSCORE",
    "GAME_BONUS",
    "PLAYERS",
    "SEATS",
    "SIDES",
    "Deal",
    "Evening",
    "EveningDeal",
    "Match",
    "Rules",
    "Seating",
    "dealer",
    "rotation",
    "vulnerable",
]

# --- The rules (B6) -----------------------------------------------------------------------

DEALS = 4
"""A Chicago match is exactly four counted deals (B6)."""

SEATS = _CLOCKWISE
"""The seats in clockwise order: the dealer rotates N → E → S → W (B6)."""

SIDES = ("NS", "EW")
"""The two sides, in the order ``totals`` and the sheet show them."""

_SIDE_OF_SEAT = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_OTHER_SIDE = {"NS": "EW", "EW": "NS"}

# B6: who is vulnerable on deals 1..4, as "nobody", the dealer's side, the other side, "both".
_SCHEDULE: dict[str, tuple[str, str, str, str]] = {
    "dealer": ("none", "dealer", "dealer", "both"),
    # The rule variant the seed names (the original Chicago): the non-dealer's side on 2 and 3.
    "non-dealer": ("none", "non-dealer", "non-dealer", "both"),
}
_VULNERABILITY_NAMES = {
    "dealer": "dealer",
    "non-dealer": "non-dealer",
    "nondealer": "non-dealer",
    "non dealer": "non-dealer",
    "non_dealer": "non-dealer",
}

# B6: the game bonus by the vulnerability of the side that makes the game, on that deal.
GAME_BONUS = MappingProxyType({False: 300, True: 500})
"""The game bonus paid at once: 300 not vulnerable, 500 vulnerable (B6)."""

FOURTH_DEAL_PARTSCORE = 100
"""The bonus for a part score made on the fourth deal that does not complete a game (B6)."""

_GAME_BONUS_ITEMS = {
    (side, vul): Item(
        Text(
            "game bonus ({vulnerability})",
            vulnerability=Text("vulnerable") if vul else Text("not vulnerable"),
        ),
        side,
        GAME_BONUS[vul],
        "game_bonus",
    )
    for side in SIDES
    for vul in (False, True)
}
_FOURTH_DEAL_ITEMS = {
    side: Item(Text("part score on the fourth deal"), side, FOURTH_DEAL_PARTSCORE, "part_score")
    for side in SIDES
}

_NOBODY: frozenset[str] = frozenset()
_BOTH: frozenset[str] = frozenset(SIDES)

# --- Values -------------------------------------------------------------------------------


def _seat(value: object, field: str) -> str:
    if type(value) is str:
        seat = _SEAT_NAMES.get(fold(value.strip()))
        if seat is not None:
            return seat
        raise NotationError(field, value, "a seat: one of N E S W")
    raise ScoreError(field, value, "a seat: one of N E S W (a str)")


def _first_dealer(value: str) -> str:
    return _seat(value, "first_dealer")


def _vulnerability(value: str) -> str:
    if type(value) is not str:
        raise ScoreError("vulnerability", value, "'dealer' or 'non-dealer' (a str)")
    name = _VULNERABILITY_NAMES.get(fold(value.strip()))
    if name is None:
        raise NotationError("vulnerability", value, "'dealer' or 'non-dealer'")
    return name


def _honours_flag(_instance: object, _attribute: object, value: object) -> None:
    if type(value) is not bool:
        raise ScoreError("honours", value, "True or False")


_SCORINGS = ("chicago", "duplicate")


def _scoring(value: str) -> str:
    if type(value) is not str:
        raise ScoreError("scoring", value, "'chicago' or 'duplicate' (a str)")
    name = fold(value.strip())
    if name not in _SCORINGS:
        raise NotationError("scoring", value, "'chicago' or 'duplicate'")
    return name


@attrs.frozen(slots=True)
class Rules:
    """The Chicago rule options.

    >>> Rules(vulnerability="non_dealer")
    Rules(vulnerability='non-dealer', honours=False, scoring='chicago')
    >>> Rules(scoring="duplicate").scoring
    'duplicate'

    Attributes:
        vulnerability: Who is vulnerable on deals 2 and 3: ``"dealer"`` (the dealer's side,
            the default and the seat's reading) or ``"non-dealer"`` (the other side, the rule
            variant). Also parses ``"non_dealer"``, ``"non dealer"``, any case.
        honours: Whether honours are scored (B5's rubber-law figures, 100 or 150 above the
            line). Off by default, as in the seed. Duplicate scoring has no honours.
        scoring: ``"chicago"`` (the default: part scores carry from deal to deal, a game is
            paid when it is made, a part score on the fourth deal earns 100) or
            ``"duplicate"`` (each deal scored on its own exactly as at duplicate: partscore
            50, game 300 or 500 by that deal's vulnerability; nothing carries over).
    """

    __repr__ = fields_repr

    vulnerability: Literal["dealer", "non-dealer"] = attrs.field(
        default="dealer", converter=_vulnerability
    )
    honours: bool = attrs.field(default=False, validator=_honours_flag)
    scoring: Literal["chicago", "duplicate"] = attrs.field(default="chicago", converter=_scoring)

    def __attrs_post_init__(self) -> None:
        if self.honours and self.scoring == "duplicate":
            raise RuleViolationError(
                "honours", True, "False with scoring='duplicate': duplicate scoring has no honours"
            )


def _rules(value: Rules) -> Rules:
    if type(value) is not Rules:
        # Another game's rules are named by their class, not by their whole repr.
        shown = (
            f"{type(value).__module__}.{type(value).__qualname__}"
            if attrs.has(type(value))
            else value
        )
        raise ScoreError("rules", shown, "a cardscore.chicago.Rules")
    return value


def dealer(deal: int, *, first_dealer: str = "N") -> str:  # pragma: no mutate - "n" is N too
    """The seat that deals deal ``deal`` (1..4): clockwise from ``first_dealer`` (B6).

    >>> dealer(1), dealer(2), dealer(4, first_dealer="S")
    ('N', 'E', 'E')
    """
    return _dealer_of(_first_dealer(first_dealer), _deal_number(deal))


def _dealer_of(first_dealer: str, number: int) -> str:
    # B6: the deal passes clockwise, so deal ``number`` is dealt ``number - 1`` seats on.
    return SEATS[(SEATS.index(first_dealer) + number - 1) % len(SEATS)]


def _deal_number(deal: object) -> int:
    if type(deal) is not int:
        raise ScoreError("deal", deal, "an int from 1 to 4")
    if not 1 <= deal <= DEALS:
        raise RuleViolationError("deal", deal, "an int from 1 to 4: a match has four deals")
    return deal


def _vulnerable(number: int, dealer_seat: str, rules: Rules) -> frozenset[str]:
    who = _SCHEDULE[rules.vulnerability][number - 1]
    if who == "none":
        return _NOBODY
    if who == "both":
        return _BOTH
    side = _SIDE_OF_SEAT[dealer_seat]
    return frozenset((side if who == "dealer" else _OTHER_SIDE[side],))


def vulnerable(
    deal: int,
    *,
    first_dealer: str = "N",  # pragma: no mutate - "n" parses to the same seat
    rules: Rules = Rules(),
) -> frozenset[str]:
    """The sides vulnerable on deal ``deal`` (1..4) of a match (B6).

    Deal 1 nobody, deals 2 and 3 the dealer's side (or the other side under
    ``Rules(vulnerability="non-dealer")``), deal 4 both.

    >>> vulnerable(1), vulnerable(2), vulnerable(3), vulnerable(4) == {"NS", "EW"}
    (frozenset(), frozenset({'EW'}), frozenset({'NS'}), True)
    >>> vulnerable(2, rules=Rules(vulnerability="non-dealer"))
    frozenset({'NS'})
    """
    rules = _rules(rules)
    number = _deal_number(deal)
    return _vulnerable(number, _dealer_of(_first_dealer(first_dealer), number), rules)


@attrs.frozen(slots=True)
class Deal:
    """One deal of a Chicago match as recorded, with its items.

    A passed-out deal is recorded too (``thrown_in`` True, ``number`` None, no items): it
    does not count as one of the four, and the same player deals again.

    Attributes:
        number: The deal's number in the match, 1..4; None for a passed-out deal (the deal
            dealt again has the number).
        dealer: The dealer's seat.
        vulnerable: The sides vulnerable on this deal.
        declarer: The declarer's seat, or None when passed out.
        result: The contract and tricks taken, or None when passed out.
        honours: ``(side, points)`` when honours were scored, else None.
        below: The items below the line (the declaring side's trick score, if made).
        above: The items above the line: overtricks, insult, slam, the game bonus, the
            fourth-deal part score bonus (or, in duplicate scoring, the partscore bonus),
            undertricks and honours.
        game: The side that made a game on this deal, or None.
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str
    vulnerable: frozenset[str]
    declarer: str | None
    result: Result | None
    honours: Honours | None
    below: tuple[Item, ...]
    above: tuple[Item, ...]
    game: str | None
    _scores: tuple[int, int] = attrs.field(repr=False)
    _running: tuple[int, int] = attrs.field(repr=False)

    @property
    def thrown_in(self) -> bool:
        """True for a passed-out deal (all four passed): it does not count."""
        return self.result is None

    @property
    def items(self) -> tuple[Item, ...]:
        """Every item of the deal, below the line first; ``who`` is ``"NS"`` or ``"EW"``."""
        return self.below + self.above

    @property
    def scores(self) -> dict[str, int]:
        """This deal's points per side (zero for both when passed out)."""
        return dict(zip(SIDES, self._scores, strict=True))

    @property
    def running(self) -> dict[str, int]:
        """Each side's match total after this deal."""
        return dict(zip(SIDES, self._running, strict=True))

    def __str__(self) -> str:
        if self.result is None:
            return Text("{dealer} dealt, passed out", dealer=self.dealer)
        return Text(
            "deal {number}: {declarer} {result}",
            number=self.number,
            declarer=self.declarer,
            result=str(self.result),
        )


def _thrown_in(number: int, dealer_seat: str, rules: Rules, running: tuple[int, int]) -> Deal:
    vul = _vulnerable(number, dealer_seat, rules)
    return Deal(None, dealer_seat, vul, None, None, None, (), (), None, (0, 0), running)


def _score(
    rules: Rules,
    *,
    number: int,
    dealer_seat: str,
    seat: str,
    result: Result,
    held: Honours | None,
    partscores: tuple[int, int],
    running: tuple[int, int],
) -> tuple[Deal, tuple[int, int], tuple[int, int]]:
    """Deal ``number`` of a match as scored, its points per side, the part scores after it."""
    vul = _vulnerable(number, dealer_seat, rules)
    side = _SIDE_OF_SEAT[seat]
    index = 0 if side == "NS" else 1
    duplicate = rules.scoring == "duplicate"
    made_below, below, play = split(
        result, side, _OTHER_SIDE[side], vulnerable=side in vul, duplicate=duplicate
    )
    above = list(play)
    game = None
    if duplicate:
        # B6's variant: each deal on its own, as duplicate; settle paid the game or the
        # partscore bonus, and nothing carries to the next deal.
        if made_below >= GAME_TRICK_SCORE:
            game = side
    elif made_below:
        mine = partscores[index] + made_below
        if mine >= GAME_TRICK_SCORE:
            # B6: the game is paid at once, by this side's vulnerability on this deal,
            # and both sides' part scores start again from zero.
            game = side
            above.append(_GAME_BONUS_ITEMS[side, side in vul])
            partscores = (0, 0)
        else:
            if number == DEALS:
                above.append(_FOURTH_DEAL_ITEMS[side])
            partscores = (mine, partscores[1]) if index == 0 else (partscores[0], mine)
    if held is not None:
        above.append(honours_item(held, result.contract.strain))
    ns = ew = 0
    for item in below:
        ns, ew = (ns + item.points, ew) if item.who == "NS" else (ns, ew + item.points)
    for item in above:
        ns, ew = (ns + item.points, ew) if item.who == "NS" else (ns, ew + item.points)
    deal = Deal(
        number,
        dealer_seat,
        vul,
        seat,
        result,
        held,
        below,
        tuple(above),
        game,
        (ns, ew),
        (running[0] + ns, running[1] + ew),
    )
    return deal, (ns, ew), partscores


# --- The ledger ---------------------------------------------------------------------------


def _pair(totals: tuple[int, ...]) -> tuple[int, int]:
    ns, ew = totals
    return ns, ew


def _start() -> History[Deal]:
    return History.start((0, 0))


@attrs.frozen(slots=True, repr=False)
class Match(LedgerBase[Deal]):
    """A Chicago match: the ledger of four deals (B6), a :class:`cardscore.Ledger`.

    ``record`` returns a new match and leaves this one as it was, so keeping the old object
    (or calling ``undo()``) takes a deal back.

    >>> match = Match(first_dealer="W").record("3NT", 10, declarer="S")
    >>> match.deal, match.dealer, sorted(match.vulnerable)
    (2, 'N', ['NS'])
    >>> match.totals, match.deals[0].scores
    ({'NS': 430, 'EW': 0}, {'NS': 430, 'EW': 0})
    >>> match.next
    Next(number=2, dealer='N', vulnerable=frozenset({'NS'}), partscores={'NS': 0, 'EW': 0})
    >>> match.undo() == Match(first_dealer="W")
    True

    Attributes:
        rules: The rule options.
        first_dealer: The seat that deals first (N by default); the deal passes clockwise.
    """

    rules: Rules = attrs.field(factory=Rules, converter=_rules)
    first_dealer: str = attrs.field(default="N", converter=_first_dealer)
    _history: History[Deal] = attrs.field(init=False, factory=_start)
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Match | None = attrs.field(init=False, default=None, eq=False, repr=False)

    # --- where the match stands

    @property
    def parties(self) -> tuple[str, ...]:
        """The two sides, ``("NS", "EW")``."""
        return SIDES

    @property
    def finished(self) -> bool:
        """True after the fourth counted deal, or once ``close()`` ended the match."""
        return self._history.played == DEALS or self._closed

    @property
    def deal(self) -> int | None:
        """The number, 1..4, of the next deal to play; None when the match is finished."""
        return None if self.finished else self._history.played + 1

    @property
    def dealer(self) -> str | None:
        """The seat that deals next (the same again after a pass-out); None when finished."""
        if self.finished:
            return None
        return _dealer_of(self.first_dealer, self._history.played + 1)

    @property
    def vulnerable(self) -> frozenset[str] | None:
        """The sides vulnerable on the next deal; None when the match is finished."""
        seat = self.dealer
        if seat is None:
            return None
        return _vulnerable(self._history.played + 1, seat, self.rules)

    @property
    def partscores(self) -> dict[str, int]:
        """Each side's below-the-line points toward the current game.

        Both are zero right after a game, and always under duplicate scoring (nothing
        carries). After the fourth deal they stay as they were: a part score left over at
        the end earns nothing (B6).
        """
        return dict(zip(SIDES, self._partscores, strict=True))

    @property
    def next(self) -> Next | None:
        """The next deal: its number, dealer, vulnerability and part scores; None when over."""
        seat = self.dealer
        if seat is None:
            return None
        number = self._history.played + 1
        return Next(number, seat, _vulnerable(number, seat, self.rules), self.partscores)

    @property
    def winner(self) -> str | None:
        """The side with more points once finished; None while unfinished or on a tie."""
        if not self.finished:
            return None
        ns, ew = self._history.totals
        if ns > ew:
            return "NS"
        if ew > ns:
            return "EW"
        return None

    # --- recording

    def _over(self) -> RuleViolationError:
        if self._closed:
            return RuleViolationError(
                "deal", self._history.played + 1, "no more deals: the match was closed"
            )
        return RuleViolationError(
            "deal", DEALS + 1, "deals 1 to 4: the match is over after four deals"
        )

    def record(
        self,
        contract: Contract | Result | str,
        tricks: int | None = None,
        *,
        declarer: str,
        honours: Honours | str | None = None,
    ) -> Match:
        """The match after the next deal: ``contract`` played by ``declarer`` took ``tricks``.

        ``contract`` may also be a result (``"4SX-1"`` or a :class:`~cardscore.bridge.Result`)
        with ``tricks`` left out. ``declarer`` is a seat, N E S W. ``honours`` is
        ``(side, 100 or 150)`` (``side`` is ``"NS"``, ``"EW"`` or a seat) and is only allowed
        when the rules score honours; they go above the line to that side whatever the
        contract's result.

        >>> Match().record("4SX-1", declarer="N").totals
        {'NS': 0, 'EW': 100}

        Raises:
            RuleViolationError: The match is over, or honours are off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        result = read_result(contract, tricks)
        seat = _seat(declarer, "declarer")
        if self.finished:
            raise self._over()
        held = read_honours(honours, result.contract.strain, _side, allowed=self.rules.honours)
        history = self._history
        number = history.played + 1
        entry, scores, partscores = _score(
            self.rules,
            number=number,
            dealer_seat=_dealer_of(self.first_dealer, number),
            seat=seat,
            result=result,
            held=held,
            partscores=self._partscores,
            running=_pair(history.totals),
        )
        return self._successor(_history=history.add(entry, scores), _partscores=partscores)

    def throw_in(self) -> Match:
        """The match after a passed-out deal: the same player deals again, nothing counts.

        >>> match = Match().throw_in()
        >>> match.deal, match.dealer, match.played, match.deals[0].number
        (1, 'N', 0, None)

        Raises:
            RuleViolationError: The match is over.
        """
        if self.finished:
            raise self._over()
        history = self._history
        number = history.played + 1
        entry = _thrown_in(
            number,
            _dealer_of(self.first_dealer, number),
            self.rules,
            _pair(history.totals),
        )
        added = history.add(entry, (0, 0), counted=False)  # pragma: no mutate (None is False)
        return self._successor(_history=added)

    def _replay(self, deal: Deal) -> Match:
        return replay(self, deal.declarer, deal.result, deal.honours)

    def pass_out(self) -> Match:
        """:meth:`throw_in`: all four passed, under the name the public API promises."""
        return self.throw_in()

    def close(self) -> Match:
        """The match ended early, after fewer than four deals.

        Chicago awards nothing for an unfinished match: the Laws' Chicago pays a game when
        it is made and the part score bonus only on the fourth deal, so the points stand as
        they are and the side with more of them wins (a part score in progress earns
        nothing, as one left after the fourth deal does). A finished match is returned as
        it is.

        >>> match = Match().record("2S", 8, declarer="N").close()
        >>> match.finished, match.closed, match.winner, match.totals
        (True, True, 'NS', {'NS': 60, 'EW': 0})
        """
        if self.finished:
            return self
        return self._successor(_closed=True)


def _side(value: object) -> str:
    if type(value) is str:
        text = fold_upper(value.strip())
        if text in _OTHER_SIDE:
            return text
        seat = _SEAT_NAMES.get(fold(text))
        if seat is not None:
            return _SIDE_OF_SEAT[seat]
        raise NotationError("honours", value, "a side NS or EW (or a seat N E S W)")
    raise ScoreError("honours", value, "a side NS or EW (a str)")


# --- Rotating Chicago: an evening of chukkers for five to seven players (B6) ---------------

PLAYERS = (5, 6, 7)
"""How many players a rotating Chicago evening takes: four play each chukker, the rest sit out."""

# The suggested rotations, as (sitting out, north and south, east and west) by the players'
# places in the order given. Each is a cycle; the evening starts it again when it runs out.
# Over a cycle everybody sits out equally often and partners everybody else equally often;
# after any number of chukkers, no one has sat out twice more than anyone else, and no pair
# has partnered twice more than any other pair (see docs/chicago.md).
_ROTATIONS: dict[int, tuple[tuple[tuple[int, ...], tuple[int, int], tuple[int, int]], ...]] = {
    # 5 chukkers: each player sits out once; each of the 10 pairs partners once.
    5: (
        ((0,), (1, 2), (3, 4)),
        ((1,), (0, 3), (2, 4)),
        ((2,), (0, 4), (1, 3)),
        ((3,), (0, 2), (1, 4)),
        ((4,), (0, 1), (2, 3)),
    ),
    # 15 chukkers in five rounds of three: in each round everybody sits out once; each of
    # the 15 pairs partners twice, and none twice before every pair has partnered once.
    6: (
        ((0, 1), (2, 3), (4, 5)),
        ((2, 3), (0, 4), (1, 5)),
        ((4, 5), (0, 2), (1, 3)),
        ((0, 2), (1, 4), (3, 5)),
        ((1, 4), (0, 3), (2, 5)),
        ((3, 5), (0, 1), (2, 4)),
        ((0, 5), (1, 2), (3, 4)),
        ((1, 2), (0, 5), (3, 4)),
        ((3, 4), (0, 1), (2, 5)),
        ((0, 3), (1, 5), (2, 4)),
        ((1, 5), (0, 4), (2, 3)),
        ((2, 4), (0, 5), (1, 3)),
        ((0, 4), (1, 2), (3, 5)),
        ((1, 3), (0, 2), (4, 5)),
        ((2, 5), (0, 3), (1, 4)),
    ),
    # 21 chukkers in three rounds of seven: in each round everybody sits out three times;
    # each of the 21 pairs partners twice, and none twice before every pair has once.
    7: (
        ((0, 1, 2), (3, 4), (5, 6)),
        ((3, 4, 5), (0, 1), (2, 6)),
        ((0, 1, 6), (2, 3), (4, 5)),
        ((2, 3, 4), (0, 5), (1, 6)),
        ((0, 5, 6), (1, 3), (2, 4)),
        ((1, 2, 4), (0, 6), (3, 5)),
        ((3, 5, 6), (0, 2), (1, 4)),
        ((0, 1, 3), (2, 5), (4, 6)),
        ((2, 4, 6), (0, 3), (1, 5)),
        ((0, 4, 5), (1, 2), (3, 6)),
        ((1, 2, 3), (0, 4), (5, 6)),
        ((0, 5, 6), (1, 2), (3, 4)),
        ((1, 2, 3), (0, 5), (4, 6)),
        ((4, 5, 6), (0, 1), (2, 3)),
        ((0, 1, 2), (3, 6), (4, 5)),
        ((3, 4, 5), (0, 2), (1, 6)),
        ((0, 1, 6), (2, 4), (3, 5)),
        ((2, 3, 4), (0, 6), (1, 5)),
        ((2, 5, 6), (0, 3), (1, 4)),
        ((0, 4, 5), (1, 3), (2, 6)),
        ((1, 3, 6), (0, 4), (2, 5)),
    ),
}

_PLAYERS_ALLOWED = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...)"
)
_PLAYERS_TYPED = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...) (str)"
)
_PLAYERS_TWICE = Text(
    "five to seven different names, none of them a seat or a side (N, E, NS...): "
    "this one is there twice"
)
_RESERVED_NAMES = frozenset({*_SEAT_NAMES, "ns", "ew"})


def _players(value: Sequence[str]) -> tuple[str, ...]:
    if not isinstance(value, tuple | list):
        raise ScoreError("players", value, _PLAYERS_ALLOWED)
    # The count first: it is cheap, and bounds what the names' own checks read.
    if len(value) not in PLAYERS:
        raise RuleViolationError("players", len(value), _PLAYERS_ALLOWED)
    return normal_names(
        "players",
        tuple(value),
        _PLAYERS_ALLOWED,
        typed=_PLAYERS_TYPED,
        twice=_PLAYERS_TWICE,
        reserved=_RESERVED_NAMES,
    )


@attrs.frozen(slots=True)
class Seating:
    """Who plays one chukker, in which seat, and who sits it out.

    North and South are partners against East and West.

    Attributes:
        north: The player in the North seat, who deals the chukker's first deal.
        east: East.
        south: South, North's partner.
        west: West, East's partner.
        sitting_out: The players who sit this chukker out.
    """

    __repr__ = fields_repr

    north: str
    east: str
    south: str
    west: str
    sitting_out: tuple[str, ...]

    @property
    def seats(self) -> dict[str, str]:
        """Each seat's player: ``{"N": ..., "E": ..., "S": ..., "W": ...}``."""
        return {"N": self.north, "E": self.east, "S": self.south, "W": self.west}

    @property
    def sides(self) -> dict[str, tuple[str, str]]:
        """The two partnerships: ``{"NS": (north, south), "EW": (east, west)}``."""
        return {"NS": (self.north, self.south), "EW": (self.east, self.west)}

    def __str__(self) -> str:
        return Text(
            "N {north}, S {south} v E {east}, W {west}; sitting out: {out}",
            north=self.north,
            south=self.south,
            east=self.east,
            west=self.west,
            out=", ".join(self.sitting_out),  # names
        )


def _seating(players: tuple[str, ...], index: int) -> Seating:
    cycle = _ROTATIONS[len(players)]
    out, (north, south), (east, west) = cycle[index % len(cycle)]
    return Seating(
        players[north],
        players[east],
        players[south],
        players[west],
        tuple(players[place] for place in out),
    )


def rotation(players: Sequence[str]) -> tuple[Seating, ...]:
    """The suggested cycle of chukkers for five, six or seven players (B6, rotating Chicago).

    Over the cycle everybody sits out equally often and partners everybody else equally
    often: 5 chukkers for five players (each pair partners once), 15 for six and 21 for
    seven (each pair twice). At every point of the cycle no one has sat out twice more than
    anyone else, and no pair has partnered twice more than any other.

    >>> for seating in rotation(["Ann", "Bob", "Cid", "Dan", "Eve"])[:2]:
    ...     print(seating)
    N Bob, S Cid v E Dan, W Eve; sitting out: Ann
    N Ann, S Dan v E Cid, W Eve; sitting out: Bob

    Raises:
        ScoreError: Not five to seven different names.
    """
    names = _players(players)
    return tuple(_seating(names, index) for index in range(len(_ROTATIONS[len(names)])))


@attrs.frozen(slots=True)
class EveningDeal:
    """One bridge deal of a rotating Chicago evening, with its chukker and seating.

    Attributes:
        number: The deal's number in the evening, counting only deals that count; None
            for a passed-out deal.
        chukker: The chukker it was played in, from 1.
        seating: Who sat where in that chukker, and who sat out.
        deal: The deal as the chukker's Chicago match recorded it (its own ``number`` is
            1..4 within the chukker; its items name the sides ``"NS"`` and ``"EW"``).
    """

    __repr__ = fields_repr

    number: int | None
    chukker: int
    seating: Seating
    deal: Deal
    _scores: tuple[tuple[str, int], ...] = attrs.field(repr=False)

    @property
    def dealer(self) -> str:
        """The player who dealt."""
        return self.seating.seats[self.deal.dealer]

    @property
    def thrown_in(self) -> bool:
        """True for a passed-out deal: it does not count."""
        return self.deal.result is None

    @property
    def scores(self) -> dict[str, int]:
        """Each player's points from this deal: their side's; zero for those sitting out."""
        return dict(self._scores)

    @property
    def items(self) -> tuple[Item, ...]:
        """The deal's items, each written once for each player of the side that scores it."""
        sides = self.seating.sides
        return tuple(item.to(player) for item in self.deal.items for player in sides[item.who])

    def __str__(self) -> str:
        seats = self.seating.seats
        if self.deal.declarer is None:
            return Text(
                "chukker {chukker}: {dealer} dealt, passed out",
                chukker=self.chukker,
                dealer=self.dealer,
            )
        return Text(
            "chukker {chukker}, deal {number}: {declarer} {result}",
            chukker=self.chukker,
            number=self.deal.number,
            declarer=seats[self.deal.declarer],
            result=str(self.deal.result),
        )


def _start_evening(evening: Evening) -> History[EveningDeal]:
    return History.start((0,) * len(evening.players))


@attrs.frozen(slots=True, repr=False)
class Evening(LedgerBase[EveningDeal]):
    """A rotating Chicago evening for five to seven players (B6), a :class:`cardscore.Ledger`.

    The evening is a run of chukkers, each a Chicago match of four deals played by four of
    the players in two partnerships while the others sit out, seated by :func:`rotation`.
    Each deal scores for both players of a side; a player's total is the sum of their
    side's chukker scores in the chukkers they played. The parties are the players; a
    "deal" of the ledger is one bridge deal, with its chukker and seating.

    >>> evening = Evening(["Ann", "Bob", "Cid", "Dan", "Eve"])
    >>> print(evening.seating)
    N Bob, S Cid v E Dan, W Eve; sitting out: Ann
    >>> evening = evening.record("4S=", declarer="Cid")   # deal 1: NS 420
    >>> evening.totals
    {'Ann': 0, 'Bob': 420, 'Cid': 420, 'Dan': 0, 'Eve': 0}

    Attributes:
        players: The players' names, five to seven, in the order the rotation uses.
        rules: The Chicago rule options, the same for every chukker.
    """

    players: tuple[str, ...] = attrs.field(converter=_players)
    rules: Rules = attrs.field(factory=Rules, converter=_rules)
    _history: History[EveningDeal] = attrs.field(
        init=False, default=attrs.Factory(_start_evening, takes_self=True)
    )
    _chukker: int = attrs.field(init=False, default=0)
    _in_chukker: int = attrs.field(init=False, default=0)
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _running: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Evening | None = attrs.field(init=False, default=None, eq=False, repr=False)

    # --- where the evening stands

    @property
    def parties(self) -> tuple[str, ...]:
        """The players, in the order given."""
        return self.players

    @property
    def finished(self) -> bool:
        """True once ``close()`` ended the evening (an evening goes on until then)."""
        return self._closed

    @property
    def chukker(self) -> int | None:
        """The number of the chukker in progress (from 1); None once the evening is over."""
        return None if self._closed else self._chukker + 1

    @property
    def seating(self) -> Seating | None:
        """Who plays the chukker in progress, and where; None once the evening is over."""
        return None if self._closed else _seating(self.players, self._chukker)

    @property
    def deal(self) -> int | None:
        """The number, 1..4, of the next deal in the chukker; None once the evening is over."""
        return None if self._closed else self._in_chukker + 1

    @property
    def next(self) -> Next | None:
        """The next deal; None once the evening is over.

        Its number in the evening, the player who deals, and, by player, who is vulnerable
        and the part scores of the four at the table.
        """
        if self._closed:
            return None
        seating = _seating(self.players, self._chukker)
        number = self._in_chukker + 1
        seat = _dealer_of("N", number)
        sides = seating.sides
        vulnerable = frozenset(
            player for side in _vulnerable(number, seat, self.rules) for player in sides[side]
        )
        partscores = {
            player: points
            for side, points in zip(SIDES, self._partscores, strict=True)
            for player in sides[side]
        }
        return Next(self._history.played + 1, seating.seats[seat], vulnerable, partscores)

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The player with the highest total once the evening is over (a tuple if shared)."""
        if not self._closed:
            return None
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def ranking(self) -> tuple[tuple[str, int], ...]:
        """Each player and their total, highest first (players level keep the given order)."""
        totals = self._history.totals
        order = sorted(range(len(totals)), key=lambda place: -totals[place])
        return tuple((self.players[place], totals[place]) for place in order)

    # --- recording

    def _over(self) -> RuleViolationError:
        return RuleViolationError(
            "deal", self._history.played + 1, "no more deals: the evening was closed"
        )

    def _declarer(self, value: object, seating: Seating) -> str:
        # The players and their seats: names and notation, listed as they are.
        players = ", ".join(f"{player} ({seat})" for seat, player in seating.seats.items())
        allowed = Text("a seat N E S W or a player at the table: {players}", players=players)
        if type(value) is not str:
            raise ScoreError("declarer", value, allowed)
        folded = value.strip().casefold()
        for seat, player in seating.seats.items():
            if player.casefold() == folded:
                return seat
        named = _SEAT_NAMES.get(folded)
        if named is not None:
            return named
        if any(player.casefold() == folded for player in seating.sitting_out):
            raise RuleViolationError(
                "declarer",
                value,
                Text(
                    "a seat N E S W or a player at the table: {players} (this one sits out)",
                    players=players,
                ),
            )
        raise NotationError("declarer", value, allowed)

    def record(
        self,
        contract: Contract | Result | str,
        tricks: int | None = None,
        *,
        declarer: str,
        honours: Honours | str | None = None,
    ) -> Evening:
        """The evening after the next deal, as :meth:`Match.record` scores it.

        ``declarer`` is a seat (N E S W) or the name of a player at the table. After a
        chukker's fourth deal the next chukker starts, seated by the rotation.

        Raises:
            RuleViolationError: The evening is over, the declarer sits out, or honours are
                off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        if self._closed:
            raise self._over()
        result = read_result(contract, tricks)
        seating = _seating(self.players, self._chukker)
        seat = self._declarer(declarer, seating)
        held = read_honours(honours, result.contract.strain, _side, allowed=self.rules.honours)
        number = self._in_chukker + 1
        entry, scores, partscores = _score(
            self.rules,
            number=number,
            dealer_seat=_dealer_of("N", number),
            seat=seat,
            result=result,
            held=held,
            partscores=self._partscores,
            running=self._running,
        )
        if number == DEALS:
            # The chukker is over: the next one starts from nothing, seated anew.
            return self._add(
                entry,
                seating,
                scores,
                _chukker=self._chukker + 1,
                _in_chukker=0,
                _partscores=(0, 0),
                _running=(0, 0),
            )
        ns, ew = self._running
        return self._add(
            entry,
            seating,
            scores,
            _in_chukker=number,
            _partscores=partscores,
            _running=(ns + scores[0], ew + scores[1]),
        )

    def _add(
        self, entry: Deal, seating: Seating, points: tuple[int, int] | None, **changes: object
    ) -> Evening:
        # ``points`` per side for a deal that counts; None for a passed-out deal.
        history = self._history
        sides = seating.sides
        counted = points is not None
        if points is None:
            points = (0, 0)
        score_of = dict.fromkeys(sides["NS"], points[0])
        score_of.update(dict.fromkeys(sides["EW"], points[1]))
        scores = tuple(score_of.get(player, 0) for player in self.players)
        number = history.played + 1 if counted else None
        recorded = EveningDeal(
            number,
            self._chukker + 1,
            seating,
            entry,
            tuple(zip(self.players, scores, strict=True)),  # pragma: no mutate (one each)
        )
        return self._successor(_history=history.add(recorded, scores, counted=counted), **changes)

    def throw_in(self) -> Evening:
        """The evening after a passed-out deal: the same player deals again, nothing counts.

        Raises:
            RuleViolationError: The evening is over.
        """
        if self._closed:
            raise self._over()
        number = self._in_chukker + 1
        entry = _thrown_in(number, _dealer_of("N", number), self.rules, self._running)
        return self._add(entry, _seating(self.players, self._chukker), None)

    def _replay(self, deal: EveningDeal) -> Evening:
        # The declarer by name, as the scoresheet writes it: a deal now in another chukker
        # is declared by the same player, wherever they sit (or refused if they sit out).
        played = deal.deal
        declarer = None if played.declarer is None else deal.seating.seats[played.declarer]
        return replay(self, declarer, played.result, played.honours)

    def close(self) -> Evening:
        """The evening over: the totals stand (a chukker cut short earns nothing more).

        A closed evening is returned as it is.
        """
        if self._closed:
            return self
        return self._successor(_closed=True)
