"""``cardscore play`` at a real terminal: a pseudo-terminal drives a whole evening of each game.

Each evening is one of the hand-worked evenings of ``examples/`` (their comments work every
deal by the rules' sources: the Laws of Duplicate and Rubber Bridge, the FFT's rules of French
Tarot, pagat's All Fours and Pitch), typed deal by deal with a bad line, an undo, a thrown-in
deal, and a quit and resume in the middle. The process is a real ``python -m cardscore``;
nothing waits on a timer: every step waits for the text the step prints.
"""

from __future__ import annotations

import contextlib
import os
import pty
import select
import signal
import subprocess
import sys
import time
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence
    from pathlib import Path

pytestmark = pytest.mark.skipif(sys.platform == "win32", reason="pseudo-terminals are POSIX")

TIMEOUT = 60.0  # seconds for one step: generous, for a loaded machine


class Terminal:
    """``cardscore play`` running at a pseudo-terminal: type lines, wait for what it prints."""

    def __init__(self, cwd: Path, *argv: str) -> None:
        _RUNNING.append(self)
        master, slave = pty.openpty()
        env = {**os.environ, "TERM": "dumb", "PYTHONIOENCODING": "utf-8", "LC_ALL": "C.UTF-8"}
        self.process = subprocess.Popen(
            [sys.executable, "-m", "cardscore", "play", *argv],
            stdin=slave,
            stdout=slave,
            stderr=slave,
            cwd=cwd,
            env=env,
            start_new_session=True,
        )
        os.close(slave)
        self.fd = master
        self.seen = ""
        self.position = 0

    def read(self, timeout: float) -> bool:
        """Read what is there within ``timeout`` seconds; False at the end of the output."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        if not ready:
            return True
        try:
            data = os.read(self.fd, 65536)
        except OSError:  # EIO: the process has gone and the terminal closed
            return False
        self.seen += data.decode("utf-8", "replace").replace("\r\n", "\n")
        return bool(data)

    def expect(self, text: str) -> str:
        """Wait until ``text`` is printed (after what was expected before); what came before."""
        # A deadline for reading the terminal, so a hung program fails the test instead of
        # hanging it: no time is measured or asserted (the output is).
        deadline = time.monotonic() + TIMEOUT
        while text not in self.seen[self.position :]:
            remaining = deadline - time.monotonic()
            if remaining <= 0 or not self.read(remaining):
                tail = self.seen[self.position :]
                message = f"{text!r} not printed; after the last step came {tail!r}"
                raise AssertionError(message)
        found = self.seen.index(text, self.position)
        before = self.seen[self.position : found]
        self.position = found + len(text)
        return before

    def type(self, line: str) -> None:
        """Type ``line`` and Enter."""
        os.write(self.fd, line.encode() + b"\n")

    def finish(self) -> int:
        """Wait for the process to end (reading all it prints); its exit status."""
        while self.read(TIMEOUT):
            if self.process.poll() is not None and not select.select([self.fd], [], [], 0)[0]:
                break
        return self.process.wait(TIMEOUT)

    def kill(self) -> None:
        """SIGKILL: no handler, no flush, no clean-up runs."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait(TIMEOUT)


_RUNNING: list[Terminal] = []


@pytest.fixture(autouse=True)
def _no_process_left() -> Iterator[None]:
    # A failed step leaves its process waiting for a line: it is killed, and its terminal
    # closed, whatever the test's outcome.
    yield
    while _RUNNING:
        terminal = _RUNNING.pop()
        if terminal.process.poll() is None:
            terminal.process.kill()
        terminal.process.wait(TIMEOUT)
        with contextlib.suppress(OSError):
            os.close(terminal.fd)


Step = tuple[str, str]  # a line typed, and a text the answer prints


def evening(terminal: Terminal, steps: Sequence[Step]) -> None:
    terminal.expect("Type a deal, or help.")
    for line, answer in steps:
        terminal.type(line)
        terminal.expect(answer)


