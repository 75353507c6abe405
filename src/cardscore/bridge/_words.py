"""The one place contract bridge makes its words: each kind of item and its label (B2–B5).

Every word a player reads in a deal's breakdown is a :class:`~cardscore._text.Text`
written here (the reading's "what is allowed" lists are the door's,
:mod:`cardscore.bridge._read`). An item says what it is by its kind (``Item.kind``):
:data:`KINDS` lists them in the order a made contract lists its items, and the ledgers
that split a deal (below the line, above it, the duplicate bonus) ask the kind, never
the position or the words.

A deal is scored thousands of times a second, so the items are made once, when the module
loads, in tables indexed by the rules' numbers (level, strain, doubling, vulnerable,
tricks over or down); ``_results`` reads them.
"""

from __future__ import annotations

from typing import Final

from cardscore._text import Text
from cardscore.bridge._rules import (
    GAME_BONUS,
    HIGHEST_LEVEL,
    MOST_OVERTRICKS,
    PARTSCORE_BONUS,
    SLAM_BONUS,
    SMALL_SLAM,
    TRICKS,
    Doubling,
    Strain,
    trick_points,
)
from cardscore.items import Item

#: Vulnerability as the items say it, by ``vulnerable``.
VULNERABILITY: Final = (Text("not vulnerable"), Text("vulnerable"))
# The parties a breakdown names: the English data words (``Item.who``), which a renderer
# says with i18n.term() from these msgids.
PARTIES: Final = (Text("declarer"), Text("defenders"))
DECLARER: Final = "declarer"
DEFENDERS: Final = "defenders"

#: The doublings as the items say them.
DOUBLING_WORDS: Final = {
    Doubling.UNDOUBLED: Text("undoubled"),
    Doubling.DOUBLED: Text("doubled"),
    Doubling.REDOUBLED: Text("redoubled"),
}

#: Every kind of item a deal has, in the order a made contract lists them (B2–B5); a
#: defeated contract has only undertricks.
KINDS: Final = (
    "trick_score",
    "overtricks",
    "insult",
    "slam_bonus",
    "part_score",
    "game_bonus",
    "undertricks",
)

# --- B2. Trick score ----------------------------------------------------------------------


def how(level: int, strain: Strain, doubling: Doubling) -> Text:
    """How the trick score is reckoned, its numbers as values (each language writes them)."""
    counted = (
        # 1NT: "40" as "40 + {more} × 30" writes it, the same in every language.
        (Text("40 + {more} × 30", more=level - 1) if level > 1 else Text("40"))
        if strain is Strain.NOTRUMP
        else Text("{level} × {each}", level=level, each=strain.trick_value)
    )
    if doubling is Doubling.UNDOUBLED:
        return counted
    return Text(
        "{how}, {doubling} × {multiplier}",
        how=counted,
        doubling=DOUBLING_WORDS[doubling],
        multiplier=doubling.multiplier,
    )


def trick_score_item(level: int, strain: Strain, doubling: Doubling) -> Item:
    """The trick score's item (B2)."""
    return Item(
        Text("trick score ({how})", how=how(level, strain, doubling)),
        DECLARER,
        trick_points(level, strain, doubling),
        "trick_score",
    )


# [level][strain.order][doubling.order]; nothing at level 0.
TRICK_SCORE_ITEMS: Final = (
    (),
    *(
        tuple(
            tuple(trick_score_item(level, strain, doubling) for doubling in Doubling)
            for strain in Strain
        )
        for level in range(1, HIGHEST_LEVEL + 1)
    ),
)

# --- B3. Overtricks -----------------------------------------------------------------------


def undoubled_overtrick_items(each: int) -> tuple[Item, ...]:
    """B3: undoubled overtricks at the strain's trick value, 1 to 6 of them."""
    return tuple(
        Item(
            Text("overtricks ({count} × {each})", count=over, each=each),
            DECLARER,
            over * each,
            "overtricks",
        )
        for over in range(1, MOST_OVERTRICKS + 1)
    )


