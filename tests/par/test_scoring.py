"""Hand-worked examples of par, section by section (P1-P5).

Each table is built for the point it makes, and the expected par is worked from the rules
(the score of each contract from the Laws' scoring table), not from the code.
"""

from __future__ import annotations

import pytest

from cardscore import bridge, duplicate, par

# DDS rows: strains S H D C NT, each the tricks of N E S W.


def _table(
    spades: list[int],
    hearts: list[int] | None = None,
    diamonds: list[int] | None = None,
    clubs: list[int] | None = None,
    notrump: list[int] | None = None,
) -> par.Table:
    nothing = [3, 3, 3, 3]
    return par.Table.from_dds(
        [spades, hearts or nothing, diamonds or nothing, clubs or nothing, notrump or nothing]
    )


def _said(result: par.Par) -> list[str]:
    return [str(contract) for contract in result.contracts]


# --- P1: the table -----------------------------------------------------------------------


def test_p1_a_side_makes_what_its_better_declarer_makes() -> None:
    # North 10 tricks in spades, South 9: North-South make 4S (420 not vulnerable), and only
    # North declares it; East-West take 3 tricks anywhere.
    table = _table([10, 3, 9, 3])
    result = par.par(table, vulnerable="none", dealer="N")
    assert result.score == 420
    assert _said(result) == ["4S-N"]
    assert table.tricks("N", "S") == 10
    assert table.tricks("S", bridge.Strain.SPADES) == 9


def test_p1_both_declarers_named_as_the_side() -> None:
    # North and South both take 10 tricks in spades: "4S-NS" (either declarer).
    result = par.par(_table([10, 3, 10, 3]), vulnerable="none", dealer="N")
    assert _said(result) == ["4S-NS"]
    assert result.contracts[0].side == "NS"


# --- P2: the bidding game ------------------------------------------------------------------


def test_p2_passed_out_when_no_side_makes_anything() -> None:
    # Six tricks for everyone everywhere: no one makes even a 1-level contract.
    table = par.Table.from_dds([[6] * 4] * 5)
    result = par.par(table, vulnerable="both", dealer="W")
    assert result.score == 0
    assert result.contracts == ()
    assert result.side is None
    assert str(result) == "NS 0: pass"
    assert [item.kind for item in result.items] == ["passed_out", "passed_out"]


def test_p2_a_sacrifice_that_costs_less_than_the_game() -> None:
    # NS make 4S (10 tricks, 420 not vulnerable); EW make 8 tricks in hearts: 5H doubled is
    # 3 down, 500 not vulnerable: too dear. In clubs EW make 9: 5C doubled is 2 down, 300,
    # less than 420: EW sacrifice in 5C and NS take 300.
    table = _table([10, 3, 10, 3], hearts=[3, 8, 3, 8], clubs=[3, 9, 3, 9])
    result = par.par(table, vulnerable="none", dealer="N")
    assert result.score == 300
    assert _said(result) == ["5C*-EW-2"]
    assert result.side == "NS"


def test_p2_a_sacrifice_is_not_taken_when_it_costs_as_much_or_more() -> None:
    # The same, NS vulnerable (4S is 620) and EW vulnerable too: 5C doubled 2 down
    # vulnerable is 500, still less than 620: a sacrifice. With EW 8 tricks in clubs it is
    # 3 down, 800 vulnerable: more than 620, so NS play 4S.
    cheap = _table([10, 3, 10, 3], clubs=[3, 9, 3, 9])
    dear = _table([10, 3, 10, 3], clubs=[3, 8, 3, 8])
    assert par.par(cheap, vulnerable="both", dealer="N").score == 500
    assert par.par(dear, vulnerable="both", dealer="N").score == 620


def test_p2_the_other_side_sacrifices_over_every_contract_worth_bidding() -> None:
    # NS make 4S (10 tricks, 420) and 5D (11, 400); EW make 4H (10 tricks, 420). NS bid
    # highest (5D), so they are entitled to the plus score. Over 4S or over 5D, EW bid 5H:
    # one down doubled, 100, less than either. Par is NS +100 in 5H doubled.
    table = _table([10, 3, 10, 3], hearts=[3, 10, 3, 10], diamonds=[11, 2, 11, 2])
    result = par.par(table, vulnerable="none", dealer="N")
    assert result.score == 100
    assert _said(result) == ["5H*-EW-1"]
    kinds = [item.kind for item in result.items]
    assert kinds == ["best_contract", "best_contract", "sacrifice", "par", "par"]


def test_p2_redoubles_never_in_par() -> None:
    # Every par contract is undoubled (made) or doubled (a sacrifice), never redoubled.
    table = _table([10, 3, 10, 3], hearts=[3, 8, 3, 8], clubs=[3, 9, 3, 9])
    for vulnerable in ("none", "ns", "ew", "both"):
        for dealer in "NESW":
            for contract in par.par(table, vulnerable=vulnerable, dealer=dealer).contracts:
                assert contract.contract.doubling is not bridge.Doubling.REDOUBLED


# --- P3: the par score and who speaks first --------------------------------------------------


