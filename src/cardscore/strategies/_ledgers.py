"""Strategies for the ledgers of every game, and for what the games share.

Ledgers are built only by recording legal deals drawn as a list (which Hypothesis shrinks
toward fewer deals); results only by settling legal inputs; errors only by giving the
library bad input and keeping what it raised.
"""

from __future__ import annotations

import functools
from fractions import Fraction
from typing import TYPE_CHECKING, TypeVar

from hypothesis import strategies as st

from cardscore import sheet, tarot
from cardscore.bridge import Contract, Result, Strain, score
from cardscore.chicago import (
    DEALS,
    PLAYERS,
    SEATS,
    SIDES,
    Evening,
    EveningDeal,
    Match,
    Seating,
    rotation,
)
from cardscore.chicago import Deal as ChicagoDeal
from cardscore.chicago import Rules as ChicagoRules
from cardscore.errors import ImpossibleResultError, NotationError, RuleViolationError, ScoreError
from cardscore.invariants import InvariantError, check_zero_sum
from cardscore.ledger import Ledger, Next
from cardscore.needafourth import Auction
from cardscore.needafourth import Deal as NeedAFourthDeal
from cardscore.needafourth import Session as NeedAFourthSession
from cardscore.pitch import Deal as PitchDeal
from cardscore.pitch import Game
from cardscore.rubber import Deal as RubberDeal
from cardscore.rubber import Rubber
from cardscore.rubber import Rules as RubberRules
from cardscore.strategies._bridge import bridge_deal_scores, bridge_results
from cardscore.strategies._closing import maybe_closed, one_deal
from cardscore.strategies._needafourth import (
    needafourth_deals,
    needafourth_sessions,
    needafourth_settlements,
)
from cardscore.strategies._pitch import pitch_deals, pitch_games
from cardscore.strategies._sheet import scoresheets
from cardscore.strategies._tarot import tarot_deals, tarot_sessions, tarot_settlements

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.invariants import Scored
    from cardscore.items import Item

__all__ = [
    "chicago_deals",
    "chicago_evening_deals",
    "chicago_evenings",
    "chicago_matches",
    "chicago_rules",
    "chicago_seatings",
    "impossible_result_errors",
    "invariant_errors",
    "items",
    "ledger_deals",
    "ledgers",
    "missing_field_errors",
    "nexts",
    "notation_errors",
    "results",
    "rubber_deals",
    "rubber_rules",
    "rubbers",
    "rule_violation_errors",
    "score_errors",
    "sheet_adapters",
    "sheet_errors",
    "sheet_rows",
    "sheet_saves",
    "sheet_tables",
    "sheets",
]

_E = TypeVar("_E", bound=Exception)


def chicago_rules() -> st.SearchStrategy[ChicagoRules]:
    """Any Chicago rule options (duplicate scoring has no honours)."""
    vulnerability = st.sampled_from(("dealer", "non-dealer"))
    return st.one_of(
        st.builds(ChicagoRules, vulnerability, st.booleans()),
        st.builds(ChicagoRules, vulnerability, st.just(False), st.just("duplicate")),
    )


def rubber_rules() -> st.SearchStrategy[RubberRules]:
    """Any rubber rule options (closing bonuses from 0 to 1,000)."""
    return st.builds(RubberRules, st.booleans(), st.integers(0, 1000), st.integers(0, 1000))


_Played = tuple[Result, int, tuple[int, int] | None]


@functools.cache
@st.composite
def _played(draw: st.DrawFn, *, honours: bool) -> _Played:
    # A result, who declared it (an index: a seat or a side), and any honours held.
    result = draw(bridge_results())
    held = None
    if honours and draw(st.booleans()):
        # At notrump only four aces count (150); in a suit four honours 100, five 150.
        notrump = result.contract.strain is Strain.NOTRUMP
        points = 150 if notrump else draw(st.sampled_from((100, 150)))
        held = (draw(st.integers(0, 1)), points)
    return result, draw(st.integers(0, 3)), held


