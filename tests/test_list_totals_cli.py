"""A list's own totals (issue 21): `show LIST` and `validate`'s summary give the units, VDT
and break point as published and with each option, in text and JSON."""

from __future__ import annotations

import json

from listbuilder.cli import main
from tests.conftest import ROOT

SCOTS = ROOT / "army_lists" / "basic_impetus" / "wallace-bruce-scots.yaml"
NORMANS = ROOT / "army_lists" / "basic_impetus" / "normans.yaml"
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def test_show_list_gives_its_totals_per_option(capsys) -> None:
    assert main(["show", str(SCOTS)]) == 0
    out = capsys.readouterr().out
    assert "As published: Units 9 (of 7–10) · VDT 18 · Breaks at 9 VD of routed units" in out
    assert "With Dismounted Nobles: Units 9 (of 7–10) · VDT 18 · Breaks at 9" in out
    assert "No findings" in out


def test_show_list_as_json(capsys) -> None:
    assert main(["show", str(NORMANS), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["list"] == "bi/normans"
    assert data["totals"][0] == {"options": [], "unit_count": 8, "vdt": 18, "break_at": 9,
                                 "by_type": {"CM": 1, "CP": 4, "FP": 1, "S": 1, "T": 1}}
    assert [f["code"] for f in data["findings"]] == ["BI-LIST-VDT-NOT-STATED"]


def test_show_a_broken_list_gives_its_findings(tmp_path, capsys) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text(SCOTS.read_text(encoding="utf-8").replace("VD: 3", "VD: many", 1),
                      encoding="utf-8")
    assert main(["show", str(broken)]) == 1
    out = capsys.readouterr().out
    assert "Findings:" in out and "FILE-NOT-ARMY" not in out


def test_validate_summarises_each_lists_totals(capsys) -> None:
    assert main(["validate", str(SCOTS), str(NORMANS)]) == 0
    out = capsys.readouterr().out.splitlines()
    at = next(i for i, line in enumerate(out) if line.endswith("the list's own totals")
              and "wallace-bruce-scots" in line)
    assert out[at + 1].startswith("  As published: Units 9")
    assert out[at + 2].startswith("  With Dismounted Nobles:")
    assert out[-1].startswith("2 files checked")


def test_validate_json_always_has_lists_empty_without_a_list(capsys) -> None:
    """`lists` was left out when no list was checked: a script reading it had to guess."""
    main(["validate", "--format", "json", str(SAMPLE)])
    data = json.loads(capsys.readouterr().out)
    assert list(data) == ["findings", "summary", "lists"] and data["lists"] == []


def test_validate_json_lists_the_totals(capsys) -> None:
    main(["validate", "--format", "json", str(SCOTS)])
    data = json.loads(capsys.readouterr().out)
    (entry,) = data["lists"]
    assert entry["path"].endswith("wallace-bruce-scots.yaml")
    assert [t["options"] for t in entry["totals"]] == [[], ["dismounted-nobles"]]
    assert entry["totals"][1]["vdt"] == 18 and entry["totals"][1]["break_at"] == 9
