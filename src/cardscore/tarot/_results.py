"""French Tarot's results: a deal settled and a deal recorded, built by keyword (T4, T5, T8).

:func:`settle` reads its arguments at the door (:func:`cardscore.tarot._read.read_deal`),
does the rules' arithmetic (:mod:`cardscore.tarot._rules`) and builds a
:class:`Settlement`; each part's label is made by :mod:`cardscore.tarot._words` when asked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._frozen import fields_repr
from cardscore.items import Item
from cardscore.tarot._read import read_deal
from cardscore.tarot._rules import (
    FFT,
    SHARES,
    Bonuses,
    CardPoints,
    Chelem,
    Contract,
    Part,
    Poignee,
    Rules,
    Side,
    contract_part,
    is_alone,
    parts,
)
from cardscore.tarot._rules import margin as _margin
from cardscore.tarot._words import KINDS, LABELS, describe, void

if TYPE_CHECKING:
    from collections.abc import Iterable
    from decimal import Decimal
    from fractions import Fraction

    from cardscore._text import Text


@attrs.frozen(slots=True, kw_only=True)
class Settlement(CardPoints):
    """One deal settled (T4, T5, T8): its parts, the unit and what each role gets.

    ``unit`` is what each defender pays the taker's side (negative: receives). The roles'
    amounts are per player and sum to zero: ``taker + (partner or 0) + defenders ×
    defender == 0``.

    >>> deal = settle("garde", bouts=2, points=49, petit_au_bout="taker", poignees=["simple"])
    >>> deal.unit, deal.taker, deal.totals
    (106, 318, {'taker': 318, 'defender': -106})
    >>> for item in deal.items[:2]:
    ...     print(item)
    garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: taker +198
    garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2: defender -66

    A settlement is what :func:`settle` returns; build one with it, never by hand.

    Attributes:
        contract: The contract.
        bouts: The bouts the taker's side held at the end, 0..3.
        halves: The taker's side's card points, in half points.
        players: The number of players, 3..5.
        alone: True when the taker plays alone (always at 3 and 4 players).
        petit_au_bout: The side that won the Petit in the last trick, or None.
        poignees: Every declared poignée, by either side.
        chelem: The chelem, or None.
        rules: The rules it was settled under (who shares the bonuses at five, T8).
        breakdown: The parts, the contract's first: each (what, amount per defender from
            the taker's view). Every total and item is computed from them.
        unit: The taker's side's gain per defender, all parts together (T4).
    """

    __repr__ = fields_repr

    contract: Contract
    bouts: int
    halves: int
    players: int
    alone: bool
    petit_au_bout: Side | None
    poignees: tuple[Poignee, ...]
    chelem: Chelem | None
    rules: Rules
    breakdown: tuple[Part, ...]
    unit: int

    @property
    def margin(self) -> int:
        """``|points − target|`` rounded up: the half point goes to the winner (T4)."""
        return _margin(self.halves, self.bouts)

    def _shares(self) -> tuple[int, int, int, int, int]:
        return SHARES[self.players, self.alone, self.rules.bonuses is Bonuses.PERSONAL]

    @property
    def taker(self) -> int:
        """What the taker gets: 2, 3 or 4 units (2 with a partner at five) (T5, T8)."""
        taker, _, taker_bonus, _, _ = self._shares()
        base = self.breakdown[0][1]
        return taker * base + taker_bonus * (self.unit - base)

    @property
    def partner(self) -> int | None:
        """What the called partner gets, or None without a partner (T5, T8)."""
        if self.alone:
            return None
        _, partner, _, partner_bonus, _ = self._shares()
        base = self.breakdown[0][1]
        return partner * base + partner_bonus * (self.unit - base)

    @property
    def defender(self) -> int:
        """What each defender gets: minus the unit."""
        return -self.unit

    @property
    def defenders(self) -> int:
        """How many defenders there are: 2, 3 or 4."""
        return self._shares()[4]

    @property
    def totals(self) -> dict[str, int]:
        """Per role, what one player of that role gets: ``taker``, ``partner``, ``defender``."""
        partner = self.partner
        if partner is None:
            return {"taker": self.taker, "defender": -self.unit}
        return {"taker": self.taker, "partner": partner, "defender": -self.unit}

    @property
    def parts(self) -> tuple[tuple[str, int], ...]:
        """The unit's parts, each (label, amount per defender from the taker's view)."""
        return tuple((self._label(what), amount) for what, amount in self.breakdown)

    @property
    def items(self) -> tuple[Item, ...]:
        """The breakdown: each part, for each role (per player of that role).

        Per role the items add up to :attr:`totals`, since both come from the parts.
        """
        taker, partner, taker_bonus, partner_bonus, _ = self._shares()
        items: list[Item] = []
        for what, amount in self.breakdown:
            kind = KINDS[type(what)]
            label = LABELS[kind](what, self)
            # The contract's part is shared as the contract; the others as bonuses (T8).
            contract = type(what) is Contract
            taker_share = taker if contract else taker_bonus
            partner_share = partner if contract else partner_bonus
            items.append(Item(label, "taker", taker_share * amount, kind))
            if not self.alone and partner_share:
                items.append(Item(label, "partner", partner_share * amount, kind))
            items.append(Item(label, "defender", -amount, kind))
        return tuple(items)

    def _label(self, what: Contract | Side | Poignee | Chelem) -> Text:
        return LABELS[KINDS[type(what)]](what, self)


def settle(
    contract: Contract | str,
    *,
    bouts: int,
    points: float | Fraction | Decimal | str,
    players: int = 4,
    petit_au_bout: Side | str | None = None,
    poignees: Iterable[Poignee | str] = (),
    chelem: Chelem | str | None = None,
    alone: bool = False,
    rules: Rules = FFT,
) -> Settlement:
    """Settle one deal (T4, T5, T8) from the taker's side's bouts and card points.

    The unit is ``(25 + ⌈|points − target|⌉) × multiplier``, signed by the result, plus the
    petit au bout (10 × multiplier to the side that won it), every poignée (20/30/40 to the
    side that wins the contract) and the chelem. The taker gets 2 (three players), 3 (four)
    or, at five, 2 with the partner's 1 or 4 alone, times the unit; each defender minus it.
    With ``rules=Rules(bonuses="personal")`` at five the partner shares only the contract's
    part and the taker gets 3 × each bonus (T8).

    >>> settle("garde sans", bouts=2, points=60, petit_au_bout="defence").unit
    136
    >>> deal = settle("garde", bouts=3, points=80, chelem="failed")
    >>> deal.made, deal.unit, deal.taker
    (True, -62, -186)
    >>> deal = settle("prise", bouts=1, points=50.5, players=5)
    >>> deal.unit, deal.taker, deal.partner, deal.defender
    (-26, -52, -26, 26)

    Raises:
        ImpossibleResultError: Points and bouts that no deal gives (3 bouts and 10 points),
            a chelem's count the cards cannot make (T7), two poignées needing more than 22
            trumps, a petit au bout the bouts or the chelem rule out.
        ScoreError: Any value of the wrong type or outside its range.
    """
    (
        contract,
        bouts,
        halves,
        players,
        petit,
        sizes,
        slam,
        alone,
        rules,
    ) = read_deal(
        contract,
        bouts=bouts,
        points=points,
        players=players,
        petit_au_bout=petit_au_bout,
        poignees=poignees,
        chelem=chelem,
        alone=alone,
        rules=rules,
    )
    base = contract_part(contract, bouts, halves)
    breakdown, unit = parts(contract, base, petit, sizes, slam)
    return Settlement(
        contract=contract,
        bouts=bouts,
        halves=halves,
        players=players,
        alone=is_alone(players, alone=alone),
        petit_au_bout=petit,
        poignees=sizes,
        chelem=slam,
        rules=rules,
        breakdown=breakdown,
        unit=unit,
    )


@attrs.frozen(slots=True, kw_only=True)
class Deal:
    """One recorded deal of a :class:`Session`: who played what and each player's score.

    Attributes:
        number: The deal's number as the players count it, from 1; None for a void deal
            (redealt, it does not count).
        dealer: Who dealt it.
        players: The session's players, in seat order.
        shares: Each player's score for this deal, in seat order; they sum to zero.
        taker: The taker, or None for a void deal.
        partner: The called partner at five, or None (no partner, or the taker alone).
        settlement: The settlement, or None for a void deal.
        void: Why the deal was void and redealt (``"all pass"``, ``"petit sec"``), or None.
        alone: True at five when the taker played alone (called their own card, or it
            was in the chien).
    """

    __repr__ = fields_repr

    number: int | None
    dealer: str | None
    players: tuple[str, ...]
    shares: tuple[int, ...]
    taker: str | None = None
    partner: str | None = None
    settlement: Settlement | None = None
    void: str | None = None
    alone: bool = False

    @property
    def contract(self) -> Contract | None:
        """The contract, or None for a void deal."""
        return None if self.settlement is None else self.settlement.contract

    @property
    def thrown_in(self) -> bool:
        """True for a void deal: all passed, or a petit sec (T3); it does not count."""
        return self.void is not None

    @property
    def scores(self) -> dict[str, int]:
        """Each player's score for this deal, by name (zero for everyone when void)."""
        return dict(zip(self.players, self.shares, strict=True))

    @property
    def items(self) -> tuple[Item, ...]:
        """The settlement's items, by player: per player they add up to :attr:`scores`."""
        if self.settlement is None:
            return ()
        defenders = [p for p in self.players if p not in {self.taker, self.partner}]
        items: list[Item] = []
        for item in self.settlement.items:
            if item.who == "defender":
                items.extend(item.to(player) for player in defenders)
            elif item.who == "taker":
                items.append(item.to(str(self.taker)))
            else:
                items.append(item.to(str(self.partner)))
        return tuple(items)

    def describe(self) -> str:
        """The deal in a few words: ``"Ann with Cid: garde"``, ``"Eve alone: garde sans"``.

        A :class:`~cardscore._text.Text`, which :func:`cardscore.i18n.say` says in any language.
        """
        if self.settlement is None:
            return void(str(self.void))
        return describe(str(self.taker), self.partner, self.settlement.contract, alone=self.alone)
