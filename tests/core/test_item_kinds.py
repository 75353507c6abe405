"""Every line of a breakdown says what it is: ``item.kind``, set where the rule makes it.

A program (or a sheet) tells a game bonus from an overtrick by the kind, never by the
label's words, which a translation changes (issue 26). Each game's deals here are worked by
hand from the rules; the property at the end walks every drawn ledger and result.
"""

from __future__ import annotations

import copy
import pickle
from typing import TYPE_CHECKING

import pytest
from hypothesis import given

from cardscore import (
    ScoreError,
    bridge,
    chicago,
    i18n,
    needafourth,
    pitch,
    rubber,
    strategies,
    tarot,
)
from cardscore.items import Item, item_class

if TYPE_CHECKING:
    from cardscore.ledger import Ledger

# The kinds each game makes: what its page in the docs lists.
KINDS = {
    "bridge": {
        "trick_score",
        "overtricks",
        "insult",
        "slam_bonus",
        "game_bonus",
        "part_score",
        "undertricks",
    },
    "ledgers": {"honours", "rubber_bonus", "unfinished_game", "unfinished_part_score"},
    "needafourth": {
        "part_score",
        "game",
        "small_slam",
        "grand_slam",
        "doubling_bonus",
        "doubled_part_score",
        "overtricks",
        "undertricks",
    },
    "tarot": {"contract", "petit_au_bout", "poignee", "chelem"},
    "pitch": {
        "high",
        "low",
        "jack",
        "hang_jack",
        "jick",
        "big_joker",
        "little_joker",
        "game",
        "trey",
        "kick",
        "take_one",
        "setback",
        "moon_made",
        "moon_failed",
    },
}
EVERY_KIND = set().union(*KINDS.values())


def kinds(items: tuple[Item, ...]) -> list[tuple[str, int, str]]:
    return [(item.who, item.points, item.kind) for item in items]


def test_bridge_b2_to_b5_each_line_named() -> None:
    # B2 4S made with an overtrick, not vulnerable: 120 + 30 + 300.
    assert kinds(bridge.settle("4S", 11, vulnerable=False).items) == [
        ("declarer", 120, "trick_score"),
        ("declarer", 30, "overtricks"),
        ("declarer", 300, "game_bonus"),
    ]
    # B3/B5 6NT redoubled made +1, vulnerable: 760, 400, insult 100, slam 750, game 500.
    assert kinds(bridge.settle("6NTXX", 13, vulnerable=True).items) == [
        ("declarer", 760, "trick_score"),
        ("declarer", 400, "overtricks"),
        ("declarer", 100, "insult"),
        ("declarer", 750, "slam_bonus"),
        ("declarer", 500, "game_bonus"),
    ]
    # B2 a partscore: 2C= is 40 + 50.
    assert kinds(bridge.settle("2C", 8, vulnerable=False).items) == [
        ("declarer", 40, "trick_score"),
        ("declarer", 50, "part_score"),
    ]
    # B4 3H doubled, vulnerable, 4 down: 200 + 2 × 300 + 300.
    assert kinds(bridge.settle("3HX", 5, vulnerable=True).items) == [
        ("defenders", 200, "undertricks"),
        ("defenders", 600, "undertricks"),
        ("defenders", 300, "undertricks"),
    ]


def test_chicago_b6_and_rubber_b7_keep_the_kinds_for_sides() -> None:
    # B6: deal 1, nobody vulnerable: 4S= is 120 below, the game bonus 300 at once.
    match = chicago.Match().record("4S", 10, declarer="N")
    assert kinds(match.deals[0].items) == [("NS", 120, "trick_score"), ("NS", 300, "game_bonus")]
    # B6: a part score on the fourth deal that makes no game: 100 (EW 20 + 40 < 100).
    match = chicago.Match().record("1C", 7, declarer="N").record("1D", 7, declarer="E")
    match = match.record("1H", 7, declarer="S")
    fourth = match.record("2C", 8, declarer="W").deals[-1]
    assert ("EW", 100, "part_score") in kinds(fourth.items)
    # B7: a two-game rubber: 700 to the winners.
    ledger = rubber.Rubber().record("4S", 10, declarer="NS").record("4H", 10, declarer="NS")
    assert ("NS", 700, "rubber_bonus") in kinds(ledger.deals[-1].items)
    # B7: honours, 100 for four trump honours.
    honoured = rubber.Rubber(rules=rubber.Rules(honours=True)).record(
        "2S", 8, declarer="NS", honours="EW:100"
    )
    assert ("EW", 100, "honours") in kinds(honoured.deals[0].items)
    # B7: an unfinished rubber, one game up 300, a part score in the unfinished game 100.
    closed = rubber.Rubber().record("4S", 10, declarer="EW").record("2C", 8, declarer="NS").close()
    assert {("EW", 300, "unfinished_game"), ("NS", 100, "unfinished_part_score")} <= set(
        kinds(closed.deals[-1].items)
    )


