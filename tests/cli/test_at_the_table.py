"""What a new player found at the table (issue 27): nothing silently lost or wrong.

Each test is one of the problems seen while scoring whole evenings with ``cardscore play``
and ``cardscore sheet``; the prompt ones are driven through a pipe (``tests/test_play.py``'s
``run``), as a script or a player typing would be.
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import i18n, sheet
from cardscore.cli import main
from cardscore.cli._words import PLACEHOLDERS
from cardscore.errors import ScoreError
from tests import paths
from tests.cli.test_play import run
from tests.i18n.test_catalogs import tool

if TYPE_CHECKING:
    from pathlib import Path


def run_command(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    """``cardscore ARGV``: the exit status, standard output and standard error."""
    code = main(list(argv))
    captured = capsys.readouterr()
    return code, captured.out, captured.err


# --- Chicago's help: a passed-out deal is dealt again by the same player (B6, the Laws) -------

# The throw-in line of Chicago's help, in each language: the same player deals again.
SAME_DEALER = {
    "en": "the same player deals again",
    "fi": "sama pelaaja jakaa uudelleen",
    "sv": "samma spelare ger igen",
    "fr": "le même joueur redonne",
}


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_chicago_help_says_the_same_player_deals_again(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    # B6: "If all four players pass, the same player deals again"; the prompt does that.
    path = tmp_path / "evening.toml"
    code, out, _ = run(
        monkeypatch, capsys, "throw in\nhelp\n", "chicago", str(path), "--lang", lang
    )
    assert code == 0
    (line,) = (line for line in out.splitlines() if line.strip().startswith("throw in "))
    assert SAME_DEALER[lang] in line
    if lang == "en":  # and so it is: North dealt deal 1, and deals it again
        assert out.count("Next: deal 1, N deals. Nobody vulnerable.") == 2


# --- One deal numbering: the prompt, the sheet and the errors count deals as players do -------

TAROT_LINES = "Ann garde 2 45\nthrow in\nBob prise 1 50.5\nCid garde 3 38 petit defence\n"


def test_a_bad_deal_has_the_same_number_at_the_prompt_and_in_the_sheet(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # T5: with three bouts the taker holds the Petit: the defence cannot take it at the end.
    path = tmp_path / "dan.toml"
    players = ("--players", "Ann,Bob,Cid,Dan")
    code, out, err = run(monkeypatch, capsys, TAROT_LINES, "tarot", str(path), *players)
    assert code == 2
    assert "Next: deal 3, Dan deals." in out  # the void deal took no number
    # At the prompt the field is the word typed (issue 39 item 10); in the file, its key.
    assert err.startswith(f"error: {path}: deal 3: petit: 'defence'")
    # The same deal written in the file: deal 3 again, and where it is among the deals.
    document = sheet.load(path)
    bad: dict[str, sheet.Value] = {"taker": "Cid", "contract": "garde", "bouts": 3, "points": 38}
    bad["petit_au_bout"] = "defence"
    path.write_text(attrs.evolve(document, deals=(*document.deals, bad)).dumps())
    code, out, err = run_command(capsys, "sheet", str(path))
    assert (code, out) == (2, "")
    assert f"{path}: deal 3 (item 4 of deals): petit_au_bout: 'defence'" in err
    # The sheet numbers the rows the same way: 1, the void deal unnumbered, 2.
    rows = sheet.score(document).rows
    assert [row.number for row in rows] == [1, None, 2]


def test_deals_without_a_thrown_in_deal_are_named_by_their_number_alone(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "evening.toml"
    path.write_text('game = "chicago"\ndeals = ["N 1NT=", "E 9NT="]\n', encoding="utf-8")
    code, _, err = run_command(capsys, "sheet", str(path))
    assert code == 2
    assert f"{path}: deal 2: " in err
    assert "item" not in err


# --- Every pitch hand names its points (P2: a forgotten point is caught, not nobody's) --------


@pytest.mark.parametrize(
    ("line", "missing"),
    [
        ("bid Us 3", "high, low, jack, game: missing"),
        ("high Us bid Us 2", "low, jack, game: missing"),
        ("high Us low Us bid Us 4", "jack, game: missing"),
        ("high Us low Them jack Us bid Us 2", "game: missing"),
        # P2: high and low are always won (a trump is always in play): the hint is a side.
        ("jack Us game Them bid Us 2", "high, low: missing"),
    ],
)
def test_a_pitch_hand_that_leaves_a_point_out_is_refused_at_the_prompt(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    line: str,
    missing: str,
) -> None:
    path = tmp_path / "porch.toml"
    code, out, err = run(
        monkeypatch, capsys, f"{line}\n", "pitch", str(path), "--sides", "Us,Them"
    )
    assert code == 2
    assert f"error: {path}: deal 1: {missing}; expected every point of the hand named" in err
    hint = "'high Us', in a file high = \"Us\"" if missing == "high, low: missing" else " none'"
    assert hint in err
    assert "Deal 1" not in out
    assert sheet.load(path).deals == ()  # nothing scored, nothing saved


def test_a_point_nobody_won_is_none_at_the_prompt_and_in_the_file(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # pagat's Pitch: Us bid 4, took high and low, no jack dealt, game to Them: set back 4.
    path = tmp_path / "porch.toml"
    line = "high Us low Us jack none game Them bid Us 4\n"
    code, out, _ = run(monkeypatch, capsys, line, "pitch", str(path), "--sides", "Us,Them")
    assert code == 0
    assert "setback (bid 4, took 2)  Us    -4" in out
    (deal,) = sheet.load(path).deals
    assert deal == {"high": "Us", "low": "Us", "jack": "none", "game": "Them"} | {
        "bidder": "Us",
        "bid": 4,
    }
    assert 'jack = "none"' in path.read_text(encoding="utf-8")
    code, out, _ = run_command(capsys, "sheet", str(path))
    assert code == 0
    assert "-4" in out


PITCH_FILE = 'game = "{game}"\nsides = ["Us", "Them"]\n{preset}deals = [{{{hand}}}]\n'


@pytest.mark.parametrize(
    ("game", "preset", "hand", "message"),
    [
        # The issue's own: jack = "none" in a file (P2: the jack not in play).
        (
            "pitch",
            "",
            'high = "Us", low = "Us", jack = "none", game = "Them", bidder = "Us", bid = 2',
            None,
        ),
        (
            "pitch",
            "",
            'high = "Us", low = "Us", jack = "NONE", game = "nobody", bidder = "Us", bid = 2',
            None,
        ),
        (
            "pitch",
            "",
            'high = "Us", low = "Us", game = "Them", bidder = "Us", bid = 2',
            "deal 1: jack: missing",
        ),
        # Pitch: the pitcher leads a trump, so high and low are always won (P2).
        (
            "pitch",
            "",
            'high = "none", low = "none", jack = "none", game = "Us", bidder = "Us", bid = 2',
            "deal 1: high: 'none' is not allowed; expected a side",
        ),
        # All Fours: high and low are none together (no trump dealt) or both won.
        ("allfours", "", 'high = "none", low = "none", jack = "none", game = "Us"', None),
        (
            "allfours",
            "",
            'high = "Us", low = "none", jack = "none", game = "Us"',
            "deal 1: low: 'none' is not allowed; expected a side, as high is",
        ),
        # Ten-point pitch (P5): jick, the jokers and the trey are points of the hand too.
        (
            "pitch",
            'preset = "ten-point"\n',
            'high = "Us", low = "Us", jack = "Us", game = "Us", bidder = "Us", bid = 4',
            "deal 1: jick, big_joker, little_joker, trey: missing",
        ),
    ],
)
def test_every_point_is_named_in_a_file(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    *,
    game: str,
    preset: str,
    hand: str,
    message: str | None,
) -> None:
    path = tmp_path / "hand.toml"
    path.write_text(PITCH_FILE.format(game=game, preset=preset, hand=hand), encoding="utf-8")
    code, _, err = run_command(capsys, "sheet", str(path))
    if message is None:
        assert (code, err) == (0, "")
    else:
        assert code == 2
        assert message in err


def test_a_pitch_game_saved_from_python_names_every_point() -> None:
    from cardscore import pitch

    hand = pitch.Tally.summary(high="Us", low="Us", jack=None, game="Them", sides=("Us", "Them"))
    game = pitch.Game(("Us", "Them")).record(hand, bidder="Us", bid=2)
    document = sheet.from_ledger(game)
    assert document.deals[0] == {"bidder": "Us", "bid": 2} | {
        "high": "Us",
        "low": "Us",
        "jack": "none",
        "game": "Them",
    }
    assert sheet.loads(document.dumps()).ledger() == game


# --- Messages in the player's words: placeholders as the command's usage shows them ---------

# Words in capitals that are no placeholder: a sheet's mark and abbreviations.
NOT_PLACEHOLDERS = {"LIAR", "HCP", "JSON", "TOML"}
CAPITALS = re.compile(r"\b[A-Z][A-Z_]{2,}\b")


@pytest.mark.parametrize("lang", [lang for lang in i18n.LANGUAGES if lang != "en"])
def test_placeholders_are_the_same_in_every_message_and_every_help(lang: str) -> None:
    # The usage lines (argparse's metavars) show SIDE, NAME, POINTS...: every message and
    # every help says them the same way, never PUOLI in one and SIDE in the other. Since
    # issue 39 (item 10) the words of a form are translated, in the metavars as in the
    # messages: each is said as the catalog says the word alone (SIDE: PUOLI).
    catalog = tool.read_po(tool.po_path(lang).read_text(encoding="utf-8"))
    by_key = catalog.by_key()
    said = {word: by_key[word].msgstr for word in PLACEHOLDERS}
    changed = {
        entry.msgid: entry.msgstr
        for entry in catalog.entries
        if not entry.obsolete
        and entry.msgid not in PLACEHOLDERS
        and any(
            not re.search(rf"(?<!\w){re.escape(said.get(word, word))}(?!\w)", entry.msgstr)
            for word in set(CAPITALS.findall(entry.msgid)) - NOT_PLACEHOLDERS
        )
    }
    assert changed == {}


# --- One grammar for every command: lists with commas, a deal quoted or not ------------------


def test_rubber_sides_are_written_with_a_comma_and_the_deal_is_scored(
    capsys: pytest.CaptureFixture[str],
) -> None:
    # The command: the sides were "Ann,Bob" and "Ann 1S=", exit 0, the deal lost.
    # B7: one spade made, 30 below the line to Ann.
    code, out, err = run_command(capsys, "rubber", "--sides", "Ann,Bob", "Ann 1S=")
    assert (code, err) == (0, "")
    assert out.startswith("Rubber bridge: Ann v Bob\n")
    assert "1. Ann 1S=" in out


def test_the_older_sides_form_is_refused_never_misread(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run_command(capsys, "rubber", "--sides", "Ann", "Bob", "Ann", "4H=")
    assert (code, out) == (2, "")
    assert "--sides: 'Ann' is not allowed; expected 2 names separated by commas ('Ann,Bob')" in err


@pytest.mark.parametrize(
    "deals",
    [
        ("N 4S=", "E 3NT="),
        ("N", "4S=", "E", "3NT="),
        ("N 4S= E 3NT=",),
        ("N 4S=", "E", "3NT="),
    ],
)
def test_a_chicago_deal_is_one_quoted_argument_or_several_words(
    capsys: pytest.CaptureFixture[str], deals: tuple[str, ...]
) -> None:
    # B6: deal 1 nobody vulnerable, N 4S= is 120 + 300 = 420; deal 2 EW vulnerable (the
    # dealer's side), E 3NT= is 100 + 500 = 600.
    code, out, err = run_command(capsys, "chicago", *deals)
    assert (code, err) == (0, "")
    assert "result: in progress (NS 420, EW 600)" in out


def test_a_rotating_evening_names_a_player_with_a_space(
    capsys: pytest.CaptureFixture[str],
) -> None:
    players = "Ann Marie,Bob,Cid,Dan,Eve"
    # Chukker 1: N Bob, S Cid v E Dan, W Eve (the rotation); Ann Marie sits out and cannot
    # declare, but her name is read as one name, not as "Ann" and "Marie".
    code, _, err = run_command(capsys, "chicago", "--players", players, "Ann Marie", "4S=")
    assert code == 2
    assert "declarer: 'Ann Marie' is not allowed" in err


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (("chicago", "--players", "Ann,,Bob,Cid,Dan"), "--players: 'Ann,,Bob,Cid,Dan'"),
        (("rubber", "--sides", "Ann,Bob,Cid"), "expected 2 names separated by commas"),
        (("tarot", "garde", "-b", "2", "-p", "45", "--players", "Ann Bob"), "--players: "),
    ],
)
def test_a_list_that_is_not_one_is_refused(
    capsys: pytest.CaptureFixture[str], argv: tuple[str, ...], message: str
) -> None:
    code, out, err = run_command(capsys, *argv)
    assert (code, out) == (2, "")
    assert message in err


def test_tarot_players_are_named_as_play_names_them(capsys: pytest.CaptureFixture[str]) -> None:
    # T4-T6: garde, 2 bouts, 45 points at five: (25 + 4) × 2 = 58; taker 2 × 58, partner 58.
    argv = ("tarot", "garde", "-b", "2", "-p", "45", "--players", "Ann,Bob,Cid,Dan,Eve")
    code, out, err = run_command(capsys, *argv)
    assert (code, err) == (0, "")
    assert "Ann (taker)       +116" in out
    assert "Bob (partner)      +58" in out
    # The older spelling still works, and says the new one.
    older = ("tarot", "garde", "-b", "2", "-p", "45", "--names", "Ann", "Bob", "Cid", "Dan", "Eve")
    code, again, err = run_command(capsys, *older)
    assert (code, again) == (0, out)
    assert "--players Ann,Bob,Cid,Dan,Eve" in err


# --- Messages in the player's words: no Python values ----------------------------------------

PYTHON_WORDS = re.compile(r"\bNone\b|\bTrue\b|\bFalse\b|\[|\]|\(['\"]|=True|=None")

BAD_SHEETS = {
    # The issue's own: a list shown as Python shows it (now a name given twice is shown
    # alone, the names are read once: issue 31; a count that is wrong shows the list).
    'game = "needafourth"\nplayers = ["Ann", "Ann", "Bob"]\ndeals = []\n': (
        "players: 'Ann' is not allowed"
    ),
    'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat", "Dan"]\ndeals = []\n': (
        "players: 'Ann', 'Bob', 'Cat', 'Dan' is not allowed"
    ),
    # alone=True: at five, a taker with no partner plays alone (T8).
    'game = "tarot"\nplayers = ["A", "B", "C", "D", "E"]\n'
    'deals = [{taker = "A", contract = "garde", bouts = 2, points = 45}]\n': (
        "partner: missing; expected at five, the called partner's name, the taker's own name, "
        "or alone (the called card in the chien)"
    ),
    # A flag given as a number: true or false, as a scoresheet writes them.
    'game = "tarot"\nplayers = ["A", "B", "C", "D", "E"]\n'
    'deals = [{taker = "A", contract = "garde", bouts = 2, points = 45, alone = 1}]\n': (
        "alone: 1 is not allowed; expected true or false"
    ),
    # P5: no jick without the jick rule: nobody's, said as the sheet says it.
    'game = "pitch"\nsides = ["Us", "Them"]\ndeals = [{high = "Us", low = "Us", jack = "Us", '
    'game = "Us", jick = "Us", bidder = "Us", bid = 2}]\n': (
        "jick: 'Us' is not allowed; expected none: no jick without the jick rule"
    ),
    # Need a Fourth?: only a redoubled contract names who redoubled.
    'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n'
    'deals = [{chooser = "Ann", partner = "Bob", result = "4H=", redoubled_by = "Bob"}]\n': (
        "redoubled_by: 'Bob' is not allowed; expected nothing: 4H is not redoubled"
    ),
    'game = "chicago"\ndeals = [{declarer = "N", result = "4S=", honours = ["NS", "100"]}]\n': (
        "honours: 'NS', '100' is not allowed"
    ),
    'game = "pitch"\nsides = ["Us", "Them"]\noptions = {totals = [1, 2]}\ndeals = []\n': (
        "totals: 1, 2 is not allowed"
    ),
}


@pytest.mark.parametrize(("text", "message"), list(BAD_SHEETS.items()))
def test_a_bad_sheet_is_told_in_the_players_words(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, text: str, message: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run_command(capsys, "sheet", str(path))
    assert code == 2
    assert message in err
    assert not PYTHON_WORDS.search(err.replace("[SIDE, 100]", "")), err


def test_the_same_error_stays_pythons_for_a_program() -> None:
    # A program calling the library reads the value as Python writes it; a player, in words.
    from cardscore import tarot
    from cardscore.errors import ScoreError, told
    from tests.bad_input import wrong

    with pytest.raises(ScoreError) as raised:
        tarot.settle("garde", bouts=2, points=45, alone=wrong(["Ann", "Ann"]))
    error = raised.value
    assert str(error) == "alone: ['Ann', 'Ann'] is not allowed; expected True or False"
    assert told(error) == "alone: 'Ann', 'Ann' is not allowed; expected true or false"
    # A field a program names by its key, hands['Bob'], is Bob's hand to a player.
    error = ScoreError("hands['Bob']", 14, "13 cards")
    assert str(error) == "hands['Bob']: 14 is not allowed; expected 13 cards"
    assert told(error) == "hands of Bob: 14 is not allowed; expected 13 cards"


def test_an_auction_error_names_the_call_as_the_player_counts_it(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # N2 (Need a Fourth?): three passes after a bid end the auction; a fifth call is refused.
    hands = "hand Ann KQ432.K32.K32.432\nhand Bob AJ5.AQJ5.AJ5.8765\nhand Cat T976.T9876.QT9.AK\n"
    lines = hands + "auction 1S 2NT pass pass pass\n"
    path = tmp_path / "n.toml"
    code, _, err = run(
        monkeypatch, capsys, lines, "needafourth", str(path), "--players", "Ann,Bob,Cat"
    )
    assert code == 2
    assert (
        "error: calls 5: 'pass' is not allowed; expected no call: the auction ended at call 4"
        in err
    )
    assert "calls[" not in err


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_the_players_words_are_said_in_every_language(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, lang: str
) -> None:
    path = tmp_path / "bad.toml"
    path.write_text('game = "needafourth"\nplayers = ["Ann", "Bob", "Cat", "Dan"]\ndeals = []\n')
    code, _, err = run_command(capsys, "sheet", str(path), "--lang", lang)
    assert code == 2
    with i18n.using(lang):
        frame = i18n.say(i18n.Text("{field}: {value} is not allowed; expected {allowed}"))
    said = frame.split("{value}")[1].split("{allowed}")[0]  # " is not allowed; expected "
    assert f"players: 'Ann', 'Bob', 'Cat', 'Dan'{said}" in err.replace(
        "players\u00a0:", "players:"
    )


# --- Sheets show what players look for ---------------------------------------------------------

CARRIED = (
    'game = "pitch"\npreset = "ten-point"\nsides = ["Us", "Them"]\n'
    "options = {totals = {Us = 12, Them = -3}}\n"
    'deals = [{high = "Us", low = "Us", jack = "Us", game = "Us", jick = "none", '
    'big_joker = "none", little_joker = "none", trey = "none", bidder = "Us", bid = 4}]\n'
)


@pytest.mark.parametrize("form", ["text", "markdown", "csv", "html"])
def test_the_sheet_shows_its_starting_totals_and_its_preset(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, form: str
) -> None:
    # P6: a game carried over from a paper sheet starts from its totals: Us 12, Them -3; a
    # ten-point hand (P5) of four points to Us, bid 4 and made: Us 16.
    path = tmp_path / "carried.toml"
    path.write_text(CARRIED, encoding="utf-8")
    code, out, _ = run_command(capsys, "sheet", str(path), "--format", form)
    assert code == 0
    if form != "csv":  # a CSV file has rows, no title
        assert "Auction pitch (ten-point)" in out
    if form == "csv":
        assert "start,,,,12,-3\n" in out
    else:
        assert "start: Us 12, Them -3" in out
    assert "16" in out


def test_a_rotating_evening_shows_its_seating_before_deal_1(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # B6 (rotating Chicago): chukker 1 seats N Bob, S Cid against E Dan, W Eve; Ann sits out.
    path = tmp_path / "rotating.toml"
    path.write_text(
        'game = "rotatingchicago"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\ndeals = []\n'
    )
    code, out, _ = run_command(capsys, "sheet", str(path))
    assert code == 0
    assert "chukker 1, to come: N Bob, S Cid v E Dan, W Eve; sitting out: Ann" in out
    # After a chukker, the next one's seating is shown before its first deal as well.
    four = '"Bob 1NT=", "Bob 1NT=", "Bob 1NT=", "Bob 1NT="'
    path.write_text(path.read_text().replace("deals = []", f"deals = [{four}]"))
    code, out, _ = run_command(capsys, "sheet", str(path))
    assert code == 0
    assert "chukker 2, to come: N Ann, S Dan v E Cid, W Eve; sitting out: Bob" in out
    # Closed after the chukker, the evening is over: no chukker is to come.
    path.write_text(path.read_text().replace("deals = [", "options = { close = true }\ndeals = ["))
    code, out, _ = run_command(capsys, "sheet", str(path))
    assert code == 0
    assert ", to come:" not in out
    assert "chukker 2" not in out


TAROT_SHEET = (
    'game = "tarot"\nplayers = {players}\n'
    'deals = [{{taker = "A", contract = "garde", bouts = 2, points = 45}}]\n'
)


@pytest.mark.parametrize("players", ['["A", "B", "C"]', '["A", "B", "C", "D"]'])
def test_a_taker_at_three_or_four_is_the_taker_not_alone(players: str) -> None:
    # T5: only five players call a partner: at three or four nobody plays "alone".
    result = sheet.score(sheet.loads(TAROT_SHEET.format(players=players)))
    text = result.render("text")
    (row,) = (line for line in text.splitlines() if line.startswith("   1"))
    # T4: garde, 2 bouts, 45: (25 + 4) × 2 = 58 from each defender, the taker marked T.
    taker = 58 * (len(players.split(",")) - 1)
    assert re.search(rf"\+{taker} T\b", row)
    assert not re.search(r"\+\d+ A\b", row)
    assert "taker alone" not in text
    assert "partner" not in text.splitlines()[1]


@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_every_tarot_mark_has_one_meaning(lang: str) -> None:
    from cardscore.sheet import _tarot

    marks = [
        *_tarot._SHORT.values(),
        _tarot._TAKER,
        _tarot._PARTNER,
        _tarot._ALONE,
        _tarot._DEFENCE,
        _tarot._PETIT_AU_BOUT,
        _tarot._POIGNEE,
        *_tarot._POIGNEES.values(),
        _tarot._CHELEM,
    ]
    headings = [
        i18n.Text("deal"),
        i18n.Text("dlr"),
        i18n.Text.in_context("tarot column: the contract bid", "bid"),
        i18n.Text("bouts"),
        i18n.Text("pts"),
        i18n.Text("result"),
        i18n.Text("bonus"),
        i18n.Text("total"),
    ]
    with i18n.using(lang):
        said = [i18n.say(word) for word in (*marks, *headings)]
    assert len(set(said)) == len(said), said
    # And the legend says each mark once, with its one meaning.
    result = sheet.score(sheet.load("examples/tarot.toml"))
    legend = result.render("text", lang=lang).splitlines()[1:4]
    for mark in map(i18n.say, marks[:-1]) if lang == "en" else ():
        assert sum(f"{mark} " in f" {line}" for line in legend) >= 1


@pytest.mark.parametrize(
    "how",
    [
        ("play", "Ann garde 2 45 alone\n"),
        (
            "sheet",
            'deals = [{taker = "Ann", contract = "garde", bouts = 2, points = 45, alone = true}]',
        ),
        ("tarot", ""),
    ],
)
def test_alone_is_refused_at_four_players(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    how: tuple[str, str],
) -> None:
    # T5: at four nobody is called; "alone" exists only at five.
    command, text = how
    path = tmp_path / "four.toml"
    players = ("--players", "Ann,Bob,Cid,Dan")
    if command == "play":
        code, _, err = run(monkeypatch, capsys, text, "tarot", str(path), *players)
    elif command == "sheet":
        path.write_text(f'game = "tarot"\nplayers = ["Ann", "Bob", "Cid", "Dan"]\n{text}\n')
        code, _, err = run_command(capsys, "sheet", str(path))
    else:
        code, _, err = run_command(capsys, "tarot", "garde", "-b", "2", "-p", "45", "--alone")
    assert code == 2
    assert "with 4 players: nobody is called" in err


def test_auction_pitch_throws_no_hand_in(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # P4: if everyone else passed, the dealer must bid 2: no hand is thrown in.
    path = tmp_path / "porch.toml"
    code, out, err = run(
        monkeypatch, capsys, "help\nthrow in\n", "pitch", str(path), "--sides", "Us,Them"
    )
    assert code == 2
    assert "throw in" not in out.split("Commands:")[1]
    assert "No hand is thrown in: when everyone else passes, the dealer must bid." in out
    assert (
        "throw in: 'all passed' is not allowed; expected a bid: when everyone else passes" in err
    )
    assert sheet.load(path).deals == ()
    # In a file too; with the dealer not forced (a house rule) the hand is thrown in.
    path.write_text('game = "pitch"\nsides = ["Us", "Them"]\ndeals = ["pass"]\n')
    code, _, err = run_command(capsys, "sheet", str(path))
    assert code == 2
    path.write_text(
        'game = "pitch"\nsides = ["Us", "Them"]\noptions = {dealer_forced = false}\n'
        'deals = ["pass"]\n'
    )
    assert run_command(capsys, "sheet", str(path))[0] == 0


# --- HTML: contracts whole, the played column readable, A4, the chart's deals -----------------


def test_a_contract_or_a_score_never_breaks_at_its_hyphen() -> None:
    page = sheet.score(sheet.load("examples/chicago.toml")).render("html")
    assert ".nb { white-space: nowrap; }" in page
    assert 'W <span class="nb">4HX-2</span>' in page  # the Laws: 4HX two down, not 4HX- / 2
    naf = sheet.score(sheet.load("examples/needafourth.toml")).render("html", lang="fr")
    assert '<td class="text"><span class="nb">3NTX-2</span></td>' in naf
    assert '<span class="nb">-700</span> <span class="nb">a choisi MENTEUR</span>' in naf


def test_the_page_is_a4_unless_letter_is_asked_for(capsys: pytest.CaptureFixture[str]) -> None:
    result = sheet.score(sheet.load("examples/pitch.toml"))
    assert "@page { size: A4; margin: 12mm; }" in result.render("html")
    assert "@page { size: letter; margin: 12mm; }" in result.render("html", paper="letter")
    code, out, _ = run_command(
        capsys, "sheet", "examples/pitch.toml", "--format", "html", "--paper", "letter"
    )
    assert code == 0
    assert "size: letter;" in out
    with pytest.raises(ScoreError, match="paper: 'legal' is not allowed"):
        result.render("html", paper="legal")


SVG = "{http://www.w3.org/2000/svg}"


@pytest.mark.parametrize("name", ["tarot", "chicago", "drawbridge", "allfours", "rubber"])
def test_every_chart_position_is_a_deal_that_scored_and_is_labelled(name: str) -> None:
    import xml.etree.ElementTree as ET

    result = sheet.score(sheet.load(f"examples/{name}.toml"))
    root = ET.fromstring(result.render("html").removeprefix("<!DOCTYPE html>\n"))  # noqa: S314
    scored = [row for row in result.rows if row.number is not None or any(row.scored)]
    labels = [
        text.text for text in root.iter(f"{SVG}text") if text.attrib.get("text-anchor") == "middle"
    ]
    assert len(labels) == len(scored)  # a few deals: every one labelled
    assert all(labels)
    for line in root.iter(f"{SVG}polyline"):
        assert len(line.attrib["points"].split()) == len(scored) + 1  # the start, then each
    if name == "tarot":  # the void deal (all passed) scored nothing: no place on the chart
        assert labels == ["1", "2", "3", "4", "5"]


@pytest.mark.parametrize("lang", ["fr", "sv", "en", "fi"])
def test_the_need_a_fourth_played_column_reads_on_paper(lang: str, tmp_path: Path) -> None:
    # Each deal's "played" text on at most two lines of the printed page (it took three to
    # five in French and Swedish, squeezed by the players' marks).
    import subprocess

    from tests.sheet.test_html_browser import pdf_info, print_to_pdf, tool

    result = sheet.score(sheet.load("examples/needafourth.toml"))
    pdf = print_to_pdf(result.render("html", lang=lang), tmp_path)
    assert pdf_info(pdf)["Page size"].endswith("(A4)")
    boxes = subprocess.run(
        [tool("pdftotext"), "-bbox", str(pdf), "-"],
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    words = re.findall(r'<word xMin="[\d.]+" yMin="([\d.]+)"[^>]*>([^<]*)</word>', boxes)
    texts = [html.unescape(word) for _, word in words]
    # The layout's "played" column (the contract, or why the deal was thrown in): the third
    # cell of each deal's row.
    (section,) = result.layout(lang=lang).sections
    kinds = (sheet.Kind.DEAL, sheet.Kind.VOID)
    played = [line.cells[2].text for line in section.lines if line.kind in kinds]
    assert len(played) == len(result.rows)
    for cell in played:
        wanted = cell.split()
        starts = [
            index for index in range(len(texts)) if texts[index : index + len(wanted)] == wanted
        ]
        assert starts, (cell, texts)
        heights = {round(float(words[starts[0] + index][0])) for index in range(len(wanted))}
        assert len(heights) <= 2, (cell, heights)


# --- Set-up: the docs install from the source, in a virtual environment -----------------------

DOCS = paths.ROOT / "docs"


def test_no_page_installs_from_an_index_that_does_not_serve_cardscore() -> None:
    pages = {path.name: path.read_text(encoding="utf-8") for path in DOCS.glob("*.md")}
    assert [name for name, text in pages.items() if "pip install cardscore" in text] == []
    assert [name for name, text in pages.items() if "pip install 'cardscore[" in text] == []
    install = pages["index.md"].split("## Install", 1)[1]
    assert "python3 -m venv .venv" in install
    assert ". .venv/bin/activate" in install
    assert "pip install ." in install


def test_the_prompt_says_who_sits_where_before_a_chukker(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # B6 (rotating Chicago): chukker 1 seats N Bob, S Cid v E Dan, W Eve; Ann sits out. The
    # prompt says so before deal 1 (and before the first deal of every chukker).
    path = tmp_path / "rc.toml"
    players = ("--players", "Ann,Bob,Cid,Dan,Eve")
    code, out, _ = run(monkeypatch, capsys, "", "rotatingchicago", str(path), *players)
    assert code == 0
    assert (
        "Next: deal 1, Bob deals. Nobody vulnerable.\n"
        "chukker 1, to come: N Bob, S Cid v E Dan, W Eve; sitting out: Ann\n"
    ) in out
    four = "Cid 4S=\nCid 4S=\nCid 4S=\nCid 4S=\n"
    code, out, _ = run(monkeypatch, capsys, four, "rotatingchicago", str(path))
    assert code == 0
    assert "chukker 2, to come: N Ann, S Dan v E Cid, W Eve; sitting out: Bob" in out


def test_alone_may_stand_where_the_partner_would() -> None:
    from cardscore.cli import _lines

    deal = _lines.notation("tarot").read(["Eve", "garde", "sans", "alone", "2", "60"])
    assert deal == {"taker": "Eve", "contract": "garde sans", "alone": True} | {
        "bouts": 2,
        "points": 60,
    }
