"""Sheets in a language (issue 17): every word a sheet says goes through the catalogs.

With tests/pseudo.py's pseudo-translation every msgid comes out as «msgid»: whatever English
is left outside the guillemets in a rendered sheet bypassed cardscore.i18n. The sheets are
the examples a player is given (examples/) and a few more written here to reach the rows
and endings the examples do not have (a closed Chicago, a rubber in progress, a redouble
and two liars at Need a Fourth?, a rotating evening, a tarot session closed early).
"""

from __future__ import annotations

import html
import re
from typing import TYPE_CHECKING

import pytest

from cardscore import i18n
from cardscore.errors import ScoreError
from cardscore.sheet import SheetError, load, loads, score
from tests import paths
from tests.bad_input import wrong
from tests.i18n.test_catalogs import tool
from tests.pseudo import english_left, pseudo

if TYPE_CHECKING:
    from collections.abc import Callable, Iterator
    from pathlib import Path

    Install = Callable[[str, dict[tuple[str | None, str], str]], None]

EXAMPLES = sorted(paths.EXAMPLES.glob("*.toml"))
GOLDEN = paths.GOLDEN / "en"
FORMATS = ("text", "markdown", "csv", "html")


# Sheets written here for what the examples do not show; each is scored by hand in its
# comment (the Laws of Rubber Bridge and of Chicago, the FFT's rules, the Need a Fourth? rules).
MORE = {
    # Chicago closed after one deal: N 2S+1 is 60 below and 30 above; NS win by 90.
    "chicago-closed": 'game = "chicago"\noptions = { close = true }\ndeals = ["N 2S+1"]',
    # Chicago after a passed-out deal and one game: in progress, the next deal said.
    "chicago-next": 'game = "chicago"\ndeals = ["pass", "E 3NT="]',
    # Rubber in progress: one game to NS (4S= 120), a part score to EW; honours counted.
    "rubber-progress": (
        'game = "rubber"\noptions = { honours = true }\n'
        'deals = ["NS 4S=", { declarer = "EW", result = "2H=", honours = "EW:100" }]'
    ),
    # Rubber closed unfinished after one game to NS: 300 for the game (the Laws, 77).
    "rubber-closed": 'game = "rubber"\noptions = { close = true }\ndeals = ["NS 4S="]',
    # Need a Fourth?: a redoubled contract and two liars, then a thrown-in deal.
    "needafourth-liars": (
        'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n'
        'deals = [{ chooser = "Ann", partner = "Bob", result = "3NTXX=", redoubled_by = "Bob",'
        ' liars = ["Ann", "Bob"] }, "pass"]'
    ),
    # A rotating evening of five: the first deal of the first chukker, then a pass.
    "evening": (
        'game = "rotatingchicago"\nplayers = ["Ann", "Bob", "Cid", "Dan", "Eve"]\n'
        'deals = ["N 1NT=", "pass"]'
    ),
    # Tarot at three, one deal planned and closed: a note that there was nothing to close.
    # Garde, 2 bouts, 45.5 points: 41 needed, made by 4½ counted as 5; petit au bout to the
    # taker, 10: (25 + 5 + 10) × 2 = 80 from each defender, 160 to the taker.
    "tarot-closed": (
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cat"]\noptions = { planned = 1, close = true }\n'
        'deals = [{ taker = "Ann", contract = "garde", bouts = 2, points = 45.5,'
        ' petit_au_bout = "taker" }]'
    ),
    # Tarot at three, a chelem announced and made with a double poignée (FFT): garde, 3 bouts,
    # 91 points (36 needed, made by 55): (25 + 55 + 10 for the petit au bout) × 2 = 180, + 30
    # for the poignée, + 400 for the chelem: 610 from each defender, 1220 to the taker.
    "tarot-chelem": (
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cat"]\n'
        'deals = [{ taker = "Ann", contract = "garde", bouts = 3, points = 91,'
        ' petit_au_bout = "taker", poignees = ["double"], chelem = "announced" }]'
    ),
    # All Fours: a throw-in with kicks and one without, a redeal, then a hand.
    "allfours-kicks": (
        'game = "allfours"\nsides = ["us", "them"]\n'
        'deals = [{ throw_in = true, kicks = ["6H"] }, { throw_in = true },'
        ' { redeal = true, kicks = ["2S", "5S", "9S"] },'
        ' { high = "us", low = "them", jack = "us", game = "them" }]'
    ),
    # Pitch with a moon of 5 that needs every trick (P6): all four points but not every
    # trick, so the moon fails, -5; then a bid of 2 set back, -2.
    "pitch-moon": (
        'game = "pitch"\nsides = ["us", "them"]\noptions = { moon = 5, moon_tricks = true }\n'
        "deals = [{ bidder = 'us', bid = 5, high = 'us', low = 'us', jack = 'us', game = 'us',"
        " all_tricks = false }, { bidder = 'them', bid = 2, high = 'us', low = 'them',"
        " jack = 'none', game = 'us' }]"
    ),
}


