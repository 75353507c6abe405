"""``python -m cardscore``: the same as the ``cardscore`` command."""

import sys

from cardscore.cli import main

if __name__ == "__main__":
    sys.exit(main())
