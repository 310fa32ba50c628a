"""The menus' other dialogs: export, import a published list, preferences, the roster's facts,
the guide and About."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QMessageBox, QStatusBar, QWidget

from listbuilder.app.dialogs import preferences
from listbuilder.app.editing.army_editor import ArmyEditor
from listbuilder.app.files import list_folders
from listbuilder.app.help import guide_dialog
from listbuilder.app.help.about import about_text
from listbuilder.app.tables.list_browser import ListBrowser

if TYPE_CHECKING:  # once an army or a list is open
    from listbuilder.app.army.document import ArmyDocument
    from listbuilder.storage.list_catalog import Catalog


#: An event file's problems a message box lists before "…": the first few say what it is.
EVENT_PROBLEMS_SHOWN = 8
STATUS_MS = 8000


class Window(Protocol):
    """What the dialogs ask of the editor's window (app/window/main_window.py)."""

    doc: ArmyDocument | None
    editor: ArmyEditor
    browser: ListBrowser
    list_watcher: list_folders.ListWatcher

    def window(self) -> QWidget: ...  # itself: the dialogs' parent

    def statusBar(self) -> QStatusBar: ...

    def tr(self, source: str, /) -> str: ...

    def reload_lists(self) -> Catalog: ...


def export(window: Window) -> None:
    if window.doc is None:
        return
    # reportlab and pydantic: after the first frame, and reportlab not at start either (50 ms
    # of a 420 ms start to the army shown, bench/bench_gui.py)
    from listbuilder.app.dialogs.export_dialog import run_export_dialog

    window.editor.commit_pending()
    run_export_dialog(window.window(), window.doc)


def import_list(window: Window) -> None:
    # pydantic and PyYAML: after the first frame
    from listbuilder.app.dialogs.import_dialog import run_import_dialog

    run_import_dialog(window)


def edit_preferences(window: Window) -> None:
    folders = preferences.ask_list_folders(list_folders.list_folders(), window.window())
    if folders is None:
        return
    list_folders.set_list_folders(folders)
    window.list_watcher.watch(folders)
    window.reload_lists()


def edit_roster_facts(window: Window) -> None:
    # pydantic and PyYAML: after the first frame
    from listbuilder.app.dialogs.roster_facts import edit_roster_facts

    if window.doc is not None:
        window.editor.commit_pending()
        edit_roster_facts(window.window(), window.doc)


def show_guide(window: Window) -> None:
    guide_dialog.show_guide(window.window())


def about(window: Window) -> None:
    QMessageBox.about(window.window(), window.tr("About listbuilder"), about_text())


def choose_event(window: Window) -> None:
    """Army ▸ Event…: the army checked against an event file's rules too, as its organiser's
    `event check` will check it; the roster then carries the event's name and date (an edit
    of the army, undone as one)."""
    from PySide6.QtWidgets import QFileDialog, QMessageBox

    from listbuilder.storage.event_file import load_event

    doc = window.doc
    if doc is None:
        return
    window.editor.commit_pending()
    start = doc.entered_source or (str(Path(doc.path).parent) if doc.path else "")
    path, _chosen = QFileDialog.getOpenFileName(
        window.window(), window.tr("Open an event file"), start,
        window.tr("Event files (*.yaml *.yml);;All files (*)"))
    if not path:
        return
    loaded = load_event(path)
    event = loaded.event
    if event is None:
        problems = "\n".join(d.render(Path(path).name, for_people=True)
                             for d in loaded.diagnostics[:EVENT_PROBLEMS_SHOWN])
        QMessageBox.warning(window.window(), window.tr("Not an event file"), window.tr(
            "{file} cannot be used as an event:\n\n{problems}").format(
                file=Path(path).name, problems=problems))
        return
    doc.set_event(event, path)
    facts = {"event": event.name, **({"date": event.date} if event.date else {})}
    doc.set_roster_facts(facts)  # nothing to undo when the army says so already
    window.statusBar().showMessage(window.tr(
        "Checked against {event} too: its findings are among the others.").format(
            event=event.name), STATUS_MS)


def leave_event(window: Window) -> None:
    """Army ▸ Leave the event: the event's findings go; the army keeps its event's name."""
    doc = window.doc
    if doc is not None and doc.entered_event is not None:
        name = doc.entered_event.name
        doc.set_event(None)
        window.statusBar().showMessage(window.tr("No longer checked against {event}.").format(
            event=name), STATUS_MS)
