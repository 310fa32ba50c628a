"""Which characters list and army text may hold.

A control character (`ESC`, `BEL`, a C1 control) garbles terminals, cards and PDFs; a
bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069) makes text display in
another order than it is stored, so one unit's name can be made to read as another's
("Trojan Source"). Both are refused in every text of every file (the YAML reader reports
them with their place) and removed from what a player types or pastes in the editor.

Names are one line, so they also refuse line breaks and tabs; notes keep both.

Left alone on purpose: the left-to-right and right-to-left marks (U+200E, U+200F, U+061C),
which only nudge neutral characters next to them, and the zero-width joiners (U+200C, U+200D),
which Persian, Indic scripts and emoji need. They cannot reorder text, and a look-alike
name is possible anyway with look-alike letters; units are told apart by id, not by name.
"""

from __future__ import annotations

import re
import unicodedata

# The character classes, written as escapes: Python's `re`, pydantic's regex engine and JSON
# Schema all read them, so each range is spelled once.
_C0_BUT_TAB_AND_LINE_FEED = r"\x00-\x08\x0b-\x1f"
_C0 = r"\x00-\x1f"
_DEL_AND_C1 = r"\x7f-\x9f"
_LINE_BREAKS = r"\u2028\u2029"  # Unicode's own line and paragraph separators
_DIRECTION = r"\u202a-\u202e\u2066-\u2069"
_IN_TEXT = _C0_BUT_TAB_AND_LINE_FEED + _DEL_AND_C1 + _DIRECTION
_IN_NAME = _C0 + _DEL_AND_C1 + _LINE_BREAKS + _DIRECTION
#: What no text may hold: C0 controls but tab and line feed, DEL, C1 controls, overrides.
UNSAFE = re.compile(f"[{_IN_TEXT}]")
#: What no name may hold: the same, plus tab and the line breaks (Unicode's own two too).
UNSAFE_IN_NAME = re.compile(f"[{_IN_NAME}]")
_DIRECTION_CONTROL = re.compile(f"[{_DIRECTION}]")
#: The `Name` type's pattern.
NAME_PATTERN = f"^[^{_IN_NAME}]*$"
#: Any other text's, for the JSON Schema (the YAML reader refuses the same characters).
TEXT_PATTERN = f"^[^{_IN_TEXT}]*$"


def code_point(char: str) -> str:
    """'U+202E' for '\u202e'."""
    return f"U+{ord(char):04X}"


def is_direction_control(char: str) -> bool:
    return _DIRECTION_CONTROL.fullmatch(char) is not None


def unicode_name(char: str) -> str:
    """The character's Unicode name ('RIGHT-TO-LEFT OVERRIDE'); controls have none."""
    return unicodedata.name(char, "")


def first_unsafe(text: str, *, one_line: bool = False) -> re.Match[str] | None:
    return (UNSAFE_IN_NAME if one_line else UNSAFE).search(text)


def cleaned(text: str, *, one_line: bool = False) -> tuple[str, list[str]]:
    """`text` without the characters it may not hold, and those removed (each once).

    In a name, a line break or tab becomes a space: pasted 'Knights\\nof Rhodes' reads on.
    """
    pattern = UNSAFE_IN_NAME if one_line else UNSAFE
    removed = list(dict.fromkeys(pattern.findall(text)))
    if not removed:
        return text, []
    if one_line:
        text = re.sub(rf"\s*[\t\n{_LINE_BREAKS}]\s*", " ", text)
    return UNSAFE.sub("", text), removed


def one_line(text: str | None) -> str:
    """`text` as one printed line: its line breaks and runs of spaces as one space."""
    return " ".join((text or "").split())
