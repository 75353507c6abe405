"""scripts/check_wheel.py: a wheel that lacks a catalog, py.typed or an example fails CI.

CI builds the real wheel and runs the script on it (.ci/run); here the script is checked on
wheels made from its own list of what is required, whole and with one file left out.
"""

from __future__ import annotations

import zipfile
from typing import TYPE_CHECKING

import pytest

from tests import paths

if TYPE_CHECKING:
    from pathlib import Path


tool = paths.script("check_wheel.py", "cardscore_check_wheel")


def _wheel(directory: Path, names: set[str]) -> Path:
    wheel = directory / "cardscore-0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        for name in sorted(names):
            archive.writestr(name, b"")
        archive.writestr("cardscore-0.dist-info/METADATA", b"")
    return wheel


def test_what_is_required_comes_from_the_tree() -> None:
    required = tool.required()
    languages = {
        path.parent.parent.name for path in (paths.ROOT / "src/cardscore/locale").rglob("*.po")
    }
    assert languages >= {"fi", "sv", "fr"}
    for lang in languages:
        assert f"cardscore/locale/{lang}/LC_MESSAGES/cardscore.mo" in required
    assert "cardscore/py.typed" in required
    assert "cardscore/__init__.py" in required
    assert "cardscore/examples/needafourth.toml" in required
    assert "cardscore/sheet/__init__.py" in required


@pytest.mark.parametrize(
    "left_out",
    [
        "cardscore/locale/fi/LC_MESSAGES/cardscore.mo",
        "cardscore/locale/fr/LC_MESSAGES/cardscore.mo",
        "cardscore/py.typed",
        "cardscore/examples/chicago.toml",
        "cardscore/bridge/_rules.py",
    ],
)
def test_a_wheel_without_a_required_file_fails(
    tmp_path: Path, left_out: str, capsys: pytest.CaptureFixture[str]
) -> None:
    wheel = _wheel(tmp_path, tool.required() - {left_out})
    assert tool.missing(wheel) == [left_out]
    assert tool.main([str(wheel)]) == 1
    assert left_out in capsys.readouterr().err


def test_a_whole_wheel_passes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    wheel = _wheel(tmp_path, tool.required())
    assert tool.missing(wheel) == []
    assert tool.main([str(wheel)]) == 0
    assert "catalogs, py.typed and the examples" in capsys.readouterr().out
    assert tool.main([]) == 2
