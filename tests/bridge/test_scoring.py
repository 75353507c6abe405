"""cardscore.bridge against the rules, section by section (bridge.md B1–B5)."""

from __future__ import annotations

import copy

import attrs
import pytest

from cardscore import ImpossibleResultError, NotationError, ScoreError, bridge
from cardscore._text import Text
from cardscore.bridge import Contract, Doubling, Result, Strain, _contract, _rules, _words
from cardscore.cards import Suit
from cardscore.items import Item, sum_items
from tests.bad_input import wrong

# --- B1: contracts and notation --------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "level", "strain", "doubling"),
    [
        ("1C", 1, Strain.CLUBS, Doubling.UNDOUBLED),
        ("3NT", 3, Strain.NOTRUMP, Doubling.UNDOUBLED),
        ("3N", 3, Strain.NOTRUMP, Doubling.UNDOUBLED),
        ("4SX", 4, Strain.SPADES, Doubling.DOUBLED),
        ("6HXX", 6, Strain.HEARTS, Doubling.REDOUBLED),
        ("6hxx", 6, Strain.HEARTS, Doubling.REDOUBLED),
        ("2♦", 2, Strain.DIAMONDS, Doubling.UNDOUBLED),
        ("7♣x", 7, Strain.CLUBS, Doubling.DOUBLED),
        (" 5 ♠ XX ", 5, Strain.SPADES, Doubling.REDOUBLED),
        ("1nt", 1, Strain.NOTRUMP, Doubling.UNDOUBLED),
    ],
)
def test_b1_contract_notation(text: str, level: int, strain: Strain, doubling: Doubling) -> None:
    contract = Contract.parse(text)
    assert (contract.level, contract.strain, contract.doubling) == (level, strain, doubling)


@pytest.mark.parametrize(
    ("text", "canonical"),
    [("3n", "3NT"), ("4♠x", "4SX"), ("6hxx", "6HXX"), ("1c", "1C"), ("7NT", "7NT")],
)
def test_b1_canonical_format(text: str, canonical: str) -> None:
    assert str(Contract.parse(text)) == canonical
    assert repr(Contract.parse(text)) == f"Contract.parse('{canonical}')"


def test_b1_constructor_takes_values_or_notation() -> None:
    assert Contract(4, "S", "X") == Contract(4, Strain.SPADES, Doubling.DOUBLED)
    assert Contract(3, "n") == Contract.parse("3NT")


def test_b1_strain_order() -> None:
    orders = [strain.order for strain in (Strain.CLUBS, Strain.DIAMONDS, Strain.HEARTS)]
    assert orders == [0, 1, 2]
    assert Strain.SPADES.order < Strain.NOTRUMP.order


@pytest.mark.parametrize("text", ["Pass", "pass", "PASS", "p"])
def test_b1_pass_is_not_a_contract(text: str) -> None:
    with pytest.raises(NotationError, match="passed-out deal"):
        Contract.parse(text)


@pytest.mark.parametrize("text", ["0S", "8S", "4SXXX", "4Z", "", "S4", "44S", "10NT"])
def test_b1_bad_notation(text: str) -> None:
    with pytest.raises(ScoreError, match="contract"):
        Contract.parse(text)


def test_b1_book_is_six() -> None:
    assert [Contract(level, "C").tricks_needed for level in range(1, 8)] == list(range(7, 14))


@pytest.mark.parametrize(
    ("text", "contract", "tricks"),
    [
        ("4S=", "4S", 10),
        ("4S+1", "4S", 11),
        ("4SX-2", "4SX", 8),
        ("3NT+1", "3NT", 10),
        ("7NTXX-13", "7NTXX", 0),
        ("1C+6", "1C", 13),
        ("2h x - 1", "2HX", 7),
    ],
)
def test_b1_result_notation(text: str, contract: str, tricks: int) -> None:
    result = Result.parse(text)
    assert result.contract == Contract.parse(contract)
    assert result.tricks == tricks