# Each game: the command's arguments, the steps before a quit, the steps after the resume,
# the hand-worked totals and who wins. Each evening types a bad line ("error:"), undoes a
# deal, and throws one in.
EVENINGS: dict[str, tuple[list[str], list[Step], list[Step], dict[str, int], str]] = {
    # examples/chicago.toml, worked by the Laws of Duplicate Contract Bridge (Chicago):
    # NS 90 (2S+1), EW 600 (3NT vulnerable: 100 + 500), NS 300 (4HX two down, not
    # vulnerable: 100 + 200), NS 160 (2H=, 60 + 100 for a part score on the fourth deal).
    "chicago": (
        ["chicago"],
        [
            ("N 2S+1", "Deal 1: N 2S+1"),
            ("N 9S=", "error: evening.toml: deal 2: "),
            ("throw in", "Not counted: passed out"),
            ("E 3NT=", "Next: deal 3, S deals. NS vulnerable."),
        ],
        [
            ("W 4HX 10", "Deal 3: W 4HX="),
            ("undo", "Undone: W 4HX=."),
            ("W 4HX 8", "Deal 3: W 4HX-2"),
            ("S 2H=", "part score on the fourth deal"),
        ],
        {"NS": 550, "EW": 600},
        "Game over.\nresult: EW win by 50 (NS 550, EW 600)",
    ),
    # examples/rubber.toml (the Laws of Rubber Bridge, honours scored): NS 1220, EW 230.
    "rubber": (
        ["rubber", "-o", "honours=true"],
        [
            ("NS 2H+1", "Deal 1: NS 2H+1"),
            ("EW 4S=", "Deal 2: EW 4S="),
            ("throw in", "Not counted: passed out"),
            ("NS 3NT-1", "Deal 3: NS 3NT-1"),
            ("NS 1NT=", "Deal 4: NS 1NT="),
        ],
        [
            ("NS 2C+2", "Deal 5: NS 2C+2"),
            ("EW 3D=", "Deal 6: EW 3D="),
            ("NS 8S=", "error: evening.toml: deal 7: "),
            ("NS 2S=", "Both vulnerable."),
            ("EW 4HX-1", "Deal 8: EW 4HX-1"),
            ("NS 4S+1 honours=NS:100", "honours"),
        ],
        {"NS": 1220, "EW": 230},
        "Game over.\nNS wins the rubber 2–1; NS +990 on points",
    ),
    # examples/needafourth.toml (Need a Fourth?'s rules, N1-N6): Ann 1300, Bob 1100, Cat 3300.
    "needafourth": (
        ["needafourth", "--players", "Ann,Bob,Cat", "-o", "planned=6"],
        [
            ("Bob with Ann 3NTX 7 liar Bob", "Deal 1: Bob with Ann: 3NTX-2, liar Bob"),
            ("Cat with Ann 2HXX= redoubled by Ann", "Deal 2: Ann with Cat: 2HXX="),
            ("Cat with Zed 2H=", "error: evening.toml: deal 3: "),
            ("throw in", "Deal 3: thrown in"),
        ],
        [
            ("Ann with Cat 4H+2", "Deal 4: Ann with Cat: 4H+2"),
            ("undo", "Undone: Ann with Cat: 4H+2."),
            ("Ann with Cat 4H+2", "Next: deal 5, Bob deals."),
            ("Cat with Bob 2SX=", "Deal 5: Cat with Bob: 2SX="),
            ("Bob with Cat 6S=", "Deal 6: Bob with Cat: 6S="),
        ],
        {"Ann": 1300, "Bob": 1100, "Cat": 3300},
        "Game over.\nresult: won by Cat (Ann 1300, Bob 1100, Cat 3300)",
    ),
    # examples/tarot.toml (the FFT's rules): Ann 358, Bob -598, Cid 406, Dan -818, Eve 652.
    "tarot": (
        ["tarot", "--players", "Ann,Bob,Cid,Dan,Eve", "-o", "planned=5"],
        [
            ("Ann garde Cid 2 45", "Deal 1: garde by Ann with Cid: 2 bouts, 45"),
            ("Bob prise Dan 1 50,5", "Deal 2: prise by Bob with Dan: 1 bout, 50.5"),
            ("throw in", "Not counted: void (all pass)"),
        ],
        [
            ("Eve garde sans Eve 2 60 petit defence", "Eve alone"),
            ("Cid garde Ann 2 49 petit taker poignee simple", "poignée simple"),
            # The void deal is not numbered (FFT): the sixth line is the players' deal 5.
            ("Dan garde contre Bob 4 40", "error: evening.toml: deal 5: "),
            ("Dan garde contre Bob 0 40", "lost by 16"),
        ],
        {"Ann": 358, "Bob": -598, "Cid": 406, "Dan": -818, "Eve": 652},
        "Game over.\nresult: won by Eve (Ann 358, Bob -598, Cid 406, Dan -818, Eve 652)",
    ),
    # examples/allfours.toml (pagat's Trinidad All Fours to 21): Reds 21, Blues 19.
    "allfours": (
        ["allfours", "--sides", "Reds,Blues"],
        [
            ("kicks 6H high Reds low Blues jack Reds game Blues", "Deal 1: kicks 6H"),
            (
                "kicks 4S take one Reds high Blues low Blues jack Reds hang game Reds",
                "Deal 2: kicks 4S; take one: Reds",
            ),
            ("kicks JS high Blues low Reds jack none game Blues", "Deal 3: kicks JS"),
            ("kicks AH 9D high Blues low Blues jack Blues game Blues", "Deal 4: kicks AH 9D"),
        ],
        [
            ("throw in kicks 2C 7C KC", "Not counted: redeal (kicks 2C 7C KC)"),
            ("kicks AS high Reds low Blues jack Blues hang game Reds", "Deal 5: kicks AS"),
            ("kicks 6C high Reds low Reds jack Blues game Blues", "Deal 6: kicks 6C"),
            ("kicks 6C high Reds low Reds jack none game Reds", "Deal 7: kicks 6C"),
            ("undo", "Undone: kicks 6C; high Reds, low Reds, game Reds."),
            # The redeal is not numbered (pagat): the players' deal 7, whatever the file holds.
            ("kicks JD high Blues low Blues gme Blues", "error: evening.toml: deal 7: "),
            ("kicks JD high Blues low Blues jack none game Blues", "Deal 7: kicks JD"),
        ],
        {"Reds": 21, "Blues": 19},
        "Game over.\nresult: won by Reds (Reds 21, Blues 19)",
    ),
    # The first four hands of examples/pitch.toml, to 7 (bidder goes out, pagat):
    # Us 3 + 1 - 4 = 0, Them 1 + 3 + 1 + 4 = 9, and Them bid and made the last hand.
    "pitch": (
        ["pitch", "--sides", "Us,Them", "-o", "target=7"],
        [
            ("high Us low Them jack Us game Us bid Us 2", "Totals: Us 3, Them 1."),
            ("high Them low Them jack Us game Them bid Them 3", "Totals: Us 4, Them 4."),
            # Auction pitch has no thrown-in hand: the dealer must bid when all pass (P4).
            ("throw in", "error: evening.toml: deal 3: throw in: "),
        ],
        [
            ("high Us low Us jack none game Them bid Us 4", "setback (bid 4, took 2)"),
            ("high Them low Them jack Them game Them", "error: evening.toml: deal 4: "),
            ("high Them low Them jack Them game Them bid Them 4", "Totals: Us 0, Them 9."),
        ],
        {"Us": 0, "Them": 9},
        "Game over.\nresult: won by Them (Us 0, Them 9)",
    ),
}


