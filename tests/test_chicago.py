"""Chicago (rules B6): hand-worked matches, the ledger's shape, bad input."""

from __future__ import annotations

import pytest

from cardscore import chicago
from cardscore.bridge import Contract, Result
from cardscore.chicago import Match, Rules, dealer, vulnerable
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.items import Item, sum_items

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


def test_b5_honours_refused_when_off_or_impossible() -> None:
    with pytest.raises(RuleViolationError, match="honours"):
        Match().record("4S", 10, declarer="N", honours=("NS", 100))
    on = Match(rules=Rules(honours=True))
    with pytest.raises(ImpossibleResultError, match="honours"):
        on.record("3NT", 9, declarer="N", honours=("NS", 100))
    for bad in (("NS", 120), ("NS", True), ("XY", 100), ("NS",), 100, "NS", (1, 100)):
        with pytest.raises(ScoreError, match="honours"):
            on.record("4S", 10, declarer="N", honours=bad)  # type: ignore[arg-type]


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
    assert repr(match) == "<Match deals=1>"
    assert str(match) == match.sheet()
    for _ in range(3):
        match = match.record("1C", 7, declarer="N")
    assert repr(match.throw_in() if not match.finished else match) == "<Match deals=4>"


def test_sheet_of_a_tied_match_with_a_passed_out_deal() -> None:
    match = (
        Match()
        .record("1C", 6, declarer="N")
        .throw_in()
        .record("1C", 6, declarer="S")
        .record("1C", 7, declarer="W")
        .record("1C", 7, declarer="N")
    )
    assert match.sheet().splitlines() == (
        [
            "Chicago: first dealer N; deals 2 and 3: the dealer's side vulnerable",
            "deal  dealer  vul   result         NS    EW   total NS  total EW",
            "   1  N       none  N 1C-1          0    50          0        50",
            "      E       EW    passed out",
            "   2  E       EW    S 1C-1          0    50          0       100",
            "   3  S       NS    W 1C=           0    20          0       120",
            "   4  W       both  N 1C=         120     0        120       120",
            "final: NS 120, EW 120; a tie",
        ]
    )


def test_sheet_of_a_won_match_and_of_the_variant_with_honours() -> None:
    match = Match(rules=Rules(vulnerability="non-dealer", honours=True), first_dealer="E")
    assert match.sheet().splitlines() == [
        "Chicago: first dealer E; deals 2 and 3: the non-dealer's side vulnerable; honours scored",
        "deal  dealer  vul   result     NS    EW   total NS  total EW",
        "next: deal 1, E deals, none vulnerable; part scores NS 0, EW 0",
    ]
    match = match.record("2S", 8, declarer="W")
    assert match.sheet().splitlines()[-1] == (
        "next: deal 2, S deals, EW vulnerable; part scores NS 0, EW 60"
    )
    for _ in range(3):
        match = match.record("1C", 7, declarer="W")
    assert match.sheet().splitlines()[-1] == "final: NS 0, EW 520; EW win by 520"


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
    assert match.sheet().splitlines()[-1] == "final: NS 150, EW 160; EW win by 10"
    match = Match().record("3NT", 9, declarer="S").record("1C", 6, declarer="S")
    match = match.record("1C", 7, declarer="E").record("1C", 7, declarer="E")
    # NS: 400 (a game nv); EW: 50 (1C-1 nv on deal 2), 20, 20 + 100.
    assert match.totals == {"NS": 400, "EW": 190}
    assert match.winner == "NS"
    assert match.sheet().splitlines()[-1] == "final: NS 400, EW 190; NS win by 210"


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
        Rules(**kwargs)  # type: ignore[arg-type]


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
        Match(**kwargs)


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
        vulnerable(*args)  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match=field):
        dealer(*args)  # type: ignore[arg-type]


def test_bad_vulnerable_and_dealer_keywords() -> None:
    with pytest.raises(ScoreError, match="first_dealer"):
        vulnerable(1, first_dealer="NE")
    with pytest.raises(ScoreError, match="rules"):
        vulnerable(1, rules="dealer")  # type: ignore[arg-type]
    with pytest.raises(ScoreError, match="first_dealer"):
        dealer(1, first_dealer=3)  # type: ignore[arg-type]


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
        Match().record(*args, **kwargs)  # type: ignore[arg-type]


def test_module_exports() -> None:
    assert set(chicago.__all__) <= set(dir(chicago))
    assert chicago.DEALS == 4
    assert chicago.SIDES == ("NS", "EW")
