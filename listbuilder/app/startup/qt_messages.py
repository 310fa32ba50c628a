"""Qt's own log messages: passed on to stderr, except notices about the platform plugin
that say nothing about the army or the program.

`gui --screenshot` prints its problems on stderr (the README says so, and scripts read it),
but Qt's offscreen platform printed "This plugin does not support propagateSizeHints()"
there on every window shown: noise a user took for a problem. Qt gives no category to that
message (it is qWarning's "default" category, which QT_LOGGING_RULES can only silence whole,
hiding real warnings with it), so it is dropped by its text through Qt's documented hook,
qInstallMessageHandler. Every other message goes on as Qt would print it.
"""

from __future__ import annotations

import sys

from PySide6.QtCore import QMessageLogContext, QtMsgType, qInstallMessageHandler

#: The texts dropped: what a platform plugin says it cannot do, not what went wrong.
PLATFORM_NOTICES = ("This plugin does not support propagateSizeHints()",)


def _handler(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    if message in PLATFORM_NOTICES:
        return
    category = context.category if context.category not in (None, "", "default") else ""
    prefix = f"{category}: " if category else ""
    try:
        sys.stderr.write(f"{prefix}{message}\n")
        sys.stderr.flush()
    except (OSError, ValueError):  # stderr closed or gone: nothing left to tell
        pass


def quiet_platform_notices() -> None:
    """Route Qt's messages through `_handler` from now on (once per process is enough)."""
    qInstallMessageHandler(_handler)
