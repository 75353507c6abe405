"""Text: an English str that remembers how it was made, so it can be said in any language.

Every word cardscore shows (an error's message, a breakdown line's label, a sheet's
heading) is made in English, as a :class:`Text`: a ``str`` whose value is the English text,
which also keeps its template and the values that filled it. :mod:`cardscore.i18n` says it
in another language by looking the template up in that language's gettext catalog and
filling it with the same values, written as that language writes numbers.

>>> label = Text("overtricks ({count} × {each})", count=1, each=30)
>>> label
'overtricks (1 × 30)'
>>> label.template, dict(label.args)
('overtricks ({count} × {each})', {'count': 1, 'each': 30})
>>> label == "overtricks (1 × 30)"
True

A :class:`~fractions.Fraction` value is written as a decimal, as :func:`cardscore.i18n.number`
writes it (tarot's half points):

>>> from fractions import Fraction
>>> Text("{points} points", points=Fraction(91, 2))
'45.5 points'

A template without values is the text itself, braces and all:

>>> Text("options = {honours = true}")
'options = {honours = true}'

One English word with two meanings is two messages: :meth:`Text.in_context` names the
meaning (gettext's ``msgctxt``), so each language translates each meaning on its own. Pitch's
game point is not bridge's game, though both are ``"game"`` in English:

>>> point = Text.in_context("pitch point", "game")
>>> point, point.context, Text("game").context
('game', 'pitch point', None)

The two meanings are not equal, so that a dict or a set keeps them apart and each is said
in its own words. A plain ``str`` has no meaning but its English: it is equal to
``Text("game")``, not to the point (equality stays transitive, and a set holds the same
members whatever the order they are added in). The point's English is still ``"game"``:

>>> point == Text("game"), Text("game") == "game", point == "game", str(point) == "game"
(False, True, False, True)
>>> len({point, Text("game"), "game"}), len({"game", point, Text("game")})
(2, 2)

What people do with strings keeps the words: ``+`` with a ``str`` or another Text gives a
Text, said in any language part by part (the plain ``str`` as it is):

>>> shouted = "» " + Text("overtricks ({count} × {each})", count=1, each=30) + "!"
>>> shouted, type(shouted).__name__
('» overtricks (1 × 30)!', 'Text')
"""

from __future__ import annotations

import re
import string
from decimal import Decimal
from fractions import Fraction
from types import MappingProxyType
from typing import TYPE_CHECKING, Final, Literal, NoReturn, Self

if TYPE_CHECKING:
    from collections.abc import Mapping, Sequence

__all__ = ["Allowed", "Text", "listed"]


