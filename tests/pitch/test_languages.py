"""Every word cardscore.pitch shows goes through the catalog (issue 17).

Inside :func:`tests.pseudo.pseudo` every msgid is said as «msgid»: a breakdown line's label
or an error's message with English left outside the guillemets has a word that bypassed the
catalog. The deals are those of the rules (pitch.md P1–P6: the hands of tests/pitch/test_scoring.py
and tests/pitch/test_house_rules.py, hand-worked there); the errors are the inputs of
tests/pitch/test_messages.py and of the house-rule messages.

A pseudo-translated error message is one «…» around the whole, whatever its parts: so each
part is checked too. Every template (msgid) said must be a str literal of the source, where
the extractor finds it (an f-string or a concatenation makes a msgid no catalog has), and no
plain-str value filling a template may hold English words, except what is legitimately
shown as it is: side names, card codes, the user's input, the names of presets and fields.
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import i18n, pitch
from cardscore.errors import ScoreError
from cardscore.i18n import Text
from cardscore.items import Item
from cardscore.pitch import (
    ALL_FOURS,
    PITCH,
    PRESETS,
    TEN_POINT,
    Game,
    GameTie,
    Tally,
)
from tests.bad_input import wrong
from tests.pitch.test_messages import CASES
from tests.pitch.test_scoring import HAND_J, LONE_JICK, TEN_POINT_HAND
from tests.pseudo import english_left, fillings, pseudo

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

# The library's source: pitch's package and the base it uses.
SOURCE = Path(pitch.__file__).parent.parent
PACKAGE = Path(pitch.__file__).parent
US_THEM = ("us", "them")
MOON = attrs.evolve(PITCH, moon=5)


@cache
def _literals() -> frozenset[str]:
    """Every str literal of the package's source: the msgids the extractor can find."""
    found: set[str] = set()
    for path in SOURCE.rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                found.add(node.value)
    return frozenset(found)


def _parts(text: Text) -> Iterator[tuple[str, object]]:
    """``text``'s template and the values filling it, Text values' own parts included."""
    yield "template", text.template
    for _, _, name, value in fillings(text):
        yield ("template", value.template) if isinstance(value, Text) else (name, value)


def _problems(text: str) -> list[str]:
    """What in ``text`` bypasses the catalog: English said outside «», a msgid not in the
    source, a word in a plain value. The empty list when every word goes through it."""
    with pseudo():
        said = i18n.say(text)
    problems = [f"said as English: {word!r} in {said!r}" for word in english_left(said)]
    if not isinstance(text, Text):
        return [*problems, f"a plain str, not a Text: {text!r}"]
    for name, value in _parts(text):
        if name == "template":
            if value not in _literals():
                problems.append(f"a template no literal of the source has: {value!r}")
        elif isinstance(value, str) and name not in NOTATION_FIELDS:
            problems.extend(f"English in {name}={value!r}: {w!r}" for w in english_left(value))
    return problems


# The fields of templates whose values are shown as they are: the field's name (a
# parameter's or a scoresheet key's, never translated), a side's name or names
# (``us``, ``them``), cards and suits, presets and the Rules(...) a message names (the API's
# own names, as a program writes them), notation the user typed.
NOTATION_FIELDS = frozenset(
    {"field", "side", "sides", "names", "name", "winner", "loser", "dealer", "rules", "presets"}
    | {"card", "trump", "counts", "options", "points"}
)


# --- Deals: every label of every kind of hand ------------------------------------------------


def _tie_hand() -> dict[str, object]:
    # Trump hearts: A dealt 2H TS, B 3H TD; A takes TD (10), B takes TS (10): game points tie.
    return {
        "trump": "H",
        "dealt": {"A": "2H TS", "B": "3H TD"},
        "captured": {"A": "2H TD", "B": "3H TS"},
        "players": 2,
    }


def _from_cards() -> list[Item]:
    tie = _tie_hand()
    non_dealer = attrs.evolve(PITCH, game_tie=GameTie.NON_DEALER)
    hands = [
        pitch.tally(**wrong(HAND_J), rules=ALL_FOURS),  # hang jack
        pitch.tally(**wrong(HAND_J)),  # the jack to its capturer
        pitch.tally(**wrong(TEN_POINT_HAND), rules=TEN_POINT),
        pitch.tally(**wrong(LONE_JICK), rules=attrs.evolve(PITCH, jick=True)),
        pitch.tally(**wrong(tie)),  # a tied game point: nobody
        pitch.tally(**wrong(tie), rules=non_dealer, dealer="A"),
    ]
    return [item for hand in hands for item in hand.items]


