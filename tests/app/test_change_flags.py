"""Each view redraws what an edit changed, by the document's change flags (core/changes.py).

A unit's new weapon repaints its row and the findings, not the army's header, the menus or
the title; a new army name redraws the header and the title, not the units table. Counted
through the real widgets: their own methods, wrapped to count the calls that reach them.
"""

from __future__ import annotations

from collections import Counter

import pytest

from listbuilder.core.changes import EVERYTHING, Change
from tests.app import intents


def count_calls(monkeypatch, calls: Counter, **owners) -> None:
    """Count the calls of `owner.method` (given as `label=(owner, "method")`), still made."""
    for label, (owner, name) in owners.items():
        method = getattr(owner, name)

        def counted(*args, _method=method, _label=label, **kwargs):
            calls[_label] += 1
            return _method(*args, **kwargs)

        monkeypatch.setattr(owner, name, counted)


@pytest.fixture
def calls(opened, monkeypatch) -> Counter:
    """The calls counted from now on, the army already modified (the title shows that)."""
    assert opened.doc.set_notes("Deploy the Genoese first.")
    editor, counts = opened.editor, Counter()
    count_calls(monkeypatch, counts,
                header_fields=(editor.army_fields, "show_fields"),
                army_name=(editor.name_edit, "setText"),
                list_name=(editor.list_label, "setText"),
                scale=(editor.scale_box, "setCurrentIndex"),
                totals=(editor.totals_box, "set_text"),
                banner=(editor.banner, "show_for"),
                fields_panel=(editor.fields_panel, "refresh"),
                rows=(editor.model, "refresh"),
                findings=(opened.findings, "show_findings"),
                counts=(opened.counts, "show_findings"),
                menus=(opened.menus, "refresh"),
                title=(opened, "setWindowTitle"))
    return counts


HEADER = ("header_fields", "army_name", "list_name", "scale", "banner")


def test_a_unit_edit_repaints_its_row_and_the_findings_not_the_header(opened, calls):
    model = opened.editor.model
    told: list[tuple[int, int]] = []
    model.dataChanged.connect(lambda top, bottom, *_roles: told.append((top.row(), bottom.row())))
    row = model.row_of("skirmishers-1")
    assert intents.set_value(opened.doc, "skirmishers-1", ("units", "skirmishers-1", "weapon"),
                             "crossbow-b")
    assert model.index(row, model.WEAPON).data() == "Crossbow B"
    assert told == [(row, row)]
    assert calls["rows"] == calls["fields_panel"] == calls["findings"] == 1
    assert [name for name in (*HEADER, "totals", "counts", "menus", "title")
            if calls[name]] == []


def test_an_army_field_edit_redraws_the_header_not_the_units(opened, calls):
    model = opened.editor.model
    resets, told = [], []
    model.modelReset.connect(lambda: resets.append(1))
    model.dataChanged.connect(lambda *args: told.append(args))
    assert opened.doc.set_army_name("Bouvines")
    assert opened.editor.name_edit.text() == "Bouvines"
    assert "Bouvines" in opened.windowTitle()
    assert calls["header_fields"] == calls["title"] == calls["menus"] == 1
    assert [name for name in ("rows", "fields_panel", "findings", "counts", "totals")
            if calls[name]] == []
    assert resets == told == []


def test_the_list_s_name_is_drawn_again_only_with_another_list(opened, calls):
    intents.set_option(opened.doc, "genoese", False)  # units, totals, findings and header
    assert calls["list_name"] == 0 and calls["header_fields"] == 1
    assert calls["rows"] == calls["totals"] == calls["findings"] == calls["counts"] == 1
    opened.doc.set_list(opened.doc.army_list)  # checked again: everything is drawn
    assert calls["list_name"] == 1 and calls["header_fields"] == 2


def _flags(doc) -> list[Change]:
    seen: list[Change] = []
    doc.changed.connect(seen.append)
    return seen


@pytest.mark.parametrize("edit", ["weapon", "army name", "scale", "option", "unit name",
                                  "group"])
def test_undo_and_redo_emit_the_flags_of_the_edit(opened, edit):
    doc = opened.doc
    seen = _flags(doc)
    {"weapon": lambda: intents.set_value(doc, "skirmishers-1",
                                         ("units", "skirmishers-1", "weapon"), "crossbow-b"),
     "army name": lambda: doc.set_army_name("Bouvines"),
     "scale": lambda: doc.set_scale("15mm"),
     "option": lambda: intents.set_option(doc, "genoese", False),
     "unit name": lambda: intents.rename_unit(doc, "knights-2", "Oriflamme"),
     "group": lambda: intents.group_units(doc, ["knights-1", "spearmen-1"])}[edit]()
    [done] = seen
    doc.undo_stack.undo()
    doc.undo_stack.redo()
    assert seen == [done, done, done]
    assert done and not done & Change.LIST


def test_each_command_carries_the_fields_it_sets(opened):
    doc = opened.doc
    doc.set_army_name("Bouvines")
    intents.set_value(doc, "skirmishers-1", ("units", "skirmishers-1", "weapon"), "crossbow-b")
    stack = doc.undo_stack
    assert [stack.command(i).fields for i in range(stack.count())] == [("name",), ("units",)]


def test_a_renamed_unit_is_renamed_in_the_header_s_general_too(opened):
    """The General's box offers the units by name: the header follows the units' names."""
    seen = _flags(opened.doc)
    intents.rename_unit(opened.doc, "knights-2", "Oriflamme")
    assert seen == [Change.UNITS | Change.ARMY]
    box = intents.general_box(opened.editor)
    assert "Oriflamme" in [box.itemText(i) for i in range(box.count())]


def test_a_list_checked_again_changes_everything(opened):
    seen = _flags(opened.doc)
    opened.doc.set_list(opened.doc.army_list)
    assert seen == [EVERYTHING]