def overtrick_items(word: str, each: int, vul: str) -> tuple[Item, ...]:
    """B3: doubled and redoubled overtricks, 1 to 6 of them."""
    return tuple(
        Item(
            Text(
                "overtricks ({count} × {each}, {doubling}, {vulnerability})",
                count=over,
                each=each,
                doubling=word,
                vulnerability=vul,
            ),
            DECLARER,
            over * each,
            "overtricks",
        )
        for over in range(1, MOST_OVERTRICKS + 1)
    )


# [strain.order][doubling.order][vulnerable][overtricks − 1].
OVERTRICK_ITEMS: Final = tuple(
    tuple(
        tuple(
            undoubled_overtrick_items(strain.trick_value)
            if doubling.overtrick is None
            else overtrick_items(
                DOUBLING_WORDS[doubling], doubling.overtrick[vulnerable], VULNERABILITY[vulnerable]
            )
            for vulnerable in (False, True)
        )
        for doubling in Doubling
    )
    for strain in Strain
)

# --- B4. Undertricks ----------------------------------------------------------------------


def undertrick_items(
    word: str, row: tuple[int, int, int], vul: str
) -> tuple[tuple[Item, ...], ...]:
    """B4: the items of 0 to 13 tricks down: the 1st, the 2nd and 3rd, the 4th and after."""
    first, second_third, fourth_on = row
    one = Item(
        Text("1st undertrick ({doubling}, {vulnerability})", doubling=word, vulnerability=vul),
        DEFENDERS,
        first,
        "undertricks",
    )
    second = Item(
        Text("2nd undertrick (1 × {each})", each=second_third),
        DEFENDERS,
        second_third,
        "undertricks",
    )
    third = Item(
        Text("2nd and 3rd undertricks (2 × {each})", each=second_third),
        DEFENDERS,
        2 * second_third,
        "undertricks",
    )
    downs: list[tuple[Item, ...]] = [(), (one,), (one, second), (one, third)]
    for down in range(4, TRICKS + 1):
        rest = down - 3
        label = (
            Text("4th undertrick ({count} × {each})", count=rest, each=fourth_on)
            if rest == 1
            else Text(
                "4th to {last}th undertricks ({count} × {each})",
                last=down,
                count=rest,
                each=fourth_on,
            )
        )
        downs.append((one, third, Item(label, DEFENDERS, rest * fourth_on, "undertricks")))
    return tuple(downs)


# [doubling.order][vulnerable][tricks down].
UNDERTRICK_ITEMS: Final = tuple(
    tuple(
        undertrick_items(
            DOUBLING_WORDS[doubling], doubling.undertricks[vulnerable], VULNERABILITY[vulnerable]
        )
        for vulnerable in (False, True)
    )
    for doubling in Doubling
)

# --- B5. Bonuses --------------------------------------------------------------------------

# [doubling.order]: the insult's item, or nothing when undoubled.
INSULT_ITEMS: Final = tuple(
    (
        (
            Item(
                Text("insult ({doubling})", doubling=DOUBLING_WORDS[doubling]),
                DECLARER,
                doubling.insult,
                "insult",
            ),
        )
        if doubling.insult
        else ()
    )
    for doubling in Doubling
)


def slam_label(level: int, vul: Text) -> Text:
    """B5: the slam bonus's label, one template per slam (a language may make one word of it)."""
    if level == SMALL_SLAM:
        return Text("small slam bonus ({vulnerability})", vulnerability=vul)
    return Text("grand slam bonus ({vulnerability})", vulnerability=vul)


# [level][vulnerable]: nothing below level 6.
SLAM_ITEMS: Final = tuple(
    tuple(
        (Item(slam_label(level, vul), DECLARER, bonus, "slam_bonus"),) if bonus else ()
        for vul, bonus in zip(VULNERABILITY, SLAM_BONUS[level], strict=True)
    )
    for level in range(HIGHEST_LEVEL + 1)
)
# [is game][vulnerable]: the duplicate bonus.
BONUS_ITEMS: Final = (
    tuple(
        (Item(Text("partscore bonus"), DECLARER, PARTSCORE_BONUS, "part_score"),)
        for _ in VULNERABILITY
    ),
    tuple(
        (
            Item(
                Text("game bonus ({vulnerability})", vulnerability=vul),
                DECLARER,
                bonus,
                "game_bonus",
            ),
        )
        for vul, bonus in zip(VULNERABILITY, GAME_BONUS, strict=True)
    ),
)
