"""The menus' other dialogs: export, import a published list, preferences, the roster's facts,
the guide and About."""

from __future__ import annotations

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
    from listbuilder.storage.catalog import Catalog


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
