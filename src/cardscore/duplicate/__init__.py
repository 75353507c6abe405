"""Duplicate bridge: IMPs, matchpoints, Neuberg, cross-IMPs, Butler, victory points (D1–D4).

In duplicate the same deal (a *board*) is played at several tables and each result is judged
against the other results on that board. Every score here is North-South's duplicate score
(:func:`cardscore.bridge.score` from NS's view; East-West's is its negative).

>>> from cardscore import duplicate
>>> duplicate.imps(430 - 50), duplicate.imps(-620)
(9, -12)
>>> duplicate.matchpoints([90, 0, -50, -50])
(Fraction(6, 1), Fraction(4, 1), Fraction(1, 1), Fraction(1, 1))
>>> duplicate.victory_points(5, 16)
(Decimal('11.48'), Decimal('8.52'))

Sources: WBF Laws of Duplicate Bridge 2017, Law 78 (methods of scoring); the EBU's
"The Neuberg formula"; the WBF Scoring Panel's "The new WBF IMP to VP scales" (2013).
"""

from cardscore._policy import POLICIES, Policy
from cardscore.duplicate._pairs import PairsSession, Standing, Traveller
from cardscore.duplicate._par import imps_to_par
from cardscore.duplicate._results import (
    Play,
    TableResult,
    board_dealer,
    board_vulnerable,
    butler,
    cross_imps,
    imps,
    matchpoints,
    victory_points,
)
from cardscore.duplicate._rules import (
    IMP_TABLE,
    MAX_BOARD,
    MAX_BOARDS,
    METHODS,
    SCALES,
    SEATS,
    SIDES,
    Average,
)
from cardscore.duplicate._teams import MatchResult, TeamsBoard, TeamsEvent, TeamsMatch

__all__ = [
    "IMP_TABLE",
    "MAX_BOARD",
    "MAX_BOARDS",
    "METHODS",
    "POLICIES",
    "SCALES",
    "SEATS",
    "SIDES",
    "Average",
    "MatchResult",
    "PairsSession",
    "Play",
    "Policy",
    "Standing",
    "TableResult",
    "TeamsBoard",
    "TeamsEvent",
    "TeamsMatch",
    "Traveller",
    "board_dealer",
    "board_vulnerable",
    "butler",
    "cross_imps",
    "imps",
    "imps_to_par",
    "matchpoints",
    "victory_points",
]
