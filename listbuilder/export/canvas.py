"""A reportlab canvas set up the same way for every document: fonts, metadata, same bytes."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from reportlab.pdfgen.canvas import Canvas

from listbuilder import __version__
from listbuilder.export.fonts import REGULAR, register_fonts
from listbuilder.export.geometry import pt


def new_canvas(out: str | Path | BinaryIO, paper_w_mm: float, paper_h_mm: float,
               title: str) -> Canvas:
    register_fonts()
    # invariant=1: no timestamp or random id, so the same army gives the same bytes. The
    # initial font is ours: reportlab's default names Helvetica on every page, unembedded.
    target = str(out) if isinstance(out, str | Path) else out  # a file in memory as is
    canvas = Canvas(target, pagesize=(pt(paper_w_mm), pt(paper_h_mm)), invariant=1,
                    initialFontName=REGULAR)
    canvas.setTitle(title)
    canvas.setCreator(f"listbuilder {__version__}")
    canvas.setSubject("Printed army")
    return canvas
