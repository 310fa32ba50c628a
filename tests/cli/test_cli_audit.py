"""The command line audited as a list author and a player use it: help, wrong folders and
outputs, a full disk. Each case failed before its fix (see the commit that added it)."""

from __future__ import annotations

import argparse
import errno
import io
import sys

import pytest

from listbuilder.cli.definition import parser
from listbuilder.cli.streams import Streams
from tests.cli.conftest import AN_ARMY, ROOT

COMMANDS = ["validate", "show", "export", "share", "import", "import-list", "schema", "explain",
            "upgrade", "stamp", "gui", "lists", "samples", "event", "verify"]


def _subparsers() -> dict[str, argparse.ArgumentParser]:
    action = next(a for a in parser(Streams.of_process())._actions if isinstance(a.choices, dict))
    return dict(action.choices)


def test_every_command_is_audited_here():
    assert set(_subparsers()) == set(COMMANDS)


@pytest.mark.parametrize("command", COMMANDS)
def test_every_commands_help_ends_with_the_exit_codes(run_cli, command):
    code, out, err = run_cli(command, "--help")
    assert code == 0 and not err
    assert "exit codes:" in out
    assert "2  usage error, or a path, file or folder that cannot be read or written" in out


@pytest.mark.parametrize("command", sorted(set(COMMANDS) - {"explain"}))
def test_every_argument_says_what_it_takes(command):
    """`show --help` listed ARMY, --format and --lists with no word about them."""
    silent = [a.dest for a in _subparsers()[command]._actions
              if not a.help and not isinstance(a, argparse._HelpAction)]
    assert silent == []


TAKE_LISTS = [["show", AN_ARMY], ["export", "text", AN_ARMY], ["share", AN_ARMY],
              ["stamp", "--check", AN_ARMY], ["validate", AN_ARMY], ["lists"]]


@pytest.mark.parametrize("command", TAKE_LISTS, ids=lambda c: " ".join(map(str, c[:2])))
def test_a_missing_lists_folder_is_a_usage_error_not_ignored(run_cli, tmp_path, command):
    """It was left out in silence: the army then met the bundled list, or none."""
    code, out, err = run_cli(*command, "--lists", tmp_path / "my-lists")
    assert code == 2 and not out
    assert f"--lists {tmp_path / 'my-lists'}: no such folder" in err


def test_a_list_file_given_to_lists_is_read(run_cli, tmp_path):
    """Not refused: `--lists FILE` reads that one list (a test of list format 2 relies on it)."""
    a_list = tmp_path / "mine.yaml"
    a_list.write_text((ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml")
                      .read_text(encoding="utf-8").replace("name: French 1150–1330 AD",
                                                           "name: My French", 1),
                      encoding="utf-8")
    code, out, err = run_cli("show", AN_ARMY, "--lists", a_list)
    assert code == 0, err
    assert "— My French (Basic Impetus)" in out  # the system as the rules name it


@pytest.mark.parametrize(("command", "example"), [
    (["export", "cards", AN_ARMY, "-o"], "army.pdf"),
    (["export", "roster", AN_ARMY, "-o"], "army.pdf"),
    (["export", "text", AN_ARMY, "-o"], "army.md"),
    (["import", "LB1.whatever", "-o"], "army.yaml"),
    (["import", "LB1.whatever", "--force", "-o"], "army.yaml"),
    (["gui", AN_ARMY, "--screenshot"], "window.png"),
], ids=lambda c: " ".join(map(str, c[:2])) if isinstance(c, list) else c)
def test_an_output_that_is_a_folder_says_so_and_what_to_give(run_cli, tmp_path, command,
                                                              example):
    """It said "cannot write out: Is a directory", or "exists; add --force" (which could not
    help), or (gui) exited 1 with nothing said."""
    folder = tmp_path / "out"
    folder.mkdir()
    code, out, err = run_cli(*command, folder)
    assert code == 2
    assert f"{folder} is a folder; give the name of the file to write, such as " \
           f"{folder / example}" in err
    assert list(folder.iterdir()) == []


class _FullDisk(io.StringIO):
    """A standard output that cannot take a byte, as `> /dev/full`."""

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def flush(self) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")


@pytest.mark.parametrize("command", [["show", AN_ARMY], ["show", AN_ARMY, "--format", "json"],
                                     ["export", "text", AN_ARMY], ["schema"],
                                     ["validate", AN_ARMY], ["share", AN_ARMY],
                                     ["explain", "--list"]],
                         ids=lambda c: " ".join(map(str, c[:3])))
def test_a_full_disk_is_the_users_to_fix_not_a_bug(run_cli, monkeypatch, command):
    """It was "internal error OSError … this is a bug in listbuilder", exit 3."""
    monkeypatch.setattr(sys, "stdout", _FullDisk())
    code, _, err = run_cli(*command)
    assert code == 2
    assert "cannot write the output: No space left on device" in err
    assert "internal error" not in err


@pytest.mark.parametrize("lang", ["pl", "hu", "ru"])
def test_a_missing_path_to_validate_is_said_in_the_language(run_cli, tmp_path, lang):
    """"no such file or folder" was English whatever the language."""
    from listbuilder.i18n import speaking

    code, _, err = run_cli("--lang", lang, "validate", tmp_path / "nowhere")
    with speaking(lang):
        from listbuilder.i18n import _ as translate

        wanted = translate("{path}: no such file or folder", path=tmp_path / "nowhere")
    assert code == 2
    assert "no such file or folder" not in wanted and wanted in err


@pytest.mark.parametrize("command", [["show"], ["export", "text"], ["export", "cards", "-o", "o"],
                                     ["share"], ["stamp"], ["upgrade"]], ids=" ".join)
def test_a_file_that_cannot_be_read_exits_2_with_the_reason(run_cli, tmp_path, monkeypatch,
                                                            command):
    """Permissions cannot deny root (the suite may run as root), so the refusal is the
    system's answer to opening this one file."""
    import os

    from listbuilder.storage import regular_files

    army = tmp_path / "locked.army.yaml"
    army.write_bytes(AN_ARMY.read_bytes())
    real_open = os.open

    def refuse(path, *args, **kwargs):
        if str(path) == str(army):
            raise PermissionError(errno.EACCES, "Permission denied", str(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(regular_files.os, "open", refuse)
    code, out, err = run_cli(*[str(tmp_path / a) if a == "o" else a for a in command], army)
    assert code == 2, err
    assert "Permission denied" in err and "internal error" not in err


@pytest.mark.parametrize(("command", "out"), [(["export", "cards"], "x.pdf"),
                                              (["export", "text"], "x.md"),
                                              (["import"], "x.yaml")])
def test_an_output_under_a_file_says_it_cannot_be_written(run_cli, tmp_path, command, out):
    a_file = tmp_path / "notes.txt"
    a_file.write_text("not a folder", encoding="utf-8")
    given = [*command, _share_code(run_cli) if command == ["import"] else AN_ARMY]
    code, _, err = run_cli(*given, "-o", a_file / out)
    assert code == 2
    assert (f"cannot write {a_file / out}: a part of the path is a file, not a folder "
            "(Not a directory)") in err


def _share_code(run_cli) -> str:
    code, out, _ = run_cli("share", AN_ARMY)
    assert code == 0
    return out.strip()
