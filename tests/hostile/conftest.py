"""Helpers for the hostile-input regressions: real files, the real CLI entry point."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = ROOT / "resources" / "samples"


def edited(sample: str, replacements: dict[str, str]) -> str:
    """A sample file with whole lines starting with each key replaced."""
    lines = (SAMPLES / sample).read_text(encoding="utf-8").splitlines()
    out = []
    for line in lines:
        key = next((k for k in replacements if line.startswith(k)), None)
        out.append(replacements[key] if key is not None else line)
    return "\n".join(out) + "\n"


def odd_path(tmp_path: Path, kind: str) -> str:
    """A path that is anything but a readable file: a FIFO, a device, a folder, a symbolic
    link loop, or nothing (`missing`)."""
    path = tmp_path / "army.yaml"
    if kind == "fifo":
        os.mkfifo(path)
    elif kind == "device":
        return "/dev/zero"
    elif kind == "folder":
        path.mkdir()
    elif kind == "loop":
        os.symlink(tmp_path / "other.yaml", path)
        os.symlink(path, tmp_path / "other.yaml")
    return str(path)


@pytest.fixture(autouse=True)
def _english_afterwards():
    """`--lang` sets the process's language: every test here leaves English behind."""
    yield
    from listbuilder import i18n

    i18n.use("en")
