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

from cardscore._bridge_ledgers import Honours, honours_item, read_honours, read_result, split
from cardscore._chain import Chain
from cardscore._frozen import assemble, fields_repr
from cardscore.bridge import GAME_TRICK_SCORE, Contract, Result
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import Item

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "DEALS",
    "FOURTH_DEAL_PARTSCORE",
    "GAME_BONUS",
    "SEATS",
    "SIDES",
    "Deal",
    "Match",
    "Rules",
    "dealer",
    "vulnerable",
]

# --- The rules (B6) -----------------------------------------------------------------------

DEALS = 4
"""A Chicago match is exactly four counted deals (B6)."""

SEATS = ("N", "E", "S", "W")
"""The seats in clockwise order: the dealer rotates N → E → S → W (B6)."""

SIDES = ("NS", "EW")
"""The two sides, in the order ``totals`` and the sheet show them."""

_SIDE_OF_SEAT = {"N": "NS", "S": "NS", "E": "EW", "W": "EW"}
_OTHER_SIDE = {"NS": "EW", "EW": "NS"}
_SEAT_NAMES = {
    "n": "N",
    "north": "N",
    "e": "E",
    "east": "E",
    "s": "S",
    "south": "S",
    "w": "W",
    "west": "W",
}

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
        f"game bonus ({'vulnerable' if vul else 'not vulnerable'})", side, GAME_BONUS[vul]
    )
    for side in SIDES
    for vul in (False, True)
}
_FOURTH_DEAL_ITEMS = {
    side: Item("part score on the fourth deal", side, FOURTH_DEAL_PARTSCORE) for side in SIDES
}

_NOBODY: frozenset[str] = frozenset()
_BOTH: frozenset[str] = frozenset(SIDES)
_VULNERABILITY_WORDS = {_NOBODY: "none", _BOTH: "both"}

# --- Values -------------------------------------------------------------------------------


def _seat(value: object, field: str) -> str:
    if type(value) is str:
        seat = _SEAT_NAMES.get(value.strip().lower())
        if seat is not None:
            return seat
        raise NotationError(field, value, "a seat: one of N E S W")
    raise ScoreError(field, value, "a seat: one of N E S W (a str)")


def _first_dealer(value: object) -> str:
    return _seat(value, "first_dealer")


def _vulnerability(value: object) -> str:
    if type(value) is not str:
        raise ScoreError("vulnerability", value, "'dealer' or 'non-dealer' (a str)")
    name = _VULNERABILITY_NAMES.get(value.strip().lower())
    if name is None:
        raise NotationError("vulnerability", value, "'dealer' or 'non-dealer'")
    return name


def _honours_flag(_instance: object, _attribute: object, value: object) -> None:
    if type(value) is not bool:
        raise ScoreError("honours", value, "True or False")


@attrs.frozen(slots=True)
class Rules:
    """The Chicago rule options.

    >>> Rules(vulnerability="non_dealer")
    Rules(vulnerability='non-dealer', honours=False)

    Attributes:
        vulnerability: Who is vulnerable on deals 2 and 3: ``"dealer"`` (the dealer's side,
            the default and the seat's reading) or ``"non-dealer"`` (the other side, the rule
            variant). Also parses ``"non_dealer"``, ``"non dealer"``, any case.
        honours: Whether honours are scored (B5's rubber-law figures, 100 or 150 above the
            line). Off by default, as in the seed.
    """

    __repr__ = fields_repr

    vulnerability: Literal["dealer", "non-dealer"] = attrs.field(
        default="dealer", converter=_vulnerability
    )
    honours: bool = attrs.field(default=False, validator=_honours_flag)


