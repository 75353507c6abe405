r"""cardscore's gettext catalogs: extract (Babel), update, compile, check (standard library).

    python scripts/i18n.py extract    # pybabel extract: src/cardscore -> locale/cardscore.pot
    python scripts/i18n.py update     # cardscore.pot -> each LANG/LC_MESSAGES/cardscore.po
    python scripts/i18n.py update de  # ... and start a German catalog if there is none
    python scripts/i18n.py compile    # each cardscore.po -> cardscore.mo (GNU mo, as msgfmt)
    python scripts/i18n.py check      # exit 1 listing what the template or a catalog gets wrong

``extract`` runs Babel's ``pybabel extract`` with the mapping and keywords of ``babel.cfg``
(install it with ``pip install -e '.[i18n]'``): the words are the str literal arguments of

- ``Text(template, ...)`` (flagged ``python-brace-format`` by Babel when it has ``{fields}``);
- ``Text.in_context(context, template, ...)``, its literal context as the ``msgctxt``;
- ``Item(label, ...)``;
- ``Allowed(Text(program), told=Text(player))``: its two ``Text`` calls (``babel.cfg`` names
  ``Allowed`` so that Babel reads into it where it is an error's argument);
- a ``ScoreError``'s (and subclass's) ``allowed``, the third argument
  (``MissingFieldError``'s second).

The template has no header and sorts its messages by msgid, then context; its references
name files, not lines, so it changes only when the words do, and branches that add words
merge.

The rest is ours, because Babel does not do it, or does it in a way that would change the
committed files on every run:

- ``check`` compares the template with every literal word of the source (``words_of``): a word
  Babel's tokenizer does not see (a call inside an f-string under Python 3.11, an argument
  after a nested ``Text(...)`` in the same call) or reads wrongly is reported. It checks that
  every catalog translates every message, none fuzzy, with the same ``{fields}`` (Babel's
  checker knows only ``%`` formats), argparse's ``%`` formats (``python-format``, context
  ``argparse``) with the same conversions, a final line break where the English has one,
  and that each ``.mo`` is the compile of its ``.po``.
- ``update`` and ``compile`` need only the standard library, for translators. ``pybabel
  update`` rewrites each catalog's header (its fields reordered, the charset lower-cased, a
  ``POT-Creation-Date`` of the hour it ran, ``Generated-By`` with Babel's version, the
  glossary comments' indentation dropped) and ``pybabel compile`` writes that header into the
  ``.mo``: the same translations (checked: every message the same) in files that would differ
  on every run and conflict between branches.

The ``.po`` reader takes what this tool, Babel and Poedit write (multi-line strings,
comments, ``msgctxt``, obsolete ``#~`` entries); it refuses plural forms, which cardscore
does not use. A message with a context is compiled under the key ``context\x04msgid``, as
GNU ``msgfmt`` does, where ``pgettext`` looks for it.
"""

from __future__ import annotations

import argparse
import ast
import importlib.metadata
import re
import string
import struct
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Final

if TYPE_CHECKING:
    from collections.abc import Iterable, Iterator, Sequence

ROOT: Final = Path(__file__).resolve().parent.parent
SOURCE: Final = ROOT / "src" / "cardscore"
LOCALE: Final = SOURCE / "locale"
DOMAIN: Final = "cardscore"
BRACE: Final = "python-brace-format"
#: Babel's flag on a msgid with ``%`` conversions: argparse's own words (cli/_parser.py).
PERCENT: Final = "python-format"
FUZZY: Final = "fuzzy"
#: Between a context and its msgid in a compiled catalog's key (GNU gettext's EOT).
CONTEXT_SEPARATOR: Final = "\x04"
#: Babel's configuration: which files, and which calls' arguments are words.
BABEL_CONFIG: Final = ROOT / "babel.cfg"
#: The first Babel that reads keywords from babel.cfg and flags python-brace-format.
BABEL_VERSION: Final = (2, 18)
#: ``pybabel extract``'s options: references name files, not lines (a line number would
#: change the template with every edit of the code around a word); messages sorted by msgid
#: then context; no wrapping; no header (Babel's has the hour and its own version in it).
EXTRACT_OPTIONS: Final = ("--add-location=file", "--sort-output", "--no-wrap", "--omit-header")
# A printf-style conversion, as Python's % operator reads it: %s, %r, %(name)s, %5.2f, %%.
_CONVERSION: Final = re.compile(
    r"%(?:\([^)]*\))?[#0 +-]*(?:\*|\d+)?(?:\.(?:\*|\d+))?[hlL]?[diouxXeEfFgGcrsa%]"
)
_FSTRING_WARNING: Final = "warning: Skipping f-string with substitutions"

