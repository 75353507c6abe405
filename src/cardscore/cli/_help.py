"""What ``help`` says at the ``cardscore play`` prompt: the notation of this game, as set up.

Each game's help is made from the evening's own ledger: its parties' names, its rules (a
Pitch preset's points and bidding, All Fours' turn-up, honours when they are scored), its
number of players (tarot at three, four or five), so that every example shown is one the
game accepts as it stands, and nothing is shown that it refuses. The examples are typed
as shown in every language; what each means is said in the run's language.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import chicago, i18n, pitch, rubber
from cardscore._frozen import fields_repr
from cardscore._text import Text

if TYPE_CHECKING:
    from collections.abc import Sequence

    from cardscore.ledger import Ledger

__all__ = ["Example", "Guide", "guide", "lines"]


@attrs.frozen
class Example:
    """One line a player may type, and what it means.

    Attributes:
        line: The line, typed as shown in every language.
        meaning: What it means (said in the run's language), or None.
    """

    __repr__ = fields_repr

    line: str
    meaning: Text | None = None


@attrs.frozen
class Guide:
    """A game's help at the prompt.

    Attributes:
        intro: How a deal is written.
        examples: Deals (and throw-ins) the game accepts as it stands, each from the start.
        notes: Lines after the examples: the other words, what is written in the file.
        steps: Lines the game accepts one after the other (Need a Fourth?'s hands and
            auction), after a line saying what they are for.
    """

    __repr__ = fields_repr

    intro: Text
    examples: tuple[Example, ...]
    notes: tuple[Text, ...] = ()
    steps: tuple[Example, ...] = ()
    steps_intro: Text | None = None


_COLUMN = 40


def lines(found: Guide) -> list[str]:
    """The guide as ``help`` prints it, in the run's language: examples in a column."""
    shown = [*found.examples, *found.steps]
    # The meanings in a column; a line longer than most (ten-point Pitch) says its own after.
    width = max(
        (len(ex.line) for ex in shown if ex.meaning is not None and len(ex.line) <= _COLUMN),
        default=0,
    )

    def line(example: Example) -> str:
        if example.meaning is None:
            return f"  {example.line}"
        return f"  {example.line:<{width}}   {i18n.say(example.meaning)}"

    said = [i18n.say(found.intro), *map(line, found.examples)]
    said += [i18n.say(note) for note in found.notes]
    if found.steps_intro is not None:
        said.append(i18n.say(found.steps_intro))
    said += map(line, found.steps)
    return said


def guide(game: str, ledger: Ledger, parties: Sequence[str], *, throws_in: bool) -> Guide | None:
    """The help of ``game`` for this evening: its ledger, its parties, its throw-in.

    None for a teams game: its notation's own help says it.
    """
    if game in {"chicago", "rubber", "rotatingchicago"}:
        return _bridge(game, ledger, parties)
    if game == "needafourth":
        return _needafourth(parties)
    if game == "tarot":
        return _tarot(parties)
    if game in {"pitch", "allfours"}:
        rules = getattr(ledger, "rules", None)
        rules = rules if isinstance(rules, pitch.Rules) else pitch.PITCH
        return _pitch(game, rules, ledger, parties, throws_in=throws_in)
    if game == "pairs":
        return _pairs(ledger)
    return None


# --- Bridge: Chicago, rubber, Draw Bridge, a rotating Chicago evening -----------------------


def _bridge(game: str, ledger: Ledger, parties: Sequence[str]) -> Guide:
    rules = getattr(ledger, "rules", None)
    honours = isinstance(rules, chicago.Rules | rubber.Rules) and rules.honours
    if game == "chicago":
        intro = Text("A deal: the declarer's seat, then the result.")
        who: tuple[str, ...] = ("N", "E", "S", "W")
        examples = [
            Example("N 4S=", Text("North made four spades exactly")),
            Example("E 3NTX-1", Text("East, three no trumps doubled, one down")),
            Example("S 2H+1", Text("South, two hearts, one overtrick")),
            Example(
                "W 4S 10",
                Text("West, four spades, ten tricks (the tricks instead of =, +1, -1)"),
            ),
        ]
        honoured = "NS"
    elif game == "rubber":
        intro = Text("A deal: the declaring side, then the result.")
        who = (parties[0], parties[1], parties[0], parties[1])
        examples = [
            Example(f"{who[0]} 4S=", Text("{side} made four spades exactly", side=who[0])),
            Example(
                f"{who[1]} 3NTX-1",
                Text("{side}, three no trumps doubled, one down", side=who[1]),
            ),
            Example(
                f"{who[0]} 2H 9",
                Text("two hearts, nine tricks (the tricks instead of =, +1, -1)"),
            ),
        ]
        honoured = who[0]
    else:
        intro = Text("A deal: the declarer, by name or by seat, then the result.")
        seating = ledger.seating if isinstance(ledger, chicago.Evening) else None
        north, east = (seating.north, seating.east) if seating is not None else ("N", "E")
        examples = [
            Example(f"{north} 4S=", Text("{name} made four spades exactly", name=north)),
            Example(
                "E 3NTX-1",
                Text("East (whoever sits there in this chukker), 3NT doubled, one down"),
            ),
            Example(
                f"{east} 2H 9",
                Text("two hearts, nine tricks (the tricks instead of =, +1, -1)"),
            ),
        ]
        who = (north,)
        honoured = "NS"
    if honours:
        examples.append(
            Example(f"{who[0]} 4S= honours={honoured}:100", Text("with honours")),
        )
    examples.append(
        Example("throw in", Text("everybody passed: it does not count, the next player deals"))
        if game == "rubber"
        else Example("throw in", Text("all four passed: not counted, the same player deals again"))
    )
    return Guide(intro, tuple(examples))


# --- Need a Fourth? -------------------------------------------------------------------------


def _needafourth(parties: Sequence[str]) -> Guide:
    first, second, third = parties[0], parties[1], parties[2]
    return Guide(
        Text(
            "A deal: the chooser, 'with', the partner, then the result (or the contract and "
            "the tricks\nthe two of them took), and any liars."
        ),
        (
            Example(
                f"{second} with {first} 4H+1",
                Text(
                    "{chooser} chose {partner}; four hearts, one overtrick",
                    chooser=second,
                    partner=first,
                ),
            ),
            Example(
                f"{second} with {first} 3NTX 7", Text("three no trumps doubled, seven tricks")
            ),
            Example(
                f"{second} with {first} 3NTX-2 liar {second}",
                Text("{name} broke a bid requirement", name=second),
            ),
            Example(
                f"{third} with {first} 2HXX= redoubled by {first}",
                Text(
                    "{name} redoubled after {other} passed: {name} is the chooser",
                    name=first,
                    other=third,
                ),
            ),
            Example("throw in", Text("all three passed: the deal counts, nobody scores")),
        ),
        steps_intro=Text(
            "The liars from the cards: type each player's hand, then the auction; the liars "
            "found are\nadded to the next deal you type (unless it names its own)."
        ),
        steps=(
            Example(
                f"hand {first} KQ432.K32.K32.432", Text("14 cards: spades.hearts.diamonds.clubs")
            ),
            Example(f"hand {second} AJ5.AQJ5.AJ5.8765"),
            Example(f"hand {third} T976.T9876.QT9.AK"),
            Example("auction 1NT pass pass", Text("from the next dealer on")),
        ),
    )


# --- French Tarot ---------------------------------------------------------------------------


def _tarot(players: Sequence[str]) -> Guide:
    from cardscore import tarot  # only a tarot evening needs the game

    first, second, third = players[0], players[1], players[2]
    last = players[-1]
    if not tarot.SEATINGS[len(players)].calls:
        intro = Text(
            "A deal: the taker, the contract, the bouts and the card points of the taker's "
            "side,\nthen anything else that happened."
        )
        examples = [
            Example(
                f"{first} garde 2 45",
                Text("{name}, a garde, 2 bouts, 45 points", name=first),
            ),
            Example(f"{second} prise 1 50.5", Text("half points: 50.5 (or 50,5)")),
            Example(f"{third} garde 2 49 petit taker poignee simple"),
            Example(f"{last} garde contre 0 40 chelem failed"),
        ]
        words = Text(
            "words after the points: petit taker|defence, poignee simple|double|triple (again "
            "for\neach), chelem announced|unannounced|failed|defence"
        )
    else:
        intro = Text(
            "A deal: the taker, the contract, the called partner, the bouts and the card "
            "points of\nthe taker's side, then anything else that happened."
        )
        fourth = players[3]
        examples = [
            Example(
                f"{first} garde {third} 2 45",
                Text("{taker} called {partner}", taker=first, partner=third),
            ),
            Example(
                f"{last} garde sans {last} 2 60",
                Text("{name} called their own king (alone)", name=last),
            ),
            Example(f"{second} prise {fourth} 1 50.5", Text("half points: 50.5 (or 50,5)")),
            Example(f"{third} garde {first} 2 49 petit taker poignee simple"),
            Example(f"{fourth} garde contre {second} 0 40 chelem failed"),
        ]
        words = Text(
            "words after the points: petit taker|defence, poignee simple|double|triple (again "
            "for\neach), chelem announced|unannounced|failed|defence, alone (the called king "
            "in the chien)"
        )
    examples.append(
        Example("throw in", Text("everybody passed: void, redealt (or: throw in petit sec)"))
    )
    return Guide(intro, tuple(examples), notes=(words,))


# --- All Fours and Pitch --------------------------------------------------------------------


def _pitch(
    game: str, rules: pitch.Rules, ledger: Ledger, parties: Sequence[str], *, throws_in: bool
) -> Guide:
    us, them = parties[0], parties[1]
    extras = _extras(rules)
    bid = f" bid {us} {rules.min_bid}" if rules.bidding else ""
    high_bid = f" bid {us} {rules.max_bid}" if rules.bidding else ""
    kicks = " kicks 6H" if rules.kicks is not pitch.Kicks.NONE else ""
    examples = [
        Example(f"high {us} low {them} jack {us} game {them}{_named(extras, us, them)}{bid}"),
        Example(
            f"high {us} low {us} jack none game {them}{_named(extras, them, us)}{high_bid}",
            Text("no jack dealt: nobody's jack"),
        ),
    ]
    if rules.jack is pitch.JackScoring.TRINIDAD:
        examples.append(
            Example(
                f"high {us} low {them} jack {us} hang game {us}{_named(extras, us, us)}{kicks}",
                Text("the jack captured from its side: hang jack"),
            )
        )
    if rules.kicks is not pitch.Kicks.NONE:
        # One is given to a side that begged: never the dealer's.
        following = ledger.next
        dealer = following.dealer if following is not None else None
        begged = next(side for side in parties if side != dealer)
        examples.append(
            Example(
                f"high {them} low {them} jack {them} game {them}{_named(extras, them, them)} "
                f"take one {begged} kicks AH",
                Text("{side} given one (begged)", side=begged),
            )
        )
    points = ["high", "low", "jack", "game", *extras]
    notes = [Text("points: {points}", points=", ".join(points))]
    if rules.bidding:
        notes.append(Text("bid SIDE N: the bidding side and its bid"))
    if rules.kicks is not pitch.Kicks.NONE:
        notes.append(
            Text("kicks CARD ...: the turned-up cards; take one SIDE: the side given one")
        )
    notes.append(_CARDS)
    if game == "allfours" and rules.kicks is not pitch.Kicks.NONE:
        examples.append(
            Example(
                "throw in kicks 2C 7C KC",
                Text("three turn-ups of one suit: redealt by the dealer"),
            )
        )
    elif throws_in:
        examples.append(Example("throw in", Text("everybody passed: it does not count")))
    elif rules.bidding:
        notes.append(
            Text(
                "No hand is thrown in: when everyone else passes, the dealer must bid. (With "
                "the\noption dealer_forced=false, 'throw in' is a hand everybody passed: it "
                "does not count.)"
            )
        )
    return Guide(
        Text(
            "A hand: who won each point, every one of them ('none' for nobody), then what "
            "else happened."
        ),
        tuple(examples),
        notes=tuple(notes),
    )


_CARDS = Text(
    "The cards of a hand (dealt and captured) are written in the scoresheet file instead."
)


def _extras(rules: pitch.Rules) -> list[str]:
    """The points these rules add to high, low, jack and game, as typed."""
    extras = ["jick"] if rules.jick else []
    extras += ["big_joker", "little_joker"] if rules.jokers else []
    extras += ["trey"] if rules.trey else []
    return extras


def _named(extras: Sequence[str], first: str, second: str) -> str:
    """The extra points named in turn to ``first`` and ``second``: `` jick Us trey Them``."""
    return "".join(
        f" {point} {first if index % 2 == 0 else second}" for index, point in enumerate(extras)
    )


# --- Duplicate pairs: a traveller per board ---------------------------------------------------

# A result per table, for the tables of each example in turn (as many as the session has,
# up to three); the first table shows what the example is about.
_MADE = ("N 4S=", "N 4S+1", "S 2S+2")
_TABLES_SHOWN = 3


def _pairs(ledger: Ledger) -> Guide | None:
    """The session's own pairs at its tables (the first three), on its own boards."""
    from cardscore import duplicate  # only a duplicate evening needs the game

    if not isinstance(ledger, duplicate.PairsSession):
        return None
    if ledger.ns:
        tables = list(zip(ledger.ns, ledger.ew, strict=False))
    else:  # one winner: the pairs two by two, as a first round may seat them
        tables = list(zip(ledger.pairs[0::2], ledger.pairs[1::2], strict=False))
    tables = tables[:_TABLES_SHOWN]
    shown = 4 if ledger.boards is None else min(4, ledger.boards)
    boards = [ledger.first_board + index for index in range(shown)]

    def traveller(board: int, first: str) -> str:
        # The first table's result shows the example's point; the others are made contracts.
        results = (first, *_MADE[1:])
        return f"{board}: " + "; ".join(
            f"{ns} {ew} {result}" for (ns, ew), result in zip(tables, results, strict=False)
        )

    meanings = (
        Text("board {board}: a result per table", board=boards[0]),
        Text("passed out at the first table"),
        Text("North-South's score written instead of a result"),
        Text("not played at the first table: Average+ and Average- (A, A+, A-)"),
    )
    firsts = (_MADE[0], "pass", "+100", "A+ A-")  # +100 is a score on every board
    examples = [
        Example(traveller(board, first), meaning)
        for board, first, meaning in zip(boards, firsts, meanings, strict=False)
    ]
    last = boards[-1]
    return Guide(
        Text(
            "A traveller: the board's number, then one result per table, separated by ';': "
            "the\nNorth-South pair, the East-West pair, then what they scored."
        ),
        (
            *examples,
            Example(f"throw in {last}", Text("board {board} was not played", board=last)),
        ),
        notes=(
            Text(
                "travellers in any order; a board with fewer results than expected is "
                "scaled (Neuberg)"
            ),
        ),
    )
