"""Issue 44's reproductions (hostile input, round three) in duplicate bridge and the lists.

Items 1, 2, 3, 4 (duplicate's numbers), 6, 8, 9 and 12, each as it was reported: every one
raised something else than a ScoreError, took work that grows without a bound, or took what
a movement cannot hold before; here each gets a ScoreError naming the field, or the right
result. Nothing here measures time: the work is counted (``tests/work.py``).
"""

from __future__ import annotations

import contextlib
import enum
import itertools
from decimal import Decimal
from fractions import Fraction
from typing import TYPE_CHECKING, Any, Final

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import ScoreError, cards, duplicate, items, needafourth, pitch, tarot
from cardscore.duplicate._written import legal_scores
from tests.hostile.test_public_names import Endless, Lies

if TYPE_CHECKING:
    from collections.abc import Callable
    from pathlib import Path


def _refused(call: Callable[[], object]) -> ScoreError:
    with pytest.raises(ScoreError) as caught:
        call()
    return caught.value


# --- 12. A str subclass whose strip and split return what is no str ---------------------------


class Twisted(str):
    """A str whose own methods answer with what is no str (issue 44.12)."""

    __slots__ = ()

    def strip(self, *_: object) -> int:  # type: ignore[override]  # the lie under test
        return 5

    def split(self, *_: object, **__: object) -> int:  # type: ignore[override]  # the lie
        return 5

    def lower(self) -> int:  # type: ignore[override]  # the lie under test
        return 5

    def partition(self, *_: object) -> int:  # type: ignore[override]  # the lie under test
        return 5

    def __str__(self) -> str:
        return "W 7NTXX+0"


def test_item_12_play_parse_reads_a_str_subclass_as_the_text_it_holds() -> None:
    # Before: AttributeError ('int' object has no attribute 'partition') from check_text's
    # strip. The text is read once, as the plain str it holds, whatever its methods say.
    assert duplicate.Play.parse(Twisted("N 4S=")).score(1) == 420
    assert duplicate.Play.parse(Twisted("+620")).score(1) == 620


def test_item_12_teams_match_record_reads_str_subclasses() -> None:
    match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=1)
    match = match.record(Twisted("N 4S="), Twisted("S 4S-1"))
    assert match.totals == {"Lions": 10, "Tigers": 0}


def test_item_12_table_result_reads_str_subclasses() -> None:
    line = duplicate.TableResult.parse(Twisted("1 4 N 4S="))
    assert (line.ns, line.ew, line.score(1)) == ("1", "4", 420)
    built = duplicate.TableResult(Twisted("1"), Twisted("4"), Twisted("N 4S="))
    assert built == line
    assert type(built.ns) is str
    artificial = duplicate.TableResult("1", "4", artificial=Twisted("A+ A-"))
    assert artificial.artificial == (duplicate.Average.PLUS, duplicate.Average.MINUS)


def test_item_12_check_helpers_read_str_subclasses() -> None:
    from cardscore._check import check_text, int_from_text, lookup_name, name_key

    assert check_text("play", Twisted(" N 4S= "), 64, "a str") == "N 4S="
    assert type(check_text("play", Twisted("x"), 64, "a str")) is str
    assert int_from_text("points", Twisted(" +42 "), 0, 100) == 42
    assert lookup_name("method", Twisted(" MP "), {"mp": 1}, "a str", "mp") == 1
    assert name_key(Twisted(" Ann ")) == "Ann"
    assert duplicate.Average.parse(Twisted("avg+")) is duplicate.Average.PLUS
    assert (
        duplicate.PairsSession(pairs=("1", "2", "3", "4"), method=Twisted("butler")).method
        == "butler"
    )


# --- 4. Int subclasses in duplicate: every number read once through operator.index -------------


def test_item_4_imps_reads_an_int_subclass_as_the_number_it_holds() -> None:
    # Before: imps(Lies(430)) was 0 (its __int__ says 7) while imps([Lies(430)]) was 10.
    assert duplicate.imps(Lies(430)) == 10
    assert type(duplicate.imps(Lies(430))) is int
    assert duplicate.imps(Lies(-430)) == -10
    assert list(duplicate.imps([Lies(430)])) == [10]


