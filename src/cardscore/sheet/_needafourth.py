"""Need a Fourth? in a scoresheet: three players, a chooser and a partner each deal."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING, cast

from cardscore import bridge, needafourth
from cardscore.errors import ScoreError
from cardscore.sheet._core import (
    TOTALS_OPTION,
    Adapter,
    MissingFieldError,
    Saved,
    Value,
    is_names,
    optional_text,
    register,
    renamed,
    rules_from,
    start_totals,
    text,
    totals_option,
    whole,
)
from cardscore.sheet._deals import deal_table, no_preset, passed
from cardscore.sheet._render import ending, explained, laid_out, signed

if TYPE_CHECKING:
    from cardscore.sheet._core import Scoresheet, Sheet

__all__ = ["NEEDAFOURTH"]

_NOTATION = (
    "a table {chooser, partner, result} or {chooser, partner, contract, tricks}, "
    "with liars and redoubled_by if need be; or 'pass' (thrown in)"
)
_NAME = "a player's name"


class _NeedAFourth:
    def __init__(self, session: needafourth.Session) -> None:
        self.ledger = session

    def play(self, deal: Value) -> str:
        if passed(deal) or deal == "thrown in":
            self.ledger = self.ledger.throw_in()
            return "thrown in"
        table = deal_table(
            deal,
            required=("chooser", "partner"),
            optional=("result", "contract", "tricks", "liars", "redoubled_by"),
            notation=_NOTATION,
        )
        result = _result(table)
        liars = table.get("liars", [])
        if isinstance(liars, str):
            liars = [liars]
        if not is_names(liars):
            raise ScoreError("liars", liars, "an array of player names")
        chooser = text("chooser", table["chooser"], _NAME)
        partner = text("partner", table["partner"], _NAME)
        redoubled_by = optional_text("redoubled_by", table.get("redoubled_by"), _NAME)
        self.ledger = self.ledger.record(
            result.contract,
            result.tricks,
            chooser=chooser,
            partner=partner,
            redoubled_by=redoubled_by,
            liars=liars,
        )
        if redoubled_by is not None:
            if redoubled_by in (chooser, "chooser"):
                redoubled_by = chooser
            else:
                # The partner redoubled after the chooser passed, and is now the chooser.
                redoubled_by = partner
                chooser, partner = partner, chooser
        label = f"{chooser} with {partner}: {result}"
        if redoubled_by is not None:
            label += f", redoubled by {redoubled_by}"
        if liars:
            label += ", liar " + " and ".join(liars)
        return label

    def close(self) -> None:
        return None


def _result(table: dict[str, Value]) -> bridge.Result:
    """The contract and tricks of a deal table: ``result``, or ``contract`` and ``tricks``."""
    if "result" in table:
        if "contract" in table or "tricks" in table:
            raise ScoreError("result", table["result"], "either result, or contract and tricks")
        return bridge.Result.parse(text("result", table["result"], "a result ('4SX-1')"))
    if "contract" not in table:
        raise MissingFieldError("result", "a result ('4SX-1'), or a contract and tricks")
    if "tricks" not in table:
        raise MissingFieldError("tricks", "the tricks chooser and partner took, 0 to 13")
    contract = text("contract", table["contract"], "a contract ('4SX')")
    return bridge.Result(contract, whole("tricks", table["tricks"], "an int from 0 to 13"))


def _start(scoresheet: Scoresheet) -> _NeedAFourth:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, needafourth.Rules())
    if len(scoresheet.parties) != 3:
        raise ScoreError("players", list(scoresheet.parties), "three player names")
    planned = scoresheet.options.get("planned")
    if planned is not None:
        planned = whole("planned", planned, "the agreed number of deals, a multiple of 3")
    first_dealer = optional_text("first_dealer", scoresheet.options.get("first_dealer"), _NAME)
    try:
        with warnings.catch_warnings():
            # Said below in the sheet's words: the session's own warning names its argument.
            warnings.simplefilter("ignore", UserWarning)
            session = needafourth.Session(
                scoresheet.parties,
                planned,
                rules=rules,
                first_dealer=first_dealer,
                totals=totals_option(scoresheet),
            )
    except ScoreError as error:
        raise (renamed(error, "planned") if error.field == "deals" else error) from None
    if planned is not None and planned % 3:
        warnings.warn(
            f"planned: {planned} deals is not a multiple of 3: the players will not all deal "
            "equally often",
            UserWarning,
            stacklevel=1,
        )
    return _NeedAFourth(session)


def _save(ledger: object) -> Saved | None:
    if not isinstance(ledger, needafourth.Session):
        return None
    deals: list[Value] = []
    for deal in ledger.deals:
        if deal.contract is None or deal.tricks is None or deal.chooser is None:
            deals.append("pass")
            continue
        # The roles are the final ones (after a partner's redouble): recorded as they are.
        table: dict[str, Value] = {
            "chooser": deal.chooser,
            "partner": deal.partner,
            "result": str(bridge.Result(deal.contract, deal.tricks)),
        }
        if deal.liars:
            table["liars"] = [name for name in ledger.players if name in deal.liars]
        deals.append(table)
    options: dict[str, Value] = start_totals(ledger)
    if ledger.agreed_deals is not None:
        options["planned"] = ledger.agreed_deals
    if ledger.first_dealer != ledger.players[0]:
        options["first_dealer"] = ledger.first_dealer
    return Saved(
        "needafourth",
        ledger.players,
        tuple(deals),
        ledger.rules,
        needafourth.Rules(),
        None,
        options,
    )


# --- The session as players keep it: per player, who chose, who partnered, the liars -------


def _role(deal: needafourth.Deal, player: str) -> str:
    roles = []
    if player == deal.chooser:
        roles.append("chose")
    elif player == deal.partner:
        roles.append("partner")
    if player in deal.liars:
        roles.append("LIAR")
    return " ".join(roles)


def layout(result: Sheet, form: str, *, explain: bool) -> str | None:
    """A Need a Fourth? session as players keep it (text or Markdown; None for another).

    Per deal: who dealt, the contract and its result, who declared; per player, their
    points and role (chose, partner, LIAR), and their running total.
    """
    if form not in ("text", "markdown"):
        return None
    session = cast("needafourth.Session", result.ledger)
    players = result.parties
    header = ["deal", "dealer", "played", *players, *(f"{name} total" for name in players)]
    table = [header]
    for row, deal in zip(result.rows, session.deals, strict=True):
        if deal.contract is None or deal.tricks is None:
            cells = [""] * len(players)
            played = "thrown in (all passed)"
        else:
            cells = [
                f"{signed(points)} {_role(deal, name)}".rstrip()
                for name, points in zip(players, row.scored, strict=True)
            ]
            contract = bridge.Result(deal.contract, deal.tricks)
            played = f"{contract}, {deal.declarer} declared"
            _, redoubled, by = row.played.partition(", redoubled by ")
            if redoubled:  # the partner redoubled: the roles swapped (the row shows them swapped)
                played += f", redoubled by {by.split(',')[0]}"
        number = "" if row.number is None else str(row.number)
        table.append([number, deal.dealer, played, *cells, *map(str, row.running)])
        if explain:
            table += explained(row.items, " " * 10)
    heading = ["chose: the high bidder, who chose the partner; LIAR: a bid broke a requirement"]
    left = {1: True, 2: True}
    return laid_out(
        form,
        f"{result.title}: {', '.join(players)}",
        heading=heading,
        table=table,
        left=left,
        ending=ending(result),
    )


NEEDAFOURTH = Adapter(
    game="needafourth",
    title="Need a Fourth? session",
    parties="players",
    default_parties=None,
    options={
        "planned": "the agreed number of deals, a multiple of 3; without it the session "
        "stays in progress",
        "first_dealer": "who deals first (default: the first player)",
        "totals": TOTALS_OPTION,
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    rules=needafourth.Rules,
    save=_save,
    layout=layout,
)
register(NEEDAFOURTH)
