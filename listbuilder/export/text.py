"""Fitting user text into boxes: shrink, wrap, and as a last resort shorten with an ellipsis.

Text is drawn with canvas string calls, never through Paragraph markup, so names holding
`<` or `&` print exactly as written.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from reportlab.pdfbase.pdfmetrics import stringWidth

ELLIPSIS = "…"


def width(text: str, font: str, size: float) -> float:
    return stringWidth(text, font, size)


def shorten(text: str, font: str, size: float, max_w: float) -> str:
    """The text, cut and ended with an ellipsis if it is wider than `max_w` points.

    Widths add up glyph by glyph (no kerning), so one pass finds the cut: linear in the
    text's length, whatever it holds.
    """
    if width(text, font, size) <= max_w:
        return text
    room = max_w - width(ELLIPSIS, font, size)
    used = 0.0
    for i, char in enumerate(text):
        used += width(char, font, size)
        if used > room:
            return text[:i].rstrip() + ELLIPSIS
    return text.rstrip() + ELLIPSIS  # pragma: no cover - only rounding can get here


def shorten_inside(text_of: Callable[[str], str], name: str, font: str, size: float,
                   max_w: float) -> str:
    """`text_of(name)`, the name shortened so that the whole line fits `max_w` points: for a
    footer that repeats a name printed whole elsewhere on the page."""
    whole = text_of(name)
    if width(whole, font, size) <= max_w:
        return whole
    return text_of(shorten(name, font, size, max_w - width(text_of(""), font, size)))


def wrap(text: str, font: str, size: float, max_w: float) -> list[str]:
    """Greedy word wrap; a single word wider than the box is shortened.

    Each word is measured once and line widths are summed, so the work is linear even for
    a line of thousands of narrow (or zero-width) words.
    """
    lines: list[str] = []
    current: list[str] = []
    used = 0.0
    space = width(" ", font, size)
    for word in text.split():
        word_w = width(word, font, size)
        if current and used + space + word_w <= max_w:
            current.append(word)
            used += space + word_w
            continue
        if not current and word_w <= max_w:
            current, used = [word], word_w
            continue
        if current:
            lines.append(" ".join(current))
        if word_w > max_w:
            word = shorten(word, font, size, max_w)
            word_w = width(word, font, size)
        current, used = [word], word_w
    if current:
        lines.append(" ".join(current))
    return lines or [""]


@dataclass(frozen=True)
class Fitted:
    lines: list[str]
    size: float

    @property
    def leading(self) -> float:
        return self.size * 1.18

    @property
    def height(self) -> float:
        return len(self.lines) * self.leading


def fit(texts: list[str], font: str, max_w: float, max_h: float,
        size: float, min_size: float) -> Fitted:
    """The largest size (stepping down by 0.5 pt) at which the wrapped texts fit the box.

    At the minimum size whatever still overflows is cut to the box, the last line ending
    with an ellipsis, so nothing ever spills out of a card.
    """
    while True:
        lines = [line for text in texts for line in wrap(text, font, size, max_w)]
        fitted = Fitted(lines, size)
        if fitted.height <= max_h or size <= min_size:
            break
        size = max(min_size, size - 0.5)
    room = max(1, int(max_h // fitted.leading))
    if len(fitted.lines) > room:
        kept = fitted.lines[:room]
        kept[-1] = shorten(kept[-1] + ELLIPSIS, font, size, max_w)
        fitted = Fitted(kept, size)
    return fitted
