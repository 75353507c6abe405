"""What every ledger shares: its history of deals, running totals, undo, pickling.

A game's ledger class is a frozen, slotted attrs class that inherits :class:`LedgerBase`
and has these private fields (``init=False``): ``_history`` (a :class:`History`),
``_closed`` (bool) and ``_previous`` (the ledger it came from, ``eq=False``). It then holds
only its game's rules: what ``record`` scores, who deals next, when the game is over.

``record`` is O(1) however long the ledger is: the new ledger shares the history's links
(:class:`~cardscore._chain.Chain`) and keeps the old one for ``undo()``.
"""

from __future__ import annotations

import operator
from typing import TYPE_CHECKING, Any, Generic, Self, TypeVar

import attrs

from cardscore._chain import Chain
from cardscore._frozen import evolver
from cardscore._text import Text
from cardscore.errors import RuleViolationError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

__all__ = ["History", "LedgerBase"]

_D = TypeVar("_D")


@attrs.frozen(slots=True)
class History(Generic[_D]):
    """The deals recorded, each party's running total, and how many deals counted.

    Attributes:
        deals: Every recorded deal, oldest first, thrown-in deals included.
        totals: Each party's running total, in the ledger's party order.
        played: How many of the deals count (thrown-in deals do not).
    """

    deals: Chain[_D]
    totals: tuple[int, ...]
    played: int = 0

    @classmethod
    def start(cls, totals: Iterable[int]) -> History[_D]:
        """An empty history whose running totals start at ``totals`` (checked by the caller)."""
        return cls(Chain(), tuple(totals), 0)

    def add(self, deal: _D, scores: Sequence[int], *, counted: bool = True) -> History[_D]:
        """The history with ``deal`` appended and its ``scores`` (party order) added."""
        return History(
            self.deals.append(deal),
            tuple(map(operator.add, self.totals, scores)),
            self.played + 1 if counted else self.played,
        )


_HISTORY_AND_PREVIOUS = operator.attrgetter("_history", "_previous")


_FIELD_NAMES: dict[type, tuple[str, ...]] = {}
# Each ledger class's successor function, made when its first deal is recorded.
_EVOLVERS: dict[type, Callable[[Any, dict[str, object]], Any]] = {}


def _field_names(cls: type) -> tuple[str, ...]:
    names = _FIELD_NAMES.get(cls)
    if names is None:
        names = _FIELD_NAMES[cls] = tuple(field.name for field in attrs.fields(cls))
    return names


def _restore(
    cls: type[LedgerBase[_D]],
    deals: tuple[_D, ...],
    states: tuple[tuple[tuple[object, ...], int, tuple[int, ...], int], ...],
) -> LedgerBase[_D]:
    """Rebuild a pickled ledger and every ledger before it (for ``undo``), oldest first."""
    names = [name for name in _field_names(cls) if name not in {"_history", "_previous"}]
    chains = [Chain[_D]()]
    for deal in deals:
        chains.append(chains[-1].append(deal))
    ledger: LedgerBase[_D] | None = None
    for values, length, totals, played in states:
        state = object.__new__(cls)
        for name, value in zip(names, values, strict=True):
            object.__setattr__(state, name, value)
        object.__setattr__(state, "_history", History(chains[length], totals, played))
        object.__setattr__(state, "_previous", ledger)
        ledger = state
    if ledger is None:  # pragma: no cover - a ledger always has at least its own state
        raise RuleViolationError("ledger", Text("empty"), "a pickled ledger")
    return ledger


class LedgerBase(Generic[_D]):
    """The names every ledger shares, computed from its ``_history``."""

    __slots__ = ()

    _history: History[_D]
    _closed: bool
    _previous: Self | None

    @property
    def parties(self) -> tuple[str, ...]:
        """Who scores (sides or players), in seat order."""
        raise NotImplementedError

    @property
    def deals(self) -> tuple[_D, ...]:
        """Everything recorded, oldest first, thrown-in deals included."""
        return self._history.deals.to_tuple()

    @property
    def played(self) -> int:
        """The number of deals that count (thrown-in deals excluded)."""
        return self._history.played

    @property
    def totals(self) -> dict[str, int]:
        """Each party's running total, by name."""
        return dict(zip(self.parties, self._history.totals, strict=True))

    @property
    def leaders(self) -> tuple[str, ...]:
        """The parties with the highest total (everyone, at the start)."""
        totals = self._history.totals
        best = max(totals)
        return tuple(
            party for party, total in zip(self.parties, totals, strict=True) if total == best
        )

    @property
    def closed(self) -> bool:
        """True once ``close()`` ended the game early."""
        return self._closed

    def columns(self) -> dict[str, list[int | str | None]]:
        """The deals as columns, a ``dict`` of lists that pandas and Polars take as it is.

        The columns of the ledger's sheet (:meth:`cardscore.sheet.Sheet.columns`): ``deal``,
        ``dealer``, ``played`` as the sheet shows it, each party's points and each party's
        running total (``"<name> total"``). Made by scoring the ledger's sheet, so it costs
        about what recording the deals did.

        Raises:
            ScoreError: The ledger holds what a sheet cannot say (see
                :func:`cardscore.sheet.from_ledger`), or a party's name is another column's.
        """
        from cardscore.sheet import of

        return of(self).columns()

    def undo(self) -> Self:
        """The ledger before the last ``record``, ``throw_in`` or ``close``.

        Raises:
            RuleViolationError: Nothing to undo.
        """
        if self._previous is None:
            # The value is words, not what a user typed: a Text, said once ScoreError says values
            # that are Text (see the report: errors.shown quotes a str's repr).
            raise RuleViolationError(
                "undo", Text("nothing recorded"), "at least one recorded deal"
            )
        return self._previous

    def _successor(self, **changes: object) -> Self:
        """This ledger with ``changes`` (field names as attrs stores them), in O(1).

        Every value was checked by the caller: ``__init__``'s converters are for users'
        input. The new ledger keeps this one for ``undo()``. The copy is one function per
        ledger class, written for its fields (:func:`~cardscore._frozen.evolver`).
        """
        cls = type(self)
        evolve = _EVOLVERS.get(cls)
        if evolve is None:
            evolve = _EVOLVERS[cls] = evolver(cls)
        changes["_previous"] = self
        successor: Self = evolve(self, changes)
        return successor

    def __repr__(self) -> str:
        # One style for every ledger: what it is, who scores, how many deals it holds.
        deals = len(self._history.deals)
        return f"<{type(self).__name__} parties={self.parties!r} deals={deals}>"

    def __copy__(self) -> Self:
        return self

    def __deepcopy__(self, memo: dict[int, object]) -> Self:
        # Nothing in a ledger can change, so sharing it is a faithful copy; copying each
        # deal of a long ledger one object at a time would take seconds.
        return self

    def __reduce__(self) -> tuple[object, ...]:
        # The default would pickle the chain of previous ledgers recursively, and fail past
        # about a thousand deals; this writes the deals once and each state flat.
        names = [n for n in _field_names(type(self)) if n not in {"_history", "_previous"}]
        states = []
        ledger: LedgerBase[_D] | None = self
        while ledger is not None:
            history, previous = _HISTORY_AND_PREVIOUS(ledger)
            states.append(
                (
                    tuple(getattr(ledger, name) for name in names),
                    len(history.deals),
                    history.totals,
                    history.played,
                )
            )
            ledger = previous
        states.reverse()
        return (_restore, (type(self), self._history.deals.to_tuple(), tuple(states)))
