"""How ``cardscore play`` keeps its scoresheet file (issue 27 items 1, 2, 11; issue 31 items 3,
6, 9): one prompt per file, the same command always resumes, nothing left or lost after a
kill or a signal, links and owners kept, over-long lines refused cheaply, and each deal saved
in time independent of the evening's length.

The prompts run through a pipe in-process (``tests/test_play.py``'s helpers), or as real
processes at a pseudo-terminal (``tests/test_play_pty.py``'s); nothing waits on a timer.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import shlex
import signal
import subprocess
import sys
from pathlib import Path
from typing import TYPE_CHECKING

import attrs
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from cardscore import sheet, tarot
from cardscore._chain import Chain
from cardscore._history import last, length
from cardscore.cli import _keeper, main, play
from cardscore.errors import ScoreError
from cardscore.sheet import _document, _fields, _registry, _scoring
from tests import paths
from tests.cli.test_play import evening, run, said
from tests.cli.test_play_pty import TIMEOUT, Terminal
from tests.sheet import toy as toy_game
from tests.sheet.toy import toy  # noqa: F401 - a fixture
from tests.terminal import CARDSCORE, signals_as_at_a_terminal  # noqa: F401 - a fixture

if TYPE_CHECKING:
    from collections.abc import Callable

# Some tests here signal the prompt, or this process: heard as at a terminal wherever run.
pytestmark = pytest.mark.usefixtures("signals_as_at_a_terminal")
EXAMPLES = paths.EXAMPLES
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="POSIX signals and locks")
PLAYERS = ("Ann", "Bob", "Cid", "Dan")


def cardscore(cwd: Path, *argv: str, lines: str = "") -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "cardscore", *argv],
        cwd=cwd,
        input=lines,
        capture_output=True,
        text=True,
        check=False,
        timeout=TIMEOUT,
        env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"},
    )


def others(directory: Path, *keep: str) -> list[str]:
    """The files beside the sheet: none of ours should stay."""
    return sorted(path.name for path in directory.iterdir() if path.name not in keep)


def tarot_lines(count: int) -> str:
    # A four-player session with no planned end (the FFT's scoring: it never finishes): a
    # garde by each player in turn, and a void deal now and then.
    lines = [
        "throw in"
        if index % 7 == 6
        else f"{PLAYERS[index % 4]} garde {index % 4} {40 + index % 30}"
        for index in range(count)
    ]
    return "\n".join(lines) + "\n"


# --- 27.1: one file, one writer ----------------------------------------------------------------


@POSIX
def test_a_second_prompt_on_the_file_is_refused_and_nothing_is_lost(tmp_path: Path) -> None:
    # The two windows: A saved N 2S=, B (same file) saved E 3NT= over it.
    first = Terminal(tmp_path, "chicago", "evening.toml")
    first.expect("Type a deal, or help.")
    first.type("N 2S=")
    first.expect("Next: deal 2")
    second = cardscore(tmp_path, "play", "chicago", "evening.toml", lines="E 3NT=\n")
    assert second.returncode == 2
    assert second.stderr == (
        "cardscore play: error: evening.toml is open in another 'cardscore play' (another "
        "window or terminal): a sheet has one prompt at a time. Go on in that one, or quit it "
        "and start this again.\n"
    )
    assert sheet.load(tmp_path / "evening.toml").deals == ("N 2S=",)
    first.type("E 3NT=")
    first.expect("Next: deal 3")
    first.type("quit")
    assert first.finish() == 0
    assert sheet.load(tmp_path / "evening.toml").deals == ("N 2S=", "E 3NT=")
    # Once the first has quit, the file is free again.
    again = cardscore(tmp_path, "play", "chicago", "evening.toml", lines="S 1NT=\n")
    assert again.returncode == 0, again.stderr
    assert sheet.load(tmp_path / "evening.toml").deals == ("N 2S=", "E 3NT=", "S 1NT=")
    assert others(tmp_path, "evening.toml") == []


@POSIX
def test_two_evenings_in_one_process_are_two_prompts(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    opened = evening(path)
    opened.handle("N 2S=")  # the file is rewritten (room for deals): the lock goes with it
    with pytest.raises(_keeper.InUseError, match="is open in another 'cardscore play'"):
        evening(path)
    opened.close()
    assert evening(path).document.deals == ("N 2S=",)


@POSIX
def test_a_new_file_made_meanwhile_by_another_prompt_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    keeper = _keeper.Keeper.open(str(path))  # no file yet: locked when made
    other = evening(path)
    other.handle("N 2S=")
    with pytest.raises(_keeper.ChangedError):
        keeper.rewrite(sheet.Scoresheet("chicago", ("NS", "EW"), ()))
    other.close()
    assert sheet.load(path).deals == ("N 2S=",)


def edited(path: Path) -> bytes:
    """What another program (an editor) makes of the file: a deal added by hand."""
    text = path.read_text(encoding="utf-8").replace("deals = [", 'deals = [\n    "W 1C=",', 1)
    path.write_text(text, encoding="utf-8")
    return path.read_bytes()


@pytest.mark.parametrize("command", ["N 2S=", "undo", "quit"])
def test_a_file_changed_by_another_program_is_never_overwritten(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], command: str
) -> None:
    path = tmp_path / "evening.toml"
    opened = evening(path)
    opened.handle("E 1NT=")  # appended into the room the first deal's rewrite left
    before = edited(path)
    if command == "quit":
        opened.close()
    else:
        opened.handle(command)
    assert path.read_bytes() == before
    err = capsys.readouterr().err
    if command == "quit":  # issue 39 item 8: said once, by the farewell (not "Saved")
        assert err == ""
        assert opened.farewell().startswith(f"{path} was changed, moved or removed")
        return
    assert (
        f"{path} was changed, moved or removed by another program since this prompt read or "
        "wrote it; nothing was written, so that nothing of that change is lost." in err
    )
    assert opened.document.deals == ("E 1NT=",)  # the evening as it was


def test_a_removed_file_is_not_made_again_unseen(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "evening.toml"
    opened = evening(path)
    opened.handle("E 1NT=")
    path.unlink()
    opened.handle("N 2S=")
    assert "was changed, moved or removed by another program" in capsys.readouterr().err
    assert not path.exists()


# --- 27.2: the start command resumes, always ---------------------------------------------------


def test_the_start_command_resumes_with_the_same_flags(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The command, run twice: refused the second time before ("already says it").
    path = tmp_path / "t.toml"
    argv = (
        "tarot",
        "--players",
        "Ann,Bob,Cid,Dan",
        "-o",
        "planned=5",
        "--title",
        "Fri",
        str(path),
    )
    assert run(monkeypatch, capsys, "Ann garde 2 45\n", *argv)[0] == 0
    code, out, err = run(monkeypatch, capsys, "Bob garde 2 45\n", *argv)
    assert (code, err) == (0, "")
    assert f"Resumed {path}: 1 deal." in out
    assert "Added to" not in out
    document = sheet.load(path)
    assert document.options == {"planned": 5}
    assert len(document.deals) == 2


def test_an_option_the_file_does_not_say_is_added_and_saved(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "t.toml"
    assert (
        run(
            monkeypatch,
            capsys,
            "Ann garde 2 45\n",
            "tarot",
            "--players",
            "Ann,Bob,Cid,Dan",
            str(path),
        )[0]
        == 0
    )
    argv = (
        "tarot",
        "--players",
        "Ann,Bob,Cid,Dan",
        "-o",
        "planned=2",
        "--title",
        "Fri",
        str(path),
    )
    code, out, err = run(monkeypatch, capsys, "Bob garde 2 45\n", *argv)
    assert (code, err) == (0, "")
    assert f"Added to {path}: --title Fri, planned=2." in out
    # FFT: a garde, 2 bouts, 45 points (target 41) made by 4: (25 + 4) × 2 = 58 a defender,
    # the taker 3 × 58 at four players. Two deals were planned: the session is over.
    assert "Game over." in out
    document = sheet.load(path)
    assert (document.title, document.options) == ("Fri", {"planned": 2})


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (
            ("--players", "Ann,Bob,Cid,Eve"),
            "--players: 'Ann,Bob,Cid,Eve' is not allowed; expected Ann,Bob,Cid,Dan, as {path} says",
        ),
        (
            ("-o", "planned=6"),
            "--option: 'planned=6' is not allowed; expected planned=5, as {path} says",
        ),
        (("--title", "Sat"), "--title: 'Sat' is not allowed; expected Fri, as {path} says"),
        # True is not 1: planned=true does not say planned=5.
        (("-o", "planned=true"), "expected planned=5, as {path} says"),
    ],
)
def test_a_conflicting_flag_is_refused_naming_both_values(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    argv: tuple[str, ...],
    message: str,
) -> None:
    path = tmp_path / "t.toml"
    start = (
        "tarot",
        "--players",
        "Ann,Bob,Cid,Dan",
        "-o",
        "planned=5",
        "--title",
        "Fri",
        str(path),
    )
    assert run(monkeypatch, capsys, "", *start)[0] == 0
    before = path.read_bytes()
    code, _, err = run(monkeypatch, capsys, "Ann garde 2 45\n", "tarot", *argv, str(path))
    assert code == 2
    assert message.format(path=path) in err
    assert "(the file keeps its own; change it there, or give another file)" in err
    assert path.read_bytes() == before


def drawbridge(tmp_path: Path) -> Path:
    """examples/drawbridge.toml without its close = true: a rubber still open."""
    path = tmp_path / "drawbridge.toml"
    text = (EXAMPLES / "drawbridge.toml").read_text(encoding="utf-8")
    path.write_text(text.replace("options = { close = true }\n", ""), encoding="utf-8")
    return path


# The Laws of Rubber Bridge (Law 77), the example's own comment: the unfinished rubber is
# settled with 300 for Ann's only game and 100 for each side's part score in the unfinished
# one: Ann 120 + 30 + 60 + 300 + 100 = 610, Bob 70 + 30 + 200 + 100 = 400.
CLOSED = "rubber closed unfinished, games 1–0; Ann +210 on points"


def test_close_true_on_an_open_file_settles_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Refused before with the false "already says it": only an editor could settle it.
    path = drawbridge(tmp_path)
    code, out, err = run(
        monkeypatch, capsys, "", "rubber", "--sides", "Ann,Bob", "-o", "close=true", str(path)
    )
    assert (code, err) == (0, "")
    assert f"Added to {path}: close=true." in out
    assert CLOSED in out
    assert sheet.load(path).options == {"close": True}


def test_close_at_the_prompt_settles_and_undo_reopens(tmp_path: Path) -> None:
    path = drawbridge(tmp_path)
    opened = evening(path, "rubber")
    said(opened)
    assert opened.handle("close")
    text = said(opened)
    assert text.startswith(
        "Closed: the evening ends as it stands.\nTotals: Ann 610, Bob 400.\nGame over.\n"
    )
    assert CLOSED in text
    assert sheet.load(path).options == {"close": True}
    assert opened.handle("undo")
    assert said(opened).startswith("Reopened: the evening is no longer closed.")
    assert sheet.load(path).options == {}


def test_close_is_refused_when_there_is_nothing_to_close(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = evening(tmp_path / "e.toml", "rubber")
    opened.handle("close")
    assert (
        "close: 'close' is not allowed; expected nothing at the start of an evening"
        in capsys.readouterr().err
    )
    for line in ("NS 4S=", "NS 4S="):  # the Laws: two games win the rubber
        opened.handle(line)
    opened.handle("close")
    assert "expected nothing to close: the game is over" in capsys.readouterr().err
    assert "close" not in sheet.load(tmp_path / "e.toml").options


def test_planned_at_the_prompt(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "t.toml"
    opened = evening(path, "tarot", players="Ann,Bob,Cid,Dan")
    for line in ("Ann garde 2 45", "Bob garde 2 45"):
        opened.handle(line)
    said(opened)
    opened.handle("planned 1")
    assert (
        "planned: 1 is not allowed; expected a number of deals from 2: 2 played"
        in capsys.readouterr().err
    )
    opened.handle("planned 3")
    # FFT, four players: a garde, 2 bouts, 45 points (target 41): (25 + 4) × 2 = 58 from
    # each defender; Ann and Bob each took once: 3 × 58 - 58 = 116.
    assert said(opened) == (
        "Planned: 3 deals.\nTotals: Ann 116, Bob 116, Cid -116, Dan -116.\nNext: deal 3, Cid deals."
    )
    assert sheet.load(path).options == {"planned": 3}
    opened.handle("Cid garde 2 45")
    assert "Game over." in said(opened)
    opened.handle("planned x")
    assert (
        "planned: 'x' is not allowed; expected a number of deals, as in 'planned 6'"
        in capsys.readouterr().err
    )


def test_planned_in_a_game_without_it_names_the_games_options(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    opened = evening(tmp_path / "e.toml")
    opened.handle("N 2S=")
    opened.handle("planned 4")
    assert (
        "options: 'planned' is not allowed; expected the chicago options: "
        in capsys.readouterr().err
    )
    assert sheet.load(tmp_path / "e.toml").options == {}


# --- 27.11, 31.6: temporary files, signals, links, owners --------------------------------------


def test_stale_temporary_files_are_cleaned_on_the_next_start(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    evening(path).close()
    # What kills left: mkstemp's names beside the file; anything else is not ours.
    stale = [".t.toml.ab1_cd2e.tmp", ".t.toml.zzzzzzzz.tmp"]
    kept = [".t.toml.notours.tmp", ".other.toml.ab1_cd2e.tmp", "t.toml.ab1_cd2e.tmp"]
    for name in stale + kept:
        (tmp_path / name).write_text("half a sheet", encoding="utf-8")
    evening(path).close()
    assert others(tmp_path, "t.toml") == sorted(kept)


@POSIX
@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP])
def test_a_signal_ends_the_prompt_as_quit_does(tmp_path: Path, signum: int) -> None:
    process = subprocess.Popen(
        [*CARDSCORE, "play", "chicago", "evening.toml"],
        cwd=tmp_path,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env={**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"},
    )
    try:
        assert process.stdin is not None
        assert process.stdout is not None
        process.stdin.write("N 2S+1\nE 3NT=\n")
        process.stdin.flush()
        while "Next: deal 3" not in process.stdout.readline():
            pass
        process.send_signal(signum)
        out, err = process.communicate(timeout=TIMEOUT)
    finally:
        if process.poll() is None:
            process.kill()
    assert process.returncode == 128 + signum, err
    assert out.startswith("Saved: evening.toml, 2 deals.")
    assert others(tmp_path, "evening.toml") == []
    text = (tmp_path / "evening.toml").read_text(encoding="utf-8")
    assert sheet.loads(text).deals == ("N 2S+1", "E 3NT=")
    assert "  \n" not in text  # as quit leaves it: no room left for deals


@POSIX
def test_a_signal_during_a_save_waits_for_its_end(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    real, append = os.fsync, _keeper.Keeper.append
    sent: list[int] = []
    saving: list[bool] = []

    def fsync_then_signal(descriptor: int) -> None:
        real(descriptor)
        if saving and not sent:
            sent.append(descriptor)
            os.kill(os.getpid(), signal.SIGTERM)  # in the middle of the first deal's save

    def deal_saved(self: _keeper.Keeper, document: sheet.Scoresheet) -> None:
        saving.append(True)
        append(self, document)

    monkeypatch.setattr(os, "fsync", fsync_then_signal)
    monkeypatch.setattr(_keeper.Keeper, "append", deal_saved)
    monkeypatch.setattr(sys, "stdin", io.StringIO("N 2S+1\nE 3NT=\n"))
    with pytest.raises(SystemExit) as stopped:
        main(["play", "chicago", str(path)])
    assert stopped.value.code == 128 + signal.SIGTERM
    assert sent
    # The save finished (the temporary file renamed), then the prompt stopped: the first deal
    # is in the file, the second was never read.
    assert sheet.load(path).deals == ("N 2S+1",)
    assert others(tmp_path, "evening.toml") == []
    assert f"\nSaved: {path}, 1 deal.\nPrint the sheet:" in capsys.readouterr().out
    assert signal.getsignal(signal.SIGTERM) is signal.SIG_DFL


@POSIX
def test_killed_at_any_moment_the_sheet_reads_and_holds_every_row_shown(tmp_path: Path) -> None:
    # SIGKILL while deals stream in (most often in the middle of a save): the file reads as
    # a normal scoresheet, holds every deal whose row was shown, and the next start leaves
    # no file of ours beside it.
    lines = tarot_lines(120)
    for shown in (1, 17, 40, 83):
        path = tmp_path / "t.toml"
        path.unlink(missing_ok=True)
        argv = ("play", "tarot", "--players", ",".join(PLAYERS), "t.toml")
        with subprocess.Popen(
            [sys.executable, "-m", "cardscore", *argv],
            cwd=tmp_path,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
            text=True,
        ) as process:
            assert process.stdin is not None
            assert process.stdout is not None
            process.stdin.write(lines)
            process.stdin.flush()
            seen = 0
            while seen < shown:
                seen += process.stdout.readline().startswith(("Deal ", "Not counted"))
            process.kill()
            process.wait(TIMEOUT)
        printed = cardscore(tmp_path, "sheet", "t.toml")
        assert printed.returncode == 0, printed.stderr
        deals = sheet.load(path).deals
        assert len(deals) >= shown
        assert list(deals) == [_lines_deal(line) for line in lines.splitlines()[: len(deals)]]
        again = cardscore(tmp_path, "play", "tarot", "t.toml", lines="quit\n")
        assert again.returncode == 0, again.stderr
        assert others(tmp_path, "t.toml") == []
        # The room the killed prompt left for deals is taken out when this one quits.
        assert b" " * _keeper.PAGE not in path.read_bytes()
        assert sheet.load(path).deals == deals


def _lines_deal(line: str) -> sheet.Value:
    from cardscore.cli import _lines

    words = shlex.split(line)
    notation = _lines.notation("tarot")
    return notation.thrown_in(words[2:]) if words[0] == "throw" else notation.read(words)


@POSIX
def test_a_symlinked_sheet_is_written_through_the_link(tmp_path: Path) -> None:
    (tmp_path / "synced").mkdir()
    target = tmp_path / "synced" / "t.toml"
    link = tmp_path / "t.toml"
    opened = evening(target, "tarot", players="Ann,Bob,Cid,Dan")
    opened.close()
    link.symlink_to(target)
    opened = evening(link, "tarot")
    for line in ("Ann garde 2 45", "Bob garde 2 45", "undo", "Cid garde 2 45"):
        opened.handle(line)
    opened.close()
    assert link.is_symlink()
    assert sheet.load(target).deals == (
        {"taker": "Ann", "contract": "garde", "bouts": 2, "points": 45},
        {"taker": "Cid", "contract": "garde", "bouts": 2, "points": 45},
    )
    assert others(tmp_path, "t.toml", "synced") == []
    assert others(tmp_path / "synced", "t.toml") == []
    # One lock, whichever name a prompt gives.
    held = evening(target, "tarot")
    with pytest.raises(_keeper.InUseError):
        evening(link, "tarot")
    held.close()


@POSIX
@pytest.mark.skipif(
    not hasattr(os, "geteuid") or os.geteuid() != 0, reason="only root gives files away"
)
def test_the_owner_and_mode_are_kept(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    evening(path, "tarot", players="Ann,Bob,Cid,Dan").close()
    os.chown(path, 1234, 5678)
    path.chmod(0o640)
    opened = evening(path, "tarot")
    for line in ("Ann garde 2 45", "undo", "Bob garde 2 45", "Cid garde 2 45"):
        opened.handle(line)
    opened.close()
    status = path.stat()
    assert (status.st_uid, status.st_gid, status.st_mode & 0o7777) == (1234, 5678, 0o640)
    assert len(sheet.load(path).deals) == 2


# --- 31.3: an over-long line is refused before it is split -------------------------------------


def test_an_over_long_line_is_refused_before_shlex(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    split: list[int] = []
    real = shlex.split

    def counted(text: str, *rest: bool) -> list[str]:
        split.append(len(text))
        return real(text, *rest)

    monkeypatch.setattr(shlex, "split", counted)
    path = tmp_path / "e.toml"
    long_line = "N 2S= " + "'" * 1_000_000  # an open quote: shlex reads to the end
    code, _, err = run(monkeypatch, capsys, f"{long_line}\nN 2S=\n", "chicago", str(path))
    assert code == 2
    assert err.startswith(
        "error: line: 'a line of more than 1,000 characters' is not allowed; expected one "
        "deal or one command, at most 1,000 characters\n"
    )
    assert max(split) <= play.LINE_LIMIT
    assert sheet.load(path).deals == ("N 2S=",)


def test_a_line_of_the_limit_is_read(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml")
    assert opened.handle("N 2S=" + " " * (play.LINE_LIMIT - 5))
    assert opened.document.deals == ("N 2S=",)
    stream = io.StringIO("x" * 5000 + "\nN 2S=\n")
    assert len(play._input.read_line(stream)) == play.LINE_LIMIT + 1
    assert play._input.read_line(stream) == "N 2S=\n"


# --- 31.9: each deal in time independent of the evening's length ------------------------------


@attrs.define
class Work:
    """What an evening cost, counted."""

    records: int = 0
    serialised: int = 0
    appends: list[tuple[int, int]] = attrs.field(factory=list)
    rewrites: int = 0
    syncs: int = 0


def piped(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], path: Path, count: int
) -> Work:
    work = Work()
    record = tarot.Session.record
    dumps = _keeper._dumps
    fsync = os.fsync

    def counted_record(self: tarot.Session, *args: object, **kwargs: object) -> tarot.Session:
        work.records += 1
        return record(self, *args, **kwargs)  # type: ignore[arg-type]

    def counted_dumps(data: dict[str, sheet.Value], form: str) -> str:
        deals = data["deals"]
        assert isinstance(deals, list)
        work.serialised += len(deals)
        return dumps(data, form)  # type: ignore[arg-type]

    def counted_fsync(descriptor: int) -> None:
        work.syncs += 1
        fsync(descriptor)

    monkeypatch.setattr(tarot.Session, "record", counted_record)
    monkeypatch.setattr(_keeper, "_dumps", counted_dumps)
    monkeypatch.setattr(os, "fsync", counted_fsync)
    append = _keeper.Keeper.append

    def counted_append(self: _keeper.Keeper, document: sheet.Scoresheet) -> None:
        rewrites = self.rewrites
        start = self.start
        append(self, document)
        if self.rewrites == rewrites:
            work.appends.append((self.start - self.written, self.written))
            assert self.start - self.written >= start
        else:
            work.rewrites += 1

    monkeypatch.setattr(_keeper.Keeper, "append", counted_append)
    code, out, err = run(
        monkeypatch, capsys, tarot_lines(count), "tarot", "--players", ",".join(PLAYERS), str(path)
    )
    assert (code, err) == (0, "")
    assert out.count("\nTotals: ") == count
    monkeypatch.undo()
    return work


@pytest.mark.parametrize("suffix", [".toml", ".json"])
def test_a_deal_costs_the_same_however_long_the_evening(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    suffix: str,
) -> None:
    # Before: each deal rescored and rewrote the whole evening (n(n+1)/2 records and deals
    # written: 11,325 for 150 deals, 180,300 for 600).
    short = piped(monkeypatch, capsys, tmp_path / f"short{suffix}", 150)
    long = piped(monkeypatch, capsys, tmp_path / f"long{suffix}", 600)
    for work, count in ((short, 150), (long, 600)):
        thrown = count // 7
        assert work.records == count - thrown  # each deal scored once: the ledger's record
        # Each save of a deal writes that deal alone, within one page of the file.
        assert all(
            at // _keeper.PAGE == (at + size - 1) // _keeper.PAGE for at, size in work.appends
        )
        assert max(size for _, size in work.appends) < 200
        # Whole rewrites: the first deal's, when the room is used up (the room doubles
        # with the file), and quit's: every deal written a few times at most.
        assert work.rewrites <= 4
        assert len(work.appends) + work.rewrites == count
        # (A TOML deal is written with a marker after it, which keeps the array inline.)
        assert work.serialised <= 5 * count
        assert work.syncs <= count + 3 * work.rewrites + 4
    assert long.syncs <= 5 * short.syncs
    assert long.records + long.serialised <= 6 * (short.records + short.serialised)
    assert (
        sheet.score(sheet.load(tmp_path / f"long{suffix}")).totals
        == sheet.score(
            sheet.loads(sheet.load(tmp_path / f"long{suffix}").dumps(), source="again")
        ).totals
    )


@pytest.mark.parametrize("form", ["toml", "json"])
def test_every_save_leaves_a_whole_sheet(tmp_path: Path, form: str) -> None:
    # After each save the file on disk is the evening so far, as cardscore sheet reads it:
    # a kill between two saves loses nothing confirmed, and a save is one write.
    path = tmp_path / f"t.{form}"
    opened = evening(path, "tarot", players="Ann,Bob,Cid,Dan")
    lines = tarot_lines(400).splitlines()
    # A long name makes some deals' text cross a page: they go to the next page's start.
    opened.handle("Ann garde 2 45 poignee simple petit taker")
    for line in lines:
        opened.handle(line)
        on_disk = sheet.load(path)
        assert on_disk.deals == opened.document.deals
    assert opened.keeper.rewrites <= 4
    opened.close()
    assert sheet.load(path) == opened.document
    assert b"  \n" not in path.read_bytes()


# --- The in-memory side: O(1) reading of the last deal, and one deal scored ----------------


def test_the_last_deal_is_read_without_copying_the_history(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    session = tarot.Session(PLAYERS)
    for taker in PLAYERS:
        session = session.record("garde", taker=taker, bouts=2, points=45)

    def copied(_: object) -> tuple[object, ...]:
        raise AssertionError("the whole history copied")

    monkeypatch.setattr(Chain, "to_tuple", copied)
    assert last(session).taker == "Dan"
    assert length(session) == 4
    with pytest.raises(IndexError):
        last(tarot.Session(PLAYERS))


@pytest.mark.parametrize("name", sorted(path.name for path in EXAMPLES.glob("*.toml")))
def test_one_deal_more_scores_as_the_whole_sheet(name: str) -> None:
    # Every example sheet (each worked by hand in its comments), deal by deal: extend()
    # gives the very sheet score() gives for the longer document, or the same error.
    document = sheet.load(EXAMPLES / name)
    scored = sheet.score(attrs.evolve(document, deals=()))
    for index, deal in enumerate(document.deals, 1):
        longer = attrs.evolve(document, deals=document.deals[:index])
        expected: sheet.Sheet | str
        try:
            expected = sheet.score(longer)
        except sheet.SheetError as error:
            expected = str(error)
        try:
            got: sheet.Sheet | str = _scoring.extend(scored, deal)
        except sheet.SheetError as error:
            got = str(error)
        assert got == expected
        if isinstance(got, str):
            break
        assert isinstance(expected, sheet.Sheet)
        assert got.ledger == expected.ledger
        scored = got


def test_one_deal_more_checks_only_that_deal(monkeypatch: pytest.MonkeyPatch) -> None:
    document = sheet.Scoresheet("chicago", ("NS", "EW"), ("N 2S=",) * 3)
    checked: list[object] = []
    value: Callable[..., sheet.Value] = _fields.checked

    def counted(field: str, deal: object, depth: int = 0) -> sheet.Value:
        checked.append(deal)
        return value(field, deal, depth)

    monkeypatch.setattr(_document, "checked", counted)
    longer = _document.appended(document, "E 3NT=")
    assert checked == ["E 3NT="]
    assert longer.deals == ("N 2S=", "N 2S=", "N 2S=", "E 3NT=")
    assert longer == attrs.evolve(document, deals=longer.deals)


_TEXT = st.text(st.characters(codec="utf-8"), max_size=300)
_DEALS = st.recursive(
    st.one_of(_TEXT, st.integers(-(10**9), 10**9), st.booleans()),
    lambda inner: st.one_of(
        st.lists(inner, max_size=4),
        st.dictionaries(st.text("abcdefgh_", min_size=1, max_size=8), inner, max_size=4),
    ),
    max_leaves=12,
)


@settings(
    max_examples=15, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(deals=st.lists(_DEALS, min_size=1, max_size=12), form=st.sampled_from(["toml", "json"]))
def test_deals_of_any_shape_appended_read_back(
    tmp_path: Path, deals: list[sheet.Value], form: str
) -> None:
    # Whatever a deal holds (quotes, backslashes, any letter, tables in arrays), the file
    # after each save reads back as the document saved: the appended text is the format's
    # own, in the room, and each write stays within one page.
    path = tmp_path / f"any.{form}"
    path.unlink(missing_ok=True)
    keeper = _keeper.Keeper.open(str(path))
    document = sheet.Scoresheet("chicago", ("NS", "EW"), ())
    keeper.rewrite(document, room=False)
    for deal in deals:
        document = _document.appended(document, deal)
        start = keeper.start
        keeper.append(document)
        if keeper.start >= 0 and keeper.written < _keeper.PAGE and start >= 0:
            at = keeper.start - keeper.written
            assert at // _keeper.PAGE == (keeper.start - 1) // _keeper.PAGE
        assert sheet.load(path) == document
    keeper.tidy(document)
    keeper.close()
    assert sheet.load(path) == document


# --- The keeper's other paths: refusals, races and failures ------------------------------------


@POSIX
def test_a_signal_outside_a_save_stops_at_once_and_threads_are_left_alone() -> None:
    def hang_up() -> None:
        os.kill(os.getpid(), signal.SIGHUP)  # the handler runs before this returns

    with _keeper.stopping(), pytest.raises(_keeper.Stopped) as stopped:
        hang_up()
    assert stopped.value.signum == signal.SIGHUP
    import threading

    handlers: list[object] = []

    def in_a_thread() -> None:
        with _keeper.stopping():
            handlers.append(signal.getsignal(signal.SIGTERM))

    thread = threading.Thread(target=in_a_thread)
    thread.start()
    thread.join()
    assert handlers == [signal.SIG_DFL]


@POSIX
def test_a_signal_while_the_evening_opens_ends_the_run(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def stopped(self: play.Evening, *, resumed: bool, added: object = None) -> None:  # noqa: ARG001
        os.kill(os.getpid(), signal.SIGTERM)

    monkeypatch.setattr(play.Evening, "greet", stopped)
    with pytest.raises(SystemExit) as stop:
        run(monkeypatch, capsys, "N 2S=\n", "chicago", str(tmp_path / "e.toml"))
    assert stop.value.code == 128 + signal.SIGTERM
    assert sheet.load(tmp_path / "e.toml").deals == ()
    monkeypatch.undo()
    evening(tmp_path / "e.toml").close()  # not left locked


def test_a_toml_file_holding_null_is_refused_plainly() -> None:
    with pytest.raises(ScoreError, match="'json' for a document holding null"):
        _keeper._dumps({"deals": [None]}, "toml")


def test_near_the_size_limit_each_deal_rewrites_the_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(_keeper, "SIZE_LIMIT", 4000)  # no room for a page of deals
    path = tmp_path / "e.toml"
    opened = evening(path)
    for line in ("N 2S=", "E 3NT=", "S 1NT="):
        opened.handle(line)
    assert opened.keeper.start == -1
    assert opened.keeper.rewrites == 4
    assert sheet.load(path).deals == ("N 2S=", "E 3NT=", "S 1NT=")


@pytest.mark.parametrize(
    ("make", "reason"),
    [
        (lambda path: path.parent.write_text(""), "Not a directory"),
        (lambda _: None, "File name too long"),
    ],
)
def test_a_file_that_cannot_be_opened_is_named(
    tmp_path: Path, make: Callable[[Path], object], reason: str
) -> None:
    path = (
        tmp_path / "x.toml" / "e.toml"
        if "directory" in reason
        else tmp_path / ("e" * 300 + ".toml")
    )
    make(path)
    with pytest.raises(ScoreError, match=rf"a file that can be written \({reason}\)"):
        evening(path)


def test_a_directory_for_a_sheet_is_named(tmp_path: Path) -> None:
    (tmp_path / "e.toml").mkdir()
    with pytest.raises(
        ScoreError,
        match=r"file: .*e.toml' is not allowed; expected a regular file \(a directory: not a",
    ):
        evening(tmp_path / "e.toml")


def test_a_file_that_cannot_be_read_is_named(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "e.toml"
    evening(path).close()

    def failing(_file: object) -> bytes:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(_keeper, "read", failing)
    with pytest.raises(
        sheet.SheetError,
        match=r"e.toml: file: .* expected a readable UTF-8 file \(Input/output error\)",
    ):
        evening(path)


def test_a_file_too_large_is_refused_when_resumed(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "e.toml"
    evening(path).close()
    monkeypatch.setattr(
        _keeper, "read", lambda _: sheet._reader.read(io.BytesIO(b" " * (sheet.SIZE_LIMIT + 1)))
    )
    with pytest.raises(sheet.SheetError, match="a scoresheet of at most 10,000,000 bytes"):
        evening(path)


@POSIX
def test_a_file_rewritten_while_it_is_locked_is_locked_again(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # Another prompt rewrote the file (a new file renamed over it) between this prompt's
    # open and its lock: the lock is taken again on the file as it now is.
    path = tmp_path / "e.toml"
    evening(path).close()
    real = _keeper._try_lock
    calls: list[int] = []

    def replaced_first(descriptor: int) -> bool:
        if not calls:
            (tmp_path / "new").write_bytes(path.read_bytes())
            (tmp_path / "new").replace(path)
        calls.append(descriptor)
        return real(descriptor)

    monkeypatch.setattr(_keeper, "_try_lock", replaced_first)
    opened = evening(path)
    assert len(calls) == 2
    assert opened.keeper.lock is not None
    assert os.fstat(opened.keeper.lock).st_ino == path.stat().st_ino


def test_a_parent_gone_is_named(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "d").mkdir()
    opened = evening(tmp_path / "d" / "e.toml")
    opened.handle("N 2S=")
    (tmp_path / "d").rename(tmp_path / "gone")
    (tmp_path / "d").write_text("")
    opened.handle("E 3NT=")
    assert "a file that can be written (Not a directory)" in capsys.readouterr().err
    assert sheet.load(tmp_path / "gone" / "e.toml").deals == ("N 2S=",)


def test_the_same_size_and_time_with_other_bytes_is_a_change(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # An editor that keeps the size and puts the time back: a rewrite compares every byte.
    path = tmp_path / "e.toml"
    opened = evening(path)
    opened.handle("N 2S=")
    status = path.stat()
    changed = path.read_bytes().replace(b"N 2S=", b"E 2S=")
    path.write_bytes(changed)
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns))
    opened.handle("undo")
    assert "was changed, moved or removed by another program" in capsys.readouterr().err
    assert path.read_bytes() == changed


def test_a_failed_append_gives_the_room_back(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "e.toml"
    opened = evening(path)
    opened.handle("N 2S=")  # the room is made
    before = path.read_bytes()

    def full(_: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    opened.handle("E 3NT=")
    assert "a file that can be written (No space left on device)" in capsys.readouterr().err
    assert path.read_bytes() == before  # the deal was not kept: the room is as it was
    monkeypatch.undo()
    opened.handle("E 3NT=")  # and the next save finds the file as it left it
    assert sheet.load(path).deals == ("N 2S=", "E 3NT=")


def test_a_file_that_cannot_be_opened_for_writing_is_rewritten_whole(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A read-only file in a directory that can be written: replaced whole, as before.
    path = tmp_path / "e.toml"
    opened = evening(path)
    opened.handle("N 2S=")
    real = open

    def read_only(name: str, mode: str = "r", *rest: object, **keywords: object) -> object:
        if mode == "r+b":
            raise PermissionError(13, "Permission denied")
        return real(name, mode, *rest, **keywords)  # type: ignore[call-overload]

    monkeypatch.setattr(_keeper, "open", read_only, raising=False)
    rewrites = opened.keeper.rewrites
    opened.handle("E 3NT=")
    assert opened.keeper.rewrites == rewrites + 1
    assert sheet.load(path).deals == ("N 2S=", "E 3NT=")


def test_an_interrupted_rewrite_leaves_no_temporary_file(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    path = tmp_path / "e.toml"
    opened = evening(path)
    before = path.read_bytes()

    def interrupted(*_: object) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(Path, "replace", interrupted)
    with pytest.raises(KeyboardInterrupt):
        opened.handle("N 2S=")
    assert path.read_bytes() == before
    assert others(tmp_path, "e.toml") == []


# --- Resume: the other refusals ------------------------------------------------------------------


def test_resume_refusals_name_the_flag(tmp_path: Path) -> None:
    path = tmp_path / "t.toml"
    evening(path, "tarot", players="Ann,Bob,Cid,Dan").close()
    with pytest.raises(
        ScoreError, match="--sides: 'A,B' is not allowed; expected --players for tarot"
    ):
        evening(path, "tarot", sides="A,B")
    with pytest.raises(
        ScoreError, match="--option: 'close=true' is not allowed; expected nothing at the start"
    ):
        evening(path, "tarot", "close=true")
    # The starting totals, a table, named as the file writes them.
    path.write_text(
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan"]\n'
        "options = { totals = { Ann = 10, Bob = -10, Cid = 0, Dan = 0 } }\ndeals = []\n",
        encoding="utf-8",
    )
    with pytest.raises(
        ScoreError, match=r"expected totals=\{Ann = 10, Bob = -10, Cid = 0, Dan = 0\}, as"
    ):
        evening(path, "tarot", "totals=0")


def test_one_deal_more_of_a_game_whose_close_does_something(
    toy: sheet.Adapter[toy_game.ToyLedger],  # noqa: F811 - the fixture
) -> None:
    # The toy game's table pays a bonus whenever the sheet closes: scored whole.
    document = sheet.Scoresheet(toy.game, ("A", "B"), ("A 3",), options={"bonus": 5})
    longer = _scoring.extend(sheet.score(document), "B 4")
    assert longer == sheet.score(attrs.evolve(document, deals=("A 3", "B 4")))
    assert longer.totals == {"A": 8, "B": 4}
    plain = attrs.evolve(document, options={})
    assert _scoring.extend(sheet.score(plain), "B 4") == sheet.score(
        attrs.evolve(plain, deals=("A 3", "B 4"))
    )


def test_one_deal_more_after_the_end_is_refused_as_the_whole_sheet_refuses_it(
    toy: sheet.Adapter[toy_game.ToyLedger],  # noqa: F811 - the fixture
) -> None:
    # The toy game is won at 10: A's 10 ends it, and a deal after it is no deal.
    document = sheet.Scoresheet(toy.game, ("A", "B"), ("A 10",))
    scored = sheet.score(document)
    assert scored.finished
    with pytest.raises(sheet.SheetError) as whole:
        sheet.score(attrs.evolve(document, deals=("A 10", "B 4")))
    with pytest.raises(sheet.SheetError) as one_more:
        _scoring.extend(scored, "B 4")
    assert str(one_more.value) == str(whole.value)
    assert one_more.value.deal == 2
    assert "the game is over" in str(one_more.value)


class _ReadOnlyTable:
    """A third party's table whose ledger cannot be set from outside: it starts fresh."""

    def __init__(self, table: toy_game.ToyTable) -> None:
        self._table = table

    @property
    def ledger(self) -> toy_game.ToyLedger:
        return self._table.ledger

    def play(self, deal: sheet.Value) -> str:
        return self._table.play(deal)

    def close(self) -> str | None:
        return self._table.close()


