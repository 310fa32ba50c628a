"""The pasted page, line by line, into armies: each heading with its rows, options, rules,
notes and the lines not understood. Every line gets a `Kind` (the report counts them); a
line not understood is kept with its number for the file's notes and a warning.

A text line is a heading when the next line that is not furniture is a unit row, or when it
states a VDT; otherwise it continues the paragraph it is in (option, rule or note), or it is
not understood. A block of rows with no heading above it (on the publisher's web pages most
headings are pictures, absent from the copied text) is an army of its own when it starts
after a blank line, a caption, a column header, an option or a rule once the army before
has its rows: it is named as a placeholder ('Army 2 of the page') until the player names it.
"""

from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field

from listbuilder.systems.api import Diagnostic, Span, shorten
from listbuilder.systems.basic_impetus.page_import import messages
from listbuilder.systems.basic_impetus.page_import.heading import (
    Heading,
    has_period,
    looks_like_heading,
    placeholder_name,
    read_heading,
)
from listbuilder.systems.basic_impetus.page_import.lines import (
    ENUMERATED,
    MAX_LINE,
    NOTE_START,
    OPTION_START,
    OR_WITH,
    QUOTE,
    RULE_START,
    Kind,
    furniture,
    is_title,
    joined,
    joined_all,
    ordinal,
)
from listbuilder.systems.basic_impetus.page_import.options import OptionText
from listbuilder.systems.basic_impetus.page_import.rows import (
    Row,
    is_row,
    partial_row,
    read_row,
)
from listbuilder.systems.basic_impetus.page_import.words import is_notes


@dataclass
class Paragraph:
    """A special rule or a note: its lines as printed."""

    kind: Kind
    lines: list[tuple[int, str]]

    @property
    def text(self) -> str:
        return joined_all(t for _n, t in self.lines)


