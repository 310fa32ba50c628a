"""The label written inside a base's outline: unit name, size and count, shrunk to fit.

A label goes inside only when every word stays whole at a readable size; otherwise the chart
prints it beside the base. Horizontal text is preferred; a narrow base gets its label turned
to run along its long side.
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
COMFORTABLE_SIZE = 7.5  # horizontal text at least this big wins over larger turned text
MIN_SIZE = SMALLEST
LEADING = 1.18


@dataclass(frozen=True)
class Label:
    lines: list[tuple[str, str]]  # (font, text), top line first
    size: float
    turned: bool  # runs upwards, its top towards the box's left side
    line_w: float  # mm the lines may run: the box's width, or its height when turned


def label_lines(need: BaseNeed) -> list[str]:
    """The lines under the unit name."""
    count = ngettext("{n} base", "{n} bases", need.count)
    lines = [f"{need.front_mm:g} × {need.depth_mm:g} mm · {count}"]
    if need.alt_depth_mm:
        lines.append(_("dashed: alternative depth {depth} mm",
                       depth=format(need.alt_depth_mm, "g")))
    if need.size_note:
        lines.append(term(need.size_note))
    return lines


def fit_inside(need: BaseNeed, box_w: float, box_h: float) -> Label | None:
    """The label for a box of box_w × box_h mm on paper (padding included), or None."""
    inner_w, inner_h = box_w - 2 * INSIDE_PAD_MM, box_h - 2 * INSIDE_PAD_MM
    level = _fit(need, inner_w, inner_h, turned=False)
    turned = _fit(need, inner_h, inner_w, turned=True)
    if level and (level.size >= COMFORTABLE_SIZE or not turned or level.size >= turned.size):
        return level
    return turned


def _fit(need: BaseNeed, line_w: float, room_h: float, turned: bool) -> Label | None:
    """The largest size, in 0.5 pt steps, at which every line wraps without cutting a word."""
    if line_w <= 0 or room_h <= 0:
        return None
    texts = [(BOLD, need.label)] + [(REGULAR, line) for line in label_lines(need)]
    size = MAX_SIZE
    while size >= MIN_SIZE:
        lines = _wrapped(texts, size, pt(line_w))
        if lines is not None and len(lines) * size * LEADING <= pt(room_h):
            return Label(lines, size, turned, line_w)
        size -= 0.5
    return None


def _wrapped(texts: list[tuple[str, str]], size: float, max_w: float
             ) -> list[tuple[str, str]] | None:
    """The wrapped lines, or None when a single word is wider than the line."""
    lines: list[tuple[str, str]] = []
    for font, text in texts:
        if any(width(word, font, size) > max_w for word in text.split()):
            return None
        lines += [(font, line) for line in wrap(text, font, size, max_w)]
    return lines
