"""Need a Fourth? as a package (issue 42): rules as data, one door, one table of words.

The numbers are the rules' (need-a-fourth.md N2–N5), worked by hand, not read from the code.
"""

from __future__ import annotations

import ast

import pytest

from cardscore import needafourth
from cardscore.bridge import Contract, Doubling, Strain
from cardscore.errors import ScoreError
from cardscore.needafourth import _read, _rules, _words
from tests.packages import line_counts, relabellings
from tests.paths import ROOT

PACKAGE = ROOT / "src" / "cardscore" / "needafourth"


def test_n2_each_bid_category_by_strain_and_level() -> None:
    # N2: 3NT, 4H/4S and 5C/5D are the lowest games; every 6 a small slam, every 7 a grand.
    expected = {
        Strain.CLUBS: "PPPPGSL",
        Strain.DIAMONDS: "PPPPGSL",
        Strain.HEARTS: "PPPGGSL",
        Strain.SPADES: "PPPGGSL",
        Strain.NOTRUMP: "PPGGGSL",
    }
    letters = {"partscore": "P", "game": "G", "small slam": "S", "grand slam": "L"}
    for strain, row in expected.items():
        assert "".join(letters[str(kind)] for kind in _rules.CATEGORIES[strain]) == row


def test_n3_made_lines_by_doubling_and_category() -> None:
    # N3: a redoubled partscore: 100 each, the redoubled bonus 600 / 400, the doubled
    # partscore bonus 300 each on top; a doubled game: 500 each and 300 / 200.
    assert _rules.made_lines(Doubling.REDOUBLED, needafourth.Category.PARTSCORE) == (
        ("part_score", 100, 100),
        ("doubling_bonus", 600, 400),
        ("doubled_part_score", 300, 300),
    )
    assert _rules.made_lines(Doubling.DOUBLED, needafourth.Category.GAME) == (
        ("game", 500, 500),
        ("doubling_bonus", 300, 200),
    )


def test_n4_n5_each_undertrick_by_liar() -> None:
    # N4: redoubled, 500 / 300; N5: the lying partner 600, the chooser N4's partner 300.
    assert _rules.down_each(Doubling.REDOUBLED, None) == ((500, None), (300, None))
    assert _rules.down_each(Doubling.REDOUBLED, "both") == ((500, None), (300, None))
    assert _rules.down_each(Doubling.REDOUBLED, "partner") == (
        (300, _rules.LIARS_PARTNER),
        (600, _rules.LIAR),
    )


def test_n1_bids_rank_by_level_then_strain() -> None:
    ranks = [_rules.bid_order(Contract.parse(bid)) for bid in ("1C", "1NT", "2C", "7S", "7NT")]
    assert ranks == sorted(ranks)
    assert len(set(ranks)) == len(ranks)


def test_issue_42_every_kind_made_has_its_words() -> None:
    kinds = {item.kind for deal in _every_settlement() for item in deal.items}
    assert kinds == set(_words.LABELS)


def _every_settlement() -> list[needafourth.Settlement]:
    return [
        needafourth.settle(Contract(level=level, strain=strain, doubling=doubling), tricks)
        for level in range(1, 8)
        for strain in Strain
        for doubling in Doubling
        for tricks in (0, 6 + level, 13)
    ]


def test_issue_42_results_are_built_by_keyword() -> None:
    settlement = needafourth.settle("2SX", 8)
    rebuilt = needafourth.Settlement(
        contract=settlement.contract,
        tricks=8,
        liar=None,
        chooser=700,
        partner=600,
        items=tuple(settlement.items),
    )
    assert rebuilt == settlement
    with pytest.raises(TypeError):
        needafourth.Settlement(settlement.contract, 8, None, 700, 600, ())  # type: ignore[call-arg]


def test_issue_42_a_call_is_read_as_its_field_the_first_time() -> None:
    with pytest.raises(ScoreError) as caught:
        _read.read_calls(["1H", "pass", "1X"])
    # Named as the call it is, with what a call may be (bridge's notation is read inside).
    assert caught.value.field == "calls[2]"
    assert str(caught.value) == (
        "calls[2]: '1X' is not allowed; expected 'pass' or a bid from 1C to 7NT ('1H', '3NT')"
    )
    assert caught.value.__cause__ is None


def test_issue_42_no_needafourth_error_is_relabelled() -> None:
    assert relabellings(PACKAGE) == []


def test_issue_42_each_module_of_the_package_at_most_800_lines() -> None:
    lengths = line_counts(PACKAGE)
    assert set(lengths) == {
        "__init__.py",
        "_auction.py",
        "_ledger.py",
        "_read.py",
        "_requirements.py",
        "_results.py",
        "_rules.py",
        "_words.py",
    }
    assert max(lengths.values()) <= 800


def test_issue_42_the_rules_write_no_words_and_raise_nothing() -> None:
    tree = ast.parse((PACKAGE / "_rules.py").read_text(encoding="utf-8"))
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert not names & {"Text", "ScoreError", "NotationError", "RuleViolationError"}
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.Raise)]


def test_issue_42_the_init_only_re_exports() -> None:
    tree = ast.parse((PACKAGE / "__init__.py").read_text(encoding="utf-8"))
    defined = [
        node
        for node in tree.body
        if isinstance(node, ast.FunctionDef | ast.ClassDef | ast.AsyncFunctionDef)
    ]
    assert defined == []
