"""Crash safety: an unexpected error shows its details and never loses the open armies.

The hook first autosaves every open document (offered back on the next start), then shows a
dialog with the traceback; the app keeps running. When an autosave fails (a full disk, a
folder that vanished) the dialog says so, instead of promising a copy that does not exist.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterable
from types import TracebackType
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

if TYPE_CHECKING:  # annotations only: the first frame shows before the army loads
    from listbuilder.app.army.document import ArmyDocument

# (army name, why its autosave failed) for each army that is NOT safe.
Unsaved = list[tuple[str, str]]


def _tr(text: str) -> str:
    return QCoreApplication.translate("CrashDialog", text)


def crash_message(unsaved: Unsaved) -> str:
    if not unsaved:
        return _tr("Something went wrong inside listbuilder. Your open armies were saved "
                   "aside and will be offered back if the program closes.\n\n"
                   "Please report this with the details below.")
    lines = "\n".join(f"• {name}: {why}" for name, why in unsaved)
    return _tr("Something went wrong inside listbuilder, and these armies could NOT be "
               "saved aside:\n{lines}\n\nSave them now with File › Save as (another disk "
               "if this one is full) before closing the program.\n\n"
               "Please report this with the details below.").format(lines=lines)


def show_crash_dialog(details: str, unsaved: Unsaved) -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, _tr("Unexpected error"),
                      crash_message(unsaved))
    box.setDetailedText(details)
    box.exec()


def make_excepthook(documents: Callable[[], Iterable[ArmyDocument]],
                    show: Callable[[str, Unsaved], None] = show_crash_dialog):
    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
             ) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        sys.stderr.write(details)
        unsaved: Unsaved = []
        for doc in list(documents()):
            try:
                doc.autosave_now()
            except Exception as save_error:  # keep saving the others
                reason = getattr(save_error, "strerror", None) or str(save_error)
                unsaved.append((doc.model.name, reason))
                sys.stderr.write(f"autosave of {doc.model.name} failed: {reason}\n")
        show(details, unsaved)

    return hook
