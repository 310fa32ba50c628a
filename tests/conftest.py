"""Shared fixtures. Tests never touch the user's real settings or files."""

from __future__ import annotations

from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


@pytest.fixture
def repo_root() -> Path:
    return ROOT


@pytest.fixture(autouse=True)
def _isolated_config(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("LISTBUILDER_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    # The suite speaks English whatever the machine's locale; tests/i18n choose otherwise.
    monkeypatch.setenv("LISTBUILDER_LANG", "en")
