"""The sample armies and the command line, end to end on the real files."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from listbuilder.cli import main
from listbuilder.core.diagnostics import Severity
from listbuilder.storage.open_army import open_army

from .conftest import ROOT, SAMPLES_DIR

ILLEGAL_CODES = [
    "BI-OPTION-UNKNOWN", "BI-GENERAL-NOT-ALLOWED", "BI-WEAPON-NOT-ALLOWED", "BI-GROUP-MIXED",
    "BI-GROUP-OVERLAP", "BI-BIG-UNIT-ILLEGAL",
]


def test_validate_army_lists_exits_zero(capsys, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["validate", "army_lists"]) == 0
    assert " 0 errors" in capsys.readouterr().out


def test_validate_basic_impetus_lists_output(capsys, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["validate", "army_lists/basic_impetus"]) == 0
    out = capsys.readouterr().out
    assert out.endswith("15 files checked: 0 errors, 1 warning, 11 info\n")
    assert "[BI-LIST-UNIT-COUNT]" in out
    assert "published VDT 17; rows sum to 18" in out
    assert "published VDT 15; rows sum to 14" in out


def test_validate_json_reports_the_errata_as_info(capsys, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["validate", "army_lists/basic_impetus", "--format", "json"]) == 0
    findings = json.loads(capsys.readouterr().out)["findings"]
    mismatches = [f for f in findings if f["code"] == "BI-LIST-VDT-MISMATCH"]
    assert {f["path"] for f in mismatches} == {
        "army_lists/basic_impetus/later-magyars.yaml",
        "army_lists/basic_impetus/anglo-normans-1072-1180.yaml",
        "army_lists/basic_impetus/emperor-frederick-redbeard.yaml",
        "army_lists/basic_impetus/frederick-ii-swabians.yaml"}
    assert {f["severity"] for f in mismatches} == {"info"}
    assert all(f["line"] and f["column"] for f in mismatches)


def test_strict_validate_fails_on_the_welsh_warning(capsys, monkeypatch) -> None:
    monkeypatch.chdir(ROOT)
    assert main(["validate", "--strict", "army_lists/basic_impetus"]) == 1


@pytest.mark.parametrize("sample", ["bi-french.army.yaml", "bi-scots.army.yaml"])
def test_legal_samples_have_no_findings(sample) -> None:
    view, diagnostics, _ = open_army(SAMPLES_DIR / sample)
    assert view is not None
    assert diagnostics == []


def test_scots_sample_totals_via_show_json(capsys) -> None:
    assert main(["show", str(SAMPLES_DIR / "bi-scots.army.yaml"), "--format", "json"]) == 0
    shown = json.loads(capsys.readouterr().out)
    assert (shown["totals"]["vdt"], shown["totals"]["break_at"]) == (19, 10)
    assert shown["findings"] == []
    general = [u for u in shown["units"] if u["general"]]
    assert [(u["id"], u["profile"]["VD"]) for u in general] == [("schiltron-1", 3)]
    assert shown["big_units"] == [{"id": "big-unit-1", "kind": "big-unit",
                                   "members": ["schiltron-1", "schiltron-2"]}]


def test_french_sample_totals() -> None:
    view, _, _ = open_army(SAMPLES_DIR / "bi-french.army.yaml")
    vdt = view.total("vdt")
    assert (vdt.value, vdt.breaks_at, view.total("unit_count").value) == (15, 8, 7)
    assert vdt.is_break_tally and view.total("unit_count").range == (7, 10)


def test_illegal_sample_reports_each_break_exactly_once() -> None:
    view, diagnostics, _ = open_army(SAMPLES_DIR / "bi-illegal.army.yaml")
    assert view is not None
    counts = Counter(d.code for d in diagnostics)
    assert counts == Counter(ILLEGAL_CODES)
    assert {d.severity for d in diagnostics} == {Severity.ERROR}
    assert all(d.span is not None and d.span.line > 1 for d in diagnostics)


def test_illegal_sample_messages_say_how_to_fix(capsys) -> None:
    assert main(["validate", str(SAMPLES_DIR / "bi-illegal.army.yaml")]) == 1
    out = capsys.readouterr().out
    assert ("takes an option not in list 'English 1180–1330 AD'. Options: "
            "Mercenary crossbowmen." in out)
    assert ":11:11: error [BI-OPTION-UNKNOWN]" in out  # where the option the list lacks is
    assert "Choose one of: Knights 1, Knights 2." in out
    assert "may take one of Sling, Crossbow B, Javelin, not 'Longbow B'" in out
    assert "6 errors, 0 warnings" in out
