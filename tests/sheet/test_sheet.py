"""The scoresheet machinery, game-independent: documents, loading, errors, rendering.

A toy adapter (tests/sheet/toy.py) stands in for a game; every real game is tested with its
example files in tests/sheet/test_games.py.
"""

from __future__ import annotations

import csv
import io
import json
from typing import TYPE_CHECKING

import attrs
import pytest

from cardscore import sheet
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

# Private on purpose: _scoring._result's words for the outcome, each case (a sheet shows one).
from cardscore.sheet import MissingFieldError, Scoresheet, SheetError, _scoring
from tests.bad_input import wrong
from tests.sheet.toy import TOY, ToyLedger, toy

if TYPE_CHECKING:
    from pathlib import Path

__all__ = ["toy"]  # the fixture, imported for pytest

TOY_TOML = """
game = "toy"
title = "Tuesday"
players = ["Ann", "Bob"]
deals = ["Ann 3", "Bob 4", "Ann 7"]
"""


@pytest.mark.usefixtures("toy")
def test_toml_document() -> None:
    document = sheet.loads(TOY_TOML, source="tuesday.toml")
    assert document == Scoresheet(
        "toy", ("Ann", "Bob"), ("Ann 3", "Bob 4", "Ann 7"), title="Tuesday"
    )
    assert document.source == "tuesday.toml"


@pytest.mark.usefixtures("toy")
def test_json_document_has_the_same_structure() -> None:
    text = json.dumps(
        {
            "game": "toy",
            "title": "Tuesday",
            "players": ["Ann", "Bob"],
            "deals": ["Ann 3", "Bob 4", "Ann 7"],
        }
    )
    assert sheet.loads(text) == sheet.loads(TOY_TOML)
    assert sheet.loads(text, format="json") == sheet.loads(TOY_TOML, format="toml")


@pytest.mark.usefixtures("toy")
def test_game_names_ignore_case_spaces_and_punctuation() -> None:
    for name in ("toy", "TOY", "Toy Game", "toy-game!"):
        assert sheet.adapter(name) is TOY
    assert "toy" in sheet.games()


@pytest.mark.usefixtures("toy")
def test_rows_running_totals_and_result() -> None:
    result = sheet.score(sheet.loads(TOY_TOML))
    assert [row.number for row in result.rows] == [1, 2, 3]
    assert [row.played for row in result.rows] == ["Ann scores 3", "Bob scores 4", "Ann scores 7"]
    assert [row.points for row in result.rows] == [
        {"Ann": 3, "Bob": 0},
        {"Ann": 0, "Bob": 4},
        {"Ann": 7, "Bob": 0},
    ]
    # 3, then 3 + 0, then 3 + 7 = 10: the target.
    assert [row.totals for row in result.rows] == [
        {"Ann": 3, "Bob": 0},
        {"Ann": 3, "Bob": 4},
        {"Ann": 10, "Bob": 4},
    ]
    assert result.totals == {"Ann": 10, "Bob": 4}
    assert result.finished
    assert result.winner == "Ann"
    assert result.result == "won by Ann"
    assert result.title == "Tuesday"
    assert isinstance(result.ledger.totals, dict)


@pytest.mark.usefixtures("toy")
def test_in_progress_tie_and_shared_win() -> None:
    def result_of(*deals: str) -> str:
        return sheet.score(Scoresheet("toy", ("A", "B", "C"), deals)).result

    assert result_of("A 3") == "in progress"
    assert result_of() == "in progress"
    assert result_of("A 10") == "won by A"
    assert result_of("A 5", "B 5", "A 5") == "won by A"
    # The toy ledger ends at 10 and a tie at the top is a shared win.
    assert sheet.score(Scoresheet("toy", ("A", "B"), ())).totals == {"A": 0, "B": 0}


@pytest.mark.usefixtures("toy")
def test_result_words() -> None:
    assert _scoring._result(("A", "B"), finished=True) == "shared by A and B"
    assert _scoring._result(("A", "B", "C"), finished=True) == "shared by A, B and C"
    assert _scoring._result(None, finished=True) == "tie"
    assert _scoring._result(None, finished=False) == "in progress"


