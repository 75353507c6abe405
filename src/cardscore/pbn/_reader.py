"""Reading PBN 2.1: games of tags, score tables and the total table, into an Event.

A PBN file is games separated by empty lines; a game is tags (``[Board "1"]``), some with a
section of lines under them (``ScoreTable``, ``TotalScoreTable``, ``OptimumResultTable``).
A value ``#`` is the previous game's; a value ``##x`` is ``x`` for this game and every later
game that leaves the tag out (the export form). Text is read once, line by line, each line
split without regular expressions: the time is linear in the file's length.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Literal

import attrs

from cardscore import _results_text as _text
from cardscore import duplicate
from cardscore._results_compare import ROLES
from cardscore._results_model import Board, Entry, Event, Line
from cardscore._text import Text
from cardscore.errors import NotationError, ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

    from cardscore._results_figures import Published

__all__ = [
    "Game",
    "board",
    "board_number",
    "game_play",
    "game_published",
    "game_score",
    "load",
    "loads",
    "vulnerability_of",
]

_TAGS_LIMIT = 400  # tags in one game (the standard defines about 70)
_COLUMNS_LIMIT = 64
_GAMES_LIMIT = 1_000_000
_LINE_LIMIT = 4_000  # characters of one line
_TABLES = frozenset({"ScoreTable", "TotalScoreTable", "OptimumResultTable"})
_COLUMN_NAMES = (
    "PairId_NS PairId_EW PairId Contract Declarer Result Score_NS Score_EW MP_NS MP_EW IMP_NS "
    "IMP_EW Percentage_NS Percentage_EW Rank Names Direction NrBoards TotalScoreMP TotalMP "
    "TotalScoreIMP TotalIMP TotalScoreBAM MeanScore TotalPercentage Percentage"
)
# Column names as PBN spells them, found whatever their case ("PairID_NS", "pairid_ns").
_KNOWN_COLUMNS = {name.lower(): name for name in _COLUMN_NAMES.split()}


@attrs.define
class Game:
    """One game of a PBN file: its tags, and the lines of its tables."""

    tags: dict[str, str] = attrs.Factory(dict)
    sections: dict[str, list[str]] = attrs.Factory(dict)
    count: int = 0


def _tag(line: str, number: int) -> tuple[str, str]:
    # [Name "value"]: the name up to the first space, the value between the quotes.
    body = line.strip()
    name, _, rest = body[1:].partition(" ")
    rest = rest.strip()
    if not body.endswith("]") or not rest.startswith('"') or not rest[:-1].endswith('"'):
        raise NotationError(f"line {number}", line, Text('a tag: [Name "value"]'))
    if not name.isascii() or not name.replace("_", "").isalnum():
        raise NotationError(f"line {number}", line, Text("a tag name of letters and digits"))
    return name, rest[1:-2].replace('\\"', '"').replace("\\\\", "\\")


def _lines(text: str) -> Iterator[tuple[int, str]]:
    """Each line's number and text, stripped, comments left out; a long line refused."""
    comment = False
    for number, raw in enumerate(text.splitlines(), start=1):
        if len(raw) > _LINE_LIMIT:
            raise NotationError(
                f"line {number}", raw, Text("at most {limit} characters", limit=_LINE_LIMIT)
            )
        line = raw.strip()
        if comment or line.startswith("{"):
            comment = "}" not in line
        elif not line.startswith(("%", ";")):
            yield number, line


def _games(text: str) -> list[Game]:
    games: list[Game] = []
    game = Game()
    current: list[str] | None = None
    for number, line in _lines(text):
        if not line:
            if game.tags:
                games.append(game)
                if len(games) > _GAMES_LIMIT:
                    raise NotationError("games", len(games), Text("at most 1,000,000 games"))
                game = Game()
            current = None
        elif line.startswith("["):
            name, value = _tag(line, number)
            game.tags[name] = value
            game.count += 1
            if game.count > _TAGS_LIMIT:
                raise NotationError(
                    f"line {number}",
                    line,
                    Text("at most {limit} tags in a game", limit=_TAGS_LIMIT),
                )
            current = game.sections.setdefault(name, []) if name in _TABLES else None
        elif current is not None:
            current.append(line)
    if game.tags:
        games.append(game)
    return games


