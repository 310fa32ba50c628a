"""Base labels sit the same way in every base, and never wrap a word a line: every sample, in
every language, on A4 and Letter, read back from the chart.

Every label inside a base runs along its front (the heavy edge): level on an upright base,
turned on a turned one. The Scots skirmishers' base lay turned with its label level, wrapped
into a 27 mm strip; Szwadron's 20 mm hussar bases read "5e / hussards / 20 × 40 / mm · 6 /
bases", and one 20 × 20 mm battalion had its label inside while three others had theirs
under the base.
"""

from __future__ import annotations

from collections import defaultdict
from itertools import pairwise

import pytest

from listbuilder.export.bases_chart import FRONT_LINE
from listbuilder.i18n import LANGUAGES
from tests.export.conftest import print_every_sample
from tests.export.measure import opened
from tests.export.test_every_sample import IDS

PAPERS = ("a4", "letter")


@pytest.fixture(scope="module")
def charts(tmp_path_factory):
    return print_every_sample(tmp_path_factory.mktemp("bases"), "bases",
                              {paper: ["--paper", paper] for paper in PAPERS})


def _bases(pdf):
    """Each base on the chart: (turned, the lines of words inside its outline from the front
    back), its front found by its heavy edge along the outline's top (upright) or left side
    (turned)."""
    out = []
    for page in opened(pdf).pages:
        fronts = [line for line in page.lines if abs(line["linewidth"] - FRONT_LINE) < 0.01]
        words = page.extract_words()
        for box in page.rects:
            front = next((f for f in fronts if box["x0"] - 1 <= f["x0"] <= box["x1"] + 1
                          and box["top"] - 1 <= f["top"] <= box["bottom"] + 1), None)
            if front is None:
                continue  # not a base: the dashed depth, a ruler's tick
            turned = abs(front["x0"] - front["x1"]) < 0.5
            inside = [w for w in words if box["x0"] <= w["x0"] and w["x1"] <= box["x1"]
                      and box["top"] <= w["top"] and w["bottom"] <= box["bottom"]]
            lines: dict[float, list[dict]] = defaultdict(list)
            for word in inside:
                lines[round(word["top"] if word["upright"] else word["x0"])].append(word)
            out.append((turned, [lines[key] for key in sorted(lines)]))  # front to back
    return out


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_every_label_inside_a_base_runs_along_its_front(charts, sample, language, paper):
    for turned, lines in _bases(charts[sample, language, paper]):
        for line in lines:
            assert all(word["upright"] != turned for word in line), (turned, line[0]["text"])


@pytest.mark.parametrize("paper", PAPERS)
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_no_label_inside_a_base_wraps_a_word_a_line(charts, sample, language, paper):
    """No two lines running of one word each ("5e / hussards", "подставка, / наибольшая")."""
    for _turned, lines in _bases(charts[sample, language, paper]):
        counts = [len(line) for line in lines]
        assert not any(a == b == 1 for a, b in pairwise(counts)), [
            " ".join(w["text"] for w in line) for line in lines]