@pytest.mark.parametrize(
    ("contract", "tricks", "text"),
    [("4S", 10, "4S="), ("4SX", 8, "4SX-2"), ("3NT", 10, "3NT+1"), ("7NTXX", 0, "7NTXX-13")],
)
def test_b1_result_format(contract: str, tricks: int, text: str) -> None:
    assert str(Result(contract, tricks)) == text
    assert repr(Result(contract, tricks)) == f"Result.parse('{text}')"
    assert Result(contract, tricks).made is (tricks >= Contract.parse(contract).tricks_needed)


@pytest.mark.parametrize("text", ["7NT+1", "1S-8", "4S", "4S+", "4S=1", "pass", "4S-0x"])
def test_b1_impossible_or_bad_results(text: str) -> None:
    with pytest.raises(ScoreError, match="result"):
        Result.parse(text)


def test_b1_impossible_result_is_impossible_result_error() -> None:
    with pytest.raises(ImpossibleResultError, match="0 to 13 tricks"):
        Result.parse("7NT+1")


# --- B2: trick score -------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "below"),
    [
        ("1C", 20),
        ("5D", 100),
        ("2H", 60),
        ("4S", 120),
        ("1NT", 40),
        ("2NT", 70),
        ("3NT", 100),
        ("7NT", 220),
        ("2SX", 120),
        ("1NTX", 80),
        ("1NTXX", 160),
        ("3CXX", 240),
    ],
)
def test_b2_trick_score(contract: str, below: int) -> None:
    assert Contract.parse(contract).trick_score == below
    deal = bridge.settle(contract, Contract.parse(contract).tricks_needed, vulnerable=False)
    assert deal.below == below


@pytest.mark.parametrize(
    ("contract", "game"),
    [
        ("3NT", True),
        ("2NT", False),
        ("4H", True),
        ("3S", False),
        ("5C", True),
        ("4D", False),
        ("2SX", True),
        ("1NTX", False),
        ("1NTXX", True),
        ("2CX", False),
        ("3CX", True),
    ],
)
def test_b2_game_is_trick_score_of_100(contract: str, game: bool) -> None:
    assert Contract.parse(contract).is_game is game


def test_b5_slam_contracts() -> None:
    assert [Contract(level, "S").is_slam for level in range(1, 8)] == [False] * 5 + [True] * 2


# Found by the mutation run (docs/development.md): the tables are built when the module loads, so only a test that calls the builder kills its mutants (the Laws' tables, worked by hand).


@pytest.mark.parametrize(
    ("level", "strain", "doubling", "how"),
    [
        # B2: NT 40 for the first trick, 30 for each after; C/D 20, H/S 30; X ×2, XX ×4.
        (1, Strain.NOTRUMP, Doubling.UNDOUBLED, "40"),
        (3, Strain.NOTRUMP, Doubling.UNDOUBLED, "40 + 2 × 30"),
        (2, Strain.NOTRUMP, Doubling.REDOUBLED, "40 + 1 × 30, redoubled × 4"),
        (4, Strain.SPADES, Doubling.DOUBLED, "4 × 30, doubled × 2"),
        (1, Strain.CLUBS, Doubling.UNDOUBLED, "1 × 20"),
    ],
)
def test_b2_the_trick_score_says_how_it_is_counted(
    level: int, strain: Strain, doubling: Doubling, how: str
) -> None:
    # Private on purpose: the builder runs at import; only a call at test time kills its mutants.
    assert _words.how(level, strain, doubling) == how


# --- B3: overtricks --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("contract", "vulnerable", "each"),
    [
        ("1C", False, 20),
        ("1D", True, 20),
        ("1H", False, 30),
        ("1S", True, 30),
        ("1NT", False, 30),
        ("1CX", False, 100),
        ("1CX", True, 200),
        ("1NTXX", False, 200),
        ("1HXX", True, 400),
    ],
)
def test_b3_overtricks(contract: str, vulnerable: bool, each: int) -> None:
    exact = bridge.settle(contract, 7, vulnerable=vulnerable)
    for over in range(1, 7):
        deal = bridge.settle(contract, 7 + over, vulnerable=vulnerable)
        assert deal.above - exact.above == over * each


