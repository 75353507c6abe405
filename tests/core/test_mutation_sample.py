"""scripts/mutation_sample.py and the sample's report: the same draw each time, per game.

A sample measures a game's mutation score only if it is drawn at random from that game's
mutants and the same file, size and seed always draw it again (docs/development.md).
"""

from __future__ import annotations

import json
from typing import TYPE_CHECKING

from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

    import pytest

sampler = paths.script("mutation_sample.py", "cardscore_mutation_sample")
report = paths.script("mutation_report.py", "cardscore_mutation_report")

NAMES = [
    *(f"cardscore.tarot._rules.x__fewest__mutmut_{n}" for n in range(1, 41)),
    *(f"cardscore.pitch._read.x_read_option__mutmut_{n}" for n in range(1, 6)),
    *(f"cardscore._check.x_check_int__mutmut_{n}" for n in range(1, 11)),
]


def test_a_mutant_is_grouped_by_its_game_and_a_base_module_by_its_own_name() -> None:
    assert sampler.group("cardscore.tarot._rules.x__fewest__mutmut_3") == "tarot"
    assert sampler.group("cardscore.needafourth.x_settle__mutmut_1") == "needafourth"
    assert sampler.group("cardscore._check.x_check_int__mutmut_1") == "_check"


def test_each_game_gives_the_size_asked_or_all_it_has() -> None:
    sample = sampler.drawn(NAMES, 8, 1, [])
    assert sum(".tarot." in name for name in sample) == 8
    assert sum(".pitch." in name for name in sample) == 5  # all five: fewer than eight
    assert sum("._check." in name for name in sample) == 8
    assert len(set(sample)) == len(sample) == 21


def test_the_globs_choose_the_games() -> None:
    sample = sampler.drawn(NAMES, 8, 1, ["cardscore.tarot.*", "cardscore.pitch.*"])
    assert {sampler.group(name) for name in sample} == {"tarot", "pitch"}


def test_the_same_seed_draws_the_same_sample_whatever_the_order_read() -> None:
    first = sampler.drawn(NAMES, 8, 20261207, [])
    assert sampler.drawn(list(reversed(NAMES)), 8, 20261207, []) == first
    assert sampler.drawn(NAMES, 8, 20261208, []) != first


