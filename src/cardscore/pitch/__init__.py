"""All Fours and Pitch: the tally of a hand from the cards, setback, and the whole game (P1–P6).

A hand is tallied from the cards each side was dealt and the cards each side captured in
tricks; ``settle`` applies the bid (setback), and a :class:`Game` counts out to the target:

>>> from cardscore import pitch
>>> hand = pitch.tally(
...     trump="H",
...     dealt={"us": "AH 3H TS KC 4D 9C JD 8S 2C 5S QD 7C",
...            "them": "JH 9H 2S 6C TD QS AC 3C 7D KD 4S 8C"},
...     captured={"us": "AH JH TS KC 4D 9C 9H 2S 6C TD QS AC",
...               "them": "3H JD 8S 2C 5S QD 7C 3C 7D KD 4S 8C"},
... )
>>> for award in hand.awards:
...     print(award)
Award(point='high', side='us', value=1)
Award(point='low', side='us', value=1)
Award(point='jack', side='us', value=1)
Award(point='game', side='us', value=1)
>>> pitch.settle(hand, bidder="them", bid=2)
{'us': 4, 'them': -2}

All Fours (Trinidad) scores the jack 3 to a side that captures it from the side it was dealt
to ("hang jack"), and the turned-up card kicks for the dealer:

>>> pitch.kick("JS", rules=pitch.ALL_FOURS)
3
>>> hand = pitch.Tally.summary(high="us", low="them", jack="them", hang=True,
...                            game="us", rules=pitch.ALL_FOURS)
>>> hand.points
{'us': 2, 'them': 4}
"""

from cardscore.pitch._cards import parse_card
from cardscore.pitch._ledger import Deal, Game
from cardscore.pitch._read import auction, parse_cards
from cardscore.pitch._results import Tally, game_value, kick, pack, settle, tally
from cardscore.pitch._rules import (
    ALL_FOURS,
    ALL_FOURS_14,
    ALL_FOURS_NO_TURN_UP,
    CUTTHROAT,
    GAME_VALUES,
    KICKS,
    PITCH,
    POINTS,
    PRESETS,
    SETBACK_11,
    SHORT_PACK,
    SHORT_PACK_RANKS,
    TEN_POINT,
    TOBAGO,
    Award,
    GameTie,
    GoingOut,
    JackScoring,
    Joker,
    Kicks,
    Low,
    PitchCard,
    Rules,
)

# Public names outside ``__all__``, importable from here since before the package: the words
# of a point and of a winner (the sheets and the command say them) and a winner's type.
from cardscore.pitch._rules import Winner as Winner
from cardscore.pitch._words import point_word as point_word
from cardscore.pitch._words import winner_words as winner_words

__all__ = [
    "ALL_FOURS",
    "ALL_FOURS_14",
    "ALL_FOURS_NO_TURN_UP",
    "CUTTHROAT",
    "GAME_VALUES",
    "KICKS",
    "PITCH",
    "POINTS",
    "PRESETS",
    "SETBACK_11",
    "SHORT_PACK",
    "SHORT_PACK_RANKS",
    "TEN_POINT",
    "TOBAGO",
    "Award",
    "Deal",
    "Game",
    "GameTie",
    "GoingOut",
    "JackScoring",
    "Joker",
    "Kicks",
    "Low",
    "PitchCard",
    "Rules",
    "Tally",
    "auction",
    "game_value",
    "kick",
    "pack",
    "parse_card",
    "parse_cards",
    "settle",
    "tally",
]
