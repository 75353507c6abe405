"""The recipes of docs/scale.md, run as printed on 1,000,000 deals (slow; the scale extra).

Each recipe's code is read from the page (the block after its ``<!-- recipe: NAME -->``
marker) and run as a script (``__name__ == "__main__"``) in a folder holding ``deals/``,
four Parquet files of 250,000 deals each. Its ``scores`` must equal ``bridge.score`` for
every row: the expected scores are a lookup into a table of every (contract, tricks,
vulnerability) answer of ``bridge.score`` (105 × 14 × 2 calls), not a million scalar calls
and not ``bridge.scores`` itself.

Without the scale extra these tests are skipped, saying so; with ``CI`` set, a missing
engine fails them (CI installs the extra).
"""

from __future__ import annotations

import importlib
import os
import re
from typing import TYPE_CHECKING, Any

import pytest

from cardscore import bridge
from tests import paths

if TYPE_CHECKING:
    from pathlib import Path

pytestmark = pytest.mark.slow

ROWS = 1_000_000
FILES = 4
PAGE = paths.ROOT / "docs" / "scale.md"
RECIPES = ("polars", "dask-dataframe", "dask-array", "pyarrow")


def engine(name: str) -> Any:
    """The module, or a skip saying which extra is missing (a failure in CI)."""
    if os.environ.get("CI"):
        return importlib.import_module(name)
    return pytest.importorskip(
        name, reason=f"{name} is in the scale extra: pip install -e '.[scale]'"
    )


def recipe(name: str) -> str:
    """The code of the page's recipe ``name``."""
    text = PAGE.read_text(encoding="utf-8")
    found = re.search(
        rf"<!-- recipe: {re.escape(name)} -->\n```python\n(.*?)\n```", text, re.DOTALL
    )
    assert found is not None, f"no recipe {name!r} in {PAGE.name}"
    return found.group(1)


@pytest.fixture(scope="module")
def deals(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Any]:
    """A folder with deals/ (4 Parquet files), and the expected score of every row."""
    np = engine("numpy")
    pa = engine("pyarrow")
    pq = engine("pyarrow.parquet")
    rng = np.random.default_rng(43)
    codes = rng.integers(0, 105, ROWS, dtype=np.int8)
    tricks = rng.integers(0, 14, ROWS, dtype=np.int8)
    vulnerable = rng.integers(0, 2, ROWS).astype(bool)
    # Every answer of the scalar function, looked up per row.
    table = np.array(
        [
            [
                [
                    bridge.score(bridge.Contract.from_code(code), won, vulnerable=vul)
                    for vul in (False, True)
                ]
                for won in range(14)
            ]
            for code in range(105)
        ],
        dtype=np.int64,
    )
    expected = table[codes, tricks, vulnerable.astype(np.intp)]
    folder = tmp_path_factory.mktemp("scale")
    (folder / "deals").mkdir()
    part = ROWS // FILES
    for index in range(FILES):
        rows = slice(index * part, (index + 1) * part)
        pq.write_table(
            pa.table(
                {"contract": codes[rows], "tricks": tricks[rows], "vulnerable": vulnerable[rows]}
            ),
            folder / "deals" / f"part-{index}.parquet",
        )
    return folder, expected


def test_the_expected_scores_are_bridge_score_itself(deals: tuple[Path, Any]) -> None:
    # Spot checks of the reference by hand (B2-B5): 4S= not vulnerable 420, 3NTX-2 vulnerable -500.
    assert bridge.score("4S", 10, vulnerable=False) == 420
    assert bridge.score("3NTX", 7, vulnerable=True) == -500
    assert len(deals[1]) == ROWS


@pytest.mark.parametrize("name", RECIPES)
def test_recipe_scores_every_row_as_bridge_score(
    name: str, deals: tuple[Path, Any], monkeypatch: pytest.MonkeyPatch
) -> None:
    np = engine("numpy")
    for module in {"polars": ["polars"], "pyarrow": ["pyarrow.compute"]}.get(
        name, ["dask.dataframe", "dask.array", "distributed"]
    ):
        engine(module)
    folder, expected = deals
    monkeypatch.chdir(folder)
    namespace: dict[str, Any] = {"__name__": "__main__"}
    code = compile(recipe(name), f"{PAGE}:{name}", "exec")
    exec(code, namespace)  # noqa: S102 - the page's own recipe, run as a reader would
    scores = np.asarray(namespace["scores"])
    assert scores.shape == (ROWS,)
    mismatched = np.flatnonzero(scores != expected)
    assert mismatched.size == 0, f"{mismatched.size} rows differ, first {mismatched[:5]}"


def test_every_recipe_of_the_page_is_tested() -> None:
    marked = re.findall(r"<!-- recipe: ([\w-]+) -->", PAGE.read_text(encoding="utf-8"))
    assert tuple(marked) == RECIPES
