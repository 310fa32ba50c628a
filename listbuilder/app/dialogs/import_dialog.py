"""File ▸ Import published list…: paste a published list page and see, side by side, what
became of each of its lines (in the text's margin: unit, option, rule, note, skipped, kept)
and the armies found (their units, options and rules, their VDT); what the reading and the
list checks found is listed under them, each at its line, and choosing one selects that line
in the text. An army is renamed before saving (the name its file is saved under follows);
Save writes them into one of the player's list folders, after which they are in the list
browser at once.

The reading is the command line's (`GameSystem.import_page`, `storage/page_import.py`): the
same page gives the same files here and from `listbuilder import-list`; a name given here
is passed to the reading (`names`, by the army's number on the page), as the command line
passes its own.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QSplitter,
    QStatusBar,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.dialogs.import_preview import PLACE, Preview, placed
from listbuilder.app.dialogs.page_text import SIGN, PageText
from listbuilder.app.files import list_folders
from listbuilder.app.look.accessibility import name_control
from listbuilder.app.look.focus_ring import ring_views
from listbuilder.app.tables.list_browser import ListBrowser
from listbuilder.app.widgets.key_filters import on_key_press
from listbuilder.app.widgets.layouts import within_screen
from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.page_import import ImportedList, PageImport
from listbuilder.i18n import ngettext
from listbuilder.storage.codes import severity_word
from listbuilder.storage.list_catalog import Catalog


class MainWindow(Protocol):
    """What the dialog asks of the editor's window (app/window/main_window.py; its
    dialog_actions.py imports this)."""

    list_watcher: list_folders.ListWatcher
    browser: ListBrowser

    def window(self) -> QWidget: ...  # itself: the dialog's parent

    def statusBar(self) -> QStatusBar: ...

    def reload_lists(self) -> Catalog: ...

READ_AFTER_MS = 300  # typing or pasting settles before the page is read again
PAGE_NAME = "pasted text"  # the lists' `source: page`, as the command line's stdin gives it
SIZE = (1200, 720)  # at most: a netbook's screen gets less (`within_screen`)


def read_page(text: str, names: dict[int, str] | None = None) -> PageImport | None:
    """The page read by the first system that reads published pages; `names` are the
    player's own names for armies, by their heading's line."""
    from listbuilder.systems import registry

    for system in registry().values():
        result = system.import_page(text, PAGE_NAME, names)
        if result is not None:
            return result
    return None


class ImportListDialog(QDialog):
    def __init__(self, folders: list[str], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Import published list"))
        self.result_: PageImport | None = None
        self.written: list[Path] = []
        self.added_folder: str | None = None
        #: The player's names, by the army's number on the page: (its first line, that
        #: line's text, the name). A name holds while that army is still that number and its
        #: line reads the same (an army added above it in the text is not renamed).
        self.own_names: dict[int, tuple[int, str, str]] = {}
        self.placeholders: set[int] = set()  # armies (by index) named by the importer
        self._following = False  # a selection is being followed: no echo back
        self.paste = PageText()
        self.paste.setPlaceholderText(self.tr(
            "Paste here the text of a published Basic Impetus list page, copied from the web "
            "page or the PDF: the army headings, their unit rows and options. Each line is "
            "then marked in the margin with what it became."))
        self.preview = Preview()
        self.name_edit = QLineEdit()
        self.name_edit.setEnabled(False)
        self.name_edit.editingFinished.connect(self.rename_from_field)
        self.file_label = QLabel()
        self.file_label.setMinimumHeight(self.file_label.fontMetrics().height())
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        self.no_folder = QLabel(self.tr(
            "You have no folder for your own lists yet: add one to save these lists into "
            "(it is kept in Preferences)."))
        self.no_folder.setWordWrap(True)
        self.summary = QLabel(self.tr("Nothing read yet."))
        self.summary.setWordWrap(True)
        self.folder_box = QComboBox()
        self.folder_box.addItems(folders)
        self.folder_box.currentIndexChanged.connect(self._update_buttons)
        add = QPushButton(self.tr("&Add folder…"))
        add.clicked.connect(self.add_folder)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Save
                                        | QDialogButtonBox.StandardButton.Cancel)
        self.save_button = self.buttons.button(QDialogButtonBox.StandardButton.Save)
        self.buttons.accepted.connect(self.save)
        self.buttons.rejected.connect(self.reject)
        self._timer = QTimer(self, singleShot=True, interval=READ_AFTER_MS)
        self._timer.timeout.connect(self.read)
        self.paste.textChanged.connect(self._timer.start)
        self.preview.currentItemChanged.connect(self._preview_chosen)
        self.preview.itemDoubleClicked.connect(self._focus_name)
        self.findings.currentItemChanged.connect(self._finding_chosen)
        self.findings.itemClicked.connect(self._finding_chosen)
        self.findings.itemDoubleClicked.connect(self._to_the_line)
        # Enter acts where it is pressed, never as Save: in the tree it goes to the army's
        # name, on a finding to its line in the text, in the name it renames.
        on_key_press(self.preview, lambda event: _enter(event) and self._focus_name())
        on_key_press(self.findings, lambda event: _enter(event) and self._to_the_line())
        on_key_press(self.name_edit, self._name_keys)
        self._lay_out(add)
        self._name_controls()
        ring_views(self)
        self._update_buttons()
        self.resize(*within_screen(self, SIZE))

    def _lay_out(self, add: QPushButton) -> None:
        paste_label = QLabel(self.tr("&Page text:"))
        paste_label.setBuddy(self.paste)
        found_label = QLabel(self.tr("Armies &found:"))
        found_label.setBuddy(self.preview)
        name_label = QLabel(self.tr("Army &name:"))
        name_label.setBuddy(self.name_edit)
        check_label = QLabel(self.tr("What to &check:"))
        check_label.setBuddy(self.findings)
        left = _column(paste_label, self.paste)
        name_row = QHBoxLayout()
        name_row.addWidget(name_label)
        name_row.addWidget(self.name_edit, 1)
        armies = _column(found_label, self.preview)
        layout = armies.layout()
        assert isinstance(layout, QVBoxLayout)
        layout.addLayout(name_row)
        layout.addWidget(self.file_label)
        right = QSplitter(Qt.Orientation.Vertical)
        right.addWidget(armies)
        right.addWidget(_column(check_label, self.findings))
        right.setStretchFactor(0, 2)
        right.setStretchFactor(1, 1)
        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setChildrenCollapsible(False)
        right.setChildrenCollapsible(False)
        folder_label = QLabel(self.tr("Save &into:"))
        folder_label.setBuddy(self.folder_box)
        row = QHBoxLayout()
        row.addWidget(folder_label)
        row.addWidget(self.folder_box, 1)
        row.addWidget(add)
        layout = QVBoxLayout(self)
        layout.addWidget(split, 1)
        # Outside the splitter, which would squeeze its second line away.
        layout.addWidget(self.summary)
        layout.addWidget(self.no_folder)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

    def _name_controls(self) -> None:
        """What a screen reader says for each control: its label, never its value (a combo
        box is otherwise announced by the folder it shows)."""
        name_control(self.paste, self.tr("Page text"), self.tr(
            "The pasted page; each line's margin says what it became"))
        name_control(self.preview, self.tr("Armies found"))
        name_control(self.name_edit, self.tr("Army name"), self.tr(
            "The selected army's name: its list and its file are saved under it"))
        name_control(self.findings, self.tr("What to check"), self.tr(
            "What the reading and the list checks found; choosing one selects its line in "
            "the page text"))
        name_control(self.folder_box, self.tr("Save into"))

    # --- reading -------------------------------------------------------------------------
    def read(self) -> None:
        self._timer.stop()
        text = self.paste.toPlainText()
        chosen = self.chosen_army()
        self.result_ = self._read_named(text) if text.strip() else None
        result = self.result_
        self.findings.clear()
        if result is None:
            self.preview.clear()
            self.paste.set_marks((), ())
            self.summary.setText(self.tr("Nothing read yet."))
            self._show_name(None)
            self._update_buttons()
            return
        kinds = result.line_kinds
        self.placeholders = {i for i, imported in enumerate(result.lists)
                             if imported.placeholder}
        self.preview.show_armies(result.lists, self.placeholders)
        found = self._found(result)
        self.paste.set_marks(kinds, [d for d, _army in found])
        for d, army in found:
            self._list_finding(d, army)
        self.summary.setText(self._summary(result))
        # The army chosen before stays chosen, else one without a name of its own (its
        # name is asked for), else the first. The text's cursor is not moved: the player
        # may be typing in it, and a selection there would take the next key.
        if chosen is None or self.preview.army_item(chosen) is None:
            chosen = min(self.placeholders, default=0)
        item = self.preview.army_item(chosen)
        self._following = True
        if item is not None:
            self.preview.setCurrentItem(item)
        self._show_name(chosen if item is not None else None)
        self._following = False
        self._update_buttons()

    def _read_named(self, text: str) -> PageImport | None:
        """The page read with the player's names for its armies; a name whose army moved
        (another army added above it, its first line changed) is let go."""
        lines = text.splitlines()
        for number, (line, said, _name) in list(self.own_names.items()):
            if not (0 < line <= len(lines) and lines[line - 1] == said):
                del self.own_names[number]
        result = read_page(text, {n: name for n, (_l, _s, name) in self.own_names.items()})
        if result is None:
            return None
        starts = {imported.number: imported.heading_line for imported in result.lists}
        moved = [n for n, (line, _s, _name) in self.own_names.items() if starts.get(n) != line]
        for number in moved:
            del self.own_names[number]
        return read_page(text, {n: name for n, (_l, _s, name) in self.own_names.items()}) \
            if moved else result

    def _found(self, result: PageImport) -> list[tuple[Diagnostic, int | None]]:
        """Every finding at its line of the page, with the army (by index) it is about, in
        the page's order: the reading's, and the list checks' on each file's text."""
        folder = self.folder()
        found = [(d, _army_at(result, d.span.line if d.span else 1))
                 for d in result.findings]
        for index, imported in enumerate(result.lists):
            path = str(Path(folder or ".") / imported.file_name)
            for d in self._checked(imported, path):
                first, _last = placed(d, imported)
                found.append((d.at(Span(None, first, 1)), index))
        return sorted(found, key=lambda pair: pair[0].span.line if pair[0].span else 0)

    @staticmethod
    def _checked(imported: ImportedList, path: str) -> list[Diagnostic]:
        from listbuilder.storage.page_import import check_imported

        return check_imported(imported, path)

    def _list_finding(self, d: Diagnostic, army: int | None) -> None:
        line = d.span.line if d.span else 1
        result = self.result_
        where = self.tr("line {line}").format(line=line)
        if army is not None and result is not None:
            where = self.tr("{army}, line {line}").format(army=result.lists[army].name,
                                                          line=line)
        item = QListWidgetItem(f"{SIGN[d.severity]} {severity_word(d.severity)} · "
                               f"{where}: {d.text()}")
        item.setData(PLACE, (army, line))
        self.findings.addItem(item)

    def _summary(self, result: PageImport) -> str:
        counts = result.counts
        if not result.lists:
            return self.tr("No army found yet: a heading followed by unit rows such as "
                           "'3 CP(*) 8 7 4 3'.")
        found = ngettext("{n} army found.", "{n} armies found.", len(result.lists))
        text = found + " " + self.tr(
            "Lines read: {rows} unit rows, {options} option lines, {rules} rule and note "
            "lines; {kept} not understood, kept as notes.").format(
            rows=counts["row"] + counts["option-row"], options=counts["option"],
            rules=counts["rule"] + counts["note"], kept=counts["kept-as-note"])
        if self.placeholders:
            text += " " + ngettext(
                "{n} army has no name on the page: select it and give it one.",
                "{n} armies have no name on the page: select each and give it one.",
                len(self.placeholders))
        return text

    # --- following a choice --------------------------------------------------------------
    def chosen_army(self) -> int | None:
        item = self.preview.currentItem()
        place = item.data(0, PLACE) if item is not None else None
        return place[0] if place else None

    def _preview_chosen(self, item: QTreeWidgetItem | None, _previous: object = None) -> None:
        place = item.data(0, PLACE) if item is not None else None
        self._show_name(place[0] if place else None)
        if place and not self._following:
            self._following = True
            self.paste.select_lines(place[1], place[2])
            self._following = False

    def _finding_chosen(self, item: QListWidgetItem | None, _previous: object = None) -> None:
        place = item.data(PLACE) if item is not None else None
        if not place or self._following:
            return
        army, line = place
        self._following = True
        self.paste.select_lines(line, line)
        if army is not None:
            self.preview.select_place(army, line)
        self._following = False

    # --- renaming ------------------------------------------------------------------------
    def _show_name(self, army: int | None) -> None:
        result = self.result_
        imported = result.lists[army] if result and army is not None else None
        self.name_edit.setEnabled(imported is not None)
        self.name_edit.setText(imported.name if imported else "")
        self.name_edit.setModified(False)
        self.file_label.setText(self.tr("Saved as {file}").format(file=imported.file_name)
                                if imported else "")
        placeholder = army is not None and army in self.placeholders
        self.name_edit.setToolTip(self.tr(
            "The page prints no name for this army: the name shown is a placeholder. Type its "
            "name here and press Enter.") if placeholder else "")

    def _focus_name(self, *_args: object) -> bool:
        if self.name_edit.isEnabled():
            self.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
            self.name_edit.selectAll()
        return True

    def _to_the_line(self, *_args: object) -> bool:
        """The chosen finding's line, selected in the text, which takes the keyboard."""
        self._finding_chosen(self.findings.currentItem())
        self.paste.setFocus(Qt.FocusReason.OtherFocusReason)
        return True

    def _name_keys(self, event: QKeyEvent) -> bool:
        """Enter renames (and does not Save); Escape gives back the name shown before (and
        closes the dialog only when there is nothing to take back)."""
        if _enter(event):
            self.rename_from_field()
            return True
        if event.key() == Qt.Key.Key_Escape and self.name_edit.isModified():
            self._show_name(self.chosen_army())
            return True
        return False

    def rename_from_field(self) -> None:
        if self.name_edit.isModified():
            self.name_edit.setModified(False)
            army = self.chosen_army()
            if army is not None:
                self.rename(army, self.name_edit.text())

    def rename(self, army: int, name: str) -> None:
        """Give the army (by index) the player's name; an empty one gives back the page's."""
        result = self.result_
        if result is None or not 0 <= army < len(result.lists):
            return
        imported = result.lists[army]
        line = imported.heading_line
        lines = self.paste.toPlainText().splitlines()
        if name.strip():
            said = lines[line - 1] if 0 < line <= len(lines) else ""
            self.own_names[imported.number] = (line, said, " ".join(name.split()))
        else:
            self.own_names.pop(imported.number, None)
        self.read()

    # --- saving --------------------------------------------------------------------------
    def folder(self) -> str | None:
        return self.folder_box.currentText() or None

    def add_folder(self) -> None:
        chosen = QFileDialog.getExistingDirectory(self, self.tr("Add a list folder"))
        if not chosen:
            return
        if self.folder_box.findText(chosen) < 0:
            self.folder_box.addItem(chosen)
            self.added_folder = chosen
        self.folder_box.setCurrentIndex(self.folder_box.findText(chosen))

    def _update_buttons(self) -> None:
        self.no_folder.setVisible(not self.folder())
        self.save_button.setEnabled(bool(self.result_ and self.result_.lists and self.folder()))
        self.save_button.setToolTip("" if self.folder() else self.tr(
            "Add a folder for your own lists first (Add folder…)"))

    def save(self) -> None:
        from listbuilder.storage.page_import import existing, write_lists

        folder = self.folder()
        self.rename_from_field()  # a name typed and not yet confirmed counts
        if self._timer.isActive():
            self.read()  # the text as it is now, not as it was before the last keys
        if not folder or not self.result_ or not self.result_.lists:
            return
        there = existing(self.result_.lists, Path(folder))
        if there and QMessageBox.question(
                self, self.tr("Replace files?"),
                self.tr("These files exist already:\n{files}\n\nReplace them?").format(
                    files="\n".join(p.name for p in there))) \
                != QMessageBox.StandardButton.Yes:
            return
        try:
            self.written = write_lists(self.result_.lists, Path(folder))
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Import published list"), self.tr(
                "Cannot write the lists: {reason}").format(reason=exc.strerror or exc))
            return
        self.accept()


