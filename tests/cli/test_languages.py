"""``cardscore --lang``: every word the command itself prints goes through the catalog.

Each sub-command's ``--help``, its typical output and its error lines are printed inside
:func:`pseudo` (Finnish, every catalog word shown as «word»): what English is left outside
the guillemets is only what the user types or names (the flags, the choices, the arguments'
names, the sub-commands), listed explicitly here. The deals are the hand-worked examples of
the other CLI tests (the Laws of Duplicate Contract Bridge, the FFT's rules of French Tarot,
pagat's All Fours and Pitch).
"""

from __future__ import annotations

import io
import re
import sys
from typing import TYPE_CHECKING, Any

import pytest

from cardscore import i18n, sheet
from cardscore.cli import _COMMANDS, main
from tests import paths
from tests.pseudo import english_left, pseudo

if TYPE_CHECKING:
    from pathlib import Path

EXAMPLES = paths.EXAMPLES

# What the user types, in every language: the command, its sub-commands, the positional
# arguments' names argparse shows in the usage (``contract``, ``tricks``, ``file``).
TYPED = frozenset({"cardscore", *_COMMANDS, "contract", "tricks", "file"})

# Words of the scoresheets (printed by cardscore.sheet, which another change converts):
# the chicago, rubber and sheet commands print them as the sheet renders them. Empty this
# set once the sheet renderer says its words through the catalog.
SHEET_WORDS_NOT_YET_CONVERTED = frozenset(
    {
        "and",
        "bonus",
        "deal",
        "dealer",
        "deals",
        "first",
        "game",
        "match",
        "next",
        "none",
        "part",
        "played",
        "progress",
        "result",
        "scores",
        "side",
        "the",
        "total",
        "vul",
        "vulnerable",
        "line",
        "above",
        "below",
        "rubber",
        "won",
        "wins",
        "win",
        "points",
        "passed",
        "out",
        "not",
        "counted",
        "session",
        "chooser",
        "partner",
        "declarer",
        "liar",
        "made",
        "set",
        "back",
        "bid",
        "thrown",
        "dealt",
        "again",
        "over",
        "tie",
        "with",
        "unfinished",
        "open",
        "taker",
        "contract",
        "bouts",
        "margin",
        "high",
        "low",
        "jack",
        "lost",
        "garde",
        "sans",
        "contre",
        "prise",
        "petite",
        "poign",
        "chelem",
        "petit",
        "bout",
        "defence",
        "simple",
        "double",
        "triple",
        "kicks",
        "hang",
        "take",
        "one",
        "all",
        "pass",
        "honours",
        "redoubled",
        "doubled",
        "void",
        "alone",
        "chukker",
        "sits",
        "seat",
        "seats",
        "rotation",
        "ranking",
        "evening",
        "players",
        "sides",
        "who",
        "totals",
        "closed",
        "closing",
        "early",
        "three",
        "four",
        "five",
        "planned",
        "announced",
        "unannounced",
        "failed",
        "both",
        "sitting",
        "standings",
        "score",
        "trick",
        "games",
        "cinq",
        "dlr",
        "pts",
        "already",
        "took",
        "porch",
        "setback",
        "but",
        "bidder",
    }
)

_FLAG = re.compile(r"(?<![\w«])--?[a-z][a-z-]*")
_CHOICES = re.compile(r"\{[^{}«»]*\}")


def plain(text: str) -> str:
    """``text`` without the pseudo catalog's guillemets: the English words, to check."""
    return text.replace("«", "").replace("»", "")


def left(text: str, *allowed: frozenset[str]) -> set[str]:
    """The English words outside «…», without flags, choices and the ``allowed`` words."""
    words = set(english_left(_CHOICES.sub(" ", _FLAG.sub(" ", text))))
    for known in allowed:
        words -= known
    return words


def run(
    capsys: pytest.CaptureFixture[str], *argv: str, lang: str | None = "fi"
) -> tuple[int, str, str]:
    """Run the command inside :func:`pseudo` (with ``--lang lang`` unless None)."""
    with pseudo():
        try:
            code = main([*argv, *(["--lang", lang] if lang else [])])
        except SystemExit as exit_:
            code = exit_.code if isinstance(exit_.code, int) else 1
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- --help: every sub-command, argparse's own words too ---------------------------------------


