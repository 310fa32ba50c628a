"""The embedded fonts: DejaVu Sans, for Polish, Hungarian and Cyrillic names alike.

The files are a subset of DejaVu (Latin, Greek, Cyrillic, punctuation, arrows, maths, shapes
and the few symbols printed; see resources/fonts/README.md): reportlab parses the whole font
on every export, and the full one took longer to read than a card sheet takes to draw.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from reportlab.pdfbase import pdfmetrics
from reportlab.pdfbase.ttfonts import TTFont

from listbuilder.i18n import _
from listbuilder.storage.bundled import fonts_dir

if TYPE_CHECKING:
    from listbuilder.core.view import ArmyView

REGULAR = "DejaVuSans"
BOLD = "DejaVuSans-Bold"
FILES = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}
#: The smallest type on any printed page: footers, ruler numbers and tally boxes included.
SMALLEST = 7.0


def register_fonts() -> None:
    """Register the fonts with reportlab once per process; later calls are free."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    for name, filename in FILES.items():
        if name not in registered:
            pdfmetrics.registerFont(TTFont(name, str(fonts_dir() / filename)))
    pdfmetrics.registerFontFamily(REGULAR, normal=REGULAR, bold=BOLD,
                                  italic=REGULAR, boldItalic=BOLD)


def view_texts(view: ArmyView, notes: str | None = None) -> list[str]:
    """The player's and the list's own words a document prints (names, notes)."""
    texts = [view.army_name or "", view.list_name or "", notes or ""]
    for unit in view.units:
        texts += [unit.name, unit.list_name or ""]
    texts += [g.name for g in view.groups]
    return texts


def missing_characters(texts: Iterable[str]) -> str:
    """The characters of `texts` the fonts cannot draw (a PDF shows them as empty boxes):
    scripts the bundled subset leaves out, such as Georgian or Hebrew. In first-seen order."""
    register_fonts()
    maps = [pdfmetrics.getFont(name).face.charToGlyph for name in FILES]
    found = dict.fromkeys(ch for text in texts for ch in text
                          if ch.isprintable() and not ch.isspace()
                          and any(ord(ch) not in glyphs for glyphs in maps))
    return "".join(found)


def unprintable_warning(missing: str) -> str:
    return _("the printed font has no {characters}: they print as empty boxes (write those "
             "names in Latin, Greek or Cyrillic letters)", characters=" ".join(missing))
