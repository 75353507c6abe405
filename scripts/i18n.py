r"""cardscore's gettext catalogs: extract, update, compile, check (standard library only).

    python scripts/i18n.py extract    # src/cardscore/**.py -> src/cardscore/locale/cardscore.pot
    python scripts/i18n.py update     # cardscore.pot -> each LANG/LC_MESSAGES/cardscore.po
    python scripts/i18n.py update de  # ... and start a German catalog if there is none
    python scripts/i18n.py compile    # each cardscore.po -> cardscore.mo (GNU mo, as msgfmt)
    python scripts/i18n.py check      # exit 1 listing what a catalog misses or gets wrong

What is extracted (the words a user can see, as the source makes them):

- the str literal first argument of ``Text(...)`` (flagged ``python-brace-format`` when the
  call fills fields, i.e. passes keyword values);
- the str literal template of ``Text.in_context(context, template, ...)``, with its str
  literal context as the message's ``msgctxt`` (one English word, two meanings: two messages);
- every str literal argument except the first (the field name) of a call to a name ending
  in ``Error``, positional or keyword;
- the str literal first argument (the label) of ``Item(...)``.

Everything written is deterministic (sorted msgids and references, no dates), so the
committed files change only when the words do. The ``.po`` reader takes what this tool writes
and what Poedit writes (multi-line strings, comments, ``msgctxt``, obsolete ``#~`` entries);
it refuses plural forms, which cardscore does not use. A message with a context is compiled
under the key ``context\x04msgid``, as GNU ``msgfmt`` does, where ``pgettext`` looks for it.
"""

from __future__ import annotations

import argparse
import ast
import string
import struct
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
FUZZY: Final = "fuzzy"
#: Between a context and its msgid in a compiled catalog's key (GNU gettext's EOT).
CONTEXT_SEPARATOR: Final = "\x04"

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


def words_of(call: ast.Call) -> Iterator[tuple[str, ast.expr, bool]]:
    """The argument nodes of ``call`` that are words, each with whether it is a template.

    Yields ``(kind, node, template)`` for every position rule 2 names, literal or not (the
    lint checks the non-literal ones): ``Text``'s template (``Text.in_context``'s second
    argument), an ``*Error``'s arguments but the first, ``Item``'s label.
    """
    name = _name(call)
    if name == "Text" and call.args:
        yield "Text", call.args[0], bool(call.keywords)
    elif _context_of(call) is not None:
        yield "Text.in_context", call.args[1], bool(call.keywords)
    elif name == "Item" and call.args:
        yield "Item", call.args[0], False
    elif name.endswith("Error"):
        for node in call.args[1:]:
            if not isinstance(node, ast.Starred):
                yield name, node, False
        for keyword in call.keywords:
            if keyword.arg is not None:
                yield name, keyword.value, False


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


def extract(source: Path = SOURCE, root: Path = ROOT) -> Catalog:
    """Every word the ``.py`` files under ``source`` make, as a POT catalog.

    Sorted by msgid, a msgid without context first, then its contexts in order.
    """
    found: dict[tuple[str, str], Entry] = {}
    # Files only, as `pybabel extract --add-location=file` writes them: a line number would
    # change the catalogs with every edit of the code around a message.
    places: dict[tuple[str, str], set[str]] = {}
    for path in sorted(source.rglob("*.py")):
        where = path.relative_to(root).as_posix()
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=where)
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            context_node = _context_of(node)
            context = None if context_node is None else _literal(context_node)
            for _kind, argument, template in words_of(node):
                msgid = _literal(argument)
                if not msgid or (context_node is not None and context is None):
                    continue
                # A message without context sorts before the same msgid in any context.
                sort_key = (msgid, "" if context is None else f"{CONTEXT_SEPARATOR}{context}")
                entry = found.setdefault(sort_key, Entry(msgid, msgctxt=context))
                if template and BRACE not in entry.flags:
                    entry.flags.append(BRACE)
                places.setdefault(sort_key, set()).add(where)
    for sort_key, entry in found.items():
        entry.references = sorted(places[sort_key])
    entries = [found[sort_key] for sort_key in sorted(found)]
    header = (
        "Project-Id-Version: cardscore\n"
        "Report-Msgid-Bugs-To: \n"
        "Language: \n"
        "MIME-Version: 1.0\n"
        "Content-Type: text/plain; charset=UTF-8\n"
        "Content-Transfer-Encoding: 8bit\n"
        "Generated-By: scripts/i18n.py\n"
    )
    return Catalog(
        header,
        entries,
        header_comments=[
            "The words cardscore prints, in English: the template of every translation.",
            "Made by `python scripts/i18n.py extract`; do not edit by hand.",
        ],
        header_flags=[FUZZY],
    )


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


def run(command: str, langs: Iterable[str] = (), locale: Path = LOCALE) -> int:
    """Run ``command`` on the catalogs under ``locale``; the exit status."""
    pot = locale / f"{DOMAIN}.pot"
    if command == "extract":
        _write(pot, write_po(extract()))
        return 0
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
