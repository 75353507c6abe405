"""``cardscore play --lang``: every prompt, message and the end of the match through the catalog.

Whole short evenings are played through a pipe inside :func:`pseudo` (Finnish, every catalog
word shown as «word»). The deals are the hand-worked evenings of ``tests/cli/test_play.py`` (the
Laws of Bridge for Chicago and rubber, pagat's Pitch, the FFT's French Tarot); what English
is left outside the guillemets is only names, notation and what the sheet renderer prints
(:data:`SHEET_WORDS_NOT_YET_CONVERTED`).
"""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING, Any

import pytest

from cardscore import i18n, sheet
from cardscore.cli import _lines, main
from tests.cli.test_languages import SHEET_WORDS_NOT_YET_CONVERTED
from tests.pseudo import english_left, pseudo

if TYPE_CHECKING:
    from pathlib import Path


def play(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    lines: str,
    *argv: str,
    lang: str | None = "fi",
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO(lines))
    with pseudo():
        code = main(["play", *argv, *(["--lang", lang] if lang else [])])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def ending(path: Path) -> str:
    """The last line of the file's sheet, said in pseudo-Finnish: its outcome once over."""
    with pseudo():
        return sheet.score(sheet.load(path)).render("text").splitlines()[-1]


def plain(text: str) -> str:
    """``text`` without the pseudo catalog's guillemets: the English words, to check."""
    return text.replace("«", "").replace("»", "")


# The words of the notation a help's examples show as typed (issue 39 item 7: an example is
# typed as shown in every language; what it means is said).
TYPED = frozenset(
    {word for notation in _lines.GAMES.values() for word in notation.keywords} | {"throw"}
)


def left(text: str, *allowed: frozenset[str]) -> set[str]:
    words = set(english_left(text))
    for known in allowed:
        words -= known
    return words


def test_a_chicago_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # examples/chicago.toml, worked by the Laws (Chicago): NS 90, EW 600, NS 300, NS 160;
    # EW win by 50.
    path = tmp_path / "evening.toml"
    lines = (
        "help\nN 2S+1\nthrow in\nE 3NT=\nE 3NT=\nundo\nundo\nE 3NT=\n"
        "W 4HX 8\nexplain 3\nsheet\nS 2H=\n"
    )
    code, out, err = play(monkeypatch, capsys, lines, "chicago", str(path))
    assert (code, err) == (0, "")
    assert "««Next: deal 1, N deals.» «Nobody vulnerable.»»" in out
    # The prompt's own words are checked as said; the game's label and the sheet's title
    # (said by cardscore.bridge and cardscore.sheet) in plain text.
    assert "«Deal 1: N 2S+1»\n" in out
    assert "Deal 1: N 2S+1\n  trick score (2 × 30)  NS  +60" in plain(out)
    assert "««Next: deal 2, E deals.» «EW vulnerable.» «Part scores: NS 60, EW 0.»»" in out
    assert "««Next: deal 4, W deals.» «Both vulnerable.»»" in out
    assert "«Nothing to undo.»" not in out
    assert "«Undone: E 3NT=.»" in out
    # The outcome is the sheet's own ending line (said by the sheet renderer).
    assert "EW win by 50" in plain(ending(path))
    assert f"«Totals: NS 550, EW 600.»\n«Game over.»\n{ending(path)}\n" in out
    # The help at the prompt: the notation (said), the commands as typed, and that they are.
    assert "«A deal: the declarer's seat, then the result." in out
    assert "«Commands: undo, throw in, edit, delete, sheet, explain, close, help, quit.»" in out
    assert "«Type the deals and the commands as shown above" in out
    saved, printing, page = out.splitlines()[-3:]
    assert saved.endswith(f"«Saved: {path}, 4 deals.»")
    assert printing == f"«Print the sheet: cardscore sheet {path}»"
    assert page.startswith(f"«A page to print: cardscore sheet {path} --format html > sheet.html»")
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()


