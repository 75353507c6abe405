"""Issue 31's reproductions (hostile input, round two), each as it was reported.

Every reproduction raised something else than a ScoreError, scored a wrong result, stalled,
or exhausted memory before; here each gets a ScoreError naming the field (exit 2 with the
message at the command line) or the right result. Nothing here measures time: "cheap
checks first" is shown by counting the work done (items drawn from an iterable, builtin
calls seen by a profile hook), with a bound that a quadratic path would pass at once.
"""

from __future__ import annotations

import functools
import itertools
import json
import sys
from typing import TYPE_CHECKING, NoReturn

import pytest

from cardscore import ScoreError, bridge, cards, chicago, i18n, needafourth, pitch, rubber, tarot
from cardscore import sheet as sheets
from cardscore._check import bounded, check_int, fold, fold_upper, normal_names
from cardscore.cli import main
from cardscore.i18n import Text
from tests.hostile.test_public_names import Endless, IntEqAll, Lies, nested
from tests.work import skip_under_mutation_testing

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from types import FrameType


def _refused(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        call()
    return caught.value


# --- 1. A crash from one character: letters whose case folds into ASCII --------------------

# Each is a letter outside ASCII that str.lower() or str.upper() makes an ASCII one: long s
# (upper S), the Kelvin sign (lower k), dotted capital I (lower i + a dot), dotless i (upper
# I), the ff and fi ligatures (upper FF, FI).
FOLDING = ("\u017f", "\u212a", "\u0130", "\u0131", "\ufb00", "\ufb01")

NOTATIONS: dict[str, Callable[[str], object]] = {
    "bridge.score": lambda s: bridge.score(f"4{s}", 10, vulnerable=False),
    "bridge.settle": lambda s: bridge.settle(f"4{s}", 10, vulnerable=False),
    "Contract.parse": lambda s: bridge.Contract.parse(f"4{s}X"),
    "Result.parse": lambda s: bridge.Result.parse(f"4{s}="),
    "Strain.parse": bridge.Strain.parse,
    "Doubling.parse": bridge.Doubling.parse,
    "cards.Card.parse": lambda s: cards.Card.parse(f"A{s}"),
    "cards.Rank.parse": cards.Rank.parse,
    "cards.Suit.parse": cards.Suit.parse,
    "cards.parse_cards": lambda s: cards.parse_cards(f"A{s} KH"),
    "chicago.record": lambda s: chicago.Match().record(f"4{s}=", declarer="N"),
    "chicago declarer seat": lambda s: chicago.Match().record("4S=", declarer=s),
    "rubber.record": lambda s: rubber.Rubber().record(f"4{s}=", declarer="NS"),
    "needafourth call": lambda s: needafourth.Auction(
        f"1{s} pass pass", players=("Ann", "Bob", "Cat"), dealer="Ann"
    ),
    "tarot.settle contract": lambda s: tarot.settle(f"garde {s}ans", bouts=2, points=45),
    "tarot.Card.parse": lambda s: tarot.Card.parse(f"R{s}"),
    "tarot poignee": lambda s: tarot.settle("garde", bouts=2, points=45, poignees=[f"{s}imple"]),
    "pitch.parse_card": lambda s: pitch.parse_card(f"J{s}"),
    "pitch.parse_cards": lambda s: pitch.parse_cards(f"A{s} KH"),
    "pitch rules": lambda s: pitch.Game(["Us", "Them"], rules=f"{s}mear"),
    "i18n.language": lambda s: i18n.language(f"f{s}"),
}


@pytest.mark.parametrize("letter", FOLDING)
@pytest.mark.parametrize("parse", NOTATIONS.values(), ids=NOTATIONS.keys())
def test_a_letter_folding_into_ascii_is_a_score_error(
    parse: Callable[[str], object], letter: str
) -> None:
    # Before: KeyError ('4ſ'), or the letter taken for S, K or I ('Aſ' was the ace of
    # spades). One alphabet: a notation's letters are ASCII, in any case.
    _refused(lambda: parse(letter))


def test_the_issue_s_reproduction() -> None:
    error = _refused(lambda: bridge.score("4\u017f", 10, vulnerable=False))
    assert str(error).startswith("contract: '4ſ' is not allowed; expected level 1-7")
    # ASCII in any case still reads as it did.
    assert bridge.score("4s", 10, vulnerable=False) == bridge.score("4S", 10, vulnerable=False)
    assert cards.Card.parse("as") == cards.Card.parse("AS")
    assert tarot.Card.parse("rs") == tarot.Card.parse("RS")
    assert bridge.Strain.parse("NoTrump") is bridge.Strain.NOTRUMP


def test_fold_keeps_each_letter_in_its_alphabet() -> None:
    assert fold("DÉFENSE") == "défense"  # a letter beyond ASCII folds to one beyond ASCII
    assert fold("GARDE Sans") == "garde sans"
    for letter in FOLDING:
        assert not fold(letter).isascii()
        assert not fold_upper(letter).isascii()


@pytest.mark.parametrize(
    "argv",
    [
        ["bridge", "4\u017f="],
        ["bridge", "4\u212a", "10"],
        ["chicago", "N 4\u017f="],
        ["rubber", "NS 4\u017f="],
    ],
)
def test_the_command_line_exits_2_with_the_message(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"cardscore {argv[0]}: error: ")
    assert "is not allowed" in err


def test_a_sheet_deal_with_the_letter_is_a_sheet_error() -> None:
    document = sheets.loads(json.dumps({"game": "chicago", "deals": ["N 4\u017f="]}))
    error = _refused(lambda: sheets.score(document))
    assert "deal 1" in str(error)


# --- 2. Cheap checks first: counted, not timed ---------------------------------------------


class DrawnList(list[str]):
    """A list that counts the names read from it (one by one or all at once)."""

    read = 0

    def __iter__(self) -> Iterator[str]:
        for name in super().__iter__():
            DrawnList.read += 1
            yield name


def test_rotation_refuses_ten_thousand_names_before_reading_one() -> None:
    DrawnList.read = 0
    names = DrawnList(f"player {number}" for number in range(10_000))
    error = _refused(lambda: chicago.rotation(names))
    assert error.value == 10_000  # the count is what is wrong, and it says so
    assert DrawnList.read == 0  # before: every pair compared, 50 million comparisons


class _TooMuchWorkError(BaseException):
    """Raised by the profile hook once a call has done more work than any linear path."""


def _builtin_calls(call: Callable[[], object], most: int) -> int:
    """The builtin (C) calls ``call`` makes, stopping it once it makes more than ``most``."""
    skip_under_mutation_testing()
    count = 0

    def hook(_frame: FrameType, event: str, _arg: object) -> None:
        nonlocal count
        if event == "c_call":
            count += 1
            if count > most:
                _stop(count)

    sys.setprofile(hook)
    try:
        call()
    except ScoreError:
        pass
    finally:
        sys.setprofile(None)
    return count


def _stop(count: int) -> NoReturn:
    raise _TooMuchWorkError(f"more than {count:,} builtin calls")


def _scored(text: str) -> sheets.Sheet:
    return sheets.score(sheets.loads(text))


@pytest.mark.parametrize(
    ("game", "key"),
    [
        ("evening", "players"),
        ("tarot", "players"),
        ("needafourth", "players"),
        ("pitch", "sides"),
        ("rubber", "sides"),
        ("chicago", "sides"),
    ],
)
def test_a_sheet_with_thousands_of_players_is_refused_in_linear_work(game: str, key: str) -> None:
    # Reading the JSON and refusing the sheet costs about a dozen builtin calls a name here;
    # before, the rotating evening compared every pair (2,000 names: 2 million casefolds),
    # and the hook stops such a path at 40 calls a name.
    sizes = (500, 2_000)
    counts = []
    for size in sizes:
        text = json.dumps({"game": game, key: [f"p{n}" for n in range(size)], "deals": []})
        counts.append(_builtin_calls(functools.partial(_scored, text), 40 * size))
    # Four times the names, about four times the work (a quadratic path: sixteen times).
    assert counts[1] <= 5 * counts[0]


# --- 4. Names with surrounding spaces --------------------------------------------------------


@pytest.mark.parametrize(
    ("document", "names"),
    [
        ({"game": "rubber", "sides": [" Ann", "Bob"], "deals": ["Ann 4S="]}, ("Ann", "Bob")),
        ({"game": "rubber", "sides": ["Ann ", "Bob"], "deals": [" Ann 4S="]}, ("Ann", "Bob")),
        (
            {"game": "evening", "players": [" Ann", "Bob", "Cid", "Dan", "Eve"], "deals": []},
            ("Ann", "Bob", "Cid", "Dan", "Eve"),
        ),
        (
            {
                "game": "evening",
                "players": [" Ann", "Bob", "Cid", "Dan", "Eve"],
                "deals": ["Bob 4S="],
            },
            ("Ann", "Bob", "Cid", "Dan", "Eve"),
        ),
        (
            {
                "game": "tarot",
                "players": [" Ann", "Bob", "Cid", "Dan"],
                "deals": [{"taker": "Ann", "contract": "garde", "bouts": 2, "points": 45}],
            },
            ("Ann", "Bob", "Cid", "Dan"),
        ),
        ({"game": "pitch", "sides": [" Us", "Them "], "deals": []}, ("Us", "Them")),
        ({"game": "needafourth", "players": [" Ann", "Bob", "Cid"], "deals": []}, None),
    ],
)
def test_a_name_with_spaces_around_it_is_the_name(
    document: dict[str, object], names: tuple[str, ...] | None
) -> None:
    # Before: KeyError: ' Ann' from the rubber and the rotating evening (the ledger strips
    # names, the sheet did not); the tarot sheet refused its own taker.
    scored = sheets.score(sheets.loads(json.dumps(document)))
    for face in ("text", "markdown", "csv", "html", "json"):
        scored.render(face)
    assert scored.parties == (names or ("Ann", "Bob", "Cid"))


def test_every_ledger_reads_names_alike() -> None:
    assert rubber.Rubber(sides=(" Ann", "Bob ")).sides == ("Ann", "Bob")
    assert chicago.Evening([" Ann", "Bob", "Cid", "Dan", "Eve"]).players[0] == "Ann"
    session = tarot.Session([" Ann", "Bob", "Cid", "Dan"])
    assert session.players == ("Ann", "Bob", "Cid", "Dan")
    played = session.record("garde", taker=" Ann", bouts=2, points=45)  # looked up as kept
    plain = tarot.Session(["Ann", "Bob", "Cid", "Dan"])
    assert played.totals == plain.record("garde", taker="Ann", bouts=2, points=45).totals
    assert needafourth.Session([" Ann", "Bob", "Cid"]).players == ("Ann", "Bob", "Cid")
    assert pitch.Game([" Us", "Them"]).sides == ("Us", "Them")
    # Two names the same but for spaces are one name given twice.
    _refused(lambda: tarot.Session(["Ann", " Ann", "Bob"]))
    _refused(lambda: pitch.Game(["Us", "Us "]))
    assert normal_names("sides", (" a ", "b"), "names") == ("a", "b")


# --- 7. An int subclass does not decide its own range check ----------------------------------


def test_an_int_that_says_yes_to_every_comparison_is_checked_as_its_number() -> None:
    # Before: 3090 (99 tricks scored).
    error = _refused(lambda: bridge.score("4S", IntEqAll(99), vulnerable=False))
    assert str(error) == "tricks: 99 is not allowed; expected an int from 0 to 13"
    assert bridge.score("4S", IntEqAll(10), vulnerable=False) == 420


def test_an_int_that_converts_to_another_is_scored_as_the_number_it_holds() -> None:
    # Before: Lies(10) scored 7 tricks (-150) while its repr said 10.
    assert bridge.score("4S", Lies(10), vulnerable=False) == 420
    assert type(check_int("tricks", Lies(10), 0, 13)) is int
    error = _refused(lambda: bridge.score("4S", Lies(14), vulnerable=False))
    assert error.value == 14
    assert type(error.value) is int


def test_tarot_bouts_from_a_lying_int() -> None:
    # Before: IndexError (the range check read 2, the table lookup 7).
    assert tarot.settle("garde", bouts=Lies(2), points=45) == tarot.settle(
        "garde", bouts=2, points=45
    )
    assert tarot.settle("garde", bouts=2, points=Lies(45)) == tarot.settle(
        "garde", bouts=2, points=45
    )


# --- 8. Unbounded inputs ----------------------------------------------------------------------


class Huge:
    """``range(10**9)`` that counts what is drawn from it (no len: only iterated)."""

    def __init__(self) -> None:
        self.drawn = 0
        self._numbers = iter(range(10**9))

    def __iter__(self) -> Huge:
        return self

    def __next__(self) -> str:
        self.drawn += 1
        return f"player {next(self._numbers)}"


LEDGERS: dict[str, tuple[Callable[..., object], int]] = {
    "tarot.Session": (tarot.Session, 5),
    "needafourth.Session": (needafourth.Session, 3),
    "pitch.Game": (pitch.Game, 6),
}


@pytest.mark.parametrize(("make", "most"), LEDGERS.values(), ids=LEDGERS.keys())
def test_a_billion_players_are_refused_after_reading_one_too_many(
    make: Callable[[object], object], most: int
) -> None:
    # Before: MemoryError (the whole range made a tuple).
    _refused(lambda: make(range(10**9)))
    players = Huge()
    _refused(lambda: make(players))
    assert players.drawn == most + 1


def test_endless_poignees_are_refused() -> None:
    # Before: never returned.
    poignees = Endless("simple")
    error = _refused(
        lambda: tarot.settle(
            "garde",
            bouts=2,
            points=45,
            poignees=poignees,  # type: ignore[arg-type]  # endless: what is being tested
        )
    )
    assert error.field == "poignees"
    assert poignees.drawn == 6
    _refused(
        lambda: tarot.settle("garde", bouts=2, points=45, poignees=itertools.repeat("simple"))
    )


def test_bounded_draws_one_past_the_limit() -> None:
    endless = Endless("x")
    _refused(lambda: bounded("names", endless, 10, "names"))
    assert endless.drawn == 11
    assert bounded("names", ["a"] * 10, 10, "names") == ("a",) * 10


def test_huge_format_widths_are_refused() -> None:
    # Before: MemoryError, building a string of ten billion spaces.
    error = _refused(lambda: i18n.number(45.5, "9999999999"))
    assert error.field == "spec"
    _refused(lambda: Text("{a:>9999999999}", a=1))
    _refused(lambda: Text("{a:.9999999999f}", a=1.5))
    _refused(lambda: Text("{a:>{w}}", a=1, w=10**9))  # a width from a value
    assert i18n.number(45.5, ">8") == "    45.5"
    assert Text("{a:>5}", a=1) == "    1"
    # A malformed template passes the width check and is refused as a template, not a crash.
    error = _refused(lambda: Text("{a:>5", a=1))
    assert error.field == "template"
    assert "whose {fields} are all given" in str(error)


def test_values_nested_past_the_recursion_limit() -> None:
    # Before: RecursionError from each.
    deep = nested(10_000)
    _refused(lambda: Text("{a}", a=deep))
    assert str(ScoreError("value", deep, "a flat value")).startswith("value: [[[[")
    assert str(ScoreError(deep, 1, "a str field")).startswith("[[[[")  # type: ignore[arg-type]


def test_a_locale_setting_that_is_not_a_str() -> None:
    # Before: AttributeError: 'int' object has no attribute 'split'.
    error = _refused(lambda: i18n.from_locale({"LANG": 5}))  # type: ignore[dict-item]
    assert error.field == "LANG"


# --- 10. One alphabet for digits ---------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ["bridge", "4S", "\u0661\u0660"],  # Arabic-Indic 10
        ["bridge", "4S", "1_0"],
        ["bridge", "4S", "\uff11\uff10"],  # fullwidth 10
        ["needafourth", "2S", "\u0668"],
        ["tarot", "garde", "--bouts", "\u0662", "--points", "45"],
    ],
)
def test_the_command_takes_ascii_digits_only(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    # Before: '١٠' was read as 10 by the command, while the library refused it.
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert "invalid int value" in capsys.readouterr().err


def test_the_library_takes_ascii_digits_only() -> None:
    _refused(lambda: bridge.Result.parse("4S+\u0661"))
    _refused(lambda: bridge.Contract.parse("\u0664S"))
    _refused(lambda: tarot.settle("garde", bouts=2, points="\u0664\u0665"))
    assert main(["bridge", "4S", "10"]) == 0


def test_starting_totals_name_players_as_the_players_are_read() -> None:
    session = tarot.Session([" Ann", "Bob", "Cid"], totals={" Ann": 10, "Bob": -5, "Cid ": -5})
    assert session.totals == {"Ann": 10, "Bob": -5, "Cid": -5}
    game = pitch.Game(["Us", "Them"], totals={" Us": 3, "Them": 1})
    assert game.totals == {"Us": 3, "Them": 1}
    _refused(lambda: tarot.Session(["Ann", "Bob", "Cid"], totals={"Ann": 0, " Ann": 0, "Bob": 0}))
