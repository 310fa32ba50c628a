"""The package's modules import one another without a cycle (issue 22). Which layer may import
which is declared in pyproject.toml's import-linter contracts (tests/test_import_contracts.py).

Every import statement counts: at module level, inside a function (deferred) and under
`TYPE_CHECKING`, as read from the sources with `ast`. A deferred import may keep a start
fast; it may not hide a loop, which makes the order modules load in matter and every move of
code between them harder.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Mapping
from pathlib import Path

import listbuilder

PACKAGE = Path(listbuilder.__file__).parent


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


def test_no_module_imports_itself_back_through_others():
    assert cycles(import_graph()) == []


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
