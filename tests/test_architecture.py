"""The core, storage, systems, export and CLI layers never import Qt.

Run in a fresh interpreter where importing PySide6 fails, so a stray import anywhere below the
GUI layer breaks this test (napari's contract, as a test).
"""

from __future__ import annotations

import subprocess
import sys
import textwrap

from tests.conftest import ROOT

BLOCK_QT = textwrap.dedent("""
    import importlib, pkgutil, sys

    class BlockQt:
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6"):
                raise ImportError(f"Qt imported outside the GUI layer: {name}")
            return None

    sys.meta_path.insert(0, BlockQt())
    import listbuilder
    for mod in pkgutil.walk_packages(listbuilder.__path__, "listbuilder."):
        if mod.name.startswith("listbuilder.app") or mod.name == "listbuilder.__main__":
            continue
        importlib.import_module(mod.name)
    from listbuilder.cli import main
    code = main(["validate", "army_lists", "resources/samples"])
    assert code in (0, 1), code
    print("ok")
""")


def test_everything_below_the_gui_imports_without_qt():
    result = subprocess.run([sys.executable, "-c", BLOCK_QT], cwd=ROOT, capture_output=True,
                            text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    assert result.stdout.strip().endswith("ok")
