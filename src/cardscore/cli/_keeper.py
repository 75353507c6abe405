"""How ``cardscore play`` keeps its scoresheet file: one writer, each deal saved in O(1).

- **One writer.** The prompt holds an exclusive lock on the sheet (``fcntl.flock`` on the
  file itself; on Windows ``msvcrt.locking`` on a lock file beside it) for as long as it
  runs: a second prompt on the same file is refused. Every write first checks that the
  file is still the one this prompt last read or wrote (its device, inode, size and
  modification time, to the nanosecond; and, before a whole rewrite, every byte), so a
  file changed by another program is never overwritten unseen. (A change of mode alone
  is no change: the mode is kept.)
- **O(1) saves.** The file is written whole (a temporary file beside it, synced, renamed
  over it) at the start, on ``undo`` and on any change but a new deal. Such a rewrite
  leaves room inside the ``deals`` array: white space, which TOML and JSON both allow
  there. Each new deal is then written into that room, in place, as one write that lies
  within one 4 KiB page (a kill cannot split it), and synced: the file is a complete,
  valid scoresheet before and after, whatever moment a kill comes. When the room is used
  up, the file is rewritten with room as large as itself (so rewrites stay rare: the
  cost of a deal does not grow with the evening). On quit the room is taken out.
- **Links, owner, mode.** A symlinked sheet is written through the link (the temporary
  file is made beside the link's target); a rewrite keeps the file's mode, and its owner
  and group where the system allows it.
- **Clean-up.** Temporary files a killed prompt left beside the sheet are removed on the
  next start; SIGTERM and SIGHUP end the prompt as ``quit`` does, after the save in
  progress, if any (see :func:`stopping`).
"""

from __future__ import annotations

import contextlib
import errno
import json
import os
import re
import secrets
import shutil
import signal
import stat
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING, Literal

import attrs

from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.sheet import SIZE_LIMIT, SheetError, loads
from cardscore.sheet._reader import read

if TYPE_CHECKING:
    from collections.abc import Iterator
    from types import FrameType

    from cardscore.sheet import Scoresheet, Value

__all__ = [
    "PAGE",
    "ROOM",
    "ChangedError",
    "DiskFullError",
    "InUseError",
    "Keeper",
    "LeftError",
    "StaleError",
    "Stopped",
    "changed_at_quit",
    "stopping",
]

PAGE = 4096
"""A page of the file: a write within one is never split by a kill."""

ROOM = 4 * PAGE
"""The least room a rewrite leaves for the deals to come, in bytes (more for a longer file)."""

_Identity = tuple[int, int, int, int]
_SUFFIXES: dict[str, Literal["toml", "json"]] = {".toml": "toml", ".json": "json"}


class InUseError(ScoreError):
    """Another ``cardscore play`` is keeping the file (its lock is held)."""

    def __init__(self, path: str) -> None:
        super().__init__("file", path, _IN_USE)
        self.args = (
            Text(
                "{file} is open in another 'cardscore play' (another window or terminal): "
                "a sheet has one prompt at a time. Go on in that one, or quit it and start "
                "this again.",
                file=path,
            ),
        )


_IN_USE = Text("a file no other 'cardscore play' is keeping")


class ChangedError(ScoreError):
    """The file on disk is not the one the prompt last read or wrote."""

    def __init__(self, path: str) -> None:
        super().__init__("file", path, _UNCHANGED)
        self.args = (
            Text(
                "{file} was changed, moved or removed by another program since this prompt "
                "read or wrote it; nothing was written, so that nothing of that change is "
                "lost. Quit, look at the file, and start again to go on from it as it is.",
                file=path,
            ),
        )


_UNCHANGED = Text("the file as this prompt last read or wrote it")


