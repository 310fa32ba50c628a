"""Paragraphs drawn straight on the canvas: words wrapped to a width, user text literal.

The roster once used platypus's Paragraph, which reads its text as markup (so every user
string had to be escaped) and whose import costs a tenth of a second a run. Here a paragraph
is lines of words, each word in one of the two fonts, and nothing in the text is interpreted.
A word wider than the line (a share code, a name of 200 letters) breaks between letters:
long text wraps, it is never cut.
"""

from __future__ import annotations

from dataclasses import dataclass

from reportlab.pdfgen.canvas import Canvas

from listbuilder.export.text import width

Word = tuple[str, str]  # (text, font)
Line = tuple[Word, ...]


@dataclass(frozen=True)
class Style:
    font: str
    size: float
    leading: float


def _pieces(word: str, font: str, size: float, max_w: float) -> list[str]:
    """The word as it fits the line: whole, or broken between letters (at least one letter
    a piece, so a line narrower than a letter still ends)."""
    if width(word, font, size) <= max_w:
        return [word]
    pieces, current, used = [], "", 0.0
    for char in word:
        char_w = width(char, font, size)
        if current and used + char_w > max_w:
            pieces.append(current)
            current, used = "", 0.0
        current += char
        used += char_w
    return [*pieces, current]


def wrap_words(words: list[Word], size: float, max_w: float) -> list[Line]:
    """Greedy wrap of words that may differ in font; each word measured once."""
    lines: list[Line] = []
    current: list[Word] = []
    used = 0.0
    for text, font in words:
        for piece in _pieces(text, font, size, max_w):
            piece_w = width(piece, font, size)
            space = width(" ", font, size) if current else 0.0
            if current and used + space + piece_w > max_w:
                lines.append(tuple(current))
                current, used, space = [], 0.0, 0.0
            current.append((piece, font))
            used += space + piece_w
    if current:
        lines.append(tuple(current))
    return lines


def words_of(text: str, font: str) -> list[Word]:
    return [(word, font) for word in text.split()]


def draw_line(canvas: Canvas, line: Line, x: float, baseline: float, size: float) -> None:
    """The words of one line, each run of one font as one string."""
    runs: list[tuple[str, list[str]]] = []
    for text, font in line:
        if runs and runs[-1][0] == font:
            runs[-1][1].append(text)
        else:
            runs.append((font, [text]))
    for n, (font, texts) in enumerate(runs):
        # A run after another starts with the space between them, in its own font: where it
        # falls is unchanged, and a PDF's text keeps the words apart ("Pike: deep", not
        # "Pike:deep").
        run = (" " if n else "") + " ".join(texts)
        canvas.setFont(font, size)
        canvas.drawString(x, baseline, run)
        x += width(run, font, size)


class TextBlock:
    """A wrapped paragraph: splits between lines at a page's foot, unless it is to be kept
    `whole` (split then only where it is taller than a page)."""

    def __init__(self, lines: list[Line], style: Style, whole: bool = False) -> None:
        self.lines, self.style, self.whole = lines, style, whole
        self.height = len(lines) * style.leading

    @classmethod
    def of(cls, words: list[Word], style: Style, width_pt: float,
           whole: bool = False) -> TextBlock:
        return cls(wrap_words(words, style.size, width_pt), style, whole)

    @property
    def least_height(self) -> float:
        return self.height if self.whole else min(self.height, self.style.leading)

    def split(self, room: float, page: float) -> tuple[TextBlock | None, TextBlock]:
        fits = int(room // self.style.leading)
        if fits <= 0 or (self.whole and self.height <= page):
            return None, self
        return (TextBlock(self.lines[:fits], self.style),
                TextBlock(self.lines[fits:], self.style))

    def draw(self, canvas: Canvas, x: float, top: float) -> None:
        baseline = top - self.style.size
        for line in self.lines:
            draw_line(canvas, line, x, baseline, self.style.size)
            baseline -= self.style.leading
