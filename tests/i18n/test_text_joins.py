"""A Text keeps its words through what people do with strings (issue 26).

``+`` with a ``str`` or another Text gives a Text said whole in every language, and one
English word with two meanings stays two words as a dict key or a set member.
"""

from __future__ import annotations

import copy
import pickle
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from cardscore import bridge, i18n
from cardscore.i18n import Text, say

OVERTRICKS = bridge.settle("4S", 11, vulnerable=False).items[1].label


def test_a_label_with_a_mark_is_said_in_french() -> None:
    assert say(OVERTRICKS, "fr") == "levées de mieux (1 × 30)"
    shouted = OVERTRICKS + "!"
    assert isinstance(shouted, Text)
    assert say(shouted, "fr") == "levées de mieux (1 × 30)!"
    assert say("» " + OVERTRICKS, "fi") == "» ylitikit (1 × 30)"
    assert shouted == "overtricks (1 × 30)!"


def test_text_plus_text_says_each_part_in_its_own_words() -> None:
    game = Text("game")
    point = Text.in_context("pitch point", "game")
    both = game + " / " + point
    assert both == "game / game"
    assert say(both, "fi") == "täyspeli / jakopiste"
    assert say(point + " / " + game, "fi") == "jakopiste / täyspeli"


@given(st.text(max_size=20), st.text(max_size=20))
def test_the_english_of_a_join_is_the_join_of_the_english(left: str, right: str) -> None:
    text = left + OVERTRICKS + right
    assert isinstance(text, Text)
    assert str(text) == left + str(OVERTRICKS) + right
    # What was typed is shown as typed, braces included: a part is a value, not a template.
    assert say(text, "fr") == left + "levées de mieux (1 × 30)" + right


def test_a_join_in_a_loop_stays_flat() -> None:
    text = Text("game")
    for _ in range(5_000):
        text += "!"
    assert say(text, "fi") == "täyspeli" + "!" * 5_000
    assert len(text.args) == 5_001  # one part each, never nested


@pytest.mark.parametrize(
    "clone", [copy.copy, copy.deepcopy, lambda t: pickle.loads(pickle.dumps(t))]
)
def test_a_join_copies_and_pickles(clone: object) -> None:
    assert callable(clone)
    again = clone("» " + OVERTRICKS)
    assert isinstance(again, Text)
    assert say(again, "sv") == say("» " + OVERTRICKS, "sv")


def test_only_strings_join() -> None:
    with pytest.raises(TypeError):
        OVERTRICKS + 1  # type: ignore[operator]  # as str refuses it
    with pytest.raises(TypeError):
        1 + OVERTRICKS  # type: ignore[operator]


def test_the_two_meanings_of_game_stay_apart_in_any_order() -> None:
    # Bridge's game and pitch's game point are both "game" in English (pagat).
    game = Text("game")
    point = Text.in_context("pitch point", "game")  # as cardscore.pitch makes it
    for first, second in permutations([game, point]):
        words = {first: say(first, "fi"), second: say(second, "fi")}
        assert len(words) == 2
        assert words[game] == "täyspeli"
        assert words[point] == "jakopiste"
        assert {say(word, "fi") for word in {first, second}} == {"täyspeli", "jakopiste"}
    # Each is still its English word; a plain str is the word without a meaning of its own,
    # so it finds bridge's game, not the point (equality stays transitive: issue 42).
    assert "game" in {game, Text("x")}
    assert "game" not in {point, Text("x")}
    assert str(game) == "game" == str(point)
    assert game == "game" != point


def test_equal_in_one_meaning() -> None:
    assert Text("game") == Text("game")
    assert Text.in_context("pitch point", "game") == Text.in_context("pitch point", "game")
    assert Text("game") != Text.in_context("pitch point", "game")
    assert Text("game") != "games"
    assert not Text("game").__ne__("game")
    assert i18n.say(Text("game"), "en") == "game"
