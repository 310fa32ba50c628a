"""Measuring real PDFs: text, rectangles and lines in millimetres (pdfplumber)."""

from __future__ import annotations

from pathlib import Path

import pdfplumber

MM = 72 / 25.4


def pdf_text(path: Path) -> str:
    """All the text of a PDF with runs of whitespace made single spaces."""
    with pdfplumber.open(path) as pdf:
        return " ".join(" ".join((page.extract_text() or "").split()) for page in pdf.pages)


def rects_mm(path: Path) -> list[list[tuple[float, float]]]:
    """Per page, the (width, height) in mm of every rectangle drawn."""
    with pdfplumber.open(path) as pdf:
        return [[(r["width"] / MM, r["height"] / MM) for r in page.rects] for page in pdf.pages]


def lines_mm(path: Path) -> list[list[dict[str, float]]]:
    """Per page, every straight line: its ends in mm from the page's top-left."""
    with pdfplumber.open(path) as pdf:
        return [[{k: line[k] / MM for k in ("x0", "x1", "top", "bottom")}
                 for line in page.lines] for page in pdf.pages]


def page_sizes_mm(path: Path) -> list[tuple[float, float]]:
    with pdfplumber.open(path) as pdf:
        return [(page.width / MM, page.height / MM) for page in pdf.pages]


def cell_texts(path: Path, cells_mm: list[tuple[float, float, float, float]]) -> list[str]:
    """Per page and cell (x, y from the bottom-left, w, h in mm), its whitespace-normalised
    text: reading one card at a time keeps neighbouring cards' lines apart."""
    out = []
    with pdfplumber.open(path) as pdf:
        for page in pdf.pages:
            for x, y, w, h in cells_mm:
                box = (x * MM, page.height - (y + h) * MM, (x + w) * MM, page.height - y * MM)
                text = page.within_bbox(box).extract_text() or ""
                if text.strip():
                    out.append(" ".join(text.split()))
    return out


def chars_outside(path: Path, box_mm: tuple[float, float, float, float]) -> list[str]:
    """Characters on the first page drawn outside the box (x, y from bottom-left, w, h)."""
    x, y, w, h = (v * MM for v in box_mm)
    with pdfplumber.open(path) as pdf:
        page = pdf.pages[0]
        top, bottom = page.height - (y + h), page.height - y
        return [ch["text"] for ch in page.chars
                if ch["x0"] < x - 0.5 or ch["x1"] > x + w + 0.5
                or ch["top"] < top - 0.5 or ch["bottom"] > bottom + 0.5]


def table_rows(path: Path) -> list[list[str]]:
    """The rows of the first ruled table on the first page, each cell's text on one line."""
    with pdfplumber.open(path) as pdf:
        table = pdf.pages[0].extract_tables()[0]
        return [[" ".join((cell or "").split()) for cell in row] for row in table]
