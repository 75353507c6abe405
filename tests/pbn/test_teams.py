"""A PBN file of a teams match: read as a TeamsMatch, its ScoreIMP beside cardscore's (issue 41).

The file (tests/data/pbn/teams-match.pbn) is written by hand from the PBN 2.1 standard
(tistis.nl/pbn): a game per board and room, ``[Room "Open"]`` with the home team
(``HomeTeam``) North-South and ``[Room "Closed"]`` with the visitors (``VisitTeam``)
North-South, each with its ``Score`` and the board's ``ScoreIMP`` from North-South's view.
Every IMP figure below is worked by hand from the IMP table of the duplicate rules (D1) and
the teams rules (D4), never copied from the code.
"""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, duplicate, pbn

DATA = Path(__file__).parent.parent / "data" / "pbn" / "teams-match.pbn"


def game(
    board: int, room: str, play: str, score: str, *extra: str, teams: str = "Lions Tigers"
) -> str:
    declarer, contract, tricks = play.split()
    home, visitors = teams.split()
    return "\n".join(
        [
            f'[Board "{board}"]',
            f'[HomeTeam "{home}"]',
            f'[VisitTeam "{visitors}"]',
            f'[Room "{room}"]',
            f'[Declarer "{declarer}"]',
            f'[Contract "{contract}"]',
            f'[Result "{tricks}"]',
            f'[Score "{score}"]',
            *extra,
            "",
            "",
        ]
    )


def test_item_1_a_pbn_teams_match_is_read_as_a_teams_match() -> None:
    event = pbn.load(DATA)
    assert event.method == "teams"
    assert event.teams == ("Lions", "Tigers")
    match = event.session()
    assert isinstance(match, duplicate.TeamsMatch)
    assert match.teams == ("Lions", "Tigers")
    assert match.boards == 3
    assert match.finished


def test_d4_d1_the_match_rescored_by_hand() -> None:
    # D4: the board's swing is the open room's NS score minus the closed room's, in IMPs (D1).
    # Board 1: +420 against +140, 280: 7 IMPs to the Lions (270-310).
    # Board 2 (NS vulnerable): -100 against +600, -700: 12 IMPs to the Tigers (600-740).
    # Board 3: -620 in both rooms, 0: a flat board.
    match = pbn.load(DATA).session()
    assert isinstance(match, duplicate.TeamsMatch)
    assert [deal.swing for deal in match.deals] == [280, -700, 0]
    assert [deal.imps for deal in match.deals] == [7, -12, 0]
    assert match.totals == {"Lions": 7, "Tigers": 12}
    assert match.winner == "Tigers"
    # D4, WBF 2013 scale for 3 boards: X = 15 * sqrt(3) = 25.98; a margin of 5 gives
    # 10 + 10 * (1 - tau ** (15 / 25.98)) / (1 - tau ** 3) = 13.18 to the winner.
    assert match.victory_points == {"Lions": Decimal("6.82"), "Tigers": Decimal("13.18")}


def test_item_1_every_score_imp_beside_cardscores() -> None:
    compared = pbn.load(DATA).compare()
    imps = [(item.board, item.line, item.published, item.computed) for item in compared]
    assert imps == [
        (1, "Lions-Tigers", Decimal(7), Decimal(7)),
        (1, "Tigers-Lions", Decimal(-7), Decimal(-7)),  # "EW 7": the Lions East-West
        (2, "Lions-Tigers", Decimal(-12), Decimal(-12)),
        (2, "Tigers-Lions", Decimal(12), Decimal(12)),
        (3, "Lions-Tigers", Decimal(0), Decimal(0)),
        (3, "Tigers-Lions", Decimal(0), Decimal(0)),
    ]
    assert {item.field for item in compared} == {"ScoreIMP"}
    assert pbn.load(DATA).differences() == ()


def test_a_game_without_a_board_is_the_files_own() -> None:
    # A first game of the event's tags alone (no board) is not a room's.
    event = pbn.loads('[Event "Club teams"]\n[Site "Clubhouse"]\n\n' + DATA.read_text())
    assert event.title == "Club teams"
    assert event.differences() == ()


def test_item_1_a_wrong_score_imp_is_reported() -> None:
    # Board 1 published as 6 IMPs where 280 is 7 (D1: 270-310).
    text = DATA.read_text().replace('[ScoreIMP "NS 7"]', '[ScoreIMP "NS 6"]')
    (found,) = pbn.loads(text).differences()
    assert (found.board, found.line, found.field) == (1, "Lions-Tigers", "ScoreIMP")
    assert (found.published, found.computed) == (Decimal(6), Decimal(7))


