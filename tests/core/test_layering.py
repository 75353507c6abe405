"""The layers of ``src/cardscore`` and who may import whom (issue 42, "Also": the layering).

base → games → sheet → command line: a module imports only from its own layer or the
layers before it. The base (words, checks, errors, items, the ledger's history) knows no
game; a game knows the base and, for the bridge family (Chicago, rubber, duplicate, Need a
Fourth?, par), ``bridge``; the sheet draws any game; the command line uses everything.
Every import counts, at the top of a module, inside a function or under ``TYPE_CHECKING``:
each is a dependency someone reading the module has to follow.

The imports are read with :mod:`ast`, not by importing, so the test sees what is written.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Final

import pytest

from tests.paths import ROOT

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

SOURCE: Final = ROOT / "src" / "cardscore"

#: Each game and the private modules of the package root that belong to it.
GAMES: Final = {
    # A package (issue 42): bridge._rules, _words, _read, _contract, _results are its own.
    # The column readers (_scores...) stay at the root, shared with duplicate.imps, and the
    # Chicago and rubber ledgers' shared deal (_bridge_ledgers) with them.
    "bridge": {"bridge", "_scores", "_scores_numpy", "_columns", "_bridge_ledgers"},
    # A package (issue 42): duplicate._rules, _words, _read, _results, _pairs, _teams, _par,
    # _arrays and _written are its own; no private module of the root serves it any more.
    "duplicate": {"duplicate"},
    "par": {"par"},
    # A package (issue 42): chicago._rules, _words, _read, _results, _ledger are its own.
    "chicago": {"chicago"},
    "rubber": {"rubber"},
    # A package (issue 42): needafourth._rules, _words, _read, _auction, _requirements,
    # _results, _ledger are its own.
    "needafourth": {"needafourth"},
    # A package (issue 42): pitch._rules, _cards, _read, _summary, _words, _results, _ledger are
    # its own; _pitch_named (a summary's named points) is the game's too.
    "pitch": {"pitch", "_pitch_named"},
    # A package (issue 42): tarot._rules, _words, _read, _cards, _results, _ledger are its own.
    "tarot": {"tarot"},
    # Club results files (PBN, USEBIO): read into duplicate's ledgers, par compared.
    "files": {
        "pbn",
        "usebio",
        "_results_compare",
        "_results_figures",
        "_results_ledger",
        "_results_model",
        "_results_teams",
        "_results_text",
    },
}
#: The games that may import ``bridge``: they score bridge deals.
BRIDGE_FAMILY: Final = frozenset({"chicago", "rubber", "duplicate", "needafourth", "par", "files"})
#: The other games a game may import, beyond ``bridge``: a club's results file is read into
#: duplicate's ledgers and its par compared with :mod:`cardscore.par`.
MAY_IMPORT: Final = {"files": frozenset({"duplicate", "par"})}
#: The layers in order: a module may import from its own layer and the ones before it.
LAYERS: Final = ("base", "game", "sheet", "strategies", "cli")

#: Today's imports against the layering, each with why it stays for now. An entry that no
#: longer happens fails the test too, so that the list only shrinks. Empty since the base
#: stopped importing the sheet (issue 42): ``str(ledger)`` is a one-line summary and
#: ``ledger.columns()`` finds the sheet's function through an entry point (``_drawing``).
KNOWN: Final[dict[tuple[str, str], str]] = {}


def module_name(path: Path, root: Path = SOURCE.parent) -> str:
    """``cardscore.x.y`` for ``src/cardscore/x/y.py`` (a package's ``__init__`` is the package)."""
    parts = path.relative_to(root).with_suffix("").parts
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def place(module: str) -> tuple[str, str | None]:
    """The layer of ``module`` and, for a game's module, the game."""
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else ""
    if top == "sheet":
        return "sheet", None
    if top in {"cli", "__main__"}:
        return "cli", None
    if top in {"strategies", "_hypothesis"}:  # Hypothesis strategies: testing aids
        return "strategies", None
    for game, modules in GAMES.items():
        if top in modules:
            return "game", game
    return "base", None


def imports(path: Path, root: Path = SOURCE.parent) -> Iterator[tuple[str, int]]:
    """Every ``cardscore`` module ``path`` imports, with the line, wherever the import is."""
    module = module_name(path, root)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "cardscore":
                    yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the package, up level - 1 packages
                anchor = package.split(".")[: len(package.split(".")) - node.level + 1]
                base = ".".join([*anchor, *([base] if base else [])])
            if base.split(".")[0] != "cardscore":
                continue
            if base == "cardscore":  # from cardscore import bridge: the module named
                for alias in node.names:
                    yield f"cardscore.{alias.name}", node.lineno
            else:
                yield base, node.lineno


def broken(importer: str, imported: str) -> str | None:
    """Why ``importer`` may not import ``imported``, or None if it may."""
    layer, game = place(importer)
    other_layer, other_game = place(imported)
    if LAYERS.index(other_layer) > LAYERS.index(layer):
        return f"the {layer} imports from the {other_layer}"
    if layer == other_layer == "game" and game != other_game:
        if other_game == "bridge" and game in BRIDGE_FAMILY:
            return None
        if other_game in MAY_IMPORT.get(game or "", frozenset()):
            return None
        return f"the game {game} imports the game {other_game}"
    return None


def violations(source: Path = SOURCE) -> dict[tuple[str, str], list[str]]:
    """Every import against the layering, by (importer, imported), with where and why."""
    found: dict[tuple[str, str], list[str]] = {}
    for path in sorted(source.rglob("*.py")):
        importer = module_name(path)
        for imported, line in imports(path):
            reason = broken(importer, imported)
            if reason is not None:
                where = f"{path.relative_to(source.parent)}:{line}: {reason}"
                found.setdefault((importer, _package(imported)), []).append(where)
    return found


def _package(module: str) -> str:
    """``cardscore.sheet`` for ``cardscore.sheet._layout``: an exception names the package."""
    parts = module.split(".")
    if len(parts) > 2 and place(module)[0] in {"sheet", "cli", "strategies"}:
        return ".".join(parts[:2])
    return module


def test_the_layers_hold() -> None:
    found = violations()
    new = {pair: where for pair, where in found.items() if pair not in KNOWN}
    assert new == {}, "imports against base → games → sheet → command line"


def test_every_known_exception_still_happens() -> None:
    # A fixed exception is taken off the list, so that the list says what is left to do.
    assert set(KNOWN) <= set(violations())


def test_games_never_import_each_other_but_bridge_family_on_bridge() -> None:
    # Pitch read a pass through cardscore.bridge.is_pass; the words of a pass are the base's.
    games = {
        pair
        for pair in violations()
        if place(pair[0])[0] == "game" and place(pair[1])[0] == "game"
    }
    assert games == set()
    assert broken("cardscore.pitch", "cardscore.bridge") is not None
    assert broken("cardscore.tarot", "cardscore.pitch") is not None
    assert broken("cardscore.chicago", "cardscore.bridge") is None
    assert broken("cardscore.par._rules", "cardscore.bridge") is None
    assert broken("cardscore.duplicate", "cardscore.chicago") is not None


#: The games made packages (issue 42): their private modules are their own.
PACKAGES: Final = ("bridge", "chicago", "duplicate", "needafourth", "pitch", "tarot", "par")


def private_imports(source: Path = SOURCE) -> list[str]:
    """Every import of a game package's private module from outside the package."""
    found = []
    for path in sorted(source.rglob("*.py")):
        importer = module_name(path).split(".")[:2]
        named: list[tuple[str, int]] = list(imports(path))
        # ``from cardscore.bridge import _rules`` names the module after ``import``.
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module is not None:
                named.extend((f"{node.module}.{alias.name}", node.lineno) for alias in node.names)
        for imported, line in named:
            parts = imported.split(".")
            if (
                len(parts) > 2
                and parts[1] in PACKAGES
                and parts[2].startswith("_")
                and (source / parts[1] / f"{parts[2]}.py").exists()
                and importer != parts[:2]
            ):
                found.append(f"{path.relative_to(source.parent)}:{line}: {imported}")
    return found


def test_a_game_package_is_imported_by_its_public_names() -> None:
    # Chicago, rubber, duplicate... know bridge by cardscore.bridge's names (Contract,
    # settle), never by its modules (bridge._rules): the package may rearrange them.
    assert private_imports() == []


@pytest.mark.parametrize(
    ("importer", "imported", "allowed"),
    [
        ("cardscore.errors", "cardscore._text", True),
        ("cardscore._words", "cardscore._check", True),
        ("cardscore._check", "cardscore.bridge", False),
        ("cardscore.pitch", "cardscore._words", True),
        ("cardscore.tarot", "cardscore.sheet", False),
        ("cardscore.bridge", "cardscore.cli._common", False),
        ("cardscore.sheet._pitch", "cardscore.pitch", True),
        ("cardscore.sheet._layout", "cardscore.cli", False),
        ("cardscore.cli.play", "cardscore.sheet", True),
        ("cardscore.strategies._sheet", "cardscore.sheet", True),
        ("cardscore.duplicate._par", "cardscore.bridge", True),  # duplicate's, on bridge
        ("cardscore.duplicate._par", "cardscore.duplicate._results", True),  # its own game
        ("cardscore.duplicate._written", "cardscore.bridge", True),  # the family's scores
        ("cardscore.duplicate._rules", "cardscore.pitch", False),
        ("cardscore.duplicate._read", "cardscore.tarot._read", False),
        ("cardscore.tarot._read", "cardscore.tarot._rules", True),  # a package's own modules
        ("cardscore.tarot._ledger", "cardscore._history", True),  # the base's history
        ("cardscore.tarot._rules", "cardscore.pitch", False),
        ("cardscore.tarot._words", "cardscore.sheet._tarot", False),
        ("cardscore.needafourth._rules", "cardscore.bridge", True),  # the bridge family's
        ("cardscore.needafourth._ledger", "cardscore.needafourth._results", True),
        ("cardscore.needafourth._read", "cardscore.tarot._read", False),
        ("cardscore.needafourth._words", "cardscore.sheet._needafourth", False),
        ("cardscore.chicago._results", "cardscore.bridge", True),  # the family, on bridge
        ("cardscore.chicago._ledger", "cardscore._bridge_ledgers", True),  # shared with rubber
        ("cardscore.bridge._rules", "cardscore.chicago", False),
        ("cardscore.bridge._words", "cardscore.tarot._words", False),
    ],
)
def test_the_rule_itself(importer: str, imported: str, *, allowed: bool) -> None:
    assert (broken(importer, imported) is None) is allowed


def test_imports_are_read_wherever_they_are(tmp_path: Path) -> None:
    package = tmp_path / "cardscore" / "game"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("from . import _rules\nfrom .._text import Text\n")
    (package / "_rules.py").write_text(
        "import cardscore.bridge\n"
        "import os\n"
        "from os import path\n"
        "def f():\n"
        "    from cardscore import sheet, items\n"
        "    from cardscore.cli._common import x\n"
        "    from ._read import y\n"
    )
    assert sorted(imports(package / "__init__.py", tmp_path)) == [
        ("cardscore._text", 2),
        ("cardscore.game", 1),
    ]
    assert sorted(imports(package / "_rules.py", tmp_path)) == [
        ("cardscore.bridge", 1),
        ("cardscore.cli._common", 6),
        ("cardscore.game._read", 7),
        ("cardscore.items", 5),
        ("cardscore.sheet", 5),
    ]


def test_no_private_module_of_the_root_is_left_from_duplicate() -> None:
    # Issue 42: duplicate's helpers moved into its package; none is left at the root.
    gone = ("_imps_par", "_imps_arrays", "_written", "_movement", "_cross_imps", "_pair_names")
    assert not [name for name in gone if (SOURCE / f"{name}.py").exists()]
    assert (SOURCE / "duplicate" / "__init__.py").exists()
    assert not (SOURCE / "duplicate.py").exists()
