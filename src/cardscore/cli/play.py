"""``cardscore play``: score an evening deal by deal at a prompt, saving the sheet after each.

The evening is a scoresheet file (TOML, or JSON by its ``.json`` name): each deal typed at
the prompt is read into the value the sheet's ``deals`` array holds, scored after the others
(the sheet package's own checks, the same messages as ``cardscore sheet``), and only then
written, before the next prompt. A killed process leaves the file as it was after the last
accepted deal; ``cardscore sheet FILE`` prints it at any time. How the file is kept (one
prompt at a time, each deal saved in time independent of the evening's length) is
:mod:`cardscore.cli._keeper`'s.
"""

from __future__ import annotations

import os
import shlex
import sys
from typing import TYPE_CHECKING

import attrs

from cardscore import chicago, duplicate, i18n, needafourth, sheet
from cardscore._check import fold, one_line
from cardscore._text import Text
from cardscore._units import WHOLE, in_units, unit_of
from cardscore.cards import parse_hand
from cardscore.cli import _lines
from cardscore.cli._common import Output, add_parser, item_lines, printable
from cardscore.cli._help import guide
from cardscore.cli._help import lines as guide_lines
from cardscore.cli._keeper import (
    Keeper,
    LeftError,
    StaleError,
    Stopped,
    changed_at_quit,
    saving,
    stopping,
)
from cardscore.cli._options import option, options_of, written
from cardscore.cli._resume import check_unchanged
from cardscore.cli._words import at_prompt, at_start, placeholder, typed_field
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError, told
from cardscore.sheet._boards import board_row, board_to_come, by_board, next_traveller
from cardscore.sheet._evening import seated_line
from cardscore.sheet._layout import next_sentence
from cardscore.sheet._reader import TEXT_LIMIT
from cardscore.sheet._scoring import extend

if TYPE_CHECKING:
    import argparse
    from collections.abc import Callable, Sequence
    from fractions import Fraction
    from typing import TextIO

    from cardscore.items import Item
    from cardscore.ledger import Ledger


NAME = "play"

EPILOG = Text(
    """examples:
  cardscore play chicago evening.toml                    a Chicago match, NS against EW
  cardscore play rubber --sides Ann,Bob drawbridge.toml  Draw Bridge: two players
  cardscore play needafourth --players Ann,Bob,Cat -o planned=6 cat.toml
  cardscore play tarot --players Ann,Bob,Cid,Dan,Eve -o planned=5 tarot.toml
  cardscore play allfours --sides Reds,Blues allfours.toml
  cardscore play pitch --sides Us,Them -o target=11 pitch.toml
  cardscore play pairs --players 1,2,3,4,5,6 -o ew=4,5,6 -o expected=3 tuesday.toml
  cardscore play teams --sides Lions,Tigers -o boards=24 match.toml
  cardscore play chicago evening.toml                    again: go on with the evening
  cardscore play chicago evening.toml < deals.txt        deals from a file, one a line

At the prompt, type one deal per line in the game's notation ('help' shows it), or:
  undo        take back the last deal or fix   throw in   a passed-out or void deal
  edit N      type deal N again (a fix)        delete N   take deal N out (a fix)
  sheet       the sheet so far                 explain N  why deal N scored what it did
  close       end an unfinished rubber or      planned N  N deals make the session
              evening now, as it stands                   (tarot, Need a Fourth?)
  help        this game's notation             quit       stop (everything is saved)

A fix scores every later deal again, as if the evening had been typed right from the start.

Every accepted deal is in FILE before the next prompt; 'cardscore sheet FILE' prints it.
With --lang, everything is said in that language; the deals and the commands are typed
as shown here, whatever the language.
"""
)

