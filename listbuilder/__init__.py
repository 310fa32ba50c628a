"""listbuilder: army list builder and validator for tabletop wargames."""

from importlib.metadata import PackageNotFoundError, version

try:
    # The one version number is pyproject.toml's; installs (editable too) carry it.
    __version__ = version("listbuilder")
except PackageNotFoundError:  # a bare checkout on sys.path, never installed
    __version__ = "0+unknown"
