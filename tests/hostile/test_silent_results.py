"""No silent wrong results: the player's `--lists` folder wins over a bundled list of the
same id (and says so), and a `list_stamp` is never used as a path."""

from __future__ import annotations

import os

import pytest

from listbuilder.storage.list_history import ListHistory
from tests.hostile.conftest import ROOT, SAMPLES, edited

FRENCH_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"


@pytest.fixture
def my_lists(tmp_path):
    """The player's own copy of the bundled French list, with the knights renamed."""
    folder = tmp_path / "my-lists"
    folder.mkdir()
    text = FRENCH_LIST.read_text("utf-8").replace("    name: Knights\n",
                                                  "    name: Chevaliers du roi\n", 1)
    (folder / "french.yaml").write_text(text, "utf-8")
    return folder


def test_show_uses_the_players_list_and_says_it_shadows_the_bundled_one(my_lists, run_cli):
    code, out, _ = run_cli("show", str(SAMPLES / "bi-french.army.yaml"), "--lists",
                           str(my_lists))
    assert "Chevaliers du roi" in out
    assert "ARMY-LIST-SHADOWS-BUNDLED" in out
    assert f"is read from {my_lists / 'french.yaml'}, which shadows the bundled list" in out
    # The army was built against the bundled data: the change is a warning, not an error.
    assert code == 0 and "ARMY-LIST-CHANGED" in out


def test_validate_with_lists_reports_the_shadowing_as_info(my_lists, run_cli):
    code, out, _ = run_cli("validate", str(SAMPLES / "bi-french.army.yaml"), "--lists",
                           str(my_lists))
    assert code == 0
    assert ": info [ARMY-LIST-SHADOWS-BUNDLED]" in out
    code, out, _ = run_cli("validate", str(my_lists))
    assert code == 0
    assert "french.yaml:6:5: info [LIST-SHADOWS-BUNDLED]" in out


def test_export_uses_the_players_list(my_lists, run_cli, tmp_path):
    code, out, err = run_cli("export", "roster", str(SAMPLES / "bi-french.army.yaml"), "-o",
                             str(tmp_path / "r.pdf"), "--lists", str(my_lists))
    assert code == 0, err
    from pypdf import PdfReader

    assert "Chevaliers du roi" in PdfReader(tmp_path / "r.pdf").pages[0].extract_text()


@pytest.mark.parametrize("stamp", ["/etc/passwd", "sha256:../../../../etc/passwd",
                                   "sha256:2f15197b8724232a\n", "../secret"])
def test_a_list_stamp_set_to_a_path_is_refused_and_never_read(tmp_path, run_cli, monkeypatch,
                                                               stamp):
    army = tmp_path / "army.yaml"
    army.write_text(edited("bi-french.army.yaml", {"list_stamp:": f"list_stamp: {stamp!r}"
                                                   .replace("'", '"')}), "utf-8")
    opened: list[str] = []
    real_open = os.open

    def spy(path, *args, **kwargs):
        opened.append(os.fsdecode(path))
        return real_open(path, *args, **kwargs)

    monkeypatch.setattr(os, "open", spy)
    code, out, err = run_cli("show", str(army))
    assert code == 1
    assert "[SCHEMA-BAD-STAMP] 'list_stamp' is" in err and "sha256:2f15197b8724232a" in err
    assert not [p for p in opened if "passwd" in p or "secret" in p]


def test_list_history_never_touches_a_path_shaped_stamp(tmp_path, monkeypatch):
    secret = tmp_path / "secret.json"
    secret.write_text('{"id": "stolen"}', "utf-8")
    history = ListHistory(tmp_path / "history")
    assert history.recall("sha256:../secret") is None
    assert history.recall(str(secret)) is None
    assert history.recall("sha256:0123456789abcdef") is None  # well formed, not kept
