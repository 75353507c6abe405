"""Every error message of the Chicago and rubber ledgers (B6, B7), word for word.

A scorer reads these at the table; a test that matched only the field would let a garbled
message, or the wrong error class, through.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, chicago, errors, rubber
from cardscore.bridge import Contract, Result
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

TRICKS = "an int from 0 to 13, or a result like '4S=' or '4SX-1' as the contract"
OVER = "deals 1 to 4: the match is over after four deals"
NO_HONOURS = "None: these rules score no honours (Rules(honours=True) does)"
SIDES = "two different names, e.g. ('NS', 'EW') or ('Ann', 'Bob')"

HONOURS_MATCH = chicago.Match(rules=chicago.Rules(honours=True))
HONOURS_RUBBER = rubber.Rubber(rules=rubber.Rules(honours=True))


def finished_match() -> chicago.Match:
    match = chicago.Match()
    for _ in range(chicago.DEALS):
        match = match.record("1C", 7, declarer="N")
    return match


def message(call: Callable[[], object]) -> tuple[str, str]:
    with pytest.raises(ScoreError) as caught:
        call()
    error = caught.value
    shown = errors.shown(error.value)
    assert str(error) == f"{error.field}: {shown} is not allowed; expected {error.allowed}"
    return type(error).__name__, str(error)


MESSAGES: list[tuple[str, Callable[[], object], tuple[str, str]]] = [
    # Reading a deal: both ledgers share it.
    (
        "result-and-tricks",
        lambda: chicago.Match().record(Result("4S", 10), 10, declarer="N"),
        (
            "ScoreError",
            (
                "contract: '4S=' is not allowed; "
                "expected a contract without a result when tricks are given"
            ),
        ),
    ),
    (
        "contract-not-a-str",
        lambda: chicago.Match().record(wrong(4), 10, declarer="N"),
        (
            "ScoreError",
            "contract: 4 is not allowed; expected a Contract or a str like '4SX' or '3NT'",
        ),
    ),
    (
        "tricks-not-an-int",
        lambda: rubber.Rubber().record("4S", wrong("10"), declarer="NS"),
        ("ScoreError", f"tricks: '10' is not allowed; expected {TRICKS}"),
    ),
    (
        "tricks-a-bool",
        lambda: chicago.Match().record("4S", True, declarer="N"),
        ("ScoreError", f"tricks: True is not allowed; expected {TRICKS}"),
    ),
    (
        "fourteen-tricks",
        lambda: chicago.Match().record("4S", 14, declarer="N"),
        ("ImpossibleResultError", "tricks: 14 is not allowed; expected an int from 0 to 13"),
    ),
    (
        "minus-one-trick",
        lambda: rubber.Rubber().record(Contract.parse("4S"), -1, declarer="NS"),
        ("ImpossibleResultError", "tricks: -1 is not allowed; expected an int from 0 to 13"),
    ),
    (
        "impossible-result",
        lambda: chicago.Match().record("4S+4", declarer="N"),
        (
            "ImpossibleResultError",
            (
                "contract: '4S+4' is not allowed; expected a result with 0 to 13 tricks for 4S "
                "(14 given)"
            ),
        ),
    ),
    (
        "contract-without-tricks",
        lambda: chicago.Match().record("4S", declarer="N"),
        (
            "ScoreError",
            (
                "contract: '4S' is not allowed; expected a result like '4S=' or '4S-1', "
                "or the contract with tricks (0 to 13)"
            ),
        ),
    ),
    (
        "parsed-contract-without-tricks",
        lambda: rubber.Rubber().record(Contract.parse("3NT"), declarer="NS"),
        (
            "ScoreError",
            (
                "contract: '3NT' is not allowed; expected a result like '3NT=' or '3NT-1', "
                "or the contract with tricks (0 to 13)"
            ),
        ),
    ),
    (
        "no-contract",
        lambda: chicago.Match().record(wrong(None), declarer="N"),
        (
            "ScoreError",
            (
                "contract: None is not allowed; "
                "expected a Contract, a Result or a str like '4SX' or '4SX-1'"
            ),
        ),
    ),
    (
        "contract-a-float-without-tricks",
        lambda: rubber.Rubber().record(wrong(4.0), declarer="NS"),
        (
            "ScoreError",
            (
                "contract: 4.0 is not allowed; "
                "expected a Contract, a Result or a str like '4SX' or '4SX-1'"
            ),
        ),
    ),
    # Honours: B5's rubber-law figures, a rule option.
    (
        "honours-off",
        lambda: chicago.Match().record("4S", 10, declarer="N", honours=("NS", 100)),
        ("RuleViolationError", f"honours: ('NS', 100) is not allowed; expected {NO_HONOURS}"),
    ),
    (
        "honours-off-rubber",
        lambda: rubber.Rubber().record("4S", 10, declarer="NS", honours="NS:100"),
        ("RuleViolationError", f"honours: 'NS:100' is not allowed; expected {NO_HONOURS}"),
    ),
    (
        "honours-bad-notation",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours="NS-100"),
        (
            "NotationError",
            "honours: 'NS-100' is not allowed; expected (side, 100 or 150) or 'SIDE:150'",
        ),
    ),
    (
        "honours-not-a-pair",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours=wrong(("NS",))),
        (
            "ScoreError",
            "honours: ('NS',) is not allowed; expected None or a pair (side, 100 or 150)",
        ),
    ),
    (
        "honours-not-a-sequence",
        lambda: HONOURS_RUBBER.record("4S", 10, declarer="NS", honours=wrong(100)),
        ("ScoreError", "honours: 100 is not allowed; expected None or a pair (side, 100 or 150)"),
    ),
    (
        "honours-120",
        lambda: HONOURS_RUBBER.record("4S", 10, declarer="NS", honours=("EW", 120)),
        ("ScoreError", "honours: ('EW', 120) is not allowed; expected a pair (side, 100 or 150)"),
    ),
    (
        "honours-a-bool",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours=("EW", True)),
        ("ScoreError", "honours: ('EW', True) is not allowed; expected a pair (side, 100 or 150)"),
    ),
    (
        "honours-100-at-notrump",
        lambda: HONOURS_MATCH.record("3NT", 9, declarer="N", honours="ns 100"),
        (
            "ImpossibleResultError",
            "honours: 'ns 100' is not allowed; expected (side, 150) at notrump: four aces",
        ),
    ),
    # Chicago, B6.
    (
        "declarer-not-a-seat",
        lambda: chicago.Match().record("4S", 10, declarer="NS"),
        ("NotationError", "declarer: 'NS' is not allowed; expected a seat: one of N E S W"),
    ),
    (
        "declarer-not-a-str",
        lambda: chicago.Match().record("4S", 10, declarer=wrong(0)),
        ("ScoreError", "declarer: 0 is not allowed; expected a seat: one of N E S W (a str)"),
    ),
    (
        "first-dealer",
        lambda: chicago.Match(first_dealer="X"),
        ("NotationError", "first_dealer: 'X' is not allowed; expected a seat: one of N E S W"),
    ),
    (
        "first-dealer-not-a-str",
        lambda: chicago.dealer(1, first_dealer=wrong(None)),
        (
            "ScoreError",
            "first_dealer: None is not allowed; expected a seat: one of N E S W (a str)",
        ),
    ),
    (
        "vulnerability-not-a-str",
        lambda: chicago.Rules(vulnerability=wrong(2)),
        (
            "ScoreError",
            "vulnerability: 2 is not allowed; expected 'dealer' or 'non-dealer' (a str)",
        ),
    ),
    (
        "vulnerability-unknown",
        lambda: chicago.Rules(vulnerability="both"),
        (
            "NotationError",
            "vulnerability: 'both' is not allowed; expected 'dealer' or 'non-dealer'",
        ),
    ),
    (
        "chicago-honours-flag",
        lambda: chicago.Rules(honours=wrong(1)),
        ("ScoreError", "honours: 1 is not allowed; expected True or False"),
    ),
    (
        "chicago-rules",
        lambda: chicago.vulnerable(1, rules=wrong(rubber.Rules())),
        (
            "ScoreError",
            ("rules: 'cardscore.rubber.Rules' is not allowed; expected a cardscore.chicago.Rules"),
        ),
    ),
    (
        "deal-not-an-int",
        lambda: chicago.vulnerable(wrong("2")),
        ("ScoreError", "deal: '2' is not allowed; expected an int from 1 to 4"),
    ),
    (
        "deal-five",
        lambda: chicago.dealer(5),
        (
            "RuleViolationError",
            "deal: 5 is not allowed; expected an int from 1 to 4: a match has four deals",
        ),
    ),
    (
        "deal-zero",
        lambda: chicago.vulnerable(0),
        (
            "RuleViolationError",
            "deal: 0 is not allowed; expected an int from 1 to 4: a match has four deals",
        ),
    ),
    (
        "fifth-deal",
        lambda: finished_match().record("1C", 7, declarer="N"),
        ("RuleViolationError", f"deal: 5 is not allowed; expected {OVER}"),
    ),
    (
        "fifth-deal-passed-out",
        lambda: finished_match().throw_in(),
        ("RuleViolationError", f"deal: 5 is not allowed; expected {OVER}"),
    ),
    (
        "chicago-closed",
        lambda: chicago.Match().record("1C", 7, declarer="N").close().record("1C=", declarer="E"),
        (
            "RuleViolationError",
            "deal: 2 is not allowed; expected no more deals: the match was closed",
        ),
    ),
    (
        "chicago-scoring",
        lambda: chicago.Rules(scoring="rubber"),
        ("NotationError", "scoring: 'rubber' is not allowed; expected 'chicago' or 'duplicate'"),
    ),
    (
        "chicago-scoring-not-a-str",
        lambda: chicago.Rules(scoring=wrong(None)),
        ("ScoreError", "scoring: None is not allowed; expected 'chicago' or 'duplicate' (a str)"),
    ),
    (
        "chicago-duplicate-honours",
        lambda: chicago.Rules(honours=True, scoring="duplicate"),
        (
            "RuleViolationError",
            (
                "honours: True is not allowed; "
                "expected False with scoring='duplicate': duplicate scoring has no honours"
            ),
        ),
    ),
    (
        "contract-too-long",
        lambda: chicago.Match().record("4S" + " " * 63, 10, declarer="N"),
        (
            "NotationError",
            f"contract: {'4S' + ' ' * 63!r} is not allowed; expected at most 64 characters ('4SX-1')",
        ),
    ),
    (
        "honours-too-long",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours="NS" + " " * 800 + "!"),
        (
            "NotationError",
            (
                f"honours: {'NS' + ' ' * 38!r}… (803 characters) is not allowed; "
                "expected (side, 100 or 150) or 'SIDE:150', at most 64 characters"
            ),
        ),
    ),
    (
        "honours-long-number",
        lambda: HONOURS_RUBBER.record("4S", 10, declarer="NS", honours="NS:" + "1" * 40),
        (
            "NotationError",
            (
                f"honours: {'NS:' + '1' * 40!r} is not allowed; "
                "expected (side, 100 or 150) or 'SIDE:150'"
            ),
        ),
    ),
    (
        "honours-200",
        lambda: HONOURS_RUBBER.record("4S", 10, declarer="NS", honours="EW:200"),
        ("ScoreError", "honours: 'EW:200' is not allowed; expected a pair (side, 100 or 150)"),
    ),
    (
        "chicago-undo",
        lambda: chicago.Match().undo(),
        (
            "RuleViolationError",
            "undo: 'nothing recorded' is not allowed; expected at least one recorded deal",
        ),
    ),
    (
        "chicago-honours-side",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours=("XY", 100)),
        (
            "NotationError",
            "honours: 'XY' is not allowed; expected a side NS or EW (or a seat N E S W)",
        ),
    ),
    (
        "chicago-honours-side-not-a-str",
        lambda: HONOURS_MATCH.record("4S", 10, declarer="N", honours=wrong((1, 100))),
        ("ScoreError", "honours: 1 is not allowed; expected a side NS or EW (a str)"),
    ),
    # Rubber bridge, B7.
    (
        "rubber-honours-flag",
        lambda: rubber.Rules(honours=wrong("yes")),
        ("ScoreError", "honours: 'yes' is not allowed; expected True or False"),
    ),
    (
        "unfinished-game-negative",
        lambda: rubber.Rules(unfinished_game=-1),
        (
            "ImpossibleResultError",
            "unfinished_game: -1 is not allowed; expected an int from 0 to 10000",
        ),
    ),
    (
        "unfinished-partscore-not-an-int",
        lambda: rubber.Rules(unfinished_partscore=wrong("100")),
        (
            "ScoreError",
            "unfinished_partscore: '100' is not allowed; expected an int from 0 to 10000",
        ),
    ),
    (
        "unfinished-partscore-too-big",
        lambda: rubber.Rules(unfinished_partscore=10_001),
        (
            "ImpossibleResultError",
            "unfinished_partscore: 10001 is not allowed; expected an int from 0 to 10000",
        ),
    ),
    (
        "rubber-rules",
        lambda: rubber.Rubber(rules=wrong(chicago.Rules())),
        (
            "ScoreError",
            ("rules: 'cardscore.chicago.Rules' is not allowed; expected a cardscore.rubber.Rules"),
        ),
    ),
    (
        "sides-one-name",
        lambda: rubber.Rubber(sides="NS"),
        ("ScoreError", f"sides: 'NS' is not allowed; expected {SIDES}"),
    ),
    (
        "sides-three-names",
        lambda: rubber.Rubber(sides=("A", "B", "C")),
        ("ScoreError", f"sides: ('A', 'B', 'C') is not allowed; expected {SIDES}"),
    ),
    (
        "sides-not-str",
        lambda: rubber.Rubber(sides=wrong(("A", 2))),
        ("ScoreError", f"sides: ('A', 2) is not allowed; expected {SIDES} (str)"),
    ),
    (
        "sides-first-not-str",
        lambda: rubber.Rubber(sides=wrong((1, "B"))),
        ("ScoreError", f"sides: (1, 'B') is not allowed; expected {SIDES} (str)"),
    ),
    (
        "sides-the-same",
        lambda: rubber.Rubber(sides=("Ann", " ANN")),
        ("NotationError", f"sides: ('Ann', ' ANN') is not allowed; expected {SIDES}"),
    ),
    (
        "sides-first-blank",
        lambda: rubber.Rubber(sides=(" ", "B")),
        ("NotationError", f"sides: (' ', 'B') is not allowed; expected {SIDES}"),
    ),
    (
        "declarer-not-a-side",
        lambda: rubber.Rubber(sides=("Ann", "Bob")).record("4S", 10, declarer="N"),
        ("NotationError", "declarer: 'N' is not allowed; expected one of the sides 'Ann', 'Bob'"),
    ),
    (
        "declarer-side-not-a-str",
        lambda: rubber.Rubber().record("4S", 10, declarer=wrong(None)),
        ("ScoreError", "declarer: None is not allowed; expected one of the sides 'NS', 'EW'"),
    ),
    (
        "declarer-side-an-int",
        lambda: rubber.Rubber(sides=("Ann", "Bob")).record("4S", 10, declarer=wrong(1)),
        ("ScoreError", "declarer: 1 is not allowed; expected one of the sides 'Ann', 'Bob'"),
    ),
    (
        "rubber-honours-side",
        lambda: HONOURS_RUBBER.record("4S", 10, declarer="NS", honours=("XY", 100)),
        ("NotationError", "honours: 'XY' is not allowed; expected one of the sides 'NS', 'EW'"),
    ),
    (
        "rubber-over",
        lambda: (
            rubber.Rubber()
            .record("3NT", 9, declarer="EW")
            .record("3NT", 9, declarer="EW")
            .record("1C", 7, declarer="NS")
        ),
        (
            "RuleViolationError",
            (
                "deal: 3 is not allowed; "
                "expected no more deals: the rubber is over, won by EW 2-0; start a new rubber"
            ),
        ),
    ),
    (
        "rubber-closed",
        lambda: rubber.Rubber().record("1C", 7, declarer="NS").close().throw_in(),
        (
            "RuleViolationError",
            (
                "deal: 2 is not allowed; expected no more deals: the rubber was closed; "
                "start a new rubber"
            ),
        ),
    ),
    (
        "rubber-undo",
        lambda: rubber.Rubber().undo(),
        (
            "RuleViolationError",
            "undo: 'nothing recorded' is not allowed; expected at least one recorded deal",
        ),
    ),
]


@pytest.mark.parametrize(
    ("call", "expected"), [case[1:] for case in MESSAGES], ids=[case[0] for case in MESSAGES]
)
def test_message(call: Callable[[], object], expected: tuple[str, str]) -> None:
    assert message(call) == expected
