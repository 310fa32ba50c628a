"""The main window: list browser, army editor and findings side by side, with menus.

One window edits one army; "Duplicate in new window" opens another. The window owns its parts,
each in its own module: the menus (menus.py), the army's files (army_files.py), the watch on
the file for changes by others (on_disk.py), sharing and the other dialogs
(share_actions.py, dialog_actions.py), its size and place (geometry.py). The army itself is the
`ArmyDocument`'s.

A window made without a catalog is a start's first frame: it says what it is opening, and
nothing that opens or edits an army works until `set_catalog` (issue 11: the window is
painted before pydantic, PyYAML or any rule system is imported; see app/startup/main.py).
"""

from __future__ import annotations

import html
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, SignalInstance
from PySide6.QtGui import QCloseEvent, QDragEnterEvent, QDropEvent, QPaintEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from listbuilder import __version__
from listbuilder.app.editing.army_editor import ArmyEditor
from listbuilder.app.files import list_folders
from listbuilder.app.look.focus_ring import ring_views
from listbuilder.app.tables.findings_panel import FindingsPanel
from listbuilder.app.tables.list_browser import ListBrowser
from listbuilder.app.widgets.wheel_guard import guard_the_wheel
from listbuilder.app.window import geometry
from listbuilder.app.window.army_files import ArmyFiles
from listbuilder.app.window.menus import WindowMenus
from listbuilder.app.window.on_disk import OnDisk
from listbuilder.app.window.panes import Panes
from listbuilder.app.window.status import SeverityCounts
from listbuilder.core.changes import EVERYTHING, Change

if TYPE_CHECKING:  # the document and the catalog are imported once an army or a list loads
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.storage.list_catalog import Catalog

#: A window that is not painted (minimized, on another desktop) goes on after this long.
PAINT_WAIT_MS = 500
WINDOWS: list[MainWindow] = []  # open windows, kept alive and visible to the crash hook


def open_documents() -> list[ArmyDocument]:
    return [w.doc for w in WINDOWS if w.doc is not None]


