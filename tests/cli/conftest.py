"""The command line as a player and a list author meet it: the real entry point, real files."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.cli import main

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
A_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
AN_ARMY = ROOT / "resources" / "samples" / "bi-french.army.yaml"


@pytest.fixture
def run_cli(capsys):
    """`listbuilder ARGS` in process: (exit code, stdout, stderr)."""

    def run(*args: str | Path) -> tuple[int, str, str]:
        code = main([str(a) for a in args])
        out, err = capsys.readouterr()
        return code, out, err

    return run
