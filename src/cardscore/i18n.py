r"""Languages: every word cardscore prints, in English, Finnish, Swedish or French.

cardscore makes its words in English, each as a :class:`Text` that keeps its template (see
:mod:`cardscore._text`). :func:`say` says one in another language, from the standard
gettext catalogs shipped with the package (``cardscore/locale/LANG/LC_MESSAGES/cardscore.mo``,
compiled from the ``.po`` files in the repository), and writes its numbers as that language
does: ``45,5`` and ``1 000`` in Finnish, Swedish and French.

>>> from cardscore import bridge
>>> item = bridge.settle("4S", 11, vulnerable=False).items[1]
>>> print(item.label)
overtricks (1 × 30)
>>> print(say(item.label, "fr"))
levées de mieux (1 × 30)
>>> number(45.5, lang="fi"), number(1000, ",", lang="sv")
('45,5', '1\xa0000')

An error's message, in a language:

>>> from cardscore.errors import ScoreError
>>> try:
...     bridge.Contract(8, "S")
... except ScoreError as error:
...     print(message(error, "fi"))
level: 8 ei kelpaa; odotettiin int-arvoa 1–7

The language of a block of code (the sheets' and the command's words use it) is set with
:func:`using`; :func:`current` tells which it is (English unless set). :func:`from_locale`
reads the one the user's environment asks for (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``,
``LANG``), English when it is none of :data:`LANGUAGES`.

What stays as typed, in every language: player names, the notation people type (contracts
such as ``4S`` and ``3NTX``, seats ``N E S W`` and sides ``NS``/``EW``, card codes), and the
names of fields and options (``tricks``, ``--vulnerable``), which are the keys of a scoresheet
file and the command's flags.
"""

from __future__ import annotations

import gettext
import os
import string
from collections.abc import Mapping
from contextlib import contextmanager
from contextvars import ContextVar
from decimal import Decimal
from fractions import Fraction
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Final

from cardscore._check import fold
from cardscore._text import Text, _plain, spec_bounded
from cardscore.errors import ScoreError

if TYPE_CHECKING:
    from collections.abc import Iterator

__all__ = [
    "DOMAIN",
    "LANGUAGES",
    "LOCALE_DIR",
    "Text",
    "current",
    "from_locale",
    "language",
    "message",
    "number",
    "say",
    "term",
    "using",
]

#: The gettext domain: the catalogs are ``LOCALE_DIR/LANG/LC_MESSAGES/cardscore.mo``.
DOMAIN: Final = "cardscore"
#: Where the compiled catalogs are.
LOCALE_DIR: Final = Path(__file__).parent / "locale"


def _languages(locale_dir: Path) -> tuple[str, ...]:
    """English, then every language with a compiled catalog in ``locale_dir``, sorted."""
    compiled = {path.parent.parent.name for path in locale_dir.glob(f"*/LC_MESSAGES/{DOMAIN}.mo")}
    return ("en", *sorted(compiled - {"en"}))


#: The languages cardscore speaks: English (its source language), then every language with a
#: compiled catalog in :data:`LOCALE_DIR`, sorted (Finnish, French, Swedish): a translator adds
#: one by adding its catalog, without touching the code.
LANGUAGES: Final = _languages(LOCALE_DIR)

_LANGUAGE_LIMIT: Final = 16  # a code is two letters; longer text is not folded
_LANGUAGE_ALLOWED: Final = Text("one of {languages}", languages=", ".join(LANGUAGES))
# Between a message's context and its msgid in a compiled catalog's key, as in GNU gettext.
_CONTEXT_SEPARATOR: Final = "\x04"
_TEXT_ALLOWED: Final = Text("a str (a Text says itself in any language)")
_NUMBER_ALLOWED: Final = Text("an int, float, Decimal or Fraction, and a format spec for it")
_ERROR_ALLOWED: Final = Text("a ScoreError")
_ENVIRON_ALLOWED: Final = Text("None or a mapping of environment variables to str")
_CURRENT: ContextVar[str] = ContextVar("cardscore_language", default="en")
# Set by the tests: every msgid a catalog was asked for and did not have, per language.
_misses: set[tuple[str, str]] | None = None


def language(value: object) -> str:
    """``value`` checked as a language code: one of :data:`LANGUAGES`, any case.

    >>> language("FI")
    'fi'

    Raises:
        ScoreError: ``value`` is not one of the codes.
    """
    if isinstance(value, str) and len(value) <= _LANGUAGE_LIMIT and fold(value) in LANGUAGES:
        return fold(value)
    raise ScoreError("lang", value, _LANGUAGE_ALLOWED)


def from_locale(environ: Mapping[str, str] | None = None) -> str:
    """The language the environment asks for, as gettext reads it; English when none fits.

    The first of ``LANGUAGE`` (a colon-separated list: its first language cardscore
    speaks), ``LC_ALL``, ``LC_MESSAGES`` and ``LANG`` that is set decides.

    >>> from_locale({"LANG": "fi_FI.UTF-8"}), from_locale({"LANGUAGE": "de:sv", "LANG": "C"})
    ('fi', 'sv')
    >>> from_locale({"LC_ALL": "C.UTF-8", "LANG": "fr_FR"}), from_locale({})
    ('en', 'en')
    """
    env = os.environ if environ is None else environ
    if not isinstance(env, Mapping):
        raise ScoreError("environ", environ, _ENVIRON_ALLOWED)
    for name in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        setting = env.get(name, "")
        if not setting:
            continue
        if not isinstance(setting, str):
            raise ScoreError(name, setting, Text("a str, like 'fi_FI.UTF-8'"))
        for entry in setting.split(":") if name == "LANGUAGE" else (setting,):
            code = fold(entry.split(".")[0].split("@")[0].split("_")[0])
            if code in LANGUAGES:
                return code
        if name != "LANGUAGE":
            return "en"
    return "en"


