"""Par's arithmetic (P1-P5), on plain ints: no words, no checking.

Everything here reads a table already checked by ``_read``: ``tricks[strain][seat]`` with
strains in bidding order (0 clubs, 1 diamonds, 2 hearts, 3 spades, 4 notrump) and seats
0 North, 1 East, 2 South, 3 West. A side is 0 (North-South) or 1 (East-West): seat % 2.

A contract is numbered as it is bid, ``bid = 5 × (level − 1) + strain + 1``: 1 is 1♣, 35 is
7NT, so one contract outbids another when its number is larger. A side's best contract in a
strain is numbered from its better declarer's tricks the same way, ``5 × (tricks − 7) +
strain + 1``, which is 0 or less when neither declarer takes seven tricks (the number is
still what it says: how far below 1♣ the side would have to bid).

The scores come from :func:`cardscore.bridge.score` itself, read once into two tables.
"""

from __future__ import annotations

from typing import NamedTuple

from cardscore import bridge

__all__: list[str] = []

STRAINS = (
    bridge.Strain.CLUBS,
    bridge.Strain.DIAMONDS,
    bridge.Strain.HEARTS,
    bridge.Strain.SPADES,
    bridge.Strain.NOTRUMP,
)
TOP_BID = 35
NO_SACRIFICE = 99  # more tricks down than any sacrifice: none can be bid

# MADE[bid][vulnerable]: the score of contract ``bid`` bid and made exactly, undoubled;
# 0 for bid 0 (nothing bid). From bridge.score (B2-B5), never a copy of its table.
MADE: tuple[tuple[int, int], ...] = (
    (0, 0),
    *(
        (
            bridge.score(bridge.Contract(level, strain), level + 6, vulnerable=False),
            bridge.score(bridge.Contract(level, strain), level + 6, vulnerable=True),
        )
        for level in range(1, 8)
        for strain in STRAINS
    ),
)

# PENALTY[down][vulnerable]: what a doubled contract ``down`` tricks short costs (B4).
_SEVEN_DOUBLED = bridge.Contract(7, bridge.Strain.CLUBS, bridge.Doubling.DOUBLED)
PENALTY: tuple[tuple[int, int], ...] = tuple(
    (
        -bridge.score(_SEVEN_DOUBLED, 13 - down, vulnerable=False),
        -bridge.score(_SEVEN_DOUBLED, 13 - down, vulnerable=True),
    )
    for down in range(14)
)


def _affordable(made: int, *, vulnerable: bool) -> int:
    """The most tricks down, doubled, that cost less than ``made`` (P2: a sacrifice pays)."""
    down = 0
    while down < 13 and PENALTY[down + 1][vulnerable] < made:
        down += 1
    return down


# AFFORDABLE[bid][declarer vulnerable][sacrificer vulnerable]: the most tricks down that a
# sacrifice against contract ``bid`` (made exactly) may go and still cost less than it.
AFFORDABLE: tuple[tuple[tuple[int, ...], ...], ...] = tuple(
    tuple(
        tuple(
            _affordable(MADE[bid][declarer], vulnerable=sacrificer) for sacrificer in (False, True)
        )
        for declarer in (0, 1)
    )
    for bid in range(TOP_BID + 1)
)


def _floor(bid: int) -> int:
    """The lowest contract of ``bid``'s strain that scores the same bonus (P4).

    A partscore goes down to the one level, a game to its game level (3NT, 4♥/4♠, 5♣/5♦),
    a slam stays where it is: bidding lower with overtricks scores the same only then.
    """
    level, strain = divmod(bid - 1, 5)
    level += 1
    game = (5, 5, 4, 4, 3)[strain]
    if level >= 6:
        return bid
    low = game if level >= game else 1
    return 5 * (low - 1) + strain + 1


FLOOR = (0, *(_floor(bid) for bid in range(1, TOP_BID + 1)))


def best_bid(tricks: int, strain: int) -> int:
    """The number of the highest contract in ``strain`` that ``tricks`` make (P1)."""
    return 5 * (tricks - 7) + strain + 1


