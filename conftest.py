"""What pytest collects from the whole tree (src doctests included) without the extras.

numpy is optional (the ``arrays`` extra): without it, the module of bridge.scores' numpy path
cannot be imported, so its doctests are not collected (the tests of that path skip).
"""

from __future__ import annotations

import importlib.util

collect_ignore = [] if importlib.util.find_spec("numpy") else ["src/cardscore/_scores_numpy.py"]