class DiskFullError(ScoreError):
    """A save that found no room on the disk for the new copy of the file (nothing written).

    Attributes:
        needed: The bytes the new copy takes.
        free: The bytes free on the disk, as the system says (None: it does not say).
    """

    def __init__(self, path: str, error: OSError, needed: int, free: int | None) -> None:
        super().__init__("file", path, _ROOM_FOR_A_COPY)
        self.needed = needed
        self.free = free
        reason = error.strerror or type(error).__name__
        if free is None:
            said = Text(
                "{file} could not be saved ({reason}): a save that writes the sheet whole "
                "first writes a new copy of it beside the file, then puts the copy in the "
                "file's place, so that no deal is ever lost, and that copy needs {needed:,} "
                "bytes. The file is as it was: make room on the disk, then type the line "
                "again.",
                file=path,
                reason=reason,
                needed=needed,
            )
        else:
            said = Text(
                "{file} could not be saved ({reason}): a save that writes the sheet whole "
                "first writes a new copy of it beside the file, then puts the copy in the "
                "file's place, so that no deal is ever lost, and that copy needs {needed:,} "
                "bytes; {free:,} bytes are free. The file is as it was: make room on the "
                "disk, then type the line again.",
                file=path,
                reason=reason,
                needed=needed,
                free=free,
            )
        self.args = (said,)


_ROOM_FOR_A_COPY = Text("a disk with room for a new copy of the file")
_FULL = frozenset({errno.ENOSPC, getattr(errno, "EDQUOT", errno.ENOSPC)})


class StaleError(ScoreError):
    """``sheet`` at the prompt, when the file is no longer the one the prompt keeps."""

    def __init__(self, path: str) -> None:
        super().__init__("file", path, _UNCHANGED)
        self.args = (
            Text(
                "{file} was changed, moved or removed by another program since this prompt "
                "read or wrote it: the sheet this prompt holds is not the file's, so it is "
                "not shown. Quit, and print the file with 'cardscore sheet {file}', or start "
                "again to go on from it as it is.",
                file=path,
            ),
        )


class LeftError(ScoreError):
    """The end of a prompt whose file another program changed meanwhile: left as it is."""

    def __init__(self, path: str) -> None:
        super().__init__("file", path, _UNCHANGED)
        self.args = (changed_at_quit(path),)


def changed_at_quit(path: str) -> Text:
    """What ``quit`` says, and says alone, when another program changed the file meanwhile."""
    return Text(
        "{file} was changed, moved or removed by another program since this prompt last "
        "read or wrote it, and is left as that program left it: look at it ('cardscore "
        "sheet {file}') before you go on from it.",
        file=path,
    )


