"""Maps the repository's top-level data folders into the package at build time.

`army_lists/` and `resources/` stay at the top of the repository (list authors and the README
point there); the wheel carries them as `listbuilder/army_lists/` and
`listbuilder/resources/`, where `listbuilder.bundled` finds them. Everything else is in
pyproject.toml.
"""

from setuptools import find_packages, setup

DATA = {"listbuilder.army_lists": "army_lists", "listbuilder.resources": "resources"}

setup(
    packages=find_packages(include=["listbuilder", "listbuilder.*"]) + list(DATA),
    package_dir=DATA,
    include_package_data=False,  # only what package_data names, whatever the sdist holds
    package_data={
        "listbuilder": ["py.typed"],
        "listbuilder.army_lists": ["*/*.yaml"],
        # The README's screenshots stay out: the index shows them from the repository.
        "listbuilder.resources": ["fonts/*", "samples/*.yaml", "schemas/*.json", "icons/*"],
    },
)
