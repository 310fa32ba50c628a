"""Output never crashes on encoding and never lets a file drive the terminal."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest

from listbuilder.cli import main
from listbuilder.cli.terminal import safe_text
from tests.hostile.conftest import ROOT, edited

HOSTILE_NAME = "Husaria Łódź \x1b[2J\x1b]0;pwned\x07 \u202eevil\r\x9b31m"


def on_cp1252_console(args: list[str]) -> tuple[int, str, str]:
    """`main(args)` on a Windows console: strict cp1252 on both streams.

    Set inside the test, not in a fixture: pytest's own capture resets the streams between
    fixture setup and the test call.
    """
    out = io.TextIOWrapper(io.BytesIO(), encoding="cp1252", errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding="cp1252", errors="strict")
    streams = sys.stdout, sys.stderr
    sys.stdout, sys.stderr = out, err
    try:
        code = main(args)
    finally:
        sys.stdout, sys.stderr = streams
    out.flush()
    err.flush()
    return code, out.buffer.getvalue().decode("cp1252"), err.buffer.getvalue().decode("cp1252")


def _army(tmp_path, name: str = HOSTILE_NAME, file_name: str = "army.yaml"):
    path = os.path.join(os.fsencode(tmp_path), os.fsencode(file_name))
    with open(path, "wb") as f:
        f.write(edited("bi-french.army.yaml", {"name:": f"name: {json.dumps(name)}"})
                .encode("utf-8"))
    return os.fsdecode(path)


@pytest.mark.parametrize("command", [["show"], ["show", "--format", "json"], ["validate"],
                                     ["validate", "--format", "json"]])
def test_hostile_names_on_a_cp1252_console(tmp_path, command):
    army = _army(tmp_path)
    broken = tmp_path / "broken.yaml"  # a finding that quotes the name back
    broken.write_text(f"kind: {json.dumps(HOSTILE_NAME)}\n", "utf-8")
    code, out, err = on_cp1252_console(
        [*command, army] + ([str(broken)] if command[0] == "validate" else []))
    assert code in (0, 1)
    text = out + err
    for raw in ("\x1b", "\x07", "\r", "\u202e", "\x9b"):
        assert raw not in text
    if command[0] == "show":  # refused, never printed
        assert "error [YAML-CONTROL-IN-TEXT] The text holds the control character U+001B" in err
    elif "json" in command:
        json.loads(out)  # the escapes keep it valid JSON


def test_non_utf8_file_name(tmp_path):
    army = _army(tmp_path, name="Plain", file_name=b"\xff\xfe-army.yaml".decode(
        "utf-8", "surrogateescape"))
    broken = os.path.join(os.fsencode(tmp_path), b"\xff-broken.yaml")
    with open(broken, "wb") as f:
        f.write(b"kind: army\n")
    for args in (["validate", str(tmp_path)], ["validate", "--format", "json", str(tmp_path)],
                 ["show", army], ["show", os.fsdecode(broken)]):
        code, out, err = on_cp1252_console(args)
        assert code in (0, 1), err
    code, out, _ = on_cp1252_console(["validate", str(tmp_path)])
    assert "\\udcff-broken.yaml:1:1: error [FILE-UNKNOWN-SYSTEM]" in out


def test_safe_text_keeps_newlines_tabs_and_printable_text():
    assert safe_text("a\tb\nc Łódź") == "a\tb\nc Łódź"
    assert safe_text("\x1b[31m") == "\\u001b[31m"
    assert safe_text("Łódź", "cp1252") == "\\u0141ód\\u017a"


def test_a_real_cp1252_process(tmp_path):
    # A right-to-left mark is allowed in a name (core/text_safety.py), and escaped on output.
    army = _army(tmp_path, name="Husaria Łódź \u200f")
    env = {**os.environ, "PYTHONIOENCODING": "cp1252", "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-m", "listbuilder", "show", army],
                          capture_output=True, env=env, timeout=60)
    assert done.returncode == 0, done.stderr
    assert b"\x1b" not in done.stdout and b"Traceback" not in done.stderr
    assert b"\\u0141" in done.stdout and b"\\u200f" in done.stdout
