"""The errors cardscore raises.

Every error is a :class:`ScoreError`, which is a :class:`ValueError`, so callers that
already catch ``ValueError`` keep working. The message always names the parameter, the
value that was given and what is allowed.

>>> from cardscore import bridge
>>> try:
...     bridge.Contract(8, "S")
... except ScoreError as error:
...     print(error)
level: 8 is not allowed; expected an int from 1 to 7
"""

from __future__ import annotations

__all__ = [
    "ImpossibleResultError",
    "NotationError",
    "RuleViolationError",
    "ScoreError",
]


class ScoreError(ValueError):
    """Base class of every error cardscore raises for bad input.

    Attributes:
        field: The name of the parameter or field that was wrong.
        value: The value that was given, as it was given.
        allowed: A short description of what would have been accepted.
    """

    field: str
    value: object
    allowed: str

    def __init__(self, field: str, value: object, allowed: str) -> None:
        self.field = field
        self.value = value
        self.allowed = allowed
        super().__init__(f"{field}: {value!r} is not allowed; expected {allowed}")


class NotationError(ScoreError):
    """A string that is not in the notation the parameter takes (``"4SXXX"``, ``"ZZ"``)."""


class ImpossibleResultError(ScoreError):
    """A value that no game can produce: 14 tricks, 92 tarot points, a card dealt twice."""


class RuleViolationError(ScoreError):
    """A state the rules forbid: a fifth Chicago deal, an insufficient bid, a stolen bid."""
