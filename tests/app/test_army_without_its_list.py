"""An army whose list is not found is refused at its `list:` line, as `validate` says it."""

from __future__ import annotations

from listbuilder.app.army.opening import open_document
from listbuilder.app.files.list_folders import app_catalog
from tests.app.conftest import cli_output

ORPHAN = ("kind: army\nformat: 2\nsystem: basic-impetus\nname: Orphan\n"
          "list: bi/nowhere\nscale: 15mm\nunits: {}\n")


def test_the_refusal_is_at_the_list_line(tmp_path, capsys):
    army = tmp_path / "orphan.army.yaml"
    army.write_text(ORPHAN, encoding="utf-8")
    doc, problems = open_document(str(army), app_catalog())
    assert doc is None and [d.code for d in problems] == ["APP-UNKNOWN-LIST"]
    span = problems[0].span
    assert span is not None and (span.file, span.line) == (str(army), 5)
    shown = problems[0].render(army.name, for_people=True)
    validated = cli_output(capsys, "validate", army)
    assert shown.startswith(f"{army.name}:5:{span.column}: error")
    assert f"orphan.army.yaml:5:{span.column}: error [ARMY-UNKNOWN-LIST]" in validated


def test_the_window_says_where(window, tmp_path, dialogs):
    army = tmp_path / "orphan.army.yaml"
    army.write_text(ORPHAN, encoding="utf-8")
    assert not window.open_path(str(army))
    kind, message = dialogs.shown[0]
    assert kind == "critical" and "orphan.army.yaml:5:" in message and ":1:1:" not in message
