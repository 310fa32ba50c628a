"""Explicit YAML tags and values their tag cannot convert end in located diagnostics."""

from __future__ import annotations

import pytest

from tests.hostile.conftest import edited


@pytest.mark.parametrize(("line", "says"), [
    ("name: !!int abc", "Tag !!int on 'abc' is not an integer"),
    ("name: !!float abc", "Tag !!float on 'abc' is not a number"),
    ("name: !!bool maybe", "Tag !!bool on 'maybe' is not true or false"),
    ("name: !!binary '@@not base64@@'", "Tag !!binary is not used in listbuilder files"),
    ("name: !!timestamp 2001-12-14", "Tag !!timestamp is not used"),
    ("name: !local thing", "Tag !local is not used"),
    ("name: !!str [a, b]", "Tag !!str cannot stand on a list"),
    ("name: !!int 1_000", "Tag !!int on '1_000' is not an integer"),
])
def test_bad_tag_is_a_diagnostic_at_the_value_and_the_rest_is_still_checked(
        tmp_path, run_cli, line, says):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml",
                           {"name:": line, "points_limit:": "points_limit: -5"}), "utf-8")
    code, out, _ = run_cli("validate", str(army))
    assert code == 1
    tag_line = next(ln for ln in out.splitlines() if "[YAML-TAG]" in ln)
    assert ":8:7: error [YAML-TAG] " + says in tag_line
    assert "only !!str, !!int, !!float, !!bool, !!null, !!seq and !!map" in tag_line
    # The rest of the file is still checked: the bad points limit on line 9 is found too.
    assert ":9:15: error [SCHEMA-OUT-OF-RANGE]" in out


def test_core_tags_that_fit_their_value_are_accepted(tmp_path, run_cli):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml",
                           {"name:": "name: !!str Brigade", "points_limit:":
                            "points_limit: !!int 800"}), "utf-8")
    code, out, _ = run_cli("validate", str(army))
    assert code == 0, out


def test_a_tag_on_a_value_that_still_fits_the_model_keeps_the_file_broken(tmp_path, run_cli):
    """`name: !foo x` is kept as the text 'x', which a name accepts; the tag still fails."""
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml", {"name:": "name: !foo Brigade"}),
                    "utf-8")
    code, out, _ = run_cli("show", str(army))
    assert code == 1
