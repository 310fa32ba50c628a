"""No pydantic plugins, and no search for them: a faster first model (issue 11).

Before it builds the first validator, pydantic imports `pydantic.plugin._loader`, whose first
line imports `importlib.metadata` (and with it the email package): ~40 ms of every start, even
when `PYDANTIC_DISABLE_PLUGINS` tells its `get_plugins()` to return no plugins without looking.
listbuilder is an application that uses none, so it disables them all and puts a stand-in for
that module in its place, whose `get_plugins()` answers as pydantic's own does then: no plugins.

Only if the installed pydantic's module still reads as expected (its text is checked, nothing
imported): otherwise pydantic's own module is used, as if this file did not exist. Anything
else asked of the stand-in (the variable changed later, a name pydantic adds) is answered by
pydantic's real module, imported then. tests/test_pydantic_plugins.py checks both ways.
"""

from __future__ import annotations

import importlib
import importlib.util
import os
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

LOADER = "pydantic.plugin._loader"
SWITCH = "PYDANTIC_DISABLE_PLUGINS"
# What pydantic's module must say for the stand-in to replace it: the function, called
# without arguments, and the values of the variable it reads as "every plugin disabled".
EXPECTED = ("def get_plugins() -> ", "disabled_plugins in ('__all__', '1', 'true'):")
ALL_DISABLED = ("__all__", "1", "true")


def disable_plugins() -> bool:
    """Disable every pydantic plugin, before any model is built; True if the stand-in is in."""
    os.environ.setdefault(SWITCH, "__all__")
    if os.environ[SWITCH] not in ALL_DISABLED or LOADER in sys.modules:
        return False
    if not loader_is_as_expected():
        return False
    sys.modules[LOADER] = plugin_loader_stand_in()
    return True


def loader_is_as_expected() -> bool:
    """Whether the installed pydantic's plugin loader is the one the stand-in imitates."""
    spec = importlib.util.find_spec("pydantic")  # a top-level name: finds, imports nothing
    if spec is None or spec.origin is None:
        return False
    try:
        text = (Path(spec.origin).parent / "plugin" / "_loader.py").read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError):  # a frozen or zipped install: not a plain file
        return False
    return all(line in text for line in EXPECTED)


def plugin_loader_stand_in() -> ModuleType:
    module = ModuleType(LOADER, "Stand-in for pydantic's plugin loader (listbuilder."
                                "pydantic_plugins): no plugins while they are all disabled.")
    module.__dict__.update(get_plugins=_get_plugins, __getattr__=_from_real_loader)
    return module


def _get_plugins() -> Any:
    if os.getenv(SWITCH) in ALL_DISABLED:
        return ()
    return real_loader().get_plugins()


def _from_real_loader(name: str) -> Any:
    if name.startswith("__"):  # what tools ask of any module (`__file__`, `__path__`)
        raise AttributeError(name)
    return getattr(real_loader(), name)


def real_loader() -> ModuleType:
    """pydantic's own module, imported on first need, then in its place in `sys.modules`."""
    current = sys.modules.get(LOADER)
    if current is not None and current.__spec__ is not None:
        return current
    sys.modules.pop(LOADER, None)
    return importlib.import_module(LOADER)
