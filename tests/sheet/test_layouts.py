"""Each game's own sheet layout, on hand-worked deals (issue 17, part A).

The example files are checked whole in the golden files (tests/golden/); here each layout's
particular promises are checked on deals worked by hand from the rules: the facts a player
reads off the sheet, line by line.
"""

from __future__ import annotations

import attrs
import pytest

from cardscore import chicago, pitch, rubber, sheet, tarot
from cardscore.errors import ScoreError
from tests.bad_input import wrong
from tests.sheet.toy import ToyLedger, toy  # noqa: F401 - the toy game's fixture


def test_the_rubber_outcome_says_who_won_the_rubber_and_who_leads_on_points() -> None:
    # Draw Bridge, Laws of Rubber Bridge: Ann 4S+1 (120 below, game; 30 above). Bob 4S=
    # (120, game; both vulnerable). Bob 3NTX-2 vulnerable doubled: 200 + 300 to Ann. Bob 2H-1
    # vulnerable: 100 to Ann. Bob 4S= (120, game, rubber 2-1: 500). Ann 30 + 120 + 500 + 100
    # = 750; Bob 120 + 120 + 500 = 740.
    ledger = rubber.Rubber(("Ann", "Bob"))
    for declarer, result in (
        ("Ann", "4S+1"),
        ("Bob", "4S="),
        ("Bob", "3NTX-2"),
        ("Bob", "2H-1"),
        ("Bob", "4S="),
    ):
        ledger = ledger.record(result, declarer=declarer)
    text = sheet.of(ledger).render()
    lines = text.splitlines()
    assert lines[-1] == "Bob wins the rubber 2–1; Ann +10 on points"
    assert lines[-3].split() == ["750", "|", "740"]
    assert "5. Bob 4S=: rubber bonus (2-1)" in text  # the rubber bonus, named as such
    # Above the line, the latest on top; below it, a rule under each of the three games.
    assert lines[4].split() == ["|", "500", "5.", "Bob", "4S=:", "rubber", "bonus", "(2-1)"]
    assert [
        line.split(" ", 1)[1] for line in lines if line.startswith("-") and "game" in line
    ] == [
        "game 1: Ann",
        "game 2: Bob",
        "game 3: Bob",
    ]
    markdown = sheet.of(ledger).render("markdown")
    assert "| ═══ | ═══ | **the line** |" in markdown
    assert markdown.splitlines()[-1] == "**Bob wins the rubber 2–1; Ann +10 on points**"


def test_an_unfinished_rubber_ends_with_the_games_and_the_next_deal() -> None:
    # W deals first; NS 4S= is game (120): NS vulnerable, N deals the second deal.
    ledger = rubber.Rubber(first_dealer="W").record("4S=", declarer="NS")
    lines = sheet.of(ledger).render().splitlines()
    assert lines[-2:] == ["in progress, games 1–0", "Next: deal 2, N deals. NS vulnerable."]


def test_a_chicago_match_tied_and_closed() -> None:
    # Laws' Chicago: N 1NT= 40 (nobody vulnerable); E 1NT= 40 (EW vulnerable); S 1NT-1 with
    # NS vulnerable, 100 to EW; W 1NT-1 with both vulnerable, 100 to NS: 140 all, a tie.
    match = chicago.Match()
    for seat, result in (("N", "1NT="), ("E", "1NT="), ("S", "1NT-1"), ("W", "1NT-1")):
        match = match.record(result, declarer=seat)
    text = sheet.of(match).render()
    assert text.splitlines()[-1] == "result: a tie (NS 140, EW 140)"
    # Both part scores of 40 stand (no game was made) until the match ends.
    (section,) = sheet.of(match).layout().sections
    fourth = [line for line in section.lines if line.kind is sheet.Kind.DEAL][3]
    assert [cell.text for cell in fourth.cells[6:8]] == ["40", "40"]
    # Closed after one deal: N 2S+1 is 60 + 30 to NS.
    closed = chicago.Match().record("2S+1", declarer="N").close()
    assert sheet.of(closed).render().splitlines()[-1] == (
        "result: closed after 1 deal; NS win by 90 (NS 90, EW 0)"
    )
    # CSV keeps one row per deal.
    assert sheet.of(closed).render("csv").splitlines()[1] == "1,N 2S+1,+90,0,90,0"


