"""Chicago (rules B6): hand-worked matches, the ledger's shape, bad input."""

from __future__ import annotations

import copy
import itertools
import pickle
import warnings
from collections import Counter

import pytest

from cardscore import Ledger, NotationError, RuleViolationError, ScoreError, chicago, sheet
from cardscore.bridge import Contract, Result
from cardscore.chicago import Evening, Match, Rules, Seating, dealer, rotation, vulnerable
from cardscore.errors import ImpossibleResultError
from cardscore.items import Item, sum_items
from cardscore.ledger import Deal as LedgerDeal
from cardscore.ledger import Next
from tests.bad_input import wrong

NOBODY: frozenset[str] = frozenset()
BOTH = frozenset({"NS", "EW"})


def labels(match: Match, deal: int) -> list[str]:
    return [item.label for item in match.deals[deal].items]


# --- B6: dealer and vulnerability ----------------------------------------------------------


def test_b6_dealer_rotates_clockwise_from_the_first_dealer() -> None:
    assert [dealer(n) for n in range(1, 5)] == ["N", "E", "S", "W"]
    assert [dealer(n, first_dealer="W") for n in range(1, 5)] == ["W", "N", "E", "S"]
    assert [dealer(n, first_dealer="south") for n in range(1, 5)] == ["S", "W", "N", "E"]


def test_b6_vulnerability_dealer_side_on_deals_2_and_3() -> None:
    # N deals first: E deals 2 (EW vulnerable), S deals 3 (NS vulnerable).
    assert vulnerable(1) == NOBODY
    assert vulnerable(2) == {"EW"}
    assert vulnerable(3) == {"NS"}
    assert vulnerable(4) == BOTH
    # E deals first: S deals 2, W deals 3.
    assert vulnerable(2, first_dealer="E") == {"NS"}
    assert vulnerable(3, first_dealer="E") == {"EW"}


def test_b6_vulnerability_non_dealer_variant() -> None:
    rules = Rules(vulnerability="non-dealer")
    assert vulnerable(1, rules=rules) == NOBODY
    assert vulnerable(2, rules=rules) == {"NS"}
    assert vulnerable(3, rules=rules) == {"EW"}
    assert vulnerable(4, rules=rules) == BOTH


def test_b6_match_follows_the_schedule() -> None:
    match = Match(first_dealer="E")
    seen = []
    for _ in range(4):
        seen.append((match.deal, match.dealer, match.vulnerable))
        match = match.record("1C", 7, declarer="N")
    assert seen == [(1, "E", NOBODY), (2, "S", {"NS"}), (3, "W", {"EW"}), (4, "N", BOTH)]
    assert (match.deal, match.dealer, match.vulnerable) == (None, None, None)


def test_rules_parse_the_variant_spellings() -> None:
    for spelling in ("non-dealer", "Non_Dealer", "non dealer", "NONDEALER"):
        assert Rules(vulnerability=spelling).vulnerability == "non-dealer"
    assert Rules(vulnerability=" Dealer ").vulnerability == "dealer"


# --- B6: part scores and games -------------------------------------------------------------


def test_b6_partscore_completed_on_deal_2_not_vulnerable_300() -> None:
    # Deal 1 (nobody vul): N 2S= is 60 below. Deal 2 (E deals, EW vul): S 2H= adds 60, a
    # game for NS, who are not vulnerable on deal 2: 300.
    match = Match().record("2S", 8, declarer="N").record("2H", 8, declarer="S")
    assert match.totals == {"NS": 60 + 60 + 300, "EW": 0}
    assert match.deals[1].game == "NS"
    assert match.partscores == {"NS": 0, "EW": 0}
    assert "game bonus (not vulnerable)" in labels(match, 1)


def test_b6_partscore_completed_on_deal_2_by_the_vulnerable_side_500() -> None:
    # Deal 1 (nobody vul): E 2S= is 60 to EW. Deal 2 (EW vul): W 2H= completes the game:
    # the bonus goes by deal 2's vulnerability, 500, though the first part was made not vul.
    match = Match().record("2S", 8, declarer="E").record("2H", 8, declarer="W")
    assert match.totals == {"NS": 0, "EW": 60 + 60 + 500}
    assert match.deals[1].scores == {"NS": 0, "EW": 560}
    assert "game bonus (vulnerable)" in labels(match, 1)


def test_b6_opponents_game_wipes_a_partscore() -> None:
    match = Match().record("2S", 8, declarer="N")
    assert match.partscores == {"NS": 60, "EW": 0}
    # Deal 2, EW vulnerable: E 4H= is 120 below and a game, 500; NS's 60 stops counting.
    match = match.record("4H", 10, declarer="E")
    assert match.partscores == {"NS": 0, "EW": 0}
    assert match.totals == {"NS": 60, "EW": 620}
    # Deal 3: S 2S= is 60 toward a new game, not 120 and no game.
    match = match.record("2S", 8, declarer="S")
    assert match.partscores == {"NS": 60, "EW": 0}
    assert match.deals[2].game is None
    assert match.totals == {"NS": 120, "EW": 620}


def test_b6_game_in_one_deal_and_doubled_partscore_game() -> None:
    # 3NT= nv is 100 below, a game at once: 400. 2SX= is 120 below: a game too, + insult.
    match = Match().record("3NT", 9, declarer="W")
    assert match.totals == {"NS": 0, "EW": 400}
    match = Match().record("2SX", 8, declarer="N")
    assert match.totals == {"NS": 120 + 50 + 300, "EW": 0}


def test_b6_fourth_deal_partscore_earns_100() -> None:
    match = Match()
    for _ in range(3):
        match = match.record("3NT", 9, declarer="E")
    # Deal 4 (both vul): N 2S+1 is 60 below, 30 above, and a part score that is no game.
    match = match.record("2S", 9, declarer="N")
    assert match.deals[3].scores == {"NS": 60 + 30 + 100, "EW": 0}
    assert "part score on the fourth deal" in labels(match, 3)
    assert match.partscores == {"NS": 60, "EW": 0}
    assert match.finished


def test_b6_fourth_deal_partscore_completing_a_game_earns_500_not_100() -> None:
    match = Match().record("1C", 7, declarer="E").record("1C", 7, declarer="E")
    # Deal 3: N 2S= leaves NS 60 below.
    match = match.record("2S", 8, declarer="N")
    # Deal 4 (both vul): S 2H= brings NS to 120: a vulnerable game, 500, and no +100.
    match = match.record("2H", 8, declarer="S")
    assert match.deals[3].scores == {"NS": 60 + 500, "EW": 0}
    assert "part score on the fourth deal" not in labels(match, 3)
    assert match.deals[3].game == "NS"


