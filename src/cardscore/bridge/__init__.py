"""Contract bridge: contracts, results and the duplicate score (rules B1–B5).

The declaring side's score of one deal, with the parts that Chicago and rubber scoring need:

>>> from cardscore import bridge
>>> bridge.score("4S", 10, vulnerable=False)
420
>>> bridge.score("3NTX", 6, vulnerable=True)
-800
>>> deal = bridge.settle("4SX", 9, vulnerable=True)
>>> deal.made, deal.below, deal.above, deal.penalty
(False, 0, 0, 200)
>>> bridge.Result.parse("4SX-1") == bridge.Result("4SX", 9)
True
"""

from typing import TYPE_CHECKING, Final

from cardscore._words import PASS_WORDS, is_pass
from cardscore.bridge import _rules
from cardscore.bridge._contract import Contract, Result
from cardscore.bridge._results import DealScore, score, scores, settle, trick_score
from cardscore.bridge._rules import Doubling, Strain

if TYPE_CHECKING:
    from cardscore.bridge._results import _Array as _Array

__all__ = [
    "PASS_WORDS",
    "Contract",
    "DealScore",
    "Doubling",
    "Result",
    "Strain",
    "is_pass",
    "score",
    "scores",
    "settle",
    "trick_score",
]

# Public names outside ``__all__``, importable from here since before the package: the
# rules' numbers the other bridge games read (book, a game's trick score, B4's rows).
BOOK: Final = _rules.BOOK
GAME_TRICK_SCORE: Final = _rules.GAME_TRICK_SCORE
UNDERTRICKS: Final = _rules.UNDERTRICKS
