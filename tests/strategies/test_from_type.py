"""Every public class and enum comes from ``st.from_type`` legal, fast and small (issue 19).

The test walks every name in every public module's ``__all__``, asks ``st.from_type`` for
each class, enum and union of them, draws 100 examples and checks each with the matching
invariant of :mod:`cardscore.invariants` (or, where no score is involved, the value's own
rule: a contract reads back from its text, a card is in the pack). The walk takes minutes,
so it is marked ``slow`` (deselected by default, run in CI): there, and only there, each
type may take 10 s of CPU time (a wide margin: about 1 s on a laptop; a type over it is
drawn again and the shorter time counts), and the whole walk adds less than 300 MB to the
process's peak memory (``resource``).
"""

from __future__ import annotations

import enum
import importlib
import pickle
import resource
import time
import types
from typing import TYPE_CHECKING, Any

import attrs
import pytest
from hypothesis import HealthCheck, find, given, settings
from hypothesis import strategies as st

from cardscore import (
    bridge,
    cards,
    chicago,
    i18n,
    invariants,
    needafourth,
    par,
    pitch,
    sheet,
    strategies,
    tarot,
)
from cardscore.errors import ScoreError
from cardscore.i18n import Text

# Private on purpose: the rule options a sheet may set, to check a drawn sheet's rules.
from cardscore.sheet._options import rule_options
from tests.bad_input import wrong

if TYPE_CHECKING:
    from collections.abc import Callable

    from cardscore.items import Item
    from cardscore.ledger import Ledger

MODULES = (
    "cardscore",
    "cardscore.cards",
    "cardscore.items",
    "cardscore.errors",
    "cardscore.bridge",
    "cardscore.chicago",
    "cardscore.rubber",
    "cardscore.needafourth",
    "cardscore.tarot",
    "cardscore.pitch",
    "cardscore.invariants",
    "cardscore.sheet",
    "cardscore.ledger",
    "cardscore.i18n",
    "cardscore.par",
)
# A public type alias that is plain data, not a cardscore value: a scoresheet's raw field.
NOT_CARDSCORE_VALUES = {"cardscore.sheet.Value"}

EXAMPLES = 100
MOST_SECONDS = 10.0
MOST_BYTES = 300 * 2**20


def public_types() -> dict[str, object]:
    """Every public class, enum and union of them, once each, by its first public name."""
    found: dict[str, object] = {}
    seen: set[int] = set()
    for module_name in MODULES:
        module = importlib.import_module(module_name)
        for name in module.__all__:
            value = getattr(module, name)
            qualified = f"{module_name}.{name}"
            typed = isinstance(value, type | types.UnionType)
            if typed and id(value) not in seen and qualified not in NOT_CARDSCORE_VALUES:
                seen.add(id(value))
                found[qualified] = value
    return found


# --- the check of each type -----------------------------------------------------------------


def same_again(value: object) -> None:
    # Built again through its own constructor (every validator and converter) it is equal.
    assert attrs.evolve(value) == value  # type: ignore[misc]


def contract(value: bridge.Contract) -> None:
    assert bridge.Contract.parse(str(value)) == value


def result(value: bridge.Result) -> None:
    assert 0 <= value.tricks <= 13
    invariants.check_bridge_deal(bridge.settle(value.contract, value.tricks, vulnerable=True))


def error(value: ScoreError) -> None:
    invariants.check_error(value)


def tarot_session(value: tarot.Session) -> None:
    invariants.check_ledger(value)
    invariants.check_zero_sum(value)


def tarot_count(value: tarot.Count) -> None:
    assert 0 <= value.bouts <= 3
    assert 9 * value.bouts <= value.halves <= 182


def tarot_distribution(value: tarot.Distribution) -> None:
    same_again(value)
    assert sum(map(len, value.hands)) + len(value.chien) == len(tarot.PACK)


