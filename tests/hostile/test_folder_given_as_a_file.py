"""A folder named like a YAML file, given where a file is expected, is refused with a reason,
never an internal error (`stamp` raised IsADirectoryError: the descriptor of a folder was
handed to fdopen before its type was asked)."""

from __future__ import annotations

import pytest

from listbuilder.storage.loading import FailedLoad, load_file


@pytest.mark.parametrize("command", [["stamp"], ["upgrade"], ["share"], ["show"],
                                     ["export", "text"]])
def test_a_folder_is_refused_with_a_reason(tmp_path, run_cli, command):
    folder = tmp_path / "army.yaml"
    folder.mkdir()
    code, _, err = run_cli(*command, str(folder))
    assert code in (1, 2), err
    assert err.strip() and "internal error" not in err


def test_loading_a_folder_fails_with_file_unreadable(tmp_path):
    loaded = load_file(tmp_path)
    assert isinstance(loaded, FailedLoad)
    assert [d.code for d in loaded.diagnostics] == ["FILE-UNREADABLE"]