@pytest.mark.parametrize(("dealer", "score", "said"), [
    ("N", 90, ["1N-NS"]),
    ("E", -90, ["1N-EW"]),
    ("S", 90, ["1N-NS"]),
    ("W", -90, ["1N-EW"]),
])  # fmt: skip
def test_p3_both_sides_make_1nt_so_the_opener_gets_it(
    dealer: str, score: int, said: list[str]
) -> None:
    # Seven tricks for every declarer in every strain: each side makes 1NT (90) and nothing
    # higher. Whoever speaks first bids 1NT; a 2-level sacrifice doubled is 1 down, 100,
    # more than 90, so the other side passes.
    table = par.Table.from_dds([[7] * 4] * 5)
    result = par.par(table, vulnerable="none", dealer=dealer)
    assert result.score == score
    assert _said(result) == said


def test_p3_sides_give_both_openers() -> None:
    table = par.Table.from_dds([[7] * 4] * 5)
    ns_first, ew_first = par.par(table, vulnerable="none", dealer="S").sides()
    assert (ns_first.score, _said(ns_first)) == (90, ["1N-NS"])
    assert (ew_first.score, _said(ew_first)) == (-90, ["1N-EW"])
    assert (ns_first.dealer, ew_first.dealer) == ("N", "E")


def test_p3_the_side_that_bids_highest_gets_the_plus_score_or_the_penalty() -> None:
    # EW make 2S (8 tricks, 110); NS make only 1NT (7 tricks, 90): EW bid 2S over it. NS
    # then bid 2NT, one down doubled: 100, less than 110, so EW take 100 instead.
    table = _table([3, 8, 3, 8], notrump=[7, 3, 7, 3])
    result = par.par(table, vulnerable="none", dealer="N")
    assert result.score == -100
    assert _said(result) == ["2N*-NS-1"]
    assert result.side == "EW"
    # NS vulnerable: 2NT doubled one down is 200, more than 110; EW play 2S.
    result = par.par(table, vulnerable="ns", dealer="N")
    assert (result.score, _said(result)) == (-110, ["2S-EW"])


# --- P4: the par contracts -------------------------------------------------------------------


def test_p4_seat_order_lets_a_side_bid_the_strain_first() -> None:
    # North takes 10 tricks in spades (4S, 420), South 9; East and West 8 each, nothing
    # else anywhere. If East or West speaks before North, they bid 4S first: 2 down
    # doubled, 300 < 420, and North would have to go to 5S (down). Speaking after North,
    # they must bid 5S: 3 down, 500 > 420, so North plays 4S. Dealer East: East and West
    # both speak before North (E, S, W, N), so either sacrifices in 4S.
    table = _table([10, 8, 9, 8])
    expected = {"N": (420, ["4S-N"]), "E": (300, ["4S*-EW-2"]),
                "S": (300, ["4S*-W-2"]), "W": (300, ["4S*-W-2"])}  # fmt: skip
    for dealer, (score, said) in expected.items():
        result = par.par(table, vulnerable="none", dealer=dealer)
        assert (result.score, _said(result)) == (score, said), dealer


def test_p4_a_partscore_is_bid_as_low_as_no_sacrifice_pays() -> None:
    # NS make 8 tricks in hearts (2H, 110 = 1H+1); EW take 3 tricks everywhere, so no
    # sacrifice comes near: par is the lowest contract that scores 110, 1H+1.
    result = par.par(_table([6, 3, 6, 3], hearts=[8, 3, 8, 3]), vulnerable="none", dealer="N")
    assert result.score == 110
    assert _said(result) == ["1H-NS+1"]
    assert result.contracts[0].tricks == 8


def test_p4_a_game_is_never_bid_below_game() -> None:
    # NS make 10 tricks in notrump: 4NT (430 = 3NT+1), but 2NT+2 would lose the game bonus.
    result = par.par(_table([6, 3, 6, 3], notrump=[10, 3, 10, 3]), vulnerable="none", dealer="N")
    assert result.score == 430
    assert _said(result) == ["3N-NS+1"]


def test_p4_a_slam_is_never_reduced() -> None:
    # NS make 12 tricks in spades: 6S, 980 not vulnerable; no sacrifice pays (3 tricks).
    result = par.par(_table([12, 3, 12, 3]), vulnerable="none", dealer="N")
    assert result.score == 980
    assert _said(result) == ["6S-NS"]


def test_p4_equal_scores_list_every_contract() -> None:
    # NS make 9 tricks in notrump (3NT, 400) and 11 in diamonds (5D, 400): both are par.
    table = _table([6, 3, 6, 3], diamonds=[11, 3, 11, 3], notrump=[9, 3, 9, 3])
    result = par.par(table, vulnerable="none", dealer="N")
    assert result.score == 400
    assert _said(result) == ["5D-NS", "3N-NS"]


def test_p4_notation_round_trip() -> None:
    contract = par.ParContract(4, bridge.Strain.NOTRUMP, "W", result=1)
    assert str(contract) == "4N-W+1"
    assert contract.side == "EW"
    assert contract.contract == bridge.Contract.parse("4NT")


# --- P5: IMPs against par --------------------------------------------------------------------


def test_p5_imps_against_par() -> None:
    # 620 against a par of 420: 200 points, 5 IMPs (170-210); -100 against 140: 240, 6.
    assert duplicate.imps_to_par(620, 420) == 5
    assert duplicate.imps_to_par(-100, 140) == -6
    assert duplicate.imps_to_par(420, 420) == 0


def test_p5_imps_against_par_of_each_board() -> None:
    assert list(duplicate.imps_to_par([620, -100, 420], [420, 140, 420])) == [5, -6, 0]
    assert list(duplicate.imps_to_par([620, 200], 420)) == [5, -6]
