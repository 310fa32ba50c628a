"""File ▸ Import published list…: a page pasted shows, beside it, what each of its lines
became (in the text's margin) and the armies found (units, options, rules, VDT), with what the
reading and the list checks found, each at its line; choosing a finding selects its line. An
army is renamed before saving. Save writes the lists into a list folder and the list browser
has them at once, ready to build an army from; with no list folder yet, one is added from the
dialog and remembered."""

from __future__ import annotations

import dataclasses
import re

import pytest
import yaml
from PySide6.QtCore import QRect, Qt
from PySide6.QtGui import QAccessible, QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QFileDialog, QStyle

from listbuilder.app.dialogs import import_dialog
from listbuilder.app.dialogs.import_dialog import ImportListDialog
from listbuilder.app.files import list_folders
from tests.app.test_language_screens import _folder, _speak, clipped
from tests.conformance.importer.cases import HERE

PAGE = (HERE / "vol19-english" / "page.txt").read_text(encoding="utf-8")
QUIRKS = (HERE / "quirks" / "page.txt").read_text(encoding="utf-8")
PAGES = sorted(p.parent.name for p in HERE.glob("*/page.txt"))


def _pasted(qtbot, dialog: ImportListDialog, text: str = PAGE) -> None:
    QApplication.clipboard().setText(text)
    dialog.show()
    dialog.paste.setFocus()
    qtbot.keyClick(dialog.paste, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: dialog.preview.topLevelItemCount() > 0, timeout=5000)


def _dialog(qtbot, tmp_path, text: str = PAGE) -> ImportListDialog:
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    _pasted(qtbot, dialog, text)
    return dialog


def _armies(dialog: ImportListDialog) -> list[tuple[str, str, int]]:
    tree = dialog.preview
    return [(tree.topLevelItem(i).text(0), tree.topLevelItem(i).text(1),
             tree.topLevelItem(i).childCount()) for i in range(tree.topLevelItemCount())]


def _children(dialog: ImportListDialog, army: int) -> list[str]:
    item = dialog.preview.topLevelItem(army)
    out = []
    for i in range(item.childCount()):
        child = item.child(i)
        out += [child.text(0), *(child.child(j).text(0) for j in range(child.childCount()))]
    return out


def _findings(dialog: ImportListDialog) -> list[str]:
    return [dialog.findings.item(i).text() for i in range(dialog.findings.count())]


def _page_line(n: int, text: str = PAGE) -> str:
    return text.splitlines()[n - 1]


