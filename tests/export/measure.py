"""Measuring real PDFs: text, rectangles and lines in millimetres (pdfplumber).

A PDF is parsed once however many measurements a test takes of it (`opened`): pdfplumber
reads a page's objects when first asked and keeps them on the page, and parsing was most
of the time of the slowest tests.
"""

from __future__ import annotations

import io
import shutil
import subprocess
from functools import lru_cache
from pathlib import Path

import pdfplumber
import pytest
from pdfplumber.pdf import PDF

MM = 72 / 25.4


def opened(path: Path | str) -> PDF:
    """The PDF at `path`, parsed once while the file stays as it is (a file written again
    is parsed again)."""
    info = Path(path).stat()
    return _parsed(str(path), info.st_mtime_ns, info.st_size, info.st_ino)


@lru_cache(maxsize=16)
def _parsed(path: str, _mtime: int, _size: int, _inode: int) -> PDF:
    return pdfplumber.open(io.BytesIO(Path(path).read_bytes()))  # no file left open


#: Text turned to read upwards (a turned base's label) read the right way round.
TURNED = {"line_dir_rotated": "ltr", "char_dir_rotated": "btt"}


def pdf_text(path: Path) -> str:
    """All the text of a PDF with runs of whitespace made single spaces."""
    pdf = opened(path)
    return " ".join(" ".join((page.extract_text(**TURNED) or "").split())
                    for page in pdf.pages)


def rects_mm(path: Path) -> list[list[tuple[float, float]]]:
    """Per page, the (width, height) in mm of every rectangle drawn."""
    pdf = opened(path)
    return [[(r["width"] / MM, r["height"] / MM) for r in page.rects] for page in pdf.pages]


def lines_mm(path: Path) -> list[list[dict[str, float]]]:
    """Per page, every straight line: its ends in mm from the page's top-left."""
    pdf = opened(path)
    return [[{k: line[k] / MM for k in ("x0", "x1", "top", "bottom")}
             for line in page.lines] for page in pdf.pages]


def page_sizes_mm(path: Path) -> list[tuple[float, float]]:
    pdf = opened(path)
    return [(page.width / MM, page.height / MM) for page in pdf.pages]


def cell_texts(path: Path, cells_mm: list[tuple[float, float, float, float]]) -> list[str]:
    """Per page and cell (x, y from the bottom-left, w, h in mm), its whitespace-normalised
    text: reading one card at a time keeps neighbouring cards' lines apart."""
    out = []
    pdf = opened(path)
    for page in pdf.pages:
        for x, y, w, h in cells_mm:
            box = (x * MM, page.height - (y + h) * MM, (x + w) * MM, page.height - y * MM)
            text = page.within_bbox(box).extract_text() or ""
            if text.strip():
                out.append(" ".join(text.split()))
    return out


def card_lines(path: Path, card_w_mm: float, card_h_mm: float) -> list[list[str]]:
    """Each card's text lines, top to bottom, cards in reading order page by page: the
    text inside each outline of the card's size (neighbouring cards' lines kept apart)."""
    out = []
    for page in opened(path).pages:
        outlines = sorted((r for r in page.rects if abs(r["width"] - card_w_mm * MM) < 0.5
                           and abs(r["height"] - card_h_mm * MM) < 0.5),
                          key=lambda r: (round(r["top"]), r["x0"]))
        for r in outlines:
            box = (r["x0"], r["top"], r["x1"], r["bottom"])
            out.append((page.within_bbox(box).extract_text() or "").splitlines())
    return out


def chars_outside(path: Path, box_mm: tuple[float, float, float, float]) -> list[str]:
    """Characters on the first page drawn outside the box (x, y from bottom-left, w, h)."""
    x, y, w, h = (v * MM for v in box_mm)
    pdf = opened(path)
    page = pdf.pages[0]
    top, bottom = page.height - (y + h), page.height - y
    return [ch["text"] for ch in page.chars
            if ch["x0"] < x - 0.5 or ch["x1"] > x + w + 0.5
            or ch["top"] < top - 0.5 or ch["bottom"] > bottom + 0.5]


def table_rows(path: Path) -> list[list[str]]:
    """The rows of the first ruled table on the first page, each cell's text on one line."""
    pdf = opened(path)
    table = pdf.pages[0].extract_tables()[0]
    return [[" ".join((cell or "").split()) for cell in row] for row in table]