def _from_summaries() -> list[Item]:
    hands = [
        Tally.summary(high="us", low="them", jack="them", hang=True, game="us", rules=ALL_FOURS),
        Tally.summary(
            high="A",
            low="B",
            jack="A",
            jick="B",
            big_joker="A",
            little_joker="B",
            game="A",
            trey="B",
            rules=TEN_POINT,
        ),
    ]
    return [item for hand in hands for item in hand.items]


def _from_games() -> list[Item]:
    summary = Tally.summary(high="us", low="them", jack="us", game="us")
    failed = Tally.summary(high="us", low="them", jack="us", game="us", rules=MOON)
    made = Tally.summary(high="us", low="us", jack="us", game="us", sides=US_THEM, rules=MOON)
    all_fours = Tally.summary(high="them", low="us", game="them", rules=ALL_FOURS, jack=None)
    games = [
        Game(US_THEM).record(summary, bidder="them", bid=2),  # set back
        Game(US_THEM, rules=MOON).record(made, bidder="us", bid="moon"),
        Game(US_THEM, rules=MOON).record(failed, bidder="us", bid="moon"),
        Game(US_THEM, rules=ALL_FOURS).record(all_fours, kicks=("AS", "6S", "JD")),
        Game(US_THEM, rules=ALL_FOURS).record(all_fours, kicks=("5S",), take_one="them"),
    ]
    # Every preset, a hand under it: made where there is bidding, and set back.
    for rules in PRESETS.values():
        hand = Tally.summary(  # P2, P5: every point named, the extras nobody's
            high="us",
            low="them",
            jack="us",
            game="them",
            jick=None,
            big_joker=None,
            little_joker=None,
            trey=None,
            rules=rules,
        )
        bids = (
            [("us", rules.min_bid), ("them", rules.max_bid)] if rules.bidding else [(None, None)]
        )
        games.extend(Game(US_THEM, rules=rules).record(hand, bidder=b, bid=v) for b, v in bids)
    return [item for game in games for deal in game.deals for item in deal.items]


def test_p2_p6_every_label_of_every_kind_of_deal_goes_through_the_catalog() -> None:
    items = [*_from_cards(), *_from_summaries(), *_from_games()]
    labels = {re.sub(r" \(.*", "", item.label) for item in items}
    # The test covers every kind of line pitch makes (checked here so it cannot shrink).
    assert labels == {
        "high",
        "low",
        "jack",
        "hang jack",
        "jick",
        "big joker",
        "little joker",
        "game",
        "trey",
        "setback",
        "moon made",
        "moon failed",
        "kick",
        "take one",
    }
    assert [problem for item in items for problem in _problems(item.label)] == []


def test_p2_the_game_point_is_said_in_its_own_context_not_as_bridge_game() -> None:
    # P2: "game" is the point for the most game points (pagat, All Fours), not bridge's game,
    # which other languages say apart (Finnish jakopiste and täyspeli): every label of the
    # game point is in the context "pitch point", the other points' labels in none.
    labels = [item.label for item in [*_from_cards(), *_from_summaries()]]
    assert all(type(label) is Text for label in labels)  # made as words, never a plain str
    texts = labels
    game = [text for text in texts if text.startswith("game")]
    assert {text.template for text in game} == {
        "game",
        "game ({counts})",
        "game (tie: {counts}; to the non-dealer side)",
    }
    assert {text.context for text in game} == {"pitch point"}
    assert {text.context for text in texts if not text.startswith("game")} == {None}


def test_p2_a_tied_game_point_to_the_non_dealer_is_said_whole() -> None:
    # Trump hearts: A 2H, B 3H; A takes TD (10), B takes TS (10): a tie, to B, not the dealer.
    hand = pitch.tally(
        trump="H",
        dealt={"A": "2H TS", "B": "3H TD"},
        captured={"A": "2H TD", "B": "3H TS"},
        players=2,
        rules=attrs.evolve(PITCH, game_tie="non-dealer"),
        dealer="A",
    )
    with pseudo():
        said = [i18n.say(item.label) for item in hand.items]
    assert said[-1] == "«game (tie: A 10, B 10; to the non-dealer side)»"


# --- Errors: every message this module raises ------------------------------------------------


