"""The editor's pure (Qt-free) modules, imported before PySide6, then PySide6 itself.

Once imported, PySide6 looks at every module imported after it for `from __feature__` by
reading that module's whole source (`inspect.getsource`), once per module name that any
later import statement mentions: for pydantic, PyYAML, the standard library and our core that
cost about a quarter of a second of every start. So the pure modules come first, and are
then marked as already looked at, as PySide6 itself marks the modules it finds loaded when
`__feature__` is first used: none of them can use a feature of a Qt they were loaded without.
"""

from __future__ import annotations

import html  # noqa: F401 - html, json, uuid: standard modules the window's modules use
import json  # noqa: F401
import os
import sys
import uuid  # noqa: F401

# Only what the window's first frame uses: the lists, the army, pydantic, PyYAML and the rule
# systems load after it (app/main.py), and their modules are marked below instead.
import listbuilder
import listbuilder.codes  # noqa: F401
import listbuilder.core.edit_specs  # noqa: F401
import listbuilder.core.editor_layout  # noqa: F401
import listbuilder.core.fixes  # noqa: F401
import listbuilder.core.view  # noqa: F401
import listbuilder.export.totals  # noqa: F401
import listbuilder.i18n.catalog  # noqa: F401
import listbuilder.storage.disk_state  # noqa: F401
import listbuilder.storage.messages  # noqa: F401
from listbuilder.pydantic_plugins import disable_plugins

disable_plugins()  # before the first model is validated: see its docstring


def _mark_loaded_modules() -> None:
    import PySide6.QtCore  # noqa: F401 - installs the check and its table

    # An internal of PySide6 (shibokensupport/feature.py): if it moves, only the start is
    # slower. -1 is its own "ignore this module" mark for modules that do not use Qt.
    table = getattr(sys.modules.get("shibokensupport.feature"), "pyside_feature_dict", None)
    if not isinstance(table, dict):
        return
    for name in list(sys.modules):
        table.setdefault(name, -1)
    # Our modules still to come get the mark PySide6 would give them (0: uses Qt, no feature;
    # -1: no Qt at all), without their sources being read on the way.
    for name in _our_module_names():
        table.setdefault(name, 0 if name.startswith("listbuilder.app") else -1)


def _our_module_names() -> list[str]:
    """Every module of the package, by name (os.walk: Path.rglob costs ~5x more)."""
    root = os.path.dirname(listbuilder.__file__)
    names = []
    for folder, _, files in os.walk(root):
        package = "listbuilder" + folder[len(root):].replace(os.sep, ".")
        names += [package if file == "__init__.py" else f"{package}.{file[:-3]}"
                  for file in files if file.endswith(".py")]
    return names


_mark_loaded_modules()
