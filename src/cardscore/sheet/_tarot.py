"""French Tarot in a scoresheet: 3, 4 or 5 players, a taker each deal (the FFT's rules)."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from cardscore import tarot
from cardscore._check import fold
from cardscore._text import Text, listed
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Saved
from cardscore.sheet._deals import deal_table, no_preset
from cardscore.sheet._fields import Value, flag, is_names, optional_text, text, whole
from cardscore.sheet._layout import (
    Cell,
    Column,
    Kind,
    Layout,
    Line,
    Section,
    chart,
    ending,
    explained,
    signed,
    started,
)
from cardscore.sheet._options import (
    TOTALS_OPTION,
    close_option,
    rules_from,
    start_totals,
    totals_option,
)

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["TAROT"]

_NOTATION = Text(
    "a table {taker, contract, bouts, points} with partner, petit_au_bout, poignees, chelem "
    "or alone if need be; or 'void' ({void = 'petit sec'})"
)
_OPTIONAL = ("partner", "petit_au_bout", "poignees", "chelem", "alone")
_NAME = Text("a player's name")

# What the deals' fields allow, made once (not on every deal).
_VOID_ALLOWED = Text("why the deal was void: 'all pass' or 'petit sec'")
_CONTRACT_ALLOWED = Text("prise, garde, garde sans or garde contre")
_BOUTS_ALLOWED = Text("an int from 0 to 3")
_PETIT_ALLOWED = Text("'taker' or 'defence'")
_CHELEM_ALLOWED = Text("a chelem's name")
_VOID = {"all pass": Text("all pass"), "petit sec": Text("petit sec")}  # why a deal was void
_SIDES = {"taker": Text("taker"), "defence": Text("defence")}  # who made the petit au bout
# How a chelem went (tarot.Chelem's values), as the sheet says it after "chelem" or "Ch".
_CHELEMS = {
    "announced": Text.in_context("tarot chelem", "announced"),
    "unannounced": Text.in_context("tarot chelem", "unannounced"),
    "failed": Text.in_context("tarot chelem", "failed"),
    "defence": Text.in_context("tarot chelem", "defence"),
}


class _Tarot:
    def __init__(self, session: tarot.Session, *, close: bool) -> None:
        self.ledger = session
        self._close = close

    def play(self, deal: Value) -> str:
        if isinstance(deal, str) and fold(deal.strip()) in {"void", "all pass"}:
            self.ledger = self.ledger.throw_in()
            return Text("void (all pass)")
        if isinstance(deal, dict) and "void" in deal:
            reason = deal_table(deal, required=("void",), notation=_NOTATION)["void"]
            allowed = _VOID_ALLOWED
            reason = text("void", reason, allowed)
            self.ledger = self.ledger.throw_in(reason)
            return Text("void ({reason})", reason=_VOID.get(reason, reason))
        table = deal_table(
            deal,
            required=("taker", "contract", "bouts", "points"),
            optional=_OPTIONAL,
            notation=_NOTATION,
        )
        contract = tarot.Contract.parse(text("contract", table["contract"], _CONTRACT_ALLOWED))
        taker = text("taker", table["taker"], _NAME)
        bouts = whole("bouts", table["bouts"], _BOUTS_ALLOWED)
        points = table["points"]
        if isinstance(points, bool) or not isinstance(points, int | float | str):
            raise ScoreError("points", points, "the taker's card points, 0 to 91 by halves")
        written = table.get("poignees", [])
        poignees = written.split() if isinstance(written, str) else written
        if not is_names(poignees):
            raise ScoreError("poignees", written, "an array of 'simple', 'double' or 'triple'")
        self.ledger = self.ledger.record(
            contract,
            taker=taker,
            partner=optional_text("partner", table.get("partner"), _NAME),
            bouts=bouts,
            points=points,
            petit_au_bout=optional_text(
                "petit_au_bout", table.get("petit_au_bout"), _PETIT_ALLOWED
            ),
            poignees=poignees,
            chelem=optional_text("chelem", table.get("chelem"), _CHELEM_ALLOWED),
            alone=flag("alone", table.get("alone", False)),
        )
        return _label(table, contract, taker, bouts, poignees)

    def close(self) -> str | None:
        if self._close and self.ledger.finished:
            warnings.warn(
                Text(
                    "close: the session had played its planned deals; there was nothing to close"
                ),
                stacklevel=1,
            )
        elif self._close:
            self.ledger = self.ledger.close()
        return None


def _label(
    table: dict[str, Value],
    contract: tarot.Contract,
    taker: str,
    bouts: int,
    poignees: list[str] | tuple[str, ...],
) -> str:
    partner = table.get("partner")
    who: str = taker
    if partner is not None and partner != taker:
        who = Text("{taker} with {partner}", taker=taker, partner=partner)
    elif partner == taker or table.get("alone") is True:
        who = Text("{taker} alone", taker=taker)
    points = table["points"]
    counted = (
        Text("{bouts} bout, {points}", bouts=bouts, points=points)
        if bouts == 1
        else Text("{bouts} bouts, {points}", bouts=bouts, points=points)
    )
    said: list[str] = [
        Text("{contract} by {who}: {counted}", contract=str(contract), who=who, counted=counted)
    ]
    petit = table.get("petit_au_bout")
    if petit is not None:
        said.append(Text("petit au bout {side}", side=_SIDES.get(str(petit), str(petit))))
    chelem = table.get("chelem")
    if chelem is not None:
        said.append(Text("chelem {chelem}", chelem=_CHELEMS.get(str(chelem), str(chelem))))
    if poignees:
        said.append(Text("poignée {kinds}", kinds=_spaced(poignees)))
    return listed(said)


# A poignée's kind in words (the file's 'simple', 'double', 'triple' are data, any case).
_KINDS = {
    "simple": Text.in_context("poignée", "simple"),
    "double": Text.in_context("poignée", "double"),
    "triple": Text.in_context("poignée", "triple"),
}


def _spaced(kinds: Sequence[str]) -> str:
    """The kinds of the deal's poignées, in words, one after the other."""
    words: list[str] = [_KINDS.get(fold(kind.strip()), kind) for kind in kinds]
    said = words[0]
    for word in words[1:]:
        said = Text("{words} {word}", words=said, word=word)
    return said


