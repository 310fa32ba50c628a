"""`import_page`: a pasted page's text, bounded and decoded, into list files' text and
what reading it found."""


from __future__ import annotations

import codecs
import re
from collections.abc import Mapping

from listbuilder.systems.api import (
    N_,
    PAGE_MAX_BYTES,
    Diagnostic,
    ImportedList,
    PageImport,
    Phrase,
    Span,
    cleaned,
    sort_key,
)
from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.build import PUBLISHER, build_list, slug
from listbuilder.systems.basic_impetus.page_import.built import Built
from listbuilder.systems.basic_impetus.page_import.heading import read_heading
from listbuilder.systems.basic_impetus.page_import.lines import (
    FURNITURE,
    MAX_CHARS,
    MAX_LINE,
    MAX_LINES,
    Kind,
    cleaned_line,
)
from listbuilder.systems.basic_impetus.page_import.page import Army, Page, walk
from listbuilder.systems.basic_impetus.page_import.preview import entries
from listbuilder.systems.basic_impetus.page_import.writer import list_yaml


def import_page(data: str | bytes, page_name: str,
                names: Mapping[int, str] | None = None) -> PageImport:
    """The lists the text prints (bytes: a saved file's, read as UTF-8 or UTF-16 with its
    mark); `page_name` (a file name, or 'pasted text') is recorded as their source page;
    `names` names armies by their number on the page (a heading the text lacks)."""
    page_name = _one_line(page_name) or "pasted text"
    text = _decoded(data) if isinstance(data, bytes) else data
    refused = text if isinstance(text, Diagnostic) else _refused(text)
    if refused is not None:
        return PageImport((), (refused.at(Span(None, refused.span.line if refused.span
                                                else 1, 1)),), ())
    assert isinstance(text, str)
    raw = text.splitlines()
    # A line longer than any list's is not read, only quoted (`page.too_long`).
    lines = [cleaned_line(line[:MAX_LINE + 1]) for line in raw]
    page = walk(lines, [len(line) for line in raw])
    _name(page, names or {})
    lists, findings = [], list(page.findings)
    files: set[str] = set()
    if len(page.armies) > MAX_ARMIES:
        findings.append(messages.TOO_MANY(what=Phrase(N_("armies")), limit=MAX_ARMIES)
                        .at(Span(None, page.armies[MAX_ARMIES].heading.line, 1)))
    for army in page.armies[:MAX_ARMIES]:
        if not army.rows:
            findings.append(messages.NO_ROWS(name=army.heading.name)
                            .at(Span(None, army.heading.line, 1)))
            _drop(page, army, len(lines))
            continue
        built = build_list(army, _source(page, page_name))
        findings += built.findings
        if army.heading.placeholder:
            findings.append(messages.HEADING_MISSING(number=army.number, name=army.heading.name)
                            .at(Span(None, army.heading.line, 1)))
        lists.append(_imported(army, built, page_name, files))
    if not lists:
        findings.append(messages.NO_ARMY().at(Span(None, 1, 1)))
    return PageImport(tuple(lists), tuple(sorted(findings, key=sort_key)),
                      tuple(str(k) for k in page.kinds))


_URL = re.compile(r"(?:https?://|\bwww\.)[^\s<>\"']+", re.IGNORECASE)
MAX_ARMIES = 100  # a published page prints a dozen at most


def _decoded(data: bytes) -> str | Diagnostic:
    if len(data) > PAGE_MAX_BYTES:
        return messages.PAGE_TOO_LARGE(limit=f"{PAGE_MAX_BYTES // 1_000_000} MB")
    if data.startswith((codecs.BOM_UTF16_LE, codecs.BOM_UTF16_BE)):
        try:
            return data.decode("utf-16")
        except UnicodeDecodeError:
            return messages.PAGE_BINARY(what=Phrase(N_("bytes that are not UTF-16 text")))
    if b"\x00" in data:
        return messages.PAGE_BINARY(what=Phrase(N_("NUL bytes")))
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[:exc.start].count(b"\n") + 1
        return messages.PAGE_ENCODING(byte=f"{data[exc.start]:02x}", line=line).at(
            Span(None, line, 1))