#: Plural-Forms headers of the languages a catalog may be started for (others: as English).
PLURAL_FORMS: Final = {
    "fr": "nplurals=2; plural=(n > 1);",
    "pt_BR": "nplurals=2; plural=(n > 1);",
}
_GERMANIC_PLURALS: Final = "nplurals=2; plural=(n != 1);"

_ESCAPES: Final = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_UNESCAPES: Final = {
    "\\": "\\",
    '"': '"',
    "n": "\n",
    "t": "\t",
    "r": "\r",
    "a": "\a",
    "b": "\b",
    "f": "\f",
    "v": "\v",
}


class PoError(ValueError):
    """A ``.po`` file this tool cannot read: names the file, the line and what is wrong."""


@dataclass
class Entry:
    """One message of a catalog.

    Attributes:
        msgid: The English text (a template when ``python-brace-format`` is in ``flags``).
        msgstr: Its translation; empty while untranslated.
        references: Where the source makes it, as ``path:line``.
        flags: ``fuzzy``, ``python-brace-format``...
        comments: The translator's own comments (``# ...`` lines), kept by ``update``.
        obsolete: A message the source no longer makes, kept as ``#~`` for its translation.
        msgctxt: The meaning of ``msgid`` here (``Text.in_context``), None for most messages:
            the same msgid in two contexts is two messages.
    """

    msgid: str
    msgstr: str = ""
    references: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    comments: list[str] = field(default_factory=list)
    obsolete: bool = False
    msgctxt: str | None = None

    @property
    def key(self) -> str:
        """The message's key in a compiled catalog: its msgid, after its context if any."""
        if self.msgctxt is None:
            return self.msgid
        return f"{self.msgctxt}{CONTEXT_SEPARATOR}{self.msgid}"

    def shown(self) -> str:
        """The message as a report names it: its msgid, and its context if any."""
        if self.msgctxt is None:
            return repr(self.msgid)
        return f"{self.msgid!r} (context {self.msgctxt!r})"


@dataclass
class Catalog:
    """A ``.po`` or ``.pot`` file: its header (the msgstr of msgid ``""``) and its messages."""

    header: str
    entries: list[Entry]
    header_comments: list[str] = field(default_factory=list)
    header_flags: list[str] = field(default_factory=list)

    def by_key(self) -> dict[str, Entry]:
        """The live (not obsolete) messages by :attr:`Entry.key` (context and msgid)."""
        return {entry.key: entry for entry in self.entries if not entry.obsolete}


# --- extract -------------------------------------------------------------------------------


def _name(call: ast.Call) -> str:
    if isinstance(call.func, ast.Name):
        return call.func.id
    if isinstance(call.func, ast.Attribute):
        return call.func.attr
    return ""


def _literal(node: ast.expr) -> str | None:
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    return None


def words_of(call: ast.Call) -> Iterator[tuple[str, ast.expr]]:
    """The argument nodes of ``call`` that are words, each with the kind of call.

    Yields ``(kind, node)`` for every position rule 2 names, literal or not (the lint checks
    the non-literal ones; Babel must extract the literal ones): ``Text``'s template
    (``Text.in_context``'s second argument), an ``*Error``'s arguments but the first,
    ``Item``'s label, ``Allowed``'s two wordings.
    """
    name = _name(call)
    if name == "Text" and call.args:
        yield "Text", call.args[0]
    elif _context_of(call) is not None:
        yield "Text.in_context", call.args[1]
    elif name == "Item" and call.args:
        yield "Item", call.args[0]
    elif name == "Allowed":
        # Both wordings are Text(...) calls (refused otherwise): a literal here is a word Babel
        # would not take as the player's, reported by ``check``.
        yield from _arguments(name, call, 0)
    elif name.endswith("Error"):
        yield from _arguments(name, call, 1)