def test_an_evening_lays_out_each_chukker_and_the_standings() -> None:
    # Chukker 1 seats N Bob, S Cid v E Dan, W Eve (Ann out): Cid 4S= is 420 to Bob and Cid.
    evening = chicago.Evening(["Ann", "Bob", "Cid", "Dan", "Eve"]).record("4S=", declarer="Cid")
    lines = sheet.of(evening).render().splitlines()
    assert lines[3] == "chukker 1: N Bob, S Cid v E Dan, W Eve; sitting out: Ann"
    assert lines[-8:-2] == [
        "standings:",
        "1. Bob 420",
        "2. Cid 420",
        "3. Ann 0",
        "4. Dan 0",
        "5. Eve 0",
    ]
    # Deal 2, E (Dan) deals: EW vulnerable, Dan and Eve; no part score to carry (a game).
    assert lines[-1] == "Next: deal 2, Dan deals. Dan and Eve vulnerable."
    assert sheet.of(evening).render("csv").splitlines()[1] == (
        "1,Cid 4S=,0,+420,+420,0,0,0,420,420,0,0"
    )


def test_a_tarot_chelem_and_the_next_dealer() -> None:
    # FFT: garde, 3 bouts, 91 of 36: made by 55; an unannounced chelem made is 200 (T7).
    session = tarot.Session(("Ann", "Bob", "Cid", "Dan")).record(
        "garde", taker="Ann", bouts=3, points=91, chelem="unannounced"
    )
    lines = sheet.of(session).render().splitlines()
    (deal,) = (line for line in lines if line.startswith("   1"))
    row = deal.split()
    assert row[:8] == ["1", "Ann", "G", "3", "91", "made", "by", "55"]
    assert "Ch unannounced" in deal
    assert lines[-1] == "Next: deal 2, Bob deals."


def test_a_pitch_redeal_in_a_game_with_bidding() -> None:
    # Pitch: Us bid 2 and take high and low: 2 made. Them's deal is thrown in (all passed,
    # the dealer not forced to bid): no bid, no points, and without a turn-up the deal passes
    # on: Us deals deal 2.
    rules = attrs.evolve(pitch.PITCH, dealer_forced=False)
    tally = pitch.Tally.summary(
        high="Us", low="Us", sides=("Us", "Them"), dealer="Us", rules=rules, jack=None, game=None
    )
    game = pitch.Game(("Us", "Them"), rules).record(tally, bidder="Us", bid=2).throw_in()
    lines = sheet.of(game).render().splitlines()
    # The high and low columns name the side that won them.
    assert lines[4].split() == ["1", "Us", "Us", "2", "made", "Us", "Us", "+2", "0"]
    assert lines[5].split() == ["total", "2", "0"]
    assert lines[6].split() == ["Them", "thrown", "in", "0", "0"]
    assert lines[-1] == "Next: deal 2, Us deals."
    assert sheet.loads(sheet.from_ledger(game).dumps()).ledger() == game


def test_explain_must_be_true_or_false() -> None:
    result = sheet.of(chicago.Match())
    with pytest.raises(ScoreError) as caught:
        result.render("text", explain=wrong(1))
    assert str(caught.value) == "explain: 1 is not allowed; expected True or False"
    for name in ("explain", "spreadsheet"):
        with pytest.raises(ScoreError) as caught:
            result.layout(**{name: wrong("yes")})
        assert str(caught.value) == f"{name}: 'yes' is not allowed; expected True or False"
    with pytest.raises(ScoreError, match="^lang: 'xx' is not allowed"):
        result.layout(lang="xx")


