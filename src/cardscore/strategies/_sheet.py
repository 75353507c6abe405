"""Strategies for scoresheets: whole evenings, written as a player would type them."""

from __future__ import annotations

from typing import TYPE_CHECKING

from hypothesis import strategies as st

from cardscore import bridge, chicago, pitch, rubber, sheet, tarot
from cardscore.strategies._bridge import bridge_results, contracts
from cardscore.strategies._tarot import tarot_settlements

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from cardscore.sheet import Value

__all__ = ["scoresheets"]

_NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay")


def _needafourth_deal(players: tuple[str, ...]) -> st.SearchStrategy[Value]:
    @st.composite
    def deal(draw: st.DrawFn) -> Value:
        if draw(st.integers(0, 9)) == 0:
            return "pass"
        chooser, partner = draw(st.permutations(players))[:2]
        contract = draw(contracts(doublings=st.sampled_from(bridge.Doubling)))
        tricks = draw(st.integers(0, 13))
        table: dict[str, Value] = {"chooser": chooser, "partner": partner}
        if draw(st.booleans()):
            table["result"] = str(bridge.Result(contract, tricks))
        else:
            table |= {"contract": str(contract), "tricks": tricks}
        liars = draw(st.lists(st.sampled_from(players), max_size=2, unique=True))
        if liars:
            table["liars"] = list(liars)
        if contract.doubling is bridge.Doubling.REDOUBLED and draw(st.booleans()):
            table["redoubled_by"] = draw(st.sampled_from((chooser, partner, "partner")))
        return table

    return deal()


def _tarot_deal(players: tuple[str, ...]) -> st.SearchStrategy[Value]:
    @st.composite
    def deal(draw: st.DrawFn) -> Value:
        if draw(st.integers(0, 9)) == 0:
            return {"void": draw(st.sampled_from(("all pass", "petit sec")))}
        settlement = draw(tarot_settlements(players=st.just(len(players))))
        taker = draw(st.sampled_from(players))
        points: Value = (
            settlement.halves // 2 if settlement.halves % 2 == 0 else settlement.halves / 2
        )
        table: dict[str, Value] = {
            "taker": taker,
            "contract": str(settlement.contract),
            "bouts": settlement.bouts,
            "points": points,
        }
        if tarot.SEATINGS[len(players)].calls:  # only five call a partner (T5)
            others = [name for name in players if name != taker]
            table["partner"] = taker if settlement.alone else draw(st.sampled_from(others))
        if settlement.petit_au_bout is not None:
            table["petit_au_bout"] = str(settlement.petit_au_bout)
        if settlement.poignees:
            table["poignees"] = [str(size) for size in settlement.poignees]
        if settlement.chelem is not None:
            table["chelem"] = str(settlement.chelem)
        return table

    return deal()


@st.composite
def _session(
    draw: st.DrawFn,
    game: str,
    sizes: tuple[int, int],
    deal: Callable[[tuple[str, ...]], st.SearchStrategy[Value]],
    max_deals: int,
) -> sheet.Scoresheet:
    count = draw(st.integers(*sizes))
    players = tuple(draw(st.permutations(_NAMES))[:count])
    deals = draw(st.lists(deal(players), max_size=max_deals))
    return sheet.Scoresheet(game, players, tuple(deals))


@st.composite
def _chicago(draw: st.DrawFn, max_deals: int) -> sheet.Scoresheet:
    deals: list[Value] = []
    for _ in range(draw(st.integers(0, min(max_deals, 4)))):
        if draw(st.integers(0, 5)) == 0:
            deals.append("pass")
        seat = draw(st.sampled_from(chicago.SEATS))
        result = draw(bridge_results())
        deals.append(
            f"{seat} {result}"
            if draw(st.booleans())
            else {"declarer": seat, "result": str(result)}
        )
    return sheet.Scoresheet("chicago", chicago.SIDES, tuple(deals))


