"""Internal errors, kept to the one file that caused them.

A bug in listbuilder must not hide the findings for every other file, nor look like a
finding in the file: it is reported as `PATH: internal error …` with a hint to report it (the
traceback too under the command line's `--traceback`), and the command exits 3 so CI can
tell a crash from findings (1).
"""

from __future__ import annotations

import traceback
from dataclasses import dataclass

from listbuilder.core.diagnostics import shorten
from listbuilder.i18n import N_, _

HINT = N_("this is a bug in listbuilder, not a mistake in the file; please report it with the "
          "file attached and what --traceback prints")


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

    def render(self, display_path: str | None = None, trace: bool = False) -> str:
        """One line; with `trace`, the traceback after it."""
        line = f"{display_path or self.path}: " + _(
            "internal error {error} ({hint})", error=self.error, hint=_(HINT))
        return f"{line}\n{self.trace}" if trace else line
