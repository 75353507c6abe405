"""Chicago (four-deal bridge): a match of exactly four deals (rules B6).

Vulnerability is fixed by the deal, part scores carry until a side reaches 100 below the line,
and each game is paid at once: 300, or 500 when that side is vulnerable on that deal.

>>> from cardscore import chicago
>>> match = chicago.Match()
>>> match = match.record("2S", 8, declarer="N")        # deal 1: a part score of 60
>>> match = match.record("4SX-1", declarer="E")        # deal 2: E deals, EW vulnerable
>>> match = match.record("2H", 8, declarer="S")        # deal 3: 60 + 60 completes a game
>>> match.partscores, match.totals
({'NS': 0, 'EW': 0}, {'NS': 820, 'EW': 0})
>>> match = match.record("1NT", 8, declarer="W")       # deal 4: a part score, +100
>>> match.finished, match.winner, match.totals
(True, 'NS', {'NS': 820, 'EW': 170})
"""

from cardscore.chicago._ledger import Evening, Match
from cardscore.chicago._results import Deal, EveningDeal, Seating, dealer, rotation, vulnerable
from cardscore.chicago._rules import (
    DEALS,
    FOURTH_DEAL_PARTSCORE,
    GAME_BONUS,
    PLAYERS,
    SEATS,
    SIDES,
    Rules,
)

__all__ = [
    "DEALS",
    "FOURTH_DEAL_PARTSCORE",
    "GAME_BONUS",
    "PLAYERS",
    "SEATS",
    "SIDES",
    "Deal",
    "Evening",
    "EveningDeal",
    "Match",
    "Rules",
    "Seating",
    "dealer",
    "rotation",
    "vulnerable",
]
