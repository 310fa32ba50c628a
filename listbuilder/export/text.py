"""Fitting user text into boxes: shrink and wrap; a word wider than its box is broken across
lines, never cut. Only our own short words (a stat's label, a badge) are ever shortened with
an ellipsis, and `fit` cuts what overflows a box at its smallest size.

Text is drawn with canvas string calls, never through Paragraph markup, so names holding
`<` or `&` print exactly as written.
"""

from __future__ import annotations

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


def wrap(text: str, font: str, size: float, max_w: float) -> list[str]:
    """Greedy word wrap; a single word wider than the box is broken across lines, whole
    ("Árvíztűrőtükörfúrógép" in a narrow base).

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
        if current:
            lines.append(" ".join(current))
        pieces = broken(word, font, size, max_w) if word_w > max_w else [word]
        lines += pieces[:-1]
        current, used = [pieces[-1]], width(pieces[-1], font, size)
    if current:
        lines.append(" ".join(current))
    return lines or [""]


def broken(word: str, font: str, size: float, max_w: float) -> list[str]:
    """The word in pieces each as wide as the box allows (at least a character each)."""
    pieces, start, used = [], 0, 0.0
    for i, char in enumerate(word):
        char_w = width(char, font, size)
        if i > start and used + char_w > max_w:
            pieces.append(word[start:i])
            start, used = i, 0.0
        used += char_w
    return [*pieces, word[start:]]


def first_words(text: str, font: str, size: float, max_w: float) -> str:
    """The text on one line: whole where it fits, else cut after its last whole word that
    fits, the punctuation before the cut dropped ("The Host of the Kingdom of France"); a
    first word wider than the line is cut at the line's end. No mark is added: a card's
    footer names the army this way, as the player's guide says."""
    if width(text, font, size) <= max_w:
        return text
    kept = ""
    for word in text.split():
        tried = f"{kept} {word}" if kept else word
        if width(tried, font, size) > max_w:
            break
        kept = tried
    return kept.rstrip(",;:–—-(/ ") or broken(text, font, size, max_w)[0]


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
