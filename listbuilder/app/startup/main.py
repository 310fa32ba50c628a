"""Start the editor: `listbuilder gui [FILE] [--screenshot OUT.png]`.

`listbuilder gui` paints its window before it reads a list or the army (issue 11): nothing
imported up to that first frame loads pydantic, PyYAML or a rule system, which cost more than
Qt's own start. The modules that do (the document and opening an army, the catalog and the
loader, the dialogs that need them) are imported in the few functions that use them, each
marked "after the first frame". Measured with bench/bench_gui.py (CPU, medians): the first
frame at 1.30× the GUI floor instead of 2.06× with them imported at the top of their users;
the army is shown at about the same time either way.
"""

from __future__ import annotations

import gc
import os
import re
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QBuffer, QByteArray, QCoreApplication, QIODevice
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox

from listbuilder import __version__
from listbuilder.app.files import recovery
from listbuilder.app.files.config import set_identity, settings
from listbuilder.app.files.list_folders import app_catalog
from listbuilder.app.look.qt_i18n import apply_gui_language
from listbuilder.app.look.theme import setup_look
from listbuilder.app.startup.crash import make_excepthook
from listbuilder.app.startup.qt_messages import quiet_platform_notices
from listbuilder.app.window.main_window import MainWindow, open_documents
from listbuilder.core.exit_status import ExitStatus
from listbuilder.storage.atomic import write_atomic
from listbuilder.storage.bundled import icon_path
from listbuilder.storage.messages import FILE_UNREADABLE
from listbuilder.storage.write_failure import cannot_write

if TYPE_CHECKING:
    from listbuilder.storage.list_catalog import Catalog

# An application, not a library: no pydantic plugins (pydantic's own switch; cli.py too).
os.environ.setdefault("PYDANTIC_DISABLE_PLUGINS", "__all__")
SCREENSHOT_SIZE = (1280, 800)


class Output(Protocol):
    """Where the editor started from the command line says what went wrong: the command's
    standard error (`cli.streams.Streams`), and whether an internal error brings its
    traceback (`--traceback`)."""

    traceback: bool

    def say(self, *texts: object, sep: str = " ") -> None: ...


def _tr(text: str) -> str:
    return QCoreApplication.translate("Startup", text)


def application() -> QApplication:
    set_identity()
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(sys.argv[:1])
    app.setApplicationVersion(__version__)
    app.setDesktopFileName("listbuilder")  # matches packaging/listbuilder.desktop
    app.setWindowIcon(QIcon(str(icon_path())))
    apply_gui_language(app, settings())  # Qt's own dialogs and our texts, one language
    setup_look(app)
    return app


def offer_recovery(window: MainWindow, catalog: Catalog) -> list[MainWindow]:
    """Ask about each autosaved army; recovered ones open modified, in their own window."""
    opened = []
    for found in recovery.pending():
        if found.problem:
            explain_damaged(window, found, found.problem)
            continue
        if found.holds_its_file() or not _ask_recover(window, found):
            found.slot.discard()
            continue
        target = window if window.doc is None else MainWindow(catalog)
        problem = recover_into(target, found, catalog)
        if problem:
            explain_damaged(window, found, problem)
        else:
            target.show()
            opened.append(target)
    return opened


def breakable_path(path: str) -> str:
    """`path` with a break chance (a zero-width space) after each separator: a dialog wraps
    a long path between folders, never inside a folder's name."""
    return re.sub(r"([/\\])", "\\1\u200b", path)


def _ask_recover(window: MainWindow, found: recovery.Recovered) -> bool:
    home = found.home
    where = breakable_path(found.original_path) if found.original_path else _tr(
        "an untitled army")
    if home is recovery.Home.GONE:
        text = _tr("listbuilder closed with unsaved changes to {where}, which is no longer "
                   "there (deleted or moved). Recover them? They open as an untitled army; "
                   "saving asks where to keep them.")
    elif home is recovery.Home.NO_FOLDER:
        text = _tr("listbuilder closed with unsaved changes to “{where}”, noted without its "
                   "folder. Recover them? They open as an untitled army; saving asks where "
                   "to keep them.")
    else:
        text = _tr("listbuilder closed with unsaved changes to {where}. Recover them?")
    text = text.format(where=where)
    if found.note_damaged:
        text += "\n\n" + _tr("(The note of which file they belong to is damaged: they will "
                              "open as an untitled army.)")
    answer = QMessageBox.question(window, _tr("Recover unsaved work"), text)
    return answer == QMessageBox.StandardButton.Yes


def explain_damaged(window: MainWindow, found: recovery.Recovered, problem: str) -> None:
    """Say why an autosave cannot be recovered, and keep it where the user can look."""
    folder = recovery.set_aside(found)
    where = breakable_path(found.original_path) if found.original_path else _tr(
        "an untitled army")
    QMessageBox.warning(window, _tr("Unsaved work could not be recovered"), _tr(
        "An autosaved copy of {where} is damaged and cannot be opened: {problem}.\n\n"
        "It was moved to {folder}, where you can open it in a text editor; it will not be "
        "offered again.").format(where=where, problem=problem, folder=folder))


def recover_into(window: MainWindow, found: recovery.Recovered, catalog: Catalog
                 ) -> str | None:
    """Open the autosaved army in `window`; why it cannot be, or None."""
    # pydantic and PyYAML: after the first frame
    from listbuilder.app.army.opening import document_from_text, open_document

    saved, problems = document_from_text(found.text or "", found.original_path or
                                         "recovered.army.yaml", catalog, found.file)
    if saved is None:
        first = problems[0].text() if problems else _tr("it is not an army")
        return _tr("it is not a readable army ({first})").format(first=first.rstrip("."))
    original = None
    if found.file:
        original, _ = open_document(found.file, catalog)
    doc = original or saved
    if found.file is None:  # its file is gone or unknown: saving asks, starting from there
        doc.former_path = found.original_path
    window.set_document(doc)
    doc.replace_model(_tr("Recover unsaved work"), saved.model)
    try:
        doc.autosave_now()  # the recovered work is safe again before the old copy goes
    except OSError:
        found.slot.release()  # not safe elsewhere: keep the old copy for the next start
    else:
        found.slot.discard()
    return None