def _rules(value: object) -> Rules:
    if type(value) is not Rules:
        raise ScoreError("rules", value, "a cardscore.chicago.Rules")
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

    A passed-out deal is recorded too (``result`` None, no items); it does not count as one
    of the four, and the same player deals again.

    Attributes:
        number: The deal's number in the match, 1..4 (a passed-out deal has the number of the
            deal that is dealt again).
        dealer: The dealer's seat.
        vulnerable: The sides vulnerable on this deal.
        declarer: The declarer's seat, or None when passed out.
        result: The contract and tricks taken, or None when passed out.
        honours: ``(side, points)`` when honours were scored, else None.
        below: The items below the line (the declaring side's trick score, if made).
        above: The items above the line: overtricks, insult, slam, the game bonus, the
            fourth-deal part score bonus, undertricks and honours.
        game: The side that completed a game on this deal, or None.
    """

    __repr__ = fields_repr

    number: int
    dealer: str
    vulnerable: frozenset[str]
    declarer: str | None
    result: Result | None
    honours: Honours | None
    below: tuple[Item, ...]
    above: tuple[Item, ...]
    game: str | None
    _running: tuple[int, int] = attrs.field(repr=False)

    @property
    def passed_out(self) -> bool:
        """True for a passed-out deal (all four passed)."""
        return self.result is None

    @property
    def items(self) -> tuple[Item, ...]:
        """Every item of the deal, below the line first; ``who`` is ``"NS"`` or ``"EW"``."""
        return self.below + self.above

    @property
    def totals(self) -> dict[str, int]:
        """This deal's points per side (zero for both when passed out)."""
        points = dict.fromkeys(SIDES, 0)
        for item in self.below + self.above:
            points[item.who] += item.points
        return points

    @property
    def running(self) -> dict[str, int]:
        """Each side's match total after this deal."""
        return dict(zip(SIDES, self._running, strict=True))

    def __str__(self) -> str:
        if self.result is None:
            return f"deal {self.number}: {self.dealer} dealt, passed out"
        return f"deal {self.number}: {self.declarer} {self.result}"


# --- The ledger ---------------------------------------------------------------------------


def _no_deals() -> Chain[Deal]:
    return Chain()


@attrs.frozen(slots=True, repr=False)
class Match:
    """A Chicago match: the ledger of four deals (B6).

    ``record`` returns a new match and leaves this one as it was, so keeping the old object
    (or calling ``undo()``) takes a deal back.

    >>> match = Match(first_dealer="W").record("3NT", 10, declarer="S")
    >>> match.deal, match.dealer, sorted(match.vulnerable)
    (2, 'N', ['NS'])
    >>> match.totals, match.deals[0].totals
    ({'NS': 430, 'EW': 0}, {'NS': 430, 'EW': 0})
    >>> match.undo() == Match(first_dealer="W")
    True

    Attributes:
        rules: The rule options.
        first_dealer: The seat that deals first (N by default); the deal passes clockwise.
    """

    rules: Rules = attrs.field(factory=Rules, converter=_rules)
    first_dealer: str = attrs.field(default="N", converter=_first_dealer)
    _deals: Chain[Deal] = attrs.field(init=False, factory=_no_deals)
    _played: int = attrs.field(init=False, default=0)
    _totals: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _previous: Match | None = attrs.field(init=False, default=None, eq=False)

    # --- where the match stands

    @property
    def played(self) -> int:
        """The number of counted deals played so far, 0..4 (passed-out deals do not count)."""
        return self._played

    @property
    def finished(self) -> bool:
        """True after the fourth counted deal."""
        return self._played == DEALS

    @property
    def deal(self) -> int | None:
        """The number, 1..4, of the next deal to play; None when the match is finished."""
        return None if self._played == DEALS else self._played + 1

    @property
    def dealer(self) -> str | None:
        """The seat that deals next (the same again after a pass-out); None when finished."""
        if self._played == DEALS:
            return None
        return _dealer_of(self.first_dealer, self._played + 1)

    @property
    def vulnerable(self) -> frozenset[str] | None:
        """The sides vulnerable on the next deal; None when the match is finished."""
        seat = self.dealer
        if seat is None:
            return None
        return _vulnerable(self._played + 1, seat, self.rules)

    @property
    def partscores(self) -> dict[str, int]:
        """Each side's below-the-line points toward the current game.

        Both are zero right after a game. After the fourth deal they stay as they were: a
        part score left over at the end earns nothing (B6).
        """
        return dict(zip(SIDES, self._partscores, strict=True))

    @property
    def totals(self) -> dict[str, int]:
        """Each side's points so far: ``{"NS": ..., "EW": ...}``."""
        return dict(zip(SIDES, self._totals, strict=True))

    @property
    def winner(self) -> str | None:
        """The side with more points after four deals; None while unfinished or on a tie."""
        if self._played != DEALS:
            return None
        ns, ew = self._totals
        if ns > ew:
            return "NS"
        if ew > ns:
            return "EW"
        return None

    @property
    def deals(self) -> tuple[Deal, ...]:
        """Every recorded deal, oldest first, passed-out deals included."""
        return self._deals.to_tuple()

    # --- recording

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
            RuleViolationError: The match is finished, or honours are off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        result = read_result(contract, tricks)
        seat = _seat(declarer, "declarer")
        played = self._played
        if played == DEALS:
            raise RuleViolationError(
                "deal", DEALS + 1, "deals 1 to 4: the match is over after four deals"
            )
        held = read_honours(honours, result.contract.strain, _side, allowed=self.rules.honours)
        number = played + 1
        dealer_seat = _dealer_of(self.first_dealer, number)
        vul = _vulnerable(number, dealer_seat, self.rules)
        side = _SIDE_OF_SEAT[seat]
        index = 0 if side == "NS" else 1
        made_below, below, play = split(result, side, _OTHER_SIDE[side], vulnerable=side in vul)
        above = list(play)
        partscores = self._partscores
        game = None
        if made_below:
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
        ns, ew = self._totals
        for item in below:
            if item.who == "NS":
                ns += item.points
            else:
                ew += item.points
        for item in above:
            if item.who == "NS":
                ns += item.points
            else:
                ew += item.points
        entry = Deal(
            number, dealer_seat, vul, seat, result, held, below, tuple(above), game, (ns, ew)
        )
        return self._next(entry, played=number, totals=(ns, ew), partscores=partscores)

    def pass_out(self) -> Match:
        """The match after a passed-out deal: the same player deals again, nothing counts.

        >>> Match().pass_out().deal, Match().pass_out().dealer
        (1, 'N')

        Raises:
            RuleViolationError: The match is finished.
        """
        played = self._played
        if played == DEALS:
            raise RuleViolationError(
                "deal", DEALS + 1, "deals 1 to 4: the match is over after four deals"
            )
        number = played + 1
        dealer_seat = _dealer_of(self.first_dealer, number)
        vul = _vulnerable(number, dealer_seat, self.rules)
        entry = Deal(number, dealer_seat, vul, None, None, None, (), (), None, self._totals)
        return self._next(entry, played=played, totals=self._totals, partscores=self._partscores)

    def _next(
        self,
        entry: Deal,
        *,
        played: int,
        totals: tuple[int, int],
        partscores: tuple[int, int],
    ) -> Match:
        return assemble(
            Match,
            rules=self.rules,
            first_dealer=self.first_dealer,
            _deals=self._deals.append(entry),
            _played=played,
            _totals=totals,
            _partscores=partscores,
            _previous=self,
        )

    def undo(self) -> Match:
        """The match as it was before the last recorded deal (or pass-out).

        Raises:
            RuleViolationError: Nothing has been recorded.
        """
        if self._previous is None:
            raise RuleViolationError("deals", 0, "at least one recorded deal to undo")
        return self._previous

    # --- the scoresheet

    def sheet(self) -> str:
        """The scoresheet as text: one row per deal, then where the match stands.

        >>> print(Match().record("2S", 8, declarer="N").pass_out().sheet())
        Chicago: first dealer N; deals 2 and 3: the dealer's side vulnerable
        deal  dealer  vul   result       NS    EW   total NS  total EW
           1  N       none  N 2S=        60     0         60         0
           2  E       EW    passed out
        next: deal 2, E deals, EW vulnerable; part scores NS 60, EW 0
        """
        return "\n".join(self._sheet_lines())

    def _sheet_lines(self) -> Iterator[str]:
        whose = "dealer's" if self.rules.vulnerability == "dealer" else "non-dealer's"
        honours = "; honours scored" if self.rules.honours else ""
        yield (
            f"Chicago: first dealer {self.first_dealer}; deals 2 and 3: the {whose} side "
            f"vulnerable{honours}"
        )
        rows: list[tuple[str, ...]] = []
        for entry in self._deals.to_tuple():
            vul = _vulnerability_word(entry.vulnerable)
            if entry.result is None:
                rows.append((str(entry.number), entry.dealer, vul, "passed out"))
                continue
            points = entry.totals
            running = entry.running
            rows.append(
                (
                    str(entry.number),
                    entry.dealer,
                    vul,
                    f"{entry.declarer} {entry.result}",
                    str(points["NS"]),
                    str(points["EW"]),
                    str(running["NS"]),
                    str(running["EW"]),
                )
            )
        width = max([len("result"), *(len(row[3]) for row in rows)])
        # Fixed widths suffice: one deal gives a side at most 7,750 (7NTXX-13 vulnerable,
        # 7,600, and honours, 150), so four deals at most 31,000.
        numbers, running_width = 5, 8
        yield (
            f"deal  dealer  vul   {'result':<{width}}  {'NS':>{numbers}} {'EW':>{numbers}}"
            f"   {'total NS':>{running_width}}  {'total EW':>{running_width}}"
        )
        for row in rows:
            head = f"{row[0]:>4}  {row[1]:<6}  {row[2]:<4}  {row[3]:<{width}}"
            if len(row) == 4:
                yield head.rstrip()
                continue
            yield (
                f"{head}  {row[4]:>{numbers}} {row[5]:>{numbers}}"
                f"   {row[6]:>{running_width}}  {row[7]:>{running_width}}"
            )
        ns, ew = self._totals
        if self._played == DEALS:
            winner = self.winner
            if winner is None:
                yield f"final: NS {ns}, EW {ew}; a tie"
            else:
                yield f"final: NS {ns}, EW {ew}; {winner} win by {abs(ns - ew)}"
            return
        part_ns, part_ew = self._partscores
        yield (
            f"next: deal {self._played + 1}, {self.dealer} deals, "
            f"{_vulnerability_word(self.vulnerable or _NOBODY)} vulnerable; "
            f"part scores NS {part_ns}, EW {part_ew}"
        )

    def __str__(self) -> str:
        return self.sheet()

    def __repr__(self) -> str:
        ns, ew = self._totals
        state = "finished" if self._played == DEALS else f"next deal {self._played + 1}"
        return f"<chicago.Match first_dealer={self.first_dealer!r}, {state}, NS {ns}, EW {ew}>"


def _side(value: object) -> str:
    if type(value) is str:
        text = value.strip().upper()
        if text in _OTHER_SIDE:
            return text
        seat = _SEAT_NAMES.get(text.lower())
        if seat is not None:
            return _SIDE_OF_SEAT[seat]
        raise NotationError("honours", value, "a side NS or EW (or a seat N E S W)")
    raise ScoreError("honours", value, "a side NS or EW (a str)")


def _vulnerability_word(sides: frozenset[str]) -> str:
    word = _VULNERABILITY_WORDS.get(sides)
    if word is None:
        (word,) = sides
    return word