def _enter(event: QKeyEvent) -> bool:
    return event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)


def _column(label: QLabel, widget: QWidget) -> QWidget:
    column = QWidget()
    layout = QVBoxLayout(column)
    layout.setContentsMargins(0, 0, 0, 0)
    layout.addWidget(label)
    layout.addWidget(widget, 1)
    return column


def _army_at(result: PageImport, line: int) -> int | None:
    """The army (by index) whose lines hold `line`: the last one headed at or above it;
    None before the first, or under a heading that gives no list (no rows under it)."""
    starts = {imported.heading_line: i for i, imported in enumerate(result.lists)}
    headings = [n for n, kind in enumerate(result.line_kinds[:line], start=1)
                if kind == "heading" or n in starts]
    return starts.get(headings[-1]) if headings else None


def run_import_dialog(window: MainWindow) -> list[Path]:
    """The dialog over the window; the files written (none if cancelled). A folder added in
    it becomes one of the player's list folders, and the lists are read again at once."""
    folders = list_folders.list_folders()
    dialog = ImportListDialog(folders, window.window())
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    if dialog.added_folder and dialog.written:
        folders = [*folders, dialog.added_folder]
        list_folders.set_list_folders(folders)
        window.list_watcher.watch(folders)
    if accepted and dialog.written and dialog.result_:
        window.reload_lists()
        window.browser.select_list(dialog.result_.lists[0].list_id)
        window.statusBar().showMessage(ngettext(
            "{n} list imported into {folder}", "{n} lists imported into {folder}",
            len(dialog.written), folder=dialog.written[0].parent), 8000)
    return dialog.written if accepted else []
