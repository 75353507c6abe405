"""The ``cardscore pitch`` command: one hand from the cards or from the summary (P2–P5)."""

from __future__ import annotations

import json

import pytest

from cardscore.cli import main

CARDS = [
    "--trump",
    "H",
    "--dealt",
    "us=AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C",
    "--dealt",
    "them=JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C",
    "--captured",
    "us=AH JH TS KC 4D 9C 9H 2S 6C TD QS AC",
    "--captured",
    "them=3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C",
]


def test_pitch_command_from_the_cards(capsys: pytest.CaptureFixture[str]) -> None:
    # High AH, low 3H (both dealt to us), jack JH captured by us, game us 34 to 6.
    assert main(["pitch", *CARDS, "--bidder", "them", "--bid", "2"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0] == "pitch rules, trump H"
    assert out[1].split() == ["high", "(AH)", "us", "+1"]
    assert out[4].split() == ["game", "(us", "34,", "them", "6)", "us", "+1"]
    assert out[-2] == "points: us 4, them 0"
    assert out[-1] == "score (them bid 2, set back): us +4, them -2"


def test_pitch_command_json(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["pitch", *CARDS, "--bidder", "us", "--bid", "4", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["points"] == {"us": 4, "them": 0}
    assert data["score"] == {"us": 4, "them": 0}
    assert data["made"] is True
    assert [award["point"] for award in data["awards"]] == ["high", "low", "jack", "game"]
    assert data["trump"] == "H"


def test_pitch_command_from_the_summary_all_fours(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pitch", "--rules", "all-fours", "--high", "us", "--low", "us"]
    argv += ["--jack", "them", "--hang", "--game", "none", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["points"] == {"us": 2, "them": 3}
    assert data["score"] == {"us": 2, "them": 3}
    assert data["trump"] is None


def test_pitch_command_summary_without_a_bid(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pitch", "--high", "A", "--low", "-", "--game", "nobody", "--sides", "A, B"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["pitch rules", "  high  A  +1", "points: A 1, B 0"]


def test_pitch_command_no_points_and_target(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pitch", "--rules", "ten-point", "--target", "52", "--high", "none"]
    argv += ["--low", "none", "--sides", "A,B"]
    assert main(argv) == 0
    assert "  no points" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--trump", "H", "--dealt", "us 2H"], "dealt: 'us 2H'"),
        (["--high", "A", "--low", "B", "--jick", "A"], "jick: 'A'"),
        (["--high", "A", "--low", "B", "--bidder", "A", "--bid", "7"], "bid: 7"),
        (["--rules", "all-fours", "--high", "A", "--low", "B", "--bid", "2"], "bid: 2"),
        (["--high", "A", "--low", "B", "--target", "0"], "target: 0"),
    ],
)
def test_pitch_command_errors_are_one_line(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["pitch", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardscore pitch: error: ")
    assert message in err
    assert err.count("\n") == 1