# Found by the mutation run (docs/development.md): the tables are built when the module loads, so only a test that calls the builder kills its mutants (the Laws' tables, worked by hand).


def test_b3_doubled_overtricks_one_to_six() -> None:
    # B3: each doubled overtrick is 100 not vulnerable; 1 to 6 of them (7 levels, book 6).
    items = _words.overtrick_items("doubled", 100, "not vulnerable")
    assert items == tuple(
        Item(f"overtricks ({over} × 100, doubled, not vulnerable)", "declarer", 100 * over)
        for over in (1, 2, 3, 4, 5, 6)
    )
    # Found by the mutation run: each says what it is (an Item's kind is not in its ==).
    assert {item.kind for item in items} == {"overtricks"}


# --- B4: undertricks, every column ------------------------------------------------------------


@pytest.mark.parametrize(
    ("doubling", "vulnerable", "penalties"),
    [
        # cumulative penalty for 1, 2, 3, 4, 5 down, worked from the B4 table by hand
        ("", False, [50, 100, 150, 200, 250]),
        ("X", False, [100, 300, 500, 800, 1100]),
        ("XX", False, [200, 600, 1000, 1600, 2200]),
        ("", True, [100, 200, 300, 400, 500]),
        ("X", True, [200, 500, 800, 1100, 1400]),
        ("XX", True, [400, 1000, 1600, 2200, 2800]),
    ],
)
def test_b4_undertricks(doubling: str, vulnerable: bool, penalties: list[int]) -> None:
    contract = Contract(7, "S", doubling)
    for down, penalty in enumerate(penalties, start=1):
        deal = bridge.settle(contract, 13 - down, vulnerable=vulnerable)
        assert not deal.made
        assert deal.penalty == penalty
        assert (deal.below, deal.above, deal.bonus) == (0, 0, 0)
        assert bridge.score(contract, 13 - down, vulnerable=vulnerable) == -penalty


def test_b4_worked_examples() -> None:
    assert bridge.score("4SX", 7, vulnerable=False) == -500  # 3 down nv doubled
    assert bridge.score("4SX", 6, vulnerable=False) == -800  # 4 down nv doubled
    assert bridge.score("4SX", 7, vulnerable=True) == -800  # 3 down vul doubled


def test_b4_extremes() -> None:
    assert bridge.score("7NTXX", 0, vulnerable=False) == -7000
    assert bridge.score("7NTXX", 0, vulnerable=True) == -7600
    assert bridge.score("7NT", 0, vulnerable=False) == -650
    assert bridge.score("7NT", 0, vulnerable=True) == -1300


# Found by the mutation run (docs/development.md): the tables are built when the module loads, so only a test that calls the builder kills its mutants (the Laws' tables, worked by hand).


def test_b4_redoubled_vulnerable_undertricks_item_by_item() -> None:
    # B4, vulnerable redoubled: 400 for the 1st, 600 for the 2nd and 3rd, 600 each after.
    downs = _words.undertrick_items("redoubled", (400, 600, 600), "vulnerable")
    one = Item("1st undertrick (redoubled, vulnerable)", "defenders", 400)
    assert len(downs) == 14  # 0 to 13 tricks down
    assert downs[0] == ()
    assert downs[1] == (one,)
    assert downs[2] == (one, Item("2nd undertrick (1 × 600)", "defenders", 600))
    third = Item("2nd and 3rd undertricks (2 × 600)", "defenders", 1200)
    assert downs[3] == (one, third)
    assert downs[4] == (one, third, Item("4th undertrick (1 × 600)", "defenders", 600))
    assert downs[5] == (one, third, Item("4th to 5th undertricks (2 × 600)", "defenders", 1200))
    assert downs[13] == (
        one,
        third,
        Item("4th to 13th undertricks (10 × 600)", "defenders", 6000),
    )
    # Found by the mutation run: each says what it is (an Item's kind is not in its ==).
    assert {item.kind for down in downs for item in down} == {"undertricks"}
    assert {item.kind for item in downs[2]} == {"undertricks"}


