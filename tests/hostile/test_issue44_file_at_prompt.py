"""Issue 44, item 10: the file at the prompt.

A FIFO (or any file that is not a regular one) named as ``cardscore play``'s file blocked
the prompt for ever, in the ``open`` that takes the file's lock, and Ctrl-C then printed a
traceback. On a nearly full disk every deal was refused, though the sheet would fit: each
rewrite writes a whole new copy of the file, with room for the deals to come, beside it,
and the error said only "No space left on device". Now a file that is not a regular one
is refused before anything waits on it, Ctrl-C ends the prompt without a traceback
wherever it comes, and a save that finds no room for the new copy with room writes a copy
without it (as safe: a kill still loses no deal); when even that does not fit, the error
says how much room the copy needs and how much there is.
"""

from __future__ import annotations

import contextlib
import errno
import io
import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path
from typing import TYPE_CHECKING, NamedTuple

import pytest

from cardscore import ScoreError, sheet
from cardscore.cli import _keeper, main
from tests.terminal import CARDSCORE, signals_as_at_a_terminal  # noqa: F401 - a fixture

if TYPE_CHECKING:
    from collections.abc import Iterator

pytestmark = pytest.mark.usefixtures("signals_as_at_a_terminal")
POSIX = pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, POSIX signals")
LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="/proc/self/fd")
# Long enough for a loaded machine to start Python; the old prompt never ended at all.
TIMEOUT = 60
ENV = {**os.environ, "LC_ALL": "C.UTF-8", "PYTHONIOENCODING": "utf-8"}


def _play(cwd: Path, *argv: str) -> subprocess.Popen[str]:
    return subprocess.Popen(
        [*CARDSCORE, "play", *argv],
        cwd=cwd,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=ENV,
    )


# --- A FIFO, or any file that is not a regular one ---------------------------------------------


@contextlib.contextmanager
def _unblocked(fifo: Path) -> Iterator[None]:
    """Within it, a reader blocked on ``fifo`` is let go after a while (the old keeper was).

    A writer opens the FIFO, which ends a reader's wait: a test of the old code then fails
    rather than hangs. With no reader waiting the open fails (ENXIO), and nothing happens.
    """
    done = threading.Event()

    def release() -> None:
        while not done.wait(2):
            with contextlib.suppress(OSError):
                os.close(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))

    thread = threading.Thread(target=release, daemon=True)
    thread.start()
    try:
        yield
    finally:
        done.set()
        thread.join()


@POSIX
def test_item_10_a_fifo_as_the_file_is_refused_at_once(tmp_path: Path) -> None:
    fifo = tmp_path / "evening.toml"
    os.mkfifo(fifo)
    process = _play(tmp_path, "rubber", "evening.toml")
    try:
        out, err = process.communicate("4S= NS\n", timeout=TIMEOUT)
    finally:
        if process.poll() is None:  # the old prompt: blocked in open(), for ever
            process.send_signal(signal.SIGINT)
            out, err = process.communicate(timeout=TIMEOUT)
            pytest.fail(f"cardscore play blocked on a FIFO; Ctrl-C then printed:\n{err}")
    assert process.returncode == 2
    assert "Traceback" not in err
    assert "evening.toml" in err
    assert "not a regular file" in err
    assert "FIFO" in err
    assert out == ""
    assert fifo.exists()  # left as it was: nothing is written over it


@POSIX
@pytest.mark.parametrize("kind", ["fifo", "directory", "device", "link to a fifo"])
def test_item_10_a_file_that_is_not_a_regular_one_is_refused_by_the_keeper(
    tmp_path: Path, kind: str
) -> None:
    path = tmp_path / "evening.toml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "directory":
        path.mkdir()
    elif kind == "device":
        path = tmp_path / "null.toml"
        path.symlink_to(os.devnull)
    else:
        os.mkfifo(tmp_path / "pipe")
        path.symlink_to(tmp_path / "pipe")
    with _unblocked(path), pytest.raises(ScoreError) as raised:
        _keeper.Keeper.open(str(path))
    assert raised.value.field == "file"
    assert raised.value.value == str(path)
    assert "not a regular file" in str(raised.value)