def _house_errors() -> list[Callable[[], object]]:
    """The house-rule (P6) and game-over messages, from tests/pitch/test_house_rules.py."""
    moon_tricks = attrs.evolve(MOON, moon_tricks=True)
    summary = Tally.summary(high="us", low="them", jack="us", game="us")
    loses = attrs.evolve(MOON, moon_fail_loses=True)
    lost = Game(US_THEM, rules=loses).record(summary, bidder="us", bid=5)
    hand_m = pitch.tally(
        trump="H",
        dealt={"A": "AH 2H 9C", "B": "JH 3C 4D"},
        captured={"A": "AH JH 2H 3C", "B": "9C 4D"},
        players=2,
        rules=moon_tricks,
    )
    # P6: A bids the moon and fails, losing at once; B and C, level at 1, share the win.
    three = Tally.summary(high="A", low="B", jack="C", game="A", rules=loses)
    shared_win = Game(("A", "B", "C"), rules=loses).record(three, bidder="A", bid=5)
    return [
        lambda: lost.record(summary, bidder="us", bid=2),
        lambda: Game(US_THEM).close().record(summary, bidder="us", bid=2),
        lambda: shared_win.record(three, bidder="B", bid=2),
        lambda: pitch.settle(summary, bidder="us", bid=5, rules=moon_tricks),
        lambda: pitch.settle(hand_m, bidder="A", bid=5, rules=moon_tricks, all_tricks=True),
        lambda: pitch.settle(summary, bidder="us", bid=2, rules=MOON, all_tricks=True),
        lambda: pitch.settle(summary, bidder="us", bid="six", rules=MOON),
        lambda: pitch.settle(summary, bidder="us", bid=9, rules=MOON),
        lambda: pitch.settle(summary, bidder="us", bid="six"),
        lambda: pitch.auction([2, 2, None, None]),
        lambda: pitch.auction([2, None, 3, 2]),
        lambda: pitch.auction([None, None, None, None]),
        lambda: attrs.evolve(PITCH, moon=3),
        lambda: attrs.evolve(PITCH, moon_wins=True),
        lambda: attrs.evolve(PITCH, bidding=False, setback=False, going_out="count", moon=5),
        lambda: Game(
            US_THEM, rules=attrs.evolve(PITCH, lose_at=-11), totals={"us": -11, "them": 0}
        ),
        lambda: Game(US_THEM, rules=attrs.evolve(ALL_FOURS), totals={"us": 21, "them": 3}),
        lambda: Game(
            US_THEM, rules=attrs.evolve(ALL_FOURS, win_by=2), totals={"us": 23, "them": 21}
        ),
        lambda: Game(US_THEM, totals={"us": 1}),
        lambda: Game(US_THEM, rules=ALL_FOURS).record(
            Tally.summary(high="them", low="us", jack="them", game="them", rules=ALL_FOURS),
            kicks=("JH",),
        ),
        lambda: Tally(("A", "B"), [("high", "A", 1)], items=[Item("high", "A", 2)]),
    ]


def _raised(make: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        make()
    return caught.value


def _from_pitch(error: ScoreError) -> bool:
    """Whether pitch's package raised ``error`` (not a helper of another module it called)."""
    traceback = error.__traceback__
    while traceback is not None and traceback.tb_next is not None:
        traceback = traceback.tb_next
    return traceback is not None and Path(traceback.tb_frame.f_code.co_filename).parent == PACKAGE


def _user_value(problem: str) -> bool:
    # The value is what the user gave, shown as it is: its words are the user's.
    return problem.startswith("English in value=")


ERRORS = [make for _name, make, _kind, _text in CASES]


@pytest.mark.parametrize("make", [*ERRORS, *_house_errors()])
def test_p1_p6_every_error_message_goes_through_the_catalog(make: Callable[[], object]) -> None:
    error = _raised(make)
    message = error.args[0]
    assert isinstance(message, Text)
    with pseudo():
        said = i18n.message(error)
    assert english_left(said) == []
    if _from_pitch(error):
        assert [p for p in _problems(message) if not _user_value(p)] == []
    elif isinstance(error.allowed, Text):
        # Raised by a helper (cardscore._check) with what pitch says is allowed: pitch's words.
        # A plain str from another module's helper (an int's range) is that module's words.
        assert _problems(error.allowed) == []


# What pitch shows as the value of an argument that was not given. errors.shown writes every
# str value as its repr, a Text too, so these stay English until it says a Text value (and
# quotes the translation): a change to cardscore/errors.py.
NOT_GIVEN = [
    lambda: pitch.tally(**wrong(_tie_hand()), rules=attrs.evolve(PITCH, game_tie="non-dealer")),
    lambda: Tally.summary(high="A", low=None, jack=None, game=None),
    lambda: pitch.settle(
        Tally.summary(high="A", low="B", jack=None, game=None), bidder="A", bid=None
    ),
    lambda: pitch.settle(
        Tally.summary(high="A", low="B", jack=None, game=None), bidder=None, bid=2
    ),
]


@pytest.mark.parametrize("make", NOT_GIVEN)
def test_p2_p4_a_value_not_given_is_a_text(make: Callable[[], object]) -> None:
    error = _raised(make)
    assert isinstance(error.value, Text)
    assert error.value in ("missing", "not given")


@pytest.mark.parametrize("make", NOT_GIVEN)
def test_p2_p4_a_value_not_given_goes_through_the_catalog(make: Callable[[], object]) -> None:
    assert _problems(_raised(make).args[0]) == []
