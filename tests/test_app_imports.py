"""The app and the printers know rule systems only through `GameSystem` (issue 11).

Nothing under `listbuilder/app/` or `listbuilder/export/` imports a module of one system
(`listbuilder.systems.<name>`): a fifth system needs no change there.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
SYSTEMS = sorted(p.name for p in (ROOT / "listbuilder" / "systems").iterdir()
                 if (p / "__init__.py").is_file())


def imported_modules(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


@pytest.mark.parametrize("layer", ["app", "export"])
def test_no_layer_imports_a_system_package(layer):
    offenders = []
    for path in sorted((ROOT / "listbuilder" / layer).rglob("*.py")):
        for module in imported_modules(path):
            if any(module == f"listbuilder.systems.{name}"
                   or module.startswith(f"listbuilder.systems.{name}.") for name in SYSTEMS):
                offenders.append(f"{path.relative_to(ROOT)}: {module}")
    assert SYSTEMS and not offenders, offenders
