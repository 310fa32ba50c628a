"""The USB files through the command line, the registry and the printer's interface."""

from __future__ import annotations

import json

from listbuilder.cli import main
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.loading import load_file
from listbuilder.systems import get_system
from listbuilder.systems.usb import Usb
from listbuilder.systems.usb.build import build_view
from tests.usb.helpers import LIST_PATH, ROOT, SAMPLES, core_list

TOTAL_KEYS = {"points", "points_limit", "activations", "activations_max", "heroes",
              "heroes_max"}


def test_registered():
    assert isinstance(get_system("usb"), Usb)


def test_validate_list_and_samples_exit_0(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    assert len(SAMPLES) >= 2
    code = main(["validate", "army_lists/usb", *[str(p.relative_to(ROOT)) for p in SAMPLES]])
    out = capsys.readouterr().out
    assert code == 0, out
    assert "0 errors, 0 warnings" in out


def test_validate_reports_a_broken_army(tmp_path, capsys):
    text = (ROOT / "resources/samples/usb-240.army.yaml").read_text(encoding="utf-8")
    bad = tmp_path / "bad.army.yaml"
    bad.write_text(text.replace("equipment: polearm", "equipment: polarm")
                   .replace("points_limit: 240", "points_limit: 200"), encoding="utf-8")
    assert main(["validate", str(bad)]) == 1
    out = capsys.readouterr().out
    assert "bad.army.yaml:10:15: error [USB-POINTS-OVER]" in out  # at points_limit
    assert "[USB-UNKNOWN-EQUIPMENT]" in out and "Did you mean Polearms?" in out


def test_show_json_keys(monkeypatch, capsys):
    monkeypatch.chdir(ROOT)
    assert main(["show", "resources/samples/usb-240.army.yaml", "--format", "json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert set(data["totals"]) == TOTAL_KEYS
    assert data["system"] == "usb"
    first = data["units"][0]
    assert list(first["profile"]) == ["Accuracy", "Initiative", "Defence", "Resolve",
                                      "Power Points"]
    assert {"points", "min_game_points", "cost_breakdown"} <= set(first)


def test_new_army_is_legal():
    usb_list = core_list()
    army = Usb().new_army(usb_list, "Starter")
    view = build_view(usb_list, army)
    assert view.findings == ()
    assert view.total("heroes").value == 1
    assert army.list_stamp == data_stamp(usb_list)


def test_cards_and_bases():
    loaded = load_file(ROOT / "resources/samples/usb-legend-on-dragon.army.yaml")
    view = build_view(core_list(), loaded.model)
    system = Usb()
    cards = system.cards(view, "28mm")
    assert [c.unit_id for c in cards] == [u.id for u in view.units]
    lord = cards[0]
    assert [(s.label, s.value) for s in lord.stats] == [
        ("A", "+3"), ("I", "9"), ("D", "+3"), ("R", "22"), ("PP", "8"), ("Pts", "482")]
    assert lord.badge == "COMMANDER"
    assert ("Resolve lost", 22) in [(t.label, t.boxes) for t in lord.tracks]
    bases = {b.unit_ids: (b.front_mm, b.depth_mm, b.count) for b in system.bases(view, "28mm")}
    assert bases[("guard",)] == (60, 60, 6)
    assert bases[("archers",)] == (30, 30, 10)
    # A monster's base has a minimum (larger than 50 × 50), a vehicle any base: both listed,
    # labelled as what they are, never printed as if exact.
    assert bases[("dragon-lord",)] == (50, 50, 1)
    notes = {b.unit_ids: b.size_note for b in system.bases(view, "28mm")}
    assert "larger" in notes[("dragon-lord",)] and "largest" in notes[("guard",)]
    assert bases[("siege-engine",)] == (0, 0, 1) and "any base" in notes[("siege-engine",)]


def test_list_file_located_diagnostics(tmp_path):
    text = LIST_PATH.read_text(encoding="utf-8").replace("costs: {cavalry: 4}",
                                                         "costs: {cavalri: 4}")
    path = tmp_path / "usb.yaml"
    path.write_text(text, encoding="utf-8")
    from listbuilder.storage.checking import check_list

    diagnostics = check_list(load_file(path))
    assert [d.code for d in diagnostics] == ["USB-LIST-UNKNOWN-TYPE"]
    assert diagnostics[0].span is not None and diagnostics[0].span.line > 1
