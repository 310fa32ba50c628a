"""The skirmish list and sample through the CLI, list checks, cards, bases and new armies."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_file, load_text
from listbuilder.systems import get_system

ROOT = Path(__file__).resolve().parents[2]
LIST_DIR = ROOT / "army_lists" / "skirmish"
LIST = LIST_DIR / "example-warband.yaml"
SAMPLE = ROOT / "resources" / "samples" / "skirmish-small.army.yaml"
SYSTEM = get_system("skirmish")


def test_example_list_says_its_costs_are_invented():
    text = LIST.read_text(encoding="utf-8")
    assert "INVENTED FOR THE EXAMPLE" in text
    assert "invented for the example" in load_file(LIST).model.notes


def test_show_json_totals_and_detachment_keys(capsys):
    assert main(["show", str(SAMPLE), "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    totals = data["totals"]
    assert {k: totals[k] for k in ("points", "points_limit", "morale_points", "army_breaks_at")
            } == {"points": 138, "points_limit": 250, "morale_points": 13, "army_breaks_at": 7}
    (unit,) = data["units"]
    assert {k: unit[k] for k in ("morale_points", "test_at", "leaves_at", "points")} == {
        "morale_points": 13, "test_at": 5, "leaves_at": 7, "points": 138}


def test_broken_army_file_is_located(tmp_path, capsys):
    text = SAMPLE.read_text(encoding="utf-8").replace("role: sergeant", "role: sargeant")
    broken = tmp_path / "broken.army.yaml"
    broken.write_text(text, encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    out = capsys.readouterr().out
    line = next(n for n, s in enumerate(text.splitlines(), 1) if "sargeant" in s)
    col = text.splitlines()[line - 1].index("sargeant") + 1
    assert f"broken.army.yaml:{line}:{col}: error [SK-UNKNOWN-ROLE]" in out
    assert "Did you mean Sergeant?" in out


def test_schema_error_in_army_is_located(tmp_path, capsys):
    text = SAMPLE.read_text(encoding="utf-8").replace("game_format: small", "game_format: tiny")
    broken = tmp_path / "broken.army.yaml"
    broken.write_text(text, encoding="utf-8")
    assert main(["validate", str(broken)]) == 1
    line = next(n for n, s in enumerate(text.splitlines(), 1) if "tiny" in s)
    assert f"broken.army.yaml:{line}:14: error [SCHEMA-BAD-VALUE]" in capsys.readouterr().out


BAD_LIST = """\
kind: army-list
format: 1
system: skirmish
id: skirmish/bad
name: Bad
edition: test
source: {publisher: test}
bases:
  25mm:
    foot: {front: 25, depth: 25}
    mounted: {front: 25, depth: 50}
model_types:
  - id: a
    name: A
    cost: 5
    roles: [ranker, sargeant, ranker]
    role_costs: {officer: 3}
    rules: [cavalry, veteran]
  - id: a
    name: A again
    cost: 5
"""


def test_list_checks_fire():
    loaded = load_text(BAD_LIST, "bad.yaml")
    found = {(d.code, d.span.line) for d in check_list(loaded)}
    assert found == {
        ("SK-LIST-UNKNOWN-SCALE", 10), ("SK-LIST-UNKNOWN-ROLE", 16),
        ("SK-LIST-DUPLICATE-ROLE", 16), ("SK-LIST-ROLE-COST", 17),
        ("SK-LIST-UNKNOWN-RULE", 18), ("SK-LIST-CAVALRY-ON-FOOT", 13),
        ("SK-LIST-DUPLICATE-ID", 19), ("SK-LIST-NO-SERGEANT", 13),
    }


def test_example_list_has_no_findings():
    assert check_list(load_file(LIST)) == []


@pytest.fixture
def view():
    army_list = load_file(LIST).model
    return SYSTEM.build(army_list, load_file(SAMPLE).model)


def test_cards_carry_roles_and_morale_points(view):
    (card,) = SYSTEM.cards(view, "28mm")
    stats = {s.label: s.value for s in card.stats}
    assert stats == {"Models": "11", "MP": "13", "Test": "5", "Leaves": "7", "Points": "138"}
    assert card.lines[:2] == ("10 × Colonial rifleman — Ranker, 10 MP, 120 pts",
                              "1 × Colour Sergeant — Sergeant, 3 MP, 18 pts")
    assert card.tracks[0].boxes == 13


def test_bases_by_scale(view):
    (need,) = SYSTEM.bases(view, "15mm")
    assert (need.front_mm, need.depth_mm, need.count) == (15, 15, 11)
    assert SYSTEM.bases(view, "28mm")[0].front_mm == 25


def test_new_army_is_legal():
    army_list = load_file(LIST).model
    army = SYSTEM.new_army(army_list, "Fresh")
    view = SYSTEM.build(army_list, army)
    assert view.findings == ()
    assert army.list_stamp == data_stamp(army_list)
    assert view.units[0].extra["models"][0]["role"] == "sergeant"
