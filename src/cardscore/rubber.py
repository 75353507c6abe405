"""Rubber bridge, and two-player Draw Bridge, which is scored the same way (rules B7).

Trick scores go below the line toward a game of 100; everything else goes above it. A side
with a game is vulnerable; the first side to two games wins the rubber and its bonus.

>>> from cardscore import rubber
>>> game = rubber.Rubber()
>>> game = game.record("4S", 10, declarer="NS")       # a game: NS vulnerable now
>>> game = game.record("2H", 8, declarer="EW")        # a part score of 60 to EW
>>> game.games, game.vulnerable, game.partscores
({'NS': 1, 'EW': 0}, {'NS': True, 'EW': False}, {'NS': 0, 'EW': 60})
>>> game = game.record("3NT-1", declarer="NS")        # vulnerable: 100 to EW, above
>>> game = game.record("3NT", 9, declarer="NS")       # the second game: rubber, 700
>>> game.finished, game.rubber_winner, game.below, game.above
(True, 'NS', {'NS': 220, 'EW': 60}, {'NS': 700, 'EW': 100})

Draw Bridge is a rubber between two players: ``Rubber(sides=("Ann", "Bob"))``.
"""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING

import attrs

from cardscore._bridge_ledgers import (
    SEAT_NAMES,
    SEATS,
    Honours,
    honours_item,
    read_honours,
    read_result,
    read_rules,
    replay,
    split,
)
from cardscore._check import TRUE_OR_FALSE, check_int, normal_names
from cardscore._frozen import fields_repr
from cardscore._history import History, LedgerBase
from cardscore._text import Allowed, Text
from cardscore.bridge import GAME_TRICK_SCORE, Contract, Result
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.items import Item
from cardscore.ledger import Next

if TYPE_CHECKING:
    from collections.abc import Sequence

__all__ = ["GAMES_TO_WIN", "RUBBER_BONUS", "Deal", "Rubber", "Rules"]

# --- The rules (B7) -----------------------------------------------------------------------

GAMES_TO_WIN = 2
"""The rubber ends when a side has won two games (B7)."""

RUBBER_BONUS = MappingProxyType({0: 700, 1: 500})
"""The rubber bonus by the games the other side won: 700 against none, 500 against one (B7)."""

_SEATS_OF_SIDE = {"n": "NS", "s": "NS", "e": "EW", "w": "EW"}

# The labels of B7, made once: the rubber bonus by the games the other side won, and the
# unfinished rubber's.
_RUBBER_BONUS_LABEL = {
    theirs: Text("rubber bonus (2-{theirs})", theirs=theirs) for theirs in RUBBER_BONUS
}
_ONE_GAME_UP = Text("unfinished rubber: one game up")
_UNFINISHED_PARTSCORE = Text("unfinished rubber: part score in the unfinished game")
_SIDES_ALLOWED = Text("two different names, e.g. ('NS', 'EW') or ('Ann', 'Bob')")
_SIDES_TYPED = Text("two different names, e.g. ('NS', 'EW') or ('Ann', 'Bob') (str)")


def _amount(_instance: object, attribute: attrs.Attribute[int], value: object) -> None:
    check_int(attribute.name, value, 0, 10_000)


def _honours_flag(_instance: object, _attribute: object, value: object) -> None:
    if type(value) is not bool:
        raise ScoreError("honours", value, TRUE_OR_FALSE)


@attrs.frozen(slots=True)
class Rules:
    """The rubber rule options.

    >>> Rules(honours=True)
    Rules(honours=True, unfinished_game=300, unfinished_partscore=100)

    Attributes:
        honours: Whether honours are scored above the line (100 for four trump honours in
            one hand, 150 for five or for four aces at notrump). Off by default (B7).
        unfinished_game: What ``close()`` pays a side that has won one game when the other
            has none (B7: 300).
        unfinished_partscore: What ``close()`` pays each side with a part score in the
            unfinished game (B7: 100).
    """

    __repr__ = fields_repr

    honours: bool = attrs.field(default=False, validator=_honours_flag)
    unfinished_game: int = attrs.field(default=300, validator=_amount)
    unfinished_partscore: int = attrs.field(default=100, validator=_amount)


def _rules(value: Rules) -> Rules:
    return read_rules(value, Rules, Text("a cardscore.rubber.Rules"))


