"""``cardscore play``: score an evening deal by deal at a prompt, saving the sheet after each.

The evening is a scoresheet file (TOML, or JSON by its ``.json`` name): each deal typed at
the prompt is read into the value the sheet's ``deals`` array holds, the whole sheet is
scored again (the sheet package's own checks, the same messages as ``cardscore sheet``),
and only then written, atomically, before the next prompt. A killed process leaves the file
as it was after the last accepted deal; ``cardscore sheet FILE`` prints it at any time.
"""

from __future__ import annotations

import contextlib
import os
import shlex
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

import attrs

from cardscore import i18n, needafourth, sheet
from cardscore._text import Text
from cardscore.cli import _lines
from cardscore.cli._common import Output, add_parser, item_lines, printable
from cardscore.errors import NotationError, ScoreError, told

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence
    from typing import TextIO

    from cardscore.ledger import Next

NAME = "play"

EPILOG = Text(
    """examples:
  cardscore play chicago evening.toml                    a Chicago match, NS against EW
  cardscore play rubber --sides Ann,Bob drawbridge.toml  Draw Bridge: two players
  cardscore play needafourth --players Ann,Bob,Cat -o planned=6 cat.toml
  cardscore play tarot --players Ann,Bob,Cid,Dan,Eve -o planned=5 tarot.toml
  cardscore play allfours --sides Reds,Blues allfours.toml
  cardscore play pitch --sides Us,Them -o target=11 pitch.toml
  cardscore play chicago evening.toml                    again: go on with the evening
  cardscore play chicago evening.toml < deals.txt        deals from a file, one a line

At the prompt, type one deal per line in the game's notation ('help' shows it), or:
  undo        take back the last deal          throw in   a passed-out or void deal
  sheet       the sheet so far                 explain N  why deal N scored what it did
  help        this game's notation             quit       stop (everything is saved)

Every accepted deal is in FILE before the next prompt; 'cardscore sheet FILE' prints it.
With --lang, everything is said in that language; the deals and the commands are typed
as shown here, whatever the language.
"""
)

_RULES = needafourth.Rules()
_OVER = Text("no deal: the game is over ('undo' takes back what ended it)")
_COMMANDS = ("undo", "throw in", "sheet", "explain", "help", "quit")
# Said after the commands in another language than English: what is typed stays as shown.
_AS_TYPED = Text(
    "Type the deals and the commands as shown above (undo, throw in, sheet, explain, help, "
    "quit, the game's words): they are the same in every language."
)


