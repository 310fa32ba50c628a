"""The base chart at true scale: every rectangle measures its base, the ruler 100 mm."""

from __future__ import annotations

from collections import Counter

import pytest

from listbuilder.export.bases_chart import write_bases
from listbuilder.export.geometry import ExportError
from tests.export.conftest import TEN_NAMES
from tests.export.measure import MM, TURNED, lines_mm, opened, page_sizes_mm, pdf_text, rects_mm


def _all_rects(path):
    """Every rectangle as (long side, short side): a base may lie either way round."""
    return [_long_short(round(w, 1), round(h, 1)) for page in rects_mm(path) for w, h in page]


def _long_short(w, h):
    return (max(w, h), min(w, h))


def test_french_bases_at_28mm_measure_true(french, tmp_path):
    out = tmp_path / "bases.pdf"
    write_bases(french.view, french.system, out)
    measured = Counter(_all_rects(out))
    # 3 knights CP 120×80, 2 spearmen FP 120×40, Genoese T 120×60, skirmishers S 120×30:
    # drawn once each with their count, which fits one page instead of two.
    assert measured == Counter({(120.0, 80.0): 1, (120.0, 40.0): 1,
                                (120.0, 60.0): 1, (120.0, 30.0): 1})
    texts = texts_in_rects(out)
    assert any("120 × 80 mm · 3 bases" in t for t in texts)
    assert any("120 × 40 mm · 2 bases" in t for t in texts)
    for page in rects_mm(out):
        for w, h in page:
            assert (w, h) == pytest.approx((round(w), round(h)), abs=0.2)


def test_every_base_need_gets_its_rectangle(ten_units, tmp_path):
    out = tmp_path / "bases.pdf"
    write_bases(ten_units.view, ten_units.system, out, scale="15mm")
    needs = ten_units.system.bases(ten_units.view, "15mm")
    sizes = {_long_short(float(n.front_mm), float(n.depth_mm)) for n in needs}
    assert set(_all_rects(out)) == sizes


def test_alternative_depth_is_a_dashed_line_at_that_depth(french, tmp_path):
    out = tmp_path / "bases.pdf"
    write_bases(french.view, french.system, out)
    with_s = next(i for i, page in enumerate(rects_mm(out))
                  if any(_long_short(*r) == pytest.approx((120, 30), abs=0.2) for r in page))
    pdf = opened(out)
    s_rect = next(r for r in pdf.pages[with_s].rects
                  if abs(min(r["height"], r["width"]) / MM - 30) < 0.2)
    assert alt_depth_line_found(s_rect, lines_mm(out)[with_s], front=120, alt=40)
    assert "alternative depth 40 mm" in pdf_text(out)


def alt_depth_line_found(rect, lines, *, front, alt):
    """A line as long as the front, parallel to it at the alternative depth: the front is the
    top edge of an upright base, the left edge of a turned one."""
    left, top = rect["x0"] / MM, rect["top"] / MM
    if abs(rect["width"] / MM - front) < 0.2:  # upright
        return any(abs(ln["top"] - ln["bottom"]) < 0.01 and abs(ln["x1"] - ln["x0"] - front) < 0.2
                   and abs(ln["top"] - top - alt) < 0.2 for ln in lines)
    return any(abs(ln["x1"] - ln["x0"]) < 0.01 and abs(ln["bottom"] - ln["top"] - front) < 0.2
               and abs(ln["x0"] - left - alt) < 0.2 for ln in lines)


def test_each_page_has_a_100mm_ruler_and_the_actual_size_note(ten_units, tmp_path):
    out = tmp_path / "bases.pdf"
    pages = write_bases(ten_units.view, ten_units.system, out)
    assert pages == len(page_sizes_mm(out))
    for page in lines_mm(out):
        assert any(abs(ln["x1"] - ln["x0"] - 100) < 0.2 for ln in page)  # across
        assert any(abs(ln["bottom"] - ln["top"] - 100) < 0.2 for ln in page)  # and down
    assert b"/PrintScaling /None" in out.read_bytes()
    text = pdf_text(out)
    assert text.count("Print at 100 %") == pages and "Actual size" in text


def test_labels_name_units_with_size_and_count(ten_units, tmp_path):
    out = tmp_path / "bases.pdf"
    write_bases(ten_units.view, ten_units.system, out, paper="letter")
    # Labels sit inside their rectangles, so read each rectangle on its own.
    texts = texts_in_rects(out)
    for name in TEN_NAMES.values():
        assert any(name in text for text in texts), name
    assert any("120 × 80 mm · 3 bases" in text for text in texts)


def texts_in_rects(path):
    pdf = opened(path)
    return [" ".join((page.within_bbox((r["x0"], r["top"], r["x1"], r["bottom"]))
                      .extract_text(**TURNED) or "").split())
            for page in pdf.pages for r in page.rects]


def test_unknown_scale_is_a_plain_error(french, tmp_path):
    with pytest.raises(ExportError, match="28mm, 15mm, 10mm, 6mm"):
        write_bases(french.view, french.system, tmp_path / "x.pdf", scale="54mm")


def test_same_army_same_bytes(ten_units, tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    write_bases(ten_units.view, ten_units.system, a)
    write_bases(ten_units.view, ten_units.system, b)
    assert a.read_bytes() == b.read_bytes()
