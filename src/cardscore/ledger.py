"""One shape for every ledger: :class:`Ledger`, the deals it holds, and what comes next.

Every game's ledger (:class:`cardscore.chicago.Match`, :class:`cardscore.rubber.Rubber`,
:class:`cardscore.needafourth.Session`, :class:`cardscore.tarot.Session`,
:class:`cardscore.pitch.Game`) satisfies :class:`Ledger`, with one meaning for each name.
Code written against it works for every game:

>>> from cardscore import Ledger, tarot
>>> session = tarot.Session(players=("Ann", "Bob", "Cid", "Dan"))
>>> isinstance(session, Ledger)
True

A ledger is immutable: ``record``, ``throw_in``, ``close`` and ``undo`` return another
ledger and leave this one as it was. So do the corrections, ``replace``,
``replace_with_throw_in`` and ``remove``: any earlier deal changed, every later one scored
again in its new situation, and ``undo()`` gives back the ledger before the correction:

>>> session = session.record("garde", taker="Ann", bouts=2, points=45)
>>> session = session.record("prise", taker="Bob", bouts=1, points=48)
>>> fixed = session.replace(0, "garde", taker="Cid", bouts=2, points=45)
>>> fixed.totals
{'Ann': -30, 'Bob': -142, 'Cid': 202, 'Dan': -30}
>>> fixed.undo() is session
True
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, Self, runtime_checkable

import attrs

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from cardscore.items import Item

__all__ = ["Deal", "Ledger", "Next"]


@runtime_checkable
class Deal(Protocol):
    """One recorded deal of any ledger, thrown-in deals included."""

    @property
    def number(self) -> int | None:
        """The deal's number as the players count it; None for a thrown-in deal."""

    @property
    def dealer(self) -> str | None:
        """Who dealt it, or None where the game does not track the dealer."""

    @property
    def scores(self) -> Mapping[str, int]:
        """Each party's score for this deal alone (zero for every party when thrown in)."""

    @property
    def items(self) -> tuple[Item, ...]:
        """The deal's breakdown; per party the points add up to ``scores``."""

    @property
    def thrown_in(self) -> bool:
        """True for a deal that does not count: passed out, all passed, void, redealt."""


@attrs.frozen(slots=True)
class Next:
    """What comes next in an unfinished ledger.

    Attributes:
        number: The next counted deal's number, as the players count it.
        dealer: Who deals it (a seat, a player or a side), or None where the game does not
            track the dealer.
        vulnerable: For bridge, the sides vulnerable on it; None for the other games.
        partscores: For bridge, each side's below-the-line points toward the current game;
            None for the other games.
        board: At duplicate, the number of the board played next (its dealer and
            vulnerability are the board's), when the movement says which; else None.
    """

    number: int
    dealer: str | None
    vulnerable: frozenset[str] | None = None
    partscores: Mapping[str, int] | None = None
    board: int | None = None

    def __repr__(self) -> str:
        # Every field; the board only where there is one (duplicate bridge).
        board = "" if self.board is None else f", board={self.board!r}"
        return (
            f"Next(number={self.number!r}, dealer={self.dealer!r}, "
            f"vulnerable={self.vulnerable!r}, partscores={self.partscores!r}{board})"
        )


@runtime_checkable
class Ledger(Protocol):
    """What every ledger offers, with the same meaning in every game.

    ``record`` takes the game's own arguments (a contract and tricks in bridge, a contract,
    bouts and points in tarot, a tally in pitch); everything else is the same everywhere.
    """

    @property
    def parties(self) -> tuple[str, ...]:
        """Who scores (sides or players), in seat order."""

    @property
    def deals(self) -> tuple[Deal, ...]:
        """Everything recorded, oldest first, thrown-in deals included."""

    @property
    def played(self) -> int:
        """The number of deals that count (thrown-in deals excluded)."""

    @property
    def totals(self) -> Mapping[str, int]:
        """Each party's running total."""

    @property
    def leaders(self) -> tuple[str, ...]:
        """The parties with the highest total (everyone, at the start)."""

    @property
    def finished(self) -> bool:
        """True when the game is over (played out, won, or closed early)."""

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The winning party, a tuple of parties sharing the win, or None (unfinished, tie)."""

    @property
    def next(self) -> Next | None:
        """What comes next, or None when finished."""

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ended the game early."""

    @property
    def record(self) -> Callable[..., Ledger]:
        """Record one deal with the game's own arguments; returns the new ledger."""

    def throw_in(self) -> Self:
        """Record a deal that does not count (passed out, void); returns the new ledger."""

    def undo(self) -> Self:
        """The ledger before the last ``record``, ``throw_in`` or ``close``."""

    def close(self) -> Self:
        """End early with what the game awards then; a finished ledger returns itself."""

    def replace(self, index: int, /, *args: object, **kwargs: object) -> Self:
        """Deal ``index`` recorded as ``record(*args, **kwargs)`` would; later deals replayed."""

    def replace_with_throw_in(self, index: int, /, *args: object, **kwargs: object) -> Self:
        """Deal ``index`` thrown in, as ``throw_in(...)`` records it; later deals replayed."""

    def remove(self, index: int, /) -> Self:
        """Deal ``index`` removed; the later deals replayed."""
