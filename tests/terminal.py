"""``cardscore`` started as at a terminal, wherever the tests themselves run.

A job started with ``&`` or under ``nohup`` (a mutation run in the background, a CI runner)
starts every process with SIGINT or SIGHUP ignored, and Python leaves an ignored signal
ignored, as ``cardscore play`` does too. The tests that send the prompt a signal start it
with the signals as a terminal's shell leaves them: Ctrl-C raises KeyboardInterrupt, a
hang-up and SIGTERM do what the program says. The tests that signal the test process itself
use :func:`signals_as_at_a_terminal` (``pytestmark = pytest.mark.usefixtures(...)``, the
fixture imported into the module).
"""

from __future__ import annotations

import signal
import sys
from typing import TYPE_CHECKING, Final

import pytest

if TYPE_CHECKING:
    from collections.abc import Iterator

_AS_AT_A_TERMINAL: Final = (
    "import runpy, signal\n"
    "signal.signal(signal.SIGINT, signal.default_int_handler)\n"
    "for name in ('SIGHUP', 'SIGTERM'):\n"
    "    if hasattr(signal, name):\n"
    "        signal.signal(getattr(signal, name), signal.SIG_DFL)\n"
    "runpy.run_module('cardscore', run_name='__main__', alter_sys=True)\n"
)

#: The command line that runs ``python -m cardscore`` with a terminal's signals: add its
#: arguments (``[*CARDSCORE, "play", "chicago", "evening.toml"]``).
CARDSCORE: Final = (sys.executable, "-c", _AS_AT_A_TERMINAL)


@pytest.fixture
def signals_as_at_a_terminal() -> Iterator[None]:
    """Within a test, SIGINT, SIGHUP and SIGTERM as a terminal leaves them; then as before."""
    wanted = {signal.SIGINT: signal.default_int_handler} | {
        getattr(signal, name): signal.SIG_DFL
        for name in ("SIGHUP", "SIGTERM")
        if hasattr(signal, name)
    }
    previous = {signum: signal.signal(signum, handler) for signum, handler in wanted.items()}
    yield
    for signum, handler in previous.items():
        signal.signal(signum, handler)
