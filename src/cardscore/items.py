"""Line items: the itemised breakdown every cardscore result carries.

>>> from cardscore import bridge
>>> for item in bridge.settle("4S", 11, vulnerable=False).items:
...     print(item)
trick score (4 × 30): declarer +120
overtricks (1 × 30): declarer +30
game bonus (not vulnerable): declarer +300
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar, NamedTuple, Self, cast

from cardscore._check import ITEMS_LIMIT, bounded
from cardscore._text import Text
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterable

__all__ = ["Item", "item_class", "sum_items"]


_KIND_ALLOWED = Text(
    "a kind: '' or an ASCII identifier such as 'overtricks' (1,000 different kinds at most)"
)
_ITEMS_ALLOWED = Text("an iterable of Item(label, who, points), who a str and points an int")


class _Line(NamedTuple):
    label: Text
    who: str
    points: int


class Item(_Line):
    """One line of a breakdown: who gets how many points, and why.

    A 3-tuple ``(label, who, points)`` for unpacking, as it always was; it also says what it
    is, in :attr:`kind`: a stable name that no language changes, set where the rule makes
    the line, so that a program (or a sheet) tells a game bonus from an overtrick without
    reading the label's words.

    >>> from cardscore import bridge
    >>> label, who, points = item = bridge.settle("4S", 11, vulnerable=False).items[2]
    >>> (label, who, points), item.kind
    (('game bonus (not vulnerable)', 'declarer', 300), 'game_bonus')
    >>> item
    Item(label='game bonus (not vulnerable)', who='declarer', points=300, kind='game_bonus')

    Attributes:
        label: Why the points are scored, in the game's own words (a
            :class:`~cardscore.i18n.Text`, said in any language by :func:`cardscore.i18n.say`).
        who: The party that scores them (a role, a side or a player).
        points: The points, negative for a loss.
        kind: What the line is, in words no translation changes: ``"trick_score"``,
            ``"overtricks"``, ``"game_bonus"``, ``"honours"``, ``"petit_au_bout"``,
            ``"high"`` ... (each game's page lists its kinds); ``""`` for a line made
            without one. Not part of the tuple: equality and unpacking are the three fields'.
    """

    # The kind is the class's: each kind is a slotted subclass made once (see _kinded), so
    # an Item costs its tuple and nothing more, as before it had a kind.
    __slots__ = ()
    kind: ClassVar[str] = ""

    def __new__(cls, label: str, who: str, points: int, kind: str | None = None) -> Self:
        """An item; ``kind`` (fourth, or by keyword) is kept outside the tuple.

        A plain ``str`` label is kept as a :class:`~cardscore.i18n.Text` of itself (said
        as it is in every language, braces and all), so ``label`` is always a Text.
        """
        kinded = _kinded(cls.kind if kind is None else kind)
        if type(label) is str:
            label = Text(label)
        return cast("Self", tuple.__new__(kinded, (label, who, points)))

    def __reduce__(self) -> tuple[object, ...]:
        return Item, (self.label, self.who, self.points, self.kind)

    def __repr__(self) -> str:
        fields = f"label={self.label!r}, who={self.who!r}, points={self.points!r}"
        return f"Item({fields}, kind={self.kind!r})" if self.kind else f"Item({fields})"

    # namedtuple's own _replace builds the tuple alone: this one keeps the kind.
    def _replace(
        self,
        *,
        label: str | None = None,
        who: str | None = None,
        points: int | None = None,
        kind: str | None = None,
    ) -> Item:
        return Item(
            self.label if label is None else label,
            self.who if who is None else who,
            self.points if points is None else points,
            self.kind if kind is None else kind,
        )

    def to(self, who: str, points: int | None = None) -> Item:
        """The same line, for ``who`` (and ``points``, if given): its label and kind kept.

        >>> from cardscore.items import Item
        >>> Item("overtricks", "declarer", 30, "overtricks").to("NS")
        Item(label='overtricks', who='NS', points=30, kind='overtricks')
        """
        return tuple.__new__(
            type(self), (self.label, who, self.points if points is None else points)
        )

    def __str__(self) -> str:
        # A Text, so that the line can still be said in another language (an f-string would
        # keep only its English).
        return Text(
            "{label}: {who} {points:+d}", label=self.label, who=self.who, points=self.points
        )


_KINDS: dict[str, type[Item]] = {"": Item}
_KIND_LIMIT = 1_000  # the games make a few dozen kinds; a caller's own are bounded too


def _kinded(kind: str) -> type[Item]:
    """The class of the items of ``kind``: made once, a slotted subclass named Item."""
    if type(kind) is not str:
        raise ScoreError("kind", kind, _KIND_ALLOWED)
    cls = _KINDS.get(kind)
    if cls is not None:
        return cls
    if not (kind.isascii() and kind.isidentifier()) or len(_KINDS) >= _KIND_LIMIT:
        raise ScoreError("kind", kind, _KIND_ALLOWED)
    cls = cast(
        "type[Item]",
        type("Item", (Item,), {"__slots__": (), "kind": kind, "__module__": __name__}),
    )
    return _KINDS.setdefault(kind, cls)


def item_class(kind: str) -> type[Item]:
    """The class of the items of ``kind``, for a fast path that makes many.

    ``tuple.__new__(item_class("high"), (label, who, points))`` is
    ``Item(label, who, points, "high")`` without a Python-level call.

    Raises:
        ScoreError: ``kind`` is not an ASCII identifier (or too many kinds were made).
    """
    return _kinded(kind)


def sum_items(items: Iterable[Item]) -> dict[str, int]:
    """Add up the points of ``items`` per party, in order of first appearance.

    >>> sum_items([Item("a", "NS", 10), Item("b", "EW", 5), Item("c", "NS", -3)])
    {'NS': 7, 'EW': 5}

    Raises:
        ScoreError: ``items`` is not an iterable of items, each a str party and int points.
    """
    allowed = _ITEMS_ALLOWED
    given: object = items  # checked as what a caller may really pass
    listed = bounded("items", given, ITEMS_LIMIT, allowed)
    totals: dict[str, int] = {}
    for item in listed:
        if not isinstance(item, tuple) or len(item) != 3:
            raise ScoreError("items", item, allowed)
        _, who, points = item
        if not isinstance(who, str) or type(points) is not int:
            raise ScoreError("items", item, allowed)
        totals[who] = totals.get(who, 0) + points
    return totals
