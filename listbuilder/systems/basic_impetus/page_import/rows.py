"""A published unit row: `count TYPE[(*)] M VBU I VD [name] [- weapon or traits]`.

The count may be missing (option rows); `(*)` after the type marks units that may carry the
General; VD may be `2/3` or `2/3(*)` (2, or 3 with the General). What follows the numbers
is a name and notes, parted by a dash, a semicolon or a comma: the notes are the trailing
parts that read as weapons and traits (`words.read_notes`), the name is the rest.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from listbuilder.systems.basic_impetus.page_import.words import Notes, is_notes, read_notes
from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES, UNIT_TYPES

_TYPES = "|".join(sorted([*UNIT_TYPES, *TYPE_ALIASES], key=len, reverse=True))
# '(*)'; a PDF viewer may paste it as '(°)', '(º)' (NFKC: '(o)'), '*' or '°' alone.
_STAR = r"\(\s*[*°o]\s*\)|\*|°"
ROW = re.compile(
    rf"^(?:[-–*+]\s*)?(?:(?P<count>1\d|20|[1-9])\s*(?:x\s*)?)?(?P<type>(?i:{_TYPES}))\s*(?P<star>{_STAR})?"
    rf"\s+(?P<M>\d{{1,2}})\s+(?P<VBU>\d{{1,2}})\s+(?P<I>\d{{1,2}})"
    rf"\s+(?P<VD>\d{{1,2}})(?:\s*/\s*(?P<VDg>\d{{1,2}}))?\s*(?P<star2>{_STAR})?"
    r"(?:\s+|\s*[-–—;,.:]\s*|$)(?P<rest>.*)$")
_STAR_AFTER = re.compile(r"\s*(?:\(\s*[*°o]\s*\)|\*|°)$")
_BRACKETED = re.compile(r"\(([^()]*)\)\s*$")
_PARTS = re.compile(r"\s+[-–—]\s+|\s*;\s*|\s+[-–—](?=[A-Za-z])|^[-–—]\s*"
                    r"|(?<=[^\W\d_])[–—](?=[^\W\d_])")  # 'Slavs–javelin': an en dash, no spaces


@dataclass
class Row:
    """One row as printed, read."""

    line: int
    text: str
    count: int | None
    type: str
    general: bool
    M: int
    VBU: int
    I: int  # noqa: E741 - the rules' own letter
    VD: int
    VD_general: int | None
    name: str | None
    notes: Notes = field(default_factory=Notes)
    #: Notes text the row could not read: kept on the unit's card.
    unread: str | None = None
    #: The last line of the row, when a PDF broke it over two.
    line_end: int = 0

    def __post_init__(self) -> None:
        self.line_end = max(self.line_end, self.line)

    @property
    def shown(self) -> str:
        """The row as the preview shows it, in the page's own shorthand."""
        vd = f"{self.VD}/{self.VD_general}" if self.VD_general is not None else str(self.VD)
        star = "(*)" if self.general else ""
        count = "" if self.count is None else f"{self.count} "
        extra = ", ".join([*self.notes.weapons, *self.notes.classless, *self.notes.traits])
        tail = " — ".join(filter(None, [self.name, extra]))
        return f"{count}{self.type}{star} {self.M} {self.VBU} {self.I} {vd} {tail}".rstrip()


def read_row(text: str, line: int) -> Row | None:
    """The row `text` prints, or None when it is not a unit row."""
    found = ROW.match(text.strip())
    if found is None:
        return None
    rest = found["rest"].strip()
    star_after = _STAR_AFTER.search(rest)  # 'Nobles (*)': the mark pasted after the name
    if star_after:
        rest = rest[:star_after.start()].strip()
    name, notes, unread = _name_and_notes(rest)
    kind = found["type"].upper()  # 'cp': a page or a paste in lower case
    return Row(line, text, int(found["count"]) if found["count"] else None,
               TYPE_ALIASES.get(kind, kind),
               bool(found["star"] or found["star2"] or star_after), int(found["M"]),
               int(found["VBU"]), int(found["I"]), int(found["VD"]),
               int(found["VDg"]) if found["VDg"] else None, name, notes, unread)


def is_row(text: str) -> bool:
    return ROW.match(text.strip()) is not None


def _name_and_notes(rest: str) -> tuple[str | None, Notes, str | None]:
    bracket = _BRACKETED.search(rest)
    if bracket and is_notes(bracket[1]):  # 'Milites (short bow B)': notes in brackets
        rest = f"{rest[:bracket.start()]} - {bracket[1]}"
    parts = [p.strip(" .,:") for p in _PARTS.split(rest) if p.strip(" .,:")]
    if not parts:
        return None, Notes(), None
    if len(parts) == 1:
        name, notes_text = _split_single(parts[0])
    else:
        split = len(parts)
        while split > 0 and is_notes(parts[split - 1]):
            split -= 1
        if split == len(parts):  # the last part is not all weapons and traits: read it so
            split = len(parts) - 1
        name = " - ".join(parts[:split]) or None
        notes_text = ", ".join(parts[split:])
    notes = read_notes(notes_text) if notes_text else Notes()
    unread = notes_text if notes.unread else None
    if unread:
        notes = Notes()
    return name, notes, unread


def _split_single(text: str) -> tuple[str | None, str]:
    """One part: a name ('Milites'), notes ('short bow B'), or a name then notes with no
    dash between ('Highlanders, short bow B'; 'Székely comp. bow B', as a PDF's columns
    paste): the longest tail of words that reads as weapons and traits is the notes."""
    if is_notes(text):
        return None, text
    words = text.split(" ")
    for start in range(1, len(words)):
        tail = " ".join(words[start:])
        if is_notes(tail):
            return " ".join(words[:start]).rstrip(" ,;:") or None, tail
    return text, ""