@st.composite
def _rubber(draw: st.DrawFn, max_deals: int) -> sheet.Scoresheet:
    sides = draw(st.sampled_from((("NS", "EW"), ("Ann", "Bob"))))
    ledger = rubber.Rubber(sides)
    deals: list[Value] = []
    wanted = draw(st.integers(0, max_deals))
    while len(deals) < wanted and not ledger.finished:
        side = draw(st.sampled_from(sides))
        result = draw(bridge_results())
        ledger = ledger.record(result, declarer=side)
        deals.append(f"{side} {result}")
    options: dict[str, Value] = {"close": draw(st.booleans())}
    return sheet.Scoresheet("rubber", sides, tuple(deals), options=options)


def _points(sides: tuple[str, ...]) -> st.SearchStrategy[str | None]:
    return st.none() | st.sampled_from(sides)


@st.composite
def _pitch(draw: st.DrawFn, max_deals: int, game: str) -> sheet.Scoresheet:
    count = draw(st.integers(2, 4))
    sides = tuple(draw(st.permutations(_NAMES))[:count])
    ledger = pitch.Game(sides, rules=pitch.ALL_FOURS if game == "allfours" else pitch.PITCH)
    deals: list[Value] = []
    wanted = draw(st.integers(0, max_deals))
    while len(deals) < wanted and not ledger.finished:
        # A trump is in play: high and low are won; jack and game may be nobody's (P2).
        won: dict[str, str | None] = {
            "high": draw(st.sampled_from(sides)),
            "low": draw(st.sampled_from(sides)),
        }
        for point in ("jack", "game"):
            won[point] = draw(_points(sides))
        hang = False
        bidder: str | None = None
        bid: int | None = None
        take_one: str | None = None
        if game == "allfours":
            hang = won["jack"] is not None and draw(st.booleans())
            others = [side for side in sides if side != ledger.dealer]
            if draw(st.booleans()):
                take_one = draw(st.sampled_from(others))
        else:
            bidder = draw(st.sampled_from(sides))
            bid = draw(st.integers(2, 4))
        hand = pitch.Tally.summary(
            high=won["high"],
            low=won["low"],
            jack=won["jack"],
            game=won["game"],
            hang=hang,
            sides=sides,
            rules=ledger.rules,
        )
        ledger = ledger.record(hand, bidder=bidder, bid=bid, take_one=take_one)
        # Every point named, nobody's as "none" (P2: a forgotten point is caught).
        table: dict[str, Value] = {point: who or "none" for point, who in won.items()}
        written: dict[str, Value] = {"hang": hang, "take_one": take_one, "bidder": bidder}
        table |= {key: value for key, value in written.items() if value}
        if bid is not None:
            table["bid"] = bid
        deals.append(table)
    return sheet.Scoresheet(game, sides, tuple(deals))


_GAMES: dict[str, Callable[[int], st.SearchStrategy[sheet.Scoresheet]]] = {
    "needafourth": lambda most: _session("needafourth", (3, 3), _needafourth_deal, most),
    "tarot": lambda most: _session(
        "tarot", (min(tarot.SEATINGS), max(tarot.SEATINGS)), _tarot_deal, most
    ),
    "chicago": _chicago,
    "rubber": _rubber,
    "allfours": lambda most: _pitch(most, "allfours"),
    "pitch": lambda most: _pitch(most, "pitch"),
}


def scoresheets(
    games: Sequence[str] | None = None, *, max_deals: int = 12
) -> st.SearchStrategy[sheet.Scoresheet]:
    """Scoresheet documents that score without error: open sessions of legal deals.

    ``games`` chooses among ``"chicago"``, ``"rubber"``, ``"needafourth"``, ``"tarot"``,
    ``"allfours"`` and ``"pitch"`` (all of them by default); each deal is written in one of
    the file notations a player would use. Chicago matches, rubbers and pitch games stop
    where the ledger would (after four deals, a won rubber, a won game).
    """
    chosen = tuple(games) if games is not None else tuple(_GAMES)
    return st.one_of(*(_GAMES[game](max_deals) for game in chosen))
