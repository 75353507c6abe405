"""``cardscore play`` in-process: lines from a pipe, each game's line notation, saving.

The deals are those of the hand-worked evenings in ``examples/`` (their comments work each
deal by the Laws of Bridge, the FFT's rules of French Tarot and pagat's All Fours and
Pitch); ``tests/cli/test_play_pty.py`` plays whole evenings at a real terminal.
"""

from __future__ import annotations

import argparse
import builtins
import io
import os
import sys
from pathlib import Path

import pytest

from cardscore import sheet
from cardscore.bridge import PASS_WORDS
from cardscore.cli import _lines, _options, main, play
from cardscore.cli.play._needafourth import NeedAFourth
from cardscore.errors import NotationError, ScoreError
from cardscore.i18n import Text
from tests import paths
from tests.bad_input import wrong


def kept(opened: play.Evening) -> NeedAFourth:
    """What Need a Fourth?'s family keeps at the prompt for the next deal: hands, liars."""
    family = opened.family
    assert isinstance(family, NeedAFourth)
    return family


def run(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: str,
    *argv: str,
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    code = main(["play", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def args(file: Path, game: str = "chicago", *options: str, **flags: str) -> argparse.Namespace:
    return argparse.Namespace(
        game=game,
        file=str(file),
        players=flags.get("players"),
        sides=flags.get("sides"),
        preset=flags.get("preset"),
        title=flags.get("title"),
        option=list(options),
    )


class Said:
    """What the evening says, line by line."""

    def __init__(self) -> None:
        self.lines: list[str] = []

    def __call__(self, text: str) -> None:
        self.lines.append(text)

    def text(self) -> str:
        """What was said since the last call."""
        text = "\n".join(self.lines)
        self.lines.clear()
        return text


def evening(path: Path, game: str = "chicago", *options: str, **flags: str) -> play.Evening:
    return play.Evening.open(args(path, game, *options, **flags), Said())


def said(opened: play.Evening) -> str:
    assert isinstance(opened.write, Said)
    return opened.write.text()


# --- A whole evening through a pipe ------------------------------------------------------------


def test_a_chicago_evening_from_a_pipe(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # examples/chicago.toml, worked by the Laws (Chicago): NS 90, EW 600, NS 300, NS 160.
    path = tmp_path / "evening.toml"
    lines = "N 2S+1\n\n# a comment\nthrow in\nE 3NT=\nW 4HX 8\nexplain 3\nS 2H=\nsheet\n"
    code, out, err = run(monkeypatch, capsys, lines, "chicago", str(path), "--title", "Tue")
    assert (code, err) == (0, "")
    assert "Tue: NS, EW. Saving in" in out
    assert "Next: deal 1, N deals. Nobody vulnerable." in out
    assert (
        "Deal 1: N 2S+1\n  trick score (2 × 30)  NS  +60\n  overtricks (1 × 30)   NS  +30" in out
    )
    assert "Not counted: passed out\n  nothing scored" in out
    assert "Next: deal 2, E deals. EW vulnerable. Part scores: NS 60, EW 0." in out
    assert "Next: deal 4, W deals. Both vulnerable." in out
    assert out.count("Deal 3: W 4HX-2") == 2  # recorded, then explained
    assert (
        "Totals: NS 550, EW 600.\nGame over.\nresult: EW win by 50 (NS 550, EW 600)\n"
        f"Print the sheet: cardscore sheet {path}\n" in out
    )
    # Four deals as the players count them: the passed-out deal is not one (the Laws).
    assert out.endswith(f"Saved: {path}, 4 deals.\n{PRINTING.format(path=path)}\n")
    document = sheet.load(path)
    assert document.title == "Tue"
    assert document.deals == ("N 2S+1", "pass", "E 3NT=", _w4hx8(), "S 2H=")


def _w4hx8() -> sheet.Value:
    return {"declarer": "W", "contract": "4HX", "tricks": 8}


def test_a_refused_line_changes_nothing_and_a_script_sees_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    code, out, err = run(monkeypatch, capsys, "N 2S+1\nN 8S=\nundo\nundo\n", "chicago", str(path))
    assert code == 2
    # The same message as a bad sheet: the file, the deal, the field, the value, what is allowed.
    assert err.startswith(f"error: {path}: deal 2: ")
    assert "'8S='" in err
    assert err.endswith(
        "cardscore play: error: line: 'N 8S=' is not allowed; expected a deal or a command "
        f"(1 line refused; the deals accepted are saved in {path})\n"
    )
    assert "Undone: N 2S+1." in out
    assert "Nothing to undo." in out
    assert sheet.load(path).deals == ()
    code, _, err = run(monkeypatch, capsys, "x\ny\n", "chicago", str(path))
    assert code == 2
    assert "(2 lines refused;" in err


def test_resuming_shows_the_sheet_and_goes_on(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    code, out, _ = run(monkeypatch, capsys, "quit\nN 2S+1\n", "chicago", str(path))
    assert code == 0
    assert out.endswith(f"Saved: {path}, no deals yet.\n")  # no sheet to print yet
    code, out, _ = run(monkeypatch, capsys, "N 2S+1\nexit\n", "chicago", str(path))
    assert "Resumed" in out
    assert "deal  played" not in out  # nothing to show yet
    assert out.endswith(f"Saved: {path}, 1 deal.\n{PRINTING.format(path=path)}\n")
    code, out, _ = run(monkeypatch, capsys, "q\n", "chicago", str(path))
    assert f"Resumed {path}: 1 deal." in out
    assert "   1  N       none  N 2S+1" in out
    # The next deal is said once: the sheet's own last line, not the prompt's line again.
    assert out.count("deal 2") == 1
    assert "Next: deal 2, E deals. EW vulnerable. Part scores: NS 60, EW 0.\nType a deal" in out


PRINTING = (
    "Print the sheet: cardscore sheet {path}\n"
    "A page to print: cardscore sheet {path} --format html > sheet.html"
)


def test_a_page_to_print_is_offered_with_the_path_quoted(tmp_path: Path) -> None:
    opened = evening(tmp_path / "my evening.toml")
    assert opened.printing() == PRINTING.format(path=f"'{tmp_path}/my evening.toml'")


def test_a_json_file_is_written_as_json(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.json"
    code, _, _ = run(monkeypatch, capsys, "Ann 4H=\n", "rubber", str(path), "--sides", "Ann,Bob")
    assert code == 0
    assert path.read_text(encoding="utf-8").startswith("{")
    assert sheet.load(path).deals == ("Ann 4H=",)


def test_help_names_the_games_notation_and_the_commands(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    code, out, _ = run(monkeypatch, capsys, "help\n", "tarot", str(path), "--players", "A,B,C")
    assert code == 0
    assert "  A garde 2 45   " in out  # three players: no partner called (issue 39 item 7)
    assert (
        "Commands: undo, throw in, edit, delete, sheet, explain, close, planned, help, quit."
        in out
    )


# --- Starting and resuming: the command line ---------------------------------------------------


@pytest.mark.parametrize(
    ("game", "flags", "message"),
    [
        ("chicago", {"players": "A,B"}, "--players: 'A,B' is not allowed; expected --sides"),
        ("tarot", {}, "--players: missing; expected the players' names, comma-separated"),
        ("tarot", {"players": "A,,B"}, "--players: 'A,,B' is not allowed; expected names"),
        ("tarot", {"players": "A,B"}, "expected 3 to 5 distinct player names"),
        ("bridge", {}, "game: 'bridge' is not allowed; expected one of 'allfours', "),
    ],
)
def test_a_bad_start_writes_nothing(
    tmp_path: Path, game: str, flags: dict[str, str], message: str
) -> None:
    path = tmp_path / "evening.toml"
    with pytest.raises(ScoreError) as caught:
        # Private on purpose: the start of an evening, without a terminal (main covers the rest).
        sheet.score(play._start.start(args(path, game, **flags)))
    assert message in str(caught.value)
    assert not path.exists()


def test_players_may_be_separated_by_spaces(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml", "needafourth", players="Ann Bob Cat")
    assert opened.scored.parties == ("Ann", "Bob", "Cat")


@pytest.mark.parametrize(
    ("text", "option"),
    [
        ("honours=true", ("honours", True)),
        ("close = False", ("close", False)),
        ("planned=6", ("planned", 6)),
        ("lose_at=-11", ("lose_at", -11)),
        ("first_dealer=E", ("first_dealer", "E")),
    ],
)
def test_options_are_read_as_a_sheet_writes_them(text: str, option: tuple[str, object]) -> None:
    assert _options.option(text) == option


@pytest.mark.parametrize("text", ["honours", "=true"])
def test_an_option_needs_a_name_and_a_value(text: str) -> None:
    with pytest.raises(NotationError, match="expected NAME=VALUE"):
        _options.option(text)


@pytest.mark.parametrize(
    ("flags", "options", "message"),
    [
        ({"players": "A,B,C"}, (), "--players: 'A,B,C' is not allowed; expected Ann,Bob,Cat, as"),
        ({"title": "T"}, (), "--title: 'T' is not allowed; expected U, as"),
        ({}, ("planned=3",), "--option: 'planned=3' is not allowed; expected planned=6, as"),
    ],
)
def test_a_resumed_file_keeps_its_own_players_and_options(
    tmp_path: Path, flags: dict[str, str], options: tuple[str, ...], message: str
) -> None:
    path = tmp_path / "evening.toml"
    evening(path, "needafourth", "planned=6", players="Ann,Bob,Cat", title="U")
    with pytest.raises(ScoreError, match=message):
        evening(path, "needafourth", *options, **flags)


def test_a_resumed_file_is_of_its_own_game(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    evening(path)
    with pytest.raises(ScoreError, match="GAME: 'tarot' is not allowed; expected 'chicago'"):
        evening(path, "tarot")
    assert evening(path, "Chicago").document.game == "chicago"


# --- Saving ------------------------------------------------------------------------------------


def test_a_file_that_cannot_be_written_refuses_the_deal(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    opened = evening(path)
    path.chmod(0o640)
    opened.keeper.target = str(tmp_path / "gone" / "evening.toml")
    assert opened.handle("N 2S+1")
    assert len(opened.document.deals) == 0
    assert opened.refused == ["N 2S+1"]
    opened.keeper.target = str(path)
    assert opened.handle("N 2S+1")
    assert sheet.load(path).deals == ("N 2S+1",)
    assert path.stat().st_mode & 0o777 == 0o640  # the file's mode is kept


def test_a_failed_rename_leaves_the_file_and_no_temporary_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "evening.toml"
    opened = evening(path)
    before = path.read_bytes()

    def full(*_: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(Path, "replace", full)
    with pytest.raises(ScoreError, match=r"could not be saved \(No space left on device\)"):
        opened.record("N 2S+1")
    assert path.read_bytes() == before
    assert [entry.name for entry in tmp_path.iterdir()] == ["evening.toml"]
    assert opened.document.deals == ()


def test_a_failed_write_without_a_reason_names_the_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = evening(tmp_path / "evening.toml")

    def broken(*_: object) -> None:
        raise IsADirectoryError

    monkeypatch.setattr(os, "fsync", broken)
    with pytest.raises(ScoreError, match=r"\(IsADirectoryError\)"):
        opened.record("N 2S+1")


def test_a_directory_that_cannot_be_synced_is_no_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    opened = evening(tmp_path / "evening.toml")
    real = os.open

    def no_directories(name: object, flags: int, *rest: int) -> int:
        if Path(str(name)).is_dir():
            raise PermissionError(13, "Permission denied")
        return real(wrong(name), flags, *rest)  # os.open's own arguments

    monkeypatch.setattr(os, "open", no_directories)
    opened.record("N 2S+1")
    assert sheet.load(tmp_path / "evening.toml").deals == ("N 2S+1",)


# --- The prompt's commands ---------------------------------------------------------------------


def test_explain(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml")
    said(opened)
    opened.handle("explain 1")
    opened.handle("explain")
    assert said(opened) == "No deal yet: nothing to explain.\nNo deal yet: nothing to explain."
    assert opened.refused == []
    opened.handle("throw in")
    said(opened)
    # The Laws (Chicago): a passed-out deal is not one of the four: it has no number.
    with pytest.raises(ScoreError, match="explain: '1' is not allowed; expected no number"):
        opened.explain("1")
    opened.undo()
    opened.handle("N 2S+1")
    opened.handle("throw in")
    said(opened)
    opened.handle("explain")
    assert said(opened) == "Not counted: passed out\n  nothing scored"
    opened.handle("explain 1")
    assert said(opened).startswith("Deal 1: N 2S+1\n  trick score (2 × 30)  NS  +60")
    with pytest.raises(ScoreError, match="explain: '7' is not allowed; expected a deal number"):
        opened.explain("7")
    with pytest.raises(ScoreError, match="explain: 'None' is not allowed"):
        opened.explain("None")  # the passed-out row has no number


def test_throw_in_takes_nothing_after_it_in_bridge(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml")
    opened.handle("throw in now")
    assert opened.refused == ["throw in now"]
    assert opened.document.deals == ()


@pytest.mark.parametrize(
    ("game", "sides", "shown"),
    [
        # The Laws of Contract Bridge: a passed-out deal is thrown in, the next player deals;
        # it does not count, so the next deal keeps its number.
        ("rubber", "NS,EW", ("Not counted: passed out\n  nothing scored\nTotals: NS 0, EW 0.\n"
         "Next: deal 1. Nobody vulnerable.")),
        # pagat's Pitch, the dealer not forced to bid: a hand all pass is thrown in and the
        # deal passes to the left.
        ("pitch", "Us,Them", ("Not counted: thrown in\n  nothing scored\nTotals: Us 0, Them 0.\n"
         "Next: deal 1, Them deals.")),
    ],
)  # fmt: skip
def test_a_passed_hand_in_rubber_and_pitch(
    tmp_path: Path, game: str, sides: str, shown: str
) -> None:
    options = ("dealer_forced=false",) if game == "pitch" else ()
    opened = evening(tmp_path / "e.toml", game, *options, sides=sides)
    said(opened)
    opened.handle("throw in")
    assert said(opened) == shown
    assert opened.document.deals == ("pass",)
    assert opened.refused == []
    assert sheet.load(tmp_path / "e.toml").deals == ("pass",)


@pytest.mark.parametrize("typed", [*sorted(PASS_WORDS), "Passed  Out", "P"])
@pytest.mark.parametrize(
    ("game", "sides", "shown"),
    [
        # The Laws of Contract Bridge: a deal all four pass is thrown in and does not count.
        ("chicago", "NS,EW", "Not counted: passed out\n  nothing scored"),
        ("rubber", "NS,EW", "Not counted: passed out\n  nothing scored"),
        # pagat's Pitch (the dealer not forced): a hand all pass is thrown in.
        ("pitch", "Us,Them", "Not counted: thrown in\n  nothing scored"),
    ],
)  # fmt: skip
def test_every_spelling_of_a_pass_is_a_passed_out_deal_at_the_prompt(
    tmp_path: Path, typed: str, game: str, sides: str, shown: str
) -> None:
    # One reading of a pass (cardscore.bridge.PASS_WORDS, any case): what the sheet's file
    # reads as a passed-out deal, the prompt records as one, written as the file writes it.
    options = ("dealer_forced=false",) if game == "pitch" else ()
    opened = evening(tmp_path / "e.toml", game, *options, sides=sides)
    said(opened)
    opened.handle(typed)
    assert opened.refused == []
    assert said(opened).startswith(shown)
    assert sheet.load(tmp_path / "e.toml").deals == ("pass",)


def test_a_pass_is_no_deal_where_the_game_has_none(tmp_path: Path) -> None:
    # French Tarot has no auction a pass could end: 'pass' is refused as a deal, by name.
    opened = evening(tmp_path / "e.toml", "tarot", players="Ann,Bob,Cat,Dan")
    said(opened)
    opened.handle("pass")
    assert opened.refused == ["pass"]
    assert opened.document.deals == ()


def test_the_liars_of_an_auction_go_with_the_next_deal(tmp_path: Path) -> None:
    # Need a Fourth? (N5): a 1NT opening needs 15 or more high-card points; Ann has 11.
    opened = evening(tmp_path / "e.toml", "needafourth", players="Ann,Bob,Cat")
    said(opened)
    opened.handle("auction 1NT pass pass")
    opened.handle("hand Zed AKQ")
    opened.handle("hand Ann")
    assert opened.refused == ["auction 1NT pass pass", "hand Zed AKQ", "hand Ann"]
    for line in ("hand Ann KQ432.K32.K32.432", "hand Bob AJ5.AQJ5.AJ5.8765"):
        opened.handle(line)
    assert said(opened).endswith("Hand of Bob kept. Still: Cat.")
    opened.handle("hand Cat T976.T9876.QT9.AK")
    opened.handle("auction")
    assert opened.refused[-1] == "auction"
    opened.handle("auction 1NT pass pass")
    # The check's explanation, a line per player (needafourth.BidCheck.lines), then the liars.
    assert said(opened).endswith(
        "Ann: 1NT broke 1NT opening: 15+ HCP\nBob: no requirement broken\n"
        "Cat: no requirement broken\nLiars: Ann; added to the next deal you type."
    )
    opened.handle("Ann with Bob 1NT+1")
    assert said(opened).startswith("Deal 1: Ann with Bob: 1NT+1, liar Ann")
    for line in ("hand Ann KQ432.K32.K32.432", "hand Bob AJ5.AQJ5.AJ5.8765"):
        opened.handle(line)
    opened.handle("hand Cat T976.T9876.QT9.AK")
    # Bob deals the second deal and passes; Cat opens 1NT with 9 points.
    opened.handle("auction pass 1NT pass pass")
    assert said(opened).endswith("Liars: Cat; added to the next deal you type.")
    opened.handle("Bob with Ann 2H= liar Bob")  # a deal naming its own liars keeps them
    assert opened.document.deals[-1] == {
        "chooser": "Bob",
        "partner": "Ann",
        "result": "2H=",
        "liars": ["Bob"],
    }
    assert kept(opened).liars is None
    assert kept(opened).hands == {}
    for line in ("hand Ann KQ432.K32.K32.432", "hand Bob AJ5.AQJ5.AJ5.8765"):
        opened.handle(line)
    opened.handle("hand Cat T976.T9876.QT9.AK")
    said(opened)
    opened.handle("auction pass pass pass")
    assert said(opened).endswith("Nobody lied.")
    opened.handle("Cat with Bob 1C+1")
    assert "liars" not in opened.document.deals[-1]


def test_hand_and_auction_are_deals_in_the_other_games(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml", "tarot", players="A,B,C,D")
    opened.handle("hand A AKQ")
    assert opened.refused == ["hand A AKQ"]


def test_tab_completion_offers_names_commands_and_the_games_words(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml", "pitch", sides="Us,Them")
    words = opened.words()
    assert {"Us", "Them", "undo", "explain", "high", "bid", "kicks"} <= set(words)
    complete = play.completion(words)
    assert complete is not None
    assert [complete("T", state) for state in range(5)] == [
        "take ",
        "Them ",
        "throw in ",
        "trey ",
        None,
    ]


def test_without_readline_there_is_no_completion(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "readline", None)
    assert play.completion(["Ann"]) is None


@pytest.mark.parametrize("stop", [EOFError, KeyboardInterrupt])
def test_at_a_terminal_the_prompt_reads_until_the_end(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, stop: type[BaseException]
) -> None:
    typed = iter(["N 2S+1", "undo", "N 3NT="])

    def prompt(text: str) -> str:
        assert text == "> "
        for line in typed:
            return line
        raise stop

    monkeypatch.setattr(builtins, "input", prompt)
    monkeypatch.setattr(play._input, "completion", lambda _words: None)
    opened = evening(tmp_path / "e.toml")
    opened.play(io.StringIO(), interactive=True)
    assert opened.document.deals == ("N 3NT=",)
    opened.play(io.StringIO("quit\nN 2S+1\n"), interactive=False)
    assert opened.document.deals == ("N 3NT=",)


def test_the_game_over_line(tmp_path: Path) -> None:
    opened = evening(tmp_path / "e.toml")
    # The Laws: undertricks not doubled are 50 each not vulnerable, 100 vulnerable. Deal 1
    # (nobody vulnerable) EW 100; deal 2 (EW vulnerable) NS 100; deal 3 (NS) EW 100; deal 4
    # (both) NS 100: 200 each.
    for line in ("N 1NT-2", "E 1NT-1", "S 1NT-1", "W 1NT-1"):
        opened.handle(line)
    scored = opened.scored
    assert scored.totals == {"NS": 200, "EW": 200}
    # The sheet's own ending line, as cardscore sheet prints it.
    assert play.next_line(scored) == "Game over.\nresult: a tie (NS 200, EW 200)"
    assert scored.render("text").endswith("\nresult: a tie (NS 200, EW 200)")


def test_a_closed_rubber_resumed_is_over(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # examples/drawbridge.toml: closed unfinished (the Laws' 300 for the only game).
    path = tmp_path / "drawbridge.toml"
    path.write_bytes((paths.EXAMPLES / "drawbridge.toml").read_bytes())
    code, out, err = run(monkeypatch, capsys, "Ann 1S=\nundo\nundo\n", "rubber", str(path))
    assert code == 2
    # The pad's own outcome, then once "Game over." (not the outcome again).
    assert "\nrubber closed unfinished, games 1–0; Ann +210 on points\nGame over.\n" in out
    # Over means over: no deal after the end.
    assert err.startswith(
        "error: deal: 'Ann 1S=' is not allowed; expected no deal: the game is over "
        "('undo' takes back what ended it)\n"
    )
    # As a ledger's undo() takes back its close(): the first undo reopens the rubber.
    # Open, the Laws' trick and bonus points alone: Ann 120 + 30 + 60, Bob 70 + 30 + 200.
    assert "Reopened: the evening is no longer closed.\nTotals: Ann 210, Bob 300.\n" in out
    assert "Undone: Ann 1S+2.\nTotals: Ann 120, Bob 300.\nNext: deal 4" in out
    document = sheet.load(path)
    assert document.deals == ("Ann 4H=", "Bob 2NT+1", "Ann 3C-2")
    assert "close" not in document.options


# --- Each game's line --------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("game", "line", "deal"),
    [
        ("chicago", "N 4S=", "N 4S="),
        ("chicago", "W 4HX 8", {"declarer": "W", "contract": "4HX", "tricks": 8}),
        ("rubber", "NS 4S+1 honours=NS:100", {"declarer": "NS", "result": "4S+1", "honours": "NS:100"}),
        ("rubber", "NS 4S 11 hon=NS:100", {"declarer": "NS", "contract": "4S", "tricks": 11, "honours": "NS:100"}),
        ("rubber", "'North South' 2H x", {"declarer": "North South", "contract": "2H", "tricks": "x"}),
        ("needafourth", "Bob with Ann 3NTX-2 liar Bob", {"chooser": "Bob", "partner": "Ann", "result": "3NTX-2", "liars": ["Bob"]}),
        ("needafourth", "Bob with Ann 3NTX 7 liars Bob and Ann", {"chooser": "Bob", "partner": "Ann", "contract": "3NTX", "tricks": 7, "liars": ["Bob", "Ann"]}),
        ("needafourth", "Cat with Ann 2HXX= redoubled by Ann liar Cat", {"chooser": "Cat", "partner": "Ann", "result": "2HXX=", "redoubled_by": "Ann", "liars": ["Cat"]}),
        ("tarot", "Ann garde Cid 2 45", {"taker": "Ann", "contract": "garde", "partner": "Cid", "bouts": 2, "points": 45}),
        ("tarot", "Ann garde 2 45", {"taker": "Ann", "contract": "garde", "bouts": 2, "points": 45}),
        ("tarot", "Bob prise with Dan 1 50,5", {"taker": "Bob", "contract": "prise", "partner": "Dan", "bouts": 1, "points": 50.5}),
        ("tarot", "Eve garde contre 3 80.5 chelem announced", {"taker": "Eve", "contract": "garde contre", "bouts": 3, "points": 80.5, "chelem": "announced"}),
        ("tarot", "Eve garde sans Eve x 45.3 alone", {"taker": "Eve", "contract": "garde sans", "partner": "Eve", "bouts": "x", "points": "45.3", "alone": True}),
        ("tarot", "Cid garde Ann 2 49 petit au bout taker poignée simple poignee double", {"taker": "Cid", "contract": "garde", "partner": "Ann", "bouts": 2, "points": 49, "petit_au_bout": "taker", "poignees": ["simple", "double"]}),
        ("pitch", "high Us low Them jack none game Them bid Us 2", {"high": "Us", "low": "Them", "jack": "none", "game": "Them", "bidder": "Us", "bid": 2}),
        ("allfours", "kicks AH 9D take one Reds high Blues jack Reds hang", {"kicks": ["AH", "9D"], "take_one": "Reds", "high": "Blues", "jack": "Reds", "hang": True}),
        ("allfours", "take_one Reds big-joker Blues", {"take_one": "Reds", "big_joker": "Blues"}),
    ],
)  # fmt: skip
def test_a_line_is_the_deal_a_sheet_holds(game: str, line: str, deal: sheet.Value) -> None:
    assert _lines.notation(game).read(_lines.words(line)) == deal


@pytest.mark.parametrize(
    ("game", "line"),
    [
        ("chicago", "N"),
        ("chicago", "N 4S 10 11"),
        ("needafourth", "Bob Ann 4H="),
        ("needafourth", "Bob with Ann"),
        ("needafourth", "Bob with Ann 4H= doubled"),
        ("needafourth", "Bob with Ann 4H= redoubled Ann"),
        ("tarot", "Ann garde 2"),
        ("tarot", "Ann garde Cid 2"),
        ("tarot", "Ann garde Cid 2 45 misere"),
        ("tarot", "Ann garde Cid 2 45 chelem"),
        ("pitch", "high"),
        ("pitch", "high Us take one"),
        ("pitch", "bid Us"),
        ("pitch", "moon Us"),
        ("pitch", "high Us kicks"),
    ],
)
def test_a_line_in_no_form_of_the_game_says_the_form(game: str, line: str) -> None:
    with pytest.raises(NotationError, match="expected") as caught:
        _lines.notation(game).read(_lines.words(line))
    assert caught.value.value == line


@pytest.mark.parametrize(
    ("game", "after", "deal"),
    [
        ("chicago", "", "pass"),
        ("needafourth", "", "pass"),
        ("tarot", "", "void"),
        ("tarot", "all pass", "void"),
        ("tarot", "petit sec", {"void": "petit sec"}),
        ("allfours", "kicks 2C 7C KC", {"redeal": True, "kicks": ["2C", "7C", "KC"]}),
        ("allfours", "2C 7C KC", {"redeal": True, "kicks": ["2C", "7C", "KC"]}),
    ],
)
def test_throw_in(game: str, after: str, deal: sheet.Value) -> None:
    thrown_in = _lines.notation(game).thrown_in
    assert thrown_in is not None
    assert thrown_in(after.split()) == deal


def test_unclosed_quotes_are_named() -> None:
    with pytest.raises(NotationError, match='line: "\'Ann garde" is not allowed; expected'):
        _lines.words("'Ann garde")


# --- The fixes of a new player's evening -----------------------------------------------------


def test_every_game_of_the_sheet_can_be_played_at_the_prompt() -> None:
    assert set(_lines.GAMES) == set(sheet.games())


def test_a_rotating_chicago_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The Laws (Chicago, B6's rotation at five): chukker 1 is N Bob, S Cid v E Dan, W Eve,
    # Ann sitting out. Deal 1 (Bob deals, nobody vulnerable): Cid 4S= is 4 × 30 + 300 for
    # Bob and Cid. Deal 2 (Dan deals, EW vulnerable) is passed out: the same player deals
    # again. E (Dan) 2H+1: 60 + 30 for Dan and Eve, their 60 a part score carried to deal 3
    # (Cid deals, NS vulnerable).
    path = tmp_path / "evening.toml"
    lines = "Cid 4S=\nthrow in\nE 2H+1\nZed 4S=\n"
    argv = ("rotatingchicago", "--players", "Ann,Bob,Cid,Dan,Eve", str(path))
    code, out, err = run(monkeypatch, capsys, lines, *argv)
    assert code == 2
    assert "Next: deal 1, Bob deals. Nobody vulnerable.\n" in out
    assert "Totals: Ann 0, Bob 420, Cid 420, Dan 0, Eve 0.\n" in out
    assert out.count("Next: deal 2, Dan deals. Dan and Eve vulnerable.\n") == 2
    assert "Deal 2: Dan 2H+1\n" in out
    assert (
        "Totals: Ann 0, Bob 420, Cid 420, Dan 90, Eve 90.\n"
        "Next: deal 3, Cid deals. Bob and Cid vulnerable. Part scores: Bob 0, Cid 0, Dan 60, "
        "Eve 60.\n"
    ) in out
    assert err.startswith(f"error: {path}: deal 3: declarer: 'Zed' is not allowed")
    assert sheet.load(path).deals == ("Cid 4S=", "pass", "E 2H+1")


def test_a_rotating_evening_resumed_and_its_help(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    argv = ("rotatingchicago", "--players", "Ann,Bob,Cid,Dan,Eve", str(path))
    assert run(monkeypatch, capsys, "N 4S=\n", *argv)[0] == 0
    code, out, _ = run(monkeypatch, capsys, "help\nquit\n", "rotatingchicago", str(path))
    assert code == 0
    assert f"Resumed {path}: 1 deal." in out
    assert "A deal: the declarer, by name or by seat, then the result." in out


def test_close_at_the_start_is_refused_before_any_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # A sheet's close = true ends the session after its last deal (tarot.Session.close):
    # at the start, before the first.
    path = tmp_path / "tarot.toml"
    argv = ("tarot", "--players", "Ann,Bob,Cid,Dan,Eve", "-o", "close=true", str(path))
    code, out, err = run(monkeypatch, capsys, "Ann garde Bob 2 45\n", *argv)
    assert (code, out) == (2, "")
    assert err == (
        "cardscore play: error: --option: 'close=true' is not allowed; expected nothing at "
        "the start of an evening: close=true would end it before its first deal\n"
    )
    assert not path.exists()
    assert evening(path, "tarot", "close=false", players="A,B,C").document.options == {
        "close": False
    }


def test_an_open_session_declares_no_winner(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The FFT: a garde at five, 2 bouts and 45 points (target 41), made by 4: (25 + 4) × 2
    # = 58, the taker 2 × 58, the partner 58, each defender -58. No planned number of deals:
    # the session goes on, nobody has won.
    path = tmp_path / "tarot.toml"
    argv = ("tarot", "--players", "Ann,Bob,Cid,Dan,Eve", str(path))
    code, out, _ = run(monkeypatch, capsys, "Ann garde Bob 2 45\n", *argv)
    assert code == 0
    assert "Game over" not in out
    assert "Totals: Ann 116, Bob 58, Cid -58, Dan -58, Eve -58.\nNext: deal 2, Bob deals.\n" in out


def test_a_closed_session_is_over_until_undo_reopens_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The session above, then closed (the sheet's close = true): Ann, on 116, has won.
    path = tmp_path / "tarot.toml"
    path.write_text(
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n'
        "options = { close = true }\n"
        'deals = [{ taker = "Ann", contract = "garde", partner = "Bob", bouts = 2, points = 45 }]\n',
        encoding="utf-8",
    )
    lines = "Bob garde Ann 2 60\nthrow in\nundo\nBob garde Ann 2 60\n"
    code, out, err = run(monkeypatch, capsys, lines, "tarot", str(path))
    assert code == 2
    assert "\nresult: won by Ann (Ann 116, Bob 58, Cid -58, Dan -58, Eve -58)\nGame over.\n" in out
    assert "Type a deal" not in out.split("Reopened")[0]
    over = "is not allowed; expected no deal: the game is over ('undo' takes back what ended it)"
    assert err.splitlines()[:2] == [
        f"error: deal: 'Bob garde Ann 2 60' {over}",
        f"error: deal: 'throw in' {over}",
    ]
    assert "Reopened: the evening is no longer closed.\nTotals: Ann 116," in out
    assert "Next: deal 2, Bob deals.\nDeal 2: garde by Bob with Ann: 2 bouts, 60\n" in out
    assert sheet.load(path).options == {}


def test_a_deal_after_the_end_of_a_match_is_refused_plainly(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    # The Laws' Chicago: four deals make the match; there is no fifth (nor a "deal 5").
    opened = evening(tmp_path / "e.toml")
    for line in ("N 1NT=", "E 1NT=", "S 1NT=", "W 1NT="):
        opened.handle(line)
    assert opened.scored.finished
    capsys.readouterr()
    assert opened.handle("N 1NT=")  # refused, the evening goes on (undo, sheet, quit)
    assert capsys.readouterr().err == (
        "error: deal: 'N 1NT=' is not allowed; expected no deal: the game is over "
        "('undo' takes back what ended it)\n"
    )
    assert opened.refused == ["N 1NT="]
    assert len(opened.document.deals) == 4


def test_names_are_listed_as_a_sentence_lists_them() -> None:
    assert play._show.and_(["Ann"]) == "Ann"
    assert play._show.and_(["Ann", "Bob"]) == "Ann and Bob"
    listed = play._show.and_(["Ann", "Bob", "Cid"])
    assert listed == "Ann, Bob and Cid"
    assert isinstance(listed, Text)
    assert listed.template == "{names} and {last}"


def test_deals_are_numbered_as_the_players_number_them(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The FFT: a void deal is redealt and not counted; the next deal is still deal 1.
    path = tmp_path / "tarot.toml"
    argv = ("tarot", "--players", "Ann,Bob,Cid,Dan", str(path))
    code, out, err = run(monkeypatch, capsys, "throw in\nAnn garde 4 45\nquit\n", *argv)
    assert code == 2
    assert err.startswith(f"error: {path}: deal 1: bouts: 4 is not allowed")
    assert "Saved" not in out
    code, out, _ = run(monkeypatch, capsys, "quit\n", "tarot", str(path))
    assert f"Resumed {path}: 0 deals." in out
    # Need a Fourth? (N6): a deal all three passed is one of the session's deals.
    path = tmp_path / "naf.toml"
    argv = ("needafourth", "--players", "Ann,Bob,Cat", str(path))
    code, out, err = run(monkeypatch, capsys, "throw in\nAnn with Zed 2H=\nquit\n", *argv)
    assert err.startswith(f"error: {path}: deal 2: ")
    code, out, _ = run(monkeypatch, capsys, "quit\n", "needafourth", str(path))
    assert out.endswith(f"Saved: {path}, 1 deal.\n{PRINTING.format(path=path)}\n")


def test_a_file_closed_before_its_first_deal_says_so_once(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Written by hand: close = true with no deal. A closed session's leaders share the win
    # (tarot.Session.close): all five, on 0; "Game over." is said once, with the sheet's line.
    path = tmp_path / "tarot.toml"
    path.write_text(
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n'
        "options = { close = true }\ndeals = []\n",
        encoding="utf-8",
    )
    code, out, _ = run(monkeypatch, capsys, "quit\n", "tarot", str(path))
    assert code == 0
    assert out.count("Game over.") == 1
    assert "Game over.\nresult: shared by Ann, Bob, Cid, Dan and Eve (Ann 0," in out
    assert "Type a deal" not in out


@pytest.mark.parametrize(
    ("flags", "first"),
    [
        # Two winners, three tables: the examples name pairs 1 to 6, as the session has them.
        (("--players", "1,2,3,4,5,6", "-o", "ew=4,5,6", "-o", "expected=3"), "1: 1 4 N 4S="),
        # One winner, one table, two boards from board 5: only what the session can take.
        (
            ("--players", "Ann,Bob", "-o", "expected=1", "-o", "boards=2", "-o", "first_board=5"),
            "5: Ann Bob N 4S=",
        ),
    ],
)
def test_the_pairs_help_shows_the_sessions_own_pairs_and_boards(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    flags: tuple[str, ...],
    first: str,
) -> None:
    path = tmp_path / "pairs.toml"
    code, out, _ = run(monkeypatch, capsys, "help\n", "pairs", str(path), *flags)
    assert code == 0
    shown = [line.strip() for line in out.splitlines() if line.startswith("  ")]
    examples = [line.split("   ")[0].strip() for line in shown]
    assert examples[0].startswith(first)
    # Each example is accepted as typed, each on a session of its own (they are alternatives).
    for number, example in enumerate(examples):
        fresh = tmp_path / f"example{number}.toml"
        code, out, err = run(monkeypatch, capsys, f"{example}\n", "pairs", str(fresh), *flags)
        assert code == 0, (example, out, err)
        assert "error" not in out + err, (example, out, err)