def levels_up(gap: int) -> int:
    """How many levels above a side's best contract it must bid to pass ``gap`` bids.

    Rounded toward zero, as DDS's C integer division does, so that a gap of -8..-1
    (the other side's contract is lower) gives 0.
    """
    total = gap + 4
    return total // 5 if total >= 0 else -(-total // 5)


class Sacrifice(NamedTuple):
    """A sacrificing contract: its number, strain, declarer seats and tricks down."""

    bid: int
    strain: int
    seats: tuple[int, ...]
    down: int


class Bid(NamedTuple):
    """A par contract bid and made: its number, strain, declarer seats and overtricks."""

    bid: int
    strain: int
    seats: tuple[int, ...]
    over: int


class Outcome(NamedTuple):
    """What the bidding game ends in (P2-P4), for the words built later.

    ``side`` is the side entitled to a plus score (None when passed out), ``best`` each
    side's best making contract number by strain, ``score`` North-South's par, ``made``
    the par contracts bid and made (empty when the side collects a penalty), ``sacrifices``
    the par sacrifices (empty when it bids), ``against`` the contract the sacrifice is
    taken against (its number and strain) and ``plus`` what that contract would score.
    """

    side: int | None
    best: tuple[tuple[int, ...], tuple[int, ...]]
    score: int
    made: tuple[Bid, ...]
    sacrifices: tuple[Sacrifice, ...]
    against: tuple[int, int] | None
    plus: int


def _best(tricks: tuple[tuple[int, ...], ...], side: int) -> tuple[int, ...]:
    return tuple(
        best_bid(max(tricks[strain][side], tricks[strain][side + 2]), strain)
        for strain in range(5)
    )


def _primacy(
    tricks: tuple[tuple[int, ...], ...], best: tuple[tuple[int, ...], ...], dealer: int
) -> int | None:
    """The side that can bid highest and make it (P2); seat order from the dealer on a tie."""
    ns, ew = max(0, *best[0]), max(0, *best[1])
    if ns != ew:
        return 0 if ns > ew else 1
    if ns == 0:
        return None
    strain = (ns - 1) % 5
    top = (ns + 34) // 5
    for turn in range(4):
        seat = (dealer + turn) % 4
        if tricks[strain][seat] == top:
            return seat % 2
    return None  # pragma: no cover (a side's best is one of its seats' tricks)


def _same_strain_downs(
    tricks: tuple[tuple[int, ...], ...], side: int, bid: int, strain: int, dealer: int
) -> list[tuple[int, int, int]]:
    """Each opponent's sacrifice in the declarers' own strain: (down, seat, bid).

    Seat order matters (P4): an opponent who speaks before the declarer who makes the
    contract bids it at the same level; one who speaks after must go a level higher.
    """
    top = (bid + 34) // 5
    higher = 0
    found = []
    for turn in range(4):
        seat = (dealer + turn) % 4
        short = top - tricks[strain][seat]
        if seat % 2 == side:
            if short == 0:
                higher = 1
        else:
            found.append((short + higher, seat, bid + 5 * higher))
    return found


def _sacrifice_downs(
    tricks: tuple[tuple[int, ...], ...],
    *,
    side: int,
    bid: int,
    strain: int,
    other: tuple[int, ...],
    dealer: int,
) -> tuple[int, ...]:
    """Tricks down of the other side's cheapest sacrifice over ``bid`` in each strain."""
    downs = []
    for sacrifice in range(5):
        if sacrifice == strain:
            down = min(d for d, _, _ in _same_strain_downs(tricks, side, bid, strain, dealer))
        else:
            down = levels_up(bid - other[sacrifice])
        if other[sacrifice] + 5 * down > TOP_BID:
            down = NO_SACRIFICE
        downs.append(down)
    return tuple(downs)


def seats_of(tricks: tuple[tuple[int, ...], ...], side: int, strain: int) -> tuple[int, ...]:
    """The side's declarers who take its best number of tricks in ``strain`` (P4)."""
    first, second = tricks[strain][side], tricks[strain][side + 2]
    top = max(first, second)
    return tuple(seat for seat, got in ((side, first), (side + 2, second)) if got == top)


