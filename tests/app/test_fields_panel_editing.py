"""Editing points-system armies (USB, skirmish, Szwadron) in the unit configuration panel.

Every change goes through the real widgets, is one undoable step named in the Edit menu, and
the costs and totals shown come back from the system's own build at once.
"""

from __future__ import annotations

import shutil

import pytest
from PySide6.QtWidgets import QCheckBox, QComboBox, QSpinBox

from listbuilder.app.editing.field_widgets import FieldWidget
from listbuilder.core.edit_specs import plain_label
from listbuilder.storage.loading import load_file
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def open_sample(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))
    return target


def panel(window):
    return window.editor.fields_panel


def field(window, label: str, section: str = "") -> FieldWidget:
    shown = (*window.editor.army_fields.widgets(), *panel(window).unit_form.widgets)
    found = [w for w in shown
             if plain_label(w.spec.label).startswith(label) and w.spec.section.startswith(section)]
    assert found, f"no field {label!r} in {section!r}"
    return found[0]


def pick(widget: FieldWidget, label_start: str) -> None:
    box = widget.editor
    assert isinstance(box, QComboBox)
    index = next(i for i in range(box.count()) if box.itemText(i).startswith(label_start))
    box.setCurrentIndex(index)
    box.activated.emit(index)


def spin_to(widget: FieldWidget, value: int) -> None:
    spin = widget.editor
    assert isinstance(spin, QSpinBox)
    spin.setValue(value)


def add_from(button, label_start: str) -> None:
    button.menu().aboutToShow.emit()
    action = next(a for a in button.menu().actions() if a.text().startswith(label_start))
    action.trigger()


def points_of(window, unit_id: str) -> int:
    return window.doc.view.unit(unit_id).points


def codes(window) -> set[str]:
    return {d.code for d in window.doc.view.findings}