@dataclass
class Army:
    heading: Heading
    #: Its number on the page, counting every army from 1 (`import-list --name N=…`).
    number: int = 0
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
    def __init__(self, lines: list[str], lengths: list[int]) -> None:
        self.lines = lines
        self.lengths = lengths
        self.page = Page(kinds=[Kind.BLANK] * len(lines))
        self.army: Army | None = None
        self.open: Paragraph | OptionText | None = None
        self.blank_since_open = False
        #: A paste with a blank line after every line ('\r\r\n', a paragraph per line):
        #: there only two blank lines part paragraphs.
        self.spaced = _double_spaced(lines)
        #: The label of an `Options:` list whose items are numbered (`1) …`), once seen.
        self.enumerating: str | None = None
        #: What the lines since the army's last row were (a blank, a caption, an option …):
        #: whether the next row starts an army of its own.
        self.since_rows: list[Kind] = []
        #: Lines read already as the second line of a row a PDF broke inside its numbers.
        self.taken: set[int] = set()
        #: How many blank lines the page's rows are most often spaced by (one in a paste with
        #: a blank line after each row): more than that part armies.
        self.row_spacing = _row_spacing(lines)

    def run(self) -> Page:
        for index, text in enumerate(self.lines):
            if index in self.taken:
                self.kind(index, self.page.kinds[index - 1])
                continue
            kind = self.read(index + 1, text)
            self.kind(index, kind)
            if kind in (Kind.ROW, Kind.OPTION_ROW):  # a row, or the rest of one
                self.since_rows = []
            elif kind is not Kind.HEADING:
                self.since_rows.append(kind)
        return self.page

    def kind(self, index: int, kind: Kind) -> None:
        self.page.kinds[index] = kind

    def warn(self, line: int, finding: Diagnostic) -> None:
        target = self.army.findings if self.army else self.page.findings
        target.append(finding.at(Span(None, line, 1)))

    def read(self, line: int, text: str) -> Kind:
        if len(text) > MAX_LINE or self.lengths[line - 1] > MAX_LINE:
            return self.not_understood(line, text, too_long=self.lengths[line - 1])
        known = furniture(text)
        if known is Kind.BLANK:
            self.blank_since_open = self.blank_since_open or not self.spaced \
                or not (self.lines[line - 2:line - 1] != [""] and self.lines[line:line + 1] != [""])
            return known
        if known is not None:
            return known
        if is_row(text):
            return self.row(line, text)
        if partial_row(text) and line < len(self.lines) \
                and is_row(both := f"{text} {self.lines[line]}"):
            # '1 FL(*) 6 5' / '2 3 Imperial Guard': a PDF broke the row inside its numbers
            self.taken.add(line)
            return self.row(line, both, line_end=line + 1)
        if found := OR_WITH.match(text):
            return self.or_with(line, text, found["rest"])
        if found := OPTION_START.match(text):
            return self.option(line, found)
        if (found := ENUMERATED.match(text)) and self.enumerates(line, found):
            return Kind.OPTION
        for start, kind in ((RULE_START, Kind.RULE), (NOTE_START, Kind.NOTE)):
            if found := start.match(text):
                return self.paragraph(line, kind, found["rest"] or "")
        return self.text(line, text)

    def row(self, line: int, text: str, line_end: int = 0) -> Kind:
        row = read_row(text, line)
        assert row is not None
        row.line_end = max(row.line_end, line_end)
        separated, self.since_rows = self.separated(), []
        if self.army is not None and self.option_takes():
            assert isinstance(self.open, OptionText)
            if not self.open.groups:
                self.open.groups.append([])
            self.open.groups[-1].append(row)
            self.blank_since_open = False
            return Kind.OPTION_ROW
        if self.army is None or (self.army.rows and separated):
            self.untitled(line)
        assert self.army is not None
        self.open = None
        self.army.rows.append(row)
        return Kind.ROW

    def option_takes(self) -> bool:
        """Whether a row here is the open option's: right under its prose or its rows, or
        after a blank line when its prose asks for rows ('Change one FP Unit with:'). A row
        after prose that is whole ('… one more Swabian CP.') and a blank line is not."""
        option = self.open
        if not isinstance(option, OptionText):
            return False
        if option.groups:
            return not self.blank_since_open
        if _EXPECTS_ROWS.search(option.text) or not option.text:
            return True
        return not self.blank_since_open and not option.text.endswith(".")

    def blanks_between(self, end: int, start: int) -> int:
        """The blank lines between line `end` and line `start` (numbered from 1), if only
        blank lines are between them; else 0."""
        between = self.lines[end:start - 1]
        return len(between) if all(not t for t in between) else 0

    def separated(self) -> bool:
        """Whether the lines since the army's last row part it from a row here: a caption,
        a column header, an option or a rule, or more blank lines than the army's rows (or
        the page's) are spaced by (two in a paste that doubles its line ends). A PDF's page
        break (a page number, the running header) does not."""
        kinds = self.since_rows
        parting = [k for k in kinds if k not in (Kind.BLANK, Kind.KEPT, Kind.OUTSIDE)]
        if parting:
            return not all(k in (Kind.PAGE_NUMBER, Kind.TITLE) for k in parting)
        # Blank lines part armies only where there are more of them than the army's own rows
        # are spaced by (a paste with a blank line after each row); with one row so far, than
        # the rows after this one are.
        blanks = kinds.count(Kind.BLANK)
        rows = self.army.rows if self.army else []
        gaps = [self.blanks_between(a.line_end, b.line) for a, b in zip(rows, rows[1:],
                                                                          strict=False)]
        spacing = max(gaps) if gaps else self.row_spacing
        return blanks > max(spacing, 1 if self.spaced else 0)

    def untitled(self, line: int) -> None:
        """A block of rows with no heading: an army of its own, named as a placeholder."""
        number = len(self.page.armies) + 1
        heading = Heading(line, "", placeholder_name(number), placeholder=True)
        self.army = Army(heading, number)
        self.page.armies.append(self.army)
        self.open, self.enumerating = None, None

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

    def enumerates(self, line: int, found: re.Match[str]) -> bool:
        """`Options:` then `1) Change …`, `2) …`: each item is an option of its own, named
        by the label ('Option 1'); the bare label is no option."""
        open_ = self.open
        if self.army is None or not isinstance(open_, OptionText):
            return False
        if not open_.prose and not open_.groups and open_ is self.army.options[-1]:
            self.army.options.pop()
            self.enumerating = re.sub(r"(?i)(?<=option)s\b|(?<=opzion)i\b",
                                      lambda m: "" if m[0].lower() == "s" else "e",
                                      open_.label) or "Option"
        elif self.enumerating is None:
            return False
        number = int(found["ord"]) if found["ord"].isdigit() else None
        option = OptionText(line, f"{self.enumerating} {found['ord']}", number,
                            printed=found.string[:found.start("rest")].strip())
        option.prose.append((line, found["rest"].strip()))
        self.army.options.append(option)
        self.open, self.blank_since_open = option, False
        return True

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
            army.heading = read_heading(_joined_heading(heading.text, text), heading.line)
            return Kind.HEADING
        if self.army is not None and _running_header(text):
            return Kind.TITLE  # a PDF's running header between an army's lines
        if (kind := self.row_goes_on(line, text)) is not None:
            return kind
        if self.heading_here(line, text):
            self.army = Army(read_heading(text, line), len(self.page.armies) + 1)
            self.page.armies.append(self.army)
            self.open, self.enumerating = None, None
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

    def not_understood(self, line: int, text: str, too_long: int = 0) -> Kind:
        if too_long:
            text = text[:MAX_LINE]
            self.warn(line, messages.LINE_TOO_LONG(length=f"{too_long:,}", limit=f"{MAX_LINE:,}",
                                                   quote=shorten(text, QUOTE)))
        if self.army is None:
            if not too_long:
                self.warn(line, messages.OUTSIDE(quote=shorten(text, QUOTE)))
            return Kind.OUTSIDE
        self.army.kept.append((line, text))
        if not too_long:
            self.warn(line, messages.LINE_KEPT(quote=shorten(text, QUOTE)))
        return Kind.KEPT

    def heading_here(self, line: int, text: str) -> bool:
        if text.endswith(":") or len(text) > 200:
            return False
        if looks_like_heading(text) and self.columns_follow(line):
            return True  # a VDT, then a column header: a heading whatever is open
        if re.search(r"[^\W\d_]{4,}\.$", text) and not looks_like_heading(text) \
                and not has_period(text):
            return False  # a sentence ('… the numbers are invented.'), not a name
        if isinstance(self.open, OptionText) and not self.open.groups \
                and not self.blank_since_open:
            return False  # 'Change one FP Unit' / 'with:' / rows: the option's own
        if _running_header(text) and not has_period(text):
            return False  # the page's title ('Basic Impetus army lists - Vol. 15')
        if self.open is not None and not self.blank_since_open:
            # 'VDT 18/9 with the Carroccio' in a note goes on; so does a rule's last line
            # before a blank line and rows with no heading
            return self.next_is_row(line, through_blanks=False)
        return looks_like_heading(text) or self.next_is_row(line)

    def next_is_row(self, line: int, through_blanks: bool = True) -> bool:
        """Whether the next line that is not furniture nor the heading's own second line
        ('(VDT=18/9) revised April 2009') is a unit row (with no blank line before it,
        unless `through_blanks`)."""
        skip = 1 if _HYPHENATED.search(self.lines[line - 1]) else 0
        for index in range(line, len(self.lines)):
            text = self.lines[index]
            if not text and not through_blanks:
                return False
            if furniture(text) is None and not _vdt_or_revision(text) \
                    and not _running_header(text):
                if skip:  # 'Irlandesi e Gallow-' / 'glass': the heading's own word
                    skip -= 1
                    continue
                return is_row(text) or (partial_row(text) and index + 1 < len(self.lines)
                                        and is_row(f"{text} {self.lines[index + 1]}"))
        return False

    def row_goes_on(self, line: int, text: str) -> Kind | None:
        """A row a PDF (or a narrow window) broke over two lines goes on in this one, right
        under it: when the row ends open ('… -', '… or'), holds no name nor notes, or notes
        it cannot read that the two lines read together ('… short' / 'bow B'); when this
        line reads as notes ('- impetuous', 'short bow B', 'Székely - comp. bow B'); or when
        it is the rest of the row's name ('… Imperial' / 'Guard': a few words, no heading's
        marks, said in an information). A line that states a VDT or a period, printed in
        capitals, or that a column header follows, is a heading instead."""
        army = self.army
        above = line - 1  # the row's last line: the line above, or (in a paste that doubles
        if self.spaced and above > 1 and not self.lines[above - 1]:  # its line ends) the one
            above -= 1                                                # above the blank
        if army is None or above < 1 or self.page.kinds[above - 1] not in (Kind.ROW,
                                                                           Kind.OPTION_ROW):
            return None
        kind = self.page.kinds[above - 1]
        rows = self.open.groups[-1] if kind is Kind.OPTION_ROW and isinstance(
            self.open, OptionText) and self.open.groups else army.rows
        if not rows or rows[-1].line_end != above or looks_like_heading(text) \
                or self.columns_follow(line):
            return None
        last = rows[-1]
        row = read_row(joined(last.text, text), last.line)
        if row is None:
            return None
        sure = _goes_on(last, row, text) or (  # a line no row follows is no heading
            not row.unread and not self.next_is_row(line) and not _heading_marks(text))
        if not sure and not (_named_only(last) and _rest_of_name(text)):
            return None
        if not sure:  # '… Imperial' / 'Guard': said, as it might be the next heading
            self.warn(line, messages.ROW_JOINED(quote=shorten(text, QUOTE), row=last.line))
        row.line_end = line
        rows[-1] = row
        return kind

    def columns_follow(self, line: int) -> bool:
        """Whether a column header is the next line (a heading's mark): right under it, or
        under one blank line in a paste that doubles its line ends."""
        after = self.lines[line:line + 2]
        if self.spaced and after[:1] == [""]:
            after = after[1:]
        return bool(after) and furniture(after[0]) is Kind.COLUMNS