_RULES = needafourth.Rules()
_LONG = Text("a line of more than {limit:,} characters", limit=TEXT_LIMIT)
_LONG_ALLOWED = Text("one deal or one command, at most {limit:,} characters", limit=TEXT_LIMIT)
_NOTHING_TO_CLOSE = Text("nothing to close: the game is over ('undo' takes back what ended it)")
# What the player typed (values shown as typed, not words to translate).
_CLOSE, _TYPED_CLOSE = "close", "close=true"
_PLANNED = Text("a number of deals, as in 'planned 6'")
_OVER = Text("no deal: the game is over ('undo' takes back what ended it)")
_COMMANDS = (
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
# Said after the commands in another language than English: what is typed stays as shown.
_AS_TYPED = Text(
    "Type the deals and the commands as shown above (undo, throw in, edit, delete, sheet, "
    "explain, close, planned, help, quit, cancel, the game's words): they are the same in "
    "every language."
)
LINE_LIMIT = TEXT_LIMIT
"""The longest line the prompt reads, in characters (a deal is a few dozen)."""


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
        metavar=placeholder("NAME", "VALUE"),
        help=say(
            Text("a rule or sheet option, as a scoresheet's options (planned=6, honours=true)")
        ),
    )
    parser.add_argument("--title", help=say(Text("a title for the sheet")))
    parser.set_defaults(run=run, json=False)


def run(args: argparse.Namespace) -> Output:
    """Play the evening the arguments name, reading standard input until ``quit`` or its end.

    SIGTERM and SIGHUP end it as ``quit`` does (after the save in progress), with the exit
    status 128 + the signal's number; so does Ctrl-C (SIGINT, 130) anywhere but at the
    prompt, where it is ``quit`` itself, never with a traceback. A reader of the output
    that leaves (``| head``) ends it quietly with status 1, every accepted deal saved.
    """
    try:
        return _played(args)
    except KeyboardInterrupt:
        # Before the evening was open (or a second Ctrl-C while it closed): nothing to say
        # but the end of the line the terminal echoed ^C on.
        print(file=sys.stderr)
        raise SystemExit(_INTERRUPTED) from None
    except BrokenPipeError:
        # Said nothing more, as Unix tools do; the exit's own flush goes nowhere.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        raise SystemExit(1) from None


_INTERRUPTED = 128 + 2  # SIGINT's number, as a shell reports Ctrl-C


