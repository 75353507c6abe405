"""The one place French Tarot makes its words: a table from item kind to label, and the rest.

Every word a player reads is a :class:`~cardscore._text.Text` written here (the reading's
"what is allowed" lists are the door's, :mod:`cardscore.tarot._read`). A settlement's part
is named by its kind (``Item.kind``): :data:`LABELS` gives each kind its words.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final, TypeAlias

from cardscore._text import Text
from cardscore.tarot._rules import (
    CONTRACT_BASE,
    PACK_HALVES,
    PETIT_AU_BOUT,
    TARGETS,
    Chelem,
    Contract,
    Poignee,
    Side,
    Spans,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.tarot._results import Settlement

#: What a part of a settlement is: the contract's part, the petit au bout's side, a poignée,
#: the chelem.
What: TypeAlias = Contract | Side | Poignee | Chelem

# The parties a breakdown names (``Item.who``): English data words, said by i18n.term() from
# these msgids.
PARTIES: Final = (Text("taker"), Text("partner"), Text("defender"))

# The contracts' names as shown, each a word of the catalog (the French keep them).
CONTRACT_WORDS: Final = {
    Contract.PRISE: Text("prise"),
    Contract.GARDE: Text("garde"),
    Contract.GARDE_SANS: Text("garde sans"),
    Contract.GARDE_CONTRE: Text("garde contre"),
}

# Card points by half points, as numbers to show (a language writes them its own way:
# 45.5, 45,5): an int when whole, else the float of an exact half.
POINTS: Final[tuple[float, ...]] = tuple(
    halves // 2 if halves % 2 == 0 else halves / 2 for halves in range(PACK_HALVES + 1)
)


def cards(count: int) -> Text:
    """How many cards a pile holds, for the error messages: "1 card", "5 cards"."""
    return Text("{count} card", count=count) if count == 1 else Text("{count} cards", count=count)


# --- The items' labels, by kind (T4) ------------------------------------------------------


def _contract(_what: What, deal: Settlement) -> Text:
    # "garde, 49 points, 2 bouts (target 41): made by 8, (25 + 8) × 2", one template per
    # case (made or lost, one bout or several), every number a number.
    values = {
        "contract": CONTRACT_WORDS[deal.contract],
        "points": POINTS[deal.halves],
        "bouts": deal.bouts,
        "target": TARGETS[deal.bouts],
        "margin": deal.margin,
        "base": CONTRACT_BASE,
        "multiplier": deal.contract.multiplier,
    }
    if deal.made:
        if deal.bouts == 1:
            return Text(
                "{contract}, {points} points, {bouts} bout (target {target}): made by {margin}, "
                "({base} + {margin}) × {multiplier}",
                **values,
            )
        return Text(
            "{contract}, {points} points, {bouts} bouts (target {target}): made by {margin}, "
            "({base} + {margin}) × {multiplier}",
            **values,
        )
    if deal.bouts == 1:
        return Text(
            "{contract}, {points} points, {bouts} bout (target {target}): lost by {margin}, "
            "({base} + {margin}) × {multiplier}",
            **values,
        )
    return Text(
        "{contract}, {points} points, {bouts} bouts (target {target}): lost by {margin}, "
        "({base} + {margin}) × {multiplier}",
        **values,
    )


# The bonuses' labels, made once: the petit au bout by side and contract, each poignée by
# the side that wins the contract (made or not), each chelem.
_PETIT_LABELS: Final[dict[tuple[What, Contract], Text]] = {
    **{
        (Side.TAKER, contract): Text(
            "petit au bout to the taker ({bonus} × {multiplier})",
            bonus=PETIT_AU_BOUT,
            multiplier=contract.multiplier,
        )
        for contract in Contract
    },
    **{
        (Side.DEFENCE, contract): Text(
            "petit au bout to the defence ({bonus} × {multiplier})",
            bonus=PETIT_AU_BOUT,
            multiplier=contract.multiplier,
        )
        for contract in Contract
    },
}
_POIGNEE_LABELS: Final[dict[tuple[What, bool], Text]] = {
    (Poignee.SIMPLE, True): Text("simple poignée, to the taker"),
    (Poignee.SIMPLE, False): Text("simple poignée, to the defence"),
    (Poignee.DOUBLE, True): Text("double poignée, to the taker"),
    (Poignee.DOUBLE, False): Text("double poignée, to the defence"),
    (Poignee.TRIPLE, True): Text("triple poignée, to the taker"),
    (Poignee.TRIPLE, False): Text("triple poignée, to the defence"),
}
_CHELEM_LABELS: Final[dict[What, Text]] = {
    Chelem.ANNOUNCED: Text("chelem announced"),
    Chelem.UNANNOUNCED: Text("chelem unannounced"),
    Chelem.FAILED: Text("chelem failed"),
    Chelem.DEFENCE: Text("chelem defence"),
}


def _petit(what: What, deal: Settlement) -> Text:
    return _PETIT_LABELS[what, deal.contract]


def _poignee(what: What, deal: Settlement) -> Text:
    return _POIGNEE_LABELS[what, deal.made]


def _chelem(what: What, _deal: Settlement) -> Text:
    return _CHELEM_LABELS[what]


#: What each part of the unit is (``Item.kind``), by the type that names it: words no
#: language changes.
KINDS: Final[dict[type, str]] = {
    Contract: "contract",
    Side: "petit_au_bout",
    Poignee: "poignee",
    Chelem: "chelem",
}

#: The words of each kind of item: the part and its settlement make the label.
LABELS: Final[dict[str, Callable[[What, Settlement], Text]]] = {
    "contract": _contract,
    "petit_au_bout": _petit,
    "poignee": _poignee,
    "chelem": _chelem,
}


# --- The counts the cards allow, in words (T7) --------------------------------------------


def spans_text(spans: Spans) -> Text:
    """The counts in words: "17", "from 5 to 77", "from 0 to 4 or 87", each its own Text.

    The points are numbers (a lone count too: "{points}" is how a language writes it, 85,5).
    """
    low, high = spans[-1]
    last = (
        Text("{points}", points=POINTS[low])
        if low == high
        else Text("from {low} to {high}", low=POINTS[low], high=POINTS[high])
    )
    if len(spans) == 1:
        return last
    return Text("{counts} or {last}", counts=spans_text(spans[:-1]), last=last)


# What a side keeps without a trick after a chelem by the defence, by contract (T3, T7).
_KEPT: Final = {
    Contract.PRISE: Text("the discard"),
    Contract.GARDE: Text("the discard"),
    Contract.GARDE_SANS: Text("the chien"),
    Contract.GARDE_CONTRE: Text("nothing"),
}
_CHELEM_COUNT: Final = Text("91 with 3 bouts or 87 with 2 (the Excuse kept by the defence)")


def needs(contract: Contract, players: int, slam: Chelem | None, bouts: int) -> Text:
    """What the count must be, in words, for an ImpossibleResultError."""
    spans = contract.counts[players, slam][bouts]
    if spans:
        counts = spans_text(spans)
        found = (
            Text("{counts} with {bouts} bout", counts=counts, bouts=bouts)
            if bouts == 1
            else Text("{counts} with {bouts} bouts", counts=counts, bouts=bouts)
        )
    else:
        # Only a taker's chelem outside a garde contre leaves no count (with 0 or 1 bout),
        # and its message below does not say ``found``.
        found = Text("no count with {bouts} bouts", bouts=bouts)
    if slam is None or slam is Chelem.FAILED:
        return found
    if slam is Chelem.DEFENCE:
        return Text(
            "{counts}: after a chelem by the defence the taker has only what counts without "
            "a trick ({kept}, plus 4 for their own Excuse)",
            counts=found,
            kept=_KEPT[contract],
        )
    if contract is Contract.GARDE_CONTRE:
        return Text(
            "{counts}: a chelem in a garde contre is {chelem}, less the chien's points and bouts",
            counts=found,
            chelem=_CHELEM_COUNT,
        )
    return Text("{chelem}: a chelem made by the taker takes every card", chelem=_CHELEM_COUNT)


# --- The ledger's words (T3, T5) ----------------------------------------------------------

# The void deals' reasons as shown: words of the catalog (the data keeps the English key).
VOID_WORDS: Final = {"all pass": Text("all pass"), "petit sec": Text("petit sec")}


def describe(taker: str, partner: str | None, contract: Contract, *, alone: bool) -> Text:
    """``"Ann with Cid: garde"``, ``"Eve alone: garde sans"``, ``"Ann: prise"``."""
    word = CONTRACT_WORDS[contract]
    if partner is not None:
        return Text(
            "{taker} with {partner}: {contract}", taker=taker, partner=partner, contract=word
        )
    if alone:
        return Text("{taker} alone: {contract}", taker=taker, contract=word)
    return Text("{taker}: {contract}", taker=taker, contract=word)


def void(reason: str) -> Text:
    """``"void (all pass)"``."""
    return Text("void ({reason})", reason=VOID_WORDS[reason])


def over(played: int) -> Text:
    """``"over after 3 deals"``: a finished session, as the refused value."""
    if played == 1:
        return Text("over after {count} deal", count=played)
    return Text("over after {count} deals", count=played)
