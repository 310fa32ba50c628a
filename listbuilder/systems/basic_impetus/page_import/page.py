"""The pasted page, line by line, into armies: each heading with its rows, options, rules,
notes and the lines not understood. Every line gets a `Kind` (the report counts them); a
line not understood is kept with its number for the file's notes and a warning.

A text line is a heading when the next line that is not furniture is a unit row, or when it
states a VDT; otherwise it continues the paragraph it is in (option, rule or note), or it is
not understood.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from listbuilder.core.diagnostics import Diagnostic, Span, shorten
from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.heading import (
    Heading,
    looks_like_heading,
    read_heading,
)
from listbuilder.systems.basic_impetus.page_import.lines import (
    MAX_LINE,
    NOTE_START,
    OPTION_START,
    OR_WITH,
    QUOTE,
    RULE_START,
    Kind,
    furniture,
    is_title,
    ordinal,
)
from listbuilder.systems.basic_impetus.page_import.options import OptionText
from listbuilder.systems.basic_impetus.page_import.rows import Row, is_row, read_row


@dataclass
class Paragraph:
    """A special rule or a note: its lines as printed."""

    kind: Kind
    lines: list[tuple[int, str]]

    @property
    def text(self) -> str:
        return " ".join(t for _n, t in self.lines).strip()


@dataclass
class Army:
    heading: Heading
    rows: list[Row] = field(default_factory=list)
    options: list[OptionText] = field(default_factory=list)
    paragraphs: list[Paragraph] = field(default_factory=list)
    #: Lines not understood, with their numbers: quoted in the file's notes.
    kept: list[tuple[int, str]] = field(default_factory=list)
    findings: list[Diagnostic] = field(default_factory=list)


@dataclass
class Page:
    title: list[str] = field(default_factory=list)
    armies: list[Army] = field(default_factory=list)
    kinds: list[Kind] = field(default_factory=list)
    #: Findings before the first army (each at its line).
    findings: list[Diagnostic] = field(default_factory=list)


class _Walk:
    def __init__(self, lines: list[str]) -> None:
        self.lines = lines
        self.page = Page(kinds=[Kind.BLANK] * len(lines))
        self.army: Army | None = None
        self.open: Paragraph | OptionText | None = None
        self.blank_since_open = False

    def run(self) -> Page:
        for index, text in enumerate(self.lines):
            self.kind(index, self.read(index + 1, text))
        return self.page

    def kind(self, index: int, kind: Kind) -> None:
        self.page.kinds[index] = kind

    def warn(self, line: int, finding: Diagnostic) -> None:
        target = self.army.findings if self.army else self.page.findings
        target.append(finding.at(Span(None, line, 1)))

    def read(self, line: int, text: str) -> Kind:
        if len(text) > MAX_LINE:
            return self.not_understood(line, text)
        known = furniture(text)
        if known is Kind.BLANK:
            self.blank_since_open = True
            return known
        if known is not None:
            return known
        if is_row(text):
            return self.row(line, text)
        if found := OR_WITH.match(text):
            return self.or_with(line, text, found["rest"])
        if found := OPTION_START.match(text):
            return self.option(line, found)
        for start, kind in ((RULE_START, Kind.RULE), (NOTE_START, Kind.NOTE)):
            if found := start.match(text):
                return self.paragraph(line, kind, found["rest"] or "")
        return self.text(line, text)

    def row(self, line: int, text: str) -> Kind:
        row = read_row(text, line)
        assert row is not None
        if self.army is None:
            self.warn(line, messages.OUTSIDE(quote=shorten(text, QUOTE)))
            return Kind.OUTSIDE
        if isinstance(self.open, OptionText) and not (self.blank_since_open
                                                      and self.open.groups):
            if not self.open.groups:
                self.open.groups.append([])
            self.open.groups[-1].append(row)
            self.blank_since_open = False
            return Kind.OPTION_ROW
        if self.army.options or self.army.paragraphs:
            self.warn(line, messages.ROW_AFTER_OPTIONS())
        self.open = None
        self.army.rows.append(row)
        return Kind.ROW

    def or_with(self, line: int, text: str, rest: str) -> Kind:
        if not isinstance(self.open, OptionText):
            return self.text(line, text)
        self.open.groups.append([])
        self.blank_since_open = False
        if rest and is_row(rest):
            row = read_row(rest, line)
            assert row is not None
            self.open.groups[-1].append(row)
        elif rest:
            self.open.prose.append((line, text))
        return Kind.OPTION

    def option(self, line: int, found) -> Kind:
        if self.army is None:
            self.warn(line, messages.OUTSIDE(quote=shorten(found.string, QUOTE)))
            return Kind.OUTSIDE
        label = found.string[:found.start("rest")].strip(" .:-–—)")
        option = OptionText(line, label, ordinal(found))
        rest = found["rest"].strip()
        if rest:
            option.prose.append((line, rest))
        self.army.options.append(option)
        self.open, self.blank_since_open = option, False
        return Kind.OPTION

    def paragraph(self, line: int, kind: Kind, rest: str) -> Kind:
        if self.army is None:
            self.warn(line, messages.OUTSIDE(quote=shorten(self.lines[line - 1], QUOTE)))
            return Kind.OUTSIDE
        paragraph = Paragraph(kind, [(line, rest)] if rest else [])
        self.army.paragraphs.append(paragraph)
        self.open, self.blank_since_open = paragraph, False
        return kind

    def text(self, line: int, text: str) -> Kind:
        army = self.army
        if army is not None and not army.rows and self.open is None and (
                line == army.heading.line + army.heading.text.count("\n") + 1
                or _vdt_or_revision(text)):
            # A heading printed over two lines: 'Wallace and Bruce Scots' / '(VDT=18/9)'.
            heading = army.heading
            army.heading = read_heading(f"{heading.text}\n{text}", heading.line)
            return Kind.HEADING
        if self.heading_here(line, text):
            self.army = Army(read_heading(text, line))
            self.page.armies.append(self.army)
            self.open = None
            return Kind.HEADING
        if self.open is not None and not (self.blank_since_open and _not_prose(self.open)):
            if isinstance(self.open, OptionText):
                self.open.prose.append((line, text))
                return Kind.OPTION
            self.open.lines.append((line, text))
            return self.open.kind
        if is_title(text):  # after an army: a PDF's running header
            if self.army is None:
                self.page.title.append(text)
            return Kind.TITLE
        return self.not_understood(line, text)

    def not_understood(self, line: int, text: str) -> Kind:
        if self.army is None:
            self.warn(line, messages.OUTSIDE(quote=shorten(text, QUOTE)))
            return Kind.OUTSIDE
        self.army.kept.append((line, text))
        self.warn(line, messages.LINE_KEPT(quote=shorten(text, QUOTE)))
        return Kind.KEPT

    def heading_here(self, line: int, text: str) -> bool:
        if text.endswith(":") or len(text) > 200:
            return False
        if isinstance(self.open, OptionText) and not self.open.groups \
                and not self.blank_since_open:
            return False  # 'Change one FP Unit' / 'with:' / rows: the option's own
        if self.open is not None and not self.blank_since_open:
            return self.next_is_row(line)  # 'VDT 18/9 with the Carroccio' in a note goes on
        return looks_like_heading(text) or self.next_is_row(line)

    def next_is_row(self, line: int) -> bool:
        """Whether the next line that is not furniture nor the heading's own second line
        ('(VDT=18/9) revised April 2009') is a unit row."""
        for text in self.lines[line:]:
            if furniture(text) is None and not _vdt_or_revision(text):
                return is_row(text)
        return False


def _vdt_or_revision(text: str) -> bool:
    """A line that only states a VDT or a revision: a heading's second line."""
    heading = read_heading(f"x {text}", 0)
    return heading.name == "x" and bool(heading.totals or heading.revised)


def _not_prose(open_: Paragraph | OptionText) -> bool:
    """After a blank line a paragraph goes on only if it has no text yet ('Notes.' then a
    blank line, then the note)."""
    if isinstance(open_, OptionText):
        return bool(open_.prose or open_.groups)
    return bool(open_.lines)


def walk(lines: list[str]) -> Page:
    return _Walk(lines).run()
