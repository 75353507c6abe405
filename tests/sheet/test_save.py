"""sheet.save: a document written to a file atomically, read back by sheet.load as it was."""

from __future__ import annotations

import os
import stat
from typing import TYPE_CHECKING

import pytest

from cardscore import ScoreError, chicago, sheet
from tests.bad_input import wrong

if TYPE_CHECKING:
    from pathlib import Path

# B6: N 3NT+1 (nobody vulnerable) is 430 to NS; the next deal is passed out.
MATCH = chicago.Match().record("3NT", 10, declarer="N").throw_in()
DOCUMENT = sheet.from_ledger(MATCH, title="Tuesday")


def test_a_saved_sheet_loads_back_as_it_was(tmp_path: Path) -> None:
    for name in ("tuesday.toml", "tuesday.json", "tuesday.sheet"):
        path = tmp_path / name
        sheet.save(DOCUMENT, path)
        assert sheet.load(path) == DOCUMENT
        assert sheet.load(path).ledger() == MATCH
    # The format follows the file's suffix (TOML for any other), unless asked for.
    assert (tmp_path / "tuesday.json").read_text(encoding="utf-8").startswith("{")
    assert (tmp_path / "tuesday.sheet").read_text(encoding="utf-8").startswith("game = ")
    sheet.save(DOCUMENT, str(tmp_path / "as-json.toml"), format="json")
    assert (tmp_path / "as-json.toml").read_text(encoding="utf-8").startswith("{")


def test_saving_replaces_the_file_whole_and_leaves_no_temporary_file(tmp_path: Path) -> None:
    path = tmp_path / "evening.toml"
    path.write_text("an old sheet", encoding="utf-8")
    path.chmod(0o600)
    sheet.save(DOCUMENT, path)
    assert sheet.load(path) == DOCUMENT
    assert stat.S_IMODE(path.stat().st_mode) == 0o600  # the file's mode is kept
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["evening.toml"]
    # A new file is readable by all, as a saved document usually is.
    fresh = tmp_path / "new.toml"
    sheet.save(DOCUMENT, fresh)
    assert stat.S_IMODE(fresh.stat().st_mode) == 0o644


def test_a_link_is_written_through_to_the_file_it_names(tmp_path: Path) -> None:
    target = tmp_path / "synced" / "evening.toml"
    target.parent.mkdir()
    target.write_text("an old sheet", encoding="utf-8")
    link = tmp_path / "evening.toml"
    link.symlink_to(target)
    sheet.save(DOCUMENT, link)
    assert link.is_symlink()
    assert sheet.load(target) == DOCUMENT


def test_a_file_that_cannot_be_written_is_refused_by_name_and_left_as_it_was(
    tmp_path: Path,
) -> None:
    missing = tmp_path / "no such folder" / "evening.toml"
    with pytest.raises(ScoreError) as caught:
        sheet.save(DOCUMENT, missing)
    assert str(caught.value).startswith(f"path: {str(missing)!r} is not allowed; expected a file")
    if os.geteuid() == 0:  # root writes anywhere: a folder that is a file refuses it too
        (tmp_path / "file").write_text("", encoding="utf-8")
        with pytest.raises(ScoreError, match="^path: "):
            sheet.save(DOCUMENT, tmp_path / "file" / "evening.toml")
    else:  # pragma: no cover - the tests run as root in CI
        locked = tmp_path / "locked"
        locked.mkdir(mode=0o500)
        with pytest.raises(ScoreError, match="^path: "):
            sheet.save(DOCUMENT, locked / "evening.toml")


@pytest.mark.parametrize(
    ("call", "field"),
    [
        (lambda path: sheet.save(wrong("game = 1"), path), "scoresheet"),
        (lambda _path: sheet.save(DOCUMENT, wrong(3)), "path"),
        (lambda _path: sheet.save(DOCUMENT, wrong(b"evening.toml")), "path"),
        (lambda path: sheet.save(DOCUMENT, path, format=wrong("yaml")), "format"),
    ],
)
def test_bad_arguments_are_refused_by_name(tmp_path: Path, call: object, field: str) -> None:
    with pytest.raises(ScoreError, match=f"^{field}: "):
        wrong(call)(tmp_path / "evening.toml")
    assert list(tmp_path.iterdir()) == []


def test_a_write_that_fails_midway_leaves_the_file_and_no_temporary_one(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "evening.toml"
    path.write_text("an old sheet", encoding="utf-8")

    def full(_descriptor: int) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    with pytest.raises(ScoreError, match="No space left on device"):
        sheet.save(DOCUMENT, path)
    assert path.read_text(encoding="utf-8") == "an old sheet"
    assert sorted(entry.name for entry in tmp_path.iterdir()) == ["evening.toml"]
