"""Need a Fourth?: Larry Levy's three-player bridge (rules N1–N6).

The high bidder (the **chooser**) picks a **partner**; together they must make the contract
against the **declarer**, who plays with the dummy and never scores. Scores go by the contract
bid's category (N2), doubling bonuses (N3), undertricks (N4) and, by choice, liar penalties
for bids that broke the agreed requirements (N5):

>>> from cardscore import needafourth
>>> deal = needafourth.settle("2SX", 8)
>>> deal.chooser, deal.partner, deal.declarer
(700, 600, 0)
>>> needafourth.settle("3NTX", 7, liar="chooser").totals
{'chooser': -700, 'partner': -300, 'declarer': 0}

The auction, its requirements and the liars:

>>> hands = {
...     "Ann": "AKQ32.K32.432.432",  # 5 spades, 12 HCP: a fair 1S
...     "Bob": "J4.QJT9854.KQJT9.-",
...     "Cat": "T98765.A76.A76.65",  # 6 spades, 8 HCP: 3S over 1S needs 10+ HCP
... }
>>> needafourth.liars("1S pass 3S pass pass", hands, dealer="Ann")
frozenset({'Cat'})

A session of three players:

>>> session = needafourth.Session(("Ann", "Bob", "Cat"), deals=3)
>>> session = session.record("4H", 10, chooser="Ann", partner="Cat")
>>> session = session.throw_in()
>>> session.totals, session.dealer, session.finished
({'Ann': 500, 'Bob': 0, 'Cat': 500}, 'Cat', False)
"""

from typing import TypeAlias

from cardscore.needafourth import _requirements
from cardscore.needafourth._auction import Auction, Roles, post_auction
from cardscore.needafourth._ledger import Deal, Session
from cardscore.needafourth._read import (
    MAX_CALL_LENGTH,
    MAX_CALLS_TEXT,
    MAX_CONTRACT_LENGTH,
    MAX_HAND_TEXT,
)
from cardscore.needafourth._requirements import (
    SEED_REQUIREMENTS,
    Bid,
    BidCheck,
    Breach,
    Requirement,
    Rules,
    check_bids,
    hcp,
    liars,
    opening_requirement,
    raise_requirement,
)
from cardscore.needafourth._results import Settlement, category, settle
from cardscore.needafourth._rules import (
    CATEGORY_VALUES,
    DOUBLED_PARTSCORE_BONUS,
    GAME_LEVEL,
    LIAR_UNDERTRICK,
    LIAR_VALUES,
    MAX_CALLS,
    PASS,
    UNDERTRICK,
    Call,
    Category,
    Pass,
)

__all__ = [
    "CATEGORY_VALUES",
    "DOUBLED_PARTSCORE_BONUS",
    "GAME_LEVEL",
    "LIAR_UNDERTRICK",
    "LIAR_VALUES",
    "MAX_CALLS",
    "MAX_CALLS_TEXT",
    "MAX_CALL_LENGTH",
    "MAX_CONTRACT_LENGTH",
    "MAX_HAND_TEXT",
    "PASS",
    "SEED_REQUIREMENTS",
    "UNDERTRICK",
    "Auction",
    "Bid",
    "BidCheck",
    "Breach",
    "Call",
    "Category",
    "Deal",
    "Pass",
    "Requirement",
    "Roles",
    "Rules",
    "Session",
    "Settlement",
    "category",
    "check_bids",
    "hcp",
    "liars",
    "opening_requirement",
    "post_auction",
    "raise_requirement",
    "settle",
]

# A public name outside ``__all__``, importable from here since before the package: the
# type of a requirement's ``applies`` and ``holds``.
BidTest: TypeAlias = _requirements.BidTest
