"""Every word the bridge family makes goes through the catalog (issue 17).

Inside ``pseudo()`` every msgid comes out as «msgid»: a word left outside the guillemets in
a breakdown label, a sheet, a deal's line or an error message was made without
:class:`~cardscore._text.Text` and would reach a Finnish player in English. A word hidden
inside a template as a plain ``str`` value would come out inside the guillemets all the
same, so each Text is also taken apart: its values must be Text, numbers, names or
notation, never English words.

The results are the B2–B7 cases of the rules (every level, strain, doubling, vulnerability
and number of tricks; honours; the rubber bonus 2-0 and 2-1; an unfinished rubber; Chicago's
fourth-deal part score; duplicate scoring; rotating Chicago); the errors are the bad inputs
of tests/core/test_messages.py and tests/ledgers/test_bridge_ledger_messages.py, and more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import pytest

from cardscore import ScoreError, bridge, chicago, i18n, invariants, rubber, sheet

# Private on purpose: the shared validators' messages must be Text too.
from cardscore._check import check_bool, check_int, check_str, check_text, int_from_text, one_of
from cardscore.bridge import Contract, Doubling, Strain
from cardscore.cards import Card, Rank, Suit, parse_cards, parse_hand
from cardscore.i18n import Text
from cardscore.items import sum_items
from tests.bad_input import wrong
from tests.core.test_messages import test_exact_message
from tests.ledgers.test_bridge_ledger_messages import MESSAGES
from tests.pseudo import english_left, fillings, pseudo

if TYPE_CHECKING:
    from collections.abc import Callable, Iterable

FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")


def unsaid(text: str, *, shown_as_given: Iterable[str] = ()) -> list[str]:
    """The English words in the plain-str values of ``text`` (a Text), at any depth.

    ``shown_as_given`` names the values that are legitimately shown as they are: in an
    error's message, the field (a parameter's name) and the value (what the user typed).
    """
    if not isinstance(text, Text):
        return english_left(text)
    given = tuple(f".{name}" for name in shown_as_given)
    return [
        word
        for where, _, _, value in fillings(text)
        if isinstance(value, str) and not isinstance(value, Text)
        if not any(where == top or where.startswith(f"{top}.") for top in given)
        for word in english_left(value)
    ]


def assert_said(text: str) -> None:
    """``text`` is a Text, said whole by the catalog, with no English word in its values."""
    assert isinstance(text, Text), text
    with pseudo():
        said = i18n.say(text)
    assert english_left(said) == [], said
    assert unsaid(text) == [], text


def assert_sheet_said(sheet: Callable[[], str]) -> None:
    """A sheet rendered in pseudo-Finnish has no English word left."""
    with pseudo():
        shown = sheet()
    assert english_left(shown) == [], shown


# --- Breakdown labels ------------------------------------------------------------------------


def bridge_labels() -> set[str]:
    # B2–B5: all 2,940 deals there are (7 levels × 5 strains × 3 doublings × 14 trick counts
    # × 2 vulnerabilities), as settle itemises them.
    return {
        item.label
        for level in range(1, 8)
        for strain in Strain
        for doubling in Doubling
        for tricks in range(14)
        for vulnerable in (False, True)
        for item in bridge.settle(
            Contract(level, strain, doubling), tricks, vulnerable=vulnerable
        ).items
    }


def test_every_bridge_label_is_said() -> None:
    labels = bridge_labels()
    # Trick scores (7 × 5 × 3), overtricks, undertricks 1st to 13th, insults, slams, bonuses.
    assert len(labels) > 150
    templates = {cast("Text", label).template for label in labels}
    assert {
        "trick score ({how})",
        "overtricks ({count} × {each})",
        "overtricks ({count} × {each}, {doubling}, {vulnerability})",
        "1st undertrick ({doubling}, {vulnerability})",
        "2nd undertrick (1 × {each})",
        "2nd and 3rd undertricks (2 × {each})",
        "4th undertrick ({count} × {each})",
        "4th to {last}th undertricks ({count} × {each})",
        "insult ({doubling})",
        "small slam bonus ({vulnerability})",
        "grand slam bonus ({vulnerability})",
        "partscore bonus",
        "game bonus ({vulnerability})",
    } <= templates
    for label in labels:
        assert_said(label)


def test_labels_in_pseudo_finnish() -> None:
    # B4: 7NTXX-13 vulnerable: 400, then 2 × 600, then 10 × 600 (the words the catalog's, the
    # figures values). B2, B3, B5: 4SX+2 not vulnerable: 4 × 30 doubled, 2 × 100, 50, 300.
    with pseudo():
        down = [i18n.say(item.label) for item in bridge.settle("7NTXX", 0, vulnerable=True).items]
        made = [i18n.say(item.label) for item in bridge.settle("4SX", 12, vulnerable=False).items]
    assert down == [
        "«1st undertrick («redoubled», «vulnerable»)»",
        "«2nd and 3rd undertricks (2 × 600)»",
        "«4th to 13th undertricks (10 × 600)»",
    ]
    assert made == [
        "«trick score (««4 × 30», «doubled» × 2»)»",
        "«overtricks (2 × 100, «doubled», «not vulnerable»)»",
        "«insult («doubled»)»",
        "«game bonus («not vulnerable»)»",
    ]


def rubbers() -> list[rubber.Rubber]:
    """Rubbers through every B7 case: honours, slams, penalties, 2-1, 2-0, closed early."""
    honours = rubber.Rubber(rules=rubber.Rules(honours=True), first_dealer="N")
    won_2_1 = (
        honours.throw_in()
        .record("2CX", 9, declarer="NS")  # doubled overtrick, insult, a part score
        .record("4SXX-5", declarer="EW", honours=("NS", 100))  # redoubled, 5 down
        .record("6S", 12, declarer="NS")  # small slam, game 1
        .record("7NT", 13, declarer="EW", honours="EW:150")  # grand slam, four aces
    )
    both_vulnerable = won_2_1
    won_2_1 = won_2_1.record("4H", 10, declarer="NS")  # the rubber, 2-1
    won_2_0 = rubber.Rubber().record("4S", 10, declarer="NS").record("5C", 11, declarer="NS")
    unfinished = rubber.Rubber().record("4H", 10, declarer="EW").record("2C", 8, declarer="NS")
    draw_bridge = rubber.Rubber(sides=("Ann", "Bob"), first_dealer="Bob").record(
        "3NT", 10, declarer="Ann"
    )
    return [
        honours,
        both_vulnerable,
        won_2_1,
        won_2_0,
        unfinished,
        unfinished.close(),
        rubber.Rubber().close(),  # closed at once: equal on points
        draw_bridge,
        draw_bridge.close(),
    ]


def matches() -> list[chicago.Match]:
    """Chicago matches through every B6 case, both scorings and both vulnerability rules."""
    four = (
        chicago.Match()
        .record("1NT", 7, declarer="N")  # deal 1: a part score
        .throw_in()  # passed out, dealt again
        .record("4S", 10, declarer="E")  # deal 2: a game, vulnerable
        .record("3NTX", 8, declarer="S")  # deal 3: a penalty
    )
    honours = chicago.Match(
        rules=chicago.Rules(honours=True, vulnerability="non-dealer"), first_dealer="W"
    ).record("6H", 12, declarer="N", honours=("NS", 150))
    duplicate = (
        chicago.Match(rules=chicago.Rules(scoring="duplicate"))
        .record("2S", 8, declarer="N")  # partscore bonus
        .record("4S", 10, declarer="E")  # game bonus
    )
    return [
        four,
        four.record("2C", 8, declarer="W"),  # deal 4: the part score on the fourth deal
        four.record("2C", 8, declarer="N"),  # deal 4: and NS win
        honours,
        honours.close(),
        duplicate,
        duplicate.close(),
        chicago.Match().close(),  # a tie
        chicago.Match().record("1C", 7, declarer="N").record("2H", 8, declarer="E"),
    ]


def evenings() -> list[chicago.Evening]:
    """Rotating Chicago: five and six players, a chukker and more, a passed-out deal."""
    five = chicago.Evening(list(FIVE))
    for contract, declarer in (("4S=", "Cid"), ("3NT+1", "Dan"), ("2H-1", "Bob"), ("1C=", "N")):
        five = five.record(contract, declarer=declarer)
    five = five.throw_in().record("6NT=", declarer="E")
    six = chicago.Evening(
        ["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"], chicago.Rules(honours=True)
    ).record("4H=", declarer="N", honours=("NS", 100))
    return [five, five.close(), six]


def test_every_ledger_label_sheet_and_deal_is_said() -> None:
    ledgers: list[rubber.Rubber | chicago.Match | chicago.Evening] = [
        *rubbers(),
        *matches(),
        *evenings(),
    ]
    labels = {item.label for ledger in ledgers for deal in ledger.deals for item in deal.items}
    english = set(map(str, labels))
    # The labels of B5–B7 that only the ledgers make are all there.
    assert {
        "honours (four trump honours)",
        "honours (five trump honours)",
        "honours (four aces at notrump)",
        "rubber bonus (2-1)",
        "rubber bonus (2-0)",
        "unfinished rubber: one game up",
        "unfinished rubber: part score in the unfinished game",
        "game bonus (vulnerable)",
        "game bonus (not vulnerable)",
        "part score on the fourth deal",
        "partscore bonus",
    } <= english
    for label in labels:
        assert_said(label)
    for ledger in ledgers:
        assert_sheet_said(lambda: sheet.of(ledger).render())  # noqa: B023
        for form in ("markdown", "csv"):
            assert_sheet_said(lambda: sheet.of(ledger).render(form, explain=True))  # noqa: B023
        for deal in ledger.deals:
            assert_said(str(deal))
    for evening in evenings():
        seating = evening.seating
        if seating is not None:  # a closed evening has none
            assert_said(str(seating))


def test_a_sheet_in_pseudo_finnish() -> None:
    # The words of a sheet are the catalog's, the figures and sides as they are.
    with pseudo():
        printed = sheet.of(rubber.Rubber().record("4S", 11, declarer="NS")).render()
    assert printed.splitlines()[-6:] == [
        "-----+----- «game 1: NS»",
        "=====+=====",
        " 150 |    0",
        "",
        "«in progress, games 1–0»",
        "««Next: deal 2.» «NS vulnerable.»»",
    ]


def test_a_chicago_table_widens_for_its_words() -> None:
    # «deal», «vul» and «none» are wider than the English columns (4): each column is as
    # wide as its widest word, and the rows stay under their heads.
    with pseudo():
        lines = sheet.of(chicago.Match().record("2S", 8, declarer="N")).render().splitlines()
    head, row = lines[3], lines[4]
    assert head.startswith("«deal»  «dealer»  «vul»   «played»")
    assert row.startswith("     1  N         «none»  N 2S=")
    assert row.index("«none»") == head.index("«vul»")
    assert row.index("N 2S=") == head.index("«played»")


# --- Error messages --------------------------------------------------------------------------


def shared_bad_inputs() -> list[Callable[[], object]]:
    # tests/core/test_messages.py's cases (bridge and cards), from its parametrize mark.
    marks = vars(test_exact_message)["pytestmark"]
    cases = next(mark for mark in marks if mark.name == "parametrize").args[1]
    return [call for call, _expected in cases]


MORE_BAD_INPUTS: list[Callable[[], object]] = [
    # bridge
    lambda: bridge.Result.parse("7NT+1"),
    lambda: bridge.Result.parse("4S?"),
    lambda: bridge.Result.parse(wrong(4)),
    lambda: Strain.parse("Z"),
    lambda: Strain.parse(wrong(4)),
    lambda: Doubling.parse("XXX"),
    lambda: Doubling.parse(wrong(2)),
    lambda: bridge.score("4S", 14, vulnerable=False),
    lambda: bridge.score("4S", 10, vulnerable=wrong("yes")),
    lambda: Contract(8, "S"),
    # cards
    lambda: Suit.parse("Z"),
    lambda: Suit.parse(wrong(1)),
    lambda: Rank.parse("1"),
    lambda: Card.parse("ZZ"),
    lambda: parse_cards("AS AS"),
    lambda: parse_cards(wrong(4)),
    lambda: parse_hand("AK.QJ"),
    # the checks the modules share
    lambda: check_int("level", 9, 1, 7),
    lambda: check_int("level", "9", 1, 7),
    lambda: check_bool("honours", 1),
    lambda: check_str("name", 1),
    lambda: check_text("result", "4" * 100, 64, Text("a str")),
    lambda: int_from_text("points", "x", 0, 100),
    lambda: int_from_text("points", "1000", 0, 100),
    lambda: int_from_text("points", "101", 0, 100),
    lambda: one_of("side", "XY", ("NS", "EW")),
    lambda: sum_items(wrong(4)),
    lambda: sum_items([wrong(("a", "NS"))]),
    # rubber
    lambda: rubber.Rubber(sides=("NS",)),
    lambda: rubber.Rubber(sides=wrong(("NS", 4))),
    lambda: rubber.Rubber(sides=("NS", "ns")),
    lambda: rubber.Rubber(first_dealer="X"),
    lambda: rubber.Rubber(sides=("Ann", "Bob"), first_dealer="N"),
    lambda: rubber.Rubber(first_dealer=wrong(4)),
    lambda: rubber.Rubber(rules=wrong(chicago.Rules())),
    lambda: rubber.Rules(honours=wrong(1)),
    lambda: rubber.Rules(unfinished_game=-1),
    lambda: rubber.Rubber().record("4S", 10, declarer="XY"),
    lambda: rubber.Rubber().record("4S", 10, declarer=wrong(4)),
    lambda: rubber.Rubber().close().record("4S", 10, declarer="NS"),
    lambda: (
        rubber.Rubber()
        .record("7NT", 13, declarer="NS")
        .record("7NT", 13, declarer="NS")
        .record("1C", 7, declarer="NS")
    ),
    lambda: rubber.Rubber().undo(),
    # chicago
    lambda: chicago.Rules(vulnerability="both"),
    lambda: chicago.Rules(vulnerability=wrong(1)),
    lambda: chicago.Rules(scoring="rubber"),
    lambda: chicago.Rules(scoring=wrong(1)),
    lambda: chicago.Rules(honours=True, scoring="duplicate"),
    lambda: chicago.Match(first_dealer="X"),
    lambda: chicago.Match(first_dealer=wrong(1)),
    lambda: chicago.dealer(5),
    lambda: chicago.dealer(wrong("1")),
    lambda: chicago.Match().close().record("1C", 7, declarer="N"),
    lambda: chicago.Match(rules=chicago.Rules(honours=True)).record(
        "4S", 10, declarer="N", honours=("XY", 100)
    ),
    lambda: chicago.Evening(["Ann", "Bob"]),
    lambda: chicago.Evening(["Ann", "Bob", "Cid", "Dan", "N"]),
    lambda: chicago.Evening(["Ann", "Bob", "Cid", "Dan", "ann"]),
    lambda: chicago.Evening(wrong(["Ann", "Bob", "Cid", "Dan", 4])),
    lambda: chicago.Evening(wrong(4)),
    lambda: chicago.Evening(list(FIVE)).record("4S=", declarer="Ann"),  # sits out
    lambda: chicago.Evening(list(FIVE)).record("4S=", declarer="Zed"),
    lambda: chicago.Evening(list(FIVE)).record("4S=", declarer=wrong(4)),
    lambda: chicago.Evening(list(FIVE)).close().record("4S=", declarer="N"),
    # the invariants' own bad input (a ScoreError; their InvariantError stays English)
    lambda: invariants.check_breakdown(wrong(42)),
    lambda: invariants.check_deal(42),
]


def bad_inputs() -> list[Callable[[], object]]:
    return [
        *shared_bad_inputs(),
        *(call for _name, call, _expected in MESSAGES),
        *MORE_BAD_INPUTS,
    ]


@pytest.mark.parametrize("call", bad_inputs())
def test_every_error_message_is_said(call: Callable[[], object]) -> None:
    with pytest.raises(ScoreError) as caught:
        call()
    error = caught.value
    text = error.args[0]
    with pseudo():
        said = i18n.message(error)
    assert english_left(said) == [], said
    # The field and the value are shown as given; every other word is the catalog's.
    assert unsaid(text, shown_as_given=("field", "value")) == [], text


def test_the_error_cases_are_broad() -> None:
    # Every error these modules raise in the existing message tests, and more.
    assert len(bad_inputs()) > 150