@pytest.mark.usefixtures("toy")
def test_default_parties_and_closing_row() -> None:
    document = sheet.loads('game = "toy"\noptions = {bonus = 2}\ndeals = ["A 1"]')
    assert document.parties == ("A", "B")
    result = sheet.score(document)
    assert [row.number for row in result.rows] == [1, None]
    assert result.rows[-1].played == "closing bonus"
    assert result.rows[-1].points == {"A": 2, "B": 0}
    assert result.totals == {"A": 3, "B": 0}


# --- rendering ------------------------------------------------------------------------------


@pytest.fixture
def tuesday(toy: sheet.Adapter[ToyLedger]) -> sheet.Sheet:
    del toy
    return sheet.score(sheet.loads(TOY_TOML, source="tuesday.toml"))


def test_text(tuesday: sheet.Sheet) -> None:
    assert tuesday.render() == str(tuesday)
    assert tuesday.render("text").splitlines() == [
        "Tuesday: Ann, Bob",
        "",
        "deal  played        Ann  Bob  Ann total  Bob total",
        "   1  Ann scores 3   +3    0          3          0",
        "   2  Bob scores 4    0   +4          3          4",
        "   3  Ann scores 7   +7    0         10          4",
        "",
        "result: won by Ann (Ann 10, Bob 4)",
    ]


def test_markdown(tuesday: sheet.Sheet) -> None:
    assert tuesday.render("markdown").splitlines() == [
        "## Tuesday: Ann, Bob",
        "",
        "| deal | played | Ann | Bob | Ann total | Bob total |",
        "|---:|---|---:|---:|---:|---:|",
        "| 1 | Ann scores 3 | +3 | 0 | 3 | 0 |",
        "| 2 | Bob scores 4 | 0 | +4 | 3 | 4 |",
        "| 3 | Ann scores 7 | +7 | 0 | 10 | 4 |",
        "",
        "**result: won by Ann (Ann 10, Bob 4)**",
    ]


def test_markdown_escapes_bars(toy: sheet.Adapter[ToyLedger]) -> None:
    del toy
    result = sheet.score(Scoresheet("toy", ("A|B", "C"), (), title="x|y"))
    assert "## x\\|y" in result.render("markdown")
    assert "A\\|B total" in result.render("markdown")


def test_csv(tuesday: sheet.Sheet) -> None:
    rows = list(csv.reader(io.StringIO(tuesday.render("csv"))))
    assert rows == [
        ["deal", "played", "Ann", "Bob", "Ann total", "Bob total"],
        ["1", "Ann scores 3", "+3", "0", "3", "0"],
        ["2", "Bob scores 4", "0", "+4", "3", "4"],
        ["3", "Ann scores 7", "+7", "0", "10", "4"],
        ["result", "won by Ann", "", "", "10", "4"],
    ]


def test_json_is_the_document_plus_the_sheet(tuesday: sheet.Sheet) -> None:
    data = json.loads(tuesday.render("json"))
    assert data["game"] == "toy"
    assert data["players"] == ["Ann", "Bob"]
    assert data["deals"] == ["Ann 3", "Bob 4", "Ann 7"]
    assert data["sheet"]["rows"][2] == {
        "deal": 3,
        "played": "Ann scores 7",
        "points": {"Ann": 7, "Bob": 0},
        "totals": {"Ann": 10, "Bob": 4},
        "items": [{"label": "points", "who": "Ann", "points": 7}],
    }
    assert data["sheet"]["totals"] == {"Ann": 10, "Bob": 4}
    assert data["sheet"]["winner"] == "Ann"
    assert data["sheet"]["finished"] is True
    assert data["sheet"]["result"] == "won by Ann"


def test_json_loads_back(tuesday: sheet.Sheet) -> None:
    again = sheet.score(sheet.loads(tuesday.render("json"), source="again.json"))
    assert again.scoresheet == tuesday.scoresheet
    assert again.rows == tuesday.rows
    assert again.render("json") == tuesday.render("json")


