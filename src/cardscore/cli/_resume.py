"""An option added when resuming a file must not change a deal already played.

``cardscore play chicago c.toml -o vulnerability=non-dealer`` on a file with deals would
score those deals again under other rules: East-West's 620 would become 420 without a
word. So each thing the flags add (an option, a preset) is tried on the file's deals: the
played deals are scored again with it and compared, row by row, with the file's own
scoring. One that changes a deal is refused, naming the deals it changes and how, and how
to start a new sheet under it; one that changes nothing may be added (an option for the
deals to come: ``planned``, ``honours`` with no honours recorded).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import sheet
from cardscore._text import Text
from cardscore._units import in_units, unit_of
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from fractions import Fraction

    from cardscore.sheet import Row, Scoresheet

__all__ = ["check_unchanged"]

_SHOWN = 3  # changed deals a message names at most


def _points(row: Row, unit: Fraction) -> tuple[Fraction, ...]:
    # Each party's points as the players read them (a pairs session counts in a unit).
    return tuple(points * unit for points in row.scored)


def _changes(before: sheet.Sheet, after: sheet.Sheet) -> list[str]:
    """Each played deal ``after`` scores otherwise than ``before``, as the players read it."""
    changed: list[str] = []
    old_unit, new_unit = unit_of(before.ledger), unit_of(after.ledger)
    old_rows = [row for row in before.rows if row.line is not None]
    new_rows = [row for row in after.rows if row.line is not None]
    for old, new in zip(old_rows, new_rows, strict=True):
        was_points, now_points = _points(old, old_unit), _points(new, new_unit)
        if (old.number, old.thrown_in, was_points) == (new.number, new.thrown_in, now_points):
            continue
        moved = ", ".join(
            f"{party} {in_units(was, sign=True)} → {in_units(now, sign=True)}"
            for party, was, now in zip(before.parties, was_points, now_points, strict=True)
            if was != now
        )
        # A board by its number; a deal as the players count it (or its place in the file).
        number = old.board or old.number or old.line
        name = (
            Text("board {number}", number=number)
            if old.board is not None
            else Text("deal {number}", number=number)
        )
        changed.append(Text("{deal} ({moved})", deal=name, moved=moved or "…"))
    return changed


def _tried(loaded: Scoresheet, flag: str, name: str, value: sheet.Value) -> Scoresheet:
    if flag == "--preset":
        return attrs.evolve(loaded, preset=str(value))  # a preset is read as its name
    return attrs.evolve(loaded, options={**loaded.options, name: value})


def check_unchanged(
    loaded: Scoresheet, added: dict[str, sheet.Value], preset: str | None, path: str
) -> None:
    """Refuse an option (or preset) added to ``loaded`` that scores a played deal otherwise.

    ``added``: the options the flags add, by name; ``preset``: the preset they add, or None.
    A file without deals takes anything (nothing was played under the old rules).

    Raises:
        ScoreError: naming the flag as typed, the deals it would change and how, and how to
            start a new sheet with it.
    """
    if not loaded.deals:
        return
    before = sheet.score(loaded)
    trials: list[tuple[str, str, sheet.Value]] = [
        ("--option", name, value) for name, value in added.items()
    ]
    if preset is not None:
        trials.append(("--preset", "preset", preset))
    for flag, name, value in trials:
        typed = str(value) if flag == "--preset" else f"{name}={_typed(value)}"
        try:
            after = sheet.score(_tried(loaded, flag, name, value))
        except sheet.SheetError as error:
            if error.deal is None:  # a bad option, not a change: said as the sheet says it
                raise
            # The played deals do not even score under it: they would be refused.
            changed = [sheet_error_words(error)]
        else:
            changed = _changes(before, after)
        if not changed:
            continue
        listed = ", ".join(changed[:_SHOWN]) + (", …" if len(changed) > _SHOWN else "")
        raise ScoreError(
            flag,
            typed,
            Text(
                "an option that changes no deal already played in {file}: this one would "
                "score {deals} otherwise; to play under it, start a new sheet (another file, "
                "or the same command with {flag} {typed} and a new file name)",
                file=path,
                deals=listed,
                flag=flag,
                typed=typed,
            ),
        )


def sheet_error_words(error: sheet.SheetError) -> str:
    """A deal refused under the new rules, as the players name it, and why."""
    said = error.error.args[0] if isinstance(error.error.args[0], str) else str(error.error)
    if error.board is not None:
        return Text("board {number} ({reason})", number=error.board, reason=said)
    return Text("deal {number} ({reason})", number=error.deal, reason=said)


def _typed(value: sheet.Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)