class Text(str):
    """An English ``str`` with its gettext template (the msgid) and the values that fill it.

    It is a ``str`` in every way (hashed and shown as its English text, and equal to it
    unless it is in a context of its own, :meth:`in_context`); the
    template and values are what :func:`cardscore.i18n.say` needs to say it in another
    language. A template is written as for :meth:`str.format` (``"{count} × {each}"``,
    ``"{size:,} bytes"``), with names a translator can read. Values that are themselves
    :class:`Text` are translated too; numbers are written as the language writes them; any
    other value (a name, a card, a contract) is shown as it is.

    Attributes:
        template: The English template, the catalog's msgid.
        args: The values of its fields, read-only.
        context: The meaning the template has here, when the English word has several (the
            catalog's ``msgctxt``); None for most words. See :meth:`in_context`.
    """

    template: str
    context: str | None

    def __new__(cls, template: str, /, **args: object) -> Self:
        if type(template) is not str:
            from cardscore._check import A_STR  # the checks make their words as Text

            _refuse("template", template, A_STR)
        if args and ":" in template and not specs_bounded(template):
            _refuse("template", template, _SPECS_ALLOWED)
        try:
            if not args:
                english = template
            elif Fraction in map(type, args.values()):
                english = _DECIMAL_FRACTIONS.vformat(template, (), args)
            else:
                english = template.format_map(args)
        except (KeyError, IndexError, AttributeError, TypeError, ValueError):
            _refuse(
                "template", template, Text("a str.format template whose {fields} are all given")
            )
        except RecursionError:  # a value nested past the recursion limit: its str() fails
            _refuse("args", args, Text("values whose text is not nested too deep to write"))
        self = super().__new__(cls, english)
        # Straight into the instance's dict: __setattr__ refuses every change after this.
        self.__dict__.update(template=template, _args=args, context=None)
        return self

    @classmethod
    def in_context(cls, context: str, template: str, /, **args: object) -> Text:
        """A Text whose template has, here, the meaning ``context`` names.

        For an English word with more than one meaning (pitch's game point and bridge's game
        are both ``"game"``), or too short to translate alone (a sheet's one-letter marks):
        each context is a message of its own in the catalogs (gettext's ``msgctxt``, shown to
        the translator), translated on its own. The English and the hash are those of
        ``Text(template, **args)``; it is equal only to a Text of the same English in the
        same context (not to a plain ``str``: see :class:`Text`).

        Args:
            context: What the template means here, in words a translator reads
                (``"pitch point"``, ``"tarot mark: taker"``).
            template: The English template, as for :class:`Text`.
            **args: The values of its fields, as for :class:`Text`.
        """
        if type(context) is not str:
            _refuse("context", context, Text("a str naming the meaning"))
        text = cls(template, **args)
        text.__dict__["context"] = context
        return text

    @property
    def args(self) -> Mapping[str, object]:
        """The values of the template's fields, read-only."""
        return MappingProxyType(self.__dict__["_args"])

    def __setattr__(self, name: str, value: object) -> NoReturn:
        raise AttributeError(f"Text is immutable: cannot set {name!r}")

    def __delattr__(self, name: str) -> NoReturn:
        raise AttributeError(f"Text is immutable: cannot delete {name!r}")

    def __reduce__(self) -> tuple[object, ...]:
        return _text, (self.template, dict(self.args), self.context)

    # One key per value: (English, meaning), a plain str being (its text, no meaning). So a
    # Text without a meaning of its own (no context, or only the parts of a + join) is equal
    # to its English str, and one in a context (pitch's "game", a tarot mark) equals only a
    # Text in the same context: equality is transitive, and a set or a dict holds the same
    # members whatever the order they came in. Hashed as its English, as a str: equal values
    # hash equal (the two meanings of "game" share a hash and stay two keys).
    def __eq__(self, other: object) -> bool:
        if type(other) is str:  # the most common comparison first
            return str.__eq__(self, other) and _meaning(self) is None
        if isinstance(other, Text):
            return str.__eq__(self, other) and _meaning(self) == _meaning(other)
        if isinstance(other, str):  # another str subclass: a str with no meaning of its own
            return str.__eq__(self, other) and _meaning(self) is None
        return NotImplemented

    def __ne__(self, other: object) -> bool:
        equal = self.__eq__(other)
        return equal if equal is NotImplemented else not equal

    __hash__ = str.__hash__

    # A str subclass on the right of + is asked first (its __radd__), so "» " + text, text +
    # "!" and text + text all stay Texts: said whole in any language, part by part.
    def __add__(self, other: str, /) -> Text:
        if not isinstance(other, str):
            return NotImplemented
        return _joined(self, other)

    def __radd__(self, other: str, /) -> Text:
        if not isinstance(other, str):
            return NotImplemented
        return _joined(other, self)


class Allowed(Text):
    """What an error allows, in a program's words, carrying the same said in a player's.

    The library's messages say what is allowed as a program reads it (``True or False``,
    ``None: nobody doubled``, ``an int from 1 to 7``); the command and the scoresheets tell a
    player ``true or false``, ``nothing: nobody doubled``, ``a whole number from 1 to 7``
    (:func:`cardscore.errors.told`). Both are written where the error is raised, each a
    :class:`Text` (a msgid of its own), so that nothing reads the English back to find its
    meaning.

    An Allowed is its program's Text in every way: its English, template, values and
    context, its equality and hash; only :attr:`told` is added.

    >>> allowed = Allowed(
    ...     Text("an int from {low} to {high}", low=1, high=7),
    ...     told=Text("a whole number from {low} to {high}", low=1, high=7),
    ... )
    >>> allowed, allowed.told, allowed.template
    ('an int from 1 to 7', 'a whole number from 1 to 7', 'an int from {low} to {high}')
    >>> allowed == Text("an int from {low} to {high}", low=1, high=7) == "an int from 1 to 7"
    True

    Attributes:
        told: The same allowed values in a player's words.
    """

    told: Text

    def __new__(cls, program: Text, /, told: Text) -> Self:
        if type(program) is not Text:  # a Text, not an Allowed already
            _refuse("program", program, Text("a Text (the program's words)"))
        if not isinstance(told, Text):
            _refuse("told", told, Text("a Text (the player's words)"))
        self = str.__new__(cls, program)
        # The program's Text as it was made (template, values, context), and the player's.
        self.__dict__.update(program.__dict__, told=told)
        return self

    def __reduce__(self) -> tuple[object, ...]:
        return _allowed, (self.template, dict(self.args), self.context, self.told)


#: The context of a Text made by joining strings with ``+``: no catalog has it, so its
#: template (``"{p0}{p1}"``, one field a part) is filled with each part said on its own.
JOINED: Final = "cardscore: texts joined"


def _joined(left: str, right: str) -> Text:
    # Flat, however many parts are joined: a join of joins would nest as deep as a loop
    # of += runs, and saying it would recurse as deep.
    parts = [*_parts(left), *_parts(right)]
    template = "".join(f"{{p{index}}}" for index in range(len(parts)))
    return Text.in_context(
        JOINED, template, **{f"p{index}": part for index, part in enumerate(parts)}
    )


def _meaning(text: Text) -> str | None:
    """The context that gives ``text`` a meaning of its own: None without one, or for a join."""
    context: str | None = text.context
    return None if context is None or context == JOINED else context


