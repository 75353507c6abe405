"""Reading a sequence of deals from the command line, for ``chicago`` and ``rubber``."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore._frozen import fields_repr
from cardscore.errors import NotationError

if TYPE_CHECKING:
    from collections.abc import Iterator, Sequence

PASS_WORDS = frozenset({"pass", "passed", "p", "-"})
HONOURS_PREFIXES = ("honours=", "honors=", "hon=")
FORMAT = "WHO RESULT [honours=SIDE:POINTS] ... (e.g. 'N 4S= E 3NTX-1')"


@attrs.frozen
class Token:
    """One deal read from the command line: who declared, the result, honours; or a pass."""

    __repr__ = fields_repr

    declarer: str | None
    result: str | None
    honours: str | None


def read_deals(words: Sequence[str], *, passes: bool) -> Iterator[Token]:
    """Read ``WHO RESULT [honours=SIDE:POINTS]`` groups (and ``pass`` when ``passes``)."""
    index = 0
    while index < len(words):
        word = words[index]
        if passes and word.lower() in PASS_WORDS:
            yield Token(None, None, None)
            index += 1
            continue
        if word.lower().startswith(HONOURS_PREFIXES) or index + 1 == len(words):
            raise NotationError("results", " ".join(words[index:]), FORMAT)
        declarer, result = word, words[index + 1]
        index += 2
        honours = None
        if index < len(words) and words[index].lower().startswith(HONOURS_PREFIXES):
            honours = words[index].partition("=")[2]
            index += 1
        yield Token(declarer, result, honours)
