"""The numbers a file publishes, and each beside cardscore's own."""

from __future__ import annotations

from decimal import Decimal

import attrs

__all__ = ["Comparison", "Published"]

Published = tuple[tuple[str, Decimal], ...]
"""Numbers a file publishes, each under the file's own field name, in the file's order."""


@attrs.frozen(slots=True)
class Comparison:
    """A published number beside cardscore's own.

    >>> from decimal import Decimal
    >>> Comparison(1, "3-5", "IMP_NS", Decimal("2.80"), Decimal("2.80")).agrees
    True

    Attributes:
        board: The board, or None for a pair's total.
        line: Which line (``"NS-EW"`` pairs) or which pair (its name, or its rank).
        field: The file's own name for the number.
        published: What the file says.
        computed: What cardscore makes it, shown to as many decimals; None when cardscore
            has nothing to set beside it.
    """

    board: int | None
    line: str
    field: str
    published: Decimal
    computed: Decimal | None

    @property
    def agrees(self) -> bool:
        """True when the two are the same number."""
        return self.computed is not None and self.computed == self.published