# --- USB -----------------------------------------------------------------------------------
def test_add_a_unit_updates_points_and_findings_and_undoes(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    assert panel(window).isVisible()
    before = window.doc.view.total("points").value
    add_from(panel(window).add_unit_button, "Heavy infantry")
    new = window.doc.view.unit("heavy-infantry-1")
    assert new is not None
    assert window.doc.view.total("points").value == before + new.points
    assert window.doc.view.total("activations").value == 6
    assert "USB-POINTS-OVER" in codes(window)  # 240 points are spent already
    assert "Points" in window.editor.totals.text().replace("\u00a0", " ")
    assert window.editor.selected_unit_ids() == ["heavy-infantry-1"]
    assert panel(window).unit_id == "heavy-infantry-1"
    assert window.menus.undo_action.text() == "&Undo Add heavy infantry"
    window.menus.undo_action.trigger()
    assert window.doc.view.unit("heavy-infantry-1") is None
    assert window.doc.view.total("points").value == before
    assert "USB-POINTS-OVER" not in codes(window)
    window.menus.redo_action.trigger()
    assert window.doc.view.unit("heavy-infantry-1") is not None


def test_quality_and_models_change_the_cost_as_the_system_computes(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    window.editor.select_units(["rifles"])
    assert points_of(window, "rifles") == 3 * (14 + 10)  # regular + ranged weapons
    pick(field(window, "Quality"), "Veteran")
    assert window.doc.model.units[0].quality == "veteran"
    assert points_of(window, "rifles") == 3 * (21 + 10)
    assert window.menus.undo_action.text() == "&Undo Change quality"
    spin_to(field(window, "Models"), 4)
    assert points_of(window, "rifles") == 4 * (21 + 10)
    assert "124 points" in panel(window).unit_title.text()
    window.menus.undo_action.trigger()
    assert window.doc.model.units[0].models == 3
    assert field(window, "Models").editor.value() == 3


def test_equipment_none_and_leaders_are_single_edits(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    window.editor.select_units(["militia"])
    leaders = field(window, "Leaders").editor
    assert isinstance(leaders, QCheckBox)
    leaders.click()
    assert window.doc.model.units[1].leaders
    pick(field(window, "Equipment"), "— none —")
    assert window.doc.model.units[1].equipment is None
    assert "equipment: polearm" not in window.doc.text_to_save()


def test_remove_a_unit(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    window.editor.select_units(["riders"])
    panel(window).remove_unit_button.click()
    assert window.doc.view.unit("riders") is None
    assert window.menus.undo_action.text() == "&Undo Remove Outriders"
    assert not panel(window).unit_box.isVisible()
    window.menus.undo_action.trigger()
    assert [u.id for u in window.doc.model.units] == ["rifles", "militia", "riders", "war-beast"]


def test_points_limit_and_mount_of_a_hero(window, tmp_path):
    open_sample(window, tmp_path, "usb-legend-on-dragon")
    spin_to(field(window, "Points limit"), 1000)
    assert window.doc.model.points_limit == 1000
    assert "USB-POINTS-OVER" in codes(window)
    shown = window.editor.totals.text().replace("\u00a0", " ")
    assert "over" not in shown and "of 1000" in shown
    window.editor.select_units(["dragon-lord"])
    before = points_of(window, "dragon-lord")
    spin_to(field(window, "Growth", "Mount"), 5)
    assert window.doc.model.heroes[0].mount.growth == 5
    assert points_of(window, "dragon-lord") == before - 15
    pick(field(window, "Class change"), "Horse")
    assert window.doc.model.heroes[0].mount is None
    assert window.doc.model.heroes[0].class_change == "horse"
    assert not any(w.spec.section == "Mount" for w in panel(window).unit_form.widgets)


def test_save_after_edits_and_reload_gives_the_same_model(window, tmp_path):
    path = open_sample(window, tmp_path, "usb-240")
    add_from(panel(window).add_unit_button, "Cavalry")
    window.editor.select_units(["rifles"])
    pick(field(window, "Quality"), "Veteran")
    window.doc.save()
    reloaded = load_file(path)
    assert reloaded.diagnostics == []
    assert reloaded.model == window.doc.model
    assert "# A 240-point USB warband" in path.read_text(encoding="utf-8")


def test_panel_is_hidden_for_basic_impetus(opened):
    assert not opened.editor.fields_panel.isVisible()


# --- skirmish ------------------------------------------------------------------------------
def test_skirmish_model_entries_and_morale_points(window, tmp_path):
    open_sample(window, tmp_path, "skirmish-small")
    window.editor.select_units(["picket"])
    assert window.doc.view.total("morale_points").value == 13
    add_button = panel(window).entry_add_buttons()[0]
    add_from(add_button, "Colonial officer")
    entries = window.doc.model.detachments[0].models
    assert entries[-1].type == "officer"
    assert window.doc.view.total("morale_points").value == 16  # an officer is worth 3 MP
    assert window.menus.undo_action.text().startswith("&Undo Add colonial officer")
    spin_to(field(window, "Count", "Model 1"), 8)
    assert window.doc.view.total("morale_points").value == 14
    pick(field(window, "Role", "Model 1"), "Sergeant")
    assert window.doc.model.detachments[0].models[0].role == "sergeant"
    assert window.doc.view.total("morale_points").value == 8 * 3 + 3 + 3
    pick(field(window, "Role", "Model 1"), "Ranker")
    assert window.doc.model.detachments[0].models[0].role is None  # the default, left out
    remove = panel(window).unit_form.findChildren(type(panel(window).remove_unit_button),
                                                  "removeEntry")
    remove[-1].click()
    assert [e.type for e in window.doc.model.detachments[0].models] == ["rifleman", "rifleman"]
    pick(field(window, "Game format"), "Medium")
    assert window.doc.view.total("points").limit == 500


# --- Szwadron ------------------------------------------------------------------------------
def test_szwadron_figures_change_points_and_figures(window, tmp_path):
    open_sample(window, tmp_path, "szwadron-brigade")
    window.editor.select_units(["line-2"])
    figures = window.doc.view.total("figures").value
    points = points_of(window, "line-2")
    spin_to(field(window, "Figures"), 8)
    assert window.doc.view.total("figures").value == figures - 4
    assert points_of(window, "line-2") == points - 4 * 10
    assert window.menus.undo_action.text() == "&Undo Change figures"
    spin_to(field(window, "Points limit"), 0)
    assert window.doc.model.points_limit is None


@pytest.mark.parametrize("name", ["usb-240", "skirmish-small", "szwadron-brigade"])
def test_screenshots_render(window, tmp_path, name):
    open_sample(window, tmp_path, name)
    window.editor.select_units([window.doc.view.units[0].id])
    assert not window.grab().isNull()


def test_units_table_shows_live_points_only_for_points_systems(qtbot, repo_root):
    from listbuilder.app.tables.units_model import UnitsModel
    from listbuilder.app.window.main_window import MainWindow
    from listbuilder.storage.list_catalog import bundled_catalog

    window = MainWindow(bundled_catalog())
    qtbot.addWidget(window)
    window.open_path(str(repo_root / "resources" / "samples" / "usb-240.army.yaml"))
    editor = window.editor
    model = editor.model
    shown = [model.index(r, UnitsModel.POINTS).data() for r in range(model.rowCount())]
    assert shown == [str(u.points) for u in window.doc.view.units]
    assert not editor.table.isColumnHidden(UnitsModel.POINTS)
    window.open_path(str(repo_root / "resources" / "samples" / "bi-french.army.yaml"))
    assert window.editor.table.isColumnHidden(UnitsModel.POINTS)