def _refused(text: str) -> Diagnostic | None:
    """Bounds checked before any line is read."""
    if len(text) > MAX_CHARS:
        return messages.PAGE_TOO_LARGE(limit=Phrase(N_("{count} characters"),
                                                    count=f"{MAX_CHARS:,}"))
    if "\x00" in text:
        return messages.PAGE_BINARY(what=Phrase(N_("NUL bytes")))
    if text.count("\n") >= MAX_LINES:
        return messages.PAGE_TOO_MANY_LINES(limit=f"{MAX_LINES:,}")
    controls = sum(1 for c in text[:65536] if ord(c) < 32 and c not in "\t\n\r\f")
    if controls > 64 and controls * 20 > min(len(text), 65536):
        return messages.PAGE_BINARY(what=Phrase(N_("control characters")))
    return None


def _name(page: Page, names: Mapping[int, str]) -> None:
    """The names the player gives, by the army's number on the page: read as a heading is
    (a VDT or a period typed with the name counts), the VDT printed kept if none is typed."""
    for army in page.armies:
        given = cleaned_line(" ".join(str(names.get(army.number, "")).splitlines()))[:200]
        if not given:
            continue
        heading = read_heading(given, army.heading.line)
        if not heading.totals:
            heading.totals = army.heading.totals
        heading.revised = heading.revised or army.heading.revised
        army.heading = heading


def _one_line(text: str) -> str:
    """A name for a file's text: one line, no control characters, spaces as one."""
    return re.sub(r"\s+", " ", cleaned(text, one_line=True)[0]).strip()[:200]


_VOLUME = re.compile(r"\bvol(?:ume)?\.?\s*(\d{1,3})(?!\d)|\bvol(\d{1,3})[a-z]?\.html?\b",
                     re.IGNORECASE)


def _source(page: Page, page_name: str) -> dict[str, str]:
    source = {"publisher": PUBLISHER}
    named = [t for t in page.title if not _URL.search(t)]  # an address is no title
    title = next((t for t in named if _VOLUME.search(t)), named[0] if named else None)
    if title:
        source["title"] = title[:200]
    volume = next((m[1] or m[2] for t in [*named, *page.title, page_name]
                   if (m := _VOLUME.search(t))), None)
    if volume:
        source["volume"] = volume
    source["page"] = page_name[:200]
    url = next((m[0] for t in page.title if (m := _URL.search(t))), None)
    if url:
        source["url"] = url[:200]
    return source


def _imported(army: Army, built: Built, page_name: str, files: set[str]) -> ImportedList:
    data = built.data
    file_name, n = f"{slug(army.heading.name)}.yaml", 2
    while file_name in files:
        file_name, n = f"{slug(army.heading.name)}-{n}.yaml", n + 1
    files.add(file_name)
    header = [f"{army.heading.name} — Basic Impetus army list, imported from {page_name} "
              f"(line {army.heading.line}) by listbuilder import-list.",
              "Check it against the page: lines the importer did not understand are "
              "quoted under 'notes'."]
    stated = next((f"{t.vdt}/{t.break_at}" if t.break_at else str(t.vdt)
                   for t in army.heading.totals), None)
    return ImportedList(file_name, data["id"], data["name"], list_yaml(data, header),
                        army.heading.line, tuple(r.shown for r in army.rows),
                        sum(r.VD * (r.count or 1) for r in army.rows), stated, army.number,
                        army.heading.placeholder, entries(army, built))


def _drop(page: Page, army: Army, total: int) -> None:
    """Mark the lines of an army that gives no file (its heading is warned)."""
    start = army.heading.line - 1
    later = [a.heading.line - 1 for a in page.armies if a.heading.line > army.heading.line]
    for index in range(start + 1, min(later) if later else total):
        if page.kinds[index] not in FURNITURE:
            page.kinds[index] = Kind.DROPPED