def test_the_help_in_english_says_nothing_more(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    code, out, _ = play(
        monkeypatch, capsys, "help\n", "chicago", str(tmp_path / "e.toml"), lang="en"
    )
    assert code == 0
    assert (
        "Commands: undo, throw in, edit, delete, sheet, explain, close, help, quit.\nSaved:" in out
    )
    assert "as shown above" not in out


def test_refused_lines_and_a_resume(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    code, out, err = play(monkeypatch, capsys, "undo\nN 2S+1\n", "chicago", str(path))
    assert code == 0
    assert "«Nothing to undo.»" in out
    assert f"«Saved: {path}, 1 deal.»\n«Print" in out
    lines = "N 4S 10\nexplain 7\nbogus\nN 2S+1 N\n'unclosed\nhand Ann AKQ\n"  # 5 refused
    code, out, err = play(monkeypatch, capsys, lines, "chicago", str(path))
    assert code == 2
    assert f"Chicago match: NS, EW. Resumed {path}: 1 deal." in plain(out)
    errors = err.splitlines()
    assert "«Deal 2: N 4S=»" in out
    assert len(errors) == 6  # each refused line, then the refusal the script sees
    assert all(line.startswith("«error: ") for line in errors[:5])
    assert errors[-1].startswith("«cardscore play: error: ««line»: 'explain 7' is not allowed;")
    assert "«a deal or a command (5 lines refused;" in errors[-1]
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()
    assert left(err, SHEET_WORDS_NOT_YET_CONVERTED) == set()
    code, out, err = play(monkeypatch, capsys, "bogus\n", "chicago", str(path))
    assert "«a deal or a command (1 line refused;" in err
    code, out, err = play(monkeypatch, capsys, "quit\n", "chicago", str(path))
    assert f"Chicago match: NS, EW. Resumed {path}: 2 deals." in plain(out)


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("rubber", "--players", "A,B"), "«--sides for rubber»"),
        (("tarot",), "the players' names, comma-separated ('A,B,C')"),
        (("allfours",), "the sides' names, comma-separated ('A,B,C')"),
    ],
)
def test_a_bad_start_is_said(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    argv: tuple[str, ...],
    said: str,
) -> None:
    code, out, err = play(monkeypatch, capsys, "", argv[0], str(tmp_path / "e.toml"), *argv[1:])
    assert (code, out) == (2, "")
    assert said in err
    assert left(err) == set()


