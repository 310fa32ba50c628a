"""GUI test setup: offscreen Qt, a throwaway config folder, no real dialogs.

Every test here is marked `gui`. Settings and autosaves go to a tmp folder through
LISTBUILDER_CONFIG_DIR, so the user's real settings are never touched. Modal dialogs are
replaced by recorders: a test that expects one sets the answer.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from listbuilder import i18n
from listbuilder.app.files.config import CONFIG_ENV
from listbuilder.app.look.qt_i18n import install_translators
from listbuilder.app.window import main_window
from listbuilder.cli import main
from listbuilder.storage.list_catalog import bundled_catalog

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def each_sample(window, tmp_path: Path, samples):
    """Each sample army opened in turn in the window, on a copy; the next replaces it without
    asking."""
    for sample in samples:
        army = tmp_path / sample.name
        shutil.copyfile(sample, army)
        assert window.open_path(str(army))
        QApplication.processEvents()
        yield sample
        window.doc.undo_stack.setClean()


def pytest_collection_modifyitems(items):
    here = Path(__file__).parent
    for item in items:
        if here in Path(item.fspath).parents:
            item.add_marker(pytest.mark.gui)


class Dialogs:
    """Records every message box and answers it as the test says (default: Cancel / No)."""

    def __init__(self) -> None:
        self.shown: list[tuple[str, str]] = []
        self.answer = QMessageBox.StandardButton.Cancel
        self.save_path = ""
        self.open_path = ""

    def box(self, kind: str):
        def show(_parent, title, text, *_args, **_kwargs):
            self.shown.append((kind, f"{title}: {text}"))
            return self.answer
        return show


@pytest.fixture(autouse=True)
def isolated_config(tmp_path, monkeypatch):
    folder = tmp_path / "config"
    monkeypatch.setenv(CONFIG_ENV, str(folder))
    return folder


@pytest.fixture(autouse=True)
def dialogs(monkeypatch):
    recorder = Dialogs()
    for kind in ("warning", "question", "critical", "information"):
        monkeypatch.setattr(QMessageBox, kind, staticmethod(recorder.box(kind)))
    monkeypatch.setattr(QFileDialog, "getSaveFileName",
                        staticmethod(lambda *a, **k: (recorder.save_path, "")))
    monkeypatch.setattr(QFileDialog, "getOpenFileName",
                        staticmethod(lambda *a, **k: (recorder.open_path, "")))
    yield recorder
    # Close what a test left open without asking about unsaved changes.
    for window in list(main_window.WINDOWS):
        if window.doc is not None:
            window.doc.undo_stack.setClean()
        window.close()
    main_window.WINDOWS.clear()


@pytest.fixture(scope="session")
def catalog():
    return bundled_catalog()


@pytest.fixture
def sample(tmp_path) -> Path:
    target = tmp_path / "bi-french.army.yaml"
    shutil.copyfile(SAMPLE, target)
    return target


@pytest.fixture
def window(qtbot, catalog):
    win = main_window.MainWindow(catalog)
    qtbot.addWidget(win)
    win.show()
    return win


@pytest.fixture
def opened(window, sample):
    assert window.open_path(str(sample))
    return window


def cli_output(capsys, *args: object) -> str:
    """What a command prints, run in this process (paths and all as text)."""
    main([str(a) for a in args])
    return capsys.readouterr().out


@pytest.fixture
def english_afterwards(qapp):
    """The test changes the language; English again after it."""
    yield
    install_translators(qapp, "en")
    i18n.use("en")
