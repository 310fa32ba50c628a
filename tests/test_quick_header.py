"""Reading a list's id without parsing it: right when it answers, silent when unsure."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.storage.catalog import Catalog, _parsed_header
from listbuilder.storage.quick_header import quick_header

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(ROOT.glob("army_lists/*/*.yaml")) + sorted(ROOT.glob("resources/samples/*.yaml"))


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_it_agrees_with_the_parser_on_every_bundled_file(path):
    raw = path.read_bytes()
    quick = quick_header(raw)
    assert quick is None or quick == _parsed_header(raw, str(path))


def test_every_bundled_list_is_read_the_quick_way():
    assert all(quick_header(p.read_bytes()) for p in ROOT.glob("army_lists/*/*.yaml"))


@pytest.mark.parametrize("text, expected", [
    ("kind: army-list\nid: my/list\n", ("my/list", "army-list")),
    ("\ufeffkind: army-list\r\nid: my/list   # a comment\r\n", ("my/list", "army-list")),
    ("---\nid: my/list\n", ("my/list", None)),
    ("id: my-list\nunits:\n  - id: knights\n", ("my-list", None)),
])
def test_plain_headers_are_read(text, expected):
    assert quick_header(text.encode()) == expected


@pytest.mark.parametrize("text", [
    'id: "my/list"\n',                      # quoted: the parser decides
    "id: a\nid: b\n",                         # a key twice
    "id : a\n",                               # unusual spacing
    "{id: a, kind: army-list}\n",             # flow style
    "id: 1234\n", "id: true\n", "id: null\n", "id: 0x1f\n",  # not text at all
    "id: a\n---\nid: b\n",                    # two documents
    "id: a\nkind: 'army-list'\n",             # the kind not plain
    "notes: x\n",                             # no id line
    "id: Upper/Case\n",                       # not a list id: validation will say
])
def test_anything_unusual_is_left_to_the_parser(text):
    assert quick_header(text.encode()) is None


def test_not_utf8_is_left_to_the_parser():
    assert quick_header(b"id: caf\xe9\n") is None


def test_of_lists_loads_the_wanted_list_and_notes_the_others(tmp_path):
    lists = sorted(ROOT.glob("army_lists/basic_impetus/*.yaml"))[:3]
    for path in lists:
        (tmp_path / path.name).write_bytes(path.read_bytes())
    (tmp_path / "odd.yaml").write_text('kind: army-list\nid: "quoted/id"\n', encoding="utf-8")
    wanted = quick_header(lists[0].read_bytes())[0]
    catalog = Catalog.of_lists([wanted], [tmp_path])
    assert list(catalog.entries) == [wanted]
    others = {quick_header(p.read_bytes())[0] for p in lists[1:]}
    assert catalog.other_ids == others | {"quoted/id"}
