"""The embedded fonts: DejaVu Sans, for Polish, Hungarian and Cyrillic names alike.

The files are a subset of DejaVu (Latin, Greek, Cyrillic, punctuation, arrows, maths, shapes
and the few symbols printed; see resources/fonts/README.md): reportlab parses the whole font
on every export, and the full one took longer to read than a card sheet takes to draw.
"""

from __future__ import annotations

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from listbuilder.bundled import fonts_dir

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


def register_fonts() -> None:
    """Register the fonts with reportlab once per process; later calls are free."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, filename in FILES.items():
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(fonts_dir() / filename)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD,
                                  italic=REGULAR, boldItalic=BOLD)
