"""Golden files: every example sheet, as printed, in text and Markdown, with and without why.

Each file in ``tests/golden/`` was read by eye as a player of the game reads a sheet (the
layout, the words, every number against the rules) before it was kept. A change to a layout
shows here as a difference to read again; ``python -m tests.test_sheet_golden`` writes the
files anew, to be read again before they are committed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from cardscore import sheet

EXAMPLES = Path(__file__).parent.parent / "examples"
GOLDEN = Path(__file__).parent / "golden"
SUFFIX = {"text": "txt", "markdown": "md"}
CASES = [
    (path, form, explain)
    for path in sorted(EXAMPLES.glob("*.toml"))
    for form in SUFFIX
    for explain in (False, True)
]


def golden(path: Path, form: str, *, explain: bool) -> Path:
    return GOLDEN / f"{path.stem}{'.explain' if explain else ''}.{SUFFIX[form]}"


def printed(path: Path, form: str, *, explain: bool) -> str:
    return sheet.score(sheet.load(path)).render(form, explain=explain) + "\n"


@pytest.mark.parametrize(
    ("path", "form", "explain"),
    CASES,
    ids=[golden(path, form, explain=explain).name for path, form, explain in CASES],
)
def test_every_example_prints_as_its_golden_file(path: Path, form: str, *, explain: bool) -> None:
    assert printed(path, form, explain=explain) == golden(path, form, explain=explain).read_text(
        encoding="utf-8"
    )


def test_every_golden_file_belongs_to_an_example() -> None:
    expected = {golden(path, form, explain=explain).name for path, form, explain in CASES}
    assert {path.name for path in GOLDEN.iterdir()} == expected


if __name__ == "__main__":  # writes the files anew: read every difference before committing
    for path, form, explain in CASES:
        golden(path, form, explain=explain).write_text(
            printed(path, form, explain=explain), encoding="utf-8"
        )
