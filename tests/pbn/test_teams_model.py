"""A teams Event made by hand: the checks a file cannot reach, each a ScoreError (issue 41)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from cardscore import ScoreError, duplicate
from cardscore.pbn import Board, Entry, Event, Line

TEAMS = ("Lions", "Tigers")


def room(ns: str, ew: str, play: str, *published: tuple[str, Decimal]) -> Line:
    return Line(ns, ew, duplicate.Play.parse(play), published=published)


def match(*boards: Board, entries: tuple[Entry, ...] = ()) -> Event:
    return Event("pbn", "t", "teams", boards, entries, teams=TEAMS)


def test_a_line_of_another_team_is_refused() -> None:
    event = match(Board(1, (room("Lions", "Bears", "S 4S="), room("Tigers", "Lions", "N 4S="))))
    with pytest.raises(ScoreError, match="two teams"):
        event.session()


def test_an_artificial_score_is_refused() -> None:
    averages = (duplicate.Average.PLUS, duplicate.Average.MINUS)
    closed = Line("Tigers", "Lions", None, averages)
    event = match(Board(1, (room("Lions", "Tigers", "S 4S="), closed)))
    with pytest.raises(ScoreError, match="artificial"):
        event.session()


def test_a_match_without_boards_is_refused() -> None:
    with pytest.raises(ScoreError, match="at least one board"):
        match().compare()


def test_figures_without_a_rule_and_teams_without_a_result() -> None:
    # D1: +420 against +420 is a flat board. A field cardscore has no rule for is left out;
    # a team the match does not have is reported with nothing beside its IMPs and VPs.
    unknown = ("MP_NS", Decimal(1))
    event = match(
        Board(
            1,
            (
                room("Lions", "Tigers", "S 4S=", unknown, ("IMP_EW", Decimal(0))),
                room("Tigers", "Lions", "N 4S=", ("Score_EW", Decimal(-420))),
            ),
        ),
        entries=(
            Entry("Lions", 1, published=(("IMPS", Decimal(0)), ("PLACE", Decimal(1)))),
            Entry("Bears", None, published=(("IMPS", Decimal(3)), ("TOTAL_SCORE", Decimal(9)))),
        ),
    )
    compared = [(item.line, item.field, item.computed) for item in event.compare()]
    assert compared == [
        ("Lions-Tigers", "IMP_EW", Decimal(0)),
        ("Tigers-Lions", "Score_EW", Decimal(-420)),
        ("Lions", "IMPS", Decimal(0)),
        ("Bears", "IMPS", None),
        ("Bears", "TOTAL_SCORE", None),
    ]


def test_a_line_of_no_match_in_an_event_is_refused() -> None:
    stray = room("Lions", "Bears", "S 4S=")
    event = Event(
        "pbn",
        "t",
        "teams",
        (Board(1, (room("Lions", "Tigers", "S 4S="), room("Tigers", "Lions", "N 4S="), stray)),),
        teams=("Lions", "Tigers", "Bears", "Wolves"),
        matches=(("Lions", "Tigers"), ("Bears", "Wolves")),
    )
    with pytest.raises(ScoreError, match="meet in one of the event's matches"):
        event.session()


def _event_of_two_matches(entries: tuple[Entry, ...] = ()) -> Event:
    # Two matches of one board: 420 and 140 for the Lions and Tigers, 420 twice for the others.
    boards = (
        Board(
            1,
            (
                room("Lions", "Tigers", "S 4S="),
                room("Tigers", "Lions", "N 2S+1"),
                room("Bears", "Wolves", "S 4S="),
                room("Wolves", "Bears", "N 4S="),
            ),
        ),
    )
    return Event(
        "pbn",
        "t",
        "teams",
        boards,
        entries,
        teams=("Lions", "Tigers", "Bears", "Wolves"),
        matches=(("Lions", "Tigers"), ("Bears", "Wolves")),
    )


def test_team_totals_in_an_event() -> None:
    # A hand-made event of two matches of one board, with each team's published totals.
    entries = (
        Entry("Lions", 1, published=(("IMPS", Decimal(7)), ("VICTORY_POINTS", Decimal(16)))),
        Entry("Bears", 2, published=(("IMPS", Decimal(0)), ("VICTORY_POINTS", Decimal(10)))),
    )
    event = _event_of_two_matches(entries)
    # D1: 420 - 140 = 280, 7 IMPs; D4, 1 board, X = 15: 10 + 10 * (1 - tau ** 1.4) /
    # (1 - tau ** 3) = 16.42 to the Lions; a flat match is 10-10.
    compared = [(item.line, item.field, item.computed) for item in event.compare()]
    assert compared == [
        ("Lions", "IMPS", Decimal(7)),
        ("Lions", "VICTORY_POINTS", Decimal("16.42")),
        ("Bears", "IMPS", Decimal(0)),
        ("Bears", "VICTORY_POINTS", Decimal("10.00")),
    ]


def test_matches_must_be_pairs_of_teams() -> None:
    with pytest.raises(ScoreError):
        Event("pbn", "t", "teams", (), matches=(("Lions",),))  # type: ignore[arg-type]


def test_each_kind_of_file_has_its_typed_ledger() -> None:
    # One match of one board: 420 in the open room, 140 in the closed, 7 IMPs (D1).
    one = match(Board(1, (room("Lions", "Tigers", "S 4S="), room("Tigers", "Lions", "N 2S+1"))))
    single: duplicate.TeamsMatch = one.teams_match()
    assert single == one.session()
    assert single.totals == {"Lions": 7, "Tigers": 0}
    several: duplicate.TeamsEvent = _event_of_two_matches().teams_event()
    assert several == _event_of_two_matches().session()
    assert several.teams == ("Lions", "Tigers", "Bears", "Wolves")


def test_the_wrong_kind_of_ledger_is_refused_naming_the_right_one() -> None:
    one = match(Board(1, (room("Lions", "Tigers", "S 4S="), room("Tigers", "Lions", "N 2S+1"))))
    with pytest.raises(ScoreError, match=r"method: 'teams'.*teams_match\(\) or teams_event\(\)"):
        one.pairs_session()
    with pytest.raises(ScoreError, match=r"matches: .*a teams match: teams_match\(\)"):
        one.teams_event()
    with pytest.raises(ScoreError, match=r"matches: .*a teams event: teams_event\(\)"):
        _event_of_two_matches().teams_match()
    pairs = Event("pbn", "t", "matchpoints", (), pairs=("1", "2"))
    for typed in (pairs.teams_match, pairs.teams_event):
        with pytest.raises(ScoreError, match=r"method: 'matchpoints'.*expected 'teams'"):
            typed()
