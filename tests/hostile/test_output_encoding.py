"""Output never crashes on encoding and never lets a file drive the terminal."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from listbuilder.cli import main
from listbuilder.cli.streams import Streams
from listbuilder.cli.terminal import SafeStream, safe_text
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


ENCODINGS = ["cp1252", "ascii", "latin-1", "utf-8"]
#: What consoles lack and files hold: Latin-1 letters (`\xe9` once), beyond-BMP characters
#: (`\U0001f3f0` once), controls, separators, undecodable file-name bytes (low surrogates: a
#: high one cannot come from a file name, and JSON reads one before a low one as a pair),
#: JSON's own quotes.
HOSTILE = st.one_of(st.characters(exclude_categories=("Cs",)), st.sampled_from(
    ["é", "Ł", "🏰", "\U0010ffff", "\x85", "\x9b", "\x7f", "\x1b", "\u2028", "\u202e", "\ufeff",
     "\udcff", "\udc80", "\\", '"', "\\x", "\\U"]))


def on_console(encoding: str, args: list[str]) -> tuple[int, str, str]:
    """`main(args)` with both streams strict in `encoding` (a Windows pipe, an ASCII one)."""
    out = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    err = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    code = main(args, Streams(stdin=None, stdout=out, stderr=err))
    out.flush()
    err.flush()
    return code, out.buffer.getvalue().decode(encoding), err.buffer.getvalue().decode(encoding)


@settings(max_examples=300, deadline=None)
@given(text=st.lists(HOSTILE, max_size=12).map("".join), encoding=st.sampled_from(ENCODINGS))
def test_json_printed_on_any_encoding_parses_and_gives_back_the_text(text, encoding):
    """On cp1252 or ASCII, `é` came out as `\\xe9` and 🏰 as `\\U0001f3f0`: not JSON."""
    stream = io.TextIOWrapper(io.BytesIO(), encoding=encoding, errors="strict")
    SafeStream(stream).write(json.dumps({"text": text}, ensure_ascii=False))
    stream.flush()
    assert json.loads(stream.buffer.getvalue().decode(encoding)) == {"text": text}


def test_the_escapes_are_json_s_own():
    assert safe_text("é 🏰 \udcff", "ascii") == "\\u00e9 \\ud83c\\udff0 \\udcff"
    assert safe_text("é 🏰", "cp1252") == "é \\ud83c\\udff0"


@pytest.mark.skipif(os.name == "nt", reason="file names of any bytes are POSIX")
@pytest.mark.parametrize("encoding", ENCODINGS)
def test_validate_json_and_github_on_any_console(tmp_path, encoding):
    """End to end: file names and finding messages with what the console cannot print."""
    names = ["Château 🏰.yaml", "caf\u00e9\u2028\x85.yaml", os.fsdecode(b"\xff\xfe-list.yaml"),
             "\u202eevil.yaml"]
    for name in names:
        with open(os.path.join(os.fsencode(tmp_path), os.fsencode(name)), "wb") as f:
            f.write("kind: army\nformat: 2\nsystem: 'Łódź 🏰 é'\n".encode())
    code, out, err = on_console(encoding, ["validate", "--format", "json", str(tmp_path)])
    assert code == 1, err
    found = json.loads(out)
    quoting = {f["path"] for f in found["findings"] if "'Łódź 🏰 é'" in f["message"]}
    assert quoting == {str(tmp_path / name) for name in names}  # paths and messages, whole
    code, out, err = on_console(encoding, ["validate", "--format", "github", str(tmp_path)])
    assert code == 1, err
    assert "\\x" not in out and "\\U" not in out
    if encoding != "utf-8":
        assert "\\ud83c\\udff0" in out