def auction(value: needafourth.Auction) -> None:
    assert needafourth.Auction(value.calls, players=value.players, dealer=value.dealer) == value


def bid(value: needafourth.Bid) -> None:
    assert value.contract.doubling is bridge.Doubling.UNDOUBLED
    assert len(set(value.hand)) == 14
    assert value.position == len(value.before) == len(value.callers)


def bid_check(value: needafourth.BidCheck) -> None:
    auction(value.auction)
    for breach in value.breaches:
        assert value.auction.calls[breach.position] == breach.bid
        assert value.auction.callers[breach.position] == breach.player
    assert value.liars <= set(value.auction.players)


def breach(value: needafourth.Breach) -> None:
    assert value.requirement in needafourth.SEED_REQUIREMENTS
    assert value.bid.doubling is bridge.Doubling.UNDOUBLED
    assert value.position >= 0


def requirement(value: needafourth.Requirement) -> None:
    assert isinstance(value.description, str)
    assert value.description


def roles(value: needafourth.Roles) -> None:
    assert len({value.chooser, value.partner, value.declarer}) == 3
    assert not value.swapped or value.contract.doubling is bridge.Doubling.REDOUBLED


def award(value: pitch.Award) -> None:
    assert value.value in (1, 3)
    assert value.side


def pitch_card(value: pitch.PitchCard) -> None:
    assert value in pitch.pack(attrs.evolve(pitch.PITCH, jokers=True))


def row(value: sheet.Row) -> None:
    invariants.check_breakdown(_Scored(value.items, value.points))


def scoresheet(value: sheet.Scoresheet) -> None:
    invariants.check_ledger(sheet.score(value).ledger)


def scored_sheet(value: sheet.Sheet) -> None:
    invariants.check_ledger(value.ledger)
    if value.rows:
        assert value.rows[-1].totals == dict(value.ledger.totals)


def adapter(value: sheet.Adapter[Ledger]) -> None:
    assert sheet.adapter(value.game) is value


def table(value: sheet.Table[Ledger]) -> None:
    invariants.check_ledger(value.ledger)


def seating(value: chicago.Seating) -> None:
    # Four different players at the table, and nobody both playing and sitting out.
    at_table = set(value.seats.values())
    assert len(at_table) == 4
    assert not at_table & set(value.sitting_out)
    assert value.sides["NS"] == (value.north, value.south)


def saved(value: sheet.Saved) -> None:
    # What an adapter wrote down scores again as a sheet: every deal, the same parties.
    options = dict(value.options)
    if value.rules is not None and value.base is not None:
        options |= rule_options(value.rules, value.base)
    document = sheet.Scoresheet(value.game, value.parties, value.deals, value.preset, options)
    scored = sheet.score(document)
    assert scored.parties == value.parties
    assert len(scored.ledger.deals) >= len(value.deals)


_CELL_LESS = (sheet.Kind.NOTE, sheet.Kind.LINE, sheet.Kind.GAME, sheet.Kind.NEXT)


def section(value: sheet.Section) -> None:
    # Every row with cells has one for each column; a row across the table has its words.
    for line in value.lines:
        assert len(line.cells) in (0, len(value.columns)), (line, value.columns)
        if not line.cells:
            assert line.kind in _CELL_LESS
    assert value.columns or not value.lines  # a section of no columns is its title alone
    assert not value.columns or 0 <= value.note_column < len(value.columns)


def layout(value: sheet.Layout) -> None:
    for part in value.sections:
        section(part)
    for said in value.ending:
        sentence(said)
    if value.chart is not None:
        chart(value.chart)
    # A paper layout says the result; a spreadsheet's has it as a row of its table.
    kinds = [said.kind for said in value.ending]
    rows = [line.kind for part in value.sections for line in part.lines]
    assert sheet.Kind.RESULT in kinds or sheet.Kind.RESULT in rows


