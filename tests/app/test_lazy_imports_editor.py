"""What the editor imports at start (issue 11): the GUI half of tests/test_lazy_imports.py,
kept under tests/app so that a run without Qt skips it with the other GUI tests."""

from __future__ import annotations

from tests.test_lazy_imports import SAMPLE, _heavy, _loaded_after


def test_the_editor_starts_without_pdf_or_round_trip_libraries(tmp_path):
    code = ("from listbuilder.app.main import application, start_window\n"
            f"app = application()\nwindow = start_window({str(SAMPLE)!r})\nwindow.grab()")
    modules = _loaded_after(code, tmp_path)
    assert "PySide6" in modules and _heavy(modules) == {"PySide6"}


def test_the_editor_loads_its_pure_modules_before_qt(tmp_path):
    """PySide6 reads the source of every module imported after it (see app/before_qt.py)."""
    modules = _loaded_after("import listbuilder.app.main", tmp_path)
    qt = modules.index("PySide6.QtCore")
    late = [name for name in modules[qt:] if name.startswith(
        ("pydantic", "yaml", "listbuilder.core", "listbuilder.storage"))]
    assert late == []
