"""The DDS test deals of ``tests/data/dds/list100.txt``, read for the par tests."""

from __future__ import annotations

import shlex
from pathlib import Path
from typing import NamedTuple

DATA = Path(__file__).resolve().parent.parent / "data"
SEATS = "NESW"
# DDS's vulnerability codes, in the order the deals' PBN lines use them.
VULNERABLE = ("none", "both", "ns", "ew")


class Deal(NamedTuple):
    """One deal: its table (DDS rows), dealer, vulnerability and both DDS par answers."""

    number: int
    rows: list[list[int]]
    dealer: str
    vulnerable: str
    sides: tuple[str, str, str, str]  # PAR: "NS -110" "EW 110" "NS:EW 2S" "EW:EW 2S"
    dealer_par: tuple[str, ...]  # PAR2: "-110" "2S-EW"


def deals() -> list[Deal]:
    """Every deal of list100.txt, in the file's order."""
    found: list[Deal] = []
    dealer = vulnerable = ""
    rows: list[list[int]] = []
    sides: tuple[str, ...] = ()
    for line in (DATA / "dds" / "list100.txt").read_text().splitlines():
        tag, _, rest = line.partition(" ")
        if tag == "PBN":
            fields = rest.split()
            dealer, vulnerable = SEATS[int(fields[0])], VULNERABLE[int(fields[1])]
        elif tag == "TABLE":
            numbers = [int(field) for field in rest.split()]
            rows = [numbers[row * 4 : row * 4 + 4] for row in range(5)]
        elif tag == "PAR":
            sides = tuple(shlex.split(rest))
        elif tag == "PAR2":
            found.append(
                Deal(
                    len(found) + 1,
                    rows,
                    dealer,
                    vulnerable,
                    (sides[0], sides[1], sides[2], sides[3]),
                    tuple(shlex.split(rest)),
                )
            )
    return found
