"""Par's typed values: the table, a par contract, a par result and :func:`par` itself."""

from __future__ import annotations

from typing import TYPE_CHECKING, Self

import attrs

from cardscore import bridge
from cardscore._check import check_bool, check_int, one_of
from cardscore._text import Text
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.items import Item
from cardscore.par import _read, _rules

if TYPE_CHECKING:
    from collections.abc import Iterable, Mapping

__all__ = ["Par", "ParContract", "Table", "par"]

_LETTERS = {
    bridge.Strain.CLUBS: "C",
    bridge.Strain.DIAMONDS: "D",
    bridge.Strain.HEARTS: "H",
    bridge.Strain.SPADES: "S",
    bridge.Strain.NOTRUMP: "N",
}
_TABLE = Text("a par.Table (from Table.from_dds, Table.from_pbn or Table.from_dict)")
_SIDES = ("NS", "EW")
_DECLARERS = ("N", "E", "S", "W", "NS", "EW")


def _by_strain(cells: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    # DDS rows S H D C NT -> the rules' bidding order C D H S NT.
    return tuple(tuple(cells[row * 4 : row * 4 + 4]) for row in (3, 2, 1, 0, 4))


@attrs.frozen(slots=True, init=False, repr=False)
class Table:
    """A double-dummy table: the tricks each declarer takes in each strain (P1).

    Four orders are in use for the same 20 numbers; each has its own constructor, and the
    table keeps DDS's inside (strains S H D C NT, each for N E S W).

    >>> table = Table.from_pbn("77667775576677566775")
    >>> table.tricks("N", "NT"), table.tricks("E", "S")
    (7, 6)
    >>> Table.from_dds(table.to_dds()) == table
    True

    Attributes:
        cells: The 20 trick counts in DDS's order: ``cells[4 × strain + hand]``, strains
            S H D C NT and hands N E S W.
    """

    cells: tuple[int, ...]
    _strains: tuple[tuple[int, ...], ...] = attrs.field(eq=False)

    def __init__(self, rows: object) -> None:
        """The table of DDS's ``resTable`` rows, as :meth:`from_dds`."""
        cells = _read.dds_rows("rows", rows)
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "_strains", _by_strain(cells))

    @classmethod
    def _of(cls, cells: tuple[int, ...]) -> Self:
        table = object.__new__(cls)
        object.__setattr__(table, "cells", cells)
        object.__setattr__(table, "_strains", _by_strain(cells))
        return table

    @classmethod
    def from_dds(cls, rows: object) -> Self:
        """DDS's ``resTable`` (and endplay's ``DDTable.to_list()``): 5 rows × 4 hands.

        Rows are the strains S H D C NT, columns the declarers N E S W. A numpy array of
        shape (5, 4) is read the same way.

        >>> Table.from_dds([[5, 8, 5, 8], [6, 6, 6, 6], [5, 7, 5, 7], [7, 5, 7, 5],
        ...                 [6, 6, 6, 6]]).tricks("W", "S")
        8

        Raises:
            ScoreError: Not 5 rows of 4 ints 0..13 (naming the cell: ``rows[2][3]``).
        """
        return cls._of(_read.dds_rows("rows", rows))

    @classmethod
    def from_pbn(cls, text: str) -> Self:
        r"""PBN's ``DoubleDummyTricks`` (20 hex digits) or ``OptimumResultTable`` rows.

        ``DoubleDummyTricks`` lists the declarers N S E W, each in NT S H D C; the rows
        read ``N NT 7`` (declarer, strain, tricks), one for each of the 20 pairs. A whole
        board's text may be given: the tag is read if it is there, else the rows after
        ``[OptimumResultTable ...]``.

        >>> Table.from_pbn("N NT 7\nN S 4\n" + "".join(
        ...     f"{seat} {strain} 6\n" for seat in "NESW" for strain in ("NT", "S", "H", "D", "C")
        ...     if (seat, strain) not in {("N", "NT"), ("N", "S")})).tricks("N", "S")
        4

        Raises:
            ScoreError: Not a str, longer than 4,000 characters (refused unread), a digit
                or row that is not a trick count, or a pair missing or given twice.
        """
        return cls._of(_read.from_pbn("text", text))

    @classmethod
    def from_dict(cls, tricks: Mapping[tuple[str, str], int]) -> Self:
        """From ``{(declarer, strain): tricks}``, every one of the 20 pairs once.

        >>> cells = {(seat, strain): 7 for seat in "NESW" for strain in "CDHS"}
        >>> cells.update({(seat, "NT"): 6 for seat in "NESW"})
        >>> Table.from_dict(cells).tricks("S", "NT")
        6

        Raises:
            ScoreError: Not a mapping of the 20 pairs to ints 0..13.
        """
        return cls._of(_read.from_dict("tricks", tricks))

    def tricks(self, declarer: str, strain: bridge.Strain | str) -> int:
        """The tricks ``declarer`` (N, E, S, W) takes in ``strain`` (P1).

        Raises:
            ScoreError: Not a seat or not a strain.
        """
        seat = _read.seat("declarer", declarer)
        row = _read.DDS_STRAINS.index(_read.strain("strain", strain))
        return self.cells[row * 4 + seat]

    def to_dds(self) -> list[list[int]]:
        """The 5 × 4 rows in DDS's order (strains S H D C NT, hands N E S W)."""
        return [list(self.cells[row * 4 : row * 4 + 4]) for row in range(5)]

    def to_pbn(self) -> str:
        """The 20 hex digits of PBN's ``DoubleDummyTricks`` (N S E W, each NT S H D C)."""
        return "".join(
            format(self.cells[row * 4 + seat], "x")
            for seat in (0, 2, 1, 3)
            for row in (4, 0, 1, 2, 3)
        )

    def __repr__(self) -> str:
        return f"Table.from_pbn({self.to_pbn()!r})"