def _vdt_or_revision(text: str) -> bool:
    """A line that only states a VDT, a revision or the period: a heading's second line
    ('(VDT=18/9) revised April 2009', '1150-1330 AD (VDT=16/8)')."""
    heading = read_heading(f"x {text}", 0)
    if heading.name == "x":
        return bool(heading.totals or heading.revised)
    return heading.period is not None and heading.name == f"x {heading.period}"


def _row_spacing(lines: list[str]) -> int:
    """The number of blank lines most often between a row and the next, where only blank
    lines part them (0 on a page that prints its rows one under the other)."""
    gaps: Counter[int] = Counter()
    last = None
    for index, text in enumerate(lines):
        if not text:
            continue
        if is_row(text) and last is not None:
            gaps[index - last - 1] += 1
        last = index if is_row(text) else None
    return gaps.most_common(1)[0][0] if gaps else 0


def _double_spaced(lines: list[str]) -> bool:
    """Whether nearly every line of text is followed by one blank line (and text never by
    text): a paste that doubled its line ends."""
    texts = [i for i, text in enumerate(lines[:-1]) if text]
    if len(texts) < 8:
        return False
    spaced = sum(1 for i in texts if not lines[i + 1])
    return spaced * 10 >= len(texts) * 9


def _running_header(text: str) -> bool:
    return is_title(text) and not looks_like_heading(text)