def test_json_sheet_part_is_ignored_on_reading(tuesday: sheet.Sheet) -> None:
    data = json.loads(tuesday.render("json"))
    data["sheet"]["totals"] = {"Ann": 999}
    data["sheet"]["rows"] = []
    again = sheet.score(sheet.loads(json.dumps(data)))
    assert again.totals == {"Ann": 10, "Bob": 4}
    assert len(again.rows) == 3


def test_shared_winner_in_json(tuesday: sheet.Sheet) -> None:
    shared = attrs.evolve(tuesday, winner=("Ann", "Bob"))
    assert shared.result == "shared by Ann and Bob"
    assert json.loads(shared.render("json"))["sheet"]["winner"] == ["Ann", "Bob"]


@pytest.mark.usefixtures("toy")
def test_preset_and_options_round_trip() -> None:
    document = sheet.loads('game = "toy"\npreset = "standard"\noptions = {bonus = 1}\ndeals = []')
    assert document.to_data() == {
        "game": "toy",
        "preset": "standard",
        "options": {"bonus": 1},
        "players": ["A", "B"],
        "deals": [],
    }
    assert sheet.loads(json.dumps(document.to_data())) == document


def test_unknown_format(tuesday: sheet.Sheet) -> None:
    with pytest.raises(ScoreError, match="format: 'yaml' is not allowed"):
        tuesday.render("yaml")


# --- errors: the file, the deal number, the problem ----------------------------------------


def error_of(text: str, source: str = "evening.toml") -> SheetError:
    with pytest.raises(SheetError) as caught:
        sheet.score(sheet.loads(text, source=source))
    return caught.value


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize(
    ("text", "message"),
    [
        (
            'game = "poker"\ndeals = []',
            "evening.toml: game: 'poker' is not allowed; expected one of ",
        ),
        ("deals = []", "evening.toml: game: missing; expected the game's name, one of "),
        ('game = "toy"', "evening.toml: deals: missing; expected an array of deals"),
        ('game = "toy"\ndeals = "A 1"', "evening.toml: deals: 'A 1' is not allowed"),
        ('game = "toy"\ndeal = []', "evening.toml: key: 'deal' is not allowed; expected one of"),
        ("game = 7\ndeals = []", "evening.toml: game: 7 is not allowed"),
        ('game = "toy"\ndeals = []\ntitle = 3', "evening.toml: title: 3 is not allowed"),
        ('game = "toy"\ndeals = []\npreset = 3', "evening.toml: preset: 3 is not allowed"),
        (
            'game = "toy"\ndeals = []\npreset = "fast"',
            "evening.toml: preset: 'fast' is not allowed",
        ),
        ('game = "toy"\ndeals = []\noptions = 3', "evening.toml: options: 3 is not allowed"),
        (
            'game = "toy"\ndeals = []\noptions = {speed = 3}',
            "evening.toml: options: 'speed' is not allowed; expected the toy options: 'bonus'",
        ),
        ('game = "toy"\ndeals = []\noptions = {bonus = "x"}', "evening.toml: bonus: 'x' is not"),
        ('game = "toy"\ndeals = []\nsides = ["A"]', "evening.toml: sides: 'A' is not allowed; "),
        ('game = "toy"\ndeals = []\nplayers = "A"', "evening.toml: players: 'A' is not allowed"),
        ('game = "toy"\ndeals = []\nplayers = ["A", "A"]', "expected distinct, non-empty names"),
        ('game = "toy"\ndeals = []\nplayers = ["A", " "]', "expected distinct, non-empty names"),
        ('game = "toy"\ndeals = []\nplayers = [1, 2]', "expected an array of names"),
        (
            'game = "toy"\ndeals = []\nwhen = 2024-05-01',
            "evening.toml: key: 'when' is not allowed",
        ),
        ('game = "toy"\ndeals = ["A 1", "A two"]', "evening.toml: deal 2: deal: 'A two' is not"),
        ('game = "toy"\ndeals = ["A 1", "Z 1"]', "evening.toml: deal 2: who: 'Z' is not allowed"),
        (
            'game = "toy"\ndeals = ["A 10", "B 1"]',
            "evening.toml: deal 2: the game is over (won by A); no deal can follow",
        ),
        ('game = "toy"\ndeals = ["A 1", 2024-05-01]', "evening.toml: deals: "),
        ("game = 'toy'\ndeals = [", "evening.toml: line 2, column 10 (the end): TOML: invalid"),
        ('{"game": "toy", "deals": [}', "evening.toml: line 1, column 27: JSON: expecting value"),
        ("[1, 2]", "evening.toml: line 1, column 3: TOML: "),
    ],
)
def test_bad_files(text: str, message: str) -> None:
    error = error_of(text)
    assert str(error).startswith("evening.toml: ")
    assert message in str(error), str(error)
    assert "\n" not in str(error)
    assert error.source == "evening.toml"