def _thrown(deals: int) -> st.SearchStrategy[list[bool]]:
    """Whether a thrown-in deal comes before each deal (shrinks toward none)."""
    return st.lists(st.booleans(), min_size=deals, max_size=deals)


@st.composite
def chicago_matches(
    draw: st.DrawFn,
    *,
    rules: st.SearchStrategy[ChicagoRules] | None = None,
    min_deals: int = 0,
    max_deals: int = DEALS,
) -> Match:
    """A Chicago match with ``min_deals``..``max_deals`` (at most 4) legal deals played.

    Honours are drawn when the drawn rules score them. The deals are a list that
    Hypothesis shrinks, so a failing property shows the fewest deals that still fail.
    """
    chosen = draw(rules if rules is not None else chicago_rules())
    most = min(max_deals, DEALS)
    deals = draw(st.lists(_played(honours=chosen.honours), min_size=min_deals, max_size=most))
    match = Match(rules=chosen, first_dealer=draw(st.sampled_from(SEATS)))
    passed = draw(_thrown(len(deals)))
    for (result, seat, held), pass_out in zip(deals, passed, strict=True):
        if pass_out:  # all four passed: the same dealer deals again
            match = match.throw_in()
        honours = None if held is None else (SIDES[held[0]], held[1])
        match = match.record(result, declarer=SEATS[seat], honours=honours)
    return match


@st.composite
def chicago_deals(draw: st.DrawFn) -> ChicagoDeal:
    """One deal recorded in a Chicago match (see :func:`chicago_matches`)."""
    match = draw(chicago_matches(min_deals=1, max_deals=2))
    return draw(st.sampled_from(match.deals))


_SIDES = st.one_of(
    st.just(("NS", "EW")),
    st.just(("We", "They")),
    st.just(("P1", "P2")),
    st.tuples(
        st.text("abcdefghijklmnopqrstuvwxyz", min_size=1, max_size=6),
        st.text("0123456789", min_size=1, max_size=6),
    ),
)


@st.composite
def rubbers(
    draw: st.DrawFn,
    *,
    sides: st.SearchStrategy[tuple[str, str]] | None = None,
    rules: st.SearchStrategy[RubberRules] | None = None,
    min_deals: int = 0,
    max_deals: int = 12,
    close: st.SearchStrategy[bool] | None = None,
) -> Rubber:
    """A rubber of ``min_deals``..``max_deals`` legal deals, stopping when it is won.

    ``sides`` draws the two names (default: NS/EW, a Draw Bridge pair or any two names);
    ``close`` whether an unfinished rubber is then closed early (default: either). The
    deals are a list that Hypothesis shrinks.
    """
    names = draw(sides if sides is not None else _SIDES)
    chosen = draw(rules if rules is not None else rubber_rules())
    deals = draw(st.lists(_played(honours=chosen.honours), min_size=min_deals, max_size=max_deals))
    rubber = Rubber(sides=names, rules=chosen)
    passed = draw(_thrown(len(deals)))
    for (result, side, held), pass_out in zip(deals, passed, strict=True):
        if rubber.finished:
            break
        if pass_out:
            rubber = rubber.throw_in()
        honours = None if held is None else (names[held[0]], held[1])
        rubber = rubber.record(result, declarer=names[side % 2], honours=honours)
    return maybe_closed(draw, rubber, close)


@st.composite
def rubber_deals(draw: st.DrawFn) -> RubberDeal:
    """One deal recorded in a rubber (see :func:`rubbers`)."""
    return one_deal(draw, rubbers(min_deals=1, max_deals=3, close=st.just(False)))


AnyLedger = Match | Evening | Rubber | NeedAFourthSession | tarot.Session | Game
AnyDeal = ChicagoDeal | EveningDeal | RubberDeal | NeedAFourthDeal | tarot.Deal | PitchDeal


def ledgers(*, max_deals: int = 4) -> st.SearchStrategy[AnyLedger]:
    """Any game's ledger, with up to ``max_deals`` legal deals (see each game's strategy).

    A Chicago match, a rubber, a Need a Fourth? session, a tarot session, a pitch game or a
    rotating Chicago evening: what :class:`cardscore.Ledger` describes. Simpler games come
    first, so a failing property shrinks toward a short Chicago match.
    """
    return st.one_of(
        _savable(max_deals), chicago_evenings(max_deals=max_deals, close=st.just(False))
    )