def _joined_heading(first: str, second: str) -> str:
    """A heading's two lines, as `read_heading` reads them (a hyphenated word joined)."""
    together = joined(first, second)
    return together if len(together) < len(first) + len(second) + 1 else f"{first}\n{second}"


def _reads_as_notes(text: str) -> bool:
    """A line that is a row's name and notes: all weapons and traits, a name, a dash and
    weapons or traits ('Székely - comp. bow B'), or notes after a dash ('- impetuous')."""
    if re.match(r"[-–—]", text):
        return True
    parts = re.split(r"\s+[-–—]\s*|\s*;\s*", text)
    return is_notes(text) or (len(parts) > 1 and is_notes(parts[-1]))


def _goes_on(last: Row, row: Row, text: str) -> bool:
    """Whether `text`, under the row `last`, is surely its rest (`row` the two read as one):
    the row ends open ('… -', '… or') or holds no name nor notes; the line reads as notes
    ('- impetuous', 'short bow B') or is a class letter ('… crossbow' / 'A'); the two read
    notes the row alone could not ('… short' / 'bow B'); or they read as a row with its notes
    and the line has no heading's marks ('… Skoutatoi' / 'and archers long spear and short
    bow B')."""
    notes = last.notes
    bare = last.name is None and not (notes.weapons or notes.traits or notes.classless
                                      or last.unread)
    read_better = not row.unread and (
        ((bool(last.unread) or bool(notes.classless))
         and len(row.notes.classless) < len(notes.classless) + bool(last.unread))
        or (last.name is not None and row.name is None))
    completed = _named_only(last) and not row.unread and bool(
        row.notes.weapons or row.notes.traits or row.notes.classless) \
        and not _heading_marks(text)
    return bool(_OPEN_END.search(last.text) or bare or _reads_as_notes(text) or read_better
                or completed or re.fullmatch(r"[ABC]\.?", text))


