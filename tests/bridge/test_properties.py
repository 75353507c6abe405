"""Invariants of bridge scoring, over every contract and result."""

from __future__ import annotations

import contextlib

from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, bridge
from cardscore.bridge import Contract, Result
from cardscore.items import sum_items
from cardscore.strategies import bridge_results, contracts


@given(contracts())
def test_contract_round_trip(contract: Contract) -> None:
    assert Contract.parse(str(contract)) == contract
    assert Contract.parse(str(contract).lower()) == contract


@given(bridge_results())
def test_result_round_trip(result: Result) -> None:
    assert Result.parse(str(result)) == result


@given(bridge_results(), st.booleans())
def test_made_scores_positive_defeated_negative(result: Result, vulnerable: bool) -> None:
    points = bridge.score(result.contract, result.tricks, vulnerable=vulnerable)
    assert (points > 0) is result.made
    assert (points < 0) is (not result.made)


@given(contracts(), st.integers(0, 12), st.booleans())
def test_one_more_trick_never_lowers_the_score(
    contract: Contract, tricks: int, vulnerable: bool
) -> None:
    assert bridge.score(contract, tricks + 1, vulnerable=vulnerable) > bridge.score(
        contract, tricks, vulnerable=vulnerable
    )


@given(bridge_results(), st.booleans())
def test_breakdown_adds_up(result: Result, vulnerable: bool) -> None:
    deal = bridge.settle(result.contract, result.tricks, vulnerable=vulnerable)
    summed = sum_items(deal.items)
    assert summed.get("declarer", 0) == deal.totals["declarer"]
    assert summed.get("defenders", 0) == deal.totals["defenders"]
    assert deal.score == deal.totals["declarer"] - deal.totals["defenders"]
    assert deal.score == bridge.score(result.contract, result.tricks, vulnerable=vulnerable)
    assert deal.made is result.made
    assert (deal.penalty == 0) is deal.made


@given(bridge_results())
def test_vulnerability_never_helps_a_defeated_side(result: Result) -> None:
    not_vul = bridge.score(result.contract, result.tricks, vulnerable=False)
    vul = bridge.score(result.contract, result.tricks, vulnerable=True)
    if result.made:
        assert vul >= not_vul
    else:
        assert vul < not_vul


_NOTATION = st.text(alphabet="1234567890cdhsnatxCDHSNATX♣♦♥♠=+- \t", max_size=80)


@given(st.one_of(_NOTATION, st.text(max_size=80)))
def test_any_text_parses_or_is_a_score_error(text: str) -> None:
    for parse in (Contract.parse, Result.parse):
        try:
            parse(text)
        except ScoreError as error:
            failure: ScoreError | None = error
        else:
            failure = None
        assert failure is None or failure.value == text or failure.field == "contract"


@given(bridge_results(), st.lists(st.sampled_from([" ", "\t", "  "]), min_size=3, max_size=3))
def test_spaces_between_the_parts_change_nothing(result: Result, spaces: list[str]) -> None:
    contract = result.contract
    before, between, after = spaces
    text = f"{before}{contract.level}{between}{contract.strain}{contract.doubling}{after}"
    assert Contract.parse(text) == contract


@given(st.one_of(st.none(), st.integers(), st.floats(), st.text(max_size=8), st.binary()))
def test_deal_score_takes_nothing_but_a_deal(wrong: object) -> None:
    for arguments in ((wrong, 10), ("4S", wrong)):
        with contextlib.suppress(ScoreError):
            bridge.DealScore(*arguments, vulnerable=False)
