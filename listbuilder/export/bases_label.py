"""The label written inside a base's outline: unit name, size and count, shrunk to fit.

Every label inside a base sits the same way: along the front, from the front's left end, so
it reads the right way up when the base is held front to the top (on a turned base the label
is turned with it). It goes inside only where it wraps as text should: no word broken, two
words a line or more on average, the size ("20 × 40 mm") and the count each whole on a line;
otherwise the chart prints it under the base. A 20 mm front wrapped "5e / hussards / 20 × 40
/ mm · 6 / bases", a word a line.
"""

from __future__ import annotations

from dataclasses import dataclass

from listbuilder.core.printables import BaseNeed
from listbuilder.export.fonts import BOLD, REGULAR, SMALLEST
from listbuilder.export.geometry import pt
from listbuilder.export.text import width, wrap
from listbuilder.i18n import _, ngettext
from listbuilder.i18n.words import term

INSIDE_PAD_MM = 1.5
MAX_SIZE = 8.0
MIN_SIZE = SMALLEST
LEADING = 1.18


@dataclass(frozen=True)
class Label:
    lines: list[tuple[str, str]]  # (font, text), the line nearest the front first
    size: float
    line_w: float  # mm the lines may run: the front's length inside the padding


def size_line(need: BaseNeed) -> tuple[str, str]:
    """The base's size and the count of bases: each a phrase that never breaks."""
    count = ngettext("{n} base", "{n} bases", need.count)
    return f"{need.front_mm:g} × {need.depth_mm:g} mm", count


def label_lines(need: BaseNeed) -> list[str]:
    """The lines under the unit name."""
    lines = [" · ".join(size_line(need))]
    if need.alt_depth_mm:
        lines.append(_("dashed: alternative depth {depth} mm",
                       depth=format(need.alt_depth_mm, "g")))
    if need.size_note:
        lines.append(term(need.size_note))
    return lines


def fit_inside(need: BaseNeed, front_mm: float, depth_mm: float) -> Label | None:
    """The label along a front of `front_mm` in a base `depth_mm` deep (padding included),
    at the largest size, in 0.5 pt steps, at which it wraps as text should; None where it
    does not at any size."""
    line_w, room_h = front_mm - 2 * INSIDE_PAD_MM, depth_mm - 2 * INSIDE_PAD_MM
    if line_w <= 0 or room_h <= 0:
        return None
    size = MAX_SIZE
    while size >= MIN_SIZE:
        lines = _lines(need, size, pt(line_w))
        if lines is not None and len(lines) * size * LEADING <= pt(room_h):
            return Label(lines, size, line_w)
        size -= 0.5
    return None


def _lines(need: BaseNeed, size: float, max_w: float) -> list[tuple[str, str]] | None:
    """The label's lines at `size`, or None where they would not read as text."""
    measure, count = size_line(need)
    whole = f"{measure} · {count}"
    if width(whole, REGULAR, size) <= max_w:
        sized = [whole]
    elif max(width(measure, REGULAR, size), width(count, REGULAR, size)) <= max_w:
        sized = [measure, count]
    else:
        return None
    name = _wrapped(need.label, BOLD, size, max_w)
    notes = [_wrapped(line, REGULAR, size, max_w) for line in label_lines(need)[1:]]
    if name is None or None in notes:
        return None
    return ([(BOLD, line) for line in name] + [(REGULAR, line) for line in sized]
            + [(REGULAR, line) for lines in notes if lines for line in lines])


def _wrapped(text: str, font: str, size: float, max_w: float) -> list[str] | None:
    """The text's lines, or None where a word is wider than the line or the lines hold
    fewer than two words each on average ("1er / bataillon, / 18e de / ligne")."""
    words = text.split()
    if any(width(word, font, size) > max_w for word in words):
        return None
    lines = wrap(text, font, size, max_w)
    return lines if len(lines) <= max(1, -(-len(words) // 2)) else None