def test_need_a_fourth_n3_n4_lines() -> None:
    # N3: 2S doubled made exactly: 100 + 300 + 300 for the chooser, 100 + 200 + 300 partner.
    assert kinds(needafourth.settle("2SX", 8).items) == [
        ("chooser", 100, "part_score"),
        ("partner", 100, "part_score"),
        ("chooser", 300, "doubling_bonus"),
        ("partner", 200, "doubling_bonus"),
        ("chooser", 300, "doubled_part_score"),
        ("partner", 300, "doubled_part_score"),
    ]
    # N3: 4H made +2: game 500 each and 2 × 50 overtricks.
    assert [item.kind for item in needafourth.settle("4H", 12).items] == [
        "game",
        "game",
        "overtricks",
        "overtricks",
    ]
    # N2: slams by level.
    assert needafourth.settle("6C", 12).items[0].kind == "small_slam"
    assert needafourth.settle("7NT", 13).items[0].kind == "grand_slam"
    # N4/N5: a liar's undertricks are undertricks too.
    assert {item.kind for item in needafourth.settle("4HX", 7, liar="chooser").items} == {
        "undertricks"
    }
    # A session's items are the settlement's, for the players' names.
    session = needafourth.Session(("Ann", "Bob", "Cat")).record(
        "4H", 10, chooser="Ann", partner="Bob"
    )
    assert kinds(session.deals[0].items) == [("Ann", 500, "game"), ("Bob", 500, "game")]


def test_tarot_t4_to_t7_parts() -> None:
    # T4-T7 at five: garde, 2 bouts, 45 points: (25 + 4) × 2 = 58 a defender; petit au bout
    # to the taker 10 × 2 = 20; a simple poignée 20. Taker × 2, partner × 1.
    settled = tarot.settle(
        "garde", bouts=2, points=45, players=5, petit_au_bout="taker", poignees=["simple"]
    )
    assert kinds(settled.items) == [
        ("taker", 116, "contract"),
        ("partner", 58, "contract"),
        ("defender", -58, "contract"),
        ("taker", 40, "petit_au_bout"),
        ("partner", 20, "petit_au_bout"),
        ("defender", -20, "petit_au_bout"),
        ("taker", 40, "poignee"),
        ("partner", 20, "poignee"),
        ("defender", -20, "poignee"),
    ]
    # T7: a chelem made unannounced is 200 a defender, after the contract's part.
    chelem = tarot.settle("garde", bouts=3, points=91, chelem="unannounced")
    assert [(item.who, item.points, item.kind) for item in chelem.items][-2:] == [
        ("taker", 600, "chelem"),
        ("defender", -200, "chelem"),
    ]


def test_pitch_p3_p4_points_and_setback() -> None:
    # P3 (the docstring's hand): A holds 5S and takes KH: high, low, game.
    hand = pitch.tally(
        trump="S",
        dealt={"A": "5S 2H", "B": "KH 3C"},
        captured={"A": "5S KH"},
        players=2,
        rules=pitch.ALL_FOURS,
    )
    assert kinds(hand.items) == [("A", 1, "high"), ("A", 1, "low"), ("A", 1, "game")]
    # P4: B bid 2 and took none: set back by 2.
    bid = pitch.tally(
        trump="S",
        dealt={"A": "5S 2H", "B": "KH 3C"},
        captured={"A": "5S KH"},
        players=2,
        rules=pitch.PITCH,
    )
    played = pitch.Game(("A", "B"), rules=pitch.PITCH).record(bid, bidder="B", bid=2)
    assert ("B", -2, "setback") in kinds(played.deals[-1].items)


def test_kind_survives_copy_pickle_replace_and_moving() -> None:
    item = bridge.settle("4S", 11, vulnerable=False).items[1]
    for again in (copy.copy(item), copy.deepcopy(item), pickle.loads(pickle.dumps(item))):
        assert (again, again.kind) == (item, "overtricks")
    assert item._replace(points=60).kind == "overtricks"
    assert item.to("NS") == ("overtricks (1 × 30)", "NS", 30)
    assert item.to("NS", 60).kind == "overtricks"
    label, who, points = item  # still a 3-tuple
    assert (label, who, points) == tuple(item)
    assert i18n.say(item.label, "fr") == "levées de mieux (1 × 30)"


def test_an_item_made_by_hand() -> None:
    plain = Item("a line", "NS", 10)
    assert plain.kind == ""
    assert repr(plain) == "Item(label='a line', who='NS', points=10)"
    named = Item("a line", "NS", 10, kind="my_bonus")
    assert named == plain  # equal as tuples: the kind is not a field
    assert repr(named) == "Item(label='a line', who='NS', points=10, kind='my_bonus')"
    assert type(named) is item_class("my_bonus")
    assert tuple.__new__(item_class("my_bonus"), ("a", "NS", 1)).kind == "my_bonus"
    with pytest.raises(AttributeError):
        named.kind = "other"  # type: ignore[misc]


@pytest.mark.parametrize("kind", ["two words", "", "é", "1st", "x" * 0 + "-"])
def test_a_kind_is_an_ascii_identifier(kind: str) -> None:
    if kind == "":
        assert Item("a", "NS", 1, kind).kind == ""
        return
    with pytest.raises(ScoreError, match="^kind: "):
        Item("a", "NS", 1, kind)


@given(strategies.ledgers(max_deals=6))
def test_every_item_of_every_ledger_has_a_kind_its_game_makes(ledger: Ledger) -> None:
    for deal in ledger.deals:
        for item in deal.items:
            assert item.kind in EVERY_KIND, (item, item.kind)


@given(strategies.results())
def test_every_item_of_every_result_has_a_kind(result: object) -> None:
    items = getattr(result, "items", ())
    assert items
    for item in items:
        assert item.kind in EVERY_KIND, (item, item.kind)
