"""Need a Fourth?'s results: a deal settled, its lines built once and by keyword (N2–N5).

:func:`settle` reads its arguments at the door (:mod:`cardscore.needafourth._read`) and
looks the deal's lines up in tables made once, when the module loads, from the rules'
numbers (:mod:`cardscore.needafourth._rules`) and the words of each kind of line
(:data:`cardscore.needafourth._words.LABELS`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeAlias

import attrs

from cardscore._frozen import builder, fields_repr
from cardscore.bridge import BOOK, Contract, Doubling, Strain
from cardscore.items import Item
from cardscore.needafourth._read import (
    read_breakdown,
    read_contract,
    read_deal,
    read_points,
    read_settled_contract,
    read_settled_liar,
    read_settled_tricks,
)
from cardscore.needafourth._requirements import Rules
from cardscore.needafourth._rules import (
    CATEGORIES,
    LEVELS,
    LIAR_VALUES,
    MOST_OVERTRICKS,
    MOST_UNDERTRICKS,
    REDOUBLED_OVERTRICKS,
    Category,
    down_each,
    made_lines,
    overtrick_value,
)
from cardscore.needafourth._rules import made as _made
from cardscore.needafourth._words import LABELS

if TYPE_CHECKING:
    from collections.abc import Mapping


def category(contract: Contract | str) -> Category:
    """The category of a contract by its bid (N2): doubling does not make a game here.

    >>> str(category("4NT")), str(category("2SX")), str(category("6C"))
    ('game', 'partscore', 'small slam')
    """
    contract = read_contract(contract)
    return CATEGORIES[contract.strain][contract.level - 1]


_Line: TypeAlias = tuple[str, str, int]
"""One line of a breakdown as data: (label, role, points), what an Item holds."""


@attrs.frozen(slots=True, kw_only=True)
class Settlement:
    """The scores of one played deal, per role, and their breakdown (N3–N5).

    :func:`settle` builds it, with the breakdown and the two scores from the same lines;
    built by hand, it checks each field's type and range (not that the items add up). The
    breakdown is kept as plain (label, role, points) lines and handed out as
    :class:`~cardscore.items.Item` values when ``items`` is read, so that settling many
    deals (simulations, long sessions) makes no objects nobody reads.

    Attributes:
        contract: The contract played, doubling included.
        tricks: Tricks taken by chooser and partner, 0..13.
        liar: Who of chooser and partner lied: None, ``"chooser"``, ``"partner"``, ``"both"``.
        chooser: The chooser's score.
        partner: The partner's score.
        items: The itemised breakdown (``who`` is ``"chooser"`` or ``"partner"``).
    """

    __repr__ = fields_repr

    contract: Contract = attrs.field(validator=read_settled_contract)
    tricks: int = attrs.field(validator=read_settled_tricks)
    liar: str | None = attrs.field(validator=read_settled_liar)
    chooser: int = attrs.field(validator=read_points)
    partner: int = attrs.field(validator=read_points)
    _lines: tuple[_Line, ...] = attrs.field(alias="items", validator=read_breakdown, repr=False)

    @property
    def items(self) -> tuple[Item, ...]:
        """The itemised breakdown (``who`` is ``"chooser"`` or ``"partner"``)."""
        # settle's lines are the Items of its tables, made once; a hand-built one's may be
        # plain tuples.
        return tuple(line if isinstance(line, Item) else Item(*line) for line in self._lines)

    @property
    def made(self) -> bool:
        """True when chooser and partner took at least 6 + level tricks."""
        return _made(self.contract, self.tricks)

    @property
    def declarer(self) -> int:
        """The declarer's score: always 0 (N1)."""
        return 0

    @property
    def category(self) -> Category:
        """The contract's category, by the bid (N2)."""
        return CATEGORIES[self.contract.strain][self.contract.level - 1]

    @property
    def totals(self) -> dict[str, int]:
        """Points per role: ``{"chooser": ..., "partner": ..., "declarer": 0}``."""
        return {"chooser": self.chooser, "partner": self.partner, "declarer": 0}


# settle's results, from values it has checked: the fields as they are, no validators.
_build_settlement = builder(Settlement)

_Scored: TypeAlias = tuple[int, int, tuple[_Line, ...]]
"""(chooser's points, partner's points, the lines that make them up)."""


def _scored(*lines: tuple[str, int, int, str]) -> _Scored:
    # N3-N5: each line (label, chooser's points, partner's points, kind) once for each
    # role, as the Items settle hands out; each score is the sum of its lines.
    paired: list[_Line] = []
    for label, chooser, partner, kind in lines:
        paired += (Item(label, "chooser", chooser, kind), Item(label, "partner", partner, kind))
    return (sum(line[1] for line in lines), sum(line[2] for line in lines), tuple(paired))


