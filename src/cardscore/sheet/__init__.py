"""Scoresheets: a whole evening of one game, typed once, scored row by row.

A scoresheet file (TOML, or JSON with the same structure) names the game, its rule preset
and options, the players or sides, and the deals in order, each in the game's own notation.
:func:`load` (or :func:`loads`) reads it into a :class:`Scoresheet`; :func:`score` records
every deal in the game's ledger and returns the :class:`Sheet`: one row per deal with what
was played, each party's points and the running totals, and the result. The whole file is
checked before anything is shown: a bad file raises :class:`SheetError` naming the file, the
deal and the problem.

>>> from cardscore import sheet
>>> document = sheet.loads('''
... game = "Need a Fourth?"
... players = ["Ann", "Bob", "Cat"]
... deals = [
...   {chooser = "Bob", partner = "Ann", result = "4H+1"},
...   "pass",
...   {chooser = "Ann", partner = "Cat", contract = "3NTX", tricks = 7, liars = ["Ann"]},
... ]
... ''')
>>> result = sheet.score(document)
>>> for row in result.rows:
...     print(row.number, row.played, row.points)
1 Bob with Ann: 4H+1 {'Ann': 550, 'Bob': 550, 'Cat': 0}
2 thrown in {'Ann': 0, 'Bob': 0, 'Cat': 0}
3 Ann with Cat: 3NTX-2, liar Ann {'Ann': -700, 'Bob': 0, 'Cat': -300}
>>> result.totals, result.result
({'Ann': -150, 'Bob': 550, 'Cat': -300}, 'in progress')

Any game's ledger goes the other way: :func:`from_ledger` writes it as a scoresheet,
:meth:`Scoresheet.dumps` as TOML or JSON text, and :meth:`Scoresheet.ledger` reads it back
to go on recording:

>>> session = document.ledger()
>>> saved = sheet.from_ledger(session).dumps()
>>> sheet.loads(saved).ledger() == session
True

Limits: a scoresheet is at most :data:`SIZE_LIMIT` bytes (10 MB), nested at most
:data:`DEPTH_LIMIT` levels, each number at most :data:`DIGITS_LIMIT` digits and each text
at most :data:`TEXT_LIMIT` characters; anything beyond is a :class:`SheetError` naming the
file (and, where it can, the line and column).

Every face is drawn from one laid-out sheet: :meth:`Sheet.layout` gives the
:class:`Layout` (the title, the tables, each row with its :class:`Kind`, the ending, the
chart), and :meth:`Sheet.render` draws it as text, Markdown, CSV or HTML. :func:`save` writes
a document to a file atomically.

A game is read by its :class:`Adapter`, found by name in the registry (:func:`adapter`,
:func:`games`); :func:`register` adds one. Each built-in game's adapter is a module of this
package (``_chicago``, ``_evening`` (a rotating Chicago evening), ``_rubber``,
``_needafourth``, ``_tarot``, ``_pitch``, ``_duplicate`` (a pairs session, a teams match)),
listed in ``_registry``.
"""

from __future__ import annotations

from cardscore.ledger import Ledger
from cardscore.sheet._adapter import Adapter, LayoutOf, Saved, Table
from cardscore.sheet._document import Scoresheet, load, loads, save
from cardscore.sheet._fields import MissingFieldError, SheetError, Value
from cardscore.sheet._layout import (
    Cell,
    Chart,
    Column,
    Kind,
    Layout,
    Line,
    Section,
    Sentence,
    Series,
)
from cardscore.sheet._reader import DEPTH_LIMIT, DIGITS_LIMIT, SIZE_LIMIT, TEXT_LIMIT
from cardscore.sheet._registry import adapter, games, register
from cardscore.sheet._scoring import FORMATS, Row, Sheet, from_ledger, of, score

__all__ = [
    "DEPTH_LIMIT",
    "DIGITS_LIMIT",
    "FORMATS",
    "SIZE_LIMIT",
    "TEXT_LIMIT",
    "Adapter",
    "Cell",
    "Chart",
    "Column",
    "Kind",
    "Layout",
    "LayoutOf",
    "Ledger",
    "Line",
    "MissingFieldError",
    "Row",
    "Saved",
    "Scoresheet",
    "Section",
    "Sentence",
    "Series",
    "Sheet",
    "SheetError",
    "Table",
    "Value",
    "adapter",
    "from_ledger",
    "games",
    "load",
    "loads",
    "of",
    "register",
    "save",
    "score",
]
