"""How the base reaches what the sheet draws of a ledger, without importing the sheet.

The base (this module, :mod:`cardscore._history`) knows no sheet: the layers go base →
games → sheet → command line (``docs/design.md``). A ledger's :meth:`columns` are its
sheet's columns, so the base defines what it needs as a protocol, :class:`ColumnsOf`, and
the sheet provides it under the ``cardscore.columns`` entry point of the package's metadata
(``pyproject.toml``), as the Hypothesis strategies are provided under ``hypothesis``. The
entry point is looked up and loaded on the first call only: importing a game imports no
sheet, and ``str(ledger)`` (the one-line summary) never needs it.
"""

from __future__ import annotations

from typing import Final, Protocol, cast

__all__ = ["GROUP", "ColumnsOf", "MissingSheetError", "columns_of"]

GROUP: Final = "cardscore.columns"
"""The entry point group whose ``sheet`` entry gives the :class:`ColumnsOf` function."""


class ColumnsOf(Protocol):
    """What gives a ledger's columns: ``cardscore.sheet.of(ledger).columns()``."""

    def __call__(self, ledger: object, /) -> dict[str, list[int | str | None]]:
        """The columns of ``ledger``'s sheet (:meth:`cardscore.sheet.Sheet.columns`)."""


class MissingSheetError(RuntimeError):
    """cardscore's metadata has no ``cardscore.columns`` entry point: it is not installed.

    Running from a source tree that was never installed (``PYTHONPATH=src``) has no
    metadata; ``pip install -e .`` writes it. Not a ScoreError: no argument is wrong.
    """


# The function, once loaded: the lookup reads every installed distribution's metadata.
_LOADED: list[ColumnsOf] = []


def columns_of() -> ColumnsOf:
    """The sheet's function giving a ledger's columns, loaded once from the entry point.

    >>> from cardscore import chicago
    >>> columns_of()(chicago.Match().record("3NT", 10, declarer="S"))["played"]
    ['S 3NT+1']

    Raises:
        MissingSheetError: No installed distribution provides the entry point.
    """
    if not _LOADED:
        from importlib.metadata import entry_points

        found = entry_points(group=GROUP, name="sheet")
        if not found:
            message = (
                f"no {GROUP!r} entry point: ledger.columns() reads the ledger's sheet, which "
                "cardscore's installed metadata names (install it: pip install -e .)"
            )
            raise MissingSheetError(message)
        _LOADED.append(cast("ColumnsOf", next(iter(found)).load()))
    return _LOADED[0]
