"""Printed numbers written one way everywhere: a true minus sign before a negative number
("−1", U+2212, as the shooting tables print it) and sizes as "40 × 40", whatever the list,
the rules' tables or a translation wrote ("-1", "40x40").

Applied where text is printed (cards, roster, Markdown, `show`), never to what a player
copies back in: a share code or a file name keeps its characters.
"""

from __future__ import annotations

import re

MINUS = "\u2212"
# A hyphen starting a number: not inside a word, a range ("3-5") or a date.
_NEGATIVE = re.compile(r"(?<![\w\-−.])-(?=\d)")
_SIZE = re.compile(r"(?<![\w.])(\d+(?:\.\d+)?) ?[x×] ?(\d+(?:\.\d+)?)(?![\w.])")


def typeset(text: str) -> str:
    return _SIZE.sub(r"\1 × \2", _NEGATIVE.sub(MINUS, text))
