"""Par from a double-dummy table (P1-P5): exact as DDS, one deal or millions.

Par is the score both sides reach when each bids its best and sacrifices when that pays,
given the tricks every declarer takes in every strain.

>>> from cardscore import par
>>> table = par.Table.from_pbn("746b5747b55862758627")
>>> result = par.par(table, vulnerable="none", dealer="N")
>>> result.score, str(result.contracts[0])
(400, '5D-NS')
>>> print(*par.scores([table, table], vulnerable=["none", "both"], dealer="N"))
400 600
"""

from cardscore.par._columns import scores
from cardscore.par._results import Par, ParContract, Table, par

__all__ = ["Par", "ParContract", "Table", "par", "scores"]
