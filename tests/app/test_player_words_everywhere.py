"""Findings a player meets say what to do in the app's words, never the army file's keys
("Add one under 'heroes'", "Put 'main: true' on one detachment"); the keys stay in each
code's help (the tooltip, `explain`) and in `--format json`'s path."""

from __future__ import annotations

import re
import shutil

import pytest

from listbuilder.storage.list_catalog import Catalog
from listbuilder.systems import registry
from tests.app.conftest import ROOT
from tests.app.test_player_words import shown

SAMPLES = ROOT / "resources" / "samples"
AUTHORED = ROOT / "tests" / "basic_impetus" / "authored"
# A file's key as written ('heroes', 'class_change: …'), not a field's value ('{option}').
FILE_KEY = re.compile(r"'[a-z][a-z_-]*(?:: [^']*)?'")


@pytest.mark.parametrize("system", registry().values(), ids=lambda system: system.id)
def test_no_army_finding_tells_the_player_to_edit_a_file_key(system):
    leaks = {code: FILE_KEY.findall(text) for code, m in system.messages.items()
             if "-LIST-" not in code and "-IMPORT-" not in code  # a list author's findings
             for text in (m.template, m.plural or "") if FILE_KEY.search(text)}
    assert leaks == {}


def open_sample(window, tmp_path, name: str, edit=lambda text: text):
    target = tmp_path / f"{name}.army.yaml"
    target.write_text(edit((SAMPLES / f"{name}.army.yaml").read_text(encoding="utf-8")),
                      encoding="utf-8")
    assert window.open_path(str(target))
    return target


def test_an_army_without_heroes_is_told_to_add_a_hero(window, tmp_path):
    open_sample(window, tmp_path, "usb-240")
    doc = window.doc
    for hero in [h.id for h in doc.model.heroes]:
        removal = doc.system.removable(doc.army_list, doc.model, hero)[0]
        assert window.editor.fields_panel.remove(removal)
    missing = [m for m in shown(window) if "needs at least 1" in m]
    assert missing == ["The army has 0 heroes; it needs at least 1. Add a hero."]


def test_an_army_without_a_stamp_is_told_to_save_not_to_run_a_command(window, tmp_path):
    open_sample(window, tmp_path, "bi-french", lambda t: re.sub(r"list_stamp: .*\n", "", t))
    (note,) = [m for m in shown(window) if "record" in m]
    assert note == ("The army does not record which version of “French 1150–1330 AD” it was "
                    "built for; saving it records it.")


@pytest.fixture
def vikings_format_1(window, tmp_path, monkeypatch):
    """An army file of format 1 on the authored Vikings list, its choices not yet made."""
    catalog = Catalog.from_paths([AUTHORED])
    window.set_catalog(catalog)
    target = tmp_path / "vikings.army.yaml"
    text = (AUTHORED / "vikings.army.yaml").read_text(encoding="utf-8")
    text = re.sub(r"choices:\n(  .*\n)+", "", text.replace("format: 2", "format: 1"))
    target.write_text(text, encoding="utf-8")
    assert window.open_path(str(target))
    return target


def test_a_choice_made_in_the_editor_keeps_in_a_format_1_army(window, vikings_format_1):
    doc = window.doc
    words = "\n".join(shown(window))
    assert "'choices'" not in words and "throwing-axes" not in words, words
    # The rows as the list names them: the option 'allies' ("Allies") is no word of the row
    # "Welsh allies" (ids swapped back by pattern made it "Welsh Allies").
    assert "adds one of Irish allies, Welsh allies: choose which (until" in words, words
    replacement = next(s for s in doc.system.editable(doc.army_list, doc.model, None)
                       if s.path == ("choices", "allies", "add"))
    assert doc.set_field(replacement, "welsh-allies")
    assert doc.model.format == 2 and "format: 2" in doc.text_to_save()
    assert not [f for f in doc.view.findings if f.code == "BI-ARMY-NEEDS-FORMAT-2"]


def test_a_format_1_army_with_choices_is_upgraded_by_its_fix(window, tmp_path):
    target = tmp_path / "vikings.army.yaml"
    shutil.copyfile(AUTHORED / "vikings.army.yaml", target)
    target.write_text(target.read_text(encoding="utf-8").replace("format: 2", "format: 1"),
                      encoding="utf-8")
    window.set_catalog(Catalog.from_paths([AUTHORED]))
    assert window.open_path(str(target))
    doc = window.doc
    (finding,) = [f for f in doc.view.findings if f.code == "BI-ARMY-NEEDS-FORMAT-2"]
    (fix,) = doc.fixes(finding)
    assert fix.label == "Upgrade the army to format 2"
    assert doc.apply_fix(fix) and doc.model.format == 2
    assert not [f for f in doc.view.findings if f.code == "BI-ARMY-NEEDS-FORMAT-2"]
