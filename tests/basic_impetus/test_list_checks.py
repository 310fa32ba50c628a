"""List-file checks on edited copies of the real lists: what an author's mistake looks like."""

from __future__ import annotations

from listbuilder.core.diagnostics import Severity
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_text
from listbuilder.systems.basic_impetus.resolve import resolve

from .conftest import codes, list_path


def _check_edited(list_id: str, old: str, new: str):
    text = list_path(list_id).read_text(encoding="utf-8")
    assert old in text
    loaded = load_text(text.replace(old, new, 1), "edited.yaml")
    return loaded, check_list(loaded)


def test_hungarian_type_code_is_accepted_with_an_info() -> None:
    loaded, findings = _check_edited("bi/wallace-bruce-scots", "type: FL", "type: LP")
    assert [(d.severity, d.code) for d in findings] == [(Severity.INFO, "BI-LIST-TYPE-ALIAS")]
    assert "reads as FL" in findings[0].message
    assert findings[0].span.line > 1
    units, _ = resolve(loaded.model, [])
    assert next(u for u in units if u.id == "highlanders-1").type == "FL"


def test_unknown_type_is_an_error_with_a_hint() -> None:
    _, findings = _check_edited("bi/wallace-bruce-scots", "type: FL", "type: FLL")
    (finding,) = findings
    assert finding.code == "BI-LIST-UNKNOWN-TYPE"
    assert "Did you mean 'FL'?" in finding.message


def test_vdt_mismatch_without_erratum_is_an_error_with_both_numbers() -> None:
    _, findings = _check_edited(
        "bi/anglo-normans-1072-1180",
        "errata:\n  - code: BI-LIST-VDT-MISMATCH\n    options: []\n"
        "    reason: published VDT 15; rows sum to 14\n", "")
    (finding,) = findings
    assert (finding.severity, finding.code) == (Severity.ERROR, "BI-LIST-VDT-MISMATCH")
    assert "The book states VDT 15, but the units' VD add up to 14" in finding.message


def test_erratum_for_another_option_set_does_not_hide_the_finding() -> None:
    # Both errata now name the base list: the option's mismatch is an error again and the
    # second erratum matches nothing.
    _, findings = _check_edited("bi/later-magyars", "    options: [all-mounted]\n    reason",
                                "    options: []\n    reason")
    failing = [d for d in findings if d.severity is not Severity.INFO]
    assert [(d.severity, d.code) for d in failing] == [
        (Severity.ERROR, "BI-LIST-VDT-MISMATCH"), (Severity.WARNING, "LIST-ERRATUM-UNUSED")]
    assert failing[0].subjects == ("all-mounted",)
    assert "VDT 19 with option 'All mounted', but the units' VD add up to 20" in failing[0].message


def test_erratum_that_matches_nothing_is_a_warning() -> None:
    _, findings = _check_edited("bi/english-1180-1330", "stated_vdt:",
                                "errata:\n  - code: BI-LIST-VDT-MISMATCH\n    reason: none\n"
                                "stated_vdt:")
    assert codes(findings) == ["LIST-ERRATUM-UNUSED"]


def test_wrong_break_point_is_an_error() -> None:
    _, findings = _check_edited("bi/welsh-1100-1400", "break_at: 11", "break_at: 10")
    assert codes(findings) == ["BI-LIST-BREAK-MISMATCH", "BI-LIST-UNIT-COUNT"]


def test_option_removing_too_many_units_is_reported() -> None:
    _, findings = _check_edited("bi/byzantines", "{unit: kavallarioi, count: 1}",
                                "{unit: kavallarioi, count: 4}")
    assert "BI-LIST-OPTION-APPLY" in codes(findings)


def test_special_rule_reference_must_exist() -> None:
    _, findings = _check_edited("bi/welsh-1100-1400", "traits: [long-spear]",
                                "traits: [long-spear]\n    rules: [welsh-long-sper]")
    findings = [d for d in findings if d.code != "BI-LIST-UNIT-COUNT"]
    (finding,) = findings
    assert finding.code == "BI-LIST-UNKNOWN-RULE"
    assert "Did you mean 'welsh-long-spear'?" in finding.message


def test_vd_with_general_needs_a_row_that_may_carry_it() -> None:
    _, findings = _check_edited("bi/wallace-bruce-scots",
                                "    count: 6\n    general: true\n", "    count: 6\n")
    assert codes(findings) == ["BI-LIST-VD-GENERAL"]


