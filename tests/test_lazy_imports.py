"""What each entry point imports: heavy libraries only where they are used (issues 11, 12).

Each check runs the real entry point in a fresh interpreter and reads `sys.modules` there:
the start-up cost of the command line and the editor depends on these staying lazy.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from listbuilder.systems import registry

ROOT = Path(__file__).resolve().parents[1]
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"
HEAVY = ("PySide6", "reportlab", "reportlab.platypus", "segno", "ruamel.yaml")


def _loaded_after(code: str, tmp_path: Path) -> list[str]:
    """The modules loaded (in load order) after running `code` in a fresh interpreter."""
    script = code + "\nimport json, sys\nprint(json.dumps(list(sys.modules)))\n"
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen",
           "LISTBUILDER_CONFIG_DIR": str(tmp_path / "config")}
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, env=env,
                            capture_output=True, text=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout.strip().splitlines()[-1])


def _heavy(modules: list[str]) -> set[str]:
    return {name for name in HEAVY if name in modules}


def _cli(*args: str) -> str:
    return f"from listbuilder.cli import main\nmain({list(args)!r})"


def test_validate_imports_no_qt_no_pdf_no_round_trip_writer(tmp_path):
    modules = _loaded_after(_cli("validate", str(SAMPLE)), tmp_path)
    assert _heavy(modules) == set()


@pytest.mark.parametrize(("kind", "heavy"), [
    ("cards", {"reportlab"}), ("bases", {"reportlab"}),
    ("roster", {"reportlab", "reportlab.platypus"})])
def test_cards_and_bases_need_only_reportlab_s_canvas_and_the_roster_platypus(kind, heavy,
                                                                              tmp_path):
    out = tmp_path / f"{kind}.pdf"
    modules = _loaded_after(_cli("export", kind, str(SAMPLE), "-o", str(out)), tmp_path)
    assert out.is_file() and _heavy(modules) == heavy


SAMPLES = ROOT / "resources" / "samples"


@pytest.mark.parametrize(("sample", "command"), [
    ("bi-french", ["export", "cards"]), ("bi-french", ["export", "roster"]),
    ("bi-french", ["validate"]), ("usb-240", ["export", "cards"]),
    ("skirmish-small", ["export", "roster"]), ("szwadron-brigade", ["export", "bases"])])
def test_a_first_export_or_a_validation_imports_no_traceback(sample, command, tmp_path):
    out = ["-o", str(tmp_path / "out.pdf")] if command[0] == "export" else []
    army = SAMPLES / f"{sample}.army.yaml"
    modules = _loaded_after(_cli(*command, str(army), *out), tmp_path)
    assert any(m.endswith(".build") for m in modules)  # the army was loaded and built


def test_an_export_builds_no_other_command_s_parser(tmp_path):
    modules = _loaded_after(_cli("export", "bases", str(SAMPLE), "-o", str(tmp_path / "b.pdf")),
                            tmp_path)
    others = ("listbuilder.cli.commands.share", "listbuilder.cli.commands.explain",
              "listbuilder.cli.commands.upgrade")
    assert "listbuilder.cli.commands.export" in modules and [m for m in others if m in modules
                                                             ] == []


@pytest.mark.parametrize(("argv", "imported"), [
    (["--help"], []), (["validate", "--help"], ["validate"]),
    (["validate", str(SAMPLE)], ["validate"]), (["lists", "--format", "json"], ["lists"])])
def test_a_command_imports_only_its_own_module(argv, imported, tmp_path):
    """Each command's arguments are declared in its module: `--help` lists them all from the
    table in `commands/__init__.py` without importing one (importing all costs ~0.4 s)."""
    modules = _loaded_after(_cli(*argv), tmp_path)
    commands = [m.rsplit(".", 1)[1] for m in modules
                if m.startswith("listbuilder.cli.commands.")]
    assert commands == imported


def test_the_editor_s_side_is_there_when_the_editor_asks():
    from listbuilder.core.editor_layout import DEFAULT_LAYOUT
    from listbuilder.systems import get_system
    from listbuilder.systems.basic_impetus.editing import LAYOUT
    from listbuilder.systems.basic_impetus.grouping_edits import KINDS

    system = get_system("basic-impetus")
    assert system.editor_layout is LAYOUT and type(system).editor_layout is LAYOUT
    assert system.selection_action_kinds is KINDS and KINDS
    assert get_system("usb").editor_layout is DEFAULT_LAYOUT
    assert get_system("usb").selection_action_kinds == ()


@pytest.mark.parametrize("system", [type(s).__module__ for s in registry().values()])
def test_file_models_are_made_from_real_annotations(system):
    """pydantic compiled every annotation's text when a model was made: a quarter of the
    models' cost on every export (core/model.py says it where the import was)."""
    import importlib

    from pydantic import BaseModel

    modules = ["listbuilder.core.model", *(f"{system}.{name}"
                                           for name in ("list_model", "army_model"))]
    for module in map(importlib.import_module, modules):
        models = [v for v in vars(module).values() if isinstance(v, type)
                  and issubclass(v, BaseModel) and v.__module__ == module.__name__]
        texts = [(m.__name__, name) for m in models
                 for name, hint in vars(m).get("__annotations__", {}).items()
                 if isinstance(hint, str)]
        assert models and texts == [], module.__name__