def test_the_script_reads_mutmuts_results_and_prints_the_names(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "all.txt"
    results.write_text(
        "".join(f"    {name}: not checked\n" for name in NAMES) + "some other line\n",
        encoding="utf-8",
    )
    assert sampler.main([str(results), "3", "5", "cardscore.pitch.*"]) == 0
    printed = capsys.readouterr().out.split()
    assert printed == sampler.drawn(NAMES, 3, 5, ["cardscore.pitch.*"])
    assert len(printed) == 3


def test_the_report_of_a_sample_counts_its_mutants_by_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    statuses = ["killed", "survived", "timeout", "not checked"]
    results = tmp_path / "results.txt"
    results.write_text(
        "".join(
            f"    {name}: {statuses[n % 4] if name in NAMES[:4] else 'not checked'}\n"
            for n, name in enumerate(NAMES)
        ),
        encoding="utf-8",
    )
    sample = tmp_path / "sample.txt"
    sample.write_text("\n".join(NAMES[:3]) + "\n", encoding="utf-8")
    assert report.main(str(results), str(sample)) == 0
    rows = capsys.readouterr().out.splitlines()
    # Three tarot mutants drawn: killed, survived, a timeout (killed); two of three.
    assert rows[1].split() == ["tarot", "3", "3", "2", "1", "0", "66.6%", "66.6%"]
    assert rows[2].startswith("tarot: 3 of 40 mutants checked; its score is at least ")
    assert (tmp_path / "survivors.txt").read_text(encoding="utf-8").split() == [
        f"{NAMES[1]}:",
        "survived",
    ]


def test_the_least_score_a_sample_allows_grows_with_the_sample() -> None:
    # Wilson's interval: 190 of 200 killed, drawn from 2,000 (the finite-population
    # correction makes the sample count as 200 x 1,999 / 1,800, about 222): at least 91.3 %.
    assert round(report.lower_bound(190, 200, 2000), 1) == 91.3
    assert report.lower_bound(380, 400, 2000) > report.lower_bound(190, 200, 2000)
    # Every mutant drawn killed still leaves a bound below 100 %, unless all were checked.
    assert 99.0 < report.lower_bound(350, 350, 880) < 100.0
    assert report.lower_bound(1900, 2000, 2000) == 95.0
    assert report.lower_bound(0, 0, 2000) == 0.0


def test_the_report_of_a_whole_run_counts_by_module(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    results = tmp_path / "results.txt"
    results.write_text(
        "    cardscore.tarot._rules.x__fewest__mutmut_1: killed\n"
        "    cardscore.tarot._rules.xǁPileǁspan__mutmut_2: survived\n"
        "    cardscore.tarot._read.x_read_deal__mutmut_1: check was interrupted by user\n"
        "    cardscore.pitch._read.x_read_option__mutmut_1: not checked\n",
        encoding="utf-8",
    )
    assert report.main(str(results)) == 0
    rows = [row.split() for row in capsys.readouterr().out.splitlines()]
    assert rows[1] == ["cardscore.tarot._read", "1", "1", "1", "0", "0", "100.0%", "100.0%"]
    assert rows[2] == ["cardscore.tarot._rules", "2", "2", "1", "1", "0", "50.0%", "50.0%"]
    assert rows[4] == ["not", "checked", "at", "all:", "cardscore.pitch._read"]


recheck = paths.script("mutation_recheck.py", "cardscore_mutation_recheck")


def test_only_timeouts_and_interrupted_checks_are_checked_again() -> None:
    results = (
        "    cardscore.tarot._rules.x__fewest__mutmut_1: timeout\n"
        "    cardscore.tarot._rules.x__fewest__mutmut_2: check was interrupted by user\n"
        "    cardscore.tarot._rules.x__fewest__mutmut_3: killed\n"
        "    cardscore.tarot._rules.x__fewest__mutmut_4: survived\n"
        "    cardscore.pitch._read.x_read_option__mutmut_1: timeout\n"
    )
    assert [name[-1] for name, _ in recheck.to_recheck(results, None)] == ["1", "2", "1"]
    sample = {"cardscore.tarot._rules.x__fewest__mutmut_2"}
    assert recheck.to_recheck(results, sample) == [
        ("cardscore.tarot._rules.x__fewest__mutmut_2", "check was interrupted by user")
    ]
    # --status "not checked": the mutants a stopped run left.
    assert recheck.to_recheck(results, None, frozenset({"survived"})) == [
        ("cardscore.tarot._rules.x__fewest__mutmut_4", "survived")
    ]


def test_pytests_answer_is_said_in_words() -> None:
    assert [recheck.verdict(code) for code in (0, 1, 2, 4, None, 5)] == [
        "passed",
        "failed",
        "not imported",
        "not imported",
        "timeout",
        "exit status 5",
    ]
    covering = {
        "cardscore.tarot._rules.x__fewest": [
            "tests/tarot/b.py::t",
            "tests/core/a.py::t",
            "tests/tarot/a.py::t",
        ]
    }
    durations = {"tests/tarot/b.py::t": 0.1, "tests/tarot/a.py::t": 0.3}
    tests = recheck.tests_of("cardscore.tarot._rules.x__fewest__mutmut_12", covering, durations)
    # The quickest first, as mutmut runs them (a test not timed counts as the quickest).
    assert tests == ["tests/core/a.py::t", "tests/tarot/b.py::t", "tests/tarot/a.py::t"]
    assert recheck.tests_of("cardscore.pitch.x_tally__mutmut_1", covering, durations) == []
    # The game's own tests first, in their order; the others only if those pass.
    assert recheck.in_steps("cardscore.tarot._rules.x__fewest__mutmut_12", tests) == [
        ["tests/tarot/b.py::t", "tests/tarot/a.py::t"],
        ["tests/core/a.py::t"],
    ]
    assert recheck.in_steps("cardscore.tarot._rules.x__fewest__mutmut_1", tests[:1]) == [
        ["tests/core/a.py::t"]
    ]


def test_each_mutant_is_run_by_its_tests_with_the_mutant_switched_on(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # A project in miniature: its test fails under mutant 1, passes under mutant 2, and
    # cannot be imported under mutant 3.
    (tmp_path / "pyproject.toml").write_text(
        '[tool.mutmut]\npytest_add_cli_args = ["-q", "-p", "no:cacheprovider"]\n',
        encoding="utf-8",
    )
    copy = tmp_path / "mutants"
    (copy / "tests").mkdir(parents=True)
    (copy / "tests" / "test_it.py").write_text(
        "import os\n"
        "MUTANT = os.environ['MUTANT_UNDER_TEST']\n"
        "if MUTANT.endswith('_3'):\n"
        "    raise ImportError(MUTANT)\n"
        "def test_it():\n"
        "    assert not MUTANT.endswith('_1')\n",
        encoding="utf-8",
    )
    function = "cardscore.game.x_f"
    stats = {
        "tests_by_mangled_function_name": {function: ["tests/test_it.py::test_it"]},
        "duration_by_test": {"tests/test_it.py::test_it": 0.01},
    }
    (copy / "mutmut-stats.json").write_text(json.dumps(stats), encoding="utf-8")
    results = tmp_path / "results.txt"
    results.write_text(
        "".join(f"    {function}__mutmut_{n}: timeout\n" for n in (1, 2, 3)), encoding="utf-8"
    )
    monkeypatch.chdir(tmp_path)
    assert recheck.main([str(results), "--jobs", "2"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert [line.split("\t")[2] for line in lines[:3]] == ["failed", "passed", "not imported"]
    assert lines[3] == "1 failed, 1 not imported, 1 passed"
