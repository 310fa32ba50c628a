"""Crash safety: an unexpected error shows its details and never loses the open armies.

The hook first autosaves every open document (offered back on the next start), then shows a
dialog with the traceback; the app keeps running.
"""

from __future__ import annotations

import sys
import traceback
from collections.abc import Callable, Iterable
from types import TracebackType

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox

from listbuilder.app.document import ArmyDocument


def _tr(text: str) -> str:
    return QCoreApplication.translate("CrashDialog", text)


def show_crash_dialog(details: str) -> None:
    box = QMessageBox(QMessageBox.Icon.Critical, _tr("Unexpected error"),
                      _tr("Something went wrong inside listbuilder. Your open armies were "
                          "saved aside and will be offered back if the program closes.\n\n"
                          "Please report this with the details below."))
    box.setDetailedText(details)
    box.exec()


def make_excepthook(documents: Callable[[], Iterable[ArmyDocument]],
                    show: Callable[[str], None] = show_crash_dialog):
    def hook(exc_type: type[BaseException], exc: BaseException, tb: TracebackType | None
             ) -> None:
        details = "".join(traceback.format_exception(exc_type, exc, tb))
        sys.stderr.write(details)
        for doc in list(documents()):
            try:
                doc.autosave_now()
            except Exception as save_error:  # noqa: BLE001 - keep saving the others
                sys.stderr.write(f"autosave failed: {save_error}\n")
        show(details)

    return hook
