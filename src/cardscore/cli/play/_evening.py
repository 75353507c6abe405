"""One evening at the prompt: each line read, a deal recorded or a command done, and saved.

What a game does its own way is its family's (:mod:`cardscore.cli.play._family`); the sheet
as saved and the fixing of an earlier deal are :class:`~cardscore.cli.play._fixing.Fixing`'s.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

import attrs

from cardscore import i18n, sheet
from cardscore._check import fold
from cardscore._text import Text
from cardscore._units import unit_of
from cardscore.cli import _lines
from cardscore.cli._help import guide
from cardscore.cli._help import lines as guide_lines
from cardscore.cli._keeper import Keeper, StaleError, changed_at_quit, saving
from cardscore.cli._words import at_prompt, at_start
from cardscore.cli.play import _input, _start
from cardscore.cli.play._fixing import Fixing
from cardscore.cli.play._input import LINE_LIMIT, LONG, bounded, read_line
from cardscore.cli.play._show import GAME_OVER, next_line, party_list, print_line, row_lines
from cardscore.cli.play._start import CLOSED_AT_START
from cardscore.errors import NotationError, ScoreError, told
from cardscore.sheet._boards import board_row, board_to_come
from cardscore.sheet._scoring import extend

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable
    from typing import TextIO

_NOTHING_TO_CLOSE = Text("nothing to close: the game is over ('undo' takes back what ended it)")
# What the player typed (a value shown as typed, not a word to translate).
_CLOSE = "close"
_PLANNED = Text("a number of deals, as in 'planned 6'")
_OVER = Text("no deal: the game is over ('undo' takes back what ended it)")
COMMANDS = (
    "undo",
    "throw in",
    "edit",
    "delete",
    "sheet",
    "explain",
    "close",
    "planned",
    "help",
    "quit",
)
"""The prompt's commands, as ``help`` lists them (the game's own aside)."""
# Said after the commands in another language than English: what is typed stays as shown.
_AS_TYPED = Text(
    "Type the deals and the commands as shown above (undo, throw in, edit, delete, sheet, "
    "explain, close, planned, help, quit, cancel, the game's words): they are the same in "
    "every language."
)


@attrs.define
class Evening(Fixing):
    """One evening at the prompt: the sheet as saved, and what the next deal needs.

    Its attributes are :class:`~cardscore.cli.play._fixing.Fixing`'s.
    """

    @classmethod
    def open(cls, args: argparse.Namespace, write: Callable[[str], None] | None = None) -> Evening:
        """The evening in ``args.file``, resumed, or started (and saved) when there is none.

        The file is locked until :meth:`close`: a second prompt on it is refused.

        Raises:
            ScoreError: A bad file, game, option or name (nothing is written), or the file
                is open at another prompt.
        """
        path = args.file
        keeper = Keeper.open(path)
        try:
            added: sheet.Scoresheet | None = None
            resumed = keeper.exists()
            if resumed:
                loaded = keeper.load()
                document = _start.resumed(args, loaded)
                scored = sheet.score(document)
                if document is not loaded:
                    with saving():
                        keeper.rewrite(document, room=False)
                    added = loaded
            else:
                document = _start.start(args)
                scored = sheet.score(document)
                with saving():
                    # The room for deals is made with the first deal (see _keeper).
                    keeper.rewrite(document, room=False)
            evening = cls(document, scored, path, write or print_line, keeper)
            # What the flags added is said before the sheet: it changed no deal played.
            evening.greet(
                resumed=resumed,
                added=None if added is None else _start.added(added, document, path),
            )
        except ScoreError as error:
            keeper.close()
            # A sheet's field (parties, options) named as the flag the player typed.
            raise at_start(error, _start.parties_of(args.game)) from None
        except BaseException:
            keeper.close()
            raise
        return evening

    def greet(self, *, resumed: bool, added: Text | None = None) -> None:
        """Say what is being played, what the flags added, the sheet so far, the next deal."""
        parties = ", ".join(self.scored.parties)
        count = self.counted()
        title = self.scored.title
        if resumed and self.boards():
            resumed_text = (
                Text(
                    "{title}: {parties}. Resumed {file}: {count} board.",
                    title=title,
                    parties=parties,
                    file=self.path,
                    count=count,
                )
                if count == 1
                else Text(
                    "{title}: {parties}. Resumed {file}: {count} boards.",
                    title=title,
                    parties=parties,
                    file=self.path,
                    count=count,
                )
            )
        elif resumed:
            resumed_text = (
                Text(
                    "{title}: {parties}. Resumed {file}: {count} deal.",
                    title=title,
                    parties=parties,
                    file=self.path,
                    count=count,
                )
                if count == 1
                else Text(
                    "{title}: {parties}. Resumed {file}: {count} deals.",
                    title=title,
                    parties=parties,
                    file=self.path,
                    count=count,
                )
            )
        if resumed:
            self.say(resumed_text)
            if added is not None:
                self.say(added)
        else:
            self.say(
                Text(
                    "{title}: {parties}. Saving in {file}.",
                    title=title,
                    parties=parties,
                    file=self.path,
                )
            )
        if not self.document.deals:
            self.write(next_line(self.scored))
        else:
            # The sheet ends with the next deal, or with the outcome: neither is said twice.
            self.write(self.scored.render("text"))
        if not self.scored.finished:
            self.say(
                Text("Type a board, or help.") if self.boards() else Text("Type a deal, or help.")
            )
        elif self.document.deals:
            self.say(GAME_OVER)

    def counted(self) -> int:
        """The deals played, as the players number them.

        A thrown-in deal is not one, except in Need a Fourth?, where it is.
        """
        if self.boards():  # every board recorded, played or not
            return sum(1 for row in self.scored.rows if row.line is not None)
        return sum(
            1 for row in self.scored.rows if row.number is not None and row.line is not None
        )

    def words(self) -> list[str]:
        """What tab completion offers: the parties, the commands and the game's words."""
        return sorted(
            {*self.scored.parties, *COMMANDS, "in", *self.notation.keywords}, key=str.lower
        )

    def play(self, lines: TextIO, *, interactive: bool) -> None:
        """Read and handle lines until ``quit`` or the end of the input.

        Interactive (a terminal), each line is read after a prompt, with tab completion.
        """
        if interactive:
            _input.completion(self.words())
        while True:
            try:
                line = input("> ") if interactive else read_line(lines)
            except (EOFError, KeyboardInterrupt):
                self.write("")
                return
            if not interactive and not line:
                return
            if not self.handle(line):
                return

    def handle(self, line: str) -> bool:
        """Handle one line: a deal or a command. False for ``quit``.

        A refused line prints why (to standard error) and changes nothing.
        """
        try:
            return self._handle(bounded(line).strip())
        except ScoreError as error:
            self.refused.append(line.strip() if len(line) <= LINE_LIMIT else LONG)
            # The field named as the player typed it (a word, or a place of the line's form).
            said = told(at_prompt(error))
            print_line(i18n.say(Text("error: {message}", message=said)), sys.stderr)
            return True

    def _handle(self, line: str) -> bool:
        if not line or line.startswith("#"):
            return True
        words = _lines.words(line)
        command = fold(words[0])
        if command in {"quit", "exit", "q"} and len(words) == 1:
            return False
        if self.editing is not None:
            self._edited(words)
        elif not self._command(command, words, line):
            self.record(self._deal(words))
        return True

    def _command(self, command: str, words: list[str], line: str) -> bool:
        """Do the command ``words`` say; False when they are no command (but a deal)."""
        if command == "help" and len(words) == 1:
            self.help()
        elif command == "undo" and len(words) == 1:
            self.undo()
        elif command == "sheet" and len(words) == 1:
            self.show()
        elif command == "explain" and len(words) <= 2:
            self.explain(words[1] if len(words) > 1 else None)
        elif command in {"edit", "delete"}:
            self._fixing(command, words)
        elif command == "close" and len(words) == 1:
            self.close_now()
        elif command == "planned" and len(words) == 2:
            self.plan(words[1])
        else:
            return self.family.command(self, command, words, line)
        return True

    def _fixing(self, command: str, words: list[str]) -> None:
        """``edit N [DEAL]`` or ``delete N``; either without its one number is refused so."""
        if command == "edit" and len(words) >= 2:
            self.edit(words[1], words[2:])
        elif command == "delete" and len(words) == 2:
            self.delete(words[1])
        else:
            # "edit" or "delete" alone (or "delete 2 3"): no deal, but a number missing.
            raise _numbered(command, words)

    def _deal(self, words: list[str]) -> sheet.Value:
        # A line that is no deal is named as a bad sheet's deal is: the file, the deal (as
        # the players number it).
        self._open(" ".join(words))
        try:
            return self.notation.deal(words)
        except ScoreError as error:
            raise self._refused(error) from None

    def _open(self, line: str) -> None:
        # Game over means over: no deal follows the end (undo takes the last one back).
        if self.scored.finished:
            raise ScoreError("deal", line, _OVER)

    def _refused(self, error: ScoreError, deal: sheet.Value = None) -> sheet.SheetError:
        # A duplicate event names the board (a traveller's own, a match's next); a line
        # whose board cannot be read names none.
        ledger = self.scored.ledger
        board = board_to_come(ledger, deal)
        if board is None and self.boards():
            return sheet.SheetError(self.path, None, error)
        following = ledger.next
        number = len(self.document.deals) + 1 if following is None else following.number
        return sheet.SheetError(self.path, number, error, board=board)

    def record(self, deal: sheet.Value) -> None:
        """Score ``deal`` after the others; save the sheet; show the row, totals and next.

        Raises:
            ScoreError: The deal is refused (as ``cardscore sheet`` names it), or the file
                cannot be written; nothing has changed.
        """
        deal = self.family.dealt(deal)  # Need a Fourth?: with the liars its auction found
        before = self.document
        try:
            # The deal alone is scored, after the ledger as it stands, and saved alone.
            scored = extend(self.scored, deal)
        except sheet.SheetError as error:
            # The sheet names the file's entry; the prompt names the deal as the players do.
            raise self._refused(error.error, deal) from None
        with saving():
            self.keeper.append(scored.scoresheet)
            self.document, self.scored = scored.scoresheet, scored
        self.before.append((before, None))
        self.family.recorded()
        row = scored.rows[-1]
        for text in row_lines(row, unit_of(scored.ledger), shared=self.family.shared):
            self.write(text)
        self._totals()

    def _totals(self) -> None:
        totals = party_list(self.scored.parties, self.scored.totals, unit_of(self.scored.ledger))
        self.say(Text("Totals: {totals}.", totals=totals))
        self.write(next_line(self.scored))
        if self.scored.finished:
            self.say(self.printing())

    def undo(self) -> None:
        """Take back the last change: a deal, an edit or a deletion (saved at once).

        As a ledger's ``undo()`` takes back its last ``record``, ``throw_in``, ``close`` or
        correction. In a resumed file, before any change at this prompt, it takes back the
        last deal, or the closing of a closed evening: a file with ``close = true`` is
        reopened (the option dropped), its deals kept.
        """
        deals = self.document.deals
        options = self.document.options
        if self.before:
            document, undone = self.before[-1]
            if undone is None:
                (last,) = (row for row in self.scored.rows if row.line == len(deals))
                undone = Text("Undone: {played}.", played=last.played)
            self._checked(document)
            self.before.pop()
            self.say(undone)
            self._totals()
            return
        if options.get("close") is True:
            kept = {name: value for name, value in options.items() if name != "close"}
            self._checked(attrs.evolve(self.document, options=kept))
            self.say(Text("Reopened: the evening is no longer closed."))
            self._totals()
            return
        if not deals:
            self.say(Text("Nothing to undo."))
            return
        (last,) = (row for row in self.scored.rows if row.line == len(deals))
        self._checked(attrs.evolve(self.document, deals=deals[:-1]))
        self.say(Text("Undone: {played}.", played=last.played))
        self._totals()

    def help(self) -> None:
        """``help``: the game's notation and the commands (``throw in`` where the game has it)."""
        found = guide(
            self.document.game,
            self.scored.ledger,
            self.scored.parties,
            throws_in=self.family.throws_in(self.scored.ledger),
        )
        # Pairs and teams: their notation's own help (the same whatever the evening).
        shown = (
            guide_lines(found)
            if found is not None
            else [i18n.say(text) for text in (self.notation.help,) if text is not None]
        )
        for line in shown:
            self.write(line)
        options = sheet.adapter(self.document.game).options
        commands = [
            name
            for name in COMMANDS
            if (name != "throw in" or self.family.throws_in(self.scored.ledger))
            and (name not in {"close", "planned"} or name in options)
        ]
        self.say(Text("Commands: {commands}.", commands=", ".join(commands)))
        if i18n.current() != "en":
            self.say(_AS_TYPED)

    def close_now(self) -> None:
        """``close``: end an unfinished evening as it stands (a rubber's unfinished bonuses).

        The file says ``close = true``; ``undo`` reopens it.

        Raises:
            ScoreError: The game is over already, no deal was played, or the game has no
                closing (All Fours, Pitch, Need a Fourth?); nothing changes.
        """
        if self.scored.finished:
            raise ScoreError("close", _CLOSE, _NOTHING_TO_CLOSE)
        if not self.document.deals:
            raise ScoreError("close", _CLOSE, CLOSED_AT_START)
        self._optioned("close", True, Text("Reopened: the evening is no longer closed."))
        self.say(Text("Closed: the evening ends as it stands."))
        self._totals()

    def plan(self, word: str) -> None:
        """``planned N``: the session is N deals (tarot, Need a Fourth?), saved at once.

        Raises:
            ScoreError: N is no number of deals, the game has no planned number, or the
                deals played already exceed it; nothing changes.
        """
        if not (word.isascii() and word.isdigit() and len(word) <= 4):
            raise NotationError("planned", word, _PLANNED)
        count = int(word)
        played = self.counted()
        if count < max(played, 1):
            allowed = Text(
                "a number of deals from {least}: {played} played",
                least=max(played, 1),
                played=played,
            )
            raise ScoreError("planned", count, allowed)
        self._optioned("planned", count, Text("Undone: {command}.", command=f"planned {count}"))
        self.say(
            Text("Planned: {count} deal.", count=count)
            if count == 1
            else Text("Planned: {count} deals.", count=count)
        )
        self._totals()

    def _optioned(self, name: str, value: sheet.Value, undone: Text) -> None:
        # Saved like any change at this prompt, and taken back by undo, saying ``undone``.
        before = self.document
        options = {**self.document.options, name: value}
        try:
            self._checked(attrs.evolve(self.document, options=options))
        except sheet.SheetError as error:
            raise error.error from None
        self.before.append((before, undone))

    def close(self) -> None:
        """Let the file go, its room for more deals taken out: the end of the evening.

        A file changed meanwhile by another program is left as it is (and said so).
        """
        if self.closed:
            return
        self.closed = True
        try:
            if self.keeper.changed():
                self.changed = True  # said by farewell(), the one thing said at the end
                return
            with saving():
                self.keeper.tidy(self.document)
        except ScoreError as error:
            print_line(i18n.say(Text("error: {message}", message=i18n.message(error))), sys.stderr)
        finally:
            self.keeper.close()

    def show(self) -> None:
        """``sheet``: the sheet as saved; refused when another program changed the file.

        The prompt's copy is then no longer the file's: it is not shown as if it were.

        Raises:
            ScoreError: The file was changed, moved or removed, or cannot be looked at.
        """
        if self.keeper.changed():
            raise StaleError(self.path)
        self.write(self.scored.render("text"))

    def explain(self, number: str | None) -> None:
        """Show why deal ``number`` (as the sheet numbers it; default the last) scored."""
        rows = [row for row in self.scored.rows if row.line is not None]
        if not rows:
            self.say(Text("No deal yet: nothing to explain."))
            return
        if number is None:
            chosen = rows[-1:]
        elif self.boards():
            chosen = [board_row(rows, "explain", number)]
        else:
            chosen = [row for row in rows if row.number is not None and str(row.number) == number]
        if not chosen:
            numbers = [row.number for row in rows if row.number is not None]
            allowed = (
                Text("a deal number from 1 to {last}", last=max(numbers))
                if numbers
                else Text("no number: no deal counted yet")
            )
            raise ScoreError("explain", number, allowed)
        for text in row_lines(chosen[0], unit_of(self.scored.ledger), shared=self.family.shared):
            self.write(text)

    def farewell(self) -> str:
        """What is said at the end: where the sheet is and how to print it."""
        count = self.counted()
        if self.changed:
            return i18n.say(changed_at_quit(self.path))
        if not self.document.deals:
            return i18n.say(
                Text("Saved: {file}, no boards yet.", file=self.path)
                if self.boards()
                else Text("Saved: {file}, no deals yet.", file=self.path)
            )
        if self.boards():
            saved = (
                Text("Saved: {file}, {count} board.", file=self.path, count=count)
                if count == 1
                else Text("Saved: {file}, {count} boards.", file=self.path, count=count)
            )
        elif count == 1:
            saved = Text("Saved: {file}, {count} deal.", file=self.path, count=count)
        else:
            saved = Text("Saved: {file}, {count} deals.", file=self.path, count=count)
        return i18n.say(saved + "\n" + self.printing())


def _numbered(command: str, words: list[str]) -> ScoreError:
    """``edit`` or ``delete`` without its one deal number: said so (not read as a deal)."""
    allowed = Text(
        "the number of one deal after it, as the sheet numbers the deals: '{example}'",
        example=f"{command} 2",
    )
    if len(words) == 1:
        return sheet.MissingFieldError(command, allowed)
    return NotationError(command, _lines.typed(words[1:]), allowed)
