"""Properties of scored scoresheets, over generated evenings of every game."""

from __future__ import annotations

import csv
import io
import json

from hypothesis import given, settings
from hypothesis import strategies as st

from cardscore import i18n, sheet
from cardscore.sheet._plain import WIDTH
from cardscore.strategies import scoresheets
from tests.bad_input import wrong


@settings(max_examples=80, deadline=None)
@given(scoresheets())
def test_final_totals_are_the_sum_of_the_rows(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    running = dict.fromkeys(result.parties, 0)
    for row in result.rows:
        # Each row's points are its items, per party; the running totals are the ledger's.
        for item in row.items:
            running[item.who] += item.points
        assert row.totals == running
    assert result.totals == running
    assert result.totals == {name: result.ledger.totals[name] for name in result.parties}
    lines = [row.line for row in result.rows if row.line is not None]
    assert lines == list(range(1, len(document.deals) + 1))
    # At most one closing row (a rubber closed unfinished), and it comes last.
    assert len(result.rows) - len(lines) in (0, 1)
    assert all(row.line is not None for row in result.rows[: len(lines)])
    # Deals are numbered as the players count them: from 1, thrown-in deals left out.
    numbers = [row.number for row in result.rows if row.number is not None]
    assert numbers == list(range(1, len(numbers) + 1)) or document.game == "needafourth"


@settings(max_examples=80, deadline=None)
@given(scoresheets(), st.sampled_from(i18n.LANGUAGES), st.booleans())
def test_every_text_sheet_fits_a_hundred_columns(
    document: sheet.Scoresheet, lang: str, explain: bool
) -> None:
    # Any evening of any game (the strategies' names, of three letters, and every rule
    # option), in every language, with or without what each deal scored and why.
    text = sheet.score(document).render("text", explain=explain, lang=lang)
    assert max(map(len, text.splitlines())) <= WIDTH, text


@settings(max_examples=60, deadline=None)
@given(scoresheets(["tarot"]))
def test_tarot_sheets_are_zero_sum(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    assert all(sum(row.scored) == 0 for row in result.rows)
    assert sum(result.totals.values()) == 0


@settings(max_examples=60, deadline=None)
@given(scoresheets())
def test_json_render_load_round_trip(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    again = sheet.score(sheet.loads(result.render("json")))
    assert again.scoresheet == document
    assert again.rows == result.rows
    assert (again.finished, again.winner) == (result.finished, result.winner)


@settings(max_examples=40, deadline=None)
@given(scoresheets())
def test_document_data_round_trip(document: sheet.Scoresheet) -> None:
    data = json.loads(json.dumps(document.to_data()))
    assert sheet.Scoresheet.from_data(data) == document


@settings(max_examples=40, deadline=None)
@given(scoresheets())
def test_csv_rows_are_the_sheet(document: sheet.Scoresheet) -> None:
    result = sheet.score(document)
    header, *rows = list(csv.reader(io.StringIO(result.render("csv"))))
    if rows[-1][0].startswith("Next: "):  # an unfinished sheet ends with the next deal
        assert result.ledger.next is not None
        assert rows.pop()[0].startswith(f"Next: deal {result.ledger.next.number}")
    last = rows.pop()
    if rows and rows[0][0] == "start":  # the totals a sheet carried over starts from
        rows.pop(0)
    count = len(result.parties)
    assert header[2 : 2 + count] == list(result.parties)
    assert len(rows) == len(result.rows)
    for line, row in zip(rows, result.rows, strict=True):
        assert [int(cell) for cell in line[2 : 2 + count]] == list(row.scored)
        assert [int(cell) for cell in line[2 + count :]] == list(row.running)
    assert [int(cell) for cell in last[2 + count :]] == list(result.totals.values())


_SCALARS = (
    st.none() | st.booleans() | st.integers(-3, 100) | st.floats(-1, 100) | st.text(max_size=8)
)
_KEYS = st.sampled_from(
    (
        "chooser",
        "partner",
        "result",
        "contract",
        "tricks",
        "liars",
        "redoubled_by",
        "taker",
        "bouts",
        "points",
        "petit_au_bout",
        "poignees",
        "chelem",
        "alone",
        "void",
        "declarer",
        "honours",
        "high",
        "low",
        "jack",
        "game",
        "hang",
        "bidder",
        "bid",
        "kicks",
        "take_one",
        "trump",
        "dealt",
        "captured",
        "players",
        "redeal",
        "other",
    )
)
_WORDS = st.sampled_from(
    ("Ann", "Bob", "Cat", "A", "B", "NS", "EW", "N", "S", "garde", "4S=", "3NTX-2", "pass", "void")
)
_VALUES = st.recursive(
    _SCALARS | _WORDS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_KEYS, inner, max_size=5),
    max_leaves=8,
)


@settings(max_examples=150, deadline=None)
@given(game=st.sampled_from(sheet.games()), deals=st.lists(_VALUES, max_size=4))
def test_any_deal_scores_or_is_one_sheet_error(game: str, deals: list[sheet.Value]) -> None:
    parties = {"tarot": ("Ann", "Bob", "Cat", "A", "B"), "needafourth": ("Ann", "Bob", "Cat")}
    document = sheet.Scoresheet(game, parties.get(game, ("A", "B")), tuple(deals), source="x")
    try:
        sheet.score(document)
    except sheet.SheetError as error:
        message = str(error)
    else:
        return
    # Only a SheetError escapes (anything else fails the test), naming the file, on one line.
    assert message.startswith("x: ")
    assert "\n" not in message


@settings(max_examples=60, deadline=None)
@given(scoresheets(), st.sampled_from(("toml", "json")))
def test_a_ledger_written_and_read_back_is_equal(document: sheet.Scoresheet, form: str) -> None:
    # Issue 15: save -> load -> an equal ledger (equal deals, equal totals), every game.
    ledger = document.ledger()
    text = sheet.from_ledger(ledger).dumps(wrong(form))
    again = sheet.loads(text).ledger()
    assert again == ledger
    assert again.totals == ledger.totals
