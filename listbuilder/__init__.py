"""listbuilder: army list builder and validator for tabletop wargames."""

from __future__ import annotations

# The one version number. pyproject.toml reads it from here when the package is built
# (setuptools' `attr:`, read from this file's text, nothing imported), so the installed
# metadata says the same; reading it here costs nothing, where asking importlib.metadata
# costs every start of the editor and the command line ~40 ms (it imports the email package).
__version__ = "0.2.0"