def test_a_pasted_page_shows_its_armies_units_vdt_and_findings(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    assert not dialog.save_button.isEnabled()
    _pasted(qtbot, dialog)
    assert _armies(dialog) == [
        ("French 1150-1330 AD", "16 (page: 16/8)", 5),
        ("Anglo-Normans 1072-1180 AD", "14 (page: 15/8)", 4),
        ("English 1180-1330 AD", "13 (page: 13/7)", 5),
        ("Welsh 1100-1400 AD", "21 (page: 21/11)", 5),
        ("Wallace and Bruce Scots", "18 (page: 18/9)", 6)]
    findings = _findings(dialog)
    assert any("Anglo-Normans 1072-1180 AD, line 17: The book states VDT 15, but the units' "
               "VD add up to 14" in f for f in findings)
    assert any("Wallace and Bruce Scots, line 50: The row prints no number of units" in f
               for f in findings)
    assert "5 armies found" in dialog.summary.text()
    assert dialog.save_button.isEnabled()


def test_the_preview_shows_options_rules_and_weapons_by_their_printed_names(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    scots = _children(dialog, 4)
    assert scots == [
        "1 CP(*) 8 6 2 3  Nobles",
        "1 FL 8 4 2 2  Highlanders or Islemen — Short bow B, Impetuous",
        "6 FP(*) 5 4 1 2/3  Schiltron — Pike",
        "1 S 8 2 0 1  Skirmishers — Short bow B",
        "Option: dismounted Nobles — Replace 1 CP Unit with:",
        "FP(*) 5 6 2 3  Dismounted Nobles",
        "Special rule: Schiltron — Schiltrons may form big units. A schiltron is disordered "
        "when it moves; one that is not already disordered is…"]
    french = _children(dialog, 0)
    assert "3 S 8 2 0 1  Skirmishers — Crossbow B, Short bow B" in french
    assert "1 T 6 4 0 1  Genoese mercenaries — Crossbow A" in french
    # No file's ids ('short-bow-b', 'long-spear'), and every name begins with a capital.
    shown = [t for army in range(5) for t in _children(dialog, army)]
    assert not [t for t in shown if re.search(r"\b[a-z]+-[a-z]+(?:-[ab])?\b", t)]
    for text in shown:
        names = re.split(r"  | — |, ", text)[1:]
        assert all(n[:1] == n[:1].upper() for n in names), text


def test_each_line_is_marked_with_what_it_became(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path, QUIRKS)
    marks = {n: dialog.paste.mark(n) for n in range(1, 30)}
    assert [marks[n] for n in (1, 2, 4, 5, 6, 7, 8, 9, 12, 13, 20, 22, 23, 26, 28)] == [
        "⚠ left out", "title", "", "army", "skipped", "unit", "unit", "⚠ unit", "option",
        "option", "⚠ option", "⚠ kept", "note", "skipped", "⚠ army"]
    said = dialog.paste.line_said(22)
    assert said.startswith("Line 22: Not understood: kept in the list's notes as it is\n⚠ ")
    assert "Designed by Lorenzo" in said
    # The cursor's line is said to a screen reader as the text's description.
    dialog.paste.select_lines(9, 9)
    assert dialog.paste.accessibleDescription().startswith("Line 9: A unit row of the army\n⚠")
    # The margin has room for its longest word, with a sign, beside three-digit numbers.
    metrics = dialog.paste.fontMetrics()
    assert dialog.paste.margin.width() > metrics.horizontalAdvance("999 ⚠ left out")


def test_a_finding_chosen_selects_its_line_in_the_text_and_its_army(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    texts = _findings(dialog)
    # A finding about an option's unit row: that row, and the row under its option in the
    # preview.
    row = next(i for i, t in enumerate(texts) if "prints no number of units" in t)
    item = dialog.findings.item(row)
    rect = dialog.findings.visualItemRect(item)
    qtbot.mouseClick(dialog.findings.viewport(), Qt.MouseButton.LeftButton,
                     pos=rect.center())
    assert "line 50" in texts[row]
    assert dialog.paste.textCursor().selectedText() == _page_line(50)
    assert dialog.preview.currentItem().text(0) == "FP(*) 5 6 2 3  Dismounted Nobles"
    assert dialog.preview.currentItem().parent().text(0).startswith("Option: dismounted")
    # The keyboard: the next finding, then Enter takes the keyboard to its line.
    dialog.findings.setFocus()
    dialog.findings.setCurrentRow(0)
    qtbot.keyClick(dialog.findings, Qt.Key.Key_Down)
    line = int(re.search(r"line (\d+)", texts[1])[1])
    assert dialog.paste.textCursor().selectedText() == _page_line(line)
    qtbot.keyClick(dialog.findings, Qt.Key.Key_Return)
    assert dialog.isVisible() and dialog.paste.hasFocus()  # Enter did not Save


def test_an_entry_chosen_in_the_preview_selects_its_lines(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    french = dialog.preview.topLevelItem(0)
    dialog.preview.setCurrentItem(french.child(3))  # the 1st option: label and its row
    assert dialog.paste.textCursor().selectedText() == \
        f"{_page_line(10)}\u2029{_page_line(11)}"


def test_an_army_is_renamed_before_saving_and_its_file_follows(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.preview.setCurrentItem(dialog.preview.topLevelItem(1))
    qtbot.keyClick(dialog.preview, Qt.Key.Key_Return)  # Enter in the tree: to the name
    assert dialog.name_edit.hasFocus() and dialog.name_edit.selectedText() == \
        "Anglo-Normans 1072-1180 AD"
    qtbot.keyClicks(dialog.name_edit, "Normans of England")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Return)
    assert dialog.isVisible()  # Enter renamed; it did not Save
    assert _armies(dialog)[1][0] == "Normans of England"
    assert dialog.preview.currentItem() is dialog.preview.topLevelItem(1)
    assert dialog.file_label.text() == "Saved as normans-of-england.yaml"
    qtbot.mouseClick(dialog.save_button, Qt.MouseButton.LeftButton)
    written = yaml.safe_load((tmp_path / "normans-of-england.yaml").read_text("utf-8"))
    assert written["name"] == "Normans of England"
    assert written["id"] == "imported/normans-of-england"
    assert not (tmp_path / "anglo-normans-1072-1180-ad.yaml").exists()


def test_a_name_emptied_gives_back_the_page_s_and_escape_takes_typing_back(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.rename(0, "Capetians")
    assert _armies(dialog)[0][0] == "Capetians"
    dialog.name_edit.setFocus()
    dialog.name_edit.selectAll()
    qtbot.keyClicks(dialog.name_edit, "Half typed")
    qtbot.keyClick(dialog.name_edit, Qt.Key.Key_Escape)
    assert dialog.isVisible() and dialog.name_edit.text() == "Capetians"
    dialog.rename(0, "  ")
    assert _armies(dialog)[0][0] == "French 1150-1330 AD"


def test_an_army_the_page_does_not_name_is_shown_as_a_placeholder_to_rename(
        qtbot, tmp_path, monkeypatch):
    """Where the page's heading is a picture the reading names the army itself, as a
    placeholder (`ImportedList.placeholder`). Simulated here for the second army until the
    reading gives such armies; named by the player, it is one no longer."""
    real = import_dialog.read_page

    def no_heading(text, names=None):
        result = real(text, names)
        lists = list(result.lists)
        if 2 not in (names or {}):
            lists[1] = dataclasses.replace(lists[1], placeholder=True)
        return dataclasses.replace(result, lists=tuple(lists))

    monkeypatch.setattr(import_dialog, "read_page", no_heading)
    dialog = _dialog(qtbot, tmp_path)
    army = dialog.preview.topLevelItem(1)
    assert army.text(0) == "Anglo-Normans 1072-1180 AD (placeholder name: rename it)"
    assert army.font(0).italic()
    assert dialog.chosen_army() == 1  # chosen first: its name is asked for
    assert "The page prints no name for this army" in dialog.name_edit.toolTip()
    assert "1 army has no name on the page" in dialog.summary.text()
    dialog.rename(1, "Normans")
    assert dialog.preview.topLevelItem(1).text(0) == "Normans"
    assert not dialog.preview.topLevelItem(1).font(0).italic()
    assert "no name on the page" not in dialog.summary.text()


def test_a_name_stays_with_its_army_when_the_text_changes_around_it(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.rename(1, "Normans")
    cursor = dialog.paste.textCursor()
    cursor.movePosition(cursor.MoveOperation.End)
    cursor.insertText("\nA note typed at the end.")
    dialog.read()
    assert _armies(dialog)[1][0] == "Normans"
    # An army pasted above it: the Normans are the third army now, named by the page.
    cursor.movePosition(cursor.MoveOperation.Start)
    cursor.insertText("Picts (VDT=8/4)\n3 FL 8 4 1 2 - javelin\n\n")
    dialog.read()
    assert [a[0] for a in _armies(dialog)][:3] == [
        "Picts", "French 1150-1330 AD", "Anglo-Normans 1072-1180 AD"]


@pytest.mark.parametrize("page", PAGES)
def test_the_findings_speak_to_a_player(qtbot, tmp_path, page):
    """No file keys or ids, no advice to edit the file the player has not got yet, nor to
    type a command: what the player can do is done here (edit the text, rename)."""
    dialog = _dialog(qtbot, tmp_path, (HERE / page / "page.txt").read_text(encoding="utf-8"))
    for text in _findings(dialog):
        assert not re.search(r"errata|option\(s\)|'[a-z_]+:|special-rule|\boption-\d"
                             r"|'[a-z0-9]+(?:-[a-z0-9]+)+'|\bin the file\b|\s--[a-z]|import-list",
                             text), text


def test_every_control_is_named_by_its_label_for_a_screen_reader(qtbot, tmp_path):
    """What a screen reader says a control is: its label, never its value. Qt on Linux gives
    a combo box its value as its name and its label through the 'labelled by' relation,
    which is what Orca reads; elsewhere the name given is said."""
    dialog = _dialog(qtbot, tmp_path)

    def said(control):
        return QAccessible.queryAccessibleInterface(control).text(QAccessible.Text.Name)

    assert [said(c) for c in (dialog.paste, dialog.preview, dialog.name_edit,
                              dialog.findings)] == [
        "Page text", "Armies found", "Army name", "What to check"]
    box = QAccessible.queryAccessibleInterface(dialog.folder_box)
    labels = [other.text(QAccessible.Text.Name)
              for other, _kind in box.relations(QAccessible.Relation.Label)]
    assert labels == ["Save into:"] and dialog.folder_box.accessibleName() == "Save into"
    assert dialog.folder_box.currentText() not in labels


def test_every_control_is_reached_by_the_keyboard(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path)
    dialog.activateWindow()
    dialog.paste.setFocus()
    reached = []
    for _ in range(12):
        reached.append(QApplication.focusWidget())
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    for control in (dialog.paste, dialog.preview, dialog.name_edit, dialog.findings,
                    dialog.folder_box, dialog.save_button):
        assert control in reached, control


@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_no_column_of_the_preview_is_cut_while_another_has_room(qtbot, tmp_path, size):
    """The VDT column as wide as its texts; the first takes the rest and wraps its words:
    every item's text whole in its cell, nothing scrolled sideways."""
    dialog = _dialog(qtbot, tmp_path, QUIRKS)
    dialog.resize(*size)
    dialog.layout().activate()
    QApplication.processEvents()
    tree = dialog.preview
    assert not tree.horizontalScrollBar().isVisible()
    assert tree.columnWidth(1) >= tree.sizeHintForColumn(1)
    assert tree.columnWidth(0) + tree.columnWidth(1) <= tree.viewport().width()
    margin = 2 * (tree.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin) + 1)
    army = tree.topLevelItem(0)
    items = [army, *(army.child(i) for i in range(army.childCount()))]
    for item in items:
        for column in (0, 1):
            rect = tree.visualRect(tree.indexFromItem(item, column))
            font = item.data(column, Qt.ItemDataRole.FontRole)
            metrics = QFontMetrics(font if isinstance(font, QFont) else tree.font())
            room = QRect(0, 0, rect.width() - margin, 10_000)
            need = metrics.boundingRect(room, Qt.TextFlag.TextWordWrap, item.text(column))
            assert need.width() <= room.width() and need.height() <= rect.height(), \
                (item.text(column), need, rect)


def test_text_not_understood_is_listed_with_its_line(qtbot, tmp_path):
    dialog = _dialog(qtbot, tmp_path, QUIRKS)
    findings = _findings(dialog)
    assert any(f.startswith("⚠ warning · Communal Italians 1150-1250 AD, line 22: Line not "
                            "understood; kept word for word in the list's notes: Designed by")
               for f in findings)
    # A heading with no rows gives no list: its finding is the page's, not the army above's.
    assert "⚠ warning · line 28: 'Sicilian Normans' has no unit rows under it" in " ".join(findings)
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
    assert "imported/welsh-1100-1400-ad" in window.catalog.rows
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
    assert "imported/normans" not in window.catalog.rows
    assert "imported/english-1180-1330-ad" in window.catalog.rows


def test_an_existing_file_is_replaced_only_when_the_player_says_so(
        qtbot, tmp_path, dialogs):
    mine = tmp_path / "welsh-1100-1400-ad.yaml"
    mine.write_text("# mine\n", encoding="utf-8")
    dialog = _dialog(qtbot, tmp_path)
    dialog.save()  # the recorder answers Cancel
    assert dialogs.shown and "welsh-1100-1400-ad.yaml" in dialogs.shown[-1][1]
    assert mine.read_text(encoding="utf-8") == "# mine\n"
    assert not (tmp_path / "french-1150-1330-ad.yaml").exists()


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
@pytest.mark.parametrize("size", [(1024, 600), (1920, 1080)])
def test_every_text_is_whole_in_each_language(qapp, qtbot, tmp_path, language, size,
                                              english_afterwards):
    """Rendered for a look (under LISTBUILDER_SCREENSHOTS, else tmp_path)."""
    _speak(qapp, language)
    dialog = _dialog(qtbot, tmp_path, QUIRKS)
    dialog.resize(*size)
    dialog.layout().activate()  # laid out for the texts just set, as the next paint would
    QApplication.processEvents()
    assert clipped(dialog) == []
    assert dialog.grab().save(str(_folder(tmp_path) / f"import-{language}-{size[0]}.png"))
    if language != "en":
        assert dialog.windowTitle() != "Import published list"
        assert "armies found" not in dialog.summary.text()
        assert dialog.paste.mark(7) not in ("", "unit")  # the margin's words too


def test_the_dialog_opens_within_a_netbook_s_screen(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    available = dialog.screen().availableGeometry()
    assert dialog.width() <= available.width() and dialog.height() <= available.height()


def test_a_huge_paste_is_refused_with_a_message_not_a_hang(qtbot, tmp_path):
    dialog = ImportListDialog([str(tmp_path)])
    qtbot.addWidget(dialog)
    dialog.paste.setPlainText("3 CP(*) 8 7 4 3 " * 130_000)  # 2.1 million characters
    dialog.read()
    assert _findings(dialog) == [
        "✖ error · line 1: The text is larger than 2,000,000 characters; a list page's text "
        "is far smaller. Paste one page of lists."]
    assert not dialog.save_button.isEnabled()


def test_a_pdf_s_page_break_inside_a_line_keeps_the_lines_where_the_reading_counts_them(
        qtbot, tmp_path):
    """A form feed copied from a PDF ends a line for the reading, not for the editor: the
    marks and the lines selected still match the reading's line numbers."""
    lines = PAGE.splitlines()
    text = "\n".join([*lines[:14], f"{lines[14]}\x0c{lines[15]}", *lines[16:]])
    dialog = _dialog(qtbot, tmp_path, text)
    assert dialog.paste.blockCount() == len(lines) - 1
    assert dialog.paste.mark(17) == "✖ army"
    row = next(i for i, t in enumerate(_findings(dialog)) if "line 17:" in t)
    dialog.findings.setCurrentRow(row)
    assert dialog.paste.textCursor().selectedText() == _page_line(17)
