"""A file saved as UTF-16 or UTF-32 (Windows Notepad's "Unicode"), with or without a byte
order mark, is told so in one finding, not as "byte 0xff is not valid UTF-8" or "character
#x0000 is not allowed … (is this a binary file?)"."""

from __future__ import annotations

import pytest

from tests.hostile.conftest import SAMPLES

ENCODINGS = {"utf-16": "UTF-16", "utf-16-le": "UTF-16", "utf-16-be": "UTF-16",
             "utf-32": "UTF-32", "utf-32-le": "UTF-32", "utf-32-be": "UTF-32"}


@pytest.mark.parametrize("encoding", ENCODINGS)
@pytest.mark.parametrize("command", ["validate", "show"])
def test_wide_text_is_named(tmp_path, run_cli, encoding, command):
    path = tmp_path / "army.yaml"
    path.write_bytes((SAMPLES / "bi-french.army.yaml").read_text("utf-8").encode(encoding))
    code, out, err = run_cli(command, str(path))
    assert code == 1
    assert (f"army.yaml:1:1: error [FILE-NOT-UTF8] The file is saved as {ENCODINGS[encoding]} "
            "text; list and army files are UTF-8. Save it again as UTF-8.") in out + err


@pytest.mark.parametrize(("data", "code"), [
    (b"\x00" * 64, "YAML-CONTROL-CHARACTER"),  # zeros alone are a binary, not wide text
    (bytes(range(256)) * 2, "FILE-ENCODING"),
    ("kind: army\nname: Łódź\n".encode(), "FILE-NO-FORMAT"),
])
def test_other_bytes_keep_their_findings(tmp_path, run_cli, data, code):
    path = tmp_path / "army.yaml"
    path.write_bytes(data)
    _, out, _ = run_cli("validate", str(path))
    assert f"[{code}]" in out and "FILE-NOT-UTF8" not in out
