"""Control and text-direction characters in list and army text: refused with their place.

A U+202E in a unit's name prints it reversed and can make one unit read as another; an
`ESC[2J` clears the terminal that prints it. Names also refuse line breaks and tabs; notes
keep both. Real files, the real CLI entry point.
"""

from __future__ import annotations

import json

import pytest

from tests.hostile.conftest import ROOT, edited

A_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"


def _list_with(tmp_path, old: str, new: str):
    text = A_LIST.read_text("utf-8")
    assert old in text
    path = tmp_path / "list.yaml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    return path, text[: text.index(old)].count("\n") + 1


def _army(tmp_path, line: str, key: str = "name:"):
    path = tmp_path / "army.yaml"
    # The sample's notes are a block: its one line goes with the key.
    path.write_text(edited("bi-french.army.yaml", {key: line, "  Deploy": ""}), "utf-8")
    return path


def _validate_army(tmp_path, run_cli, line: str, key: str = "name:") -> tuple[int, str]:
    """`validate` of the sample army with `line` in place of the one starting with `key`."""
    code, out, _ = run_cli("validate", str(_army(tmp_path, line, key)))
    return code, out


def test_a_direction_override_in_a_unit_name_is_found_where_it_stands(tmp_path, run_cli):
    path, line = _list_with(tmp_path, "    name: Spearmen", "    name: Spear\u202emen")
    code, out, _ = run_cli("validate", str(path))
    assert code == 1
    assert (f"{path}:{line}:16: error [YAML-DIRECTION-CONTROL] The text holds U+202E "
            "(RIGHT-TO-LEFT OVERRIDE)") in out
    assert "\u202e" not in out


@pytest.mark.parametrize(("written", "code_point"), [
    (r'"\e[2J"', "U+001B"), (r'"ring\a"', "U+0007"), (r'"x\x9b31m"', "U+009B"),
    (r'"back\rspace"', "U+000D"), (r'"\x7f"', "U+007F")])
def test_escaped_controls_are_refused_and_never_reach_the_terminal(tmp_path, run_cli, written,
                                                                   code_point):
    army = _army(tmp_path, f"name: {written}")
    for command in ("validate", "show"):
        code, out, err = run_cli(command, str(army))
        assert code == 1, (command, out, err)
        text = out + err
        assert f"[YAML-CONTROL-IN-TEXT] The text holds the control character {code_point}" in text
        assert f"{army}:8:7:" in text  # written as an escape: the value's start
        assert not any(c in text for c in "\x1b\x07\x9b\r\x7f")


def test_show_as_json_reports_the_character_without_it(tmp_path, run_cli):
    army = _army(tmp_path, 'name: "Bouvines \\e]0;pwned\\a"')
    code, out, _ = run_cli("validate", "--format", "json", str(army))
    assert code == 1
    found = json.loads(out)
    assert "\x1b" not in out and "YAML-CONTROL-IN-TEXT" in out
    assert found


@pytest.mark.parametrize(("written", "what"), [
    (r'"Philip\nAugustus"', "a line break (U+000A)"), ('"Philip\\tAugustus"', "a tab (U+0009)"),
    (r'"Philip\LAugustus"', "a line break (U+2028)"),
    ("|\n  Philip\n  Augustus", "a line break (U+000A)")])
def test_a_name_is_one_line(tmp_path, run_cli, written, what):
    army = _army(tmp_path, f"name: {written}")
    code, out, _ = run_cli("validate", str(army))
    assert code == 1
    assert (f"{army}:8:7: error [SCHEMA-NAME-NOT-ONE-LINE] 'name' holds {what}; a name is one "
            "line of printable text.") in out


def test_unit_and_group_names_of_an_army_are_names_too(tmp_path, run_cli):
    code, out = _validate_army(tmp_path, run_cli, '  knights-1: {name: "Royal\\nhousehold"}',
                               "  knights-1:")
    assert code == 1 and "'units.knights-1.name' holds a line break (U+000A)" in out


def test_notes_keep_line_breaks_and_tabs_but_no_other_control(tmp_path, run_cli):
    code, out = _validate_army(tmp_path, run_cli, 'notes: "Deploy\\n\\tthe Genoese\\u200f first."',
                               "notes:")
    assert code == 0, out
    code, out = _validate_army(tmp_path, run_cli, 'notes: "Deploy\\n\\tthe Genoese \\u2066first."',
                               "notes:")
    assert code == 1 and "[YAML-DIRECTION-CONTROL] The text holds U+2066" in out


def test_a_key_with_an_escape_sequence_is_refused_without_it(tmp_path, run_cli):
    code, out = _validate_army(tmp_path, run_cli, '"sc\\e[2Jale": 28mm', "scale:")
    assert code == 1 and "\x1b" not in out
    assert "[YAML-CONTROL-IN-TEXT]" in out


def test_the_findings_are_translated(tmp_path, run_cli):
    path, _ = _list_with(tmp_path, "    name: Spearmen", "    name: Spear\u202emen")
    army = _army(tmp_path, 'name: "Philip\\nAugustus"')
    _, out, _ = run_cli("--lang", "pl", "validate", str(path), str(army))
    assert "[YAML-DIRECTION-CONTROL]" in out and "The text holds" not in out
    assert "[SCHEMA-NAME-NOT-ONE-LINE]" in out and "a name is one line" not in out
    assert "U+202E" in out and "U+000A" in out


def test_the_json_schema_refuses_what_the_reader_refuses():
    import yaml

    from tests.hostile.test_schema_agrees import VALIDATORS

    army = yaml.safe_load((ROOT / "resources" / "samples" / "bi-french.army.yaml")
                          .read_text("utf-8"))
    schema = VALIDATORS["army"]
    assert schema.is_valid({**army, "notes": "Deploy\n\tfirst.\u200f"})
    for bad in ({"notes": "\x1b[2J"}, {"notes": "a\u202eb"}, {"scale": "28\x07mm"},
                {"name": "Philip\nAugustus"}, {"name": "Philip\tAugustus"}):
        assert not schema.is_valid({**army, **bad}), bad
