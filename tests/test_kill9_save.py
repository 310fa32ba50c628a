"""A short run of bench/kill9_save.py: killed saves leave the old or new whole file."""

from __future__ import annotations

import os
import sys

import pytest

from tests.conftest import ROOT

sys.path.insert(0, str(ROOT))

from bench.kill9_save import campaign, version, version_of

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGKILL is POSIX")


def test_versions_are_recognised_only_when_whole():
    whole = version(7)
    assert version_of(whole) == 7
    assert version_of(whole[:-1]) is None and version_of(whole[: len(whole) // 2]) is None
    assert version_of(b"") is None


def test_ten_kills_never_break_the_file_or_leave_temps(tmp_path):
    figures = campaign(10, tmp_path, seed=3)
    assert figures.broken == []
    assert figures.kills == 10 and figures.temps_after_next_save == 0
