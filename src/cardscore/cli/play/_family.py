"""What an evening at the prompt does its own way for each family of games: one protocol.

The prompt itself (:class:`~cardscore.cli.play._evening.Evening`) is the same for every
game: it reads a line, records the deal, fixes one, undoes one, saves the file. What differs
from one family of games to another is asked of its :class:`Family`, one small class a
family, in a module of its own:

=======================  ===================================================================
``_bridge``              Chicago, rotating Chicago, rubber: who sits where in a new chukker
``_duplicate``           pairs and teams: the players name boards; the next traveller
``_tarot``               an item paid by every player is one line
``_pitch``               All Fours and Pitch: when a deal can be thrown in
``_needafourth``         Need a Fourth?: the hands and the auction, its liars
=======================  ===================================================================

A family's module is imported only when an evening of that family is played.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Protocol

import attrs

from cardscore import i18n
from cardscore.sheet._layout import next_sentence

if TYPE_CHECKING:
    from cardscore import sheet
    from cardscore.cli.play._evening import Evening
    from cardscore.ledger import Ledger


class Family(Protocol):
    """What one family of games does its own way at the prompt."""

    @property
    def game(self) -> str:
        """The game played (as a scoresheet names it: ``chicago``, ``pairs``...)."""

    @property
    def shared(self) -> bool:
        """True where each item of a deal is paid by every player (tarot): a line an item."""

    def boards(self, ledger: Ledger) -> bool:
        """Whether the players name ``ledger``'s deals by their boards (a duplicate event)."""

    def throws_in(self, ledger: Ledger) -> bool:
        """Whether a deal can be thrown in under ``ledger``'s rules."""

    def coming(self, scored: sheet.Sheet) -> str:
        """What comes next in an unfinished evening, in the run's language."""

    def command(self, evening: Evening, command: str, words: list[str], line: str) -> bool:
        """Do the game's own command ``words`` say (``hand``...); False when none."""

    def dealt(self, deal: sheet.Value) -> sheet.Value:
        """The deal typed, with what the game's commands added to it before it (liars)."""

    def recorded(self) -> None:
        """A deal was recorded: forget what its commands kept for it."""


@attrs.define
class Common:
    """What most games do: the families below change only what is theirs.

    Attributes:
        game: The game played, as a scoresheet names it.
    """

    game: str

    @property
    def shared(self) -> bool:
        """An item is one player's (or one side's) points: a line a player."""
        return False

    def boards(self, ledger: Ledger) -> bool:  # noqa: ARG002 - a duplicate event's question
        """The players name deals, by their numbers."""
        return False

    def throws_in(self, ledger: Ledger) -> bool:  # noqa: ARG002 - Pitch's question
        """Every game but Pitch's can throw a deal in (passed out, void, redealt)."""
        return True

    def coming(self, scored: sheet.Sheet) -> str:
        """The next deal: its number, its dealer, and what the game says of it."""
        following = scored.ledger.next
        if following is None:  # pragma: no cover - asked only of an unfinished evening
            return ""
        return i18n.say(next_sentence(following, scored.parties))

    def command(
        self,
        evening: Evening,  # noqa: ARG002 - Need a Fourth?'s commands act on it
        command: str,  # noqa: ARG002
        words: list[str],  # noqa: ARG002
        line: str,  # noqa: ARG002
    ) -> bool:
        """No command of the game's own: the line is a deal."""
        return False

    def dealt(self, deal: sheet.Value) -> sheet.Value:
        """The deal as typed."""
        return deal

    def recorded(self) -> None:
        """Nothing kept for a deal."""


# Each game's family, by the module that holds it (imported when the game is played).
_MODULES = {
    "chicago": "_bridge",
    "rotatingchicago": "_bridge",
    "rubber": "_bridge",
    "pairs": "_duplicate",
    "teams": "_duplicate",
    "teams-event": "_duplicate",
    "tarot": "_tarot",
    "pitch": "_pitch",
    "allfours": "_pitch",
    "needafourth": "_needafourth",
}


def family_of(game: str) -> Family:
    """A new :class:`Family` for an evening of ``game`` (a game of no family: :class:`Common`)."""
    name = _MODULES.get(game)
    if name is None:
        return Common(game)
    module = importlib.import_module(f"{__package__}.{name}")
    family: Family = module.FAMILY(game)
    return family