def _savable(max_deals: int) -> st.SearchStrategy[AnyLedger]:
    # The ledgers a scoresheet can hold (a rotating evening has no sheet yet).
    return st.one_of(
        chicago_matches(max_deals=max_deals),
        rubbers(max_deals=max_deals),
        needafourth_sessions(max_deals=max_deals),
        tarot_sessions(max_deals=max_deals),
        pitch_games(max_deals=max_deals),
    )


def ledger_deals() -> st.SearchStrategy[AnyDeal]:
    """A deal recorded in any game's ledger: what :class:`cardscore.ledger.Deal` describes."""
    return st.one_of(
        chicago_deals(),
        rubber_deals(),
        needafourth_deals(),
        tarot_deals(),
        pitch_deals(),
        chicago_evening_deals(),
    )


_EVENING_NAMES = ("Ann", "Bob", "Cid", "Dan", "Eve", "Fay", "Gus")


@st.composite
def chicago_evenings(
    draw: st.DrawFn,
    *,
    players: st.SearchStrategy[int] | None = None,
    min_deals: int = 0,
    max_deals: int = 6,
    close: st.SearchStrategy[bool] | None = None,
) -> Evening:
    """A rotating Chicago evening of 5 to 7 players with ``min_deals``..``max_deals`` deals.

    ``players`` draws how many play (default: 5, 6 or 7); ``close`` whether the evening is
    then closed (default: either). The deals are a list that Hypothesis shrinks.
    """
    names = _EVENING_NAMES[: draw(players if players is not None else st.sampled_from(PLAYERS))]
    chosen = draw(chicago_rules())
    deals = draw(st.lists(_played(honours=chosen.honours), min_size=min_deals, max_size=max_deals))
    evening = Evening(names, rules=chosen)
    passed = draw(_thrown(len(deals)))
    for (result, seat, held), pass_out in zip(deals, passed, strict=True):
        if pass_out:
            evening = evening.throw_in()
        seating = evening.seating
        if seating is None:  # pragma: no cover - an evening goes on until closed
            break
        declarer = seating.seats[SEATS[seat]]
        honours = None if held is None else (SIDES[held[0]], held[1])
        evening = evening.record(result, declarer=declarer, honours=honours)
    return maybe_closed(draw, evening, close)


@st.composite
def chicago_evening_deals(draw: st.DrawFn) -> EveningDeal:
    """One deal recorded in a rotating Chicago evening (see :func:`chicago_evenings`)."""
    return one_deal(draw, chicago_evenings(min_deals=1, max_deals=3, close=st.just(False)))


def chicago_seatings() -> st.SearchStrategy[Seating]:
    """A chukker's seating from the suggested rotation for 5, 6 or 7 players."""
    return st.sampled_from(PLAYERS).flatmap(
        lambda count: st.sampled_from(rotation(_EVENING_NAMES[:count]))
    )


def sheet_saves() -> st.SearchStrategy[sheet.Saved]:
    """A ledger as its game's adapter writes it down (what :func:`sheet.from_ledger` uses)."""
    return _savable(3).map(_saved)


def _saved(ledger: object) -> sheet.Saved:
    for name in sheet.games():
        saved = sheet.adapter(name).saved(ledger)
        if saved is not None:
            return saved
    raise ScoreError("ledger", ledger, "a game's ledger")  # pragma: no cover - every game saves


def _chicago_next(match: Match) -> Next:
    # Only for a match of fewer than four deals: there is a next deal, with a dealer.
    return Next(match.played + 1, match.dealer, match.vulnerable, match.partscores)


def _rubber_next(rubber: Rubber) -> Next:
    vulnerable = frozenset(side for side, flag in rubber.vulnerable.items() if flag)
    return Next(len(rubber.deals) + 1, None, vulnerable, rubber.partscores)


