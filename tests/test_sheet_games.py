"""Every game's scoresheet: the example files worked by hand, and each game's bad deals."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from cardscore import sheet
from cardscore.sheet import SheetError

EXAMPLES = Path(__file__).parent.parent / "examples"
EXAMPLE_FILES = sorted(EXAMPLES.glob("*.toml"))


def scored(name: str) -> sheet.Sheet:
    return sheet.score(sheet.load(EXAMPLES / name))


def bad(text: str) -> str:
    with pytest.raises(SheetError) as caught:
        sheet.score(sheet.loads(text, source="bad.toml"))
    message = str(caught.value)
    assert "\n" not in message
    return message


# --- every example --------------------------------------------------------------------------


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_example_scores_and_adds_up(path: Path) -> None:
    result = sheet.score(sheet.load(path))
    assert result.rows
    running = dict.fromkeys(result.parties, 0)
    for row in result.rows:
        for name, points in row.points.items():
            running[name] += points
        assert row.totals == running
    assert result.totals == running


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
def test_example_json_loads_back(path: Path) -> None:
    result = sheet.score(sheet.load(path))
    again = sheet.score(sheet.loads(result.render("json"), source="again.json"))
    assert again.rows == result.rows
    assert again.totals == result.totals
    assert again.result == result.result


@pytest.mark.parametrize("path", EXAMPLE_FILES, ids=lambda path: path.name)
@pytest.mark.parametrize("form", sheet.FORMATS)
def test_example_renders_in_every_format(path: Path, form: str) -> None:
    result = sheet.score(sheet.load(path))
    text = result.render(form)
    for row in result.rows:
        assert row.played.replace("|", "\\|") in text or json.dumps(row.played) in text


# --- Need a Fourth? (need-a-fourth.md) ------------------------------------------------------


def test_needafourth_example_by_hand() -> None:
    result = scored("needafourth.toml")
    points = [row.points for row in result.rows]
    # 1. Bob lied; 3NTX two down: liar 2 × 350, partner 2 × 150 (N5).
    assert points[0] == {"Ann": -300, "Bob": -700, "Cat": 0}
    # 2. Ann redoubled after Cat passed: Ann chooser 100 + 600 + 300, Cat 100 + 400 + 300 (N3).
    assert points[1] == {"Ann": 1000, "Bob": 0, "Cat": 800}
    assert result.rows[1].played == "Ann with Cat: 2HXX=, redoubled by Ann"
    # 3. Thrown in (N1).
    assert points[2] == {"Ann": 0, "Bob": 0, "Cat": 0}
    # 4. 4H+2: game 500 + 2 × 50 each.
    assert points[3] == {"Ann": 600, "Bob": 0, "Cat": 600}
    # 5. 2SX=: chooser 100 + 300 + 300, partner 100 + 200 + 300.
    assert points[4] == {"Ann": 0, "Bob": 600, "Cat": 700}
    # 6. 6S=: small slam 1200 each.
    assert points[5] == {"Ann": 0, "Bob": 1200, "Cat": 1200}
    assert result.totals == {
        "Ann": -300 + 1000 + 600,
        "Bob": -700 + 600 + 1200,
        "Cat": 800 + 600 + 700 + 1200,
    }
    assert result.finished
    assert result.winner == "Cat"


NEEDAFOURTH = 'game = "needafourth"\nplayers = ["Ann", "Bob", "Cat"]\n'


def test_needafourth_open_session_is_in_progress() -> None:
    text = NEEDAFOURTH + 'deals = [{chooser = "Ann", partner = "Bob", result = "1NT="}]'
    result = sheet.score(sheet.loads(text))
    assert result.result == "in progress"
    assert result.totals == {"Ann": 100, "Bob": 100, "Cat": 0}


def test_needafourth_options() -> None:
    text = (
        NEEDAFOURTH
        + 'options = {redoubled_overtrick = 200, first_dealer = "Cat", planned = 3}\n'
        + 'deals = [{chooser = "Ann", partner = "Bob", result = "2HXX+1", liars = "Ann"}]'
    )
    # 2HXX made +1 with 200 a redoubled overtrick: 100 + 600 + 300 + 200 and 100 + 400 + 300 + 200.
    assert sheet.score(sheet.loads(text)).totals == {"Ann": 1200, "Bob": 1000, "Cat": 0}


def test_needafourth_redoubled_by_the_chooser() -> None:
    text = NEEDAFOURTH + (
        'deals = [{chooser = "Ann", partner = "Bob", result = "1SXX=", redoubled_by = "chooser"}]'
    )
    result = sheet.score(sheet.loads(text))
    assert result.rows[0].played == "Ann with Bob: 1SXX=, redoubled by Ann"
    assert result.totals == {"Ann": 1000, "Bob": 800, "Cat": 0}


@pytest.mark.parametrize(
    ("deals", "message"),
    [
        ('[{chooser = "Ann", partner = "Bob"}]', "deal 1: result: missing; expected a result"),
        (
            '[{chooser = "Ann", partner = "Bob", contract = "2S"}]',
            "deal 1: tricks: missing; expected the tricks",
        ),
        (
            '[{chooser = "Ann", partner = "Bob", result = "2S=", tricks = 8}]',
            "deal 1: deal: ",
        ),
        ('[{chooser = "Ann", result = "2S="}]', "deal 1: partner: missing"),
        ('["pass", {chooser = "Ann", partner = "Bob", result = "2Q="}]', "deal 2: result: '2Q='"),
        ('[{chooser = "Ann", partner = "Ann", result = "2S="}]', "deal 1: partner: 'Ann'"),
        ('[{chooser = "Ann", partner = "Dan", result = "2S="}]', "deal 1: partner: 'Dan'"),
        ('[{chooser = "Ann", partner = "Bob", result = "2S=", liars = 3}]', "deal 1: liars: 3"),
        ('[{chooser = "Ann", partner = "Bob", result = "2S=", who = 3}]', "deal 1: deal: 'who'"),
        ('["2S="]', "deal 1: deal: '2S=' is not allowed; expected a table {chooser, partner"),
    ],
)
def test_needafourth_bad_deals(deals: str, message: str) -> None:
    assert message in bad(NEEDAFOURTH + f"deals = {deals}")


def test_needafourth_bad_session() -> None:
    assert bad(
        NEEDAFOURTH + 'options = {planned = 3}\ndeals = ["pass", "pass", "pass", "pass"]'
    ) == (
        "bad.toml: deal 4: deal: 4 is not allowed; "
        "expected no deal after the agreed 3: the session is finished"
    )
    assert "bad.toml: deals: 4 is not allowed" in bad(
        NEEDAFOURTH + "options = {planned = 4}\ndeals = []"
    )
    assert "bad.toml: players: ['Ann', 'Bob'] is not allowed" in bad(
        'game = "needafourth"\nplayers = ["Ann", "Bob"]\ndeals = []'
    )
    assert "bad.toml: players: missing" in bad('game = "needafourth"\ndeals = []')
    assert "bad.toml: preset: 'seed' is not allowed" in bad(
        NEEDAFOURTH + 'preset = "seed"\ndeals = []'
    )


# --- French Tarot (tarot.md) ----------------------------------------------------------------


def test_tarot_example_by_hand() -> None:
    result = scored("tarot.toml")
    points = [row.points for row in result.rows]
    # 1. Garde, 2 bouts, 45 (T6): unit (25 + 4) × 2 = 58; at five the taker 2 ×, partner 1 × (T5).
    assert points[0] == {"Ann": 116, "Bob": -58, "Cid": 58, "Dan": -58, "Eve": -58}
    # 2. Prise, 1 bout, 50.5 of 51: lost, the half point rounds up (T4): 26.
    assert points[1] == {"Ann": 26, "Bob": -52, "Cid": 26, "Dan": -26, "Eve": 26}
    # 3. Void (T3).
    assert points[2] == dict.fromkeys(result.parties, 0)
    assert result.rows[2].played == "void (all pass)"
    # 4. Garde sans, 2 bouts, 60, petit au bout to the defence (T6): 136; alone, 4 × 136.
    assert points[3] == {"Ann": -136, "Bob": -136, "Cid": -136, "Dan": -136, "Eve": 544}
    # 5. Garde, 2 bouts, 49, poignée simple, petit au bout to the taker (T6): 106.
    assert points[4] == {"Ann": 106, "Bob": -106, "Cid": 212, "Dan": -106, "Eve": -106}
    # 6. Garde contre, no bout, 40 of 56: (25 + 16) × 6 = 246.
    assert points[5] == {"Ann": 246, "Bob": -246, "Cid": 246, "Dan": -492, "Eve": 246}
    assert result.totals == {
        "Ann": 116 + 26 - 136 + 106 + 246,
        "Bob": -58 - 52 - 136 - 106 - 246,
        "Cid": 58 + 26 - 136 + 212 + 246,
        "Dan": -58 - 26 - 136 - 106 - 492,
        "Eve": -58 + 26 + 544 - 106 + 246,
    }
    assert sum(result.totals.values()) == 0
    assert result.finished
    assert result.winner == "Eve"


TAROT = 'game = "tarot"\nplayers = ["A", "B", "C", "D"]\n'


def test_tarot_open_session_and_close() -> None:
    deal = '{taker = "A", contract = "garde", bouts = 2, points = 45}'
    open_session = sheet.score(sheet.loads(TAROT + f"deals = [{deal}]"))
    # The seed's deal (T6): unit 58, the taker 3 × 58 at four.
    assert open_session.totals == {"A": 174, "B": -58, "C": -58, "D": -58}
    assert open_session.result == "in progress"
    closed = sheet.score(sheet.loads(TAROT + f"options = {{close = true}}\ndeals = [{deal}]"))
    assert closed.result == "won by A"
    assert [row.number for row in closed.rows] == [1]


def test_tarot_chelem_and_void_forms() -> None:
    deals = (
        '["void", {void = "petit sec"}, '
        '{taker = "B", contract = "garde", bouts = 3, points = 80, chelem = "failed"}]'
    )
    result = sheet.score(sheet.loads(TAROT + f"deals = {deals}"))
    assert [row.played for row in result.rows] == [
        "void (all pass)",
        "void (petit sec)",
        "garde by B: 3 bouts, 80, chelem failed",
    ]
    # T6: (25 + 44) × 2 − 200 = −62 a defender; the taker −186.
    assert result.totals == {"A": 62, "B": -186, "C": 62, "D": 62}


@pytest.mark.parametrize(
    ("deals", "message"),
    [
        ('[{taker = "A", contract = "garde", bouts = 2}]', "deal 1: points: missing"),
        ('[{taker = "A", contract = "garde", bouts = 4, points = 45}]', "deal 1: bouts: 4"),
        ('[{taker = "A", contract = "grande", bouts = 2, points = 45}]', "deal 1: contract: "),
        ('[{taker = "Z", contract = "garde", bouts = 2, points = 45}]', "deal 1: taker: 'Z'"),
        ('["void", {taker = "A", contract = "garde", bouts = 2, points = 92}]', "deal 2: points"),
        ('[{void = "tired"}]', "deal 1: reason: 'tired'"),
        ('[{void = "all pass", taker = "A"}]', "deal 1: deal: 'taker' is not allowed"),
        ('["garde"]', "deal 1: deal: 'garde' is not allowed; expected a table {taker,"),
        (
            '[{taker = "A", partner = "B", contract = "garde", bouts = 2, points = 45}]',
            "deal 1: partner: 'B' is not allowed; expected None: with 4 players nobody is called",
        ),
    ],
)
def test_tarot_bad_deals(deals: str, message: str) -> None:
    assert message in bad(TAROT + f"deals = {deals}")


def test_tarot_bad_options() -> None:
    assert "bad.toml: close: 'yes' is not allowed" in bad(
        TAROT + 'options = {close = "yes"}\ndeals = []'
    )
    assert "bad.toml: planned: 0 is not allowed" in bad(
        TAROT + "options = {planned = 0}\ndeals = []"
    )
    assert "bad.toml: players: " in bad('game = "tarot"\nplayers = ["A", "B"]\ndeals = []')
    deal = '{taker = "A", contract = "garde", bouts = 2, points = 45}'
    assert "bad.toml: deal 2: session: " in bad(
        TAROT + f"options = {{planned = 1}}\ndeals = [{deal}, {deal}]"
    )
