"""One editor for every rule system (issue 11, design 1): what the table and header show
comes from the army's system, not from the app knowing the game."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel

from listbuilder.core.editor_layout import COLUMNS
from tests.app import intents
from tests.app.conftest import ROOT

SAMPLES = sorted(p.name.removesuffix(".army.yaml")
                 for p in (ROOT / "resources" / "samples").glob("*.army.yaml"))


def open_sample(window, tmp_path, name):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(ROOT / "resources" / "samples" / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


@pytest.mark.parametrize("name", SAMPLES)
def test_the_table_shows_the_columns_the_system_declares(window, tmp_path, name):
    open_sample(window, tmp_path, name)
    layout = window.doc.system.editor_layout
    table = window.editor.table
    shown = {key for i, key in enumerate(COLUMNS) if not table.isColumnHidden(i)}
    assert shown == set(layout.columns)
    doc = window.doc
    adds = bool(doc.system.addable(doc.army_list, doc.model))
    # The panel holds Add unit and a selected unit's fields: none is selected yet.
    assert not window.editor.selected_unit_ids()
    panel = window.editor.fields_panel
    assert panel.isVisibleTo(window) == adds
    assert panel.hint.isVisibleTo(window) == adds  # what the panel is for, until a pick
    window.editor.select_units([doc.view.units[0].id])
    assert not panel.hint.isVisibleTo(window)
    # Every system's selected unit has its notes in the panel (Basic Impetus: only those,
    # its other fields are in cells).
    assert panel.unit_box.isVisibleTo(window) and panel.isVisibleTo(window)
    assert window.editor.unit_actions.rename_action.isVisible() == ("name" in layout.table_edits)
    # The army's fields sit in the header in every system, none in the panel.
    army = doc.system.editable(doc.army_list, doc.model, None)
    members = {s.member for s in army if s.member}
    plain = [s.path for s in army if s.member is None and s.section not in members]
    assert plain and [w.spec.path for w in window.editor.army_fields.header_fields] == plain
    assert not window.editor.fields_panel.isAncestorOf(window.editor.army_fields.header)
    # Each with an Alt letter, as the army's name and the scale have.
    labels = {label.buddy(): label.text()
              for label in window.editor.army_fields.header.findChildren(QLabel)}
    for widget in window.editor.army_fields.header_fields:
        assert re.search(r"&[^&]", labels[widget.editor]), labels[widget.editor]


def test_the_leader_column_is_named_by_the_system(opened, tmp_path):
    model = opened.editor.model
    assert model.headerData(model.GENERAL, Qt.Orientation.Horizontal) == "General"
    general = model.row_of(opened.doc.model.general)
    assert model.index(general, model.GENERAL).data() == "★ General"
    open_sample(opened, tmp_path, "usb-240")
    assert model.headerData(model.GENERAL, Qt.Orientation.Horizontal) == "Commander"


def test_the_unit_column_is_named_by_the_system(opened, tmp_path):
    """A skirmish army's rows are detachments (the rules' «Отряд»), not units."""
    model = opened.editor.model
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Unit"
    open_sample(opened, tmp_path, "skirmish-small")
    assert model.headerData(0, Qt.Orientation.Horizontal) == "Detachment"


def test_taking_an_option_is_one_undo_step_with_the_general_it_moves(window, catalog):
    window.new_army("bi/wallace-bruce-scots")
    assert intents.set_option(window.doc, "dismounted-nobles", True)
    assert window.doc.model.general == "dismounted-nobles-1"
    assert window.doc.undo_stack.count() == 1
    assert window.menus.undo_action.text() == "&Undo Take option"
    window.menus.undo_action.trigger()
    assert window.doc.model.options == [] and window.doc.model.general == "nobles-1"
    assert not window.doc.modified


def test_a_name_cell_edits_where_the_system_says_and_nowhere_else(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    model = window.editor.model
    name = model.index(0, model.NAME)
    assert not model.flags(name) & Qt.ItemFlag.ItemIsEditable  # USB names: in the panel
    assert not model.setData(name, "Renamed", Qt.ItemDataRole.EditRole)
    assert not window.doc.modified
