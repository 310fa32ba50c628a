"""Where the editor keeps its settings and autosaves.

`LISTBUILDER_CONFIG_DIR` overrides the desktop's config folder, so tests (and portable
installs) never touch a user's real settings.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QSettings, QStandardPaths

from listbuilder.bundled import samples_dir

CONFIG_ENV = "LISTBUILDER_CONFIG_DIR"
MAX_RECENT = 8


def is_template(path: str | None) -> bool:
    """A bundled sample: a starting point to save elsewhere, never overwritten in place."""
    if not path:
        return False
    return Path(path).resolve().parent == samples_dir().resolve()


def config_dir() -> Path:
    override = os.environ.get(CONFIG_ENV)
    if override:
        path = Path(override)
    else:
        where = QStandardPaths.StandardLocation.GenericConfigLocation
        base = QStandardPaths.writableLocation(where)
        path = Path(base or Path.home() / ".config") / "listbuilder"
    path.mkdir(parents=True, exist_ok=True)
    return path


def settings() -> QSettings:
    """An INI file in `config_dir()`, never the platform registry, so the override holds."""
    return QSettings(str(config_dir() / "listbuilder.ini"), QSettings.Format.IniFormat)


def autosave_dir() -> Path:
    path = config_dir() / "autosave"
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