def _visible(page: str) -> str:
    """What a reader of the HTML page sees: its text, without the style sheet and the tags."""
    page = re.sub(r"<style>.*?</style>", " ", page, flags=re.DOTALL)
    return html.unescape(re.sub(r"<[^>]*>", " ", page))


def _left(sheet_text: str, title: str | None, form: str) -> list[str]:
    """The English words left outside «…», the sheet's own title (the player's words) apart."""
    shown = _visible(sheet_text) if form == "html" else sheet_text
    if title:
        shown = shown.replace(title, " ")
    return english_left(shown)


@pytest.mark.parametrize("explain", [False, True])
@pytest.mark.parametrize("form", FORMATS)
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.stem)
def test_every_example_is_said_through_the_catalog(path: Path, form: str, explain: bool) -> None:
    result = score(load(path))
    with pseudo():
        said = result.render(form, explain=explain)
    assert _left(said, result.scoresheet.title, form) == []


@pytest.mark.parametrize("explain", [False, True])
@pytest.mark.parametrize("form", FORMATS)
@pytest.mark.parametrize("name", sorted(MORE))
def test_more_sheets_are_said_through_the_catalog(name: str, form: str, explain: bool) -> None:
    result = score(loads(MORE[name]))
    with pseudo():
        said = result.render(form, explain=explain)
    # "us" and "them" are the sides' names in the pitch sheet, as the players typed them.
    assert [word for word in _left(said, None, form) if word != "them"] == []


@pytest.mark.parametrize("form", ["text", "markdown"])
@pytest.mark.parametrize("path", EXAMPLES, ids=lambda path: path.stem)
def test_english_is_unchanged_by_lang(path: Path, form: str) -> None:
    # The golden files were reviewed by hand before languages: lang="en" (and a Finnish
    # context asked for English) prints them byte for byte.
    suffix = "txt" if form == "text" else "md"
    golden = (GOLDEN / f"{path.stem}.{suffix}").read_text(encoding="utf-8").rstrip("\n")
    result = score(load(path))
    assert result.render(form, lang="en") == golden
    with i18n.using("fi"):
        assert result.render(form, lang="EN") == golden


def test_json_stays_english_data() -> None:
    result = score(load(EXAMPLES[0]))
    with pseudo():
        said = result.render("json", lang="fi")
    assert said == result.render("json")
    assert "«" not in said


@pytest.mark.parametrize("lang", ["fi", "sv", "fr"])
def test_numbers_as_the_language_writes_them(lang: str) -> None:
    # The tarot deal above: 45.5 card points, said 45,5 in Finnish, Swedish and French.
    result = score(loads(MORE["tarot-closed"]))
    assert "45.5" in result.render("csv")
    # The CSV's points column, and the page's explanation (its layout writes 45½ as the text
    # sheet does, a half the same in every language).
    for said in (result.render("csv", lang=lang), result.render("html", explain=True, lang=lang)):
        assert "45,5" in said
        assert "45.5" not in said
    # The scores, worked by hand: Ann +160, Bob and Cat -80 each.
    assert "+160,-80,-80,160,-80,-80" in result.render("csv", lang=lang)


def test_the_page_says_its_language() -> None:
    result = score(load(EXAMPLES[0]))
    assert '<html lang="fi">' in result.render("html", lang="fi")
    assert '<html lang="sv">' in result.render("html", lang="SV")
    assert '<html lang="en">' in result.render("html")
    with i18n.using("fr"):
        assert '<html lang="fr">' in result.render("html")


@pytest.mark.parametrize("lang", ["de", "", "english", 7])
def test_lang_must_be_a_language(lang: object) -> None:
    result = score(load(EXAMPLES[0]))
    with pytest.raises(
        ScoreError, match=r"^lang: .* is not allowed; expected one of en, fi, fr, sv"
    ):
        result.render("text", lang=wrong(lang))  # a bad value on purpose


