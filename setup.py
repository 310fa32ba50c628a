"""The one build step pyproject.toml cannot declare: compile the translation catalogues.

`pip install .`, `pip wheel .` and `python -m build` run build_py; this one also writes each
`listbuilder/locale/*/LC_MESSAGES/*.po` as `.mo` into the build, with the standard-library
compiler the package itself uses (loaded from its file: nothing is installed yet).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent


def _po_compiler():
    spec = importlib.util.spec_from_file_location("_po", HERE / "listbuilder" / "i18n" / "po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        _po_compiler().compile_tree(Path(self.build_lib) / "listbuilder" / "locale")


setup(cmdclass={"build_py": BuildWithCatalogues})