@pytest.mark.usefixtures("toy")
def test_the_error_names_the_deal() -> None:
    error = error_of('game = "toy"\ndeals = ["A 1", "B 2", "C 3"]')
    assert error.deal == 3
    assert error.field == "who"
    assert error.value == "C"
    assert isinstance(error.error, ScoreError)
    assert isinstance(error, ScoreError)
    assert isinstance(error, ValueError)


def test_json_that_is_not_an_object() -> None:
    with pytest.raises(SheetError, match=r"x.json: scoresheet: 1, 2 is not allowed"):
        sheet.loads("[1, 2]", format="json", source="x.json")
    with pytest.raises(SheetError, match=r"x.json: scoresheet: 3 is not allowed"):
        sheet.loads("3", format="json", source="x.json")


def test_missing_field_error_message() -> None:
    error = MissingFieldError("tricks", "an int from 0 to 13")
    assert str(error) == "tricks: missing; expected an int from 0 to 13"
    assert isinstance(error, NotationError)
    assert error.field == "tricks"
    assert error.value is None


def test_sheet_error_message() -> None:
    problem = ImpossibleResultError("tricks", 14, "an int from 0 to 13")
    assert str(SheetError("a.toml", None, problem)) == (
        "a.toml: tricks: 14 is not allowed; expected an int from 0 to 13"
    )
    error = SheetError("a.toml", 2, problem)
    assert (error.field, error.value, error.allowed) == ("tricks", 14, "an int from 0 to 13")


# --- files ----------------------------------------------------------------------------------


@pytest.mark.usefixtures("toy")
def test_load_by_suffix(tmp_path: Path) -> None:
    toml_file = tmp_path / "evening.toml"
    toml_file.write_text(TOY_TOML, encoding="utf-8")
    json_file = tmp_path / "evening.json"
    json_file.write_text(json.dumps(sheet.loads(TOY_TOML).to_data()), encoding="utf-8")
    sniffed = tmp_path / "evening.txt"
    sniffed.write_text(json_file.read_text(encoding="utf-8"), encoding="utf-8")
    assert sheet.load(toml_file) == sheet.load(str(json_file)) == sheet.load(sniffed)
    assert sheet.load(toml_file).source == str(toml_file)


@pytest.mark.usefixtures("toy")
def test_load_json_named_toml_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    path.write_text('{"game": "toy", "deals": []}', encoding="utf-8")
    with pytest.raises(SheetError, match="evening.toml: line 1, column 1: TOML: "):
        sheet.load(path)


def test_load_missing_file(tmp_path: Path) -> None:
    path = tmp_path / "nowhere.toml"
    with pytest.raises(SheetError, match="nowhere.toml: file: .* expected a readable UTF-8 file"):
        sheet.load(path)


