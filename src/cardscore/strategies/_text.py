"""Strategies for the words cardscore makes (:class:`cardscore.i18n.Text`)."""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

from hypothesis import strategies as st

from cardscore.strategies._bridge import bridge_deal_scores
from cardscore.strategies._ledgers import score_errors

if TYPE_CHECKING:
    from cardscore._text import Text
    from cardscore.bridge import DealScore
    from cardscore.errors import ScoreError

__all__ = ["texts"]


# Every label and message cardscore makes is a Text (the catalog tests refuse a word built
# any other way, and the from_type test checks each drawn value is one).
def _label(deal: DealScore) -> st.SearchStrategy[Text]:
    return st.sampled_from([item.label for item in deal.items])


def _message(error: ScoreError) -> Text:
    return cast("Text", error.args[0])


def texts() -> st.SearchStrategy[Text]:
    """A word cardscore makes, as it makes it: a breakdown's label or an error's message.

    Each keeps its template and values, so :func:`cardscore.i18n.say` says it in every
    language the catalogs have.
    """
    labels = bridge_deal_scores().filter(lambda deal: bool(deal.items)).flatmap(_label)
    return st.one_of(labels, score_errors().map(_message))
