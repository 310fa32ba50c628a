"""The command line end to end: exit codes, output formats, no display needed."""

from __future__ import annotations

import json
import shutil

import pytest

from listbuilder import __version__
from listbuilder.cli import main


@pytest.fixture(autouse=True)
def _at_root(repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)


def test_bundled_lists_and_samples_validate_clean(capsys):
    assert main(["validate", "army_lists"]) == 0
    out = capsys.readouterr().out
    assert " 0 errors" in out.splitlines()[-1]


def test_errata_are_reported_as_info_with_both_numbers(capsys):
    main(["validate", "army_lists/basic_impetus"])
    lines = [ln for ln in capsys.readouterr().out.splitlines() if "BI-LIST-VDT-MISMATCH" in ln]
    magyars = [ln for ln in lines if "magyar" in ln.lower()]
    normans = [ln for ln in lines if "anglo-norman" in ln.lower()]
    assert magyars and normans
    for ln in magyars + normans:
        assert ": info [" in ln
    assert any("17" in ln and "18" in ln for ln in magyars)
    assert any("15" in ln and "14" in ln for ln in normans)


def test_errors_exit_1_and_json_lists_every_finding(capsys):
    case = "tests/conformance/cases/army-rule-breaks/army-rule-breaks.yaml"
    assert main(["validate", case, "--format", "json"]) == 1
    report = json.loads(capsys.readouterr().out)
    findings = report["findings"]
    assert {f["code"] for f in findings} >= {"BI-GENERAL-NOT-ALLOWED", "BI-GROUP-MIXED"}
    errors = sum(f["severity"] == "error" for f in findings)
    assert report["summary"] == {"files_checked": 1, "errors": errors,
                                 "warnings": len(findings) - errors, "info": 0}
    for f in findings:
        assert set(f) >= {"path", "line", "column", "severity", "code", "message"}
        assert f["path"] == case and f["line"] >= 1 and f["column"] >= 1


def test_strict_makes_warnings_fail(tmp_path, capsys):
    welsh = next(p for p in shutil.os.scandir("army_lists/basic_impetus") if "welsh" in p.name)
    assert main(["validate", welsh.path]) == 0
    assert main(["validate", "--strict", welsh.path]) == 1
    assert "BI-LIST-UNIT-COUNT" in capsys.readouterr().out


def test_missing_path_is_a_usage_error(capsys):
    assert main(["validate", "no/such/folder"]) == 2
    assert "no such file or folder" in capsys.readouterr().err


def test_unknown_command_is_a_usage_error(capsys):
    assert main(["frobnicate"]) == 2


def test_mixed_folder_tells_lists_and_armies_apart(tmp_path, capsys):
    shutil.copy("army_lists/basic_impetus/french-1150-1330.yaml", tmp_path / "a.yaml")
    shutil.copy("resources/samples/bi-french.army.yaml", tmp_path / "b.yml")
    (tmp_path / "sub").mkdir()
    (tmp_path / "sub" / "c.yaml").write_text("kind: army\nformat: 1\n", encoding="utf-8")
    assert main(["validate", str(tmp_path)]) == 1
    out = capsys.readouterr().out
    assert "3 files checked" in out
    assert "c.yaml:1:1: error [FILE-UNKNOWN-SYSTEM]" in out


def test_show_json_has_the_documented_shape(capsys):
    assert main(["show", "resources/samples/bi-french.army.yaml", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["system"] == "basic-impetus"
    assert data["list"] == "bi/french-1150-1330"
    assert data["unit_count"] == 7 == len(data["units"])
    general = [u for u in data["units"] if u["general"]]
    assert [u["id"] for u in general] == ["knights-1"]
    assert general[0]["profile"] == {"M": 8, "VBU": 7, "I": 4, "VD": 3}
    assert data["totals"]["vdt"] == 15 and data["totals"]["break_at"] == 8
    assert data["groups"][0]["members"] == ["knights-1", "knights-2", "knights-3"]
    assert data["findings"] == []


def test_show_text_names_the_general_and_totals(capsys):
    assert main(["show", "resources/samples/bi-french.army.yaml"]) == 0
    out = capsys.readouterr().out
    assert "Royal household" in out
    assert "Totals: VDT 15: the army breaks at 8 VD of routed units · Units: 7" in out
    assert "unit_count" not in out and "break_at" not in out  # words, not internal keys


def test_show_of_a_list_file_shows_the_list(capsys):
    """Issue 21: `show LIST` gives the list's own totals (it said FILE-NOT-ARMY before)."""
    assert main(["show", "army_lists/basic_impetus/french-1150-1330.yaml"]) == 0
    captured = capsys.readouterr()
    assert "FILE-NOT-ARMY" not in captured.err and "VDT 16" in captured.out


def test_version(capsys):
    assert main(["--version"]) == 0
    assert capsys.readouterr().out.strip() == f"listbuilder {__version__}"


def test_schema_prints_json_schema(capsys):
    assert main(["schema", "army"]) == 0
    schema = json.loads(capsys.readouterr().out)
    assert schema["properties"]["kind"] == {"const": "army"}
