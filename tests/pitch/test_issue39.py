"""Issue 39, item 3: a note of a Pitch or All Fours hand names every point (P2).

A point left out is refused, never scored as nobody's: ``none`` (``None`` in Python) says
nobody won it where the rules allow that (the jack not in play, the game tied); high and low
are always won in Pitch (the pitcher leads a trump).
"""

from __future__ import annotations

import shlex

import pytest

from cardscore import i18n
from cardscore.cli import main
from cardscore.cli.pitch import EPILOG
from cardscore.errors import ImpossibleResultError, ScoreError
from cardscore.pitch import ALL_FOURS, TEN_POINT, Tally


def test_item_3_the_command_refuses_a_note_without_the_jack(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["pitch", "--high", "us", "--low", "them", "--game", "us", "--bidder", "us"]
    assert main([*argv, "--bid", "2"]) == 2
    err = capsys.readouterr().err
    assert err.startswith("cardscore pitch: error: --jack: ")
    assert "or none when nobody did" in err
    # Named, the same hand scores: us high and game (2), them low (1); us bid 2 and made it.
    assert main([*argv, "--bid", "2", "--jack", "none"]) == 0
    out = capsys.readouterr().out
    assert "points: us 2, them 1" in out
    assert "score (us bid 2, made): us +2, them +1" in out


def test_item_3_the_command_refuses_high_and_low_nobodys_in_pitch(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["pitch", "--high", "none", "--low", "none", "--jack", "none", "--game", "none"]
    assert main([*argv, "--sides", "A,B"]) == 2
    assert "--high: nothing is not allowed" in capsys.readouterr().err
    # In All Fours no trump dealt makes high and low nobody's, both of them.
    assert main([*argv, "--sides", "A,B", "--rules", "all-fours"]) == 0
    assert "  no points" in capsys.readouterr().out


def test_item_3_the_command_names_the_flag_of_a_wrong_dealer_or_side(
    capsys: pytest.CaptureFixture[str],
) -> None:
    argv = ["pitch", "--high", "A", "--low", "B", "--jack", "none", "--game", "none"]
    assert main([*argv, "--sides", "A,B", "--dealer", "C"]) == 2
    assert "error: --dealer: 'C' is not allowed" in capsys.readouterr().err
    assert main([*argv, "--sides", "A,B,A"]) == 2
    assert "error: --sides: " in capsys.readouterr().err


def test_item_3_tally_summary_refuses_a_point_left_out() -> None:
    with pytest.raises(ScoreError) as caught:
        Tally.summary(high="Us", low="Them")
    assert caught.value.field == "jack"
    assert str(caught.value) == (
        "jack: 'not given' is not allowed; expected the side that won it, or None when nobody "
        "did: a summary names every point of the hand"
    )
    with pytest.raises(ScoreError) as caught:
        Tally.summary(high="Us", low="Them", jack=None)
    assert caught.value.field == "game"
    # None said for each: the jack not in play, the game tied. Us high, Them low.
    hand = Tally.summary(high="Us", low="Them", jack=None, game=None)
    assert hand.points == {"Us": 1, "Them": 1}


def test_item_3_the_extra_points_are_named_under_the_rules_that_have_them() -> None:
    # Ten-point Pitch (P5): jick, both jokers and the trey are points of the hand too.
    with pytest.raises(ScoreError) as caught:
        Tally.summary(high="A", low="B", jack="A", game="B", rules=TEN_POINT)
    assert caught.value.field == "jick"
    hand = Tally.summary(
        high="A",
        low="B",
        jack="A",
        game="B",
        jick=None,
        big_joker=None,
        little_joker=None,
        trey=None,
        rules=TEN_POINT,
    )
    assert hand.points == {"A": 2, "B": 2}
    # Rules without them need no word of them.
    assert Tally.summary(high="A", low="B", jack="A", game="B").points == {"A": 2, "B": 2}


def test_item_3_high_and_low_nobodys_only_together_and_never_in_pitch() -> None:
    with pytest.raises(ImpossibleResultError) as caught:
        Tally.summary(high=None, low=None, jack=None, game="A", sides=("A", "B"))
    assert caught.value.field == "high"
    with pytest.raises(ImpossibleResultError) as caught:
        Tally.summary(high="A", low=None, jack=None, game="A", sides=("A", "B"))
    assert caught.value.field == "low"
    with pytest.raises(ImpossibleResultError) as caught:
        Tally.summary(high="A", low=None, jack=None, game="A", sides=("A", "B"), rules=ALL_FOURS)
    assert caught.value.field == "low"
    # All Fours, no trump dealt: only the game point, to A.
    hand = Tally.summary(
        high=None, low=None, jack=None, game="A", sides=("A", "B"), rules=ALL_FOURS
    )
    assert hand.points == {"A": 1, "B": 0}


def _examples(lang: str = "en") -> list[list[str]]:
    text = i18n.say(EPILOG, lang).replace("\\\n", " ")
    return [shlex.split(line)[1:] for line in text.splitlines() if "cardscore pitch" in line]


@pytest.mark.parametrize("argv", _examples(), ids=" ".join)
def test_item_3_every_example_of_the_help_runs(
    argv: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(argv) == 0, capsys.readouterr().err
    assert "--jack" in argv or "--dealt" in argv


@pytest.mark.parametrize("lang", ["fi", "sv", "fr"])
def test_item_3_the_help_shows_the_same_examples_in_every_language(lang: str) -> None:
    assert _examples(lang) == _examples()