@pytest.mark.parametrize(
    ("row", "penalties"),
    [
        # B4: "3 down nv doubled = 500, 4 down nv doubled = 800, 3 down vul doubled = 800".
        ((100, 200, 300), (0, 100, 300, 500, 800, 1100)),
        ((200, 300, 300), (0, 200, 500, 800, 1100, 1400)),
        ((50, 50, 50), (0, 50, 100, 150, 200, 250)),
        ((400, 600, 600), (0, 400, 1000, 1600, 2200, 2800)),
    ],
)
def test_b4_penalties_added_up_by_tricks_down(
    row: tuple[int, int, int], penalties: tuple[int, ...]
) -> None:
    added = _rules.added_up(row)
    assert len(added) == 14
    assert added[:6] == penalties
    # 13 down: the 1st, the 2nd and 3rd, then ten more at the 4th-and-after rate.
    assert added[13] == row[0] + 2 * row[1] + 10 * row[2]


# --- B5: bonuses and the rules' worked examples ----------------------------------------------


@pytest.mark.parametrize(
    ("contract", "tricks", "vulnerable", "expected"),
    [
        ("4S", 10, False, 420),
        ("3NT", 9, True, 600),
        ("1NTX", 7, False, 180),
        ("7NTXX", 13, True, 2980),
        ("3NTX", 6, True, -800),
        ("1NTXX", 13, True, 3160),
        ("2S", 8, False, 110),  # partscore 60 + 50
        ("1NT", 8, False, 120),  # 40 + 30 + 50
        ("6S", 12, False, 980),  # 180 + 500 + 300
        ("6S", 12, True, 1430),  # 180 + 750 + 500
        ("7C", 13, False, 1440),  # 140 + 1000 + 300
        ("7C", 13, True, 2140),  # 140 + 1500 + 500
        ("2SX", 8, False, 470),  # 120 + 50 insult + 300 game
        ("2SXX", 8, True, 840),  # 240 + 100 insult + 500 game
        ("1CX", 7, False, 140),  # 40 + 50 + 50 partscore
    ],
)
def test_b5_scores(contract: str, tricks: int, vulnerable: bool, expected: int) -> None:
    assert bridge.score(contract, tricks, vulnerable=vulnerable) == expected
    assert bridge.settle(contract, tricks, vulnerable=vulnerable).score == expected


@pytest.mark.parametrize(
    ("contract", "vulnerable", "above"),
    [
        ("4SX", False, 50),
        ("4SXX", False, 100),
        ("6H", False, 500),
        ("6H", True, 750),
        ("7D", False, 1000),
        ("7D", True, 1500),
        ("6NTX", True, 800),
        ("7NTXX", False, 1100),
    ],
)
def test_b5_insult_and_slam_bonuses_are_above_the_line(
    contract: str, vulnerable: bool, above: int
) -> None:
    deal = bridge.settle(contract, Contract.parse(contract).tricks_needed, vulnerable=vulnerable)
    assert deal.made
    assert deal.above == above
    assert deal.penalty == 0


@pytest.mark.parametrize(
    ("level", "vulnerability", "label"),
    [
        (6, "not vulnerable", "small slam bonus (not vulnerable)"),
        (6, "vulnerable", "small slam bonus (vulnerable)"),
        (7, "vulnerable", "grand slam bonus (vulnerable)"),
    ],
)
def test_b5_each_slam_bonus_is_named(level: int, vulnerability: str, label: str) -> None:
    # Found by the mutation run: the labels are made when the module loads, so only a call
    # of their builder at test time checks it (private on purpose). B5: level 6 is the
    # small slam, level 7 the grand slam.
    assert _words.slam_label(level, Text(vulnerability)) == label