def _parts(value: str) -> list[object]:
    if isinstance(value, Text) and value.context == JOINED:
        return list(value.args.values())
    return [value]


def listed(parts: Sequence[str], separator: Literal[",", ";"] = ",") -> str:
    """``parts`` one after the other, as a list: ``a, b, c`` (or ``a; b; c``).

    Each part is a whole phrase, said on its own; the separator between two is a message of
    its own (``"{first}, {rest}"``), so that a language writes its lists its own way (French
    puts a no-break space before ``;``). An empty list is an empty str, one part is itself.

    >>> listed(["4H+1", Text("liar {name}", name="Ann")])
    '4H+1, liar Ann'
    """
    if not parts:
        return ""
    said = parts[-1]
    for part in reversed(parts[:-1]):
        if separator == ";":
            said = Text("{first}; {rest}", first=part, rest=said)
        else:
            said = Text("{first}, {rest}", first=part, rest=said)
    return said


SPEC_DIGITS: Final = 3
"""The most digits of a number (a width, a precision) in a format spec: 999 at most."""

_SPECS_ALLOWED: Final = Text(
    "a template whose format specs hold no field and no number over {limit} digits",
    limit=SPEC_DIGITS,
)


def spec_bounded(spec: str) -> bool:
    """True if the format spec ``spec`` writes at most a few hundred characters.

    A width or precision of more than :data:`SPEC_DIGITS` digits (``">9999999999"``) would
    have :func:`format` build a string of that many characters, and a field inside the spec
    (``"{a:>{width}}"``) a width from a value: both are refused before any formatting.
    """
    if len(spec) > _SPEC_LIMIT or "{" in spec:
        return False
    # A short loop, no regex: a message is made on every refusal, and a refusal of a long
    # text must read nothing but its length.
    digits = 0
    for char in spec:
        digits = digits + 1 if "0" <= char <= "9" else 0
        if digits > SPEC_DIGITS:
            return False
    return True


_SPEC_LIMIT: Final = 32


def specs_bounded(template: str) -> bool:
    """True if every format spec in ``template`` is :func:`spec_bounded`.

    A malformed template is True here: formatting it reports that.
    """
    try:
        return all(spec is None or spec_bounded(spec) for _, _, spec, _ in _FIELDS.parse(template))
    except ValueError:
        return True


_FIELDS: Final = string.Formatter()


def _plain(value: object) -> object:
    """``value``, a :class:`~fractions.Fraction` made a :class:`~decimal.Decimal`, exactly.

    A Fraction has no decimal format spec before Python 3.12: halves and the like are written
    through Decimal (the denominators cardscore makes are 1 and 2).
    """
    if isinstance(value, Fraction):
        return Decimal(value.numerator) / Decimal(value.denominator)
    return value


class _DecimalFractions(string.Formatter):
    """:meth:`str.format`, with a Fraction written as a decimal (``45.5``, not ``91/2``)."""

    def format_field(self, value: object, format_spec: str) -> str:
        return format(_plain(value), format_spec)


_DECIMAL_FRACTIONS: Final = _DecimalFractions()


def _refuse(field: str, value: object, allowed: str) -> NoReturn:
    from cardscore.errors import ScoreError  # errors makes its messages as Text: imported here

    raise ScoreError(field, value, allowed)


def _text(template: str, args: dict[str, object], context: str | None = None) -> Text:
    """Rebuild a pickled :class:`Text` (pickled before contexts: without one)."""
    if context is None:
        return Text(template, **args)
    return Text.in_context(context, template, **args)


def _allowed(template: str, args: dict[str, object], context: str | None, told: Text) -> Allowed:
    """Rebuild a pickled :class:`Allowed`: its program's Text, and the player's words."""
    return Allowed(_text(template, args, context), told=told)


# Every control character (C0, DEL, C1: Unicode's Cc) but the ones a layout keeps.
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")


def controls_escaped(text: str, keep: str = "\n") -> str:
    r"""``text`` with each control character written as its escape (``\x1b``), but ``keep``.

    The one function every text face (a sheet's text, Markdown and CSV, the command's
    output, the ``play`` prompt) shows names, titles and deals through: an escape sequence
    in a name (``ESC ]0;…BEL`` retitles a terminal, ``ESC [2J`` clears it) is shown, never
    sent. ``keep`` holds the controls the face itself writes (a text's line breaks).

    >>> controls_escaped("Ann\x1b]0;owned\x07\n")
    'Ann\\x1b]0;owned\\x07\n'
    >>> controls_escaped("a\tb\r\n", keep="")
    'a\\x09b\\x0d\\x0a'
    """
    if _CONTROL.search(text) is None:
        return text
    return _CONTROL.sub(lambda found: _escape(found.group(), keep), text)


def _escape(char: str, keep: str) -> str:
    return char if char in keep else f"\\x{ord(char):02x}"
