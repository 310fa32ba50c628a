"""The base chart packs tightly: bases turn by 90° where that saves paper, labels go inside."""

from __future__ import annotations

import pdfplumber
import pytest

from listbuilder.cli import main
from listbuilder.core.printables import BaseNeed
from listbuilder.export.bases_chart import merge_identical, write_bases
from listbuilder.export.bases_label import fit_inside
from listbuilder.export.geometry import ExportError
from listbuilder.export.packing import Slot, best_pack
from tests.export.conftest import ROOT, load
from tests.export.measure import (
    MM,
    edge_distances_mm,
    lines_mm,
    opened,
    overlapping_chars,
    pdf_text,
    rects_mm,
)
from tests.export.test_bases import alt_depth_line_found, texts_in_rects

SCOTS = ROOT / "resources" / "samples" / "bi-scots.army.yaml"


def test_scots_at_28mm_fit_one_a4_page_where_they_took_three(tmp_path):
    scots, out = load(SCOTS), tmp_path / "bases.pdf"
    pages = write_bases(scots.view, scots.system, out, paper="a4", scale="28mm")
    # Upright one per row took 3 pages, turning 2, identical bases drawn once with a count 1.
    assert pages == len(rects_mm(out)) == 1
    text = pdf_text(out)
    assert text.count("Print at 100 %") == 1 and "6 bases" in text
    for page in lines_mm(out):
        assert any(abs(ln["x1"] - ln["x0"] - 100) < 0.2 for ln in page)  # the ruler


def test_turned_bases_measure_their_size_and_keep_the_dashed_depth(tmp_path):
    scots, out = load(SCOTS), tmp_path / "bases.pdf"
    write_bases(scots.view, scots.system, out, scale="28mm")
    needs = merge_identical(scots.system.bases(scots.view, "28mm"))
    pdf = opened(out)
    rects = [(r, page_no) for page_no, page in enumerate(pdf.pages) for r in page.rects]
    turned = [(r, p) for r, p in rects if r["height"] > r["width"]]
    assert turned, "no base was turned"
    lines = lines_mm(out)
    for rect, page_no in turned:
        w, h = rect["width"] / MM, rect["height"] / MM
        need = next(n for n in needs if (n.depth_mm, n.front_mm) == pytest.approx((w, h),
                                                                                  abs=0.2))
        if need.alt_depth_mm:
            assert alt_depth_line_found(rect, lines[page_no], front=need.front_mm,
                                        alt=need.alt_depth_mm)
    sizes = sorted((round(max(r["width"], r["height"]) / MM, 1),
                    round(min(r["width"], r["height"]) / MM, 1)) for r, _ in rects)
    assert sizes == sorted((float(n.front_mm), float(n.depth_mm)) for n in needs)


def test_every_scots_label_sits_inside_its_rectangle(tmp_path):
    scots, out = load(SCOTS), tmp_path / "bases.pdf"
    write_bases(scots.view, scots.system, out, scale="28mm")
    texts = texts_in_rects(out)
    for need in scots.system.bases(scots.view, "28mm"):
        assert any(need.label in t and f"{need.front_mm:g} × {need.depth_mm:g} mm" in t
                   for t in texts), need.label


def test_a_label_fits_along_the_front_or_not_at_all():
    need = BaseNeed("Wallace's schiltron", 120, 40, alt_depth_mm=60)
    label = fit_inside(need, 120, 40)
    assert label is not None and label.size >= 7 and label.line_w == 120 - 3
    assert fit_inside(need, 12, 120) is None  # a 12 mm front: a word a line, or less
    assert fit_inside(BaseNeed("Pospolite ruszenie krakowskie", 20, 10), 20, 10) is None
    hussars = fit_inside(BaseNeed("5e hussards", 20, 40, count=6), 20, 40)
    assert hussars is not None and [text for _font, text in hussars.lines] == [
        "5e hussards", "20 × 40 mm", "6 bases"]  # the size and the count each whole


def test_best_pack_turns_boxes_only_when_it_saves_paper():
    # Two 120 × 30 boxes: stacked upright they take 64 mm of height, turned side by side
    # 120 mm, so they stay upright.
    few = [Slot(i, 120.0, 30.0, turned=(30.0, 120.0)) for i in range(2)]
    assert not any(p.turned for p in best_pack(few, 190.0, 250.0, 4.0))
    # Eight boxes: upright needs three pages (three a page), turned six fit a page.
    many = [Slot(i, 120.0, 60.0, turned=(60.0, 120.0)) for i in range(8)]
    placed = best_pack(many, 190.0, 250.0, 4.0)
    assert max(p.page for p in placed) == 1
    assert any(p.turned for p in placed)
    _assert_apart_and_inside(placed, 190.0, 250.0, 4.0)


def test_best_pack_turns_a_box_that_only_fits_turned_and_refuses_one_that_never_fits():
    placed = best_pack([Slot("long", 220.0, 50.0, turned=(50.0, 220.0))], 190.0, 250.0, 4.0)
    assert placed[0].turned and (placed[0].w, placed[0].h) == (50.0, 220.0)
    with pytest.raises(ExportError, match="does not fit"):
        best_pack([Slot("huge", 300.0, 260.0, turned=(260.0, 300.0))], 190.0, 250.0, 4.0)


def test_same_slots_same_layout():
    slots = [Slot(i, 120.0, 40.0 + 10 * (i % 3), turned=(40.0 + 10 * (i % 3), 120.0))
             for i in range(9)]
    assert best_pack(slots, 190.0, 247.0, 4.0) == best_pack(slots, 190.0, 247.0, 4.0)


def _assert_apart_and_inside(placed, area_w, area_h, gap):
    for a in placed:
        assert a.x >= 0 and a.top >= 0
        assert a.x + a.w <= area_w + 1e-9 and a.top + a.h <= area_h + 1e-9
        for b in placed:
            if a is not b and a.page == b.page:
                assert (a.x + a.w + gap <= b.x + 1e-9 or b.x + b.w + gap <= a.x + 1e-9
                        or a.top + a.h + gap <= b.top + 1e-9 or b.top + b.h + gap <= a.top + 1e-9)


def test_every_unit_without_a_size_is_named_however_many(tmp_path):
    """Twelve more siege engines (any base) with long names: the header listed three lines and
    dropped the rest; the ruler and the bases move down for them."""
    text = (ROOT / "resources" / "samples" / "usb-legend-on-dragon.army.yaml").read_text(
        encoding="utf-8")
    engine = text[text.index("  - id: siege-engine"):]
    army = text + "".join(
        engine.replace("id: siege-engine", f"id: engine-{n}").replace(
            "name: Siege engine", f"name: Great siege engine of the besieging host number {n}")
        for n in range(12))
    path = tmp_path / "engines.army.yaml"
    path.write_text(army.replace("points_limit: 1446", "points_limit: 20000"), "utf-8")
    out = tmp_path / "bases.pdf"
    assert main(["export", "bases", str(path), "-o", str(out)]) == 0
    printed = " ".join(pdf_text(out).split())
    for n in range(12):
        assert f"Great siege engine of the besieging host number {n}" in printed
    assert overlapping_chars(out) == [] and min(edge_distances_mm(out)) >= 10.0 - 0.001
    with pdfplumber.open(out) as pdf:  # the ruler (10 cm) lies below the last note line
        page = pdf.pages[0]
        note_bottom = max(w["bottom"] for w in page.extract_words() if w["text"] == "11.")
        ruler = min(ln["top"] for ln in page.lines if abs(ln["x1"] - ln["x0"] - 100 * MM) < 1)
    assert ruler > note_bottom