def test_five_players_keep_their_columns_when_words_grow() -> None:
    # Longer words widen their own columns: every row still ends under the last player's
    # name (the columns are as wide as their widest said word, numbers to the right).
    tarot = next(path for path in EXAMPLES if path.stem == "tarot")
    result = score(load(tarot))
    with pseudo():
        said = result.render("text").splitlines()
    header = next(index for index, line in enumerate(said) if line.startswith("«deal»"))
    rows = said[header + 1 : said.index("", header)]
    # Every row of figures ends under the last player's name (a column of words too wide
    # for the page wraps within its row, on lines of words alone).
    assert len([line for line in rows if "«total»" in line]) == 5  # one under each deal
    for line in rows:
        assert len(line) <= len(said[header])
        if line[-1].isdigit():
            assert len(line) == len(said[header])
    # In English, five players fit in 100 columns.
    assert max(map(len, result.render("text").splitlines())) <= 100


def test_long_names_widen_their_own_columns_past_the_page() -> None:
    # A name is never wrapped or cut: five tarot players of eight letters make the French
    # sheet 103 columns wide, every column as narrow as it may be (its widest word), and
    # the English and Finnish sheets of the same evening still fit 100.
    tarot = next(path for path in EXAMPLES if path.stem == "tarot")
    names = ["Annabell", "Bobbiiee", "Cidddddd", "Danielle", "Everetts"]
    text = tarot.read_text(encoding="utf-8")
    for short, long in zip(["Ann", "Bob", "Cid", "Dan", "Eve"], names, strict=True):
        text = text.replace(f'"{short}"', f'"{long}"')
    result = score(loads(text))
    said = result.render("text", lang="fr").splitlines()
    assert max(map(len, said)) == 103
    header = next(line for line in said if line.startswith("donne"))
    assert header.endswith(" ".join(names))
    # T8, the first deal (worked in the example's comment): Annabell +116, Cidddddd +58.
    first = next(line for line in said if line.startswith("    1 Annabell"))
    assert first.split()[-7:] == ["+116", "Pr", "-58", "+58", "a", "-58", "-58"]
    for lang in ("en", "fi"):
        assert max(map(len, result.render("text", lang=lang).splitlines())) <= 100


def test_a_players_roles_wrap_below_the_points_when_the_words_are_long() -> None:
    # Found by the property that every text sheet fits 100 columns: in Finnish, the marks
    # "valitsi VALEHTELIJA", "pari VALEHTELIJA" and "pelinviejä VALEHTELIJA" after the
    # points, in all three players' columns over the evening, are too wide together for
    # the page. The words after the points wrap below them; the points stay whole, each
    # right under its player's name.
    document = loads(
        'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\ndeals = [\n'
        '  "pass",\n'
        '  { chooser = "Ann", partner = "Bob", contract = "1C", tricks = 0,'
        ' liars = ["Ann", "Cat"] },\n'
        '  { chooser = "Bob", partner = "Ann", contract = "1CX", tricks = 0,'
        ' liars = ["Ann", "Bob"] },\n]\n'
    )
    said = score(document).render("text", lang="fi").splitlines()
    assert max(map(len, said)) <= 100
    header = next(line for line in said if line.startswith("jako"))
    deal = next(index for index, line in enumerate(said) if line.startswith("   2 Bob"))
    # N5: the chooser lied alone (the declarer's lie does not count), seven down
    # undoubled: Ann 7 x -150, Bob 7 x -100. Then both bidders lied, so N4 applies
    # unchanged: seven down doubled, Bob (chooser) 7 x -250, Ann (partner) 7 x -150.
    expected = {
        2: (["-1050", "valitsi", "-700", "pari", "0", "pelinviejä"], ["VALEHTELIJA"] * 2),
        3: (["-1050", "pari", "-1750", "valitsi", "0", "pelinviejä"], ["VALEHTELIJA"] * 2),
    }
    for number, (points, marks) in expected.items():
        first, second = said[deal], said[deal + 1]
        assert first.split()[3:] == points, number
        assert second.split() == marks, number
        # The last word of each cell ends under the player's name.
        for name, word in zip(("Ann", "Bob", "Cat"), points[1::2], strict=True):
            end = header.index(name) + len(name)
            assert first[end - len(word) : end] == word, (number, name)
        deal += 3  # the deal's two lines and its total


