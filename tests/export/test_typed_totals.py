"""Every system hands its totals and its leader over typed, and every reader shows them.

The roster, `show` (text and JSON) and the editor's line all read `ArmyView.totals` (`Total`s)
and `leader_title`; none of them knows a system's key names, so a total a system adds is
shown under its own label with no change to any printer.
"""

from __future__ import annotations

import json

import pytest

from listbuilder.cli import main
from listbuilder.core.view import ArmyView, Leading, Total, UnitView
from listbuilder.export.roster import write_roster
from listbuilder.export.totals import total_lines, totals_line
from tests.export.conftest import ROOT, load
from tests.export.measure import opened, pdf_text, rects_mm, table_rows

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]

#: `show --format json`'s totals keys, sample by sample: a change here is a change of the
#: documented machine output, made on purpose.
JSON_KEYS = {
    "bi-french": ["unit_count", "vdt", "break_at", "by_type"],
    "bi-illegal": ["unit_count", "vdt", "break_at", "by_type"],
    "bi-scots": ["unit_count", "vdt", "break_at", "by_type"],
    "skirmish-small": ["game_format", "points", "points_limit", "detachments", "models",
                       "morale_points", "army_breaks_at"],
    "szwadron-brigade": ["points", "points_limit", "units", "figures", "limbers", "bases"],
    "usb-240": ["points", "points_limit", "activations", "activations_max", "heroes",
                "heroes_max"],
    "usb-legend-on-dragon": ["points", "points_limit", "activations", "activations_max",
                             "heroes", "heroes_max"],
}
#: Each system's leader as its rules name him (RULES.md), and the sample units carrying him.
LEADERS = {
    "bi-french": ("General", "knights-1"),
    "bi-illegal": ("General", None),  # on skirmishers, who may not carry him
    "bi-scots": ("General", "schiltron-1"),
    "skirmish-small": ("Commander-in-chief", None),  # the small format has no senior officer
    "szwadron-brigade": ("", None),  # Szwadron's rules name no leader
    "usb-240": ("Commander", "captain"),
    "usb-legend-on-dragon": ("Commander", "dragon-lord"),
}
#: The break tallies: (key, label) of the total players tick off, where the rules have one.
BREAK_TALLIES = {
    "bi-french": [("vdt", "VDT")], "bi-illegal": [("vdt", "VDT")], "bi-scots": [("vdt", "VDT")],
    "skirmish-small": [("morale_points", "Morale points")],
    "szwadron-brigade": [], "usb-240": [], "usb-legend-on-dragon": [],
}


@pytest.fixture(scope="module")
def rosters(tmp_path_factory):
    """Each sample's roster, printed once: (view, text, rectangles of page 1, the units
    table's unit column)."""
    out = {}
    for sample, name in zip(SAMPLES, IDS, strict=True):
        army = load(sample)
        pdf = tmp_path_factory.mktemp(name) / "roster.pdf"
        write_roster(army.view, army.system, pdf)
        out[name] = (army.view, pdf_text(pdf), rects_mm(pdf)[0],
                     [row[1] for row in table_rows(pdf)[1:]])
    return out


def test_the_samples_cover_every_system():
    assert set(IDS) == set(JSON_KEYS) == set(LEADERS) == set(BREAK_TALLIES)


@pytest.mark.parametrize("name", IDS)
def test_every_system_hands_over_typed_totals_the_roster_prints(rosters, name):
    view, text, _, _ = rosters[name]
    assert view.totals and all(isinstance(t, Total) for t in view.totals)
    assert len({t.key for t in view.totals}) == len(view.totals)
    for total in view.totals:
        assert total.label in text, total
    for key in ("unit_count", "break_at", "points_limit", "army_breaks_at", "_max"):
        assert key not in text  # words, never the JSON keys


@pytest.mark.parametrize("name", IDS)
def test_show_prints_every_label_and_its_json_keeps_its_keys(name, capsys):
    sample = ROOT / "resources" / "samples" / f"{name}.army.yaml"
    main(["show", str(sample)])
    text = capsys.readouterr().out
    totals_line_text = next(line for line in text.splitlines() if line.startswith("Totals: "))
    view = load(sample).view
    for total in view.totals:
        assert total.label in totals_line_text
    main(["show", str(sample), "--format", "json"])
    data = json.loads(capsys.readouterr().out)
    assert list(data["totals"]) == JSON_KEYS[name]
    assert data["totals"] == view.totals_json()


