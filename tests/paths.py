"""Where the tests find the project's files, wherever a test file sits in ``tests/``."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
GOLDEN = ROOT / "tests" / "golden"
SCRIPTS = ROOT / "scripts"