def register(subparsers: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    """Add the ``play`` sub-command."""
    say = i18n.say
    parser = add_parser(
        subparsers,
        NAME,
        summary=Text("score an evening deal by deal at a prompt, saved after every deal"),
        description=Text(
            "Start an evening of a game (or go on with FILE when it exists): type one deal\n"
            "per line, see the row, the totals and who deals next. Every accepted deal is\n"
            "saved in FILE, a scoresheet. Games: {games}.",
            games=", ".join(sheet.games()),
        ),
        epilog=EPILOG,
    )
    parser.add_argument(
        "game", metavar="GAME", help=say(Text("the game (the file's own, to go on)"))
    )
    parser.add_argument(
        "file",
        metavar="FILE",
        help=say(Text("the scoresheet file (.toml, or .json): made or resumed")),
    )
    parties = parser.add_mutually_exclusive_group()
    parties.add_argument(
        "--players", metavar="NAMES", help=say(Text("the players in seat order, comma-separated"))
    )
    parties.add_argument("--sides", metavar="NAMES", help=say(Text("the sides, comma-separated")))
    parser.add_argument("--preset", help=say(Text("the rules preset (All Fours and Pitch)")))
    parser.add_argument(
        "-o",
        "--option",
        action="append",
        default=[],
        metavar="NAME=VALUE",
        help=say(
            Text("a rule or sheet option, as a scoresheet's options (planned=6, honours=true)")
        ),
    )
    parser.add_argument("--title", help=say(Text("a title for the sheet")))
    parser.set_defaults(run=run, json=False)


def run(args: argparse.Namespace) -> Output:
    """Play the evening the arguments name, reading standard input until ``quit`` or its end."""
    evening = Evening.open(args)
    interactive = sys.stdin.isatty()
    evening.play(sys.stdin, interactive=interactive)
    if evening.refused and not interactive:
        # A script sees the refusal in the exit status; the accepted deals are saved.
        count = len(evening.refused)
        refused = (
            Text(
                "a deal or a command ({count} line refused; the deals accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if count == 1
            else Text(
                "a deal or a command ({count} lines refused; the deals accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
        )
        raise ScoreError("line", evening.refused[0], refused)
    return Output(evening.farewell(), None)


# --- Starting or resuming ---------------------------------------------------------------------


def _names(flag: str, value: str) -> list[str]:
    names = [name.strip() for name in value.split("," if "," in value else None)]
    if not all(names) or not names:
        raise ScoreError(flag, value, "names separated by commas ('Ann,Bob,Cat')")
    return names


def _option(text: str) -> tuple[str, sheet.Value]:
    name, equals, value = text.partition("=")
    if not equals or not name.strip():
        raise NotationError("--option", text, "NAME=VALUE, like planned=6 or honours=true")
    word = value.strip()
    if word.lower() in {"true", "false"}:
        return name.strip(), word.lower() == "true"
    digits = word[1:] if word[:1] == "-" else word
    if digits.isascii() and digits.isdigit() and len(digits) <= 9:
        return name.strip(), int(word)
    return name.strip(), word


def _start(args: argparse.Namespace) -> sheet.Scoresheet:
    game = sheet.adapter(args.game)
    flag, names = ("--players", args.players) if args.players is not None else ("--sides", None)
    if args.sides is not None:
        flag, names = "--sides", args.sides
    if names is not None and flag != f"--{game.parties}":
        raise ScoreError(
            flag, names, Text("{flag} for {game}", flag=f"--{game.parties}", game=game.game)
        )
    if names is None and game.default_parties is None:
        raise sheet.MissingFieldError(f"--{game.parties}", _PARTIES[game.parties])
    parties = game.default_parties if names is None else _names(flag, names)
    options = dict(map(_option, args.option))
    for text in args.option:
        if _option(text) == ("close", True):
            # A sheet's close = true says the evening ended after its last deal: here, before
            # its first. An evening at the prompt is open until it ends by the game's rules.
            raise ScoreError("--option", text, _CLOSED_AT_START)
    return sheet.Scoresheet(
        game.game, parties, (), args.preset, options, args.title, source=args.file
    )


_CLOSED_AT_START = Text(
    "nothing at the start of an evening: close=true would end it before its first deal"
)
_PARTIES = {
    "players": Text("the players' names, comma-separated ('A,B,C')"),
    "sides": Text("the sides' names, comma-separated ('A,B,C')"),
}


def _resumed(args: argparse.Namespace, document: sheet.Scoresheet) -> sheet.Scoresheet:
    if sheet.adapter(args.game).game != document.game:
        raise ScoreError(
            "GAME",
            args.game,
            Text("{game!r}, the game {file} holds", game=document.game, file=args.file),
        )
    for flag in ("players", "sides", "preset", "title"):
        if getattr(args, flag) is not None:
            raise ScoreError(f"--{flag}", getattr(args, flag), _said_already(args.file))
    if args.option:
        raise ScoreError("--option", args.option[0], _said_already(args.file))
    return document


def _said_already(path: str) -> Text:
    return Text("nothing: {file} already says it", file=path)


# --- Saving -----------------------------------------------------------------------------------


def save(document: sheet.Scoresheet, path: str) -> None:
    """Write ``document`` to ``path`` atomically: a temporary file beside it, synced, renamed.

    A crash at any moment leaves either the old file or the new one, never a part of one.

    Raises:
        ScoreError: The file cannot be written (naming it and the reason); it is unchanged.
    """
    text = document.dumps("json" if path.lower().endswith(".json") else "toml")
    target = Path(path)
    directory = target.absolute().parent
    temp: Path | None = None
    try:
        mode = target.stat().st_mode & 0o777 if target.exists() else 0o644
        handle, name = tempfile.mkstemp(dir=directory, prefix=f".{target.name}.", suffix=".tmp")
        temp = Path(name)
        with os.fdopen(handle, "w", encoding="utf-8", newline="\n") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        temp.chmod(mode)
        temp.replace(target)
    except OSError as error:
        if temp is not None:
            temp.unlink(missing_ok=True)
        reason = error.strerror or type(error).__name__
        raise ScoreError(
            "file", path, Text("a file that can be written ({reason})", reason=reason)
        ) from None
    # The rename itself is made durable by syncing the directory (where the system allows).
    with contextlib.suppress(OSError):
        descriptor = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)


# --- Showing ----------------------------------------------------------------------------------


def _party_list(parties: Sequence[str], points: dict[str, int]) -> str:
    # Names and numbers (a list of values, in the run's number style), not of words.
    return ", ".join(f"{name} {i18n.number(points[name])}" for name in parties)


def _and(names: Sequence[str]) -> str | Text:
    """Names as a sentence lists them: ``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``."""
    if len(names) == 1:
        return names[0]
    # The names before the last are a list of names (values), the "and" a word of the template.
    return Text("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def next_line(scored: sheet.Sheet) -> str:
    """Who deals next (and, for bridge, the vulnerability and part scores), or the outcome.

    The outcome is the sheet's own last line (``result: EW win by 50 (NS 550, EW 600)``,
    ``NS wins the rubber 2–0; NS +700 on points``), after ``Game over.``. Said in the run's
    language (:func:`cardscore.i18n.current`).
    """
    following = scored.ledger.next
    if scored.finished or following is None:
        return "\n".join([i18n.say(_GAME_OVER), outcome(scored)])
    line = i18n.say(_next(scored, following))
    if scored.scoresheet.game == "rotatingchicago":  # a new chukker: who sits where
        from cardscore.sheet._evening import seated_line

        seating = seated_line(scored)
        return line if seating is None else f"{line}\n{seating}"
    return line


_GAME_OVER = Text("Game over.")


def outcome(scored: sheet.Sheet) -> str:
    """A finished sheet's outcome, as the sheet itself ends: its last line, in the language."""
    return scored.render("text").splitlines()[-1]


def _next(scored: sheet.Sheet, following: Next) -> Text:
    dealer: str | Text = ""
    if following.dealer is not None:
        dealer = Text(", {dealer} deals", dealer=following.dealer)
    # The parties at the table (a rotating evening's four players: those with a part score).
    table = [
        name
        for name in scored.parties
        if following.partscores is None or name in following.partscores
    ]
    vulnerability: str | Text = ""
    if following.vulnerable is not None:
        vulnerable = [name for name in table if name in following.vulnerable]
        if not vulnerable:
            vulnerability = Text(", nobody vulnerable")
        elif len(vulnerable) == len(table):
            vulnerability = (
                Text(", both vulnerable") if len(vulnerable) == 2 else Text(", all vulnerable")
            )
        else:
            vulnerability = Text(", {names} vulnerable", names=_and(vulnerable))
    partscores: str | Text = ""
    if following.partscores is not None and any(following.partscores.values()):
        partscores = Text(
            ", part scores {scores}",
            scores=_party_list(table, dict(following.partscores)),
        )
    return Text(
        "Next: deal {number}{dealer}{vulnerability}{partscores}.",
        number=following.number,
        dealer=dealer,
        vulnerability=vulnerability,
        partscores=partscores,
    )


def row_lines(row: sheet.Row) -> list[str]:
    """A row as the prompt shows it: its number and what was played, then why."""
    if row.number is None:
        heading = Text("Not counted: {played}", played=row.played)
    else:
        heading = Text("Deal {number}: {played}", number=row.number, played=row.played)
    lines = [i18n.say(heading)]
    lines += item_lines(row.items) or [f"  {i18n.say(Text('nothing scored'))}"]
    return lines


# --- The evening ------------------------------------------------------------------------------


@attrs.define
class Evening:
    """One evening at the prompt: the sheet as saved, and what the next deal needs.

    Attributes:
        document: The scoresheet as it is in the file.
        scored: The document scored.
        path: The file.
        write: Where the evening's lines go (a line at a time).
        hands: Need a Fourth?: the hands typed for the next deal's auction, by player.
        liars: Need a Fourth?: the liars an auction found, for the next deal.
        refused: The lines refused so far, and the first of them.
    """

    document: sheet.Scoresheet
    scored: sheet.Sheet
    path: str
    write: Callable[[str], None]
    hands: dict[str, str] = attrs.field(factory=dict)
    liars: list[str] | None = None
    refused: list[str] = attrs.field(factory=list)

    @classmethod
    def open(cls, args: argparse.Namespace, write: Callable[[str], None] | None = None) -> Evening:
        """The evening in ``args.file``, resumed, or started (and saved) when there is none.

        Raises:
            ScoreError: A bad file, game, option or name (nothing is written).
        """
        path = args.file
        if Path(path).exists():
            document = _resumed(args, sheet.load(path))
            scored = sheet.score(document)
            resumed = True
        else:
            document = _start(args)
            scored = sheet.score(document)
            save(document, path)
            resumed = False
        evening = cls(document, scored, path, write or _print)
        evening.greet(resumed=resumed)
        return evening

    @property
    def notation(self) -> _lines.Notation:
        """How this game's deals are typed."""
        return _lines.notation(self.document.game)

    def greet(self, *, resumed: bool) -> None:
        """Say what is being played, the sheet so far, and the next deal."""
        parties = ", ".join(self.scored.parties)
        count = self.counted()
        title = self.scored.title
        if resumed:
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
            self.say(resumed_text)
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
            self.say(Text("Type a deal, or help."))
        elif self.document.deals:
            self.say(_GAME_OVER)

    def say(self, text: Text) -> None:
        """Write ``text`` in the run's language."""
        self.write(i18n.say(text))

    def counted(self) -> int:
        """The deals played, as the players number them.

        A thrown-in deal is not one, except in Need a Fourth?, where it is.
        """
        return sum(
            1 for row in self.scored.rows if row.number is not None and row.line is not None
        )

    def throws_in(self) -> bool:
        """Whether a deal can be thrown in: not in auction pitch, where the dealer must bid."""
        if self.document.game != "pitch":
            return True
        from cardscore import pitch

        rules = getattr(self.scored.ledger, "rules", None)
        return not isinstance(rules, pitch.Rules) or not (
            rules.bidding and rules.dealer_forced and rules.kicks is pitch.Kicks.NONE
        )

    def words(self) -> list[str]:
        """What tab completion offers: the parties, the commands and the game's words."""
        return sorted(
            {*self.scored.parties, *_COMMANDS, "in", *self.notation.keywords}, key=str.lower
        )

    def play(self, lines: TextIO, *, interactive: bool) -> None:
        """Read and handle lines until ``quit`` or the end of the input.

        Interactive (a terminal), each line is read after a prompt, with tab completion.
        """
        if interactive:
            completion(self.words())
        while True:
            try:
                line = input("> ") if interactive else lines.readline()
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
            return self._handle(line.strip())
        except ScoreError as error:
            self.refused.append(line.strip())
            _print(i18n.say(Text("error: {message}", message=told(error))), sys.stderr)
            return True

    def _handle(self, line: str) -> bool:
        if not line or line.startswith("#"):
            return True
        words = _lines.words(line)
        command = words[0].lower()
        if command in {"quit", "exit", "q"} and len(words) == 1:
            return False
        if command == "help" and len(words) == 1:
            self.say(self.notation.help)
            commands = [name for name in _COMMANDS if name != "throw in" or self.throws_in()]
            self.say(Text("Commands: {commands}.", commands=", ".join(commands)))
            if i18n.current() != "en":
                self.say(_AS_TYPED)
        elif command == "undo" and len(words) == 1:
            self.undo()
        elif command == "sheet" and len(words) == 1:
            self.write(self.scored.render("text"))
        elif command == "explain" and len(words) <= 2:
            self.explain(words[1] if len(words) > 1 else None)
        elif command in {"hand", "auction"} and self.document.game == "needafourth":
            self.auction(command, words[1:], line)
        else:
            self.record(self._deal(words))
        return True

    def _deal(self, words: list[str]) -> sheet.Value:
        # A line that is no deal is named as a bad sheet's deal is: the file, the deal (as
        # the players number it).
        self._open(" ".join(words))
        try:
            if words[0].lower() == "throw" and words[1:2] == ["in"]:
                return self.notation.thrown_in(words[2:])
            return self.notation.read(words)
        except ScoreError as error:
            raise self._refused(error) from None

    def _open(self, line: str) -> None:
        # Game over means over: no deal follows the end (undo takes the last one back).
        if self.scored.finished:
            raise ScoreError("deal", line, _OVER)

    def _refused(self, error: ScoreError) -> sheet.SheetError:
        following = self.scored.ledger.next
        number = len(self.document.deals) + 1 if following is None else following.number
        return sheet.SheetError(self.path, number, error)

    def _checked(self, document: sheet.Scoresheet) -> sheet.Sheet:
        scored = sheet.score(document)
        save(document, self.path)
        self.document, self.scored = document, scored
        return scored

    def record(self, deal: sheet.Value) -> None:
        """Score ``deal`` after the others; save the sheet; show the row, totals and next.

        Raises:
            ScoreError: The deal is refused (as ``cardscore sheet`` names it), or the file
                cannot be written; nothing has changed.
        """
        if self.liars and isinstance(deal, dict) and "chooser" in deal and "liars" not in deal:
            deal = {**deal, "liars": list(self.liars)}
        try:
            scored = self._checked(attrs.evolve(self.document, deals=(*self.document.deals, deal)))
        except sheet.SheetError as error:
            # The sheet names the file's entry; the prompt names the deal as the players do.
            raise self._refused(error.error) from None
        self.hands.clear()
        self.liars = None
        (row,) = (row for row in scored.rows if row.line == len(self.document.deals))
        for text in row_lines(row):
            self.write(text)
        self._totals()

    def _totals(self) -> None:
        totals = _party_list(self.scored.parties, self.scored.totals)
        self.say(Text("Totals: {totals}.", totals=totals))
        self.write(next_line(self.scored))
        if self.scored.finished:
            self.say(self.printing())

    def undo(self) -> None:
        """Take back the last deal, or the closing of a closed evening (saved at once).

        As a ledger's ``undo()`` takes back its last ``record``, ``throw_in`` or ``close``:
        a file with ``close = true`` is reopened (the option dropped), its deals kept.
        """
        deals = self.document.deals
        options = self.document.options
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

    def explain(self, number: str | None) -> None:
        """Show why deal ``number`` (as the sheet numbers it; default the last) scored."""
        rows = [row for row in self.scored.rows if row.line is not None]
        if not rows:
            self.say(Text("No deal yet: nothing to explain."))
            return
        if number is None:
            chosen = rows[-1:]
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
        for text in row_lines(chosen[0]):
            self.write(text)

    def auction(self, command: str, words: list[str], line: str) -> None:
        """Need a Fourth?: keep a hand (``hand NAME CARDS``), or find an auction's liars."""
        parties = self.scored.parties
        if command == "hand":
            if len(words) < 2 or words[0] not in parties:
                allowed = Text("hand NAME CARDS, NAME one of {names}", names=", ".join(parties))
                raise NotationError("hand", line, allowed)
            self.hands[words[0]] = " ".join(words[1:])
            missing = [name for name in parties if name not in self.hands]
            if missing:
                kept = Text(
                    "Hand of {name} kept. Still: {missing}.",
                    name=words[0],
                    missing=", ".join(missing),
                )
            else:
                kept = Text("Hand of {name} kept. Now the auction.", name=words[0])
            self.say(kept)
            return
        following = self.scored.ledger.next
        session = self.scored.ledger
        if len(self.hands) < len(parties) or following is None or not words:
            raise ScoreError(
                "auction", line, "the calls ('1NT pass pass') after each player's hand"
            )
        check = needafourth.check_bids(
            " ".join(words),
            {name: self.hands[name] for name in parties},
            dealer=following.dealer or parties[0],
            rules=session.rules if isinstance(session, needafourth.Session) else _RULES,
        )
        for text in check.lines:
            self.say(text)
        self.liars = [name for name in parties if name in check.liars]
        if self.liars:
            liars = _and(self.liars)
            self.say(Text("Liars: {liars}; added to the next deal you type.", liars=liars))
        else:
            self.say(Text("Nobody lied."))

    def farewell(self) -> str:
        """What is said at the end: where the sheet is and how to print it."""
        count = self.counted()
        if not self.document.deals:
            saved = Text("Saved: {file}, no deals yet.", file=self.path)
        elif count == 1:
            saved = Text(
                "Saved: {file}, {count} deal. {printing}",
                file=self.path,
                count=count,
                printing=self.printing(),
            )
        else:
            saved = Text(
                "Saved: {file}, {count} deals. {printing}",
                file=self.path,
                count=count,
                printing=self.printing(),
            )
        return i18n.say(saved)

    def printing(self) -> Text:
        """How to print the sheet as text, and as a page to print (HTML)."""
        return Text(
            "Print the sheet: cardscore sheet {path}; "
            "a page to print: cardscore sheet {path} --format html > sheet.html",
            path=shlex.quote(self.path),
        )


def completion(words: Sequence[str]) -> Callable[[str, int], str | None] | None:
    """Tab completion of ``words`` at the prompt, with readline where there is one.

    Returns the completer (None without readline: the prompt works without completion).
    """
    try:
        import readline
    except ImportError:
        return None

    def complete(text: str, state: int) -> str | None:
        # With a space after each, as a shell completes a word (Python's readline adds none).
        matches = [f"{word} " for word in words if word.lower().startswith(text.lower())]
        return matches[state] if state < len(matches) else None

    readline.set_completer(complete)
    readline.set_completer_delims(" \t")
    libedit = "libedit" in (readline.__doc__ or "")
    readline.parse_and_bind("bind ^I rl_complete" if libedit else "tab: complete")
    return complete


def _print(text: str, stream: TextIO | None = None) -> None:
    stream = sys.stdout if stream is None else stream
    encoding = getattr(stream, "encoding", None) or "utf-8"
    shown, _ = printable(text, encoding, as_json=False)
    print(shown, file=stream, flush=True)
