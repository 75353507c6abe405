"""All Fours and Pitch (setback) in a scoresheet: sides, the points each hand, to the target."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeGuard

import attrs

from cardscore import pitch
from cardscore._check import fold
from cardscore._text import Text, listed
from cardscore.cards import Card
from cardscore.errors import ScoreError
from cardscore.i18n import say
from cardscore.sheet._adapter import Adapter, Saved
from cardscore.sheet._deals import deal_table, passed
from cardscore.sheet._fields import (
    MissingFieldError,
    Value,
    is_names,
    is_table,
    optional_text,
    text,
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
from cardscore.sheet._options import (
    TOTALS_OPTION,
    rule_options,
    rules_from,
    start_totals,
    totals_option,
)

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.sheet._document import Scoresheet
    from cardscore.sheet._scoring import Sheet

__all__ = ["ALLFOURS", "PITCH"]

_NOTATION = Text(
    "a table: who won each point {high, low, jack, game, ...} or the cards "
    "{trump, dealt, captured}; with bidder and bid (Pitch; all_tricks for a moon), kicks and "
    "take_one (All Fours); "
    "or {redeal = true, kicks = [...]}, {throw_in = true, kicks = [...]} or 'pass'"
)
# Each point of a summary and the award it is (pitch.Tally.summary's keywords).
_SUMMARY = {
    "high": "high",
    "low": "low",
    "jack": "jack",
    "game": "game",
    "jick": "jick",
    "big_joker": "big joker",
    "little_joker": "little joker",
    "trey": "trey",
}
_CARDS = ("trump", "dealt", "captured", "players")
_PLAY = ("bidder", "bid", "kicks", "take_one", "all_tricks")
_SIDE = Text("a side's name")

# What the deals' fields allow, made once (not on every deal).
_TRUMP_ALLOWED = Text("the trump suit ('S')")
_PLAYERS_ALLOWED = Text("the number of players")
_BID_ALLOWED = Text("the bid, an int")


def _is_hands(value: object) -> TypeGuard[dict[str, str | list[str]]]:
    return is_table(value) and all(
        isinstance(cards, str) or is_names(cards) for cards in value.values()
    )


def _hands(field: str, value: Value) -> dict[str, str | list[str]]:
    if not _is_hands(value):
        raise ScoreError(field, value, "a table of each side's cards ('AS KH ...')")
    return value


def _kicks(value: Value) -> list[str]:
    kicks = value.split() if isinstance(value, str) else value
    if not is_names(kicks):
        raise ScoreError("kicks", value, "an array of the turned-up cards ('6H')")
    return list(kicks)


def _optional_int(field: str, value: Value, allowed: str) -> int | None:
    if value is not None and type(value) is not int:
        raise ScoreError(field, value, allowed)
    return value


def _optional_flag(field: str, value: Value) -> bool | None:
    if value is not None and not isinstance(value, bool):
        raise ScoreError(field, value, "true or false")
    return value


# A point nobody won is written "none" (also "nobody" or "-"); JSON's null says the same.
_NOBODY = frozenset(("none", "nobody", "-"))
_NAMED = Text("the side that won it, or none when nobody did")
_POINTS_MISSING = Text(
    "every point of the hand named: the side that won it, or none when nobody did "
    "(at the prompt '{point} none', in a file {point} = \"none\")"
)
_SIDE_MISSING = Text(
    "every point of the hand named: the side that won it "
    "(at the prompt '{point} {side}', in a file {point} = \"{side}\")"
)
_ALWAYS_IN_PLAY = Text(
    "a side: the pitcher leads a trump, so a trump is always in play and high and low are "
    "always won"
)
_BOTH_OR_NEITHER = Text(
    "a side, as high is: one trump dealt is both high and low (both are none only when no "
    "trump was dealt)"
)


def _points_of(rules: pitch.Rules) -> tuple[str, ...]:
    """The points a hand has under ``rules``, each a key of the summary (P2, P5)."""
    extra = {"jick": rules.jick, "big_joker": rules.jokers, "little_joker": rules.jokers}
    extra["trey"] = rules.trey
    return ("high", "low", "jack", "game", *(point for point, has in extra.items() if has))


def _named_points(
    table: dict[str, Value], rules: pitch.Rules, sides: tuple[str, ...]
) -> dict[str, str | None]:
    """Who won each point of a hand noted by points: every point named, a side or none.

    A point left out is refused rather than read as nobody's (P2: a forgotten point is
    caught); in Pitch, high and low are always won (the pitcher leads a trump).
    """
    points = _points_of(rules)
    missing = [point for point in points if point not in table]
    if missing:
        nobody = [point for point in missing if point not in ("high", "low")]
        if nobody:  # shown as nobody's: the side is the player's to say
            allowed = Text(_POINTS_MISSING.template, point=nobody[0])
        else:
            allowed = Text(_SIDE_MISSING.template, point=missing[0], side=sides[0])
        raise MissingFieldError(", ".join(missing), allowed)
    won: dict[str, str | None] = {}
    for point in _SUMMARY:
        value = table.get(point)
        side = optional_text(point, value, _NAMED)
        won[point] = None if side is None or side.strip().lower() in _NOBODY else side
    for point in ("high", "low"):
        if won[point] is None and rules.bidding:
            raise ScoreError(point, table[point], _ALWAYS_IN_PLAY)
    if (won["high"] is None) != (won["low"] is None):
        point = "low" if won["low"] is None else "high"
        raise ScoreError(point, table[point], _BOTH_OR_NEITHER)
    return won


class _Pitch:
    def __init__(self, game: pitch.Game) -> None:
        self.ledger = game

    def play(self, deal: Value) -> str:
        game = self.ledger
        if passed(deal):
            self.ledger = game.throw_in()
            return Text("thrown in")
        if isinstance(deal, dict) and "throw_in" in deal:
            table = deal_table(
                deal, required=("throw_in",), optional=("kicks",), notation=_NOTATION
            )
            if table["throw_in"] is not True:
                raise ScoreError("throw_in", table["throw_in"], "true, with the kicks if any")
            kicks = _kicks(table.get("kicks", []))
            self.ledger = game.throw_in(kicks=kicks)
            return _thrown_in_label(kicks)
        if isinstance(deal, dict) and "redeal" in deal:
            table = deal_table(deal, required=("redeal", "kicks"), notation=_NOTATION)
            if table["redeal"] is not True:
                raise ScoreError("redeal", table["redeal"], "true, with the three kicks")
            kicks = _kicks(table["kicks"])
            self.ledger = game.redeal(kicks=kicks)
            return Text("redeal (kicks {cards})", cards=" ".join(kicks))
        cards = isinstance(deal, dict) and "dealt" in deal
        table = deal_table(
            deal,
            optional=(*(_CARDS if cards else (*_SUMMARY, "hang")), *_PLAY),
            notation=_NOTATION,
        )
        hand: pitch.Tally
        if cards:
            for key in ("trump", "captured"):
                if key not in table:
                    raise MissingFieldError(key, "trump, dealt and captured for a hand of cards")
            hand = pitch.tally(
                trump=text("trump", table["trump"], _TRUMP_ALLOWED),
                dealt=_hands("dealt", table["dealt"]),
                captured=_hands("captured", table["captured"]),
                rules=game.rules,
                dealer=game.dealer,
                players=_optional_int("players", table.get("players"), _PLAYERS_ALLOWED),
            )
        else:
            won = _named_points(table, game.rules, game.sides)
            hang = table.get("hang", False)
            if not isinstance(hang, bool):
                raise ScoreError("hang", hang, "true or false")
            hand = pitch.Tally.summary(
                high=won["high"],
                low=won["low"],
                jack=won["jack"],
                game=won["game"],
                hang=hang,
                jick=won["jick"],
                big_joker=won["big_joker"],
                little_joker=won["little_joker"],
                trey=won["trey"],
                sides=game.sides,
                dealer=game.dealer,
                rules=game.rules,
            )
        kicks = _kicks(table.get("kicks", []))
        self.ledger = game.record(
            hand,
            bidder=optional_text("bidder", table.get("bidder"), _SIDE),
            bid=_optional_int("bid", table.get("bid"), _BID_ALLOWED),
            kicks=kicks,
            take_one=optional_text("take_one", table.get("take_one"), _SIDE),
            all_tricks=_optional_flag("all_tricks", table.get("all_tricks")),
        )
        return _label(table, hand, kicks)

    def close(self) -> None:
        return None


def _thrown_in_label(kicks: list[str]) -> Text:
    if kicks:
        return Text("thrown in (kicks {cards})", cards=" ".join(kicks))
    return Text("thrown in")


def _label(table: dict[str, Value], hand: pitch.Tally, kicks: list[str]) -> str:
    # Each part a Text of its own, "; " between them (a separator, not a word).
    parts: list[str] = []
    if kicks:
        parts.append(Text("kicks {cards}", cards=" ".join(kicks)))
    if table.get("take_one") is not None:
        parts.append(Text("take one: {side}", side=str(table["take_one"])))
    if table.get("bidder") is not None:
        bid = table.get("bid")
        parts.append(Text("{side} bid {bid}", side=str(table["bidder"]), bid=bid))
    if hand.trump is not None:
        parts.append(Text("trumps {suit}", suit=str(hand.trump)))
    awards: list[str] = [
        Text("{point} {side}", point=pitch.point_word(award.point), side=award.side)
        for award in hand.awards
    ]
    said_awards = awards[-1] if awards else Text("no points")
    for award in reversed(awards[:-1]):
        said_awards = Text("{first}, {rest}", first=award, rest=said_awards)
    label = said_awards
    for part in reversed(parts):
        label = Text("{first}; {rest}", first=part, rest=label)
    return label


# Each point's name, to be said: the points are data (``Award.point``), their names words.
def _preset(scoresheet: Scoresheet, default: str) -> pitch.Rules:
    name = scoresheet.preset
    if name is None:
        return pitch.PRESETS[default]
    key = fold(name.strip()).replace("_", "-").replace(" ", "-")
    if key not in pitch.PRESETS:
        presets = ", ".join(map(repr, pitch.PRESETS))
        raise ScoreError("preset", name, Text("one of {presets}", presets=presets))
    return pitch.PRESETS[key]


def _start(default: str) -> Callable[[Scoresheet], _Pitch]:
    def start(scoresheet: Scoresheet) -> _Pitch:
        rules = rules_from(scoresheet, _preset(scoresheet, default))
        first_dealer = optional_text(
            "first_dealer", scoresheet.options.get("first_dealer"), Text("one of the sides")
        )
        totals = totals_option(scoresheet)
        return _Pitch(pitch.Game(scoresheet.parties, rules, first_dealer, totals=totals))

    return start


def _redealt(deal: pitch.Deal) -> bool:
    """True for a deal redealt after three turn-ups of one suit (P3), not thrown in."""
    suits = {card.suit if isinstance(card, Card) else None for card in deal.kicks}
    return len(deal.kicks) == 3 and len(suits) == 1 and None not in suits


def _thrown_in(deal: pitch.Deal) -> Value:
    kicks: list[Value] = [str(card) for card in deal.kicks]
    if not kicks:
        return "pass"
    if _redealt(deal):
        return {"redeal": True, "kicks": kicks}
    return {"throw_in": True, "kicks": kicks}


def _deal(deal: pitch.Deal, rules: pitch.Rules) -> Value:
    table: dict[str, Value] = {}
    if deal.tally is None:
        return _thrown_in(deal)
    if deal.kicks:
        table["kicks"] = [str(card) for card in deal.kicks]
    if deal.take_one is not None:
        table["take_one"] = deal.take_one
    if deal.bidder is not None:
        table["bidder"] = deal.bidder
    if deal.bid is not None:
        table["bid"] = deal.bid
    # Every point of the hand is named: the side that won it, or "none" (P2).
    table |= dict.fromkeys(_points_of(rules), "none")
    for award in deal.tally.awards:
        if award.point == "hang jack":
            table |= {"jack": award.side, "hang": True}
        else:
            table[award.point.replace(" ", "_")] = award.side
    if rules.moon_tricks and deal.bid is not None and deal.bid == rules.moon:
        # A moon noted by points says whether every trick was taken: made needs it (P6).
        table["all_tricks"] = bool(deal.made)
    return table


def _save(ledger: pitch.Game) -> Saved:
    rules = ledger.rules
    # The preset nearest the game's rules; the options say the rest.
    name = min(pitch.PRESETS, key=lambda name: len(rule_options(rules, pitch.PRESETS[name])))
    game = "allfours" if pitch.PRESETS[name].kicks != pitch.PITCH.kicks else "pitch"
    default = "all-fours" if game == "allfours" else "pitch"
    options: dict[str, Value] = start_totals(ledger)
    if ledger.first_dealer not in (None, ledger.sides[0]):
        options["first_dealer"] = ledger.first_dealer
    return Saved(
        game,
        ledger.sides,
        tuple(_deal(deal, rules) for deal in ledger.deals),
        rules,
        pitch.PRESETS[name],
        None if name == default else name,
        options,
    )


# --- The game as players keep it: per side, each point by name, counted or not -------------

_LEGEND = Text("[...]: won in play but not counted (the game already won)")
_LEGEND_BIDDING = Text(
    "[...]: won in play but not counted (the bidder set back, or the game already won)"
)


def _bid(deal: pitch.Deal, item_kinds: list[str]) -> str:
    if deal.bidder is None:
        return ""
    if deal.made:
        return say(Text("{side} {bid} made", side=deal.bidder, bid=deal.bid))
    if any(kind == "setback" for kind in item_kinds):
        return say(Text("{side} {bid} set back", side=deal.bidder, bid=deal.bid))
    return say(Text("{side} {bid} failed", side=deal.bidder, bid=deal.bid))


def _turned(deal: pitch.Deal, rules: pitch.Rules) -> str:
    # Every card turned up, with what it scored for the dealer's side, then the beg's point.
    # The kicks' items follow the turn-ups that kick, in order, as far as the game was
    # counted: each card that kicks (by the rules, never by a label) takes the next one.
    kicks = iter([item for item in deal.items if item.kind == "kick"])
    notes: list[str] = []
    for turned in deal.kicks:
        card = str(turned)
        kick = next(kicks, None) if pitch.kick(turned, rules=rules) else None
        notes.append(
            card
            if kick is None
            else say(Text("{card} {side} +{points}", card=card, side=kick.who, points=kick.points))
        )
    beg = next((item for item in deal.items if item.kind == "take_one"), None)
    if beg is not None:
        notes.append(say(Text("take one: {side} +{points}", side=beg.who, points=beg.points)))
    return say(listed(notes, ";"))


# Each point's column: its heading, and the award that goes in it (a hang jack in the jack's).
_COLUMNS = {
    "high": ("high",),
    "low": ("low",),
    "jack": ("jack", "hang jack"),
    "game": ("game",),
    "jick": ("jick",),
    "big_joker": ("big joker",),
    "little_joker": ("little joker",),
    "trey": ("trey",),
}


# The jokers' columns are headed by the cards' notation (BJ, LJ), as players write them: a
# point's name would make the ten-point sheet too wide for its page.
_NOTATION_HEADINGS = {"big_joker": str(pitch.Joker.BIG), "little_joker": str(pitch.Joker.LITTLE)}


def _heading(point: str) -> str:
    """A point's column heading: its name, said; a joker's card."""
    heading = _NOTATION_HEADINGS.get(point)
    return say(pitch.point_word(_SUMMARY[point])) if heading is None else heading


def _won(deal: pitch.Deal, point: str) -> Cell:
    """Who won ``point`` in ``deal``: the side, in brackets when not counted.

    A hang jack's side is marked with its 3 points.
    """
    awards = deal.tally.awards if deal.tally is not None else ()
    award = next((award for award in awards if award.point in _COLUMNS[point]), None)
    if award is None:
        return Cell("")
    kind = award.point.replace(" ", "_")  # a point's items are of its name's kind
    counted = any(item.kind == kind and item.who == award.side for item in deal.items)
    side = award.side if counted else f"[{award.side}]"
    return Cell(side, f"({award.value})" if award.point == "hang jack" else "")


def layout(result: Sheet, game: pitch.Game, *, explain: bool) -> Layout:
    """A Pitch or All Fours game as players keep it.

    Per deal: the dealer, the bid made or set back, the kicks and the beg; a column per
    point (high, low, jack, game and the rules' others) naming the side that won it (in
    brackets when not counted: set back, or after the game was won); each side's points,
    and under them the running totals.
    """
    sides = result.parties
    deals = game.deals
    bidding = any(deal.bidder is not None for deal in deals)
    kicking = any(deal.kicks or deal.take_one for deal in deals)
    points = _points_of(game.rules)
    columns = [
        Column(say(Text("deal"))),
        Column(say(Text("dealer")), left=True),
        *([Column(say(Text("bid")), left=True)] if bidding else []),
        *([Column(say(Text("kicks, beg")), left=True)] if kicking else []),
    ]
    first = len(columns)
    columns += [Column(_heading(point), left=True) for point in points]
    columns += [Column(side) for side in sides]
    total = say(Text("total"))
    hanged = False
    lines: list[Line] = []
    for row, deal in zip(result.rows, deals, strict=True):
        number = "" if row.number is None else str(row.number)
        kinds = [item.kind for item in deal.items]
        cells: list[Cell | str] = [number, deal.dealer]
        cells += [_bid(deal, kinds)] if bidding else []
        cells += [_turned(deal, game.rules)] if kicking else []
        won = [_won(deal, point) for point in points]
        hanged = hanged or any(cell.mark for cell in won)
        if deal.tally is None:  # thrown in or redealt: said where the points would be
            won[0] = Cell(say(Text("redeal") if _redealt(deal) else Text("thrown in")))
        cells += [*won, *map(signed, row.scored)]
        lines.append(Line(Kind.VOID if deal.tally is None else Kind.DEAL, cells))
        if deal.tally is not None or any(row.scored):  # a redeal's kicks may score (P3)
            # "total" in the column before the points' (not under a point: it names none).
            running = [*[""] * (first - 1), total, *[""] * len(points), *map(str, row.running)]
            lines.append(Line(Kind.RUNNING, running))
        if explain:
            lines += explained(row.items)
    heading = [say(_LEGEND_BIDDING if bidding else _LEGEND)]
    if hanged:
        heading.append(say(_HANG_LEGEND))
    return Layout(
        (Section(tuple(columns), tuple(lines), note_indent=None),),
        ending(result),
        heading=(*heading, *started(result)),
        chart=chart(result),
    )


_HANG_LEGEND = Text("(3): a hang jack, the jack captured from the side it was dealt to")


_OPTIONS = {
    "first_dealer": Text("the side that deals first (default: the first side)"),
    "totals": TOTALS_OPTION,
}

ALLFOURS = Adapter(
    game="allfours",
    title=Text("All Fours"),
    parties="sides",
    default_parties=None,
    options=_OPTIONS,
    presets=tuple(pitch.PRESETS),
    notation=_NOTATION,
    start=_start("all-fours"),
    ledger=pitch.Game,
    rules=pitch.Rules,
    layout=layout,
)
# Auction pitch: all fours' adapter with its own name and start; it alone writes a pitch.Game.
PITCH = attrs.evolve(
    ALLFOURS,
    game="pitch",
    title=Text("Auction pitch"),
    start=_start("pitch"),
    save=_save,
    aliases=("setback",),
)
