"""An error's allowed values in a player's words travel with the error (issue 42).

A program reads what is allowed as Python writes it (``True or False``, ``None: nobody
doubled``); :func:`cardscore.errors.told` tells a player ``true or false`` and ``nothing:
nobody doubled``. The player's words are written where the error is raised, beside the
program's (:class:`cardscore._text.Allowed`), never found again by reading the English: the
errors below are raised by real calls, one or more in each module that raises them.

Every place that writes a player's words is reached by a case here, both wordings read in
full: a mutation run found player wordings no test read, where a typo would go unnoticed.
"""

from __future__ import annotations

import copy
import pickle
from decimal import Decimal
from typing import TYPE_CHECKING

import pytest

from cardscore import (
    bridge,
    chicago,
    duplicate,
    i18n,
    needafourth,
    pitch,
    rubber,
    sheet,
    tarot,
    usebio,
)
from cardscore._text import Allowed, Text
from cardscore.errors import (
    ImpossibleResultError,
    NotationError,
    RuleViolationError,
    ScoreError,
    told,
)
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

_PLAYERS = ["Ann", "Bob", "Cat"]
_FIVE = ["A", "B", "C", "D", "E"]
_PITCH_HAND = pitch.Tally.summary(high="us", low="them", jack="us", game="us")
_ALL_FOURS_HAND = pitch.Tally.summary(
    high="us", low="them", jack=None, game="them", rules=pitch.ALL_FOURS
)
_MOON_TRICKS = pitch.Rules(moon=5, moon_tricks=True)


