"""The one place All Fours and Pitch make their words: a table from item kind to label.

Every word a player reads in a breakdown is a :class:`~cardscore._text.Text` written here
(what the reading's errors say is allowed is the door's, :mod:`cardscore.pitch._read`).
An item is named by its kind (``Item.kind``): :data:`LABELS` gives each kind its words,
from the card that names it. Nothing reads a label back: the kind and the values say what
an item is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

import attrs

from cardscore._text import Text
from cardscore.pitch._rules import PITCH, PRESETS, TEXT, Rules

if TYPE_CHECKING:
    from collections.abc import Callable, Mapping, Sequence

# Each point's name as a breakdown says it: the keys of POINTS are data (what a summary or a
# scoresheet names), these the words shown. The game point's words are in the context "pitch
# point" (a literal, for the extractor): English says "game" for it and for bridge's game,
# which other languages say apart (Finnish jakopiste and täyspeli, French partie and manche).
POINT_LABEL: Mapping[str, Text] = {
    "high": Text("high"),
    "low": Text("low"),
    "jack": Text("jack"),
    "hang jack": Text("hang jack"),
    "jick": Text("jick"),
    "big joker": Text("big joker"),
    "little joker": Text("little joker"),
    "game": Text.in_context("pitch point", "game"),
    "trey": Text("trey"),
}


def point_word(point: str) -> str:
    """A point's name (``"high"``, ``"big joker"``) as the words to say; any other as it is.

    For the sheets and the command (not exported: the point names are data everywhere else).
    """
    return POINT_LABEL.get(point, point)


# --- The items' labels, by kind (P2, P3, P5, P6) ------------------------------------------


# The labels a card names, one per card of any pack and point, made once at load (a lookup
# costs a tally less than filling a template, and no hand waits for the first one).
_HIGH: Final = tuple(Text("high ({card})", card=card) for card in TEXT)
_LOW: Final = tuple(Text("low ({card})", card=card) for card in TEXT)
_JACK: Final = tuple(Text("jack ({card})", card=card) for card in TEXT)
_JICK: Final = tuple(Text("jick ({card})", card=card) for card in TEXT)
_TREY: Final = tuple(Text("trey ({card})", card=card) for card in TEXT)
_KICK: Final = tuple(Text("kick ({card})", card=card) for card in TEXT)


def _high(code: int, _dealt_to: str) -> Text:
    return _HIGH[code]


def _low(code: int, _dealt_to: str) -> Text:
    return _LOW[code]


def _jack(code: int, _dealt_to: str) -> Text:
    return _JACK[code]


def _hang_jack(code: int, dealt_to: str) -> Text:
    return Text("hang jack ({card}, dealt to {side})", card=TEXT[code], side=dealt_to)


def _jick(code: int, _dealt_to: str) -> Text:
    return _JICK[code]


def _big_joker(_code: int, _dealt_to: str) -> Text:
    return POINT_LABEL["big joker"]


def _little_joker(_code: int, _dealt_to: str) -> Text:
    return POINT_LABEL["little joker"]


def _trey(code: int, _dealt_to: str) -> Text:
    return _TREY[code]


#: The words of each point won from the cards, by its kind: from the card that names it and
#: the side it was dealt to.
LABELS: Final[dict[str, Callable[[int, str], Text]]] = {
    "high": _high,
    "low": _low,
    "jack": _jack,
    "hang_jack": _hang_jack,
    "jick": _jick,
    "big_joker": _big_joker,
    "little_joker": _little_joker,
    "trey": _trey,
}


def game_label(game_points: Sequence[int], sides: Sequence[str], *, tied: bool) -> Text:
    """The game point's words: each side's count, and a tie given to the non-dealer side."""
    # Each side's name and count ("us 23, them 17"): names and small ints (at most 80 game
    # points, written alike in every language), no word.
    counts = ", ".join(map("{} {}".format, sides, game_points))
    if tied:
        return Text.in_context(
            "pitch point", "game (tie: {counts}; to the non-dealer side)", counts=counts
        )
    return Text.in_context("pitch point", "game ({counts})", counts=counts)


def kick(code: int) -> Text:
    """A turn-up's kick (P3): ``"kick (6H)"``."""
    return _KICK[code]


TAKE_ONE: Final = Text("take one")


def setback(bid: int, took: int) -> Text:
    """A bidder set back (P4)."""
    return Text("setback (bid {bid}, took {took})", bid=bid, took=took)


def moon_made(bid: int, took: int) -> Text:
    """A moon made for its value (P6)."""
    return Text("moon made (bid {bid}, took every point: {took})", bid=bid, took=took)


def moon_failed(bid: int, took: int) -> Text:
    """A moon failed, set back by its value (P6)."""
    return Text("moon failed (bid {bid}, took {took})", bid=bid, took=took)


# --- The game's words (P3, P4, P6) --------------------------------------------------------


def winner_words(winner: str | tuple[str, ...]) -> str:
    """The winner's name, or the names of the sides sharing the win: "A and B and C".

    For the messages and the command (not exported): each "and" is a word to say.
    """
    if isinstance(winner, str):
        return winner
    names: str = winner[0]
    for name in winner[1:]:
        names = Text("{names} and {name}", names=names, name=name)
    return names


def over(winner: str | tuple[str, ...], loser: str | None, *, closed: bool) -> Text:
    """Why a game takes no more deals."""
    if closed:
        return Text("no more deals: the game is over (it was closed)")
    if loser is not None:
        return Text(
            "no more deals: the game is over ({loser} lost, won by {winner})",
            loser=loser,
            winner=winner_words(winner),
        )
    return Text("no more deals: the game is over (won by {winner})", winner=winner_words(winner))


def rules_name(rules: Rules) -> str:
    """A short name for ``rules`` in a message: its preset's, or what differs from PITCH."""
    for name, preset in PRESETS.items():
        if rules == preset:
            return name
    # Every field is an option (shown by its word), an int, a bool or None: str() says each.
    changed = [
        f"{field.name}={value}"
        for field in attrs.fields(Rules)
        for value in (getattr(rules, field.name),)
        if value != getattr(PITCH, field.name)
    ]
    return "Rules(" + ", ".join(changed) + ")"
