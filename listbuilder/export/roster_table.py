"""The roster's units table: a row per unit, columns from the profile keys and the figures
the system counts, the unit's name and type in whole words."""

from __future__ import annotations

from dataclasses import dataclass, replace
from functools import cached_property
from xml.sax.saxutils import escape

from reportlab.lib import colors
from reportlab.lib.styles import ParagraphStyle
from reportlab.platypus import Paragraph, Table, TableStyle

from listbuilder.core.phrases import said
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import pt
from listbuilder.export.table_layout import (
    CELL_SIZE,
    HEADER_MIN_SIZE,
    PAD,
    Column,
    ColumnWidths,
    column_widths,
)
from listbuilder.export.totals import leader_mark, shown_in, unit_counts
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _
from listbuilder.i18n.words import capitalised, term

CELL = ParagraphStyle("cell", fontName=REGULAR, fontSize=CELL_SIZE, leading=9.5)
CELL_BOLD = ParagraphStyle("cell-bold", CELL, fontName=BOLD)
#: A ruled grid, a grey header repeated on every page the table spans, each cell's text
#: centred in its row. The cells' font is ours, or reportlab names Helvetica, unembedded.
STYLE = TableStyle([("FONT", (0, 0), (-1, -1), REGULAR, CELL_SIZE),
                    ("GRID", (0, 0), (-1, -1), 0.4, colors.grey),
                    ("BACKGROUND", (0, 0), (-1, 0), colors.Color(0.88, 0.88, 0.88)),
                    ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                    *((side, (0, 0), (-1, -1), PAD) for side in (
                        "LEFTPADDING", "RIGHTPADDING", "TOPPADDING", "BOTTOMPADDING"))])
SHARES = {"unit": 0.3, "type": 0.27, "details": 0.43}  # of the width the narrow ones leave


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


def type_text(unit: UnitView) -> str:
    """"CP — heavy cavalry" for a type code; "Hussar regiment (cavalry)" for a category id;
    the name alone where it says the category already ("Aspiring hero (infantry)"), and one
    pair of brackets ("Daredevil (infantry, hero)")."""
    plain = unit.type.replace("-", " ")
    name = said(unit.type_name)
    if not unit.type or plain.lower() == unit.type_name.lower():
        return name
    if unit.type.islower():
        category = term(plain)  # in the reader's language
        if category.lower() in name.lower():  # "Aspiring hero (infantry)", not "… (hero)"
            return name
        if name.endswith(")"):  # "Daredevil (infantry, hero)", not "(infantry) (hero)"
            return f"{name[:-1]}, {category})"
        return f"{name} ({category})"
    return f"{unit.type} — {name}"


def _count_text(unit: UnitView, key: str) -> str:
    value = next((c.value for c in unit_counts(unit) if c.key == key), None)
    if value is None:
        return ""
    return value.replace("x", " × ") if isinstance(value, str) else str(value)


def table_columns(view: ArmyView) -> list[Column]:
    """The columns in printed order, headers as printed: a translated header is often
    longer than the English, and the widths follow it."""
    units = view.units
    keys = profile_keys(view)
    details = [", ".join([*map(said, u.equipment), *map(said, u.traits)]) for u in units]
    return [
        Column("#", [str(n) for n in range(1, len(units) + 1)]),
        # The leader's mark beside the name, whose column is wide: in the narrow number
        # column "9 Tábornok (nem lehet)" took four lines.
        Column(_("Unit"), [" — ".join(filter(None, [u.name, leader_mark(view, u)]))
                           for u in units], SHARES["unit"]),
        # From here on the values are drawn in the regular type, and measured in it.
        Column(_("Type"), [type_text(u) for u in units], SHARES["type"], REGULAR),
        # Headers in one case: the skirmish profile's keys read "models", "test" (lower case
        # where they stand in a line of text).
        *[Column(capitalised(_(k)), [str(u.printed_profile.get(k, "")) for u in units],
                 value_font=REGULAR) for k in keys],
        *[Column(capitalised(_(label)), [_count_text(u, k) for u in units], value_font=REGULAR)
          for k, label in count_columns(view, keys).items()],
        Column(_("Equipment, traits"), details, SHARES["details"], REGULAR),
    ]