def _start(scoresheet: Scoresheet) -> _Tarot:
    no_preset(scoresheet)
    close = close_option(scoresheet)
    planned = scoresheet.options.get("planned")
    if planned is not None:
        planned = whole("planned", planned, Text("the number of deals to play, from 1"))
    session = tarot.Session(
        players=scoresheet.parties,
        planned=planned,
        rules=rules_from(scoresheet, tarot.Rules()),
        totals=totals_option(scoresheet),
    )
    return _Tarot(session, close=close)


def _deal(deal: tarot.Deal) -> Value:
    settlement = deal.settlement
    if settlement is None or deal.taker is None:
        return {"void": deal.void or "all pass"}
    halves = settlement.halves
    table: dict[str, Value] = {
        "taker": deal.taker,
        "contract": str(settlement.contract),
        "bouts": settlement.bouts,
        "points": halves // 2 if halves % 2 == 0 else halves / 2,
    }
    if deal.partner is not None:
        table["partner"] = deal.partner
    elif tarot.SEATINGS[settlement.players].calls and settlement.alone:
        table["alone"] = True
    if settlement.petit_au_bout is not None:
        table["petit_au_bout"] = str(settlement.petit_au_bout)
    if settlement.poignees:
        table["poignees"] = [str(poignee) for poignee in settlement.poignees]
    if settlement.chelem is not None:
        table["chelem"] = str(settlement.chelem)
    return table


