"""Chicago: what the first mutation run found untested (B6; the ledger API's deprecations).

Each test here kills mutants that survived ``bash scripts/mutation.sh`` (docs/development.md):
the closed rotating evening's message, the seating of a table where two players sit out, the
deprecated ``Match.pass_out`` (it warns and throws the deal in), each chukker's running
totals, and the messages for players, declarers, scoring and rules, word for word (each
names the field, the value as given and what is allowed).
"""

from __future__ import annotations

import pytest

from cardscore import NotationError, RuleViolationError, ScoreError, chicago
from cardscore.chicago import Evening, Seating
from cardscore.ledger import Next

FIVE = ("Ann", "Bob", "Cid", "Dan", "Eve")


def test_b6_a_closed_evening_takes_no_more_deals() -> None:
    # Deal 1 played (4S= by Cid), then the evening closed: deal 2 is refused, by number.
    closed = Evening(list(FIVE)).record("4S=", declarer="Cid").close()
    expected = "deal: 2 is not allowed; expected no more deals: the evening was closed"
    with pytest.raises(RuleViolationError) as record:
        closed.record("1C", 7, declarer="E")
    assert (str(record.value), record.value.field, record.value.value) == (expected, "deal", 2)
    with pytest.raises(RuleViolationError) as thrown:
        closed.throw_in()
    assert str(thrown.value) == expected


def test_b6_two_players_sitting_out_are_both_named() -> None:
    # Six players: four at the table, two sit out (B6, rotating Chicago).
    seating = Seating("Bob", "Dan", "Cid", "Eve", ("Ann", "Fay"))
    assert str(seating) == "N Bob, S Cid v E Dan, W Eve; sitting out: Ann, Fay"


def test_deprecated_pass_out_warns_and_throws_in() -> None:
    with pytest.warns(DeprecationWarning, match=r"^chicago\.Match\.pass_out") as caught:
        match = chicago.Match().pass_out()
    assert [str(warning.message) for warning in caught] == [
        "chicago.Match.pass_out() is deprecated; use throw_in()"
    ]
    assert match.deals[-1].thrown_in


def test_b6_each_chukker_keeps_its_own_running_totals() -> None:
    # The evening of test_b6_rotating_evening_hand_worked, deal by deal (B2-B6): 4S= NS
    # 120 + game 300; thrown in; 2H= EW 60 below; 2S= EW 60 more, a game not vul, 300;
    # 1NT= NS 40 and 100 for a part score on deal 4. Chukker 2 starts from nothing: 3NT=
    # by Ann (NS, nobody vul) 100 + 300.
    evening = (
        Evening(list(FIVE))
        .record("4S=", declarer="Cid")
        .throw_in()
        .record("2H", 8, declarer="E")
        .record("2S", 8, declarer="Eve")
        .record("1NT", 7, declarer="N")
        .record("3NT", 9, declarer="Ann")
    )
    assert [(deal.chukker, deal.deal.running) for deal in evening.deals] == [
        (1, {"NS": 420, "EW": 0}),
        (1, {"NS": 420, "EW": 0}),
        (1, {"NS": 420, "EW": 60}),
        (1, {"NS": 420, "EW": 420}),
        (1, {"NS": 560, "EW": 420}),
        (2, {"NS": 400, "EW": 0}),
    ]


_PLAYERS = "five to seven different names, none of them a seat or a side (N, E, NS...)"


@pytest.mark.parametrize(
    ("players", "error", "shown", "allowed"),
    [
        ("Ann", ScoreError, "'Ann'", _PLAYERS),
        (["Ann", 5], ScoreError, "5", _PLAYERS + " (str)"),
        (["Ann", "N", "Bob", "Cid", "Dan"], NotationError, "'N'", _PLAYERS),
        (
            ["Ann", "ann", "Bob", "Cid", "Dan"],
            NotationError,
            "'ann'",
            _PLAYERS + ": this one is there twice",
        ),
        (["Ann", "Bob", "Cid", "Dan"], RuleViolationError, "4", _PLAYERS),
    ],
)
def test_b6_players_messages(
    players: object, error: type[ScoreError], shown: str, allowed: str
) -> None:
    with pytest.raises(error) as caught:
        Evening(players)
    assert type(caught.value) is error
    assert str(caught.value) == f"players: {shown} is not allowed; expected {allowed}"
    assert caught.value.allowed == allowed


def test_b6_a_declarer_not_at_the_table() -> None:
    allowed = "a seat N E S W or a player at the table: Bob (N), Dan (E), Cid (S), Eve (W)"
    with pytest.raises(ScoreError) as caught:
        Evening(list(FIVE)).record("4S=", declarer="Zed")  # nobody of that name
    assert str(caught.value) == f"declarer: 'Zed' is not allowed; expected {allowed}"
    assert (caught.value.value, caught.value.allowed) == ("Zed", allowed)
    with pytest.raises(ScoreError) as not_a_name:
        Evening(list(FIVE)).record("4S=", declarer=5)  # type: ignore[arg-type]  # as given
    assert (not_a_name.value.value, not_a_name.value.allowed) == (5, allowed)


def test_rules_and_scoring_of_the_wrong_kind() -> None:
    with pytest.raises(ScoreError) as scoring:
        chicago.Rules(scoring=5)
    assert str(scoring.value) == (
        "scoring: 5 is not allowed; expected 'chicago' or 'duplicate' (a str)"
    )
    assert scoring.value.value == 5
    with pytest.raises(ScoreError) as rules:
        chicago.Match(rules="duplicate")
    assert str(rules.value) == (
        "rules: 'duplicate' is not allowed; expected a cardscore.chicago.Rules"
    )


def test_b6_part_scores_do_not_carry_into_the_next_chukker() -> None:
    # Cid (NS) makes 1C three times: 20 below each, 60 in all, no game (B2, B6).
    evening = Evening(list(FIVE))
    for _ in range(3):
        evening = evening.record("1C", 7, declarer="Cid")
    assert evening.next is not None
    assert evening.next.partscores == {"Bob": 60, "Cid": 60, "Dan": 0, "Eve": 0}
    # Deal 4 ends the chukker: the next one (Ann and Dan v Cid and Eve) starts from nothing.
    evening = evening.record("1C", 7, declarer="Cid")
    assert evening.next == Next(5, "Ann", frozenset(), {"Ann": 0, "Dan": 0, "Cid": 0, "Eve": 0})
