"""One deal per line at the ``cardscore play`` prompt: each game's line, read into a sheet deal.

A line is read into the very value a scoresheet's ``deals`` array holds (a str such as
``"N 4S="`` or a table), so what the prompt accepts is what ``cardscore sheet`` reads back.
Nothing here scores: the game's sheet adapter checks every value, and names what is wrong.
"""

from __future__ import annotations

import re
import shlex
from typing import TYPE_CHECKING

import attrs

from cardscore._check import NOTATION_LIMIT, fold
from cardscore._frozen import fields_repr
from cardscore._text import Text
from cardscore.bridge import Contract, Result, is_pass
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence

    from cardscore.sheet import Value

__all__ = [
    "GAMES",
    "HONOURS",
    "Notation",
    "bridge_deal",
    "is_tricks",
    "notation",
    "typed",
    "words",
]


@attrs.frozen
class Notation:
    """How one game's deals are typed at the prompt.

    Attributes:
        read: Reads a line's words into a sheet deal.
        thrown_in: Reads the words after ``throw in`` into the sheet's thrown-in deal
            (every game's ledger records one: passed out, void, redealt).
        keywords: The words a line may hold besides names and results (for completion).
        help: The notation, with examples, as ``help`` prints it (said in the run's language;
            the notation and the keywords in it are typed as they are); None where
            :mod:`cardscore.cli._help` makes it from the evening's rules and names.
        passes: True where a pass (:data:`cardscore.bridge.PASS_WORDS`: ``pass``, ``p``...)
            is a deal every player passed, as the game's scoresheet reads it.
    """

    __repr__ = fields_repr

    read: Callable[[list[str]], Value]
    thrown_in: Callable[[list[str]], Value]
    keywords: tuple[str, ...]
    help: Text | None = None
    passes: bool = False

    def deal(self, words: list[str]) -> Value:
        """A line's words, a deal or a deal that did not count, into the sheet's deal.

        ``throw in ...`` is the game's thrown-in deal; where the game's sheet reads a pass
        as one, so is a pass (``pass``, ``p``, ``passed out``...); anything else a deal.
        """
        if fold(words[0]) == "throw" and words[1:2] == ["in"]:
            return self.thrown_in(words[2:])
        if self.passes and is_pass(" ".join(words)):
            return "pass"
        return self.read(words)


def words(line: str) -> list[str]:
    """The words of a line; quotes keep a name with spaces in one word (``'Ann Marie'``)."""
    try:
        return shlex.split(line)
    except ValueError:
        raise NotationError("line", line, "words with their quotes closed") from None


def typed(words: Sequence[str]) -> str:
    """The words as the player typed them, one line: a value shown as it is, not words said."""
    return " ".join(words)


def _number(text: str) -> int | float | str:
    # 45 -> 45 and 50.5 or 50,5 -> 50.5 (a half is exact in binary); anything else is passed
    # on as typed, for the game to name in its message.
    if text.isascii() and text.isdigit() and len(text) <= 3:
        return int(text)
    if re.fullmatch(r"[0-9]{1,2}[.,]5", text):  # ASCII digits only, as the library reads them
        return float(text.replace(",", "."))
    return text


def _whole(text: str) -> int | str:
    return int(text) if text.isascii() and text.isdigit() and len(text) <= 3 else text


# --- Bridge: Chicago and rubber -------------------------------------------------------------

HONOURS = ("honours=", "honors=", "hon=")
"""How honours are written after a bridge deal: ``honours=NS:100`` (or ``honors=``, ``hon=``)."""
_BRIDGE_FORM = Text("WHO RESULT ('N 4S=', 'NS 3NTX-1'), or WHO CONTRACT TRICKS ('N 4S 10')")
_TRICKS_DIGITS = 2


def is_tricks(word: str) -> bool:
    """True for a word that can only be a number of tricks (``10``): one or two digits."""
    return word.isascii() and word.isdigit() and len(word) <= _TRICKS_DIGITS