def _save(ledger: tarot.Session) -> Saved:
    options: dict[str, Value] = start_totals(ledger)
    if ledger.planned is not None:
        options["planned"] = ledger.planned
    if ledger.finished and (ledger.planned is None or ledger.played < ledger.planned):
        options["close"] = True  # closed early
    deals = tuple(map(_deal, ledger.deals))
    return Saved("tarot", ledger.players, deals, ledger.rules, tarot.Rules(), None, options)


# --- The session as players keep it: per player, the taker and partner marked ----------------

# The sheet's marks and abbreviations: each a word of the catalog, so that a language marks
# with its own initials (French Pr for preneur), in a context that says what it stands for (a
# letter alone cannot be translated). Within a language no two marks, nor a mark and a column's
# heading, are the same letters: each has one meaning.
_SHORT = {
    "prise": Text.in_context("tarot contract abbreviation: prise", "P"),
    "garde": Text.in_context("tarot contract abbreviation: garde", "G"),
    "garde sans": Text.in_context("tarot contract abbreviation: garde sans", "GS"),
    "garde contre": Text.in_context("tarot contract abbreviation: garde contre", "GC"),
}
_TAKER = Text.in_context("tarot mark: taker", "T")  # and the taker's side's petit au bout
_PARTNER = Text.in_context("tarot mark: partner", "p")
_ALONE = Text.in_context("tarot mark: taker alone", "A")
_DEFENCE = Text.in_context("tarot mark: defence", "D")
_PETIT_AU_BOUT = Text.in_context("tarot mark: petit au bout", "PaB")
_POIGNEE = Text.in_context("tarot mark: poignée", "Pg")
# A poignée's size on the sheet: short, and no letter another mark has (S, D and T are not).
_POIGNEES = {
    "simple": Text.in_context("tarot mark: simple poignée", "sim"),
    "double": Text.in_context("tarot mark: double poignée", "dbl"),
    "triple": Text.in_context("tarot mark: triple poignée", "tpl"),
}
_CHELEM = Text.in_context("tarot mark: chelem", "Ch")
# The legend explains each mark, the marks said as the sheet says them: one meaning per mark
# in every language (a poignée's size is written in full, not as a letter another mark has).
_CONTRACTS_LEGEND = Text(
    "{prise} prise, {garde} garde, {garde_sans} garde sans, {garde_contre} garde contre",
    prise=_SHORT["prise"],
    garde=_SHORT["garde"],
    garde_sans=_SHORT["garde sans"],
    garde_contre=_SHORT["garde contre"],
)
_FOUR_LEGEND = Text("{contracts}; {taker} taker", contracts=_CONTRACTS_LEGEND, taker=_TAKER)
_FIVE_LEGEND = Text(
    "{contracts}; {taker} taker, {partner} partner, {alone} taker alone",
    contracts=_CONTRACTS_LEGEND,
    taker=_TAKER,
    partner=_PARTNER,
    alone=_ALONE,
)
_PETIT_LEGEND = Text(
    "{petit_au_bout} petit au bout ({taker} taker's side, {defence} defence)",
    petit_au_bout=_PETIT_AU_BOUT,
    taker=_TAKER,
    defence=_DEFENCE,
)
_BONUS_LEGEND = Text(
    "{poignee} poignée ({simple} simple, {double} double, {triple} triple); {chelem} chelem",
    poignee=_POIGNEE,
    simple=_POIGNEES["simple"],
    double=_POIGNEES["double"],
    triple=_POIGNEES["triple"],
    chelem=_CHELEM,
)


def legend(players: int) -> tuple[Text, Text, Text]:
    """The legend's lines for a session of ``players``: the partner marks where one is called."""
    calls = tarot.SEATINGS[players].calls
    return (_FIVE_LEGEND if calls else _FOUR_LEGEND), _PETIT_LEGEND, _BONUS_LEGEND


def _halves(value: float) -> str:
    whole, half = divmod(round(value * 2), 2)
    return ("" if whole == 0 and half else str(whole)) + ("½" if half else "")


