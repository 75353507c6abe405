"""Need a Fourth?: every word cardscore.needafourth makes goes through the catalog (issue 17).

Two checks, on every breakdown line of every deal (each bid, doubling, number of tricks and
liar, under each rule option), every bid-requirement and liar explanation, and the message of
every error of the bad-input tests (tests/needafourth/test_bad_input.py):

- said inside ``pseudo()`` (tests/pseudo.py), no English word is left outside «…»;
- taken apart, each template is one the message extractor reads from the source (a str
  literal as ``Text``'s first argument, as an argument of an ``...Error`` call or as
  ``Item``'s label), and no plain value carries a word: the plain values are notation
  (``4H``), names (``Ann``) or numbers, which are numbers, not text. What is exempt is said
  where it is: the field and the value of an error (what the caller typed) and the message
  of an exception a player's own predicate raised.

The first check alone cannot see a word passed as a plain value (it is said inside the
guillemets of the template that holds it), nor a template made by an f-string (the pseudo
catalog wraps any msgid), so the second one is needed to fail on either.
"""

from __future__ import annotations

import ast
import re
import warnings
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from cardscore import _check, errors, i18n, needafourth
from cardscore.bridge import Contract, Doubling, Strain
from cardscore.errors import ScoreError
from cardscore.i18n import Text
from cardscore.needafourth import Category, Requirement, Rules, Session, check_bids, settle
from tests.needafourth.test_bad_input import CASES, MESSAGES
from tests.pseudo import english_left, fillings, pseudo

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

    from cardscore.items import Item

PLAYERS = ("Ann", "Bob", "Cat")
_ERROR = "{field}: {value} is not allowed; expected {allowed}"
_WARNING = "{field}: {value} is not {allowed}"
# The values said as they are, on purpose: what the caller typed (an error's or a warning's
# field and value, the start of a value too long to show whole) and the message of an
# exception raised by a player's own predicate.
EXEMPT = frozenset(
    {
        (_ERROR, "field"),
        (_ERROR, "value"),
        (_WARNING, "field"),
        (_WARNING, "value"),
        ("{start}… ({length:,} characters)", "start"),
        ("predicates that return a bool (it raised {error_type}: {error})", "error"),
    }
)
_NUMERIC = re.compile(r"[+-]?[\d.,]+")


def _extracted(path: Path) -> frozenset[str]:
    """The msgids the extractor reads from ``path`` (I18N rule 2)."""
    found: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if not isinstance(node, ast.Call):
            continue
        name = getattr(node.func, "id", getattr(node.func, "attr", ""))
        if name in {"Text", "Item"}:
            arguments: list[ast.expr] = node.args[:1]
        elif name.endswith("Error"):
            arguments = [*node.args[1:], *(keyword.value for keyword in node.keywords)]
        else:
            continue
        found.update(
            argument.value
            for argument in arguments
            if isinstance(argument, ast.Constant) and isinstance(argument.value, str)
        )
    return frozenset(found)


# The package's modules (issue 42): needafourth/__init__.py, _rules.py, _read.py, ...
PACKAGE = tuple(sorted(Path(needafourth.__file__).parent.glob("*.py")))
# needafourth's own msgids, the error message's frame (cardscore.errors) and the wordings
# the checks share (cardscore._check: AN_INT, TRUE_OR_FALSE...).
MSGIDS = (
    frozenset().union(*map(_extracted, PACKAGE))
    | _extracted(Path(errors.__file__))
    | _extracted(Path(_check.__file__))
)


def bypassing(text: str) -> list[str]:
    """What in ``text`` would reach a player without the catalog (empty: nothing)."""
    if not isinstance(text, Text):
        return [f"not a Text: {text!r}"]
    problems = [] if text.template in MSGIDS else [f"not extracted: {text.template!r}"]
    for _, owner, name, value in fillings(text):
        if isinstance(value, Text):
            if value.template not in MSGIDS:
                problems.append(f"not extracted: {value.template!r}")
        elif (owner.template, name) in EXEMPT:
            continue
        elif isinstance(value, bool) or not isinstance(value, str | int):
            problems.append(f"{name}={value!r} in {owner.template!r}: not a word, name or int")
        elif isinstance(value, str) and (english_left(value) or _NUMERIC.fullmatch(value)):
            problems.append(f"{name}={value!r} in {owner.template!r}: a plain word or number")
    return problems


def said(item: Item) -> str:
    """An item as a renderer says it: the label, the party as a term, the points."""
    return f"{i18n.say(item.label)}: {i18n.term(item.who)} {i18n.number(item.points, '+')}"


# --- Breakdown labels -----------------------------------------------------------------------

BIDS = [Contract(level, strain) for level in range(1, 8) for strain in Strain]
OPTIONS = [Rules(), Rules(redoubled_overtrick=200)]


def settlements() -> Iterator[needafourth.Settlement]:
    """Every deal: 35 bids, each doubling, 0..13 tricks, each liar, each redoubled rate."""
    for bid in BIDS:
        for doubling in Doubling:
            contract = Contract(bid.level, bid.strain, doubling)
            for tricks in range(14):
                for liar in needafourth.LIAR_VALUES:
                    for rules in OPTIONS:
                        yield settle(contract, tricks, liar=liar, rules=rules)


