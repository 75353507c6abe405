"""Need a Fourth? at the prompt: the hands and the auction before a deal, and its liars.

``hand NAME CARDS`` keeps a player's hand for the next deal; once every hand is kept,
``auction CALLS`` finds who lied in the auction, and the liars are added to the next deal
typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import needafourth
from cardscore._text import Text
from cardscore.cards import parse_hand
from cardscore.cli.play._family import Common
from cardscore.cli.play._show import and_
from cardscore.errors import ImpossibleResultError, NotationError, ScoreError

if TYPE_CHECKING:
    from cardscore import sheet
    from cardscore.cli.play._evening import Evening

_RULES = needafourth.Rules()


@attrs.define
class NeedAFourth(Common):
    """Need a Fourth?: the hands typed for the next deal's auction, and the liars it found.

    Attributes:
        hands: The hands typed for the next deal's auction, by player.
        liars: The liars an auction found, for the next deal.
    """

    hands: dict[str, str] = attrs.field(factory=dict)
    liars: list[str] | None = None

    def command(self, evening: Evening, command: str, words: list[str], line: str) -> bool:
        """``hand NAME CARDS`` or ``auction CALLS``; False for any other line."""
        if command not in {"hand", "auction"}:
            return False
        self.auction(evening, command, words[1:], line)
        return True

    def dealt(self, deal: sheet.Value) -> sheet.Value:
        """The deal, with the liars the auction found (unless the deal names its own)."""
        if self.liars and isinstance(deal, dict) and "chooser" in deal and "liars" not in deal:
            return {**deal, "liars": list(self.liars)}
        return deal

    def recorded(self) -> None:
        """The hands and liars were the recorded deal's."""
        self.hands.clear()
        self.liars = None

    def auction(self, evening: Evening, command: str, words: list[str], line: str) -> None:
        """Need a Fourth?: keep a hand (``hand NAME CARDS``), or find an auction's liars."""
        parties = evening.scored.parties
        if command == "hand":
            if len(words) < 2 or words[0] not in parties:
                allowed = Text("hand NAME CARDS, NAME one of {names}", names=", ".join(parties))
                raise NotationError("hand", line, allowed)
            self.hands[words[0]] = _hand(words[0], " ".join(words[1:]), self.hands)
            missing = [name for name in parties if name not in self.hands]
            if missing:
                kept = Text(
                    "Hand of {name} kept. Still: {missing}.",
                    name=words[0],
                    missing=", ".join(missing),
                )
            else:
                kept = Text("Hand of {name} kept. Now the auction.", name=words[0])
            evening.say(kept)
            return
        following = evening.scored.ledger.next
        session = evening.scored.ledger
        if len(self.hands) < len(parties) or following is None or not words:
            raise ScoreError(
                "auction", line, "the calls ('1NT pass pass') after each player's hand"
            )
        check = needafourth.check_bids(
            " ".join(words),
            {name: self.hands[name] for name in parties},
            dealer=following.dealer or parties[0],
            rules=session.rules if isinstance(session, needafourth.Session) else _RULES,
        )
        for text in check.lines:
            evening.say(text)
        self.liars = [name for name in parties if name in check.liars]
        if self.liars:
            liars = and_(self.liars)
            evening.say(Text("Liars: {liars}; added to the next deal you type.", liars=liars))
        else:
            evening.say(Text("Nobody lied."))


def _hand(name: str, cards: str, kept: dict[str, str]) -> str:
    """``cards``, the hand of ``name`` typed at ``hand``, checked now: 14 cards, each once.

    A card already in another kept hand is refused too (that hand is named). Checked as the
    auction checks it, so that nothing is refused only at ``auction``.
    """
    field = f"hand {name}"
    hand = parse_hand(cards, field=field)
    if len(hand) != _HAND_SIZE:
        raise ImpossibleResultError(field, len(hand), "14 cards")
    seen = set(hand)  # parse_hand has refused a card given twice
    for other, held in kept.items():
        if other == name:
            continue
        for card in parse_hand(held, field=f"hand {other}"):
            if card in seen:
                raise ImpossibleResultError(
                    field,
                    str(card),
                    Text(
                        "each card in one hand only: {card} is in the hand of {name}",
                        card=str(card),
                        name=other,
                    ),
                )
    return cards


_HAND_SIZE = 14


FAMILY = NeedAFourth
