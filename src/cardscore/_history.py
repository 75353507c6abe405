"""What every ledger shares: its history of deals, running totals, undo, pickling.

A game's ledger class is a frozen, slotted attrs class that inherits :class:`LedgerBase`
and has these private fields (``init=False``): ``_history`` (a :class:`History`),
``_closed`` (bool), ``_close_kept`` (bool, ``eq=False``: a close that a correction made
moot, made again when a later correction opens the game again) and ``_previous`` (the
ledger it came from, ``eq=False``). It then holds
only its game's rules: what ``record`` scores, who deals next, when the game is over.

``record`` is O(1) however long the ledger is: the new ledger shares the history's links
(:class:`~cardscore._chain.Chain`) and keeps the old one for ``undo()``.
"""

from __future__ import annotations

import operator
from fractions import Fraction
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Self, TypeVar, cast

import attrs

from cardscore._chain import Chain
from cardscore._drawing import columns_of
from cardscore._frozen import evolver
from cardscore._text import Text
from cardscore.errors import RuleViolationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable, Sequence

__all__ = ["History", "LedgerBase", "last", "length"]

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

    @property
    def last(self) -> _D | None:
        """The newest deal, or None before the first: O(1), where ``deals[-1]`` copies them all."""
        return self.deals.last

    def add(self, deal: _D, scores: Sequence[int], *, counted: bool = True) -> History[_D]:
        """The history with ``deal`` appended and its ``scores`` (party order) added."""
        return History(
            self.deals.append(deal),
            tuple(map(operator.add, self.totals, scores)),
            self.played + 1 if counted else self.played,
        )


_HISTORY_AND_PREVIOUS = operator.attrgetter("_history", "_previous")
_HISTORY_CLOSED_AND_PREVIOUS = operator.attrgetter("_history", "_closed", "_previous")
_HISTORY = operator.attrgetter("_history")
_WHOLE = Fraction(1)


def last(ledger: LedgerBase[_D]) -> _D:
    """``ledger``'s newest deal, in O(1) (``ledger.deals[-1]`` copies every deal first).

    Raises:
        IndexError: The ledger holds no deal.
    """
    deal = ledger._history.last  # noqa: SLF001 - the shared base's own field
    if deal is None:
        raise IndexError("no deal recorded")
    return deal


def length(ledger: LedgerBase[_D]) -> int:
    """How many deals ``ledger`` holds, thrown-in ones included, in O(1)."""
    return len(ledger._history.deals)  # noqa: SLF001 - the shared base's own field


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
    """Rebuild a pickled ledger and every ledger before it (for ``undo``), oldest first.

    Every state's deals are the first ones of ``deals``: the ledger was never corrected.
    """
    branched = tuple(
        (values, 0, length, totals, played) for values, length, totals, played in states
    )
    return _restore_branches(cls, (deals,), branched)


def _restore_branches(
    cls: type[LedgerBase[_D]],
    branches: tuple[tuple[_D, ...], ...],
    states: tuple[tuple[tuple[object, ...], int, int, tuple[int, ...], int], ...],
) -> LedgerBase[_D]:
    """Rebuild a pickled ledger whose earlier states hold other deals (it was corrected).

    Each state names its branch (the deals of the newest state of that branch) and how many
    of them it holds; the states of one branch share their links, as they did when recorded.
    """
    names = [name for name in _field_names(cls) if name not in {"_history", "_previous"}]
    chains: list[list[Chain[_D]]] = []
    for deals in branches:
        prefixes = [Chain[_D]()]
        for deal in deals:
            prefixes.append(prefixes[-1].append(deal))
        chains.append(prefixes)
    ledger: LedgerBase[_D] | None = None
    for values, branch, length, totals, played in states:
        state = object.__new__(cls)
        for name, value in zip(names, values, strict=True):
            object.__setattr__(state, name, value)
        object.__setattr__(state, "_history", History(chains[branch][length], totals, played))
        object.__setattr__(state, "_previous", ledger)
        ledger = state
    if ledger is None:  # pragma: no cover - a ledger always has at least its own state
        raise RuleViolationError("ledger", Text("empty"), Text("a pickled ledger"))
    return ledger


def _position(index: object, count: int) -> int:
    """``index`` as Python lists read it over ``count`` deals, as a position from 0."""
    if count == 0:
        allowed = Text("no index: nothing is recorded yet")
    else:
        allowed = Text(
            "a position in deals, an int from {low} to {high} (negative counts from the end)",
            low=-count,
            high=count - 1,
        )
    if type(index) is not int or not -count <= index < count:
        raise ScoreError("index", index, allowed)
    return index + count if index < 0 else index


def _no_longer_fits(index: int, position: int, deal: object, error: ScoreError) -> ScoreError:
    """The error of a correction that a later deal (``deal``, at ``position``) no longer fits."""
    number = getattr(deal, "number", None)
    which = (
        Text("the thrown-in deal deals[{position}]", position=position)
        if number is None
        else Text("deal {number} (deals[{position}])", number=number, position=position)
    )
    reason = error.args[0] if error.args and isinstance(error.args[0], Text) else str(error)
    return RuleViolationError(
        "index",
        index,
        Text(
            "a correction the later deals still fit; {deal} would no longer fit: {reason}",
            deal=which,
            reason=reason,
        ),
    )


