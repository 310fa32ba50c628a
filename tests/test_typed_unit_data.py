"""Systems hand each unit's rules, counts, weapon, list name and cost breakdown over typed
(issue 11, design 2): nothing outside `listbuilder/systems/` reads `UnitView.extra`, which is
only the system's own data for `--format json` (and its own printables).
"""

from __future__ import annotations

import ast
import json
from dataclasses import dataclass
from pathlib import Path

import pytest

import listbuilder
from listbuilder.cli import main
from listbuilder.core.view import ArmyView, CostItem, FactsRecord, RuleText, UnitCount, UnitView
from listbuilder.export.army_text import army_text
from listbuilder.export.roster import write_roster
from listbuilder.export.totals import rule_entries, unit_figures
from tests.export.conftest import ROOT, load
from tests.export.measure import pdf_text, table_rows

PACKAGE = Path(listbuilder.__file__).parent
#: The one module outside the systems that may touch `extra`: it writes it into the JSON.
WRITER = PACKAGE / "core" / "view.py"
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))


def extra_reads(source: str) -> list[int]:
    """Lines where the source reaches an `extra` attribute (`x.extra`, `getattr(x, "extra")`)."""
    return sorted(node.lineno for node in ast.walk(ast.parse(source))
                  if isinstance(node, ast.Attribute) and node.attr == "extra"
                  or _names_extra(node))


def _names_extra(node: ast.AST) -> bool:
    """`getattr(x, "extra")` or `hasattr(x, "extra")`."""
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
        and node.func.id in {"getattr", "hasattr"} and len(node.args) > 1 \
        and isinstance(node.args[1], ast.Constant) and node.args[1].value == "extra"


def readers() -> list[Path]:
    """Every module outside the rule systems: the app, the printers, the core, the CLI."""
    return sorted(p for p in PACKAGE.rglob("*.py")
                  if "systems" not in p.relative_to(PACKAGE).parts[:1] and p != WRITER)


def test_the_scan_finds_every_way_of_reading_extra():
    source = ('a = unit.extra.get("weapon")\nb = view.units[0].extra["rules"]\n'
              'c = getattr(unit, "extra")\nd = unit.extras\n')
    assert extra_reads(source) == [1, 2, 3]


def test_the_scan_covers_the_app_and_the_printers():
    names = {str(p.relative_to(PACKAGE)) for p in readers()}
    assert {"app/tables/units_model.py", "app/editing/fields_panel.py", "export/totals.py",
            "export/roster.py", "core/wording.py", "cli/run.py"} <= names
    assert not any(n.startswith("systems/") for n in names)


@pytest.mark.parametrize("path", readers(), ids=lambda p: str(p.relative_to(PACKAGE)))
def test_nothing_outside_the_systems_reads_a_units_extra(path):
    lines = extra_reads(path.read_text(encoding="utf-8"))
    assert not lines, f"{path.relative_to(PACKAGE)} reads UnitView.extra at lines {lines}: " \
                      "give the view a typed field instead"


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_the_json_keeps_the_keys_the_typed_fields_came_from(sample, capsys):
    view = load(sample).view
    main(["show", str(sample), "--format", "json"])
    units = json.loads(capsys.readouterr().out)["units"]
    for unit, data in zip(view.units, units, strict=True):
        assert [r.line for r in unit.rules] == data.get("rules", [])
        for count in unit.counts:
            assert data[count.key] == count.value
        assert [{"item": c.item, "points": c.points} for c in unit.cost_breakdown] \
            == data.get("cost_breakdown", [])
        if unit.weapon is not None or "weapon" in data:
            armed = unit.weapon  # a choice the rules do not give is no weapon in the JSON
            assert (armed.code if armed and armed.allowed else None, unit.list_name) == (
                data["weapon"], data["list_name"])


def test_each_system_hands_over_what_its_units_have():
    views = {p.name.split(".")[0]: load(p).view for p in SAMPLES}
    scots = views["bi-scots"]
    assert scots.units[0].list_name and any(u.weapon for u in scots.units)
    assert any(u.rules for u in scots.units)
    usb = views["usb-240"].units
    assert all(u.points == sum(c.points for c in u.cost_breakdown) for u in usb)
    assert all(u.counts[0].key == "models" for u in usb)
    brigade = views["szwadron-brigade"].units
    assert [c.key for c in brigade[0].counts] == ["figures", "base"]
    assert all(isinstance(r, RuleText) for u in brigade for r in u.rules)


def _army(*units: UnitView) -> ArmyView:
    return ArmyView(system="usb", list_id="l", list_name="L", army_name="A", scale=None,
                    units=units)


@dataclass(frozen=True)
class Hats(FactsRecord):
    hats: str


#: A unit of a system the printers have never heard of: its own count, rule and breakdown.
STRANGER = UnitView(
    id="u", name="Bog trolls", type="troll", type_name="Troll", profile={"M": 4},
    points=30, cost_breakdown=(CostItem("Troll", 25), CostItem("Club", 5)),
    rules=(RuleText("Regenerate", "ignores the first wound"),
           RuleText("Regenerate", "ignores the first wound")),
    counts=(UnitCount("hats", "Hats", 3), UnitCount("m", "M", 9)), traits=("Regenerate", "Stupid"),
    facts=Hats("never read"))


def test_printers_show_a_systems_own_counts_and_rules_by_their_labels(tmp_path):
    assert unit_figures(STRANGER) == [("Points", "30"), ("Hats", "3")]  # M: in the profile
    assert [e.said() if isinstance(e, RuleText) else e for e in rule_entries(STRANGER)] == [
        "Regenerate: ignores the first wound", "Stupid"]
    text = army_text(_army(STRANGER), "USB")
    assert "— Points 30, Hats 3" in text and "never read" not in text
    # The rule's text once, in the rules section; the unit keeps its traits' names.
    assert "- **Regenerate:** ignores the first wound. (#1)" in text
    assert text.count("ignores the first wound") == 1 and "   - Traits: Regenerate, Stupid" in text
    pdf = tmp_path / "roster.pdf"
    write_roster(_army(STRANGER), load(ROOT / "resources" / "samples" / "usb-240.army.yaml")
                 .system, pdf)
    header, row = table_rows(pdf)[:2]
    assert header[-3:-1] == ["Points", "Hats"] and row[-3:-1] == ["30", "3"]
    assert "Regenerate: ignores the first wound" in pdf_text(pdf)