def _named_only(row: Row) -> bool:
    """A row with a name and nothing after it: its name may go on under it."""
    notes = row.notes
    return row.name is not None and not (notes.weapons or notes.traits or notes.classless
                                         or row.unread)


def _heading_marks(text: str) -> bool:
    return has_period(text) or _capitals(text)


def _rest_of_name(text: str) -> bool:
    """A line short enough to be the rest of a row's name ('Guard'), with none of a
    heading's marks: no figures, no period, not printed in capitals."""
    words = text.split()
    return 0 < len(words) <= 3 and not re.search(r"\d", text) and not _capitals(text) \
        and not has_period(text) and (text[0].isalpha() or text[0] == "(")


def _capitals(text: str) -> bool:
    """Printed in capitals ('NORMANS'): a heading's mark."""
    letters = [c for c in text if c.isalpha()]
    return len(letters) >= 4 and not any(c.islower() for c in letters)


#: Option prose that asks for the rows under it: 'Change one FP Unit with:', '… with'.
_EXPECTS_ROWS = re.compile(r"(?::|\b(?:with|con|into|in|by|to|and|e|or|o|oppure))\s*$",
                           re.IGNORECASE)


_HYPHENATED = re.compile(r"[^\W\d_]-$")
#: A row's text that the next line goes on: a dash, a comma, 'or', 'and', a hyphen.
_OPEN_END = re.compile(r"(?:[-–—,;/+]|\b(?:or|ot|and|o|e|oppure|with|con))$", re.IGNORECASE)


def _not_prose(open_: Paragraph | OptionText) -> bool:
    """After a blank line a paragraph goes on only if it has no text yet ('Notes.' then a
    blank line, then the note)."""
    if isinstance(open_, OptionText):
        return bool(open_.prose or open_.groups)
    return bool(open_.lines)


def walk(lines: list[str], lengths: list[int] | None = None) -> Page:
    """The page's armies; `lengths` are the lines' lengths before they were cut to be read."""
    return _Walk(lines, lengths or [len(t) for t in lines]).run()