def test_load_binary_file(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    path.write_bytes(b"\xff\xfe\x00game")
    with pytest.raises(SheetError, match="evening.toml: line 1, column 1: byte 0xff is not UTF-8"):
        sheet.load(path)


# --- wrong types at the public entry points ------------------------------------------------


@pytest.mark.usefixtures("toy")
@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda: sheet.loads(wrong(3)), "text"),
        (lambda: sheet.loads("", source=wrong(3)), "source"),
        (lambda: sheet.loads("", format=wrong("yaml")), "format"),
        (lambda: sheet.load(wrong(3)), "path"),
        (lambda: sheet.load(wrong(b"x.toml")), "path"),
        (lambda: sheet.load(io.BytesIO(), source=wrong(3)), "source"),
        (lambda: sheet.score(wrong("x")), "scoresheet"),
        (lambda: sheet.adapter(wrong(3)), "game"),
        (lambda: sheet.adapter("poker"), "game"),
        (lambda: sheet.register(wrong("toy")), "game"),
        (lambda: sheet.register(TOY, ""), "aliases"),
        (lambda: sheet.register(TOY, "?!"), "aliases"),
        (lambda: Scoresheet.from_data(wrong(3)), "scoresheet"),
        (lambda: Scoresheet.from_data({wrong(1): 2}), "key"),
        (lambda: Scoresheet.from_data({}, source=wrong(3)), "source"),
        (lambda: Scoresheet("poker", (), ()), "game"),
        (lambda: Scoresheet(wrong(3), (), ()), "game"),
        (lambda: Scoresheet("toy", "AB", ()), "parties"),
        (lambda: Scoresheet("toy", (), "A 1"), "deals"),
        (lambda: Scoresheet("toy", (), wrong((object(),))), "deals"),
        (lambda: Scoresheet("toy", (), (), preset=wrong(1)), "preset"),
        (lambda: Scoresheet("toy", (), (), options=wrong([])), "options"),
        (lambda: Scoresheet("toy", (), (), options=wrong({1: 2})), "options"),
        (lambda: Scoresheet("toy", (), (), title=wrong(1)), "title"),
        (lambda: Scoresheet("toy", (), (), source=wrong(1)), "source"),
    ],
)
def test_wrong_values_raise_score_errors_naming_the_parameter(call: object, field: str) -> None:
    assert callable(call)
    with pytest.raises(ScoreError) as caught:
        call()
    assert caught.value.field == field, str(caught.value)


# --- issue 21: duplicate keys, bad bytes, unbounded streams --------------------------------


@pytest.mark.usefixtures("toy")
def test_a_duplicate_json_key_is_refused_with_its_line() -> None:
    # Issue 21: the last value won silently, so the first deals vanished.
    text = '{\n  "game": "toy",\n  "deals": ["A 3", "B 4"],\n  "deals": ["A 1"]\n}'
    with pytest.raises(SheetError) as caught:
        sheet.loads(text, source="evening.json")
    assert str(caught.value) == (
        "evening.json: line 4, column 3: the key 'deals' is given twice; "
        "expected each key once in a table"
    )


def test_a_duplicate_key_in_a_deal_is_refused_not_the_same_key_in_two_deals() -> None:
    # Issue 21's case: "4S=" became "4S-6" because the second "result" won.
    deals = [
        '{"chooser": "Ann", "partner": "Bob", "result": "4S="}',
        '{"chooser": "Ann", "partner": "Bob",\n   "result": "4S=", "result": "4S-6"}',
    ]
    text = '{"game": "needafourth", "players": ["Ann", "Bob", "Cat"],\n "deals": [\n  '
    text += ",\n  ".join(deals) + "]}"
    with pytest.raises(SheetError, match=r"^x.json: line 5, column 21: the key 'result' is given"):
        sheet.loads(text, source="x.json")


def test_a_duplicate_toml_key_is_refused_with_its_line() -> None:
    text = 'game = "needafourth"\ndeals = []\ndeals = ["pass"]\nplayers = ["A", "B", "C"]\n'
    with pytest.raises(SheetError, match=r"^x.toml: line 3, column 17: TOML: cannot overwrite"):
        sheet.loads(text, source="x.toml")
    inline = 'game = "tarot"\ndeals = [{void = "all pass", void = "petit sec"}]'
    with pytest.raises(SheetError, match=r"^x.toml: line 2, column \d+: TOML: duplicate"):
        sheet.loads(inline, source="x.toml")


