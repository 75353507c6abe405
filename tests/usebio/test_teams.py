"""A USEBIO file of a teams match: read as a TeamsMatch, its IMPs and VPs compared (issue 41).

The file (tests/data/usebio/teams-match.xml) is written by hand in USEBIO 1.2's form (the
EBU's XML results standard): the two ``TEAM``s under ``PARTICIPANTS`` with their ``IMPS`` and
``VICTORY_POINTS``, a ``MATCH`` whose ``BOARD``s have a ``TRAVELLER_LINE`` per room. The IMPs
are worked by hand from the IMP table (duplicate rules D1), the VPs from the WBF 2013 scale
(D4).
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, duplicate, usebio

DATA = Path(__file__).parent.parent / "data" / "usebio" / "teams-match.xml"
TEXT = DATA.read_text()


def test_item_1_a_usebio_teams_match_is_read_as_a_teams_match() -> None:
    event = usebio.load(DATA)
    assert (event.format, event.method, event.title) == ("usebio", "teams", "Club teams")
    assert event.teams == ("Lions", "Tigers")
    assert event.matches == (("Lions", "Tigers"),)
    match = event.session()
    assert isinstance(match, duplicate.TeamsMatch)
    # D1: 280 is 7 IMPs to the Lions, -700 is 12 to the Tigers, a flat board 0.
    assert [deal.imps for deal in match.deals] == [7, -12, 0]
    assert match.totals == {"Lions": 7, "Tigers": 12}


def test_d4_every_published_figure_agrees() -> None:
    compared = usebio.load(DATA).compare()
    assert all(item.agrees for item in compared)
    by_field = {(item.board, item.line, item.field): item.published for item in compared}
    assert by_field[2, "Tigers-Lions", "EW_IMPS"] == Decimal(-12)  # the Lions East-West
    assert by_field[None, "Tigers", "VICTORY_POINTS"] == Decimal("13.18")  # D4, 3 boards
    assert by_field[None, "Lions", "IMPS"] == Decimal(7)
    assert len(compared) == 6 * 2 + 4  # each line's SCORE and IMPs; each team's IMPs, VPs


def test_wrong_published_vps_are_reported() -> None:
    text = TEXT.replace("<VICTORY_POINTS>13.18", "<VICTORY_POINTS>14.00")
    (found,) = usebio.loads(text).differences()
    assert (found.line, found.field) == ("Tigers", "VICTORY_POINTS")
    assert found.published == Decimal("14.00")
    assert found.computed == Decimal("13.18")


def test_two_teams_without_match_and_names_by_number() -> None:
    text = TEXT.replace("<MATCH>", "").replace("</MATCH>", "")
    text = text.replace("<TEAM_NAME>Lions</TEAM_NAME>", "")
    event = usebio.loads(text)
    assert event.teams == ("1", "Tigers")
    assert event.differences() == ()


@pytest.mark.parametrize(
    ("old", "new", "field"),
    [
        # A teams event of three teams, or of two matches: not read, said so.
        ("</PARTICIPANTS>", "<TEAM><TEAM_NAME>Bears</TEAM_NAME></TEAM></PARTICIPANTS>", ""),
        ("</MATCH>", "</MATCH><MATCH></MATCH>", "PARTICIPANTS"),
        # The same name twice.
        ("<TEAM_NAME>Tigers", "<TEAM_NAME>Lions", "TEAM_NAME"),
        # A room that is neither, a line naming no team of the match.
        ("<ROOM>Open</ROOM>", "<ROOM>Lounge</ROOM>", "ROOM"),
        (
            "<NS_TEAM_NUMBER>2</NS_TEAM_NUMBER>",
            "<NS_TEAM_NUMBER>9</NS_TEAM_NUMBER>",
            "NS_TEAM_NUMBER",
        ),
        # Huge numbers.
        ("<IMPS>7</IMPS>", "<IMPS>1234567890123</IMPS>", "IMPS"),
        ("<SCORE>420</SCORE>", "<SCORE>99999999</SCORE>", "SCORE"),
        ("<BOARD_NUMBER>3</BOARD_NUMBER>", "<BOARD_NUMBER>1000000</BOARD_NUMBER>", "BOARD_NUMBER"),
        ("<PLACE>1</PLACE>", "<PLACE>0</PLACE>", "PLACE"),
        ("<TEAM_NAME>Tigers", "<TEAM_NAME>" + "T" * 61, "TEAM_NAME"),
    ],
)
def test_hostile_teams_files_are_refused_on_reading(old: str, new: str, field: str) -> None:
    assert old in TEXT
    with pytest.raises(ScoreError) as caught:
        usebio.loads(TEXT.replace(old, new, 1))
    if field:
        assert caught.value.field == field
    else:
        assert "two teams" in str(caught.value)


def test_item_1_a_board_in_one_room_only_is_refused_when_scored() -> None:
    start = TEXT.index("<TRAVELLER_LINE>\n        <ROOM>Closed</ROOM>")
    end = TEXT.index("</TRAVELLER_LINE>", start) + len("</TRAVELLER_LINE>")
    event = usebio.loads(TEXT[:start] + TEXT[end:])
    for call in (event.session, event.compare):
        with pytest.raises(ScoreError, match="both rooms"):
            call()


def test_a_teams_kind_other_than_a_match_is_named() -> None:
    text = TEXT.replace('EVENT_TYPE="TEAMS_OF_FOUR"', 'EVENT_TYPE="INDIVIDUAL"')
    with pytest.raises(ScoreError, match="TEAMS_OF_FOUR"):
        usebio.loads(text)


_VALUES = st.sampled_from(["", "?", "-1", "Open", "Closed", "PASS", "99999999999", "A+", "3"])


@given(st.data())
def test_hostile_a_teams_file_mangled_gives_a_score_error_or_an_event(data: st.DataObject) -> None:
    # An element's text replaced, or a line dropped or repeated: never a crash.
    lines = TEXT.splitlines()
    for _ in range(data.draw(st.integers(1, 6))):
        index = data.draw(st.integers(0, len(lines) - 1))
        line = lines[index]
        action = data.draw(st.sampled_from(("drop", "repeat", "value")))
        if action == "drop":
            del lines[index]
        elif action == "repeat":
            lines.insert(index, line)
        elif ">" in line and "</" in line:
            start, end = line.index(">") + 1, line.index("</")
            lines[index] = line[:start] + data.draw(_VALUES) + line[end:]
    try:
        event = usebio.loads("\n".join(lines))
        event.session()
        event.differences()
    except ScoreError:
        pass