def test_b6_fourth_deal_defeated_contract_earns_no_partscore_bonus() -> None:
    match = Match().record("1C", 7, declarer="E").record("1C", 7, declarer="E")
    match = match.record("1C", 7, declarer="E").record("2S", 7, declarer="N")
    # Both vulnerable: 1 down undoubled is 100 to EW; nothing else.
    assert match.deals[3].scores == {"NS": 0, "EW": 100}


def test_b6_leftover_partscore_earns_nothing_at_the_end_and_a_tie() -> None:
    match = (
        Match()
        .record("1C", 6, declarer="N")  # deal 1, nobody vul: 50 to EW
        .record("1C", 6, declarer="S")  # deal 2, EW vul, NS not: 50 to EW
        .record("1C", 7, declarer="W")  # deal 3: EW part score 20
        .record("1C", 7, declarer="N")  # deal 4: NS part score 20 + 100
    )
    assert match.totals == {"NS": 120, "EW": 120}
    assert match.partscores == {"NS": 20, "EW": 20}
    assert match.finished
    assert match.winner is None


def test_b6_winner_after_four_deals() -> None:
    match = Match().record("4S", 10, declarer="N")
    assert match.winner is None  # unfinished
    for _ in range(3):
        match = match.record("1C", 7, declarer="N")
    assert match.winner == "NS"
    match = Match()
    for _ in range(4):
        match = match.record("1C", 7, declarer="W")
    assert match.winner == "EW"


def test_b3_b5_above_the_line_as_in_duplicate_but_the_game_bonus() -> None:
    # Deal 1 (nobody vul): N 6SX+1: 360 below, game 300, overtrick 100, insult 50, slam 500.
    match = Match().record("6SX", 13, declarer="N")
    assert match.totals == {"NS": 360 + 300 + 100 + 50 + 500, "EW": 0}
    # Deal 2 (EW vul): W 7NTXX= is 880 below, 500 game, 100 insult, 1500 grand slam.
    match = match.record("7NTXX", 13, declarer="W")
    assert match.deals[1].scores == {"NS": 0, "EW": 880 + 500 + 100 + 1500}
    # Deal 3 (NS vul): S 3NTX-3 vulnerable doubled is 200 + 300 + 300 = 800 to EW.
    match = match.record("3NTX", 6, declarer="S")
    assert match.deals[2].scores == {"NS": 0, "EW": 800}
    # Deal 4 (both vul): E 1NT+1: 40 below, 30 above, part score bonus 100.
    match = match.record("1NT", 8, declarer="E")
    assert match.deals[3].scores == {"NS": 0, "EW": 170}


def test_b6_no_duplicate_partscore_bonus() -> None:
    match = Match().record("2S", 8, declarer="N")
    assert match.totals == {"NS": 60, "EW": 0}
    assert labels(match, 0) == ["trick score (2 × 30)"]


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_b6_part_scores_do_not_carry_into_the_next_chukker() -> None:
    # Cid (NS) makes 1C three times: 20 below each, 60 in all, no game (B2, B6).
    evening = Evening(list(FIVE))
    for _ in range(3):
        evening = evening.record("1C", 7, declarer="Cid")
    assert evening.next is not None
    assert evening.next.partscores == {"Bob": 60, "Cid": 60, "Dan": 0, "Eve": 0}
    # Deal 4 ends the chukker: the next one (Ann and Dan v Cid and Eve) starts from nothing.
    evening = evening.record("1C", 7, declarer="Cid")
    assert evening.next == Next(5, "Ann", frozenset(), {"Ann": 0, "Dan": 0, "Cid": 0, "Eve": 0})


# --- B6: passed-out deals and the end ------------------------------------------------------


def test_b6_passed_out_deal_same_dealer_and_does_not_count() -> None:
    match = Match().throw_in()
    assert (match.deal, match.dealer, match.played) == (1, "N", 0)
    match = match.record("4S", 10, declarer="N").throw_in().throw_in()
    assert (match.deal, match.dealer, match.vulnerable) == (2, "E", frozenset({"EW"}))
    match = match.record("4S", 10, declarer="E")
    assert match.deals[4].vulnerable == {"EW"}
    assert match.deals[4].scores == {"NS": 0, "EW": 620}
    assert [deal.thrown_in for deal in match.deals] == [True, False, True, True, False]
    # A passed-out deal has no number: the deal dealt again has it.
    assert [deal.number for deal in match.deals] == [None, 1, None, None, 2]
    assert [deal.dealer for deal in match.deals] == ["N", "N", "E", "E", "E"]
    assert match.deals[0].items == ()
    assert match.deals[0].scores == {"NS": 0, "EW": 0}
    assert str(match.deals[0]) == "N dealt, passed out"
    assert str(match.deals[1]) == "deal 1: N 4S="


def test_b6_fifth_deal_is_an_error() -> None:
    match = Match()
    for _ in range(4):
        match = match.record("1C", 7, declarer="N")
    with pytest.raises(RuleViolationError, match="deal"):
        match.record("1C", 7, declarer="N")
    with pytest.raises(RuleViolationError, match="deal"):
        match.throw_in()


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_b6_a_closed_evening_takes_no_more_deals() -> None:
    # Deal 1 played (4S= by Cid), then the evening closed: deal 2 is refused, by number.
    closed = Evening(list(FIVE)).record("4S=", declarer="Cid").close()
    expected = "deal: 2 is not allowed; expected no more deals: the evening was closed"
    with pytest.raises(RuleViolationError) as record:
        closed.record("1C", 7, declarer="E")
    assert (str(record.value), record.value.field, record.value.value) == (expected, "deal", 2)
    with pytest.raises(RuleViolationError) as thrown:
        closed.throw_in()
    assert str(thrown.value) == expected


# --- honours (a rule option) ----------------------------------------------------------------


def test_b5_honours_when_the_rule_is_on() -> None:
    rules = Rules(honours=True)
    # Honours go to the side that held them, whatever happened to the contract.
    match = Match(rules=rules).record("4S", 10, declarer="N", honours=("EW", 100))
    assert match.totals == {"NS": 420, "EW": 100}
    assert match.deals[0].honours == ("EW", 100)
    assert "honours (four trump honours)" in labels(match, 0)
    match = Match(rules=rules).record("4S-1", declarer="N", honours=("S", 150))
    assert match.totals == {"NS": 150, "EW": 50}
    assert "honours (five trump honours)" in labels(match, 0)
    match = Match(rules=rules).record("3NT", 9, declarer="N", honours="EW:150")
    assert match.totals == {"NS": 400, "EW": 150}
    assert "honours (four aces at notrump)" in labels(match, 0)


