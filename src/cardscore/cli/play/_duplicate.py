"""Duplicate bridge at the prompt: a pairs session, a teams match, a teams event.

The players name boards, not deals; in a pairs session any board may come next, and the
first not in is said.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import duplicate, i18n
from cardscore.cli.play._family import Common
from cardscore.sheet._boards import by_board, next_traveller

if TYPE_CHECKING:
    from cardscore import sheet
    from cardscore.ledger import Ledger


@attrs.define
class Duplicate(Common):
    """Pairs and teams."""

    def boards(self, ledger: Ledger) -> bool:
        """Whether this is a duplicate event, whose players name boards, not deals."""
        return by_board(ledger)

    def coming(self, scored: sheet.Sheet) -> str:
        """The next board: in a pairs session the first not in (any board may come)."""
        if isinstance(scored.ledger, duplicate.PairsSession):
            return i18n.say(next_traveller(scored.ledger))
        return super().coming(scored)


FAMILY = Duplicate
