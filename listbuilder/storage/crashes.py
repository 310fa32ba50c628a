"""Internal errors, kept to the one file that caused them.

A bug in listbuilder must not hide the findings for every other file, nor look like a
finding in the file: it is reported as `PATH: internal error …` with a hint to report it,
and the command exits 3 so CI can tell a crash from findings (1).
"""

from __future__ import annotations

import os
import traceback
from dataclasses import dataclass

from listbuilder.core.diagnostics import shorten
from listbuilder.i18n import N_, _

#: Set to 1 to print the traceback beside the one-line report.
DEBUG_ENV = "LISTBUILDER_DEBUG"
HINT = N_("this is a bug in listbuilder, not a mistake in the file; please report it with the "
          "file attached (set {variable}=1 for the traceback)")


@dataclass(frozen=True)
class Crash:
    path: str
    error: str
    trace: str

    @classmethod
    def of(cls, path: str, exc: BaseException) -> Crash:
        text = shorten(str(exc), 200)
        error = f"{type(exc).__name__}: {text}" if text else type(exc).__name__
        return cls(path, error, "".join(traceback.format_exception(exc)))

    def render(self, display_path: str | None = None) -> str:
        line = f"{display_path or self.path}: " + _(
            "internal error {error} ({hint})", error=self.error, hint=_(HINT, variable=DEBUG_ENV))
        return f"{line}\n{self.trace}" if os.environ.get(DEBUG_ENV) == "1" else line
