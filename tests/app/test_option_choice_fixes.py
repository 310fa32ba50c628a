"""The player's choice inside an option, made from its finding in the editor (issue 10)."""

from __future__ import annotations

from tests.app import intents
from tests.app.test_fixes import click_fix, codes, fix_labels, focus_finding


def test_the_unit_an_option_changes_is_chosen_from_its_finding(window, catalog):
    window.new_army(catalog.entries["bi/anglo-normans-1072-1180"].model.id)
    assert window.doc.model.general == "knights-1"
    assert intents.set_option(window.doc, "elite-knights", True)
    # Not the General's unit: the tool took knights-2 and says so.
    assert window.doc.view.unit("knights-2").profile["VBU"] == 7
    panel = focus_finding(window, "BI-OPTION-DEFAULT")
    labels = fix_labels(panel)
    assert len(labels) == 2 and all(lb.startswith("Fix: Change Knights") for lb in labels)
    click_fix(panel, labels[0].removeprefix("Fix: "))
    assert window.doc.model.choices["elite-knights"].units == ["knights-1"]
    assert window.doc.view.unit("knights-1").profile["VBU"] == 7
    assert window.doc.view.unit("knights-2").profile["VBU"] == 6
    assert "BI-OPTION-DEFAULT" not in codes(window)
    window.menus.undo_action.trigger()
    assert window.doc.model.choices == {}
