"""Reading and rescoring a 200,000-result PBN event, against endplay's PBN parser alone.

The event: 1,000 boards, each with a ``ScoreTable`` of 200 tables' results (pairs, contract,
declarer, tricks, North-South's score and matchpoints), 400 pairs in a one-winner movement;
random contracts and tricks from a fixed seed; 200,000 results in all (about 9 MB of text).

- **endplay**: ``endplay.parsers.pbn.loads(text)``: the boards, their deals and each score
  table as rows of strings; nothing is scored.
- **cardscore read**: ``pbn.loads(text)``: every line typed (pairs, contract, declarer,
  tricks, published numbers as exact decimals).
- **cardscore read + rescore**: ``pbn.loads(text)`` then ``event.session()`` (the pairs
  session: every board matchpointed, Neuberg where short, the ranking) and
  ``event.differences()`` (every published figure set beside cardscore's).

Each line is timed once by the CPU time of the thread (``time.thread_time``: on a machine
other processes load, wall time mostly measures them) and shown per result. Before timing,
the rescore is checked to find every published figure agreeing.
"""

from __future__ import annotations

import gc
import random
import time
from typing import TYPE_CHECKING

from _harness import Case

from cardscore import bridge, duplicate, pbn

if TYPE_CHECKING:
    from collections.abc import Callable

BOARDS = 1_000
TABLES = 200
RESULTS = BOARDS * TABLES
_SEED = 41
_VULNERABLE = {frozenset(): "None", frozenset({"NS"}): "NS", frozenset({"EW"}): "EW"}
_VULNERABLE[frozenset({"NS", "EW"})] = "All"
_COLUMNS = (
    "PairId_NS\\3R;PairId_EW\\3R;Contract\\4L;Declarer\\1R;Result\\2R;Score_NS\\6R;MP_NS\\5R"
)


def _deal(rng: random.Random) -> str:
    cards = [suit + rank for suit in "SHDC" for rank in "AKQJT98765432"]
    rng.shuffle(cards)
    hands = []
    for hand in range(4):
        held = cards[13 * hand : 13 * hand + 13]
        hands.append(".".join("".join(c[1] for c in held if c[0] == suit) for suit in "SHDC"))
    return "N:" + " ".join(hands)


def event_text(boards: int = BOARDS, tables: int = TABLES, seed: int = _SEED) -> str:
    """A PBN event of ``boards`` boards of ``tables`` results each, matchpointed."""
    rng = random.Random(seed)
    out = ['[Event "Benchmark"]', '[Scoring "MP"]']
    for board in range(1, boards + 1):
        vulnerable = duplicate.board_vulnerable(board)
        out += [
            f'[Board "{board}"]',
            f'[Dealer "{duplicate.board_dealer(board)}"]',
            f'[Vulnerable "{_VULNERABLE[vulnerable]}"]',
            f'[Deal "{_deal(rng)}"]',
            f'[ScoreTable "{_COLUMNS}"]',
        ]
        pairs = list(range(1, 2 * tables + 1))
        rng.shuffle(pairs)
        rows = []
        for table in range(tables):
            level = rng.randint(1, 7)
            contract = f"{level}{rng.choice(('C', 'D', 'H', 'S', 'NT'))}"
            seat = rng.choice("NESW")
            tricks = max(0, min(13, level + 6 + rng.randint(-3, 2)))
            side = "NS" if seat in "NS" else "EW"
            score = bridge.score(contract, tricks, vulnerable=side in vulnerable)
            rows.append((pairs[2 * table], pairs[2 * table + 1], contract, seat, tricks, score))
        scores = [row[5] if row[3] in "NS" else -row[5] for row in rows]
        points = duplicate.matchpoints(scores)
        for row, ns, mp in zip(rows, scores, points, strict=True):
            out.append(f"{row[0]} {row[1]} {row[2]} {row[3]} {row[4]} {ns} {mp}")
        out.append("")
    return "\n".join(out) + "\n"


def _cpu_once(call: Callable[[], object]) -> float:
    gc.collect()
    start = time.thread_time()
    call()
    return time.thread_time() - start


def cases() -> list[Case]:
    """Reading and rescoring, per result, against endplay's parser (if installed)."""
    text = event_text()
    event = pbn.loads(text)
    if sum(len(board.lines) for board in event.boards) != RESULTS or event.differences():
        message = "the generated event is not what it should be"
        raise RuntimeError(message)

    def rescore() -> object:
        read = pbn.loads(text)
        return read.session(), read.differences()

    found = []
    try:
        from endplay.parsers import pbn as endplay_pbn
    except ImportError:
        found.append(Case("endplay not installed (pip install -e '.[bench]'): no peer"))
        floor = None
    else:
        floor = "endplay.parsers.pbn.loads (parses, scores nothing)"
        seconds = _cpu_once(lambda: endplay_pbn.loads(text))
        found.append(Case(floor, measured=seconds / RESULTS, note=f"{RESULTS:,} results"))
    found.append(
        Case(
            "cardscore pbn.loads (typed lines)",
            measured=_cpu_once(lambda: pbn.loads(text)) / RESULTS,
            floor=floor,
        )
    )
    found.append(
        Case(
            "cardscore pbn.loads + session + differences",
            measured=_cpu_once(rescore) / RESULTS,
            floor=floor,
        )
    )
    return found
