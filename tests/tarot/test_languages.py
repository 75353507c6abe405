# The calls give wrong types on purpose: that is what these messages are about.
# mypy: disable-error-code="arg-type, dict-item"
"""Every word cardscore.tarot makes goes through the catalog (issue 17, rules tarot.md T1–T8).

Inside ``pseudo()`` (tests/pseudo.py) every msgid is said as «msgid» and numbers are written
the Finnish way: a word left outside «…» bypassed the catalog. The pseudo catalog fills a
template's values inside the guillemets, so a word passed as a plain ``str`` value would hide
there: :func:`bare_words` also walks each Text's values and lists every plain ``str`` value
that holds a word, except the notation a player types (the names the parsers take, listed
exactly in ``NOTATION``), the field's name and the value the user gave.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING

import pytest

from cardscore import i18n, sheet, tarot
from cardscore.errors import ImpossibleResultError, ScoreError, shown
from cardscore.i18n import Text
from cardscore.tarot import Chelem, Contract, Session, _words
from tests.pseudo import english_left, fillings, pseudo
from tests.tarot.test_messages import (
    T1_MESSAGES,
    T2_MESSAGES,
    T3_MESSAGES,
    T4_MESSAGES,
    T5_MESSAGES,
)

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator

# What the parsers take, as a player types it in any language: shown as it is.
NOTATION = frozenset(
    {
        "'prise', 'garde', 'garde sans', 'garde contre'",
        "'taker', 'defence'",
        "'simple', 'double', 'triple'",
        "'announced', 'unannounced', 'failed', 'defence'",
        "'shared', 'personal'",
    }
)


def bare_words(text: str, *, given: dict[str, str] | None = None) -> list[tuple[str, str]]:
    """The plain-str values of ``text`` (a Text, walked down) that hold English words.

    ``given``: the values allowed as they are, by path (an error's field and the user's
    value). Notation (``NOTATION``) and values without a word (names, cards, ``'A', 'B'``)
    pass.
    """
    assert isinstance(text, Text), f"not a Text: {text!r}"
    allowed = given or {}
    return [
        (path, value)
        for path, _, _, value in fillings(text)
        if isinstance(value, str) and not isinstance(value, Text)
        if allowed.get(path) != value and value not in NOTATION and english_left(value)
    ]


def test_bare_words_finds_a_word_passed_as_a_plain_value() -> None:
    # The check these tests rest on can fail: a word in a plain str value is found, under
    # any depth; a number, a name, notation and a Text value are not.
    label = Text(
        "{what} ({count} × {each})", what=Text("{side} bonus", side="taker"), count=2, each=10
    )
    assert bare_words(label) == [(".what.side", "taker")]
    assert bare_words(Text("{who}: {contract}", who="Ann", contract=Text("garde"))) == []
    assert bare_words(Text("one of {sides}", sides="'taker', 'defence'")) == []
    with pseudo():
        assert english_left(i18n.say(label)) == []  # hidden inside the guillemets


# --- Breakdown labels ---------------------------------------------------------------------


def _settled(
    contract: Contract, bouts: int, candidates: tuple[float, ...], **options: object
) -> tarot.Settlement:
    # The first of ``candidates`` the cards allow (T1, T7) with these bouts and options.
    for points in candidates:
        try:
            return tarot.settle(contract, bouts=bouts, points=points, **options)
        except ImpossibleResultError:
            continue
    raise AssertionError(f"no count for {contract} {bouts} {options}")


def _settlements() -> Iterator[tarot.Settlement]:
    for contract in Contract:
        for players in (3, 4, 5):
            for bouts in range(4):
                target = tarot.target(bouts)
                # Made exactly, made by a half, lost by a half, lost by more (T2, T4).
                for points in (target, target + 0.5, target - 0.5, target - 10.5):
                    yield tarot.settle(contract, bouts=bouts, points=points, players=players)
            for alone in (False, True):
                for bonuses in ("shared", "personal"):
                    yield tarot.settle(
                        contract,
                        bouts=2,
                        points=45.5,
                        players=players,
                        petit_au_bout="taker",
                        poignees=["simple", "double"] if players == 5 else ["triple"],
                        alone=alone,
                        rules=tarot.Rules(bonuses=bonuses),
                    )
            yield tarot.settle(
                contract,
                bouts=1,
                points=30,
                players=players,
                petit_au_bout="defence",
                poignees=["simple"],
            )
        yield _settled(contract, 3, (91, 89.5, 88), chelem="announced", petit_au_bout="taker")
        yield _settled(contract, 3, (91, 89.5, 88), chelem="unannounced")
        yield tarot.settle(contract, bouts=3, points=80, chelem="failed")
        yield _settled(contract, 1, (4, 5.5, 7, 8.5), chelem="defence", petit_au_bout="defence")
        yield _settled(contract, 0, (0, 1.5, 3), chelem="defence")
    # The points of tricks counted (T1, T4): the Excuse kept for half a point.
    pile = [str(card) for card in tarot.PACK[:20]]
    counted = tarot.count_tricks("garde", pile, chien="1H 2H 3H 4H 5H 6H", excuse="taker")
    yield tarot.settle("garde", bouts=counted.bouts, points=counted.points)


SETTLEMENTS = list(_settlements())


def test_the_settlements_cover_every_kind_of_item() -> None:
    kinds = {type(what) for settlement in SETTLEMENTS for what, _ in settlement.breakdown}
    assert kinds == {Contract, tarot.Side, tarot.Poignee, Chelem}
    assert {s.chelem for s in SETTLEMENTS} == {None, *Chelem}
    assert {(s.players, s.alone) for s in SETTLEMENTS} == {
        (3, True),
        (4, True),
        (5, True),
        (5, False),
    }
    assert {s.bouts for s in SETTLEMENTS} == {0, 1, 2, 3}
    assert {s.made for s in SETTLEMENTS} == {True, False}


@pytest.mark.parametrize("lang", ["fi", "sv", "fr"])
def test_every_item_label_goes_through_the_catalog(lang: str) -> None:
    with pseudo(lang):
        for settlement in SETTLEMENTS:
            for item in settlement.items:
                assert english_left(i18n.say(item.label)) == [], item.label
                assert bare_words(item.label) == [], item.label
            for label, _ in settlement.parts:
                assert english_left(i18n.say(label)) == [], label


def test_a_label_says_its_half_points_as_the_language_writes_them() -> None:
    # T2: 2 bouts, target 41; T4: 45.5 is 4.5 over, the half point to the taker: made by
    # 5, (25 + 5) × 2 = 70 per defender; the taker gets 3 × 70 at four (T5).
    label = tarot.settle("garde", bouts=2, points=Decimal("45.5")).items[0].label
    assert label == "garde, 45.5 points, 2 bouts (target 41): made by 5, (25 + 5) × 2"
    with pseudo():
        assert i18n.say(label) == (
            "««garde», 45,5 points, 2 bouts (target 41): made by 5, (25 + 5) × 2»"
        )
    with pseudo("fr"):
        # T4: petit au bout to the defence in a garde sans, 10 × 4; the simple poignée (20)
        # to the defence, which won: 40.5 with 1 bout is 10.5 short of 51.
        labels = [
            i18n.say(item.label)
            for item in tarot.settle(
                "garde sans", bouts=1, points="40,5", petit_au_bout="defence", poignees=["simple"]
            ).items[::2]
        ]
    assert labels == [
        "««garde sans», 40,5 points, 1 bout (target 51): lost by 11, (25 + 11) × 4»",
        "«petit au bout to the defence (10 × 4)»",
        "«simple poignée, to the defence»",
    ]


def test_contract_names_are_words_of_the_catalog() -> None:
    with pseudo():
        assert [i18n.say(str(contract)) for contract in Contract] == [
            "«prise»",
            "«garde»",
            "«garde sans»",
            "«garde contre»",
        ]


# --- Error messages -----------------------------------------------------------------------


def _missing_partner() -> object:
    return Session(players=("A", "B", "C", "D", "E")).record(
        "garde", taker="A", bouts=2, points=45
    )


MORE_ERRORS: list[Callable[[], object]] = [
    # T4, T7: what the cards allow after each kind of chelem, by contract.
    lambda: tarot.settle("prise", bouts=0, points=40, chelem="defence"),
    lambda: tarot.settle("garde sans", bouts=1, points=40, chelem="defence"),
    lambda: tarot.settle("garde contre", bouts=0, points=4, chelem="defence"),
    lambda: tarot.settle("garde contre", bouts=3, points=91, chelem="announced"),
    lambda: tarot.settle("garde", bouts=1, points=90.5),
    lambda: tarot.settle("garde", bouts=0, points=91, players=5, chelem="failed"),
    # Points in every spelling refused (T1).
    lambda: tarot.settle("garde", bouts=2, points="4" * 40),
    lambda: tarot.settle("garde", bouts=2, points=Decimal("NaN")),
    lambda: tarot.settle("garde", bouts=2, points="81/4"),
    lambda: tarot.settle("garde", bouts=2, points=45, rules=5),
    lambda: tarot.Rules(bonuses="both"),
    lambda: tarot.Rules(bonuses=1),
    lambda: tarot.parse_cards("RS " * 300),
    lambda: tarot.settle("garde", bouts=2, points=45, chelem=1),
    # T5, T8: the session.
    _missing_partner,
    lambda: Session(players=("A", "B", "C"), totals=[]),
    lambda: Session(players=("A", "B", "C"), totals={"Z": 0}),
    lambda: Session(players=("A", "B", "C"), totals={"A": 0, "B": 0}),
    lambda: Session(players=("A", "B", "C"), totals={"A": 0, "B": 0, "C": "0"}),
    lambda: Session(players=("A", "B", "C"), totals={"A": 1, "B": 0, "C": 0}),
    lambda: Session(players=("A", "B", "C")).record(
        "garde", taker="A", partner="B", bouts=2, points=45
    ),
]
CALLS = [
    call
    for table in (T1_MESSAGES, T2_MESSAGES, T3_MESSAGES, T4_MESSAGES, T5_MESSAGES)
    for call, _, _ in table
] + MORE_ERRORS


def _error(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        call()
    return caught.value


@pytest.mark.parametrize("call", CALLS)
def test_every_error_message_goes_through_the_catalog(call: Callable[[], object]) -> None:
    english = _error(call)
    with pseudo():
        error = _error(call)
        said = i18n.message(error)
    assert str(error) == str(english)
    assert english_left(said) == [], said
    given = {".field": error.field}
    if not isinstance(error.value, Text):  # the user's value, shown as typed
        given[".value"] = shown(error.value)
    assert bare_words(error.args[0], given=given) == [], str(error)


def test_a_description_in_place_of_a_value_is_said_too() -> None:
    # T3: 1 card is no whole trick of 4; the value is words, not what the user typed.
    error = _error(
        lambda: tarot.count_tricks("garde", "RS", chien="1H 2H 3H 4H 5H 6H", excuse="taker")
    )
    assert str(error) == (
        "won: '1 card' is not allowed; expected whole tricks of 4 cards, at most 72 cards"
    )
    with pseudo():
        assert i18n.message(error) == (
            "«won: «'«1 card»'» is not allowed; expected «whole tricks of 4 cards, at most 72 cards»»"
        )


def test_points_needed_are_numbers_in_the_message() -> None:
    # T7: the spans in words, a half point written as the language writes it.
    with pseudo():
        assert (
            # Private on purpose: the words of a span only a rare message shows.
            i18n.say(_words.spans_text(((124, 168), (171, 171)))) == "««from 62 to 84» or «85,5»»"
        )
        error = _error(lambda: tarot.settle("garde", bouts=3, points=10))
        assert i18n.message(error) == (
            "«points: 10 is not allowed; expected ««from 17 to 89» with 3 bouts»»"
        )


# --- The session's sheet ------------------------------------------------------------------


def test_the_session_sheet_and_its_deals_go_through_the_catalog() -> None:
    session = Session(players=("Ann", "Bob", "Cid", "Dan", "Eve"))
    session = session.record("garde", taker="Ann", partner="Cid", bouts=2, points=45)
    session = session.record("garde sans", taker="Bob", alone=True, bouts=1, points=60)
    session = session.throw_in("petit sec").throw_in()
    three = Session(players=("Ann", "Bob", "Cid")).record("prise", taker="Cid", bouts=1, points=51)
    deals = [*session.deals, *three.deals]
    with pseudo():
        printed = sheet.of(session).render()
        described = [i18n.say(deal.describe()) for deal in deals]
    assert english_left(printed) == [], printed
    header = next(line for line in printed.splitlines() if line.startswith("«deal»"))
    assert header.split() == [
        "«deal»",
        "«dlr»",
        "«bid»",
        "«bouts»",
        "«pts»",
        "«result»",
        "«bonus»",
        "Ann",
        "Bob",
        "Cid",
        "Dan",
        "Eve",
    ]
    for deal, said in zip(deals, described, strict=True):
        assert english_left(said) == [], said
        assert bare_words(deal.describe()) == []  # names and Texts only
    assert described == [
        "«Ann with Cid: «garde»»",
        "«Bob alone: «garde sans»»",
        "«void («petit sec»)»",
        "«void («all pass»)»",
        "«Cid: «prise»»",
    ]
