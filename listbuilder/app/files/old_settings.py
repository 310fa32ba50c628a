"""Settings and autosaves from where listbuilder kept them before it used Qt's app folders.

At first the editor wrote `<config>/listbuilder/listbuilder.ini` (the desktop's config folder,
`~/.config/listbuilder/` on Linux) and autosaves in `autosave/` beside it; since then it uses
the organisation/application folders (`~/.config/listbuilder/listbuilder/`, autosaves in the
data folder). `migrate` brings what it can over once per settings file, marked by
`FORMAT_KEY`: only keys the editor still reads, each only if its value has the right type,
never over a value the new file already has. The old file and autosaves are left as they
were (a downgrade still finds them); an old file Qt should not read (`settings_file.is_ours`:
not a regular file, oversized, a foreign typed value) or a damaged one is skipped.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QByteArray, QSettings

from listbuilder.app.files.settings_file import is_ours
from listbuilder.storage.atomic import write_atomic

FORMAT_KEY = "settings_format"
FORMAT = 2


def _strings(value: object) -> bool:
    return isinstance(value, str) or (
        isinstance(value, list | tuple) and all(isinstance(v, str) for v in value))


def _text(value: object) -> bool:
    return isinstance(value, str)


def _state(value: object) -> bool:
    return isinstance(value, QByteArray | bytes)


# The keys still read, and the type each must have. Others stay behind: `window/units_header`
# (column widths are now sized per army), `window/splitter` (the panes are arranged anew).
KEPT: dict[str, Callable[[object], bool]] = {
    "recent_files": _strings,
    "list_folders": _strings,
    "language": _text,
    "window/geometry": _state,
    "window/editor_body": _state,
    "window/editor_parts": _state,
}


def migrate(settings: QSettings, old_folder: Path | None,
            autosaves: Callable[[], Path]) -> None:
    """Bring the old settings and autosaves over, once for this settings file."""
    if settings.value(FORMAT_KEY) is not None:
        return
    if old_folder is not None:
        _copy_settings(old_folder / "listbuilder.ini", settings)
        _copy_autosaves(old_folder / "autosave", autosaves())
    settings.setValue(FORMAT_KEY, FORMAT)
    settings.sync()


def _copy_settings(old_file: Path, settings: QSettings) -> None:
    try:
        if not is_ours(old_file, old_file.stat()):
            return
    except OSError:
        return
    if old_file.resolve() == Path(settings.fileName()).resolve():
        return
    old = QSettings(str(old_file), QSettings.Format.IniFormat)
    if old.status() != QSettings.Status.NoError:
        return  # garbled: the player's new settings start fresh rather than half-read
    for key, valid in KEPT.items():
        if settings.contains(key) or not old.contains(key):
            continue
        value = old.value(key)
        if valid(value):
            settings.setValue(key, value)


def _copy_autosaves(old: Path, new: Path) -> None:
    """Unsaved work from a crash before the upgrade: offered back like any autosave."""
    with contextlib.suppress(OSError):
        if not old.is_dir() or old.resolve() == new.resolve():
            return
        for note in old.glob("*.json"):
            army = note.with_suffix(".yaml")
            if army.is_file() and not (new / army.name).exists():
                # In the order recovery writes them: see `AutosaveSlot.write`.
                write_atomic(new / note.name, note.read_bytes())
                write_atomic(new / army.name, army.read_bytes())
