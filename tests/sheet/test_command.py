"""``cardscore sheet``: in-process through ``main`` and as the installed console script."""

from __future__ import annotations

import gc
import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from cardscore import sheet
from cardscore.cli import main

# Private on purpose: the command's plain-text output mode, checked apart from a terminal.
from cardscore.cli._common import plain
from tests import paths

EXAMPLES = paths.EXAMPLES
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.toml"))
SCRIPT = Path(sys.executable).parent / "cardscore"

NEEDAFOURTH = 'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n'


def stdin(data: bytes) -> io.TextIOWrapper:
    """A standard input whose bytes are ``data`` (the command reads its ``buffer``)."""
    return io.TextIOWrapper(io.BytesIO(data), encoding="utf-8")


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
@pytest.mark.parametrize("form", sheet.FORMATS)
def test_every_example_in_every_format(
    capsys: pytest.CaptureFixture[str], path: Path, form: str
) -> None:
    code, out, err = run(capsys, "sheet", str(path), "--format", form)
    assert code == 0
    assert err == ""
    assert out == sheet.score(sheet.load(path)).render(form) + "\n"


def test_text_is_the_default(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "needafourth.toml")
    assert run(capsys, "sheet", path) == run(capsys, "sheet", path, "-f", "text")


def test_json_flag_is_format_json(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "needafourth.toml")
    _, flag, _ = run(capsys, "sheet", path, "--json")
    _, form, _ = run(capsys, "sheet", path, "--format", "json")
    assert flag == form
    assert json.loads(flag)["sheet"]["winner"] == "Cat"


