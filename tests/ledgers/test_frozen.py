"""builder and evolver: frozen attrs instances from checked values, without __init__."""

from __future__ import annotations

import traceback

import attrs
import pytest

# Private on purpose: the frozen-instance builders behind every ledger are this file's subject.
from cardscore._frozen import builder, evolver, fields_repr


@attrs.frozen
class Pair:
    left: int = attrs.field(validator=attrs.validators.gt(0))
    _right: int = 0


def test_builder_sets_every_field_and_skips_validation() -> None:
    build = builder(Pair)
    pair = build(-1, 2)
    assert (pair.left, pair._right) == (-1, 2)
    assert pair == build(-1, 2)
    assert pair != build(-1, 3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        pair.left = 3  # type: ignore[misc]


def test_builder_takes_each_field_by_keyword_under_its_init_name() -> None:
    # Results built by keyword (issue 42): a private field by its alias, as __init__ takes it.
    build = builder(Pair)
    assert build(left=-1, right=2) == build(-1, 2)
    assert build(right=2, left=-1)._right == 2
    with pytest.raises(TypeError):
        build(left=1, _right=2)


def test_evolver_changes_only_the_fields_named() -> None:
    evolve = evolver(Pair)
    pair = Pair(1, 2)
    assert evolve(pair, {"_right": 5}) == Pair(1, 5)
    assert evolve(pair, {"left": -4})._right == 2  # not validated: the caller checked it
    assert evolve(pair, {}) == pair
    assert pair == Pair(1, 2)


def _twins() -> tuple[type, type]:
    # The same class twice: once with the repr attrs generates, once with fields_repr.
    def make(*, ours: bool) -> type:
        @attrs.frozen
        class Sample:
            number: int
            _private: str = "x"
            hidden: int = attrs.field(default=0, repr=False)
            shouted: str = attrs.field(default="hi", repr=str.upper)
            nested: tuple[object, ...] = ()

            if ours:
                __repr__ = fields_repr

        return Sample

    return make(ours=False), make(ours=True)


@pytest.mark.parametrize(
    "arguments",
    [(1,), (2, "y", 3, "loud", (None, "a'b", 1.5)), (-7, "", 0, "", ((1, 2), {"k": 1}))],
)
def test_fields_repr_writes_what_attrs_writes(arguments: tuple[object, ...]) -> None:
    generated, ours = _twins()
    assert repr(ours(*arguments)) == repr(generated(*arguments))


def test_fields_repr_by_hand() -> None:
    _, ours = _twins()
    assert repr(ours(3, "p", 9, "ok")) == "Sample(number=3, _private='p', shouted=OK, nested=())"


def test_generated_functions_are_named_and_show_their_source() -> None:
    # As attrs does: a traceback through a generated function names it and shows its lines.
    build, evolve = builder(Pair), evolver(Pair)
    assert build.__qualname__ == "Pair.build"
    assert evolve.__qualname__ == "Pair.evolve"
    assert build.__code__.co_filename == f"<cardscore generated build {__name__}.Pair>"
    with pytest.raises(AttributeError) as caught:
        evolve(object(), {})  # type: ignore[arg-type]  # an instance it was not made for
    shown = "".join(traceback.format_exception(caught.value))
    assert "in evolve" in shown
    assert "_set0(instance, changes['left'] if 'left' in changes else self.left)" in shown
