"""Starting without Qt's libraries or a display: one plain line, never an abort."""

from __future__ import annotations

import ctypes
import os
import subprocess
import sys

import pytest

from listbuilder.cli import qt_check
from tests.conftest import QT_PROBLEM, ROOT


def test_missing_libraries_are_named_with_the_command_that_installs_them(monkeypatch):
    def cdll(name, *args, **kwargs):
        if name in ("libEGL.so.1", "libxkbcommon.so.0"):
            raise OSError(f"{name}: cannot open shared object file")
        return object()  # every other library loads

    monkeypatch.setattr(qt_check.sys, "platform", "linux")
    monkeypatch.setattr(ctypes, "CDLL", cdll)
    # PySide6 itself installed (it is not in CI's lowest-versions run, which has no Qt).
    monkeypatch.setattr(qt_check.importlib.util, "find_spec", lambda name: object())
    assert qt_check.qt_problem() == (
        "Qt's system libraries are missing: libEGL.so.1, libxkbcommon.so.0; install them "
        "with: sudo apt-get install libegl1 libxkbcommon0")


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11/Wayland displays")
def test_no_arguments_and_no_display_prints_a_message_instead_of_aborting(tmp_path):
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    result = subprocess.run([sys.executable, "-m", "listbuilder"], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 2
    if QT_PROBLEM is None:
        assert result.stderr.startswith("listbuilder: no display found")
        assert "listbuilder --help" in result.stderr
    else:  # no Qt libraries either: that is the first thing to fix
        assert result.stderr == f"listbuilder: {QT_PROBLEM}\n"


def test_pre_commit_hook_runs_validate_on_the_files_it_is_given(capsys, monkeypatch):
    import yaml

    from listbuilder.cli import main

    (hook,) = yaml.safe_load((ROOT / ".pre-commit-hooks.yaml").read_text(encoding="utf-8"))
    assert hook["id"] == "listbuilder-validate" and hook["language"] == "python"
    command, *args = hook["entry"].split()
    assert command == "listbuilder"  # the console script pyproject.toml installs
    monkeypatch.chdir(ROOT)
    assert main([*args, "army_lists/basic_impetus/french-1150-1330.yaml"]) == 0
    assert main([*args, "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"]) == 1
    assert "[BI-GENERAL-NOT-ALLOWED]" in capsys.readouterr().out


def test_the_qt_requirement_is_pyproject_s():
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    (pyside,) = [r for r in project["dependencies"] if r.startswith("PySide6")]
    assert pyside == qt_check.QT_REQUIREMENT
    assert f">={'.'.join(map(str, qt_check.QT_FLOOR))}," in pyside


def test_a_pyside6_older_than_the_floor_is_named_with_the_command_that_fixes_it(monkeypatch):
    """6.7 made the editor exit 3 ("cannot import name 'QModelRoleDataSpan'", reported as a
    bug in listbuilder); an old Qt is the user's to upgrade, said as such (exit 2)."""
    versions = {"PySide6-Essentials": "6.7.3"}

    def version(name):
        if name not in versions:
            raise qt_check.metadata.PackageNotFoundError(name)
        return versions[name]

    monkeypatch.setattr(qt_check.metadata, "version", version)
    monkeypatch.setattr(qt_check.importlib.util, "find_spec", lambda name: object())
    assert qt_check.qt_problem() == (
        'PySide6 6.7.3 is too old for the editor, which needs 6.11.2 or newer: '
        'pip install "PySide6-Essentials>=6.11.2,!=6.12.0"')
    monkeypatch.setattr(qt_check.importlib.util, "find_spec", lambda name: None)
    assert qt_check.qt_problem() == (
        'PySide6 is not installed (pip install "PySide6-Essentials>=6.11.2,!=6.12.0")')


@pytest.mark.skipif(QT_PROBLEM is not None, reason=f"no Qt here: {QT_PROBLEM}")
def test_the_installed_pyside6_s_version_is_read_as_it_is():
    import PySide6

    assert qt_check.installed_qt_version() == tuple(PySide6.__version_info__[:3])
