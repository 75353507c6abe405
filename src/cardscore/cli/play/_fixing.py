"""The evening's sheet as saved, and the fixing of an earlier deal: ``edit N``, ``delete N``.

:class:`Fixing` holds what the prompt keeps of an evening and the one save of a change;
:class:`~cardscore.cli.play._evening.Evening` adds the reading of lines and the commands. A
fix scores every later deal again, as if the evening had been typed right from the start.
"""

from __future__ import annotations

import shlex
from typing import TYPE_CHECKING

import attrs

from cardscore import i18n, sheet
from cardscore._text import Text
from cardscore._units import in_units, unit_of
from cardscore.cli import _lines
from cardscore.cli._keeper import Keeper, saving
from cardscore.cli.play._family import Family, family_of
from cardscore.cli.play._show import next_line, row_lines, traveller, winner
from cardscore.errors import ScoreError
from cardscore.sheet._boards import board_row, by_board

if TYPE_CHECKING:
    from collections.abc import Callable


def _family(evening: Fixing) -> Family:
    return family_of(evening.document.game)


@attrs.define
class Fixing:
    """An evening's sheet as saved, what its game does its own way, and the fixes.

    Attributes:
        document: The scoresheet as it is in the file.
        scored: The document scored.
        path: The file.
        write: Where the evening's lines go (a line at a time).
        keeper: The file, locked for this evening (see :mod:`cardscore.cli._keeper`).
        family: What the game's family does its own way (see
            :mod:`cardscore.cli.play._family`): Need a Fourth?'s hands and liars, Pitch's
            throwing in, duplicate's boards...
        refused: The lines refused so far, and the first of them.
        editing: The deal being typed again after ``edit N``: its place among the file's
            deals (from 0) and its number as the players count it; None when not editing.
        before: The sheet before each change made at this prompt (a deal, an edit, a
            deletion), the newest last, with what ``undo`` then says; undo gives it back.
        closed: True once :meth:`~cardscore.cli.play._evening.Evening.close` let the file go.
        changed: True when ``close`` found the file changed by another program (and left
            it as it is).
    """

    document: sheet.Scoresheet
    scored: sheet.Sheet
    path: str
    write: Callable[[str], None]
    keeper: Keeper
    family: Family = attrs.field(default=attrs.Factory(_family, takes_self=True))
    refused: list[str] = attrs.field(factory=list)
    editing: tuple[int, int] | None = None
    before: list[tuple[sheet.Scoresheet, Text | None]] = attrs.field(factory=list)
    closed: bool = False
    changed: bool = False

    @property
    def notation(self) -> _lines.Notation:
        """How this game's deals are typed."""
        return _lines.notation(self.document.game)

    def say(self, text: Text) -> None:
        """Write ``text`` in the run's language."""
        self.write(i18n.say(text))

    def _at(self, counted: int, error: ScoreError) -> sheet.SheetError:
        # A fix's error: ``counted`` is the board in a duplicate event, else the deal.
        if self.boards():
            return sheet.SheetError(self.path, None, error, board=counted)
        return sheet.SheetError(self.path, counted, error)

    def _checked(self, document: sheet.Scoresheet) -> sheet.Sheet:
        """Score ``document`` whole, write it whole, and make it the evening's.

        The one save for every change but a new deal (``undo``, ``close``, ``planned``, a
        correction).

        Raises:
            SheetError: The document does not score (nothing is written).
            ScoreError: The file cannot be written, or was changed by another program;
                the evening is unchanged.
        """
        scored = sheet.score(document)
        with saving():
            self.keeper.rewrite(document)
            self.document, self.scored = document, scored
        return scored

    def boards(self) -> bool:
        """Whether this is a duplicate event, whose players name boards, not deals."""
        return self.family.boards(self.scored.ledger)

    def printing(self) -> Text:
        """How to print the sheet as text, and as a page to print (HTML): a line each."""
        path = shlex.quote(self.path)
        return (
            Text("Print the sheet: cardscore sheet {path}", path=path)
            + "\n"
            + Text("A page to print: cardscore sheet {path} --format html > sheet.html", path=path)
        )

    # --- Fixing an earlier deal

    def _row(self, command: str, number: str) -> sheet.Row:
        """The deal numbered ``number`` as the sheet numbers it (thrown-in deals have none).

        In a duplicate event ``number`` is a board's, played or not (:func:`board_row`).
        """
        if by_board(self.scored.ledger):
            return board_row(self.scored.rows, command, number)
        rows = [row for row in self.scored.rows if row.line is not None and row.number]
        for row in rows:
            if str(row.number) == number:
                return row
        allowed = (
            Text(
                "a deal number from 1 to {last}, as the sheet numbers the deals",
                last=rows[-1].number,
            )
            if rows
            else Text("no number: no deal counted yet")
        )
        raise ScoreError(command, number, allowed)

    def edit(self, number: str, words: list[str]) -> None:
        """Type deal ``number`` again: now (``words``), or on the next line, asked for.

        Every later deal is scored again; the sheet is saved, and ``undo`` takes the fix
        back. The next line is the deal, or ``cancel``.
        """
        row = self._row("edit", number)
        line, counted = (row.line or 0) - 1, row.board or row.number or 0
        if words:
            self.replace(line, counted, self._deal_read(words, counted))
            return
        self.editing = (line, counted)
        self.say(
            Text(
                "Board {number} was: {played}. Type it again (or cancel).",
                number=counted,
                played=traveller(self.document.deals[line]) or row.played,
            )
            if row.board is not None
            else Text(
                "Deal {number} was: {played}. Type it again (or cancel).",
                number=counted,
                played=row.played,
            )
        )

    def _edited(self, words: list[str]) -> None:
        # The line after "edit N": the deal typed again, or "cancel". A refused line asks
        # again: typed as a new deal, it would be added at the end.
        if self.editing is None:  # pragma: no cover - called only while editing
            return
        line, counted = self.editing
        if [word.lower() for word in words] == ["cancel"]:
            self.editing = None
            self.say(
                Text("Kept board {number} as it was.", number=counted)
                if self.boards()
                else Text("Kept deal {number} as it was.", number=counted)
            )
            return
        try:
            self.replace(line, counted, self._deal_read(words, counted))
        except ScoreError:
            self.say(
                Text("Type board {number} again, or cancel.", number=counted)
                if self.boards()
                else Text("Type deal {number} again, or cancel.", number=counted)
            )
            raise
        self.editing = None

    def _deal_read(self, words: list[str], counted: int) -> sheet.Value:
        try:
            return self.notation.deal(words)
        except ScoreError as error:
            raise self._at(counted, error) from None

    def replace(self, line: int, counted: int, deal: sheet.Value) -> None:
        """Deal ``counted`` (the file's deal ``line``, from 0) is ``deal``; show what changed.

        Raises:
            ScoreError: The deal is refused, or a later deal no longer fits after it (named
                as the players number it); nothing has changed.
        """
        deals = list(self.document.deals)
        deals[line] = deal
        undone = (
            Text("Undone: the fix of board {number}.", number=counted)
            if self.boards()
            else Text("Undone: the fix of deal {number}.", number=counted)
        )
        was = self._fix(deals, counted, undone)
        (row,) = (row for row in self.scored.rows if row.line == line + 1)
        for text in row_lines(row, unit_of(self.scored.ledger), shared=self.family.shared):
            self.write(text)
        self._changes(was)

    def delete(self, number: str) -> None:
        """Take deal ``number`` out; every later deal is scored again. ``undo`` puts it back."""
        row = self._row("delete", number)
        deals = list(self.document.deals)
        played = traveller(deals[(row.line or 0) - 1]) or row.played
        del deals[(row.line or 0) - 1]
        counted = row.board or row.number or 0
        boards = row.board is not None
        was = self._fix(
            deals,
            counted,
            Text("Undone: board {number} is back.", number=counted)
            if boards
            else Text("Undone: deal {number} is back.", number=counted),
            deleted=(row.line or 0) - 1,
        )
        self.say(
            Text("Deleted board {number}: {played}.", number=counted, played=played)
            if boards
            else Text("Deleted deal {number}: {played}.", number=counted, played=row.played)
        )
        self._changes(was)

    def _fix(
        self,
        deals: list[sheet.Value],
        counted: int,
        undone: Text,
        *,
        deleted: int | None = None,
    ) -> sheet.Sheet:
        """Save the sheet with ``deals``; what undo will say; the sheet as it was scored.

        ``deleted``: the place (from 0) of the deal ``deals`` leaves out, for a delete.
        """
        before, scored = self.document, self.scored
        try:
            self._checked(attrs.evolve(self.document, deals=tuple(deals)))
        except sheet.SheetError as error:
            raise self._unfit(scored, counted, error, deleted) from None
        self.before.append((before, undone))
        return scored

    def _unfit(
        self, scored: sheet.Sheet, counted: int, error: sheet.SheetError, deleted: int | None
    ) -> ScoreError:
        # A later deal refused: named as the players numbered it before the fix. The error
        # gives its place in the fixed file (entry, from 1): after a deleted deal, one less
        # than its place (the row's line) before the fix.
        place = error.entry
        if place is not None and deleted is not None and place > deleted:
            place += 1
        later = next((r for r in scored.rows if r.line == place), None) if place else None
        if later is None or (later.board or later.number) == counted:
            return self._at(counted, error.error)
        which = (
            Text("board {number}", number=later.board)
            if later.board is not None
            else Text("deal {number}", number=later.number)
            if later.number is not None
            else Text("the thrown-in deal after deal {number}", number=counted)
        )
        said = error.error.args[0] if isinstance(error.error.args[0], str) else str(error.error)
        return ScoreError(
            "deal",
            counted,
            Text(
                "a fix the later deals still fit: {which} would no longer fit ({reason})",
                which=which,
                reason=said,
            ),
        )

    def _changes(self, was: sheet.Sheet) -> None:
        # The totals before and after the fix, and the winner if that changed.
        now = self.scored
        was_unit, now_unit = unit_of(was.ledger), unit_of(now.ledger)

        def total(name: str) -> str:
            before = in_units(was.totals[name], was_unit)
            after = in_units(now.totals[name], now_unit)
            return f"{name} {after}" if before == after else f"{name} {before} → {after}"

        totals = ", ".join(map(total, now.parties))
        self.say(Text("Totals: {totals}.", totals=totals))
        before, after = winner(was), winner(now)
        if before != after:
            self.say(Text("Winner: {before} → {after}.", before=before, after=after))
        self.write(next_line(self.scored))
        if self.scored.finished:
            self.say(self.printing())
