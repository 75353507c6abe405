"""The cardscore command, in-process and as the installed console script."""

from __future__ import annotations

import argparse
import json
import os
import runpy
import subprocess
import sys
from pathlib import Path

import pytest

from cardscore.cli import build_parser, main

# Private on purpose: the command's line layout of items, checked apart from argument parsing.
from cardscore.cli._common import item_lines
from cardscore.errors import ScoreError


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_bridge_contract_and_tricks(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "bridge", "4SX", "10", "--vulnerable")
    assert code == 0
    assert err == ""
    assert out.splitlines()[0] == "4SX= (10 tricks), vulnerable"
    assert "insult (doubled)" in out
    assert out.splitlines()[-1] == "score: +790 to the declaring side"


def test_bridge_result_notation(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bridge", "4SX-1")
    assert code == 0
    assert "1st undertrick (doubled, not vulnerable)  defenders  +100" in out
    assert out.splitlines()[-1] == "score: -100 to the declaring side"


def test_bridge_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bridge", "3NT+1", "--json")
    assert code == 0
    data = json.loads(out)
    assert data["score"] == 430
    assert data["result"] == "3NT+1"
    assert sum(item["points"] for item in data["items"]) == 430


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["bridge", "4SXXX", "10"], "contract: '4SXXX' is not allowed"),
        (["bridge", "4S", "14"], "tricks: 14 is not allowed"),
        (["bridge", "PASS"], "result: 'PASS' is not allowed"),
        (["bridge", "7NT+1"], "0 to 13 tricks"),
    ],
)
def test_bad_input_is_one_line_and_exit_2(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert len(err.strip().splitlines()) == 1
    assert message in err
    assert err.startswith("cardscore bridge: error: ")


def test_argparse_errors_exit_2(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["bridge", "4S", "ten"])
    assert caught.value.code == 2
    assert "invalid int value" in capsys.readouterr().err


def test_help_shows_an_example(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["bridge", "--help"])
    assert caught.value.code == 0
    assert "cardscore bridge 4SX 10 --vulnerable" in capsys.readouterr().out


def _subcommands(parser: argparse.ArgumentParser) -> list[str]:
    action = next(a for a in parser._actions if isinstance(a, argparse._SubParsersAction))
    return list(action.choices)


def test_the_whole_parser_lists_every_subcommand_in_order() -> None:
    assert _subcommands(build_parser()) == [
        "bridge",
        "chicago",
        "rubber",
        "needafourth",
        "pitch",
        "tarot",
        "sheet",
        "play",
        "par",
    ]
    assert _subcommands(build_parser("tarot")) == ["tarot"]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["bogus"], "invalid choice: 'bogus' (choose from 'bridge', 'chicago', 'rubber'"),
        ([], "the following arguments are required: COMMAND"),
        (["-x", "bridge", "4S", "10"], "unrecognized arguments: -x"),
    ],
)
def test_top_level_errors_name_the_whole_command(
    capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    with pytest.raises(SystemExit) as caught:
        main(argv)
    assert caught.value.code == 2
    assert message in capsys.readouterr().err


def test_top_level_help_lists_every_subcommand(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["--help"])
    assert caught.value.code == 0
    out = capsys.readouterr().out
    for name in (
        "bridge", "chicago", "rubber", "needafourth", "pitch", "tarot", "sheet", "play", "par",
    ):  # fmt: skip
        assert f"\n    {name} " in out or f"\n    {name}\n" in out


def test_a_run_imports_only_its_own_game() -> None:
    # Start-up cost: `cardscore bridge` must not load tarot, pitch or the sheet reader.
    code = (
        "import sys; from cardscore.cli import main; main(['bridge', '4S', '10']); "
        "print(sorted(m for m in sys.modules if m.startswith('cardscore.')))"
    )
    completed = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    )
    loaded = completed.stdout.splitlines()[-1]
    assert "'cardscore.bridge'" in loaded
    assert "'cardscore.cli.bridge'" in loaded
    for other in ("tarot", "pitch", "needafourth", "sheet", "chicago", "rubber"):
        assert f"'cardscore.{other}'" not in loaded
        assert f"'cardscore.cli.{other}'" not in loaded


def test_python_dash_m() -> None:
    completed = subprocess.run(
        [sys.executable, "-m", "cardscore", "bridge", "4S=", "--json"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert completed.returncode == 0, completed.stderr
    assert json.loads(completed.stdout)["score"] == 420


def test_run_module_in_process(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(sys, "argv", ["cardscore", "bridge", "1NT="])
    with pytest.raises(SystemExit) as caught:
        runpy.run_module("cardscore", run_name="__main__")
    assert caught.value.code == 0
    assert "score: +90 to the declaring side" in capsys.readouterr().out


def test_console_script_is_installed() -> None:
    # The script pip installed beside this interpreter: the one users run.
    script = Path(sys.executable).parent / "cardscore"
    assert script.exists(), f"no console script at {script}"
    completed = subprocess.run(
        [str(script), "bridge", "4SX", "abc"], capture_output=True, text=True, check=False
    )
    assert completed.returncode == 2
    assert "Traceback" not in completed.stderr


def test_item_lines_of_nothing() -> None:
    assert item_lines([]) == []


def test_a_closed_pipe_is_not_a_traceback(monkeypatch: pytest.MonkeyPatch) -> None:
    # As with "cardscore ... | head": the reader is gone before the output is written.
    read_end, write_end = os.pipe()
    os.close(read_end)
    with os.fdopen(write_end, "w") as closed_pipe:
        monkeypatch.setattr(sys, "stdout", closed_pipe)
        assert main(["bridge", "4S="]) == 1


@pytest.mark.parametrize("command", ["\n\t", "poker", ""])
def test_build_parser_refuses_a_command_that_is_not_one(command: str) -> None:
    # Issue 20: "\n\t" raised ModuleNotFoundError from importlib.
    with pytest.raises(ScoreError) as caught:
        build_parser(command)
    assert caught.value.field == "command"
    assert "one of bridge, chicago" in str(caught.value)
