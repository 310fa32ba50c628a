"""The roster sheet: one page, every unit, totals with the break point, findings, footer."""

from __future__ import annotations

import re
from dataclasses import replace

import pytest

from listbuilder import __version__
from listbuilder.export.pdf import ExportOptions, write_pdf
from listbuilder.export.roster import write_roster
from tests.export.conftest import FRENCH, ROOT, TEN_NAMES, load
from tests.export.measure import page_sizes_mm, pdf_text, rects_mm, table_rows


def test_ten_unit_roster_fits_one_page(ten_units, tmp_path):
    out = tmp_path / "roster.pdf"
    assert write_roster(ten_units.view, ten_units.system, out, list_stamp="sha256:abc") == 1
    assert page_sizes_mm(out) == [pytest.approx((210, 297), abs=0.1)]
    text = pdf_text(out)
    assert "Zażółć gęślą jaźń <&>" in text
    names = [row[1].removesuffix(" — General") for row in table_rows(out)[1:]]
    assert names == list(TEN_NAMES.values())
    assert f"listbuilder {__version__}" in text and "sha256:abc" in text


def test_roster_shows_profiles_general_groups_and_totals(french, tmp_path):
    out = tmp_path / "roster.pdf"
    # As the command line and the editor print it: through `write_pdf`, which names units
    # as the findings do.
    write_pdf("roster", french.view, french.system, out,
              ExportOptions(paper="letter", list_stamp=french.list_stamp))
    text = pdf_text(out)
    rows = table_rows(out)
    assert rows[0][:7] == ["#", "Unit", "Type", "M", "VBU", "I", "VD"]
    assert rows[1][:7] == ["1", "Royal household — General", "CP — heavy cavalry", "8", "7", "4",
                           "3"]
    assert rows[-1][1:] == ["Genoese mercenaries", "T — shooters", "6", "4", "0", "1",
                            "Crossbow A"]
    assert "Options: Genoese mercenaries" in text
    assert "Group: Royal household, Knights 1, Knights 2" in text  # as the findings say
    assert "Notes" not in text  # none passed
    assert "VDT 15" in text and "breaks at 8 lost" in text
    assert french.list_stamp in text
    assert "None: the army is legal." in text


def test_vdt_tally_has_one_box_per_point(french, tmp_path):
    out = tmp_path / "roster.pdf"
    write_roster(french.view, french.system, out)
    tally = [r for r in rects_mm(out)[0] if r == pytest.approx((5, 5), abs=0.05)]
    assert len(tally) == french.view.total("vdt").value


def test_findings_are_listed(tmp_path):
    army = load(ROOT / "resources" / "samples" / "bi-illegal.army.yaml")
    out = tmp_path / "roster.pdf"
    write_roster(army.view, army.system, out)
    text = pdf_text(out)
    for finding in army.view.findings:
        assert f"[{finding.code}]" in text


def test_same_army_same_bytes(ten_units, tmp_path):
    a, b = tmp_path / "a.pdf", tmp_path / "b.pdf"
    write_roster(ten_units.view, ten_units.system, a)
    write_roster(ten_units.view, ten_units.system, b)
    assert a.read_bytes() == b.read_bytes()



@pytest.mark.parametrize("recorded", ["list_stamp: sha256:0000000000000000\n", ""])
def test_footer_names_the_list_data_printed_not_the_armys_record(tmp_path, recorded):
    """An army built against an older list (or recording none) prints today's list data:
    the roster's footer and the text's source line give that data's stamp, not the army's
    record nor 'unstamped'."""
    from listbuilder.cli import main
    from listbuilder.storage.list_catalog import bundled_catalog

    current = bundled_catalog().stamp("bi/french-1150-1330")
    army = tmp_path / "army.yaml"
    army.write_text(re.sub(r"list_stamp: .*\n", recorded, FRENCH.read_text(encoding="utf-8")),
                    encoding="utf-8")
    for kind, out, said in (("roster", tmp_path / "roster.pdf", "version"),
                            ("text", tmp_path / "army.md", "list data")):
        assert main(["export", kind, str(army), "-o", str(out)]) == 0
        text = pdf_text(out) if kind == "roster" else out.read_text(encoding="utf-8")
        assert current and f"{said} {current}" in text, text[-300:]
        assert f"{said} sha256:0000" not in text and "unstamped" not in text


def test_the_roster_heads_with_the_player_event_and_date(french, tmp_path):
    view = replace(french.view, player="Anna Kowalska", event="Bitwa nad Bzurą",
                   date="2026-12-05")
    out = tmp_path / "roster.pdf"
    write_roster(view, french.system, out)
    assert "Player: Anna Kowalska · Event: Bitwa nad Bzurą · Date: 2026-12-05" in pdf_text(out)
    write_roster(french.view, french.system, out)
    assert "Player:" not in pdf_text(out)  # none given, none printed


def test_a_heros_long_equipment_prints_under_the_table_not_in_a_thin_column(tmp_path):
    """The Dragon Lord's equipment ran to twelve lines of a narrow column."""
    dragon = load(ROOT / "resources" / "samples" / "usb-legend-on-dragon.army.yaml")
    out = tmp_path / "roster.pdf"
    write_roster(dragon.view, dragon.system, out)
    header = table_rows(out)[0]
    assert "Equipment, traits" not in header and header[-1] == "Models"
    text = pdf_text(out)
    assert "Equipment, traits #1 The Dragon Lord: Heavy-infantry ranged weapon" in text
    french = load(ROOT / "resources" / "samples" / "bi-french.army.yaml")
    write_roster(french.view, french.system, out)
    assert table_rows(out)[0][-1] == "Equipment, traits"  # short ones keep their column