def _sides(value: Sequence[str]) -> tuple[str, str]:
    if not isinstance(value, tuple | list) or len(value) != 2:
        raise ScoreError("sides", value, _SIDES_ALLOWED)
    first, second = normal_names(
        "sides", tuple(value), _SIDES_ALLOWED, typed=_SIDES_TYPED, whole=value
    )
    return first, second


def _first_dealer(value: str | None) -> str | None:
    # Read against the sides once the rubber has them (__attrs_post_init__).
    if value is None or type(value) is str:
        return value
    raise ScoreError(
        "first_dealer",
        value,
        Allowed(
            Text("None, a seat or one of the sides (a str)"),
            told=Text("a seat or one of the sides, or nothing"),
        ),
    )


@attrs.frozen(slots=True)
class Deal:
    """One deal of a rubber as recorded, with its items below and above the line.

    Two entries are no played deal: a passed-out deal (``thrown_in`` True, ``number`` None,
    no items: all four passed, and the next player deals), and the entry ``close()`` adds
    for the unfinished-rubber bonuses, above the line (``closes`` True, ``number`` None).

    Attributes:
        number: The deal's number in the rubber, counting the deals played, from 1; None
            for a passed-out deal and for the closing entry.
        dealer: Who dealt it, when the rubber keeps track (``Rubber(first_dealer=...)``);
            else None, as for the closing entry.
        game: The number of the game it was played in, 1..3.
        declarer: The declaring side (None for a passed-out deal or the closing entry).
        result: The contract and the tricks the declaring side took (None for a
            passed-out deal or the closing entry).
        vulnerable: The sides vulnerable on this deal (those with a game).
        honours: ``(side, points)`` when honours were scored, else None.
        below: The items below the line: the declaring side's trick score, if made.
        above: The items above the line: overtricks, insult, slam, undertricks, honours and,
            on the deal that ends the rubber, the rubber bonus.
        game_won_by: The side that won a game on this deal, or None.
        thrown_in: True for a passed-out deal.
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str | None
    game: int
    declarer: str | None
    result: Result | None
    vulnerable: frozenset[str]
    honours: Honours | None
    below: tuple[Item, ...]
    above: tuple[Item, ...]
    game_won_by: str | None
    thrown_in: bool
    _scores: tuple[tuple[str, int], tuple[str, int]] = attrs.field(repr=False)

    @property
    def closes(self) -> bool:
        """True for the entry ``close()`` adds to settle an unfinished rubber."""
        return self.result is None and not self.thrown_in

    @property
    def items(self) -> tuple[Item, ...]:
        """Every item of the deal, below the line first; ``who`` is a side's name."""
        return self.below + self.above

    @property
    def scores(self) -> dict[str, int]:
        """This deal's points per side, both sides (zero for a passed-out deal)."""
        return dict(self._scores)

    def __str__(self) -> str:
        if self.thrown_in:
            return Text("passed out")
        if self.result is None:
            return Text("closed: the rubber settled unfinished")
        return Text(
            "deal {number}: {declarer} {result}",
            number=self.number,
            declarer=self.declarer,
            result=str(self.result),
        )


# --- The ledger ---------------------------------------------------------------------------


def _start() -> History[Deal]:
    return History.start((0, 0))


