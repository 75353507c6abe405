"""The library's frozen attrs classes: building one from checked values, and its repr."""

from __future__ import annotations

from typing import TypeVar

import attrs

__all__ = ["assemble", "fields_repr"]

_T = TypeVar("_T")


def assemble(cls: type[_T], /, **fields: object) -> _T:
    """An instance of the frozen, slotted attrs class ``cls`` with ``fields`` set as given.

    ``__init__``'s converters and validators exist for users' input; a ledger's successor
    (one more deal, O(1)) or a tally that ``tally()`` has checked skips them. Every field of
    ``cls`` must be given.
    """
    instance: _T = object.__new__(cls)
    for name, value in fields.items():
        object.__setattr__(instance, name, value)
    return instance


def fields_repr(self: attrs.AttrsInstance) -> str:
    """``Name(field=value, ...)`` over the fields shown in the repr: what attrs would write.

    A class sets ``__repr__ = fields_repr`` instead of letting attrs generate one: the
    generated ``__repr__`` is compiled when its module is imported, about a third of what an
    attrs class costs at start-up, and a repr is rarely asked for.
    """
    cls = type(self)
    shown = []
    for field in attrs.fields(cls):
        if field.repr is True:
            shown.append(f"{field.name}={getattr(self, field.name)!r}")
        elif field.repr:  # a field's own repr function
            shown.append(f"{field.name}={field.repr(getattr(self, field.name))}")
    # attrs names a class defined in a function without its "f.<locals>." prefix.
    return f"{cls.__qualname__.rsplit('>.', 1)[-1]}({', '.join(shown)})"
