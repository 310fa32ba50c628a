"""What the repository's build files promise: make targets that say nothing but their work,
an sdist that holds what its tests read."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path

from tests.conftest import ROOT


def _recipe(target: str) -> list[str]:
    """The commands of a Makefile target, as written (tabs stripped)."""
    lines = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(rf"{re.escape(target)}:", line))
    recipe = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        recipe.append(line.strip())
    return recipe


def test_make_catalogs_compiles_without_a_warning(tmp_path):
    """It printed Python's RuntimeWarning (the compiler's module imported twice) on every
    `make run`, `make test` and `make dist`."""
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "listbuilder" / "locale", locale,
                    ignore=shutil.ignore_patterns("*.mo"))
    (command,) = _recipe("catalogs")
    argv = command.replace("$(BIN)/python", sys.executable).split()
    argv[-1] = str(locale)
    result = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    compiled = sorted(p.relative_to(locale).as_posix() for p in locale.rglob("*.mo"))
    assert compiled == [f"{lang}/LC_MESSAGES/listbuilder.mo" for lang in ("hu", "pl", "ru")]
    assert all(Path(line).is_file() for line in result.stdout.splitlines())