@POSIX
def test_item_10_a_fifo_put_in_the_file_s_place_later_is_refused_unread(
    tmp_path: Path,
) -> None:
    # Between the lock and the read, another program puts a FIFO in the file's place: the
    # read does not wait on it either.
    path = tmp_path / "evening.toml"
    keeper = _keeper.Keeper.open(str(path))  # no file yet
    os.mkfifo(path)
    with _unblocked(path), pytest.raises(sheet.SheetError, match="not a regular file"):
        keeper.load()
    keeper.close()


# --- Ctrl-C --------------------------------------------------------------------------------------


def _exit_code(argv: list[str]) -> object:
    """The exit status ``main(argv)`` ends with; Ctrl-C escaping it (the old prompt) fails."""
    try:
        return main(argv)
    except KeyboardInterrupt:  # a traceback, and the test session stopped
        pytest.fail("Ctrl-C escaped the prompt as KeyboardInterrupt, with a traceback")
    except SystemExit as stopped:
        return stopped.code


def test_item_10_ctrl_c_while_the_file_is_opened_ends_without_a_traceback(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    def interrupted(_cls: object, _path: str) -> _keeper.Keeper:
        raise KeyboardInterrupt

    monkeypatch.setattr(_keeper.Keeper, "open", classmethod(interrupted))
    monkeypatch.setattr(sys, "stdin", io.StringIO("NS 4S=\n"))
    assert _exit_code(["play", "rubber", str(tmp_path / "evening.toml")]) == 128 + signal.SIGINT
    assert "Traceback" not in capsys.readouterr().err


@POSIX
def test_item_10_ctrl_c_during_a_save_ends_as_quit_does_after_the_save(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    real, append = os.fsync, _keeper.Keeper.append
    deals: list[int] = []
    sent: list[int] = []

    def fsync_then_ctrl_c(descriptor: int) -> None:
        real(descriptor)
        if len(deals) == 2 and not sent:
            sent.append(descriptor)
            os.kill(os.getpid(), signal.SIGINT)  # Ctrl-C in the middle of the second save

    def counted(self: _keeper.Keeper, document: sheet.Scoresheet) -> None:
        deals.append(1)
        append(self, document)

    monkeypatch.setattr(os, "fsync", fsync_then_ctrl_c)
    monkeypatch.setattr(_keeper.Keeper, "append", counted)
    monkeypatch.setattr(sys, "stdin", io.StringIO("NS 4S=\nEW 2H=\nNS 1NT=\n"))
    assert _exit_code(["play", "rubber", str(path)]) == 128 + signal.SIGINT
    assert sent
    captured = capsys.readouterr()
    assert "Traceback" not in captured.err
    # The save finished, then the prompt ended as quit does: the third line never read.
    assert f"Saved: {path}, 2 deals." in captured.out
    assert sheet.load(path).deals == ("NS 4S=", "EW 2H=")
    assert [p.name for p in tmp_path.iterdir()] == ["evening.toml"]
    assert "  \n" not in path.read_text(encoding="utf-8")  # tidied, as quit leaves it
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@POSIX
def test_item_10_ctrl_c_outside_a_save_is_keyboard_interrupt_at_once() -> None:
    # As Python's own Ctrl-C: the prompt's input() ends with it (and that is quit).
    with _keeper.stopping(), pytest.raises(KeyboardInterrupt):
        os.kill(os.getpid(), signal.SIGINT)
    assert signal.getsignal(signal.SIGINT) is signal.default_int_handler


@POSIX
def test_a_signal_the_shell_ignores_stays_ignored() -> None:
    # `nohup cardscore play ...` or a job started with `&`: SIGHUP, or Ctrl-C, is not for us.
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    with _keeper.stopping():
        assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN
        os.kill(os.getpid(), signal.SIGINT)  # nothing happens
    assert signal.getsignal(signal.SIGINT) is signal.SIG_IGN


# --- A nearly full disk ---------------------------------------------------------------------------


class _Usage(NamedTuple):
    """What ``shutil.disk_usage`` says of a disk, in bytes."""

    total: int
    used: int
    free: int


def _fill(monkeypatch: pytest.MonkeyPatch, free: int) -> None:
    """Make the disk hold ``free`` bytes more: ENOSPC from a larger temporary copy.

    File systems with delayed allocation (ext4, XFS) and network ones report a full disk
    when the file is synced, as here; the keeper syncs every copy before it renames it.
    """
    real = os.fsync

    def fsync(descriptor: int) -> None:
        name = Path(f"/proc/self/fd/{descriptor}").readlink().name
        if name.endswith(".tmp") and os.fstat(descriptor).st_size > free:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))
        real(descriptor)

    monkeypatch.setattr(os, "fsync", fsync)
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: _Usage(10**9, 0, free))


