"""What a list author met writing lists from real sources (issue 21): a source marking no
General, options left out of the file, `modify` of traits and weapons, words typed as the book
prints them, and a unit an option removed."""

from __future__ import annotations

import re
from pathlib import Path

from listbuilder.core.diagnostics import Severity
from listbuilder.core.view import Leading
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import LoadedList, load_file, load_text

from .conftest import codes, list_path

SCOTS = "bi/wallace-bruce-scots"


def _scots(*edits: tuple[str, str], tail: str = "") -> str:
    text = list_path(SCOTS).read_text(encoding="utf-8")
    for old, new in edits:
        assert old in text, old
        text = text.replace(old, new)
    return text + tail


def _no_marks() -> str:
    return re.sub(r"(?m)^ *general: true\n", "", _scots())


def _unmarked() -> str:
    return _no_marks() + "source_marks_general: false\n"


def _army(tmp_path: Path, list_text: str, army: str):
    (tmp_path / "list.yaml").write_text(list_text, encoding="utf-8")
    path = tmp_path / "army.yaml"
    path.write_text("kind: army\nformat: 2\nsystem: basic-impetus\nname: Test\n"
                    f"list: {SCOTS}\n" + army, encoding="utf-8")
    return build_army(load_file(path), Catalog.from_paths([tmp_path / "list.yaml"]))


def test_a_source_marking_no_general_is_said_and_is_an_info() -> None:
    findings = check_list(load_text(_unmarked(), "list.yaml"))
    assert [(f.code, f.severity) for f in findings] == [
        ("BI-LIST-GENERAL-UNMARKED", Severity.INFO)]
    assert findings[0].span is not None and findings[0].span.line > 90


def test_without_the_marker_a_list_marking_no_general_is_still_an_error() -> None:
    assert "BI-LIST-NO-GENERAL" in codes(check_list(load_text(_no_marks(), "list.yaml")))


def test_any_unit_may_carry_the_general_of_an_unmarked_list(tmp_path) -> None:
    view, findings = _army(tmp_path, _unmarked(), "general: skirmishers-1\n")
    assert view is not None
    assert "BI-GENERAL-NOT-ALLOWED" not in codes(findings)
    (info,) = [f for f in findings if f.code == "BI-GENERAL-SOURCE-UNMARKED"]
    assert info.severity is Severity.INFO and "Skirmishers" in info.message
    assert all(u.leading in (Leading.MAY, Leading.LEADS) for u in view.units)


def test_a_row_marked_in_a_list_saying_none_is_marked_is_an_error() -> None:
    text = _scots(tail="source_marks_general: false\n")
    findings = check_list(load_text(text, "list.yaml"))
    marked = [f for f in findings if f.code == "BI-LIST-GENERAL-MARKED-UNMARKED"]
    assert len(marked) == 3 and all(f.severity is Severity.ERROR for f in marked)


def test_the_markers_need_format_2() -> None:
    for key in ("source_marks_general: false", "options_not_transcribed: true"):
        text = _scots(("format: 2", "format: 1"), tail=key + "\n")
        assert "BI-LIST-NEEDS-FORMAT-2" in codes(check_list(load_text(text, "list.yaml"))), key


def test_options_not_transcribed_gives_armies_an_info(tmp_path) -> None:
    text = _scots(tail="options_not_transcribed: true\n")
    loaded = load_text(text, "list.yaml")
    assert isinstance(loaded, LoadedList)
    assert check_list(loaded) == []
    _, findings = _army(tmp_path, text, "general: nobles-1\n")
    (info,) = [f for f in findings if f.code == "BI-OPTIONS-NOT-TRANSCRIBED"]
    assert info.severity is Severity.INFO and info.span is not None
    _, plain = _army(tmp_path, _scots(), "general: nobles-1\n")
    assert "BI-OPTIONS-NOT-TRANSCRIBED" not in codes(plain)


_CALMER = """  - id: calmer
    name: Calmer highlanders
    modify:
      - unit: highlanders
        drop_traits: [impetuous]
        add_traits: [long-spear]
        weapon: javelin
  - id: unarmed
    name: Highlanders without bows
    modify:
      - unit: highlanders
        drop_weapon: true
"""


def _with_changes() -> str:
    return _scots(("options:\n", "options:\n" + _CALMER))


def test_modify_drops_and_gains_traits_and_sets_the_weapon(tmp_path) -> None:
    text = _with_changes()
    assert [f.code for f in check_list(load_text(text, "list.yaml"))] == []
    view, _ = _army(tmp_path, text, "general: nobles-1\noptions: [calmer]\n")
    (unit,) = [u for u in view.units if u.id == "highlanders-1"]
    assert unit.traits == ("Long spear",)
    assert unit.weapon and unit.weapon.code == "javelin"
    plain, _ = _army(tmp_path, text, "general: nobles-1\n")
    (before,) = [u for u in plain.units if u.id == "highlanders-1"]
    assert before.traits == ("Impetuous",) and before.weapon and before.weapon.code == "short-bow-b"


def test_modify_drops_the_weapon(tmp_path) -> None:
    view, _ = _army(tmp_path, _with_changes(), "general: nobles-1\noptions: [unarmed]\n")
    (unit,) = [u for u in view.units if u.id == "highlanders-1"]
    assert unit.weapon is None and unit.traits == ("Impetuous",)