@pytest.mark.parametrize("name", IDS)
def test_break_tallies_are_marked_and_drawn_one_box_a_point(rosters, name):
    view, text, rects, _ = rosters[name]
    tallies = [t for t in view.totals if t.is_break_tally]
    assert [(t.key, t.label) for t in tallies] == BREAK_TALLIES[name]
    for tally in tallies:
        assert isinstance(tally.value, int) and tally.breaks_at == -(-tally.value // 2)
        assert f"{tally.label} {tally.value}" in text
        assert f"breaks at {tally.breaks_at} lost" in text
    boxes = [r for r in rects if r == pytest.approx((5, 5), abs=0.05)]
    assert len(boxes) == sum(t.value for t in tallies)


@pytest.mark.parametrize("name", IDS)
def test_each_system_names_its_own_leader(rosters, name, capsys):
    view, text, _, marks = rosters[name]
    title, unit_id = LEADERS[name]
    assert view.leader_title == title
    assert (view.leader.id if view.leader else None) == unit_id
    main(["show", str(ROOT / "resources" / "samples" / f"{name}.army.yaml")])
    shown = capsys.readouterr().out
    if unit_id is not None:
        number = [u.id for u in view.units].index(unit_id) + 1
        unit = view.units[number - 1]
        assert marks[number - 1] == f"{unit.name} — {title}"  # 'Royal household — General'
        assert f"\n{title}: {view.label(unit_id)}\n" in shown
    assert ("General" in text) == (title == "General")  # no system borrows another's word


def test_a_leader_on_a_unit_that_may_not_carry_him_is_printed_so(rosters, capsys):
    view, _, _, marks = rosters["bi-illegal"]
    (marked,) = [n for n, u in enumerate(view.units) if u.leading is Leading.NOT_ALLOWED]
    assert not view.units[marked].leader
    assert marks[marked] == f"{view.units[marked].name} — General (not allowed)"
    main(["show", str(ROOT / "resources" / "samples" / "bi-illegal.army.yaml")])
    shown = capsys.readouterr().out.splitlines()
    assert "General (not allowed): Skirmishers" in shown
    assert not any(line.startswith("G ") for line in shown)  # marked as carrying him: no


def _view(*totals: Total) -> ArmyView:
    unit = UnitView("u", "Unit", "x", "X", {})
    return ArmyView("test", "l", "List", "Army", None, (unit,), totals=totals)


def test_a_total_no_printer_knew_is_shown_under_its_label_with_its_bounds():
    view = _view(Total("widgets", "Widgets", 3, limit=2, limit_key="widgets_max"),
                 Total("crews", "Crews", 5, range=(1, 4)),
                 Total("banners", "Banners", 9, breaks_at=5, lost="banners lost"),
                 Total("kinds", "Kinds", {"a": 1, "b": 2}))
    assert total_lines(view) == ["Banners 9: the army breaks at 5 banners lost",
                                 "Widgets: 3 of 2", "Crews: 5 (of 1–4)", "Kinds: a 1, b 2"]
    line, within = totals_line(view.totals)
    assert line == ("Widgets 3 of 2   ·   Crews 5 (of 1–4)   ·   Banners 9   ·   "
                    "Breaks at 5 banners lost")
    assert not within
    assert view.totals_json() == {"widgets": 3, "widgets_max": 2, "crews": 5, "banners": 9,
                                  "kinds": {"a": 1, "b": 2}}


@pytest.mark.parametrize(("total", "within"), [
    (Total("p", "P", 240, limit=240), True),
    (Total("p", "P", 241, limit=240), False),
    (Total("u", "U", 6, range=(7, 10)), False),
    (Total("u", "U", 11, range=(7, 10)), False),
    (Total("u", "U", 7, range=(7, 10)), True),
    (Total("f", "F", "small", limit=1), True),  # a word has no bounds to break
    (Total("n", "N", 99), True),
])
def test_within_and_over(total, within):
    assert (total.within, total.over) == (within, not within)


def test_a_long_tally_label_stays_clear_of_the_boxes(tmp_path):
    from listbuilder.systems import get_system

    label = "Demoralisation value of the whole army"
    view = _view(Total("dv", label, 12, breaks_at=6, lost="lost"))
    pdf = tmp_path / "roster.pdf"
    write_roster(view, get_system("basic-impetus"), pdf)
    doc = opened(pdf)
    page = doc.pages[0]
    boxes = [r for r in page.rects if abs(r["width"] - r["height"]) < 0.1
             and abs(r["width"] * 25.4 / 72 - 5) < 0.05]
    words = page.extract_words()
    assert len(boxes) == 12
    first_box = min(r["x0"] for r in boxes)
    title = [w for w in words if w["top"] < boxes[0]["bottom"] and w["bottom"] > boxes[0]["top"]
             and w["x0"] < first_box]
    assert " ".join(w["text"] for w in title).startswith(f"{label} 12")
    assert max(w["x1"] for w in title) < first_box


@pytest.mark.parametrize("name", IDS)
def test_unit_points_are_typed_and_keep_their_json_key(name, capsys):
    view = load(ROOT / "resources" / "samples" / f"{name}.army.yaml").view
    main(["show", str(ROOT / "resources" / "samples" / f"{name}.army.yaml"), "--format", "json"])
    units = json.loads(capsys.readouterr().out)["units"]
    priced = not name.startswith("bi-")  # Basic Impetus prices no unit
    assert all(isinstance(u.points, int) == priced for u in view.units)
    assert [u.get("points") for u in units] == [u.points for u in view.units]
    assert all(("points" in u) == priced for u in units)
    if priced:
        assert view.total("points").value == sum(u.points for u in view.units)
