"""The roster sheet: the whole army on one page where it fits.

Header (army and list), options, a units table whose columns come from the profile keys, the
General, groups and big units, totals, findings, and a footer with the app version and the
list's data stamp. User text goes through `escape()` before any Paragraph, so `<` and `&`
print literally.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from listbuilder import __version__
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.export.fonts import BOLD, REGULAR, register_fonts
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.tally import TallyFlowable

MARGIN_MM = 12.0
TITLE = ParagraphStyle("title", fontName=BOLD, fontSize=15, leading=18)
SUB = ParagraphStyle("sub", fontName=REGULAR, fontSize=9, leading=11.5)
HEAD = ParagraphStyle("head", fontName=BOLD, fontSize=10, leading=13, spaceBefore=6)
BODY = ParagraphStyle("body", fontName=REGULAR, fontSize=8.5, leading=10.5)
CELL = ParagraphStyle("cell", fontName=REGULAR, fontSize=8, leading=9.5)
CELL_BOLD = ParagraphStyle("cellb", parent=CELL, fontName=BOLD)
CELL_PAD = 4.0


def write_roster(view: ArmyView, system: GameSystem, out: str | Path, *, paper: str = "a4",
                 list_stamp: str | None = None, share_code: str | None = None) -> int:
    """Write the roster sheet; returns the number of pages."""
    register_fonts()
    width, height = paper_mm(paper)
    footer = f"listbuilder {__version__} · list data {list_stamp or 'unstamped'}"
    doc = SimpleDocTemplate(
        str(out), pagesize=(pt(width), pt(height)), invariant=1,
        leftMargin=pt(MARGIN_MM), rightMargin=pt(MARGIN_MM), topMargin=pt(MARGIN_MM),
        bottomMargin=pt(MARGIN_MM + 4), title=f"{view.army_name} — roster",
        creator=f"listbuilder {__version__}")

    def on_page(canvas: Any, document: Any) -> None:
        canvas.setFont(REGULAR, 6.5)
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM - 2), footer)
        canvas.drawRightString(pt(width - MARGIN_MM), pt(MARGIN_MM - 2),
                               f"page {document.page}")

    # The frame pads its content by 6 pt a side.
    doc.build(roster_story(view, system, width - 2 * MARGIN_MM - 12 / pt(1)),
              onFirstPage=on_page, onLaterPages=on_page)
    return doc.page


def _p(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    return Paragraph(escape(text), style)


def roster_story(view: ArmyView, system: GameSystem, avail_mm: float) -> list[Flowable]:
    story: list[Flowable] = [
        _p(view.army_name or view.list_name, TITLE),
        _p(f"{view.list_name} · {system.name}" + (f" · {view.scale}" if view.scale else ""),
           SUB),
    ]
    if view.options:
        story.append(_p(f"Options: {', '.join(view.options)}", SUB))
    story += [Spacer(1, pt(3)), units_table(view, avail_mm)]
    story += groups_block(view)
    story += totals_block(view, avail_mm)
    story += findings_block(view)
    return story


def profile_keys(view: ArmyView) -> list[str]:
    """Every profile key in the order units first show it."""
    keys: dict[str, None] = {}
    for unit in view.units:
        keys.update(dict.fromkeys(unit.profile))
    return list(keys)


def _cell(text: str, width_mm: float, style: ParagraphStyle = CELL) -> Any:
    """A plain string where it fits the column (drawn as is, and fast); else a wrapping
    Paragraph of the escaped text."""
    if stringWidth(text, style.fontName, style.fontSize) <= pt(width_mm) - 2 * CELL_PAD:
        return text
    return _p(text, style)


def units_table(view: ArmyView, avail_mm: float) -> Table:
    keys = profile_keys(view)
    fixed = [16.0, 44.0, 32.0] + [11.0] * len(keys)
    widths = [*fixed, max(25.0, avail_mm - sum(fixed))]
    header = ["", "Unit", "Type", *keys, "Equipment, traits"]
    rows: list[list[Any]] = [[_cell(h, w, CELL_BOLD) for h, w in zip(header, widths, strict=True)]]
    for unit in view.units:
        details = ", ".join([*unit.equipment, *unit.traits, *unit.notes])
        texts = ["General" if unit.general else "", unit.name, f"{unit.type} — {unit.type_name}",
                 *[str(unit.profile.get(k, "")) for k in keys], details]
        rows.append([_cell(text, w, CELL_BOLD if col < 2 else CELL)
                     for col, (text, w) in enumerate(zip(texts, widths, strict=True))])
    table = Table(rows, colWidths=[pt(w) for w in widths], repeatRows=1)
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), REGULAR, CELL.fontSize, CELL.leading),
        ("FONT", (0, 0), (-1, 0), BOLD, CELL.fontSize, CELL.leading),
        ("FONT", (0, 1), (1, -1), BOLD, CELL.fontSize, CELL.leading),
        ("LEFTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("RIGHTPADDING", (0, 0), (-1, -1), CELL_PAD),
        ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
        ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
        ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
    ]))
    return table


def groups_block(view: ArmyView) -> list[Flowable]:
    out: list[Flowable] = []
    for group in view.groups:
        kind = "Big unit" if group.kind == "big-unit" else group.kind.capitalize()
        names = [u.name if (u := view.unit(m)) else m for m in group.members]
        out.append(_p(f"{kind}: {', '.join(names)}"))
    return [_p("Groups", HEAD), *out] if out else []


def _format_total(value: Any) -> str:
    if isinstance(value, dict):
        return ", ".join(f"{k} {v}" for k, v in value.items())
    if isinstance(value, list | tuple):
        return ", ".join(map(str, value))
    return str(value)


def totals_block(view: ArmyView, avail_mm: float) -> list[Flowable]:
    totals = dict(view.totals)
    if not totals:
        return []
    out: list[Flowable] = [_p("Totals", HEAD)]
    text = " · ".join(f"{k.replace('_', ' ')}: {_format_total(v)}" for k, v in totals.items())
    out.append(_p(text))
    if isinstance(totals.get("vdt"), int) and isinstance(totals.get("break_at"), int):
        out += [Spacer(1, pt(2)), TallyFlowable("VDT", totals["vdt"], totals["break_at"],
                                                avail_mm)]
    return out


def findings_block(view: ArmyView) -> list[Flowable]:
    if not view.findings:
        return [_p("Findings", HEAD), _p("None: the army is legal.")]
    out: list[Flowable] = [_p("Findings", HEAD)]
    for d in view.findings:
        out.append(_p(f"{d.severity.value} [{d.code}] {d.message}"))
    return out