@attrs.frozen(slots=True, repr=False)
class Rubber(LedgerBase[Deal]):
    """A rubber: the ledger, with above and below the line kept apart (B7).

    A :class:`cardscore.Ledger`: ``record`` returns a new rubber and leaves this one as it
    was; ``throw_in()`` records a passed-out deal; ``close()`` settles an unfinished rubber
    early. Who deals does not change the score: the rubber tracks it only when given
    ``first_dealer``.

    >>> ann_bob = Rubber(sides=("Ann", "Bob")).record("1NT", 9, declarer="Ann")
    >>> ann_bob.partscores, ann_bob.above
    ({'Ann': 40, 'Bob': 0}, {'Ann': 60, 'Bob': 0})
    >>> ann_bob.next
    Next(number=2, dealer=None, vulnerable=frozenset(), partscores={'Ann': 40, 'Bob': 0})
    >>> ann_bob.close().totals
    {'Ann': 200, 'Bob': 0}

    Attributes:
        sides: The two sides' names (``("NS", "EW")`` by default; two players for Draw
            Bridge). ``declarer`` and honours name one of them.
        rules: The rule options.
        first_dealer: Who deals first, if the rubber is to say who deals: a seat N E S W
            (with the sides NS and EW; the deal passes clockwise) or one of the sides (the
            deal alternates between them, as between the two players of Draw Bridge).
            None (the default): not tracked, and every ``dealer`` is None.
    """

    sides: tuple[str, str] = attrs.field(default=("NS", "EW"), converter=_sides)
    rules: Rules = attrs.field(factory=Rules, converter=_rules)
    first_dealer: str | None = attrs.field(default=None, converter=_first_dealer)
    _history: History[Deal] = attrs.field(init=False, factory=_start)
    _dealt: int = attrs.field(init=False, default=0)
    _games: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _partscores: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _below: tuple[int, int] = attrs.field(init=False, default=(0, 0))
    _closed: bool = attrs.field(init=False, default=False)
    _close_kept: bool = attrs.field(init=False, default=False, eq=False, repr=False)
    _previous: Rubber | None = attrs.field(init=False, default=None, eq=False, repr=False)

    def __attrs_post_init__(self) -> None:
        if self.first_dealer is not None:
            object.__setattr__(self, "first_dealer", self._read_first_dealer(self.first_dealer))

    def _read_first_dealer(self, value: str) -> str:
        seats = self.sides == ("NS", "EW")
        first, second = self.sides
        allowed = (
            Allowed(
                Text(
                    "None, a seat N E S W or one of the sides {first!r}, {second!r}",
                    first=first,
                    second=second,
                ),
                told=Text(
                    "a seat N E S W or one of the sides {first!r}, {second!r}, or nothing",
                    first=first,
                    second=second,
                ),
            )
            if seats
            else Allowed(
                Text("None or one of the sides {first!r}, {second!r}", first=first, second=second),
                told=Text(
                    "one of the sides {first!r}, {second!r}, or nothing",
                    first=first,
                    second=second,
                ),
            )
        )
        folded = value.strip().casefold()
        for side in self.sides:
            if side.casefold() == folded:
                return side
        seat = SEAT_NAMES.get(folded)
        if seat is not None and seats:
            return seat
        raise NotationError("first_dealer", value, allowed)

    # --- where the rubber stands

    @property
    def parties(self) -> tuple[str, ...]:
        """The two sides, as given."""
        return self.sides

    def _dealer(self) -> str | None:
        first = self.first_dealer
        if first is None:
            return None
        rotation: tuple[str, ...]
        if first in self.sides:
            # The deal alternates between the sides (or the two players of Draw Bridge).
            rotation = self.sides if first == self.sides[0] else self.sides[::-1]
        else:
            rotation = SEATS[SEATS.index(first) :] + SEATS[: SEATS.index(first)]
        return rotation[self._dealt % len(rotation)]

    @property
    def dealer(self) -> str | None:
        """Who deals next: None when finished, or when the rubber does not track it.

        Given ``first_dealer`` (a seat with the sides NS and EW, or one of the sides), the
        deal passes clockwise, or alternates between the sides, after every deal, a
        passed-out one included.
        """
        return None if self.finished else self._dealer()

    def _per_side(self, values: tuple[int, ...]) -> dict[str, int]:
        first, second = self.sides
        return {first: values[0], second: values[1]}

    def _with_games(self) -> frozenset[str]:
        # B7: a side that has won a game is vulnerable.
        first, second = self._games
        # Two sides, two counts: zip's strict never decides anything (no mutate).
        return frozenset(
            side
            for side, games in zip(self.sides, (first, second), strict=True)  # pragma: no mutate
            if games
        )

    @property
    def games(self) -> dict[str, int]:
        """The games each side has won."""
        return self._per_side(self._games)

    @property
    def vulnerable(self) -> dict[str, bool]:
        """Whether each side is vulnerable: a side that has won a game is (B7)."""
        return {side: games > 0 for side, games in self.games.items()}

    @property
    def partscores(self) -> dict[str, int]:
        """Each side's below-the-line points in the game in progress (zero after a game)."""
        return self._per_side(self._partscores)

    @property
    def below(self) -> dict[str, int]:
        """Each side's points below the line: its trick scores."""
        return self._per_side(self._below)

    @property
    def above(self) -> dict[str, int]:
        """Each side's points above the line: everything but trick scores."""
        totals = self._history.totals
        return self._per_side((totals[0] - self._below[0], totals[1] - self._below[1]))

    @property
    def closing(self) -> tuple[Item, ...]:
        """The unfinished-rubber items ``close()`` added (empty unless closed early).

        They are the items of the last entry in ``deals``.
        """
        last = self._history.deals.last
        if last is None or not last.closes:
            return ()
        return last.above

    @property
    def finished(self) -> bool:
        """True when a side has won two games, or the rubber was closed."""
        return self._closed or GAMES_TO_WIN in self._games

    @property
    def next(self) -> Next | None:
        """The next deal: number, dealer, who is vulnerable, part scores; None when over.

        The dealer is None unless the rubber was given ``first_dealer``.
        """
        if self.finished:
            return None
        return Next(self._history.played + 1, self._dealer(), self._with_games(), self.partscores)

    @property
    def rubber_winner(self) -> str | None:
        """The side that won two games, or None."""
        first, second = self._games
        if first == GAMES_TO_WIN:
            return self.sides[0]
        if second == GAMES_TO_WIN:
            return self.sides[1]
        return None

    @property
    def winner(self) -> str | None:
        """The side with more points once finished; None while unfinished or on a tie.

        This is the side that collects: winning the rubber (``rubber_winner``) does not
        always mean winning on points.
        """
        if not self.finished:
            return None
        first, second = self._history.totals
        if first > second:
            return self.sides[0]
        if second > first:
            return self.sides[1]
        return None

    # --- recording

    def _side(self, value: object, field: str) -> str:
        if type(value) is not str:
            raise ScoreError(field, value, self._sides_allowed())
        if value in self.sides:
            return value
        folded = value.strip().casefold()
        for side in self.sides:
            if side.casefold() == folded:
                return side
        if self.sides == ("NS", "EW") and folded in _SEATS_OF_SIDE:
            return _SEATS_OF_SIDE[folded]
        raise NotationError(field, value, self._sides_allowed())

    def _sides_allowed(self) -> Text:
        first, second = self.sides
        return Text("one of the sides {first!r}, {second!r}", first=first, second=second)

    def _honours_side(self, value: object) -> str:
        return self._side(value, "honours")

    def _over(self) -> RuleViolationError:
        first, second = self._games
        if self._closed:
            why = Text("no more deals: the rubber was closed; start a new rubber")
        else:
            why = Text(
                "no more deals: the rubber is over, won by {winner} {won}-{lost}; "
                "start a new rubber",
                winner=self.sides[0] if first == GAMES_TO_WIN else self.sides[1],
                won=max(first, second),
                lost=min(first, second),
            )
        return RuleViolationError("deal", self._history.played + 1, why)

    def record(
        self,
        contract: Contract | Result | str,
        tricks: int | None = None,
        *,
        declarer: str,
        honours: Honours | str | None = None,
    ) -> Rubber:
        """The rubber after the next deal: ``contract`` played by ``declarer`` took ``tricks``.

        ``contract`` may also be a result (``"4SX-1"`` or a :class:`~cardscore.bridge.Result`)
        with ``tricks`` left out. ``declarer`` is one of ``sides``. ``honours`` is
        ``(side, 100 or 150)``, only when the rules score honours; they go above the line to
        that side whatever the contract's result.

        >>> Rubber().record("4SX-1", declarer="NS").above
        {'NS': 0, 'EW': 100}

        Raises:
            RuleViolationError: The rubber is over, or honours are off in the rules.
            ScoreError: A bad contract, tricks, declarer or honours.
        """
        result = read_result(contract, tricks)
        side = self._side(declarer, "declarer")
        if self.finished:
            raise self._over()
        strain = result.contract.strain
        held = read_honours(honours, strain, self._honours_side, allowed=self.rules.honours)
        index = self.sides.index(side)
        other = self.sides[1 - index]
        games = self._games
        vul = self._with_games()
        trick_score, below, play = split(result, side, other, vulnerable=side in vul)
        above = list(play)
        partscores = self._partscores
        game_won_by = None
        if trick_score:
            mine = partscores[index] + trick_score
            if mine >= GAME_TRICK_SCORE:
                # B7: a game; both sides start the next one from zero.
                game_won_by = side
                partscores = (0, 0)
                games = (games[0] + 1, games[1]) if index == 0 else (games[0], games[1] + 1)
                if games[index] == GAMES_TO_WIN:
                    theirs = games[1 - index]
                    bonus = RUBBER_BONUS[theirs]
                    above.append(Item(_RUBBER_BONUS_LABEL[theirs], side, bonus, "rubber_bonus"))
            else:
                partscores = (mine, partscores[1]) if index == 0 else (partscores[0], mine)
        if held is not None:
            above.append(honours_item(held, strain))
        scores = [0, 0]
        scores[index] = trick_score  # the declaring side's, below the line; then above
        for item in above:
            scores[0 if item.who == self.sides[0] else 1] += item.points
        first_below, second_below = self._below
        if index == 0:
            first_below += trick_score
        else:
            second_below += trick_score
        history = self._history
        entry = Deal(
            history.played + 1,
            self._dealer(),
            self._games[0] + self._games[1] + 1,
            side,
            result,
            vul,
            held,
            below,
            tuple(above),
            game_won_by,
            False,  # thrown_in
            self._pair(scores),
        )
        return self._successor(
            _history=history.add(entry, scores),
            _dealt=self._dealt + 1,
            _games=games,
            _partscores=partscores,
            _below=(first_below, second_below),
        )

    def _pair(self, scores: list[int]) -> tuple[tuple[str, int], tuple[str, int]]:
        first, second = self.sides
        return (first, scores[0]), (second, scores[1])

    def throw_in(self) -> Rubber:
        """The rubber after a passed-out deal: all four passed, nothing is scored.

        The cards are thrown in and the next player deals (the Laws of Contract Bridge); the
        deal does not count.

        >>> Rubber().throw_in().played, Rubber().throw_in().deals[0].number
        (0, None)

        Raises:
            RuleViolationError: The rubber is over.
        """
        if self.finished:
            raise self._over()
        entry = Deal(
            None,
            self._dealer(),
            self._games[0] + self._games[1] + 1,
            None,
            None,
            self._with_games(),
            None,
            (),
            (),
            None,
            True,  # thrown_in
            self._pair([0, 0]),
        )
        added = self._history.add(entry, (0, 0), counted=False)  # pragma: no mutate (falsy)
        return self._successor(_history=added, _dealt=self._dealt + 1)

    # close() records the unfinished-rubber bonuses as an entry of deals: replayed as such.
    _CLOSES_WITH_ENTRY = True

    def _replay(self, deal: Deal) -> Rubber:
        if deal.closes:
            return self.close()
        return replay(self, deal.declarer, deal.result, deal.honours)

    def close(self) -> Rubber:
        """The rubber settled early, with the unfinished-rubber bonuses (B7).

        A side with one game against none scores ``rules.unfinished_game`` (300), and each
        side with a part score in the unfinished game ``rules.unfinished_partscore`` (100).
        They are recorded as a last entry of ``deals`` (``closes`` True, not a deal played).
        A finished rubber is returned unchanged.

        >>> rubber = Rubber().record("4H", 10, declarer="EW").record("2C", 8, declarer="NS")
        >>> closed = rubber.close()
        >>> for item in closed.closing:
        ...     print(item, item.kind)
        unfinished rubber: one game up: EW +300 unfinished_game
        unfinished rubber: part score in the unfinished game: NS +100 unfinished_part_score
        """
        if self.finished:
            return self
        closing: list[Item] = []
        first, second = self._games
        # A figure of 0 in the rules writes no line at all.
        if first + second == 1 and self.rules.unfinished_game:
            winner = self.sides[0] if first else self.sides[1]
            closing.append(
                Item(_ONE_GAME_UP, winner, self.rules.unfinished_game, "unfinished_game")
            )
        for side, partscore in self.partscores.items():
            if partscore and self.rules.unfinished_partscore:
                closing.append(
                    Item(
                        _UNFINISHED_PARTSCORE,
                        side,
                        self.rules.unfinished_partscore,
                        "unfinished_part_score",
                    )
                )
        scores = [0, 0]
        for item in closing:
            scores[0 if item.who == self.sides[0] else 1] += item.points
        entry = Deal(
            None,
            None,
            first + second + 1,
            None,
            None,
            self._with_games(),
            None,
            (),
            tuple(closing),
            None,
            False,  # thrown_in
            self._pair(scores),
        )
        added = self._history.add(entry, scores, counted=False)  # pragma: no mutate (falsy)
        return self._successor(_history=added, _closed=True)