def test_item_4_matchpoints_cross_imps_and_butler_read_int_subclasses() -> None:
    # 430 beats 100: 2 matchpoints to 0 (Law 78A), 8 IMPs each way (a difference of 330).
    assert duplicate.matchpoints([Lies(430), 100]) == (Fraction(2), Fraction(0))
    assert duplicate.cross_imps([Lies(430), 100]) == (Fraction(8), Fraction(-8))
    # Butler: the datum is the mean 265 rounded to 270; 430 - 270 = 160 is 4 IMPs.
    assert duplicate.butler([Lies(430), 100]) == (270, (4, -5))


def test_item_4_victory_points_reads_an_int_subclass() -> None:
    # 20 IMPs over 16 boards (a blitz of 15 x 4 = 60): 10 + 10 (1 - t^(3 x 20/60)) / (1 - t^3)
    # with t = (sqrt 5 - 1)/2: 1 - t = t^2 and 1 - t^3 = 2 t^2, so 10 + 5 = 15.00 (7's: 12.03).
    assert duplicate.victory_points(Lies(20), 16) == (Decimal("15.00"), Decimal("5.00"))


def test_item_4_a_play_given_as_a_score_keeps_the_number() -> None:
    play = duplicate.Play(score=Lies(420))
    assert play.given == 420
    assert type(play.given) is int
    assert play.score(1) == 420
    assert str(play) == "+420"


# --- 3. A 0-d numpy array where a list is taken ----------------------------------------------

np = pytest.importorskip("numpy")

# Each a call given a 0-d numpy array (one value, no axis: iterating it is a TypeError) where
# a list is taken: players, sides, pairs, teams, poignées, cards, bids, hands, a traveller.
_ZERO_D: dict[str, Callable[[Any], object]] = {
    "duplicate.PairsSession pairs": lambda z: duplicate.PairsSession(pairs=z),
    "duplicate.PairsSession ns": lambda z: duplicate.PairsSession(ns=z, ew=("4", "5")),
    "duplicate.PairsSession ew": lambda z: duplicate.PairsSession(ns=("1", "2"), ew=z),
    "duplicate.TeamsMatch teams": duplicate.TeamsMatch,
    "duplicate.TeamsEvent teams": duplicate.TeamsEvent,
    "duplicate.PairsSession.record results": lambda z: duplicate.PairsSession(
        pairs=("1", "2", "3", "4")
    ).record(1, z),
    "cards.parse_cards": cards.parse_cards,
    "cards.parse_hand": cards.parse_hand,
    "cards.hcp": cards.hcp,
    "tarot.Session players": lambda z: tarot.Session(players=z),
    "tarot.settle poignees": lambda z: tarot.settle("garde", bouts=2, points=45, poignees=z),
    "tarot.is_void bids": lambda z: tarot.is_void(bids=z),
    "tarot.is_void hands": lambda z: tarot.is_void(hands=z),
    "tarot.parse_cards": tarot.parse_cards,
    "pitch.Game sides": pitch.Game,
    "pitch.parse_cards": pitch.parse_cards,
    "needafourth.Session players": lambda z: needafourth.Session(players=z),
    "needafourth.hcp": needafourth.hcp,
    "needafourth.raise_requirement strains": lambda z: needafourth.raise_requirement(
        2, z, cards=5, hcp=5, description="raise"
    ),
    "items.sum_items": items.sum_items,
}


@pytest.mark.parametrize("value", ["Ann", 5], ids=["str", "int"])
@pytest.mark.parametrize("call", _ZERO_D.values(), ids=_ZERO_D.keys())
def test_item_3_a_0d_array_for_a_list_is_a_score_error(
    call: Callable[[Any], object], value: object
) -> None:
    # Before: TypeError: iteration over a 0-d array. A 0-d array is one value, no list.
    _refused(lambda: call(np.array(value)))


