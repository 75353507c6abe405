"""Starting an evening at the prompt, or resuming its file: what the flags say, checked.

A new evening is made of the flags alone; a file's evening takes what the flags add to it
(an option, a preset or a title the file does not say yet), and refuses what they say
otherwise, naming both.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import sheet
from cardscore._check import one_line
from cardscore._text import Text
from cardscore.cli._options import option, options_of, written
from cardscore.cli._resume import check_unchanged
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    import argparse

    from cardscore.ledger import Ledger

# What the player typed (a value shown as typed, not a word to translate).
_TYPED_CLOSE = "close=true"


def _names(flag: str, value: str) -> list[str]:
    names = [name.strip() for name in value.split("," if "," in value else None)]
    if not all(names) or not names:
        raise ScoreError(flag, value, "names separated by commas ('Ann,Bob,Cat')")
    return [one_line(flag, name) for name in names]  # the flag named, as typed


def parties_of(game: str) -> str:
    """``"players"`` or ``"sides"``: the flag that names the game's parties."""
    try:
        return sheet.adapter(game).parties
    except ScoreError:
        return "players"


def start(args: argparse.Namespace) -> sheet.Scoresheet:
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
            raise ScoreError("--option", text, CLOSED_AT_START)
    return sheet.Scoresheet(
        game.game, parties, (), args.preset, options, args.title, source=args.file
    )


CLOSED_AT_START = Text(
    "nothing at the start of an evening: close=true would end it before its first deal"
)
_PARTIES = {
    "players": Text("the players' names, comma-separated ('A,B,C')"),
    "sides": Text("the sides' names, comma-separated ('A,B,C')"),
}


def resumed(args: argparse.Namespace, document: sheet.Scoresheet) -> sheet.Scoresheet:
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
        raise ScoreError("--option", _TYPED_CLOSE, CLOSED_AT_START)
    return options


def added(before: sheet.Scoresheet, after: sheet.Scoresheet, path: str) -> Text:
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