def _arguments(kind: str, call: ast.Call, first: int) -> Iterator[tuple[str, ast.expr]]:
    """``call``'s arguments from the ``first``, then its keyword ones, each with ``kind``."""
    for node in call.args[first:]:
        if not isinstance(node, ast.Starred):
            yield kind, node
    for keyword in call.keywords:
        if keyword.arg is not None:
            yield kind, keyword.value


def _context_of(call: ast.Call) -> ast.expr | None:
    """The context argument of a ``Text.in_context(context, template, ...)`` call, else None."""
    func = call.func
    if (
        isinstance(func, ast.Attribute)
        and func.attr == "in_context"
        and isinstance(func.value, ast.Name)
        and func.value.id == "Text"
        and len(call.args) > 1  # the context and the template
    ):
        return call.args[0]
    return None


def source_words(source: Path = SOURCE, root: Path = ROOT) -> dict[str, list[str]]:
    """Every literal word of the ``.py`` files under ``source``, by catalog key, with its places.

    The words are the literals :func:`words_of` finds (with ``Text.in_context``'s literal
    context); the keys are :attr:`Entry.key`; a place is ``path:line`` from ``root``. This is
    what Babel's extract must find, no more and no less (:func:`unextracted`).
    """
    found: dict[str, list[str]] = {}
    for path in sorted(source.rglob("*.py")):
        where = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=where)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            context_node = _context_of(node)
            context = None if context_node is None else _literal(context_node)
            for _kind, argument in words_of(node):
                msgid = _literal(argument)
                if not msgid or (context_node is not None and context is None):
                    continue
                key = Entry(msgid, msgctxt=context).key
                found.setdefault(key, []).append(f"{where}:{argument.lineno}")
    return found


def unextracted(template: Catalog, source: Path = SOURCE, root: Path = ROOT) -> list[str]:
    """Where ``template`` and the literal words of the source differ: what Babel missed or misread.

    Babel reads tokens, not the syntax tree: it does not see a call inside an f-string (on
    Python 3.11), nor the arguments after a nested keyword call (``Text(...)``) in the same
    call, and it joins the strings of one argument (``"a" if x else "b"``).
    """
    words = source_words(source, root)
    made = template.by_key()
    found = [
        f"not extracted: {_shown(key)} at {', '.join(places)} (babel.cfg: what Babel reads)"
        for key, places in sorted(words.items(), key=_by_msgid)
        if key not in made
    ]
    found += [
        f"extracted, not a word of the source: {entry.shown()} in {', '.join(entry.references)}"
        for key, entry in sorted(made.items(), key=_by_msgid)
        if key not in words
    ]
    return found


def _by_msgid(item: tuple[str, object]) -> tuple[str, str]:
    # As the template is sorted: by msgid, then context (none first).
    context, _, msgid = item[0].rpartition(CONTEXT_SEPARATOR)
    return msgid, context


def _shown(key: str) -> str:
    context, separator, msgid = key.rpartition(CONTEXT_SEPARATOR)
    return Entry(msgid, msgctxt=context if separator else None).shown()


def _require_babel() -> None:
    try:
        version = importlib.metadata.version("babel")
    except importlib.metadata.PackageNotFoundError:
        version = ""
    numbers = tuple(int(part) for part in version.split(".")[:2] if part.isdigit())
    if numbers < BABEL_VERSION:
        wanted = ".".join(map(str, BABEL_VERSION))
        msg = (
            f"extract needs Babel {wanted} or later (found {version or 'none'}): "
            "pip install -e '.[i18n]'"
        )
        raise SystemExit(msg)


def extract_command(output: Path) -> list[str]:
    """The ``pybabel extract`` command that writes the template to ``output`` (run in ROOT)."""
    return [
        sys.executable,
        "-m",
        "babel.messages.frontend",  # pybabel
        "--quiet",
        "extract",
        "-F",
        str(BABEL_CONFIG),
        *EXTRACT_OPTIONS,
        "-o",
        str(output),
        ".",
    ]


