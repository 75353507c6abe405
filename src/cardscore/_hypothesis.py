"""The ``hypothesis`` entry point: register cardscore's strategies for ``st.from_type``.

Hypothesis calls :func:`_hypothesis_setup_hook` when it is imported in any project where
cardscore is installed. It imports only the light value modules and defers building each
strategy until Hypothesis first asks for it, so importing Hypothesis stays cheap.
"""

from __future__ import annotations

from hypothesis import strategies as st


def _hypothesis_setup_hook() -> None:
    from cardscore import bridge  # noqa: PLC0415 - only when Hypothesis loads us

    def contracts() -> st.SearchStrategy[bridge.Contract]:
        from cardscore.strategies import contracts  # noqa: PLC0415

        return contracts()

    def results() -> st.SearchStrategy[bridge.Result]:
        from cardscore.strategies import bridge_results  # noqa: PLC0415

        return bridge_results()

    st.register_type_strategy(bridge.Contract, st.deferred(contracts))
    st.register_type_strategy(bridge.Result, st.deferred(results))
