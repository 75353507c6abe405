"""Hypothesis strategies for every game's values, legal results and ledgers.

Needs the ``cardscore[hypothesis]`` extra. Every value they draw is legal: results come
from settling legal inputs, ledgers from recording legal deals, errors from giving the
library bad input. Ledger strategies take ``max_deals`` (and ``min_deals``) and draw their
deals as a list, so a failing property shrinks to the fewest deals that still fail. Use
them in your own property-based tests:

>>> from hypothesis import given
>>> from cardscore import bridge, strategies
>>> @given(strategies.contracts())
... def test_round_trip(contract):
...     assert bridge.Contract.parse(str(contract)) == contract
>>> test_round_trip()

The same strategies answer ``st.from_type`` for every public class (see
:mod:`cardscore._hypothesis`); ``docs/testing.md`` shows both at work.
"""

from __future__ import annotations

try:
    import hypothesis  # noqa: F401
except ImportError as error:  # pragma: no cover - depends on the environment
    msg = "cardscore.strategies needs Hypothesis: pip install 'cardscore[hypothesis]'"
    raise ImportError(msg) from error

from cardscore.strategies._bridge import bridge_deal_scores, bridge_results, cards, contracts
from cardscore.strategies._duplicate import (
    duplicate_match_results,
    duplicate_plays,
    duplicate_policies,
    duplicate_standings,
    duplicate_table_results,
    duplicate_travellers,
    pairs_sessions,
    teams_boards,
    teams_events,
    teams_matches,
)
from cardscore.strategies._layout import (
    sheet_cells,
    sheet_charts,
    sheet_columns,
    sheet_layout_functions,
    sheet_layouts,
    sheet_lines,
    sheet_sections,
    sheet_sentences,
    sheet_series,
)
from cardscore.strategies._ledgers import (
    chicago_deals,
    chicago_evening_deals,
    chicago_evenings,
    chicago_matches,
    chicago_rules,
    chicago_seatings,
    impossible_result_errors,
    invariant_errors,
    items,
    ledger_deals,
    ledgers,
    missing_field_errors,
    nexts,
    notation_errors,
    results,
    rubber_deals,
    rubber_rules,
    rubbers,
    rule_violation_errors,
    score_errors,
    sheet_adapters,
    sheet_errors,
    sheet_rows,
    sheet_saves,
    sheet_tables,
    sheets,
)
from cardscore.strategies._needafourth import (
    needafourth_auctions,
    needafourth_bid_checks,
    needafourth_bids,
    needafourth_breaches,
    needafourth_deals,
    needafourth_hands,
    needafourth_plain_auctions,
    needafourth_requirements,
    needafourth_roles,
    needafourth_rules,
    needafourth_sessions,
    needafourth_settlements,
)
from cardscore.strategies._par import par_contracts, par_tables, pars
from cardscore.strategies._pitch import (
    PitchHand,
    pitch_awards,
    pitch_deals,
    pitch_games,
    pitch_hands,
    pitch_rules,
    pitch_tallies,
)
from cardscore.strategies._sheet import scoresheets
from cardscore.strategies._tarot import (
    tarot_cards,
    tarot_contracts,
    tarot_counts,
    tarot_deals,
    tarot_distributions,
    tarot_players,
    tarot_rules,
    tarot_sessions,
    tarot_settlements,
)
from cardscore.strategies._text import texts

__all__ = [
    "PitchHand",
    "bridge_deal_scores",
    "bridge_results",
    "cards",
    "chicago_deals",
    "chicago_evening_deals",
    "chicago_evenings",
    "chicago_matches",
    "chicago_rules",
    "chicago_seatings",
    "contracts",
    "duplicate_match_results",
    "duplicate_plays",
    "duplicate_policies",
    "duplicate_standings",
    "duplicate_table_results",
    "duplicate_travellers",
    "impossible_result_errors",
    "invariant_errors",
    "items",
    "ledger_deals",
    "ledgers",
    "missing_field_errors",
    "needafourth_auctions",
    "needafourth_bid_checks",
    "needafourth_bids",
    "needafourth_breaches",
    "needafourth_deals",
    "needafourth_hands",
    "needafourth_plain_auctions",
    "needafourth_requirements",
    "needafourth_roles",
    "needafourth_rules",
    "needafourth_sessions",
    "needafourth_settlements",
    "nexts",
    "notation_errors",
    "pairs_sessions",
    "par_contracts",
    "par_tables",
    "pars",
    "pitch_awards",
    "pitch_deals",
    "pitch_games",
    "pitch_hands",
    "pitch_rules",
    "pitch_tallies",
    "results",
    "rubber_deals",
    "rubber_rules",
    "rubbers",
    "rule_violation_errors",
    "score_errors",
    "scoresheets",
    "sheet_adapters",
    "sheet_cells",
    "sheet_charts",
    "sheet_columns",
    "sheet_errors",
    "sheet_layout_functions",
    "sheet_layouts",
    "sheet_lines",
    "sheet_rows",
    "sheet_saves",
    "sheet_sections",
    "sheet_sentences",
    "sheet_series",
    "sheet_tables",
    "sheets",
    "tarot_cards",
    "tarot_contracts",
    "tarot_counts",
    "tarot_deals",
    "tarot_distributions",
    "tarot_players",
    "tarot_rules",
    "tarot_sessions",
    "tarot_settlements",
    "teams_boards",
    "teams_events",
    "teams_matches",
    "texts",
]
