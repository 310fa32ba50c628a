"""A roster longer than a page: the units table continues with its header repeated, a row
taller than a page is split between its lines, and nothing is lost or leaves the page."""

from __future__ import annotations

from dataclasses import replace

import pytest

from listbuilder.export.roster import write_roster
from tests.export.conftest import FRENCH_LIST, ROOT, load
from tests.export.measure import edge_distances_mm, font_sizes, opened, pdf_text

UNITS = 48
HEADER = ["#", "Unit", "Type", "M", "VBU", "I", "VD", "Equipment, traits"]


@pytest.fixture
def long_army(tmp_path):
    """The French list with three more entries of 16 skirmisher units, every unit taken,
    the new ones each with its own name."""
    lists = tmp_path / "lists"
    lists.mkdir()
    text = FRENCH_LIST.read_text(encoding="utf-8")
    text = text.replace("id: bi/french-1150-1330", "id: test/long")
    entries = "".join(f"  - {{id: band-{band}, name: Band, type: S, count: 16, M: 8, VBU: 2, "
                      "I: 0, VD: 1}\n"
                      for band in "abc")
    text = text.replace("\noptions:", f"{entries}\noptions:")
    (lists / "long.yaml").write_text(text, encoding="utf-8")
    ids = [f"band-{band}-{n}" for band in "abc" for n in range(1, 17)]
    units = "".join(f"  {uid}: {{name: Skirmisher band {n} of the march <&>}}\n"
                    for n, uid in enumerate(ids, 1))
    army = tmp_path / "long.army.yaml"
    army.write_text("kind: army\nformat: 1\nsystem: basic-impetus\nlist: test/long\n"
                    f"name: The long march\nunits:\n{units}", encoding="utf-8")
    loaded = load(army, [lists])
    assert len(loaded.view.units) == UNITS + 8  # and the French list's own eight
    return loaded


def _tables(pdf) -> list[list[list[str]]]:
    """Per page, the rows of its units table: the first ruled table of as many columns as
    the header (the tally's boxes read as a table too); none where the page has none."""
    tables = [[t for t in page.extract_tables() if len(t[0]) == len(HEADER)][:1] or [[]]
              for page in opened(pdf).pages]
    return [[[" ".join((cell or "").split()) for cell in row] for row in found[0]]
            for found in tables]


@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_a_long_army_continues_with_the_header_on_every_page(long_army, tmp_path, paper):
    out = tmp_path / "roster.pdf"
    pages = write_roster(long_army.view, long_army.system, out, paper=paper)
    assert pages >= 2
    every_page = _tables(out)
    tables = [rows for rows in every_page if rows]
    assert len(tables) >= 2 and all(every_page[:len(tables)])  # spans the first pages
    for rows in tables:
        assert rows[0] == HEADER
    names = [row[1] for rows in tables for row in rows[1:]]
    assert names == [unit.name for unit in long_army.view.units]
    assert names[-UNITS:] == [f"Skirmisher band {n} of the march <&>" for n in range(1, UNITS + 1)]
    text = pdf_text(out)
    for finding in long_army.view.findings:  # 56 units is over the list's 7-10
        assert f"[{finding.code}]" in text
    assert min(edge_distances_mm(out)) >= 10.0 - 0.001
    for n, page in enumerate(opened(out).pages, 1):
        assert f"page {n}" in page.extract_text()
        assert "ILLEGAL ARMY" in page.extract_text()


def test_a_row_taller_than_a_page_is_split_never_cut(french, tmp_path):
    """A unit with 1600 traits: its cell runs to several pages' height. Every trait is printed,
    each page's table starts with the header, and nothing crosses the margins."""
    traits = tuple(f"Trait{n:04d}" for n in range(1600))
    first = replace(french.view.units[0], traits=traits)
    view = replace(french.view, units=(first, *french.view.units[1:]))
    out = tmp_path / "roster.pdf"
    pages = write_roster(view, french.system, out)
    assert pages >= 3
    text = pdf_text(out)
    for trait in traits:
        assert trait in text
    tables = [rows for rows in _tables(out) if rows]
    assert len(tables) >= 3
    for rows in tables:
        assert rows[0] == HEADER
    assert min(edge_distances_mm(out)) >= 10.0 - 0.001
    assert min(font_sizes(out) - {6.5, 5.5}) >= 7.0  # the footer and tally numbers aside


def test_a_name_longer_than_its_column_wraps_whole(french, tmp_path):
    """A 200-letter word is broken between letters rather than cut or run over the cell."""
    name = "Ł" * 190 + "<b>&amp;"
    first = replace(french.view.units[0], name=name)
    view = replace(french.view, units=(first, *french.view.units[1:]))
    out = tmp_path / "roster.pdf"
    write_roster(view, french.system, out)
    assert _tables(out)[0][1][1].replace(" ", "") == name + "—General"
    assert min(edge_distances_mm(out)) >= 10.0 - 0.001


def test_the_share_code_section_stays_on_one_page(tmp_path, capsys):
    """Long notes push the Scots roster onto a second page: the section's heading, QR code and
    code text move there together rather than leave a heading (or half a code) at a page's
    foot."""
    from listbuilder.cli import main

    sample = ROOT / "resources" / "samples" / "bi-scots.army.yaml"
    assert main(["share", str(sample)]) == 0
    code = capsys.readouterr().out.strip()
    army = load(sample)
    out = tmp_path / "roster.pdf"
    notes = "\n".join(f"Deployment note {n}: the pikes hold the ford." for n in range(18))
    assert write_roster(army.view, army.system, out, share_code=code, notes=notes) == 2
    doc = opened(out)
    texts = ["".join((page.extract_text() or "").split()) for page in doc.pages]
    assert "Sharecode" not in texts[0] and code[:40] not in texts[0]
    assert "Sharecode" in texts[1] and code in texts[1]


def test_each_rule_prints_once_with_the_units_that_have_it(tmp_path, capsys):
    """The Scots roster repeated the Schiltron text for each of six units and pushed its QR
    code onto a page of its own; as a glossary it fits one page, each page 'of 1'."""
    from listbuilder.cli import main

    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(ROOT / "resources" / "samples" / "bi-scots.army.yaml"),
                 "-o", str(out)]) == 0
    text = pdf_text(out)
    assert text.count("Schiltrons may deploy two deep as a big unit") == 1
    assert "(#3, #4, #5, #6, #7, #8)" in text
    assert "page 1 of 1" in text and "Share code" in text
