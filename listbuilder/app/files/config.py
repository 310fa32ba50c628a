"""Where the editor keeps its settings and autosaves: the platform's standard folders.

Qt's standard locations, named after the organisation and application set here: on Linux the
XDG folders (`~/.config/listbuilder/listbuilder/` for settings, `~/.local/share/listbuilder/
listbuilder/autosave/` for unsaved work), AppData on Windows, ~/Library on macOS.
`LISTBUILDER_CONFIG_DIR` overrides both with one folder, so tests (and portable installs)
never touch a user's real settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

from listbuilder.app.files import old_settings
from listbuilder.app.files.settings_file import set_aside_if_foreign
from listbuilder.bundled import samples_dir

CONFIG_ENV = "LISTBUILDER_CONFIG_DIR"
MAX_RECENT = 8
ORGANIZATION = "listbuilder"
APPLICATION = "listbuilder"


def set_identity() -> None:
    """The names QSettings and QStandardPaths build paths from; safe before the app exists."""
    QCoreApplication.setOrganizationName(ORGANIZATION)
    QCoreApplication.setApplicationName(APPLICATION)


def _folder(location: QStandardPaths.StandardLocation, fallback: Path) -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        return Path(override)
    set_identity()
    return Path(QStandardPaths.writableLocation(location) or fallback)


def is_template(path: str | None) -> bool:
    """A bundled sample: a starting point to save elsewhere, never overwritten in place."""
    if not path:
        return False
    return Path(path).resolve().parent == samples_dir().resolve()


def config_dir() -> Path:
    path = _folder(QStandardPaths.StandardLocation.AppConfigLocation,
                   Path.home() / ".config" / APPLICATION)
    path.mkdir(parents=True, exist_ok=True)
    return path


def old_config_dir() -> Path | None:
    """Where settings were kept before the app folders (see `old_settings`); with the
    override, the same folder then and now, so nothing to bring over."""
    if os.environ.get(CONFIG_ENV):
        return None
    where = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.GenericConfigLocation)
    return Path(where or Path.home() / ".config") / APPLICATION


def settings() -> QSettings:
    """An INI file in `config_dir()`, never the platform registry, so the override holds.

    The first time, what the old location held is brought over (`old_settings.migrate`)."""
    path = config_dir() / "listbuilder.ini"
    set_aside_if_foreign(path)
    found = QSettings(str(path), QSettings.Format.IniFormat)
    old_settings.migrate(found, old_config_dir(), autosave_dir)
    return found


def autosave_dir() -> Path:
    """Unsaved work is data, not configuration: it lives in the app's data folder."""
    path = _folder(QStandardPaths.StandardLocation.AppLocalDataLocation,
                   Path.home() / ".local" / "share" / APPLICATION) / "autosave"
    path.mkdir(parents=True, exist_ok=True)
    return path


def string_list(key: str) -> list[str]:
    """A list of strings kept in the settings (QSettings gives a lone string for one item)."""
    value = settings().value(key, [])
    if isinstance(value, str):
        return [value]
    return [str(v) for v in value] if isinstance(value, list | tuple) else []


def recent_files() -> list[str]:
    """The recent files that still exist; entries for moved or deleted files are dropped."""
    files = string_list("recent_files")
    alive = [f for f in files if Path(f).is_file()]
    if alive != files:
        settings().setValue("recent_files", alive)
    return alive


def remember_recent(path: str) -> list[str]:
    path = str(Path(path).resolve())
    files = [path] + [f for f in recent_files() if f != path]
    files = files[:MAX_RECENT]
    settings().setValue("recent_files", files)
    return files
