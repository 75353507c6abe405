"""A game's Rules made flags (issue 42): a new rule field is a flag without a line of code."""

from __future__ import annotations

import argparse
import enum
import inspect

import attrs
import pytest

from cardscore import pitch, tarot
from cardscore.cli import build_parser
from cardscore.cli._rule_flags import _attribute_docs, add_rule_flags, flag_of, rule_fields
from cardscore.i18n import Text


class Scoring(enum.Enum):
    """A made-up rule's choices."""

    PLAIN = "plain"
    DOUBLE = "double"


@attrs.frozen
class Rules:
    """A made-up game's rules, as a game writes them.

    Attributes:
        pedros: The fives of trumps' colour score five each
            to their capturer.
        doubled: Everything counts twice.
        scoring: How a hand scores.
        cap: The most a hand scores; None: no cap.
    """

    pedros: bool = False
    doubled: bool = True
    scoring: Scoring = Scoring.PLAIN
    cap: int | None = None


def parsed(*typed: str, **keywords: object) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser, Rules, {"cap": Text("the cap")}, **keywords)  # type: ignore[arg-type]
    return parser.parse_args(list(typed))


def test_each_field_is_a_flag_of_its_kind() -> None:
    assert vars(parsed()) == {"pedros": False, "doubled": None, "scoring": None, "cap": None}
    given = parsed("--pedros", "--no-doubled", "--scoring", "double", "--cap", "12")
    assert vars(given) == {"pedros": True, "doubled": False, "scoring": "double", "cap": 12}
    with pytest.raises(SystemExit):
        parsed("--scoring", "triple")  # not one of the enum's values


def test_the_defaults_are_the_fields_when_asked() -> None:
    assert vars(parsed(defaults=True)) == {
        "pedros": False,
        "doubled": True,
        "scoring": "plain",
        "cap": None,
    }


def test_the_help_is_the_commands_else_the_fields_own_line() -> None:
    parser = argparse.ArgumentParser()
    add_rule_flags(parser, Rules, {"cap": Text("the cap")}, only=("pedros", "cap"))
    helps = {action.dest: action.help for action in parser._actions}
    assert helps["cap"] == "the cap"
    assert helps["pedros"] == "The fives of trumps' colour score five each to their capturer."
    assert "doubled" not in helps


def test_the_names() -> None:
    assert flag_of("moon_fail_loses") == "--moon-fail-loses"
    assert rule_fields(Rules, skip=("doubled",)) == ("pedros", "scoring", "cap")


def command(name: str) -> argparse.ArgumentParser:
    """The sub-command's own parser."""
    action = build_parser(name)._subparsers
    assert action is not None
    (parser,) = action._group_actions[0].choices.values()  # type: ignore[union-attr]
    assert isinstance(parser, argparse.ArgumentParser)
    return parser


def test_pitch_has_its_house_rules_as_flags() -> None:
    # Every rule a preset does not set is a flag of `cardscore pitch`, as it was by hand.
    flags = {option for action in command("pitch")._actions for option in action.option_strings}
    house = ("target", "moon", "moon_wins", "moon_tricks", "moon_fail_loses", "win_by", "lose_at")
    assert {flag_of(name) for name in house} <= flags
    assert {flag_of(field.name) for field in attrs.fields(pitch.Rules)} & flags == {
        flag_of(name) for name in house
    } | {"--low", "--jack", "--kicks", "--jick", "--trey"}  # the hand's flags, not the rules'


def test_tarot_bonuses_is_the_rules_field() -> None:
    (bonuses,) = (action for action in command("tarot")._actions if action.dest == "bonuses")
    assert bonuses.choices == tuple(member.value for member in tarot.Bonuses)
    assert bonuses.default == tarot.Rules().bonuses.value


def test_a_docstring_without_its_indentation_reads_the_same() -> None:
    # Python 3.13 strips a docstring's indentation when it compiles it; 3.11 keeps it.
    kept = Rules.__doc__ or ""
    assert _attribute_docs(inspect.cleandoc(kept)) == _attribute_docs(kept)
    assert _attribute_docs(inspect.cleandoc(kept))["pedros"].endswith("to their capturer.")
