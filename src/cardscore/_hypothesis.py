"""The ``hypothesis`` entry point: register cardscore's strategies for ``st.from_type``.

Hypothesis calls :func:`_hypothesis_setup_hook` when it is imported in any environment
where cardscore is installed. What the hook does, exactly:

- it imports cardscore's public modules (``cardscore.cards``, ``items``, ``errors``,
  ``ledger``, ``invariants``, ``bridge``, ``duplicate``, ``chicago``, ``rubber``,
  ``needafourth``, ``pitch``, ``tarot``, ``sheet`` and ``par``: attrs classes and enums, which
  need only attrs), because registering a type needs the type itself (about 50 ms, once);
- it registers every public enum as ``st.sampled_from(enum)``;
- it registers every other public class and protocol with a *function*, which Hypothesis
  calls when ``st.from_type`` resolves that type. The first call imports
  :mod:`cardscore.strategies` (with everything it needs) and builds the type's strategy,
  which later calls reuse; a program that imports Hypothesis and never asks for a
  cardscore type never imports the strategies.

A name listed here that a module no longer has is skipped, so that the hook never breaks
the import of Hypothesis itself.
"""

from __future__ import annotations

import enum
import importlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from collections.abc import Callable

    # Imported where used, not here: Hypothesis runs this module's hook while it is itself
    # being imported, and importing this module first (pytest's doctest collection does)
    # would otherwise run the hook on a half-imported module.
    from hypothesis import strategies as st