def extract(output: Path, root: Path = ROOT) -> int:
    """Write the template of the sources under ``root``/src/cardscore to ``output``, with Babel.

    Babel's warning for an f-string in a keyword call's arguments is left out: it fires on
    every field name and value built so (``ScoreError(f"deals[{n}]", ...)``), and a word
    built by an f-string is refused by the tests. Returns Babel's exit status.
    """
    _require_babel()
    done = subprocess.run(  # noqa: S603 - Babel, by this interpreter, on our own paths
        extract_command(output), cwd=root, capture_output=True, text=True, check=False
    )
    for line in done.stderr.splitlines():
        if _FSTRING_WARNING not in line:
            print(line, file=sys.stderr)
    return done.returncode


# --- .po writing and reading ---------------------------------------------------------------


def escape(text: str) -> str:
    """``text`` as the inside of a PO string: backslashes, quotes, newlines, tabs escaped."""
    return "".join(_ESCAPES.get(char, char) for char in text)


def _string_lines(keyword: str, text: str, prefix: str = "") -> list[str]:
    pieces = text.splitlines(keepends=True)
    if len(pieces) <= 1:
        return [f'{prefix}{keyword} "{escape(text)}"']
    return [f'{prefix}{keyword} ""', *(f'{prefix}"{escape(piece)}"' for piece in pieces)]


def _entry_lines(entry: Entry) -> list[str]:
    prefix = "#~ " if entry.obsolete else ""
    lines = [f"# {comment}".rstrip() for comment in entry.comments]
    if not entry.obsolete:
        lines += [f"#: {reference}" for reference in entry.references]
    if entry.flags:
        lines.append("#, " + ", ".join(entry.flags))
    if entry.msgctxt is not None:
        lines += _string_lines("msgctxt", entry.msgctxt, prefix)
    lines += _string_lines("msgid", entry.msgid, prefix)
    lines += _string_lines("msgstr", entry.msgstr, prefix)
    return lines


def write_po(catalog: Catalog) -> str:
    """``catalog`` as the text of a ``.po``/``.pot`` file."""
    header = Entry("", catalog.header, comments=catalog.header_comments)
    header.flags = list(catalog.header_flags)
    blocks = [_entry_lines(header)]
    blocks += [_entry_lines(entry) for entry in catalog.entries if not entry.obsolete]
    blocks += [_entry_lines(entry) for entry in catalog.entries if entry.obsolete]
    return "\n".join("\n".join(block) + "\n" for block in blocks)


def unescape(text: str, where: str = "<string>") -> str:
    """The inside of a PO string as the text it stands for."""
    out: list[str] = []
    chars = iter(text)
    for char in chars:
        if char != "\\":
            out.append(char)
            continue
        following = next(chars, "")
        if following not in _UNESCAPES:
            msg = f"{where}: unknown escape \\{following} in a string"
            raise PoError(msg)
        out.append(_UNESCAPES[following])
    return "".join(out)


