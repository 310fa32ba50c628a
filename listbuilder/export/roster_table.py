"""The roster's units table: a row per unit, columns from the profile keys and the figures
the system counts, the unit's name and type in whole words."""

from __future__ import annotations

from listbuilder.core.view import ArmyView, UnitView
from listbuilder.export.fonts import BOLD, REGULAR
from listbuilder.export.geometry import pt
from listbuilder.export.table_block import Cell, TableBlock
from listbuilder.export.table_layout import CELL_SIZE, Column, column_widths
from listbuilder.export.text_block import Style
from listbuilder.export.totals import leader_mark, shown_in, unit_counts
from listbuilder.i18n import _
from listbuilder.i18n.terms import term

CELL = Style(REGULAR, CELL_SIZE, 9.5)
CELL_BOLD = Style(BOLD, CELL_SIZE, 9.5)
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
    the name alone where the two say the same."""
    plain = unit.type.replace("-", " ")
    name = term(unit.type_name)
    if not unit.type or plain.lower() == unit.type_name.lower():
        return name
    if unit.type.islower():
        return f"{name} ({term(plain)})"  # the category in the reader's language
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
    details = [", ".join([*map(term, u.equipment), *map(term, u.traits)]) for u in units]
    return [
        Column("#", [f"{n} {leader_mark(view, u)}".strip() for n, u in enumerate(units, 1)]),
        Column(_("Unit"), [u.name for u in units], SHARES["unit"]),
        # From here on the values are drawn in the regular type, and measured in it.
        Column(_("Type"), [type_text(u) for u in units], SHARES["type"], REGULAR),
        *[Column(_(k), [str(u.profile.get(k, "")) for u in units], value_font=REGULAR)
          for k in keys],
        *[Column(_(label), [_count_text(u, k) for u in units], value_font=REGULAR)
          for k, label in count_columns(view, keys).items()],
        Column(_("Equipment, traits"), details, SHARES["details"], REGULAR),
    ]


def units_table(view: ArmyView, avail_mm: float) -> TableBlock:
    columns = table_columns(view)
    layout = column_widths(columns, avail_mm)
    widths = [pt(w) for w in layout.widths_mm]
    head = Style(BOLD, layout.header_size, layout.header_size * 1.2)
    header = [Cell.of(c.header, head, w) for c, w in zip(columns, widths, strict=True)]
    rows = [[Cell.of(c.texts[n], CELL_BOLD if col < 2 else CELL, w)
             for col, (c, w) in enumerate(zip(columns, widths, strict=True))]
            for n in range(len(view.units))]
    return TableBlock(widths, header, rows)
