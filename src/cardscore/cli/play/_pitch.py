"""All Fours and Pitch at the prompt: a deal is thrown in only where the rules allow it."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import pitch
from cardscore.cli.play._family import Common

if TYPE_CHECKING:
    from cardscore.ledger import Ledger


@attrs.define
class Pitch(Common):
    """All Fours and Pitch (the game says which)."""

    def throws_in(self, ledger: Ledger) -> bool:
        """Whether a deal can be thrown in.

        Not in auction pitch, where the dealer must bid; in All Fours only with a turn-up
        (three of a suit: redealt), as the rules have no passing.
        """
        rules = getattr(ledger, "rules", None)
        if not isinstance(rules, pitch.Rules):  # pragma: no cover - a pitch ledger has rules
            return True
        if self.game == "allfours":
            return rules.kicks is not pitch.Kicks.NONE
        return not (rules.bidding and rules.dealer_forced and rules.kicks is pitch.Kicks.NONE)


FAMILY = Pitch