def current() -> str:
    """The language words are said in here: the one :func:`using` set, else ``"en"``."""
    return _CURRENT.get()


@contextmanager
def using(lang: str) -> Iterator[str]:
    """Say every word in ``lang`` inside the ``with`` block (this thread or task only).

    >>> with using("sv"):
    ...     number(45.5)
    '45,5'

    Raises:
        ScoreError: ``lang`` is not one of :data:`LANGUAGES`.
    """
    token = _CURRENT.set(language(lang))
    try:
        yield _CURRENT.get()
    finally:
        _CURRENT.reset(token)


class _Missing(gettext.NullTranslations):
    """The last fallback of every catalog: notes a msgid it lacks when the tests ask."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self._lang = lang

    def gettext(self, message: str) -> str:
        if _misses is not None:
            _misses.add((self._lang, message))
        return message

    def pgettext(self, context: str, message: str) -> str:
        if _misses is not None:  # noted as the catalog's key: "context\x04msgid"
            _misses.add((self._lang, f"{context}{_CONTEXT_SEPARATOR}{message}"))
        return message


@cache
def _catalog(lang: str) -> gettext.NullTranslations:
    catalog = gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)
    catalog.add_fallback(_Missing(lang))
    return catalog


@cache
def _terms(lang: str) -> gettext.NullTranslations:
    return gettext.translation(DOMAIN, LOCALE_DIR, languages=[lang], fallback=True)


def _words(lang: str | None) -> str:
    return _CURRENT.get() if lang is None else language(lang)


def number(value: float | Decimal | Fraction, spec: str = "", *, lang: str | None = None) -> str:
    r"""``value`` written as ``lang`` (default: :func:`current`) writes numbers.

    ``spec`` is a :func:`format` spec (``","`` groups thousands, ``"+d"`` signs). Finnish,
    Swedish and French write a decimal comma and group thousands with a no-break space; a
    :class:`~fractions.Fraction` is written as a decimal (tarot's half points: ``91/2`` is
    ``45.5``).

    >>> number(-1746, "+,", lang="fr"), number(Fraction(91, 2), lang="en")
    ('-1\xa0746', '45.5')
    """
    lang = _words(lang)
    if isinstance(value, bool) or not isinstance(value, int | float | Decimal | Fraction):
        raise ScoreError("value", value, _NUMBER_ALLOWED)
    given_spec: object = spec  # checked as what a caller may really pass
    if not isinstance(given_spec, str) or not spec_bounded(given_spec):
        raise ScoreError("spec", spec, _NUMBER_ALLOWED)
    try:
        written = format(_plain(value), spec)
    except (TypeError, ValueError):
        raise ScoreError("spec", spec, _NUMBER_ALLOWED) from None
    return _localized(written, lang)


def _localized(written: str, lang: str) -> str:
    if lang == "en":
        return written
    return written.replace(",", "\u00a0").replace(".", ",")


class _Formatter(string.Formatter):
    """Fills a translated template: Text values translated, numbers written in the language."""

    def __init__(self, lang: str) -> None:
        super().__init__()
        self._lang = lang

    def convert_field(self, value: object, conversion: str | None) -> object:
        if conversion == "r" and isinstance(value, Text):  # a word quoted: quoted translated
            return repr(_say(value, self._lang))
        return super().convert_field(value, conversion)

    def format_field(self, value: object, format_spec: str) -> str:
        if isinstance(value, Text):
            return format(_say(value, self._lang), format_spec)
        if isinstance(value, int | float | Decimal | Fraction) and not isinstance(value, bool):
            return _localized(format(_plain(value), format_spec), self._lang)
        return format(value, format_spec)


def _said(value: object) -> str:
    if not isinstance(value, str):
        raise ScoreError("value", value, _TEXT_ALLOWED)
    return value


def _say(value: str, lang: str) -> str:
    # An empty msgid asks a catalog for its header: an empty text stays empty.
    if lang == "en" or not value:
        return str(value)
    catalog = _catalog(lang)
    if not isinstance(value, Text):
        return catalog.gettext(value)
    if value.context is None:
        template = catalog.gettext(value.template)
    else:
        template = catalog.pgettext(value.context, value.template)
    if not value.args:
        return template
    return _Formatter(lang).vformat(template, (), value.args)


def say(value: str, lang: str | None = None) -> str:
    """``value`` said in ``lang`` (default: :func:`current`).

    A :class:`Text` is said from its template, in its context if it has one
    (:meth:`Text.in_context`: the catalog's ``msgctxt``); a plain ``str`` is looked up whole
    as a msgid. Either is returned unchanged (in English) when the catalog does not have it.

    Raises:
        ScoreError: ``value`` is not a str, or ``lang`` is not one of :data:`LANGUAGES`.
    """
    return _say(_said(value), _words(lang))


def term(value: str, lang: str | None = None) -> str:
    """``value`` translated if it is a word the catalog knows, else unchanged.

    For what may be a term or a name: a breakdown's party (``"declarer"``, or ``"Ann"``).
    """
    value = _said(value)
    lang = _words(lang)
    if lang == "en":
        return str(value)
    return _terms(lang).gettext(str(value))


def message(error: ScoreError, lang: str | None = None) -> str:
    """``error``'s message said in ``lang`` (default: :func:`current`).

    Raises:
        ScoreError: ``error`` is not a ScoreError, or ``lang`` is not one of the languages.
    """
    if not isinstance(error, ScoreError):
        raise ScoreError("error", error, _ERROR_ALLOWED)
    text = error.args[0] if error.args and isinstance(error.args[0], str) else str(error)
    return say(text, lang)
