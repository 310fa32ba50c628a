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

from listbuilder.i18n import _

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


def qt_problem() -> str | None:
    """None when Qt can load; otherwise why not, and the command that fixes it."""
    if importlib.util.find_spec("PySide6") is None:
        return _("PySide6 is not installed (pip install PySide6-Essentials)")
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
