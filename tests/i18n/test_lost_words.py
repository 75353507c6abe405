"""No Text loses its translation in ``src/`` (issue 42, "Also": ``Text``).

A :class:`~cardscore.i18n.Text` keeps its template through ``+`` (a join said part by part),
but an f-string, ``%``, :meth:`str.format`, :meth:`str.join` or a slice makes a plain
``str`` of its English: said in French, it would stay English, and nothing would say so.
Say it first (``say(label)``), then put the said words together.

This lint reads the source with :mod:`ast` and knows a value is a Text when it is written
so: a ``Text(...)`` or ``Text.in_context(...)`` call, a call of a function or method of
``src/`` whose return is annotated ``Text``, a name bound to one of these or annotated
``Text`` (a parameter, a module's constant), an attribute annotated ``Text`` in a class of
``src/`` (an item's ``label``), and ``+`` of a Text. The neighbouring lints of
``test_babel.py`` (no word call inside an f-string) and ``test_catalogs.py`` (no word built
by an f-string, ``+``, ``%``, ``format`` or ``join``) guard what a word is made of; this one
guards what becomes of a word once made.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Final

import pytest

from cardscore import bridge
from cardscore.i18n import say
from tests.paths import ROOT

if TYPE_CHECKING:
    from collections.abc import Iterator
    from pathlib import Path

SOURCE: Final = ROOT / "src" / "cardscore"
#: The annotation that makes a value a Text.
TEXT: Final = "Text"


def _is_text_annotation(node: ast.expr | None) -> bool:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value == TEXT
    if isinstance(node, ast.Name):
        return node.id == TEXT
    if isinstance(node, ast.Subscript):  # Final[Text]
        return _is_text_annotation(node.slice)
    return False


def typed_as_text(trees: list[ast.Module]) -> tuple[frozenset[str], frozenset[str]]:
    """The functions' names whose return is ``Text``, and the attributes annotated ``Text``."""
    functions = set()
    attributes = set()
    for tree in trees:
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef) and _is_text_annotation(node.returns):
                functions.add(node.name)
            elif isinstance(node, ast.ClassDef):
                for statement in node.body:
                    if (
                        isinstance(statement, ast.AnnAssign)
                        and isinstance(statement.target, ast.Name)
                        and _is_text_annotation(statement.annotation)
                    ):
                        attributes.add(statement.target.id)
    return frozenset(functions), frozenset(attributes)


class _Texts:
    """What is known to be a Text in one module: its names by scope, the src-wide types."""

    def __init__(self, functions: frozenset[str], attributes: frozenset[str]) -> None:
        self.functions = functions
        self.attributes = attributes
        self.scopes: list[set[str]] = [set()]

    def is_text(self, node: ast.expr) -> bool:
        if isinstance(node, ast.Call):
            return self._returns_text(node.func)
        if isinstance(node, ast.Name):
            return any(node.id in scope for scope in self.scopes)
        if isinstance(node, ast.Attribute):
            return node.attr in self.attributes
        if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
            return self.is_text(node.left) or self.is_text(node.right)
        if isinstance(node, ast.IfExp):
            return self.is_text(node.body) or self.is_text(node.orelse)
        return False

    def _returns_text(self, func: ast.expr) -> bool:
        if isinstance(func, ast.Name):
            return func.id == TEXT or func.id in self.functions
        if isinstance(func, ast.Attribute):
            if isinstance(func.value, ast.Name) and func.value.id == TEXT:
                return func.attr == "in_context"
            return func.attr in self.functions
        return False

    def bind(self, node: ast.stmt) -> None:
        """Note the names ``node`` binds to a Text in the current scope."""
        if isinstance(node, ast.Assign) and self.is_text(node.value):
            self.scopes[-1].update(t.id for t in node.targets if isinstance(t, ast.Name))
        elif (
            isinstance(node, ast.AnnAssign)
            and isinstance(node.target, ast.Name)
            and (
                _is_text_annotation(node.annotation)
                or (node.value is not None and self.is_text(node.value))
            )
        ):
            self.scopes[-1].add(node.target.id)


_REPR: Final = ord("r")


def _joined_texts(texts: _Texts, node: ast.expr) -> bool:
    """True if ``node``, joined by :meth:`str.join`, holds a Text."""
    if isinstance(node, ast.List | ast.Tuple | ast.Set):
        return any(texts.is_text(element) for element in node.elts)
    if isinstance(node, ast.GeneratorExp | ast.ListComp | ast.SetComp):
        return texts.is_text(node.elt)
    return False


def _losses(texts: _Texts, node: ast.AST) -> Iterator[tuple[int, str]]:
    """Where ``node`` (not its children) makes a plain str of a Text, and how."""
    if (
        isinstance(node, ast.FormattedValue)
        and node.conversion != _REPR  # a repr is for programmers: English, quoted
        and texts.is_text(node.value)
    ):
        yield node.value.lineno, "an f-string"
    elif isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod):
        right = node.right.elts if isinstance(node.right, ast.Tuple) else [node.right]
        if texts.is_text(node.left) or any(texts.is_text(value) for value in right):
            yield node.lineno, "%"
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        method = node.func.attr
        if method == "format" and (
            texts.is_text(node.func.value)
            or any(texts.is_text(value) for value in node.args)
            or any(texts.is_text(keyword.value) for keyword in node.keywords)
        ):
            yield node.lineno, ".format(...)"
        elif method == "join" and (
            texts.is_text(node.func.value)
            or any(_joined_texts(texts, value) for value in node.args)
        ):
            yield node.lineno, ".join(...)"
    elif (
        isinstance(node, ast.Subscript)
        and isinstance(node.slice, ast.Slice)
        and texts.is_text(node.value)
    ):
        yield node.lineno, "a slice"


