"""A unit's type changed and back keeps what it had (issue 24): USB equipment and Szwadron
differing figures were dropped for good; they are set aside in the army file, by type, as
Basic Impetus keeps a removed unit's settings (BI-UNIT-SET-ASIDE)."""

from __future__ import annotations

import shutil

import pytest

from listbuilder.storage.loading import load_text
from tests.app.conftest import ROOT
from tests.app.test_fields_panel_editing import field, pick

SAMPLES = ROOT / "resources" / "samples"


def open_sample(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))


def unit_data(window, key: str, unit_id: str) -> dict:
    unit = next(u for u in getattr(window.doc.model, key) if u.id == unit_id)
    return unit.model_dump(exclude_defaults=True)


@pytest.mark.parametrize(("sample", "key", "unit", "other", "back", "kept"), [
    ("usb-240", "units", "militia", "Monster", "Infantry", "equipment"),
    ("szwadron-brigade", "units", "line-1", "Hussar regiment", "Line infantry battalion",
     "differing"),
])
def test_a_type_changed_and_back_keeps_the_units_choices(window, tmp_path, sample, key, unit,
                                                         other, back, kept):
    open_sample(window, tmp_path, sample)
    before = unit_data(window, key, unit)
    assert before.get(kept)
    points = window.doc.view.unit(unit).points
    window.editor.select_units([unit])
    pick(field(window, "Type"), other)
    changed = unit_data(window, key, unit)
    assert kept not in changed and changed["set_aside"]  # not lost: set aside
    saved = window.doc.text_to_save()
    assert "set_aside" in saved
    loaded = load_text(saved, "army.yaml")
    assert not [d for d in loaded.diagnostics if d.severity.name == "ERROR"], saved
    kept_note = [d for d in window.doc.view.findings if d.code == "ARMY-SET-ASIDE"]
    assert kept_note and kept_note[0].subjects == (unit,)  # said, as Basic Impetus says it
    pick(field(window, "Type"), back)
    assert unit_data(window, key, unit) == before
    assert "ARMY-SET-ASIDE" not in {d.code for d in window.doc.view.findings}
    assert window.doc.view.unit(unit).points == points
    window.doc.undo_stack.setClean()


def test_a_skirmish_entry_changed_and_back_keeps_its_role(window, tmp_path):
    open_sample(window, tmp_path, "skirmish-small")
    entry = lambda: window.doc.model.detachments[0].models[1].model_dump(  # noqa: E731
        exclude_defaults=True)
    before = entry()
    assert before["role"] == "sergeant"
    window.editor.select_units(["picket"])
    pick(field(window, "Type", "Model 2"), "Colonial officer")
    assert "role" not in entry() and entry()["set_aside"] == {"rifleman": {"role": "sergeant"}}
    pick(field(window, "Type", "Model 2"), "Colonial rifleman")
    assert entry() == before
    window.doc.undo_stack.setClean()
