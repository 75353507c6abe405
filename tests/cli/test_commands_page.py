"""Issue 39 item 14: docs/commands.md lists every command and flag, written from the parsers.

The page is the output of ``scripts/commands_page.py``; a flag added, renamed or explained
otherwise changes the page, and this test fails until it is written again.
"""

from __future__ import annotations

import argparse

from cardscore.cli import _COMMANDS, build_parser
from tests import paths

page = paths.script("commands_page.py", "cardscore_commands_page")


def test_item_14_the_committed_page_is_the_parsers_own() -> None:
    committed = (paths.ROOT / "docs" / "commands.md").read_text(encoding="utf-8")
    assert committed == page.page(), "run: python scripts/commands_page.py"


def test_item_14_every_command_and_every_flag_is_on_the_page() -> None:
    text = page.page()
    parser = build_parser()
    (commands,) = (
        action for action in parser._actions if isinstance(action, argparse._SubParsersAction)
    )
    for name in _COMMANDS:
        assert f"## `cardscore {name}`" in text
        for action in commands.choices[name]._actions:
            if isinstance(action, argparse._HelpAction):
                continue  # -h, in every usage line
            for flag in action.option_strings:
                assert f"`{flag}" in text or f", {flag}" in text, (name, flag)
    assert "`--lang LANG`" in text


def test_item_14_the_check_says_whether_the_page_is_current() -> None:
    assert page.main(["--check"]) == 0


def test_item_14_no_page_installs_the_unpublished_arrays_extra() -> None:
    # The pages and the docstrings the API reference is made of; a line break is no hiding.
    texts = {
        path: " ".join(path.read_text(encoding="utf-8").split())
        for folder, pattern in ((paths.ROOT / "docs", "*.md"), (paths.ROOT / "src", "**/*.py"))
        for path in folder.glob(pattern)
    }
    texts[paths.ROOT / "README.md"] = " ".join(
        (paths.ROOT / "README.md").read_text(encoding="utf-8").split()
    )
    assert [path for path, text in texts.items() if "cardscore[arrays]" in text] == []
    arrays = texts[paths.ROOT / "docs" / "arrays.md"]
    assert "pip install '.[arrays]'" in arrays
    for entry in ("bridge.scores(", "duplicate.imps("):
        assert entry in arrays


def test_item_14_play_page_says_pitch_throws_no_hand_in_when_the_dealer_is_forced() -> None:
    # P4: when everyone else passes, the dealer must bid; the prompt refuses 'throw in'
    # (tests/cli/test_at_the_table.py), and only dealer_forced=false lets a hand be passed.
    text = " ".join((paths.ROOT / "docs" / "play.md").read_text(encoding="utf-8").split())
    assert (
        "In Pitch the dealer must bid when everyone else passed, so no hand is thrown in and "
        "`throw in` is refused; only with the house rule `-o dealer_forced=false` does "
        "`throw in` record a hand everybody passed" in text
    )
    assert "in Pitch, `throw in` records a hand everybody passed" not in text
