"""listbuilder: army list builder and validator for tabletop wargames."""

__version__ = "0.1.0"
