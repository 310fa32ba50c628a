"""A file loads as a `LoadedList`, a `LoadedArmy` or a `FailedLoad`: its type says which, and
each type holds exactly what its callers may use (a list's model is a list, never None)."""

from __future__ import annotations

import dataclasses

import pytest

from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.list_catalog import Catalog
from listbuilder.storage.loading import (
    ARMY,
    ARMY_LIST,
    FailedLoad,
    LoadedArmy,
    LoadedList,
    load_file,
    load_text,
)
from listbuilder.storage.open_army import open_army
from tests.conftest import ROOT

LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
ARMY_FILE = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def test_a_list_loads_as_a_loaded_list():
    loaded = load_file(LIST)
    assert isinstance(loaded, LoadedList)
    assert isinstance(loaded.model, ArmyListBase) and loaded.model.id == "bi/french-1150-1330"
    assert loaded.system.id == "basic-impetus" and loaded.text == LIST.read_text("utf-8")
    assert check_list(loaded) == []


def test_an_army_loads_as_a_loaded_army():
    loaded = load_file(ARMY_FILE)
    assert isinstance(loaded, LoadedArmy)
    assert isinstance(loaded.model, ArmyBase) and loaded.model.list == "bi/french-1150-1330"
    view, findings = build_army(loaded, Catalog.from_paths([LIST]))
    assert view is not None and view.army_name == loaded.model.name


def test_a_loaded_file_cannot_be_changed_after_loading():
    loaded = load_file(LIST)
    with pytest.raises(dataclasses.FrozenInstanceError):
        loaded.model = None  # type: ignore[misc]


@pytest.mark.parametrize("text, codes", [
    ("kind: [", {"YAML-SYNTAX"}),
    ("- a list\n", {"FILE-NOT-MAPPING"}),
    ("kind: armee\nformat: 2\nsystem: basic-impetus\n", {"FILE-UNKNOWN-KIND"}),
    ("kind: army\nformat: 2\nsystem: chess\n", {"FILE-UNKNOWN-SYSTEM"}),
])
def test_a_file_without_a_readable_header_fails_with_no_header(text, codes):
    loaded = load_text(text, "bad.yaml")
    assert isinstance(loaded, FailedLoad) and loaded.header is None
    assert {d.code for d in loaded.diagnostics} >= codes
    assert loaded.salvaged is None and not hasattr(loaded, "model")


def test_a_list_failing_its_schema_keeps_its_header_and_what_could_be_read():
    text = LIST.read_text("utf-8").replace("period: ", "period: [broken]\nwas: ", 1)
    loaded = load_text(text, "french.yaml")
    assert isinstance(loaded, FailedLoad)
    assert loaded.header is not None and loaded.header.kind == ARMY_LIST
    assert loaded.header.system.id == "basic-impetus"
    assert loaded.stated_id == "bi/french-1150-1330"
    assert loaded.salvaged is not None and isinstance(loaded.salvaged.model, ArmyListBase)
    assert check_list(loaded)[:len(loaded.diagnostics)] == loaded.diagnostics


def test_a_broken_army_is_still_checked_against_its_list():
    text = ARMY_FILE.read_text("utf-8").replace("scale: 28mm", "scale: 28mm\nbogus: 1")
    loaded = load_text(text, "army.yaml")
    assert isinstance(loaded, FailedLoad)
    assert loaded.header is not None and loaded.header.kind == ARMY
    view, findings = build_army(loaded, Catalog.from_paths([LIST]))
    assert view is None
    assert any(d.code == "SCHEMA-UNKNOWN-KEY" for d in findings), findings
    _, findings = build_army(loaded, Catalog())  # checked: it names a list that is missing
    assert "ARMY-UNKNOWN-LIST" in {d.code for d in findings}


def test_a_wrongly_tagged_value_fails_the_file_without_salvage():
    text = ARMY_FILE.read_text("utf-8").replace("name: ", "name: !!binary ", 1)
    loaded = load_text(text, "army.yaml")
    assert isinstance(loaded, FailedLoad) and loaded.header is not None
    assert loaded.salvaged is None and loaded.diagnostics


def test_an_unreadable_path_fails_with_no_text(tmp_path):
    loaded = load_file(tmp_path)
    assert isinstance(loaded, FailedLoad) and loaded.text is None and loaded.parsed is None
    assert [d.code for d in loaded.diagnostics] == ["FILE-UNREADABLE"]
    assert loaded.diagnostics[0].span is not None


def test_show_refuses_a_list_by_its_type():
    view, findings, loaded = open_army(LIST)
    assert view is None and isinstance(loaded, LoadedList)
    assert [d.code for d in findings] == ["FILE-NOT-ARMY"]


def test_the_catalog_keeps_lists_and_failed_lists_apart_and_leaves_armies_out(tmp_path):
    broken = tmp_path / "broken.yaml"
    broken.write_text("kind: army-list\nformat: 2\nsystem: basic-impetus\nid: x\n", "utf-8")
    catalog = Catalog.from_paths([LIST, ARMY_FILE, broken])
    assert list(catalog.entries) == ["bi/french-1150-1330"]
    assert [f.path for f in catalog.failed] == [str(broken)]
    assert catalog.get("bi/french-1150-1330") is catalog.entries["bi/french-1150-1330"].model
