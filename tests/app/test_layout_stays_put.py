"""Things stay where they are while the player clicks (issue 24): the findings list kept
changing height as Fix buttons came and went, so the next click landed on another finding,
and banners pushed the header, the table, the lists and the findings down."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect

from tests.app.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"
SIZES = [(1024, 600), (1920, 1080)]


def open_copy(window, tmp_path, name: str, edit=lambda text: text):
    target = tmp_path / f"{name}.army.yaml"
    target.write_text(edit((SAMPLES / f"{name}.army.yaml").read_text(encoding="utf-8")),
                      encoding="utf-8")
    assert window.open_path(str(target))


def place(window, widget) -> QRect:
    return QRect(widget.mapTo(window, QPoint(0, 0)), widget.size())


@pytest.mark.parametrize("size", SIZES)
def test_the_findings_list_keeps_its_height_as_fixes_come_and_go(window, tmp_path, qtbot, size):
    window.resize(*size)
    # Without its stamp the army gets a finding with no fix beside those with fixes.
    open_copy(window, tmp_path, "bi-illegal",
              lambda text: "\n".join(line for line in text.splitlines()
                                     if not line.startswith("list_stamp")))
    panel = window.findings
    rows = panel.model.rowCount()
    with_fixes = []
    for row in range(rows):
        panel.table.setCurrentIndex(panel.model.index(row, 0))
        with_fixes.append(bool(panel.fix_buttons()))
    assert any(with_fixes) and not all(with_fixes), "the sample must have both kinds"
    places = set()
    for row in range(rows):
        panel.table.setCurrentIndex(panel.model.index(row, 0))
        qtbot.wait(1)
        places.add((place(window, panel.table).top(), panel.table.height()))
    assert len(places) == 1, places


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("name", ["usb-240", "bi-french", "szwadron-brigade", "skirmish-small"])
def test_banners_move_nothing_above_them(window, tmp_path, qtbot, size, name):
    window.resize(*size)
    open_copy(window, tmp_path, name)
    editor = window.editor
    watched = [editor.name_edit, editor.totals_box, editor.table, window.browser.new_button,
               window.browser.table, window.findings.title_box]

    def tops():
        qtbot.wait(1)
        return [(w.objectName() or type(w).__name__, place(window, w).top()) for w in watched]

    def heights():
        return [window.browser.table.height(), window.findings.height()]

    before, high = tops(), heights()
    window.on_disk.banner.show_changed("x.army.yaml")
    assert window.on_disk.banner.isVisible()
    assert tops() == before and heights() == high
    window.on_disk.banner.show_deleted("x.army.yaml")
    assert tops() == before and heights() == high
    window.on_disk.banner.hide()
    editor.banner.show()
    assert tops() == before and heights() == high
    editor.banner.hide()
    qtbot.wait(1)
    table = editor.table.height()
    editor.banner.show()
    qtbot.wait(1)
    editor.banner.hide()
    qtbot.wait(1)
    assert editor.table.height() == table  # not left shrunk after the banner goes
