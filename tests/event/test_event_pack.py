"""`listbuilder event pack`: one PDF, a cover with the table, then every roster with the
event's name and date, each from a page of its own, numbered across the pack."""

from __future__ import annotations

import pdfplumber

from tests.event.conftest import FRENCH, FRENCH_SEAL, ILLEGAL, SCOTS
from tests.event.test_event_file import SAMPLE_EVENT


def _pages(path) -> list[str]:
    with pdfplumber.open(path) as pdf:
        return [" ".join((page.extract_text() or "").split()) for page in pdf.pages]


def test_the_pack_has_a_cover_then_each_roster_from_its_own_page(run_cli, tmp_path):
    codes = tmp_path / "codes.txt"
    codes.write_text("Someone: LB1.broken\n", encoding="utf-8")
    out = tmp_path / "pack.pdf"
    code, said, err = run_cli("event", "pack", SAMPLE_EVENT, FRENCH, ILLEGAL, SCOTS, codes,
                              "-o", out)
    assert code == 2, err  # the damaged code: unreadable, the others still printed
    assert said.strip() == f"{out}: event pack, 3 rosters, 4 pages"
    pages = _pages(out)
    assert len(pages) == 4
    cover, *rosters = pages
    assert cover.startswith("Spring Clash 2027 2027-04-10 · Basic Impetus · 4 submissions: "
                            "2 legal, 1 illegal, 1 unreadable")
    assert FRENCH_SEAL in cover and "Without a roster" in cover
    assert "#4 Someone: error [EVENT-CODE-UNREADABLE]" in cover
    for n, (page, army) in enumerate(zip(rosters, ["Philip Augustus at Bouvines",
                                                  "How not to muster", "Stirling Bridge"],
                                         strict=True), 2):
        assert army in page[:120], page[:120]
        assert "Event: Spring Clash 2027 · Date: 2027-04-10" in page
        assert page.endswith(f"page {n} of 4")
    assert "ILLEGAL ARMY" in rosters[1] and "[EVENT-SCALE]" in rosters[1]
    with pdfplumber.open(out) as pdf:  # the cover's table sideways, the rosters upright
        assert [page.width > page.height for page in pdf.pages] == [True, False, False, False]
    assert f"Seal: {FRENCH_SEAL}" in rosters[0]


def test_the_cover_names_the_page_each_roster_starts_on(run_cli, tmp_path):
    out = tmp_path / "pack.pdf"
    legend = FRENCH.parent / "usb-legend-on-dragon.army.yaml"  # a roster of two pages
    code, _said, _err = run_cli("event", "pack", SAMPLE_EVENT, legend, FRENCH, "-o", out)
    assert code == 1
    pages = _pages(out)
    french = next(n for n, page in enumerate(pages, 1) if "Philip Augustus" in page[:80])
    assert french == 4 and len(pages) == 4
    assert "EYQG-SXFW-8XDV 2 " in pages[0] and f"{FRENCH_SEAL} 4 " in pages[0]
    assert pages[2].endswith("page 3 of 4")


def test_the_pack_refuses_to_replace_what_is_not_a_pdf(run_cli, tmp_path):
    army = tmp_path / "mine.yaml"
    army.write_text(FRENCH.read_text(encoding="utf-8"), encoding="utf-8")
    code, _out, err = run_cli("event", "pack", SAMPLE_EVENT, FRENCH, "-o", army)
    assert code == 2 and "not a PDF" in err
    assert army.read_text(encoding="utf-8") == FRENCH.read_text(encoding="utf-8")


def test_export_sets_the_rosters_header_facts_for_one_printout(run_cli, tmp_path):
    out = tmp_path / "roster.pdf"
    before = FRENCH.read_bytes()
    code, _said, err = run_cli("export", "roster", FRENCH, "-o", out, "--player", "Anna K",
                               "--event", "Spring Clash", "--date", "2027-04-10")
    assert code == 0, err
    page, = _pages(out)
    assert (f"Player: Anna K · Event: Spring Clash · Date: 2027-04-10 · Seal: {FRENCH_SEAL}"
            in page)
    assert FRENCH.read_bytes() == before
    code, text, _err = run_cli("export", "text", FRENCH, "--player", "Béla\tNagy")
    assert code == 0 and "Player: Béla Nagy" in text
    code, _out, err = run_cli("export", "cards", FRENCH, "-o", out, "--event", "X")
    assert code == 2 and "does not use --event" in err
