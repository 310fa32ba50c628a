"""The layers pyproject.toml declares hold: `lint-imports` (import-linter) keeps every contract
in its `[tool.importlinter]` table, so `make test` holds them as `make lint` does.

import-linter reads every import statement: at module level, inside a function and under
`TYPE_CHECKING`. The one rule no contract states, that no module imports itself back through
others, is tests/test_import_graph.py.
"""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

from tests.conftest import ROOT

LINT = "from importlinter.cli import lint_imports_command; lint_imports_command()"


def lint_imports(config: Path, cwd: Path) -> subprocess.CompletedProcess[str]:
    """`lint-imports` on `config`, in a fresh interpreter whose first path entry is `cwd` (the
    package checked is the one there), without the cache it would otherwise write there."""
    return subprocess.run([sys.executable, "-c", LINT, "--config", str(config), "--no-cache",
                           "--no-logo"], cwd=cwd, capture_output=True, text=True, timeout=300)


def test_the_package_keeps_every_contract() -> None:
    result = lint_imports(ROOT / "pyproject.toml", ROOT)
    assert result.returncode == 0, result.stdout[-3000:] + result.stderr[-2000:]
    declared = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    count = len(declared["tool"]["importlinter"]["contracts"])
    assert f"Contracts: {count} kept, 0 broken." in result.stdout


def test_a_broken_layer_fails_the_check(tmp_path: Path) -> None:
    """The check can fail: a low layer importing a high one inside a function, as a deferred
    import would, breaks a layers contract written as ours are."""
    package = tmp_path / "pkg"
    for layer in ("cli", "core"):
        (package / layer).mkdir(parents=True)
        (package / layer / "__init__.py").write_text("")
    (package / "__init__.py").write_text("")
    (package / "core" / "model.py").write_text("def f():\n    from pkg.cli import run\n")
    (package / "cli" / "run.py").write_text("from pkg.core import model\n")
    config = tmp_path / "pyproject.toml"
    config.write_text('[tool.importlinter]\nroot_package = "pkg"\n\n'
                      '[[tool.importlinter.contracts]]\nname = "cli over core"\n'
                      'type = "layers"\ncontainers = ["pkg"]\nlayers = ["cli", "core"]\n')
    result = lint_imports(config, tmp_path)
    assert result.returncode == 1, result.stdout + result.stderr
    assert "pkg.core.model -> pkg.cli.run" in result.stdout
    assert "Contracts: 0 kept, 1 broken." in result.stdout
