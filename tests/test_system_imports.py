"""The app and the printers reach rule systems only through `GameSystem` (issue 11).

Their import statements are pyproject.toml's import-linter contract "The editor and the
printers reach a rule system only through GameSystem" (tests/test_import_contracts.py). What
no import statement shows is checked here: a system's module named in a string (to
`importlib.import_module`) and a branch on a system's id.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import listbuilder
from listbuilder import systems

PACKAGE = Path(listbuilder.__file__).parent
LAYERS = ("app", "export")


def layer_files() -> list[Path]:
    return sorted(f for layer in LAYERS for f in (PACKAGE / layer).rglob("*.py"))


def named(source: str) -> list[str]:
    """String constants that are a system's id (what a branch on `system.id` compares to) or
    name one system's module (`importlib.import_module("listbuilder.systems.usb")`)."""
    ids = set(systems.system_ids())
    return [node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and isinstance(node.value, str)
            and (node.value in ids or node.value.startswith("listbuilder.systems."))]


def test_the_layers_are_all_scanned() -> None:
    names = {p.name for p in layer_files()}
    assert {"army_editor.py", "units_model.py", "fields_panel.py", "pdf.py"} <= names


@pytest.mark.parametrize("path", layer_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_system_is_named_by_the_app_or_export(path: Path) -> None:
    """The old `bi_edits.supports` compared `doc.system.id == "basic-impetus"`."""
    assert named(path.read_text(encoding="utf-8")) == []


@pytest.mark.parametrize("source", [
    'if doc.system.id == "basic-impetus":\n    pass',
    "import importlib\nimportlib.import_module('listbuilder.systems.skirmish')",
])
def test_a_system_named_in_a_string_is_found(source: str) -> None:
    assert named(source)
