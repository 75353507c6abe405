"""How a game is read and laid out: its :class:`Adapter`, generic in the game's ledger.

An adapter declares a game's parties, options and deal notation; how to start scoring a
document (a :class:`Table`: the ledger, one deal at a time); how to write a ledger down
(:class:`Saved`); and how to lay out a scored sheet (its ``layout``, and for CSV its
``spreadsheet``). Generic in its ledger's type, so that each of those functions is handed
the ledger it knows: the adapter checks, once, that the sheet's ledger is one of its own.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Generic, Literal, Protocol, Self, TypeVar

import attrs

from cardscore._frozen import fields_repr
from cardscore._text import Text
from cardscore.ledger import Ledger
from cardscore.sheet import _layout

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping

    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._fields import Value
    from cardscore.sheet._layout import Layout
    from cardscore.sheet._scoring import Sheet

__all__ = ["Adapter", "Closing", "LayoutOf", "Saved", "Table"]

L = TypeVar("L", bound=Ledger)
L_co = TypeVar("L_co", bound=Ledger, covariant=True)
L_contra = TypeVar("L_contra", bound=Ledger, contravariant=True)
C = TypeVar("C", bound="_Closable")


class Table(Protocol[L_co]):
    """One evening being scored: an adapter's ledger, one deal at a time.

    :func:`~cardscore.sheet.score` calls ``play`` for each deal in order, reading
    ``ledger.totals`` after each, then ``close`` once; each row's number and items are then
    read from the ledger's deals in one pass (every :class:`~cardscore.Ledger` numbers and
    itemises its deals).
    """

    @property
    def ledger(self) -> L_co:
        r"""The game's ledger as it stands."""

    def play(self, deal: Value) -> str:
        """Record ``deal`` (as written in the file) and say what was played.

        Raises ``ScoreError`` when the deal is bad.
        """

    def close(self) -> str | None:
        """End the evening (a rubber's unfinished bonuses): the closing row's label, or None."""


class _Closable(Protocol):
    """A ledger that can be ended early: ``close`` gives it ended, once unfinished."""

    @property
    def finished(self) -> bool:
        """Whether the game is over."""

    def close(self) -> Self:
        """The ledger ended where it stands."""


class Closing(Generic[C]):
    """A :class:`Table` whose ledger is closed at the sheet's end when its ``close`` says so.

    A game's table gives it ``play``; a ledger already finished is left as it is.
    """

    def __init__(self, ledger: C, *, close: bool) -> None:
        self.ledger = ledger
        self._close = close

    def close(self) -> str | None:
        """Close the ledger when the sheet asks and it is unfinished; no closing row."""
        if self._close and not self.ledger.finished:
            self.ledger = self.ledger.close()
        return None


class LayoutOf(Protocol[L_contra]):
    """A game's own layout: the scored sheet and its ledger, laid out."""

    def __call__(self, sheet: Sheet, ledger: L_contra, /, *, explain: bool) -> Layout:
        """``sheet`` (whose ledger is ``ledger``) laid out; with ``explain``, each deal's items."""


class _SharedLayout(Protocol):
    """The layout every game without its own is given: the scored sheet, laid out."""

    def __call__(self, sheet: Sheet, /, *, explain: bool) -> Layout:
        """``sheet`` laid out; with ``explain``, each deal's items."""


@attrs.frozen
class Saved:
    """A ledger as an adapter writes it down: what :func:`from_ledger` puts in the sheet.

    Attributes:
        game: The game's name in the registry.
        parties: The players or sides, in order.
        deals: Every deal in the game's notation, thrown-in deals included.
        rules: The ledger's rules (an attrs value such as ``chicago.Rules``), or None.
        base: The rules the sheet starts from: the preset's or the game's default.
        preset: The preset's name, or None.
        options: The ledger's own options (``first_dealer``, ``planned``, ``close``).
    """

    __repr__ = fields_repr

    game: str
    parties: tuple[str, ...]
    deals: tuple[Value, ...]
    rules: attrs.AttrsInstance | None = None
    base: attrs.AttrsInstance | None = None
    preset: str | None = None
    options: Mapping[str, Value] = attrs.field(factory=dict)


