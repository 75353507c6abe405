"""The ``cardscore chicago`` and ``cardscore rubber`` commands."""

from __future__ import annotations

import json

import pytest

from cardscore import chicago, rubber
from cardscore.cli import main


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
    assert out == expected.sheet() + "\n"
    # Hand-worked: 420; E 3NTX-1 vulnerable 200 to NS; S 2H+1 60 + 30 part; W 1NT= 40 + 100.
    assert out.splitlines()[-1] == "final: NS 710, EW 140; NS win by 570"


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
        (("chicago", "N"), "results"),
        (("chicago", "honours=NS:100"), "results"),
        (("chicago", "X", "4S="), "declarer"),
        (("chicago", "N", "4S"), "tricks"),
        (("chicago", "N", "4S=", "honours=NS:100"), "honours"),
        (("chicago", "--first-dealer", "Q"), "first_dealer"),
        (("chicago", "--vulnerability", "all"), "vulnerability"),
        (("rubber", "NS"), "results"),
        (("rubber", "XY", "4S="), "declarer"),
        (("rubber", "--sides", "A", "a"), "sides"),
        (("rubber", "--unfinished-game", "-5"), "unfinished_game"),
        (("rubber", "NS", "3NT=", "NS", "3NT=", "EW", "1C="), "rubber"),
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
    assert out.splitlines() == [
        "    NS |     EW",
        "-------+-------",
        "   700 |",
        "    30 |",
        "   100 |",
        "=======+=======",
        "   120 |",
        "-------+------- game 1: NS",
        "   100 |",
        "-------+------- game 2: NS",
        "=======+=======",
        "  1050 |      0",
        "NS won the rubber 2-0; NS +1050",
    ]


def test_rubber_draw_bridge_close_and_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(
        capsys, "rubber", "--sides", "Ann", "Bob", "Ann", "4H=", "Bob", "2S=", "--close"
    )
    assert code == 0
    assert out.splitlines()[-1] == "closed unfinished, games 1-0; Ann +260"
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
