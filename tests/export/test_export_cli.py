"""`listbuilder export`: exit codes and the files it writes."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from tests.export.conftest import FRENCH, FRENCH_LIST, ROOT
from tests.export.measure import page_sizes_mm, rects_mm


@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_each_document_is_written(document, tmp_path, capsys):
    out = tmp_path / f"{document}.pdf"
    assert main(["export", document, str(FRENCH), "-o", str(out)]) == 0
    assert out.read_bytes().startswith(b"%PDF")
    assert f"{document}, " in capsys.readouterr().out


def test_paper_card_size_and_scale_options(tmp_path):
    cards, bases = tmp_path / "cards.pdf", tmp_path / "bases.pdf"
    assert main(["export", "cards", str(FRENCH), "-o", str(cards), "--paper", "letter",
                 "--card-size", "poker"]) == 0
    assert page_sizes_mm(cards)[0] == pytest.approx((215.9, 279.4), abs=0.1)
    assert any(r == pytest.approx((63.5, 88.9), abs=0.2) for r in rects_mm(cards)[0])
    assert main(["export", "bases", str(FRENCH), "-o", str(bases), "--scale", "15mm"]) == 0
    # A base may lie either way round on the chart.
    assert (80, 60) in [(round(max(w, h)), round(min(w, h))) for w, h in rects_mm(bases)[0]]


def test_an_illegal_army_still_prints(tmp_path, capsys):
    illegal = ROOT / "resources" / "samples" / "bi-illegal.army.yaml"
    assert main(["export", "roster", str(illegal), "-o", str(tmp_path / "r.pdf")]) == 0
    assert "breaks rules" in capsys.readouterr().err


def test_unknown_scale_is_a_usage_error(tmp_path, capsys):
    assert main(["export", "bases", str(FRENCH), "-o", str(tmp_path / "b.pdf"),
                 "--scale", "54mm"]) == 2
    assert "no base sizes for scale '54mm'" in capsys.readouterr().err


def test_bad_arguments_are_usage_errors(tmp_path):
    assert main(["export", "posters", str(FRENCH), "-o", str(tmp_path / "x.pdf")]) == 2
    assert main(["export", "cards", str(FRENCH)]) == 2  # -o is required
    assert main(["export", "cards", str(tmp_path / "missing.yaml"), "-o", "x.pdf"]) == 2


def test_a_file_that_is_not_an_army_exits_1_with_its_diagnostics(tmp_path, capsys):
    assert main(["export", "cards", str(FRENCH_LIST), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "FILE-NOT-ARMY" in capsys.readouterr().err
    assert not (tmp_path / "x.pdf").exists()


def test_broken_army_exits_1(tmp_path, capsys):
    broken = tmp_path / "broken.army.yaml"
    broken.write_text("kind: army\nformat: 1\nsystem: basic-impetus\nlist: bi/nowhere\n"
                      "name: Lost\n", encoding="utf-8")
    assert main(["export", "roster", str(broken), "-o", str(tmp_path / "x.pdf")]) == 1
    assert "error" in capsys.readouterr().err


def test_roster_with_a_scale_is_a_usage_error(tmp_path, capsys):
    out = tmp_path / "r.pdf"
    assert main(["export", "roster", str(FRENCH), "-o", str(out), "--scale", "15mm"]) == 2
    assert "does not depend on the figure scale" in capsys.readouterr().err
    assert not out.exists()


@pytest.mark.parametrize("scale", ["25mm", "20mm"])
def test_25mm_and_20mm_print_at_the_28mm_sizes(scale, tmp_path):
    out = tmp_path / "b.pdf"
    assert main(["export", "bases", str(FRENCH), "-o", str(out), "--scale", scale]) == 0
    assert (120, 80) in [(round(max(w, h)), round(min(w, h))) for w, h in rects_mm(out)[0]]
    army = tmp_path / "a.army.yaml"
    army.write_text(FRENCH.read_text(encoding="utf-8").replace("scale: 28mm", f"scale: {scale}"),
                    encoding="utf-8")
    assert f"scale: {scale}" in army.read_text(encoding="utf-8")
    assert main(["validate", str(army)]) == 0