def _quoted(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or not text.startswith('"') or not text.endswith('"'):
        msg = f"{where}: expected a string in double quotes, got {text!r}"
        raise PoError(msg)
    return unescape(text[1:-1], where)


@dataclass
class _Pending:
    comments: list[str] = field(default_factory=list)
    references: list[str] = field(default_factory=list)
    flags: list[str] = field(default_factory=list)
    parts: dict[str, list[str]] = field(default_factory=dict)
    obsolete: bool = False


def _finish(pending: _Pending, catalog: Catalog, where: str) -> None:
    if not pending.parts:
        return
    if "msgid" not in pending.parts or "msgstr" not in pending.parts:
        msg = f"{where}: a message needs both msgid and msgstr"
        raise PoError(msg)
    msgid = "".join(pending.parts["msgid"])
    msgstr = "".join(pending.parts["msgstr"])
    msgctxt = "".join(pending.parts["msgctxt"]) if "msgctxt" in pending.parts else None
    if msgid == "" and msgctxt is None and not pending.obsolete:
        catalog.header = msgstr
        catalog.header_comments = pending.comments
        catalog.header_flags = pending.flags
        return
    catalog.entries.append(
        Entry(
            msgid,
            msgstr,
            pending.references,
            pending.flags,
            pending.comments,
            pending.obsolete,
            msgctxt,
        )
    )


def read_po(text: str, name: str = "<po>") -> Catalog:  # noqa: C901, PLR0912 - one loop over the kinds of line
    """Parse the text of a ``.po``/``.pot`` file.

    Raises:
        PoError: the file uses plural forms, or is not well formed (the message names the
            file and the line).
    """
    catalog = Catalog("", [])
    pending = _Pending()
    current: str | None = None
    start = name
    for number, raw in enumerate(text.splitlines(), start=1):
        where = f"{name}:{number}"
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
            if line.startswith(("#", "|")) or not line:
                continue
        if not line:
            continue
        if line.startswith("#"):
            if pending.parts and "msgstr" in pending.parts:
                _finish(pending, catalog, start)
                pending, current = _Pending(), None
            if line.startswith("#:"):
                pending.references += line[2:].split()
            elif line.startswith("#,"):
                pending.flags += [flag.strip() for flag in line[2:].split(",") if flag.strip()]
            elif line.startswith(("#.", "#|")):
                pass
            else:
                pending.comments.append(line[1:].removeprefix(" "))
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgid_plural" or keyword.startswith("msgstr["):
            msg = f"{where}: {keyword} is not supported (cardscore has no plurals)"
            raise PoError(msg)
        if keyword in {"msgctxt", "msgid", "msgstr"}:
            # A message starts at its msgctxt, or at its msgid when no msgctxt came just before.
            starts = keyword == "msgctxt" or (
                keyword == "msgid" and set(pending.parts) != {"msgctxt"}
            )
            if starts and pending.parts:
                _finish(pending, catalog, start)
                pending = _Pending()
            if starts:
                start = where
            if keyword in pending.parts:
                msg = f"{where}: a second {keyword} in one message"
                raise PoError(msg)
            pending.obsolete = obsolete
            pending.parts[keyword] = [_quoted(rest, where)]
            current = keyword
        elif line.startswith('"') and current is not None:
            pending.parts[current].append(_quoted(line, where))
        else:
            msg = f"{where}: cannot read {raw.strip()!r}"
            raise PoError(msg)
    _finish(pending, catalog, start)
    return catalog


def header_field(catalog: Catalog, name: str) -> str:
    """The value of header field ``name`` (``"Language"``...), ``""`` when it has none."""
    for line in catalog.header.splitlines():
        key, _, value = line.partition(":")
        if key.strip() == name:
            return value.strip()
    return ""


# --- update --------------------------------------------------------------------------------


def po_path(lang: str, locale: Path = LOCALE) -> Path:
    """Where the catalog of ``lang`` is."""
    return locale / lang / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages(locale: Path = LOCALE) -> list[str]:
    """The languages that have a ``.po`` catalog, sorted."""
    return sorted(path.parent.parent.name for path in locale.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def new_catalog(lang: str) -> Catalog:
    """An empty catalog for ``lang``, with a proper header."""
    header = (
        "Project-Id-Version: cardscore\n"
        "Report-Msgid-Bugs-To: \n"
        "Last-Translator: \n"
        "Language-Team: \n"
        f"Language: {lang}\n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        f"Plural-Forms: {PLURAL_FORMS.get(lang, _GERMANIC_PLURALS)}\n"
    )
    return Catalog(header, [], header_comments=[f"The words cardscore prints, in {lang}."])


def merge(template: Catalog, catalog: Catalog) -> Catalog:
    """``catalog`` brought up to ``template``: its translations kept, new msgids added empty.

    Messages are matched by msgid and context. Messages the template no longer has are kept
    as obsolete (``#~``) with their translation, so that a word that comes back, or a similar
    one, can reuse it; those never translated are dropped. A message new to the catalog whose
    msgid it has translated (in another context, without one, or as obsolete) starts from
    that translation, marked fuzzy, as ``msgmerge`` does: the translator checks that it fits.
    """
    old = catalog.by_key()
    # A message new here (a word given its meaning, a word back) starts from a translation its
    # msgid has, a live one first and one without context first, marked fuzzy.
    similar: dict[str, Entry] = {}
    for entry in sorted(catalog.entries, key=lambda entry: (entry.obsolete, entry.msgctxt or "")):
        if entry.msgstr:
            similar.setdefault(entry.msgid, entry)
    entries: list[Entry] = []
    for fresh in template.entries:
        was = old.get(fresh.key)
        flags = list(fresh.flags)
        msgstr = was.msgstr if was else ""
        if was is None and fresh.msgid in similar:
            msgstr = similar[fresh.msgid].msgstr
        if (was is not None and FUZZY in was.flags) or (was is None and msgstr):
            flags.insert(0, FUZZY)
        entries.append(
            Entry(
                fresh.msgid,
                msgstr,
                list(fresh.references),
                flags,
                list(was.comments) if was else [],
                msgctxt=fresh.msgctxt,
            )
        )
    known = {entry.key for entry in template.entries}
    gone = [
        Entry(
            entry.msgid,
            entry.msgstr,
            [],
            list(entry.flags),
            list(entry.comments),
            True,
            entry.msgctxt,
        )
        for entry in catalog.entries
        if entry.key not in known and entry.msgstr
    ]
    gone.sort(key=lambda entry: (entry.msgid, entry.msgctxt or ""))
    return Catalog(
        catalog.header, entries + gone, catalog.header_comments, list(catalog.header_flags)
    )


# --- compile -------------------------------------------------------------------------------


def compile_mo(catalog: Catalog) -> bytes:
    r"""The GNU ``.mo`` bytes of ``catalog``, as ``msgfmt`` writes them (little-endian).

    Fuzzy, untranslated and obsolete messages are left out; the header is kept (it tells
    :class:`gettext.GNUTranslations` the charset). A message with a context is keyed
    ``context\x04msgid``.
    """
    messages: dict[bytes, bytes] = {}
    if FUZZY not in catalog.header_flags:
        messages[b""] = catalog.header.encode()
    for entry in catalog.entries:
        if entry.obsolete or not entry.msgstr or FUZZY in entry.flags:
            continue
        messages[entry.key.encode()] = entry.msgstr.encode()
    keys = sorted(messages)
    ids = strs = b""
    spans: list[tuple[int, int, int, int]] = []
    for key in keys:
        spans.append((len(ids), len(key), len(strs), len(messages[key])))
        ids += key + b"\0"
        strs += messages[key] + b"\0"
    keystart = 7 * 4 + 16 * len(keys)
    valuestart = keystart + len(ids)
    key_table: list[int] = []
    value_table: list[int] = []
    for id_offset, id_length, str_offset, str_length in spans:
        key_table += [id_length, id_offset + keystart]
        value_table += [str_length, str_offset + valuestart]
    head = struct.pack("<7I", 0x950412DE, 0, len(keys), 7 * 4, 7 * 4 + len(keys) * 8, 0, 0)
    tables = struct.pack(f"<{len(key_table) + len(value_table)}I", *key_table, *value_table)
    return head + tables + ids + strs


# --- check ---------------------------------------------------------------------------------


def fields(template: str) -> list[str] | None:
    """The replacement fields of a brace template, sorted, as written; None if malformed."""
    try:
        parsed = list(string.Formatter().parse(template))
    except ValueError:
        return None
    found = []
    for _literal_text, name, spec, conversion in parsed:
        if name is None:
            continue
        found.append(
            name + (f"!{conversion}" if conversion else "") + (f":{spec}" if spec else "")
        )
    return sorted(found)


def conversions(template: str) -> list[str]:
    """The ``%`` conversions of a printf-style template, sorted, as written (``%%`` left out).

    A translation must keep them (argparse fills them with ``%``): one missing or added
    is an error when the message is shown.
    """
    found = (match.group() for match in _CONVERSION.finditer(template))
    return sorted(conversion for conversion in found if conversion != "%%")


def problems(template: Catalog, catalog: Catalog, mo: bytes | None) -> list[str]:
    """What ``catalog`` (whose compiled ``mo`` bytes are given, None if missing) gets wrong."""
    found: list[str] = []
    have = catalog.by_key()
    for fresh in template.entries:
        entry = have.get(fresh.key)
        if entry is None:
            found.append(f"missing: {fresh.shown()}")
        elif not entry.msgstr:
            found.append(f"untranslated: {fresh.shown()}")
        elif FUZZY in entry.flags:
            found.append(f"fuzzy: {fresh.shown()}")
        elif BRACE in fresh.flags and fields(entry.msgstr) != fields(fresh.msgid):
            found.append(
                f"placeholders: {fresh.shown()} has {fields(fresh.msgid)}, "
                f"its translation {entry.msgstr!r} has {fields(entry.msgstr)}"
            )
        elif PERCENT in fresh.flags and conversions(entry.msgstr) != conversions(fresh.msgid):
            found.append(
                f"placeholders: {fresh.shown()} has {conversions(fresh.msgid)}, "
                f"its translation {entry.msgstr!r} has {conversions(entry.msgstr)}"
            )
        elif fresh.msgid.endswith("\n") != entry.msgstr.endswith("\n"):
            found.append(f"line end: {fresh.shown()} and its translation differ in a final \\n")
    if mo is None:
        found.append("no compiled .mo: run `python scripts/i18n.py compile`")
    elif mo != compile_mo(catalog):
        found.append("the .mo is not the compile of the .po: run `python scripts/i18n.py compile`")
    return found


# --- command line --------------------------------------------------------------------------


def _read(path: Path) -> Catalog:
    return read_po(path.read_text(encoding="utf-8"), path.as_posix())


def _write(path: Path, text: str | bytes) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    if isinstance(text, str):
        path.write_text(text, encoding="utf-8", newline="\n")
    else:
        path.write_bytes(text)
    print(f"wrote {path.relative_to(ROOT) if path.is_relative_to(ROOT) else path}")


def _extract_and_compare(pot: Path) -> int:
    status = extract(pot)
    if status:
        return status
    print(f"wrote {pot.relative_to(ROOT) if pot.is_relative_to(ROOT) else pot}")
    missed = unextracted(_read(pot))
    for problem in missed:
        print(f"  {problem}")
    return 1 if missed else 0


def run(command: str, langs: Iterable[str] = (), locale: Path = LOCALE) -> int:
    """Run ``command`` on the catalogs under ``locale``; the exit status."""
    pot = locale / f"{DOMAIN}.pot"
    if command == "extract":
        return _extract_and_compare(pot)
    if command == "update":
        template = _read(pot)
        for lang in sorted({*languages(locale), *langs}):
            path = po_path(lang, locale)
            catalog = _read(path) if path.exists() else new_catalog(lang)
            _write(path, write_po(merge(template, catalog)))
        return 0
    if command == "compile":
        for lang in languages(locale):
            path = po_path(lang, locale)
            _write(path.with_suffix(".mo"), compile_mo(_read(path)))
        return 0
    template = _read(pot)
    status = 0
    for lang in languages(locale):
        path = po_path(lang, locale)
        mo = path.with_suffix(".mo")
        found = problems(template, _read(path), mo.read_bytes() if mo.exists() else None)
        if found:
            status = 1
            print(f"{lang}: {len(found)} problem(s) in {path.relative_to(locale).as_posix()}")
            for problem in found:
                print(f"  {problem}")
        else:
            print(f"{lang}: complete")
    return status


def main(argv: Sequence[str] | None = None) -> int:
    """The command line."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("command", choices=["extract", "update", "compile", "check"])
    parser.add_argument("langs", nargs="*", help="update: languages to start a catalog for")
    parser.add_argument("--locale", type=Path, default=LOCALE, help=argparse.SUPPRESS)
    arguments = parser.parse_args(argv)
    return run(arguments.command, arguments.langs, arguments.locale)


if __name__ == "__main__":
    sys.exit(main())