def test_item_3_a_numpy_array_as_a_team_name_is_a_score_error() -> None:
    # Before: TypeError (unhashable) or ValueError (an array's truth is ambiguous) from
    # ``home not in self.teams``. A team's name is a str.
    event = duplicate.TeamsEvent(("Lions", "Tigers"))
    error = _refused(lambda: event.record(np.array(["Lions"]), "Tigers", imps=(35, 22)))
    assert error.field == "home"
    error = _refused(lambda: event.record("Lions", np.array(["Tigers", "Lions"]), imps=(1, 2)))
    assert error.field == "away"
    error = _refused(lambda: event.record("Lions", np.array("Tigers"), imps=(1, 2)))
    assert error.field == "away"


# --- 1. An endless traveller: counted before it is read -------------------------------------


def _four_pairs(**options: object) -> duplicate.PairsSession:
    return duplicate.PairsSession(pairs=("1", "2", "3", "4"), expected=2, **options)  # type: ignore[arg-type]


def test_item_1_an_endless_traveller_is_refused_after_the_most_plus_one() -> None:
    # Before: read until memory ran out. Two tables play each board (expected=2): a third
    # line is the most ever drawn.
    endless = Endless("1 4 N 4S=")
    error = _refused(lambda: _four_pairs().record(1, endless))  # type: ignore[arg-type]
    assert error.field == "results"
    assert endless.drawn == 3
    _refused(lambda: _four_pairs().record(1, itertools.repeat("1 4 N 4S=")))