def bridge_deal(line: list[str]) -> Value:
    """One bridge deal's words, into the sheet's deal: the one reader of a deal typed.

    ``WHO RESULT`` (``N 4S=``), or ``WHO CONTRACT TRICKS`` (``N 4S 10``), then honours if
    any (``honours=NS:100``): at the prompt, one deal a line; on the command line
    (``cardscore chicago N 4S= E 3NTX-1``), each deal of the arguments.

    >>> bridge_deal(["N", "4S="]), bridge_deal(["W", "4S", "10"])
    ('N 4S=', {'declarer': 'W', 'contract': '4S', 'tricks': 10})

    Raises:
        NotationError: Not a deal's words; a contract without its result (``N 4S``) is
            named as typed, with the result it would be made exactly.
    """
    words = list(line)
    honours = None
    if words and fold(words[-1]).startswith(HONOURS):
        honours = words.pop().partition("=")[2]
    if len(words) == 2:
        _with_result(words)
        deal: dict[str, Value] = {"declarer": words[0], "result": words[1]}
    elif len(words) == 3:
        deal = {"declarer": words[0], "contract": words[1], "tricks": _whole(words[2])}
    else:
        raise NotationError("deal", typed(line), _BRIDGE_FORM)
    if honours is None and "result" in deal:
        return f"{words[0]} {words[1]}"  # as a sheet writes it
    if honours is not None:
        deal["honours"] = honours
    return deal


def _with_result(words: list[str]) -> None:
    """A contract typed with no result (``S 4hx``) is named, with the result made exactly."""
    declarer, result = words
    if len(result) > NOTATION_LIMIT:
        return  # the ledger refuses it by its length
    try:
        Result.parse(result)
    except ScoreError:
        try:
            contract = Contract.parse(result)
        except ScoreError:
            return  # not a contract either: the ledger names what is wrong with it
        made = contract.tricks_needed
        allowed = Text(
            "the declarer, then the result: '{example}' made exactly, or the contract and the "
            "tricks taken: '{tricks}'",
            example=f"{declarer} {Result(contract, made)}",
            tricks=f"{declarer} {contract} {made}",
        )
        raise NotationError("deal", typed(words), allowed) from None


def _passed(line: list[str]) -> Value:
    if line:
        raise NotationError("throw in", typed(line), "nothing after 'throw in'")
    return "pass"


# --- Need a Fourth? -------------------------------------------------------------------------

_NEEDAFOURTH_FORM = Text(
    "CHOOSER with PARTNER RESULT [liar NAME [and NAME]] [redoubled by NAME] "
    "('Bob with Ann 3NTX-2 liar Bob')"
)


def _needafourth(line: list[str]) -> Value:
    if len(line) < 4 or fold(line[1]) != "with":
        raise NotationError("deal", typed(line), _NEEDAFOURTH_FORM)
    deal: dict[str, Value] = {"chooser": line[0], "partner": line[2]}
    rest = line[3:]
    if len(rest) > 1 and rest[1].isascii() and rest[1].isdigit():
        deal["contract"] = rest[0]
        deal["tricks"] = _whole(rest[1])
        rest = rest[2:]
    else:
        deal["result"] = rest[0]
        rest = rest[1:]
    liars: list[Value] = []
    while rest:
        word = fold(rest.pop(0))
        if word in {"liar", "liars"} and rest:
            while rest and fold(rest[0]) not in {"redoubled", "liar", "liars"}:
                name = rest.pop(0)
                if fold(name) != "and":
                    liars.append(name)
        elif word == "redoubled" and len(rest) >= 2 and fold(rest[0]) == "by":
            deal["redoubled_by"] = rest[1]
            rest = rest[2:]
        else:
            raise NotationError("deal", typed(line), _NEEDAFOURTH_FORM)
    if liars:
        deal["liars"] = liars
    return deal


# --- French Tarot ---------------------------------------------------------------------------

_TAROT_FORM = Text(
    "TAKER CONTRACT [PARTNER] BOUTS POINTS [petit taker|defence] [poignee simple] "
    "[chelem announced] [alone] ('Ann garde Cid 2 45')"
)
_CONTRACTS = ("prise", "garde", "garde sans", "garde contre", "petite", "guard")