def test_a_resumed_file_refuses_other_players_and_games(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "e.toml"
    argv = ("chicago", str(path), "--title", "Y", "-o", "honours=false")
    assert play(monkeypatch, capsys, "", *argv)[0] == 0
    code, _, err = play(monkeypatch, capsys, "", "chicago", str(path), "--title", "X")
    assert code == 2
    keeps = "(the file keeps its own; change it there, or give another file)"
    assert f"«Y, as {path} says {keeps}»" in err
    code, _, err = play(monkeypatch, capsys, "", "chicago", str(path), "-o", "honours=true")
    assert f"«honours=false, as {path} says {keeps}»" in err
    code, _, err = play(monkeypatch, capsys, "", "rubber", str(path))
    assert f"«'chicago', the game {path} holds»" in err
    assert left(err) == set()


def test_a_file_that_cannot_be_written_is_said(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "missing" / "e.toml"
    code, _, err = play(monkeypatch, capsys, "", "chicago", str(path))
    assert code == 2
    assert "«a file that can be written (No such file or directory)»" in err


def test_a_rubber_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Laws (rubber): NS 4S= and 3NT=: two games, the rubber 2–0 with 700.
    path = tmp_path / "rubber.toml"
    code, out, err = play(monkeypatch, capsys, "throw in\nNS 4S=\nNS 3NT=\n", "rubber", str(path))
    assert (code, err) == (0, "")
    assert "Not counted: passed out" in plain(out)
    # 120 + 100 below the line, 700 for the rubber won 2–0: NS +920.
    assert "NS wins the rubber 2–0; NS +920 on points" in plain(ending(path))
    assert f"«Game over.»\n{ending(path)}\n" in out
    assert "«NS vulnerable.»" in out
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()


def test_a_pitch_game_to_its_end(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Pitch (pagat), to 3, the dealer not forced to bid (so a hand all passed is thrown in):
    # Us bid 2 and take high, low, jack: 3; the game is Us's.
    path = tmp_path / "pitch.toml"
    lines = "throw in\nhigh Us low Us jack Us game Them bid Us 2\n"
    options = ("-o", "target=3", "-o", "dealer_forced=false")
    code, out, err = play(
        monkeypatch, capsys, lines, "pitch", str(path), "--sides", "Us,Them", *options
    )
    assert (code, err) == (0, "")
    assert "Not counted: thrown in" in plain(out)
    assert "won by Us (Us 3, Them 1)" in plain(ending(path))
    assert f"«Game over.»\n{ending(path)}\n" in out
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()


def test_a_tarot_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # FFT: a garde with 2 bouts and 45 points at five, Ann calling Cid: made by 4.
    path = tmp_path / "tarot.toml"
    lines = "throw in\nAnn garde Cid 2 45.5\nhelp\nexplain\n"
    code, out, err = play(
        monkeypatch, capsys, lines, "tarot", str(path), "--players", "Ann,Bob,Cid,Dan,Eve"
    )
    assert (code, err) == (0, "")
    assert "«A deal: the taker, the contract" in out
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()


def test_a_need_a_fourth_auction(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The hands of tests/cli/test_play.py: Ann's 1NT is a lie by the bidding rules (N5).
    path = tmp_path / "naf.toml"
    lines = (
        "hand Ann KQ432.K32.K32.432\nhand Bob AJ5.AQJ5.AJ5.8765\n"
        "hand Cat T976.T9876.QT9.AK\nauction 1NT pass pass\nAnn with Bob 1NT=\n"
        "hand Ann KQ432.K32.K32.432\n"
    )
    code, out, err = play(
        monkeypatch, capsys, lines, "needafourth", str(path), "--players", "Ann,Bob,Cat"
    )
    assert (code, err) == (0, "")
    assert "«Hand of Ann kept. Still: Bob, Cat.»" in out
    assert "«Hand of Cat kept. Now the auction.»" in out
    assert "«Hand of Ann kept. Still: Bob, Cat.»" in out
    # The check is said line by line (each a Text of cardscore.needafourth), then the liars.
    assert (
        "«Ann: 1NT broke «1NT opening: 15+ HCP»»\n«Bob: no requirement broken»\n"
        "«Cat: no requirement broken»\n«Liars: Ann;" in out
    )
    assert "«Liars: Ann; added to the next deal you type.»" in out
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()


def test_the_sheet_at_the_prompt_is_rendered_in_the_language(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    seen: list[str] = []
    render = sheet.Sheet.render

    def recorded(self: sheet.Sheet, *args: Any, **kwargs: Any) -> str:
        seen.append(i18n.current())
        return render(self, *args, **kwargs)

    monkeypatch.setattr(sheet.Sheet, "render", recorded)
    path = tmp_path / "e.toml"
    assert play(monkeypatch, capsys, "N 2S+1\nsheet\n", "chicago", str(path), lang="sv")[0] == 0
    assert seen == ["sv"]


def test_a_rotating_chicago_evening(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # The Laws (Chicago, B6 at five): Cid (S, chukker 1) makes 4S: 120 + 300 to Bob and Cid;
    # the passed-out deal 2 is dealt again by Dan; close=true is refused at the start.
    path = tmp_path / "evening.toml"
    lines = "help\nCid 4S=\nthrow in\nexplain\nundo\nquit\n"
    argv = ("rotatingchicago", str(path), "--players", "Ann,Bob,Cid,Dan,Eve")
    code, out, err = play(monkeypatch, capsys, lines, *argv)
    assert (code, err) == (0, "")
    assert "«A deal: the declarer, by name or by seat, then the result." in out
    # Two players vulnerable: a list of names, its "and" said by the template.
    assert "««Next: deal 2, Dan deals.» ««Dan and Eve» vulnerable.»»" in out
    assert left(out, SHEET_WORDS_NOT_YET_CONVERTED, TYPED) == set()
    other = ("rotatingchicago", str(tmp_path / "x.toml"), "--players", "A,B,C,D,E")
    code, out, err = play(monkeypatch, capsys, "", *other, "-o", "close=true")
    assert (code, out) == (2, "")
    assert "«nothing at the start of an evening: close=true would end it" in err
    assert left(err) == set()
