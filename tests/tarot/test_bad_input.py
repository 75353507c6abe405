"""French Tarot's wrong input: only ScoreError, naming the parameter; hostile text (issue 20)."""

from __future__ import annotations

import decimal
import inspect
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING

import pytest

from cardscore import (
    ImpossibleResultError,
    NotationError,
    tarot,
)
from cardscore.errors import ScoreError
from cardscore.tarot import (
    PACK,
    Card,
    Chelem,
    Contract,
    Distribution,
    Poignee,
    Rank,
    Session,
    Side,
)
from tests.bad_input import wrong
from tests.tarot.test_scoring import _DISCARD, _HAND
from tests.work import assert_refused_by_length, work

if TYPE_CHECKING:
    from collections.abc import Callable


# --- Bad input: only ScoreError, naming the parameter -------------------------------------


def _settle(**changes: object) -> object:
    arguments: dict[str, object] = {"contract": "garde", "bouts": 2, "points": 45}
    arguments.update(changes)
    contract = arguments.pop("contract")
    return tarot.settle(wrong(contract), **wrong(arguments))


@pytest.mark.parametrize(
    ("field", "value"),
    [
        ("contract", "garde sans chien"),
        ("contract", "pass"),
        ("contract", 2),
        ("contract", None),
        ("bouts", 4),
        ("bouts", -1),
        ("bouts", "2"),
        ("bouts", 2.0),
        ("bouts", True),
        ("bouts", None),
        ("points", 92),
        ("points", -0.5),
        ("points", 40.25),
        ("points", "40.3"),
        ("points", "lots"),
        ("points", ""),
        ("points", float("nan")),
        ("points", float("inf")),
        ("points", Decimal("NaN")),
        ("points", Fraction(1, 3)),
        ("points", True),
        ("points", None),
        ("points", [45]),
        ("players", 2),
        ("players", 6),
        ("players", "4"),
        ("players", 4.0),
        ("players", False),
        ("petit_au_bout", "nobody"),
        ("petit_au_bout", True),
        ("petit_au_bout", 1),
        ("poignees", ["quadruple"]),
        ("poignees", [1]),
        ("poignees", 1),
        ("poignees", "quadruple"),
        ("poignees", [None]),
        ("chelem", "grand"),
        ("chelem", True),
        ("chelem", 400),
        ("alone", "yes"),
        ("alone", 1),
        ("alone", None),
    ],
)
def test_settle_bad_input_names_the_parameter(field: str, value: object) -> None:
    with pytest.raises(ScoreError) as caught:
        _settle(**{field: value})
    assert caught.value.field == field
    assert str(caught.value).startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: tarot.target(4), "bouts"),
        (lambda: tarot.target(wrong("1")), "bouts"),
        (lambda: tarot.target(True), "bouts"),
        (lambda: tarot.card_points(wrong(3)), "cards"),
        (lambda: tarot.card_points("RS XX"), "cards"),
        (lambda: tarot.card_points([wrong(None)]), "cards"),
        (lambda: tarot.count(wrong(None)), "cards"),
        (lambda: tarot.count(["RS", "RS"]), "cards"),
        (lambda: tarot.parse_cards(wrong(5), field="pile"), "pile"),
        (lambda: Contract.parse(wrong(None)), "contract"),
        (lambda: Side.parse(wrong(1)), "side"),
        (lambda: Side.parse("both"), "side"),
        (lambda: Poignee.parse(wrong(None)), "poignee"),
        (lambda: Poignee.parse("quad"), "poignee"),
        (lambda: Poignee.SIMPLE.trumps(6), "players"),
        (lambda: Chelem.parse(wrong(None)), "chelem"),
        (lambda: Rank.parse("Z"), "rank"),
        (lambda: Rank.parse(15), "rank"),
        (lambda: Card.parse(wrong(None)), "card"),
        (lambda: tarot.poignee(23), "trumps"),
        (lambda: tarot.poignee(-1), "trumps"),
        (lambda: tarot.poignee(True), "trumps"),
        (lambda: tarot.poignee(wrong(10.0)), "trumps"),
        (lambda: tarot.poignee(wrong(None)), "trumps"),
        (lambda: tarot.poignee("21 20 ZZ"), "trumps"),
        (lambda: tarot.poignee(10, 2), "players"),
        (lambda: tarot.poignee(10, wrong("4")), "players"),
        (lambda: tarot.check_discard("1H", wrong(None)), "hand"),
        (lambda: tarot.check_discard(wrong(None), _HAND), "discard"),
        (lambda: tarot.check_discard("1H 2H 3H 4H 5H 6H", _HAND, players=7), "players"),
        (lambda: tarot.is_legal_discard("1H 2H 3H 4H 5H ZZ", _HAND), "discard"),
        (lambda: tarot.petit_sec(wrong(None)), "hand"),
        (lambda: tarot.petit_sec("1 1"), "hand"),
        (lambda: tarot.is_void(bids="pass"), "bids"),
        (lambda: tarot.is_void(bids=["pass", "grande"]), "bids"),
        (lambda: tarot.is_void(bids=[wrong(1)]), "bids"),
        (lambda: tarot.is_void(bids=wrong(None)), "bids"),
        (lambda: tarot.is_void(hands=wrong(None)), "hands"),
        (lambda: tarot.is_void(hands=["1 ZZ"]), "hand"),
        (lambda: tarot.count_tricks("garde", "RS", chien=_DISCARD, excuse="taker"), "won"),
        (lambda: tarot.count_tricks("garde", wrong(None), chien=_DISCARD, excuse="taker"), "won"),
        (lambda: tarot.count_tricks("garde", (), chien=wrong(None), excuse="taker"), "chien"),
        (lambda: tarot.count_tricks("grand", (), chien=_DISCARD), "contract"),
        (lambda: tarot.count_tricks("garde", (), chien=_DISCARD, players=6), "players"),
        (lambda: tarot.count_tricks("garde", (), chien=_DISCARD, excuse=wrong(3)), "excuse"),
        (lambda: Distribution(wrong(None), ()), "hands"),
        (lambda: Distribution([PACK[:18]] * 4, wrong(None)), "chien"),
        (lambda: Session(players="ABCD"), "players"),
        (lambda: Session(players=wrong(None)), "players"),
        (lambda: Session(players=("A", "B")), "players"),
        (lambda: Session(players=("A", "B", "C", "D", "E", "F")), "players"),
        (lambda: Session(players=("A", "B", "A")), "players"),
        (lambda: Session(players=wrong(("A", "B", 3))), "players"),
        (lambda: Session(players=("A", "B", " ")), "players"),
        (lambda: Session(players=("A", "B", "C"), planned=0), "planned"),
        (lambda: Session(players=("A", "B", "C"), planned=wrong("3")), "planned"),
        (lambda: Session(players=("A", "B", "C")).throw_in(wrong(None)), "reason"),
    ],
)
def test_entry_points_bad_input_names_the_parameter(call: object, field: str) -> None:
    assert callable(call)
    with pytest.raises(ScoreError) as caught:
        call()
    assert caught.value.field == field
    assert str(caught.value).startswith(f"{field}: ")


