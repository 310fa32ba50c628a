"""A short run of bench/kill9_file_set.py: `samples --copy` and `import-list` killed part-way
leave the old set of files or the new one (or a mixed one the next run undoes), and the retry
succeeds."""

from __future__ import annotations

import os
import sys

import pytest

from tests.conftest import ROOT

sys.path.insert(0, str(ROOT))

from bench.kill9_file_set import SCENARIOS, campaign

pytestmark = pytest.mark.skipif(os.name == "nt", reason="SIGKILL and audit hooks are POSIX")


def _spread(steps: int) -> list[int]:
    """The first step, the last, and two between: the staging, the placing, the end."""
    return sorted({1, steps // 3, 2 * steps // 3, steps} - {0})


@pytest.mark.parametrize("scenario", SCENARIOS, ids=lambda s: s.name)
def test_a_kill_at_any_step_leaves_a_whole_set_and_the_retry_succeeds(tmp_path, scenario,
                                                                      monkeypatch):
    monkeypatch.chdir(tmp_path)
    figures = campaign(tmp_path, _spread, [scenario])[scenario.name]
    assert figures.broken == []
    assert figures.kills == figures.rounds  # each round was killed while writing
    assert figures.old_set >= 1  # a kill while staging changes nothing the player sees
