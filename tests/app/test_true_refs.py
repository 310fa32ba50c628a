"""PySide6 6.12.0 on Python 3.11 drops a reference to True on every emit: a long editing
session would abort ("bool_dealloc"). pyproject.toml excludes it; the installed Qt must not
be one that does."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject, Signal


class _Probe(QObject):
    ping = Signal()


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="True is immortal from Python 3.12")
def test_the_installed_pyside6_keeps_true_alive_through_signal_emits(qapp):
    probe = _Probe()
    probe.ping.emit()  # the first emit may keep a reference for good
    before = sys.getrefcount(True)
    for _ in range(16):
        probe.ping.emit()
    assert sys.getrefcount(True) >= before, (
        "this PySide6 loses a reference to True per emit: pyproject must exclude it")