@pytest.mark.parametrize(
    ("contract", "vulnerable", "bonus"),
    [("3NT", False, 300), ("3NT", True, 500), ("2NT", True, 50), ("5CX", False, 300)],
)
def test_b5_duplicate_game_and_partscore_bonus(
    contract: str, vulnerable: bool, bonus: int
) -> None:
    deal = bridge.settle(contract, Contract.parse(contract).tricks_needed, vulnerable=vulnerable)
    assert deal.bonus == bonus
    assert deal.totals == {"declarer": deal.below + deal.above + bonus, "defenders": 0}


def test_settle_items_explain_the_score() -> None:
    deal = bridge.settle("4SX", 11, vulnerable=True)
    assert [str(item) for item in deal.items] == [
        "trick score (4 × 30, doubled × 2): declarer +240",
        "overtricks (1 × 200, doubled, vulnerable): declarer +200",
        "insult (doubled): declarer +50",
        "game bonus (vulnerable): declarer +500",
    ]
    assert sum_items(deal.items) == {"declarer": 990}


def test_b3_undoubled_overtricks_are_an_item_of_their_own() -> None:
    # Found by the mutation run (each mutant importing the game afresh): the undoubled
    # overtricks' item, read from a table built at import, had no test of its words or kind.
    # B3: 4S made with 12 tricks, not vulnerable: 4 × 30 + 2 overtricks × 30 + 300.
    deal = bridge.settle("4S", 12, vulnerable=False)
    assert [(str(item), item.kind) for item in deal.items] == [
        ("trick score (4 × 30): declarer +120", "trick_score"),
        ("overtricks (2 × 30): declarer +60", "overtricks"),
        ("game bonus (not vulnerable): declarer +300", "game_bonus"),
    ]
    # 1NT with all 13 tricks: six overtricks at 30 each, the most there can be.
    last = bridge.settle("1NT", 13, vulnerable=True).items[1]
    assert (str(last), last.kind) == ("overtricks (6 × 30): declarer +180", "overtricks")


def test_settle_items_of_a_defeat() -> None:
    deal = bridge.settle("6NTX", 7, vulnerable=False)
    assert [str(item) for item in deal.items] == [
        "1st undertrick (doubled, not vulnerable): defenders +100",
        "2nd and 3rd undertricks (2 × 200): defenders +400",
        "4th to 5th undertricks (2 × 300): defenders +600",
    ]
    assert deal.totals == {"declarer": 0, "defenders": 1100}


def test_settle_item_labels_for_small_defeats() -> None:
    labels = [item.label for item in bridge.settle("4S", 8, vulnerable=False).items]
    assert labels == ["1st undertrick (undoubled, not vulnerable)", "2nd undertrick (1 × 50)"]
    labels = [item.label for item in bridge.settle("4S", 6, vulnerable=False).items][-1:]
    assert labels == ["4th undertrick (1 × 50)"]


def test_score_and_settle_take_strings_and_contracts_alike() -> None:
    assert bridge.score(Contract.parse("4H"), 10, vulnerable=False) == bridge.score(
        "4h", 10, vulnerable=False
    )
    assert bridge.settle("3NT", 9, vulnerable=False) == bridge.settle(
        Contract(3, Strain.NOTRUMP), 9, vulnerable=False
    )


def test_contract_bid_drops_the_double() -> None:
    assert Contract.parse("4SXX").bid == Contract.parse("4S")


# --- impossible and wrong input ---------------------------------------------------------------


@pytest.mark.parametrize("level", [0, 8, -1, 100])
def test_level_out_of_range(level: int) -> None:
    with pytest.raises(ImpossibleResultError, match=rf"level: {level} is not allowed"):
        Contract(level, "S")


@pytest.mark.parametrize("level", [True, 4.0, "4", None])
def test_level_wrong_type(level: object) -> None:
    with pytest.raises(ScoreError, match="level"):
        Contract(wrong(level), "S")


