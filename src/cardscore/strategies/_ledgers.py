"""Strategies for the Chicago and rubber ledgers: legal sequences of deals."""

from __future__ import annotations

from hypothesis import strategies as st

from cardscore.bridge import Result, Strain
from cardscore.chicago import DEALS, SEATS, SIDES, Match
from cardscore.chicago import Rules as ChicagoRules
from cardscore.rubber import Rubber
from cardscore.rubber import Rules as RubberRules
from cardscore.strategies._bridge import bridge_results

__all__ = ["chicago_matches", "chicago_rules", "rubber_rules", "rubbers"]


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


def _honours(
    draw: st.DrawFn, sides: tuple[str, ...], result: Result, *, allowed: bool
) -> tuple[str, int] | None:
    if not allowed or not draw(st.booleans()):
        return None
    # At notrump only four aces count (150); in a suit four honours 100, five 150.
    points = 150 if result.contract.strain is Strain.NOTRUMP else draw(st.sampled_from((100, 150)))
    return draw(st.sampled_from(sides)), points


@st.composite
def _matches(
    draw: st.DrawFn,
    rules: st.SearchStrategy[ChicagoRules],
    deals: st.SearchStrategy[int],
    pass_outs: bool,  # noqa: FBT001 - a private helper of chicago_matches
) -> Match:
    match = Match(rules=draw(rules), first_dealer=draw(st.sampled_from(SEATS)))
    for _ in range(draw(deals)):
        # At most two pass-outs before a deal: 0 is what Hypothesis shrinks toward, so an
        # open-ended loop of them would run away with the entropy.
        for _ in range(draw(st.integers(0, 2)) if pass_outs else 0):
            match = match.throw_in()
        result = draw(bridge_results())
        honours = _honours(draw, SIDES, result, allowed=match.rules.honours)
        match = match.record(result, declarer=draw(st.sampled_from(SEATS)), honours=honours)
    return match


def chicago_matches(
    *,
    rules: st.SearchStrategy[ChicagoRules] | None = None,
    deals: st.SearchStrategy[int] | None = None,
    pass_outs: bool = True,
) -> st.SearchStrategy[Match]:
    """A Chicago match with 0..4 legal deals played (``deals`` narrows it).

    Passed-out deals come in between when ``pass_outs`` is true; honours are drawn when
    the drawn rules score them.
    """
    return _matches(
        rules if rules is not None else chicago_rules(),
        deals if deals is not None else st.integers(0, DEALS),
        pass_outs,
    )


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
def _rubbers(
    draw: st.DrawFn,
    sides: st.SearchStrategy[tuple[str, str]],
    rules: st.SearchStrategy[RubberRules],
    max_deals: int,
    close: st.SearchStrategy[bool],
) -> Rubber:
    rubber = Rubber(sides=draw(sides), rules=draw(rules))
    for _ in range(draw(st.integers(0, max_deals))):
        if rubber.finished:
            break
        result = draw(bridge_results())
        honours = _honours(draw, rubber.sides, result, allowed=rubber.rules.honours)
        rubber = rubber.record(
            result, declarer=draw(st.sampled_from(rubber.sides)), honours=honours
        )
    if draw(close):
        rubber = rubber.close()
    return rubber


def rubbers(
    *,
    sides: st.SearchStrategy[tuple[str, str]] | None = None,
    rules: st.SearchStrategy[RubberRules] | None = None,
    max_deals: int = 12,
    close: st.SearchStrategy[bool] | None = None,
) -> st.SearchStrategy[Rubber]:
    """A rubber of up to ``max_deals`` legal deals, stopping when it is won.

    ``sides`` draws the two names (default: NS/EW, a Draw Bridge pair or any two names);
    ``close`` whether an unfinished rubber is then closed early (default: either).
    """
    return _rubbers(
        sides if sides is not None else _SIDES,
        rules if rules is not None else rubber_rules(),
        max_deals,
        close if close is not None else st.booleans(),
    )