@pytest.mark.usefixtures("toy")
def test_bytes_are_read_strictly_as_utf8_and_the_bad_byte_is_placed() -> None:
    good = 'game = "toy"\nplayers = ["Zoë", "B"]\ndeals = []\n'.encode()
    assert sheet.loads(good).parties == ("Zoë", "B")
    # A byte-order mark is allowed, in bytes and in text.
    assert sheet.loads(b"\xef\xbb\xbf" + good) == sheet.loads(good)
    assert sheet.loads("\ufeff" + good.decode()) == sheet.loads(good)
    latin1 = 'game = "toy"\nplayers = ["Zoë", "B"]\ndeals = []\n'.encode("latin-1")
    with pytest.raises(SheetError) as caught:
        sheet.loads(latin1, source="<stdin>")
    assert str(caught.value) == (
        "<stdin>: line 2, column 15: byte 0xeb is not UTF-8; "
        "expected a UTF-8 text file (save it as UTF-8)"
    )


class Endless:
    """An endless stream, as /dev/zero or a pipe that never closes."""

    def __init__(self) -> None:
        self.asked: list[int] = []

    def read(self, size: int = -1, /) -> bytes:
        assert size > 0, "an endless stream must not be read whole"
        self.asked.append(size)
        return b"\0" * size


def test_an_endless_stream_is_read_to_the_limit_and_refused() -> None:
    stream = Endless()
    with pytest.raises(SheetError) as caught:
        sheet.load(stream, source="<stdin>")
    assert stream.asked == [sheet.SIZE_LIMIT + 1]
    assert str(caught.value) == (
        "<stdin>: file: more than 10,000,000 bytes; "
        "expected a scoresheet of at most 10,000,000 bytes (10 MB)"
    )
    with pytest.raises(SheetError, match=r"^<stream>: file: more than 10,000,000 bytes"):
        sheet.load(Endless())


def test_dev_zero_is_refused() -> None:
    with pytest.raises(SheetError, match=r"^/dev/zero: file: more than 10,000,000 bytes"):
        sheet.load("/dev/zero")


@pytest.mark.usefixtures("toy")
def test_a_binary_stream_reads_like_a_file(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    path.write_text(TOY_TOML, encoding="utf-8")
    with path.open("rb") as file:
        assert sheet.load(file) == sheet.loads(TOY_TOML)
    assert sheet.load(io.BytesIO(TOY_TOML.encode())).source == "<stream>"
    assert sheet.load(path, source="saved").source == "saved"


# --- issue 20: limits on size, nesting, numbers and texts ----------------------------------


def test_a_text_beyond_the_size_limit_is_refused_before_parsing() -> None:
    text = "#" * (sheet.SIZE_LIMIT + 1)
    with pytest.raises(SheetError, match=r"^big: text: 10,000,001 characters; expected a "):
        sheet.loads(text, source="big")
    with pytest.raises(SheetError, match=r"^big: text: 10,000,001 bytes; expected a "):
        sheet.loads(text.encode(), source="big")


@pytest.mark.parametrize("depth", [17, 100, 100_000])
def test_deep_nesting_is_a_sheet_error_not_a_recursion_error(depth: int) -> None:
    json_text = '{"game": "toy", "deals": ' + "[" * depth + "]" * depth + "}"
    toml_text = 'game = "toy"\ndeals = ' + "[" * depth + "]" * depth
    for text, source in ((json_text, "deep.json"), (toml_text, "deep.toml")):
        with pytest.raises(SheetError) as caught:
            sheet.loads(text, source=source)
        assert str(caught.value).startswith(
            f"{source}: nesting: tables and arrays nested more than 16 deep; expected at most 16"
        )


@pytest.mark.usefixtures("toy")
def test_sixteen_levels_are_enough_and_allowed() -> None:
    # The top table is one level, "deals" another: 14 more arrays in a deal still read.
    text = '{"game": "toy", "deals": [' + "[" * 14 + "]" * 14 + "]}"
    assert sheet.loads(text).deals == ([[[[[[[[[[[[[[]]]]]]]]]]]]]],)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        # Issue 20: a 5,000-digit number raised int()'s bare ValueError.
        (
            '{"game": "toy",\n "deals": [' + "1" * 5000 + "]}",
            (
                "x: line 2, column 12: the number 11111111...1111 (5000 characters) is too long; "
                "expected a number of at most 15 digits"
            ),
        ),
        (
            'game = "toy"\ndeals = [' + "1" * 5000 + "]",
            "x: line 2, column 10: a number too long; expected a number of at most 15 digits",
        ),
        (
            'game = "toy"\ndeals = [1234567890123456]',
            "x: line 2, column 10: the number 1234567890123456 is too long",
        ),
        ('{"game": "toy", "deals": [1e999]}', "x: line 1, column 27: the number 1e999 is too"),
        ('{"game": "toy", "deals": [0.' + "1" * 30 + "]}", "x: line 1, column 27: the number"),
        ('game = "toy"\ndeals = [inf]', "x: line 2, column 10: the number inf is too long"),
        ('{"game": "toy", "deals": [NaN]}', "x: line 1, column 27: NaN is not a number"),
        ('{"game": "toy", "deals": [-Infinity]}', "x: line 1, column 27: -Infinity is not a"),
        (
            '{"game": "toy",\n"title": "' + "x" * 1001 + '", "deals": []}',
            "x: line 2, column 11: a text of 1,001 characters is too long; expected at most 1,000",
        ),
    ],
)
def test_numbers_and_texts_are_bounded(text: str, message: str) -> None:
    with pytest.raises(SheetError) as caught:
        sheet.loads(text, source="x")
    assert str(caught.value).startswith(message), str(caught.value)


