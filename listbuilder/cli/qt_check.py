"""Can the editor start here? Asked before PySide6 is imported, without importing it.

Without Qt's system libraries, importing PySide6's GUI modules raises deep in the dynamic
loader, and without a display Qt aborts the process (exit 134). Both deserve one plain line
saying what is missing and how to get it.
"""

from __future__ import annotations

import ctypes
import importlib.util
import os
import sys
from importlib import metadata

from listbuilder.i18n import _

#: The PySide6 listbuilder runs on, as pyproject.toml requires it (tests/test_qt_check.py
#: keeps the two equal); older ones are refused here with this command, not met as a crash.
QT_REQUIREMENT = "PySide6-Essentials>=6.11.2,!=6.12.0"
QT_FLOOR = (6, 11, 2)

# What PySide6's wheels expect the system to provide, with the Debian/Ubuntu package of each.
QT_LIBRARIES = {
    "libEGL.so.1": "libegl1",
    "libGL.so.1": "libgl1",
    "libxkbcommon.so.0": "libxkbcommon0",
    "libfontconfig.so.1": "libfontconfig1",
    "libdbus-1.so.3": "libdbus-1-3",
    "libglib-2.0.so.0": "libglib2.0-0",
}


def missing_libraries() -> list[str]:
    if not sys.platform.startswith("linux"):
        return []  # the wheels for Windows and macOS carry everything Qt needs
    missing = []
    for soname in QT_LIBRARIES:
        try:
            ctypes.CDLL(soname)
        except OSError:
            missing.append(soname)
    return missing


def install_command(missing: list[str]) -> str:
    return "sudo apt-get install " + " ".join(QT_LIBRARIES[name] for name in missing)


#: The distributions PySide6 comes in: the wheel listbuilder requires, and the full one.
QT_DISTRIBUTIONS = ("PySide6-Essentials", "PySide6")


def installed_qt_version() -> tuple[int, ...] | None:
    """PySide6's version, from its distribution's metadata (importing PySide6 here would load
    Qt before we know it can load); None when no distribution says (a build from source)."""
    for name in QT_DISTRIBUTIONS:
        try:
            version = metadata.version(name)
        except metadata.PackageNotFoundError:
            continue
        parts = [int(part) for part in version.split(".")[:3] if part.isdigit()]
        return tuple(parts) if len(parts) == 3 else None
    return None


def qt_problem() -> str | None:
    """None when Qt can load; otherwise why not, and the command that fixes it."""
    spec = importlib.util.find_spec("PySide6")
    command = f'pip install "{QT_REQUIREMENT}"'
    if spec is None:
        return _("PySide6 is not installed ({command})", command=command)
    version = installed_qt_version()
    if version is not None and version < QT_FLOOR:
        # 6.6-6.7 lack QModelRoleDataSpan (the editor crashed at start); up to 6.11.1 menus
        # lose their handles and an error in a slot crashes the process (see pyproject.toml).
        return _("PySide6 {found} is too old for the editor, which needs {needed} or newer: "
                 "{command}", found=".".join(map(str, version)),
                 needed=".".join(map(str, QT_FLOOR)), command=command)
    missing = missing_libraries()
    if missing:
        return _("Qt's system libraries are missing: {libraries}; install them with: "
                 "{command}", libraries=", ".join(missing), command=install_command(missing))
    return None


def has_display() -> bool:
    """False on a Linux machine with no X11 or Wayland display and no Qt platform chosen."""
    if not sys.platform.startswith("linux"):
        return True
    return any(os.environ.get(name) for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"))