def test_a_written_score_the_contract_does_not_make_is_scored_and_kept() -> None:
    # The closed room's +170 for 2S+1 (it is +140): scored as written, 420 - 170 = 250,
    # 6 IMPs (D1: 220-260), as the file's program would have; the IMPs are what it says.
    text = game(1, "Open", "S 4S 10", "NS 420", '[ScoreIMP "NS 6"]')
    text += game(1, "Closed", "N 2S 9", "NS 170", '[ScoreIMP "NS -6"]')
    event = pbn.loads(text)
    match = event.session()
    assert isinstance(match, duplicate.TeamsMatch)
    assert match.deals[0].imps == 6
    assert event.differences() == ()


def test_bare_score_imp_and_default_team_names() -> None:
    text = (
        '[Board "1"]\n[Room "Open"]\n[Contract "4S"]\n[Declarer "S"]\n[Result "10"]\n'
        '[ScoreIMP "7"]\n\n'
        '[Board "1"]\n[Room "Closed"]\n[Contract "2S"]\n[Declarer "N"]\n[Result "9"]\n'
        '[ScoreIMP "-7"]\n\n'
        '[Board "2"]\n'
    )
    event = pbn.loads(text)
    assert event.teams == ("Home", "Visitors")
    match = event.session()
    assert isinstance(match, duplicate.TeamsMatch)
    assert [deal.thrown_in for deal in match.deals] == [False, True]
    assert event.differences() == ()


@pytest.mark.parametrize(
    ("text", "field"),
    [
        # A room other than the open and the closed.
        (game(1, "Lounge", "S 4S 10", "NS 420"), "Room"),
        # Huge numbers: a board, a score, IMPs.
        (game(10**12, "Open", "S 4S 10", "NS 420"), "Board"),
        (game(1, "Open", "S 4S 10", "NS 4200000000000"), "Score"),
        (game(1, "Open", "S 4S 10", "NS 420", '[ScoreIMP "NS 1234567890123"]'), "ScoreIMP"),
        (game(1, "Open", "S 4S 99", "NS 420"), "Result"),
        # A team's name longer than a match holds.
        (game(1, "Open", "S 4S 10", "NS 420").replace("Lions", "L" * 61), "HomeTeam"),
    ],
)
def test_hostile_teams_files_are_refused_on_reading(text: str, field: str) -> None:
    with pytest.raises(ScoreError) as caught:
        pbn.loads(text)
    assert caught.value.field == field


@pytest.mark.parametrize(
    ("text", "wanted"),
    [
        # A board in one room only.
        (game(1, "Open", "S 4S 10", "NS 420"), "both rooms"),
        # A room's game without its result: the board is one room short.
        (game(1, "Open", "S 4S 10", "NS 420") + '[Board "1"]\n[Room "Closed"]\n\n', "both rooms"),
        # A board twice in one room.
        (game(1, "Open", "S 4S 10", "NS 420") * 2, "one result in each room"),
        # Boards that leave a gap: 1 and 3.
        (
            game(1, "Open", "S 4S 10", "NS 420")
            + game(1, "Closed", "N 4S 10", "NS 420")
            + game(3, "Open", "S 4S 10", "NS -50")
            + game(3, "Closed", "N 4S 10", "NS -50"),
            "in a row",
        ),
        # An artificial score: a teams match records what was played.
        (
            game(1, "Open", "S 4S 10", "NS 420")
            + '[Board "1"]\n[Room "Closed"]\n[Contract "-"]\n[Score "NS ^A+/A-"]\n\n',
            "",
        ),
    ],
)
def test_hostile_teams_files_are_refused_when_scored(text: str, wanted: str) -> None:
    try:
        event = pbn.loads(text)
    except ScoreError:
        return  # refused already when read: as good
    for call in (event.session, event.compare, event.differences):
        with pytest.raises(ScoreError) as caught:
            call()
        assert wanted in str(caught.value)


def test_the_sheet_of_a_teams_file(capsys: pytest.CaptureFixture[str]) -> None:
    from cardscore.cli import main

    assert main(["sheet", str(DATA)]) == 0
    out = capsys.readouterr().out
    assert "Lions" in out
    assert "Tigers" in out
    assert "all 6 agree" in out


