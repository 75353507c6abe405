"""The ``cardscore tarot`` command."""

from __future__ import annotations

import json
import runpy

import pytest

from cardscore.cli import main


def test_tarot_command_seed_example(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tarot", "garde", "--bouts", "2", "--points", "45"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "garde (× 2), 4 players, 2 bouts, 45 points: target 41, made by 4"
    assert lines[-5:] == [
        "unit: 58 (each defender scores -58)",
        "  taker       +174",
        "  defender 1   -58",
        "  defender 2   -58",
        "  defender 3   -58",
    ]


def test_tarot_command_options_and_names(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "tarot",
            "garde_sans",
            "-b",
            "2",
            "-p",
            "60",
            "--petit-au-bout",
            "defence",
            "--poignee",
            "simple",
            "--poignee",
            "simple",
            "--names",
            "Ann",
            "Bob",
            "Cid",
            "Dan",
            "Eve",
        ]
    )
    assert code == 0
    out = capsys.readouterr().out
    # (25 + 19) × 4 − 40 + 2 × 20 = 176: five players, Bob the partner.
    assert "unit: 176 (each defender scores -176)" in out
    assert "Ann (taker)       +352" in out
    assert "Bob (partner)     +176" in out
    assert "Eve (defender 3)  -176" in out
    assert "petit au bout to the defence (10 × 4)" in out


def test_tarot_command_alone_and_chelem_json(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tarot", "garde", "--bouts", "3", "--points", "80", "--chelem", "failed"]
    assert main([*argv, "--players", "5", "--alone", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["unit"], data["taker"], data["partner"], data["defender"]) == (
        -62,
        -248,
        None,
        62,
    )
    assert data["made"] is True
    assert data["scores"] == {
        "taker": -248,
        "defender 1": 62,
        "defender 2": 62,
        "defender 3": 62,
        "defender 4": 62,
    }
    assert sum(item["points"] for item in data["items"] if item["who"] == "taker") == -248


def test_tarot_command_three_players_half_point(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tarot", "prise", "--bouts", "1", "--points", "50,5", "-n", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("prise (× 1), 3 players, 1 bout, 50.5 points: target 51, lost by 1")
    assert "  taker       -52" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["tarot", "grande", "--bouts", "2", "--points", "45"], "contract: 'grande'"),
        (["tarot", "garde", "--bouts", "4", "--points", "45"], "bouts: 4"),
        (["tarot", "garde", "--bouts", "2", "--points", "40.3"], "points: '40.3'"),
        (["tarot", "garde", "--bouts", "2", "--points", "45", "--players", "A,B"], "players: 2"),
        (
            ["tarot", "garde", "--bouts", "2", "--points", "45", "-n", "4", "--names", "A", "B"],
            "--names: 'A,B'",
        ),
        (
            ["tarot", "garde", "-b", "2", "-p", "45", "--players", "A,B,A,C"],
            "--players: 'A,B,A,C'",
        ),
        (
            ["tarot", "garde", "-b", "2", "-p", "45", "--players", "A,B,C,D", "--names", "E"],
            "--names: 'E'",
        ),
    ],
)
def test_tarot_command_bad_input(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardscore tarot: error: ")
    assert message in err


def test_python_dash_m_cardscore_tarot(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr("sys.argv", ["cardscore", "tarot", "prise", "-b", "0", "-p", "56"])
    with pytest.raises(SystemExit) as exited:
        runpy.run_module("cardscore", run_name="__main__")
    assert exited.value.code == 0
    assert "  taker       +75" in capsys.readouterr().out


def test_tarot_command_fft_example(capsys: pytest.CaptureFixture[str]) -> None:
    # The FFT rulebook's example (T6): garde, announced chelem made, 87 with 2 bouts, a
    # simple poignée, petit au bout to the taker: 582 per defender, the taker +1746.
    argv = ["tarot", "garde", "-b", "2", "-p", "87", "--chelem", "announced"]
    argv += ["--poignee", "simple", "--petit-au-bout", "taker"]
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "unit: 582 (each defender scores -582)" in out
    assert "  taker       +1746" in out


def test_tarot_command_personal_bonuses(capsys: pytest.CaptureFixture[str]) -> None:
    # T8's hand example: garde, 2 bouts, 49, petit au bout to the taker, a simple poignée;
    # bonuses personal: taker 2 × 66 + 3 × 40 = 252, partner 66, each defender −106.
    argv = ["tarot", "garde", "-b", "2", "-p", "49", "-n", "5", "--petit-au-bout", "taker"]
    argv += ["--poignee", "simple", "--bonuses", "personal", "--json"]
    assert main(argv) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["taker"], data["partner"], data["defender"]) == (252, 66, -106)
    assert data["bonuses"] == "personal"
    assert data["scores"] == {
        "taker": 252,
        "partner": 66,
        "defender 1": -106,
        "defender 2": -106,
        "defender 3": -106,
    }
    argv[argv.index("--json")] = "--petit-au-bout"
    argv.append("taker")
    assert main(argv) == 0
    assert "5 players, bonuses personal, 2 bouts" in capsys.readouterr().out


def test_tarot_command_alone_at_five(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["tarot", "garde", "-b", "2", "-p", "45", "-n", "5", "--alone"]) == 0
    out = capsys.readouterr().out
    assert out.splitlines()[0].startswith("garde (× 2), 5 players, the taker alone, 2 bouts")
    assert "  taker       +232" in out
    assert main(["tarot", "garde", "-b", "2", "-p", "45", "-n", "5", "--alone", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["alone"] is True


def test_tarot_command_refuses_an_impossible_chelem(capsys: pytest.CaptureFixture[str]) -> None:
    argv = ["tarot", "prise", "-b", "3", "-p", "87", "--chelem", "unannounced"]
    assert main(argv) == 2
    assert "points: '87' is not allowed; expected 91 with 3 bouts or 87 with 2" in (
        capsys.readouterr().err
    )
