"""Work grows no faster than the input: names are bounded by the formats, counts by their
ranges, and text fitting measures each character a bounded number of times."""

from __future__ import annotations

import pytest

from listbuilder.core.ranges import NAME_MAX
from listbuilder.export import text as fitting
from tests.hostile.conftest import ROOT, edited


@pytest.fixture
def measured(monkeypatch):
    """How many characters text fitting hands to reportlab's width measure."""
    total = [0]
    real = fitting.stringWidth

    def counting(text, font, size):
        total[0] += len(text)
        return real(text, font, size)

    monkeypatch.setattr(fitting, "stringWidth", counting)
    return total


def _work(measured, call) -> int:
    measured[0] = 0
    call()
    return measured[0]


@pytest.mark.parametrize("unit", ["Łódź ", "i ", "\u200b ", "x"])  # words, narrow, zero-width
def test_fitting_is_linear_in_the_text(measured, unit):
    def fit(n):
        return lambda: fitting.fit([unit * n], "Helvetica", 150, 60, 10, 6)

    small, large = _work(measured, fit(2_000)), _work(measured, fit(8_000))
    assert large <= 4.5 * small, (small, large)  # quadratic would be 16×


def test_shortening_is_linear(measured):
    small = _work(measured, lambda: fitting.shorten("W" * 5_000, "Helvetica", 10, 100))
    large = _work(measured, lambda: fitting.shorten("W" * 20_000, "Helvetica", 10, 100))
    assert large <= 4.5 * small


def test_wrap_and_shorten_give_what_they_did():
    assert fitting.wrap("a bb ccc", "Helvetica", 10, 1000) == ["a bb ccc"]
    lines = fitting.wrap("alpha beta gamma delta", "Helvetica", 10, 60)
    assert lines == ["alpha beta", "gamma delta"]
    assert all(fitting.width(ln, "Helvetica", 10) <= 60 for ln in lines)
    cut = fitting.shorten("W" * 50, "Helvetica", 10, 50)
    assert cut.endswith(fitting.ELLIPSIS) and fitting.width(cut, "Helvetica", 10) <= 50
    assert fitting.shorten("W" * 50, "Helvetica", 10, 50) == "W" * len(cut[:-1]) + "…"


def test_overlong_names_are_refused_by_the_format(tmp_path, run_cli):
    army = tmp_path / "army.yaml"
    army.write_text(edited("bi-french.army.yaml", {"name:": "name: " + "W" * 20_000}), "utf-8")
    status, out, _ = run_cli("export", "bases", str(army), "-o", str(tmp_path / "b.pdf"))
    assert status == 1
    assert f"at most {NAME_MAX} characters" in out + _


@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_longest_names_and_counts_still_print(tmp_path, run_cli, document):
    army = tmp_path / "army.yaml"
    text = edited("szwadron-brigade.army.yaml", {"name:": "name: " + "Ł" * NAME_MAX,
                                                 "    name:": "    name: " + "Ww " * 66})
    army.write_text(text.replace("figures: 12", "figures: 100"), "utf-8")
    out_pdf = tmp_path / "out.pdf"
    status, _, err = run_cli("export", document, str(army), "-o", str(out_pdf))
    assert status in (0, 1), err
    assert out_pdf.read_bytes().startswith(b"%PDF")


def test_a_note_longer_than_a_page_prints_or_is_a_message_never_a_traceback(tmp_path, run_cli):
    lists = tmp_path / "lists"
    lists.mkdir()
    source = (ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml").read_text("utf-8")
    note = ("Lorem ipsum dolor sit amet " * 800)[:19_990]
    (lists / "french.yaml").write_text(source.replace(
        "    name: Knights\n", f"    name: Knights\n    note: '{note}'\n", 1).replace(
        "id: bi/french-1150-1330", "id: bi/french-long-notes"), "utf-8")
    army = tmp_path / "army.yaml"
    army.write_text(edited("bi-french.army.yaml", {"list:": "list: bi/french-long-notes"}),
                    "utf-8")
    for document in ("roster", "cards"):
        out = tmp_path / f"{document}.pdf"
        status, _, err = run_cli("export", document, str(army), "-o", str(out),
                                 "--lists", str(lists))
        # The note flows over as many pages or continuation cards as it needs; where a
        # single piece cannot fit a page, that is said plainly.
        if status == 0:
            assert out.read_bytes().startswith(b"%PDF")
        else:
            assert status == 1 and "too long to fit one page" in err