def _inherit(games: list[Game]) -> None:
    """Apply ``#`` (the previous game's value) and ``##x`` (x from here on)."""
    previous: dict[str, str] = {}
    kept: dict[str, str] = {}
    for game in games:
        for name, value in kept.items():
            game.tags.setdefault(name, value)
        for name, value in list(game.tags.items()):
            if value.startswith("##"):
                game.tags[name] = kept[name] = value[2:]
            elif value == "#":
                game.tags[name] = previous.get(name, "")
        previous = dict(game.tags)


def _columns(spec: str, field: str) -> list[str]:
    names = []
    for part in spec.split(";"):
        written = part.split("\\")[0].strip().lstrip("+-")
        name = _KNOWN_COLUMNS.get(written.lower(), written)
        if not name:
            raise NotationError(field, spec, Text("column names separated by ';'"))
        names.append(name)
    if len(names) > _COLUMNS_LIMIT:
        raise NotationError(field, spec, Text("at most {limit} columns", limit=_COLUMNS_LIMIT))
    return names


def _cells(row: str) -> list[str]:
    # Whitespace-separated, a quoted string one cell with its spaces.
    if '"' not in row:
        return row.split()
    cells: list[str] = []
    for index, piece in enumerate(row.split('"')):
        if index % 2:
            cells.append(piece)
        else:
            cells.extend(piece.split())
    return cells


def _rows(game: Game, name: str) -> list[dict[str, str]]:
    columns = _columns(game.tags[name], name)
    rows = []
    for row in game.sections.get(name, []):
        cells = _cells(row)
        if len(cells) != len(columns):
            raise NotationError(
                name,
                row,
                Text(
                    "a row of {count} values ({columns})",
                    count=len(columns),
                    columns=", ".join(columns),
                ),
            )
        rows.append(dict(zip(columns, cells, strict=True)))
    return rows


def _missing(cell: str | None) -> bool:
    return cell is None or not cell.strip("-?") or cell.strip() == ""


class _Pairs:
    """Pair names as read; a pair the file does not know is given ``?1``, ``?2`` and so on."""

    def __init__(self) -> None:
        self.unknown = 0
        self.ns: dict[str, None] = {}
        self.ew: dict[str, None] = {}

    def name(self, field: str, cell: str | None) -> str:
        if _missing(cell):
            self.unknown += 1
            return f"?{self.unknown}"
        return _text.pair_name(field, cell or "")


_NUMBERS = frozenset(
    {
        "MP_NS",
        "MP_EW",
        "IMP_NS",
        "IMP_EW",
        "Percentage_NS",
        "Percentage_EW",
        "Score_NS",
        "Score_EW",
    }
)


def _published(
    row: dict[str, str], wanted: frozenset[str] | dict[str, str]
) -> tuple[tuple[str, Decimal], ...]:
    found = []
    for name, cell in row.items():
        if name in wanted and not _missing(cell):
            found.append((name, _text.decimal(name, cell.lstrip("^"))))
    return tuple(found)


def _score_of(row: dict[str, str]) -> int | None:
    for name, sign in (("Score_NS", 1), ("Score_EW", -1)):
        cell = row.get(name)
        if not _missing(cell):
            return sign * _text.whole(name, (cell or "").lstrip("^"), -(10**5), 10**5)
    return None


