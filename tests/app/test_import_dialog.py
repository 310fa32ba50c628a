"""File ▸ Import published list…: a page pasted shows its armies (units, VDT, findings);
Save writes them into a list folder and the list browser has them at once, ready to build
an army from; with no list folder yet, one is added from the dialog and remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QFileDialog

from listbuilder.app.dialogs import import_dialog
from listbuilder.app.dialogs.import_dialog import ImportListDialog
from listbuilder.app.files import list_folders
from tests.app.test_language_screens import _folder, _speak, clipped, english_afterwards
from tests.conformance.importer.cases import HERE

__all__ = ["english_afterwards"]  # a fixture, used by name

PAGE = (HERE / "vol19-english" / "page.txt").read_text(encoding="utf-8")


def _pasted(qtbot, dialog: ImportListDialog, text: str = PAGE) -> None:
    QApplication.clipboard().setText(text)
    dialog.show()
    dialog.paste.setFocus()
    qtbot.keyClick(dialog.paste, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dialog.preview.topLevelItemCount() > 0, timeout=5000)


def _armies(dialog: ImportListDialog) -> list[tuple[str, str, int]]:
    tree = dialog.preview
    return [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1),
             tree.topLevelItem(i).childCount()) for i in range(tree.topLevelItemCount())]


def test_a_pasted_page_shows_its_armies_units_vdt_and_findings(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled()
    _pasted(qtbot, dialog)
    assert _armies(dialog) == [
        ("French 1150-1330 AD", "16 (stated 16/8)", 3),
        ("Anglo-Normans 1072-1180 AD", "14 (stated 15/8)", 3),
        ("English 1180-1330 AD", "13 (stated 13/7)", 4),
        ("Welsh 1100-1400 AD", "21 (stated 21/11)", 4),
        ("Wallace and Bruce Scots", "18 (stated 18/9)", 4)]
    schiltron = dialog.preview.topLevelItem(4).child(2).text(0)
    assert schiltron.startswith("6 FP(*) 5 4 1 2/3 Schiltron")
    findings = [dialog.findings.item(i).text() for i in range(dialog.findings.count())]
    assert any("Anglo-Normans 1072-1180 AD: Stated VDT is 15, but the rows sum to 14" in f
               for f in findings)
    assert any("line 50: The row prints no count" in f for f in findings)
    assert "5 armies found" in dialog.summary.text()
    assert dialog.save_button.isEnabled()


def test_text_not_understood_is_listed_with_its_line(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    _pasted(qtbot, dialog, (HERE / "quirks" / "page.txt").read_text(encoding="utf-8"))
    findings = [dialog.findings.item(i).text() for i in range(dialog.findings.count())]
    assert any(f.startswith("⚠ warning · line 22: text not understood; kept as a note: "
                            "Designed by") for f in findings)
    assert any("line 28: 'Sicilian Normans' has no unit rows" in f for f in findings)
    assert "1 not understood" in dialog.summary.text()


def test_save_writes_the_lists_and_the_browser_offers_them_at_once(
        window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "my-lists"
    folder.mkdir()
    list_folders.set_list_folders([str(folder)])

    def driven(dialog: ImportListDialog) -> int:
        _pasted(qtbot, dialog)
        qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
        return dialog.result()

    monkeypatch.setattr(ImportListDialog, "exec", driven)
    window.menus.import_list_action.trigger()
    assert sorted(p.name for p in folder.iterdir()) == [
        "anglo-normans-1072-1180-ad.yaml", "english-1180-1330-ad.yaml",
        "french-1150-1330-ad.yaml", "wallace-and-bruce-scots.yaml", "welsh-1100-1400-ad.yaml"]
    assert "imported/welsh-1100-1400-ad" in window.catalog.entries
    assert window.browser.selected_list_id() == "imported/french-1150-1330-ad"
    window.new_army("imported/welsh-1100-1400-ad")
    assert window.doc is not None and window.doc.army_list.name == "Welsh 1100-1400 AD"


def test_with_no_list_folder_one_is_added_from_the_dialog_and_kept(
        window, qtbot, tmp_path, monkeypatch):
    folder = tmp_path / "new-lists"
    folder.mkdir()
    monkeypatch.setattr(QFileDialog, "getExistingDirectory",
                        staticmethod(lambda *a, **k: str(folder)))

    def driven(dialog: ImportListDialog) -> int:
        _pasted(qtbot, dialog)
        assert not dialog.save_button.isEnabled()  # nowhere to save yet: it says so
        assert dialog.no_folder.isVisible()
        dialog.add_folder()
        assert dialog.save_button.isEnabled() and not dialog.no_folder.isVisible()
        dialog.save()
        return dialog.result()

    monkeypatch.setattr(ImportListDialog, "exec", driven)
    assert len(import_dialog.run_import_dialog(window)) == 5
    assert list_folders.list_folders() == [str(folder)]
    assert "imported/normans" not in window.catalog.entries
    assert "imported/english-1180-1330-ad" in window.catalog.entries


def test_an_existing_file_is_replaced_only_when_the_player_says_so(
        qtbot, tmp_path, dialogs):
    mine = tmp_path / "welsh-1100-1400-ad.yaml"
    mine.write_text("# mine\n", encoding="utf-8")
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    _pasted(qtbot, dialog)
    dialog.save()  # the recorder answers Cancel
    assert dialogs.shown and "welsh-1100-1400-ad.yaml" in dialogs.shown[-1][1]
    assert mine.read_text(encoding="utf-8") == "# mine\n"
    assert not (tmp_path / "french-1150-1330-ad.yaml").exists()


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_every_text_is_whole_in_each_language_at_a_netbook_s_size(
        qapp, qtbot, tmp_path, language, english_afterwards):
    """Rendered for a look (under LISTBUILDER_SCREENSHOTS, else tmp_path)."""
    _speak(qapp, language)
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    _pasted(qtbot, dialog)
    dialog.layout().activate()  # laid out for the texts just set, as the next paint would
    assert dialog.height() <= 600
    assert clipped(dialog) == []
    assert dialog.grab().save(str(_folder(tmp_path) / f"import-{language}.png"))
    if language != "en":
        assert dialog.windowTitle() != "Import published list"
        assert "armies found" not in dialog.summary.text()


def test_a_huge_paste_is_refused_with_a_message_not_a_hang(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText("3 CP(*) 8 7 4 3 " * 130_000)  # 2.1 million characters
    dialog.read()
    findings = [dialog.findings.item(i).text() for i in range(dialog.findings.count())]
    assert findings == ["✖ error · line 1: The text is larger than 2,000,000 characters; a "
                        "list page's text is far smaller. Paste one page of lists."]
    assert not dialog.save_button.isEnabled()
