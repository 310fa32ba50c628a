"""Qt desktop conventions: named app for QSettings, standard folders, versions shown."""

from __future__ import annotations

import platform
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QStandardPaths, qVersion
from PySide6.QtWidgets import QMessageBox

from listbuilder import __version__
from listbuilder.app.files import config
from listbuilder.app.help.about import about_text
from listbuilder.app.window import dialog_actions


@pytest.fixture
def standard_paths(monkeypatch):
    """Qt's test mode: the standard folders, under ~/.qttest instead of the user's own."""
    monkeypatch.delenv(config.CONFIG_ENV)
    QStandardPaths.setTestModeEnabled(True)
    yield
    QStandardPaths.setTestModeEnabled(False)


def test_settings_and_autosaves_go_to_the_platforms_standard_folders(qapp, standard_paths):
    where = QStandardPaths.StandardLocation
    assert config.config_dir() == Path(QStandardPaths.writableLocation(where.AppConfigLocation))
    assert config.autosave_dir() == Path(
        QStandardPaths.writableLocation(where.AppLocalDataLocation)) / "autosave"
    assert config.config_dir().parts[-2:] == ("listbuilder", "listbuilder")
    assert (QCoreApplication.organizationName(), QCoreApplication.applicationName()) == (
        "listbuilder", "listbuilder")


def test_the_override_keeps_everything_in_one_folder(qapp, isolated_config):
    assert config.config_dir() == isolated_config
    assert config.autosave_dir() == isolated_config / "autosave"


def test_about_names_listbuilder_qt_and_python_versions(window, dialogs, monkeypatch):
    shown = []
    monkeypatch.setattr(QMessageBox, "about",
                        staticmethod(lambda _parent, title, text: shown.append(title + text)))
    dialog_actions.about(window)
    assert shown and shown[0] == "About listbuilder" + about_text()
    for version in (__version__, qVersion(), platform.python_version()):
        assert version in shown[0]


def test_the_window_title_carries_the_version(opened):
    assert opened.windowTitle().endswith(f"— listbuilder {__version__}")
