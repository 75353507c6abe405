"""Hypothesis strategies for every game's values and legal results.

Needs the ``cardscore[hypothesis]`` extra. Use them in your own property-based tests:

>>> from hypothesis import given
>>> from cardscore import bridge, strategies
>>> @given(strategies.contracts())
... def test_round_trip(contract):
...     assert bridge.Contract.parse(str(contract)) == contract
>>> test_round_trip()
"""

from __future__ import annotations

try:
    import hypothesis  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the environment
    msg = "cardscore.strategies needs Hypothesis: pip install 'cardscore[hypothesis]'"
    raise ImportError(msg) from error

from cardscore.strategies._bridge import bridge_results, contracts
from cardscore.strategies._ledgers import chicago_matches, chicago_rules, rubber_rules, rubbers
from cardscore.strategies._needafourth import (
    needafourth_auctions,
    needafourth_hands,
    needafourth_rules,
    needafourth_settlements,
)
from cardscore.strategies._pitch import PitchHand, pitch_hands, pitch_rules, pitch_tallies
from cardscore.strategies._sheet import scoresheets
from cardscore.strategies._tarot import (
    tarot_cards,
    tarot_contracts,
    tarot_distributions,
    tarot_players,
    tarot_settlements,
)

__all__ = [
    "PitchHand",
    "bridge_results",
    "chicago_matches",
    "chicago_rules",
    "contracts",
    "needafourth_auctions",
    "needafourth_hands",
    "needafourth_rules",
    "needafourth_settlements",
    "pitch_hands",
    "pitch_rules",
    "pitch_tallies",
    "rubber_rules",
    "rubbers",
    "scoresheets",
    "tarot_cards",
    "tarot_contracts",
    "tarot_distributions",
    "tarot_players",
    "tarot_settlements",
]