class Stopped(BaseException):
    """SIGTERM or SIGHUP: the prompt ends as ``quit`` does (``signal`` is its number)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


# While a save is being made, a stop waits for its end (see stopping and Keeper.saving).
_STATE: dict[str, int] = {"saving": 0, "pending": 0}
_SIGNALS = tuple(getattr(signal, name) for name in ("SIGTERM", "SIGHUP") if hasattr(signal, name))


def _stop(signum: int, _frame: FrameType | None) -> None:
    if _STATE["saving"]:
        _STATE["pending"] = signum
        return
    raise Stopped(signum)


def _interrupt(signum: int, _frame: FrameType | None) -> None:
    # Ctrl-C: KeyboardInterrupt, as Python's own handler raises it, but after a save.
    if _STATE["saving"]:
        _STATE["pending"] = signum
        return
    raise KeyboardInterrupt


def _stopped(signum: int) -> BaseException:
    return KeyboardInterrupt() if signum == signal.SIGINT else Stopped(signum)


@contextlib.contextmanager
def stopping() -> Iterator[None]:
    """Within it, SIGTERM and SIGHUP raise :class:`Stopped` (after any save in progress).

    Ctrl-C (SIGINT) raises KeyboardInterrupt, as it does anywhere, but after the save in
    progress too: the file and what the prompt knows of it stay one.
    Outside the main thread (where no handler can be set) it changes nothing, and a signal
    the shell ignores (``nohup``, a job started with ``&``) stays ignored.
    """
    handlers = dict.fromkeys(_SIGNALS, _stop) | {signal.SIGINT: _interrupt}
    try:
        previous = {
            signum: signal.signal(signum, handler)
            for signum, handler in handlers.items()
            if signal.getsignal(signum) is not signal.SIG_IGN
        }
    except ValueError:  # not the main thread
        yield
        return
    try:
        yield
    finally:
        for signum, handler in previous.items():
            signal.signal(signum, handler)
        _STATE["pending"] = 0


@contextlib.contextmanager
def saving() -> Iterator[None]:
    """A save and what the evening learns from it: a stop waits until both are done."""
    _STATE["saving"] += 1
    try:
        yield
    finally:
        _STATE["saving"] -= 1
        pending = _STATE["pending"]
        if pending and not _STATE["saving"]:
            _STATE["pending"] = 0
            raise _stopped(pending)


# --- Locks ------------------------------------------------------------------------------------


def _try_lock(descriptor: int) -> bool:
    """Take the exclusive lock on the open file, without waiting; False when it is held."""
    if sys.platform == "win32":  # pragma: no cover - Windows
        import msvcrt

        try:
            msvcrt.locking(descriptor, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


def _lock_path(target: str) -> str:
    # POSIX locks the sheet itself; Windows cannot rename over an open file, so there the
    # lock is on a file beside it, which stays.
    if sys.platform == "win32":  # pragma: no cover - Windows
        directory, name = os.path.split(target)
        return os.path.join(directory, f".{name}.lock")
    return target


def _identity(status: os.stat_result) -> _Identity:
    return (status.st_dev, status.st_ino, status.st_size, status.st_mtime_ns)


def _same_file(first: os.stat_result, second: os.stat_result) -> bool:
    return (first.st_dev, first.st_ino) == (second.st_dev, second.st_ino)


# Opened without waiting: a FIFO opened for reading waits for a writer, for ever.
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)


def _open_regular(name: str, shown: str) -> int:
    """``name`` opened for reading, if it is a regular file; never waits (a FIFO is refused).

    Raises:
        ScoreError: It is no regular file (a FIFO, a directory, a device, a socket).
        OSError: It cannot be opened.
    """
    descriptor = os.open(name, os.O_RDONLY | _NONBLOCK)
    mode = os.fstat(descriptor).st_mode
    if not stat.S_ISREG(mode):
        os.close(descriptor)
        raise ScoreError(
            "file", shown, Text("a regular file ({kind}: not a regular file)", kind=_kind(mode))
        )
    return descriptor


def _kind(mode: int) -> Text:
    if stat.S_ISFIFO(mode):
        return Text("a FIFO, a named pipe")
    if stat.S_ISDIR(mode):
        return Text("a directory")
    return Text("a device or another special file")  # a socket cannot even be opened


def _cannot(path: str, error: OSError) -> ScoreError:
    reason = error.strerror or type(error).__name__
    return ScoreError("file", path, Text("a file that can be written ({reason})", reason=reason))


# --- Text: the sheet with room for deals ------------------------------------------------------


def _dumps(data: dict[str, Value], form: Literal["toml", "json"]) -> str:
    if form == "json":
        return json.dumps(data, indent=2, ensure_ascii=False) + "\n"
    import tomli_w

    try:
        return tomli_w.dumps(data)
    except TypeError:
        raise ScoreError("format", form, "'json' for a document holding null") from None


def _element(deal: Value, form: Literal["toml", "json"]) -> str | None:
    """One deal as an element of the file's ``deals`` array, with its line break.

    None if the writer did not write it as expected (the file is then written whole).
    """
    if form == "json":  # '{\n  "deals": [\n    DEAL\n  ]\n}\n': '\n    DEAL'
        text, head, tail = _dumps({"deals": [deal]}, form), '{\n  "deals": [', "\n  ]\n}\n"
    else:  # 'deals = [\n    DEAL,\n    "-",\n]\n': '    DEAL,\n'
        # A str after it keeps the array inline (an array of tables alone is [[deals]]).
        text, head, tail = _dumps({"deals": [deal, "-"]}, form), "deals = [\n", '    "-",\n]\n'
    if not (text.startswith(head) and text.endswith(tail)):  # pragma: no cover - defensive
        return None
    return text[len(head) : -len(tail)]


@attrs.frozen
class _Layout:
    """A rewrite's text, and where its room is: ``start`` to ``end`` (-1: no room)."""

    data: bytes
    start: int = -1
    end: int = -1