@pytest.mark.parametrize("strain", ["Z", "", 4, None, "NTT"])
def test_unknown_strain(strain: object) -> None:
    with pytest.raises(ScoreError, match="strain"):
        Contract(4, wrong(strain))


@pytest.mark.parametrize("doubling", ["XXX", "Y", 2, None])
def test_unknown_doubling(doubling: object) -> None:
    with pytest.raises(ScoreError, match="doubling"):
        Contract(4, "S", wrong(doubling))


@pytest.mark.parametrize("tricks", [-1, 14, 99])
def test_tricks_out_of_range(tricks: int) -> None:
    for function in (bridge.score, bridge.settle):
        with pytest.raises(ImpossibleResultError, match=rf"tricks: {tricks} is not allowed"):
            function("4S", tricks, vulnerable=False)
    with pytest.raises(ImpossibleResultError, match="tricks"):
        Result("4S", tricks)


@pytest.mark.parametrize("tricks", [True, False, 10.0, "10", None])
def test_tricks_wrong_type(tricks: object) -> None:
    for function in (bridge.score, bridge.settle):
        with pytest.raises(ScoreError, match="tricks: .* expected an int from 0 to 13"):
            function("4S", wrong(tricks), vulnerable=False)


@pytest.mark.parametrize("vulnerable", [1, 0, "yes", None, "True"])
def test_vulnerable_must_be_bool(vulnerable: object) -> None:
    for function in (bridge.score, bridge.settle):
        with pytest.raises(ScoreError, match="vulnerable: .* expected True or False"):
            function("4S", 10, vulnerable=wrong(vulnerable))


@pytest.mark.parametrize("contract", [None, 4, ("4", "S"), b"4S"])
def test_contract_wrong_type(contract: object) -> None:
    for function in (bridge.score, bridge.settle):
        with pytest.raises(ScoreError, match="contract"):
            function(wrong(contract), 10, vulnerable=False)
    with pytest.raises(ScoreError, match="result"):
        Result.parse(wrong(contract))


def test_int_subclasses_are_taken_as_ints() -> None:
    class Count(int):
        pass

    assert bridge.score("4S", Count(10), vulnerable=False) == 420


def test_errors_carry_field_value_and_allowed() -> None:
    with pytest.raises(ScoreError) as caught:
        Contract.parse("4SXXX")
    assert caught.value.field == "contract"
    assert caught.value.value == "4SXXX"
    assert "level 1-7" in caught.value.allowed
    assert isinstance(caught.value, ValueError)


def test_enum_parsers() -> None:
    assert Strain.parse("notrump") is Strain.NOTRUMP
    assert Strain.parse(Strain.CLUBS) is Strain.CLUBS
    assert Doubling.parse("redoubled") is Doubling.REDOUBLED
    assert Doubling.parse(Doubling.DOUBLED) is Doubling.DOUBLED
    assert str(Strain.NOTRUMP) == "NT"
    assert str(Doubling.REDOUBLED) == "XX"
    assert Strain.HEARTS.is_major
    assert not Strain.NOTRUMP.is_major
    assert Strain.DIAMONDS.is_minor
    assert not Strain.SPADES.is_minor
    assert Strain.NOTRUMP.suit is None
    assert Strain.SPADES.suit is not None
    assert Strain.SPADES.suit.letter == "S"


def test_strain_from_a_suit() -> None:
    assert Strain.parse(Suit.HEARTS) is Strain.HEARTS
    assert Contract(4, Suit.SPADES) == Contract.parse("4S")


def test_parsed_contracts_are_remembered_and_the_memo_is_bounded() -> None:
    first = Contract.parse("5dx")
    assert Contract.parse("5dx") is first
    assert Result.parse(Result.parse("5DX=")) == Result(first, 11)
    info = _contract.parse_contract.cache_info()
    assert info.maxsize == 512
    with pytest.raises(NotationError):
        Contract.parse("5DX" + " " * 100)
    assert _contract.parse_contract.cache_info().currsize == info.currsize  # errors not kept


