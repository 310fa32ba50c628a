"""What importing a published list page gives, for any system that can read one
(`GameSystem.import_page`): the list files to write and what the reading found.

The command line and the editor's Import dialog read only these types; the written text is
checked afterwards like any list file (`storage/page_import.py`).
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass

from listbuilder.core.diagnostics import Diagnostic

#: The most of a saved page that is read: a published page's text is some 30 KB, so a larger
#: file is refused unread (the reader takes one byte more, to know).
PAGE_MAX_BYTES = 2_000_000


@dataclass(frozen=True)
class Entry:
    """One part of an imported army as a preview shows it, with the lines of the pasted text
    it was read from (the Import dialog selects them). Names are as the page prints them;
    `words` (a unit's weapons and traits) and an unnamed unit's name are the rules' English
    words, translated where they are shown."""

    kind: str                      # UNIT, OPTION, RULE or NOTE
    name: str
    lines: tuple[int, int]         # the first and the last line it was read from
    profile: str = ""              # a unit's 'count TYPE(*) M VBU I VD', as the page prints it
    words: tuple[str, ...] = ()    # a unit's weapons and traits
    text: str = ""                 # an option's, a rule's or a note's text
    units: tuple[Entry, ...] = ()  # the units an option adds
    named: bool = True             # False: a unit the page names not, called by its type


UNIT, OPTION, RULE, NOTE = "unit", "option", "rule", "note"


@dataclass(frozen=True)
class ImportedList:
    """One army of the page, as a list file's text."""

    file_name: str          # e.g. 'french-1150-1330-ad.yaml'
    list_id: str
    name: str
    text: str               # the YAML written
    heading_line: int       # where the army starts in the pasted text
    rows: tuple[str, ...]   # the unit rows as the page prints them, for a preview
    vdt: int                # the rows' VD summed (the list as published)
    stated: str | None      # the VDT the heading states, as printed ('16/8'); None: none
    #: The army's number on the page, counting every army from 1: what `import_page`'s
    #: `names` (and `import-list --name N=NAME`) rename it by.
    number: int = 0
    #: The page prints no heading for it (a picture on the web page): `name` is a
    #: placeholder ('Army 2 of the page') until the player names it.
    placeholder: bool = False
    #: Its units, options, special rules and notes, for a preview.
    entries: tuple[Entry, ...] = ()


@dataclass(frozen=True)
class PageImport:
    lists: tuple[ImportedList, ...]
    #: What reading the page found, each at its line of the pasted text (span.file None).
    findings: tuple[Diagnostic, ...]
    #: What each line of the pasted text turned into ('row', 'option', 'kept-as-note', …).
    line_kinds: tuple[str, ...]

    @property
    def counts(self) -> Counter[str]:
        return Counter(self.line_kinds)