def _layout(document: Scoresheet, form: Literal["toml", "json"], *, room: bool) -> _Layout:
    """The document's text; with ``room``, white space in its deals array.

    The room is as large as the text itself, at least :data:`ROOM`, and within
    :data:`~cardscore.sheet.SIZE_LIMIT`.
    """
    data = document.to_data()
    if not room:
        return _Layout(_dumps(data, form).encode())
    # A token in the deals array marks where the room goes.
    token = f"cardscore room {secrets.token_hex(8)}"
    deals = data["deals"]
    assert isinstance(deals, list)  # noqa: S101 - to_data's own list, for mypy
    deals.append(token)
    text = _dumps(data, form)
    quoted = f'"{token}"'
    if text.count(quoted) != 1:  # pragma: no cover - a random token in a deal
        deals.pop()
        return _Layout(_dumps(data, form).encode())
    at = text.index(quoted)
    if form == "json":
        # After the last deal (its comma included) or the opening bracket.
        start = len(text[:at].rstrip(" \n"))
        start -= text[start - 1] == ","
        stop = at + len(quoted)
    else:
        start = text.rindex("\n", 0, at) + 1
        stop = at + len(quoted) + 1  # its comma
    before, after = text[:start].encode(), text[stop:].encode()
    size = len(before) + len(after)
    space = min(max(ROOM, size), SIZE_LIMIT - size - 1)
    if space < PAGE:  # near the size limit: no room, each deal rewrites the file
        return _Layout(before + after)
    return _Layout(before + b" " * space + after, len(before), len(before) + space)


# --- The keeper -------------------------------------------------------------------------------


