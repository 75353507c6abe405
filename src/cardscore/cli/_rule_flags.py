"""A game's ``Rules`` as command-line flags: one flag a field, read from the class itself.

A game's options are an attrs class (``pitch.Rules``, ``tarot.Rules``): each field has a
name, a type and a default. :func:`add_rule_flags` makes each field a flag from these, so
that a new rule is a flag of the command without a line of it:

- the name: ``win_by`` is ``--win-by``;
- a ``bool`` that is off by default: a switch (``--moon-wins``); one that is on: ``--x`` or
  ``--no-x``;
- an enum: its values are the flag's choices (``--bonuses shared|personal``);
- a whole number (or None): ``--win-by N``, read as the library reads numbers;
- the help: the command's own words for it (translated), else the field's line in the
  class's ``Attributes:``, in English until the catalogs say it.

A flag not given is None (the preset's or the library's default applies), unless the
command asks for the field's default to be the flag's.
"""

from __future__ import annotations

import argparse
import enum
import inspect
import re
import types
import typing
from typing import TYPE_CHECKING, Any

import attrs

from cardscore import i18n
from cardscore.cli._common import whole_number

if TYPE_CHECKING:
    from collections.abc import Collection, Mapping

    from cardscore._text import Text

__all__ = ["add_rule_flags", "flag_of", "rule_fields"]


def flag_of(name: str) -> str:
    """A field's flag: ``win_by`` is ``--win-by``."""
    return "--" + name.replace("_", "-")


def rule_fields(
    rules: type[attrs.AttrsInstance],
    *,
    only: Collection[str] | None = None,
    skip: Collection[str] = (),
) -> tuple[str, ...]:
    """The fields of ``rules`` made flags, in the class's order: ``only`` those, less ``skip``."""
    return tuple(
        field.name
        for field in attrs.fields(rules)
        if (only is None or field.name in only) and field.name not in skip
    )


def add_rule_flags(
    parser: argparse._ActionsContainer,
    rules: type[attrs.AttrsInstance],
    helps: Mapping[str, Text],
    *,
    only: Collection[str] | None = None,
    skip: Collection[str] = (),
    settings: Mapping[str, Mapping[str, Any]] | None = None,
    defaults: bool = False,
) -> tuple[str, ...]:
    """Add a flag to ``parser`` for each field of ``rules`` (:func:`rule_fields`).

    Args:
        parser: The parser, or one of its groups.
        rules: The game's attrs class of options.
        helps: The command's help for a field, by name (said in the run's language).
        only: The fields to make flags of (default: every field not skipped).
        skip: The fields that are not flags (set another way: a preset, a flag of the hand).
        settings: ``add_argument``'s keywords for a field, over the derived ones
            (``{"moon": {"nargs": "?", "const": 5}}``).
        defaults: The field's default is the flag's (else a flag not given is None).

    Returns:
        The fields made flags, in the order added.
    """
    hints = typing.get_type_hints(rules)
    docs = _attribute_docs(rules.__doc__ or "")
    names = rule_fields(rules, only=only, skip=skip)
    fields = attrs.fields_dict(rules)
    for name in names:
        default = fields[name].default
        shown = helps.get(name)
        keywords: dict[str, Any] = {
            **_kind(hints[name], default, defaults=defaults),
            # argparse formats a help with %: a docstring's own % is kept as written.
            "help": docs.get(name, name).replace("%", "%%") if shown is None else i18n.say(shown),
            **(settings or {}).get(name, {}),
        }
        parser.add_argument(flag_of(name), dest=name, **keywords)
    return names


def _kind(hint: object, default: object, *, defaults: bool) -> dict[str, Any]:
    """The keywords that read a field of type ``hint`` from its flag."""
    given = default if defaults else None
    if hint is bool:
        if default is True:
            return {"action": argparse.BooleanOptionalAction, "default": given}
        return {"action": "store_true"}
    arguments = [arg for arg in typing.get_args(hint) if arg is not type(None)]
    if isinstance(hint, types.UnionType) and len(arguments) == 1:
        hint = arguments[0]  # int | None: the number, or nothing given
    if isinstance(hint, type) and issubclass(hint, enum.Enum):
        value = given.value if isinstance(given, enum.Enum) else given
        return {"choices": tuple(member.value for member in hint), "default": value}
    if hint is int:
        return {"type": whole_number, "metavar": "N", "default": given}
    return {"default": given}  # pragma: no cover - every rule is a switch, a choice or a number


def _attribute_docs(doc: str) -> dict[str, str]:
    """Each field's line of a Google-style ``Attributes:`` section, its lines joined.

    The docstring is cleaned first: Python 3.13 strips a docstring's indentation when it
    compiles it, earlier versions keep it, and the section's entries are read by theirs.
    """
    section = inspect.cleandoc(doc).partition("Attributes:")[2]
    found: dict[str, str] = {}
    name = None
    for line in section.splitlines():
        entry = re.fullmatch(r" {4}(\w+): (.*)", line)
        if entry is not None:
            name = entry[1]
            found[name] = entry[2]
        elif name is not None and re.fullmatch(r" {8}\S.*", line):
            found[name] += " " + line.strip()
        elif line.strip():
            name = None
    return found