def line(value: sheet.Line) -> None:
    assert isinstance(value.kind, sheet.Kind)
    assert all(isinstance(cell, sheet.Cell) for cell in value.cells)
    assert value.cells or value.text or value.kind is sheet.Kind.LINE


def cell(value: sheet.Cell) -> None:
    assert str(value) == (f"{value.text} {value.mark}" if value.mark else value.text)
    assert attrs.evolve(value) == value


def column(value: sheet.Column) -> None:
    assert isinstance(value.heading, str)
    assert isinstance(value.left, bool)


def sentence(value: sheet.Sentence) -> None:
    assert value.kind in (sheet.Kind.RESULT, sheet.Kind.NEXT, sheet.Kind.STANDINGS)
    assert value.text
    assert not value.items or value.kind is sheet.Kind.STANDINGS


def chart(value: sheet.Chart) -> None:
    # A point per charted deal, after the start; zero is always marked.
    for line in value.series:
        series(line)
        assert len(line.points) == len(value.labels) + 1
    assert (0, "0") in value.marks


def series(value: sheet.Series) -> None:
    # The line ends at the party's total.
    assert value.points[-1] == value.total


def layout_function(value: sheet.LayoutOf[Ledger]) -> None:
    # Each game's own layout lays out a sheet of its own game.
    game = next(game for name in sheet.games() if (game := sheet.adapter(name)).layout is value)
    names = ("Ann", "Bob", "Cid", "Dan", "Eve")
    for parties in (game.default_parties, *(names[:count] for count in range(2, 6))):
        try:
            scored = sheet.score(sheet.Scoresheet(game.game, parties or names[:2], ()))
        except ScoreError:  # not the game's number of parties: the next
            continue
        layout(value(scored, scored.ledger, explain=False))
        return
    raise AssertionError(game)


def text(value: Text) -> None:
    # The English is the template filled with its values; every language says it as a str;
    # a pickled Text comes back with its template, values and context.
    assert isinstance(value, Text)
    filled = value.template.format(**value.args) if value.args else value.template
    assert value == filled
    assert i18n.say(value, "en") == value
    for lang in i18n.LANGUAGES:
        assert isinstance(i18n.say(value, lang), str)
    again = pickle.loads(pickle.dumps(value))
    assert (again, again.template, dict(again.args), again.context) == (
        value,
        value.template,
        dict(value.args),
        value.context,
    )


def invariant_error(value: invariants.InvariantError) -> None:
    assert str(value)


@attrs.frozen
class _Scored:
    items: tuple[Item, ...]
    totals: dict[str, int]


def member(kind: type[enum.Enum]) -> Callable[[object], None]:
    def check(value: object) -> None:
        assert value in list(kind)

    return check


def one_of(*kinds: type) -> Callable[[object], None]:
    def check(value: object) -> None:
        assert isinstance(value, kinds)

    return check


def par_table(value: par.Table) -> None:
    assert par.Table.from_pbn(value.to_pbn()) == value


def par_result(value: par.Par) -> None:
    invariants.check_breakdown(value)
    assert par.par(value.table, vulnerable=value.vulnerable, dealer=value.dealer) == value


def par_contract(value: par.ParContract) -> None:
    assert par.ParContract.parse(str(value)) == value
    assert value.doubled == (value.result < 0)


