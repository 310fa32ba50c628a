"""The build steps pyproject.toml cannot declare.

1. Map the repository's top-level data folders into the package: `army_lists/` and
   `resources/` stay at the top of the repository (list authors and the README point there);
   the wheel carries them as `listbuilder/army_lists/` and `listbuilder/resources/`, where
   `listbuilder.storage.bundled` finds them. The player's guide, `docs/guide/`, goes in as
   `listbuilder/guide/`.
2. Compile the translation catalogues: each `listbuilder/locale/*/LC_MESSAGES/*.po` is written
   as `.mo` into the build, with the standard-library compiler the package itself uses (loaded
   from its file: nothing is installed yet).
"""

from __future__ import annotations

import importlib.util
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA = {"listbuilder.army_lists": "army_lists", "listbuilder.resources": "resources",
        "listbuilder.guide": "docs/guide"}


def _po_compiler():
    spec = importlib.util.spec_from_file_location("_po", HERE / "listbuilder" / "i18n" / "po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        _po_compiler().compile_tree(Path(self.build_lib) / "listbuilder" / "locale")


setup(
    packages=find_packages(include=["listbuilder", "listbuilder.*"]) + list(DATA),
    package_dir=DATA,
    include_package_data=False,  # only what package_data names, whatever the sdist holds
    package_data={
        "listbuilder": ["py.typed", "locale/*.pot", "locale/*/LC_MESSAGES/*.po",
                        "locale/*/lists/*/*.yaml"],  # the lists' words per language
        "listbuilder.army_lists": ["*/*.yaml"],
        # The README's screenshots stay out: the index shows them from the repository.
        "listbuilder.resources": ["fonts/*", "samples/*.yaml", "schemas/*.json", "icons/*"],
        # The player's guide (Help ▸ Guide) with its screenshots.
        "listbuilder.guide": ["*.md", "images/*/*.png"],
    },
    cmdclass={"build_py": BuildWithCatalogues},
)
