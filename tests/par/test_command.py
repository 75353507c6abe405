"""``cardscore par --table ...``: par and its contracts printed from a table."""

from __future__ import annotations

import json

import pytest

from cardscore.cli import main


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["par", *argv])
    captured = capsys.readouterr()
    return code, captured.out, captured.err


def test_par_of_a_pbn_table(capsys: pytest.CaptureFixture[str]) -> None:
    # sample.pbn's board 17: NS make 5D (400 not vulnerable); EW's 5S would be 3 down.
    code, out, err = run(capsys, "--table", "746b5747b55862758627")
    assert (code, err) == (0, "")
    lines = out.splitlines()
    assert lines[0] == "double-dummy par, dealer N, vulnerable: none"
    assert lines[-1] == "par: +400 to North-South, 5D-NS"


def test_par_of_a_dds_table(capsys: pytest.CaptureFixture[str]) -> None:
    # list100's first deal: EW make 2S, 110. NS vulnerable, no sacrifice of theirs comes
    # under 200, so EW need bid only 1S (+1): still 110.
    table = "5 8 5 8 6 6 6 6 5 7 5 7 7 5 7 5 6 6 6 6"
    code, out, _ = run(capsys, "--table", table, "--dealer", "E", "--vulnerable", "ns")
    assert code == 0
    assert out.splitlines()[-1] == "par: -110 to North-South, 1S-EW+1"
    code, out, _ = run(capsys, "--table", table.replace(" ", ","))
    assert out.splitlines()[-1] == "par: -110 to North-South, 2S-EW"


def test_sides_and_a_pass(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--table", "7" * 20, "--sides", "--dealer", "W")
    assert code == 0
    assert out.splitlines()[-2] == "par: -90 to North-South, 1N-EW"
    assert out.splitlines()[-1] == "North-South first: +90, 1N-NS; East-West first: -90, 1N-EW"
    code, out, _ = run(capsys, "--table", "6" * 20)
    assert out.splitlines()[-1] == "par: +0 to North-South, pass"


def test_json(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--table", "7" * 20, "--json", "--sides")
    assert code == 0
    data = json.loads(out)
    assert data["score"] == 90
    assert data["contracts"] == ["1N-NS"]
    assert data["table"] == "7" * 20
    assert data["sides"] == [
        {"score": 90, "contracts": ["1N-NS"]},
        {"score": -90, "contracts": ["1N-EW"]},
    ]


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--table", "7" * 19 + "e"], "--table: "),
        (["--table", "1 2 3"], "--table: "),
        (["--table", " ".join(["14"] * 20)], "--table: "),
        (["--table", "7" * 201], "--table: "),
        (["--table", "7" * 20, "--dealer", "X"], "dealer: 'X'"),
        (["--table", "7" * 20, "--vulnerable", "some"], "vulnerable: 'some'"),
    ],
)
def test_bad_input(capsys: pytest.CaptureFixture[str], argv: list[str], message: str) -> None:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (2, "")
    assert err.startswith("cardscore par: error: ")
    assert message in err


def test_in_finnish(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(capsys, "--table", "746b5747b55862758627", "--lang", "fi")
    assert code == 0
    assert out.splitlines()[-1] == "par: +400 pohjois-etelälle, 5D-NS"
