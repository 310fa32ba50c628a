"""The Szwadron list and sample through the CLI, list checks, cards, bases and new armies."""

from __future__ import annotations

import json
from pathlib import Path

from listbuilder.cli import main
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_file, load_text
from listbuilder.systems import get_system

ROOT = Path(__file__).resolve().parents[2]
LIST_DIR = ROOT / "army_lists" / "szwadron"
LIST = LIST_DIR / "example-napoleonic.yaml"
SAMPLE = ROOT / "resources" / "samples" / "szwadron-brigade.army.yaml"
SYSTEM = get_system("szwadron")


def test_example_list_says_its_costs_are_invented():
    assert "INVENTED FOR THE EXAMPLE" in LIST.read_text(encoding="utf-8")
    assert "invented" in load_file(LIST).model.notes


def test_show_json_totals(capsys):
    assert main(["show", str(SAMPLE), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["totals"]["bases"] == {"20x20": 48, "20x40": 12, "40x40": 3}
    assert data["totals"]["figures"] == 62
    assert data["totals"]["points"] == 752
    assert data["units"][0]["profile"] == {"R": 10, "W": 3, "SW": 2, "SO": 2, "Z": 15, "UW": 3,
                                           "C": 3, "M": 5}


def test_broken_army_file_is_located(tmp_path, capsys):
    text = SAMPLE.read_text(encoding="utf-8").replace("figures: 6\n", "figures: 9\n", 1)
    broken = tmp_path / "broken.army.yaml"
    broken.write_text(text, encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    out = capsys.readouterr().out
    line = next(n for n, s in enumerate(text.splitlines(), 1) if "figures: 9" in s)
    assert f"broken.army.yaml:{line}:14: error [SZ-UNIT-SIZE]" in out
    assert "4–8 figures" in out


def test_unknown_characteristic_is_a_located_schema_error(tmp_path, capsys):
    text = LIST.read_text(encoding="utf-8").replace("changes: {C: 4}", "changes: {CC: 4}")
    broken = tmp_path / "broken.yaml"
    broken.write_text(text, encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    line = next(n for n, s in enumerate(text.splitlines(), 1) if "CC: 4" in s)
    assert f"broken.yaml:{line}:19: error [SCHEMA-UNKNOWN-KEY] Unknown key 'CC'. Did you mean " \
           "'C'?" in capsys.readouterr().out


BAD_LIST = """\
kind: army-list
format: 1
system: szwadron
id: szwadron/bad
name: Bad
edition: test
source: {publisher: test}
abilities:
  - {id: skirmish-order, name: Skirmish order, text: x}
unit_types:
  - id: foot
    name: Foot
    kind: infantry
    min_figures: 8
    max_figures: 6
    cost: 10
    profile: {R: 10, W: 3, SW: 2, SO: 2, Z: 15, UW: 3, C: 3, M: 5}
    abilities: [skirmish-ordre]
    limber: {cost: 3}
    variants:
      - {id: same, name: Same, cost: 10}
      - {id: same, name: Same again, changes: {UW: 3}, cost: 10, max_per_unit: 9}
  - id: foot
    name: Foot again
    kind: cavalry
    min_figures: 1
    max_figures: 2
    cost: 1
    profile: {R: 10, W: 3, SW: 2, SO: 2, Z: 15, UW: 3, C: 3, M: 5}
"""


def test_list_checks_fire():
    found = {(d.code, d.span.line) for d in check_list(load_text(BAD_LIST, "bad.yaml"))}
    assert found == {
        ("SZ-LIST-ABILITY-UNUSED", 9),  # the ability its type misspells
        ("SZ-LIST-SIZE-RANGE", 14), ("SZ-LIST-UNKNOWN-ABILITY", 18),
        ("SZ-LIST-LIMBER-KIND", 19), ("SZ-LIST-VARIANT-EMPTY", 21),
        ("SZ-LIST-DUPLICATE-ID", 22), ("SZ-LIST-VARIANT-SAME", 22),
        ("SZ-LIST-VARIANT-MAX", 22), ("SZ-LIST-DUPLICATE-ID", 23),
    }


def test_example_list_has_no_findings():
    assert check_list(load_file(LIST)) == []


def _view():
    return SYSTEM.build(load_file(LIST).model, load_file(SAMPLE).model)


def test_cards_carry_profile_and_figures():
    cards = SYSTEM.cards(_view(), "standard")
    first = cards[0]
    assert [s.label for s in first.stats] == ["R", "W", "SW", "SO", "Z", "UW", "C", "M"]
    assert first.lines[0] == "12 figures on 20x20 mm bases, 125 pts"
    assert "1 × Grenadier company: UW 4, M 6" in first.lines
    battery = next(c for c in cards if c.unit_id == "foot-battery")
    assert "1 limber on 40x40 mm bases" in battery.lines


def test_bases_counted_by_size():
    needs = SYSTEM.bases(_view(), "standard")
    by_size: dict[tuple[float, float], int] = {}
    for n in needs:
        by_size[(n.front_mm, n.depth_mm)] = by_size.get((n.front_mm, n.depth_mm), 0) + n.count
    assert by_size == {(20, 20): 48, (20, 40): 12, (40, 40): 3}


def test_new_army_is_legal():
    army_list = load_file(LIST).model
    army = SYSTEM.new_army(army_list, "Fresh")
    assert SYSTEM.build(army_list, army).findings == ()
    assert army.list_stamp == data_stamp(army_list)


def test_an_ability_nothing_names_is_a_warning_where_it_is_defined():
    text = LIST.read_text(encoding="utf-8")
    unused = text.replace("abilities: [skirmish-order]", "abilities: []")
    (finding,) = check_list(load_text(unused, "edited.yaml"))
    assert (finding.code, finding.severity.value) == ("SZ-LIST-ABILITY-UNUSED", "warning")
    line = text.splitlines().index("  - id: skirmish-order") + 1
    assert (finding.span.line, finding.span.column) == (line, 9)
    assert finding.message.startswith("Ability 'skirmish-order' is named by no unit type")
    assert main(["explain", "SZ-LIST-ABILITY-UNUSED"]) == 0  # registered, so explained
    # One differing figure naming it is enough.
    once = text.replace("    abilities: [skirmish-order]\n  - id: hussars", "  - id: hussars")
    assert check_list(load_text(once, "edited.yaml")) == []
