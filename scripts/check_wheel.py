"""Check that a built wheel holds everything an installed cardscore needs.

    python scripts/check_wheel.py dist/cardscore-*.whl

What must be inside, read from the source tree (so a new language, module or example is
required as soon as it exists):

- every module of ``src/cardscore`` (``*.py``, any depth);
- a compiled catalog ``cardscore/locale/LANG/LC_MESSAGES/cardscore.mo`` for every ``.po``
  (without it the language silently falls back to English);
- ``cardscore/py.typed`` (without it type checkers ignore the package's types);
- every example scoresheet, as ``cardscore/examples/NAME``.

Prints what is missing and exits 1, or prints what it checked and exits 0. CI runs it on the
wheel it builds (``.ci/run``); tests/core/test_check_wheel.py checks the checker.
"""

from __future__ import annotations

import sys
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def required(root: Path = ROOT) -> set[str]:
    """The paths a wheel of the tree at ``root`` must hold."""
    source = root / "src" / "cardscore"
    paths = {
        "cardscore/" + path.relative_to(source).as_posix()
        for path in source.rglob("*.py")
        if "__pycache__" not in path.parts
    }
    paths |= {
        "cardscore/" + path.relative_to(source).with_suffix(".mo").as_posix()
        for path in (source / "locale").rglob("*.po")
    }
    paths.add("cardscore/py.typed")
    paths |= {
        f"cardscore/examples/{path.name}"
        for path in (root / "examples").iterdir()
        if path.is_file()
    }
    return paths


def missing(wheel: Path, root: Path = ROOT) -> list[str]:
    """The required paths the wheel does not hold, sorted."""
    with zipfile.ZipFile(wheel) as archive:
        held = set(archive.namelist())
    return sorted(required(root) - held)


def main(argv: list[str]) -> int:
    """Check each wheel named in ``argv``; 1 when any lacks a required file."""
    if not argv:
        print("usage: python scripts/check_wheel.py WHEEL...", file=sys.stderr)
        return 2
    status = 0
    for name in argv:
        wheel = Path(name)
        lacking = missing(wheel)
        if lacking:
            status = 1
            print(f"{wheel.name}: {len(lacking)} required files missing:", file=sys.stderr)
            for path in lacking:
                print(f"  {path}", file=sys.stderr)
        else:
            catalogs = sum(path.endswith(".mo") for path in required())
            print(f"{wheel.name}: every module, {catalogs} catalogs, py.typed and the examples")
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
