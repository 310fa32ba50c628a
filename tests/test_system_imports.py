"""The app and the printers reach rule systems only through `GameSystem` (issue 11).

Nothing under `listbuilder/app/` or `listbuilder/export/` imports a module of one system
(`listbuilder/systems/<name>/…`): a system's rules, models and editing come to them through
the interface, found by id in the `listbuilder.systems` registry (which is allowed). Every
import statement counts, at module level or inside a function, and so does a module named in
a string to `importlib.import_module`.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import listbuilder
from listbuilder import systems

PACKAGE = Path(listbuilder.__file__).parent
SYSTEM_PACKAGES = {p.name for p in (PACKAGE / "systems").iterdir()
                   if (p / "__init__.py").is_file()}
LAYERS = ("app", "export")


def imported_modules(source: str, module: str) -> list[str]:
    """Every module the source imports, dotted and absolute: `from a import b` gives both
    `a` and `a.b` (b may be a module), relative imports resolved against `module`."""
    found: list[str] = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            found += [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = module.split(".")[:-node.level]
                base = ".".join([*parent, base] if base else parent)
            found.append(base)
            found += [f"{base}.{alias.name}" for alias in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str) \
                and node.value.startswith("listbuilder.systems."):
            found.append(node.value)  # importlib.import_module("listbuilder.systems.usb")
    return found


def system_modules(modules: list[str]) -> list[str]:
    """Those that are one system's package or a module in it."""
    return [m for m in modules if m.split(".")[:2] == ["listbuilder", "systems"]
            and len(m.split(".")) > 2 and m.split(".")[2] in SYSTEM_PACKAGES]


def layer_files() -> list[Path]:
    return sorted(f for layer in LAYERS for f in (PACKAGE / layer).rglob("*.py"))


def module_name(path: Path) -> str:
    return ".".join(["listbuilder", *path.relative_to(PACKAGE).with_suffix("").parts])


@pytest.mark.parametrize("path", layer_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_system_package_is_imported_by_the_app_or_export(path: Path) -> None:
    modules = imported_modules(path.read_text(encoding="utf-8"), module_name(path))
    assert system_modules(modules) == []


def test_the_layers_are_all_scanned() -> None:
    names = {p.name for p in layer_files()}
    assert {"army_editor.py", "units_model.py", "fields_panel.py", "pdf.py"} <= names
    assert not (PACKAGE / "app" / "bi_edits.py").exists()
    assert {type(system).__module__.split(".")[2] for system in systems.registry().values()
            } <= SYSTEM_PACKAGES


@pytest.mark.parametrize("source", [
    "from listbuilder.systems.basic_impetus import choices",
    "import listbuilder.systems.usb.menu as menu",
    "def f():\n    from listbuilder.systems import basic_impetus\n    return basic_impetus",
    "import importlib\nimportlib.import_module('listbuilder.systems.skirmish')",
    "from ..systems.szwadron import units",
])
def test_the_scan_finds_every_way_of_importing_a_system(source: str) -> None:
    modules = imported_modules(source, "listbuilder.app.example")
    assert system_modules(modules), source


def test_the_registry_is_allowed() -> None:
    source = ("from listbuilder.systems import get_system, registry\n"
              "import listbuilder.systems\n"
              "def f():\n    from listbuilder import systems\n    return systems.system_ids()")
    assert system_modules(imported_modules(source, "listbuilder.app.example")) == []
    assert callable(systems.get_system)


def system_ids_named(source: str) -> list[str]:
    """String constants that are a system's id: what a branch on `system.id` compares to."""
    ids = set(systems.system_ids())
    return [node.value for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Constant) and node.value in ids]


@pytest.mark.parametrize("path", layer_files(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_no_system_is_named_by_the_app_or_export(path: Path) -> None:
    """The old `bi_edits.supports` compared `doc.system.id == "basic-impetus"`."""
    assert system_ids_named(path.read_text(encoding="utf-8")) == []


def test_a_branch_on_a_system_id_is_found() -> None:
    assert system_ids_named('if doc.system.id == "basic-impetus":\n    pass') == ["basic-impetus"]
