"""File ▸ Import published list…: paste a published list page, see the armies found (their
units, VDT and what the reading and the list checks found), and save them into one of the
player's list folders, after which they are in the list browser at once.

The reading is the command line's (`GameSystem.import_page`, `storage/page_import.py`): the
same page gives the same files here and from `listbuilder import-list`.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QMessageBox,
    QPlainTextEdit,
    QPushButton,
    QSplitter,
    QStatusBar,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from listbuilder.app.files import list_folders
from listbuilder.app.look.accessibility import name_control
from listbuilder.app.look.focus_ring import ring_views
from listbuilder.app.tables.list_browser import ListBrowser
from listbuilder.codes import severity_word
from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.page_import import PageImport
from listbuilder.i18n import ngettext
from listbuilder.storage.catalog import Catalog


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
_MARK = {Severity.ERROR: "✖", Severity.WARNING: "⚠", Severity.INFO: "ℹ"}


def read_page(text: str) -> PageImport | None:
    """The page read by the first system that reads published pages."""
    from listbuilder.systems import registry

    for system in registry().values():
        result = system.import_page(text, PAGE_NAME)
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
        self.paste = QPlainTextEdit()
        self.paste.setPlaceholderText(self.tr(
            "Paste here the text of a published Basic Impetus list page, copied from the web "
            "page or the PDF: the army headings, their unit rows and options."))
        self.paste.setTabChangesFocus(True)
        self.preview = QTreeWidget()
        self.preview.setHeaderLabels([self.tr("Army and units"), self.tr("VDT"),
                                      self.tr("File")])
        self.preview.setColumnWidth(0, 330)
        self.findings = QListWidget()
        self.findings.setWordWrap(True)
        name_control(self.findings, self.tr("What the page's lists need checked"))
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
        self._lay_out(add)
        ring_views(self)
        self._update_buttons()
        self.resize(880, 560)  # fits a netbook's 600 px high screen

    def _lay_out(self, add: QPushButton) -> None:
        paste_label = QLabel(self.tr("&Page text:"))
        paste_label.setBuddy(self.paste)
        found_label = QLabel(self.tr("Armies &found:"))
        found_label.setBuddy(self.preview)
        top = QWidget()
        top_layout = QVBoxLayout(top)
        top_layout.setContentsMargins(0, 0, 0, 0)
        top_layout.addWidget(paste_label)
        top_layout.addWidget(self.paste)
        bottom = QWidget()
        bottom_layout = QVBoxLayout(bottom)
        bottom_layout.setContentsMargins(0, 0, 0, 0)
        bottom_layout.addWidget(found_label)
        bottom_layout.addWidget(self.preview, 3)
        bottom_layout.addWidget(self.findings, 2)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(top)
        split.addWidget(bottom)
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

    # --- reading -------------------------------------------------------------------------
    def read(self) -> None:
        self._timer.stop()
        text = self.paste.toPlainText()
        self.result_ = read_page(text) if text.strip() else None
        self.preview.clear()
        self.findings.clear()
        result = self.result_
        if result is None:
            self.summary.setText(self.tr("Nothing read yet."))
            self._update_buttons()
            return
        folder = self.folder()
        for imported in result.lists:
            stated = self.tr(" (stated {stated})").format(stated=imported.stated) \
                if imported.stated else ""
            army = QTreeWidgetItem([imported.name, f"{imported.vdt}{stated}",
                                    imported.file_name])
            army.addChildren([QTreeWidgetItem([row]) for row in imported.rows])
            self.preview.addTopLevelItem(army)
            army.setExpanded(True)
            path = str(Path(folder or ".") / imported.file_name)
            self._show(self._checked(imported, path), imported.name)
        self._show(list(result.findings), None)
        self.preview.resizeColumnToContents(1)
        self.summary.setText(self._summary(result))
        self._update_buttons()

    @staticmethod
    def _checked(imported, path: str) -> list[Diagnostic]:
        from listbuilder.storage.page_import import check_imported

        return check_imported(imported, path)

    def _show(self, found: list[Diagnostic], army: str | None) -> None:
        for d in found:
            where = army if army is not None else self.tr("line {line}").format(
                line=d.span.line if d.span else 1)
            self.findings.addItem(f"{_MARK[d.severity]} {severity_word(d.severity)} · "
                                  f"{where}: {d.text()}")

    def _summary(self, result: PageImport) -> str:
        counts = result.counts
        if not result.lists:
            return self.tr("No army found yet: a heading followed by unit rows such as "
                           "'3 CP(*) 8 7 4 3'.")
        found = ngettext("{n} army found.", "{n} armies found.", len(result.lists))
        return found + " " + self.tr(
            "Lines read: {rows} unit rows, {options} option lines, {rules} rule and note "
            "lines; {kept} not understood, kept as notes.").format(
            rows=counts["row"] + counts["option-row"], options=counts["option"],
            rules=counts["rule"] + counts["note"], kept=counts["kept-as-note"])

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
