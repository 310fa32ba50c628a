"""The embedded fonts: DejaVu Sans, for Polish, Hungarian and Cyrillic names alike."""

from __future__ import annotations

from pathlib import Path

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
_FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def fonts_dir() -> Path:
    """`resources/fonts/` beside the package (a source checkout or an editable install)."""
    here = Path(__file__).resolve().parent.parent
    for candidate in (here / "resources" / "fonts", here.parent / "resources" / "fonts"):
        if candidate.is_dir():
            return candidate
    return here.parent / "resources" / "fonts"


def register_fonts() -> None:
    """Register the fonts with reportlab once per process; later calls are free."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, filename in _FILES.items():
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(fonts_dir() / filename)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD,
                                  italic=REGULAR, boldItalic=BOLD)