def _down(contract: Contract, liar: str | None, down: int) -> _Scored:
    # N4-N5: each undertrick by role, each line labelled by whose it is.
    (chooser_each, chooser_whose), (partner_each, partner_whose) = down_each(
        contract.doubling, liar
    )
    label = LABELS["undertricks"]
    return (
        -down * chooser_each,
        -down * partner_each,
        (
            Item(
                label(contract, down, chooser_each, chooser_whose),
                "chooser",
                -down * chooser_each,
                "undertricks",
            ),
            Item(
                label(contract, down, partner_each, partner_whose),
                "partner",
                -down * partner_each,
                "undertricks",
            ),
        ),
    )


def _made_exactly(contract: Contract) -> _Scored:
    # N3: the category's points, then the doubled or redoubled bonus, then (a partscore
    # only) the doubled partscore bonus on top; each line's words by its kind.
    category = CATEGORIES[contract.strain][contract.level - 1]
    return _scored(
        *(
            (LABELS[kind](contract, 1, chooser, None), chooser, partner, kind)
            for kind, chooser, partner in made_lines(contract.doubling, category)
        )
    )


def _overtricks(contract: Contract, each: int) -> tuple[_Scored, ...]:
    # N3: 0 to 6 overtricks at ``each``, the same for chooser and partner.
    label = LABELS["overtricks"]
    return (
        (0, 0, ()),
        *(
            _scored((label(contract, over, each, None), over * each, over * each, "overtricks"))
            for over in range(1, MOST_OVERTRICKS + 1)
        ),
    )


# The contracts the tables are made for: each bid at each doubling.
_CONTRACTS = {
    doubling: {
        strain: tuple(Contract(level=level, strain=strain, doubling=doubling) for level in LEVELS)
        for strain in Strain
    }
    for doubling in Doubling
}

# The results of N3-N5, line by line, made once from the rules above. By doubling, then:
# who lied and tricks down (0..13); strain and level - 1; Rules.redoubled_overtrick (what a
# redoubled overtrick scores; the others score the same under either) and the number of
# overtricks (0..6). Each line's words name its bid, so each table is made from the
# contracts of its doubling (the lines down and over name only the doubling).
_DOWNS: Mapping[Doubling, Mapping[str | None, tuple[_Scored, ...]]] = {
    doubling: {
        liar: tuple(
            _down(bids[Strain.CLUBS][0], liar, down) for down in range(MOST_UNDERTRICKS + 1)
        )
        for liar in LIAR_VALUES
    }
    for doubling, bids in _CONTRACTS.items()
}
_MADE_EXACTLY: Mapping[Doubling, Mapping[Strain, tuple[_Scored, ...]]] = {
    doubling: {strain: tuple(_made_exactly(bid) for bid in made) for strain, made in bids.items()}
    for doubling, bids in _CONTRACTS.items()
}
_OVERTRICKS: Mapping[Doubling, Mapping[int, tuple[_Scored, ...]]] = {
    doubling: {
        option: _overtricks(bids[Strain.CLUBS][0], overtrick_value(doubling, option))
        for option in REDOUBLED_OVERTRICKS
    }
    for doubling, bids in _CONTRACTS.items()
}


def _settle(
    contract: Contract, tricks: int, liar: str | None, redoubled_overtrick: int
) -> Settlement:
    """N3–N5 on checked values: the two scores and their lines, read from the tables."""
    doubling = contract.doubling
    down = BOOK + contract.level - tricks
    if down > 0:
        chooser, partner, lines = _DOWNS[doubling][liar][down]
    else:
        chooser, partner, lines = _MADE_EXACTLY[doubling][contract.strain][contract.level - 1]
        if down:
            points, _, over = _OVERTRICKS[doubling][redoubled_overtrick][-down]
            chooser, partner, lines = chooser + points, partner + points, lines + over
    return _build_settlement(
        contract=contract,
        tricks=tricks,
        liar=liar,
        chooser=chooser,
        partner=partner,
        items=lines,
    )


def settle(
    contract: Contract | str,
    tricks: int,
    *,
    liar: str | None = None,
    rules: Rules = Rules(),
) -> Settlement:
    """Score one deal for the chooser and the partner; the declarer scores 0 (N2–N5).

    ``tricks`` are those taken by chooser and partner; the roles are the final ones (after a
    partner's redouble swapped them). ``liar`` says who of them broke a bid requirement.

    >>> settle("3NTXX", 10).totals
    {'chooser': 1200, 'partner': 1000, 'declarer': 0}
    >>> for item in settle("5CXX", 8).items:
    ...     print(item)
    undertricks (3 × 500, redoubled): chooser -1500
    undertricks (3 × 300, redoubled): partner -900
    >>> settle("3NTX", 7, liar="partner").totals
    {'chooser': -300, 'partner': -700, 'declarer': 0}
    """
    read, tricks, liar, rules = read_deal(contract, tricks, liar, rules, Rules)
    return _settle(read, tricks, liar, rules.redoubled_overtrick)
