"""Every sample, on every paper, in every document: inside the printable area, never below
7 pt on cards, and an illegal army says so on every page."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from tests.export.conftest import ROOT
from tests.export.measure import (
    edge_distances_mm,
    font_sizes,
    opened,
    pdf_text,
    table_rows,
    unembedded_fonts,
)

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    """Every sample × paper × document, written once through the real command line."""
    folder = tmp_path_factory.mktemp("printed")
    out = {}
    for sample in SAMPLES:
        for paper in ("a4", "letter"):
            for document in ("cards", "roster", "bases"):
                pdf = folder / f"{sample.name}-{paper}-{document}.pdf"
                assert main(["export", document, str(sample), "-o", str(pdf),
                             "--paper", paper]) == 0
                out[sample.name.split(".")[0], paper, document] = pdf
    return out


@pytest.mark.parametrize("sample", IDS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_everything_stays_10mm_from_every_edge(printed, sample, paper, document):
    """Cards on Letter come to its quarter inch, where that fits a third row (9 a sheet)."""
    distances = edge_distances_mm(printed[sample, paper, document])
    least = 6.35 if (paper, document) == ("letter", "cards") else 10.0
    assert min(distances) >= least - 0.001, distances  # within 1 µm: float rounding


@pytest.mark.parametrize("sample", IDS)
@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_every_font_a_page_names_is_embedded(printed, sample, document):
    """reportlab names Helvetica on every page unless told otherwise; a printer without it
    substitutes its own, and a checker such as pdffonts reports the file as not embedding."""
    assert unembedded_fonts(printed[sample, "letter", document]) == set()


@pytest.mark.parametrize("sample", IDS)
def test_card_text_is_never_below_7pt(printed, sample):
    assert min(font_sizes(printed[sample, "a4", "cards"])) >= 7.0


@pytest.mark.parametrize("sample", IDS)
@pytest.mark.parametrize("paper", ["a4", "letter"])
def test_roster_text_is_never_below_7pt(printed, sample, paper):
    """Body text at 7 pt or more; a column header (bold) may shrink to 6 pt to keep its words
    whole; the footer and the tally's small print (6.5 and 5.5 pt) are set apart."""
    pdf = opened(printed[sample, paper, "roster"])
    chars = [ch for page in pdf.pages for ch in page.chars
             if round(ch["size"], 1) not in (5.5, 6.5)]
    assert chars
    assert min(ch["size"] for ch in chars if "Bold" not in ch["fontname"]) >= 7.0 - 0.01
    assert min(ch["size"] for ch in chars) >= 6.0 - 0.01


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("size", ["standard", "poker", "large"])
def test_the_banner_sits_above_the_cards_on_every_paper_and_card_size(tmp_path, paper, size):
    """On Letter, large cards begin 12.7 mm from the top: the banner (10 to 15.5 mm) was drawn
    over their first 3 mm, outline and title included."""
    out = tmp_path / "cards.pdf"
    assert main(["export", "cards", str(ROOT / "resources" / "samples" / "bi-illegal.army.yaml"),
                 "-o", str(out), "--paper", paper, "--card-size", size]) == 0
    pdf = opened(out)
    for page in pdf.pages:
        banner = min((r for r in page.rects if r["fill"]), key=lambda r: r["top"])
        outlines = [r for r in page.rects if not r["fill"] and r["width"] > 100]
        assert outlines and min(r["top"] for r in outlines) >= banner["bottom"] + 0.5
    assert min(edge_distances_mm(out)) >= 10.0 - 0.001


@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_an_illegal_army_carries_its_banner_on_every_page(printed, document):
    pdf = printed["bi-illegal", "a4", document]
    doc = opened(pdf)
    for page in doc.pages:
        assert "ILLEGAL ARMY: 6 errors" in (page.extract_text() or "")
    assert "ILLEGAL ARMY" not in pdf_text(printed["bi-french", "a4", document])


@pytest.mark.parametrize("sample", IDS)
def test_roster_headers_keep_their_words_whole(printed, sample):
    header = table_rows(printed[sample, "a4", "roster"])[0]
    words = {"#", "Unit", "Type", "Equipment,", "traits", "Accuracy", "Initiative", "Defence",
             "Resolve", "Power", "Points", "Models", "MP", "Figures", "Base", "mm"}
    for cell in header:
        for word in cell.split():
            assert word in words or len(word) <= 6, (word, header)


def test_roster_lists_costs_counts_rules_and_notes(printed):
    dragon = pdf_text(printed["usb-legend-on-dragon", "a4", "roster"])
    assert "Rules" in dragon and "Step 5: may buy three equipment items" in dragon
    assert "Points: 1340 of 1446" in dragon
    assert table_rows(printed["usb-legend-on-dragon", "a4", "roster"])[1][8:10] == ["482", "1"]
    french = pdf_text(printed["bi-french", "a4", "roster"])
    assert "Deploy the Genoese in front of the knights." in french
    brigade = table_rows(printed["szwadron-brigade", "a4", "roster"])
    assert brigade[0][-4:] == ["Points", "Figures", "Base mm", "Equipment, traits"]
    for text in (dragon, french):
        assert "vdt:" not in text and "— Infantry" not in text and "1 figures" not in text


@pytest.mark.parametrize("language", ["en", "pl", "hu", "ru"])
def test_every_roster_header_word_fits_its_column_in_every_language(language, tmp_path):
    """Hungarian and Russian headers run longer than the English: the columns follow the
    headers as printed, so no header breaks inside a word ("Pontossá/g") or runs over its
    cell, and a header's type shrinks no smaller than 6 pt. Read from the printed PDF."""
    from listbuilder import i18n
    from listbuilder.export.geometry import pt
    from listbuilder.export.roster import FRAME_PAD, MARGIN_MM, write_roster
    from listbuilder.export.roster_table import details_apart, table_columns

    a4_frame_mm = (pt(210 - 2 * MARGIN_MM) - 2 * FRAME_PAD) / pt(1)
    from listbuilder.export.table_layout import HEADER_MIN_SIZE
    from listbuilder.storage.open_army import open_army

    with i18n.speaking(language):
        for sample in SAMPLES:
            view, _diagnostics, loaded = open_army(sample, [])
            assert view is not None and loaded is not None
            out = tmp_path / f"{sample.name}.pdf"
            write_roster(view, loaded.system, out)
            headers = [" ".join(c.header.split()) for c in table_columns(view)]
            if details_apart(view, a4_frame_mm):  # long equipment prints under the table
                headers = headers[:-1]
            pdf = opened(out)
            page = pdf.pages[0]
            cells = page.find_tables()[0].rows[0].cells
            assert len(cells) == len(headers), sample.name
            for cell, header in zip(cells, headers, strict=True):
                inside = page.within_bbox(cell)
                text = " ".join(w["text"] for w in inside.extract_words())
                assert text == header, (sample.name, text, header)
                assert min(ch["size"] for ch in inside.chars) >= HEADER_MIN_SIZE - 0.01
