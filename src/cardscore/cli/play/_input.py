"""Reading the prompt's lines: one at a time, bounded in length, with tab completion."""

from __future__ import annotations

from typing import TYPE_CHECKING

from cardscore._check import fold
from cardscore._text import Text
from cardscore.errors import ScoreError
from cardscore.sheet._reader import TEXT_LIMIT

if TYPE_CHECKING:
    from collections.abc import Callable, Sequence
    from typing import TextIO

LINE_LIMIT = TEXT_LIMIT
"""The longest line the prompt reads, in characters (a deal is a few dozen)."""
LONG = Text("a line of more than {limit:,} characters", limit=TEXT_LIMIT)
_LONG_ALLOWED = Text("one deal or one command, at most {limit:,} characters", limit=TEXT_LIMIT)


def bounded(line: str) -> str:
    """``line``, refused when longer than :data:`LINE_LIMIT`.

    Checked before the line is split into words: shlex takes minutes on a megabyte.
    """
    if len(line) > LINE_LIMIT:
        raise ScoreError("line", LONG, _LONG_ALLOWED)
    return line


def read_line(lines: TextIO) -> str:
    """The next line of ``lines``, read in bounded pieces ('' at the end).

    A line longer than :data:`LINE_LIMIT` is read to its end, but only its first
    characters are kept (and one more, so that it is refused as too long).
    """
    line = lines.readline(LINE_LIMIT + 1)
    if len(line) <= LINE_LIMIT or line.endswith("\n"):
        return line
    rest = line
    while rest and not rest.endswith("\n"):
        rest = lines.readline(65536)
    return line


def completion(words: Sequence[str]) -> Callable[[str, int], str | None] | None:
    """Tab completion of ``words`` at the prompt, with readline where there is one.

    Returns the completer (None without readline: the prompt works without completion).
    """
    try:
        import readline
    except ImportError:
        return None

    def complete(text: str, state: int) -> str | None:
        # With a space after each, as a shell completes a word (Python's readline adds none).
        matches = [f"{word} " for word in words if fold(word).startswith(fold(text))]
        return matches[state] if state < len(matches) else None

    readline.set_completer(complete)
    readline.set_completer_delims(" \t")
    libedit = "libedit" in (readline.__doc__ or "")
    readline.parse_and_bind("bind ^I rl_complete" if libedit else "tab: complete")
    return complete