def _tarot(line: list[str]) -> Value:
    if len(line) < 4:
        raise NotationError("deal", typed(line), _TAROT_FORM)
    deal: dict[str, Value] = {"taker": line[0]}
    rest = line[1:]
    if fold(rest[0]) == "garde" and len(rest) > 1 and fold(rest[1]) in {"sans", "contre"}:
        deal["contract"] = f"{rest[0]} {rest[1]}"
        rest = rest[2:]
    else:
        deal["contract"] = rest[0]
        rest = rest[1:]
    if rest and fold(rest[0]) == "with":
        rest = rest[1:]
    if rest and fold(rest[0]) == "alone":  # "Eve garde sans alone 2 60": no partner called
        deal["alone"] = True
        rest = rest[1:]
    elif rest and not (rest[0][:1].isascii() and rest[0][:1].isdigit()):
        deal["partner"] = rest.pop(0)
    if len(rest) < 2:
        raise NotationError("deal", typed(line), _TAROT_FORM)
    deal["bouts"] = _whole(rest[0])
    deal["points"] = _number(rest[1])
    if not _tarot_extras(rest[2:], deal):
        raise NotationError("deal", typed(line), _TAROT_FORM)
    return deal


def _tarot_extras(rest: list[str], deal: dict[str, Value]) -> bool:
    """Read the words after the points into ``deal``; False for a word that is none of them."""
    poignees: list[Value] = []
    while rest:
        word = fold(rest.pop(0)).replace("é", "e")
        if word == "petit" and [fold(following) for following in rest[:2]] == ["au", "bout"]:
            del rest[:2]
        if word == "alone":
            deal["alone"] = True
        elif word in {"petit", "chelem", "poignee"} and rest:
            value = rest.pop(0)
            if word == "poignee":
                poignees.append(value)
            else:
                deal["petit_au_bout" if word == "petit" else "chelem"] = value
        else:
            return False
    if poignees:
        deal["poignees"] = poignees
    return True


def _void(line: list[str]) -> Value:
    if not line or [fold(word) for word in line] == ["all", "pass"]:
        return "void"
    return {"void": " ".join(line)}


# --- All Fours and Pitch --------------------------------------------------------------------

_POINTS = ("high", "low", "jack", "game", "jick", "trey", "big_joker", "little_joker")
_NOBODY = {"none", "nobody", "-"}
_PITCH_FORM = Text(
    "POINT SIDE ... [hang] [bid SIDE N] [kicks CARD ...] [take one SIDE] "
    "('high A low B jack A game B bid A 2')"
)


def _cards(rest: list[str]) -> list[Value]:
    cards: list[Value] = []
    while rest and fold(rest[0]) not in (*_POINTS, "hang", "bid", "kicks", "take", "take_one"):
        cards.append(rest.pop(0))
    return cards


def _pitch(line: list[str]) -> Value:
    deal: dict[str, Value] = {}
    rest = list(line)
    while rest:
        word = fold(rest.pop(0)).replace("-", "_")
        if word in _POINTS and rest:
            side = rest.pop(0)
            # Nobody's point is named so ("none"), as the sheet writes it: never left out.
            deal[word] = "none" if fold(side) in _NOBODY else side
        elif word == "hang":
            deal["hang"] = True
        elif word == "bid" and len(rest) >= 2:
            deal["bidder"] = rest.pop(0)
            deal["bid"] = _whole(rest.pop(0))
        elif word == "kicks" and rest:
            deal["kicks"] = _cards(rest)
        elif word in {"take", "take_one"} and rest:
            if word == "take" and fold(rest[0]) == "one":
                rest.pop(0)
            if not rest:
                break
            deal["take_one"] = rest.pop(0)
        else:
            raise NotationError("deal", typed(line), _PITCH_FORM)
    else:
        return deal
    raise NotationError("deal", typed(line), _PITCH_FORM)


def _redeal(line: list[str]) -> Value:
    rest = list(line)
    if rest and fold(rest[0]) == "kicks":
        rest.pop(0)
    return {"redeal": True, "kicks": list(rest)}


_PITCH_WORDS = (*_POINTS, "hang", "bid", "kicks", "take", "one", "none")


# --- Duplicate: a pairs session's travellers, a teams match's boards ------------------------

_PAIRS_FORM = Text("BOARD: NS EW RESULT; NS EW RESULT; ... ('1: 1 4 N 4S=; 2 5 N 4S+1; 3 6 pass')")
_BOARD_DIGITS = 4


def _board(word: str, line: list[str], form: str) -> int:
    number = word.rstrip(":")
    if not (number.isascii() and number.isdigit()) or len(number) > _BOARD_DIGITS:
        raise NotationError("deal", typed(line), form)
    return int(number)