class MainWindow(QMainWindow):
    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        guard_the_wheel()  # the wheel turns only a focused field
        #: None while the lists load (a start's first frame): see the module's docstring.
        self.catalog = catalog
        self.doc: ArmyDocument | None = None
        self._after_paint: list[Callable[[], object]] = []
        self.setAcceptDrops(True)
        self.browser = ListBrowser(catalog)
        self.browser.new_army_requested.connect(self.new_army)
        self.browser.notice.connect(lambda text: self._say(text))
        self.editor = ArmyEditor()
        self.editor.notice.connect(lambda text: self._say(text))
        self.findings = FindingsPanel()
        self.findings.units_chosen.connect(self.editor.select_units)
        self.findings.field_chosen.connect(self.editor.focus_field)
        # Through a lambda: connected straight to this window's method, PySide crashed at
        # exit now and then ("shared QObject was deleted directly", then a segfault).
        self.findings.fix_chosen.connect(lambda fix: self.apply_fix(fix))
        self.empty = QLabel(self._no_army_text())
        self.empty.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.empty.setWordWrap(True)  # its lines held a small screen's window wider than it
        self.center = QStackedWidget()
        self.center.addWidget(self.empty)
        self.center.addWidget(self.editor)
        self.on_disk = OnDisk(self)
        self.files = ArmyFiles(self, self.on_disk)
        # The banner below the army, in its column only: showing or hiding it moves nothing
        # above it, nor the lists and findings beside it (it pushed the whole window down).
        army_column = QWidget()
        column = QVBoxLayout(army_column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.center, 1)
        column.addWidget(self.on_disk.banner)
        self.splitter = Panes(self.browser, army_column, self.findings)
        self.splitter.setContentsMargins(6, 6, 6, 0)
        self.splitter.hold_focus_chain(catalog is None)  # until the lists are there
        self.chain_after_army = False
        self.setCentralWidget(self.splitter)
        self._chain_banner()
        self.counts = SeverityCounts()
        self.statusBar().addPermanentWidget(self.counts)
        self.menus = WindowMenus(self)
        self.editor.actions_changed.connect(self._fill_army_menu)
        ring_views(self)  # a focus outline on the list, units and findings tables
        geometry.place(self, self.splitter, self.editor)
        self.list_watcher = list_folders.ListWatcher(self)
        self.list_watcher.watch(list_folders.list_folders())
        self.list_watcher.changed.connect(self.reload_lists)
        self.set_document(None)
        self._show_ready(catalog is not None)
        WINDOWS.append(self)

    def _no_army_text(self) -> str:
        return self.tr(
            "<h2>No army open</h2><p>Choose a list on the left and press <b>New army from "
            "list</b>,<br>or open an army file (Ctrl+O) — you can also drop one here.</p>")

    # --- the start: painted first, then the lists and the army ---------------------------
    def show_opening(self, path: str | None) -> None:
        """Say what the start is reading, until `set_catalog` and the army replace it."""
        text = (self.tr("Opening {file}…").format(file=Path(path).name) if path
                else self.tr("Loading the army lists…"))
        self.empty.setText(f"<h2>{html.escape(text)}</h2>")
        self.statusBar().showMessage(text)
        if path:
            self.findings.show_opening()
        self.chain_after_army = True

    def chain_focus_now(self) -> None:
        """The focus chain held by `show_opening`, walked once the army is on screen."""
        self.chain_after_army = False
        self.splitter.hold_focus_chain(False)
        self._settle_focus()  # the lists were greyed out while they loaded: nothing had it

    def _show_ready(self, ready: bool) -> None:
        """While the lists load, nothing that opens or starts an army can be used."""
        self.menus.show_ready(ready)
        self.browser.show_loading(not ready)
        self.counts.setVisible(ready)  # "0 errors" would be a verdict on nothing yet
        self.setAcceptDrops(ready)
        # The walk wraps every widget Qt made: at a start that shows an army, it waits for
        # the army's frame (`chain_focus_now`), as nothing can be tabbed to before it.
        self.splitter.hold_focus_chain(not ready or self.chain_after_army)

    def after_paint(self, step: Callable[[], object]) -> None:
        """Run `step` from the event loop once the window's next frame is on screen."""
        self._after_paint.append(step)
        self.update()
        QTimer.singleShot(PAINT_WAIT_MS, self, self.run_after_paint)

    def paintEvent(self, event: QPaintEvent) -> None:
        super().paintEvent(event)
        if self._after_paint:  # the panes paint in this same pass: the steps run after it
            QTimer.singleShot(0, self, self.run_after_paint)

    def run_after_paint(self) -> None:
        """The steps waiting for the next paint, now (bench/bench_gui.py times them)."""
        steps, self._after_paint = self._after_paint, []
        if self in WINDOWS:  # not once the window is closed
            for step in steps:
                step()

    def _chain_banner(self) -> None:
        """Tab reaches the banner's buttons before the army, as they are placed (made last,
        Qt would put them after everything else)."""
        banner = self.on_disk.banner
        self.splitter.before_army = [banner.reload_button, banner.save_button,
                                     banner.keep_button]
        self.splitter.chain_focus()

    # --- the document --------------------------------------------------------------------
    def _wiring(self, doc: ArmyDocument) -> list[tuple[SignalInstance, Callable[..., object]]]:
        """What the window follows of a document: connected when it is shown, disconnected
        when another takes its place (one list, so the two never drift apart)."""
        return [(doc.changed, self._refresh),
                (doc.modified_changed, self._refresh_title),
                (doc.path_changed, self._refresh_title),
                (doc.undo_stack.indexChanged, self._refresh_undo),
                (doc.autosave_failed, self._autosave_failed),
                (doc.text_cleaned, self._say),
                (doc.path_changed, self._follow_file)]

    def set_document(self, doc: ArmyDocument | None) -> None:
        old = self.doc
        if old is not None:
            for signal, slot in self._wiring(old):
                signal.disconnect(slot)
            old.discard_autosave()
            old.deleteLater()
        self.doc = doc
        self.findings.forget_fix_room()
        self.editor.set_document(doc)
        if doc is not None:
            doc.setParent(self)
            for signal, slot in self._wiring(doc):
                signal.connect(slot)
            self.browser.select_list(doc.army_list.id)
            if self.catalog is not None:
                self._follow_list(doc, self.catalog)
        self._follow_file()
        self.center.setCurrentWidget(self.editor if doc else self.empty)
        self.splitter.show_army(doc is not None)
        self.menus.show_army(doc is not None)
        self._refresh()
        self._settle_focus()

    def _settle_focus(self) -> None:
        """After an army opens or closes, the focus is on something shown: the units table,
        or with no army the lists, where Enter starts one (else it was nowhere at all)."""
        focus = self.focusWidget()
        if focus is None or not focus.isVisibleTo(self) or not focus.isEnabled():
            target = self.editor.table if self.doc is not None else self.browser.table
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _refresh(self, changes: Change = EVERYTHING) -> None:
        """The findings (named as the units are), their counts, the menus and the title, as
        far as `changes` (core/changes.py) says they are new."""
        doc = self.doc
        if changes & (Change.FINDINGS | Change.UNITS | Change.LIST):
            self.findings.show_findings(doc.view.findings if doc else (),
                                        doc.fixes if doc else None,
                                        doc.in_player_words if doc else None, doc is not None)
        if changes & (Change.FINDINGS | Change.LIST):
            self.counts.show_findings(doc.view.findings if doc else ())
        if changes & (Change.ARMY | Change.LIST):
            self.menus.refresh()
            self._refresh_title()  # the army's name is in it

    # The document's and the editor's signals reach the parts through the window's methods:
    # Qt drops a connection to a QObject's method when the QObject goes, so nothing runs on
    # a closed window's parts while its army is deleted (the undo stack emits as it goes).
    def _refresh_undo(self) -> None:
        self.menus.refresh_undo()

    def _fill_army_menu(self) -> None:
        self.menus.fill_army_menu()

    def _follow_file(self, *_args) -> None:
        self.on_disk.follow()

    def _refresh_title(self, *_args) -> None:
        doc = self.doc
        name = doc.display_name if doc else self.tr("no army")
        army = f" — {doc.model.name}" if doc and doc.model.name != name else ""
        self.setWindowTitle(f"{name}[*]{army} — listbuilder {__version__}")
        self.setWindowFilePath(doc.path or "" if doc else "")
        self.setWindowModified(bool(doc and doc.modified))

    def _say(self, notice: str) -> None:
        self.statusBar().showMessage(notice, 8000)

    def _autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(self.tr(
            "Autosave failed ({reason}): your changes are NOT safe until you save them.")
            .format(reason=reason))

    # --- the lists -----------------------------------------------------------------------
    def set_catalog(self, catalog: Catalog, shown: Iterable[str] | None = None) -> None:
        """Take a newer catalog (lists edited on disk), the browser showing the lists of
        `shown` (every list when None); the open army is checked again against its list as
        the catalog now has it."""
        first = self.catalog is None
        if first:
            self.empty.setText(self._no_army_text())
            self.findings.show_findings((), has_army=False)  # not "opening" if it fails to open
            self.statusBar().clearMessage()
            self._show_ready(True)
        self.catalog = catalog
        self.browser.set_catalog(catalog, shown)
        if first and self.doc is None:
            # Where Enter starts an army: the window's first control had taken the focus
            # while the lists loaded, greyed out (the activation's pick, not the player's).
            self.browser.table.setFocus(Qt.FocusReason.OtherFocusReason)
        if self.doc is not None:
            self._follow_list(self.doc, catalog)

    def reload_lists(self) -> Catalog:
        catalog = list_folders.app_catalog()
        self.set_catalog(catalog)
        return catalog

    def _follow_list(self, doc: ArmyDocument, catalog: Catalog) -> None:
        entry = catalog.entry(doc.army_list.id)
        if entry is None or entry.system.id != doc.system.id:
            return  # the list no longer loads: keep checking against the last good one
        source = doc.list_source or entry.path
        if any(f.path == source for f in catalog.failed):
            return  # the player's copy is broken for now: not the bundled one instead
        doc.list_source = entry.path
        notes = tuple(filter(None, [list_folders.shadow_finding(catalog, doc.army_list.id)]))
        if entry.model == doc.army_list and notes == doc.list_notes:
            return
        self.editor.commit_pending()
        doc.set_list(entry.model, notes)
        self.editor.set_document(doc)  # options and fields as the list now offers them

    # --- armies: new, fixed, duplicated, closed; opened and saved by `files` -------------
    def new_army(self, list_id: str) -> None:
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.army.opening import new_document

        entry = self.catalog.entry(list_id) if self.catalog else None
        if entry is None:  # the browser now says why
            self.statusBar().showMessage(self.tr("This list cannot be loaded: its note in the "
                                                 "list browser says why."), 8000)
            return
        if not self.maybe_save():
            return
        self.set_document(new_document(entry.system, entry.model, entry.model.name))
        # Naming it comes next: typing replaces the list's name at once.
        self.editor.name_edit.setFocus(Qt.FocusReason.OtherFocusReason)
        self.editor.name_edit.selectAll()

    def apply_fix(self, fix) -> None:
        """Apply a finding's fix; the focus stays in the findings while any are left, else
        goes to the units table (the fix's button is gone either way)."""
        if self.doc is None:
            return
        self.doc.apply_fix(fix)
        if self.findings.model.rowCount():
            self.findings.follow_current()
            self.findings.table.setFocus(Qt.FocusReason.OtherFocusReason)
        else:
            self.editor.table.setFocus(Qt.FocusReason.OtherFocusReason)

    def duplicate(self) -> MainWindow | None:
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.army.document import ArmyDocument

        doc = self.doc
        if doc is None:
            return None
        self.editor.commit_pending()  # the copy is of what the player sees
        copy = ArmyDocument(doc.system, doc.army_list, doc.model, None, doc.original_text)
        window = MainWindow(self.catalog)
        window.set_document(copy)
        copy.set_army_name(self.tr("{name} (copy)").format(name=doc.model.name))
        window.move(self.pos() + self.rect().center() / 8)
        window.show()
        return window

    def close_army(self) -> None:
        if self.maybe_save():
            self.set_document(None)

    # What the start, sharing and the disk banner ask of the window (see `files`).
    def maybe_save(self) -> bool:
        return self.files.maybe_save()

    def open_path(self, path: str) -> bool:
        return self.files.open_path(path)

    def show_file(self, path: str) -> bool:
        return self.files.show_file(path)

    def save(self) -> bool:
        return self.files.save()

    # --- drag and drop, closing ----------------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        self.files.drag_enter(event)

    def dropEvent(self, event: QDropEvent) -> None:
        self.files.drop(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        geometry.save_settings(self, self.splitter, self.editor)
        if self.doc is not None:
            self.doc.discard_autosave()
        if self in WINDOWS:
            WINDOWS.remove(self)
        event.accept()
