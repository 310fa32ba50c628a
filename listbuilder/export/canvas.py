"""A reportlab canvas set up the same way for every document: fonts, metadata, same bytes."""

from __future__ import annotations

from pathlib import Path
from typing import IO, Any

from reportlab.pdfgen.canvas import Canvas

from listbuilder import __version__
from listbuilder.export.fonts import REGULAR, register_fonts
from listbuilder.export.geometry import pt

#: Where a document is drawn: `write_pdf` gives a buffer, written to its file atomically.
PdfTarget = str | Path | IO[bytes]


#: A canvas's settings, as reportlab's canvas and its document templates take them.
#: invariant=1: no timestamp or random id, so the same army gives the same bytes. The
#: initial font is ours: reportlab's default names Helvetica on every page, unembedded.
DOCUMENT: dict[str, Any] = {"invariant": 1, "initialFontName": REGULAR}


def document_info(title: str) -> dict[str, str]:
    """What a document says of itself in the PDF's properties."""
    return {"title": title, "creator": f"listbuilder {__version__}", "subject": "Printed army"}


def new_canvas(out: PdfTarget, paper_w_mm: float, paper_h_mm: float, title: str) -> Canvas:
    register_fonts()
    canvas = Canvas(str(out) if isinstance(out, str | Path) else out,
                    pagesize=(pt(paper_w_mm), pt(paper_h_mm)), **DOCUMENT)
    info = document_info(title)
    canvas.setTitle(info["title"])
    canvas.setCreator(info["creator"])
    canvas.setSubject(info["subject"])
    return canvas
