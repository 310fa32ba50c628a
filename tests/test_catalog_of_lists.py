"""Finding one army's list: only the wanted list is loaded, the others' ids are noted."""

from __future__ import annotations

from pathlib import Path

import yaml

from listbuilder.storage.catalog import Catalog

ROOT = Path(__file__).resolve().parents[1]


def test_of_lists_loads_the_wanted_list_and_notes_the_others(tmp_path):
    lists = sorted(ROOT.glob("army_lists/basic_impetus/*.yaml"))[:3]
    for path in lists:
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "odd.yaml").write_text('kind: army-list\nid: "quoted/id"\n', encoding="utf-8")
    ids = [yaml.safe_load(p.read_text(encoding="utf-8"))["id"] for p in lists]
    catalog = Catalog.of_lists([ids[0]], [tmp_path])
    assert list(catalog.entries) == [ids[0]]
    assert catalog.other_ids == set(ids[1:]) | {"quoted/id"}