@LINUX
def test_item_10_a_nearly_full_disk_takes_every_deal_the_sheet_has_room_for(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # 2,000 bytes free: the sheet fits many times over, the copy with room (16 KiB) does not.
    path = tmp_path / "evening.toml"
    _fill(monkeypatch, 2_000)
    monkeypatch.setattr(sys, "stdin", io.StringIO("NS 4S=\nEW 2H=\nNS 3NT=\n"))
    assert main(["play", "rubber", str(path)]) == 0
    captured = capsys.readouterr()
    assert "error" not in captured.err
    assert sheet.load(path).deals == ("NS 4S=", "EW 2H=", "NS 3NT=")
    assert [p.name for p in tmp_path.iterdir()] == ["evening.toml"]  # no copy left behind


@LINUX
def test_item_10_a_full_disk_says_how_much_room_a_save_needs(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    monkeypatch.setattr(sys, "stdin", io.StringIO("NS 4S=\n"))
    assert main(["play", "rubber", str(path)]) == 0
    before = path.read_bytes()
    capsys.readouterr()
    # 50 bytes free: not even the sheet without room (88 bytes) fits beside the file.
    _fill(monkeypatch, 50)
    monkeypatch.setattr(sys, "stdin", io.StringIO("EW 2H=\n"))
    assert main(["play", "rubber", str(path)]) == 2
    err = capsys.readouterr().err
    document = sheet.load(path)
    assert document.deals == ("NS 4S=",)  # the file as it was: a full disk loses nothing
    assert path.read_bytes() == before
    needed = len(_keeper._layout(_appended(document), "toml", room=False).data)
    # game = "rubber" (16 bytes with its line break), sides = [ (10), "NS", and "EW", (10
    # each), ] (2), deals = [ (10), "NS 4S=", and "EW 2H=", (14 each), ] (2).
    assert needed == 16 + 10 + 10 + 10 + 2 + 10 + 14 + 14 + 2
    assert f"{needed:,} bytes" in err
    assert "50 bytes are free" in err
    assert "No space left on device" in err
    assert "Traceback" not in err
    assert [p.name for p in tmp_path.iterdir()] == ["evening.toml"]


def _appended(document: sheet.Scoresheet) -> sheet.Scoresheet:
    from cardscore.sheet._document import appended

    return appended(document, "EW 2H=")


@LINUX
def test_item_10_a_full_disk_at_write_time_is_said_the_same_way(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    # A disk that reports ENOSPC on write (most file systems), not on sync.
    path = tmp_path / "evening.toml"
    keeper = _keeper.Keeper.open(str(path))
    document = sheet.Scoresheet("rubber", ("NS", "EW"), ())
    keeper.rewrite(document, room=False)

    def full(_descriptor: int, _data: object) -> int:
        raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(os, "write", full)
    monkeypatch.setattr(shutil, "disk_usage", lambda _path: _Usage(10**9, 10**9, 0))
    with pytest.raises(_keeper.DiskFullError) as raised:
        keeper.rewrite(document)
    monkeypatch.undo()
    assert raised.value.field == "file"
    assert "0 bytes are free" in str(raised.value)
    assert (raised.value.needed, raised.value.free) == (len(path.read_bytes()), 0)
    assert sheet.load(path) == document
    # A disk that does not say how much room it has: the error says what the copy needs.
    monkeypatch.setattr(os, "write", full)
    monkeypatch.setattr(shutil, "disk_usage", _unsaid)
    with pytest.raises(_keeper.DiskFullError) as raised:
        keeper.rewrite(document, room=False)
    monkeypatch.undo()
    assert raised.value.free is None
    assert f"that copy needs {len(path.read_bytes())} bytes." in str(raised.value)
    keeper.close()


def _unsaid(_path: object) -> _Usage:
    raise OSError(errno.ENOSYS, os.strerror(errno.ENOSYS))
