"""Broken files beside the exact diagnostics expected, lines and columns included."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.golden.regenerate import run_case

CASES = sorted((Path(__file__).parent / "golden" / "cases").glob("*.yaml"))


@pytest.mark.parametrize("case", CASES, ids=[c.stem for c in CASES])
def test_validate_output_matches_golden(case: Path, repo_root, monkeypatch):
    monkeypatch.chdir(repo_root)
    expected = case.with_suffix(".expected").read_text(encoding="utf-8")
    assert run_case(case) == expected


def test_every_case_has_expected_output():
    assert CASES, "no golden cases found"
    for case in CASES:
        assert case.with_suffix(".expected").exists(), case.name
