"""The editor's writes stopped part-way (size limit, kill -9) keep the old army; a refused
write is said in a plain sentence, the same rule as the command line's."""

from __future__ import annotations

import os
import signal

import pytest

from listbuilder.app.dialogs import sharing
from listbuilder.storage.atomic import TEMP_PATTERN
from tests.write_faults import run_faulted

pytestmark = pytest.mark.skipif(os.name == "nt", reason="POSIX resource limits and signals")

# The document is opened and edited before the fault; only the save meets it.
SAVE = """
import sys
from PySide6.QtWidgets import QApplication
from listbuilder.app.army.opening import open_document
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.write_failure import why_not_written
from tests.write_faults import arm
app = QApplication([])
doc, _ = open_document(sys.argv[3], bundled_catalog())
doc.set_army_name("Renamed before the fault")
doc.text_to_save()
arm(sys.argv[1], sys.argv[2])
try:
    doc.save()
except OSError as exc:
    print(why_not_written(exc))
    sys.exit(2)
"""


@pytest.mark.parametrize("mode", ["limit", "kill"])
def test_a_save_stopped_part_way_keeps_the_old_army(sample, tmp_path, mode):
    folder = tmp_path / "armies"  # the army alone in its folder (the settings are beside)
    folder.mkdir()
    sample = sample.rename(folder / sample.name)
    old = sample.read_bytes()
    done = run_faulted(mode, sample.parent, SAVE, str(sample))
    assert done.returncode == (2 if mode == "limit" else -signal.SIGKILL), done.stderr
    assert sample.read_bytes() == old
    left = [p.name for p in sample.parent.iterdir() if p != sample]
    assert all(TEMP_PATTERN.match(name) for name in left)
    if mode == "limit":
        assert left == [] and "size limit" in done.stdout


def test_save_a_copy_over_a_read_only_file_says_so(opened, tmp_path, dialogs):
    protected = tmp_path / "copy.army.yaml"
    protected.write_text("kind: army\n# read-only\n", encoding="utf-8")
    protected.chmod(0o444)
    dialogs.save_path = str(protected)
    assert not opened.files.save_copy()
    kind, message = dialogs.shown[-1]
    assert kind == "critical"
    assert "the file is read-only; make it writable, or save under another name" in message
    assert protected.read_text(encoding="utf-8") == "kind: army\n# read-only\n"


def test_a_share_code_saved_over_a_read_only_file_says_so(opened, tmp_path, dialogs):
    code = sharing.army_share_code(opened.doc)
    protected = tmp_path / "shared.army.yaml"
    protected.write_text("kind: army\n# read-only\n", encoding="utf-8")
    protected.chmod(0o444)
    assert not sharing.paste_share_code(opened, code, str(protected))
    kind, message = dialogs.shown[-1]
    assert kind == "critical"
    assert message == (f"Cannot save: {protected}: the file is read-only; make it writable, "
                       "or save under another name")
    assert protected.read_text(encoding="utf-8") == "kind: army\n# read-only\n"
