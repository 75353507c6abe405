"""Chicago's results: a deal scored in its match, a chukker's seating, the public answers (B6).

:func:`score_deal` scores one deal of a match from bridge's items
(:func:`cardscore._bridge_ledgers.split`, on :func:`cardscore.bridge.settle`) with
Chicago's own (:mod:`cardscore.chicago._words`); the values it makes are built by keyword.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._bridge_ledgers import Honours, honours_item, split
from cardscore._frozen import fields_repr
from cardscore.bridge import GAME_TRICK_SCORE, Result
from cardscore.chicago._read import read_deal_number, read_first_dealer, read_players, read_rules
from cardscore.chicago._rules import (
    DEALS,
    FIRST_DEALER,
    OTHER_SIDE,
    ROTATIONS,
    SIDE_OF_SEAT,
    SIDES,
    Rules,
    dealer_of,
    vulnerable_on,
)
from cardscore.chicago._words import (
    FOURTH_DEAL_ITEMS,
    GAME_BONUS_ITEMS,
    deal_text,
    evening_deal_text,
    seating_text,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.items import Item

#: The rules unless the players say otherwise.
STANDARD = Rules()

# --- A match's deals (B6) -----------------------------------------------------------------


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
        return deal_text(self.number, self.dealer, self.declarer, self.result)


def thrown_in(number: int, dealer_seat: str, rules: Rules, running: tuple[int, int]) -> Deal:
    """A passed-out deal: the same seat deals again, nothing counts."""
    return Deal(
        number=None,
        dealer=dealer_seat,
        vulnerable=vulnerable_on(number, dealer_seat, rules.vulnerability),
        declarer=None,
        result=None,
        honours=None,
        below=(),
        above=(),
        game=None,
        scores=(0, 0),
        running=running,
    )


def score_deal(
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
    vul = vulnerable_on(number, dealer_seat, rules.vulnerability)
    side = SIDE_OF_SEAT[seat]
    index = 0 if side == "NS" else 1
    duplicate = rules.scoring == "duplicate"
    made_below, below, play = split(
        result, side, OTHER_SIDE[side], vulnerable=side in vul, duplicate=duplicate
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
            above.append(GAME_BONUS_ITEMS[side, side in vul])
            partscores = (0, 0)
        else:
            if number == DEALS:
                above.append(FOURTH_DEAL_ITEMS[side])
            partscores = (mine, partscores[1]) if index == 0 else (partscores[0], mine)
    if held is not None:
        above.append(honours_item(held, result.contract.strain))
    ns = ew = 0
    for item in below:
        ns, ew = (ns + item.points, ew) if item.who == "NS" else (ns, ew + item.points)
    for item in above:
        ns, ew = (ns + item.points, ew) if item.who == "NS" else (ns, ew + item.points)
    deal = Deal(
        number=number,
        dealer=dealer_seat,
        vulnerable=vul,
        declarer=seat,
        result=result,
        honours=held,
        below=below,
        above=tuple(above),
        game=game,
        scores=(ns, ew),
        running=(running[0] + ns, running[1] + ew),
    )
    return deal, (ns, ew), partscores


def dealer(deal: int, *, first_dealer: str = FIRST_DEALER) -> str:
    """The seat that deals deal ``deal`` (1..4): clockwise from ``first_dealer`` (B6).

    >>> dealer(1), dealer(2), dealer(4, first_dealer="S")
    ('N', 'E', 'E')
    """
    return dealer_of(read_first_dealer(first_dealer), read_deal_number(deal))


def vulnerable(
    deal: int,
    *,
    first_dealer: str = FIRST_DEALER,
    rules: Rules = STANDARD,
) -> frozenset[str]:
    """The sides vulnerable on deal ``deal`` (1..4) of a match (B6).

    Deal 1 nobody, deals 2 and 3 the dealer's side (or the other side under
    ``Rules(vulnerability="non-dealer")``), deal 4 both.

    >>> vulnerable(1), vulnerable(2), vulnerable(3), vulnerable(4) == {"NS", "EW"}
    (frozenset(), frozenset({'EW'}), frozenset({'NS'}), True)
    >>> vulnerable(2, rules=Rules(vulnerability="non-dealer"))
    frozenset({'NS'})
    """
    rules = read_rules(rules)
    number = read_deal_number(deal)
    seat = dealer_of(read_first_dealer(first_dealer), number)
    return vulnerable_on(number, seat, rules.vulnerability)


# --- Rotating Chicago: who plays each chukker (B6) ----------------------------------------


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
        return seating_text(self.seats, self.sitting_out)


def seating(players: tuple[str, ...], index: int) -> Seating:
    """Who plays chukker ``index`` (from 0) of the rotation, and where."""
    cycle = ROTATIONS[len(players)]
    out, (north, south), (east, west) = cycle[index % len(cycle)]
    return Seating(
        north=players[north],
        east=players[east],
        south=players[south],
        west=players[west],
        sitting_out=tuple(players[place] for place in out),
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
    names = read_players(players)
    return tuple(seating(names, index) for index in range(len(ROTATIONS[len(names)])))


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
        played = self.deal
        declarer = None if played.declarer is None else self.seating.seats[played.declarer]
        return evening_deal_text(self.chukker, played.number, self.dealer, declarer, played.result)
