"""Autosaves written off the window's thread.

A write ends with two fsyncs, which take a few hundred ms on a busy disk, and steady editing
autosaves every two seconds: on the window's thread every autosave froze the editor. The YAML
text is made here too (a ruamel round trip of the whole file, tens of ms for a large army):
the document hands over `make_text`, which reads only what it was given when the autosave
was due — a frozen model and the file's text, neither ever changed in place — so the window
can go on editing meanwhile. One write at a time, in order, so a discard never races a write
still in flight.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from listbuilder.app.files.recovery import AutosaveSlot
from listbuilder.storage.write_failure import why_not_written

if TYPE_CHECKING:
    from concurrent.futures import Future, ThreadPoolExecutor


class AutosaveWriter(QObject):
    finished = Signal(str)  # "" when written, else why it failed; delivered on the window

    def __init__(self, slot: AutosaveSlot, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.slot = slot
        self._pool: ThreadPoolExecutor | None = None  # its thread starts with the first write
        self._pending: Future[None] | None = None

    @property
    def busy(self) -> bool:
        return self._pending is not None and not self._pending.done()

    def start(self, make_text: Callable[[], str], original_path: str | None) -> bool:
        """Begin making the text and writing it aside; False while the last write is still
        going."""
        if self.busy:
            return False
        if self._pool is None:
            self._pool = ThreadPoolExecutor(max_workers=1, thread_name_prefix="autosave")
        self._pending = self._pool.submit(self._write, make_text, original_path)
        return True

    def wait(self) -> None:
        """Let a write in flight finish (before a discard, a save or a synchronous write)."""
        if self._pending is not None:
            self._pending.result()  # _write catches what the disk raises
            self._pending = None

    def _write(self, make_text: Callable[[], str], original_path: str | None) -> None:
        try:
            self.slot.write(make_text(), original_path)
        except OSError as exc:
            self._report(why_not_written(exc))
        except Exception as exc:  # a bug: said in the window, work not safe
            self._report(f"{type(exc).__name__}: {exc}")
        else:
            self._report("")

    def _report(self, problem: str) -> None:
        # RuntimeError: the document is gone, nobody is left to tell.
        with contextlib.suppress(RuntimeError):
            self.finished.emit(problem)  # queued to the window's thread