def test_one_deal_more_of_a_table_whose_ledger_cannot_be_set_is_scored_whole() -> None:
    # extend() promises score() of the longer sheet: a table it cannot start at the ledger
    # (Table.ledger may be a read-only property) is scored whole.
    adapter = attrs.evolve(
        toy_game.TOY, game="tabletoy", start=lambda doc: _ReadOnlyTable(toy_game.start(doc))
    )
    sheet.register(adapter)
    try:
        document = sheet.Scoresheet("tabletoy", ("A", "B"), ("A 3",))
        longer = _scoring.extend(sheet.score(document), "B 4")
        assert longer == sheet.score(attrs.evolve(document, deals=("A 3", "B 4")))
        assert longer.totals == {"A": 3, "B": 4}
    finally:
        _registry._REGISTRY.pop("tabletoy", None)


def test_planned_is_checked_by_the_games_rules(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # Need a Fourth? (N6): a session is a multiple of 3 deals, so that everyone deals
    # equally often.
    opened = evening(tmp_path / "n.toml", "needafourth", players="Ann,Bob,Cat")
    opened.handle("planned 4")
    assert (
        "planned: 4 is not allowed; expected a multiple of 3, so that everyone deals equally "
        "often" in capsys.readouterr().err
    )
    opened.handle("planned 6")
    assert sheet.load(tmp_path / "n.toml").options == {"planned": 6}


def test_a_reader_that_leaves_ends_the_prompt_quietly_with_every_deal_saved(
    tmp_path: Path,
) -> None:
    # `cardscore play ... < deals.txt | head`: the reader leaves after the first deal. The
    # prompt stops at the broken pipe without a traceback, status 1, every accepted deal kept.
    path = tmp_path / "t.toml"
    # More output than a pipe holds (64 KiB): the prompt cannot finish before the reader
    # leaves, so it meets the broken pipe whatever the machine's speed.
    deals = "Ann garde 2 45\n" * 400
    process = subprocess.Popen(
        [
            sys.executable,
            "-m",
            "cardscore",
            "play",
            "tarot",
            "--players",
            "Ann,Bob,Cid,Dan",
            str(path),
        ],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    assert process.stdout is not None
    assert process.stdin is not None
    with contextlib.suppress(BrokenPipeError):
        process.stdin.write(deals.encode())  # a few KiB: the pipe holds them all
        process.stdin.close()
    line = b"?"
    while line and not line.startswith(b"Deal 1:"):  # read until the first deal is shown
        line = process.stdout.readline()
    assert line.startswith(b"Deal 1:")
    process.stdout.close()  # the reader leaves
    assert process.wait(timeout=TIMEOUT) == 1
    assert process.stderr is not None
    err = process.stderr.read()
    process.stderr.close()
    assert b"Traceback" not in err
    assert b"BrokenPipeError" not in err
    ledger = sheet.load(path).ledger()
    assert ledger.played >= 1
    assert ledger.totals["Ann"] == 174 * ledger.played  # T4: garde, 2 bouts, 45: (25 + 4) × 2 × 3


def test_a_closed_pipe_ends_the_prompt_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # The same, in this process: the reader is gone before the greeting is written.
    path = tmp_path / "t.toml"
    read_end, write_end = os.pipe()
    os.close(read_end)
    monkeypatch.setattr(sys, "stdin", io.StringIO("Ann garde 2 45\n" * 3))
    saved = os.dup(1)  # the handler points this process's stdout at devnull: put it back
    try:
        with os.fdopen(write_end, "w") as closed_pipe:
            monkeypatch.setattr(sys, "stdout", closed_pipe)
            with pytest.raises(SystemExit) as stopped:
                main(["play", "tarot", "--players", "Ann,Bob,Cid,Dan", str(path)])
    finally:
        os.dup2(saved, 1)
        os.close(saved)
    assert stopped.value.code == 1
    assert sheet.load(path).ledger().parties == ("Ann", "Bob", "Cid", "Dan")
