"""What the editor imports at start (issue 11): the GUI half of tests/test_lazy_imports.py,
kept under tests/app so that a run without Qt skips it with the other GUI tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys

import pytest

from tests.test_lazy_imports import ROOT, SAMPLE, _heavy, _loaded_after

START = ("from listbuilder.app.startup.main import application, start_window\n"
         f"app = application()\nwindow = start_window({str(SAMPLE)!r})\nwindow.grab()")
#: Loaded when first used, never at start: the dialogs that need pydantic or reportlab (the
#: first frame comes before pydantic; the export dialog's reportlab is 50 ms of a start).
#: (Package metadata is read at start: pydantic reads it even with its plugins off, and the
#: rule systems are found in it.)
NOT_AT_START = (
    "listbuilder.app.dialogs.export_dialog", "listbuilder.app.dialogs.import_dialog",
    "listbuilder.app.dialogs.roster_facts", "listbuilder.app.dialogs.sharing",
)


@pytest.fixture(scope="module")
def at_start(tmp_path_factory) -> list[str]:
    return _loaded_after(START, tmp_path_factory.mktemp("start"))


def test_the_editor_starts_without_pdf_libraries(at_start):
    assert "PySide6" in at_start and _heavy(at_start) <= {"PySide6", "ruamel.yaml"}


def test_the_editor_starts_without_its_dialogs(at_start):
    assert "listbuilder.app.window.main_window" in at_start
    assert [name for name in NOT_AT_START if name in at_start] == []


def _printed(code: str, tmp_path) -> list:
    """The JSON lines `code` prints, run in a fresh interpreter as the editor starts."""
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "LISTBUILDER_CONFIG_DIR": str(tmp_path / "config")}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return [json.loads(line) for line in result.stdout.strip().splitlines()
            if line.startswith(("[", "{"))]


#: What `listbuilder gui ARMY` reads after its first frame: the army, its lists, the file
#: formats, the models and the rule systems (issue 11: their imports cost more than Qt's).
AFTER_FIRST_FRAME = ("pydantic", "pydantic_core", "yaml", "ruamel", "listbuilder.core.model",
                     "listbuilder.core.system", "listbuilder.storage.loading",
                     "listbuilder.storage.list_catalog", "listbuilder.systems",
                     "listbuilder.app.army.document")
FIRST_FRAME = f"""
import json, sys
from listbuilder.app.startup.main import application, start_window
app = application()
window = start_window({str(SAMPLE)!r}, paint_first=True)
frame = window.grab()
assert not frame.isNull() and window.isVisible() and window.doc is None
assert window.empty.text() == "<h2>Opening bi-french.army.yaml…</h2>", window.empty.text()
at_first_frame = list(sys.modules)
window.run_after_paint()  # what the event loop does next: the army's list, the army
assert window.doc is not None and window.editor.model.rowCount() == 7
print(json.dumps([at_first_frame, list(sys.modules)]))
"""


def _after(modules: list[str]) -> set[str]:
    return {top for name in modules for top in AFTER_FIRST_FRAME
            if name == top or name.startswith(top + ".")}


def test_the_first_frame_is_painted_before_the_army_and_its_libraries_load(tmp_path):
    at_first_frame, with_the_army = _printed(FIRST_FRAME, tmp_path)[-1]
    assert "listbuilder.app.window.main_window" in at_first_frame
    assert _after(at_first_frame) == set()
    # The check sees them when they load: the army needs them, right after that frame.
    assert {"pydantic", "yaml", "listbuilder.core.model", "listbuilder.storage.loading",
            "listbuilder.systems", "listbuilder.app.army.document"} <= _after(with_the_army)