#: A call that raises, and the message as a program reads it and as a player is told it.
CASES: list[tuple[str, Callable[[], object], str, str]] = [
    (
        "check_bool",
        lambda: tarot.settle("garde", bouts=2, points=45, alone=wrong(1)),
        "alone: 1 is not allowed; expected True or False",
        "alone: 1 is not allowed; expected true or false",
    ),
    (
        "check_int",
        lambda: bridge.score("4S", 14, vulnerable=False),
        "tricks: 14 is not allowed; expected an int from 0 to 13",
        "tricks: 14 is not allowed; expected a whole number from 0 to 13",
    ),
    (
        "check_int's words read by duplicate's counts",
        lambda: duplicate.victory_points(0, 0),
        "boards: 0 is not allowed; expected an int from 1 to 1000",
        "boards: 0 is not allowed; expected a whole number from 1 to 1000",
    ),
    (
        "check_int's words read by a results file's figures",
        lambda: usebio.Comparison(
            board=0, line="NS-EW", field="MP", published=Decimal(1), computed=None
        ),
        "board: 0 is not allowed; expected an int from 1 to 9999",
        "board: 0 is not allowed; expected a whole number from 1 to 9999",
    ),
    (
        "a column's row",
        lambda: bridge.scores(["4S"], [10], vulnerable=wrong([2])),
        "vulnerable[0]: 2 is not allowed; expected True or False",
        "vulnerable 1: 2 is not allowed; expected true or false",
    ),
    (
        "a column's tricks",
        lambda: bridge.scores(["4S"], [14], vulnerable=False),
        "tricks[0]: 14 is not allowed; expected an int from 0 to 13",
        "tricks 1: 14 is not allowed; expected a whole number from 0 to 13",
    ),
    (
        "a column's contract code",
        lambda: bridge.scores([105], [10], vulnerable=False),
        "contracts[0]: 105 is not allowed; expected an int from 0 to 104",
        "contracts 1: 105 is not allowed; expected a whole number from 0 to 104",
    ),
    (
        "a Text's template",
        lambda: Text(wrong(5)),
        "template: 5 is not allowed; expected a str",
        "template: 5 is not allowed; expected text",
    ),
    (
        "duplicate",
        lambda: duplicate.Play(score=wrong("x")),
        "score: 'x' is not allowed; expected an int",
        "score: 'x' is not allowed; expected a whole number",
    ),
    (
        "chicago",
        lambda: chicago.Rules(honours=True, scoring="duplicate"),
        (
            "honours: True is not allowed; expected False with scoring='duplicate': duplicate "
            "scoring has no honours"
        ),
        "honours: true is not allowed; expected false with duplicate scoring: it has no honours",
    ),
    (
        "chicago's honours when the rules score none",
        lambda: chicago.Match().record("4S", 10, declarer="N", honours=("NS", 100)),
        (
            "honours: ('NS', 100) is not allowed; expected None: these rules score no honours "
            "(Rules(honours=True) does)"
        ),
        (
            "honours: 'NS', 100 is not allowed; expected nothing: these rules score no honours "
            "(the honours option does)"
        ),
    ),
    (
        "rubber's honours that are no pair",
        lambda: rubber.Rubber(rules=rubber.Rules(honours=True)).record(
            "4S", 10, declarer="NS", honours=wrong(5)
        ),
        "honours: 5 is not allowed; expected None or a pair (side, 100 or 150)",
        "honours: 5 is not allowed; expected a side and 100 or 150 ('NS:100'), or nothing",
    ),
    (
        "rubber",
        lambda: rubber.Rubber(first_dealer="X"),
        (
            "first_dealer: 'X' is not allowed; expected None, a seat N E S W or one of the sides "
            "'NS', 'EW'"
        ),
        (
            "first_dealer: 'X' is not allowed; expected a seat N E S W or one of the sides 'NS', "
            "'EW', or nothing"
        ),
    ),
    (
        "rubber's first dealer that is no str",
        lambda: rubber.Rubber(first_dealer=wrong(5)),
        "first_dealer: 5 is not allowed; expected None, a seat or one of the sides (a str)",
        "first_dealer: 5 is not allowed; expected a seat or one of the sides, or nothing",
    ),
    (
        "rubber's first dealer between named sides",
        lambda: rubber.Rubber(sides=("Ann", "Bob"), first_dealer="N"),
        "first_dealer: 'N' is not allowed; expected None or one of the sides 'Ann', 'Bob'",
        "first_dealer: 'N' is not allowed; expected one of the sides 'Ann', 'Bob', or nothing",
    ),
    (
        "needafourth's auction: the call counted from 1",
        lambda: needafourth.Auction(
            ["1S", "2NT", "pass", "pass", "pass", "pass"], players=_PLAYERS, dealer="Ann"
        ),
        "calls[4]: 'pass' is not allowed; expected no call: the auction ended at calls[3]",
        "calls 5: 'pass' is not allowed; expected no call: the auction ended at call 4",
    ),
    (
        "needafourth's redouble when nothing was doubled",
        lambda: needafourth.post_auction(
            needafourth.Auction("1S 2H pass pass", players=_PLAYERS, dealer="Cat"),
            partner="Bob",
            doubled=False,
            redoubled_by="Bob",
        ),
        "redoubled_by: 'Bob' is not allowed; expected None: nobody doubled",
        "redoubled_by: 'Bob' is not allowed; expected nothing: nobody doubled",
    ),
    (
        "needafourth's session",
        lambda: needafourth.Session(_PLAYERS).record(
            "4H", 10, chooser="Ann", partner="Bob", redoubled_by="Bob"
        ),
        "redoubled_by: 'Bob' is not allowed; expected None: 4H is not redoubled",
        "redoubled_by: 'Bob' is not allowed; expected nothing: 4H is not redoubled",
    ),
    (
        "needafourth's redoubler",
        lambda: needafourth.Session(_PLAYERS).record(
            "4HXX", 10, chooser="Ann", partner="Bob", redoubled_by="Cat"
        ),
        "redoubled_by: 'Cat' is not allowed; expected None, 'Ann', 'Bob', 'chooser' or 'partner'",
        (
            "redoubled_by: 'Cat' is not allowed; expected 'Ann', 'Bob', 'chooser' or 'partner', "
            "or nothing"
        ),
    ),
    (
        "needafourth's liar",
        lambda: needafourth.settle("4H", 10, liar=wrong(5)),
        "liar: 5 is not allowed; expected None, 'chooser', 'partner' or 'both'",
        "liar: 5 is not allowed; expected 'chooser', 'partner' or 'both', or nothing",
    ),
    (
        "pitch's rules",
        lambda: pitch.Rules(trey=True, pack=28),
        "trey: True is not allowed; expected False with the 28-card pack (no threes)",
        "trey: true is not allowed; expected false with the 28-card pack (no threes)",
    ),
    (
        "pitch's moon options without the moon",
        lambda: pitch.Rules(moon_wins=True),
        "moon_wins: True is not allowed; expected False while shooting the moon is off (moon=None)",
        "moon_wins: true is not allowed; expected false while shooting the moon is off (no moon)",
    ),
    (
        "pitch's moon without bidding",
        lambda: pitch.Rules(bidding=False, going_out="count", moon=5),
        "moon: 5 is not allowed; expected None when there is no bidding",
        "moon: 5 is not allowed; expected nothing when there is no bidding",
    ),
    (
        "pitch's point not named",
        lambda: pitch.Tally.summary(high="us", low="them", game="us"),
        (
            "jack: 'not given' is not allowed; expected the side that won it, or None when "
            "nobody did: a summary names every point of the hand"
        ),
        (
            "jack: 'not given' is not allowed; expected the side that won it, or none when "
            "nobody did: a note of a hand names every point"
        ),
    ),
    (
        "pitch's side that is no name",
        lambda: pitch.Tally.summary(high=wrong(5), low="them", jack="us", game="us"),
        "high: 5 is not allowed; expected a side's name or None",
        "high: 5 is not allowed; expected a side's name, or none",
    ),
    (
        "pitch's point without a trump in play",
        lambda: pitch.Tally.summary(
            high=None, low=None, jack="us", game="them", rules=pitch.ALL_FOURS
        ),
        "jack: 'us' is not allowed; expected None when no trump is in play (high=None)",
        "jack: 'us' is not allowed; expected none when no trump is in play (high none)",
    ),
    (
        "pitch's high without low",
        lambda: pitch.Tally.summary(
            high="us", low=None, jack=None, game="them", rules=pitch.ALL_FOURS
        ),
        (
            "low: None is not allowed; expected a side when the other of high and low is: one "
            "trump dealt is both (both are None only when no trump was dealt)"
        ),
        (
            "low: nothing is not allowed; expected a side when the other of high and low is: "
            "one trump dealt is both (both are none only when no trump was dealt)"
        ),
    ),
    (
        "pitch's summary",
        lambda: pitch.Tally.summary(high="us", low="them", jack=None, game="us", hang=True),
        "hang: True is not allowed; expected False when nobody scored the jack",
        "hang: true is not allowed; expected no hang jack when nobody scored the jack",
    ),
    (
        "pitch's settle",
        lambda: pitch.settle(
            pitch.Tally.summary(high="us", low="them", jack="us", game="us", jick="us"),
            bidder="us",
            bid=2,
        ),
        "jick: 'us' is not allowed; expected None: no jick without the jick rule",
        "jick: 'us' is not allowed; expected none: no jick without the jick rule",
    ),
    (
        "pitch's jokers",
        lambda: pitch.settle(
            pitch.Tally.summary(high="us", low="them", jack="us", game="us", big_joker="us"),
            bidder="us",
            bid=2,
        ),
        "big_joker: 'us' is not allowed; expected None: no jokers without the joker rule",
        "big_joker: 'us' is not allowed; expected none: no jokers without the joker rule",
    ),
    (
        "pitch's trey",
        lambda: pitch.settle(
            pitch.Tally.summary(high="us", low="them", jack="us", game="us", trey="us"),
            bidder="us",
            bid=2,
        ),
        "trey: 'us' is not allowed; expected None: no trey without the trey rule",
        "trey: 'us' is not allowed; expected none: no trey without the trey rule",
    ),
    (
        "pitch's all tricks for no moon",
        lambda: pitch.settle(_PITCH_HAND, bidder="us", bid=2, all_tricks=True),
        "all_tricks: True is not allowed; expected None: it is for a moon bid only",
        "all_tricks: true is not allowed; expected nothing: it is for a moon bid only",
    ),
    (
        "pitch's bidder without bidding",
        lambda: pitch.settle(_ALL_FOURS_HAND, bidder="us", bid=2, rules=pitch.ALL_FOURS),
        "bidder: 'us' is not allowed; expected None: these rules have no bidding",
        "bidder: 'us' is not allowed; expected nothing: these rules have no bidding",
    ),
    (
        "pitch's all tricks without bidding",
        lambda: pitch.settle(
            _ALL_FOURS_HAND, bidder=None, bid=None, rules=pitch.ALL_FOURS, all_tricks=True
        ),
        "all_tricks: True is not allowed; expected None: these rules have no moon",
        "all_tricks: true is not allowed; expected nothing: these rules have no moon",
    ),
    (
        "pitch's moon by points without all tricks",
        lambda: pitch.settle(
            pitch.Tally.summary(
                high="us", low="us", jack="us", game="us", sides=("us", "them"), rules=_MOON_TRICKS
            ),
            bidder="us",
            bid="moon",
            rules=_MOON_TRICKS,
        ),
        (
            "all_tricks: None is not allowed; expected True or False (whether the bidding side "
            "took every trick): moon_tricks needs it for a hand noted by points"
        ),
        (
            "all_tricks: nothing is not allowed; expected true or false (whether the bidding "
            "side took every trick): moon_tricks needs it for a hand noted by points"
        ),
    ),
    (
        "pitch's game",
        lambda: pitch.Game(["us", "them"]).record(
            pitch.Tally.summary(high="us", low="them", jack="us", game="us"),
            bidder="us",
            bid=2,
            take_one="us",
        ),
        "take_one: 'us' is not allowed; expected None: no begging in these rules",
        "take_one: 'us' is not allowed; expected nothing: no begging in these rules",
    ),
    (
        "pitch's begging when the pack was run",
        lambda: pitch.Game(["us", "them"], rules=pitch.ALL_FOURS).record(
            _ALL_FOURS_HAND, kicks=["6S", "JH"], take_one="them"
        ),
        "take_one: 'them' is not allowed; expected None when the pack was run",
        "take_one: 'them' is not allowed; expected nothing when the pack was run",
    ),
    (
        "pitch's jack turned up",
        lambda: pitch.Game(["us", "them"], rules=pitch.ALL_FOURS).record(
            pitch.Tally.summary(
                high="them", low="us", jack="them", game="them", rules=pitch.ALL_FOURS
            ),
            kicks=["JH"],
        ),
        (
            "jack: 'them' is not allowed; expected None: the turn-up JH is the jack of trumps, "
            "never dealt, so nobody scores the jack point (its 3 are the kick's)"
        ),
        (
            "jack: 'them' is not allowed; expected none: the turn-up JH is the jack of trumps, "
            "never dealt, so nobody scores the jack point (its 3 are the kick's)"
        ),
    ),
    (
        "tarot's card points",
        lambda: tarot.settle("garde", bouts=2, points="40,25"),
        (
            "points: '40,25' is not allowed; expected a multiple of 0.5 from 0 to 91 (int, "
            "float, Fraction, Decimal or str)"
        ),
        "points: '40,25' is not allowed; expected card points from 0 to 91, by halves",
    ),
    (
        "tarot's chelem",
        lambda: tarot.settle("garde", bouts=2, points=45, chelem=wrong(5)),
        (
            "chelem: 5 is not allowed; expected None, a Chelem or one of 'announced', "
            "'unannounced', 'failed', 'defence'"
        ),
        (
            "chelem: 5 is not allowed; expected one of 'announced', 'unannounced', 'failed', "
            "'defence', or nothing"
        ),
    ),
    (
        "tarot's chelem by an unknown name",
        lambda: tarot.settle("garde", bouts=2, points=45, chelem="grand"),
        (
            "chelem: 'grand' is not allowed; expected None or one of 'announced', "
            "'unannounced', 'failed', 'defence'"
        ),
        (
            "chelem: 'grand' is not allowed; expected one of 'announced', 'unannounced', "
            "'failed', 'defence', or nothing"
        ),
    ),
    (
        "tarot's side that is no str",
        lambda: tarot.settle("garde", bouts=2, points=45, petit_au_bout=wrong(5)),
        "petit_au_bout: 5 is not allowed; expected None, a Side or one of 'taker', 'defence'",
        "petit_au_bout: 5 is not allowed; expected 'taker' or 'defence', or nothing",
    ),
    (
        "tarot's side by an unknown name",
        lambda: tarot.settle("garde", bouts=2, points=45, petit_au_bout="nobody"),
        "petit_au_bout: 'nobody' is not allowed; expected None or one of 'taker', 'defence'",
        "petit_au_bout: 'nobody' is not allowed; expected 'taker' or 'defence', or nothing",
    ),
    (
        "tarot's bids",
        lambda: tarot.is_void(bids=["grande"]),
        (
            "bids: 'grande' is not allowed; expected 'pass', None or 'prise', 'garde', "
            "'garde sans', 'garde contre' (also with _ or -)"
        ),
        (
            "bids: 'grande' is not allowed; expected 'pass' or 'prise', 'garde', 'garde sans', "
            "'garde contre' (also with _ or -), or nothing"
        ),
    ),
    (
        "tarot's Excuse in the chien",
        lambda: tarot.count_tricks("garde sans", [], chien="EX 1H 2H 3H 4H 5H", excuse="taker"),
        "excuse: 'taker' is not allowed; expected None: the Excuse lies in the chien",
        "excuse: 'taker' is not allowed; expected nothing: the Excuse lies in the chien",
    ),
    (
        "tarot's session",
        lambda: tarot.Session(_FIVE).record(
            "garde", taker="A", partner="B", bouts=2, points=45, alone=True
        ),
        "partner: 'B' is not allowed; expected None or the taker when alone",
        "partner: 'B' is not allowed; expected the taker's own name when alone, or nothing",
    ),
    (
        "tarot's partner missing at five",
        lambda: tarot.Session(_FIVE).record("garde", taker="A", bouts=2, points=45),
        (
            "partner: missing; expected at five, the called partner's name, the taker's own "
            "name, or alone=True"
        ),
        (
            "partner: missing; expected at five, the called partner's name, the taker's own "
            "name, or alone (the called card in the chien)"
        ),
    ),
    (
        "a scoresheet",
        lambda: sheet.Scoresheet("tarot", _PLAYERS, [], preset=wrong(5)),
        "preset: 5 is not allowed; expected None or a str naming a preset",
        "preset: 5 is not allowed; expected a preset's name, or nothing",
    ),
]