def _pairs(line: list[str]) -> Value:
    rest = list(line)
    if rest and rest[0].lower() == "board":
        rest.pop(0)
    if len(rest) < 2:
        raise NotationError("deal", typed(line), _PAIRS_FORM)
    board = _board(rest[0], line, _PAIRS_FORM)
    results: list[Value] = [
        written.strip() for written in " ".join(rest[1:]).split(";") if written.strip()
    ]
    return {"board": board, "results": results}


def _not_played(line: list[str]) -> Value:
    rest = [word for word in line if word.lower() != "board"]
    if not rest:
        return {"results": []}
    if len(rest) != 1:
        raise NotationError("deal", typed(line), Text("throw in BOARD ('throw in 7')"))
    return {"board": _board(rest[0], line, Text("throw in BOARD ('throw in 7')")), "results": []}


_TEAMS_FORM = Text("OPEN | CLOSED ('N 4S= | S 4S-1')")


def _teams(line: list[str]) -> Value:
    written = typed(line)
    if written.count("|") != 1:
        raise NotationError("deal", written, _TEAMS_FORM)
    open_room, closed_room = (room.strip() for room in written.split("|"))
    return f"{open_room} | {closed_room}"


def _void_board(line: list[str]) -> Value:
    if line:
        raise NotationError("deal", typed(line), Text("throw in (nothing after it)"))
    return "void"


_TEAMS_HELP = Text(
    """A board: the open room's result, then the closed room's (the first team sits North-South
in the open room), each the declarer's seat and the result, 'pass', or North-South's score.
  N 4S= | S 4S-1          +420 and -50: 10 IMPs to the first team
  E 3NT= | W 2NT+1
  pass | N 1C-1
  +420 | -100
throw in          the board was not scored (fouled)"""
)

_EVENT_FORM = Text("HOME AWAY IMPS IMPS ('Lions Tigers 35 22')")


def _event(line: list[str]) -> Value:
    written = typed(line)
    if len(line) != len(("home", "away", "imps", "imps")):
        raise NotationError("deal", written, _EVENT_FORM)
    return written


def _no_void_match(line: list[str]) -> Value:
    raise NotationError(
        "deal",
        typed(["throw", "in", *line]),
        Text("a match recorded with its IMPs: a teams event has no void matches"),
    )


_EVENT_HELP = Text(
    """A match: the home team, the away team, then each team's IMPs; its victory points are
on the WBF 2013 scale for the event's boards (-o boards=16).
  Lions Tigers 35 22      a 13-IMP win over 16 boards: 13.52 to 6.48 VPs
  Bears Wolves 41 41      a draw: 10 to 10
a round robin (each pair of teams once) unless -o matches=N (a Swiss of N matches)"""
)

GAMES: dict[str, Notation] = {
    "chicago": Notation(bridge_deal, _passed, ("honours=",), None, passes=True),
    "rotatingchicago": Notation(bridge_deal, _passed, ("honours=",), None, passes=True),
    "rubber": Notation(bridge_deal, _passed, ("honours=",), None, passes=True),
    "needafourth": Notation(
        _needafourth,
        _passed,
        ("with", "liar", "and", "redoubled", "by", "hand", "auction", "pass"),
        None,
        passes=True,
    ),
    "tarot": Notation(
        _tarot,
        _void,
        (
            *_CONTRACTS[:4],
            "sans",
            "contre",
            "petit",
            "taker",
            "defence",
            "poignee",
            "chelem",
            "simple",
            "double",
            "triple",
            "announced",
            "unannounced",
            "failed",
            "alone",
        ),
        None,
    ),
    "allfours": Notation(_pitch, _redeal, _PITCH_WORDS, None, passes=True),
    "pitch": Notation(_pitch, _passed, _PITCH_WORDS, None, passes=True),
    "pairs": Notation(_pairs, _not_played, ("board", "pass", "A+", "A-"), None),
    "teams": Notation(_teams, _void_board, ("pass", "|"), _TEAMS_HELP),
    "teams-event": Notation(_event, _no_void_match, (), _EVENT_HELP),
}


def notation(game: str) -> Notation:
    """The prompt's notation for ``game`` (a sheet game's name, as ``sheet.adapter`` has it)."""
    return GAMES[game]
