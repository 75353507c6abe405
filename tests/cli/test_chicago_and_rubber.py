"""The ``cardscore chicago`` and ``cardscore rubber`` commands."""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

import pytest

from cardscore import chicago, rubber, sheet
from cardscore.cli import main

if TYPE_CHECKING:
    from pathlib import Path


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_chicago_prints_the_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "chicago", "N", "4S=", "E", "3NTX-1", "pass", "S", "2H+1", "W", "1NT="
    )
    assert code == 0
    expected = (
        chicago.Match()
        .record("4S=", declarer="N")
        .record("3NTX-1", declarer="E")
        .throw_in()
        .record("2H+1", declarer="S")
        .record("1NT=", declarer="W")
    )
    assert out == sheet.of(expected).render() + "\n"
    # Hand-worked: 420; E 3NTX-1 vulnerable 200 to NS; S 2H+1 60 + 30 part; W 1NT= 40 + 100.
    assert out.splitlines()[-1] == "result: NS win by 570 (NS 710, EW 140)"
    # The passed-out deal: unnumbered, dealt by S, the third deal's dealer (NS vulnerable).
    assert out.splitlines()[8].split() == ["S", "NS", "passed", "out"]


def test_chicago_options_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys,
        "chicago",
        "--json",
        "--first-dealer",
        "E",
        "--vulnerability",
        "non-dealer",
        "--honours",
        "N",
        "4S=",
        "honours=EW:100",
    )
    assert code == 0
    data = json.loads(out)
    assert data["first_dealer"] == "E"
    assert data["vulnerability"] == "non-dealer"
    assert data["totals"] == {"NS": 420, "EW": 100}
    assert data["deals"][0]["result"] == "4S="
    assert data["deals"][0]["game"] == "NS"
    assert data["deals"][0]["vulnerable"] == []
    assert data["finished"] is False
    assert data["winner"] is None
    code, out, _ = run(capsys, "chicago", "--json", "p")
    assert json.loads(out)["deals"][0]["passed_out"] is True