def test_the_layout_is_what_every_face_draws() -> None:
    # examples' Chicago deal 1 (B6): N 2S+1 is 60 below and 30 above, nobody vulnerable.
    result = sheet.of(chicago.Match().record("2S+1", declarer="N"))
    laid = result.layout()
    (section,) = laid.sections
    deal, running = section.lines
    assert (deal.kind, running.kind) == (sheet.Kind.DEAL, sheet.Kind.RUNNING)
    assert [cell.text for cell in deal.cells[:6]] == ["1", "N", "none", "N 2S+1", "+90", "0"]
    assert [cell.text for cell in running.cells[3:6]] == ["total", "90", "0"]
    assert [sentence.kind for sentence in laid.ending] == [sheet.Kind.RESULT, sheet.Kind.NEXT]
    # The spreadsheet's layout: a row per deal, the result a row of its table.
    (table,) = result.layout(spreadsheet=True).sections
    assert [line.kind for line in table.lines] == [
        sheet.Kind.DEAL,
        sheet.Kind.RESULT,
        sheet.Kind.NEXT,
    ]
    assert result.render("csv").splitlines()[1] == "1,N 2S+1,+90,0,90,0"


@pytest.mark.usefixtures("toy")
def test_the_shared_layout_explains_each_deal_and_saves_a_game_without_rules() -> None:
    ledger = ToyLedger(("A", "B")).record("A", 5).record("B", 2)
    text = sheet.of(ledger).render("text", explain=True)
    # Each deal's items under it, as every game's layout explains them.
    assert text.splitlines()[3:7] == [
        "   1  A scores 5  +5   0        5        0",
        "  points: A +5",
        "   2  B scores 2   0  +2        5        2",
        "  points: B +2",
    ]
    assert sheet.from_ledger(ledger).options == {}


def test_an_all_fours_misdeal_keeps_its_kick_and_reads_back() -> None:
    # All Fours (Trinidad): a jack turned up scores 3 for the dealer's side (P3), even when
    # the deal is then thrown in (a misdeal); the same dealer deals again.
    game = pitch.Game(("Reds", "Blues"), pitch.ALL_FOURS).throw_in(kicks=["JH"])
    assert game.totals == {"Reds": 3, "Blues": 0}
    document = sheet.from_ledger(game)
    assert document.deals == ({"throw_in": True, "kicks": ["JH"]},)
    assert sheet.loads(document.dumps()).ledger() == game
    lines = sheet.of(game).render().splitlines()
    assert lines[4].split()[:4] == ["Reds", "JH", "Reds", "+3"]
    assert lines[4].split()[4:6] == ["thrown", "in"]
    # The misdeal scored its kick: the running totals follow it.
    assert lines[5].split() == ["total", "3", "0"]
    with pytest.raises(sheet.SheetError) as caught:
        sheet.score(
            sheet.loads('game = "allfours"\nsides = ["A", "B"]\ndeals = [{throw_in = "yes"}]')
        )
    assert str(caught.value) == (
        "<scoresheet>: deal 1: throw_in: 'yes' is not allowed; expected true, with the kicks if any"
    )


def test_a_column_of_words_too_wide_for_the_page_wraps_within_its_row() -> None:
    # FFT: a prise alone at five, 2 bouts, 87 of 41 (made by 46), the petit au bout, two
    # simple poignées and an announced chelem: the bonus column's words are wider than the
    # page allows in French; they wrap within the row, every number where it was.
    document = sheet.loads(
        'game = "tarot"\nplayers = ["Ann", "Bob", "Cat", "Dan", "Eve"]\n'
        'deals = [{taker = "Ann", contract = "prise", bouts = 2, points = 87, alone = true,'
        ' petit_au_bout = "taker", poignees = ["simple", "simple"], chelem = "announced"}]'
    )
    lines = sheet.score(document).render(lang="fr").splitlines()
    assert max(map(len, lines)) <= 100
    deal, wrapped, total = lines[6:9]
    assert deal.split()[-6:] == ["+2084", "S", "-521", "-521", "-521", "-521"]
    assert wrapped.strip() == "annoncé"
    assert wrapped.index("annoncé") == deal.index("PaB")  # under its column
    assert total.split() == ["total", "2084", "-521", "-521", "-521", "-521"]
