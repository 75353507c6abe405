"""assemble: a frozen attrs instance from checked values, without __init__."""

from __future__ import annotations

import attrs
import pytest

from cardscore._frozen import assemble


@attrs.frozen
class Pair:
    left: int = attrs.field(validator=attrs.validators.gt(0))
    _right: int = 0


def test_assemble_sets_every_field_and_skips_validation() -> None:
    pair = assemble(Pair, left=-1, _right=2)
    assert (pair.left, pair._right) == (-1, 2)
    assert pair == assemble(Pair, left=-1, _right=2)
    assert pair != assemble(Pair, left=-1, _right=3)
    with pytest.raises(attrs.exceptions.FrozenInstanceError):
        pair.left = 3  # type: ignore[misc]