def _line_play(number: int, vulnerable: str | None, row: dict[str, str]) -> duplicate.Play:
    contract = row.get("Contract")
    score = _score_of(row)
    artificial = any(
        (cell or "").startswith("^") for cell in (row.get("Score_NS"), row.get("Score_EW"))
    )
    if contract is not None and not _missing(contract) and not artificial:
        if contract.strip().upper() in {"PASS", "AP", "P"}:
            return duplicate.Play()
        tricks = row.get("Result")
        if not _missing(tricks) and not _missing(row.get("Declarer")):
            return _text.play(number, vulnerable, contract, row.get("Declarer", ""), tricks or "")
    if score is None:
        raise NotationError(
            "ScoreTable",
            " ".join(row.values()),
            Text("a contract, declarer and result, or a score"),
        )
    return duplicate.Play(score=score)


def _line(number: int, vulnerable: str | None, row: dict[str, str], ns: str, ew: str) -> Line:
    written = (row.get("Score_NS") or "").strip()
    if written.startswith("^") and written[1:2].upper() == "A":
        # An artificial score: "^A+/A-", North-South's Average+, East-West's Average-.
        parts = written[1:].split("/")
        try:
            averages = (
                duplicate.Average.parse(parts[0]),
                duplicate.Average.parse(parts[-1]),
            )
        except ScoreError as error:
            raise NotationError("Score_NS", written, Text("^A+/A-, ^A/A or ^A-/A+")) from error
        return Line(ns, ew, None, averages, _published(row, _NUMBERS - {"Score_NS"}))
    return Line(
        ns,
        ew,
        _line_play(number, vulnerable, row),
        None,
        _published(row, _NUMBERS),
        _score_of(row),
    )


def board_number(game: Game) -> int:
    """The game's ``Board`` tag read."""
    return _text.whole("Board", game.tags.get("Board", ""), 1, duplicate.MAX_BOARD)


def board(game: Game, number: int, lines: list[Line]) -> Board:
    """Board ``number`` with ``lines``, its deal and par as ``game`` gives them."""
    tags = game.tags
    vulnerable = vulnerability_of(tags)
    published: tuple[tuple[str, Decimal], ...] = ()
    optimum = tags.get("OptimumScore", "")
    if optimum.strip():
        side, _, points = optimum.strip().partition(" ")
        value = _text.decimal("OptimumScore", points)
        published = (("OptimumScore", value if side.upper() == "NS" else -value),)
    if game.sections.get("ScoreTable") and "ScoreTable" in tags:
        published += _own_figures(game, number, vulnerable)
    tables = (
        tags.get("DoubleDummyTricks")
        or "\n".join(game.sections.get("OptimumResultTable", []))
        or None
    )
    dealer = tags.get("Dealer", "").strip()
    return Board(
        number,
        tuple(lines),
        _text.seat("Dealer", dealer) if dealer else None,
        vulnerable,
        tags.get("Deal") or None,
        published,
        tables,
    )


def _own_figures(game: Game, number: int, vulnerable: str | None) -> Published:
    """The figures a game with a score table publishes for its own table (item 3 of #41).

    ``ScoreIMP``, ``ScoreMP`` and ``ScorePercentage`` (North-South's) are the game's own
    table's; its ``Score`` (or its contract's score) says which line of the table that is.
    Without any of the three there is nothing to compare, and nothing is kept.
    """
    figures = game_published(game)
    if not figures:
        return ()
    tags = game.tags
    score = game_score(game)
    if score is None and not _missing(tags.get("Contract")):
        if tags.get("Contract", "").strip().upper() in {"PASS", "AP", "P"}:
            score = 0
        elif not _missing(tags.get("Declarer")) and not _missing(tags.get("Result")):
            score = game_play(game, number, vulnerable).score(number)
    if score is None:
        return figures  # no table named: reported with nothing beside them
    return (("Score", Decimal(score)), *figures)


def vulnerability_of(tags: dict[str, str]) -> str | None:
    """The game's ``Vulnerable`` tag read; None when it has none."""
    written = tags.get("Vulnerable", "").strip()
    return _text.vulnerability("Vulnerable", written) if written else None