#: What a start does once the army is shown: `offer_recovery` for `listbuilder gui`.
Then = Callable[[MainWindow, "Catalog"], object]


def start_window(file: str | None, *, paint_first: bool = False, then: Then | None = None
                 ) -> MainWindow:
    """A shown window, with `file` open.

    Every list is known by its file's header (see `storage/list_catalog.py`); only the army's own
    list is loaded before the army is shown, the others when the browser shows their details.
    Once the army is on screen, `then`.

    paint_first (`listbuilder gui`): the window is shown and painted first, saying what it
    opens, and even the lists and the army are read after that frame, from the event loop.
    Without it (tests, duplicates, scripts) the army is open when this returns.
    """
    window = MainWindow()
    if paint_first:
        window.show_opening(file)
        window.show()
        window.after_paint(lambda: _open_at_start(window, file, then))
    else:
        _open_at_start(window, file, then)
        window.show()
    return window


def _open_at_start(window: MainWindow, file: str | None, then: Then | None) -> None:
    """The lists and `file`; after the next paint, `then`.

    With an army, the browser shows the army's list until the army is on screen, then every
    list: showing a list's game imports its rule system, and the army comes first."""
    catalog = app_catalog()
    own = _army_list_id(file) if file else None
    window.set_catalog(catalog, shown=None if own is None else [own])
    if file:
        window.open_path(file)

    def army_shown() -> None:
        window.chain_focus_now()
        if own is not None:
            window.set_catalog(catalog)
        if then is not None:
            then(window, catalog)

    window.after_paint(army_shown)


def _army_list_id(file: str) -> str | None:
    """The id of the list an army file names, if it names one."""
    # pydantic and PyYAML: after the first frame
    from listbuilder.storage.loading import read_bounded
    from listbuilder.storage.yaml_source import parse_bytes

    raw, _problems = read_bounded(file)  # a FIFO or /dev/zero must not stop the start
    data = parse_bytes(raw, file).data if raw is not None else None
    list_id = data.get("list") if isinstance(data, dict) else None
    return list_id if isinstance(list_id, str) else None


def run_app(file: str | None, output: Output, screenshot: str | None = None) -> ExitStatus:
    quiet_platform_notices()  # before the first window: see its module
    app = application()
    if screenshot:
        gc.enable()  # off while the editor's modules load (cli.py)
        return run_screenshot(file, screenshot, output)
    sys.excepthook = make_excepthook(open_documents)
    start_window(file, paint_first=True, then=_started)
    code = app.exec()
    return ExitStatus(code) if code in list(ExitStatus) else ExitStatus.INTERNAL


def _started(window: MainWindow, catalog: Catalog) -> list[MainWindow]:
    """The army is shown: what the start made stays for the session, so the collector,
    off until now (cli/commands/gui.py), leaves it out of every later collection. Measured:
    the start to the army shown ran 129 collections, 55 ms of its 560 ms (10 %); a full
    collection after it takes 38 ms, and well under 1 ms once frozen."""
    gc.freeze()
    gc.enable()
    return offer_recovery(window, catalog)


def run_screenshot(file: str | None, out: str, output: Output) -> ExitStatus:
    """Batch mode: no dialog may block, so errors go to the command's standard error and the
    exit code says so; a bug (here or in a slot) as the command line says one: `OUT: internal
    error …`, exit 3."""
    # pydantic and PyYAML: after the first frame
    from listbuilder.storage.crashes import Crash
    from listbuilder.storage.list_catalog import bundled_catalog

    failures: list[BaseException] = []
    sys.excepthook = lambda _type, exc, _tb: failures.append(exc)
    try:
        code = save_screenshot(MainWindow(bundled_catalog()), out, output, file)
    except Exception as exc:  # batch mode reports, never hangs
        failures.append(exc)
    if failures:
        output.say(Crash.of(out, failures[0]).render(trace=output.traceback))
        return ExitStatus.INTERNAL
    return code


def save_screenshot(window: MainWindow, out: str, output: Output, file: str | None = None
                    ) -> ExitStatus:
    """Render the window at a fixed size, no dialogs: problems go to `output`."""
    # pydantic and PyYAML: after the first frame
    from listbuilder.app.army.opening import open_document
    from listbuilder.storage.list_catalog import bundled_catalog

    if file:
        doc, problems = open_document(file, window.catalog or bundled_catalog())
        for problem in problems:
            output.say(problem.render(file, for_people=True))
        if doc is None:  # as the command line: 2 when the file cannot be read at all
            unreadable = problems and problems[0].code == FILE_UNREADABLE.code
            return ExitStatus.USAGE if unreadable else ExitStatus.FINDINGS
        window.set_document(doc)
    window.resize(*SCREENSHOT_SIZE)
    window.show()
    QApplication.processEvents()
    png = QByteArray()
    buffer = QBuffer(png)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    ok = window.grab().save(buffer, "PNG")
    window.close()
    if not ok:  # pragma: no cover - Qt's PNG writer is always there
        return ExitStatus.INTERNAL

    try:  # written by Python, not Qt, so a failure says why ("Permission denied")
        write_atomic(out, bytes(png.data()))
    except OSError as exc:
        output.say("listbuilder: " + cannot_write(out, exc))
        return ExitStatus.USAGE
    return ExitStatus.OK
