"""Reading a list's header without parsing it: right when it answers, silent when unsure."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.storage import loading
from listbuilder.storage.list_catalog import Catalog, _parsed_header
from listbuilder.storage.quick_header import plain_header

ROOT = Path(__file__).resolve().parents[1]
FILES = sorted(ROOT.glob("army_lists/*/*.yaml")) + sorted(ROOT.glob("resources/samples/*.yaml"))


def quick_header(raw: bytes) -> tuple[str, str | None] | None:
    """(id, kind) as the plain lines state them, None when unsure or without an id."""
    header = plain_header(raw)
    return (header.id, header.kind) if header is not None and header.id else None


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_it_agrees_with_the_parser_on_every_bundled_file(path):
    raw = path.read_bytes()
    quick = plain_header(raw)
    assert quick is None or quick == _parsed_header(raw, str(path))


def test_every_bundled_list_is_read_the_quick_way():
    assert all(quick_header(p.read_bytes()) for p in ROOT.glob("army_lists/*/*.yaml"))
    assert all(plain_header(p.read_bytes()).name for p in ROOT.glob("army_lists/*/*.yaml"))


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


@pytest.mark.parametrize("text, name, period", [
    ("kind: army-list\nid: a\nname: Irish (Gallowglass)\n", "Irish (Gallowglass)", None),
    ("kind: army-list\nid: a\nname: C# minor, 12:30 — ok   # note\n",
     "C# minor, 12:30 — ok", None),
    ("kind: army-list\nid: a\nname: Scots\t\nperiod: 1805–1815\r\n", "Scots", "1805–1815"),
    ("kind: army-list\nid: a\nname: 'It''s'\nperiod: \"1879\"  # quoted\n", "It's", "1879"),
])
def test_names_and_periods_are_read_as_the_parser_reads_them(text, name, period):
    header = plain_header(text.encode())
    assert (header.name, header.period) == (name, period)
    assert header == _parsed_header(text.encode(), "x.yaml")


@pytest.mark.parametrize("text", [
    "id: a\nname: Scots\n  of the north\n",      # continued on the next line
    "id: a\nname: Scots\n\n   of the north\n",   # after a blank line too
    "id: a\nname:\n  Scots\n",                   # the value on the next line
    "id: a\nname: Scots: the north\n",           # ': ' inside
    "id: a\nname: \"a\\tb\"\n",                  # an escape
    "id: a\nperiod: 1879\n", "id: a\nperiod: 1.5e3\n", "id: a\nname: null\n",
    "id: a\nname: - x\n", "id: a\nname: &anchor x\n", "id: a\nname: |\n  x\n",
    "id: a\nname: Scots\u2028more\n",            # a line break YAML knows
    "id: a\nname: Scots\rperiod: x\n",           # a lone carriage return is one too
    "id: a\n'name': x\n",                        # a quoted key
    "id: a\n? name\n: x\n",                      # a complex key
    "id: a\nname: x\n...\n",                     # a document end
])
def test_any_unusual_name_or_period_is_left_to_the_parser(text):
    assert plain_header(text.encode()) is None


def test_what_it_reads_of_generated_headers_is_what_the_parser_reads():
    """Values of every shape the reader meets, in many orders: when it answers, it answers
    what the YAML parser gives."""
    import random

    rnd = random.Random(7)
    values = ["Scots", "Scots  ", "'Scots'", '"1879"', "1879", "1805–1815", "x: y", "x:y",
              "a #b", "a#b", "[x]", "{x}", "yes", "No", "~", "'it''s'", "é", "-1", ".5",
              "Foo\n  bar", "Foo\n# c\nbar: 1", "Foo\t# c"]
    agreed = 0
    for _ in range(400):
        keys = rnd.sample(["kind: army-list", "id: my/list", "system: usb",
                           f"name: {rnd.choice(values)}", f"period: {rnd.choice(values)}",
                           "units:\n  - id: a"], k=rnd.randint(2, 6))
        raw = ("\n".join(keys) + "\n").encode()
        quick = plain_header(raw)
        parsed = loading.parse_text(raw.decode(), "x.yaml")
        if quick is not None and parsed.ok:
            agreed += 1
            assert quick == _parsed_header(raw, "x.yaml"), raw
    assert agreed > 100
