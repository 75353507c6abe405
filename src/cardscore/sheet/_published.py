"""A results file as cardscore's sheet, with a section of every published figure that differs."""

from __future__ import annotations

from typing import TYPE_CHECKING

import attrs

from cardscore import sheet
from cardscore._policy import POLICIES, policy_named
from cardscore._text import Text
from cardscore.i18n import say
from cardscore.sheet._layout import Column, Kind, Line, Section

if TYPE_CHECKING:
    from cardscore._policy import Policy
    from cardscore._results_figures import Comparison
    from cardscore._results_model import Event

__all__ = ["differences_section", "event_sheet"]


def _name(policy: Policy) -> str:
    return next((name for name, preset in POLICIES.items() if preset == policy), "custom")


def differences_section(compared: tuple[Comparison, ...], policy: Policy) -> tuple[Section, ...]:
    """The differences from the published figures as a section, said in the current language."""
    differing = [item for item in compared if not item.agrees]
    if not differing:
        title = Text(
            "published figures: all {count} agree with cardscore (policy {policy})",
            count=len(compared),
            policy=_name(policy),
        )
        return (Section((), title=say(title)),)
    title = Text(
        "published figures: {count} of {total} differ from cardscore (policy {policy})",
        count=len(differing),
        total=len(compared),
        policy=_name(policy),
    )
    columns = (
        Column(say(Text("board"))),
        Column(say(Text("line")), left=True),
        Column(say(Text("figure")), left=True),
        Column(say(Text("published"))),
        Column("cardscore"),
    )
    lines = tuple(
        Line(
            Kind.DEAL,
            [
                "" if item.board is None else str(item.board),
                item.line,
                item.field,
                str(item.published),
                "" if item.computed is None else str(item.computed),
            ],
        )
        for item in differing
    )
    return (Section(columns, lines, title=say(title)),)


def event_sheet(event: Event, policy: Policy | str = "cardscore") -> sheet.Sheet:
    """The event's session as cardscore's sheet, ending with its differences from the file.

    Raises:
        ScoreError: The file's boards do not make a session, or ``policy`` is unknown.
    """
    chosen = policy_named(policy)
    scored = sheet.score(sheet.from_ledger(event.session(chosen), title=event.title or None))
    compared = event.compare(chosen)
    return attrs.evolve(scored, appendix=lambda: differences_section(compared, chosen))
