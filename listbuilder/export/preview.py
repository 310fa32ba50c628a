"""The first page of a written PDF as RGBX pixels, for the export dialog's preview.

QtPdf is not part of PySide6-Essentials, so pages are rasterised with pypdfium2 (PDFium, as
used by Chrome), kept here so the GUI gets plain pixels and needs no PDF library itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class PagePixels:
    width: int
    height: int
    stride: int
    rgbx: bytes  # four bytes a pixel: red, green, blue, unused
    pages: int  # in the whole document


def first_page(pdf: str | Path, width_px: int) -> PagePixels | None:
    """The first page scaled to `width_px` pixels across; None when no renderer is
    installed (the dialog then says so instead of showing a picture)."""
    try:
        import pypdfium2 as pdfium  # pypdfium2: only for the dialog's preview
    except ModuleNotFoundError:
        return None
    doc = pdfium.PdfDocument(str(pdf))
    try:
        page = doc[0]
        scale = width_px / page.get_width()
        bitmap = page.render(scale=scale, rev_byteorder=True, prefer_bgrx=True)
        pixels = PagePixels(bitmap.width, bitmap.height, bitmap.stride, bytes(bitmap.buffer),
                            len(doc))
        bitmap.close()
        page.close()
        return pixels
    finally:
        doc.close()
