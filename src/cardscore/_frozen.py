"""The library's frozen attrs classes: building one from checked values, and its repr."""

from __future__ import annotations

import linecache
from typing import TYPE_CHECKING, TypeVar, cast

import attrs

__all__ = ["builder", "evolver", "fields_repr"]

if TYPE_CHECKING:
    from collections.abc import Callable
    from types import FunctionType

_A = TypeVar("_A", bound=attrs.AttrsInstance)


def _compiled(
    cls: type[_A], name: str, parameters: str, value: Callable[[int, str], str]
) -> object:
    # One function over cls's slots, unrolled: "_set<i>(instance, <value(i, name)>)" for
    # each field i, each _set<i> the slot's own descriptor. What attrs itself does for
    # __init__; the text is made here from cls's field names (identifiers) and indices.
    # As attrs does, the function is compiled under a name of its own, and its source is
    # registered with linecache: a traceback or a debugger shows the lines it runs.
    namespace: dict[str, object] = {"_new": object.__new__, "_cls": cls}
    lines = [f"def {name}({parameters}):", "    instance = _new(_cls)"]
    for index, field in enumerate(attrs.fields(cls)):
        namespace[f"_set{index}"] = cls.__dict__[field.name].__set__
        lines.append(f"    _set{index}(instance, {value(index, field.name)})")
    lines.append("    return instance")
    source = "\n".join(lines) + "\n"
    filename = f"<cardscore generated {name} {cls.__module__}.{cls.__qualname__}>"
    linecache.cache[filename] = (len(source), None, source.splitlines(keepends=True), filename)
    exec(compile(source, filename, "exec"), namespace)
    function = cast("FunctionType", namespace[name])
    function.__qualname__ = f"{cls.__qualname__}.{name}"
    return function


def builder(cls: type[_A], /) -> Callable[..., _A]:
    """A function ``build(value, ...)``: an instance of ``cls`` from its fields.

    ``cls`` is a frozen, slotted attrs class; ``build`` takes one value per field, in the
    order ``attrs.fields`` lists them or by keyword under its ``__init__`` name (the alias:
    ``items=`` for a private ``_lines``), and stores each in its slot through the slot's own
    descriptor, skipping ``__init__``'s converters and validators (for users' input) and
    the frozen ``__setattr__``: a result the library computed from checked values costs
    its slots and nothing more.
    """
    # The aliases never start with "_" (so no parameter shadows _new, _cls or _set<i>); a
    # field aliased "instance" would shadow the one being built, and none is.
    names = [field.alias for field in attrs.fields(cls)]
    return cast(
        "Callable[..., _A]",
        _compiled(cls, "build", ", ".join(names), lambda index, _: names[index]),
    )


def evolver(cls: type[_A], /) -> Callable[[_A, dict[str, object]], _A]:
    """A function ``evolve(instance, changes)``: ``instance`` with ``changes`` made, O(1).

    ``changes`` maps field names (as attrs stores them, ``_private`` ones included) to new
    values; every other field keeps ``instance``'s. Like :func:`builder`, nothing is
    converted or validated: the caller has checked each value.
    """
    return cast(
        "Callable[[_A, dict[str, object]], _A]",
        _compiled(
            cls,
            "evolve",
            "self, changes",
            lambda _, name: f"changes[{name!r}] if {name!r} in changes else self.{name}",
        ),
    )


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
