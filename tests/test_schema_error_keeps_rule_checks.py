"""A schema error in one part of a file hides none of the rule findings about the rest: a list
or army of each system, broken once by its rules and once more by its schema elsewhere, still
gets every rule finding the rule break alone gave, at the same place, beside the schema error.
"""

from __future__ import annotations

import json
import re

import pytest

from listbuilder.cli import main
from tests.conftest import ROOT

LISTS = ROOT / "army_lists"
SAMPLES = ROOT / "resources" / "samples"
# A schema error outside any row: a nested required text (the publisher) …
PUBLISHER = ("  publisher: ", "  publisher: 12  # ")  # the line count stays

# (file, the rule break: (old, new), the schema break elsewhere: (old, new), a rule code
# the file must keep reporting)
CASES = {
    "bi-list": (LISTS / "basic_impetus" / "later-magyars.yaml", None, PUBLISHER,
                "BI-LIST-VDT-MISMATCH"),
    "usb-list": (LISTS / "usb" / "usb-core.yaml",
                 ("  - id: heavy-infantry", "  - id: infantry"),
                 PUBLISHER, "USB-LIST-DUPLICATE-ID"),
    "skirmish-list": (LISTS / "skirmish" / "example-warband.yaml",
                      ("  - id: officer\n", "  - id: rifleman\n"), PUBLISHER,
                      "SK-LIST-DUPLICATE-ID"),
    "szwadron-list": (LISTS / "szwadron" / "example-napoleonic.yaml",
                      ("  - id: light-infantry", "  - id: line-infantry"), PUBLISHER,
                      "SZ-LIST-DUPLICATE-ID"),
    # … a part of a row: one model of a detachment (the detachment stays for the checks) …
    "skirmish-army": (SAMPLES / "skirmish-small.army.yaml",
                      ("scale: 28mm", "scale: 54mm"),
                      ("role: sergeant, name: Colour Sergeant",
                       "role: sergeant, name: [Colour Sergeant]"), "SK-SCALE-UNKNOWN"),
    # … one unit's variant of several, and the army's name.
    "szwadron-army": (SAMPLES / "szwadron-brigade.army.yaml",
                      ("points_limit: 800", "points_limit: 100"),
                      ("{variant: voltigeurs, count: 1}", "{variant: voltigeurs, count: [1]}"),
                      "SZ-POINTS-OVER"),
    "usb-army": (SAMPLES / "usb-240.army.yaml", ("points_limit: 240", "points_limit: 60"),
                 ("name: Border patrol", "name: [Border patrol]"), "USB-POINTS-OVER"),
    "bi-army": (SAMPLES / "bi-illegal.army.yaml", None, ("scale: 15mm", "scale: [15mm]"),
                "BI-GROUP-OVERLAP"),
}


def _findings(folder, name: str, text: str) -> list[dict]:
    import contextlib
    import io

    folder.mkdir()
    (folder / name).write_text(text, encoding="utf-8")
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        main(["validate", "--format", "json", str(folder / name)])
    return json.loads(out.getvalue())["findings"]


@pytest.mark.parametrize("case", CASES)
def test_a_schema_error_elsewhere_hides_no_rule_finding(tmp_path, case):
    source, rule_break, schema_break, code = CASES[case]
    # A list under an id of its own: a copy of a bundled list is told it shadows it.
    text = re.sub(r"(?m)^id: (.*)$", r"id: \1-copy", source.read_text(encoding="utf-8"),
                  count=1)
    if rule_break:
        assert rule_break[0] in text
        text = text.replace(rule_break[0], rule_break[1], 1)
    name = "file.army.yaml" if source.name.endswith(".army.yaml") else "file.yaml"
    rules_only = _findings(tmp_path / "rules", name, text)
    assert schema_break[0] in text
    both = _findings(tmp_path / "both", name, text.replace(*schema_break, 1))
    placed = {(f["code"], f["line"], f["column"]) for f in rules_only}
    assert any(f["code"] == code for f in rules_only), rules_only  # the rule break counts
    assert placed <= {(f["code"], f["line"], f["column"]) for f in both}, both
    assert any(f["code"].startswith("SCHEMA-") for f in both), both


def test_a_mended_part_is_not_reported_again_by_the_rules(tmp_path):
    """An army's broken list id gets no placeholder (it would be 'not found'); a detachment
    read without its broken model gets no findings of its own."""
    army = (SAMPLES / "bi-french.army.yaml").read_text(encoding="utf-8")
    found = _findings(tmp_path / "a", "a.army.yaml",
                      army.replace("list: bi/french-1150-1330", "list: [1]"))
    assert [f["code"] for f in found] == ["SCHEMA-WRONG-TYPE"]
    skirmish = (SAMPLES / "skirmish-small.army.yaml").read_text(encoding="utf-8")
    found = _findings(tmp_path / "b", "b.army.yaml", skirmish.replace(
        "role: sergeant, name: Colour Sergeant", "role: [sergeant], name: Colour Sergeant"))
    # Without its sergeant the picket would break SK-SERGEANT-COUNT: that only echoes.
    assert [f["code"] for f in found] == ["SCHEMA-WRONG-TYPE"]
