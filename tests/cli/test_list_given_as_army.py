"""A list file given where an army is expected says FILE-NOT-ARMY, whatever else it holds.

It did not when the list had findings of its own (a '+1' under `modify`): those were printed
and FILE-NOT-ARMY dropped, so a player read about a '+' sign instead of "this is a list".
"""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.storage.loading import FailedLoad, LoadedList, load_file
from listbuilder.storage.open_army import open_army
from tests.cli.conftest import A_LIST, ROOT
from tests.conformance.run import case_file

PLUS_SIGNED = case_file("relative-change.yaml")
BUNDLED_LISTS = sorted((ROOT / "army_lists").rglob("*.yaml"))


@pytest.fixture
def broken_list(tmp_path) -> Path:
    """A list whose schema fails: it loads as a FailedLoad that says it is a list."""
    path = tmp_path / "broken.yaml"
    path.write_text(A_LIST.read_text(encoding="utf-8").replace("    VBU: 7\n", "    VBU: many\n",
                                                               1), encoding="utf-8")
    return path


def test_the_cases_are_what_they_claim(broken_list):
    plus = load_file(PLUS_SIGNED)
    assert isinstance(plus, LoadedList) and plus.diagnostics  # a list with findings
    broken = load_file(broken_list)
    assert isinstance(broken, FailedLoad) and broken.header and broken.header.kind == "army-list"


@pytest.mark.parametrize("path", [*BUNDLED_LISTS, PLUS_SIGNED],
                         ids=lambda p: str(p.relative_to(ROOT)))
def test_open_army_on_any_list_file_says_it_is_not_an_army_first(path):
    view, diagnostics, loaded = open_army(path)
    assert view is None and loaded is not None
    assert diagnostics[0].code == "FILE-NOT-ARMY"


def test_open_army_keeps_the_lists_own_findings_after_it(broken_list):
    for path in (PLUS_SIGNED, broken_list):
        _, diagnostics, _ = open_army(path)
        codes = [d.code for d in diagnostics]
        assert codes[0] == "FILE-NOT-ARMY" and len(codes) > 1, codes


# Not `show`: given a list it shows the list's own totals (tests/test_list_totals_cli.py).
COMMANDS = [["export", "text"],
            ["export", "cards", "-o", "{out}"], ["export", "roster", "-o", "{out}"], ["share"],
            ["stamp"], ["stamp", "--check"]]


@pytest.mark.parametrize("command", COMMANDS, ids=" ".join)
@pytest.mark.parametrize("which", ["plus-signed", "broken", "clean"])
def test_every_command_that_takes_an_army_says_file_not_army(run_cli, tmp_path, broken_list,
                                                              command, which):
    path = {"plus-signed": PLUS_SIGNED, "broken": broken_list, "clean": A_LIST}[which]
    before = path.read_bytes()
    out = tmp_path / "out.pdf"
    code, stdout, err = run_cli(*[a.format(out=out) for a in command], path)
    assert code == 1, err
    assert "[FILE-NOT-ARMY]" in err and "internal error" not in err
    assert not out.exists() and path.read_bytes() == before
