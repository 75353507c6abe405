"""French Tarot at the prompt: each item of a deal is paid by every player."""

from __future__ import annotations

import attrs

from cardscore.cli.play._family import Common


@attrs.define
class Tarot(Common):
    """French Tarot: an item is one line, every player's points on it."""

    @property
    def shared(self) -> bool:
        """Each item is paid by every player (as the sheet's ``--explain`` shows it)."""
        return True


FAMILY = Tarot
