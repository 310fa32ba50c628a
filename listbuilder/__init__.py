"""listbuilder: army list builder and validator for tabletop wargames."""

from __future__ import annotations


def __getattr__(name: str) -> str:
    # `__version__` is looked up on first use, not at import: commands that never print it
    # (or load no pydantic model) save importing importlib.metadata.
    if name != "__version__":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    from importlib.metadata import PackageNotFoundError, version

    try:
        # The one version number is pyproject.toml's; installs (editable too) carry it.
        found = version("listbuilder")
    except PackageNotFoundError:  # a bare checkout on sys.path, never installed
        found = "0+unknown"
    globals()["__version__"] = found
    return found
