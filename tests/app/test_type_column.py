"""The units table's Type column names each unit's type as the rules print it (a code such as
"CP" where the system has one, else the type's name), never a category id ("infantry",
"hero", "detachment"), as `show` already does."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from listbuilder.app.tables.units_model import UnitsModel

pytestmark = pytest.mark.gui
SAMPLES = sorted((Path(__file__).parents[2] / "resources" / "samples").glob("*.army.yaml"))


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_the_type_column_shows_no_category_id(window, sample, tmp_path):
    copy = tmp_path / sample.name
    shutil.copyfile(sample, copy)
    assert window.open_path(str(copy))
    model = window.editor.model
    units = window.doc.view.units
    shown = [model.index(row, UnitsModel.TYPE).data(Qt.ItemDataRole.DisplayRole)
             for row in range(len(units))]
    for unit, text in zip(units, shown, strict=True):
        if unit.type.islower():  # an id: the rules' name for it is what a player reads
            assert text != unit.type and text, (unit.id, text)
        else:  # a code the rules print ("CP", "FL"): shown as is, then its traits
            assert text.split(",")[0] == unit.type


def test_a_base_the_rules_leave_free_is_not_shown_as_zero(window, tmp_path):
    """USB's Siege engine (a vehicle: the rules fix no base) showed "0 × 0"."""
    sample = next(s for s in SAMPLES if s.name.startswith("usb-legend-on-dragon"))
    copy = tmp_path / sample.name
    shutil.copyfile(sample, copy)
    assert window.open_path(str(copy))
    units = [u.id for u in window.doc.view.units]
    model = window.editor.model
    cell = model.index(units.index("siege-engine"), UnitsModel.BASE).data()
    assert cell == "any size"
    assert model.index(units.index("archers"), UnitsModel.BASE).data() == "10 × 30 × 30"


def test_a_weapon_the_rules_do_not_allow_shows_as_chosen_and_marked(window, tmp_path):
    """bi-illegal's Skirmishers carry a longbow they may not take: the Weapon cell said
    "choose…", as if the file chose nothing, while the findings named the longbow."""
    sample = next(s for s in SAMPLES if s.name.startswith("bi-illegal"))
    copy = tmp_path / sample.name
    shutil.copyfile(sample, copy)
    assert window.open_path(str(copy))
    model = window.editor.model
    row = model.row_of("skirmishers-1")
    shown = model.index(row, UnitsModel.WEAPON).data(Qt.ItemDataRole.DisplayRole)
    assert shown == "⚠ Longbow B"
    archers = next(model.row_of(u.id) for u in window.doc.view.units
                   if getattr(u.weapon, "code", None) == "longbow-b")
    assert model.index(archers, UnitsModel.WEAPON).data(Qt.ItemDataRole.DisplayRole) == \
        "Longbow B"  # a weapon allowed to its unit is not marked
