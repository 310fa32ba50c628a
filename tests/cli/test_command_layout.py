"""How a command is declared and how its errors end it: arguments beside the handler, one
table of commands, errors that carry their exit status to one edge (`cli/run.py`)."""

from __future__ import annotations

import gc
import importlib
import sys
import types

import pytest

from listbuilder.cli.commands import COMMANDS
from listbuilder.core.exit_status import CommandError, ExitStatus
from listbuilder.export.geometry import ExportError
from listbuilder.storage.share import ShareCodeError
from tests.cli.conftest import AN_ARMY


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: c.name)
def test_every_command_s_module_holds_its_arguments_and_its_handler(command):
    module = importlib.import_module(command.module_name)
    assert callable(module.arguments) and callable(module.run)


def test_a_command_error_ends_the_command_with_its_own_status(run_cli, monkeypatch):
    from listbuilder.cli.commands import schema

    class Refused(CommandError):
        exit_status = ExitStatus.FINDINGS

    def refuse(args, streams):
        raise Refused("the reason, said once")

    monkeypatch.setattr(schema, "run", refuse)
    assert run_cli("schema") == (1, "", "listbuilder: the reason, said once\n")


def test_the_libraries_errors_for_a_user_are_command_errors():
    """Raised deep in export or storage, said by the edge: no command maps them itself."""
    assert issubclass(ExportError, CommandError) and issubclass(ShareCodeError, CommandError)
    assert ExportError("x").exit_status == ShareCodeError("x").exit_status == ExitStatus.USAGE
    assert issubclass(ShareCodeError, ValueError)  # as before, for the editor's dialog


def test_a_damaged_share_code_and_a_bad_card_size_are_said_by_the_edge(run_cli, tmp_path):
    code, out, err = run_cli("import", "LB1.not-a-code", "-o", tmp_path / "a.yaml")
    assert code == 2 and not out and err.startswith("listbuilder: ")
    assert "internal error" not in err and not (tmp_path / "a.yaml").exists()
    code, out, err = run_cli("export", "cards", AN_ARMY, "-o", tmp_path / "a.pdf",
                             "--card-size", "standard", "--paper", "a4", "--scale", "1000mm")
    assert code == 2 and "internal error" not in err and err.startswith("listbuilder: ")


def test_traceback_prints_the_traceback_of_an_internal_error(run_cli, monkeypatch, tmp_path):
    from listbuilder.cli.commands import lists

    monkeypatch.setattr(lists, "seen_lists", lambda extra: {}["no such key"])
    code, out, err = run_cli("lists")
    assert code == 3 and err.startswith("listbuilder: internal error KeyError: 'no such key'")
    assert "Traceback" not in err and "--traceback" in err
    code, out, err = run_cli("lists", "--traceback")
    assert code == 3 and err.count("Traceback (most recent call last)") == 1
    assert err.splitlines()[0].startswith("listbuilder: internal error KeyError")


def test_gui_help_does_not_speak_of_strict_and_validate_s_does(run_cli):
    """`gui --help` said "0 no errors (with --strict: no warnings either)": gui has none."""
    for command in ("gui", "show", "export", "samples"):
        code, out, _err = run_cli(command, "--help")
        assert code == 0 and "--strict" not in out and "exit codes:" in out, command
    for command in ("validate", "import-list"):
        code, out, _err = run_cli(command, "--help")
        assert code == 0 and "(with --strict: no warnings either)" in out, command


def test_gui_goes_through_the_command_s_streams(run_cli, monkeypatch):
    """Its problems reach the streams main() is given, its status is an ExitStatus."""
    from listbuilder.cli.commands import gui

    monkeypatch.setattr(gui, "qt_problem", lambda: "Qt is missing here")
    assert run_cli("gui") == (2, "", "listbuilder: Qt is missing here\n")
    said = []

    def run_app(file, output, screenshot=None):
        output.say("from the editor")
        said.append((file, screenshot, output.traceback))
        return ExitStatus.OK

    monkeypatch.setattr(gui, "qt_problem", lambda: None)
    monkeypatch.setattr(gui, "has_display", lambda: True)
    monkeypatch.setitem(sys.modules, "listbuilder.app.startup.main",
                        types.SimpleNamespace(run_app=run_app))
    try:
        assert run_cli("--traceback", "gui", AN_ARMY) == (0, "", "from the editor\n")
    finally:
        gc.enable()  # `gui` leaves it to the editor to turn back on
    assert said == [(str(AN_ARMY), None, True)]