@pytest.mark.usefixtures("toy")
def test_numbers_within_the_bounds_read() -> None:
    text = '{"game": "toy", "deals": [123456789012345, -0.5, 1e14]}'
    assert sheet.loads(text).deals == (123456789012345, -0.5, 1e14)


def test_a_file_name_that_cannot_be_opened_is_a_sheet_error() -> None:
    # Issue 20: sheet.load("\x00") raised a bare ValueError.
    with pytest.raises(SheetError, match=r"file: '\\x00' is not allowed; expected a readable"):
        sheet.load("\x00")


@pytest.mark.usefixtures("toy")
def test_data_nested_too_deep_from_python_is_refused() -> None:
    deal: list[object] = []
    for _ in range(20):
        deal = [deal]
    with pytest.raises(ScoreError, match="deals: 'nested deeper' is not allowed; expected at"):
        Scoresheet("toy", ("A", "B"), wrong((deal,)))


def test_sheet_error_and_register_refuse_wrong_types() -> None:
    # Issue 20: both raised AttributeError.
    problem = ScoreError("tricks", 14, "an int from 0 to 13")
    with pytest.raises(ScoreError) as caught:
        SheetError(wrong(3), None, problem)
    assert caught.value.field == "source"
    with pytest.raises(ScoreError) as caught:
        SheetError("a.toml", wrong("2"), problem)
    assert caught.value.field == "deal"
    with pytest.raises(ScoreError) as caught:
        SheetError("a.toml", 0, problem)
    assert caught.value.field == "deal"
    with pytest.raises(ScoreError) as caught:
        SheetError("a.toml", None, wrong(ValueError("x")))
    assert caught.value.field == "error"
    with pytest.raises(ScoreError) as caught:
        sheet.register(TOY, wrong(3))
    assert caught.value.field == "aliases"
    assert "toy" not in sheet.games()  # nothing registered when an alias is bad


def test_a_user_warning_is_a_note_and_other_warnings_pass(
    toy: sheet.Adapter[ToyLedger], monkeypatch: pytest.MonkeyPatch
) -> None:
    del toy
    import warnings

    from tests.sheet.toy import ToyTable

    play = ToyTable.play

    def warned(self: ToyTable, deal: sheet.Value) -> str:
        warnings.warn("an odd deal", UserWarning, stacklevel=1)
        warnings.warn("an old name", DeprecationWarning, stacklevel=1)
        return play(self, deal)

    monkeypatch.setattr(ToyTable, "play", warned)
    with pytest.warns(DeprecationWarning, match="an old name"):
        result = sheet.score(sheet.loads(TOY_TOML, source="t.toml"))
    assert result.notes == ("t.toml: an odd deal",) * 3
