"""The banner an illegal army carries on every page of every document.

An army that breaks rules still prints (warn, don't block), but nobody should take a printout
of it for a legal one: each page says so, with the number of errors.
"""

from __future__ import annotations

from reportlab.lib import colors
from reportlab.pdfgen.canvas import Canvas

from listbuilder.core.diagnostics import Severity
from listbuilder.core.view import ArmyView
from listbuilder.export.fonts import BOLD
from listbuilder.export.geometry import pt
from listbuilder.export.text import shorten
from listbuilder.i18n import ngettext

BANNER_H_MM = 5.5
BANNER_SIZE = 8.0


def banner_text(view: ArmyView) -> str:
    """"" for an army without errors."""
    errors = sum(1 for d in view.findings if d.severity == Severity.ERROR)
    if not errors:
        return ""
    return ngettext("ILLEGAL ARMY: {n} error (see the roster's findings)",
                    "ILLEGAL ARMY: {n} errors (see the roster's findings)", errors)


def draw_banner(canvas: Canvas, text: str, x_mm: float, top_mm: float, w_mm: float) -> None:
    """A black strip with the text in white, its top edge `top_mm` above the page's foot."""
    if not text:
        return
    canvas.saveState()
    canvas.setFillColor(colors.black)
    canvas.rect(pt(x_mm), pt(top_mm - BANNER_H_MM), pt(w_mm), pt(BANNER_H_MM), stroke=0, fill=1)
    canvas.setFillColor(colors.white)
    canvas.setFont(BOLD, BANNER_SIZE)
    canvas.drawCentredString(pt(x_mm + w_mm / 2), pt(top_mm - BANNER_H_MM + 1.6),
                             shorten(text, BOLD, BANNER_SIZE, pt(w_mm - 2)))
    canvas.restoreState()
