"""The editor's open refuses what is not a readable army file with a message, at once: a
FIFO, a device, a folder, a symlink loop, UTF-16 text, an empty file. Opening a FIFO or
/dev/zero used to hang the editor: the change-detection hash opened the FIFO for reading
(blocking until a writer came) and read /dev/zero without end."""

from __future__ import annotations

import pytest

from listbuilder.app.startup.main import _army_list_id
from tests.hostile.conftest import odd_path


def _hostile(tmp_path, kind: str) -> str:
    path = tmp_path / "army.yaml"
    if kind == "utf16":
        path.write_bytes("kind: army\n".encode("utf-16"))
    elif kind == "empty":
        path.write_bytes(b"")
    else:
        return odd_path(tmp_path, kind)
    return str(path)


KINDS = ["fifo", "device", "folder", "loop", "utf16", "empty"]


@pytest.mark.parametrize("kind", KINDS)
def test_open_refuses_with_a_message(window, tmp_path, dialogs, kind):
    assert window.open_path(_hostile(tmp_path, kind)) is False
    assert [k for k, _ in dialogs.shown] == ["critical"]
    assert "cannot be opened" in dialogs.shown[0][1]
    assert window.doc is None


@pytest.mark.parametrize("kind", KINDS)
def test_starting_with_such_a_file_reads_it_bounded(tmp_path, kind):
    assert _army_list_id(_hostile(tmp_path, kind)) is None  # returned: nothing blocked
