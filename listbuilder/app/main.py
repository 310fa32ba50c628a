"""Start the editor: `listbuilder gui [FILE] [--screenshot OUT.png]`."""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTimer, QTranslator
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from listbuilder import __version__
from listbuilder.app import recovery
from listbuilder.app.config import set_identity
from listbuilder.app.crash import make_excepthook
from listbuilder.app.document import document_from_text, open_document
from listbuilder.app.main_window import MainWindow, open_documents
from listbuilder.app.theme import setup_look
from listbuilder.bundled import icon_path
from listbuilder.storage.catalog import Catalog, bundled_catalog, bundled_lists_dir
from listbuilder.storage.yaml_source import parse_bytes

SCREENSHOT_SIZE = (1280, 800)


def _tr(text: str) -> str:
    return QCoreApplication.translate("Startup", text)


def application() -> QApplication:
    set_identity()
    app = QApplication.instance() or QApplication(sys.argv[:1])
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("listbuilder")  # matches packaging/listbuilder.desktop
    app.setWindowIcon(QIcon(str(icon_path())))
    _install_translations(app)
    setup_look(app)
    return app


def _install_translations(app: QApplication) -> None:
    """Qt's own strings (standard buttons, file dialogs) in the user's language."""
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(QLocale(), "qtbase", "_", folder):
        app.installTranslator(translator)


def offer_recovery(window: MainWindow, catalog: Catalog) -> list[MainWindow]:
    """Ask about each autosaved army; recovered ones open modified, in their own window."""
    opened = []
    for found in recovery.pending():
        where = found.original_path or _tr("an untitled army")
        answer = QMessageBox.question(window, _tr("Recover unsaved work"), _tr(
            "listbuilder closed with unsaved changes to {where}. Recover them?").format(
            where=where))
        if answer != QMessageBox.StandardButton.Yes:
            recovery.discard(found.autosave_id)
            continue
        target = window if window.doc is None else MainWindow(catalog)
        if recover_into(target, found, catalog):
            target.show()
            opened.append(target)
    return opened


def recover_into(window: MainWindow, found: recovery.Recovered, catalog: Catalog) -> bool:
    saved, _ = document_from_text(found.text, found.original_path or "recovered.army.yaml",
                                  catalog, found.original_path)
    if saved is None:
        return False
    original = None
    if found.original_path and Path(found.original_path).is_file():
        original, _ = open_document(found.original_path, catalog)
    doc = original or saved
    window.set_document(doc)
    doc.replace_model(_tr("Recover unsaved work"), saved.model)
    doc.autosave_now()  # the recovered work is safe again before the old copy goes
    recovery.discard(found.autosave_id)
    return True


def start_window(file: str | None) -> MainWindow:
    """A shown window, with `file` open, painted as early as possible.

    Only the army's own list is loaded before the first paint; the full catalog (every list,
    every system's models) follows right after, from the event loop.
    """
    quick = _catalog_for(file) if file else None
    window = MainWindow(quick or bundled_catalog())
    if file:
        window.open_path(file)
    window.show()
    if quick is not None:
        QTimer.singleShot(0, lambda: window.set_catalog(bundled_catalog()))
    return window


def _catalog_for(file: str) -> Catalog | None:
    """The catalog of the one list an army file names, or None to load everything."""
    try:
        data = parse_bytes(Path(file).read_bytes(), file).data
    except OSError:
        return None
    list_id = data.get("list") if isinstance(data, dict) else None
    if not isinstance(list_id, str):
        return None
    quick = Catalog.of_lists([list_id], [bundled_lists_dir()])
    return quick if quick.entries else None


def run_app(file: str | None = None, screenshot: str | None = None) -> int:
    app = application()
    sys.excepthook = make_excepthook(open_documents)
    if screenshot:
        return save_screenshot(MainWindow(bundled_catalog()), screenshot, file)
    window = start_window(file)
    QTimer.singleShot(0, lambda: offer_recovery(window, window.catalog))
    return app.exec()


def save_screenshot(window: MainWindow, out: str, file: str | None = None) -> int:
    """Render the window at a fixed size, no dialogs: problems go to stderr."""
    if file:
        doc, problems = open_document(file, window.catalog)
        for problem in problems:
            print(problem.render(file), file=sys.stderr)
        if doc is None:
            return 1
        window.set_document(doc)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    QApplication.processEvents()
    ok = window.grab().save(out, "PNG")
    window.close()
    return 0 if ok else 1
