"""The ``hypothesis`` entry point: register cardscore's strategies for ``st.from_type``.

Hypothesis calls :func:`_hypothesis_setup_hook` when it is imported in any project where
cardscore is installed. The hook imports only the game modules (attrs classes and enums)
and defers building each strategy until Hypothesis first asks for that type, so importing
Hypothesis stays cheap and ``cardscore.strategies`` is loaded only when used.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING

from hypothesis import strategies as st

if TYPE_CHECKING:
    from collections.abc import Callable

# (module, type, strategy in cardscore.strategies): one strategy per registered type.
_REGISTRY = (
    ("cardscore.bridge", "Contract", "contracts"),
    ("cardscore.bridge", "Result", "bridge_results"),
    ("cardscore.chicago", "Rules", "chicago_rules"),
    ("cardscore.chicago", "Match", "chicago_matches"),
    ("cardscore.rubber", "Rules", "rubber_rules"),
    ("cardscore.rubber", "Rubber", "rubbers"),
    ("cardscore.needafourth", "Rules", "needafourth_rules"),
    ("cardscore.needafourth", "Settlement", "needafourth_settlements"),
    ("cardscore.pitch", "Rules", "pitch_rules"),
    ("cardscore.pitch", "Tally", "pitch_tallies"),
    ("cardscore.tarot", "Card", "tarot_cards"),
    ("cardscore.tarot", "Settlement", "tarot_settlements"),
    ("cardscore.tarot", "Distribution", "tarot_distributions"),
    ("cardscore.sheet", "Scoresheet", "scoresheets"),
)


def _deferred(name: str) -> Callable[[], st.SearchStrategy[object]]:
    def build() -> st.SearchStrategy[object]:
        strategies = importlib.import_module("cardscore.strategies")
        strategy: st.SearchStrategy[object] = getattr(strategies, name)()
        return strategy

    return build


def _hypothesis_setup_hook() -> None:
    from cardscore.cards import DECK, Card  # noqa: PLC0415 - only when Hypothesis loads us

    st.register_type_strategy(Card, st.sampled_from(DECK))
    for module_name, type_name, strategy_name in _REGISTRY:
        module = importlib.import_module(module_name)
        st.register_type_strategy(
            getattr(module, type_name), st.deferred(_deferred(strategy_name))
        )
