"""The export dialog's preview, Copy army as text / share code, and Paste share code."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMessageBox

from listbuilder.app.dialogs.export_dialog import PREVIEW_W, ExportDialog
from listbuilder.app.dialogs.sharing import army_share_code, paste_share_code
from listbuilder.app.window import share_actions


@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_preview_shows_the_first_page_of_the_chosen_document(opened, qtbot, document):
    dialog = ExportDialog(opened.doc, opened)
    qtbot.addWidget(dialog)
    dialog.kind_box.setCurrentIndex(dialog.kind_box.findData(document))
    dialog.update_preview()
    image = dialog.preview.pixmap().toImage()
    assert image.width() == PREVIEW_W
    assert image.height() == pytest.approx(PREVIEW_W * 297 / 210, abs=2)  # A4, upright
    dark = sum(image.pixelColor(x, y).lightness() < 128
               for x in range(0, image.width(), 3) for y in range(0, image.height(), 3))
    assert dark > 100  # something is printed on it
    assert dialog.preview_caption.text().startswith("Page 1 of ")


def test_preview_follows_the_paper(opened, qtbot):
    dialog = ExportDialog(opened.doc, opened)
    qtbot.addWidget(dialog)
    dialog.paper_box.setCurrentIndex(dialog.paper_box.findData("letter"))
    dialog.update_preview()
    image = dialog.preview.pixmap().toImage()
    assert image.height() == pytest.approx(PREVIEW_W * 279.4 / 215.9, abs=2)


def test_copy_army_as_text_and_share_code(opened):
    share_actions.copy_as_text(opened)
    text = QGuiApplication.clipboard().text()
    assert text.startswith(f"# {opened.doc.model.name}") and "**Totals:**" in text
    share_actions.copy_code(opened)
    assert QGuiApplication.clipboard().text().startswith("LB1.")


def test_paste_share_code_rebuilds_and_opens_the_army(opened, dialogs, tmp_path):
    code = army_share_code(opened.doc)
    name = opened.doc.model.name
    opened.doc.undo_stack.setClean()
    target = tmp_path / "shared.army.yaml"
    assert paste_share_code(opened, code, str(target))
    assert opened.doc.path == str(target) and opened.doc.model.name == name
    assert not paste_share_code(opened, "LB1.broken!", str(tmp_path / "x.yaml"))
    assert "damaged" in dialogs.shown[-1][1]


def test_a_pasted_code_without_notes_says_so(opened, dialogs, tmp_path):
    """A code scanned from a roster whose notes made it too long for a QR code."""
    from listbuilder.storage.share import without_notes

    opened.doc.undo_stack.setClean()
    code = without_notes(army_share_code(opened.doc))
    assert code is not None  # the sample army has notes
    assert paste_share_code(opened, code, str(tmp_path / "scanned.army.yaml"))
    assert opened.doc.model.notes is None
    assert "holds no notes" in opened.statusBar().currentMessage()


def test_pasting_over_the_open_armys_own_file_asks_first(opened, dialogs):
    """A player saving the pasted army over the open army's file, with unsaved changes, is
    asked about those changes before the file is replaced: Cancel leaves it as it was."""
    code = army_share_code(opened.doc)
    opened.doc.set_army_name("Changed, not saved")
    own = Path(opened.doc.path)
    before = own.read_bytes()
    assert not paste_share_code(opened, code, str(own))  # the unsaved prompt: Cancel
    assert dialogs.shown and dialogs.shown[-1][0] == "warning"
    assert own.read_bytes() == before
    assert opened.doc.model.name == "Changed, not saved" and opened.doc.modified


def test_a_discarded_army_is_not_asked_about_twice(opened, dialogs, tmp_path):
    code = army_share_code(opened.doc)
    opened.doc.set_army_name("Changed, not saved")
    dialogs.answer = QMessageBox.StandardButton.Discard
    target = tmp_path / "shared.army.yaml"
    assert paste_share_code(opened, code, str(target))
    assert len(dialogs.shown) == 1 and opened.doc.path == str(target)
    assert not opened.doc.modified
