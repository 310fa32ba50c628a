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


@pytest.mark.parametrize("kind", ["cards", "bases"])
def test_cards_and_bases_need_only_reportlab_s_canvas(kind, tmp_path):
    out = tmp_path / f"{kind}.pdf"
    modules = _loaded_after(_cli("export", kind, str(SAMPLE), "-o", str(out)), tmp_path)
    assert out.is_file() and _heavy(modules) == {"reportlab"}


def test_the_roster_adds_to_reportlab_s_canvas_only_its_qr_encoder(tmp_path):
    """The roster is laid out by export/flow.py, not platypus (a tenth of a second a run,
    issue 12): what it imports of reportlab beyond the canvas is what reportlab's QR encoder
    imports (its barcode package brings platypus), nothing of our choosing."""
    out = tmp_path / "roster.pdf"
    modules = _loaded_after(_cli("export", "roster", str(SAMPLE), "-o", str(out)), tmp_path)
    assert out.is_file() and _heavy(modules) <= {"reportlab", "reportlab.platypus"}
    # The canvas, the TrueType fonts every document embeds (reportlab 4.0 does not load them
    # with the canvas; later versions do) and the QR encoder.
    library = set(_loaded_after("import reportlab.pdfgen.canvas\n"
                                "import reportlab.pdfbase.ttfonts\n"
                                "import reportlab.graphics.barcode.qrencoder", tmp_path))
    assert [m for m in modules if m.startswith("reportlab") and m not in library] == []


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
    # What only a bug needs: its traceback (~5 ms); reportlab's QR encoder, which the roster
    # uses, imports traceback itself.
    library = (set(_loaded_after("import reportlab.graphics.barcode.qrencoder", tmp_path))
               if "roster" in command else set())
    assert "traceback" not in modules or "traceback" in library


def test_an_export_builds_no_other_command_s_parser(tmp_path):
    modules = _loaded_after(_cli("export", "bases", str(SAMPLE), "-o", str(tmp_path / "b.pdf")),
                            tmp_path)
    others = ("listbuilder.cli.commands.share", "listbuilder.cli.commands.explain",
              "listbuilder.cli.commands.upgrade")
    assert "listbuilder.cli.commands.export" in modules and [m for m in others if m in modules
                                                             ] == []


def test_argparse_s_words_are_not_searched_for_on_disk(tmp_path):
    """argparse asks gettext for ~30 words while a parser is built; Python's gettext looked
    for a catalogue on disk each time (~5 ms a command): ours answers them (cli/language.py)."""
    script = ("import gettext\nfound = []\nsearch = gettext.find\n"
              "gettext.find = lambda *a, **k: found.append(a) or search(*a, **k)\n"
              + _cli("validate", str(SAMPLE)) + "\nprint('searches', len(found))")
    result = subprocess.run([sys.executable, "-c", script], cwd=ROOT, capture_output=True,
                            text=True, timeout=120,
                            env={**os.environ, "LISTBUILDER_CONFIG_DIR": str(tmp_path)})
    assert result.stdout.splitlines()[-1] == "searches 0", result.stderr


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
