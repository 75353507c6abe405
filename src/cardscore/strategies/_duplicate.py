"""Strategies for cardscore.duplicate: plays, traveller lines, pairs sessions, teams."""

from __future__ import annotations

from fractions import Fraction

from hypothesis import strategies as st

from cardscore import bridge
from cardscore.duplicate import (
    POLICIES,
    SEATS,
    Average,
    MatchResult,
    PairsSession,
    Play,
    Policy,
    Standing,
    TableResult,
    TeamsBoard,
    TeamsEvent,
    TeamsMatch,
    Traveller,
)
from cardscore.strategies._bridge import bridge_results
from cardscore.strategies._closing import maybe_closed, one_deal

__all__ = [
    "duplicate_match_results",
    "duplicate_plays",
    "duplicate_policies",
    "duplicate_standings",
    "duplicate_table_results",
    "duplicate_travellers",
    "pairs_sessions",
    "teams_boards",
    "teams_events",
    "teams_matches",
]

_TEAMS = st.sampled_from((("Lions", "Tigers"), ("Home", "Away"), ("A", "B")))


def duplicate_plays() -> st.SearchStrategy[Play]:
    """What happened at a table: a legal result by a declarer, a pass-out, or a score."""
    return _PLAYS


def _written_scores(*, ns_vulnerable: bool, ew_vulnerable: bool) -> frozenset[int]:
    """Every North-South score some contract and result make (the Laws' scoring table)."""
    scores = {0}  # passed out
    for level in range(1, 8):
        for strain in bridge.Strain:
            for doubling in bridge.Doubling:
                contract = bridge.Contract(level, strain, doubling)
                for tricks in range(14):
                    scores.add(bridge.score(contract, tricks, vulnerable=ns_vulnerable))
                    scores.add(-bridge.score(contract, tricks, vulnerable=ew_vulnerable))
    return frozenset(scores)


# A written score some contract and result make whatever the board's vulnerability: a
# strategy's play is drawn before its board is.
_WRITTEN = sorted(
    frozenset.intersection(
        *(
            _written_scores(ns_vulnerable=ns, ew_vulnerable=ew)
            for ns in (False, True)
            for ew in (False, True)
        )
    )
)
_PLAYS = st.one_of(
    st.builds(
        lambda result, seat: Play(result, declarer=seat), bridge_results(), st.sampled_from(SEATS)
    ),
    st.just(Play()),
    st.builds(lambda score: Play(score=score), st.sampled_from(_WRITTEN)),
)
_ARTIFICIAL = st.tuples(st.sampled_from(Average), st.sampled_from(Average))


def _line(ns: str, ew: str) -> st.SearchStrategy[TableResult]:
    # Mostly played boards; now and then the director's artificial scores.
    return st.one_of(
        st.builds(TableResult, st.just(ns), st.just(ew), _PLAYS),
        st.builds(lambda both: TableResult(ns, ew, artificial=both), _ARTIFICIAL),
    )


def duplicate_policies() -> st.SearchStrategy[Policy]:
    """A results program's policy: a named preset, or any choice of its options."""
    return _POLICIES


_POINTS = st.fractions(Fraction(-100), Fraction(100), max_denominator=100)
_POLICIES = st.one_of(
    st.sampled_from(tuple(POLICIES.values())),
    st.builds(
        Policy,
        neuberg=st.booleans(),
        expected=st.sampled_from(("largest", "movement")),
        neuberg_lines=st.booleans(),
        percentage=st.sampled_from(("top", "plus-one")),
        scale_missed=st.booleans(),
        board_decimals=st.none() | st.integers(0, 6),
        rounding=st.sampled_from(("half-up", "half-even", "single")),
        overrides=st.dictionaries(
            st.tuples(st.integers(1, 9999), st.sampled_from(("1", "2", "3NS"))),
            st.tuples(_POINTS, _POINTS),
            max_size=3,
        ),
    ),
)


def duplicate_table_results() -> st.SearchStrategy[TableResult]:
    """One traveller line: two different pairs and what they scored."""
    return st.integers(1, 20).flatmap(lambda ns: _line(str(ns), str(ns + 20)))


@st.composite
def _board(draw: st.DrawFn, session: PairsSession) -> list[TableResult]:
    # Which tables played the board (at least one), and who sat where at each.
    tables = session.expected
    count = draw(st.integers(1, tables))
    if session.pairs:
        order = draw(st.permutations(session.pairs))
        seated = [(order[2 * i], order[2 * i + 1]) for i in range(count)]
    else:
        ew = draw(st.permutations(session.ew))
        ns = draw(st.permutations(session.ns))
        seated = [(ns[i], ew[i]) for i in range(count)]
    return [draw(_line(ns_pair, ew_pair)) for ns_pair, ew_pair in seated]