def test_json_output_is_a_scoresheet_the_command_accepts(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    _, first, _ = run(capsys, "sheet", str(EXAMPLES / "needafourth.toml"), "--format", "json")
    saved = tmp_path / "evening.json"
    saved.write_text(first, encoding="utf-8")
    code, again, _ = run(capsys, "sheet", str(saved), "--format", "json")
    assert code == 0
    assert again == first


def test_dash_reads_standard_input(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    text = (EXAMPLES / "needafourth.toml").read_text(encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", stdin(text.encode()))
    code, out, _ = run(capsys, "sheet", "-", "--format", "csv")
    assert code == 0
    assert out.splitlines()[-1] == "result,won by Cat,,,,1300,1100,3300"


def test_dash_reads_json_too(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    document = {"game": "needafourth", "players": ["A", "B", "C"], "deals": ["pass"]}
    monkeypatch.setattr(sys, "stdin", stdin(json.dumps(document).encode()))
    code, out, _ = run(capsys, "sheet", "-")
    assert code == 0
    # The pass is deal 1 (Need a Fourth? counts it); A dealt it, B deals next.
    assert out.splitlines()[-2:] == [
        "result: in progress (A 0, B 0, C 0)",
        "Next: deal 2, B deals.",
    ]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ('game = "poker"\ndeals = []', "evening.toml: game: 'poker' is not allowed"),
        (
            NEEDAFOURTH + 'deals = ["pass", {chooser = "Ann", partner = "Bob", result = "9S="}]',
            "evening.toml: deal 2: contract: '9S' is not allowed",
        ),
        (NEEDAFOURTH + 'deals = [{chooser = "Ann", partner = "Bob"}]', "deal 1: result: missing"),
        (
            'game = "chicago"\ndeals = ["N 1NT=", "E 1NT=", "pass", "S 1NT=", "W 1NT=", "N 2S="]',
            "evening.toml: deal 5 (item 6 of deals): the game is over (won by EW); no deal can follow",
        ),
        (
            'game = "tarot"\nplayers = ["A", "B", "C"]\ndeals = [{taker = "A"}]',
            "deal 1: contract: missing",
        ),
        (NEEDAFOURTH + "deals = [", "evening.toml: line 3, column 10 (the end): TOML: "),
        # A missing value: the same column on every Python (a trailing comma is not: 3.13
        # points at the comma, 3.11 after it).
        ('{"game": }', "evening.json: line 1, column 10: JSON: "),
    ],
)
def test_a_bad_file_is_one_line_exit_2_and_nothing_printed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / ("evening.json" if text.startswith("{") else "evening.toml")
    path.write_text(text, encoding="utf-8")
    code, out, err = run(capsys, "sheet", str(path))
    assert code == 2
    assert out == ""
    assert len(err.splitlines()) == 1
    assert err.startswith(f"cardscore sheet: error: {path}: ")
    assert message in err


def test_a_late_bad_deal_prints_nothing(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    good = ", ".join(['{chooser = "Ann", partner = "Bob", result = "1NT="}'] * 50)
    path = tmp_path / "long.toml"
    path.write_text(NEEDAFOURTH + f"deals = [{good}, {{chooser = 1}}]", encoding="utf-8")
    code, out, err = run(capsys, "sheet", str(path))
    assert (code, out) == (2, "")
    assert "long.toml: deal 51: " in err


def test_missing_file(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    code, out, err = run(capsys, "sheet", str(tmp_path / "nowhere.toml"))
    assert (code, out) == (2, "")
    assert "nowhere.toml: file: " in err
    assert "No such file or directory" in err


def test_unknown_format_is_an_argparse_error(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["sheet", str(EXAMPLES / "needafourth.toml"), "--format", "yaml"])
    assert caught.value.code == 2
    assert "invalid choice: 'yaml'" in capsys.readouterr().err


def test_help_shows_examples_and_games(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as caught:
        main(["sheet", "--help"])
    assert caught.value.code == 0
    out = capsys.readouterr().out
    assert "cardscore sheet examples/" in out
    assert "needafourth" in out
    assert "--format" in out


# --- the console script, really installed ---------------------------------------------------


def script(*argv: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    assert SCRIPT.exists(), f"no console script at {SCRIPT}"
    return subprocess.run(
        [str(SCRIPT), *argv], input=stdin, capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_console_script_scores_every_example(path: Path) -> None:
    completed = script("sheet", str(path), "--format", "json")
    assert completed.returncode == 0, completed.stderr
    assert completed.stderr == ""
    data = json.loads(completed.stdout)
    assert data["sheet"]["totals"] == sheet.score(sheet.load(path)).totals


def test_console_script_reads_stdin() -> None:
    text = (EXAMPLES / "needafourth.toml").read_text(encoding="utf-8")
    completed = script("sheet", "-", stdin=text)
    assert completed.returncode == 0, completed.stderr
    assert completed.stdout.splitlines()[-1] == "result: won by Cat (Ann 1300, Bob 1100, Cat 3300)"


def test_console_script_bad_file_has_no_traceback() -> None:
    completed = script("sheet", "-", stdin=NEEDAFOURTH + 'deals = ["pass", "4S="]')
    assert completed.returncode == 2
    assert completed.stdout == ""
    assert "Traceback" not in completed.stderr
    assert completed.stderr.strip() == (
        "cardscore sheet: error: <stdin>: deal 2: deal: '4S=' is not allowed; expected a table "
        "{chooser, partner, result} or {chooser, partner, contract, tricks}, with liars and "
        "redoubled_by if need be; or 'pass' (thrown in)"
    )


def test_the_collector_is_left_as_it_was(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(EXAMPLES / "needafourth.toml")
    assert gc.isenabled()
    assert run(capsys, "sheet", path)[0] == 0
    assert gc.isenabled()
    gc.disable()
    try:
        assert run(capsys, "sheet", path)[0] == 0
        assert not gc.isenabled()
    finally:
        gc.enable()
    assert run(capsys, "sheet", "/nowhere.toml")[0] == 2
    assert gc.isenabled()


# --- issue 21: what a pipe or a terminal can do to a sheet ---------------------------------


def test_bad_bytes_on_standard_input_are_named_not_echoed(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 21: under a UTF-8 locale the bad byte was accepted and printed in the sheet.
    data = NEEDAFOURTH.encode().replace(b"Bob", b"Bo\xff") + b'deals = ["pass"]\n'
    monkeypatch.setattr(sys, "stdin", stdin(data))
    code, out, err = run(capsys, "sheet", "-")
    assert (code, out) == (2, "")
    assert err == (
        "cardscore sheet: error: <stdin>: line 2, column 22: byte 0xff is not UTF-8; "
        "expected a UTF-8 text file (save it as UTF-8)\n"
    )


def test_a_duplicate_key_exits_2_naming_file_line_and_key(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.json"
    path.write_text(
        '{"game": "needafourth", "players": ["A", "B", "C"],\n'
        ' "deals": [{"chooser": "A", "partner": "B", "result": "4S=", "result": "4S-6"}]}',
        encoding="utf-8",
    )
    code, out, err = run(capsys, "sheet", str(path))
    assert (code, out) == (2, "")
    assert err == (
        f"cardscore sheet: error: {path}: line 2, column 62: the key 'result' is given twice; "
        "expected each key once in a table\n"
    )


def test_dev_zero_exits_2(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sheet", "/dev/zero")
    assert (code, out) == (2, "")
    assert err.startswith("cardscore sheet: error: /dev/zero: file: more than 10,000,000 bytes")


def ascii_stdout(monkeypatch: pytest.MonkeyPatch) -> io.BytesIO:
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="ascii", newline="\n"))
    return raw


def test_an_ascii_terminal_gets_plain_symbols_and_a_note(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # Issue 21: PYTHONIOENCODING=ascii printed a UnicodeEncodeError traceback.
    path = str(EXAMPLES / "tarot.toml")
    expected = sheet.score(sheet.load(path)).render()
    raw = ascii_stdout(monkeypatch)
    assert main(["sheet", path]) == 0
    sys.stdout.flush()
    out = raw.getvalue().decode("ascii")
    # "Tarot à cinq" and "poignée" lose their accents, "50½" is "501/2" and "½→1" is
    # "1/2->1"; nothing else changes.
    plain = expected.replace("à", "a").replace("é", "e").replace("½", "1/2").replace("→", "->")
    assert out == plain + "\n"
    err = capsys.readouterr().err
    assert err.startswith("cardscore sheet: note: standard output cannot show some characters")
    assert "PYTHONIOENCODING=utf-8" in err
    assert len(err.splitlines()) == 1


def test_an_ascii_terminal_gets_the_same_json_data(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    path = str(EXAMPLES / "tarot.toml")
    expected = sheet.score(sheet.load(path)).to_data()
    raw = ascii_stdout(monkeypatch)
    assert main(["sheet", path, "--format", "json"]) == 0
    sys.stdout.flush()
    assert json.loads(raw.getvalue().decode("ascii")) == expected
    assert capsys.readouterr().err == ""


def test_plain_symbols() -> None:
    assert (
        plain("4♠ × 2 − 1, ½, Zoë’s “chelem”…", "ascii") == '4S x 2 - 1, 1/2, Zoe\'s "chelem"...'
    )
    assert plain("王", "ascii") == "?"


def test_console_script_on_an_ascii_terminal() -> None:
    completed = subprocess.run(
        [str(SCRIPT), "sheet", str(EXAMPLES / "tarot.toml")],
        capture_output=True,
        check=False,
        env={**os.environ, "PYTHONIOENCODING": "ascii"},
    )
    assert completed.returncode == 0
    assert b"Traceback" not in completed.stderr
    assert b"Tarot a cinq" in completed.stdout


# --- issue 14: an odd option is a clear line, not a raw UserWarning ------------------------


def test_an_odd_option_is_one_note_on_stderr(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    path.write_text(
        NEEDAFOURTH + "options = {planned = 4, whole_rounds = false}\ndeals = []", encoding="utf-8"
    )
    code, out, err = run(capsys, "sheet", str(path))
    assert code == 0
    assert out.startswith("Need a Fourth? session: Ann, Bob, Cat")
    assert err == (
        f"cardscore sheet: note: {path}: planned: 4 deals is not a multiple of 3: the players "
        "will not all deal equally often\n"
    )