def _needafourth_next(session: NeedAFourthSession) -> Next:
    return Next(len(session.deals) + 1, session.dealer)


def _tarot_next(session: tarot.Session) -> Next:
    return Next(session.played + 1, session.dealer)


def nexts() -> st.SearchStrategy[Next]:
    """What comes next in an unfinished ledger: Chicago, rubber, Need a Fourth? or tarot.

    Read from the state of a ledger that cannot be finished yet (a Chicago match of up to
    three deals, a rubber of one, open sessions): the next deal's number, its dealer and,
    for bridge, the vulnerability and part scores.
    """
    return st.one_of(
        chicago_matches(max_deals=3).map(_chicago_next),
        rubbers(max_deals=1, close=st.just(False)).map(_rubber_next),
        needafourth_sessions(max_deals=3, agreed=False).map(_needafourth_next),
        tarot_sessions(max_deals=3, planned=st.just(False), close=st.just(False)).map(_tarot_next),
    )


def results() -> st.SearchStrategy[Scored]:
    """Any settled result with ``items`` and ``totals`` (:class:`cardscore.invariants.Scored`).

    A bridge deal score, or a Need a Fourth? or tarot settlement.
    """
    return st.one_of(bridge_deal_scores(), needafourth_settlements(), tarot_settlements())


@st.composite
def items(draw: st.DrawFn) -> Item:
    """One line item of a settled result's breakdown (see :func:`results`)."""
    settled = draw(st.one_of(bridge_deal_scores(), needafourth_settlements(), tarot_settlements()))
    return draw(st.sampled_from(settled.items))


def _caught(kind: type[_E], call: Callable[[], object]) -> _E:
    try:
        call()
    except kind as error:
        # Without the traceback the error keeps no frames (and their locals) alive.
        return error.with_traceback(None)
    message = f"{call!r} raised no {kind.__name__}"  # pragma: no cover - each call fails
    raise AssertionError(message)  # pragma: no cover


_NOT_A_CONTRACT = "QRUVWYZ?!#/ "


def notation_errors() -> st.SearchStrategy[NotationError]:
    """What the library raises for text that is not a contract (no level) or a tarot contract."""

    def raised(text: str, parse: Callable[[str], object]) -> NotationError:
        return _caught(NotationError, lambda: parse(text))

    parsers = st.sampled_from((Contract.parse, tarot.Contract.parse))
    return st.builds(raised, st.text(_NOT_A_CONTRACT, min_size=1, max_size=6), parsers)


def impossible_result_errors() -> st.SearchStrategy[ImpossibleResultError]:
    """What the library raises for tricks outside 0..13 or tarot points above 91."""

    def tricks(contract: Contract, taken: int) -> ImpossibleResultError:
        return _caught(ImpossibleResultError, lambda: score(contract, taken, vulnerable=False))

    def points(halves: int) -> ImpossibleResultError:
        return _caught(
            ImpossibleResultError,
            lambda: tarot.settle("garde", bouts=1, points=Fraction(halves, 2)),
        )

    return st.one_of(
        st.builds(
            tricks,
            st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain)),
            st.integers(14, 99) | st.integers(-99, -1),
        ),
        st.builds(points, st.integers(183, 999)),
    )


def rule_violation_errors() -> st.SearchStrategy[RuleViolationError]:
    """What the library raises for a bid lower than the last, or a fifth Chicago deal."""

    def lower(high: Contract, low: Contract) -> RuleViolationError:
        calls = (max(high, low, key=_order), min(high, low, key=_order))
        players = ("Ann", "Bob", "Cat")
        return _caught(RuleViolationError, lambda: Auction(calls, players=players, dealer="Ann"))

    def fifth(match: Match, result: Result) -> RuleViolationError:
        return _caught(RuleViolationError, lambda: match.record(result, declarer="N"))

    bids = st.builds(Contract, st.integers(1, 7), st.sampled_from(Strain))
    return st.one_of(
        st.builds(lower, bids, bids),
        st.builds(fifth, chicago_matches(min_deals=DEALS), bridge_results()),
    )


def _order(contract: Contract) -> tuple[int, int]:
    return contract.level, list(Strain).index(contract.strain)