def test_b5_b6_a_correction_keeps_a_later_deals_honours() -> None:
    # Found by the mutation run: removing deal 1 scores deal 2 again with its honours. 4S
    # made exactly, now deal 1 (nobody vulnerable): 120 below, a game at once, 300, and
    # 100 for four trump honours: 520.
    match = Match(rules=Rules(honours=True)).record("1C", 7, declarer="N")
    match = match.record("4S", 10, declarer="N", honours=("NS", 100))
    assert match.remove(0).totals == {"NS": 520, "EW": 0}


def test_b5_b6_honours_at_notrump_in_a_rotating_evening() -> None:
    # Found by the mutation run: honours are read by the contract's strain there too. At
    # notrump only four aces count, 150 (B5): 3NT made, deal 1 (nobody vulnerable), 100
    # below, a game, 300, and 150: 550 to N and S (Bob and Cid, Ann sits out).
    players = ("Ann", "Bob", "Cid", "Dan", "Eve")
    evening = Evening(players=players, rules=Rules(honours=True))
    played = evening.record("3NT", 9, declarer="N", honours="NS:150")
    assert played.totals == {"Ann": 0, "Bob": 550, "Cid": 550, "Dan": 0, "Eve": 0}
    with pytest.raises(ImpossibleResultError) as caught:
        evening.record("3NT", 9, declarer="N", honours="NS:100")
    assert str(caught.value) == (
        "honours: 'NS:100' is not allowed; expected (side, 150) at notrump: four aces"
    )


def test_b6_a_declarer_who_sits_out_is_told_so() -> None:
    # Found by the mutation run: chukker 1 seats Bob N, Dan E, Cid S, Eve W; Ann sits out.
    evening = Evening(players=("Ann", "Bob", "Cid", "Dan", "Eve"))
    with pytest.raises(RuleViolationError) as caught:
        evening.record("4S", 10, declarer="Ann")
    assert str(caught.value) == (
        "declarer: 'Ann' is not allowed; expected a seat N E S W or a player at the table: "
        "Bob (N), Dan (E), Cid (S), Eve (W) (this one sits out)"
    )


def test_b5_honours_refused_when_off_or_impossible() -> None:
    with pytest.raises(RuleViolationError, match="honours"):
        Match().record("4S", 10, declarer="N", honours=("NS", 100))
    on = Match(rules=Rules(honours=True))
    with pytest.raises(ImpossibleResultError, match="honours"):
        on.record("3NT", 9, declarer="N", honours=("NS", 100))
    for bad in (("NS", 120), ("NS", True), ("XY", 100), ("NS",), 100, "NS", (1, 100)):
        with pytest.raises(ScoreError, match="honours"):
            on.record("4S", 10, declarer="N", honours=wrong(bad))


# --- input forms ---------------------------------------------------------------------------


def test_record_takes_a_result_or_a_contract_and_tricks() -> None:
    by_tricks = Match().record("4SX", 9, declarer="N")
    assert Match().record("4SX-1", declarer="N") == by_tricks
    assert Match().record(Result("4SX", 9), declarer="n") == by_tricks
    assert Match().record(Contract.parse("4sx"), 9, declarer="north") == by_tricks
    assert by_tricks.totals == {"NS": 0, "EW": 100}


def test_ledger_shape_undo_deals_and_items() -> None:
    start = Match(first_dealer="S")
    one = start.record("3NT", 10, declarer="E")
    two = one.throw_in()
    assert two.undo() is one
    assert one.undo() is start
    assert one.undo() == Match(first_dealer="S")
    assert start.totals == {"NS": 0, "EW": 0}  # the old ledger is unchanged
    assert one != start
    assert hash(one) == hash(Match(first_dealer="S").record("3NT", 10, declarer="E"))
    assert sum_items(item for deal in one.deals for item in deal.items) == {"EW": 430}
    assert one.deals[0].running == {"NS": 0, "EW": 430}
    with pytest.raises(RuleViolationError, match="^undo: 'nothing recorded'"):
        start.undo()


def test_repr_and_str() -> None:
    match = Match().record("4S", 10, declarer="N")
    assert repr(match) == "<Match parties=('NS', 'EW') deals=1>"
    # str() is the same one-line summary (issue 42): the sheet is drawn by cardscore.sheet.
    assert str(match) == repr(match)
    for _ in range(3):
        match = match.record("1C", 7, declarer="N")
    assert (
        repr(match.throw_in() if not match.finished else match)
        == "<Match parties=('NS', 'EW') deals=4>"
    )


def test_sheet_of_a_tied_match_with_a_passed_out_deal() -> None:
    match = (
        Match()
        .record("1C", 6, declarer="N")
        .throw_in()
        .record("1C", 6, declarer="S")
        .record("1C", 7, declarer="W")
        .record("1C", 7, declarer="N")
    )
    # B6: 1C-1 not vulnerable is 50 to EW, twice (NS are not vulnerable on deal 2 either);
    # W 1C= is 20 below to EW; N 1C= on the fourth deal is 20 and the part score bonus 100.
    assert sheet.of(match).render().splitlines() == [
        "Chicago match: NS v EW",
        "first dealer N; deals 2 and 3: the dealer's side vulnerable",
        "",
        "deal  dealer  vul   played        NS   EW  part NS  part EW  bonus",
        "   1  N       none  N 1C-1         0  +50        0        0",
        "                    total          0   50",
        "      E       EW    passed out",
        "   2  E       EW    S 1C-1         0  +50        0        0",
        "                    total          0  100",
        "   3  S       NS    W 1C=          0  +20        0       20",
        "                    total          0  120",
        "   4  W       both  N 1C=       +120    0       20       20  NS part score 100",
        "                    total        120  120",
        "",
        "result: a tie (NS 120, EW 120)",
    ]


