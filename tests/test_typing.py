"""mypy over the pure layers (core, storage, systems, export) and the app: type errors fail
the suite."""

from __future__ import annotations

import subprocess
import sys

import pytest

from tests.conftest import ROOT

PURE = ["listbuilder/core", "listbuilder/storage", "listbuilder/systems", "listbuilder/export",
        "listbuilder/i18n", "listbuilder/app"]


@pytest.mark.slow
def test_pure_layers_type_check(tmp_path):
    result = subprocess.run(
        [sys.executable, "-m", "mypy", "--cache-dir", str(tmp_path / "mypy"), *PURE],
        cwd=ROOT, capture_output=True, text=True, timeout=600)
    assert result.returncode == 0, result.stdout + result.stderr
