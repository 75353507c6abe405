"""What every game package's own test checks of its source (issue 42)."""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pathlib import Path


def relabellings(package: Path) -> list[str]:
    """Each error re-labelled after it was made in ``package``'s modules.

    ``raise type(error)(...)`` and ``error.args = ...``: the field is to be named at the
    door, the first time.
    """
    found = []
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if (
                isinstance(node, ast.Raise)
                and isinstance(node.exc, ast.Call)
                and isinstance(node.exc.func, ast.Call)
                and isinstance(node.exc.func.func, ast.Name)
                and node.exc.func.func.id == "type"
            ):
                found.append(f"{path}:{node.lineno}: raise type(...)(...)")
            if isinstance(node, ast.Assign):
                found += [
                    f"{path}:{node.lineno}: .args ="
                    for target in node.targets
                    if isinstance(target, ast.Attribute) and target.attr == "args"
                ]
    return found


def line_counts(package: Path) -> dict[str, int]:
    """The number of lines of each of ``package``'s modules, by file name."""
    return {
        path.name: len(path.read_text(encoding="utf-8").splitlines())
        for path in package.glob("*.py")
    }