def test_sheet_of_a_won_match_and_of_the_variant_with_honours() -> None:
    match = Match(rules=Rules(vulnerability="non-dealer", honours=True), first_dealer="E")
    assert sheet.of(match).render().splitlines() == [
        "Chicago match: NS v EW",
        "first dealer E; deals 2 and 3: the non-dealer's side vulnerable; honours scored",
        "",
        "deal  dealer  vul  played  NS  EW  part NS  part EW  bonus",
        "",
        "result: in progress (NS 0, EW 0)",
        "Next: deal 1, E deals. Nobody vulnerable.",
    ]
    match = match.record("2S", 8, declarer="W")
    # Deal 2 is S's; the non-dealer's side, EW, is vulnerable; W's 2S= is 60 below.
    assert sheet.of(match).render().splitlines()[-1] == (
        "Next: deal 2, S deals. EW vulnerable. Part scores: NS 0, EW 60."
    )
    for _ in range(3):
        match = match.record("1C", 7, declarer="W")
    # B6: deal 2, W 1C= makes EW's part score 80; deal 3 (NS vulnerable), 20 more is 100, a
    # game: 300 not vulnerable; deal 4, 20 and the fourth deal's part score bonus, 100. So
    # EW score 60, 20, 20 and 300, then 20 and 100: 520 in all.
    assert match.totals == {"NS": 0, "EW": 520}
    assert sheet.of(match).render().splitlines()[-1] == "result: EW win by 520 (NS 0, EW 520)"


# --- B6 figures, item by item ----------------------------------------------------------------


def test_b6_b3_b5_made_slam_deal_item_by_item() -> None:
    # Deal 1, N deals, nobody vulnerable. N 6SX+1: 6 × 30 doubled is 360 below, a game at
    # once (300, not vulnerable on this deal); above: a doubled overtrick 100, insult 50,
    # small slam 500.
    match = Match().record("6SX", 13, declarer="N")
    deal = match.deals[0]
    assert (deal.number, deal.dealer, deal.vulnerable, deal.declarer) == (1, "N", NOBODY, "N")
    assert (deal.result, deal.honours, deal.game, deal.thrown_in) == (
        Result("6SX", 13),
        None,
        "NS",
        False,
    )
    assert deal.below == (Item("trick score (6 × 30, doubled × 2)", "NS", 360),)
    assert deal.above == (
        Item("overtricks (1 × 100, doubled, not vulnerable)", "NS", 100),
        Item("insult (doubled)", "NS", 50),
        Item("small slam bonus (not vulnerable)", "NS", 500),
        Item("game bonus (not vulnerable)", "NS", 300),
    )
    assert deal.items == deal.below + deal.above
    assert deal.scores == deal.running == match.totals == {"NS": 1310, "EW": 0}


def test_b6_b4_defeated_contract_all_above_the_line_to_the_defenders() -> None:
    # Deal 2, E deals, EW vulnerable. W 4HXX-3 vulnerable: 400 + 2 × 600 to NS.
    match = Match().record("1C", 7, declarer="N").record("4HXX", 7, declarer="W")
    deal = match.deals[1]
    assert (deal.dealer, deal.vulnerable, deal.declarer, deal.game) == (
        "E",
        frozenset({"EW"}),
        "W",
        None,
    )
    assert deal.below == ()
    assert deal.above == (
        Item("1st undertrick (redoubled, vulnerable)", "NS", 400),
        Item("2nd and 3rd undertricks (2 × 600)", "NS", 1200),
    )
    assert deal.scores == {"NS": 1600, "EW": 0}
    assert deal.running == {"NS": 1620, "EW": 0}
    # A defeat writes nothing below the line: NS's 20 still stands, EW have none.
    assert match.partscores == {"NS": 20, "EW": 0}


def test_b6_east_west_partscores_carry_and_complete_a_game() -> None:
    # Deal 1: N 2S= (NS 60). Deal 2 (EW vul): E 1NT= (EW 40).
    match = Match().record("2S", 8, declarer="N").record("1NT", 7, declarer="E")
    assert match.partscores == {"NS": 60, "EW": 40}
    assert match.totals == {"NS": 60, "EW": 40}
    # Deal 3 (S deals, NS vul, EW not): W 2H= brings EW to 100, a game: 300, not 500;
    # NS's 60 is wiped too.
    match = match.record("2H", 8, declarer="W")
    assert match.deals[2].game == "EW"
    assert match.deals[2].above == (Item("game bonus (not vulnerable)", "EW", 300),)
    assert match.partscores == {"NS": 0, "EW": 0}
    assert match.totals == {"NS": 60, "EW": 40 + 60 + 300}
    # Deal 4 (both vul): E 1D+1 is 20 below, 20 above, and the fourth-deal 100 to EW.
    match = match.record("1D", 8, declarer="E")
    assert match.deals[3].above == (
        Item("overtricks (1 × 20)", "EW", 20),
        Item("part score on the fourth deal", "EW", 100),
    )
    assert match.partscores == {"NS": 0, "EW": 20}
    assert match.totals == {"NS": 60, "EW": 540}
    assert match.winner == "EW"


def test_b6_vulnerable_game_bonus_item_for_east_west() -> None:
    # Deal 2, EW vulnerable: E 4S= is a vulnerable game, 500.
    deal = Match().throw_in().record("1C", 7, declarer="N").record("4S", 10, declarer="E")
    assert deal.deals[-1].above == (Item("game bonus (vulnerable)", "EW", 500),)
    assert deal.deals[-1].vulnerable == {"EW"}


def test_b6_where_the_match_stands_between_deals() -> None:
    match = Match(first_dealer="S")
    assert (match.played, match.deal, match.dealer, match.vulnerable) == (0, 1, "S", NOBODY)
    assert not match.finished
    match = match.record("1C", 7, declarer="N").throw_in()
    # Deal 2 is dealt by W (a pass-out does not move the deal on): EW vulnerable.
    assert (match.played, match.deal, match.dealer, match.vulnerable) == (
        1,
        2,
        "W",
        frozenset({"EW"}),
    )
    assert match.deals[-1].vulnerable == {"EW"}
    assert match.deals[-1].running == {"NS": 20, "EW": 0}
    match = match.record("1C", 7, declarer="N").record("1C", 7, declarer="N")
    assert (match.played, match.deal, match.dealer, match.vulnerable) == (3, 4, "E", BOTH)
    assert not match.finished
    match = match.record("1C", 7, declarer="N")
    assert (match.played, match.deal, match.dealer, match.vulnerable) == (4, None, None, None)
    assert match.finished


