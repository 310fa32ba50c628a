"""The package's modules import one another without a cycle, and each layer only downward
(issue 22).

Every import statement counts: at module level, inside a function (deferred) and under
`TYPE_CHECKING`, as read from the sources with `ast`. A deferred import may keep a start
fast; it may not hide a loop, which makes the order modules load in matter and every move of
code between them harder.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import pytest

import listbuilder

PACKAGE = Path(listbuilder.__file__).parent

#: Bottom to top: a module may import its own layer's modules and those of the layers below.
#: A module belongs to the longest entry that is it or a package holding it ("listbuilder"
#: itself is only the package's `__init__`: a new top-level module must be placed here).
LAYERS: tuple[tuple[str, ...], ...] = (
    ("listbuilder", "listbuilder.bundled", "listbuilder.i18n", "listbuilder.terminal",
     "listbuilder.cli_help"),
    ("listbuilder.core",),
    ("listbuilder.systems",),
    ("listbuilder.storage",),
    ("listbuilder.codes",),
    ("listbuilder.export", "listbuilder.summary", "listbuilder.findings_output",
     "listbuilder.explain_cli", "listbuilder.share_cli", "listbuilder.qt_check",
     "listbuilder.list_summary", "listbuilder.import_list_cli"),
    # The editor, bottom to top: each package imports only its own layer's and those below.
    ("listbuilder.app", "listbuilder.app.look", "listbuilder.app.files",
     "listbuilder.app.widgets", "listbuilder.app.help"),
    ("listbuilder.app.army",),
    ("listbuilder.app.tables",),
    ("listbuilder.app.editing",),
    ("listbuilder.app.dialogs",),
    ("listbuilder.app.window",),
    ("listbuilder.app.startup",),
    # `lists` reads the editor's list folders (app/files/list_folders.py) when Qt is there.
    ("listbuilder.cli", "listbuilder.lists_cli", "listbuilder.__main__"),
)


def package_modules(root: Path = PACKAGE, name: str = "listbuilder") -> dict[str, Path]:
    """Every module of the package by dotted name (a package by its own name)."""
    modules = {}
    for path in root.rglob("*.py"):
        parts = [name, *path.relative_to(root).with_suffix("").parts]
        modules[".".join(parts[:-1] if parts[-1] == "__init__" else parts)] = path
    return modules


def imports_of(module: str, path: Path, modules: Iterable[str]) -> set[str]:
    """The package's modules that `module` imports anywhere in its source. `from a import b`
    imports the module `a.b` if there is one, otherwise `a` (b is a name in it)."""
    known = set(modules)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parent = package.split(".")[:len(package.split(".")) - node.level + 1]
                base = ".".join([*parent, base] if base else parent)
            names = [f"{base}.{a.name}" if f"{base}.{a.name}" in known else base
                     for a in node.names]
        else:
            continue
        for name in names:
            while name and name not in known:  # `import a.b.c` names a.b.c; a name in it
                name = name.rpartition(".")[0]
            if name and name != module:
                found.add(name)
    return found


def import_graph() -> dict[str, set[str]]:
    modules = package_modules()
    return {name: imports_of(name, path, modules) for name, path in modules.items()}


def cycles(graph: Mapping[str, Iterable[str]]) -> list[list[str]]:
    """The graph's strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        for other in graph.get(node, ()):
            if other not in index:
                visit(other)
                low[node] = min(low[node], low[other])
            elif other in stack:
                low[node] = min(low[node], index[other])
        if low[node] == index[node]:
            component = []
            while not component or component[-1] != node:
                component.append(stack.pop())
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(graph):
        if node not in index:
            visit(node)
    return found


def layer_of(module: str) -> int | None:
    entries = [(len(entry), rank) for rank, layer in enumerate(LAYERS) for entry in layer
               if module == entry or (module.startswith(entry + ".") and entry != "listbuilder")]
    return max(entries)[1] if entries else None


def test_no_module_imports_itself_back_through_others():
    assert cycles(import_graph()) == []


def test_each_layer_imports_only_its_own_and_lower_layers():
    graph = import_graph()
    unplaced = [module for module in graph if layer_of(module) is None]
    assert unplaced == []
    upward = [f"{module} -> {other}" for module, imported in sorted(graph.items())
              for other in sorted(imported) if layer_of(other) > layer_of(module)]
    assert upward == []


def test_the_graph_has_every_kind_of_import(tmp_path):
    """Deferred, type-checking-only and relative imports all make edges, to the module a
    `from` names when it is one."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("def f():\n    from pkg.sub import b\n")
    (package / "sub" / "b.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..c import C\n")
    (package / "c.py").write_text("import pkg.a\nfrom pkg import sub\n")
    modules = package_modules(package, "pkg")
    graph = {name: imports_of(name, path, modules) for name, path in modules.items()}
    assert graph == {"pkg": set(), "pkg.sub": set(), "pkg.a": {"pkg.sub.b"},
                     "pkg.sub.b": {"pkg.c"}, "pkg.c": {"pkg.a", "pkg.sub"}}
    assert cycles(graph) == [["pkg.a", "pkg.c", "pkg.sub.b"]]


@pytest.mark.parametrize(("module", "layer"), [
    ("listbuilder", 0), ("listbuilder.i18n.terms", 0), ("listbuilder.cli", 13),
    ("listbuilder.systems.usb.build", 2), ("listbuilder.app.window.main_window", 11),
    ("listbuilder.new_module", None)])
def test_a_module_s_layer_is_its_longest_entry(module, layer):
    assert layer_of(module) == layer