def score_errors() -> st.SearchStrategy[ScoreError]:
    """Any error the library raises for bad input (each subclass, and ScoreError itself)."""

    def players(names: str) -> ScoreError:
        # A string where the names of 3 to 5 players belong.
        return _caught(ScoreError, lambda: tarot.Session(players=names))

    return st.one_of(
        notation_errors(),
        impossible_result_errors(),
        rule_violation_errors(),
        st.builds(players, st.text(max_size=5)),
    )


def invariant_errors() -> st.SearchStrategy[InvariantError]:
    """What :func:`~cardscore.invariants.check_zero_sum` raises for totals that do not sum to 0."""

    def raised(points: int) -> InvariantError:
        return _caught(InvariantError, lambda: check_zero_sum({"taker": points, "defence": 0}))

    return st.builds(raised, st.integers(1, 10_000) | st.integers(-10_000, -1))


# --- Scoresheets ---------------------------------------------------------------------------


@st.composite
def _chicago_sheets(draw: st.DrawFn, *, min_deals: int) -> sheet.Scoresheet:
    # A Chicago scoresheet of legal deals, each written as a player would: "N 4S+1".
    played = draw(st.lists(_played(honours=False), min_size=min_deals, max_size=DEALS))
    deals = tuple(f"{SEATS[seat]} {result}" for result, seat, _ in played)
    return sheet.Scoresheet("chicago", SIDES, deals)


def sheets() -> st.SearchStrategy[sheet.Sheet]:
    """A scored scoresheet: :func:`cardscore.sheet.score` of a legal document of any game."""
    return st.builds(sheet.score, scoresheets(max_deals=3) | _chicago_sheets(min_deals=0))


@st.composite
def sheet_rows(draw: st.DrawFn) -> sheet.Row:
    """One row of a scored Chicago scoresheet (see :func:`sheets`)."""
    return draw(st.sampled_from(sheet.score(draw(_chicago_sheets(min_deals=1))).rows))


@st.composite
def sheet_tables(draw: st.DrawFn) -> sheet.Table[Ledger]:
    """A game's table for a legal document, as its adapter starts it (before any deal)."""
    document = draw(scoresheets(max_deals=3))
    return sheet.adapter(document.game).start(document)


def sheet_adapters() -> st.SearchStrategy[sheet.Adapter[Ledger]]:
    """The adapter of any registered game (:func:`cardscore.sheet.adapter`)."""
    return st.sampled_from(sheet.games()).map(sheet.adapter)


@st.composite
def sheet_errors(draw: st.DrawFn) -> sheet.SheetError:
    """What :func:`cardscore.sheet.score` raises for a Chicago sheet with one bad deal.

    The bad deal is a result of more than 13 tricks (``"N 4S+9"``) or a deal that names
    no result (its error is then a :class:`~cardscore.sheet.MissingFieldError`).
    """
    good = draw(_chicago_sheets(min_deals=0)).deals[: DEALS - 1]
    seat = draw(st.sampled_from(SEATS))
    if draw(st.booleans()):
        level = draw(st.integers(1, 7))
        bad: sheet.Value = (
            f"{seat} {level}{draw(st.sampled_from('CDHS'))}+{draw(st.integers(8 - level, 13))}"
        )
    else:
        bad = {"declarer": seat}
    document = sheet.Scoresheet("chicago", SIDES, (*good, bad))
    return _caught(sheet.SheetError, lambda: sheet.score(document))


def missing_field_errors() -> st.SearchStrategy[sheet.MissingFieldError]:
    """A :class:`~cardscore.sheet.MissingFieldError` raised for a deal without a result."""

    def raised(seat: str) -> sheet.MissingFieldError:
        # The error the sheet wraps, made again from its field and what it allows.
        document = sheet.Scoresheet("chicago", SIDES, ({"declarer": seat},))
        error = _caught(sheet.SheetError, lambda: sheet.score(document)).error
        return sheet.MissingFieldError(error.field, error.allowed)

    return st.builds(raised, st.sampled_from(SEATS))
