"""The roster sheet: the whole army on one page where it fits.

Header (army and list), options, a units table whose columns come from the profile keys, the
General, groups and big units, totals, findings, and a footer with the app version and the
list's data stamp. User text goes through `escape()` before any Paragraph, so `<` and `&`
print literally.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, Paragraph, SimpleDocTemplate, Spacer, Table, TableStyle

from listbuilder import __version__
from listbuilder.codes import severity_word
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.export.banner import BANNER_H_MM, banner_text, draw_banner
from listbuilder.export.fonts import BOLD, REGULAR, register_fonts
from listbuilder.export.geometry import paper_mm, pt
from listbuilder.export.tally import TallyFlowable
from listbuilder.export.totals import (
    break_tallies,
    leader_mark,
    rule_lines,
    shown_in,
    total_lines,
    unit_counts,
)
from listbuilder.i18n import _
from listbuilder.i18n.terms import group_kind_name, rule, term

if TYPE_CHECKING:
    from listbuilder.export.pdf import PrintSource

MARGIN_MM = 12.0
TITLE = ParagraphStyle("title", fontName=BOLD, fontSize=15, leading=18)
SUB = ParagraphStyle("sub", fontName=REGULAR, fontSize=9, leading=11.5)
HEAD = ParagraphStyle("head", fontName=BOLD, fontSize=10, leading=13, spaceBefore=6)
BODY = ParagraphStyle("body", fontName=REGULAR, fontSize=8.5, leading=10.5)
CELL = ParagraphStyle("cell", fontName=REGULAR, fontSize=8, leading=9.5)
CELL_BOLD = ParagraphStyle("cellb", parent=CELL, fontName=BOLD)
CELL_PAD = 3.0
HEADER_MIN_SIZE = 6.0


def write_roster(view: ArmyView, system: PrintSource, out: str | Path, *, paper: str = "a4",
                 list_stamp: str | None = None, share_code: str | None = None,
                 notes: str | None = None) -> int:
    """Write the roster sheet; returns the number of pages."""
    register_fonts()
    width, height = paper_mm(paper)
    footer = f"listbuilder {__version__} · " + _(
        "List {list}, version {stamp}", list=view.list_name, stamp=list_stamp or _("unstamped"))
    banner = banner_text(view)
    top = MARGIN_MM + (BANNER_H_MM + 2 if banner else 0)
    doc = SimpleDocTemplate(
        str(out), pagesize=(pt(width), pt(height)), invariant=1,
        leftMargin=pt(MARGIN_MM), rightMargin=pt(MARGIN_MM), topMargin=pt(top),
        bottomMargin=pt(MARGIN_MM + 4), title=_("{army} — roster", army=view.army_name),
        creator=f"listbuilder {__version__}")

    def on_page(canvas: Any, document: Any) -> None:
        draw_banner(canvas, banner, MARGIN_MM, height - MARGIN_MM + 1, width - 2 * MARGIN_MM)
        canvas.setFont(REGULAR, 6.5)
        canvas.drawString(pt(MARGIN_MM), pt(MARGIN_MM), footer)
        canvas.drawRightString(pt(width - MARGIN_MM), pt(MARGIN_MM),
                               _("page {page}", page=document.page))

    # The frame pads its content by 6 pt a side.
    avail = width - 2 * MARGIN_MM - 12 / pt(1)
    story = roster_story(view, system, avail, notes)
    if share_code:
        story += share_block(share_code, avail)
    doc.build(story, onFirstPage=on_page, onLaterPages=on_page)
    return doc.page


def _p(text: str, style: ParagraphStyle = BODY) -> Paragraph:
    return Paragraph(escape(text), style)


def roster_story(view: ArmyView, system: PrintSource, avail_mm: float,
                 notes: str | None = None) -> list[Flowable]:
    story: list[Flowable] = [
        _p(view.army_name or view.list_name, TITLE),
        _p(f"{view.list_name} · {term(system.name)}"
           + (f" · {term(view.scale)}" if view.scale else ""), SUB),
    ]
    if view.options:
        story.append(_p(_("Options: {options}", options=", ".join(map(term, view.options))), SUB))
    story += [Spacer(1, pt(3)), units_table(view, avail_mm)]
    story += groups_block(view)
    story += rules_block(view)
    story += totals_block(view, avail_mm)
    if notes and notes.strip():
        story += [_p(_("Notes"), HEAD), *[_p(line) for line in notes.strip().splitlines()]]
    story += findings_block(view)
    return story


def profile_keys(view: ArmyView) -> list[str]:
    """Every profile key in the order units first show it."""
    keys: dict[str, None] = {}
    for unit in view.units:
        keys.update(dict.fromkeys(unit.profile))
    return list(keys)


def count_columns(view: ArmyView, profile: list[str]) -> dict[str, str]:
    """The per-unit figures any unit has (key → label), unless the profile already shows
    them, in the order units first report them."""
    shown = {k.lower() for k in profile}
    columns: dict[str, str] = {}
    for unit in view.units:
        for count in unit_counts(unit):
            if not shown_in(count, shown):
                columns.setdefault(count.key, count.label)
    return columns


def _count_value(unit: UnitView, key: str) -> str | int | None:
    return next((c.value for c in unit_counts(unit) if c.key == key), None)


def _cell(text: str, width_mm: float, style: ParagraphStyle = CELL) -> Any:
    """A plain string where it fits the column (drawn as is, and fast); else a wrapping
    Paragraph of the escaped text."""
    if stringWidth(text, style.fontName, style.fontSize) <= pt(width_mm) - 2 * CELL_PAD:
        return text
    return _p(text, style)


def _fitted_mm(texts: list[str], header: str, header_size: float = CELL.fontSize) -> float:
    """A column just wide enough for its longest value and its header's longest word, so a
    header never breaks inside a word."""
    words = [stringWidth(w, BOLD, header_size) for w in header.split()]
    words += [stringWidth(w, BOLD, CELL.fontSize) for t in texts for w in t.split()]
    values = [stringWidth(t, REGULAR, CELL.fontSize) for t in texts if len(t) <= 8]
    return (max([*words, *values, 1.0]) + 2 * CELL_PAD) / pt(1) + 0.3


def _shared(free: float, shares: tuple[float, ...], minimum: list[float]) -> list[float]:
    """`free` split by `shares`, no column below its minimum (its header's longest word):
    what a narrow column needs is taken from the others' room above their own minimum."""
    widths = [max(free * share, least) for share, least in zip(shares, minimum, strict=True)]
    over = sum(widths) - free
    slack = [w - least for w, least in zip(widths, minimum, strict=True)]
    if over > 0 and sum(slack) > 0:
        cut = min(over, sum(slack))
        widths = [w - cut * room / sum(slack) for w, room in zip(widths, slack, strict=True)]
    return widths


def type_text(unit: UnitView) -> str:
    """"CP — heavy cavalry" for a type code; "Hussar regiment (cavalry)" for a category id;
    the name alone where the two say the same."""
    plain = unit.type.replace("-", " ")
    name = term(unit.type_name)
    if not unit.type or plain.lower() == unit.type_name.lower():
        return name
    if unit.type.islower():
        return f"{name} ({term(plain)})"  # the category in the reader's language
    return f"{unit.type} — {name}"


def _count_text(value: str | int | None) -> str:
    if value is None:
        return ""
    return value.replace("x", " × ") if isinstance(value, str) else str(value)


def units_table(view: ArmyView, avail_mm: float) -> Table:
    keys = profile_keys(view)
    counted = count_columns(view, keys)
    columns = [
        ("#", [f"{n} {leader_mark(view, u)}".strip() for n, u in enumerate(view.units, 1)]),
        *[(k, [str(u.profile.get(k, "")) for u in view.units]) for k in keys],
        *[(label, [_count_text(_count_value(u, k)) for u in view.units])
          for k, label in counted.items()],
    ]
    # Sized by the headers as printed: a translated header is often longer than the English.
    heads = ["#", *[_(h) for h, _values in columns[1:]]]
    flex_heads = [_("Unit"), _("Type"), _("Equipment, traits")]
    # Their words too: a unit's name or type broken mid-word reads as badly as a header.
    details = [", ".join([*map(term, u.equipment), *map(term, u.traits)]) for u in view.units]
    flex_texts = [[u.name for u in view.units], [type_text(u) for u in view.units], details]
    # Long headers (Hungarian "Kezdeményezés") get a smaller type before the table outgrows
    # the page: words stay whole and everything stays inside the margins.
    size = CELL.fontSize
    while True:
        fixed = [_fitted_mm(values, head, size)
                 for head, (_h, values) in zip(heads, columns, strict=True)]
        least = [_fitted_mm(texts, h, size) for texts, h in zip(flex_texts, flex_heads,
                                                                strict=True)]
        if sum(fixed) + sum(least) <= avail_mm or size <= HEADER_MIN_SIZE:
            break
        size -= 0.25
    free = max(sum(least), avail_mm - sum(fixed))
    unit_w, type_w, details_w = _shared(free, (0.3, 0.27, 0.43), least)
    widths = [fixed[0], unit_w, type_w, *fixed[1:], details_w]
    header = [heads[0], *flex_heads[:2], *heads[1:], flex_heads[2]]
    head_style = ParagraphStyle("head", parent=CELL_BOLD, fontSize=size, leading=size * 1.2)
    rows: list[list[Any]] = [[_cell(h, w, head_style)
                              for h, w in zip(header, widths, strict=True)]]
    for n, unit in enumerate(view.units):
        texts = [columns[0][1][n], unit.name, type_text(unit), *[v[n] for _, v in columns[1:]],
                 details[n]]
        rows.append([_cell(text, w, CELL_BOLD if col < 2 else CELL)
                     for col, (text, w) in enumerate(zip(texts, widths, strict=True))])
    table = Table(rows, colWidths=[pt(w) for w in widths], repeatRows=1)
    table.setStyle(TableStyle([
        ("FONT", (0, 0), (-1, -1), REGULAR, CELL.fontSize, CELL.leading),
        ("FONT", (0, 0), (-1, 0), BOLD, size, size * 1.2),
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
    numbers = {u.id: n for n, u in enumerate(view.units, 1)}
    for group in view.groups:
        kind = group_kind_name(group.kind)
        if group.name:
            kind += f" “{group.name}”"
        names = [f"#{numbers[m]} {u.name}" if (u := view.unit(m)) else m for m in group.members]
        if group.kind == "big-unit" and len(names) == 2:
            out.append(_p(_("{kind}: {front} in front, {rear} behind", kind=kind,
                            front=names[0], rear=names[1])))
        else:
            out.append(_p(f"{kind}: {', '.join(names)}"))
    return [_p(_("Groups"), HEAD), *out] if out else []


def rules_block(view: ArmyView) -> list[Flowable]:
    """Each unit's rules in short, here rather than in a table cell many lines tall."""
    out: list[Flowable] = []
    for n, unit in enumerate(view.units, 1):
        rules = [rule(r) for r in rule_lines(unit) if ":" in r or r in unit.notes]
        if rules:
            text = " ".join(r if r.endswith(".") else f"{r}." for r in rules)
            out.append(Paragraph(f"<b>#{n} {escape(unit.name)}</b>: {escape(text)}", BODY))
    return [_p(_("Rules"), HEAD), *out] if out else []


def totals_block(view: ArmyView, avail_mm: float) -> list[Flowable]:
    lines = total_lines(view)
    if not lines:
        return []
    out: list[Flowable] = [_p(_("Totals"), HEAD), _p(" · ".join(lines))]
    for tally in break_tallies(view):
        if isinstance(tally.value, int) and tally.breaks_at is not None:
            out += [Spacer(1, pt(2)),
                    TallyFlowable(term(tally.label), tally.value, tally.breaks_at, avail_mm)]
    return out


def findings_block(view: ArmyView) -> list[Flowable]:
    if not view.findings:
        return [_p(_("Findings"), HEAD), _p(_("None: the army is legal."))]
    out: list[Flowable] = [_p(_("Findings"), HEAD)]
    for d in view.findings:
        out.append(_p(f"{severity_word(d.severity)} [{d.code}] {d.text()}"))
    return out


def share_block(code: str, avail_mm: float) -> list[Flowable]:
    """The army's share code, for `listbuilder import` or the editor's Paste share code."""
    from listbuilder.export.qr import qr_flowable

    out: list[Flowable] = [_p(_("Share code"), HEAD),
                           _p(_("Rebuild this army with: listbuilder import CODE -o army.yaml "
                                "(or Paste share code in the editor)."))]
    qr = qr_flowable(code)
    if qr is not None:
        out.append(qr)
    out.append(Paragraph(escape(code), ParagraphStyle("code", parent=CELL, fontSize=7,
                                                      leading=8.5, wordWrap="CJK")))
    return out