def test_deal_score_keeps_what_was_played() -> None:
    for tricks in (6, 10):
        deal = bridge.settle("4SX", tricks, vulnerable=True)
        assert (deal.contract, deal.tricks, deal.vulnerable) == (
            Contract.parse("4SX"),
            tricks,
            True,
        )


@pytest.mark.parametrize(
    ("contract", "tricks", "labels"),
    [
        ("1NT", 7, ["trick score (40)", "partscore bonus"]),
        ("2NT", 8, ["trick score (40 + 1 × 30)", "partscore bonus"]),
        (
            "6NT",
            12,
            [
                "trick score (40 + 5 × 30)",
                "small slam bonus (not vulnerable)",
                "game bonus (not vulnerable)",
            ],
        ),
        (
            "7C",
            13,
            [
                "trick score (7 × 20)",
                "grand slam bonus (not vulnerable)",
                "game bonus (not vulnerable)",
            ],
        ),
        (
            "4S",
            7,
            ["1st undertrick (undoubled, not vulnerable)", "2nd and 3rd undertricks (2 × 50)"],
        ),
        (
            "1CXX",
            9,
            [
                "trick score (1 × 20, redoubled × 4)",
                "overtricks (2 × 200, redoubled, not vulnerable)",
                "insult (redoubled)",
                "partscore bonus",
            ],
        ),
    ],
)
def test_item_labels(contract: str, tricks: int, labels: list[str]) -> None:
    assert [
        item.label for item in bridge.settle(contract, tricks, vulnerable=False).items
    ] == labels


def test_b2_trick_score_function_takes_levels_1_to_7() -> None:
    assert bridge.trick_score(1, "C") == 20
    assert bridge.trick_score(7, "NT", "XX") == 880
    for level in (0, 8):
        with pytest.raises(ImpossibleResultError, match=rf"^level: {level} is not allowed"):
            bridge.trick_score(level, "C")


@pytest.mark.parametrize("text", ["passed", "PASSED", "Passed Out", "P"])
def test_b1_every_spelling_of_a_pass(text: str) -> None:
    with pytest.raises(NotationError, match="a passed-out deal has no contract"):
        Contract.parse(text)


def test_b1_is_pass_reads_each_pass_word_and_a_few_spaces_more() -> None:
    # The one vocabulary of a pass, any case, spaces around and between its words.
    assert all(bridge.is_pass(word.upper()) for word in bridge.PASS_WORDS)
    assert bridge.is_pass("  passed   out ")
    assert not bridge.is_pass("passedout")
    assert not bridge.is_pass("1NT")
    assert not bridge.is_pass(None)
    # "passed out" (10 characters) with 8 spaces more is read; one more is not: a longer
    # text is no pass, never folded or split (found by the mutation run).
    assert bridge.is_pass("passed out" + " " * 8)
    assert not bridge.is_pass("passed out" + " " * 9)


def test_making_a_contract_computes_nothing_but_its_fields() -> None:
    contract = Contract(4, "S", "X")
    assert attrs.asdict(contract, recurse=False) == {
        "level": 4,
        "strain": Strain.SPADES,
        "doubling": Doubling.DOUBLED,
    }
    assert not hasattr(contract, "__dict__")


# --- the numbers on the enums: the B2–B5 tables, read off the rules by hand --------------------


def test_b2_numbers_on_each_strain() -> None:
    assert [(s.first_trick, s.trick_value) for s in Strain] == [
        (20, 20),
        (20, 20),
        (30, 30),
        (30, 30),
        (40, 30),
    ]
    assert [s.order for s in Strain] == [0, 1, 2, 3, 4]


