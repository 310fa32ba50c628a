"""`show` names units by the label a player reads ("Knights 1"), ids only with `--ids`;
`import` names units in its findings as `validate` does ("Spearmen 1 (FP), Spearmen 2 (FP)",
not "Spearmen (FP), Spearmen (FP)")."""

from __future__ import annotations

from pathlib import Path

from listbuilder.cli import main

ROOT = Path(__file__).resolve().parents[2]
SAMPLE = ROOT / "resources" / "samples" / "bi-french.army.yaml"
CASES = ROOT / "tests" / "conformance" / "cases"
RULE_BREAKS = CASES / "army-rule-breaks" / "army-rule-breaks.yaml"


def _head(text: str) -> str:
    return next(line for line in text.splitlines() if line.split()[-4:] == ["M", "VBU", "I", "VD"])


def _rows(text: str) -> list[str]:
    return [line for line in text.splitlines() if " CP " in line or " FP " in line]


def test_show_prints_no_id_unless_asked(capsys):
    main(["show", str(SAMPLE)])
    plain = capsys.readouterr().out
    assert "knights-2" not in plain and _head(plain).split()[0] == "unit"
    assert any(row.split()[:2] == ["Knights", "1"] for row in _rows(plain))
    main(["show", "--ids", str(SAMPLE)])
    with_ids = capsys.readouterr().out
    assert any(row.split()[:3] == ["knights-2", "Knights", "1"] for row in _rows(with_ids))
    assert _head(with_ids).split()[0] == "id"


def test_import_names_units_as_validate_does(capsys, tmp_path):
    main(["share", str(RULE_BREAKS)])
    code = capsys.readouterr().out.split()[-1]
    army = tmp_path / "army.yaml"
    main(["import", code, "-o", str(army)])
    imported = [line.split(": ", 1)[1] for line in capsys.readouterr().err.splitlines()
                if "[BI-" in line]
    main(["validate", str(army)])
    validated = [line.split(": ", 1)[1] for line in capsys.readouterr().out.splitlines()
                 if "[BI-" in line]
    assert imported == validated
    assert any("Members: Spearmen 1 (FP), Spearmen 2 (FP)" in line for line in imported)