def _said_as_is(title: str) -> Text:
    """``title`` as a Text: one already made, or a plain str said as it is in every language."""
    return title if isinstance(title, Text) else Text(title)


@attrs.frozen
class Adapter(Generic[L]):
    """How one game's scoresheet is read, written and laid out.

    Attributes:
        game: The game's name in the registry, lower case (``"chicago"``).
        title: What the sheet is called (``"Chicago match"``), a Text (a plain str given
            is kept as a Text of itself, said as it is in every language).
        parties: Which key names the parties: ``"players"`` or ``"sides"``.
        default_parties: The parties when the file names none, or None when it must.
        options: Each of the ledger's own options (not its rules'): name and meaning.
        presets: The preset names the game takes (empty: none).
        notation: A short description of a deal's notation, for error messages.
        start: Makes the :class:`Table` for a document (checking its preset and options).
        ledger: The class of the game's ledger (``chicago.Match``): a ledger of it is
            written by ``save`` and laid out by ``layout``.
        rules: The game's ``Rules`` class (an attrs class), or None: each of its keyword
            arguments is an option of the sheet too, passed to it as written.
        save: Writes a ledger of this game as a sheet (:class:`Saved`); None: the game's
            ledgers are not written (another adapter of the same ledger writes them).
        layout: The game's own layout (text, Markdown and HTML draw it), given the scored
            sheet and its ledger; None for the shared one, a row per deal.
        spreadsheet: The game's own CSV layout; None for the shared one, a row per deal
            with the result and what comes next.
        aliases: Other names the registry finds the game by (``"setback"``).
    """

    __repr__ = fields_repr

    game: str
    title: Text = attrs.field(converter=_said_as_is)
    parties: Literal["players", "sides"]
    default_parties: tuple[str, ...] | None
    options: Mapping[str, str]
    presets: tuple[str, ...]
    notation: str
    start: Callable[[Scoresheet], Table[L]]
    ledger: type[L]
    rules: type[attrs.AttrsInstance] | None = None
    save: Callable[[L], Saved] | None = None
    layout: LayoutOf[L] | None = None
    spreadsheet: LayoutOf[L] | None = None
    aliases: tuple[str, ...] = ()

    @property
    def option_names(self) -> tuple[str, ...]:
        """Every option a sheet of this game takes: the ledger's, then its rules'."""
        names = (
            [field.alias for field in attrs.fields(self.rules) if field.init] if self.rules else []
        )
        return (*self.options, *(name for name in names if name not in self.options))

    def saved(self, ledger: object) -> Saved | None:
        """``ledger`` written down by ``save``, or None: not this game's, or not written."""
        if self.save is None or not isinstance(ledger, self.ledger):
            return None
        return self.save(ledger)

    def laid_out(self, sheet: Sheet, *, explain: bool) -> Layout:
        """``sheet`` laid out: the game's own layout, else the shared one (a row per deal)."""
        return self._drawn(self.layout, _layout.shared, sheet, explain=explain)

    def tabled(self, sheet: Sheet, *, explain: bool) -> Layout:
        """``sheet`` laid out for a spreadsheet (CSV): the game's own, else the shared one."""
        return self._drawn(self.spreadsheet, _layout.spreadsheet, sheet, explain=explain)

    def _drawn(
        self,
        own: LayoutOf[L] | None,
        shared: _SharedLayout,
        sheet: Sheet,
        *,
        explain: bool,
    ) -> Layout:
        # The game's own layout when it has one and the ledger is its own, else the shared.
        ledger = sheet.ledger
        if own is not None and isinstance(ledger, self.ledger):
            laid = own(sheet, ledger, explain=explain)
        else:
            laid = shared(sheet, explain=explain)
        return self._titled(laid, sheet)

    def _titled(self, laid: Layout, sheet: Sheet) -> Layout:
        # What every layout says the same way: its title, its game and parties.
        return attrs.evolve(
            laid,
            headline=laid.headline or _layout.headline(sheet),
            title=_layout.said(sheet.title),
            subtitle=_layout.subtitle(sheet, self.title, self.parties),
        )