def test_b6_winner_north_south_and_the_final_line() -> None:
    match = Match().record("4S", 7, declarer="E")  # deal 1: 3 down nv, 150 to NS
    for _ in range(3):
        match = match.record("1C", 7, declarer="E")  # 20 each; deal 4 also +100
    assert match.totals == {"NS": 150, "EW": 160}
    assert match.winner == "EW"
    assert sheet.of(match).render().splitlines()[-1] == "result: EW win by 10 (NS 150, EW 160)"
    match = Match().record("3NT", 9, declarer="S").record("1C", 6, declarer="S")
    match = match.record("1C", 7, declarer="E").record("1C", 7, declarer="E")
    # NS: 400 (a game nv); EW: 50 (1C-1 nv on deal 2), 20, 20 + 100.
    assert match.totals == {"NS": 400, "EW": 190}
    assert match.winner == "NS"
    assert sheet.of(match).render().splitlines()[-1] == "result: NS win by 210 (NS 400, EW 190)"


def test_b5_b6_honours_items_on_the_deal() -> None:
    match = Match(rules=Rules(honours=True)).record("4H", 9, declarer="W", honours="n:100")
    # Deal 1 nv: W 4H-1 is 50 to NS; N held four trump honours, 100 to NS.
    assert match.deals[0].honours == ("NS", 100)
    assert match.deals[0].above == (
        Item("1st undertrick (undoubled, not vulnerable)", "NS", 50),
        Item("honours (four trump honours)", "NS", 100),
    )
    assert match.totals == {"NS": 150, "EW": 0}
    match = Match(rules=Rules(honours=True)).record("2C", 8, declarer="E", honours=("ew", 150))
    assert match.deals[0].above == (Item("honours (five trump honours)", "EW", 150),)
    assert match.totals == {"NS": 0, "EW": 40 + 150}


# --- bad input: only ScoreError, naming the parameter ---------------------------------------

BAD_RULES: list[tuple[dict[str, object], str]] = [
    ({"vulnerability": "nobody"}, "vulnerability"),
    ({"vulnerability": 2}, "vulnerability"),
    ({"vulnerability": None}, "vulnerability"),
    ({"honours": "yes"}, "honours"),
    ({"honours": 1}, "honours"),
]


