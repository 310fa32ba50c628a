"""Every number in every format has a range: huge, negative, NaN or infinite values are
located diagnostics, in the loader and in the published JSON Schema alike."""

from __future__ import annotations

import json
import re

import pytest

from listbuilder.storage.json_schema import KINDS, schema_for
from tests.hostile.conftest import ROOT, edited

SKIRMISH_LIST = ROOT / "army_lists" / "skirmish" / "example-warband.yaml"


def _replace_once(path, old: str, new: str) -> str:
    text = path.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(("sample", "line", "code"), [
    # 4,301+ digits: Python refuses to convert it at all.
    ("usb-240.army.yaml", "points_limit: " + "9" * 5000, "YAML-NUMBER-TOO-LONG"),
    # 309+ digits: overflows float arithmetic.
    ("usb-240.army.yaml", "points_limit: " + "9" * 320, "YAML-NUMBER-TOO-LONG"),
    ("usb-240.army.yaml", "points_limit: 1e400", "SCHEMA-"),
    ("usb-240.army.yaml", "points_limit: .nan", "SCHEMA-"),
    ("usb-240.army.yaml", "points_limit: 100000000000", "SCHEMA-OUT-OF-RANGE"),
    ("szwadron-brigade.army.yaml", "points_limit: -800", "SCHEMA-OUT-OF-RANGE"),
])
def test_out_of_range_number_is_a_diagnostic_at_its_value(tmp_path, run_cli, sample, line, code):
    army = tmp_path / "army.yaml"
    army.write_text(edited(sample, {"points_limit:": line}), "utf-8")
    for command in ("validate", "show"):
        status, out, err = run_cli(command, str(army))
        assert status == 1
        found = [ln for ln in (out + err).splitlines() if f"error [{code}" in ln]
        assert found and ":15" in found[0].split(" ")[0], out + err
        assert len(found[0]) < 400  # a 5,000-digit value is not echoed whole


def test_huge_figure_and_model_counts_are_refused(tmp_path, run_cli):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml", {"    figures: 12": "    figures: "
                                                          "1000000000"}), "utf-8")
    status, out, _ = run_cli("validate", str(army))
    assert status == 1
    assert "less than or equal to 100" in out


def test_negative_cost_in_a_list_is_refused(tmp_path, run_cli):
    bad = tmp_path / "list.yaml"
    bad.write_text(_replace_once(SKIRMISH_LIST, "role_costs: {sergeant: 6",
                                 "role_costs: {sergeant: -1000"), "utf-8")
    status, out, _ = run_cli("validate", str(bad))
    assert status == 1
    assert re.search(r"list\.yaml:\d+:\d+: error \[SCHEMA-OUT-OF-RANGE\] .*sergeant.* -1000", out)


@pytest.mark.parametrize("value", [".nan", ".inf", "-.inf", "0", "1e9"])
def test_bad_base_sizes_are_refused(tmp_path, run_cli, value):
    bad = tmp_path / "list.yaml"
    bad.write_text(_replace_once(SKIRMISH_LIST, "foot: {front: 25,", f"foot: {{front: {value},"),
                   "utf-8")
    status, out, _ = run_cli("validate", str(bad))
    assert status == 1
    assert ":22:" in out and "[SCHEMA-" in out


def _typed(node, types: tuple[str, ...], where="#"):
    """Every schema node of one of `types`, with where it is."""
    if isinstance(node, dict):
        if node.get("type") in types:
            yield where, node
        for key, child in node.items():
            yield from _typed(child, types, f"{where}/{key}")
    elif isinstance(node, list):
        for i, child in enumerate(node):
            yield from _typed(child, types, f"{where}/{i}")


@pytest.mark.parametrize("kind", KINDS)
def test_every_number_in_the_schema_has_a_range(kind, run_cli):
    status, out, _ = run_cli("schema", kind)
    assert status == 0 and json.loads(out) == schema_for(kind)
    numbers = list(_typed(schema_for(kind), ("integer", "number")))
    assert len(numbers) > (5 if kind == "event" else 10)  # an event has six numbers
    for where, node in numbers:
        if "const" in node or "enum" in node:  # a closed set is bounded (format: 1 or 2)
            continue
        assert "minimum" in node or "exclusiveMinimum" in node, where
        assert "maximum" in node or "exclusiveMaximum" in node, where
        if node["type"] == "number":  # NaN passes every bound; the `not` refuses it
            assert node["not"] == {"minimum": 0, "maximum": -1}, where


@pytest.mark.parametrize("kind", KINDS)
def test_every_text_in_the_schema_has_a_length_limit(kind):
    for where, node in _typed(schema_for(kind), ("string",)):
        if "const" in node or "enum" in node:
            continue
        assert node.get("maxLength", 10**9) <= 20_000, where


FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"


@pytest.mark.parametrize(("old", "new", "finding"), [
    ("  - vdt: 16", "  - vdt: -16",
     ":81:10: error [SCHEMA-OUT-OF-RANGE] 'stated_vdt[0].vdt' is -16"),
    ("  - vdt: 16", "  - vdt: 16.5",
     ":81:10: error [SCHEMA-WRONG-TYPE] 'stated_vdt[0].vdt' must be a whole number, not 16.5"),
    ("  - vdt: 16", "  - vdt: not-stated", ":81:10: error [SCHEMA-BAD-VALUE] 'stated_vdt[0].vdt' "
                                            "must be 'not stated', not 'not-stated' (text). Did "
                                            "you mean 'not stated'?"),
    ("{unit: skirmishers, count: 2}", "{unit: [skirmishers, 7], count: 2}",
     "error [SCHEMA-WRONG-TYPE] 'options[0].remove[0].unit[1]' must be text, not 7"),
    # An empty choice of rows once reached the option's check and crashed it (exit 3).
    ("{unit: skirmishers, count: 2}", "{unit: [], count: 2}",
     "error [SCHEMA-OUT-OF-RANGE] 'options[0].remove[0].unit' is a list: list should have at "
     "least 1 item after validation, not 0"),
])
def test_a_value_that_may_take_two_shapes_gets_one_finding_in_the_files_words(
        tmp_path, run_cli, old, new, finding):
    """A number or 'not stated', a row or a list of rows: pydantic tries each shape and once
    gave two findings, named by its own words for them ('vdt.constrained-int',
    "vdt.literal['not stated']")."""
    broken = tmp_path / "list.yaml"
    broken.write_text(_replace_once(FRENCH_LIST, old, new), "utf-8")
    status, out, err = run_cli("validate", str(broken))
    errors = [line for line in out.splitlines() if ": error [" in line]
    assert status == 1 and len(errors) == 1, out + err
    assert finding in errors[0]