# (module, public type, the function of cardscore.strategies that draws it).
_REGISTRY = (
    ("cardscore.cards", "Card", "cards"),
    ("cardscore.items", "Item", "items"),
    ("cardscore.errors", "ScoreError", "score_errors"),
    ("cardscore.errors", "NotationError", "notation_errors"),
    ("cardscore.errors", "ImpossibleResultError", "impossible_result_errors"),
    ("cardscore.errors", "RuleViolationError", "rule_violation_errors"),
    ("cardscore.ledger", "Ledger", "ledgers"),
    ("cardscore.ledger", "Deal", "ledger_deals"),
    ("cardscore.ledger", "Next", "nexts"),
    ("cardscore.invariants", "InvariantError", "invariant_errors"),
    ("cardscore.invariants", "Scored", "results"),
    ("cardscore.bridge", "Contract", "contracts"),
    ("cardscore.bridge", "Result", "bridge_results"),
    ("cardscore.bridge", "DealScore", "bridge_deal_scores"),
    ("cardscore.duplicate", "Play", "duplicate_plays"),
    ("cardscore.duplicate", "TableResult", "duplicate_table_results"),
    ("cardscore.duplicate", "Policy", "duplicate_policies"),
    ("cardscore.duplicate", "Traveller", "duplicate_travellers"),
    ("cardscore.duplicate", "Standing", "duplicate_standings"),
    ("cardscore.duplicate", "PairsSession", "pairs_sessions"),
    ("cardscore.duplicate", "TeamsBoard", "teams_boards"),
    ("cardscore.duplicate", "TeamsMatch", "teams_matches"),
    ("cardscore.duplicate", "MatchResult", "duplicate_match_results"),
    ("cardscore.duplicate", "TeamsEvent", "teams_events"),
    ("cardscore.chicago", "Rules", "chicago_rules"),
    ("cardscore.chicago", "Match", "chicago_matches"),
    ("cardscore.chicago", "Deal", "chicago_deals"),
    ("cardscore.chicago", "Evening", "chicago_evenings"),
    ("cardscore.chicago", "EveningDeal", "chicago_evening_deals"),
    ("cardscore.chicago", "Seating", "chicago_seatings"),
    ("cardscore.rubber", "Rules", "rubber_rules"),
    ("cardscore.rubber", "Rubber", "rubbers"),
    ("cardscore.rubber", "Deal", "rubber_deals"),
    ("cardscore.needafourth", "Auction", "needafourth_plain_auctions"),
    ("cardscore.needafourth", "Bid", "needafourth_bids"),
    ("cardscore.needafourth", "BidCheck", "needafourth_bid_checks"),
    ("cardscore.needafourth", "Breach", "needafourth_breaches"),
    ("cardscore.needafourth", "Requirement", "needafourth_requirements"),
    ("cardscore.needafourth", "Roles", "needafourth_roles"),
    ("cardscore.needafourth", "Rules", "needafourth_rules"),
    ("cardscore.needafourth", "Settlement", "needafourth_settlements"),
    ("cardscore.needafourth", "Session", "needafourth_sessions"),
    ("cardscore.needafourth", "Deal", "needafourth_deals"),
    ("cardscore.pitch", "Award", "pitch_awards"),
    ("cardscore.pitch", "Rules", "pitch_rules"),
    ("cardscore.pitch", "Tally", "pitch_tallies"),
    ("cardscore.pitch", "Game", "pitch_games"),
    ("cardscore.pitch", "Deal", "pitch_deals"),
    ("cardscore.tarot", "Card", "tarot_cards"),
    ("cardscore.tarot", "Count", "tarot_counts"),
    ("cardscore.tarot", "Rules", "tarot_rules"),
    ("cardscore.tarot", "Settlement", "tarot_settlements"),
    ("cardscore.tarot", "Distribution", "tarot_distributions"),
    ("cardscore.tarot", "Session", "tarot_sessions"),
    ("cardscore.tarot", "Deal", "tarot_deals"),
    ("cardscore.sheet", "Adapter", "sheet_adapters"),
    ("cardscore.sheet", "Cell", "sheet_cells"),
    ("cardscore.sheet", "Chart", "sheet_charts"),
    ("cardscore.sheet", "Column", "sheet_columns"),
    ("cardscore.sheet", "Layout", "sheet_layouts"),
    ("cardscore.sheet", "LayoutOf", "sheet_layout_functions"),
    ("cardscore.sheet", "Line", "sheet_lines"),
    ("cardscore.sheet", "Section", "sheet_sections"),
    ("cardscore.sheet", "Sentence", "sheet_sentences"),
    ("cardscore.sheet", "Series", "sheet_series"),
    ("cardscore.sheet", "MissingFieldError", "missing_field_errors"),
    ("cardscore.sheet", "Row", "sheet_rows"),
    ("cardscore.sheet", "Saved", "sheet_saves"),
    ("cardscore.sheet", "Scoresheet", "scoresheets"),
    ("cardscore.sheet", "Sheet", "sheets"),
    ("cardscore.sheet", "SheetError", "sheet_errors"),
    ("cardscore.sheet", "Table", "sheet_tables"),
    ("cardscore.i18n", "Text", "texts"),
    ("cardscore.par", "Table", "par_tables"),
    ("cardscore.par", "Par", "pars"),
    ("cardscore.par", "ParContract", "par_contracts"),
)

# The public modules whose enums are registered (every enum in their ``__all__``).
_MODULES = (
    "cardscore.cards",
    "cardscore.bridge",
    "cardscore.duplicate",
    "cardscore.needafourth",
    "cardscore.pitch",
    "cardscore.tarot",
    "cardscore.sheet",
)


_BUILT: dict[str, st.SearchStrategy[object]] = {}


def _lazy(name: str) -> Callable[[type[object]], st.SearchStrategy[object]]:
    # Called by Hypothesis with the type asked for, each time st.from_type resolves it.
    def build(_kind: type[object]) -> st.SearchStrategy[object]:
        if name not in _BUILT:
            strategies = importlib.import_module("cardscore.strategies")
            _BUILT[name] = getattr(strategies, name)()
        return _BUILT[name]

    return build


def _hypothesis_setup_hook() -> None:
    from hypothesis import strategies as st

    for module_name in _MODULES:
        module = importlib.import_module(module_name)
        for name in module.__all__:
            value = getattr(module, name)
            if isinstance(value, type) and issubclass(value, enum.Enum):
                st.register_type_strategy(value, st.sampled_from(value))
    for module_name, type_name, strategy_name in _REGISTRY:
        kind = getattr(importlib.import_module(module_name), type_name, None)
        if isinstance(kind, type):
            st.register_type_strategy(kind, _lazy(strategy_name))