CHECKS: dict[str, Callable[..., None]] = {
    "cardscore.ImpossibleResultError": error,
    "cardscore.Ledger": invariants.check_ledger,
    "cardscore.NotationError": error,
    "cardscore.RuleViolationError": error,
    "cardscore.ScoreError": error,
    "cardscore.cards.Card": lambda value: assert_in(value, cards.DECK),
    "cardscore.items.Item": invariants.check_item,
    "cardscore.bridge.Contract": contract,
    "cardscore.bridge.DealScore": invariants.check_bridge_deal,
    "cardscore.bridge.Result": result,
    "cardscore.chicago.Deal": invariants.check_deal,
    "cardscore.chicago.Match": invariants.check_ledger,
    "cardscore.chicago.Rules": same_again,
    "cardscore.chicago.Evening": invariants.check_ledger,
    "cardscore.chicago.EveningDeal": invariants.check_deal,
    "cardscore.chicago.Seating": seating,
    "cardscore.rubber.Deal": invariants.check_deal,
    "cardscore.rubber.Rubber": invariants.check_ledger,
    "cardscore.rubber.Rules": same_again,
    "cardscore.needafourth.Auction": auction,
    "cardscore.needafourth.Bid": bid,
    "cardscore.needafourth.BidCheck": bid_check,
    "cardscore.needafourth.Breach": breach,
    "cardscore.needafourth.Call": one_of(bridge.Contract, needafourth.Pass),
    "cardscore.needafourth.Deal": invariants.check_deal,
    "cardscore.needafourth.Requirement": requirement,
    "cardscore.needafourth.Roles": roles,
    "cardscore.needafourth.Rules": same_again,
    "cardscore.needafourth.Session": invariants.check_ledger,
    "cardscore.needafourth.Settlement": invariants.check_breakdown,
    "cardscore.tarot.Card": lambda value: assert_in(value, tarot.PACK),
    "cardscore.tarot.Count": tarot_count,
    "cardscore.tarot.Rules": same_again,
    "cardscore.tarot.Deal": invariants.check_deal,
    "cardscore.tarot.Distribution": tarot_distribution,
    "cardscore.tarot.Session": tarot_session,
    "cardscore.tarot.Settlement": invariants.check_breakdown,
    "cardscore.pitch.Award": award,
    "cardscore.pitch.Deal": invariants.check_deal,
    "cardscore.pitch.Game": invariants.check_ledger,
    "cardscore.pitch.PitchCard": pitch_card,
    "cardscore.pitch.Rules": same_again,
    "cardscore.pitch.Tally": invariants.check_breakdown,
    "cardscore.invariants.InvariantError": invariant_error,
    "cardscore.invariants.Scored": invariants.check_breakdown,
    "cardscore.sheet.Adapter": adapter,
    "cardscore.sheet.Cell": cell,
    "cardscore.sheet.Chart": chart,
    "cardscore.sheet.Column": column,
    "cardscore.sheet.Layout": layout,
    "cardscore.sheet.LayoutOf": layout_function,
    "cardscore.sheet.Line": line,
    "cardscore.sheet.Section": section,
    "cardscore.sheet.Sentence": sentence,
    "cardscore.sheet.Series": series,
    "cardscore.sheet.MissingFieldError": error,
    "cardscore.sheet.Row": row,
    "cardscore.sheet.Saved": saved,
    "cardscore.sheet.Scoresheet": scoresheet,
    "cardscore.sheet.Sheet": scored_sheet,
    "cardscore.sheet.SheetError": error,
    "cardscore.sheet.Table": table,
    "cardscore.ledger.Deal": invariants.check_deal,
    "cardscore.ledger.Next": invariants.check_next,
    "cardscore.i18n.Text": text,
    "cardscore.par.Table": par_table,
    "cardscore.par.Par": par_result,
    "cardscore.par.ParContract": par_contract,
}


def assert_in(value: object, pack: tuple[object, ...]) -> None:
    assert value in pack


def check_of(name: str, kind: object) -> Callable[..., None]:
    if isinstance(kind, type) and issubclass(kind, enum.Enum):
        return member(kind)
    return CHECKS[name]


def test_every_public_type_has_a_check() -> None:
    found = public_types()
    enums = {
        name
        for name, kind in found.items()
        if isinstance(kind, type) and issubclass(kind, enum.Enum)
    }
    assert set(found) - enums == set(CHECKS)
    # The walk found the types the issue names, and every game's enums.
    assert {
        "cardscore.needafourth.Session",
        "cardscore.ledger.Next",
        "cardscore.pitch.Low",
    } <= set(found)
    assert {"cardscore.tarot.Chelem", "cardscore.needafourth.Pass"} <= enums


