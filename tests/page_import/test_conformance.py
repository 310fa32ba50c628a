"""The importer's conformance cases (tests/conformance/importer/): the files written, what
the command prints and what each line of the page turned into, exactly."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conformance.importer.cases import CASES, expected, run_case


def test_there_are_cases() -> None:
    assert {c.name for c in CASES} >= {"vol15-english", "vol19-english", "vol19-italian",
                                       "quirks", "web-page-vol15", "web-page-vol19",
                                       "web-page-vol20", "pdf-broken-rows",
                                       "headers-and-variants"}


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_case_gives_what_is_expected(case: Path) -> None:
    assert run_case(case) == expected(case)


@pytest.mark.parametrize("case", CASES, ids=lambda c: c.name)
def test_every_line_is_accounted_for(case: Path) -> None:
    """Each line has a kind; a blank kind only for a blank line; each line kept as a note
    is quoted in a written file and warned at its number."""
    lines = (case / "page.txt").read_text(encoding="utf-8").splitlines()
    kinds = dict(line.split(" ", 1) for line in expected(case)["lines.txt"].splitlines())
    assert len(kinds) == len(lines)
    files = "".join(text for name, text in expected(case).items() if name.endswith(".yaml"))
    output = expected(case)["output.txt"]
    for number, text in enumerate(lines, start=1):
        kind = kinds[str(number)]
        assert (kind == "blank") == (not text.strip()), (number, text)
        if kind == "kept-as-note":
            assert f"Line {number} of the page" in files and text.strip() in files
            assert f"page.txt:{number}:1: warning [BI-IMPORT-" in output
        if kind == "outside":
            assert f"page.txt:{number}:1: warning [BI-IMPORT-OUTSIDE]" in output