@pytest.mark.parametrize(("kwargs", "field"), BAD_RULES)
def test_bad_rules(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(ScoreError, match=field):
        Rules(**wrong(kwargs))


@pytest.mark.parametrize(
    ("kwargs", "field"),
    [
        ({"first_dealer": "X"}, "first_dealer"),
        ({"first_dealer": 1}, "first_dealer"),
        ({"first_dealer": None}, "first_dealer"),
        ({"rules": "dealer"}, "rules"),
        ({"rules": None}, "rules"),
    ],
)
def test_bad_match(kwargs: dict[str, object], field: str) -> None:
    with pytest.raises(ScoreError, match=field):
        Match(**wrong(kwargs))


@pytest.mark.parametrize(
    ("args", "field"),
    [
        ((0,), "deal"),
        ((5,), "deal"),
        (("1",), "deal"),
        ((1.0,), "deal"),
        ((True,), "deal"),
    ],
)
def test_bad_deal_number(args: tuple[object], field: str) -> None:
    with pytest.raises(ScoreError, match=field):
        vulnerable(*wrong(args))
    with pytest.raises(ScoreError, match=field):
        dealer(*wrong(args))


def test_bad_vulnerable_and_dealer_keywords() -> None:
    with pytest.raises(ScoreError, match="first_dealer"):
        vulnerable(1, first_dealer="NE")
    with pytest.raises(ScoreError, match="rules"):
        vulnerable(1, rules=wrong("dealer"))
    with pytest.raises(ScoreError, match="first_dealer"):
        dealer(1, first_dealer=wrong(3))


@pytest.mark.parametrize(
    ("args", "kwargs", "field", "error"),
    [
        (("4S", 14), {"declarer": "N"}, "tricks", ImpossibleResultError),
        (("4S", -1), {"declarer": "N"}, "tricks", ImpossibleResultError),
        (("4S", "10"), {"declarer": "N"}, "tricks", ScoreError),
        (("4S", 10.0), {"declarer": "N"}, "tricks", ScoreError),
        (("4S", True), {"declarer": "N"}, "tricks", ScoreError),
        (("4S",), {"declarer": "N"}, "tricks", ScoreError),
        ((Contract.parse("4S"),), {"declarer": "N"}, "tricks", ScoreError),
        (("8S", 10), {"declarer": "N"}, "contract|level", ScoreError),
        (("4Z", 10), {"declarer": "N"}, "contract", NotationError),
        (("pass",), {"declarer": "N"}, "contract", NotationError),
        (("4S+4",), {"declarer": "N"}, "contract", ImpossibleResultError),
        (("4S=", 10), {"declarer": "N"}, "contract", NotationError),
        ((Result("4S", 10), 10), {"declarer": "N"}, "contract", ScoreError),
        ((4, 10), {"declarer": "N"}, "contract", ScoreError),
        ((None,), {"declarer": "N"}, "contract", ScoreError),
        ((["4S"], 10), {"declarer": "N"}, "contract", ScoreError),
        (("4S", 10), {"declarer": "NS"}, "declarer", NotationError),
        (("4S", 10), {"declarer": 0}, "declarer", ScoreError),
        (("4S", 10), {"declarer": None}, "declarer", ScoreError),
    ],
)
def test_bad_record(
    args: tuple[object, ...], kwargs: dict[str, object], field: str, error: type[ScoreError]
) -> None:
    with pytest.raises(error, match=field):
        Match().record(*wrong(args), **wrong(kwargs))


def test_module_exports() -> None:
    assert set(chicago.__all__) <= set(dir(chicago))
    assert chicago.DEALS == 4
    assert chicago.SIDES == ("NS", "EW")


# --- B6 variant: duplicate-scored Chicago ----------------------------------------------------

DUPLICATE = Rules(scoring="duplicate")


def test_b6_duplicate_each_deal_as_the_laws_duplicate_table() -> None:
    # The Laws of Duplicate Bridge (Law 77): 4S= not vulnerable 420 (120 + game 300);
    # 3NT= vulnerable 600 (100 + game 500). Deal 1 nobody, deal 2 EW vulnerable.
    match = Match(rules=DUPLICATE).record("4S", 10, declarer="N").record("3NT=", declarer="E")
    assert [deal.scores for deal in match.deals] == [{"NS": 420, "EW": 0}, {"NS": 0, "EW": 600}]
    assert match.deals[1].above == (Item("game bonus (vulnerable)", "EW", 500),)
    assert [deal.game for deal in match.deals] == ["NS", "EW"]
    assert match.totals == {"NS": 420, "EW": 600}


def test_b6_duplicate_no_carry_over_and_no_fourth_deal_100() -> None:
    match = Match(rules=DUPLICATE)
    # Deal 1 (nobody vul): N 2S= is 60 + partscore 50 = 110.
    match = match.record("2S", 8, declarer="N")
    # Deal 2 (EW vul): S 2H= is 110 again: 60 + 60 would be a game in Chicago, not here.
    match = match.record("2H", 8, declarer="S")
    assert match.deals[1].scores == {"NS": 110, "EW": 0}
    assert match.deals[1].game is None
    assert match.partscores == {"NS": 0, "EW": 0}
    # Deal 3 (NS vul): N 4SX-2 vulnerable doubled is 200 + 300 = 500 to EW.
    match = match.record("4SX", 8, declarer="N")
    assert match.deals[2].scores == {"NS": 0, "EW": 500}
    # Deal 4 (both vul): W 1NT= is 40 + partscore 50 = 90, and no fourth-deal 100.
    match = match.record("1NT", 7, declarer="W")
    assert match.deals[3].items == (
        Item("trick score (40)", "EW", 40),
        Item("partscore bonus", "EW", 50),
    )
    assert match.totals == {"NS": 220, "EW": 590}
    assert match.winner == "EW"


def test_b6_duplicate_vulnerable_slam() -> None:
    # Deal 4, both vulnerable: 6NT= is 190 + game 500 + small slam 750 = 1440 (Law 77).
    match = Match(rules=DUPLICATE)
    for _ in range(3):
        match = match.throw_in().record("1C", 7, declarer="E")
    match = match.record("6NT", 12, declarer="S")
    assert match.deals[-1].scores == {"NS": 1440, "EW": 0}


def test_rules_scoring_spellings_and_the_sheet_heading() -> None:
    assert Rules(scoring=" Duplicate ").scoring == "duplicate"
    assert Rules().scoring == "chicago"
    heading = sheet.of(Match(rules=DUPLICATE)).render().splitlines()[1]
    assert heading.endswith("; each deal scored as at duplicate")
    with pytest.raises(RuleViolationError, match="^honours: "):
        Rules(honours=True, scoring="duplicate")


# --- the shared ledger shape (cardscore.Ledger) ----------------------------------------------


def test_match_is_a_ledger_and_its_deals_are_deals() -> None:
    match = Match().record("4S=", declarer="N").throw_in()
    assert isinstance(match, Ledger)
    assert all(isinstance(deal, LedgerDeal) for deal in match.deals)
    assert match.parties == ("NS", "EW")
    assert match.leaders == ("NS",)
    assert Match().leaders == ("NS", "EW")
    assert (match.played, len(match.deals)) == (1, 2)
    assert [deal.thrown_in for deal in match.deals] == [False, True]


def test_next_follows_the_schedule_and_a_pass_out() -> None:
    match = Match(first_dealer="E")
    assert match.next == Next(1, "E", NOBODY, {"NS": 0, "EW": 0})
    match = match.record("2S", 8, declarer="N").throw_in()
    # Deal 2 is dealt by S (E's deal 1 was played; the pass-out is dealt again by S).
    assert match.next == Next(2, "S", frozenset({"NS"}), {"NS": 60, "EW": 0})
    for _ in range(3):
        match = match.record("1C", 7, declarer="E")
    assert match.next is None


def test_close_ends_early_and_awards_nothing() -> None:
    # Deal 1: N 2S= is 60 below. Closed now: Chicago pays no bonus for an unfinished match.
    open_match = Match().record("2S", 8, declarer="N")
    closed = open_match.close()
    assert (closed.finished, closed.closed, closed.winner) == (True, True, "NS")
    assert closed.totals == {"NS": 60, "EW": 0}
    assert closed.deals == open_match.deals
    assert (closed.next, closed.deal, closed.dealer, closed.vulnerable) == (None, None, None, None)
    assert closed.close() is closed
    assert closed.undo() is open_match
    assert not open_match.closed
    with pytest.raises(RuleViolationError, match="^deal: 2 .* the match was closed$"):
        closed.record("1C", 7, declarer="E")
    with pytest.raises(RuleViolationError, match="closed"):
        closed.throw_in()
    assert sheet.of(closed).render().splitlines()[-1] == (
        "result: closed after 1 deal; NS win by 60 (NS 60, EW 0)"
    )
    assert sheet.of(Match().close()).render().splitlines()[-1] == (
        "result: closed after 0 deals; a tie (NS 0, EW 0)"
    )
    finished = Match()
    for _ in range(4):
        finished = finished.record("1C", 7, declarer="N")
    assert finished.close() is finished
    assert not finished.closed


def test_pass_out_is_throw_in_and_the_removed_names_are_gone() -> None:
    # match.pass_out() is a name the public API promises: throw_in() under it, no warning.
    # The deprecated names of 0.1.0, never published, are gone (issue 42).
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        match = Match().pass_out()
    assert match == Match().throw_in()
    deal = Match().record("4S=", declarer="N").deals[0]
    assert not hasattr(deal, "passed_out")
    assert not hasattr(deal, "totals")
    assert not hasattr(match, "sheet")
    assert (deal.thrown_in, deal.scores) == (False, {"NS": 420, "EW": 0})


def test_pickle_and_deepcopy_at_1000_deals() -> None:
    # A match has four deals that count: the only way to 1,000 is passed-out deals. The
    # shared machinery is tested at 100,000 deals (tests/ledgers/test_history.py); 1,000
    # deals prove the match's own fields pickle.
    match = Match(first_dealer="W")
    for _ in range(1_000 - 4):
        match = match.throw_in()
    for seat in "NESW":
        match = match.record("1NT", 7, declarer=seat)
    assert len(match.deals) == 1_000
    for copy_ in (pickle.loads(pickle.dumps(match)), copy.deepcopy(match)):
        assert copy_ == match
        # W deals first. 1NT= by N (nobody vul), E, S, W: NS 40 + 40, EW 40 + 40 + 100
        # (a part score made on the fourth deal).
        assert copy_.totals == match.totals == {"NS": 80, "EW": 180}
        assert copy_.undo() == match.undo()
        assert copy_.undo().undo().undo().undo().undo().deals == match.deals[:-5]


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_rules_and_scoring_of_the_wrong_kind() -> None:
    with pytest.raises(ScoreError) as scoring:
        chicago.Rules(scoring=wrong(5))
    assert str(scoring.value) == (
        "scoring: 5 is not allowed; expected 'chicago' or 'duplicate' (a str)"
    )
    assert scoring.value.value == 5
    with pytest.raises(ScoreError) as rules:
        chicago.Match(rules=wrong("duplicate"))
    assert str(rules.value) == (
        "rules: 'duplicate' is not allowed; expected a cardscore.chicago.Rules"
    )


# --- B6, beyond the seed: rotating Chicago -----------------------------------------------------

FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")


def partner_counts(seatings: tuple[Seating, ...]) -> Counter[frozenset[str]]:
    counts: Counter[frozenset[str]] = Counter()
    for seating in seatings:
        counts[frozenset((seating.north, seating.south))] += 1
        counts[frozenset((seating.east, seating.west))] += 1
    return counts


@pytest.mark.parametrize(("size", "cycle", "together"), [(5, 5, 1), (6, 15, 2), (7, 21, 2)])
def test_b6_rotation_balances_sit_outs_and_partners(size: int, cycle: int, together: int) -> None:
    players = tuple(f"P{place}" for place in range(size))
    seatings = rotation(players)
    assert len(seatings) == cycle
    pairs = {frozenset(pair) for pair in itertools.combinations(players, 2)}
    for length in range(1, cycle + 1):
        prefix = seatings[:length]
        out = Counter(player for seating in prefix for player in seating.sitting_out)
        sat_out = [out[player] for player in players]
        partnered = partner_counts(prefix)
        together_so_far = [partnered[pair] for pair in pairs]
        # After any number of chukkers: no one has sat out twice more than anyone else, and
        # no pair has partnered twice more than any other pair.
        assert max(sat_out) - min(sat_out) <= 1
        assert max(together_so_far) - min(together_so_far) <= 1
    # Over the cycle: everybody sits out equally often, every pair partners equally often.
    assert set(Counter(p for s in seatings for p in s.sitting_out).values()) == {
        cycle * (size - 4) // size
    }
    assert set(partner_counts(seatings).values()) == {together}
    assert set(partner_counts(seatings)) == pairs
    for seating in seatings:
        seated = [seating.north, seating.east, seating.south, seating.west]
        assert sorted(seated + list(seating.sitting_out)) == sorted(players)


def test_b6_rotating_evening_hand_worked() -> None:
    evening = Evening(list(FIVE))
    # Chukker 1: Bob (N) and Cid (S) against Dan (E) and Eve (W); Ann sits out.
    assert evening.seating == Seating("Bob", "Dan", "Cid", "Eve", ("Ann",))
    assert evening.next == Next(
        1, "Bob", frozenset(), dict.fromkeys(("Bob", "Cid", "Dan", "Eve"), 0)
    )
    evening = evening.record("4S=", declarer="Cid")  # deal 1, nobody vul: NS 420
    evening = evening.throw_in()  # deal 2 passed out: Dan deals again
    assert (evening.deals[-1].dealer, evening.deals[-1].number, evening.played) == ("Dan", None, 1)
    evening = evening.record("2H", 8, declarer="E")  # deal 2 (EW vul): EW 60 below
    assert evening.next == Next(
        3, "Cid", frozenset({"Bob", "Cid"}), {"Bob": 0, "Cid": 0, "Dan": 60, "Eve": 60}
    )
    # Deal 3 (Cid deals, NS vul): Eve 2S= is 60 more below, a game for EW, not vul: 300.
    evening = evening.record("2S", 8, declarer="Eve")
    evening = evening.record("1NT", 7, declarer="N")  # deal 4 (both): 40 + 100 to NS
    assert evening.totals == {"Ann": 0, "Bob": 560, "Cid": 560, "Dan": 420, "Eve": 420}
    # Chukker 2: Ann (N) and Dan (S) against Cid (E) and Eve (W); Bob sits out.
    assert evening.chukker == 2
    assert evening.seating == Seating("Ann", "Cid", "Dan", "Eve", ("Bob",))
    assert evening.next == Next(
        5, "Ann", frozenset(), dict.fromkeys(("Ann", "Dan", "Cid", "Eve"), 0)
    )
    evening = evening.record("3NT", 9, declarer="Ann")  # NS 400: part scores start afresh
    assert evening.totals == {"Ann": 400, "Bob": 560, "Cid": 560, "Dan": 820, "Eve": 420}
    assert evening.ranking == (
        ("Dan", 820),
        ("Bob", 560),
        ("Cid", 560),
        ("Eve", 420),
        ("Ann", 400),
    )
    assert evening.deals[-1].deal.number == 1
    assert evening.deals[-1].number == 5
    assert evening.deals[-1].chukker == 2
    assert str(evening.deals[-1]) == "chukker 2, deal 1: Ann 3NT="
    assert str(evening.deals[1]) == "chukker 1: Dan dealt, passed out"
    closed = evening.close()
    assert (closed.finished, closed.winner, closed.next, closed.seating) == (
        True,
        "Dan",
        None,
        None,
    )
    assert (closed.chukker, closed.deal) == (None, None)
    assert closed.close() is closed
    assert closed.undo() is evening
    with pytest.raises(RuleViolationError, match="the evening was closed"):
        closed.record("1C", 7, declarer="N")
    with pytest.raises(RuleViolationError, match="the evening was closed"):
        closed.throw_in()


def test_evening_is_a_ledger_its_items_add_up_and_it_pickles() -> None:
    evening = Evening(["Ann", "Bob", "Cid", "Dan", "Eve", "Fay"], Rules(honours=True))
    assert evening.seating == Seating("Cid", "Eve", "Dan", "Fay", ("Ann", "Bob"))
    evening = evening.record("4H", 9, declarer="fay", honours="NS:100")
    assert isinstance(evening, Ledger)
    deal = evening.deals[0]
    assert isinstance(deal, LedgerDeal)
    # W 4H-1 not vulnerable: 50 to NS (Cid, Dan); NS held four trump honours, 100 more.
    assert deal.scores == {"Ann": 0, "Bob": 0, "Cid": 150, "Dan": 150, "Eve": 0, "Fay": 0}
    assert sum_items(deal.items) == {"Cid": 150, "Dan": 150}
    assert evening.leaders == ("Cid", "Dan")
    assert evening.parties == evening.players
    for _ in range(2_000):
        evening = evening.record("1C", 6, declarer="E")
    assert copy.copy(evening) is evening
    for copy_ in (pickle.loads(pickle.dumps(evening)), copy.deepcopy(evening)):
        assert copy_ == evening
        assert copy_.undo() == evening.undo()
    assert repr(evening) == (
        "<Evening parties=('Ann', 'Bob', 'Cid', 'Dan', 'Eve', 'Fay') deals=2001>"
    )
    # A shared win: a tuple of the players level at the top.
    assert Evening(list(FIVE)).close().winner == FIVE


def test_evening_sheet() -> None:
    evening = Evening(list(FIVE)).record("4S=", declarer="S").throw_in()
    # B6: 4S= not vulnerable is 120 below and the game, 300: 420 to Bob and Cid (NS).
    assert sheet.of(evening).render().splitlines() == [
        "Rotating Chicago evening: Ann, Bob, Cid, Dan, Eve",
        "5 players in rotation; deals 2 and 3: the dealer's side vulnerable",
        "",
        "chukker 1: N Bob, S Cid v E Dan, W Eve; sitting out: Ann",
        "deal  dealer  vul   played        NS  EW  part NS  part EW  bonus",
        "   1  Bob     none  Cid 4S=     +420   0        0        0  NS game 300",
        "                    total        420   0",
        "      Dan     EW    passed out",
        "",
        "standings:",
        "1. Bob 420",
        "2. Cid 420",
        "3. Ann 0",
        "4. Dan 0",
        "5. Eve 0",
        "result: in progress",
        "Next: deal 2, Dan deals. Dan and Eve vulnerable.",
    ]
    for _ in range(3):
        evening = evening.record("1C", 7, declarer="E")
    # A chukker over: the next one's seating is shown before any deal of it.
    assert sheet.of(evening).render().splitlines()[-10:-7] == [
        "chukker 2, to come: N Ann, S Dan v E Cid, W Eve; sitting out: Bob",
        "",
        "standings:",
    ]
    closed = Evening(list(FIVE)).close()
    assert "chukker 1" not in sheet.of(closed).render()


@pytest.mark.parametrize(
    ("players", "error"),
    [
        (["Ann", "Bob", "Cid", "Dan"], RuleViolationError),
        ([*FIVE, "Fay", "Gil", "Hal"], RuleViolationError),
        (["Ann", "Bob", "Cid", "Dan", "ann"], NotationError),
        (["Ann", "Bob", "Cid", "Dan", "N"], NotationError),
        (["Ann", "Bob", "Cid", "Dan", "ew"], NotationError),
        (["Ann", "Bob", "Cid", "Dan", " "], NotationError),
        (["Ann", "Bob", "Cid", "Dan", 5], ScoreError),
        ("Ann,Bob,Cid,Dan,Eve", ScoreError),
        (None, ScoreError),
    ],
)
def test_bad_players(players: object, error: type[ScoreError]) -> None:
    with pytest.raises(error, match="^players: "):
        Evening(wrong(players))
    with pytest.raises(error, match="^players: "):
        rotation(wrong(players))


def test_bad_evening_declarer() -> None:
    evening = Evening(list(FIVE))
    with pytest.raises(RuleViolationError, match=r"^declarer: 'Ann' .*\(this one sits out\)$"):
        evening.record("4S=", declarer="Ann")
    with pytest.raises(NotationError, match="^declarer: 'Zed' .*Bob \\(N\\), Dan \\(E\\)"):
        evening.record("4S=", declarer="Zed")
    with pytest.raises(ScoreError, match="^declarer: 3 "):
        evening.record("4S=", declarer=wrong(3))
    assert evening.record("4S=", declarer="north") == evening.record("4S=", declarer="BOB")


# Found by the mutation run (docs/development.md): an edge no other test reached.


def test_b6_two_players_sitting_out_are_both_named() -> None:
    # Six players: four at the table, two sit out (B6, rotating Chicago).
    seating = Seating("Bob", "Dan", "Cid", "Eve", ("Ann", "Fay"))
    assert str(seating) == "N Bob, S Cid v E Dan, W Eve; sitting out: Ann, Fay"


def test_b6_each_chukker_keeps_its_own_running_totals() -> None:
    # The evening of test_b6_rotating_evening_hand_worked, deal by deal (B2-B6): 4S= NS
    # 120 + game 300; thrown in; 2H= EW 60 below; 2S= EW 60 more, a game not vul, 300;
    # 1NT= NS 40 and 100 for a part score on deal 4. Chukker 2 starts from nothing: 3NT=
    # by Ann (NS, nobody vul) 100 + 300.
    evening = (
        Evening(list(FIVE))
        .record("4S=", declarer="Cid")
        .throw_in()
        .record("2H", 8, declarer="E")
        .record("2S", 8, declarer="Eve")
        .record("1NT", 7, declarer="N")
        .record("3NT", 9, declarer="Ann")
    )
    assert [(deal.chukker, deal.deal.running) for deal in evening.deals] == [
        (1, {"NS": 420, "EW": 0}),
        (1, {"NS": 420, "EW": 0}),
        (1, {"NS": 420, "EW": 60}),
        (1, {"NS": 420, "EW": 420}),
        (1, {"NS": 560, "EW": 420}),
        (2, {"NS": 400, "EW": 0}),
    ]


_PLAYERS = "five to seven different names, none of them a seat or a side (N, E, NS...)"


@pytest.mark.parametrize(
    ("players", "error", "shown", "allowed"),
    [
        ("Ann", ScoreError, "'Ann'", _PLAYERS),
        (["Ann", 5, "Bob", "Cid", "Dan"], ScoreError, "5", _PLAYERS + " (str)"),
        (["Ann", "N", "Bob", "Cid", "Dan"], NotationError, "'N'", _PLAYERS),
        (
            ["Ann", "ann", "Bob", "Cid", "Dan"],
            NotationError,
            "'ann'",
            _PLAYERS + ": this one is there twice",
        ),
        (["Ann", "Bob", "Cid", "Dan"], RuleViolationError, "4", _PLAYERS),
    ],
)
def test_b6_players_messages(
    players: object, error: type[ScoreError], shown: str, allowed: str
) -> None:
    with pytest.raises(error) as caught:
        Evening(wrong(players))
    assert type(caught.value) is error
    assert str(caught.value) == f"players: {shown} is not allowed; expected {allowed}"
    assert caught.value.allowed == allowed


def test_b6_a_declarer_not_at_the_table() -> None:
    allowed = "a seat N E S W or a player at the table: Bob (N), Dan (E), Cid (S), Eve (W)"
    with pytest.raises(ScoreError) as caught:
        Evening(list(FIVE)).record("4S=", declarer="Zed")  # nobody of that name
    assert str(caught.value) == f"declarer: 'Zed' is not allowed; expected {allowed}"
    assert (caught.value.value, caught.value.allowed) == ("Zed", allowed)
    with pytest.raises(ScoreError) as not_a_name:
        Evening(list(FIVE)).record("4S=", declarer=wrong(5))  # as given
    assert (not_a_name.value.value, not_a_name.value.allowed) == (5, allowed)
