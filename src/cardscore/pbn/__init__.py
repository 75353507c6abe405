r"""PBN 2.1 (Portable Bridge Notation) results files: read, rescore, compare, write.

>>> from cardscore import pbn
>>> event = pbn.loads('[Board "1"]\n[Vulnerable "None"]\n[Scoring "MP"]\n'
...     '[ScoreTable "PairId_NS;PairId_EW;Contract;Declarer;Result;MP_NS"]\n'
...     '1 2 4S N 10 2\n3 4 4S N 9 0\n')
>>> event.method, [line.ns for line in event.boards[0].lines]
('matchpoints', ['1', '3'])
>>> event.differences()
()
"""

from cardscore._results_figures import Comparison
from cardscore._results_model import Board, Entry, Event, Line
from cardscore.pbn._reader import load, loads
from cardscore.pbn._writer import dumps, save

__all__ = ["Board", "Comparison", "Entry", "Event", "Line", "dumps", "load", "loads", "save"]
