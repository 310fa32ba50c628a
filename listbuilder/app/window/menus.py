"""The window's menus and their actions: File, Edit, Army, Help, with what each enables when
(no army open, the lists still loading) and the texts that follow the undo stack."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from listbuilder.app.files import config
from listbuilder.app.look.qt_i18n import language_menu
from listbuilder.app.tables.findings_panel import FindingsPanel
from listbuilder.app.window import dialog_actions, share_actions
from listbuilder.app.window.army_files import ArmyFiles


class Window(dialog_actions.Window, share_actions.Window, Protocol):
    """What the menus ask of the editor's window (app/window/main_window.py)."""

    findings: FindingsPanel
    files: ArmyFiles

    def menuBar(self) -> QMenuBar: ...

    def close(self) -> bool: ...

    def duplicate(self) -> object: ...

    def close_army(self) -> None: ...


class WindowMenus:
    def __init__(self, window: Window) -> None:
        self.window = window
        self._build()

    def _action(self, text: str, slot: Callable[[], object], shortcut=None,
                tip: str = "") -> QAction:
        act = QAction(text, self.window.window())
        if isinstance(shortcut, QKeySequence.StandardKey):
            act.setShortcuts(shortcut)  # every key the desktop binds (Close: Ctrl+F4, Ctrl+W)
        elif shortcut is not None:
            act.setShortcut(QKeySequence(shortcut))
        if tip:
            act.setStatusTip(tip)
            act.setToolTip(tip)
        act.triggered.connect(slot)
        return act

    def _build(self) -> None:
        self._build_file_menu()
        self._build_edit_menu()
        window = self.window
        tr = window.tr
        self.army_menu = self._menu(window.menuBar(), tr("&Army"))
        self.update_list_action = self._action(tr("Update to the changed &list"),
                                               lambda: window.doc and
                                               window.doc.accept_list_change())
        self.roster_facts_action = self._action(
            tr("&Player, event and date…"), lambda: dialog_actions.edit_roster_facts(window),
            None, tr("What the roster's header tells an organiser"))
        self.event_action = self._action(
            tr("&Event…"), lambda: dialog_actions.choose_event(window), None,
            tr("Check the army against an event file's rules, as its organiser will"))
        self.leave_event_action = self._action(
            tr("Lea&ve the event"), lambda: dialog_actions.leave_event(window), None,
            tr("Check the army against its own rules only"))
        self.fill_army_menu()  # again whenever the editor's actions change (the window's)
        help_menu = window.menuBar().addMenu(tr("&Help"))
        self.guide_action = self._action(tr("&Guide"), lambda: dialog_actions.show_guide(window),
                                         QKeySequence.StandardKey.HelpContents,
                                         tr("How to build, check, print and share an army"))
        self.explain_action = self._action(tr("&What does this finding mean?"),
                                           window.findings.explain_current, "Shift+F1")
        for act in (self.guide_action, self.explain_action, None):
            help_menu.addSeparator() if act is None else help_menu.addAction(act)
        help_menu.addAction(self._action(tr("&About listbuilder"),
                                         lambda: dialog_actions.about(window)))

    def _build_file_menu(self) -> None:
        window, files = self.window, self.window.files
        tr = window.tr
        keys = QKeySequence.StandardKey
        file_menu = window.menuBar().addMenu(tr("&File"))
        self.new_action = self._action(tr("&New army from list"), window.browser.request,
                                       keys.New, tr("Start an army from the selected list"))
        self.open_action = self._action(tr("&Open…"), files.open_dialog, keys.Open,
                                        tr("Open an army file"))
        self.recent_menu = self._menu(file_menu, tr("Open &recent"))
        self.recent_menu.aboutToShow.connect(self.fill_recent)
        self.save_action = self._action(tr("&Save"), files.save, keys.Save)
        self.save_as_action = self._action(tr("Save &as…"), files.save_as, keys.SaveAs)
        self.copy_action = self._action(tr("Save a cop&y…"), files.save_copy, None,
                                        tr("Write the army to another file and keep "
                                           "editing this one"))
        self.duplicate_action = self._action(tr("&Duplicate in new window"),
                                             window.duplicate, "Ctrl+D",
                                             tr("Open a copy of this army to vary it"))
        self.export_action = self._action(tr("&Export PDF…"),
                                          lambda: dialog_actions.export(window), "Ctrl+E",
                                          tr("Print cards, roster or bases"))
        self.paste_code_action = self._action(tr("&Paste share code…"),
                                              lambda: share_actions.paste_code(window),
                                              None, tr("Rebuild an army from a code"))
        self.import_list_action = self._action(
            tr("&Import published list…"), lambda: dialog_actions.import_list(window), None,
            tr("Paste a published list page; save its armies as lists"))
        self.close_action = self._action(tr("&Close army"), window.close_army, keys.Close)
        quit_action = self._action(tr("&Quit"), window.close, keys.Quit)
        file_menu.insertAction(self.recent_menu.menuAction(), self.new_action)
        file_menu.insertAction(self.recent_menu.menuAction(), self.open_action)
        for act in (None, self.save_action, self.save_as_action, self.copy_action,
                    self.duplicate_action, None, self.export_action, self.paste_code_action,
                    self.import_list_action, None, self.close_action,
                    quit_action):
            file_menu.addSeparator() if act is None else file_menu.addAction(act)

    def _build_edit_menu(self) -> None:
        window = self.window
        tr = window.tr
        keys = QKeySequence.StandardKey
        edit_menu = window.menuBar().addMenu(tr("&Edit"))
        self.undo_action = self._action(tr("&Undo"), self._undo, keys.Undo)
        self.redo_action = self._action(tr("&Redo"), self._redo, "Ctrl+Shift+Z")
        self.redo_action.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        edit_menu.addAction(self.undo_action)
        edit_menu.addAction(self.redo_action)
        edit_menu.addSeparator()
        edit_menu.addAction(self._action(tr("&Find list"), window.browser.focus_search,
                                         keys.Find))
        edit_menu.addSeparator()
        self.copy_text_action = self._action(tr("Copy army as &text"),
                                             lambda: share_actions.copy_as_text(window),
                                             "Ctrl+Shift+C",
                                             tr("Markdown to paste in a forum or chat"))
        self.copy_code_action = self._action(tr("Copy &share code"),
                                             lambda: share_actions.copy_code(window))
        edit_menu.addAction(self.copy_text_action)
        edit_menu.addAction(self.copy_code_action)
        self.preferences_action = self._action(
            tr("&Preferences…"), lambda: dialog_actions.edit_preferences(window),
            keys.Preferences, tr("Folders of your own army lists"))
        edit_menu.addAction(self.preferences_action)
        # Edit ▸ Language: saved in the settings, used from the next start (the menu says so).
        self.language_menu = language_menu(window.window(), config.settings())
        edit_menu.addMenu(self.language_menu)

    def _menu(self, parent: QMenu | QMenuBar, title: str) -> QMenu:
        """A menu the window keeps and fills again later. Made here, not by `addMenu(title)`:
        PySide let go of that one's Python handle when some of a closed army's widgets were
        deleted, and the next refill raised 'already deleted'."""
        menu = QMenu(title, self.window.window())
        parent.addMenu(menu)
        return menu

    def _undo(self) -> None:
        if self.window.doc is not None:
            self.window.doc.undo_stack.undo()

    def _redo(self) -> None:
        if self.window.doc is not None:
            self.window.doc.undo_stack.redo()

    def fill_army_menu(self) -> None:
        self.army_menu.clear()
        for act in self.window.editor.unit_actions.all:
            self.army_menu.addAction(act)
        self.army_menu.addSeparator()
        self.army_menu.addAction(self.roster_facts_action)
        self.army_menu.addAction(self.event_action)
        self.army_menu.addAction(self.leave_event_action)
        self.army_menu.addAction(self.update_list_action)

    def fill_recent(self) -> None:
        self.recent_menu.clear()
        files = config.recent_files()
        for number, path in enumerate(files, start=1):
            # Numbered, as desktop programs do: Alt+F, R, 1 opens the last one.
            name = Path(path).name.replace("&", "&&")
            act = self.recent_menu.addAction(f"&{number} {name}" if number < 10 else name)
            act.setToolTip(path)
            act.setStatusTip(path)
            act.triggered.connect(lambda _=False, p=path: self.window.files.open_path(p))
        if not files:
            self.recent_menu.addAction(self.window.tr("(&none yet)")).setEnabled(False)

    # --- what can be used when -----------------------------------------------------------
    def show_ready(self, ready: bool) -> None:
        """While the lists load, nothing that opens or starts an army can be used."""
        for act in (self.new_action, self.open_action, self.recent_menu.menuAction(),
                    self.paste_code_action, self.preferences_action):
            act.setEnabled(ready)

    def show_army(self, has_doc: bool) -> None:
        for act in (self.save_action, self.save_as_action, self.copy_action,
                    self.duplicate_action, self.close_action, self.export_action,
                    self.copy_text_action, self.copy_code_action, self.roster_facts_action,
                    self.event_action):
            act.setEnabled(has_doc)

    def refresh(self) -> None:
        doc = self.window.doc
        self.update_list_action.setEnabled(bool(doc and doc.list_changed))
        self.leave_event_action.setEnabled(bool(doc and doc.entered_event))
        self.refresh_undo()

    def refresh_undo(self) -> None:
        doc = self.window.doc
        stack = doc.undo_stack if doc else None
        tr = self.window.tr
        # One template per item, so each language orders the verb and the edit's name.
        for act, can, text, label, named in (
            (self.undo_action, stack and stack.canUndo(), stack and stack.undoText(),
             tr("&Undo"),
             # TRANSLATORS: {action} is the last edit's name, as "Change {what}" reads.
             tr("&Undo {action}")),
            (self.redo_action, stack and stack.canRedo(), stack and stack.redoText(),
             tr("&Redo"),
             # TRANSLATORS: {action} is the undone edit's name, as "Change {what}" reads.
             tr("&Redo {action}")),
        ):
            act.setEnabled(bool(can))
            # An '&' in a unit's name is a literal one, not a second accelerator.
            act.setText(named.format(action=text.replace("&", "&&")) if can and text else label)
