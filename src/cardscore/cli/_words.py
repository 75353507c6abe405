"""The fields of an error at the ``cardscore play`` prompt, named as the player typed them.

A deal typed at the prompt is read into a scoresheet's deal (see :mod:`cardscore.cli._lines`),
and the game's checks name what is wrong by the sheet's keys (``petit_au_bout``, ``take_one``,
``redoubled_by``). The player typed none of those: they typed a word (``petit``, ``take one``,
``redoubled by``), named here as typed in every language, or a value in a place of the
line's form (the taker, the partner, the bouts), named here by that place, as the form the
help shows names it, in the run's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore import i18n
from cardscore._text import Text
from cardscore.sheet import SheetError

if TYPE_CHECKING:
    from cardscore.errors import ScoreError

__all__ = ["PLACEHOLDERS", "at_prompt", "at_start", "placeholder", "typed_field"]

# The words of a form, in capitals ('WHO RESULT', 'POINT SIDE ...', the usage lines' SIDE=N):
# each is translated, and said the same in every message and every usage line.
PLACEHOLDERS: dict[str, Text] = {
    "WHO": Text("WHO"),
    "RESULT": Text("RESULT"),
    "CONTRACT": Text("CONTRACT"),
    "TRICKS": Text("TRICKS"),
    "TAKER": Text("TAKER"),
    "PARTNER": Text("PARTNER"),
    "BOUTS": Text("BOUTS"),
    "POINTS": Text("POINTS"),
    "POINT": Text("POINT"),
    "SIDE": Text("SIDE"),
    "CHOOSER": Text("CHOOSER"),
    "NAME": Text("NAME"),
    "CARD": Text("CARD"),
    "CARDS": Text("CARDS"),
    "BOARD": Text("BOARD"),
    "OPEN": Text("OPEN"),
    "CLOSED": Text("CLOSED"),
    "VALUE": Text("VALUE"),
    "SEAT": Text("SEAT"),
}


def placeholder(*names: str, between: str = "=") -> str:
    """A usage line's metavar in the run's language: ``SIDE``, or ``SIDE=CARDS``."""
    return between.join(i18n.say(PLACEHOLDERS[name]) for name in names)


# A value in a place of the line's form: said in the run's language.
_PLACES: dict[str, Text] = {
    "declarer": Text.in_context("a place in a deal typed at the prompt", "declarer"),
    "result": Text.in_context("a place in a deal typed at the prompt", "result"),
    "contract": Text.in_context("a place in a deal typed at the prompt", "contract"),
    "tricks": Text.in_context("a place in a deal typed at the prompt", "tricks"),
    "chooser": Text.in_context("a place in a deal typed at the prompt", "chooser"),
    "partner": Text.in_context("a place in a deal typed at the prompt", "partner"),
    "taker": Text.in_context("a place in a deal typed at the prompt", "taker"),
    "bouts": Text.in_context("a place in a deal typed at the prompt", "bouts"),
    "points": Text.in_context("a place in a deal typed at the prompt", "points"),
    "deal": Text.in_context("a place in a deal typed at the prompt", "deal"),
    "line": Text.in_context("a place in a deal typed at the prompt", "line"),
}

# A sheet's key for what the player typed as a word of the notation: the word, as typed.
_TYPED: dict[str, str] = {
    "petit_au_bout": "petit",
    "poignees": "poignee",
    "liars": "liar",
    "redoubled_by": "redoubled by",
    "take_one": "take one",
    "throw_in": "throw in",
    "reason": "throw in",
    "void": "throw in",
    "bidder": "bid",
}


def typed_field(field: str) -> str:
    """``field`` (a sheet's key) as the player typed it at the prompt, or as it is."""
    place = _PLACES.get(field)
    if place is not None:
        return place
    return _TYPED.get(field, field)


def at_prompt(error: ScoreError) -> ScoreError:
    """``error`` with its field named as the player typed it (a sheet's error: its own).

    The message is otherwise the same: the value and what is allowed.
    """
    if isinstance(error, SheetError):
        inner = at_prompt(error.error)
        if inner is error.error:
            return error
        return SheetError(error.source, error.deal, inner, entry=error.entry, board=error.board)
    field = typed_field(error.field)
    if field is error.field:
        return error
    return error.named(field)


def at_start(error: ScoreError, parties: str) -> ScoreError:
    """An error in the flags that start an evening, its field named as the flag typed.

    ``parties``: the game's ``"players"`` or ``"sides"`` (the flag ``--players`` or
    ``--sides``). A sheet's own field (``parties``, ``options``) is no flag of the command.
    """
    flags = {
        "parties": f"--{parties}",
        "options": "--option",
        "preset": "--preset",
        "game": "GAME",
    }
    if isinstance(error, SheetError):
        inner = at_start(error.error, parties)
        if inner is error.error:
            return error
        return SheetError(error.source, error.deal, inner, entry=error.entry, board=error.board)
    flag = flags.get(error.field)
    if flag is None:
        return error
    return error.named(flag)