@attrs.define
class Keeper:
    """The scoresheet file of one prompt: locked, read, rewritten, appended to.

    Attributes:
        path: The file as the player named it (for messages).
        target: The file written: ``path``, or the file its symlinks lead to.
        form: ``"json"`` for a ``.json`` file, else ``"toml"``.
        lock: The open file holding the lock (None once closed).
        identity: The file's identity after this prompt last read or wrote it (None: none).
        data: The file's bytes as this prompt last read or wrote them.
        start: Where the next deal goes in the room (-1: no room).
        end: Where the room ends.
        count: How many deals the file holds.
        rewrites: How many times the file was written whole (for tests and measures).
        written: The bytes written by the last save.
        roomy: The file has room in it (written by this prompt, or left by a killed one).
    """

    path: str
    target: str
    form: Literal["toml", "json"]
    lock: int | None = None
    identity: _Identity | None = None
    data: bytearray = attrs.field(factory=bytearray)
    start: int = -1
    end: int = -1
    count: int = 0
    rewrites: int = 0
    written: int = 0
    roomy: bool = False

    @classmethod
    def open(cls, path: str) -> Keeper:
        """Lock the sheet at ``path`` (made later when it does not exist yet).

        Raises:
            InUseError: Another prompt holds it.
            ScoreError: It cannot be opened.
        """
        try:
            link = Path(path).is_symlink()
        except OSError:  # a name too long: said when it is opened
            link = False
        target = os.path.realpath(path) if link else path
        form: Literal["toml", "json"] = "json" if path.lower().endswith(".json") else "toml"
        keeper = cls(path, target, form)
        keeper._acquire()
        if keeper.lock is not None:
            keeper._clean()
        return keeper

    def _acquire(self) -> None:
        name = _lock_path(self.target)
        for _ in range(100):
            try:
                if name == self.target:
                    descriptor = _open_regular(name, self.path)
                else:  # pragma: no cover - Windows
                    descriptor = os.open(name, os.O_RDWR | os.O_CREAT, 0o644)
            except FileNotFoundError:
                return  # no file yet: locked when it is made (see _replace)
            except OSError as error:
                raise _cannot(self.path, error) from None
            if not _try_lock(descriptor):
                os.close(descriptor)
                raise InUseError(self.path)
            # A prompt that rewrote the file meanwhile locked the new one: try that.
            try:
                still = _same_file(os.fstat(descriptor), Path(name).stat())
            except FileNotFoundError:  # pragma: no cover - removed since it was opened
                still = False
            if still:
                self.lock = descriptor
                return
            os.close(descriptor)
        raise InUseError(self.path)  # pragma: no cover - rewritten a hundred times meanwhile

    def _clean(self) -> None:
        """Remove the temporary files a killed prompt left beside the file (lock held)."""
        directory, name = os.path.split(Path(self.target).absolute())
        ours = re.compile(rf"\.{re.escape(name)}\.[a-z0-9_]{{8}}\.tmp")
        with contextlib.suppress(OSError):
            for entry in os.scandir(directory):
                if ours.fullmatch(entry.name) and entry.is_file(follow_symlinks=False):
                    with contextlib.suppress(OSError):
                        os.unlink(entry.path)

    def exists(self) -> bool:
        """True when the file is there (to be resumed)."""
        return Path(self.target).exists()

    def load(self) -> Scoresheet:
        """The sheet in the file, its bytes and identity noted for the checks.

        Raises:
            SheetError: It cannot be read, or is no scoresheet.
        """
        try:
            with os.fdopen(_open_regular(self.target, self.path), "rb") as file:
                before = os.fstat(file.fileno())
                data = read(file)
        except ScoreError as error:
            raise SheetError(self.path, None, error) from None
        except OSError as error:
            reason = error.strerror or type(error).__name__
            allowed = Text("a readable UTF-8 file ({reason})", reason=reason)
            raise SheetError(self.path, None, ScoreError("file", self.path, allowed)) from None
        suffix = os.path.splitext(self.path)[1].lower()
        document = loads(data, format=_SUFFIXES.get(suffix), source=self.path)
        self.identity = _identity(before)
        self.data = bytearray(data)
        self.count = len(document.deals)
        self.start = self.end = -1
        # Room left by a prompt that was killed: taken out when this one ends.
        self.roomy = b" " * PAGE in data
        return document

    # --- Checks -------------------------------------------------------------------------------

    def _check(self, *, whole: bool) -> os.stat_result | None:
        """The file's status, checked to be the file last read or written (None: none yet)."""
        try:
            status = Path(self.target).stat()
        except FileNotFoundError:
            if self.identity is None:
                return None
            raise ChangedError(self.path) from None
        except OSError as error:
            raise _cannot(self.path, error) from None
        if _identity(status) != self.identity:
            raise ChangedError(self.path)
        if whole:
            try:
                with os.fdopen(_open_regular(self.target, self.path), "rb") as file:
                    same = read(file) == self.data
            except (OSError, ScoreError):  # pragma: no cover - changed between stat and read
                same = False
            if not same:
                raise ChangedError(self.path)
        return status

    def changed(self) -> bool:
        """True when the file is no longer the one this prompt last read or wrote.

        Changed, moved or removed by another program: every byte is compared.

        Raises:
            ScoreError: The file cannot be looked at.
        """
        try:
            self._check(whole=True)
        except ChangedError:
            return True
        return False

    # --- Writing ------------------------------------------------------------------------------

    def rewrite(self, document: Scoresheet, *, room: bool = True) -> None:
        """Write ``document`` whole, atomically; with room for the deals to come (``room``).

        Raises:
            ChangedError: The file changed on disk since this prompt read or wrote it.
            ScoreError: It cannot be written (it is unchanged).
        """
        layout = _layout(document, self.form, room=room)
        if layout.start >= 0 and not self._fits(len(layout.data)):
            layout = _layout(document, self.form, room=False)  # a nearly full disk
        try:
            self._replace(layout.data)
        except DiskFullError:
            if layout.start < 0:
                raise
            # No room on the disk for the copy with room: one without it is as safe (a
            # whole copy, renamed), only each deal then writes the file whole.
            layout = _layout(document, self.form, room=False)
            self._replace(layout.data)
        self.start, self.end = layout.start, layout.end
        self.roomy = layout.start >= 0
        self.count = len(document.deals)

    def append(self, document: Scoresheet) -> None:
        """Save ``document``, which is the file's sheet with one deal more, in O(1).

        The deal goes into the room a rewrite left; the file is rewritten when there is
        none left (or none yet).

        Raises:
            ChangedError: The file changed on disk since this prompt read or wrote it.
            ScoreError: It cannot be written (it is unchanged).
        """
        if len(document.deals) != self.count + 1 or self.start < 0:
            self.rewrite(document)
            return
        element = _element(document.deals[-1], self.form)
        if element is None:  # pragma: no cover - defensive
            self.rewrite(document)
            return
        chunk = (("," if self.count and self.form == "json" else "") + element).encode()
        at = self.start
        if at // PAGE != (at + len(chunk) - 1) // PAGE:
            at = (at // PAGE + 1) * PAGE  # the room before it stays white space
        if len(chunk) > PAGE or at + len(chunk) > self.end:
            self.rewrite(document)
            return
        self._check(whole=False)
        try:
            with open(self.target, "r+b") as file:
                file.seek(at)
                file.write(chunk)
                file.flush()
                os.fsync(file.fileno())
                status = os.fstat(file.fileno())
        except PermissionError:
            self.rewrite(document)  # a read-only file, replaced as a whole (as before)
            return
        except OSError as error:
            self._unwrite(at, len(chunk))
            raise _cannot(self.path, error) from None
        self.identity = _identity(status)
        self.data[at : at + len(chunk)] = chunk  # in place: O(1) in the evening's length
        self.start = at + len(chunk)
        self.count += 1
        self.written = len(chunk)

    def _unwrite(self, at: int, size: int) -> None:
        """Give the room back the deal a failed save may have left in it (as far as can be).

        The file is then the one noted last, but for its time; if even that fails, the
        next save finds it changed, and refuses.
        """
        try:
            with open(self.target, "r+b") as file:
                file.seek(at)
                file.write(self.data[at : at + size])
                file.flush()
                status = os.fstat(file.fileno())
        except OSError:  # pragma: no cover - the disk refused the write back too
            return
        self.identity = _identity(status)

    def _fits(self, size: int) -> bool:
        """True unless the disk says it has less than ``size`` bytes free beside the file."""
        free = _free(Path(self.target).absolute().parent)
        return free is None or free >= size

    def _full(self, error: OSError, size: int) -> ScoreError:
        if error.errno in _FULL:
            return DiskFullError(
                self.path, error, size, _free(Path(self.target).absolute().parent)
            )
        return _cannot(self.path, error)

    def _replace(self, data: bytes) -> None:
        before = self._check(whole=True)
        target = Path(self.target)
        directory = target.absolute().parent
        try:
            descriptor, name = tempfile.mkstemp(
                dir=directory, prefix=f".{target.name}.", suffix=".tmp"
            )
        except OSError as error:
            raise self._full(error, len(data)) from None
        temp = Path(name)
        try:
            _write_all(descriptor, data)
            os.fsync(descriptor)
            if before is None:
                os.chmod(descriptor, 0o644)
            else:
                os.chmod(descriptor, stat.S_IMODE(before.st_mode))
                _owner(descriptor, before)
            locked = _lock_path(self.target) == self.target
            if locked:  # pragma: no branch - only Windows locks another file
                _locked(descriptor, self.path)
            if before is None:
                _make(temp, target, self.path)
            else:
                temp.replace(target)
            status = os.fstat(descriptor)
        except BaseException as error:
            os.close(descriptor)
            temp.unlink(missing_ok=True)
            if isinstance(error, OSError):
                raise self._full(error, len(data)) from None
            raise
        if locked:
            if self.lock is not None:
                os.close(self.lock)
            self.lock = descriptor
        else:  # pragma: no cover - Windows
            os.close(descriptor)
        self.identity = _identity(status)
        self.data = bytearray(data)
        self.rewrites += 1
        self.written = len(data)
        _sync(directory)
        if before is None:
            self._clean()  # a first start killed before the file was made left one

    def tidy(self, document: Scoresheet) -> None:
        """Take the room out of the file (on quit), which holds ``document``, if it has some.

        Raises:
            ChangedError: The file changed on disk since this prompt read or wrote it.
            ScoreError: It cannot be written (it is unchanged).
        """
        if self.start < 0 and not self.roomy:
            return
        self.rewrite(document, room=False)

    def close(self) -> None:
        """Let the file go (its lock); the keeper writes no more."""
        if self.lock is not None:
            os.close(self.lock)
            self.lock = None
            if sys.platform == "win32":  # pragma: no cover - Windows
                with contextlib.suppress(OSError):
                    os.unlink(_lock_path(self.target))

    def __del__(self) -> None:
        # An evening dropped without close() (in tests) lets its file go with it.
        self.close()


def _write_all(descriptor: int, data: bytes) -> None:
    """Write all of ``data`` to ``descriptor`` (a write may take only part of it)."""
    view = memoryview(data)
    while view:
        view = view[os.write(descriptor, view) :]


def _free(directory: Path) -> int | None:
    """The bytes free for this user on the disk holding ``directory`` (None: not said)."""
    try:
        return shutil.disk_usage(directory).free
    except OSError:  # a file system that says nothing of its room
        return None


def _locked(descriptor: int, shown: str) -> None:
    # The new file is locked before it takes the name: no other prompt can have it.
    if not _try_lock(descriptor):  # pragma: no cover - nobody else has the new file
        raise InUseError(shown)


def _owner(descriptor: int, before: os.stat_result) -> None:
    # The file's owner and group, where the system lets this user give them: root can, a
    # member of the group can keep the group; else the file becomes this user's, as any
    # editor's save makes it.
    if not hasattr(os, "fchown"):  # pragma: no cover - Windows
        return
    current = os.fstat(descriptor)
    if (current.st_uid, current.st_gid) == (before.st_uid, before.st_gid):
        return
    try:
        os.fchown(descriptor, before.st_uid, before.st_gid)
    except PermissionError:  # pragma: no cover - root (the tests' user) may give files away
        with contextlib.suppress(PermissionError):
            os.fchown(descriptor, -1, before.st_gid)


def _make(temp: Path, target: Path, shown: str) -> None:
    """Give ``temp`` the name ``target``, which must not exist (another prompt may make it)."""
    try:
        os.link(temp, target)
    except FileExistsError:  # pragma: no cover - made between the check and the link
        raise InUseError(shown) from None
    except OSError:  # pragma: no cover - a file system without hard links
        temp.replace(target)
        return
    temp.unlink()


def _sync(directory: Path) -> None:
    # The rename itself is made durable by syncing the directory (where the system allows).
    with contextlib.suppress(OSError):
        descriptor = os.open(directory, os.O_RDONLY)
        try:
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