@pytest.mark.parametrize(
    ("argv", "field"),
    [
        (("chicago", "N"), "deal 1"),
        (("chicago", "honours=NS:100"), "deal 1"),
        (("chicago", "X", "4S="), "deal 1: declarer"),
        (("chicago", "N", "4S"), "deal 1"),
        (("chicago", "N", "4S=", "E", "3NT"), "deal 2"),
        (("chicago", "N", "4S=", "pass", "E", "3NT", "14"), "deal 2: tricks"),
        (("chicago", "--scoring", "rubber"), "scoring"),
        (("chicago", "--scoring", "duplicate", "--honours"), "honours"),
        (("chicago", "--players", "Ann,Bob,Cid,Dan"), "players"),
        (("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "Ann", "4S="), "deal 1: declarer"),
        (("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "--first-dealer", "E"), "first_dealer"),
        (("rubber", "NS", "4S"), "deal 1"),
        (("rubber", "NS", "4S", "EW", "3NT="), "deal 1"),
        (("rubber", "NS", "4Z"), "deal 1: contract"),
        (("rubber", "--first-dealer", "Q"), "first_dealer"),
        (("rubber", "NS", "4S" + "X" * 70), "deal 1: contract"),
        (("chicago", "N", "4S=", "honours=NS:100"), "deal 1: honours"),
        (("chicago", "--first-dealer", "Q"), "first_dealer"),
        (("chicago", "--vulnerability", "all"), "vulnerability"),
        (("rubber", "NS"), "deal 1"),
        (("rubber", "XY", "4S="), "deal 1: declarer"),
        (("rubber", "--sides", "A,a"), "sides"),
        (("rubber", "--unfinished-game", "-5"), "unfinished_game"),
        (("rubber", "NS", "3NT=", "NS", "3NT=", "EW", "1C="), "deal 3: deal"),
    ],
)
def test_bad_arguments_print_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], field: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert err.startswith(f"cardscore {argv[0]}: error: {field}: ")
    assert err.count("\n") == 1


def test_rubber_prints_the_sheet(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "rubber", "NS", "4S=", "EW", "3NTX-1", "NS", "3NT+1")
    assert code == 0
    # Hand-worked: 4S= 120 below, game; 3NTX-1 by EW (not vulnerable) 100 above to NS;
    # 3NT+1 (vulnerable) 100 below, game and rubber 2-0: 700, and 30 for the overtrick.
    assert out.splitlines() == [
        "Rubber bridge: NS v EW",
        "",
        "   NS |    EW",
        "------+------",
        "  700 |        3. NS 3NT+1: rubber bonus (2-0)",
        "   30 |        3. NS 3NT+1",
        "  100 |        2. EW 3NTX-1",
        "======+======",
        "  120 |        1. NS 4S=",
        "------+------ game 1: NS",
        "  100 |        3. NS 3NT+1",
        "------+------ game 2: NS",
        "======+======",
        " 1050 |     0",
        "",
        "NS wins the rubber 2–0; NS +1050 on points",
    ]


def test_rubber_draw_bridge_close_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "rubber", "--sides", "Ann,Bob", "Ann", "4H=", "Bob", "2S=", "--close"
    )
    assert code == 0
    # Ann 4H= 120, game; Bob 2S= 60 below; closing: 300 for the game, 100 for each part.
    assert out.splitlines()[-1] == "rubber closed unfinished, games 1–0; Ann +260 on points"
    code, out, _ = run(
        capsys,
        "rubber",
        "--json",
        "--honours",
        "--unfinished-game",
        "500",
        "--unfinished-partscore",
        "50",
        "--close",
        "NS",
        "4S=",
        "honours=EW:150",
        "EW",
        "2C=",
    )
    data = json.loads(out)
    expected = (
        rubber.Rubber(
            rules=rubber.Rules(honours=True, unfinished_game=500, unfinished_partscore=50)
        )
        .record("4S=", declarer="NS", honours=("EW", 150))
        .record("2C=", declarer="EW")
        .close()
    )
    assert data["totals"] == expected.totals == {"NS": 620, "EW": 240}
    assert data["closing"] == [
        {"label": "unfinished rubber: one game up", "who": "NS", "points": 500},
        {
            "label": "unfinished rubber: part score in the unfinished game",
            "who": "EW",
            "points": 50,
        },
    ]
    assert data["deals"][0]["below"] == [
        {"label": "trick score (4 × 30)", "who": "NS", "points": 120}
    ]
    assert data["closed"] is True
    assert data["rubber_winner"] is None
    assert data["winner"] == "NS"
    assert data["games"] == {"NS": 1, "EW": 0}


# --- issue 14: what the user typed, in their words ------------------------------------------


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("chicago", "S", "4hx"),
            (
                "deal 1: 'S 4hx' is not allowed; "
                "expected the declarer, then the result: 'S 4HX=' made exactly, or the contract "
                "and the tricks taken: 'S 4HX 10'"
            ),
        ),
        (
            ("chicago", "N", "4S=", "pass", "E", "3NT"),
            (
                "deal 2: 'E 3NT' is not allowed; "
                "expected the declarer, then the result: 'E 3NT=' made exactly, or the contract "
                "and the tricks taken: 'E 3NT 9'"
            ),
        ),
        (
            ("chicago", "W", "2C", "99"),
            "deal 1: tricks: 99 is not allowed; expected a whole number from 0 to 13",
        ),
        (
            ("rubber", "NS", "4S"),
            (
                "deal 1: 'NS 4S' is not allowed; "
                "expected the declarer, then the result: 'NS 4S=' made exactly, or the contract "
                "and the tricks taken: 'NS 4S 10'"
            ),
        ),
    ],
)
def test_a_contract_without_its_result_is_named_as_typed(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err == f"cardscore {argv[0]}: error: {message}\n"


def test_a_contract_with_its_tricks_reads_as_at_the_prompt(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # One reader of a bridge deal: WHO CONTRACT TRICKS as at the prompt. B6 deal 1, nobody
    # vulnerable: N 4S with 10 tricks is 4S=, 120 + 300 = 420; deal 2, EW vulnerable: E 3NT
    # with 8 tricks is one down, 100 to NS.
    code, out, _ = run(capsys, "chicago", "--json", "N", "4S", "10", "E", "3NT", "8")
    assert code == 0
    data = json.loads(out)
    assert [deal["result"] for deal in data["deals"]] == ["4S=", "3NT-1"]
    assert data["totals"] == {"NS": 520, "EW": 0}
    code, out, _ = run(capsys, "rubber", "--json", "NS", "4S", "10")
    assert json.loads(out)["totals"] == {"NS": 120, "EW": 0}


# --- B6: duplicate scoring and a rotating evening ------------------------------------------


def test_chicago_duplicate_scoring(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "chicago", "--json", "--scoring", "duplicate", "N", "4S=", "E", "3NT="
    )
    assert code == 0
    data = json.loads(out)
    # The Laws' duplicate table: 4S= not vulnerable 420; 3NT= vulnerable (deal 2, EW) 600.
    assert data["totals"] == {"NS": 420, "EW": 600}
    assert data["scoring"] == "duplicate"
    assert data["partscores"] == {"NS": 0, "EW": 0}


def test_rubber_pass(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "rubber", "--json", "--first-dealer", "W", "NS", "2S=", "pass", "EW", "4H-1"
    )
    assert code == 0
    data = json.loads(out)
    # W deals first, N after the first deal, E after the pass-out, S next.
    assert [deal["dealer"] for deal in data["deals"]] == ["W", "N", "E"]
    assert (data["first_dealer"], data["dealer"]) == ("W", "S")
    assert [deal["number"] for deal in data["deals"]] == [1, None, 2]
    assert data["deals"][1]["thrown_in"] is True
    # B7: 2S= is 60 below; 4H-1 not vulnerable, 50 to NS above.
    assert data["totals"] == {"NS": 110, "EW": 0}


def test_rotating_evening_text_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "Cid", "4S=", "N", "3NT=", "pass")
    code, out, _ = run(capsys, *argv)
    assert code == 0
    expected = (
        chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"])
        .record("4S=", declarer="Cid")
        .record("3NT=", declarer="N")
        .throw_in()
    )
    assert out == sheet.of(expected).render() + "\n"
    code, out, _ = run(capsys, argv[0], "--json", *argv[1:])
    data = json.loads(out)
    # Chukker 1: Bob (N) and Cid (S) against Dan (E) and Eve (W); Ann sits out. 4S= nv
    # is 420 to NS; 3NT= on deal 2 (EW vulnerable, NS not) 400 to NS.
    assert data["totals"] == {"Ann": 0, "Bob": 820, "Cid": 820, "Dan": 0, "Eve": 0}
    assert data["ranking"][:2] == [["Bob", 820], ["Cid", 820]]
    assert data["deals"][0]["declarer"] == "Cid"
    assert data["deals"][0]["sitting_out"] == ["Ann"]
    assert data["deals"][2]["number"] is None
    assert data["deals"][2]["dealer"] == "Cid"
    assert data["chukker"] == 1
    assert data["seating"] == {"N": "Bob", "E": "Dan", "S": "Cid", "W": "Eve"}


# --- issue 15: one code path — the commands print what ``cardscore sheet`` prints ----------

SAME = [
    (
        ("chicago", "--first-dealer", "E", "--honours", "N", "4S=", "honours=NS:100", "pass"),
        (
            'game = "chicago"\noptions = {first_dealer = "E", honours = true}\n'
            'deals = [{declarer = "N", result = "4S=", honours = "NS:100"}, "pass"]\n'
        ),
    ),
    (
        ("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "Cid", "4S=", "pass", "N", "3NT="),
        (
            'game = "rotatingchicago"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n'
            'deals = ["Cid 4S=", "pass", "N 3NT="]\n'
        ),
    ),
    (
        ("rubber", "--first-dealer", "W", "NS", "4S=", "pass", "EW", "2H=", "--close"),
        (
            'game = "rubber"\noptions = {first_dealer = "W", close = true}\n'
            'deals = ["NS 4S=", "pass", "EW 2H="]\n'
        ),
    ),
]


@pytest.mark.parametrize(("argv", "document"), SAME, ids=["chicago", "evening", "rubber"])
@pytest.mark.parametrize("form", ["text", "markdown"])
@pytest.mark.parametrize("explain", [False, True])
def test_the_commands_print_what_the_sheet_prints(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    argv: tuple[str, ...],
    document: str,
    *,
    form: str,
    explain: bool,
) -> None:
    flags = ["--format", form, *(["--explain"] if explain else [])]
    code, out, _ = run(capsys, *argv, *flags)
    assert code == 0
    path = tmp_path / "same.toml"
    path.write_text(document, encoding="utf-8")
    code, again, _ = run(capsys, "sheet", str(path), *flags)
    assert code == 0
    assert again == out
