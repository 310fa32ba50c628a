"""A unit's type changed and back keeps what it had (issue 24): USB equipment and Szwadron
differing figures were dropped for good; they are set aside in the army file, by type, as
Basic Impetus keeps a removed unit's settings (BI-UNIT-SET-ASIDE)."""

from __future__ import annotations

import shutil

import pytest

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.storage.loading import load_text
from tests.app import intents
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


def skirmish_sergeant(window, tmp_path):
    """The sample's Colour Sergeant, its detachment selected: what the entry holds, now."""
    open_sample(window, tmp_path, "skirmish-small")
    window.editor.select_units(["picket"])
    return lambda: window.doc.model.detachments[0].models[1].model_dump(exclude_defaults=True)


def test_a_skirmish_entry_changed_and_back_keeps_its_role(window, tmp_path):
    entry = skirmish_sergeant(window, tmp_path)
    before = entry()
    assert before["role"] == "sergeant"
    pick(field(window, "Type", "Model 2"), "Colonial officer")
    assert "role" not in entry() and entry()["set_aside"] == {"rifleman": {"role": "sergeant"}}
    pick(field(window, "Type", "Model 2"), "Colonial rifleman")
    assert entry() == before
    window.doc.undo_stack.setClean()


# --- issue 32: every choice that still applies survives; the rest comes back later ----------
def _usb_militia(window, tmp_path) -> None:
    """The sample's Infantry militia (5 models, polearms) with Leaders and Deep strike."""
    open_sample(window, tmp_path, "usb-240")
    path = ("units", 1)
    assert intents.set_value(window.doc, "militia", (*path, "leaders"), True)
    assert intents.set_value(window.doc, "militia", (*path, "specialisations"), ["deep-strike"])
    window.editor.select_units(["militia"])


def test_usb_leaders_survive_infantry_to_heavy_infantry(window, tmp_path):
    _usb_militia(window, tmp_path)
    before = unit_data(window, "units", "militia")
    pick(field(window, "Type"), "Heavy infantry")  # takes Leaders, polearms, Deep strike
    after = unit_data(window, "units", "militia")
    assert after == {**before, "type": "heavy-infantry"}
    assert "ARMY-SET-ASIDE" not in {d.code for d in window.doc.view.findings}
    assert field(window, "Leaders").spec.current is True
    window.doc.undo_stack.setClean()


def test_usb_choices_dropped_on_the_way_come_back_with_a_type_that_takes_them(window,
                                                                            tmp_path):
    """Infantry → Heavy infantry → Cavalry → Infantry: Cavalry drops the polearms and Deep
    strike the unit had as Heavy infantry; Infantry takes them again."""
    _usb_militia(window, tmp_path)
    before = unit_data(window, "units", "militia")
    points = window.doc.view.unit("militia").points
    for label in ("Heavy infantry", "Cavalry", "Infantry"):
        pick(field(window, "Type"), label)
    assert unit_data(window, "units", "militia") == before
    assert window.doc.view.unit("militia").points == points
    window.doc.undo_stack.setClean()


def test_usb_a_choice_made_since_stays(window, tmp_path):
    """A weapon the player chose as Cavalry, which Infantry takes too, is theirs: changed
    back to Infantry it stays, and the polearms Cavalry dropped are forgotten."""
    _usb_militia(window, tmp_path)
    pick(field(window, "Type"), "Cavalry")
    pick(field(window, "Equipment"), "Heavy weapons")
    pick(field(window, "Type"), "Infantry")
    after = unit_data(window, "units", "militia")
    assert after["equipment"] == "heavy-weapon" and "set_aside" not in after
    assert after["leaders"] and after["specialisations"] == ["deep-strike"]
    window.doc.undo_stack.setClean()


def test_skirmish_a_sergeant_through_three_types_and_back_is_a_sergeant(window, tmp_path):
    entry = skirmish_sergeant(window, tmp_path)
    before = entry()
    pick(field(window, "Type", "Model 2"), "Mounted trooper")
    assert entry()["role"] == "sergeant"  # a trooper may be one: kept
    pick(field(window, "Type", "Model 2"), "Colonial officer")
    assert "role" not in entry()
    pick(field(window, "Type", "Model 2"), "Colonial rifleman")
    assert entry() == before
    window.doc.undo_stack.setClean()


def test_szwadron_a_size_forced_on_the_way_comes_back(window, tmp_path):
    """12 figures as Light infantry, 8 (the most) as Hussars, 12 again as Line infantry, its
    grenadier and voltigeur companies back too."""
    open_sample(window, tmp_path, "szwadron-brigade")
    before = unit_data(window, "units", "line-1")
    window.editor.select_units(["line-1"])
    pick(field(window, "Type"), "Light infantry")
    assert unit_data(window, "units", "line-1")["figures"] == 12
    pick(field(window, "Type"), "Hussar")
    assert unit_data(window, "units", "line-1")["figures"] == 8
    pick(field(window, "Type"), "Line infantry")
    assert unit_data(window, "units", "line-1") == before
    window.doc.undo_stack.setClean()


@pytest.mark.parametrize(("sample", "unit", "section", "other", "was", "in_polish"), [
    ("usb-240", "militia", "", "Cavalry", "Infantry", "Piechota"),
    ("szwadron-brigade", "line-1", "", "Hussar regiment", "Line infantry battalion",
     "Batalion piechoty liniowej"),
    ("skirmish-small", "picket", "Model 2", "Colonial officer", "Colonial rifleman",
     "Strzelec kolonialny"),
])
def test_the_finding_names_the_type_as_the_list_prints_it(qapp, window, tmp_path,
                                                          english_afterwards, sample, unit,
                                                          section, other, was, in_polish):
    open_sample(window, tmp_path, sample)
    window.editor.select_units([unit])
    pick(field(window, "Type", section), other)
    [kept] = [d for d in window.doc.view.findings if d.code == "ARMY-SET-ASIDE"]
    text = window.doc.in_player_words(kept)
    assert f"as {was} " in text  # not its id ("as heavy-infantry")
    model = window.findings.model
    shown = [model.index(row, model.MESSAGE).data() for row in range(model.rowCount())]
    assert any(f"as {was} " in line for line in shown), shown
    install_translators(qapp, "pl")
    i18n.use("pl")
    assert in_polish in window.doc.in_player_words(kept)
    window.doc.undo_stack.setClean()


def test_basic_impetus_an_option_swapping_units_keeps_their_settings(window, tmp_path):
    """Basic Impetus has no unit type to change: an option replaces units. What the player
    set for a unit the option takes out (its name, its group) is kept and is there again
    when the option is taken back (BI-UNIT-SET-ASIDE)."""
    open_sample(window, tmp_path, "bi-french")
    doc = window.doc
    assert intents.rename_unit(doc, "spearmen-2", "Town militia")
    assert intents.group_units(doc, ["spearmen-1", "spearmen-2"])
    before = doc.model
    window.editor.army_fields.ticks["levies"].click()  # a spearmen unit becomes two levies
    assert "spearmen-2" not in {u.id for u in doc.view.units}
    assert doc.model.units["spearmen-2"].name == "Town militia"
    window.editor.army_fields.ticks["levies"].click()
    assert doc.model == before
    assert doc.view.unit("spearmen-2").name == "Town militia"
    doc.undo_stack.setClean()
