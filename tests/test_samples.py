"""Every bundled list and sample, whatever its system: current stamps, clean checks."""

from __future__ import annotations

import pytest

from listbuilder.cli import main
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import load_file
from tests.conftest import ROOT

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
ILLEGAL = {"bi-illegal.army.yaml"}  # breaks rules on purpose


@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name)
def test_sample_carries_its_lists_current_stamp(sample):
    army = load_file(sample).model
    assert army is not None
    assert army.list_stamp == data_stamp(bundled_catalog().get(army.list))


@pytest.mark.parametrize("sample", [s for s in SAMPLES if s.name not in ILLEGAL],
                         ids=lambda p: p.name)
def test_legal_sample_validates_without_errors_or_warnings(sample, capsys):
    assert main(["validate", str(sample)]) == 0
    assert "0 errors, 0 warnings" in capsys.readouterr().out


def test_the_only_warning_in_the_bundled_lists_is_the_welsh_army_size(capsys, monkeypatch):
    monkeypatch.chdir(ROOT)
    assert main(["validate", "army_lists"]) == 0
    warnings = [ln for ln in capsys.readouterr().out.splitlines() if ": warning [" in ln]
    assert len(warnings) == 1
    assert "welsh" in warnings[0] and "BI-LIST-UNIT-COUNT" in warnings[0]
