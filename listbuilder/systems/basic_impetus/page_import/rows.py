"""A published unit row: `count TYPE[(*)] M VBU I VD [name] [- weapon or traits]`.

The count may be missing (option rows); `(*)` after the type marks units that may carry the
General; VD may be `2/3` or `2/3(*)` (2, or 3 with the General). What follows the numbers
is a name and notes, parted by a dash, a semicolon or a comma: the notes are the parts that
read as weapons and traits (`words.read_notes`), before the name or after it ('composite bow
B - Szekeley', 'Slavs - javelin'); the name is the rest. A part that reads as notes the
importer does not know ('blowpipe', 'two-handed axes', 'various': small letters only, or a
weapon's word) is kept as the unit's note, never silently as its name.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from listbuilder.systems.basic_impetus.page_import.words import (
    Notes,
    is_notes,
    looks_like_notes,
    read_notes,
)
from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES, UNIT_TYPES

_TYPES = "|".join(sorted([*UNIT_TYPES, *TYPE_ALIASES], key=len, reverse=True))
# '(*)'; a PDF viewer may paste it as '(°)', '(º)' (NFKC: '(o)'), '*' or '°' alone.
_STAR = r"\(\s*[*°o]\s*\)|\*|°"
ROW = re.compile(
    rf"^(?:[-–*+]\s*)?(?:(?P<count>1\d|20|[1-9])\s*(?:x\s*)?)?(?P<type>(?i:{_TYPES}))\s*(?P<star>{_STAR})?"
    rf"\s+(?P<M>\d{{1,2}})\s+(?P<VBU>\d{{1,2}})\s+(?P<I>\d{{1,2}})"
    rf"\s+(?P<VD>\d{{1,2}})(?:\s*/\s*(?P<VDg>\d{{1,2}}))?\s*(?P<star2>{_STAR})?"
    r"(?:\s+|\s*[-–—;,.:]\s*|$)(?P<rest>.*)$")
#: The start of a row a PDF broke inside its numbers: '1 FL(*) 6 5', '3 CP(*)'.
_PARTIAL = re.compile(
    rf"^(?:[-–*+]\s*)?(?:(?:1\d|20|[1-9])\s*(?:x\s*)?)?(?i:{_TYPES})\s*(?:{_STAR})?"
    r"(?:\s+\d{1,2}){0,3}$")
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
    #: The name is in small letters only with no weapon or trait beside it: it may be a
    #: weapon the tables lack ('various'), so the import says so.
    name_unsure: bool = False

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
    name, notes, unread, unsure = _name_and_notes(rest)
    kind = found["type"].upper()  # 'cp': a page or a paste in lower case
    return Row(line, text, int(found["count"]) if found["count"] else None,
               TYPE_ALIASES.get(kind, kind),
               bool(found["star"] or found["star2"] or star_after), int(found["M"]),
               int(found["VBU"]), int(found["I"]), int(found["VD"]),
               int(found["VDg"]) if found["VDg"] else None, name, notes, unread,
               name_unsure=unsure)


def is_row(text: str) -> bool:
    return ROW.match(text.strip()) is not None


def partial_row(text: str) -> bool:
    """Whether the line is a row's start cut inside its numbers (the next line goes on)."""
    return _PARTIAL.match(text.strip()) is not None


def _name_and_notes(rest: str) -> tuple[str | None, Notes, str | None, bool]:
    """The row's name, its notes, the notes not read, and whether the name is unsure (small
    letters only, with no weapon or trait beside it: perhaps a weapon the tables lack)."""
    bracket = _BRACKETED.search(rest)
    if bracket and is_notes(bracket[1]):  # 'Milites (short bow B)': notes in brackets
        rest = f"{rest[:bracket.start()]} - {bracket[1]}"
    parts = [p.strip(" .,:") for p in _PARTS.split(rest) if p.strip(" .,:")]
    if not parts:
        return None, Notes(), None, False
    if len(parts) == 1:
        name, notes_text = _split_single(parts[0])
    else:
        notes_parts = [p for p in parts if is_notes(p)]
        others = [p for p in parts if not is_notes(p)]
        weaponish = [p for p in others if looks_like_notes(p)]
        names = [p for p in others if p not in weaponish]
        lowercase = [p for p in names if _small_letters(p)]
        if len(lowercase) < len(names):  # 'Berrovieri - various': a name besides
            names = [p for p in names if p not in lowercase]
            notes_parts += lowercase
        elif lowercase and notes_parts and len(names) > 1:
            names, notes_parts = names[:1], notes_parts + names[1:]
        if not notes_parts and not weaponish and len(names) > 1:
            notes_parts = [names.pop()]  # 'Guard - two-handed axes': the last part, read so
        notes_parts += weaponish
        name = " - ".join(names) or None
        notes_text = ", ".join(notes_parts)
    notes = read_notes(notes_text) if notes_text else Notes()
    unread = notes_text if notes.unread else None
    if unread:
        notes = Notes()
    unsure = name is not None and _small_letters(name) and " " not in name and not notes_text
    return name, notes, unread, unsure


def _small_letters(text: str) -> bool:
    words = re.findall(r"[^\W\d_]+", text)
    return bool(words) and all(w.islower() for w in words)


def _split_single(text: str) -> tuple[str | None, str]:
    """One part: a name ('Milites'), notes ('short bow B'), or a name and notes with no
    dash between ('Highlanders, short bow B'; 'Székely comp. bow B', as a PDF's columns
    paste; 'javelin Slav'): the longest tail, else the longest head, of words that reads as
    weapons and traits is the notes. A weapon's word the tables lack ('blowpipe') is notes,
    kept as the unit's note."""
    if is_notes(text):
        return None, text
    words = text.split(" ")
    for start in range(1, len(words)):
        tail = " ".join(words[start:])
        if is_notes(tail):
            return " ".join(words[:start]).rstrip(" ,;:") or None, tail
    for end in range(len(words) - 1, 0, -1):
        head = " ".join(words[:end])
        if is_notes(head):
            return " ".join(words[end:]).lstrip(" ,;:") or None, head
    if looks_like_notes(text):
        return None, text
    return text, ""
