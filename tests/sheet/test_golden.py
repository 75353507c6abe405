"""Golden files: every example sheet, as printed, in every format and language, with and without why.

JSON is data for programs: one file per example, in English, whatever the language asked for
(its items are always there, so ``--explain`` changes nothing either).

Each file in ``tests/golden/LANG/`` was read by eye as a player of the game reads a sheet
(the layout, the words, every number against the rules) before it was kept. A change to a
layout or a word shows here as a difference to read again; ``python -m
tests.sheet.test_golden`` writes the files anew, to be read again before they are committed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

from cardscore import i18n, sheet
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

EXAMPLES = paths.EXAMPLES
GOLDEN = paths.GOLDEN
SUFFIX = {"text": "txt", "markdown": "md", "csv": "csv", "html": "html"}
CASES = [
    (path, form, explain, lang)
    for path in sorted(EXAMPLES.glob("*.toml"))
    for form in SUFFIX
    for explain in (False, True)
    for lang in i18n.LANGUAGES
]
JSON_CASES = [(path, "json", False, "en") for path in sorted(EXAMPLES.glob("*.toml"))]


def golden(path: Path, form: str, *, explain: bool, lang: str) -> Path:
    if form == "json":
        return GOLDEN / "en" / f"{path.stem}.json"
    return GOLDEN / lang / f"{path.stem}{'.explain' if explain else ''}.{SUFFIX[form]}"


def printed(path: Path, form: str, *, explain: bool, lang: str) -> str:
    return sheet.score(sheet.load(path)).render(form, explain=explain, lang=lang) + "\n"


@pytest.mark.parametrize(
    ("path", "form", "explain", "lang"),
    CASES,
    ids=[
        f"{lang}/{golden(path, form, explain=explain, lang=lang).name}"
        for path, form, explain, lang in CASES
    ],
)
def test_every_example_prints_as_its_golden_file(
    path: Path, form: str, *, explain: bool, lang: str
) -> None:
    # Bytes, not text: a CSV's line ends are part of what is printed.
    expected = golden(path, form, explain=explain, lang=lang).read_bytes().decode("utf-8")
    assert printed(path, form, explain=explain, lang=lang) == expected


@pytest.mark.parametrize("path", [case[0] for case in JSON_CASES], ids=lambda path: path.stem)
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
@pytest.mark.parametrize("explain", [False, True])
def test_every_example_s_json_is_its_golden_file_in_every_language(
    path: Path, lang: str, *, explain: bool
) -> None:
    expected = golden(path, "json", explain=False, lang="en").read_bytes().decode("utf-8")
    assert printed(path, "json", explain=explain, lang=lang) == expected


def test_every_golden_file_belongs_to_an_example() -> None:
    expected = {golden(*case[:2], explain=case[2], lang=case[3]) for case in CASES + JSON_CASES}
    assert {path for path in GOLDEN.rglob("*") if path.is_file()} == expected


if __name__ == "__main__":  # writes the files anew: read every difference before committing
    for path, form, explain, lang in CASES + JSON_CASES:
        target = golden(path, form, explain=explain, lang=lang)
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes(printed(path, form, explain=explain, lang=lang).encode("utf-8"))