def lost_words(
    tree: ast.Module, where: str, functions: frozenset[str], attributes: frozenset[str]
) -> list[str]:
    """Every place in ``tree`` where a Text goes through an f-string, %, format, join or slice."""
    texts = _Texts(functions, attributes)
    found: list[str] = []

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.Lambda):
            arguments = node.args
            texts.scopes.append(
                {
                    argument.arg
                    for argument in [
                        *arguments.posonlyargs,
                        *arguments.args,
                        *arguments.kwonlyargs,
                    ]
                    if _is_text_annotation(argument.annotation)
                }
            )
            body: list[ast.AST] = [*node.body] if isinstance(node.body, list) else [node.body]
            for statement in body:
                visit(statement)
            texts.scopes.pop()
            return
        if isinstance(node, ast.stmt):
            texts.bind(node)
        found.extend(f"{where}:{line}: a Text through {how}" for line, how in _losses(texts, node))
        for inner in ast.iter_child_nodes(node):
            visit(inner)

    # A module's names first (its constants are used by functions written above them).
    for statement in tree.body:
        texts.bind(statement)
    visit(tree)
    return found


def _sources() -> list[tuple[Path, ast.Module]]:
    return [
        (path, ast.parse(path.read_text(encoding="utf-8")))
        for path in sorted(SOURCE.rglob("*.py"))
    ]


#: Today's losses, each with why it stays for now; one that no longer happens fails too.
KNOWN: Final[dict[str, str]] = {}


def _found() -> list[str]:
    sources = _sources()
    functions, attributes = typed_as_text([tree for _, tree in sources])
    found = []
    for path, tree in sources:
        where = path.relative_to(ROOT).as_posix()
        found += lost_words(tree, where, functions, attributes)
    return found


def _unplaced(line: str) -> str:
    """``path: how`` for ``path:line: how``: an exception is not tied to a line number."""
    where, _, how = line.partition(": ")
    return f"{where.rpartition(':')[0]}: {how}"


def test_no_text_loses_its_translation_in_src() -> None:
    found = [line for line in _found() if _unplaced(line) not in KNOWN]
    assert not found, "say the Text first, then put the said words together:\n" + "\n".join(found)


def test_every_known_loss_still_happens() -> None:
    assert set(KNOWN) <= {_unplaced(line) for line in _found()}


def test_an_items_line_is_said_in_any_language() -> None:
    # Item.__str__ was the one loss the lint found: f"{self.label}: ..." kept the English.
    item = bridge.settle("4S", 11, vulnerable=False).items[1]
    assert str(item) == "overtricks (1 × 30): declarer +30"
    assert say(str(item), "fr") == "levées de mieux (1 × 30) : declarer +30"


def test_the_lint_knows_the_texts_of_src() -> None:
    functions, attributes = typed_as_text([tree for _, tree in _sources()])
    assert {"in_context", "texts"} <= functions  # a classmethod, a strategy of Texts
    assert {"label", "title"} <= attributes  # Item.label, a sheet's title


_TYPED = (
    "class Item:\n    label: Text\n    points: int\n"
    "def heading(n: int) -> Text: ...\n"
    "def plain() -> str: ...\n"
)


@pytest.mark.parametrize(
    ("code", "how"),
    [
        ("f\"{Text('game')}!\"", "an f-string"),
        ('x = Text("game")\nf"» {x}"', "an f-string"),
        ('X: Final = Text("game")\ndef f():\n    return f"{X}"', "an f-string"),
        ('def f(word: Text):\n    return f"{word!s:>9}"', "an f-string"),
        ('f"{item.label}: {item.points}"', "an f-string"),
        ('f"{heading(3)}"', "an f-string"),
        ('f"{self.heading(3)}"', "an f-string"),
        ('"%s points" % item.label', "%"),
        ('"%s: %d" % (item.label, 3)', "%"),
        ('Text("a") % 3', "%"),
        ('"{} points".format(item.label)', ".format(...)"),
        ('"{x} points".format(x=Text("a"))', ".format(...)"),
        ('Text("{a}").format(a=1)', ".format(...)"),
        ('", ".join([item.label, "x"])', ".join(...)"),
        ('", ".join(i.label for i in items)', ".join(...)"),
        ('Text(", ").join(names)', ".join(...)"),
        ("item.label[:3]", "a slice"),
        ('(Text("a") + "b")[1:]', "a slice"),
        ("f\"{Text('a') if x else 'b'}\"", "an f-string"),
    ],
)
def test_the_lint_finds_each_way_of_losing_a_translation(code: str, how: str) -> None:
    tree = ast.parse(_TYPED + code)
    functions, attributes = typed_as_text([tree])
    assert [
        line.rpartition(": ")[2] for line in lost_words(tree, "x.py", functions, attributes)
    ] == [f"a Text through {how}"]


def test_the_lint_leaves_said_words_strs_and_indexes_alone() -> None:
    code = (
        'f"{say(item.label)}: {item.points}"\n'
        'f"Item(label={item.label!r})"\n'
        'f"{plain()} {n}"\n'
        '"%d points" % item.points\n'
        '", ".join(say(i.label) for i in items)\n'
        '" ".join(words)\n'
        "item.label[0]\n"
        'x = "game"\nf"{x}"\n'
        'def f(word: str):\n    return f"{word}"\n'
        'def g():\n    y = Text("a")\n    return y\n'
        'f"{y}"\n'  # y is g's, not the module's
        'Text("{a}", a=item.label)\n'
        "item.label + '!'\n"
    )
    tree = ast.parse(_TYPED + code)
    functions, attributes = typed_as_text([tree])
    assert lost_words(tree, "x.py", functions, attributes) == []