def _entries(game: Game) -> list[Entry]:
    entries = []
    for row in _rows(game, "TotalScoreTable"):
        pair = row.get("PairId")
        rank = row.get("Rank")
        entries.append(
            Entry(
                None if _missing(pair) else _text.pair_name("PairId", pair or ""),
                None if _missing(rank) else _text.whole("Rank", rank or "", 1, 10**6),
                row.get("Names"),
                _direction(row.get("Direction")),
                _published(row, {name: name for name in row if name in ROLES}),
            )
        )
    return entries


def _direction(cell: str | None) -> str | None:
    if _missing(cell):
        return None
    written = (cell or "").strip().upper()
    if written not in {"NS", "EW"}:
        raise NotationError("Direction", cell, Text("NS or EW"))
    return written


def _movement(
    entries: list[Entry], pairs: _Pairs
) -> tuple[tuple[str, ...], tuple[str, ...], tuple[str, ...]]:
    """North-South, East-West and one-winner pairs, the total table's order first.

    A total table with a ``Direction`` column is a two-winner movement; one naming pairs
    without it is a one-winner movement; without either, a pair seen both ways makes it one.
    """
    named = [(entry.pair, entry.direction) for entry in entries if entry.pair is not None]
    north = tuple(dict.fromkeys([p for p, way in named if way == "NS"] + list(pairs.ns)))
    east = tuple(dict.fromkeys([p for p, way in named if way == "EW"] + list(pairs.ew)))
    if any(way for _, way in named):
        return north, east, ()
    if named or set(pairs.ns) & set(pairs.ew):
        every = [pair for pair, _ in named] + list(pairs.ns) + list(pairs.ew)
        return (), (), tuple(dict.fromkeys(every))
    return north, east, ()


def _method(scoring: str, columns: set[str]) -> Literal["matchpoints", "cross-imps", "butler"]:
    said = scoring.lower()
    if "butler" in said:
        return "butler"
    if "imp" in said or columns & {"IMP_NS", "IMP_EW"}:
        return "cross-imps"
    return "matchpoints"


def loads(text: str) -> Event:
    """The event a PBN file's text holds.

    Raises:
        ScoreError: The text is not PBN, or a value in it is not what PBN allows there.
    """
    games = _games(_text.check_length("text", text))
    _inherit(games)
    title = games[0].tags.get("Event", "") if games else ""
    published = tuple(
        (name, value)
        for name, value in (games[0].tags.items() if games else ())
        if name in {"Event", "Site", "Date", "Scoring"}
    )
    from cardscore.pbn import _teams  # the teams reader uses this module's

    if _teams.is_teams(games):
        return _teams.teams_event(games, title, published)
    pairs = _Pairs()
    boards: dict[int, list[Line]] = {}
    games_of: dict[int, Game] = {}
    entries: list[Entry] = []
    columns: set[str] = set()
    scoring = ""
    for game in games:
        scoring = scoring or game.tags.get("Scoring", "")
        if game.sections.get("TotalScoreTable") and "TotalScoreTable" in game.tags:
            entries += _entries(game)
        if "Board" not in game.tags:
            continue
        number = board_number(game)
        games_of.setdefault(number, game)
        vulnerable = vulnerability_of(game.tags)
        lines = boards.setdefault(number, [])
        if game.sections.get("ScoreTable") and "ScoreTable" in game.tags:
            for row in _rows(game, "ScoreTable"):
                columns |= row.keys()
                ns = pairs.name("PairId_NS", row.get("PairId_NS"))
                ew = pairs.name("PairId_EW", row.get("PairId_EW"))
                pairs.ns[ns] = pairs.ew[ew] = None
                lines.append(_line(number, vulnerable, row, ns, ew))
        elif "Contract" in game.tags or "Score" in game.tags:
            table = game.tags.get("Table", "").strip() or str(len(lines) + 1)
            ns, ew = f"NS{table}", f"EW{table}"
            pairs.ns[ns] = pairs.ew[ew] = None
            played = game_play(game, number, vulnerable)
            lines.append(Line(ns, ew, played, None, game_published(game), game_score(game)))
    if any({line.ns for line in lines} & {line.ew for line in lines} for lines in boards.values()):
        boards, entries, pairs = _by_direction(boards, entries, pairs)
    north, east, every = _movement(entries, pairs)
    return Event(
        "pbn",
        title,
        _method(scoring, columns),
        tuple(board(games_of[number], number, lines) for number, lines in boards.items()),
        tuple(entries),
        north,
        east,
        every,
        published,
    )


