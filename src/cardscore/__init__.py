"""cardscore: exact, explained scores for card games.

Bridge (duplicate, Chicago, rubber), Need a Fourth?, All Fours and Pitch, and French Tarot,
each in its own module with the same shape: rules, values, ``settle``/``score``, a ledger.

>>> import cardscore
>>> from cardscore import bridge
>>> bridge.score("3NT", 9, vulnerable=True)
600
>>> issubclass(cardscore.ScoreError, ValueError)
True
"""

from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.ledger import Ledger

__version__ = "0.1.0"

__all__ = [
    "ImpossibleResultError",
    "Ledger",
    "NotationError",
    "RuleViolationError",
    "ScoreError",
    "__version__",
]
