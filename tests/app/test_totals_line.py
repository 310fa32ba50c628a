"""The editor's totals line: every system's typed totals, red when one breaks its bounds."""

from __future__ import annotations

from tests.app.test_fields_panel_editing import field, open_sample, spin_to

RED = "#c0392b"


def shown(label) -> str:
    return label.text().replace("\u00a0", " ")


def test_a_total_over_its_limit_turns_the_line_red_and_back(window, tmp_path):
    open_sample(window, tmp_path, "usb-legend-on-dragon")
    line = window.editor.totals
    assert shown(line).startswith("Points 1340 of 1446")
    assert RED not in line.styleSheet()
    spin_to(field(window, "Points limit"), 1000)
    assert shown(line).startswith("Points 1340 of 1000") and RED in line.styleSheet()
    assert "Points: 1340 of 1000" in line.toolTip().splitlines()
    window.menus.undo_action.trigger()
    assert RED not in line.styleSheet()


def test_the_break_tally_is_on_the_line_and_every_total_in_its_tooltip(window, tmp_path):
    open_sample(window, tmp_path, "skirmish-small")
    line = window.editor.totals
    assert shown(line).endswith("Morale points 13   ·   Breaks at 7 MP lost")
    assert "army_breaks_at" not in line.text() and "game_format" not in line.text()
    assert line.toolTip().splitlines() == [
        "Morale points 13: the army breaks at 7 MP lost", "Points: 138 of 250",
        "Game size: small", "Detachments: 1", "Models: 11"]


def test_the_units_table_calls_the_leader_what_the_system_calls_him(window, tmp_path):
    from PySide6.QtCore import Qt

    from listbuilder.app.tables.units_model import UnitsModel

    model = window.editor.model
    for sample, unit_id, title in (("bi-french", "knights-1", "General"),
                                   ("usb-240", "captain", "Commander"),
                                   ("bi-scots", "schiltron-1", "General")):
        open_sample(window, tmp_path, sample)
        header = model.headerData(UnitsModel.GENERAL, Qt.Orientation.Horizontal)
        cell = model.index(model.row_of(unit_id), UnitsModel.GENERAL).data()
        assert (header, cell) == (title, f"★ {title}")


def test_a_general_on_a_unit_that_may_not_carry_him_is_marked_in_the_table(window, tmp_path):
    from listbuilder.app.tables.units_model import UnitsModel

    open_sample(window, tmp_path, "bi-illegal")
    model = window.editor.model
    cells = {u.id: model.index(model.row_of(u.id), UnitsModel.GENERAL).data()
             for u in window.doc.view.units}
    assert cells["skirmishers-1"] == "⚠ not allowed"
    assert cells["knights-1"] == "may carry" and cells["archers-1"] == ""


def test_each_total_keeps_its_words_on_one_line(window, tmp_path):
    """The line may wrap between totals, never inside one ("Heroes 1 / of 1")."""
    open_sample(window, tmp_path, "usb-240")
    text = window.editor.totals.text()
    parts = text.split("   ·   ")
    assert len(parts) > 1 and all(" " not in part for part in parts)
    assert "Points\u00a0236\u00a0of\u00a0240" in parts