def _directed(pair: str, direction: str) -> str:
    return pair if pair.startswith("?") else f"{pair}{direction}"


def _by_direction(
    boards: dict[int, list[Line]], entries: list[Entry], pairs: _Pairs
) -> tuple[dict[int, list[Line]], list[Entry], _Pairs]:
    """Pairs numbered apart in each direction (a Mitchell's NS 1 and EW 1) named ``1NS``, ``1EW``.

    A pair cannot sit both ways at one board: a number that does names two pairs.
    """
    named = _Pairs()
    named.unknown = pairs.unknown
    named.ns = {_directed(pair, "NS"): None for pair in pairs.ns}
    named.ew = {_directed(pair, "EW"): None for pair in pairs.ew}
    renamed = {
        number: [
            attrs.evolve(line, ns=_directed(line.ns, "NS"), ew=_directed(line.ew, "EW"))
            for line in lines
        ]
        for number, lines in boards.items()
    }
    directed = [
        entry
        if entry.pair is None or entry.direction is None
        else attrs.evolve(entry, pair=_directed(entry.pair, entry.direction))
        for entry in entries
    ]
    return renamed, directed, named


def game_play(game: Game, number: int, vulnerable: str | None) -> duplicate.Play:
    """What a game of one table played: its contract, declarer and result, or its score."""
    tags = game.tags
    row = {
        "Contract": tags.get("Contract", ""),
        "Declarer": tags.get("Declarer", ""),
        "Result": tags.get("Result", ""),
    }
    score = tags.get("Score", "").strip()
    if score:
        side, _, points = score.partition(" ")
        row["Score_NS" if side.upper() == "NS" else "Score_EW"] = points
    if _missing(row["Contract"]) and not score:
        raise NotationError("Contract", row["Contract"], Text("a contract, or a Score"))
    return _line_play(number, vulnerable, row)


def game_score(game: Game) -> int | None:
    """North-South's score as the game's ``Score`` tag writes it; None without one."""
    side, _, points = game.tags.get("Score", "").strip().partition(" ")
    if not points:
        return None
    value = _text.whole("Score", points, -(10**5), 10**5)
    return value if side.upper() == "NS" else -value


def game_published(game: Game, *, teams: bool = False) -> tuple[tuple[str, Decimal], ...]:
    """A game's published figures (``ScoreIMP``, ``ScoreMP``, ``ScorePercentage``), NS's view.

    In a teams match (``teams``) only ``ScoreIMP`` is the room's: the board's IMPs. A file of
    one room's table in a teams competition has IMPs against a room it does not hold: nothing
    of cardscore's to set beside them, so they are left out.
    """
    found = []
    alone = game.tags.get("Competition", "").strip().lower().startswith("team")
    tags = ("ScoreIMP",) if teams else ("ScoreMP", "ScorePercentage") if alone else _GAME_FIGURES
    for tag in tags:
        written = game.tags.get(tag, "").split()
        if len(written) == 1:
            written = ["NS", *written]  # a bare number is North-South's
        sides = dict(zip(written[::2], written[1::2], strict=False))
        if "NS" in sides:
            found.append((tag, _text.decimal(tag, sides["NS"])))
        elif "EW" in sides and tag == "ScoreIMP":
            found.append((tag, -_text.decimal(tag, sides["EW"])))
    return tuple(found)


_GAME_FIGURES = ("ScoreIMP", "ScoreMP", "ScorePercentage")


def load(path: str | Path) -> Event:
    """The event in the PBN file at ``path``.

    Raises:
        ScoreError: The file cannot be read, is too long, or is not PBN.
    """
    return loads(_text.read_path(path))
