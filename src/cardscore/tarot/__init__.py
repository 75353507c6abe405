"""French Tarot: cards, counting, contracts and the zero-sum settlement (rules T1–T6).

The rules are the Fédération Française de Tarot's (FFT) for 3, 4 and 5 players. A deal is
settled from the taker's side's card points and bouts; every defender pays or receives one
*unit* and the taker (with a called partner at five) the opposite, so each deal sums to zero:

>>> from cardscore import tarot
>>> deal = tarot.settle("garde", bouts=2, points=45)
>>> deal.unit, deal.taker, deal.defender
(58, 174, -58)
>>> tarot.settle("garde", bouts=2, points="40.5").made
False
>>> tarot.count("RS 21 EX 1H").points
14.0

Card points are exact halves. They are returned as ``float`` (the API's promise) and are
always an exact multiple of 0.5: every such value up to 91 is exact in binary floating
point, and sums of them are computed on whole half points (``Count.halves``), never rounded.
"""

from typing import Final, TypeAlias

from cardscore.tarot import _rules
from cardscore.tarot._cards import (
    BOUTS,
    CARDS_TEXT_LIMIT,
    EXCUSE,
    PACK,
    Card,
    Count,
    Distribution,
    Rank,
    card_points,
    check_discard,
    count,
    count_tricks,
    is_legal_discard,
    is_void,
    parse_cards,
    petit_sec,
    poignee,
    target,
)
from cardscore.tarot._ledger import Session
from cardscore.tarot._results import Deal, Settlement, settle
from cardscore.tarot._rules import (
    FFT,
    Bonuses,
    Chelem,
    Contract,
    Poignee,
    Rules,
    Side,
)

__all__ = [
    "BOUTS",
    "CARDS_TEXT_LIMIT",
    "EXCUSE",
    "FFT",
    "PACK",
    "Bonuses",
    "Card",
    "Chelem",
    "Contract",
    "Count",
    "Deal",
    "Distribution",
    "Poignee",
    "Rank",
    "Rules",
    "Session",
    "Settlement",
    "Side",
    "card_points",
    "check_discard",
    "count",
    "count_tricks",
    "is_legal_discard",
    "is_void",
    "parse_cards",
    "petit_sec",
    "poignee",
    "settle",
    "target",
]

# Public names outside ``__all__``, importable from here since before the package: the
# rules' tables by player count (the sheet and the strategies read them) and a part.
CHIEN_SIZE: Final = _rules.CHIEN_SIZE
CONTRACT_BASE: Final = _rules.CONTRACT_BASE
HAND_SIZE: Final = _rules.HAND_SIZE
PACK_POINTS: Final = _rules.PACK_POINTS
PETIT_AU_BOUT: Final = _rules.PETIT_AU_BOUT
POIGNEE_THRESHOLDS: Final = _rules.POIGNEE_THRESHOLDS
SEATINGS: Final = _rules.SEATINGS
TARGETS: Final = _rules.TARGETS
Seating = _rules.Seating
Part: TypeAlias = _rules.Part
