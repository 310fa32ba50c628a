"""What the reader accepts, the writers write: a tab after a value or a ':', U+2028, U+2029
or U+0085 at a line start, a U+FEFF before a comment — libyaml (the reader) takes them,
ruamel (the comment-keeping writer) did not, so Save, the autosave, `stamp` and `upgrade`
failed on a file `validate` passed and the player's edits could be written nowhere."""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest

from listbuilder.cli.run import main
from listbuilder.core.path_edits import set_at
from listbuilder.storage.loading import LoadedArmy, LoadedList, load_text
from listbuilder.storage.roundtrip import dump_model
from listbuilder.storage.upgrade import upgrade_text

ROOT = Path(__file__).resolve().parents[1]
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
FRENCH = ROOT / "resources" / "samples" / "bi-french.army.yaml"

#: The shapes found in the field, each where the reader accepts it.
SHAPES = {
    "tab after a value": ("scale: 28mm\n", "scale: 28mm\t\n"),
    "tab after the colon": ("scale: 28mm\n", "scale:\t28mm\n"),
    "tab before a comment": ("scale: 28mm\n", "scale: 28mm\t# my figures\n"),
    "tab in a flow list": ("options: [genoese]", "options: [\tgenoese\t]"),
    "line separator at a line start": ("\nscale", "\n\u2028scale"),
    "paragraph separator at a line start": ("\nscale", "\n\u2029scale"),
    "next line at a line start": ("\nscale", "\n\x85scale"),
    "byte order mark before a comment": ("\n# one group", "\n\ufeff# one group"),
    "byte order mark inside a value": ("Bouvines", "Bouv\ufeffines"),
    "tab inside the notes": ("Deploy the Genoese", "Deploy\tthe Genoese"),
}


def _army(text: str) -> LoadedArmy:
    loaded = load_text(text, "army.yaml")
    assert isinstance(loaded, LoadedArmy), loaded.diagnostics
    return loaded


def _saved_reads_back(loaded: LoadedArmy) -> None:
    edited = set_at(loaded.model, ("name",), "Renamed at the table")
    text = dump_model(edited, loaded.text)
    assert _army(text).model == edited
    assert _army(dump_model(loaded.model, loaded.text)).model == loaded.model


@pytest.mark.parametrize("shape", SHAPES)
def test_a_shape_the_reader_accepts_is_saved(shape):
    old, new = SHAPES[shape]
    original = FRENCH.read_text(encoding="utf-8")
    assert old in original
    _saved_reads_back(_army(original.replace(old, new, 1)))


def test_comments_are_kept_where_only_a_tab_stood_in_the_way():
    text = FRENCH.read_text(encoding="utf-8").replace("scale: 28mm\n", "scale: 28mm\t\n", 1)
    loaded = _army(text)
    saved = dump_model(set_at(loaded.model, ("name",), "Renamed"), text)
    assert saved.startswith("# A French army")
    assert "# one group" not in text or "one group" in saved


@pytest.mark.parametrize("shape", SHAPES)
def test_stamp_writes_what_validate_passed(shape, tmp_path, capsys):
    old, new = SHAPES[shape]
    army = tmp_path / "army.yaml"
    army.write_text(FRENCH.read_text(encoding="utf-8").replace(old, new, 1)
                    .replace("list_stamp: sha256:4f131c4d804b45dd\n", ""), encoding="utf-8")
    assert main(["validate", str(army)]) in (0, 1)
    capsys.readouterr()
    assert main(["stamp", str(army)]) == 0, capsys.readouterr().err
    assert _army(army.read_text(encoding="utf-8")).model.list_stamp


FORMAT_1_LIST = """\
kind: army-list
format: 1
system: basic-impetus
id: test/plus
name: Plus{tab}
edition: Basic Impetus (2008)
source: {{publisher: Test}}
units:
  - {{id: knights, name: Knights, type: CP, count: 3, general: true, M: 8, VBU: 6, I: 4, VD: 3}}
  - {{id: foot, name: Foot, type: FP, count: 4, M: 5, VBU: 4, I: 1, VD: 1}}
\u2028options:
  - id: veteran-foot
    name: Veteran foot{tab}
    modify:
      - {{unit: foot,\tVBU: +1}}
"""


def test_upgrade_writes_what_the_reader_accepted():
    text = FORMAT_1_LIST.format(tab="\t")
    result = upgrade_text(text, "list.yaml")
    assert result.text is not None, result.problems
    upgraded = load_text(result.text, "list.yaml")
    assert isinstance(upgraded, LoadedList), upgraded.diagnostics
    assert upgraded.model.name == "Plus"
    assert "by:" in result.text


WHITESPACE = ["\t", " ", "\u2028", "\u2029", "\x85", "\ufeff", "\r\n", "\r", "\t\t", " \t"]


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_fuzzed_whitespace_and_line_separators_read_edit_save_read(sample):
    """Whitespace and line separators put anywhere in every sample army: wherever the reader
    still reads an army, the edited army saves and reads back as edited."""
    original = sample.read_text(encoding="utf-8")
    rng = random.Random(sample.name)
    accepted = 0
    for _ in range(400):
        text = original
        for _ in range(rng.randint(1, 4)):
            at = rng.randrange(len(text) + 1)
            text = text[:at] + rng.choice(WHITESPACE) + text[at:]
        loaded = load_text(text, "army.yaml")
        if not isinstance(loaded, LoadedArmy):
            continue
        accepted += 1
        _saved_reads_back(loaded)
    assert accepted > 15  # the fuzz reaches the writers, not only the reader's refusals


@pytest.mark.gui
def test_the_editor_saves_and_autosaves_such_a_file(qtbot, tmp_path):
    from listbuilder.app.window import main_window
    from listbuilder.storage.list_catalog import bundled_catalog

    army = tmp_path / "army.yaml"
    text = FRENCH.read_text(encoding="utf-8")
    army.write_text(text.replace("scale: 28mm\n", "scale: 28mm\t\n", 1)
                    .replace("\n# one group", "\n\u2028# one group"), encoding="utf-8")
    win = main_window.MainWindow(bundled_catalog())
    qtbot.addWidget(win)
    win.show()
    assert win.open_path(str(army))
    assert win.doc.set_army_name("Saved despite the tab")
    win.doc.autosave_now()
    win.doc.save()
    assert _army(army.read_text(encoding="utf-8")).model.name == "Saved despite the tab"
    assert win.doc.undo_stack.isClean()
    shutil.copyfile(army, tmp_path / "copy.yaml")
    win.doc.save(str(tmp_path / "saved-as.yaml"))
    assert _army((tmp_path / "saved-as.yaml").read_text(encoding="utf-8")).model.name == \
        "Saved despite the tab"
