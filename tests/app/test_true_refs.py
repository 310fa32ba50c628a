"""PySide6 6.12.0 on Python 3.11 drops a reference to True on every emit: a long editing
session would abort. The installed Qt must not, and the editor guards against one that does."""

from __future__ import annotations

import sys

import pytest

from listbuilder.app.startup import true_refs


@pytest.mark.skipif(sys.version_info >= (3, 12), reason="True is immortal from Python 3.12")
def test_the_installed_pyside6_keeps_true_alive_through_signal_emits(qapp):
    assert true_refs.references_lost_per_emit() == 0, (
        "this PySide6 loses a reference to True per emit: pyproject must exclude it")


def test_a_leaking_pyside6_gets_a_reserve_of_references(qapp, monkeypatch):
    monkeypatch.setattr(true_refs, "_reserve", [])
    monkeypatch.setattr(true_refs, "RESERVE", 1000)
    monkeypatch.setattr(true_refs, "references_lost_per_emit", lambda: 1.0)
    before = sys.getrefcount(True)
    assert true_refs.guard()
    assert sys.getrefcount(True) >= before + 1000


def test_a_sound_pyside6_costs_nothing(qapp, monkeypatch):
    monkeypatch.setattr(true_refs, "_reserve", [])
    monkeypatch.setattr(true_refs, "references_lost_per_emit", lambda: 0.0)
    assert not true_refs.guard()
    assert true_refs._reserve == []
