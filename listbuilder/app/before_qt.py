"""The editor's pure (Qt-free) modules, imported before PySide6, then PySide6 itself.

Once imported, PySide6 looks at every module imported after it for `from __feature__` by
reading that module's whole source (`inspect.getsource`), once per module name that any
later import statement mentions: for pydantic, PyYAML, the standard library and our core that
cost about a quarter of a second of every start. So the pure modules come first, and are
then marked as already looked at, as PySide6 itself marks the modules it finds loaded when
`__feature__` is first used: none of them can use a feature of a Qt they were loaded without.
"""

from __future__ import annotations

import html  # noqa: F401 - a standard module the window's modules use
import importlib.util
import os
import sys

# Only what the window's first frame uses: the lists, the army, pydantic, PyYAML and the rule
# systems load after it (app/main.py), and their modules are marked below instead.
import listbuilder
import listbuilder.core.editor_layout  # noqa: F401
import listbuilder.core.fixes  # noqa: F401
import listbuilder.core.recent  # noqa: F401
import listbuilder.i18n.catalog  # noqa: F401
import listbuilder.i18n.terms  # noqa: F401
import listbuilder.storage.list_files  # noqa: F401
import listbuilder.storage.messages  # noqa: F401
from listbuilder.pydantic_plugins import disable_plugins

disable_plugins()  # before the first model is validated: see its docstring


#: Packages the army and its lists load after the window's first frame (app/main.py), and the
#: standard packages whose submodules they load: marked before that, see `mark_later_modules`.
LATER = ("pydantic", "pydantic_core", "yaml", "annotated_types", "typing_extensions",
         "typing_inspection", "ruamel", "reportlab")
LATER_STANDARD = ("json", "encodings", "email", "importlib", "concurrent", "collections",
                  "zoneinfo", "urllib", "xml")


def _feature_table() -> dict[str, int] | None:
    import PySide6.QtCore  # noqa: F401 - installs the check and its table

    # An internal of PySide6 (shibokensupport/feature.py): if it moves, only the start is
    # slower. -1 is its own "ignore this module" mark for modules that do not use Qt.
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    return table if isinstance(table, dict) else None


def _mark_loaded_modules() -> None:
    table = _feature_table()
    if table is None:
        return
    for name in list(sys.modules):
        table.setdefault(name, -1)
    # Our modules still to come get the mark PySide6 would give them (0: uses Qt, no feature;
    # -1: no Qt at all), without their sources being read on the way.
    root = os.path.dirname(listbuilder.__file__)
    for name in _module_names("listbuilder", root):
        table.setdefault(name, 0 if name.startswith("listbuilder.app") else -1)


def mark_later_modules() -> None:
    """Mark what loading an army imports (pydantic, PyYAML, the standard modules they use)
    as PySide6 would, -1: none uses Qt. Called once the first frame is painted; unmarked,
    PySide6 read the sources of ~85 modules on the way (a quarter of opening the army)."""
    table = _feature_table()
    if table is None:
        return
    for name in sys.stdlib_module_names:
        table.setdefault(name, -1)
    standard = os.path.dirname(os.__file__)
    folders = [(name, os.path.join(standard, name)) for name in LATER_STANDARD]
    for name in LATER:
        table.setdefault(name, -1)  # typing_extensions is one module, not a package
        spec = importlib.util.find_spec(name)  # a top-level name: finds, imports nothing
        folders += [(name, folder) for folder in (spec and spec.submodule_search_locations
                                                  or ())]
    for package, folder in folders:
        for name in _module_names(package, folder):
            table.setdefault(name, -1)


def _module_names(package: str, root: str) -> list[str]:
    """Every Python module under `root`, by name (os.walk: Path.rglob costs ~5x more)."""
    names = []
    for folder, _, files in os.walk(root):
        prefix = package + folder[len(root):].replace(os.sep, ".")
        names += [prefix if file == "__init__.py" else f"{prefix}.{file.partition('.')[0]}"
                  for file in files if file.endswith((".py", ".so", ".pyd"))]
    return names


_mark_loaded_modules()
