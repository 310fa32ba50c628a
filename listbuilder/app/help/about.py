"""The About box's text: the versions a bug report needs, and where the licences are."""

from __future__ import annotations

import platform

import PySide6
from PySide6.QtCore import QCoreApplication, qVersion

from listbuilder import __version__


def about_text() -> str:
    # No parentheses round the text: the extractor would not see it, nor translate it.
    return QCoreApplication.translate(
        "About",
        "<b>listbuilder {version}</b><p>Build and check tabletop wargame armies.</p>"
        "<p>Qt {qt} · PySide6 {pyside} · Python {python}</p>"
        "<p>MIT licence. The bundled fonts, Qt (LGPL) and the army lists' sources are "
        "listed in NOTICE.md.</p>").format(
        version=__version__, qt=qVersion(), pyside=PySide6.__version__,
        python=platform.python_version())