def _level(value: object) -> int:
    return check_int("level", value, 1, 7)


def _strain(value: object) -> bridge.Strain:
    return _read.strain("strain", value)


def _declarers(value: object) -> str:
    return one_of("declarers", value, _DECLARERS)


def _doubled(value: object) -> bool:
    return check_bool("doubled", value)


def _result(value: object) -> int:
    return check_int("result", value, -13, 6)


@attrs.frozen(slots=True)
class ParContract:
    """One par contract, as DDS's ``DealerPar`` lists it (P4).

    >>> contract = ParContract(4, bridge.Strain.SPADES, "EW", doubled=True, result=-1)
    >>> str(contract), contract.contract, contract.tricks
    ('4S*-EW-1', Contract.parse('4SX'), 9)

    Attributes:
        level: The contract's level, 1..7.
        strain: Its strain.
        declarers: Who declares it: ``"NS"`` or ``"EW"`` when either player of the side
            takes the tricks, a seat (``"W"``) when only that player does.
        doubled: True for a sacrifice (doubled, down); par never has a redouble.
        result: Overtricks counted in par (positive), tricks down (negative) or 0.
    """

    level: int = attrs.field(converter=_level)
    strain: bridge.Strain = attrs.field(converter=_strain)
    declarers: str = attrs.field(converter=_declarers)
    doubled: bool = attrs.field(default=False, converter=_doubled)
    result: int = attrs.field(default=0, converter=_result)

    def __attrs_post_init__(self) -> None:
        if not 0 <= self.level + 6 + self.result <= 13:
            raise ImpossibleResultError(
                "result", self.result, Text("a result that leaves 0 to 13 tricks")
            )

    @property
    def side(self) -> str:
        """The declaring side, ``"NS"`` or ``"EW"``."""
        return _SIDES["NESW".index(self.declarers[0]) % 2]

    @property
    def contract(self) -> bridge.Contract:
        """The contract bid, doubled for a sacrifice."""
        doubling = bridge.Doubling.DOUBLED if self.doubled else bridge.Doubling.UNDOUBLED
        return bridge.Contract(self.level, self.strain, doubling)

    @property
    def tricks(self) -> int:
        """The tricks the declaring side takes."""
        return self.level + 6 + self.result

    def __str__(self) -> str:
        doubled = "*" if self.doubled else ""
        result = f"{self.result:+d}" if self.result else ""
        return f"{self.level}{_LETTERS[self.strain]}{doubled}-{self.declarers}{result}"


def _seats(seats: Iterable[int]) -> str:
    return "".join(_read.SEATS[seat] for seat in seats)


def _contracts(outcome: _rules.Outcome) -> tuple[ParContract, ...]:
    made = tuple(
        ParContract(
            (bid.bid - 1) // 5 + 1, _rules.STRAINS[bid.strain], _seats(bid.seats), False, bid.over
        )
        for bid in outcome.made
    )
    sacrifices = tuple(
        ParContract(
            (sac.bid - 1) // 5 + 1,
            _rules.STRAINS[sac.strain],
            _seats(sac.seats),
            True,
            -sac.down,
        )
        for sac in outcome.sacrifices
    )
    return made + sacrifices


