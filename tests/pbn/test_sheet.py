"""``cardscore sheet club.pbn`` and ``session.xml``: the session, then its differences."""

from __future__ import annotations

from pathlib import Path

import pytest

from cardscore import i18n, pbn, usebio
from cardscore.cli import main
from cardscore.sheet import FORMATS
from cardscore.sheet._published import event_sheet

DATA = Path(__file__).parent.parent / "data"
OKB = DATA / "pbn" / "OKB_v20.pbn"
ROOKIE = DATA / "usebio" / "club-session-rookie.xml"


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_sheet_of_a_pbn_file_lists_its_one_difference(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, err = run(capsys, "sheet", str(OKB), "--policy", "okbridge")
    assert (code, err) == (0, "")
    # 4718 figures of the tables, and each game's own ScoreIMP (26 games, issue 41 item 3).
    assert "published figures: 1 of 4744 differ from cardscore (policy okbridge)" in out
    row = next(line for line in out.splitlines() if "Score_NS" in line)
    assert row.split() == ["21", "7-42", "Score_NS", "600", "630"]


def test_sheet_of_a_usebio_file_that_agrees(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "sheet", str(ROOKIE), "--policy", "compscore")
    assert code == 0
    assert "published figures: all 450 agree with cardscore (policy compscore)" in out
    assert "winner, North-South: 2NS" in out


def test_sheet_policy_must_be_named(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        main(["sheet", str(ROOKIE), "--policy", "guess"])
    capsys.readouterr()


def test_sheet_of_a_bad_results_file_is_an_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    bad = tmp_path / "bad.xml"
    bad.write_text("<!DOCTYPE x [<!ENTITY a 'b'>]><USEBIO/>", encoding="utf-8")
    code, out, err = run(capsys, "sheet", str(bad))
    assert code == 2
    assert out == ""
    assert "entity" in err


@pytest.mark.parametrize("form", [form for form in FORMATS if form != "json"])
@pytest.mark.parametrize("lang", i18n.LANGUAGES)
def test_differences_in_every_face_and_language(form: str, lang: str) -> None:
    drawn = event_sheet(pbn.load(OKB), "okbridge").render(form, lang=lang)
    assert "7-42" in drawn
    assert "Score_NS" in drawn
    assert "630" in drawn
    agreeing = event_sheet(usebio.load(ROOKIE), "compscore").render(form, lang=lang)
    assert "450" in agreeing


def test_differences_words_are_translated() -> None:
    english = event_sheet(usebio.load(ROOKIE), "compscore").render("text", lang="en")
    for lang in ("fi", "sv", "fr"):
        said = event_sheet(usebio.load(ROOKIE), "compscore").render("text", lang=lang)
        assert "published figures" in english
        assert "published figures" not in said
