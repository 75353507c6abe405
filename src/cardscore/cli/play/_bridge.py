"""The bridge family at the prompt: Chicago, rotating Chicago and rubber bridge.

They play as every game does; a rotating evening about to start a chukker also says who
sits where.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import chicago
from cardscore.cli.play._family import Common
from cardscore.sheet._evening import seated_line

if TYPE_CHECKING:
    from cardscore import sheet


@attrs.define
class Bridge(Common):
    """Chicago, rotating Chicago, rubber."""

    def coming(self, scored: sheet.Sheet) -> str:
        """The next deal, and who sits where when a new chukker starts."""
        line = super().coming(scored)
        if isinstance(scored.ledger, chicago.Evening):  # a new chukker: who sits where
            seating = seated_line(scored.ledger)
            return line if seating is None else f"{line}\n{seating}"
        return line


FAMILY = Bridge
