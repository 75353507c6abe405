"""Pseudo-translation for tests: every word cardscore says comes out as «word».

Inside ``with pseudo():`` the language is Finnish, and its catalog is replaced by one that
"translates" every msgid to itself between « and »; :func:`cardscore.i18n.term` does the
same for lowercase words (roles such as ``declarer``; names and sides stay as they are).
Whatever English is left outside the guillemets in a rendered sheet or message did not go
through the catalog: a word a Finnish player would see in English.

>>> from cardscore import i18n
>>> from cardscore.i18n import Text
>>> with pseudo():
...     i18n.say(Text("overtricks ({count} × {each})", count=1, each=30)), i18n.number(45.5)
('«overtricks (1 × 30)»', '45,5')
"""

from __future__ import annotations

import gettext
import re
from contextlib import contextmanager
from typing import TYPE_CHECKING

import pytest

from cardscore import i18n
from cardscore.i18n import Text

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = ["english_left", "fillings", "pseudo"]


def _marked(message: str) -> str:
    # A msgid ending in a line break (argparse's "%(prog)s: error: %(message)s\n") keeps it
    # last, as gettext wants of every translation: the line ends after the guillemet.
    text = message.removesuffix("\n")
    return f"«{text}»{message[len(text) :]}"


class _Pseudo(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return _marked(message)

    def pgettext(self, context: str, message: str) -> str:
        del context  # the same word in any meaning: what matters is that it was looked up
        return _marked(message)


class _PseudoTerms(gettext.NullTranslations):
    def gettext(self, message: str) -> str:
        return f"«{message}»" if message[:1].islower() else message


@contextmanager
def pseudo(lang: str = "fi") -> Iterator[None]:
    """Say every word as «word» (in ``lang``'s number style) inside the block."""
    with pytest.MonkeyPatch.context() as patch, i18n.using(lang):
        patch.setattr(i18n, "_catalog", lambda _lang: _Pseudo())
        patch.setattr(i18n, "_terms", lambda _lang: _PseudoTerms())
        yield


_SAID = re.compile(r"«[^«»]*»")


def english_left(text: str) -> list[str]:
    """The words of three or more lowercase letters left outside «…» in ``text``.

    >>> english_left("«deal» 3: Ann «made» 4S, then partscore")
    ['then', 'partscore']
    """
    previous = None
    while previous != text:  # innermost first: a translated value inside a translated text
        previous, text = text, _SAID.sub(" ", text)
    return re.findall(r"\b[a-z]{3,}\b", text)


def fillings(text: Text, path: str = "") -> Iterator[tuple[str, Text, str, object]]:
    """Every value filling ``text``, at any depth: its path, the Text it fills, its field.

    The pseudo-translation wraps a said Text whole, so a word passed as a plain ``str``
    value hides inside the guillemets; a test walks the values to find it. A value that is
    itself a Text comes first, then its own values.

    >>> label = Text("{what} ({count})", what=Text("{side} bonus", side="taker"), count=2)
    >>> [(where, field, value) for where, _, field, value in fillings(label)]
    [('.what', 'what', 'taker bonus'), ('.what.side', 'side', 'taker'), ('.count', 'count', 2)]
    """
    for name, value in text.args.items():
        where = f"{path}.{name}"
        yield where, text, name, value
        if isinstance(value, Text):
            yield from fillings(value, where)