def test_b2_to_b5_numbers_on_each_doubling() -> None:
    assert [d.multiplier for d in Doubling] == [1, 2, 4]
    assert [d.overtrick for d in Doubling] == [None, (100, 200), (200, 400)]
    assert [d.insult for d in Doubling] == [0, 50, 100]
    # B4, cumulative, 0 to 6 down, worked by hand from the table.
    assert Doubling.UNDOUBLED.penalties[False][:7] == (0, 50, 100, 150, 200, 250, 300)
    assert Doubling.UNDOUBLED.penalties[True][:7] == (0, 100, 200, 300, 400, 500, 600)
    assert Doubling.DOUBLED.penalties[False][:7] == (0, 100, 300, 500, 800, 1100, 1400)
    assert Doubling.DOUBLED.penalties[True][:7] == (0, 200, 500, 800, 1100, 1400, 1700)
    assert Doubling.REDOUBLED.penalties[False][:7] == (0, 200, 600, 1000, 1600, 2200, 2800)
    assert Doubling.REDOUBLED.penalties[True][:7] == (0, 400, 1000, 1600, 2200, 2800, 3400)
    # 13 down, redoubled vulnerable: 400 + 2 × 600 + 10 × 600 = 7600 (B4).
    assert Doubling.REDOUBLED.penalties[True][13] == 7600
    assert bridge.UNDERTRICKS[Doubling.DOUBLED, True] == (200, 300, 300)


def test_score_and_settle_agree_on_every_deal() -> None:
    # score() adds up the same B2–B5 numbers that settle() itemises: all 2,940 deals.
    for level in range(1, 8):
        for strain in Strain:
            for doubling in Doubling:
                contract = Contract(level, strain, doubling)
                for tricks in range(14):
                    for vulnerable in (False, True):
                        deal = bridge.settle(contract, tricks, vulnerable=vulnerable)
                        assert deal.score == bridge.score(contract, tricks, vulnerable=vulnerable)
                        parties = {"declarer": 0, "defenders": 0}
                        assert {**parties, **sum_items(deal.items)} == deal.totals


# --- DealScore is built from what settle takes, and checked the same way -----------------------


def test_deal_score_is_built_like_settle() -> None:
    deal = bridge.DealScore("4SX", 9, vulnerable=True)
    assert deal == bridge.settle("4SX", 9, vulnerable=True)
    assert (deal.made, deal.below, deal.above, deal.bonus, deal.penalty) == (False, 0, 0, 0, 200)
    assert repr(deal) == "DealScore(Contract.parse('4SX'), 9, vulnerable=True)"
    assert eval(repr(deal), vars(bridge)) == deal  # noqa: S307 - the repr reads as code


@pytest.mark.parametrize(
    ("args", "kwargs", "field"),
    [
        (({"level": 4},), {"tricks": 10, "vulnerable": False}, "contract"),
        (("4S", "10"), {"vulnerable": False}, "tricks"),
        (("4S", 14), {"vulnerable": False}, "tricks"),
        (("4S", 10), {"vulnerable": "no"}, "vulnerable"),
    ],
)
def test_deal_score_refuses_what_settle_refuses(
    args: tuple[object, ...], kwargs: dict[str, object], field: str
) -> None:
    with pytest.raises(ScoreError, match=f"^{field}: "):
        bridge.DealScore(*wrong(args), **wrong(kwargs))


def test_values_hash_and_pickle_as_values() -> None:
    assert hash(Contract.parse("4sx")) == hash(Contract(4, Strain.SPADES, Doubling.DOUBLED))
    assert len({Contract.parse("3N"), Contract(3, "NT"), Contract(3, "NT", "X")}) == 2
    assert {Strain.SPADES: 1, Doubling.REDOUBLED: 2}[Strain.parse("♠")] == 1
    deal = bridge.settle("6NTX", 7, vulnerable=False)
    assert copy.deepcopy(deal) == deal  # rebuilt as pickle rebuilds: without __init__
    assert copy.deepcopy(deal).items == deal.items
    assert copy.copy(deal).penalty == 1100
    assert hash(deal) == hash(bridge.DealScore("6NTX", 7, vulnerable=False))
