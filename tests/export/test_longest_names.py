"""Names as long as the file format allows (200 characters) print inside the margins and over
no other text, on every document and paper: footers, headers and cards."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from tests.export.conftest import FRENCH, FRENCH_LIST
from tests.export.measure import edge_distances_mm, overlapping_chars, pdf_text

LONGEST = ("The Host of the Kingdom of France and of the Counties of Flanders, Champagne, "
           "Blois, Anjou and Toulouse with their Vassals, Sergeants and Communal Levies "
           "Mustered for the Campaign of 1214 ")[:200]


@pytest.fixture(scope="module")
def longest(tmp_path_factory):
    folder = tmp_path_factory.mktemp("longest")
    (folder / "lists").mkdir()
    text = FRENCH_LIST.read_text(encoding="utf-8")
    text = text.replace("id: bi/french-1150-1330", "id: test/longest")
    text = text.replace("name: French 1150–1330 AD", f"name: {LONGEST}")
    assert LONGEST in text
    (folder / "lists" / "longest.yaml").write_text(text, encoding="utf-8")
    army = FRENCH.read_text(encoding="utf-8").replace("list: bi/french-1150-1330",
                                                      "list: test/longest")
    army = army.replace("name: Philip Augustus at Bouvines", f"name: {LONGEST}")
    army = "\n".join(line for line in army.splitlines() if not line.startswith("list_stamp"))
    (folder / "army.yaml").write_text(army + "\n", encoding="utf-8")
    return folder


@pytest.mark.parametrize("paper", ["a4", "letter"])
@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_the_longest_names_stay_inside_the_margins_and_off_other_text(longest, paper,
                                                                      document):
    out = longest / f"{document}-{paper}.pdf"
    assert main(["export", document, str(longest / "army.yaml"), "-o", str(out),
                 "--paper", paper, "--lists", str(longest / "lists")]) == 0
    least = 6.35 if (document, paper) == ("cards", "letter") else 10.0  # Letter's 9 cards
    assert min(edge_distances_mm(out)) >= least - 0.001
    assert overlapping_chars(out) == []
    assert "sha256:" in pdf_text(out) or document != "roster"  # the footer's end: the stamp
    # Whole, never cut with "…": the army's name titles the roster and the base chart, the
    # list's name is in their footers.
    squeezed = "".join(pdf_text(out).split())
    assert "…" not in squeezed
    assert "".join(LONGEST.split()) in squeezed or document == "cards"
