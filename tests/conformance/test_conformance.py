"""The conformance cases (tests/conformance/cases/*/): each input file checked as the
README says, its findings, exit code and totals equal to the case's expected.json."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conformance.run import case_folders, expected, input_file, run_case

CASES = case_folders()


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_case_matches_its_expected_data(case: Path) -> None:
    assert run_case(case) == expected(case), \
        f"{case.name}: if the change is meant, run `python -m tests.conformance.regenerate`"


@pytest.mark.parametrize("case", CASES, ids=[c.name for c in CASES])
def test_every_case_has_one_input_and_its_expected_data(case: Path) -> None:
    assert input_file(case).is_file()
    assert (case / "expected.json").is_file()


def test_the_cases_reach_lists_armies_and_broken_files() -> None:
    assert len(CASES) >= 25
    data = [expected(c) for c in CASES]
    assert any(d["lists"] for d in data)  # a list's own totals
    assert any("army_totals" in d for d in data)  # an army's totals
    assert any(d["exit"] == 1 for d in data) and any(d["exit"] == 0 for d in data)