class LedgerBase(Generic[_D]):
    """The names every ledger shares, computed from its ``_history``."""

    __slots__ = ()

    _history: History[_D]
    _closed: bool
    _close_kept: bool
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
    def unit(self) -> Fraction:
        """What one point of :attr:`totals` (and of each deal's ``scores``) is worth: 1.

        Totals are exact ints; a game whose players count fractions counts in a smaller
        unit and says so here (a pairs session: a fraction of a matchpoint; a teams event:
        a hundredth of a victory point). ``total * unit`` is the total as players say it.
        """
        return _WHOLE

    @property
    def leaders(self) -> tuple[str, ...]:
        """The parties with the highest total (everyone, at the start)."""
        totals = self._history.totals
        best = max(totals)
        return tuple(
            party for party, total in zip(self.parties, totals, strict=True) if total == best
        )

    @property
    def finished(self) -> bool:
        """True when the game is over: each game says when."""
        raise NotImplementedError

    @property
    def winner(self) -> str | tuple[str, ...] | None:
        """The leaders once finished: one party, or a tuple when several share the top.

        None while the game goes on. A game whose winner is not simply the highest total
        (Chicago's side, a teams match's VPs) says its own.
        """
        if not self.finished:
            return None
        leaders = self.leaders
        return leaders[0] if len(leaders) == 1 else leaders

    @property
    def closed(self) -> bool:
        """True once ``close()`` ended the game early."""
        return self._closed

    def columns(self) -> dict[str, list[int | str | None]]:
        """The deals as columns, a ``dict`` of lists that pandas and Polars take as it is.

        The columns of the ledger's sheet (:meth:`cardscore.sheet.Sheet.columns`): ``deal``,
        ``dealer``, ``played`` as the sheet shows it, each party's points and each party's
        running total (``"<name> total"``). Made by scoring the ledger's sheet again, so it
        costs a few times what recording the deals did.

        The base knows no sheet: the columns are the sheet's, found through
        :func:`cardscore._drawing.columns_of` (the ``cardscore.columns`` entry point).

        Raises:
            ScoreError: The ledger holds what a sheet cannot say (see
                :func:`cardscore.sheet.from_ledger`), or a party's name is another column's.
        """
        return columns_of()(self)

    def undo(self) -> Self:
        """The ledger before the last ``record``, ``throw_in`` or ``close``.

        Raises:
            RuleViolationError: Nothing to undo.
        """
        if self._previous is None:
            # The value is words, not what a user typed: a Text, said once ScoreError says values
            # that are Text (see the report: errors.shown quotes a str's repr).
            raise RuleViolationError(
                "undo", Text("nothing recorded"), Text("at least one recorded deal")
            )
        return self._previous

    def _successor(self, **changes: object) -> Self:
        """This ledger with ``changes`` (field names as attrs stores them), in O(1).

        Every value was checked by the caller: ``__init__``'s converters are for users'
        input. The new ledger keeps this one for ``undo()``. The copy is one function per
        ledger class, written for its fields (:func:`~cardscore._frozen.evolver`).
        """
        changes["_previous"] = self
        return self._evolved(changes)

    def _evolved(self, changes: dict[str, object]) -> Self:
        cls = type(self)
        evolve = _EVOLVERS.get(cls)
        if evolve is None:
            evolve = _EVOLVERS[cls] = evolver(cls)
        successor: Self = evolve(self, changes)
        return successor

    # --- correcting a deal: the deals after it replayed

    # A game whose close() records an entry in deals (rubber's unfinished-rubber bonuses)
    # replays the closing as that entry; the others close again after the last deal.
    _CLOSES_WITH_ENTRY: ClassVar[bool] = False

    def _replay(self, deal: _D) -> Self:
        """This ledger with ``deal`` recorded again, scored in this ledger's situation.

        Each game says how: a recorded deal keeps what its ``record`` (or ``throw_in``) was
        given, in the game's own terms. A deal that no longer fits here (the game is over,
        the player sits out) raises the game's own ScoreError.
        """
        raise NotImplementedError

    def close(self) -> Self:
        """End early with what the game awards then; a finished ledger returns itself."""
        raise NotImplementedError

    def replace(self, index: int, /, *args: object, **kwargs: object) -> Self:
        """The ledger with ``deals[index]`` recorded as ``record(*args, **kwargs)`` records.

        Every later deal is scored again in its new situation (the vulnerability, part
        scores, games and the end in bridge, the dealer, the end of a game), and closing is
        kept: the result equals the ledger rebuilt from the corrected deals. A close that
        the correction makes moot (the game now ends by itself) is kept too, and made again
        by a later correction that opens the game again. ``index`` is
        read as Python lists read it over :attr:`deals` (negative counts from the end).
        ``undo()`` on the result gives this ledger back.

        Raises:
            ScoreError: A bad index, or the new deal's own bad input (as ``record`` says it).
            RuleViolationError: A later deal no longer fits after the correction (the game
                would now end before it, a player would sit out): the message names it and
                says why. This ledger is unchanged.
        """
        return self._corrected(index, operator.methodcaller("record", *args, **kwargs))

    def replace_with_throw_in(self, index: int, /, *args: object, **kwargs: object) -> Self:
        """The ledger with ``deals[index]`` a thrown-in deal, as ``throw_in(...)`` records it.

        As :meth:`replace`; the arguments, if any, are ``throw_in``'s own (a tarot void
        deal's reason, the kicks of a pitch deal thrown in).
        """
        return self._corrected(index, operator.methodcaller("throw_in", *args, **kwargs))

    def remove(self, index: int, /) -> Self:
        """The ledger without ``deals[index]``, every later deal scored again.

        As :meth:`replace`: the result equals the ledger rebuilt without that deal.
        """
        return self._corrected(index, None)

    def _corrected(self, index: object, change: Callable[[Self], object] | None) -> Self:
        """The ledger with deal ``index`` changed by ``change`` (None: removed), replayed."""
        chain = self._history.deals
        position = _position(index, len(chain))
        ledger = self._state_before(chain.prefix(position))
        deals = chain.to_tuple()
        # ``ledger`` is another ledger of this class: its private names are this class's own.
        for deal in deals[len(_HISTORY(ledger).deals) : position]:
            ledger = ledger._replay(deal)  # noqa: SLF001 - as recorded: the same situation
        if change is not None:
            ledger = cast("Self", change(ledger))
        for later in range(position + 1, len(deals)):
            try:
                ledger = ledger._replay(deals[later])  # noqa: SLF001 - this class's own
            except ScoreError as error:
                raise _no_longer_fits(cast("int", index), later, deals[later], error) from error
        # The close is kept: made again after the last deal, unless it is an entry of deals
        # (replayed above) or the correction removed or replaced that entry. A correction
        # that ends the game by itself makes the close moot, not gone: the ledger keeps it
        # (``_close_kept``, outside equality, as the rebuilt ledger has nothing to keep) and
        # a later correction that opens the game again closes it again.
        kept = self._close_kept or (
            self._closed and not (self._CLOSES_WITH_ENTRY and position == len(deals) - 1)
        )
        if kept:
            ledger = ledger.close()  # a finished game is returned as it is
        moot = kept and not ledger._closed  # noqa: SLF001 - this class's own
        # One step back gives this ledger, as after any record.
        return ledger._evolved({"_previous": self, "_close_kept": moot})  # noqa: SLF001

    def _state_before(self, prefix: Chain[_D]) -> Self:
        """The open ledger this one came from that held exactly ``prefix`` (or the first).

        Walking back through ``undo`` finds it when the deals before the correction are
        as recorded; after an earlier correction it may not be there, and the ledger as
        constructed (no deals) is the start instead.
        """
        state: Self | None = self
        while state is not None:
            history, closed, previous = _HISTORY_CLOSED_AND_PREVIOUS(state)
            deals = history.deals
            if (
                len(deals) in {len(prefix), 0}
                and not closed
                and deals.shares(prefix.prefix(len(deals)))
            ):
                return state
            state = previous
        raise RuleViolationError(  # pragma: no cover - every ledger starts with no deals
            "ledger", Text("without its first state"), Text("a ledger made by its constructor")
        )

    def __repr__(self) -> str:
        # One style for every ledger: what it is, who scores, how many deals it holds. It is
        # str(ledger) too, in O(1) for a log line; the sheet draws a ledger (issue 42).
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
        # about a thousand deals; this writes the deals once and each state flat. A state
        # holds the first deals of its branch: of the newest ledger's deals, or (before a
        # correction) of another list of deals, written once too.
        names = [n for n in _field_names(type(self)) if n not in {"_history", "_previous"}]
        branches: list[Chain[_D]] = []
        cursor: Chain[_D] = Chain()
        states = []
        ledger: LedgerBase[_D] | None = self
        while ledger is not None:
            history, previous = _HISTORY_AND_PREVIOUS(ledger)
            deals = history.deals
            length = len(deals)
            if not branches or length > len(cursor) or not cursor.prefix(length).shares(deals):
                branches.append(deals)
            cursor = deals
            states.append(
                (
                    tuple(getattr(ledger, name) for name in names),
                    len(branches) - 1,
                    length,
                    history.totals,
                    history.played,
                )
            )
            ledger = previous
        states.reverse()
        if len(branches) == 1:
            flat = tuple(
                (values, length, totals, played) for values, _, length, totals, played in states
            )
            return (_restore, (type(self), branches[0].to_tuple(), flat))
        written = tuple(branch.to_tuple() for branch in branches)
        return (_restore_branches, (type(self), written, tuple(states)))