def chars_outside_cells(path: Path, cells_mm: list[tuple[float, float, float, float]]
                        ) -> list[str]:
    """Characters on any page that lie inside none of the cells (x, y from the bottom-left,
    w, h in mm): text that spilled out of its card."""
    out = []
    pdf = opened(path)
    for page in pdf.pages:
        boxes = [(x * MM - 0.5, page.height - (y + h) * MM - 0.5, (x + w) * MM + 0.5,
                  page.height - y * MM + 0.5) for x, y, w, h in cells_mm]
        out += [ch["text"] for ch in page.chars
                if not any(b[0] <= ch["x0"] and ch["x1"] <= b[2] and b[1] <= ch["top"]
                           and ch["bottom"] <= b[3] for b in boxes)]
    return out


def type_size(char: dict) -> float:
    """A character's size in points, turned or not: pdfplumber gives a character turned by
    90° (a turned base's label) its advance as its size, and its size as its width."""
    return char["size"] if char["upright"] else char["width"]


def font_sizes(path: Path) -> set[float]:
    """Every font size used for text, in points, rounded to 0.1."""
    pdf = opened(path)
    return {round(type_size(ch), 1) for page in pdf.pages for ch in page.chars}


def edge_distances_mm(path: Path) -> list[float]:
    """Per page, the smallest distance in mm from any character, line, rectangle or curve to
    the nearest edge of the paper."""
    out = []
    pdf = opened(path)
    for page in pdf.pages:
        things = page.chars + page.lines + page.rects + page.curves + page.images
        out.append(min((min(t["x0"], t["top"], page.width - t["x1"],
                            page.height - t["bottom"]) / MM for t in things),
                       default=float("inf")))
    return out


def unembedded_fonts(path: Path) -> set[str]:
    """The names of fonts a page's resources declare without the font's file in the PDF: a
    printer or viewer substitutes its own for them (what `pdffonts` shows as 'emb no')."""
    from pypdf import PdfReader

    out = set()
    for page in PdfReader(path).pages:
        fonts = (page.get("/Resources") or {}).get("/Font") or {}
        for font in (ref.get_object() for ref in fonts.values()):
            described = font
            if font.get("/Subtype") == "/Type0":
                described = font["/DescendantFonts"][0].get_object()
            descriptor = described.get("/FontDescriptor")
            descriptor = descriptor.get_object() if descriptor is not None else {}
            if not any(key in descriptor for key in ("/FontFile", "/FontFile2", "/FontFile3")):
                out.add(str(font.get("/BaseFont")))
    return out


def overlapping_chars(path: Path) -> list[tuple[int, str, str]]:
    """Per page, pairs of visible characters whose boxes overlap by more than a third of the
    smaller one: text drawn over other text. (page, first, second) for each pair."""
    out = []
    pdf = opened(path)
    for number, page in enumerate(pdf.pages, 1):
        chars = sorted((c for c in page.chars if c["text"].strip()), key=lambda c: c["x0"])
        for i, a in enumerate(chars):
            for b in chars[i + 1:]:
                if b["x0"] >= a["x1"]:
                    break
                w = min(a["x1"], b["x1"]) - max(a["x0"], b["x0"])
                h = min(a["bottom"], b["bottom"]) - max(a["top"], b["top"])
                smaller = min((c["x1"] - c["x0"]) * (c["bottom"] - c["top"]) for c in (a, b))
                if w > 0 and h > 0 and w * h > smaller / 3:
                    out.append((number, a["text"], b["text"]))
    return out


#: For tests that read a printed QR code back with a real decoder.
DECODER = pytest.mark.skipif(not (shutil.which("zbarimg") and shutil.which("pdftoppm")),
                             reason="needs zbarimg (zbar-tools) and pdftoppm (poppler-utils)")


def decoded_at_100_dpi(pdf: Path, folder: Path) -> str:
    """What zbar reads of the PDF's pages rendered at 100 dpi, about a screen's: the hardest
    case a camera meets (0.5 mm modules came out one pixel here, three there)."""
    subprocess.run(["pdftoppm", "-r", "100", "-gray", "-png", str(pdf), str(folder / "p")],
                   check=True)
    pages = sorted(folder.glob("p*.png"))
    read = subprocess.run(["zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable",
                           *map(str, pages)], capture_output=True, text=True)
    return read.stdout.strip()
