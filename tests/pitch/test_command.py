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

# A note of a hand, every point named (P2): high A, low B, nobody the jack or game.
NOTE = ["--high", "A", "--low", "B", "--jack", "none", "--game", "none"]


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
    # P2: every point named ('-' and 'nobody' say nobody won it).
    argv = ["pitch", "--high", "A", "--low", "B", "--jack", "-", "--game", "nobody"]
    argv += ["--sides", "A, B"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out == ["pitch rules", "  high  A  +1", "  low   B  +1", "points: A 1, B 1"]


def test_pitch_command_no_points_and_target(capsys: pytest.CaptureFixture[str]) -> None:
    # P2: in All Fours high and low are nobody's when no trump was dealt (then so is the
    # jack); the game point may still be tied.
    argv = ["pitch", "--rules", "all-fours", "--target", "52", "--high", "none"]
    argv += ["--low", "none", "--jack", "none", "--game", "none", "--sides", "A,B"]
    assert main(argv) == 0
    assert "  no points" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--trump", "H", "--dealt", "us 2H"], "dealt: 'us 2H'"),
        ([*NOTE, "--jick", "A"], "jick: 'A'"),
        ([*NOTE, "--jack", "A", "--game", "B", "--bidder", "A", "--bid", "7"], "bid: 7"),
        (
            [
                "--rules",
                "all-fours",
                "--high",
                "A",
                "--low",
                "B",
                "--jack",
                "A",
                "--game",
                "B",
                "--bid",
                "2",
            ],
            "bid: 2",
        ),
        ([*NOTE, "--target", "0"], "target: 0"),
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


def test_pitch_command_moon(capsys: pytest.CaptureFixture[str]) -> None:
    # P6: us shoots the moon (5 by default with --moon) and takes all four points: +5.
    argv = ["pitch", "--moon", "--high", "us", "--low", "us", "--jack", "us", "--game", "us"]
    argv += ["--sides", "us,them", "--bidder", "us", "--bid", "moon", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["score"] == {"us": 5, "them": 0}
    assert (data["bid"], data["made"]) == (5, True)


def test_pitch_command_moon_needs_every_trick(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pitch", "--moon", "7", "--moon-tricks", "--all-tricks", "no", "--high", "us"]
    argv += ["--low", "us", "--jack", "none", "--game", "us", "--sides", "us,them"]
    argv += ["--bidder", "us", "--bid", "7"]
    assert main(argv) == 0
    assert capsys.readouterr().out.splitlines()[-1] == (
        "score (us bid the moon, set back): us -7, them +0"
    )


def test_pitch_command_moon_wins_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["pitch", "--moon", "--moon-wins", "--high", "us", "--low", "us", "--jack", "none"]
    argv += ["--game", "us"]
    argv += ["--sides", "us,them", "--bidder", "us", "--bid", "5", "--totals", "us=3"]
    argv += ["--totals", "them=18"]
    assert main(argv) == 0
    assert capsys.readouterr().out.splitlines()[-1] == "totals: us 6, them 18 (us wins)"


def test_pitch_command_game_lose_at(capsys: pytest.CaptureFixture[str]) -> None:
    # P6: them at -9 bid 3 and took only high: set back to -12, at or below -11: them loses.
    argv = ["pitch", "--high", "them", "--low", "us", "--jack", "none", "--game", "us"]
    argv += ["--bidder", "them"]
    argv += ["--bid", "3", "--lose-at", "-11", "--totals", "us=12", "--totals", "them=-9"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "totals: us 14, them -12 (them loses; us wins)"
    assert out[-2].split() == ["setback", "(bid", "3,", "took", "1)", "them", "-3"]


def test_pitch_command_game_win_by_plays_on(capsys: pytest.CaptureFixture[str]) -> None:
    # P6, counting out to 11 by two: 10-10, us high and jack, them low: 12-11, play on.
    argv = ["pitch", "--rules", "all-fours", "--target", "11", "--win-by", "2", "--high", "us"]
    argv += ["--low", "them", "--jack", "us", "--game", "none", "--totals", "us=10"]
    argv += ["--totals", "them=10", "--json"]
    assert main(argv) == 0
    game = json.loads(capsys.readouterr().out)["game"]
    assert game["totals"] == {"us": 12, "them": 11}
    assert game["winner"] is None


def test_pitch_command_kicks(capsys: pytest.CaptureFixture[str]) -> None:
    # P3: the dealer (us) turns up JH: 3 to us; nobody has the jack point.
    argv = ["pitch", "--rules", "all-fours", "--dealer", "us", "--kicks", "JH"]
    argv += ["--high", "them", "--low", "us", "--jack", "none", "--game", "them"]
    argv += ["--sides", "us,them"]
    assert main(argv) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[-1] == "totals: us 4, them 2 (play on)"
    assert out[-5].split() == ["kick", "(JH)", "us", "+3"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            [
                *("--rules", "all-fours", "--dealer", "us", "--kicks", "JH", "--high", "them"),
                *("--low", "us", "--jack", "them", "--game", "them"),
            ],
            "jack: 'them' is not allowed; expected none: the turn-up JH is the jack of trumps",
        ),
        ([*NOTE, "--win-by", "2"], "--win-by: 2 is not allowed"),
        ([*NOTE, "--lose-at", "-11"], "--lose-at: -11 is not allowed"),
        ([*NOTE, "--moon", "3"], "--moon: 3 is not allowed"),
        ([*NOTE, "--moon-wins"], "--moon-wins: true is not allowed"),
        (
            [*NOTE, "--bidder", "A", "--bid", "2", "--totals", "A=x"],
            "--totals: 'A=x' is not allowed; expected SIDE=N",
        ),
        ([*NOTE, "--bidder", "A", "--bid", "two"], "--bid: 'two'"),
        (
            [*NOTE, "--totals", "A=1", "--totals", "B=2"],
            "bidder: 'missing' is not allowed",
        ),
        ([*NOTE, "--players", "2"], "--players: 2 is not allowed"),
        ([*NOTE, "--trump", "H"], "--trump: 'H' is not allowed"),
        ([*NOTE, "--captured", "A=AH"], "--captured: 'A=AH' is not allowed"),
        ([*CARDS, "--high", "us"], "--high: 'us' is not allowed; expected not with --dealt"),
        ([*CARDS, "--hang"], "--hang: true is not allowed"),
        ([*CARDS, "--sides", "us,them"], "--sides: 'us,them' is not allowed"),
    ],
)
def test_pitch_command_house_errors_name_the_flag(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["pitch", *argv]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert err.count("\n") == 1