# --- Errors the sheet package makes -----------------------------------------------------------

ERRORS: dict[str, str | bytes] = {
    # A byte that is not UTF-8: where it is, what it is.
    "utf-8": b'game = "tarot"\n\xff',
    # A key twice in one JSON object.
    "twice": '{"game": "chicago", "game": "rubber", "deals": []}',
    # A number of 16 digits.
    "number": 'game = "chicago"\ndeals = []\ntitle = 1234567890123456',
    # A deal without its partner.
    "missing": 'game = "needafourth"\nplayers = ["A", "B", "C"]\ndeals = [{ chooser = "A" }]',
    # A fifth Chicago deal: the match was over after four.
    "over": 'game = "chicago"\ndeals = ["N 1NT=", "E 1NT=", "S 1NT=", "W 1NT=", "N 1NT="]',
    # No game named.
    "no-game": "deals = []",
    # A preset for a game with options only.
    "preset": 'game = "chicago"\npreset = "acbl"\ndeals = []',
    # The players named for a game of sides.
    "players": 'game = "chicago"\nplayers = ["A", "B"]\ndeals = []',
    # An option the game does not have.
    "option": 'game = "chicago"\noptions = { target = 3 }\ndeals = []',
    # A deal table with a key no deal has.
    "key": 'game = "chicago"\ndeals = [{ declarer = "N", result = "1NT=", lead = "SA" }]',
}


@pytest.mark.parametrize("name", sorted(ERRORS))
def test_errors_are_said_through_the_catalog(name: str) -> None:
    with pytest.raises(SheetError) as caught:
        score(loads(ERRORS[name]))
    english = i18n.message(caught.value, "en")
    assert english == str(caught.value)
    with pseudo():
        said = i18n.message(caught.value)
    assert said != english
    # The file's name and the field names are as typed; every word is said.
    assert english_left(said.replace("<scoresheet>", "")) == []


def test_the_deal_and_the_place_are_words() -> None:
    with pytest.raises(SheetError) as caught:
        score(loads(ERRORS["missing"]))
    with pseudo():
        said = i18n.message(caught.value)
    assert said.startswith("«<scoresheet>: deal 1: «partner: missing; expected «a table")
    with pytest.raises(SheetError) as caught:
        loads(ERRORS["utf-8"])
    with pseudo():
        said = i18n.message(caught.value)
    assert said == (
        "«<scoresheet>: ««line 2, column 1»: «byte 0xff is not UTF-8»; "
        "expected «a UTF-8 text file (save it as UTF-8)»»»"
    )


# --- Words in context: one English word, a translation per meaning -----------------------------


@pytest.fixture
def install(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Install]:
    """Installs a language's tiny catalog, {(context, msgid): msgstr}, compiled by the tool."""

    def installed(lang: str, messages: dict[tuple[str | None, str], str]) -> None:
        entries = [
            tool.Entry(msgid, msgstr, flags=["python-brace-format"] if "{" in msgid else [])
            if context is None
            else tool.Entry(msgid, msgstr, msgctxt=context)
            for (context, msgid), msgstr in messages.items()
        ]
        header = f"Language: {lang}\nContent-Type: text/plain; charset=UTF-8\n"
        mo = tmp_path / lang / "LC_MESSAGES" / "cardscore.mo"
        mo.parent.mkdir(parents=True)
        mo.write_bytes(tool.compile_mo(tool.Catalog(header, entries)))

    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    # Private on purpose: the catalog caches have no public face; emptied for the new catalogs.
    i18n._catalog.cache_clear()
    i18n._terms.cache_clear()
    yield installed
    i18n._catalog.cache_clear()
    i18n._terms.cache_clear()


def test_pitch_game_point_is_said_apart_from_bridge_game(install: Install) -> None:
    # All Fours' game point is "jakopiste" in the Finnish rules, bridge's game "täyspeli":
    # one English word, two messages. The example's points won, counted or not ([game]).
    install("fi", {(None, "game"): "täyspeli", ("pitch point", "game"): "jakopiste"})
    allfours = next(path for path in EXAMPLES if path.stem == "allfours")
    said = score(load(allfours)).render("text", lang="fi")
    assert "täyspeli" not in said
    # A column per point, headed by its name: the game point's is the pitch point's word.
    header = next(line for line in said.splitlines() if line.startswith("deal"))
    assert header.split()[-6:] == ["high", "low", "jack", "jakopiste", "Reds", "Blues"]
    assert i18n.say(i18n.Text("game"), "fi") == "täyspeli"


