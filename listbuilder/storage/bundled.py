"""The data listbuilder ships: bundled army lists, sample armies, fonts, schemas, the icon.

The repository keeps `army_lists/` and `resources/` at its top. The wheel and the frozen app
carry them inside the package, as `listbuilder/army_lists/` and `listbuilder/resources/`
(mapped at build time by `setup.py` and `packaging/listbuilder.spec`). Everything that reads
them asks this module, so a checkout, an editable install, an installed wheel and the frozen
app all find the same files. Installs are unpacked (pip and PyInstaller both unpack), so the
package's resources are real folders that reportlab, Qt and `Path.rglob` can open.
"""

from __future__ import annotations

from pathlib import Path


def _data(name: str) -> Path:
    # The package's own folder (what importlib.resources.files() gives for an unpacked
    # package, without importing importlib.resources on every start).
    package = Path(__file__).resolve().parents[1]
    inside = package / name
    # Inside the package in a wheel or the frozen app; beside it in a checkout or an
    # editable install, where the repository's own folders are used as they are.
    return inside if inside.is_dir() else package.parent / name


def lists_dir() -> Path:
    """The bundled army lists, one folder per game system."""
    return _data("army_lists")


def resources_dir() -> Path:
    return _data("resources")


def fonts_dir() -> Path:
    return resources_dir() / "fonts"


def samples_dir() -> Path:
    return resources_dir() / "samples"


def guide_dir() -> Path:
    """The player's guide, one Markdown file per language with its screenshots: `docs/guide/`
    in a checkout, `listbuilder/guide/` in the wheel and the frozen app."""
    package = Path(__file__).resolve().parents[1]
    inside = package / "guide"
    return inside if inside.is_dir() else package.parent / "docs" / "guide"


def icon_path() -> Path:
    return resources_dir() / "icons" / "listbuilder.png"
