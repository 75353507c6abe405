"""French Tarot as a package (issue 42): one table of seatings, each argument read once.

The seatings' numbers are worked from the rules (T4, T5), not from the code: 78 cards dealt
as hands and a chien, the poignées' thresholds by count, and each role's share of a unit.
"""

from __future__ import annotations

import ast
import pickle

import pytest

from cardscore import tarot
from cardscore.errors import NotationError, RuleViolationError, ScoreError
from cardscore.tarot import _read, _rules
from tests.bad_input import wrong
from tests.packages import line_counts, relabellings
from tests.paths import ROOT

PACKAGE = ROOT / "src" / "cardscore" / "tarot"


def test_t5_each_seating_deals_the_78_cards_as_the_rules_say() -> None:
    # T5: 3 players 24 cards each and a chien of 6, 4 players 18 and 6, 5 players 15 and 3.
    assert {n: (s.hand, s.chien) for n, s in tarot.SEATINGS.items()} == {
        3: (24, 6),
        4: (18, 6),
        5: (15, 3),
    }
    for players, seating in tarot.SEATINGS.items():
        assert players * seating.hand + seating.chien == 78


def test_t4_poignee_thresholds_by_seating() -> None:
    # T4: 3 players 13/15/18, 4 players 10/13/15, 5 players 8/10/13.
    assert tarot.POIGNEE_THRESHOLDS == {3: (13, 15, 18), 4: (10, 13, 15), 5: (8, 10, 13)}
    assert tarot.Poignee.TRIPLE.trumps(3) == 18


def test_t5_only_five_call_a_partner() -> None:
    assert [n for n, seating in tarot.SEATINGS.items() if seating.calls] == [5]
    assert _rules.is_alone(4, alone=False)
    assert not _rules.is_alone(5, alone=False)
    assert _rules.is_alone(5, alone=True)


def test_t5_t8_shares_by_seating_worked_from_the_rules() -> None:
    # (taker, partner) of the contract's part, (taker, partner) of the bonuses, defenders.
    # T5: 3 players taker ±2, 4 players ±3, 5 alone ±4, 5 with a partner 2 and 1 against 3.
    # T8 personal: the bonuses between the taker (×3) and the three defenders.
    assert _rules.SHARES == {
        (3, True, False): (2, 0, 2, 0, 2),
        (3, True, True): (2, 0, 2, 0, 2),
        (4, True, False): (3, 0, 3, 0, 3),
        (4, True, True): (3, 0, 3, 0, 3),
        (5, True, False): (4, 0, 4, 0, 4),
        (5, True, True): (4, 0, 4, 0, 4),
        (5, False, False): (2, 1, 2, 1, 3),
        (5, False, True): (2, 1, 3, 0, 3),
    }


def test_t5_the_counts_read_come_from_the_seatings() -> None:
    assert _read.read_players(3) == 3
    with pytest.raises(ScoreError) as caught:
        _read.read_players(6)
    assert str(caught.value) == "players: 6 is not allowed; expected an int from 3 to 5"


def test_t1_a_rank_longer_than_any_name_is_refused_unread() -> None:
    with pytest.raises(NotationError) as caught:
        tarot.Rank.parse("R" * 33)
    assert caught.value.field == "rank"
    # Up to the longest word tarot reads (32 characters, spaces included) the text is read;
    # one more and it is refused before it is read.
    assert tarot.Rank.parse(" R".ljust(32)) is tarot.Rank.ROI
    with pytest.raises(NotationError) as caught:
        tarot.Rank.parse(" R".ljust(33))
    assert caught.value.value == " R".ljust(33)
    assert tarot.Card.parse(" RS".ljust(32)) == tarot.Card.parse("RS")
    with pytest.raises(NotationError) as caught:
        tarot.Card.parse(" RS".ljust(33))
    assert caught.value.value == " RS".ljust(33)


def test_issue_42_a_card_is_read_as_its_field_the_first_time() -> None:
    # Once read as "card" and re-labelled as "won"; now read as "won" at once.
    with pytest.raises(NotationError) as caught:
        tarot.parse_cards(["RS", "ZZ"], field="won")
    assert (caught.value.field, caught.value.value) == ("won", "ZZ")
    assert caught.value.__cause__ is None
    assert caught.value.__context__ is None
    with pytest.raises(ScoreError) as typed:
        tarot.parse_cards(wrong([5]), field="won")
    assert typed.value.field == "won"


def test_issue_42_a_bid_is_read_as_a_bid_the_first_time() -> None:
    with pytest.raises(NotationError) as caught:
        tarot.is_void(bids=["pass", "garde sec"])
    assert caught.value.field == "bids"
    assert caught.value.__context__ is None


def test_issue_42_a_missing_partner_says_missing_and_pickles() -> None:
    five = tarot.Session(players=("A", "B", "C", "D", "E"))
    with pytest.raises(RuleViolationError) as caught:
        five.record("garde", taker="A", bouts=2, points=45)
    error = caught.value
    assert str(error).startswith("partner: missing; expected at five,")
    assert (error.field, error.value) == ("partner", None)
    again = pickle.loads(pickle.dumps(error))
    assert (type(again), str(again), again.field) == (type(error), str(error), "partner")


def test_issue_42_no_tarot_error_is_relabelled() -> None:
    assert relabellings(PACKAGE) == []


def test_issue_42_each_module_of_the_package_at_most_800_lines() -> None:
    lengths = line_counts(PACKAGE)
    assert set(lengths) == {
        "__init__.py",
        "_cards.py",
        "_ledger.py",
        "_read.py",
        "_results.py",
        "_rules.py",
        "_words.py",
    }
    assert max(lengths.values()) <= 800


def test_issue_42_the_rules_write_no_words_and_raise_nothing() -> None:
    tree = ast.parse((PACKAGE / "_rules.py").read_text(encoding="utf-8"))
    names = {node.id for node in ast.walk(tree) if isinstance(node, ast.Name)}
    assert not names & {"Text", "ScoreError", "NotationError", "ImpossibleResultError"}
    assert not [node for node in ast.walk(tree) if isinstance(node, ast.Raise)]


@pytest.mark.parametrize("key", sorted(_rules.SHARES))
def test_t5_t8_every_share_of_the_table_sums_to_zero(key: tuple[int, bool, bool]) -> None:
    # T5: every deal sums to zero, the contract's part and each bonus alike (T8 too).
    players, alone, _ = key
    taker, partner, taker_bonus, partner_bonus, defenders = _rules.SHARES[key]
    assert taker + partner == defenders
    assert taker_bonus + partner_bonus == defenders
    assert 1 + (0 if alone else 1) + defenders == players