def _raised(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as raised:
        call()
    return raised.value


@pytest.mark.parametrize(
    ("call", "program", "player"),
    [case[1:] for case in CASES],
    ids=[case[0] for case in CASES],
)
def test_an_error_is_told_in_the_words_its_raiser_wrote(
    call: Callable[[], object], program: str, player: str
) -> None:
    error = _raised(call)
    assert str(error) == program
    assert told(error) == player
    # The player's words are a message of the catalogs too: said in any language.
    assert isinstance(error.allowed, Allowed)
    assert i18n.say(told(error), "fr").endswith(i18n.say(error.allowed.told, "fr"))


def test_the_player_words_are_said_in_another_language() -> None:
    # Each wording is its own message: a program reads the one, a player the other.
    error = _raised(lambda: tarot.settle("garde", bouts=2, points=45, alone=wrong(1)))
    assert (
        i18n.message(error, "fr")
        == "alone\xa0: 1 n'est pas accepté\xa0; attendu\xa0: True ou False"
    )
    assert (
        i18n.say(told(error), "fr")
        == "alone\xa0: 1 n'est pas accepté\xa0; attendu\xa0: true ou false"
    )


def test_the_english_of_an_allowed_decides_nothing() -> None:
    # The same English, written without a player's words, is told as it is: nothing reads it
    # back to find them. Written with other words, those are told.
    plain = ScoreError("alone", 1, "True or False")
    assert told(plain) == "alone: 1 is not allowed; expected True or False"
    said = ScoreError("alone", 1, Allowed(Text("True or False"), told=Text("yes or no")))
    assert str(said) == str(plain)
    assert told(said) == "alone: 1 is not allowed; expected yes or no"
    missing = RuleViolationError.missing(
        "partner", Allowed(Text("a str"), told=Text("the partner's name"))
    )
    assert str(missing) == "partner: missing; expected a str"
    assert told(missing) == "partner: missing; expected the partner's name"


def test_a_relabelled_error_keeps_its_player_words() -> None:
    # The readers that rename a field make a new error from the old one's allowed.
    error = _raised(lambda: bridge.score("4S", 14, vulnerable=False))
    again = ImpossibleResultError("deal 3", error.value, error.allowed)
    assert told(again) == "deal 3: 14 is not allowed; expected a whole number from 0 to 13"


_CLONES = [copy.copy, copy.deepcopy, lambda value: pickle.loads(pickle.dumps(value))]


@pytest.mark.parametrize("clone", _CLONES, ids=["copy", "deepcopy", "pickle"])
def test_an_allowed_copies_and_pickles_with_its_told(clone: Callable[[Allowed], Allowed]) -> None:
    allowed = Allowed(
        Text.in_context("pitch point", "{points} points", points=2),
        told=Text("{points} whole points", points=2),
    )
    again = clone(allowed)
    assert type(again) is Allowed
    assert (again, again.template, dict(again.args), again.context) == (
        allowed,
        "{points} points",
        {"points": 2},
        "pitch point",
    )
    assert (again.told, again.told.template) == ("2 whole points", "{points} whole points")


@pytest.mark.parametrize("clone", _CLONES, ids=["copy", "deepcopy", "pickle"])
def test_a_raised_error_pickles_and_is_told_the_same(
    clone: Callable[[ScoreError], ScoreError],
) -> None:
    error = _raised(
        lambda: needafourth.Auction(
            ["1S", "2NT", "pass", "pass", "pass", "pass"], players=_PLAYERS, dealer="Ann"
        )
    )
    again = clone(error)
    assert (type(again), str(again), told(again)) == (type(error), str(error), told(error))
    assert isinstance(again.allowed, Allowed)
    assert again.allowed.told == "no call: the auction ended at call 4"


def test_an_allowed_is_its_program_text() -> None:
    program = Text("an int from {low} to {high}", low=0, high=13)
    allowed = Allowed(program, told=Text("a whole number from {low} to {high}", low=0, high=13))
    assert allowed == program == "an int from 0 to 13"
    assert hash(allowed) == hash(program)
    assert (allowed.template, allowed.args, allowed.context) == (
        program.template,
        program.args,
        None,
    )
    assert i18n.say(allowed, "fr") == i18n.say(program, "fr")
    with pytest.raises(AttributeError):
        allowed.told = Text("else")


@pytest.mark.parametrize(
    ("program", "player", "field"),
    [
        ("True or False", Text("true or false"), "program"),
        (Text("True or False"), "true or false", "told"),
        (Allowed(Text("a"), told=Text("b")), Text("c"), "program"),
        (wrong(None), Text("c"), "program"),
    ],
)
def test_an_allowed_takes_two_texts(program: Text, player: Text, field: str) -> None:
    # A plain str is no msgid Babel extracts: both wordings are made as Text.
    with pytest.raises(ScoreError) as raised:
        Allowed(program, told=player)
    assert raised.value.field == field


def test_named_keeps_the_kind_the_value_and_the_allowed() -> None:
    # A row of a column: the parser's NotationError, named by the row.
    error = _raised(lambda: bridge.scores(["4S", "9Z"], [10, 10], vulnerable=False))
    assert type(error) is NotationError
    assert error.field == "contracts[1]"
    assert error.value == "9Z"
    renamed = error.named("--contract")
    assert (type(renamed), renamed.field, renamed.value) == (NotationError, "--contract", "9Z")
    assert renamed.allowed == error.allowed
    assert str(renamed).startswith("--contract: '9Z' is not allowed; expected ")


def test_named_keeps_a_missing_field_missing_and_plain_for_other_classes() -> None:
    from cardscore.sheet._fields import MissingFieldError

    missing = MissingFieldError("partner", "the called partner's name").named("--partner")
    assert type(missing) is ScoreError  # a class with a constructor of its own
    assert str(missing) == "--partner: missing; expected the called partner's name"
    refused = ImpossibleResultError("tricks", 14, "an int from 0 to 13").named("tricks 2")
    assert type(refused) is ImpossibleResultError
    assert str(refused) == "tricks 2: 14 is not allowed; expected an int from 0 to 13"
    assert isinstance(RuleViolationError("deal", 5, "four deals").named("d"), RuleViolationError)