def draw_and_check(kind: object, check: Callable[..., None], examples: int = EXAMPLES) -> None:
    @settings(
        max_examples=examples,
        database=None,
        deadline=None,
        derandomize=True,
        suppress_health_check=[HealthCheck.too_slow],
    )
    @given(st.from_type(wrong(kind)))
    def run(value: object) -> None:
        if isinstance(kind, type) and not getattr(kind, "_is_protocol", False):
            assert isinstance(value, kind)
        check(value)

    run()


# A few examples of every type in the default run; the walk at 100 each is slow (below).
@pytest.mark.parametrize(("name", "kind"), public_types().items(), ids=public_types().keys())
def test_every_public_type_from_type_is_legal(name: str, kind: object) -> None:
    draw_and_check(kind, check_of(name, kind), examples=5)


def peak_bytes() -> int:
    # The process's peak resident memory so far (Linux counts ru_maxrss in KiB).
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss * 1024


def cpu_seconds(kind: object, check: Callable[..., None]) -> float:
    started = time.process_time()
    draw_and_check(kind, check)
    return time.process_time() - started


@pytest.mark.slow
def test_every_public_type_from_type_is_legal_fast_and_small() -> None:
    # The one test in the suite that measures time (marked slow, run in CI): a strategy
    # that takes long to draw is a defect users of st.from_type feel. Wide margin, and a
    # type over it is measured once more, the shorter time counting.
    spent: dict[str, float] = {}
    before = peak_bytes()
    for name, kind in public_types().items():
        check = check_of(name, kind)
        spent[name] = cpu_seconds(kind, check)
        if spent[name] > MOST_SECONDS:
            spent[name] = min(spent[name], cpu_seconds(kind, check))
    grown = peak_bytes() - before
    slow = {name: round(seconds, 2) for name, seconds in spent.items() if seconds > MOST_SECONDS}
    assert slow == {}
    # The walk raised the process's peak by less than 300 MB (the whole run stays under it).
    assert grown < MOST_BYTES, f"{grown / 2**20:.0f} MB"


# --- the ledgers shrink to small examples ---------------------------------------------------

FIND = settings(database=None, derandomize=True, max_examples=200)


@pytest.mark.slow
@pytest.mark.parametrize(
    "ledgers",
    [
        strategies.chicago_matches(),
        strategies.rubbers(max_deals=6, close=st.just(False)),
        strategies.needafourth_sessions(),
        strategies.tarot_sessions(close=st.just(False)),
        strategies.pitch_games(),
        strategies.ledgers(max_deals=6),
    ],
)
def test_a_failing_property_shrinks_to_one_deal(ledgers: st.SearchStrategy[Any]) -> None:
    # "Nobody has scored" fails as soon as one deal is recorded: the smallest example is a
    # ledger of one deal, however long the one Hypothesis first found.
    found = find(ledgers, lambda ledger: any(ledger.totals.values()), settings=FIND)
    assert len(found.deals) == 1


def test_a_pitch_game_stops_at_its_winner() -> None:
    # Seven points to win (a short game, P6): the deal that wins is the last one recorded.
    short = st.just(attrs.evolve(pitch.TEN_POINT, target=7))

    @settings(max_examples=30, database=None, derandomize=True)
    @given(strategies.pitch_games(short, min_deals=6))
    def stops(game: pitch.Game) -> None:
        assert len(game.deals) == 6 or game.finished
        if game.finished:
            assert game.deals[-1].winner == game.winner

    stops()


def test_results_of_chosen_contracts() -> None:
    @settings(max_examples=20, database=None)
    @given(strategies.bridge_results(strategies.contracts(levels=st.just(7))))
    def grand_slams(result: bridge.Result) -> None:
        assert result.contract.level == 7
        assert 0 <= result.tricks <= 13

    grand_slams()
