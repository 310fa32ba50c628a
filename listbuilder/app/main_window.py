"""The main window: list browser, army editor and findings side by side, with menus.

One window edits one army; "Duplicate in new window" opens another. File handling (open,
save, recent files, drag-and-drop, the unsaved-changes guard) lives here because it is about
windows and dialogs; the army itself is the `ArmyDocument`'s.

A window made without a catalog is a start's first frame: it says what it is opening, and
nothing that opens or edits an army works until `set_catalog` (issue 11: the window is
painted before pydantic, PyYAML or any rule system is imported; see app/main.py).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QByteArray, QRect, QSize, Qt, QTimer
from PySide6.QtGui import (
    QAction,
    QCloseEvent,
    QDragEnterEvent,
    QDropEvent,
    QGuiApplication,
    QKeySequence,
    QPaintEvent,
)
from PySide6.QtWidgets import (
    QLabel,
    QMainWindow,
    QMenu,
    QMenuBar,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from listbuilder import __version__
from listbuilder.app import config, list_folders
from listbuilder.app.army_editor import ArmyEditor
from listbuilder.app.army_file_watch import ArmyFileWatch
from listbuilder.app.disk_banner import DiskBanner
from listbuilder.app.findings_panel import FindingsPanel
from listbuilder.app.focus_ring import ring_views
from listbuilder.app.list_browser import ListBrowser
from listbuilder.app.panes import Panes
from listbuilder.app.qt_i18n import language_menu
from listbuilder.app.status import SeverityCounts
from listbuilder.i18n import N_

if TYPE_CHECKING:  # the document and the catalog are imported once an army or a list loads
    from listbuilder.app.document import ArmyDocument
    from listbuilder.storage.catalog import Catalog
    from listbuilder.storage.disk_state import ChangedOnDisk

ARMY_FILTER = N_("Army files (*.army.yaml *.yaml *.yml);;All files (*)")  # translated when shown
#: A window that is not painted (minimized, on another desktop) goes on after this long.
PAINT_WAIT_MS = 500
DEFAULT_SIZE = (1280, 800)  # the first start's size, where the screen has room for it
#: Room left for the window's title bar and frame, which the desktop adds around it.
FRAME_ROOM = QSize(16, 48)
WINDOWS: list[MainWindow] = []  # open windows, kept alive and visible to the crash hook


def available_area(window: QWidget) -> QRect | None:
    """The part of the window's screen (or the main one) that windows may use."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def open_documents() -> list[ArmyDocument]:
    return [w.doc for w in WINDOWS if w.doc is not None]


def _slug(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "-", name.lower()).strip("-") or "army"


