"""A 20 mm or 25 mm army's cards and base chart say its scale, and that they use the 28 mm
sizes [1.3.1, 1.4], as the roster says its scale: never "28mm" alone."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from tests.export.conftest import ROOT
from tests.export.measure import pdf_text
from tests.export.test_cards import card_texts


@pytest.mark.parametrize("scale", ["20mm", "25mm"])
def test_cards_bases_and_roster_name_the_armys_scale(scale, tmp_path):
    text = (ROOT / "resources" / "samples" / "bi-scots.army.yaml").read_text(encoding="utf-8")
    army = tmp_path / "scots.army.yaml"
    army.write_text(text.replace("scale: 28mm", f"scale: {scale}"), encoding="utf-8")
    out = {kind: tmp_path / f"{kind}.pdf" for kind in ("cards", "bases", "roster")}
    for kind, path in out.items():
        assert main(["export", kind, str(army), "-o", str(path)]) == 0
    label = f"{scale} on 28mm bases"
    cards = [" ".join(c.split()) for c in card_texts(out["cards"])]
    assert cards and all(f"{label}: 1 U = 2 cm" in c for c in cards)
    bases = " ".join(pdf_text(out["bases"]).split())
    assert f"Bases for Stirling Bridge ({label})" in bases
    assert "(28mm)" not in bases
    assert scale in pdf_text(out["roster"])


def test_a_28mm_army_says_28mm_alone(tmp_path):
    out = tmp_path / "cards.pdf"
    assert main(["export", "cards", str(ROOT / "resources" / "samples" / "bi-scots.army.yaml"),
                 "-o", str(out)]) == 0
    assert all("28mm: 1 U = 2 cm" in " ".join(c.split()) for c in card_texts(out))
    assert "bases" not in " ".join(card_texts(out)).replace("Bases", "")


def test_asked_for_another_scale_the_cards_say_that_one(tmp_path):
    out = tmp_path / "cards.pdf"
    assert main(["export", "cards", "--scale", "20mm",
                 str(ROOT / "resources" / "samples" / "bi-scots.army.yaml"), "-o",
                 str(out)]) == 0
    assert all("20mm on 28mm bases: 1 U = 2 cm" in " ".join(c.split())
               for c in card_texts(out))