@st.composite
def pairs_sessions(
    draw: st.DrawFn,
    *,
    methods: st.SearchStrategy[str] | None = None,
    min_boards: int = 0,
    max_boards: int = 4,
    close: st.SearchStrategy[bool] | None = None,
) -> PairsSession:
    """A pairs session of 1 to 4 tables, two-winner or one-winner, with legal travellers.

    ``methods`` draws the scoring (default: matchpoints on either scale, cross-IMPs or
    Butler); the boards are a list that Hypothesis shrinks; a board may have fewer results
    than expected (Neuberg) and artificial scores.
    """
    tables = draw(st.integers(1, 4))
    method = draw(
        methods
        if methods is not None
        else st.sampled_from(("matchpoints", "cross-imps", "butler"))
    )
    scale = draw(st.sampled_from(("international", "acbl")))
    if draw(st.booleans()):
        session = PairsSession(
            pairs=tuple(str(n) for n in range(1, 2 * tables + 1)),
            expected=tables,
            method=method,
            scale=scale,
        )
    else:
        session = PairsSession(
            ns=tuple(str(n) for n in range(1, tables + 1)),
            ew=tuple(str(n) for n in range(tables + 1, 2 * tables + 1)),
            expected=tables,
            method=method,
            scale=scale,
        )
    count = draw(st.integers(min_boards, max_boards))
    boards = draw(st.permutations(range(1, max(count, 1) + 8)))[:count]
    for board in boards:
        if draw(st.integers(0, 9)) == 0:
            session = session.throw_in()
        session = session.record(board, draw(_board(session)))
    return maybe_closed(draw, session, close)


@st.composite
def duplicate_travellers(draw: st.DrawFn) -> Traveller:
    """One board of a pairs session, scored (see :func:`pairs_sessions`)."""
    return one_deal(draw, pairs_sessions(min_boards=1, max_boards=2, close=st.just(False)))


@st.composite
def duplicate_standings(draw: st.DrawFn) -> Standing:
    """One pair's place in a pairs session's ranking."""
    session = draw(pairs_sessions(max_boards=3))
    return draw(st.sampled_from(session.ranking))


@st.composite
def teams_matches(
    draw: st.DrawFn,
    *,
    min_boards: int = 0,
    max_boards: int = 6,
    close: st.SearchStrategy[bool] | None = None,
) -> TeamsMatch:
    """A teams match with legal boards in both rooms, some thrown out, maybe closed early."""
    teams = draw(_TEAMS)
    scheduled = draw(st.integers(max(min_boards, 1), max(max_boards, 1)))
    match = TeamsMatch(teams, boards=scheduled, first_board=draw(st.sampled_from((1, 17))))
    rooms = draw(st.lists(st.tuples(_PLAYS, _PLAYS), min_size=min_boards, max_size=scheduled))
    for open_room, closed_room in rooms:
        if match.finished:
            break
        if draw(st.integers(0, 9)) == 0:
            match = match.throw_in()
            if match.finished:
                break
        match = match.record(open_room, closed_room)
    return maybe_closed(draw, match, close)


@st.composite
def teams_boards(draw: st.DrawFn) -> TeamsBoard:
    """One board of a teams match (see :func:`teams_matches`)."""
    return one_deal(draw, teams_matches(min_boards=1, max_boards=3, close=st.just(False)))


@st.composite
def teams_events(
    draw: st.DrawFn,
    *,
    min_matches: int = 0,
    max_matches: int = 6,
    close: st.SearchStrategy[bool] | None = None,
) -> TeamsEvent:
    """A teams event of 2 to 5 teams: round-robin matches with legal IMP scores.

    Each pair of teams meets at most once, in either order, as a round robin requires.
    """
    size = draw(st.integers(2, 5))
    teams = tuple(f"T{n}" for n in range(1, size + 1))
    event = TeamsEvent(teams, boards=draw(st.sampled_from((8, 12, 16, 24, 32))))
    count = draw(st.integers(min_matches, max_matches))
    pairings = [(home, away) for index, home in enumerate(teams) for away in teams[index + 1 :]]
    for home, away in draw(st.permutations(pairings))[:count]:
        imps = draw(st.tuples(st.integers(0, 120), st.integers(0, 120)))
        first, second = (away, home) if draw(st.booleans()) else (home, away)
        event = event.record(first, second, imps=imps)
    return maybe_closed(draw, event, close)


@st.composite
def duplicate_match_results(draw: st.DrawFn) -> MatchResult:
    """One match of a teams event (see :func:`teams_events`)."""
    return one_deal(draw, teams_events(min_matches=1, max_matches=2, close=st.just(False)))
