"""The editor shows what the systems hand over typed (issue 11, design 2): the weapon in the
units table, the list's own name in the name's tooltip, the cost breakdown on the points
panel's unit title. None of it comes from `UnitView.extra` (tests/test_typed_unit_data.py)."""

from __future__ import annotations

import shutil

from PySide6.QtCore import Qt

from listbuilder.app.tables.units_model import UnitsModel
from tests.app import intents
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def open_copy(window, tmp_path, name: str) -> None:
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


def cell(window, unit_id: str, column: int, role=Qt.ItemDataRole.DisplayRole):
    model = window.editor.model
    return model.index(model.row_of(unit_id), column).data(role)


def test_the_weapon_column_names_the_typed_weapon(window, tmp_path):
    open_copy(window, tmp_path, "bi-french")
    assert getattr(window.doc.view.unit("genoese-1").weapon, "code", None) == "crossbow-a"
    assert cell(window, "genoese-1", UnitsModel.WEAPON) == "Crossbow A"
    assert cell(window, "knights-1", UnitsModel.WEAPON) == ""


def test_the_name_tooltip_keeps_the_lists_name_of_a_renamed_unit(window, tmp_path):
    open_copy(window, tmp_path, "bi-french")
    intents.rename_unit(window.doc, "spearmen-1", "Milice de Paris")
    tip = cell(window, "spearmen-1", UnitsModel.NAME, Qt.ItemDataRole.ToolTipRole)
    assert "List unit: Spearmen" in tip and "spearmen-1" not in tip
    assert cell(window, "spearmen-1", UnitsModel.NAME) == "Milice de Paris"


def test_the_unit_title_tooltip_itemises_its_points(window, tmp_path):
    open_copy(window, tmp_path, "usb-240")
    window.editor.select_units(["riders"])
    panel = window.editor.fields_panel
    assert panel.unit_title.toolTip().splitlines() == [
        "Regular × 2: 28", "Cavalry × 2: 16", "Cavalry weapons × 2: 8"]
    assert window.doc.view.unit("riders").points == 28 + 16 + 8