@pytest.mark.parametrize("command", ["", *_COMMANDS])
def test_help_is_said_in_the_language(capsys: pytest.CaptureFixture[str], command: str) -> None:
    code, out, err = run(capsys, *([command] if command else []), "--help")
    assert (code, err) == (0, "")
    assert out.startswith("«usage: »cardscore")
    assert "«options»:" in out
    assert "«show this help message and exit»" in out
    assert left(out, TYPED) == set()


def test_help_in_english_is_argparse_s(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bridge", "--help", lang="en")
    assert code == 0
    assert out.startswith("usage: cardscore bridge [-h]")
    assert "\npositional arguments:\n" in out
    assert "\noptions:\n  -h, --help        show this help message and exit\n" in out
    assert "--lang LANG" in out
    assert "en, fi, fr, sv" in out


def test_the_top_level_takes_lang_before_the_command(capsys: pytest.CaptureFixture[str]) -> None:
    # cardscore --lang fi bridge ...: the language before the sub-command is read too.
    with pseudo():
        code = main(["--lang", "fi", "bridge", "4SX=", "-v"])
    out = capsys.readouterr().out
    assert code == 0
    assert out.startswith("«4SX= (10 tricks), «vulnerable»»")  # the heading, said
    assert "«score: +790 to the declaring side»" in out


# --- What each sub-command prints ----------------------------------------------------------------


def test_bridge(capsys: pytest.CaptureFixture[str]) -> None:
    # Laws, duplicate: 4SX= vulnerable: 4 × 30 × 2 = 240, insult 50, game 500: +790.
    code, out, err = run(capsys, "bridge", "4SX", "10", "-v")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "«4SX= (10 tricks), «vulnerable»»"
    assert out.splitlines()[-1] == "«score: +790 to the declaring side»"
    assert "«declarer»" in out  # the party, as a term
    assert left(out) == set()


def test_bridge_not_vulnerable(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bridge", "4SX-1")
    assert code == 0
    assert "«not vulnerable»" in out
    assert left(out) == set()


def test_needafourth(capsys: pytest.CaptureFixture[str]) -> None:
    # N4/N5: 4HX one down, the partner lied: the chooser -150, the partner -350.
    code, out, err = run(capsys, "needafourth", "4HX", "9", "--liar", "partner")
    assert (code, err) == (0, "")
    assert out.splitlines()[0] == "«4HX-1 (9 tricks), «game», liar: «partner»»"
    # One template for the three roles' totals (the roles said as terms, the points as numbers).
    assert out.splitlines()[-1] == "««chooser» -150, «partner» -350, «declarer» +0»"
    assert left(out) == set()
    code, out, _ = run(capsys, "needafourth", "2SX", "8")
    assert code == 0
    assert out.splitlines()[0] == "«2SX= (8 tricks), «partscore»»"
    assert left(out) == set()


@pytest.mark.parametrize(
    "argv",
    [
        ("garde", "--bouts", "2", "--points", "45"),
        (
            "garde",
            "--bouts",
            "2",
            "--points",
            "49",
            "--players",
            "Ann,Bob,Cid,Dan,Eve",
            "--petit-au-bout",
            "taker",
            "--poignee",
            "simple",
            "--bonuses",
            "personal",
        ),
        ("garde", "--bouts", "1", "--points", "45.5", "--players", "5", "--alone"),
    ],
)
def test_tarot(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, "tarot", *argv)
    assert (code, err) == (0, "")
    assert left(out) == set()


def test_tarot_numbers_are_written_as_the_language_writes_them(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # FFT: a garde with 1 bout and 45.5 points, five players, the taker alone: target 51,
    # lost by 6 (5.5 rounded up), (25 + 6) × 2 = 62 a defender, the taker -248.
    code, out, _ = run(capsys, "tarot", "garde", "-b", "1", "-p", "45.5", "-n", "5", "--alone")
    assert code == 0
    heading = out.splitlines()[0]
    # A list of whole phrases, each said (the pseudo-language marks each, and each list).
    assert heading == (
        "«««garde» (× 2)», ««5 players», ««the taker alone», ««1 bout», "
        "««45,5 points: target 51», «lost by 6»»»»»»"
    )
    assert "«unit: -62 (each defender scores +62)»" in out
    assert "  «taker»       -248" in out
    assert "  «defender 4»   +62" in out


def test_tarot_names_and_roles(capsys: pytest.CaptureFixture[str]) -> None:
    # FFT, the club reading of five: the taker +252, the partner +66, each defender -106.
    code, out, _ = run(
        capsys,
        "tarot",
        "garde",
        *("-b", "2", "-p", "49", "-n", "5", "--petit-au-bout", "taker"),
        *("--poignee", "simple", "--bonuses", "personal", "--players", "Ann,Bob,C,D,E"),
    )
    assert code == 0
    assert "«bonuses personal»" in out
    assert "«2 bouts»" in out
    assert "«made by 8»" in out
    assert re.search(r"\n  «Ann \(«taker»\)» +\+252\n", out)
    assert "\n  «C («defender 1»)»  -106\n" in out


PITCH = (
    ("--high", "Us", "--low", "Them", "--jack", "Us", "--game", "none"),
    ("--bidder", "Us", "--bid", "2"),
)


@pytest.mark.parametrize(
    "argv",
    [
        (*PITCH[0], *PITCH[1]),
        (*PITCH[0], "--bidder", "Them", "--bid", "3", "--totals", "Us=12", "--totals", "Them=-9"),
        (
            "--moon",
            *("--high", "Us", "--low", "Us", "--jack", "Us", "--game", "Us"),
            *("--sides", "Us,Them", "--bidder", "Us", "--bid", "moon"),
        ),
        (
            *("--rules", "all-fours", "--dealer", "Us", "--kicks", "JH", "--high", "Them"),
            *("--low", "Us", "--jack", "none", "--game", "Them"),
            *("--totals", "Us=0", "--totals", "Them=0"),
        ),
        (
            *("--rules", "all-fours", "--dealer", "Us", "--kicks", "JH", "--high", "Them"),
            *("--low", "Us", "--jack", "none", "--game", "Them"),
            *("--totals", "Us=6", "--totals", "Them=5"),
        ),
        (
            *("--rules", "all-fours", "--high", "none", "--low", "none", "--jack", "none"),
            *("--game", "none", "--sides", "Us,Them"),
        ),
        (
            "--rules",
            "all-fours",
            "--high",
            "none",
            *("--low", "none", "--jack", "none", "--game", "none"),
            "--sides",
            "Us,Them",
            "--totals",
            "Us=0",
            "--totals",
            "Them=0",
        ),
        (
            *("--rules", "all-fours", "--high", "Us", "--low", "Us", "--jack", "none"),
            *("--game", "none", "--sides", "Us,Them"),
        ),
        (
            "--trump",
            "H",
            *("--dealt", "Us=AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C"),
            *("--dealt", "Them=JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C"),
            *("--captured", "Us=AH JH TS KC 4D 9C 9H 2S 6C TD QS AC"),
            *("--captured", "Them=3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C"),
            *("--bidder", "Them", "--bid", "2"),
        ),
    ],
)
def test_pitch(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, "pitch", *argv)
    assert (code, err) == (0, "")
    assert left(out) == set()


def test_pitch_says_made_set_back_and_who_wins(capsys: pytest.CaptureFixture[str]) -> None:
    # Pitch (pagat): Us bid 2 and won high and jack: made, Us +2, Them +1.
    code, out, _ = run(capsys, "pitch", *PITCH[0], *PITCH[1])
    assert code == 0
    assert out.splitlines()[0] == "«pitch rules»"
    assert out.splitlines()[-1] == "«score (Us bid 2, «made»): Us +2, Them +1»"
    # Them bid 3 and won one point: set back 3, from -9 to -12: Them lose at -11, Us win.
    code, out, _ = run(
        capsys,
        "pitch",
        *PITCH[0],
        *("--bidder", "Them", "--bid", "3", "--lose-at", "-11"),
        *("--totals", "Us=12", "--totals", "Them=-9"),
    )
    assert code == 0
    assert "«set back»" in out
    assert out.splitlines()[-1] == "«totals: Us 14, Them -12 («Them loses; Us wins»)»"


def test_pitch_winners_in_a_sentence() -> None:
    from cardscore import pitch

    with pseudo():
        said = i18n.say(pitch.winner_words(("Ann", "Bob", "Cid")))
    assert said == "««Ann and Bob» and Cid»"
    assert pitch.winner_words("Ann") == "Ann"


@pytest.mark.parametrize(
    ("argv", "ledger"),
    [
        (("chicago", "N", "4S=", "E", "3NTX-1", "S", "2H+1", "pass"), "chicago"),
        (("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "Cid", "4S=", "N", "3NT="), "evening"),
        (("rubber", "NS", "4S=", "EW", "2H=", "--explain"), "rubber"),
        (("sheet", str(EXAMPLES / "tarot.toml")), "sheet"),
        (("sheet", str(EXAMPLES / "pitch.toml"), "--explain"), "sheet"),
    ],
)
def test_the_sheet_commands_render_in_the_language(
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
    argv: tuple[str, ...],
    ledger: str,
) -> None:
    # --lang reaches the sheet renderer: it renders while i18n.current() is the language.
    seen: list[str] = []
    render = sheet.Sheet.render

    def recorded(self: sheet.Sheet, *args: Any, **kwargs: Any) -> str:
        seen.append(i18n.current())
        return render(self, *args, **kwargs)

    monkeypatch.setattr(sheet.Sheet, "render", recorded)
    code, out, err = run(capsys, *argv)
    assert (code, err) == (0, "")
    assert seen == ["fi"], ledger
    assert left(out, TYPED, SHEET_WORDS_NOT_YET_CONVERTED) == set()


def test_json_stays_english_data(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "bridge", "4SX", "10", "-v", "--json")
    assert code == 0
    assert '"label": "trick score (4 × 30, doubled × 2)"' in out
    assert "«" not in out


# --- Error lines --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "argv",
    [
        ("bridge", "4QX"),
        ("bridge", "4S", "14"),
        ("chicago", "N", "4SX"),
        ("chicago", "N", "4S", "17"),
        ("chicago", "N", "4S"),
        ("chicago", "N"),
        ("chicago", "--players", "Ann,Bob,Cid,Dan,Eve", "--first-dealer", "E"),
        ("rubber", "XY", "4S="),
        ("tarot", "garde", "-b", "2", "-p", "45", "--players", "Ann,Bob"),
        ("tarot", "garde", "-b", "2", "-p", "45", "--players", "Ann,Ann,Bob,Cid"),
        ("pitch", "--dealt", "Us=AH", "--high", "Us"),
        ("pitch", "--high", "Us", "--captured", "Us=AH"),
        ("pitch", "--high", "Us", "--totals", "Us"),
        ("pitch", "--high", "Us", "--win-by", "2"),
        ("pitch", "--high", "Us", "--bid", "two"),
        ("pitch", "--dealt", "AH"),
        ("pitch", "--target", "0", "--high", "Us"),
        ("sheet", "/nonexistent/evening.toml"),
        ("needafourth", "8NT"),
    ],
)
def test_error_lines(capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith(f"«cardscore {argv[0]}: error: «")
    assert len(err.splitlines()) == 1
    assert left(err) == set()


@pytest.mark.parametrize(
    ("argv", "said"),
    [
        (("bridge",), "«the following arguments are required: contract»"),
        (("bridge", "4S", "x"), "«argument tricks: «invalid int value: 'x'»»"),
        (
            ("tarot", "garde", "-b", "x", "-p", "1"),
            "«argument -b/--bouts: «invalid int value: 'x'»»",
        ),
        (
            ("needafourth", "4S", "--liar", "me"),
            "«argument --liar: «invalid choice: 'me' (choose from 'chooser', 'partner', 'both')»»",
        ),
        (("bridge", "4S=", "10", "11"), "«unrecognized arguments: 11»"),
        (("pitch", "--bidder"), "«argument --bidder: «expected one argument»»"),
        (("tarot", "garde", "-b", "1", "-p", "1", "--names"), "«expected at least one argument»"),
        (("rubber", "--sides"), "«argument --sides: «expected one argument»»"),
        (("bridge", "4S=", "--vulnerable=yes"), "«ignored explicit argument 'yes'»"),
        (
            ("pitch", "--moon-"),
            "«ambiguous option: --moon- could match --moon-wins, --moon-tricks",
        ),
        (("play", "chicago", "f.toml", "--players", "A", "--sides", "B"), "«not allowed with"),
    ],
)
def test_argparse_errors_are_said(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], said: str
) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    usage, error = err.splitlines()[0], err.splitlines()[-1]
    assert usage.startswith("«usage: »cardscore")
    assert error.startswith("«cardscore")
    assert ": error: " in error
    assert said in error
    assert left(err, TYPED) == set()


def test_an_unknown_command_is_said(capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "bogus")
    assert code == 2
    assert "«cardscore: error: «argument COMMAND: «invalid choice: 'bogus' (choose from" in err


# --- Choosing the language ------------------------------------------------------------------------


def test_a_bad_lang_is_an_error_naming_the_languages(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit) as exit_:
        main(["bridge", "4S=", "--lang", "de"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.endswith(
        "cardscore bridge: error: argument --lang: invalid choice: 'de' "
        "(choose from 'en', 'fi', 'fr', 'sv')\n"
    )


@pytest.mark.parametrize("argv", [("--lang=FI",), ("--lang", "Fi")])
def test_lang_in_any_case_and_with_equals(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...]
) -> None:
    with pseudo():
        assert main(["bridge", "4S=", *argv]) == 0
    assert capsys.readouterr().out.startswith("«4S= (10 tricks)")


def test_lang_defaults_to_the_locale(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES"):
        monkeypatch.delenv(name, raising=False)
    monkeypatch.setenv("LANG", "fi_FI.UTF-8")
    seen: list[str] = []
    render = sheet.Sheet.render

    def recorded(self: sheet.Sheet, *args: Any, **kwargs: Any) -> str:
        seen.append(i18n.current())
        return render(self, *args, **kwargs)

    monkeypatch.setattr(sheet.Sheet, "render", recorded)
    code, out, _ = run(capsys, "chicago", "N", "4S=", lang=None)
    assert code == 0
    assert seen == ["fi"]
    code, out, _ = run(capsys, "bridge", "4S=", lang=None)
    assert out.startswith("«4S= (10 tricks)")
    code, out, _ = run(capsys, "bridge", "--help", lang=None)
    assert out.startswith("«usage: »")
    # --lang wins over the locale.
    code, out, _ = run(capsys, "bridge", "4S=", lang="en")
    assert out.startswith("4S= (10 tricks), not vulnerable\n")


def test_an_abbreviated_lang_still_chooses_the_run_s_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    # --lan fi: argparse reads it; the run is in Finnish (the parser's own words in the
    # locale's language, English here, as it was read before the parser).
    monkeypatch.setenv("LANGUAGE", "en")
    with pseudo():
        assert main(["bridge", "4S=", "--lan", "fi"]) == 0
    assert capsys.readouterr().out.startswith("«4S= (10 tricks)")


def test_a_lang_without_a_value(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["bridge", "4S=", "--lang"])
    assert "argument --lang: expected one argument" in capsys.readouterr().err


def test_options_after_double_dash_are_not_the_language(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("LANGUAGE", "en")
    with pytest.raises(SystemExit):
        main(["bridge", "--", "--lang", "fi"])
    assert capsys.readouterr().err.startswith("usage: cardscore bridge")


# --- Notes ------------------------------------------------------------------------------------------


def test_the_encoding_note_is_said(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="ascii", newline="\n"))
    with pseudo():
        assert main(["bridge", "4SX", "10", "--lang", "fi"]) == 0
    sys.stdout.flush()
    err = capsys.readouterr().err
    assert err.startswith("«cardscore bridge: note: standard output cannot show some")
    assert left(err) == set()
    # The guillemets, which ASCII cannot show, are written as "?".
    assert raw.getvalue().decode("ascii").startswith("?4SX= (10 tricks), ?not vulnerable??\n")


def test_a_sheet_note_is_said(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    path.write_text(
        'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n'
        "options = {planned = 4, whole_rounds = false}\ndeals = []",
        encoding="utf-8",
    )
    code, _, err = run(capsys, "sheet", str(path))
    assert code == 0
    assert err.startswith("«cardscore sheet: note: ")
    # The note itself is said by cardscore.sheet (the file named in it).
    assert plain(err).startswith(f"cardscore sheet: note: {path}: planned: 4 deals")
