"""Rubber bridge: what the mutation run found untested (B6 dealing; the ledger API).

Each test here kills a mutant that survived ``bash scripts/mutation.sh``
(docs/development.md): the deal alternating between two players (Draw Bridge, dealt first
by the first side), a made contract that is not a thrown-in deal, and rules of the wrong kind
named as the user gave them.
"""

from __future__ import annotations

import pytest

from cardscore import ScoreError
from cardscore.rubber import Rubber


def test_two_players_deal_in_turn_starting_with_the_first_side() -> None:
    # Two players (Draw Bridge) deal in turn; Ann, named first, deals first.
    rubber = Rubber(sides=("Ann", "Bob"), first_dealer="Ann")
    assert rubber.next is not None
    assert rubber.next.dealer == "Ann"
    rubber = rubber.record("1NT", 7, declarer="Ann")  # 1NT=: 40 below (B2)
    assert rubber.next is not None
    assert rubber.next.dealer == "Bob"
    assert rubber.deals[-1].thrown_in is False  # a bool: the deal was played
    assert rubber.totals == {"Ann": 40, "Bob": 0}


def test_rules_that_are_not_rubber_rules_are_shown_as_given() -> None:
    with pytest.raises(ScoreError) as caught:
        Rubber(rules="fft")
    assert str(caught.value) == "rules: 'fft' is not allowed; expected a cardscore.rubber.Rules"
