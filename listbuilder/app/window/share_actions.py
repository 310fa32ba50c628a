"""Sharing from the window's menus: the army copied as text or as a share code, and an army
rebuilt from a pasted code. The texts and codes are app/dialogs/sharing.py's (the command
line's); it is imported when one of these is used, not for the first frame."""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from PySide6.QtWidgets import QStatusBar, QWidget

from listbuilder.app.editing.army_editor import ArmyEditor
from listbuilder.storage.share import MAX_NOTES

if TYPE_CHECKING:  # once an army is open
    from listbuilder.app.army.document import ArmyDocument


class Window(Protocol):
    """What sharing asks of the editor's window (app/window/main_window.py)."""

    doc: ArmyDocument | None
    editor: ArmyEditor

    def window(self) -> QWidget: ...  # itself: the dialogs' parent

    def statusBar(self) -> QStatusBar: ...

    def tr(self, source: str, /) -> str: ...

    def maybe_save(self) -> bool: ...

    def show_file(self, path: str) -> bool: ...


def copy_as_text(window: Window) -> None:
    from listbuilder.app.dialogs.sharing import army_as_text, copy_text

    if window.doc is not None:
        window.editor.commit_pending()
        copy_text(window, army_as_text(window.doc), window.tr("Army copied as text"))


def copy_code(window: Window) -> None:
    from listbuilder.app.dialogs.sharing import army_share_code, copy_text

    if window.doc is not None:
        window.editor.commit_pending()
        cut = len(window.doc.model.notes or "") > MAX_NOTES
        copy_text(window, army_share_code(window.doc), window.tr(
            "Share code copied; it keeps the first {n} characters of the notes").format(
            n=MAX_NOTES) if cut else window.tr("Share code copied"))


def paste_code(window: Window) -> None:
    from listbuilder.app.dialogs.sharing import paste_share_code

    paste_share_code(window)  # opening the rebuilt army asks to save this one first
