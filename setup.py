"""The build steps pyproject.toml cannot declare.

1. Map the repository's top-level data folders into the package: `army_lists/` and
   `resources/` stay at the top of the repository (list authors and the README point there);
   the wheel carries them as `listbuilder/army_lists/` and `listbuilder/resources/`, where
   `listbuilder.storage.bundled` finds them. The player's guide, `docs/guide/`, goes in as
   `listbuilder/guide/`. The documents the guide links to (`GUIDE_DOCS`, `../list-format.md`
   from the guide) are copied to `listbuilder/`, the guide's parent as `docs/` is in the
   repository, so the same links open them in a checkout and in an install.
2. Compile the translation catalogues: each `listbuilder/locale/*/LC_MESSAGES/*.po` is written
   as `.mo` into the build, with the standard-library compiler the package itself uses (loaded
   from its file: nothing is installed yet).
"""

from __future__ import annotations

import importlib.util
import shutil
from pathlib import Path

from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

HERE = Path(__file__).resolve().parent
DATA = {"listbuilder.army_lists": "army_lists", "listbuilder.resources": "resources",
        "listbuilder.guide": "docs/guide"}
#: docs/ files the player's guide links to; packaging/listbuilder.spec names the same.
GUIDE_DOCS = ("list-format.md", "import-list.md", "translating.md")


def _po_compiler():
    spec = importlib.util.spec_from_file_location("_po", HERE / "listbuilder" / "i18n" / "po.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class BuildWithCatalogues(build_py):
    def run(self) -> None:
        super().run()
        for name in GUIDE_DOCS:
            shutil.copyfile(HERE / "docs" / name, Path(self.build_lib) / "listbuilder" / name)
        _po_compiler().compile_tree(Path(self.build_lib) / "listbuilder" / "locale")


setup(
    packages=find_packages(include=["listbuilder", "listbuilder.*"]) + list(DATA),
    package_dir=DATA,
    include_package_data=False,  # only what package_data names, whatever the sdist holds
    package_data={
        "listbuilder": ["py.typed", "locale/*.pot", "locale/*/LC_MESSAGES/*.po",
                        "locale/*/lists/*/*.yaml"],  # the lists' words per language
        "listbuilder.army_lists": ["*/*.yaml"],
        "listbuilder.resources": ["fonts/*", "samples/*.yaml", "schemas/*.json", "icons/*"],
        # The player's guide (Help ▸ Guide) with its screenshots.
        "listbuilder.guide": ["*.md", "images/*/*.png"],
    },
    cmdclass={"build_py": BuildWithCatalogues},
)