def _sacrifices(
    tricks: tuple[tuple[int, ...], ...],
    *,
    side: int,
    against: tuple[int, int],
    downs: tuple[int, ...],
    down: int,
    other: tuple[int, ...],
    dealer: int,
) -> tuple[Sacrifice, ...]:
    """Every cheapest sacrifice against contract ``against``, listed as DDS does (P4)."""
    bid, strain = against
    found = []
    for sacrifice in range(5):
        if downs[sacrifice] != down:
            continue
        if sacrifice != strain:
            found.append(
                Sacrifice(
                    other[sacrifice] + 5 * down,
                    sacrifice,
                    seats_of(tricks, 1 - side, sacrifice),
                    down,
                )
            )
            continue
        hits = [
            (at, seat)
            for short, seat, at in _same_strain_downs(tricks, side, bid, strain, dealer)
            if short == down
        ]
        if len(hits) == 2 and hits[0][0] == hits[1][0]:
            found.append(Sacrifice(hits[0][0], strain, seats_of(tricks, 1 - side, strain), down))
        else:
            at, seat = min(hits)
            found.append(Sacrifice(at, strain, (seat,), down))
    return tuple(found)


def solve(
    tricks: tuple[tuple[int, ...], ...], vulnerable: tuple[bool, bool], dealer: int
) -> Outcome:
    """Par from a checked table, the sides' vulnerability and the dealer's seat (P2-P4)."""
    best = (_best(tricks, 0), _best(tricks, 1))
    side = _primacy(tricks, best, dealer)
    if side is None:
        return Outcome(None, best, 0, (), (), None, 0)
    mine, other = best[side], best[1 - side]
    declarer_vul, sacrificer_vul = vulnerable[side], vulnerable[1 - side]
    made = [MADE[bid][declarer_vul] if bid > 0 else 0 for bid in mine]
    dearest = max(made)
    lowest = min(bid for bid, score in zip(mine, made, strict=True) if score == dearest)
    # P4: the contracts worth bidding, highest first: no lower contract scores as much.
    candidates = sorted(
        ((bid, strain) for strain, bid in enumerate(mine) if bid >= lowest), reverse=True
    )
    best_plus = 0
    worst_down = 0
    sacrificed: tuple[tuple[int, int], tuple[int, ...], int] | None = None
    bids: list[tuple[int, int, int]] = []
    for bid, strain in candidates:
        affordable = AFFORDABLE[bid][declarer_vul][sacrificer_vul]
        downs = _sacrifice_downs(
            tricks, side=side, bid=bid, strain=strain, other=other, dealer=dealer
        )
        down = min(downs)
        if down <= affordable:
            # P2: the other side outbids this contract at a profit.
            worst_down = max(worst_down, down)
            if sacrificed is None:
                sacrificed = ((bid, strain), downs, down)
        else:
            best_plus = max(best_plus, MADE[bid][declarer_vul])
            bids.append((bid, strain, affordable - down))
    penalty = PENALTY[worst_down][sacrificer_vul]
    sign = 1 if side == 0 else -1
    if sacrificed is None or best_plus > penalty:
        chosen = []
        for bid, strain, gap in bids:
            if MADE[bid][declarer_vul] != best_plus:
                continue
            low = bid if gap >= -1 else max(bid + 5 * (gap + 1), FLOOR[bid])
            chosen.append(Bid(low, strain, seats_of(tricks, side, strain), (bid - low) // 5))
        return Outcome(side, best, sign * best_plus, tuple(chosen), (), None, best_plus)
    against, downs, down = sacrificed
    listed = (
        _sacrifices(
            tricks,
            side=side,
            against=against,
            downs=downs,
            down=worst_down,
            other=other,
            dealer=dealer,
        )
        if down == worst_down
        else ()
    )
    return Outcome(side, best, sign * penalty, (), listed, against, MADE[against[0]][declarer_vul])
