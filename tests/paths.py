"""Where the tests find the project's files, wherever a test file sits in ``tests/``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from types import ModuleType

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = ROOT / "tests" / "golden"
SCRIPTS = ROOT / "scripts"


def script(name: str, module: str) -> ModuleType:
    """``scripts/<name>``, imported as the module ``module`` (registered in ``sys.modules``:
    dataclasses look their module up while being made).

    ``scripts/`` is on ``sys.path`` while it is imported, as it is when the script is run
    (``python scripts/<name>``): the mutation scripts import ``mutation_sample``.
    """
    spec = importlib.util.spec_from_file_location(module, SCRIPTS / name)
    assert spec is not None
    assert spec.loader is not None
    loaded = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = loaded
    sys.path.insert(0, str(SCRIPTS))
    try:
        spec.loader.exec_module(loaded)
    finally:
        sys.path.remove(str(SCRIPTS))
    return loaded
