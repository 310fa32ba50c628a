"""Findings in the words players use (issue 11, defect 7): names, not ids or hashes."""

from __future__ import annotations

import re
import shutil

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QComboBox, QSpinBox

from listbuilder.app.tables.findings_model import FindingsModel
from tests.app import intents
from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


def shown(window) -> list[str]:
    model = window.findings.model
    return [model.index(r, FindingsModel.MESSAGE).data() for r in range(model.rowCount())]


def open_copy(window, tmp_path, name: str):
    target = tmp_path / f"{name}.army.yaml"
    shutil.copyfile(SAMPLES / f"{name}.army.yaml", target)
    assert window.open_path(str(target))
    return target


def test_findings_name_units_weapons_and_options(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    text = "\n".join(shown(window))
    for id_ in ("knights-1", "knights-2", "foot-1", "crossbow-b", "longbow-b"):
        assert id_ not in text, id_
    assert "Choose one of: Knights 1, Knights 2." in text
    assert "one of Sling, Crossbow B, Javelin, not 'Longbow B'" in text
    assert "Options: Mercenary crossbowmen." in text
    assert "Foot 1 is already in group 1" in text


# (The ids left the tooltip too: tests/app/test_only_player_words.py.)


def test_a_renamed_unit_is_called_by_its_new_name(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    intents.rename_unit(window.doc, "skirmishers-1", "Ettrick archers")
    weapon = next(m for m in shown(window) if "Longbow B" in m)
    assert weapon.startswith("Ettrick archers may take one of")


def test_no_hash_and_the_same_word_as_the_banner_for_a_changed_list(window, tmp_path):
    target = open_copy(window, tmp_path, "bi-french")
    target.write_text(target.read_text(encoding="utf-8").replace("sha256:", "sha256:0"),
                      encoding="utf-8")
    assert window.open_path(str(target))
    message = next(m for m in shown(window) if "changed" in m)
    assert "sha256" not in message and "Press Update" in message
    assert window.editor.banner.update_button.text() == "Update"


def test_no_army_is_not_called_legal(window):
    title = window.findings.title.text()
    assert "legal" not in title and "no army open" in title
    assert window.findings.all_clear.isHidden()


def test_a_legal_army_is_called_legal(opened):
    assert "the army is legal" in opened.findings.title.text()


YAML_KEY = re.compile(r"'[a-z]+(?:_[a-z]+)+'|'[a-z_]+: [a-z-]+'")


def type_into(qtbot, widget, text: str) -> None:
    widget.setFocus()
    qtbot.waitUntil(widget.hasFocus)
    if isinstance(widget, QSpinBox):
        widget.selectAll()
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def army_field(window, kind):
    """The army's first field of this widget kind in the editor's header."""
    return next(w for w in window.editor.army_fields.focusables()
                if isinstance(w, kind))


def test_a_unit_named_with_another_units_id_is_named_once(qtbot, window, tmp_path):
    """USB's 'Village militia' (id 'militia'), over a third of a limit typed as a player
    does: the finding read 'Village Village militia costs 50 points'."""
    open_copy(window, tmp_path, "usb-240")
    window.activateWindow()
    type_into(qtbot, army_field(window, QSpinBox), "100")
    text = "\n".join(shown(window))
    assert "Village militia costs 50 points" in text
    assert "Village Village" not in text


def test_szwadron_over_its_limit_says_points_limit_not_the_files_key(qtbot, window, tmp_path):
    """'Remove 12 points of figures or raise 'points_limit''; the field says Points limit."""
    open_copy(window, tmp_path, "szwadron-brigade")
    window.activateWindow()
    limit = army_field(window, QSpinBox)
    type_into(qtbot, limit, "700")
    over = next(m for m in shown(window) if "over its limit" in m)
    assert over.endswith("or raise the points limit.")
    assert not YAML_KEY.search("\n".join(shown(window)))


@pytest.mark.parametrize("game", ["medium", "large"])
def test_a_skirmish_game_format_chosen_names_roles_not_yaml(qtbot, window, tmp_path, game):
    """A larger format chosen in its drop-down: the findings asked for 'role: officer',
    'role: senior-officer' and 'main: true', which only the file has."""
    open_copy(window, tmp_path, "skirmish-small")
    window.activateWindow()
    box = army_field(window, QComboBox)
    box.setFocus()
    qtbot.waitUntil(box.hasFocus)
    while window.doc.model.game_format != game:
        qtbot.keyClick(box, Qt.Key.Key_Down)
    text = "\n".join(shown(window))
    assert "role" in text
    assert not YAML_KEY.search(text), text
