"""Issue 39, item 2: an option added when resuming must not score a played deal otherwise.

The deals of examples/chicago.toml, worked by hand (B6, the dealer rule): deal 2, East deals,
East-West vulnerable: E 3NT= is 100 + 500 = 600. Deal 3, South deals, North-South
vulnerable: W 4HX-2 by non-vulnerable East-West is 100 + 200 = 300 to North-South. Under
the non-dealer rule the other side is vulnerable on those deals: 100 + 300 = 400, and
200 + 300 = 500.
"""

from __future__ import annotations

import io
import shutil
import sys
from typing import TYPE_CHECKING

import pytest

from cardscore import sheet
from cardscore.cli import main
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path


def _resume(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], *argv: str
) -> tuple[int, str, str]:
    monkeypatch.setattr(sys, "stdin", io.StringIO("quit\n"))
    code = main(["play", *argv])
    said = capsys.readouterr()
    return code, said.out, said.err


@pytest.fixture
def chicago(tmp_path: Path) -> Path:
    file = tmp_path / "c.toml"
    shutil.copy(paths.EXAMPLES / "chicago.toml", file)
    return file


def test_item_2_a_vulnerability_rule_that_changes_played_deals_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], chicago: Path
) -> None:
    before = chicago.read_bytes()
    code, out, err = _resume(
        monkeypatch, capsys, "chicago", str(chicago), "-o", "vulnerability=non-dealer"
    )
    assert code == 2
    assert out == ""
    assert "--option: 'vulnerability=non-dealer' is not allowed" in err
    assert "deal 2 (EW +600 → +400), deal 3 (NS +300 → +500)" in err
    assert "start a new sheet" in err
    assert chicago.read_bytes() == before  # nothing written


def test_item_2_duplicate_scoring_on_a_finished_chicago_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], chicago: Path
) -> None:
    # Deal 1, N 2S+1: rubber-style 60 + 30 = 90 in Chicago, 110 + 50 (a part score's
    # bonus) = 140 in duplicate; deal 4 S 2H= both vulnerable: 60 + 100 (Chicago's part
    # score on the fourth deal) = 160, and 60 + 50 = 110 in duplicate.
    before = chicago.read_bytes()
    code, _, err = _resume(monkeypatch, capsys, "chicago", str(chicago), "-o", "scoring=duplicate")
    assert code == 2
    assert "deal 1 (NS +90 → +140), deal 4 (NS +160 → +110)" in err
    assert chicago.read_bytes() == before


def test_item_2_tarot_personal_bonuses_after_the_session_are_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "t.toml"
    shutil.copy(paths.EXAMPLES / "tarot.toml", file)
    before = file.read_bytes()
    code, _, err = _resume(monkeypatch, capsys, "tarot", str(file), "-o", "bonuses=personal")
    assert code == 2
    assert "--option: 'bonuses=personal' is not allowed" in err
    assert "deal 4 (" in err
    assert file.read_bytes() == before


def test_item_2_an_option_that_changes_nothing_played_is_added_and_said_first(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], chicago: Path
) -> None:
    # No honours were recorded in the example: honours=true scores every deal the same.
    code, out, err = _resume(monkeypatch, capsys, "chicago", str(chicago), "-o", "honours=true")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    added = f"Added to {chicago}: honours=true. It changes no deal already played."
    assert lines[1] == added  # before the sheet
    assert lines[2].startswith("Chicago at the club")
    assert sheet.load(chicago).options["honours"] is True


def test_item_2_a_planned_number_for_the_deals_to_come_is_added(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "t.toml"
    text = (paths.EXAMPLES / "tarot.toml").read_text(encoding="utf-8")
    file.write_text(text.replace("options = { planned = 5 }", ""), encoding="utf-8")
    code, out, err = _resume(monkeypatch, capsys, "tarot", str(file), "-o", "planned=8")
    assert (code, err) == (0, "")
    assert "planned=8. It changes no deal already played." in out.splitlines()[1]
    assert sheet.load(file).options["planned"] == 8


def test_item_2_an_option_on_a_file_without_deals_is_simply_added(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    file = tmp_path / "new.toml"
    file.write_text('game = "chicago"\nsides = ["NS", "EW"]\ndeals = []\n', encoding="utf-8")
    code, out, err = _resume(
        monkeypatch, capsys, "chicago", str(file), "-o", "vulnerability=non-dealer"
    )
    assert (code, err) == (0, "")
    assert f"Added to {file}: vulnerability=non-dealer." in out
    assert sheet.load(file).options["vulnerability"] == "non-dealer"


def test_item_2_a_pairs_scale_is_compared_in_matchpoints_and_names_boards(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # D2: the international scale gives 2 a win, ACBL 1: board 1's +420 beats +170 and
    # loses to +450, 2 matchpoints then 1 (the totals count in a unit; compared as read).
    file = tmp_path / "pairs.toml"
    shutil.copy(paths.EXAMPLES / "pairs.toml", file)
    code, _, err = _resume(monkeypatch, capsys, "pairs", str(file), "-o", "scale=acbl")
    assert code == 2
    assert "board 1 (1 +2 → +1, 2 +4 → +2, 4 +2 → +1, 6 +4 → +2)" in err


def test_item_2_a_preset_under_which_the_played_deals_no_longer_score_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # Setback-11 plays to 11: the example's game would be over before its last deal.
    file = tmp_path / "pitch.toml"
    shutil.copy(paths.EXAMPLES / "pitch.toml", file)
    code, _, err = _resume(monkeypatch, capsys, "pitch", str(file), "--preset", "setback-11")
    assert code == 2
    assert "--preset: 'setback-11' is not allowed" in err
    assert "the game is over" in err


def test_item_2_a_bad_option_is_refused_as_before(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], chicago: Path
) -> None:
    code, _, err = _resume(monkeypatch, capsys, "chicago", str(chicago), "-o", "vulnerability=x")
    assert code == 2
    assert "vulnerability: 'x' is not allowed" in err
    assert "changes no deal" not in err


def test_item_2_an_option_that_ends_a_game_before_its_played_deals_is_refused(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    # examples/pitch.toml without its target: to 3, Us (2 after deal 1, P3: high, jack and
    # game) win at deal 2 (1 more, the jack), so deal 3 could not be played at all.
    file = tmp_path / "p.toml"
    text = (paths.EXAMPLES / "pitch.toml").read_text(encoding="utf-8")
    file.write_text(
        "\n".join(line for line in text.splitlines() if "target" not in line), encoding="utf-8"
    )
    code, out, err = _resume(monkeypatch, capsys, "pitch", str(file), "-o", "target=3")
    assert (code, out) == (2, "")
    assert "would score deal 2 (the game is over (won by Us); no deal can follow) otherwise" in err
