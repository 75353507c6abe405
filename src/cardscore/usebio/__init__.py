"""USEBIO 1.2 (the EBU's XML results standard) files: read, rescore, compare, write.

>>> from cardscore import usebio
>>> event = usebio.loads(
...     '<USEBIO Version="1.2"><EVENT EVENT_TYPE="MP_PAIRS"><BOARD><BOARD_NUMBER>1'
...     '</BOARD_NUMBER><TRAVELLER_LINE><NS_PAIR_NUMBER>1</NS_PAIR_NUMBER><EW_PAIR_NUMBER>'
...     '2</EW_PAIR_NUMBER><SCORE>420</SCORE><NS_MATCH_POINTS>0</NS_MATCH_POINTS>'
...     '</TRAVELLER_LINE></BOARD></EVENT></USEBIO>')
>>> event.method, event.boards[0].lines[0].written, event.differences()
('matchpoints', 420, ())
"""

from cardscore._results_figures import Comparison
from cardscore._results_model import Board, Entry, Event, Line
from cardscore.usebio._reader import load, loads
from cardscore.usebio._writer import dumps, save

__all__ = ["Board", "Comparison", "Entry", "Event", "Line", "dumps", "load", "loads", "save"]