def test_item_1_a_long_traveller_costs_what_a_short_one_does() -> None:
    from tests.work import work

    session = _four_pairs()
    lines = ["1 4 N 4S=", "2 3 S 4S-1"]

    def long(count: int) -> list[str]:
        return lines * (count // 2)

    work(lambda: session.record(1, long(20)))  # warm
    short = work(lambda: session.record(1, long(1_000)))
    huge = work(lambda: session.record(1, long(100_000)))
    assert (huge.calls, huge.scanned) == (short.calls, short.scanned)
    ends = work(lambda: session.record(1, itertools.repeat("1 4 N 4S=")))
    assert ends.calls < 2 * short.calls


def test_item_1_a_long_traveller_in_a_file_is_refused_unread() -> None:
    import json

    from cardscore import sheet as sheets
    from tests.work import work

    def document(count: int) -> sheets.Scoresheet:
        data = {
            "game": "pairs",
            "players": ["1", "2", "3", "4"],
            "options": {"expected": 2},
            "deals": [{"board": 1, "results": ["1 4 N 4S=", "2 3 S 4S-1"] * (count // 2)}],
        }
        return sheets.loads(json.dumps(data), format="json")

    short, huge = document(1_000), document(100_000)
    error = _refused(lambda: sheets.score(huge))
    assert "at most 2 results" in str(error)
    work(lambda: sheets.score(document(20)))  # warm
    first = work(lambda: sheets.score(short))
    second = work(lambda: sheets.score(huge))
    assert (second.calls, second.scanned) == (first.calls, first.scanned)


# --- 2. cross_imps linear after one sort ----------------------------------------------------


def _quadratic_cross_imps(scores: list[int]) -> tuple[Fraction, ...]:
    # The definition (D3), as it was computed before: each result IMPed against each other.
    others = len(scores) - 1
    if others < 1:
        return tuple(Fraction(0) for _ in scores)
    return tuple(
        Fraction(sum(duplicate.imps(score - other) for other in scores), others)
        for score in scores
    )


@given(st.lists(st.integers(-8_000, 8_000) | st.sampled_from((-50, 0, 50, 420, 430)), max_size=40))
def test_item_2_cross_imps_is_the_quadratic_definition(scores: list[int]) -> None:
    assert duplicate.cross_imps(scores) == _quadratic_cross_imps(scores)


@given(st.lists(st.integers(-800, 800).map(lambda tens: tens * 10), min_size=1, max_size=40))
def test_item_2_cross_imps_on_table_boundaries_is_the_definition(scores: list[int]) -> None:
    # Multiples of 10 land on the IMP table's bounds (20, 50, 90, ...) as real scores do.
    assert duplicate.cross_imps(scores) == _quadratic_cross_imps(scores)


def test_item_2_cross_imps_grows_linearly() -> None:
    # Before: each result IMPed against each other, n (n - 1) calls of imps(): 100 times the
    # results cost 10,000 times as much. After one sort, each step of the IMP table is
    # passed over the sorted results once: 100 times the results, about 100 times the work.
    from tests.work import work

    def board(count: int) -> list[int]:
        return [(index * 37) % 1_500 * 10 - 7_000 for index in range(count)]

    work(lambda: duplicate.cross_imps(board(50)))  # warm
    short = work(lambda: duplicate.cross_imps(board(20)))
    long = work(lambda: duplicate.cross_imps(board(2_000)))
    assert long.steps <= 200 * short.steps, (short, long)


# --- 6. Director errors: what the movement cannot hold -------------------------------------


def test_item_6_a_round_robin_refuses_the_same_pairing_twice() -> None:
    # Before: Lions-Tigers taken three times, and the event finished with Bears unplayed.
    event = duplicate.TeamsEvent(("Lions", "Tigers", "Bears"))
    event = event.record("Lions", "Tigers", imps=(35, 22))
    error = _refused(lambda: event.record("Lions", "Tigers", imps=(10, 12)))
    assert (error.field, error.value) == ("away", "Tigers")
    assert "Lions has not played yet" in str(error.allowed)
    error = _refused(lambda: event.record("Tigers", "Lions", imps=(10, 12)))  # either way round
    assert (error.field, error.value) == ("away", "Lions")
    assert not event.finished


def test_item_6_a_round_robin_finishes_only_when_every_team_met_every_other() -> None:
    event = duplicate.TeamsEvent(("Lions", "Tigers", "Bears"))
    event = event.record("Lions", "Tigers", imps=(35, 22)).record("Bears", "Lions", imps=(1, 2))
    assert not event.finished
    event = event.record("Tigers", "Bears", imps=(3, 3))
    assert event.finished
    played = {team for match in event.deals for team in (match.home, match.away)}
    assert played == {"Lions", "Tigers", "Bears"}


def test_item_6_a_round_robin_correction_is_checked_too() -> None:
    event = duplicate.TeamsEvent(("Lions", "Tigers", "Bears"))
    event = event.record("Lions", "Tigers", imps=(35, 22)).record("Bears", "Lions", imps=(1, 2))
    # The second match corrected to the first's pairing: refused, nothing changes.
    _refused(lambda: event.replace(1, "Tigers", "Lions", imps=(1, 2)))
    fixed = event.replace(1, "Tigers", "Bears", imps=(1, 2))
    assert [(match.home, match.away) for match in fixed.deals] == [
        ("Lions", "Tigers"),
        ("Tigers", "Bears"),
    ]
    assert fixed.record("Bears", "Lions", imps=(0, 0)).finished


def test_item_6_a_swiss_event_may_pair_teams_again() -> None:
    # A Swiss (matches given) pairs by the standings: a rematch is the director's choice.
    event = duplicate.TeamsEvent(("Lions", "Tigers"), matches=2)
    event = event.record("Lions", "Tigers", imps=(35, 22)).record("Tigers", "Lions", imps=(1, 2))
    assert event.finished


def test_item_6_a_pairs_session_refuses_a_board_it_does_not_have() -> None:
    # Before: PairsSession(boards=2) took board 14 and finished with board 1 missing.
    session = _four_pairs(boards=2)
    error = _refused(lambda: session.record(14, ["1 4 N 4S="]))
    assert (error.field, error.value) == ("board", 14)
    assert "one of the session's boards, 1 to 2" in str(error)
    _refused(lambda: session.throw_in(3))
    session = session.record(2, ["1 4 N 4S="])
    assert not session.finished
    session = session.record(1, ["1 4 N 4S="])
    assert session.finished
    assert session.recorded_boards == {1, 2}


def test_item_6_a_session_of_known_boards_throws_out_a_board_by_its_number() -> None:
    # A board thrown out without its number could leave one of the session's boards
    # missing at the end: a session of known boards needs the number.
    session = _four_pairs(boards=2).record(1, ["1 4 N 4S="])
    error = _refused(session.throw_in)
    assert (error.field, error.value) == ("board", None)
    assert "one of the session's boards, 1 to 2" in str(error)
    session = session.throw_in(2)
    assert session.finished
    assert session.recorded_boards == {1, 2}
    # Open until closed: a board thrown out unnumbered, as before.
    assert _four_pairs().throw_in().deals[-1].board is None


def test_item_6_a_session_from_a_later_board() -> None:
    # Boards 17 to 18 of a longer evening: first_board says where the session's boards start.
    session = _four_pairs(boards=2, first_board=17)
    error = _refused(lambda: session.record(1, ["1 4 N 4S="]))
    assert "one of the session's boards, 17 to 18" in str(error)
    session = session.record(17, ["1 4 N 4S="]).record(18, ["1 4 N 4S="])
    assert session.finished
    error = _refused(lambda: _four_pairs(boards=2, first_board=9999))
    assert error.field == "first_board"
    # A session open until closed takes any board, as before.
    assert _four_pairs().record(14, ["1 4 N 4S="]).recorded_boards == {14}


# --- 9. Numbers a JSON reader in a browser can read exactly ----------------------------------

_DOUBLE_EXACT = 2**53


def _numbers(value: object) -> list[int]:
    # Every int in a JSON document (bools are no numbers here).
    if isinstance(value, bool):
        return []
    if isinstance(value, int):
        return [value]
    if isinstance(value, dict):
        return [number for item in value.values() for number in _numbers(item)]
    if isinstance(value, list):
        return [number for item in value for number in _numbers(item)]
    return []


# Written scores all different, each one some contract makes on any vulnerability (a written
# score no contract makes is refused, issue 39 item 1): the first 60 from 0 up.
_SPREAD: Final = sorted(
    score
    for score in set.intersection(
        *(set(legal_scores(frozenset(sides))) for sides in ((), ("NS",), ("EW",), ("NS", "EW")))
    )
    if score >= 0
)[:60]


def _big_session(tables: int) -> duplicate.PairsSession:
    # A one-winner session of ``tables`` tables: a board every table played, a board one
    # table missed (Neuberg, tables - 1 results) and a board with an Average+ and Average-.
    pairs = tuple(str(number) for number in range(1, 2 * tables + 1))
    session = duplicate.PairsSession(pairs=pairs, expected=tables)
    full = [f"{pairs[2 * t]} {pairs[2 * t + 1]} {_SPREAD[t]:+d}" for t in range(tables)]
    session = session.record(1, full)
    session = session.record(2, full[:-1])
    averaged = [*full[:-1], f"{pairs[-2]} {pairs[-1]} A+ A-"]
    return session.record(3, averaged)


@pytest.mark.parametrize("tables", [40, 44, 60])
def test_item_9_a_big_pairs_session_writes_json_a_browser_reads_exactly(tables: int) -> None:
    # Before: from about 40 tables the unit 1/lcm(1..tables) made integers above 2^53 in
    # the JSON sheet (read as doubles, they change), and above 2^63 in columns().
    import json

    from cardscore import sheet as sheets

    session = _big_session(tables)
    written = sheets.of(session)
    data = json.loads(written.render("json"))["sheet"]
    assert all(abs(number) <= _DOUBLE_EXACT for number in _numbers(data))
    # Still exact: each total, read in the unit the sheet states, is the pair's points.
    unit = Fraction(data.get("unit", "1"))
    for pair, total in data["totals"].items():
        assert Fraction(total) * unit == session.points[pair]
    columns = written.columns()
    for pair in session.parties:
        for value in (*columns[pair], *columns[f"{pair} total"]):
            assert isinstance(value, int | str)
            assert not isinstance(value, int) or abs(value) <= _DOUBLE_EXACT
        last = columns[f"{pair} total"][-1]
        assert isinstance(last, int)
        assert last * written.unit == session.points[pair]


def test_item_9_a_small_session_keeps_its_unit() -> None:
    import json

    from cardscore import sheet as sheets

    session = _big_session(3)
    # Neuberg 3/2 and 3/1 (2 or 1 results of 3) and 60 % of a top of 4, 2.4: tenths.
    assert session.unit == Fraction(1, 10)
    written = sheets.of(session)
    assert written.unit == session.unit
    assert json.loads(written.render("json"))["sheet"]["unit"] == "1/10"


def test_item_9_numbers_no_small_unit_holds_are_written_as_exact_text() -> None:
    # 60 tables, boards played by 59, 58, ... 30 tables (Neuberg): the thirds, ... 59ths of
    # a matchpoint together need a unit of 1/lcm(30..59), past 2^53 for a single matchpoint:
    # each number is written as its exact value in text, and no unit is said.
    import json

    from cardscore import sheet as sheets

    tables = 60
    pairs = tuple(str(number) for number in range(1, 2 * tables + 1))
    session = duplicate.PairsSession(pairs=pairs, expected=tables)
    full = [f"{pairs[2 * t]} {pairs[2 * t + 1]} {_SPREAD[t]:+d}" for t in range(tables)]
    for board, played in enumerate(range(tables - 1, 29, -1), 1):
        session = session.record(board, full[:played])
    written = sheets.of(session)
    data = json.loads(written.render("json"))["sheet"]
    assert "unit" not in data
    assert written.unit == 1
    assert all(abs(number) <= _DOUBLE_EXACT for number in _numbers(data))
    for pair, total in data["totals"].items():
        assert isinstance(total, str)
        assert Fraction(total) == session.points[pair]
    last = written.columns()["1 total"][-1]
    assert isinstance(last, str)
    assert Fraction(last) == session.points["1"]


# --- 8. A teams event is a ledger a sheet takes -------------------------------------------------


def _event() -> duplicate.TeamsEvent:
    event = duplicate.TeamsEvent(("Lions", "Tigers", "Bears"), boards=16)
    return event.record("Lions", "Tigers", imps=(35, 22)).record("Bears", "Lions", imps=(3, 40))


def test_item_8_a_teams_event_has_columns() -> None:
    # Before: columns(), of() and from_ledger() raised, though the event is a Ledger. D4,
    # 16 boards: a 13-IMP win is 13.52 to 6.48, a 37-IMP one 17.72 to 2.28 (hundredths).
    from cardscore import Ledger
    from cardscore import sheet as sheets

    event = _event()
    assert isinstance(event, Ledger)
    columns = sheets.of(event).columns()
    assert columns["deal"] == [1, 2]
    assert columns["Lions"] == [1352, 1772]
    assert columns["Tigers total"] == [648, 648]
    assert columns["Bears total"] == [0, 228]
    assert sheets.of(event).unit == Fraction(1, 100)


def test_item_8_a_teams_event_round_trips_through_its_sheet() -> None:
    from cardscore import sheet as sheets

    event = _event().close()
    document = sheets.from_ledger(event)
    assert document.game == "teams-event"
    assert document.deals == ("Lions Tigers 35 22", "Bears Lions 3 40")
    for form in ("toml", "json"):
        assert sheets.loads(document.dumps(form)).ledger() == event
    swiss = duplicate.TeamsEvent(("Lions", "Tigers"), boards=8, matches=2)
    swiss = swiss.record("Lions", "Tigers", imps=(1, 2)).record("Tigers", "Lions", imps=(5, 0))
    assert sheets.loads(sheets.from_ledger(swiss).dumps()).ledger() == swiss


@pytest.mark.parametrize("lang", ["en", "fi", "sv", "fr"])
@pytest.mark.parametrize("form", ["text", "markdown", "csv", "html", "json"])
def test_item_8_a_teams_event_prints_in_every_face_and_language(form: str, lang: str) -> None:
    from cardscore import sheet as sheets

    printed = sheets.of(_event()).render(form, lang=lang, explain=True)
    assert "Lions" in printed
    assert "Bears" in printed
    vps = "31.24" if lang == "en" or form == "json" else "31,24"
    assert vps in printed or form == "json"


def test_item_8_a_teams_event_sheet_refuses_a_bad_match() -> None:
    from cardscore import sheet as sheets

    def scored(deal: object) -> object:
        document = {"game": "teams-event", "sides": ["Lions", "Tigers"], "deals": [deal]}
        return sheets.score(sheets.Scoresheet.from_data(document))  # type: ignore[arg-type]

    for bad in ("Lions Tigers 35", "Lions Tigers 35 x", "Lions Lions 1 2", "x" * 300, 5):
        _refused(lambda bad=bad: scored(bad))  # type: ignore[misc]
    for bad_table in (
        {"home": "Lions", "away": "Tigers", "imps": [1]},
        {"home": "Lions", "away": "Tigers", "imps": "1 2"},
        {"home": "Lions", "away": "Tigers", "imps": [1, "2"]},
        {"home": "Lions", "away": "Tigers"},
    ):
        _refused(lambda bad_table=bad_table: scored(bad_table))  # type: ignore[misc]
    table = scored({"home": "Lions", "away": "Tigers", "imps": [35, 22]})
    assert table.totals == {"Lions": 1352, "Tigers": 648}  # type: ignore[attr-defined]


def test_item_3_a_0d_array_as_an_auction_or_items_is_a_score_error() -> None:
    # Found by the public-names walk with 0-d arrays added: the same TypeError.
    from cardscore import invariants

    players = ("Ann", "Bob", "Cat")
    _refused(lambda: needafourth.Auction(np.array("1S"), players=players, dealer="Ann"))

    class Result:
        items = np.array(5)
        totals: dict[str, int] = {}  # noqa: RUF012  # a stand-in's plain attribute

    _refused(lambda: invariants.check_breakdown(Result()))


def test_item_4_counts_are_read_as_the_numbers_they_hold() -> None:
    # Boards, expected results, a first board, a drop, matches and a match's IMPs: each an
    # int subclass read once into a plain int, stored and used as that int.
    assert duplicate.victory_points(20, Lies(16)) == (Decimal("15.00"), Decimal("5.00"))
    assert duplicate.matchpoints([90, 0], expected=Lies(4)) == duplicate.matchpoints(
        [90, 0], expected=4
    )
    # Butler, one dropped each way: the datum is 620; 170 - 620 = -450 is 10 IMPs (430-499).
    assert duplicate.butler([620, 620, 170], drop=Lies(1)) == (620, (0, 0, -10))
    session = duplicate.PairsSession(
        pairs=("1", "2", "3", "4"), expected=Lies(2), boards=Lies(2), first_board=Lies(3)
    )
    assert (session.expected, session.boards, session.first_board) == (2, 2, 3)
    assert {type(session.expected), type(session.boards), type(session.first_board)} == {int}
    assert session.record(Lies(4), ["1 4 N 4S="]).recorded_boards == {4}
    event = duplicate.TeamsEvent(("Lions", "Tigers"), boards=Lies(16), matches=Lies(1))
    assert (type(event.boards), type(event.matches)) == (int, int)
    event = event.record("Lions", "Tigers", imps=(Lies(35), 22))
    assert event.totals == {"Lions": 1352, "Tigers": 648}
    match = duplicate.TeamsMatch(("Lions", "Tigers"), boards=Lies(2), first_board=Lies(5))
    assert (type(match.boards), match.board) == (int, 5)


def test_item_8_a_teams_event_is_scored_at_the_prompt(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    from cardscore import sheet as sheets
    from tests.cli.test_play import run

    path = tmp_path / "event.toml"
    lines = "Lions Tigers 35 22\nLions Tigers 35\nthrow in\nBears Lions 3 40\n"
    code, out, err = run(
        monkeypatch, capsys, lines, "teams-event", "--sides", "Lions,Tigers,Bears", str(path)
    )
    assert code == 2  # two lines refused, the rest kept
    assert "HOME AWAY IMPS IMPS ('Lions Tigers 35 22')" in out + err
    assert "a teams event has no void matches" in out + err
    # D4, 16 boards: 13 IMPs are 13.52 to 6.48, 37 are 17.72 to 2.28.
    assert "Totals: Lions 31.24, Tigers 6.48, Bears 2.28.\n" in out
    event = sheets.load(path).ledger()
    assert isinstance(event, duplicate.TeamsEvent)
    assert event.totals == {"Lions": 3124, "Tigers": 648, "Bears": 228}


def test_item_6_a_session_from_a_later_board_is_saved_with_it() -> None:
    from cardscore import sheet as sheets

    session = _four_pairs(boards=2, first_board=17).record(17, ["1 4 N 4S="])
    document = sheets.from_ledger(session)
    assert document.options["first_board"] == 17
    assert sheets.loads(document.dumps()).ledger() == session


def test_item_1_a_long_list_is_shown_by_its_first_lines_past_the_most() -> None:
    # A traveller of ten lines where a board has two results: refused, showing the three
    # lines read (the most plus one), never the rest.
    lines = [f"{ns} {ew} N 4S=" for ns, ew in (("1", "4"), ("2", "3"))] * 5
    error = _refused(lambda: _four_pairs().record(1, lines))
    assert error.field == "results"
    assert error.value == ("1 4 N 4S=", "2 3 N 4S=", "1 4 N 4S=")


def test_item_6_a_session_open_until_closed_may_start_at_any_board() -> None:
    # No boards given: first_board takes any board number up to 9999.
    assert _four_pairs(first_board=9999).first_board == 9999
    _refused(lambda: _four_pairs(first_board=10_000))


_TWISTED = [
    Twisted(text)
    for text in ("N 4S=", "1 4 N 4S=", "Ann", "garde", "AS KS", "simple", "pass", "moon", "en")
]


def _every_public_callable() -> list[tuple[str, Callable[..., object]]]:
    from tests.hostile.test_public_names import _callables

    found = _callables()
    for name in duplicate.__all__:
        value: object = getattr(duplicate, name)
        if isinstance(value, type) and issubclass(value, enum.Enum):
            # An enum's constructor looks a member up: parse() reads.
            value = getattr(value, "parse", None)
        if callable(value):
            found.append((f"cardscore.duplicate.{name}", value))
    return found


@pytest.mark.parametrize(
    "function",
    [function for _, function in _every_public_callable()],
    ids=[name for name, _ in _every_public_callable()],
)
def test_item_12_no_public_callable_trips_over_a_str_subclass(
    function: Callable[..., object],
) -> None:
    # Found by a walk like this one, beyond duplicate: bridge.is_pass, tarot's contracts,
    # ranks, cards and poignées, pitch's options, cards and presets, and sheet.adapter all
    # called the subclass's own strip, split or lower. Each parameter in turn is given a
    # str whose methods lie, the others their defaults (or None): only a ScoreError (or an
    # invariant's own InvariantError) may come out.
    import inspect

    from cardscore.invariants import InvariantError

    try:
        parameters = [
            parameter
            for parameter in inspect.signature(function).parameters.values()
            if parameter.kind not in {parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD}
        ]
    except (TypeError, ValueError):  # a builtin's signature: nothing to bind by name
        return
    for lying in parameters:
        for value in _TWISTED:
            args: list[object] = []
            kwargs: dict[str, object] = {}
            for parameter in parameters:
                if parameter is not lying and parameter.default is not parameter.empty:
                    continue
                passed = value if parameter is lying else None
                if parameter.kind is parameter.POSITIONAL_ONLY:
                    args.append(passed)
                else:
                    kwargs[parameter.name] = passed
            with contextlib.suppress(ScoreError, InvariantError):
                function(*args, **kwargs)
