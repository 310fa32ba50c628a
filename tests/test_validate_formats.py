"""`validate --format json|github` and the two-pass check that keeps memory flat."""

from __future__ import annotations

import json
import shutil

from listbuilder.cli import main
from listbuilder.cli.findings import github_line
from listbuilder.core.diagnostics import Severity, Span
from listbuilder.core.messages import Message
from tests.conftest import ROOT

FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
FRENCH_ARMY = ROOT / "resources" / "samples" / "bi-french.army.yaml"
BREAKS = "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"


def test_github_format_prints_one_annotation_per_finding_then_the_summary(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert main(["validate", BREAKS, "--format", "github"]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith(f"::error file={BREAKS},line=8,col=8,"
                               "title=listbuilder BI-SCALE-UNKNOWN::Unknown figure scale")
    assert all(ln.startswith("::error ") for ln in lines[:-1])
    assert lines[-1].startswith("1 file checked: ")


def test_github_annotations_escape_what_the_command_syntax_reserves():
    said = Message("X-CODE", Severity.ERROR, "{text}", "A test message.")
    d = said(text="100% wrong\nsecond line").at(Span("a.yaml", 3, 4))
    assert github_line("dir,1/a:b.yaml", d) == (
        "::error file=dir%2C1/a%3Ab.yaml,line=3,col=4,title=listbuilder X-CODE::"
        "100%25 wrong%0Asecond line")
    note = Message("I", Severity.INFO, "note", "A test message.")()
    assert github_line("a.yaml", note).startswith("::notice file=a.yaml,line=1,")


def test_json_is_an_object_with_findings_a_summary_and_the_lists_totals(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert main(["validate", "army_lists/basic_impetus", "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert set(report) == {"findings", "summary", "lists"}
    assert len(report["lists"]) == 15
    infos = sum(f["severity"] == "info" for f in report["findings"])
    warnings = sum(f["severity"] == "warning" for f in report["findings"])
    assert report["summary"] == {"files_checked": 15, "errors": 0, "warnings": warnings,
                                 "info": infos}
    assert infos >= 2 and warnings >= 1


def _renamed(folder, list_id: str, army_names: str) -> None:
    """A copy of the French list with the id `list_id`, and an army naming `army_names`."""
    text = FRENCH_LIST.read_text(encoding="utf-8")
    (folder / "b-list.yaml").write_text(text.replace("id: bi/french-1150-1330", f"id: {list_id}"),
                                        encoding="utf-8")
    army = FRENCH_ARMY.read_text(encoding="utf-8")
    (folder / "a.army.yaml").write_text(
        army.replace("list: bi/french-1150-1330", f"list: {army_names}"), encoding="utf-8")


def test_an_army_is_checked_against_a_list_given_after_it(tmp_path, capsys):
    # The checked copy of the list (renamed here) wins over the bundled one, wherever it
    # comes in the order of files.
    _renamed(tmp_path, "mine/french", "mine/french")
    assert main(["validate", str(tmp_path), "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["summary"]["files_checked"] == 2 and report["summary"]["errors"] == 0


def test_unknown_list_hints_at_lists_checked_alongside(tmp_path, capsys):
    shutil.copyfile(FRENCH_LIST, tmp_path / "list.yaml")
    _renamed(tmp_path, "mine/french-ordonnance", "mine/french-ordonance")
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "[ARMY-UNKNOWN-LIST]" in out and "Did you mean 'mine/french-ordonnance'" in out
