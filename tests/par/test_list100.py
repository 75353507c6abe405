"""The 100 deals of DDS's own tests: par score and contracts exactly as DDS gives them.

``PAR2`` is ``DealerPar``'s answer (the dealer speaks first): the score and every contract in
its notation. ``PAR`` is ``Par``'s two views (North-South first, East-West first): each score
from its side's view and the contracts in ``Par``'s notation (``NS:W 45N``: West makes 4NT or
5NT; ``EW 2Nx``: 2NT doubled), which :meth:`Par.sides` must give too.
"""

from __future__ import annotations

import pytest

from cardscore import par
from tests.par._data import Deal, deals

DEALS = deals()


def test_the_file_holds_100_deals() -> None:
    assert len(DEALS) == 100
    assert {deal.number for deal in DEALS} == set(range(1, 101))


def _dealer_par(deal: Deal) -> par.Par:
    table = par.Table.from_dds(deal.rows)
    return par.par(table, vulnerable=deal.vulnerable, dealer=deal.dealer)


@pytest.mark.parametrize("deal", DEALS, ids=lambda deal: f"deal{deal.number}")
def test_dealer_par_is_ddss(deal: Deal) -> None:
    result = _dealer_par(deal)
    score, *contracts = deal.dealer_par
    assert result.score == int(score)
    assert sorted(str(contract) for contract in result.contracts) == sorted(contracts)


@pytest.mark.parametrize("deal", DEALS, ids=lambda deal: f"deal{deal.number}")
def test_dealer_par_lists_contracts_in_ddss_order(deal: Deal) -> None:
    assert [str(contract) for contract in _dealer_par(deal).contracts] == list(deal.dealer_par[1:])


def _in_par_notation(contract: par.ParContract) -> str:
    # Par()'s notation: who, every level at which the contract scores par, the strain, x.
    levels = "".join(str(level) for level in range(contract.level, contract.tricks - 5))
    if contract.doubled:
        levels = str(contract.level)
    doubled = "x" if contract.doubled else ""
    strain = "N" if str(contract.strain) == "NT" else str(contract.strain)
    return f"{contract.declarers} {levels}{strain}{doubled}"


@pytest.mark.parametrize("deal", DEALS, ids=lambda deal: f"deal{deal.number}")
def test_sides_are_ddss_par(deal: Deal) -> None:
    ns_first, ew_first = _dealer_par(deal).sides()
    ns_score, ew_score, ns_contracts, ew_contracts = deal.sides
    assert ns_score == f"NS {ns_first.score}"
    assert ew_score == f"EW {-ew_first.score}"
    for view, expected in ((ns_first, ns_contracts), (ew_first, ew_contracts)):
        listed = expected.partition(":")[2].split(",")
        assert sorted(_in_par_notation(contract) for contract in view.contracts) == sorted(listed)


def test_scores_give_every_deals_par_at_once() -> None:
    tables = [par.Table.from_dds(deal.rows) for deal in DEALS]
    got = par.scores(
        tables,
        vulnerable=[deal.vulnerable for deal in DEALS],
        dealer=[deal.dealer for deal in DEALS],
    )
    assert list(got) == [int(deal.dealer_par[0]) for deal in DEALS]