def _played(args: argparse.Namespace) -> Output:
    with stopping():
        try:
            evening = Evening.open(args)
        except Stopped as stop:
            raise SystemExit(128 + stop.signum) from None
        interactive = sys.stdin.isatty()
        try:
            evening.play(sys.stdin, interactive=interactive)
        except Stopped as stop:
            evening.close()
            _print(evening.farewell())
            raise SystemExit(128 + stop.signum) from None
        except KeyboardInterrupt:
            # Ctrl-C while a line was handled (after its save, if any): ended as quit does.
            evening.close()
            _print("\n" + evening.farewell())
            raise SystemExit(_INTERRUPTED) from None
        finally:
            evening.close()
    if evening.changed:
        # One true thing: the file is another program's now (not "Saved", not refused lines).
        raise LeftError(evening.path)
    if evening.refused and not interactive:
        # A script sees the refusal in the exit status; the accepted deals are saved.
        count = len(evening.refused)
        refused = (
            Text(
                "a board or a command ({count} line refused; the boards accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if count == 1 and evening.boards()
            else Text(
                "a board or a command ({count} lines refused; the boards accepted are saved in "
                "{file})",
                count=count,
                file=evening.path,
            )
            if evening.boards()
            else Text(
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
        raise ScoreError(typed_field("line"), evening.refused[0], refused)
    return Output(evening.farewell(), None)


# --- Starting or resuming ---------------------------------------------------------------------


def _names(flag: str, value: str) -> list[str]:
    names = [name.strip() for name in value.split("," if "," in value else None)]
    if not all(names) or not names:
        raise ScoreError(flag, value, "names separated by commas ('Ann,Bob,Cat')")
    return [one_line(flag, name) for name in names]  # the flag named, as typed


def _parties_of(game: str) -> str:
    """``"players"`` or ``"sides"``: the flag that names the game's parties."""
    try:
        return sheet.adapter(game).parties
    except ScoreError:
        return "players"


def _start(args: argparse.Namespace) -> sheet.Scoresheet:
    game = sheet.adapter(args.game)
    flag, names = ("--players", args.players) if args.players is not None else ("--sides", None)
    if args.sides is not None:
        flag, names = "--sides", args.sides
    if names is not None and flag != f"--{game.parties}":
        raise ScoreError(
            flag, names, Text("{flag} for {game}", flag=f"--{game.parties}", game=game.game)
        )
    parties = game.default_parties if names is None else _names(flag, names)
    if parties is None:
        raise sheet.MissingFieldError(f"--{game.parties}", _PARTIES[game.parties])
    options = options_of(args.option)
    for text in args.option:
        if option(text) == ("close", True):
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
    """The file's evening, with what the flags add to it: the same command always resumes.

    A flag that says what the file says is accepted; an option, preset or title the file
    does not say yet is added (and saved); one the file says otherwise is refused, naming
    both.
    """
    game = sheet.adapter(args.game)
    if game.game != document.game:
        raise ScoreError(
            "GAME",
            args.game,
            Text("{game!r}, the game {file} holds", game=document.game, file=args.file),
        )
    _same_parties(args, game, document)
    added = {
        flag: getattr(args, flag)
        for flag in ("preset", "title")
        if getattr(args, flag) is not None and getattr(document, flag) is None
    }
    for flag in ("preset", "title"):
        value, said = getattr(args, flag), getattr(document, flag)
        if value is not None and said is not None and value != said:
            raise _differs(f"--{flag}", value, said, args.file)
    options = _new_options(args, document)
    if not added and not options:
        return document
    check_unchanged(document, options, added.get("preset"), args.file)
    return attrs.evolve(
        document,
        options={**document.options, **options},
        preset=added.get("preset", document.preset),
        title=added.get("title", document.title),
    )


def _same_parties(
    args: argparse.Namespace, game: sheet.Adapter[Ledger], document: sheet.Scoresheet
) -> None:
    for flag, names in (("--players", args.players), ("--sides", args.sides)):
        if names is None:
            continue
        if flag != f"--{game.parties}":
            raise ScoreError(
                flag, names, Text("{flag} for {game}", flag=f"--{game.parties}", game=game.game)
            )
        if tuple(_names(flag, names)) != document.parties:
            raise _differs(flag, names, ",".join(document.parties), args.file)


def _new_options(args: argparse.Namespace, document: sheet.Scoresheet) -> dict[str, sheet.Value]:
    """The options of ``-o`` that the file does not say yet (one it says otherwise: refused)."""
    options: dict[str, sheet.Value] = {}
    for name, value in options_of(args.option).items():
        if name not in document.options:
            options[name] = value
        elif not _equal(document.options[name], value):
            said = f"{name}={written(document.options[name])}"
            raise _differs("--option", f"{name}={written(value)}", said, args.file)
    if options.get("close") is True and not document.deals:
        raise ScoreError("--option", _TYPED_CLOSE, _CLOSED_AT_START)
    return options


def _added(before: sheet.Scoresheet, after: sheet.Scoresheet, path: str) -> Text:
    """What the flags added to a resumed file, as they were typed (``planned=5``).

    Only what changes no deal played is added (:func:`~cardscore.cli._resume.check_unchanged`).
    """
    added = [
        f"--{flag} {getattr(after, flag)}"
        for flag in ("preset", "title")
        if getattr(before, flag) != getattr(after, flag)
    ]
    added += [
        f"{name}={written(value)}"
        for name, value in after.options.items()
        if name not in before.options
    ]
    if not before.deals:
        return Text("Added to {file}: {added}.", file=path, added=", ".join(added))
    return Text(
        "Added to {file}: {added}. It changes no deal already played.",
        file=path,
        added=", ".join(added),
    )


def _equal(said: sheet.Value, typed: sheet.Value) -> bool:
    # True is not 1 here: planned=1 does not say what close=true says.
    return type(said) is type(typed) and said == typed


def _differs(flag: str, typed: str, said: str, path: str) -> ScoreError:
    return ScoreError(
        flag,
        typed,
        Text(
            "{said}, as {file} says (the file keeps its own; change it there, or give "
            "another file)",
            said=said,
            file=path,
        ),
    )


# --- Showing ----------------------------------------------------------------------------------


def _party_list(parties: Sequence[str], points: dict[str, int], unit: Fraction = WHOLE) -> str:
    # Names and numbers (a list of values, in the run's number style), not of words; the
    # points in the game's own units (a pairs session's tenths of a matchpoint as matchpoints).
    return ", ".join(f"{name} {in_units(points[name], unit)}" for name in parties)


def _and(names: Sequence[str]) -> str | Text:
    """Names as a sentence lists them: ``Ann``, ``Ann and Bob``, ``Ann, Bob and Cat``."""
    if len(names) == 1:
        return names[0]
    # The names before the last are a list of names (values), the "and" a word of the template.
    return Text("{names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def next_line(scored: sheet.Sheet) -> str:
    """What comes next (:func:`~cardscore.sheet._layout.next_sentence`), or the outcome.

    The outcome is the sheet's own result (``result: EW win by 50 (NS 550, EW 600)``,
    ``NS wins the rubber 2–0; NS +700 on points``), after ``Game over.``. Said in the run's
    language (:func:`cardscore.i18n.current`). A rotating evening about to start a chukker
    says who sits where.
    """
    following = scored.ledger.next
    if scored.finished or following is None:
        return "\n".join([i18n.say(_GAME_OVER), outcome(scored)])
    ledger = scored.ledger
    if isinstance(ledger, duplicate.PairsSession):  # any board may come: the first not in
        return i18n.say(next_traveller(ledger))
    line = i18n.say(next_sentence(following, scored.parties))
    if isinstance(ledger, chicago.Evening):  # a new chukker: who sits where
        seating = seated_line(ledger)
        return line if seating is None else f"{line}\n{seating}"
    return line


_GAME_OVER = Text("Game over.")


def _traveller(deal: sheet.Value) -> str | None:
    """A pairs traveller as it is typed (``2: 1 3 N 4S=; 2 4 pass``); None for another deal."""
    if not isinstance(deal, dict):
        return None
    results = deal.get("results")
    if not isinstance(results, list) or not results:  # a board not played: its label says so
        return None
    return f"{deal.get('board')}: " + "; ".join(map(str, results))


def outcome(scored: sheet.Sheet) -> str:
    """A finished sheet's result, as the sheet itself says it, in the run's language."""
    ending = scored.layout().ending
    return "\n".join(sentence.text for sentence in ending if sentence.kind is sheet.Kind.RESULT)


def row_lines(row: sheet.Row, unit: Fraction = WHOLE, *, shared: bool = False) -> list[str]:
    """A row as the prompt shows it: its number and what was played, then why.

    The points are counted in ``unit``, the ledger's (see :func:`~cardscore._units.in_units`).
    ``shared``: an item is paid by every player (tarot), so each item is one line, every
    player's points on it, as the sheet's ``--explain`` shows it.
    """
    if row.number is None:
        heading = i18n.say(Text("Not counted: {played}", played=row.played))
    elif row.board is not None:  # a duplicate event: the row says its board ("board 3: ...")
        said = i18n.say(row.played)
        heading = said[:1].upper() + said[1:]
    else:
        heading = i18n.say(Text("Deal {number}: {played}", number=row.number, played=row.played))
    lines = [heading]
    if shared and row.items:
        return lines + _shared_lines(row.items, unit)
    lines += item_lines(row.items, unit=unit) or ["  " + i18n.say(Text("nothing scored"))]
    return lines


def _shared_lines(items: Sequence[Item], unit: Fraction) -> list[str]:
    """``  label: Ann +116, Cid +58, Bob -58``: each label once, every player's points after."""
    points: dict[str, list[str]] = {}
    for item in items:
        said = f"{i18n.term(item.who)} {in_units(item.points, unit, sign=True)}"
        points.setdefault(item.label, []).append(said)
    return [
        "  " + i18n.say(Text("{label}: {points}", label=label, points=", ".join(each)))
        for label, each in points.items()
    ]


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
        editing: The deal being typed again after ``edit N``: its place among the file's
            deals (from 0) and its number as the players count it; None when not editing.
        before: The sheet before each change made at this prompt (a deal, an edit, a
            deletion), the newest last, with what ``undo`` then says; undo gives it back.
        keeper: The file, locked for this evening (see :mod:`cardscore.cli._keeper`).
        closed: True once :meth:`close` let the file go.
        changed: True when :meth:`close` found the file changed by another program (and
            left it as it is).
    """

    document: sheet.Scoresheet
    scored: sheet.Sheet
    path: str
    write: Callable[[str], None]
    keeper: Keeper
    hands: dict[str, str] = attrs.field(factory=dict)
    liars: list[str] | None = None
    refused: list[str] = attrs.field(factory=list)
    editing: tuple[int, int] | None = None
    before: list[tuple[sheet.Scoresheet, Text | None]] = attrs.field(factory=list)
    closed: bool = False
    changed: bool = False

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
                document = _resumed(args, loaded)
                scored = sheet.score(document)
                if document is not loaded:
                    with saving():
                        keeper.rewrite(document, room=False)
                    added = loaded
            else:
                document = _start(args)
                scored = sheet.score(document)
                with saving():
                    # The room for deals is made with the first deal (see _keeper).
                    keeper.rewrite(document, room=False)
            evening = cls(document, scored, path, write or _print, keeper)
            # What the flags added is said before the sheet: it changed no deal played.
            evening.greet(
                resumed=resumed,
                added=None if added is None else _added(added, document, path),
            )
        except ScoreError as error:
            keeper.close()
            # A sheet's field (parties, options) named as the flag the player typed.
            raise at_start(error, _parties_of(args.game)) from None
        except BaseException:
            keeper.close()
            raise
        return evening

    @property
    def shared(self) -> bool:
        """True where each item of a deal is paid by every player (tarot): a line an item."""
        return self.document.game == "tarot"

    @property
    def notation(self) -> _lines.Notation:
        """How this game's deals are typed."""
        return _lines.notation(self.document.game)

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
            self.say(_GAME_OVER)

    def say(self, text: Text) -> None:
        """Write ``text`` in the run's language."""
        self.write(i18n.say(text))

    def counted(self) -> int:
        """The deals played, as the players number them.

        A thrown-in deal is not one, except in Need a Fourth?, where it is.
        """
        if self.boards():  # every board recorded, played or not
            return sum(1 for row in self.scored.rows if row.line is not None)
        return sum(
            1 for row in self.scored.rows if row.number is not None and row.line is not None
        )

    def throws_in(self) -> bool:
        """Whether a deal can be thrown in.

        Not in auction pitch, where the dealer must bid; in All Fours only with a turn-up
        (three of a suit: redealt), as the rules have no passing.
        """
        if self.document.game not in {"pitch", "allfours"}:
            return True
        from cardscore import pitch

        rules = getattr(self.scored.ledger, "rules", None)
        if not isinstance(rules, pitch.Rules):  # pragma: no cover - a pitch ledger has rules
            return True
        if self.document.game == "allfours":
            return rules.kicks is not pitch.Kicks.NONE
        return not (rules.bidding and rules.dealer_forced and rules.kicks is pitch.Kicks.NONE)

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
                line = input("> ") if interactive else _read_line(lines)
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
            return self._handle(_bounded(line).strip())
        except ScoreError as error:
            self.refused.append(line.strip() if len(line) <= LINE_LIMIT else _LONG)
            # The field named as the player typed it (a word, or a place of the line's form).
            said = told(at_prompt(error))
            _print(i18n.say(Text("error: {message}", message=said)), sys.stderr)
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
        elif command in {"hand", "auction"} and self.document.game == "needafourth":
            self.auction(command, words[1:], line)
        else:
            return False
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

    def record(self, deal: sheet.Value) -> None:
        """Score ``deal`` after the others; save the sheet; show the row, totals and next.

        Raises:
            ScoreError: The deal is refused (as ``cardscore sheet`` names it), or the file
                cannot be written; nothing has changed.
        """
        if self.liars and isinstance(deal, dict) and "chooser" in deal and "liars" not in deal:
            deal = {**deal, "liars": list(self.liars)}
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
        self.hands.clear()
        self.liars = None
        row = scored.rows[-1]
        for text in row_lines(row, unit_of(scored.ledger), shared=self.shared):
            self.write(text)
        self._totals()

    def _totals(self) -> None:
        totals = _party_list(self.scored.parties, self.scored.totals, unit_of(self.scored.ledger))
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
                played=_traveller(self.document.deals[line]) or row.played,
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
        for text in row_lines(row, unit_of(self.scored.ledger), shared=self.shared):
            self.write(text)
        self._changes(was)

    def delete(self, number: str) -> None:
        """Take deal ``number`` out; every later deal is scored again. ``undo`` puts it back."""
        row = self._row("delete", number)
        deals = list(self.document.deals)
        played = _traveller(deals[(row.line or 0) - 1]) or row.played
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
        before, after = _winner(was), _winner(now)
        if before != after:
            self.say(Text("Winner: {before} → {after}.", before=before, after=after))
        self.write(next_line(self.scored))
        if self.scored.finished:
            self.say(self.printing())

    def boards(self) -> bool:
        """Whether this is a duplicate event, whose players name boards, not deals."""
        return by_board(self.scored.ledger)

    def help(self) -> None:
        """``help``: the game's notation and the commands (``throw in`` where the game has it)."""
        found = guide(
            self.document.game, self.scored.ledger, self.scored.parties, throws_in=self.throws_in()
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
            for name in _COMMANDS
            if (name != "throw in" or self.throws_in())
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
            raise ScoreError("close", _CLOSE, _CLOSED_AT_START)
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
            _print(i18n.say(Text("error: {message}", message=i18n.message(error))), sys.stderr)
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
        for text in row_lines(chosen[0], unit_of(self.scored.ledger), shared=self.shared):
            self.write(text)

    def auction(self, command: str, words: list[str], line: str) -> None:
        """Need a Fourth?: keep a hand (``hand NAME CARDS``), or find an auction's liars."""
        parties = self.scored.parties
        if command == "hand":
            if len(words) < 2 or words[0] not in parties:
                allowed = Text("hand NAME CARDS, NAME one of {names}", names=", ".join(parties))
                raise NotationError("hand", line, allowed)
            self.hands[words[0]] = _hand(words[0], " ".join(words[1:]), self.hands)
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

    def printing(self) -> Text:
        """How to print the sheet as text, and as a page to print (HTML): a line each."""
        path = shlex.quote(self.path)
        return (
            Text("Print the sheet: cardscore sheet {path}", path=path)
            + "\n"
            + Text("A page to print: cardscore sheet {path} --format html > sheet.html", path=path)
        )


def _winner(scored: sheet.Sheet) -> str:
    """Who wins, in words: a party, parties sharing the win, a tie, or nobody yet."""
    if not scored.finished:
        return Text("nobody yet")
    winner = scored.ledger.winner
    if winner is None:
        return Text("a tie")
    return winner if isinstance(winner, str) else _and(winner)


def _hand(name: str, cards: str, kept: dict[str, str]) -> str:
    """``cards``, the hand of ``name`` typed at ``hand``, checked now: 14 cards, each once.

    A card already in another kept hand is refused too (that hand is named). Checked as the
    auction checks it, so that nothing is refused only at ``auction``.
    """
    field = f"hand {name}"
    hand = parse_hand(cards, field=field)
    if len(hand) != _HAND_SIZE:
        raise ImpossibleResultError(field, len(hand), "14 cards")
    seen = set(hand)  # parse_hand has refused a card given twice
    for other, held in kept.items():
        if other == name:
            continue
        for card in parse_hand(held, field=f"hand {other}"):
            if card in seen:
                raise ImpossibleResultError(
                    field,
                    str(card),
                    Text(
                        "each card in one hand only: {card} is in the hand of {name}",
                        card=str(card),
                        name=other,
                    ),
                )
    return cards


_HAND_SIZE = 14


def _numbered(command: str, words: list[str]) -> ScoreError:
    """``edit`` or ``delete`` without its one deal number: said so (not read as a deal)."""
    allowed = Text(
        "the number of one deal after it, as the sheet numbers the deals: '{example}'",
        example=f"{command} 2",
    )
    if len(words) == 1:
        return sheet.MissingFieldError(command, allowed)
    return NotationError(command, _lines.typed(words[1:]), allowed)


def _bounded(line: str) -> str:
    """``line``, refused when longer than :data:`LINE_LIMIT`.

    Checked before the line is split into words: shlex takes minutes on a megabyte.
    """
    if len(line) > LINE_LIMIT:
        raise ScoreError("line", _LONG, _LONG_ALLOWED)
    return line


def _read_line(lines: TextIO) -> str:
    """The next line of ``lines``, read in bounded pieces ('' at the end).

    A line longer than :data:`LINE_LIMIT` is read to its end, but only its first
    characters are kept (and one more, so that it is refused as too long).
    """
    line = lines.readline(LINE_LIMIT + 1)
    if len(line) <= LINE_LIMIT or line.endswith("\n"):
        return line
    rest = line
    while rest and not rest.endswith("\n"):
        rest = lines.readline(65536)
    return line


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
        matches = [f"{word} " for word in words if fold(word).startswith(fold(text))]
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
