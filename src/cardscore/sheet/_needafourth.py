"""Need a Fourth? in a scoresheet: three players, a chooser and a partner each deal."""

from __future__ import annotations

import warnings
from typing import TYPE_CHECKING

from cardscore import bridge, needafourth
from cardscore._text import Text, listed
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Saved
from cardscore.sheet._deals import (
    CONTRACT_ALLOWED,
    RESULT_ALLOWED,
    deal_table,
    no_preset,
    passed,
)
from cardscore.sheet._fields import (
    MissingFieldError,
    Value,
    is_names,
    optional_text,
    text,
    whole,
)
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
from cardscore.sheet._options import TOTALS_OPTION, rules_from, start_totals, totals_option

if TYPE_CHECKING:
    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["NEEDAFOURTH"]

_NOTATION = Text(
    "a table {chooser, partner, result} or {chooser, partner, contract, tricks}, "
    "with liars and redoubled_by if need be; or 'pass' (thrown in)"
)
_NAME = Text("a player's name")

# What the deals' fields allow, made once (not on every deal).
_TRICKS_ALLOWED = Text("an int from 0 to 13")


class _NeedAFourth:
    def __init__(self, session: needafourth.Session) -> None:
        self.ledger = session

    def play(self, deal: Value) -> str:
        if passed(deal) or deal == "thrown in":
            self.ledger = self.ledger.throw_in()
            return Text("thrown in")
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
        label = Text(
            "{chooser} with {partner}: {result}",
            chooser=chooser,
            partner=partner,
            result=str(result),
        )
        if redoubled_by is None and not liars:  # most deals: the short label
            return label
        said: list[str] = [label]
        if redoubled_by is not None:
            said.append(Text("redoubled by {player}", player=redoubled_by))
        if liars:
            said.append(_liars(liars))
        return listed(said)

    def close(self) -> None:
        return None


def _liars(liars: list[str] | tuple[str, ...]) -> Text:
    """``liar Ann`` or ``liars Ann and Bob``: the liars of a deal's label."""
    if len(liars) == 1:
        return Text("liar {name}", name=liars[0])
    return Text("liars {names} and {last}", names=", ".join(liars[:-1]), last=liars[-1])


def _result(table: dict[str, Value]) -> bridge.Result:
    """The contract and tricks of a deal table: ``result``, or ``contract`` and ``tricks``."""
    if "result" in table:
        if "contract" in table or "tricks" in table:
            raise ScoreError("result", table["result"], "either result, or contract and tricks")
        return bridge.Result.parse(text("result", table["result"], RESULT_ALLOWED))
    if "contract" not in table:
        raise MissingFieldError("result", "a result ('4SX-1'), or a contract and tricks")
    if "tricks" not in table:
        raise MissingFieldError("tricks", "the tricks chooser and partner took, 0 to 13")
    contract = text("contract", table["contract"], CONTRACT_ALLOWED)
    tricks = whole("tricks", table["tricks"], _TRICKS_ALLOWED)
    return bridge.Result(contract, tricks)


def _start(scoresheet: Scoresheet) -> _NeedAFourth:
    no_preset(scoresheet)
    rules = rules_from(scoresheet, needafourth.Rules())
    if len(scoresheet.parties) != 3:
        raise ScoreError("players", list(scoresheet.parties), "three player names")
    planned = scoresheet.options.get("planned")
    if planned is not None:
        allowed = Text("the agreed number of deals, a multiple of 3")
        planned = whole("planned", planned, allowed)
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
        raise (error.named("planned") if error.field == "deals" else error) from None
    if planned is not None and planned % 3:
        warnings.warn(
            Text(
                "planned: {planned} deals is not a multiple of 3: the players will not all "
                "deal equally often",
                planned=planned,
            ),
            UserWarning,
            stacklevel=1,
        )
    return _NeedAFourth(session)


def _save(ledger: needafourth.Session) -> Saved:
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


# Each player's role in a deal, a word after their points: the roles as recorded (after a
# partner's redouble, N1), so that the contract alone says what was played.
_CHOSE, _PARTNER, _DECLARER = Text("chose"), Text("partner"), Text("declarer")
_LIAR = Text("LIAR")
_LEGEND = Text(
    "chose: the high bidder, who chose the partner; declarer: the player left out, who plays "
    "the dummy and never scores; LIAR: a bid broke a requirement"
)


def _role(deal: needafourth.Deal, player: str, words: dict[Text, str]) -> str:
    # Each a word of its own in the cell, after the points: "+530 chose LIAR".
    roles = []
    if player == deal.chooser:
        roles.append(words[_CHOSE])
    elif player == deal.partner:
        roles.append(words[_PARTNER])
    else:
        roles.append(words[_DECLARER])
    if player in deal.liars:
        roles.append(words[_LIAR])
    return " ".join(roles)  # words side by side, as the legend reads them: no sentence


def layout(result: Sheet, session: needafourth.Session, *, explain: bool) -> Layout:
    """A Need a Fourth? session as players keep it.

    Per deal: who dealt, the contract and its result; per player, their points and role
    (chose, partner, declarer, LIAR), and under them the running totals.
    """
    players = result.parties
    columns = (
        Column(say(Text("deal"))),
        Column(say(Text("dealer")), left=True),
        Column(say(Text("contract")), left=True),
        *(Column(name) for name in players),
    )
    total = say(Text("total"))
    lines: list[Line] = []
    words = {word: say(word) for word in (_CHOSE, _PARTNER, _DECLARER, _LIAR)}  # said once
    for row, deal in zip(result.rows, session.deals, strict=True):
        number = "" if row.number is None else str(row.number)
        if deal.contract is None or deal.tricks is None:
            played = say(Text("thrown in (all passed)"))
            lines.append(Line(Kind.VOID, [number, deal.dealer, played, "", "", ""]))
            continue
        cells = [
            Cell(signed(points), _role(deal, name, words))
            for name, points in zip(players, row.scored, strict=True)
        ]
        contract = str(bridge.Result(deal.contract, deal.tricks))
        lines.append(Line(Kind.DEAL, [number, deal.dealer, contract, *cells]))
        lines.append(Line(Kind.RUNNING, ["", "", total, *map(str, row.running)]))
        if explain:
            lines += explained(row.items)
    return Layout(
        (Section(columns, tuple(lines), note_column=2, note_indent=None),),
        ending(result),
        heading=(say(_LEGEND), *started(result)),
        chart=chart(result),
    )


NEEDAFOURTH = Adapter(
    game="needafourth",
    title=Text("Need a Fourth? session"),
    parties="players",
    default_parties=None,
    options={
        "planned": Text(
            "the agreed number of deals, a multiple of 3; without it the session stays in progress"
        ),
        "first_dealer": Text("who deals first (default: the first player)"),
        "totals": TOTALS_OPTION,
    },
    presets=(),
    notation=_NOTATION,
    start=_start,
    ledger=needafourth.Session,
    rules=needafourth.Rules,
    save=_save,
    layout=layout,
)