def _outcome(settlement: tarot.Settlement) -> str:
    exact = abs(settlement.points - settlement.target)
    margin = str(settlement.margin)
    if exact != settlement.margin:  # half a point: counted as a whole one
        margin = f"{_halves(exact)}→{margin}"
    if settlement.made:
        return say(Text("made by {margin}", margin=margin))
    return say(Text("lost by {margin}", margin=margin))


def _extras(settlement: tarot.Settlement) -> str:
    # Marks, each said, and what they mark (a side, a size, how the chelem went): notation
    # laid side by side as the legend reads it, no sentence.
    extras = []
    if settlement.petit_au_bout is not None:
        side = _TAKER if str(settlement.petit_au_bout) == "taker" else _DEFENCE
        extras.append(f"{say(_PETIT_AU_BOUT)} {say(side)}")
    extras += [
        f"{say(_POIGNEE)} {say(_POIGNEES[str(poignee)])}" for poignee in settlement.poignees
    ]
    if settlement.chelem is not None:
        extras.append(f"{say(_CHELEM)} {say(_CHELEMS[str(settlement.chelem)])}")
    return ", ".join(extras)


def _mark(deal: tarot.Deal, player: str) -> str:
    if player == deal.taker:
        # Alone is a word where a partner is called (T5): elsewhere every taker plays the others.
        calls = tarot.SEATINGS[len(deal.players)].calls
        alone = calls and (deal.alone or deal.partner in (None, player))
        return say(_ALONE if alone else _TAKER)
    return say(_PARTNER) if player == deal.partner else ""


def layout(result: Sheet, session: tarot.Session, *, explain: bool) -> Layout:
    """A tarot session as players keep it.

    Per deal: the dealer, the contract, bouts and card points, made or lost by how much,
    the bonuses; per player, the points with the taker and partner marked, and under them
    the running totals. Abbreviated (the legend heads the sheet) so five players fit in
    100 columns.
    """
    players = result.parties
    columns = (
        Column(say(Text("deal"))),
        Column(say(Text("dlr")), left=True),
        Column(say(Text.in_context("tarot column: the contract bid", "bid")), left=True),
        Column(say(Text("bouts"))),
        Column(say(Text("pts"))),
        Column(say(Text("result")), left=True),
        Column(say(Text("bonus")), left=True),
        *(Column(name) for name in players),
    )
    total = say(Text("total"))
    lines: list[Line] = []
    for row, deal in zip(result.rows, session.deals, strict=True):
        settlement = deal.settlement
        number = "" if row.number is None else str(row.number)
        if settlement is None:
            reason = deal.void or "all pass"
            void = say(Text("void ({reason})", reason=_VOID.get(reason, reason)))
            cells = [number, deal.dealer or "", "", "", "", void, "", *[""] * len(players)]
            lines.append(Line(Kind.VOID, cells))
            continue
        points = [
            Cell(signed(points), _mark(deal, name))
            for name, points in zip(players, row.scored, strict=True)
        ]
        lines.append(
            Line(
                Kind.DEAL,
                [
                    number,
                    deal.dealer or "",
                    say(_SHORT[str(settlement.contract)]),
                    str(settlement.bouts),
                    _halves(settlement.points),
                    _outcome(settlement),
                    _extras(settlement),
                    *points,
                ],
            )
        )
        lines.append(Line(Kind.RUNNING, ["", "", "", "", "", "", total, *map(str, row.running)]))
        if explain:
            lines += explained(row.items)
    return Layout(
        (Section(columns, tuple(lines), note_indent=10),),
        ending(result),
        heading=(*(say(line) for line in legend(len(players))), *started(result)),
        chart=chart(result),
    )


TAROT = Adapter(
    game="tarot",
    title=Text("French Tarot session"),
    parties="players",
    default_parties=None,
    options={
        "planned": Text("the number of deals to play (void deals not counted)"),
        "close": Text("the session ends with the last deal of the sheet (default false)"),
        "totals": TOTALS_OPTION,
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    ledger=tarot.Session,
    rules=tarot.Rules,
    save=_save,
    layout=layout,
)