# The French tarot marks a sheet might use (FFT: preneur, appelé, défense), with the legend
# that explains them: the English initials would not say anything to a French player.
FRENCH_MARKS: dict[tuple[str | None, str], str] = {
    ("tarot mark: taker", "T"): "Pr",
    ("tarot mark: partner", "p"): "a",
    ("tarot mark: taker alone", "A"): "S",
    ("tarot mark: defence", "D"): "Df",
    ("tarot mark: simple poignée", "sim"): "Si",
    ("tarot mark: double poignée", "dbl"): "Do",
    ("tarot mark: chelem", "Ch"): "Ch",
    ("tarot chelem", "announced"): "annoncé",
    (None, "{contracts}; {taker} taker, {partner} partner, {alone} taker alone"): (
        "{contracts} ; {taker} preneur, {partner} appelé, {alone} preneur seul"
    ),
    (None, "{contracts}; {taker} taker"): "{contracts} ; {taker} preneur",
    (None, "{petit_au_bout} petit au bout ({taker} taker's side, {defence} defence)"): (
        "{petit_au_bout} petit au bout ({taker} camp du preneur, {defence} défense)"
    ),
    (
        None,
        "{poignee} poignée ({simple} simple, {double} double, {triple} triple); {chelem} chelem",
    ): ("{poignee} poignée ({simple} simple, {double} double, {triple} triple) ; {chelem} chelem"),
}


def test_tarot_marks_and_their_legend_follow_the_translation(install: Install) -> None:
    install("fr", FRENCH_MARKS)
    tarot = next(path for path in EXAMPLES if path.stem == "tarot")
    said = score(load(tarot)).render("text", lang="fr").splitlines()
    assert said[1:4] == [
        "P prise, G garde, GS garde sans, GC garde contre ; Pr preneur, a appelé, S preneur seul",
        "PaB petit au bout (Pr camp du preneur, Df défense)",
        "Pg poignée (Si simple, Do double, tpl triple) ; Ch chelem",
    ]
    # Deal 3: Dan alone at five, the petit au bout to the defence; deal 4: Eve with Ann, the
    # taker's side's petit au bout and a simple poignée (the example's hand-worked scores).
    deal_3 = next(line for line in said if line.startswith("   3"))
    assert deal_3.split()[-7:] == ["Df", "-136", "-136", "-136", "-136", "+544", "S"]
    deal_4 = next(line for line in said if line.startswith("   4"))
    assert deal_4.split()[-11:] == [
        *["PaB", "Pr,", "Pg", "Si"],
        *["+106", "a", "-106", "+212", "Pr", "-106", "-106"],
    ]
    chelem = score(loads(MORE["tarot-chelem"])).render("text", lang="fr")
    assert "PaB Pr, Pg Do, Ch annoncé" in chelem
    assert "+1220 Pr" in chelem  # at three, the taker: nobody is called, nobody is "alone"
    assert "chelem annoncé" in score(loads(MORE["tarot-chelem"])).render("csv", lang="fr")


def test_each_poignee_of_a_deal_is_said_in_words() -> None:
    # Tarot at four (FFT): the taker and a defender each show a simple poignée (10 trumps,
    # 20 points); a poignée goes to the side that wins the deal. Garde, 1 bout, 60 points
    # (51 needed, made by 9): (25 + 9) × 2 + 20 + 20 = 108 from each defender, 324 to Ann.
    result = score(
        loads(
            'game = "tarot"\nplayers = ["Ann", "Bob", "Cat", "Dan"]\n'
            'deals = [{ taker = "Ann", contract = "garde", bouts = 1, points = 60,'
            ' poignees = ["simple", "Simple"] }]'
        )
    )
    (row,) = result.rows
    assert row.played == "garde by Ann: 1 bout, 60, poignée simple simple"
    assert row.points == {"Ann": 324, "Bob": -108, "Cat": -108, "Dan": -108}
    with pseudo():
        said = i18n.say(row.played)
    assert "«simple» «simple»" in said
    assert english_left(said) == []