SHEET_OUTCOME = {"chicago": "result: EW win by", "rubber": "wins the rubber"}


@pytest.mark.parametrize("game", sorted(EVENINGS))
def test_a_whole_evening_at_a_terminal(tmp_path: Path, game: str) -> None:
    argv, before, after, totals, outcome = EVENINGS[game]
    terminal = Terminal(tmp_path, *argv, "evening.toml")
    evening(terminal, before)
    terminal.type("quit")
    terminal.expect("Saved: evening.toml")
    assert terminal.finish() == 0

    # Resumed: the sheet so far is shown, and the evening goes on where it stopped.
    terminal = Terminal(tmp_path, game, "evening.toml")
    terminal.expect("Resumed evening.toml")
    evening(terminal, after)
    terminal.expect(outcome)
    terminal.type("sheet")
    # Each game's sheet says the outcome in its own words (the rubber pad in full).
    terminal.expect(SHEET_OUTCOME.get(game, "result: won by"))
    terminal.type("quit")
    terminal.expect("Print the sheet: cardscore sheet evening.toml")
    assert terminal.finish() == 0

    scored = sheet.score(sheet.load(tmp_path / "evening.toml"))
    assert scored.totals == totals
    assert scored.finished


def test_killed_between_deals_the_file_holds_every_accepted_deal(tmp_path: Path) -> None:
    # SIGKILL after the second deal's row is shown: the row is shown only once the deal is
    # in the file, so both are there, and the file reads back as a normal scoresheet.
    terminal = Terminal(tmp_path, "chicago", "evening.toml")
    evening(terminal, [("N 2S+1", "Next: deal 2"), ("E 3NT=", "Next: deal 3")])
    terminal.type("bad line")
    terminal.expect("error:")
    terminal.kill()
    code = subprocess.run(
        [sys.executable, "-m", "cardscore", "sheet", "evening.toml"],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=False,
        timeout=TIMEOUT,
    )
    assert code.returncode == 0, code.stderr
    # The Laws' Chicago: 2S+1 not vulnerable is 60 + 30; 3NT= vulnerable is 100 + 500.
    assert "N 2S+1" in code.stdout
    assert "E 3NT=" in code.stdout
    assert sheet.load(tmp_path / "evening.toml").deals == ("N 2S+1", "E 3NT=")
    assert not [path.name for path in tmp_path.iterdir() if path.name != "evening.toml"]


def test_help_and_explain_at_a_terminal(tmp_path: Path) -> None:
    terminal = Terminal(tmp_path, "needafourth", "--players", "Ann,Bob,Cat", "evening.toml")
    evening(
        terminal,
        [
            ("help", "Bob with Ann 3NTX-2 liar Bob"),
            ("hand Ann KQ432.K32.K32.432", "Still: Bob, Cat."),
            ("hand Bob AJ5.AQJ5.AJ5.8765", "Still: Cat."),
            ("hand Cat T976.T9876.QT9.AK", "Now the auction."),
            # Ann opened 1NT with 11 points: 1NT needs 15 or more (Need a Fourth?, N5).
            ("auction 1NT pass pass", "Liars: Ann; added to the next deal you type."),
            ("Ann with Bob 1NT+1", "Deal 1: Ann with Bob: 1NT+1, liar Ann"),
            ("explain 1", "Deal 1: Ann with Bob: 1NT+1, liar Ann"),
        ],
    )
    # Tab completes a command and a name: "expl<Tab>" is "explain ", "Ca<Tab>" is "Cat ".
    terminal.type("expl\t1")
    terminal.expect("Deal 1: Ann with Bob: 1NT+1, liar Ann")
    terminal.type("Ca\twith Bob 2S=")
    terminal.expect("Deal 2: Cat with Bob: 2S=")
    terminal.type("quit")
    assert terminal.finish() == 0