# N2-N5 (the seed, rules/needafourth.md): made (category and bid), the doubled or redoubled
# bonus and the partscore bonus on top, overtricks and undertricks by doubling, and a lone
# liar's and their partner's undertricks.
LABELS = {
    "{category} ({bid})",
    "doubled bonus",
    "redoubled bonus",
    "doubled partscore bonus",
    "redoubled partscore bonus",
    "overtricks ({count} × {each})",
    "overtricks ({count} × {each}, doubled)",
    "overtricks ({count} × {each}, redoubled)",
    "undertricks ({count} × {each})",
    "undertricks ({count} × {each}, doubled)",
    "undertricks ({count} × {each}, redoubled)",
    "undertricks, liar ({count} × {each})",
    "undertricks, liar ({count} × {each}, doubled)",
    "undertricks, liar ({count} × {each}, redoubled)",
    "undertricks, liar's partner ({count} × {each})",
    "undertricks, liar's partner ({count} × {each}, doubled)",
    "undertricks, liar's partner ({count} × {each}, redoubled)",
}


def test_every_label_of_every_deal_is_said_through_the_catalog() -> None:
    labels: set[str] = set()
    with pseudo():
        for deal in settlements():
            for item in deal.items:
                assert english_left(said(item)) == [], said(item)
                labels.add(item.label)
    # Each label once: made, bonuses, over- and undertricks of every kind.
    problems = {label: bypassing(label) for label in labels}
    assert {label: found for label, found in problems.items() if found} == {}
    templates = {label.template for label in labels if isinstance(label, Text)}
    assert templates == LABELS


def test_n5_a_lone_liars_lines_in_pseudo_finnish() -> None:
    # N5, 3NTX two down, the chooser lied: the chooser pays 2 × 350, the partner N4's
    # partner column, 2 × 150; each label is said whole, its numbers in place.
    with pseudo():
        lines = [said(item) for item in settle("3NTX", 7, liar="chooser").items]
    assert lines == [
        "«undertricks, liar (2 × 350, doubled)»: «chooser» -700",
        "«undertricks, liar's partner (2 × 150, doubled)»: «partner» -300",
    ]


def test_n3_redoubled_overtricks_at_the_200_option_in_pseudo_finnish() -> None:
    # N3: 2SXX made with one overtrick, Rules(redoubled_overtrick=200): partscore (2S) 100,
    # redoubled bonus 600/400, partscore bonus 300, one overtrick at 200.
    with pseudo():
        lines = [
            i18n.say(item.label)
            for item in settle("2SXX", 9, rules=Rules(redoubled_overtrick=200)).items
            if item.who == "chooser"
        ]
    assert lines == [
        "««partscore» (2S)»",
        "«redoubled bonus»",
        "«redoubled partscore bonus»",
        "«overtricks (1 × 200, redoubled)»",
    ]


def test_a_sessions_lines_name_the_players_and_a_thrown_in_deal_has_none() -> None:
    session = Session(PLAYERS, deals=3)
    session = session.record("6NTXX", 13, chooser="Bob", partner="Cat", redoubled_by="Cat")
    session = session.record("2HX", 5, chooser="Ann", partner="Cat", liars=("Ann", "Cat"))
    session = session.throw_in()
    with pseudo():
        for deal in session.deals:
            for item in deal.items:
                assert english_left(said(item)) == [], said(item)
                assert bypassing(item.label) == []
    assert [len(deal.items) for deal in session.deals] == [6, 2, 0]


def test_each_category_is_a_msgid_a_renderer_can_say_with_term() -> None:
    # A Category's value is data (JSON, str()); i18n.term() finds it in the catalog.
    assert {str(kind) for kind in Category} <= MSGIDS


# --- Bid requirements and liars (N5) --------------------------------------------------------

HANDS = {
    "Ann": "KQ432.K32.K32.432",  # 11 HCP; 5 spades, 3 of each other suit
    "Bob": "AJ5.AQJ5.AJ5.8765",  # 17 HCP; 4 hearts, 4 clubs
    "Cat": "T976.T9876.QT9.AK",  # 9 HCP; 4 spades, 5 hearts, 3 diamonds, 2 clubs
}
# N5 by hand, Ann dealing: each auction and its liars. Between them, every seed
# requirement is broken at least once.
AUCTIONS = {
    "1NT pass pass": {"Ann"},  # 1NT opening with 11 HCP (15+)
    "1S pass 2S pass pass": {"Cat"},  # Ann's 1S holds; Cat raises to 2S with 4 spades (5+)
    "1C 2C pass 3C pass pass": {"Ann"},  # 1C with 3 clubs (4+); Bob's raise holds; 3C own suit
    "pass 1H 2H 3H pass pass": {"Bob", "Ann"},  # 1H with 4 hearts; Ann's 3H raise with 3
    "pass 2NT pass pass": {"Bob"},  # 2NT opening with 17 HCP (20+)
    "1D pass 2D pass pass": {"Ann", "Cat"},  # 1D with 3 diamonds; Cat's 2D raise with 3
    "1C pass 3C pass pass": {"Ann", "Cat"},  # Cat's 3C raise with 2 clubs and 9 HCP
    "pass pass pass": set(),
}


