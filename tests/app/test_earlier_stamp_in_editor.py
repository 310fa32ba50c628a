"""The editor opens an army stamped by the first version against its unchanged list without
the list-changed warning or banner (issue 21)."""

from __future__ import annotations

import shutil
from pathlib import Path

from listbuilder.app.window import main_window
from listbuilder.storage.list_catalog import Catalog

FIRST = Path(__file__).resolve().parents[1] / "stamps" / "first"


def test_an_army_stamped_by_the_first_version_opens_unchanged(qtbot, tmp_path: Path) -> None:
    army = tmp_path / "bi-french.army.yaml"
    shutil.copyfile(FIRST / "armies" / "bi-french.army.yaml", army)
    win = main_window.MainWindow(Catalog.from_paths([FIRST / "lists"]))
    qtbot.addWidget(win)
    win.show()
    assert win.open_path(str(army))
    assert not win.doc.list_changed
    assert "ARMY-LIST-CHANGED" not in [f.code for f in win.doc.view.findings]