class MainWindow(QMainWindow):
    def __init__(self, catalog: Catalog | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        #: None while the lists load (a start's first frame): see the module's docstring.
        self.catalog = catalog
        self.doc: ArmyDocument | None = None
        self._after_paint: list[Callable[[], object]] = []
        self.setAcceptDrops(True)
        self.browser = ListBrowser(catalog)
        self.browser.new_army_requested.connect(self.new_army)
        self.editor = ArmyEditor()
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
        self._build_disk_watch()
        # The banner below the army, in its column only: showing or hiding it moves nothing
        # above it, nor the lists and findings beside it (it pushed the whole window down).
        army_column = QWidget()
        column = QVBoxLayout(army_column)
        column.setContentsMargins(0, 0, 0, 0)
        column.addWidget(self.center, 1)
        column.addWidget(self.disk_banner)
        self.splitter = Panes(self.browser, army_column, self.findings)
        self.splitter.setContentsMargins(6, 6, 6, 0)
        self.splitter.hold_focus_chain(catalog is None)  # until the lists are there
        self.chain_after_army = False
        self.setCentralWidget(self.splitter)
        self._chain_banner()
        self.counts = SeverityCounts()
        self.statusBar().addPermanentWidget(self.counts)
        self._build_menus()
        ring_views(self)  # a focus outline on the list, units and findings tables
        self.resize(*DEFAULT_SIZE)
        self._restore_settings()  # the last size and place, when there is one
        area = available_area(self)
        if area is not None:
            self.fit_within(area)
        self.list_watcher = list_folders.ListWatcher(self)
        self.list_watcher.watch(list_folders.list_folders())
        self.list_watcher.changed.connect(self.reload_lists)
        self.set_document(None)
        self._show_ready(catalog is not None)
        WINDOWS.append(self)

    def fit_within(self, area: QRect) -> None:
        """Size and place the window inside `area` (the screen's available part): the
        first start's 1280×800 or the size remembered from a bigger screen put 'New army
        from list', the findings and the status bar off a 1024×600 screen."""
        if self.isMaximized() or self.isFullScreen():
            return  # the desktop fits those to the screen itself
        room = area.size() - FRAME_ROOM
        size = self.size().boundedTo(room).expandedTo(self.minimumSize())
        if size != self.size():
            self.resize(size)
        frame = self.frameGeometry()
        left = min(max(frame.left(), area.left()), area.right() - frame.width() + 1)
        top = min(max(frame.top(), area.top()), area.bottom() - size.height() - FRAME_ROOM.height()
                  + 1)
        if (left, top) != (frame.left(), frame.top()):
            self.move(max(left, area.left()), max(top, area.top()))

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

    def _show_ready(self, ready: bool) -> None:
        """While the lists load, nothing that opens or starts an army can be used."""
        for act in (self.new_action, self.open_action, self.recent_menu.menuAction(),
                    self.paste_code_action, self.preferences_action):
            act.setEnabled(ready)
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

    def _build_disk_watch(self) -> None:
        """The open army's file is watched; the banner says when someone else changed it."""
        self.disk_banner = DiskBanner()
        self.disk_banner.reload.connect(self.reload_from_disk)
        self.disk_banner.save.connect(self.save)
        self.disk_banner.keep.connect(self.disk_banner.hide)
        self.file_watch = ArmyFileWatch(self)
        self.file_watch.changed.connect(self._changed_on_disk)
        self.file_watch.deleted.connect(self._deleted_on_disk)
        self.file_watch.same.connect(self.disk_banner.hide)

    def _chain_banner(self) -> None:
        """Tab reaches the banner's buttons before the army, as they are placed (made last,
        Qt would put them after everything else)."""
        banner = self.disk_banner
        self.splitter.before_army = [banner.reload_button, banner.save_button,
                                     banner.keep_button]
        self.splitter.chain_focus()

    # --- menus ---------------------------------------------------------------------------
    def _action(self, text: str, slot, shortcut=None, tip: str = "") -> QAction:
        act = QAction(text, self)
        if isinstance(shortcut, QKeySequence.StandardKey):
            act.setShortcuts(shortcut)  # every key the desktop binds (Close: Ctrl+F4, Ctrl+W)
        elif shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        act.triggered.connect(slot)
        return act

    def _build_menus(self) -> None:
        keys = QKeySequence.StandardKey
        file_menu = self.menuBar().addMenu(self.tr("&File"))
        self.new_action = self._action(self.tr("&New army from list"), self.browser._request,
                                       keys.New, self.tr("Start an army from the selected list"))
        self.open_action = self._action(self.tr("&Open…"), self.open_dialog, keys.Open,
                                        self.tr("Open an army file"))
        self.recent_menu = self._menu(file_menu, self.tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.save_action = self._action(self.tr("&Save"), self.save, keys.Save)
        self.save_as_action = self._action(self.tr("Save &as…"), self.save_as, keys.SaveAs)
        self.copy_action = self._action(self.tr("Save a cop&y…"), self.save_copy, None,
                                        self.tr("Write the army to another file and keep "
                                                "editing this one"))
        self.duplicate_action = self._action(self.tr("&Duplicate in new window"),
                                             self.duplicate, "Ctrl+D",
                                             self.tr("Open a copy of this army to vary it"))
        self.export_action = self._action(self.tr("&Export PDF…"), self.export, "Ctrl+E",
                                          self.tr("Print cards, roster or bases"))
        self.paste_code_action = self._action(self.tr("&Paste share code…"), self.paste_code,
                                              None, self.tr("Rebuild an army from a code"))
        self.import_list_action = self._action(
            self.tr("&Import published list…"), self.import_list, None,
            self.tr("Paste a published list page; save its armies as lists"))
        self.close_action = self._action(self.tr("&Close army"), self.close_army, keys.Close)
        quit_action = self._action(self.tr("&Quit"), self.close, keys.Quit)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        for act in (None, self.save_action, self.save_as_action, self.copy_action,
                    self.duplicate_action, None, self.export_action, self.paste_code_action,
                    self.import_list_action, None, self.close_action,
                    quit_action):
            file_menu.addSeparator() if act is None else file_menu.addAction(act)

        edit_menu = self.menuBar().addMenu(self.tr("&Edit"))
        self.undo_action = self._action(self.tr("&Undo"), self._undo, keys.Undo)
        self.redo_action = self._action(self.tr("&Redo"), self._redo, "Ctrl+Shift+Z")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self._action(self.tr("&Find list"), self.browser.focus_search,
                                         keys.Find))
        edit_menu.addSeparator()
        self.copy_text_action = self._action(self.tr("Copy army as &text"), self.copy_as_text,
                                             "Ctrl+Shift+C",
                                             self.tr("Markdown to paste in a forum or chat"))
        self.copy_code_action = self._action(self.tr("Copy &share code"), self.copy_code)
        edit_menu.addAction(self.copy_text_action)
        edit_menu.addAction(self.copy_code_action)
        self.preferences_action = self._action(
            self.tr("&Preferences…"), self.edit_preferences, keys.Preferences,
            self.tr("Folders of your own army lists"))
        edit_menu.addAction(self.preferences_action)
        # Edit ▸ Language: saved in the settings, used from the next start (the menu says so).
        self.language_menu = language_menu(self, config.settings())
        edit_menu.addMenu(self.language_menu)

        self.army_menu = self._menu(self.menuBar(), self.tr("&Army"))
        self.update_list_action = self._action(self.tr("Update to the changed &list"),
                                               lambda: self.doc and self.doc.accept_list_change())
        self.roster_facts_action = self._action(
            self.tr("&Player, event and date…"), self.edit_roster_facts, None,
            self.tr("What the roster's header tells an organiser"))
        self._fill_army_menu()
        self.editor.actions_changed.connect(self._fill_army_menu)
        help_menu = self.menuBar().addMenu(self.tr("&Help"))
        self.guide_action = self._action(self.tr("&Guide"), self.show_guide,
                                         keys.HelpContents,
                                         self.tr("How to build, check, print and share an army"))
        self.explain_action = self._action(self.tr("&What does this finding mean?"),
                                           self.findings.explain_current, "Shift+F1")
        for act in (self.guide_action, self.explain_action, None):
            help_menu.addSeparator() if act is None else help_menu.addAction(act)
        help_menu.addAction(self._action(self.tr("&About listbuilder"), self._about))

    def _menu(self, parent: QMenu | QMenuBar, title: str) -> QMenu:
        """A menu the window keeps and fills again later. Made here, not by `addMenu(title)`:
        PySide let go of that one's Python handle when some of a closed army's widgets were
        deleted, and the next refill raised 'already deleted'."""
        menu = QMenu(title, self)
        parent.addMenu(menu)
        return menu

    def _undo(self) -> None:
        if self.doc is not None:
            self.doc.undo_stack.undo()

    def _redo(self) -> None:
        if self.doc is not None:
            self.doc.undo_stack.redo()

    def _fill_army_menu(self) -> None:
        self.army_menu.clear()
        for act in self.editor.unit_actions:
            self.army_menu.addAction(act)
        self.army_menu.addSeparator()
        self.army_menu.addAction(self.roster_facts_action)
        self.army_menu.addAction(self.update_list_action)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        files = config.recent_files()
        for number, path in enumerate(files, start=1):
            # Numbered, as desktop programs do: Alt+F, R, 1 opens the last one.
            name = Path(path).name.replace("&", "&&")
            act = self.recent_menu.addAction(f"&{number} {name}" if number < 10 else name)
            act.setToolTip(path)
            act.setStatusTip(path)
            act.triggered.connect(lambda _=False, p=path: self.open_path(p))
        if not files:
            self.recent_menu.addAction(self.tr("(&none yet)")).setEnabled(False)

    # --- the document --------------------------------------------------------------------
    def set_document(self, doc: ArmyDocument | None) -> None:
        old = self.doc
        if old is not None:
            old.changed.disconnect(self._refresh)
            old.changed.disconnect(self._refresh_title)
            old.modified_changed.disconnect(self._refresh_title)
            old.path_changed.disconnect(self._refresh_title)
            old.undo_stack.indexChanged.disconnect(self._refresh_undo)
            old.autosave_failed.disconnect(self._autosave_failed)
            old.text_cleaned.disconnect(self._say)
            old.path_changed.disconnect(self._follow_file)
            old.discard_autosave()
            old.deleteLater()
        self.doc = doc
        self.findings.forget_fix_room()
        self.editor.set_document(doc)
        if doc is not None:
            doc.setParent(self)
            doc.changed.connect(self._refresh)
            doc.changed.connect(self._refresh_title)  # the army's name is in it
            doc.modified_changed.connect(self._refresh_title)
            doc.path_changed.connect(self._refresh_title)
            doc.undo_stack.indexChanged.connect(self._refresh_undo)
            doc.autosave_failed.connect(self._autosave_failed)
            doc.text_cleaned.connect(self._say)
            doc.path_changed.connect(self._follow_file)
            self.browser.select_list(doc.army_list.id)
            if self.catalog is not None:
                self._follow_list(doc, self.catalog)
        self._follow_file()
        self.center.setCurrentWidget(self.editor if doc else self.empty)
        self.splitter.show_army(doc is not None)
        has_doc = doc is not None
        for act in (self.save_action, self.save_as_action, self.copy_action,
                    self.duplicate_action, self.close_action, self.export_action,
                    self.copy_text_action, self.copy_code_action, self.roster_facts_action):
            act.setEnabled(has_doc)
        self._refresh()
        self._refresh_title()
        self._settle_focus()

    def _settle_focus(self) -> None:
        """After an army opens or closes, the focus is on something shown: the units table,
        or with no army the lists, where Enter starts one (else it was nowhere at all)."""
        focus = self.focusWidget()
        if focus is None or not focus.isVisibleTo(self) or not focus.isEnabled():
            target = self.editor.table if self.doc is not None else self.browser.table
            target.setFocus(Qt.FocusReason.OtherFocusReason)

    def _refresh(self) -> None:
        doc = self.doc
        self.findings.show_findings(doc.view.findings if doc else (),
                                    doc.fixes if doc else None,
                                    doc.in_player_words if doc else None, doc is not None)
        self.counts.show_findings(doc.view.findings if doc else ())
        self.update_list_action.setEnabled(bool(doc and doc.list_changed))
        self._refresh_undo()

    def _refresh_undo(self) -> None:
        stack = self.doc.undo_stack if self.doc else None
        # One template per item, so each language orders the verb and the edit's name.
        for act, can, text, label, named in (
            (self.undo_action, stack and stack.canUndo(), stack and stack.undoText(),
             self.tr("&Undo"),
             # TRANSLATORS: {action} is the last edit's name, as "Change {what}" reads.
             self.tr("&Undo {action}")),
            (self.redo_action, stack and stack.canRedo(), stack and stack.redoText(),
             self.tr("&Redo"),
             # TRANSLATORS: {action} is the undone edit's name, as "Change {what}" reads.
             self.tr("&Redo {action}")),
        ):
            act.setEnabled(bool(can))
            # An '&' in a unit's name is a literal one, not a second accelerator.
            act.setText(named.format(action=text.replace("&", "&&")) if can and text else label)

    def _refresh_title(self, *_args) -> None:
        doc = self.doc
        name = doc.display_name if doc else self.tr("no army")
        army = f" — {doc.model.name}" if doc and doc.model.name != name else ""
        self.setWindowTitle(f"{name}[*]{army} — listbuilder {__version__}")
        self.setWindowFilePath(doc.path or "" if doc else "")
        self.setWindowModified(bool(doc and doc.modified))

    # --- file actions --------------------------------------------------------------------
    def maybe_save(self) -> bool:
        """True when it is fine to drop the current army (saved, discarded or none)."""
        self.editor.commit_pending()
        doc = self.doc
        if doc is None or not (doc.modified or self.file_watch.gone):
            return True
        from PySide6.QtWidgets import QMessageBox  # see _about

        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        if doc.modified:
            title = self.tr("Unsaved changes")
            text = self.tr("“{name}” has changes that are not saved. Save them?")
        else:  # nothing edited: the file is gone, and the army is only here now
            title = self.tr("File deleted")
            text = self.tr("The file of “{name}” was deleted or moved by another program. "
                           "Save the army to keep it?")
        answer = QMessageBox.warning(self, title, text.format(name=doc.model.name), buttons,
                                     QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return self.save()
        if answer == QMessageBox.StandardButton.Discard:
            doc.discard_autosave()
            return True
        return False

    def set_catalog(self, catalog: Catalog) -> None:
        """Take a newer catalog (the full one after start-up, or lists edited on disk); the
        open army is checked again against its list as the catalog now has it."""
        if self.catalog is None:
            self.empty.setText(self._no_army_text())
            self.findings.show_findings((), has_army=False)  # not "opening" if it fails to open
            self.statusBar().clearMessage()
            self._show_ready(True)
        self.catalog = catalog
        self.browser.set_catalog(catalog)
        if self.doc is not None:
            self._follow_list(self.doc, catalog)

    def reload_lists(self) -> Catalog:
        catalog = list_folders.app_catalog()
        self.set_catalog(catalog)
        return catalog

    def _follow_list(self, doc: ArmyDocument, catalog: Catalog) -> None:
        entry = catalog.entries.get(doc.army_list.id)
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

    def edit_preferences(self) -> None:
        # a dialog: not for the first frame
        from listbuilder.app.preferences import ask_list_folders

        folders = ask_list_folders(list_folders.list_folders(), self)
        if folders is None:
            return
        list_folders.set_list_folders(folders)
        self.list_watcher.watch(folders)
        self.reload_lists()

    def new_army(self, list_id: str) -> None:
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.document import new_document

        entry = self.catalog.entries.get(list_id) if self.catalog else None
        if entry is None or not self.maybe_save():
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

    def open_dialog(self) -> None:
        from PySide6.QtWidgets import QFileDialog  # see _about

        start = str(Path(self.doc.path).parent) if self.doc and self.doc.path else ""
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open army"), start,
                                              self.tr(ARMY_FILTER))
        if path:
            self.open_path(path)

    def open_path(self, path: str) -> bool:
        return self.maybe_save() and self.show_file(path)

    def show_file(self, path: str) -> bool:
        """Open the army in `path` in place of the current one, which the caller has already
        saved or given up (`maybe_save`)."""
        from listbuilder.app.document import open_document

        if self.catalog is None:
            return False  # no file opens while the lists load (its actions are off)
        doc, problems = open_document(path, self.catalog)
        if doc is None:
            from PySide6.QtWidgets import QMessageBox  # see _about

            text = "\n".join(d.render(Path(path).name, for_people=True) for d in problems[:12])
            QMessageBox.critical(self, self.tr("Cannot open the army"), self.tr(
                "{file} cannot be opened for editing:\n\n{problems}").format(
                file=Path(path).name, problems=text))
            return False
        self.set_document(doc)
        config.remember_recent(path)
        self.editor.table.setFocus(Qt.FocusReason.OtherFocusReason)  # to work on its units
        return True

    def save(self) -> bool:
        if self.doc is None:
            return False
        if self.doc.path is None or config.is_template(self.doc.path):
            return self.save_as()
        return self._write(self.doc.path)

    def _ask_save_path(self, title: str) -> str | None:
        from PySide6.QtWidgets import QFileDialog  # see _about

        doc = self.doc
        if doc is None:
            return None
        in_place = doc.path and not config.is_template(doc.path)
        folder = Path(doc.path).parent if in_place and doc.path else Path.home()
        suggested = str(folder / f"{_slug(doc.model.name)}.army.yaml")
        path, _ = QFileDialog.getSaveFileName(self, title, suggested, self.tr(ARMY_FILTER))
        return path or None

    def save_as(self) -> bool:
        path = self._ask_save_path(self.tr("Save army as"))
        return path is not None and self._write(path)

    def save_copy(self) -> bool:
        path = self._ask_save_path(self.tr("Save a copy of the army"))
        if path is None or self.doc is None:
            return False
        self.editor.commit_pending()  # the copy is of what the player sees
        try:
            from listbuilder.storage.atomic import write_atomic  # saving: not for the first frame

            write_atomic(path, self.doc.text_to_save())
        except OSError as exc:
            return self._report_write_error(path, exc)
        config.remember_recent(path)
        return True

    def _write(self, path: str, overwrite: bool = False) -> bool:
        from listbuilder.storage.disk_state import ChangedOnDisk  # saving: not for the first frame

        if self.doc is None:
            return False
        self.editor.commit_pending()
        try:
            self.doc.save(path, overwrite)
        except ChangedOnDisk as change:
            return self._resolve_disk_change(path, change)
        except OSError as exc:
            return self._report_write_error(path, exc)
        config.remember_recent(path)
        self.statusBar().showMessage(self.tr("Saved {file}").format(file=path), 4000)
        return True

    def _resolve_disk_change(self, path: str, change: ChangedOnDisk) -> bool:
        """Someone else saved this file since we read it: never overwrite that silently."""
        from PySide6.QtWidgets import QMessageBox  # see _about

        from listbuilder.app import save_conflict  # a dialog: loaded when needed, not at start

        choice = save_conflict.ask(self, change)
        if choice is save_conflict.Choice.OVERWRITE:
            return self._write(path, overwrite=True)
        if choice is save_conflict.Choice.SAVE_ELSEWHERE:
            return self.save_as()
        if choice is save_conflict.Choice.RELOAD:
            problem = self.reload_from_disk()
            if problem is not None:
                QMessageBox.critical(self, self.tr("Cannot reload"), self.tr(
                    "{file} can no longer be opened as an army; your version stays open.")
                    .format(file=Path(path).name))
        return False

    # --- the open army's file, changed by someone else -----------------------------------
    def _follow_file(self, *_args) -> None:
        self.disk_banner.hide()
        self.file_watch.follow(self.doc)

    def _changed_on_disk(self) -> None:
        """Reloaded at once when nothing is unsaved; else the player chooses (banner)."""
        doc = self.doc
        if doc is None or doc.path is None:
            return
        self.editor.commit_pending()  # typed but not confirmed is unsaved work too
        problem = None if doc.modified else self.reload_from_disk()
        if doc.modified or problem is not None:
            self.disk_banner.show_changed(Path(doc.path).name, problem)
        else:
            self.statusBar().showMessage(self.tr(
                "{file} was changed by another program and has been reloaded").format(
                file=Path(doc.path).name), 8000)

    def _deleted_on_disk(self) -> None:
        if self.doc is not None and self.doc.path is not None:
            self.disk_banner.show_deleted(Path(self.doc.path).name)

    def reload_from_disk(self) -> str | None:
        """The army as its file now holds it; why it cannot be, or None when done.

        The same list: one undoable step in this army. Another list or system: the file
        opens as a new army (the player chose to drop what was shown)."""
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.document import open_document

        doc = self.doc
        if doc is None or doc.path is None or self.catalog is None:
            return None
        self.editor.commit_pending()
        fresh, problems = open_document(doc.path, self.catalog)
        if fresh is None:
            return problems[0].text() if problems else self.tr("it is not an army")
        if fresh.system.id == doc.system.id and fresh.army_list.id == doc.army_list.id:
            doc.take_from_disk(fresh)
            fresh.deleteLater()
        else:
            doc.undo_stack.setClean()  # dropped by the player's choice: not asked again
            self.set_document(fresh)
        self.disk_banner.hide()
        return None

    def _say(self, notice: str) -> None:
        self.statusBar().showMessage(notice, 8000)

    def _autosave_failed(self, reason: str) -> None:
        self.statusBar().showMessage(self.tr(
            "Autosave failed ({reason}): your changes are NOT safe until you save them.")
            .format(reason=reason))

    def _report_write_error(self, path: str, exc: OSError) -> bool:
        from PySide6.QtWidgets import QMessageBox  # see _about

        from listbuilder.storage.write_failure import why_not_written

        QMessageBox.critical(self, self.tr("Cannot save"), self.tr(
            "The army could not be written to {file}: {reason}. Your changes are still "
            "open; try another folder.").format(file=path, reason=why_not_written(exc)))
        return False

    def duplicate(self) -> MainWindow | None:
        # pydantic and PyYAML: after the first frame
        from listbuilder.app.document import ArmyDocument

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

    def export(self) -> None:
        if self.doc is None:
            return
        # reportlab: only when exporting
        from listbuilder.app.export_dialog import run_export_dialog

        self.editor.commit_pending()
        run_export_dialog(self, self.doc)

    def copy_as_text(self) -> None:
        # sharing: not for the first frame
        from listbuilder.app.sharing import army_as_text, copy_text

        if self.doc is not None:
            self.editor.commit_pending()
            copy_text(self, army_as_text(self.doc), self.tr("Army copied as text"))

    def copy_code(self) -> None:
        # sharing: not for the first frame
        from listbuilder.app.sharing import army_share_code, copy_text
        from listbuilder.storage.share import MAX_NOTES

        if self.doc is not None:
            self.editor.commit_pending()
            cut = len(self.doc.model.notes or "") > MAX_NOTES
            copy_text(self, army_share_code(self.doc), self.tr(
                "Share code copied; it keeps the first {n} characters of the notes").format(
                n=MAX_NOTES) if cut else self.tr("Share code copied"))

    def edit_roster_facts(self) -> None:
        from listbuilder.app.roster_facts import edit_roster_facts

        if self.doc is not None:
            self.editor.commit_pending()
            edit_roster_facts(self, self.doc)

    def paste_code(self) -> None:
        from listbuilder.app.sharing import paste_share_code  # sharing: not for the first frame

        paste_share_code(self)  # opening the rebuilt army asks to save this one first

    def import_list(self) -> None:
        from listbuilder.app.import_dialog import run_import_dialog

        run_import_dialog(self)

    def show_guide(self) -> None:
        from listbuilder.app.guide_dialog import show_guide  # a dialog: see _about

        show_guide(self)

    def _about(self) -> None:
        # Dialog classes are imported where a dialog opens: PySide builds a Qt class, with
        # a Python enum for each of its enums, when it is first named, and no dialog is
        # needed for the window's first frame (tests/test_lazy_imports.py).
        from PySide6.QtWidgets import QMessageBox

        from listbuilder.app.about import about_text  # imports platform: not at start

        QMessageBox.about(self, self.tr("About listbuilder"), about_text())

    # --- drag and drop, closing, settings ------------------------------------------------
    def dragEnterEvent(self, event: QDragEnterEvent) -> None:
        if any(u.isLocalFile() for u in event.mimeData().urls()):
            event.acceptProposedAction()

    def dropEvent(self, event: QDropEvent) -> None:
        files = [u.toLocalFile() for u in event.mimeData().urls() if u.isLocalFile()]
        if files:
            event.acceptProposedAction()
            self.open_path(files[0])

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.maybe_save():
            event.ignore()
            return
        self._save_settings()
        if self.doc is not None:
            self.doc.discard_autosave()
        if self in WINDOWS:
            WINDOWS.remove(self)
        event.accept()

    def _save_settings(self) -> None:
        s = config.settings()
        s.setValue("window/geometry", self.saveGeometry())
        self.splitter.remember()
        for key, state in self.splitter.states.items():
            s.setValue(f"window/panes_{key}", state)
        s.setValue("window/editor_body", self.editor.body.saveState())
        s.setValue("window/editor_parts", self.editor.parts.saveState())

    def _restore_settings(self) -> None:
        s = config.settings()
        for key in ("wide", "narrow", "side"):
            value = s.value(f"window/panes_{key}")
            if isinstance(value, QByteArray | bytes):
                self.splitter.states[key] = QByteArray(value)
        for key, restore in (("window/geometry", self.restoreGeometry),
                             ("window/editor_body", self.editor.body.restoreState),
                             ("window/editor_parts", self.editor.parts.restoreState)):
            value = s.value(key)
            if isinstance(value, QByteArray | bytes):
                restore(value)