def test_the_same_team_twice_is_refused() -> None:
    text = game(1, "Open", "S 4S 10", "NS 420").replace("Tigers", "Lions")
    text += game(1, "Closed", "N 4S 10", "NS 420").replace("Tigers", "Lions")
    with pytest.raises(ScoreError):
        pbn.loads(text).session()


# --- A teams event: several matches in one file ------------------------------------------

WOLVES = "Bears Wolves"
EVENT = (
    game(1, "Open", "S 4S 10", "NS 420", '[ScoreIMP "NS 7"]')
    + game(1, "Closed", "N 2S 9", "NS 140", '[ScoreIMP "NS -7"]')
    + game(2, "Open", "N 3NT 8", "NS -100", '[ScoreIMP "NS -12"]')
    + game(2, "Closed", "S 3NT 9", "NS 600", '[ScoreIMP "NS 12"]')
    + game(1, "Open", "N 4S 10", "NS 420", '[ScoreIMP "NS 0"]', teams=WOLVES)
    + game(1, "Closed", "S 4S 10", "NS 420", '[ScoreIMP "NS 0"]', teams=WOLVES)
    + game(2, "Open", "S 2NT 9", "NS 150", '[ScoreIMP "NS -9"]', teams=WOLVES)
    + game(2, "Closed", "N 3NT 9", "NS 600", '[ScoreIMP "NS 10"]', teams=WOLVES)
)


def test_item_1_a_file_of_two_matches_is_a_teams_event() -> None:
    event = pbn.loads(EVENT)
    assert event.teams == ("Lions", "Tigers", "Bears", "Wolves")
    assert event.matches == (("Lions", "Tigers"), ("Bears", "Wolves"))
    ledger = event.session()
    assert isinstance(ledger, duplicate.TeamsEvent)
    # D1: Lions 7, Tigers 12 (280 and -700); Bears 0, Wolves 10 (0, and 150 - 600 = -450,
    # 430-490). D4, 2 boards, X = 15 * sqrt(2) = 21.21: a margin of 5 is 13.78 to the
    # winner, a margin of 10 is 16.46.
    assert [(result.home, result.away, result.imps) for result in ledger.deals] == [
        ("Lions", "Tigers", (7, 12)),
        ("Bears", "Wolves", (0, 10)),
    ]
    assert ledger.victory_points == {
        "Lions": Decimal("6.22"),
        "Tigers": Decimal("13.78"),
        "Bears": Decimal("3.54"),
        "Wolves": Decimal("16.46"),
    }


def test_item_1_a_teams_events_figures_are_compared_match_by_match() -> None:
    # Board 2 of Bears v Wolves is 10 IMPs (D1: 450 is 430-490), not the 9 the file says.
    (found,) = pbn.loads(EVENT).differences()
    assert (found.board, found.line, found.field) == (2, "Bears-Wolves", "ScoreIMP")
    assert (found.published, found.computed) == (Decimal(-9), Decimal(-10))
    assert len(pbn.loads(EVENT).compare()) == 8


def test_matches_of_different_lengths_are_refused() -> None:
    text = EVENT + game(3, "Open", "S 4S 10", "NS 420", teams=WOLVES)
    text += game(3, "Closed", "N 4S 10", "NS 420", teams=WOLVES)
    event = pbn.loads(text)
    with pytest.raises(ScoreError, match="same number of boards"):
        event.session()


_CELLS = st.sampled_from(
    ["", "?", "-", "#", "Open", "Closed", "Pass", "NS 99999999999", "EW -7", "7", "x" * 70]
)


@given(st.data())
def test_hostile_a_teams_file_mangled_gives_a_score_error_or_an_event(data: st.DataObject) -> None:
    # Lines of the teams file dropped, repeated or with a tag's value replaced: never a crash.
    lines = (DATA.read_text() + EVENT).splitlines()
    for _ in range(data.draw(st.integers(1, 6))):
        index = data.draw(st.integers(0, len(lines) - 1))
        action = data.draw(st.sampled_from(("drop", "repeat", "value")))
        if action == "drop":
            del lines[index]
        elif action == "repeat":
            lines.insert(index, lines[index])
        elif lines[index].startswith("["):
            name = lines[index][1:].split(" ")[0]
            lines[index] = f'[{name} "{data.draw(_CELLS)}"]'
    try:
        event = pbn.loads("\n".join(lines))
        event.session()
        event.differences()
    except ScoreError:
        pass
