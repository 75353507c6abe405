"""The games a scoresheet can hold: the built-in adapters, registered here, and any others.

A game is found by name (:func:`adapter`: case, spaces and punctuation ignored), and a ledger
by its type (:func:`writer`: the adapter whose ``ledger`` it is, and which writes it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar, cast

from cardscore._check import fold
from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.ledger import Ledger
from cardscore.sheet import (
    _chicago,
    _duplicate,
    _evening,
    _needafourth,
    _pitch,
    _rubber,
    _tarot,
    _teams_event,
)
from cardscore.sheet._adapter import Adapter

if TYPE_CHECKING:
    from cardscore.sheet._adapter import Saved

__all__ = ["adapter", "game_names", "games", "register", "saved"]

L = TypeVar("L", bound=Ledger)

# Each adapter as the registry keeps it, whatever its ledger: every call that hands it a
# ledger goes through Adapter.saved or Adapter.laid_out, which check the ledger's type first.
_REGISTRY: dict[str, Adapter[Ledger]] = {}


def _key(name: str) -> str:
    # "Need a Fourth?", "all-fours", "All Fours" all find their game.
    return "".join(char for char in fold(name) if char.isalnum())


def register(game: Adapter[L], *aliases: str) -> None:
    """Add ``game`` to the registry under its name, its own aliases and ``aliases``.

    Names are matched ignoring case, spaces and punctuation (``"Need a Fourth?"`` finds
    ``needafourth``); a name already registered is taken over.

    Raises:
        ScoreError: ``game`` is not an :class:`Adapter`, or an alias is not a non-empty str
            (nothing is registered then).
    """
    if type(game) is not Adapter:
        raise ScoreError("game", game, "an Adapter")
    keys = [_alias(name) for name in (game.game, *game.aliases, *aliases)]
    kept = cast("Adapter[Ledger]", game)  # see _REGISTRY
    for key in keys:
        _REGISTRY[key] = kept


def _alias(name: object) -> str:
    key = _key(name) if isinstance(name, str) else ""
    if not key:
        raise ScoreError("aliases", name, "a non-empty str name")
    return key


def games() -> tuple[str, ...]:
    """The names of the games a scoresheet can hold, sorted.

    >>> "needafourth" in games()
    True
    """
    return tuple(sorted({game.game for game in _REGISTRY.values()}))


def game_names() -> str:
    """Every game's name, quoted, for a message."""
    return ", ".join(map(repr, games()))


def adapter(name: str) -> Adapter[Ledger]:
    """The adapter registered under ``name`` (case, spaces and punctuation ignored).

    Raises:
        ScoreError: No game of that name.
    """
    given: object = name  # typed for mypy; checked here as anything a program may pass
    found = _REGISTRY.get(_key(given)) if isinstance(given, str) else None
    if found is None:
        raise ScoreError("game", name, Text("one of {games}", games=game_names()))
    return found


def saved(ledger: object) -> Saved | None:
    """``ledger`` written down by the adapter of its type (the one with ``save``), or None."""
    writers = {game.ledger: game for game in _REGISTRY.values() if game.save is not None}
    for kind in type(ledger).__mro__:
        game = writers.get(kind)
        if game is not None:
            return game.saved(ledger)
    return None


# The built-in games, each by its adapter (its module in this package), in the order the
# documentation lists them.
register(_chicago.CHICAGO)
register(_evening.EVENING)
register(_rubber.RUBBER)
register(_needafourth.NEEDAFOURTH)
register(_tarot.TAROT)
register(_pitch.ALLFOURS)
register(_pitch.PITCH)
register(_duplicate.PAIRS)
register(_duplicate.TEAMS)
register(_teams_event.EVENT)