@pytest.mark.parametrize(
    ("changes", "field"),
    [
        ({"taker": "Zed"}, "taker"),
        ({"taker": None}, "taker"),
        ({"taker": 1}, "taker"),
        ({"partner": "Zed"}, "partner"),
        ({"partner": 2}, "partner"),
        ({"alone": "no"}, "alone"),
        ({"bouts": 5}, "bouts"),
        ({"points": "x"}, "points"),
        ({"contract": "grande"}, "contract"),
        ({"chelem": "big"}, "chelem"),
        ({"poignees": ["big"]}, "poignees"),
        ({"petit_au_bout": "both"}, "petit_au_bout"),
    ],
)
def test_session_record_bad_input_names_the_parameter(
    changes: dict[str, object], field: str
) -> None:
    arguments: dict[str, object] = {
        "contract": "garde",
        "taker": "A",
        "partner": "B",
        "bouts": 2,
        "points": 45,
    }
    arguments.update(changes)
    contract = arguments.pop("contract")
    session = Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(ScoreError) as caught:
        session.record(wrong(contract), **wrong(arguments))
    assert caught.value.field == field


def test_sessions_with_the_same_deals_are_equal_and_hash_alike() -> None:
    def play() -> Session:
        return (
            Session(players=("A", "B", "C"))
            .record("garde", taker="A", bouts=2, points=45)
            .record("prise", taker="B", bouts=1, points=40)
        )

    first, second = play(), play()
    assert first is not second
    assert first == second
    assert hash(first) == hash(second)
    assert first != first.undo()


def test_session_constructor_shows_only_the_public_parameters() -> None:
    # The running state (deals, totals, played, closed, the previous session) is built by
    # ``record`` alone: users construct a session from its players, plan, rules and the
    # totals carried over.
    assert list(inspect.signature(Session).parameters) == [
        "players",
        "planned",
        "rules",
        "totals",
    ]
    with pytest.raises(TypeError):
        Session(players=("A", "B", "C"), **wrong({"_scores": (1, -1, 0)}))
    planned = Session(("A", "B", "C"), planned=3)
    assert planned.record("garde", taker="A", bouts=2, points=45).planned == 3
    closed = planned.close()
    assert (closed.planned, closed.finished, closed.deals, closed.undo()) == (3, True, (), planned)


