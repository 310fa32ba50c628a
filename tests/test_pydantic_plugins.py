"""The stand-in for pydantic's plugin loader (listbuilder/pydantic_plugins.py, issue 11)."""

from __future__ import annotations

import importlib
import os
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder import pydantic_plugins
from listbuilder.pydantic_plugins import LOADER, SWITCH

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def _fresh(code: str, **env: str) -> str:
    """Run `code` in a fresh interpreter (with `env` set); its last printed line."""
    clean = {k: v for k, v in os.environ.items() if k != SWITCH}
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, env={**clean, **env},
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return result.stdout.strip().splitlines()[-1]


SHORTCUT = f"""
import sys
from listbuilder.pydantic_plugins import disable_plugins
taken = disable_plugins()
from listbuilder.storage.loading import load_file, load_text
good = load_file({str(SAMPLE)!r})
bad = load_text(open({str(SAMPLE)!r}).read().replace("name:", "nmae:", 1), "bad.army.yaml")
from pydantic.plugin._schema_validator import create_schema_validator
from pydantic_core import SchemaValidator, core_schema
plain = type(create_schema_validator(core_schema.int_schema(), int, "m", "n", "TypeAdapter"))
print(taken, "importlib.metadata" in sys.modules, type(good).__name__,
      sorted({{d.code for d in bad.diagnostics}}), plain is SchemaValidator)
"""


def test_the_shortcut_is_taken_and_models_still_validate():
    line = _fresh(SHORTCUT)
    taken, metadata, good, rest = line.split(" ", 3)
    bad_codes, plain = rest.rsplit(" ", 1)
    assert taken == "True" and metadata == "False"  # no scan of installed packages
    assert good == "LoadedArmy"
    assert bad_codes != "[]"  # a misspelt key is still found by the models
    assert plain == "True"  # pydantic's own validator, without the plugin wrapper


def test_plugins_asked_for_by_the_user_are_not_disabled():
    """A value naming some plugins is not "all": pydantic's own loader is used."""
    line = _fresh("from listbuilder.pydantic_plugins import disable_plugins\n"
                  "print(disable_plugins())", **{SWITCH: "some_plugin"})
    assert line == "False"


def test_the_installed_pydantic_reads_as_the_stand_in_expects():
    """Checked against the installed pydantic: if it changes, the stand-in is not used."""
    assert pydantic_plugins.loader_is_as_expected()
    real = importlib.import_module(LOADER)
    os.environ[SWITCH] = "__all__"
    try:
        assert tuple(real.get_plugins()) == () == pydantic_plugins.plugin_loader_stand_in(
            ).get_plugins()
    finally:
        del os.environ[SWITCH]


def test_anything_else_is_answered_by_pydantic_s_own_module(monkeypatch):
    monkeypatch.delenv(SWITCH, raising=False)
    stand_in = pydantic_plugins.plugin_loader_stand_in()
    real = importlib.import_module(LOADER)
    assert stand_in.PYDANTIC_ENTRY_POINT_GROUP == real.PYDANTIC_ENTRY_POINT_GROUP
    assert list(stand_in.get_plugins()) == list(real.get_plugins())  # plugins enabled again
    with pytest.raises(AttributeError):
        stand_in.__file__  # noqa: B018 - tools asking any module must not load the real one


def test_a_changed_pydantic_is_left_alone(tmp_path, monkeypatch):
    """A loader that no longer reads as expected: pydantic's own is used, nothing breaks."""
    fake = tmp_path / "pydantic"
    (fake / "plugin").mkdir(parents=True)
    (fake / "__init__.py").write_text("")
    (fake / "plugin" / "__init__.py").write_text("")
    (fake / "plugin" / "_loader.py").write_text("def get_plugins(config):\n    return ()\n")
    line = _fresh("from listbuilder.pydantic_plugins import disable_plugins\n"
                  "import sys\nprint(disable_plugins(), 'pydantic.plugin._loader' in sys.modules)",
                  PYTHONPATH=str(tmp_path))
    assert line == "False False"
