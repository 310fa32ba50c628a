"""The roster's column headers in one case: the skirmish roster headed "Unit" and "Type"
beside "models", "test", "leaves" and "points" (and so in every language)."""

from __future__ import annotations

import pytest

from tests.export.conftest import print_every_sample
from tests.export.measure import opened


@pytest.fixture(scope="module")
def rosters(tmp_path_factory):
    return print_every_sample(tmp_path_factory.mktemp("headers"), "roster", {"a4": []})


def _headers(pdf) -> list[str]:
    """Each header's first word as printed: the word just right of a column's left rule, on
    the line of the table's "#"."""
    page = opened(pdf).pages[0]
    words = page.extract_words()
    hash_mark = next(w for w in words if w["text"] == "#")
    rules = [e["x0"] for e in page.edges if e["orientation"] == "v"
             and e["top"] <= hash_mark["top"] <= e["bottom"]]
    return [w["text"] for w in words if abs(w["top"] - hash_mark["top"]) < 1.5
            and any(0 < w["x0"] - x < 4 for x in rules)]


def test_every_header_begins_with_a_capital(rosters):
    headers = {key: _headers(pdf) for key, pdf in rosters.items()}
    assert all(len(heads) >= 4 for heads in headers.values()), headers
    lower = {key: [h for h in heads if h[:1].islower()] for key, heads in headers.items()}
    assert not {key: heads for key, heads in lower.items() if heads}