#: The wide columns' shares tried: the usual first, then more room for long equipment (a
#: USB hero's dozen items) or for long names and types.
SHARE_CHOICES = ((0.3, 0.27, 0.43), (0.24, 0.2, 0.56), (0.2, 0.16, 0.64), (0.18, 0.14, 0.68),
                 (0.36, 0.3, 0.34))


#: Narrower than this, the equipment column wraps a hero's dozen items into a tall thin
#: strip (Hungarian headers leave USB's little room): the roster lists them under the table.
DETAILS_MIN_MM = 45.0


def details_apart(view: ArmyView, avail_mm: float) -> bool:
    """Whether the equipment and traits print under the table rather than in a column."""
    columns = table_columns(view)
    if not any(columns[-1].texts):
        return False
    layout = column_widths(columns, avail_mm, HEADER_MIN_SIZE)
    return layout.widths_mm[-1] < DETAILS_MIN_MM and len(max(columns[-1].texts, key=len)) > 80


def units_table(view: ArmyView, avail_mm: float, page: float) -> Table:
    """The table whose wide columns share the width so that it is least tall; `page` is the
    height in points a page holds."""
    columns = table_columns(view)
    if details_apart(view, avail_mm):
        columns = columns[:-1]
    usual = _cells(columns, avail_mm, CELL_SIZE)
    # No row over three lines: the usual shares. Trying the others too would cost a roster
    # 9-13 % of its CPU time (bench/bench_export.py).
    if max(usual.heights[1:], default=0.0) <= 3 * CELL.leading + 2 * PAD:
        return usual.table(page)
    wide = [n for n, c in enumerate(columns) if c.share]
    tried = [usual] + [_cells([replace(c, share=shares[wide.index(n)]) if n in wide
                               else c for n, c in enumerate(columns)], avail_mm, size)
                       for size in (CELL_SIZE, HEADER_MIN_SIZE) for shares in SHARE_CHOICES]
    # The first of the least tall: by more than a line, the usual shares and header type win.
    least = min(sum(cells.heights) for cells in tried)
    return next(cells for cells in tried if sum(cells.heights) <= least + CELL.leading
                ).table(page)


Row = list[Paragraph]


@dataclass
class _Cells:
    """A table's cells, the header's first, in columns `widths` points wide."""

    widths: list[float]
    rows: list[Row]

    @cached_property
    def heights(self) -> list[float]:
        return [_height(row, self.widths) for row in self.rows]

    def table(self, page: float) -> Table:
        """Each row whole on a page, the header repeated on each. Only a table holding a row
        taller than a page (a hero's 1,600 traits) has its rows split between lines, a line
        at least on either side."""
        tall = max(self.heights[1:], default=0.0) > page - self.heights[0]
        table = Table(self.rows, colWidths=self.widths, style=STYLE, repeatRows=1,
                      hAlign="LEFT", splitInRow=CELL.leading + 2 * PAD if tall else 0)
        if tall:  # reportlab 5.1 cannot split a middle-aligned row more than once
            table.setStyle(TableStyle([("VALIGN", (0, 0), (-1, -1), "TOP")]))
        return table


def _height(row: Row, widths: list[float]) -> float:
    return max(cell.wrap(w - 2 * PAD, 1e6)[1] for cell, w in zip(row, widths, strict=True)
               ) + 2 * PAD


def _cells(columns: list[Column], avail_mm: float, header_size: float) -> _Cells:
    return _laid(columns, column_widths(columns, avail_mm, header_size), bold=2)


def ruled_table(columns: list[Column], layout: ColumnWidths, bold: int, page: float
                ) -> Table:
    """The columns as a table in the roster's grid, `layout` wide, the first `bold` columns'
    values in bold (an event's player and army); `page` is the height in points a page
    holds."""
    return _laid(columns, layout, bold).table(page)


def _laid(columns: list[Column], layout: ColumnWidths, bold: int) -> _Cells:
    head = ParagraphStyle("head", CELL_BOLD, fontSize=layout.header_size,
                          leading=layout.header_size * 1.2)
    header = [Paragraph(escape(c.header), head) for c in columns]
    rows = [[Paragraph(escape(typeset(c.texts[n])), CELL_BOLD if col < bold else CELL)
             for col, c in enumerate(columns)] for n in range(len(columns[0].texts))]
    return _Cells([pt(w) for w in layout.widths_mm], [header, *rows])