def test_every_seed_requirement_is_a_msgid() -> None:
    for requirement in Rules().requirements:
        assert bypassing(requirement.description) == [], requirement


def test_every_bid_check_line_is_said_through_the_catalog() -> None:
    broken: set[str] = set()
    for calls, liars in AUCTIONS.items():
        check = check_bids(calls, HANDS, dealer="Ann")
        assert check.liars == liars, calls
        lines = [*check.lines, *map(str, check.breaches)]
        with pseudo():
            for line in lines:
                assert english_left(i18n.say(line)) == [], line
        for line in lines:
            assert bypassing(line) == [], line
        assert str(check) == "\n".join(check.lines)
        broken |= {str(breach.requirement) for breach in check.breaches}
    assert broken == {str(requirement) for requirement in Rules().requirements}


def test_a_players_own_requirement_is_shown_as_they_wrote_it() -> None:
    own = Requirement("2♥ ouvre avec 6 cartes", applies=lambda _bid: True, holds=lambda _b: False)
    check = check_bids("1H pass pass", HANDS, dealer="Ann", rules=Rules(requirements=[own]))
    with pseudo():
        said_lines = [i18n.say(line) for line in check.lines]
    assert said_lines == [
        "«Ann: 1H broke 2♥ ouvre avec 6 cartes»",
        "«Bob: no requirement broken»",
        "«Cat: no requirement broken»",
    ]


# --- Errors ---------------------------------------------------------------------------------


def _raised(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        call()
    return caught.value


def _raised_here(error: ScoreError) -> tuple[Path, int] | None:
    """The package's file and line that raised ``error``, or None if another module did."""
    frame = error.__traceback__
    while frame is not None and frame.tb_next is not None:
        frame = frame.tb_next
    if frame is None or Path(frame.tb_frame.f_code.co_filename) not in PACKAGE:
        return None
    return Path(frame.tb_frame.f_code.co_filename), frame.tb_lineno


def _always(_bid: needafourth.Bid) -> bool:
    return True


def _divides_by_zero(bid: needafourth.Bid) -> bool:
    return bid.level < 1 / 0


def _number(_bid: needafourth.Bid) -> bool:
    return 1  # type: ignore[return-value]  # an int where a bool is due, on purpose


def _with(requirement: Requirement) -> Callable[[], object]:
    rules = Rules(requirements=[requirement])
    return lambda: check_bids("1H pass pass", HANDS, dealer="Ann", rules=rules)


# The refusals the bad-input tests make in test functions of their own, not in their tables.
MORE: list[Callable[[], object]] = [
    _with(Requirement("oops", applies=_always, holds=_divides_by_zero)),
    _with(Requirement("num", applies=_number, holds=_always)),
    lambda: Session(PLAYERS, totals={"Ann": 0, "Bob": 0, "Zed": 0}),
    lambda: Session(PLAYERS).close().throw_in(),
]
ERRORS = [call for _, call in CASES] + [call for *_, call in MESSAGES] + MORE


def test_every_error_message_is_said_through_the_catalog() -> None:
    for call in ERRORS:
        error = _raised(call)
        with pseudo():
            message = i18n.message(error)
        assert english_left(message) == [], message


def test_every_error_needafourth_raises_is_made_of_msgids_and_plain_values() -> None:
    raised_here = 0
    for call in ERRORS:
        error = _raised(call)
        if _raised_here(error) is not None:
            raised_here += 1
            assert bypassing(error.args[0]) == [], str(error)
    assert raised_here >= 60


def _raise_sites() -> set[tuple[Path, int, int]]:
    return {
        (path, node.lineno, node.end_lineno or node.lineno)
        for path in PACKAGE
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8")))
        if isinstance(node, ast.Raise) and isinstance(node.exc, ast.Call)
    }


def test_the_errors_checked_come_from_every_raise_in_needafourth() -> None:
    # So that the two tests above see every message the package makes, not only some.
    sites = _raise_sites()
    assert {path.name for path, _, _ in sites} >= {"_read.py", "_auction.py", "_ledger.py"}
    reached = set()
    for call in ERRORS:
        here = _raised_here(_raised(call))
        if here is not None:
            path, line = here
            reached |= {site for site in sites if site[0] == path and site[1] <= line <= site[2]}
    assert sites - reached == set()


def test_the_odd_number_of_deals_warning_is_said_through_the_catalog() -> None:
    # N6: with whole_rounds=False, 5 deals are only warned about.
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        Session(PLAYERS, deals=5, rules=Rules(whole_rounds=False))
    (warning,) = caught
    text = warning.message.args[0]  # type: ignore[union-attr]
    assert str(warning.message) == (
        "deals: 5 is not a multiple of 3, so that everyone deals equally often"
    )
    assert bypassing(text) == []
    with pseudo():
        assert english_left(i18n.say(text)) == []
