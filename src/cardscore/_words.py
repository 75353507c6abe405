"""Words every game reads the same way, whichever game reads them.

The base's words, so that no game imports another for them: a pass is written the same in
a bridge auction, a scoresheet's passed-out deal, Need a Fourth?'s auction and Pitch's
bidding. :mod:`cardscore.bridge` re-exports :data:`PASS_WORDS` and :func:`is_pass` under
its own name, as its public API has them.
"""

from __future__ import annotations

from typing import Final

from cardscore._check import fold, plain_str

__all__ = ["PASS_WORDS", "is_pass"]

PASS_WORDS: Final = frozenset({"pass", "p", "passed", "passed out", "-", "no bid"})
"""How a pass is written: a call in an auction, or a deal that every player passed.

``pass``, ``p``, ``passed``, ``passed out``, ``-`` or ``no bid``, in any case: every reader
of a pass takes these words and no others (a scoresheet's deal, the command line, the
prompt, Need a Fourth?'s and Pitch's auctions). See :func:`is_pass`.
"""

_PASS_LIMIT = max(map(len, PASS_WORDS)) + 8  # a few more spaces, and nothing longer is read


def is_pass(text: object) -> bool:
    """True for a pass as a player writes it (:data:`PASS_WORDS`, any case and spacing).

    >>> is_pass("Pass"), is_pass(" passed  out "), is_pass("-"), is_pass("4S"), is_pass(None)
    (True, True, True, False, False)
    """
    if not isinstance(text, str) or len(text) > _PASS_LIMIT:
        return False
    return fold(" ".join(plain_str(text).split())) in PASS_WORDS