@attrs.frozen(slots=True, repr=False)
class Par:
    """The par of a deal: the score both sides reach bidding their best (P2-P4).

    >>> result = par(Table.from_pbn("746b5747b55862758627"), vulnerable="none", dealer="N")
    >>> result.score, [str(contract) for contract in result.contracts]
    (400, ['5D-NS'])
    >>> print(result)
    NS +400: 5D-NS

    Attributes:
        score: North-South's par score (negative when East-West gain).
        contracts: Every par contract, in DDS's order.
        side: The side entitled to a plus score, ``"NS"`` or ``"EW"``; None when passed out.
        table: The double-dummy table.
        vulnerable: ``"none"``, ``"ns"``, ``"ew"`` or ``"both"``.
        dealer: The dealer's seat, who speaks first.
    """

    score: int
    contracts: tuple[ParContract, ...]
    side: str | None
    table: Table
    vulnerable: str
    dealer: str
    _outcome: _rules.Outcome = attrs.field(eq=False)

    def sides(self) -> tuple[Par, Par]:
        """DDS ``Par()``'s two views: par when North-South speak first, when East-West do.

        They differ only where who speaks first matters (both sides make 1NT). North
        speaks first in the first, East in the second.

        >>> result = par(Table.from_pbn("77777777777777777777"), vulnerable="none", dealer="W")
        >>> [(side.score, str(side)) for side in result.sides()]
        [(90, 'NS +90: 1N-NS'), (-90, 'NS -90: 1N-EW')]
        """
        vulnerable = _read.vulnerability("vulnerable", self.vulnerable)
        return (
            _par(self.table, vulnerable, 0),
            _par(self.table, vulnerable, 1),
        )

    @property
    def totals(self) -> dict[str, int]:
        """The par score for each side: ``{"NS": score, "EW": -score}``."""
        return {"NS": self.score, "EW": -self.score}

    @property
    def items(self) -> tuple[Item, ...]:
        """Why this is par: each side's best contract, the sacrifice, and the par itself."""
        outcome = self._outcome
        lines: list[Item] = []
        vulnerable = _read.vulnerability("vulnerable", self.vulnerable)
        for side in (0, 1):
            best = _dearest(self.table, outcome.best[side], vulnerable=vulnerable[side], side=side)
            if best is not None:
                named, points = best
                label = Text(
                    "best contract for {side}: {contract}, {points}",
                    side=_SIDES[side],
                    contract=named,
                    points=points,
                )
                lines.append(Item(label, _SIDES[side], 0, "best_contract"))
        if outcome.side is None:
            label = Text("passed out: neither side makes a contract")
            lines.append(Item(label, "NS", 0, "passed_out"))
            lines.append(Item(label, "EW", 0, "passed_out"))
            return tuple(lines)
        if outcome.against is not None:
            against = ParContract(
                (outcome.against[0] - 1) // 5 + 1,
                _rules.STRAINS[outcome.against[1]],
                _SIDES[outcome.side],
            )
            for contract in self.contracts:
                label = Text(
                    "{side} sacrifice in {contract} against {against}: "
                    "{penalty} instead of {plus}",
                    side=contract.side,
                    contract=str(contract),
                    against=f"{against.level}{_LETTERS[against.strain]}",
                    penalty=abs(self.score),
                    plus=outcome.plus,
                )
                lines.append(Item(label, contract.side, 0, "sacrifice"))
        par_label = Text(
            "par: {contracts}", contracts=", ".join(str(contract) for contract in self.contracts)
        )
        lines.append(Item(par_label, "NS", self.score, "par"))
        lines.append(Item(par_label, "EW", -self.score, "par"))
        return tuple(lines)

    def __str__(self) -> str:
        contracts = ", ".join(str(contract) for contract in self.contracts) or "pass"
        return f"NS {self.score:+d}: {contracts}" if self.score else f"NS 0: {contracts}"

    def __repr__(self) -> str:
        return f"par.par({self.table!r}, vulnerable={self.vulnerable!r}, dealer={self.dealer!r})"


def _dearest(
    table: Table, best: tuple[int, ...], *, vulnerable: bool, side: int
) -> tuple[str, int] | None:
    """A side's highest-scoring making contract (the lowest of equals) and its score."""
    scored = [
        (_rules.MADE[bid][vulnerable], -bid, strain) for strain, bid in enumerate(best) if bid > 0
    ]
    if not scored:
        return None
    points, minus_bid, strain = max(scored)
    seats = _rules.seats_of(table._strains, side, strain)  # noqa: SLF001
    contract = ParContract((-minus_bid - 1) // 5 + 1, _rules.STRAINS[strain], _seats(seats))
    return str(contract), points


def _par(table: Table, vulnerable: tuple[bool, bool], dealer: int) -> Par:
    outcome = _rules.solve(table._strains, vulnerable, dealer)  # noqa: SLF001
    contracts = _contracts(outcome)
    return Par(
        outcome.score,
        contracts,
        None if outcome.side is None else _SIDES[outcome.side],
        table,
        _read.vulnerability_name(vulnerable),
        _read.SEATS[dealer],
        outcome,
    )


def par(table: Table, *, vulnerable: object, dealer: str) -> Par:
    """The par of ``table`` with ``vulnerable`` sides, the bidding opened by ``dealer``.

    ``vulnerable`` is ``"none"``, ``"ns"``, ``"ew"`` or ``"both"`` (any case; PBN's
    ``"All"``, ``"Love"``, ``"-"`` too), or the set of vulnerable sides the bridge modules
    give (:func:`cardscore.duplicate.board_vulnerable`); ``dealer`` is ``"N"``, ``"E"``,
    ``"S"`` or ``"W"``. The dealer speaks first, as DDS's ``DealerPar`` has it (P3).

    >>> result = par(Table.from_pbn("77667775576677566775"), vulnerable="none", dealer="S")
    >>> print(result)
    NS +90: 1N-NS

    Raises:
        ScoreError: ``table`` is not a :class:`Table`, ``vulnerable`` or ``dealer`` not one
            of those.
    """
    if not isinstance(table, Table):
        raise ScoreError("table", table, _TABLE)
    return _par(table, _read.vulnerability("vulnerable", vulnerable), _read.seat("dealer", dealer))