def test_modify_naming_a_trait_the_row_lacks_or_an_unknown_code_is_reported() -> None:
    text = _scots(("options:\n", "options:\n" + _CALMER.replace(
        "drop_traits: [impetuous]", "drop_traits: [pike]").replace(
        "weapon: javelin", "weapon: pilum")))
    findings = check_list(load_text(text, "list.yaml"))
    apply = [f for f in findings if f.code == "BI-LIST-OPTION-APPLY"]
    assert len(apply) == 1 and "drops trait 'pike'" in apply[0].message
    (unknown,) = [f for f in findings if f.code == "BI-LIST-UNKNOWN-WEAPON"]
    assert "'pilum' is a trait: put it under 'traits'" in unknown.message
    assert unknown.path == ("options", 0, "modify", 0, "weapon")


def test_modify_of_traits_and_weapons_needs_format_2() -> None:
    text = _with_changes().replace("format: 2", "format: 1")
    needs = [f.path[-1] for f in check_list(load_text(text, "list.yaml"))
             if f.code == "BI-LIST-NEEDS-FORMAT-2" and "modify" in f.path]
    assert needs == ["add_traits", "drop_traits", "weapon", "drop_weapon"]


def _typed(old: str, new: str) -> list:
    return check_list(load_text(_scots((old, new)), "list.yaml"))


def _message(findings, code: str) -> str:
    (finding,) = [f for f in findings if f.code == code]
    return finding.message


def test_a_trait_typed_as_weapon_is_sent_to_traits() -> None:
    message = _message(_typed("weapon: short-bow-b\n    traits: [impetuous]",
                              "weapon: pilum\n    traits: [impetuous]"), "BI-LIST-UNKNOWN-WEAPON")
    assert "'pilum' is a trait: put it under 'traits' ('traits: [pilum]')" in message


def test_a_weapon_and_a_trait_in_one_value_are_split() -> None:
    message = _message(_typed("weapon: short-bow-b\n    traits: [impetuous]",
                              "weapon: 'Javelin, Impetuous'\n    traits: [impetuous]"),
                       "BI-LIST-UNKNOWN-WEAPON")
    assert "write 'weapon: javelin' and 'traits: [impetuous]'" in message


def test_a_type_typed_with_its_name_or_the_general_reads_as_its_code() -> None:
    message = _message(_typed("type: CP", "type: Medium Cavalry (CM)"), "BI-LIST-UNKNOWN-TYPE")
    assert "It reads as 'type: CM'" in message
    message = _message(_typed("type: CP", "type: CM (General)"), "BI-LIST-UNKNOWN-TYPE")
    assert "write 'type: CM' and 'general: true'" in message


def test_a_weapon_in_traits_and_printed_plurals_and_choices_are_read() -> None:
    message = _message(_typed("traits: [impetuous]", "traits: [crossbow B]"),
                       "BI-LIST-UNKNOWN-TRAIT")
    assert "'crossbow B' is a weapon: put it under 'weapon' ('weapon: crossbow-b')" in message
    message = _message(_typed("traits: [pike]", "traits: [pikes]"), "BI-LIST-UNKNOWN-TRAIT")
    assert "It reads as 'traits: [pike]'" in message
    message = _message(_typed("weapon: short-bow-b\n    traits: [impetuous]",
                              "weapon: short bow B or crossbow B\n    traits: [impetuous]"),
                       "BI-LIST-UNKNOWN-WEAPON")
    assert "'weapon_choice: [short-bow-b, crossbow-b]'" in message


def test_a_word_that_reads_as_nothing_keeps_the_closest_code() -> None:
    message = _message(_typed("type: CP", "type: CPP"), "BI-LIST-UNKNOWN-TYPE")
    assert "Did you mean 'CP'" in message and "reads as" not in message


def _scots_army(tmp_path: Path, army: str):
    return _army(tmp_path, _scots(), army)


def test_a_unit_an_option_removed_is_named_with_the_option(tmp_path) -> None:
    _, findings = _scots_army(tmp_path, "options: [dismounted-nobles]\ngeneral: nobles-1\n"
                              "groups: [{units: [nobles-1, highlanders-1]}]\n")
    for code in ("BI-GENERAL-UNKNOWN-UNIT", "BI-GROUP-UNKNOWN-UNIT"):
        message = _message(findings, code)
        assert "The option 'Dismounted Nobles' taken by the army removed it (Nobles)" in message


def test_a_unit_of_an_option_not_taken_names_the_option(tmp_path) -> None:
    _, findings = _scots_army(tmp_path, "general: dismounted-nobles-1\n"
                              "big_units: [{units: [dismounted-nobles-1, schiltron-1]}]\n"
                              "units: {dismounted-nobles-1: {name: Bruce's own}}\n")
    for code in ("BI-GENERAL-UNKNOWN-UNIT", "BI-BIG-UNIT-UNKNOWN-UNIT", "BI-UNIT-UNKNOWN"):
        message = _message(findings, code)
        assert ("It comes with the option 'Dismounted Nobles', which the army does not take "
                "(Bruce's own)") in message, code


def test_a_mistyped_unit_still_gets_the_closest_unit_by_its_name(tmp_path) -> None:
    _, findings = _scots_army(tmp_path, "general: nobles-2\n")
    message = _message(findings, "BI-GENERAL-UNKNOWN-UNIT")
    assert "Did you mean Nobles?" in message and "option" not in message


def test_inferred_general_points_to_the_marker() -> None:
    text = _scots(("    inferred: [name]\n", "    inferred: [general]\n"))
    (finding,) = check_list(load_text(text, "list.yaml"))
    assert finding.code == "SCHEMA-BAD-VALUE"
    assert "'source_marks_general: false'" in finding.message