# --- Hostile input: bounded numbers, linear parsers (issue 20) ----------------------------


@pytest.mark.parametrize(
    "points",
    ["1e999999999999999999", "1e10000000", "4" * 100_000, " " * 100_000 + "45", "0x2d", "4 5"],
)
def test_points_text_is_bounded_and_refused_at_once(points: str) -> None:
    with pytest.raises(NotationError) as caught:
        tarot.settle("garde", bouts=2, points=points)
    assert caught.value.field == "points"
    # At once: about the work of refusing "x", no regex, and no number built from the text
    # (10**10,000,000 alone would take 4 MB).
    spent = work(lambda: tarot.settle("garde", bouts=2, points=points))
    plain = work(lambda: tarot.settle("garde", bouts=2, points="x"))
    assert spent.calls <= 2 * plain.calls
    assert spent.scanned == 0
    assert spent.peak < 16_384


@pytest.mark.parametrize(
    "value", [Decimal("NaN"), Decimal("sNaN"), Decimal("Infinity"), Decimal("-Infinity")]
)
def test_decimal_specials_are_refused_by_name(value: Decimal) -> None:
    with pytest.raises(NotationError, match="NaN, sNaN and the infinities are not points"):
        tarot.settle("garde", bouts=2, points=value)


def test_decimal_and_fraction_points() -> None:
    assert tarot.settle("garde", bouts=2, points=Decimal("4.05E1")).halves == 81
    assert tarot.settle("garde", bouts=2, points=Decimal("45.000")).halves == 90
    assert tarot.settle("garde", bouts=2, points=Fraction(91, 2)).halves == 91
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("1E+999999999"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("45.25"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("0E-999999999"))
    with pytest.raises(ImpossibleResultError, match="points"):
        tarot.settle("garde", bouts=2, points=Decimal("1" * 40))
    # Never rounded by the decimal context, whatever its precision.
    with decimal.localcontext() as context:
        context.prec = 3
        with pytest.raises(ImpossibleResultError, match="points"):
            tarot.settle("garde", bouts=2, points=Decimal("40.00001"))
        assert tarot.settle("garde", bouts=2, points=Decimal("40.50")).halves == 81
    with pytest.raises(ImpossibleResultError, match="points: '81/0'"):
        tarot.settle("garde", bouts=2, points="81/0")
    with pytest.raises(NotationError, match="points: '/2'"):
        tarot.settle("garde", bouts=2, points="/2")
    with pytest.raises(NotationError, match=r"points: '\.'"):
        tarot.settle("garde", bouts=2, points=".")
    assert tarot.settle("garde", bouts=2, points="45.").halves == 90


@pytest.mark.parametrize(
    "call",
    [
        lambda text: tarot.settle("garde", bouts=2, points=text),
        tarot.Contract.parse,
        lambda text: tarot.settle("garde", bouts=2, points=45, poignees=[text]),
        tarot.Bonuses.parse,
        lambda text: Session(players=("A", "B", "C")).throw_in(text),
        tarot.Card.parse,
    ],
)
@pytest.mark.parametrize("unit", [" ", "4", "garde ", "-,./"])
def test_tarot_parsers_refuse_long_text_by_its_length(
    call: Callable[[str], object], unit: str
) -> None:
    # Issue 20: whitespace and digit runs at 2,000 and 200,000 characters: the same work for
    # both, and no regex reads either (counted, not timed).
    assert_refused_by_length(call, lambda n: "4" + unit * (n // len(unit)))


def test_points_from_an_int_subclass_and_poignee_members() -> None:
    class Points(int):
        pass

    assert tarot.settle("garde", bouts=2, points=Points(45)).unit == 58
    assert tarot.Poignee.parse(tarot.Poignee.TRIPLE) is tarot.Poignee.TRIPLE


def test_contract_spellings() -> None:
    # Any case, "_" or "-" between the words, extra spaces: one contract each.
    for text in ("GARDE_SANS", "Garde-Sans", " garde  sans ", "Garde sans le chien"):
        assert tarot.Contract.parse(text) is tarot.Contract.GARDE_SANS
    with pytest.raises(NotationError, match="contract: 'garde  sans  " + "x"):
        tarot.Contract.parse("garde  sans  " + "x" * 40)