def _located(findings, code: str):
    (finding,) = [d for d in findings if d.code == code]
    return finding, (finding.span.line, finding.span.column)


def test_a_special_rule_no_row_names_is_a_warning_where_it_is_defined() -> None:
    _, findings = _check_edited("bi/wallace-bruce-scots", "    rules: [schiltron]\n", "")
    finding, where = _located(findings, "BI-LIST-RULE-UNUSED")
    assert finding.severity is Severity.WARNING and where == (80, 9)  # "- id: schiltron"
    assert finding.message == ("Special rule 'Schiltron' applies to no unit, so no card or "
                               "roster prints it.")  # by its name, not its id


def test_a_rule_that_replaces_a_trait_is_used_by_the_rows_with_the_trait() -> None:
    text = list_path("bi/anglo-saxons").read_text(encoding="utf-8")
    assert "BI-LIST-RULE-UNUSED" not in codes(check_list(load_text(text, "as-is.yaml")))
    without = text.replace("traits: [shieldwall]", "traits: []")
    assert "BI-LIST-RULE-UNUSED" in codes(check_list(load_text(without, "edited.yaml")))


def test_a_weapon_offered_twice_is_a_warning_on_the_repeat() -> None:
    _, findings = _check_edited("bi/english-1180-1330", "weapon_choice: [sling, crossbow-b, "
                                "javelin]", "weapon_choice: [sling, crossbow-b, sling]")
    finding, where = _located(findings, "BI-LIST-WEAPON-CHOICE-TWICE")
    assert finding.severity is Severity.WARNING and where == (56, 40)  # the second 'sling'
    assert "Weapon 'sling' is offered twice" in finding.message
    assert "BI-LIST-WEAPON-CHOICE" not in codes(findings)  # two weapons are still offered


def test_a_choice_of_one_weapon_twice_is_no_choice() -> None:
    _, findings = _check_edited("bi/french-1150-1330", "weapon_choice: [crossbow-b, short-bow-b]",
                                "weapon_choice: [crossbow-b, crossbow-b]")
    assert {"BI-LIST-WEAPON-CHOICE", "BI-LIST-WEAPON-CHOICE-TWICE"} <= set(codes(findings))


def test_an_option_that_excludes_itself_is_a_warning_on_the_entry() -> None:
    _, findings = _check_edited("bi/french-1150-1330", "    name: Genoese mercenaries\n    text:",
                                "    name: Genoese mercenaries\n    excludes: [genoese]\n"
                                "    text:")
    finding, where = _located(findings, "BI-LIST-OPTION-EXCLUDES-ITSELF")
    assert finding.severity is Severity.WARNING and where == (52, 16)
    assert "BI-LIST-UNKNOWN-OPTION" not in codes(findings)
    assert finding.message.startswith("Option 'genoese' excludes itself")


def test_validate_prints_the_new_list_findings_where_they_are(tmp_path, capsys) -> None:
    from listbuilder.cli import main

    text = list_path("bi/french-1150-1330").read_text(encoding="utf-8")
    edited = text.replace("weapon_choice: [crossbow-b, short-bow-b]",
                          "weapon_choice: [crossbow-b, short-bow-b, crossbow-b]").replace(
        "    name: Genoese mercenaries\n    text:",
        "    name: Genoese mercenaries\n    excludes: [genoese]\n    text:", 1)
    edited += ("special_rules:\n  - id: oriflamme\n    name: Oriflamme\n"
               "    text: The royal banner.\n")
    path = tmp_path / "french.yaml"
    path.write_text(edited, encoding="utf-8")
    assert main(["validate", str(path)]) == 0  # warnings: the list still loads and works
    out = capsys.readouterr().out
    for where, code in (("47:46", "BI-LIST-WEAPON-CHOICE-TWICE"),
                        ("52:16", "BI-LIST-OPTION-EXCLUDES-ITSELF"),
                        (f"{edited.count(chr(10)) - 2}:9", "BI-LIST-RULE-UNUSED")):
        assert f"{path}:{where}: warning [{code}] " in out, out
    assert main(["validate", "--strict", str(path)]) == 1
    for code in ("BI-LIST-WEAPON-CHOICE-TWICE", "BI-LIST-OPTION-EXCLUDES-ITSELF",
                 "BI-LIST-RULE-UNUSED"):
        assert main(["explain", code]) == 0
