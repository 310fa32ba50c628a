"""The event file: read in the phases lists and armies are read in, every problem located,
nothing an organiser (or a hostile file) writes ends in a traceback or a long wait."""

from __future__ import annotations

import json
import time

import pytest

from listbuilder.core.event import Event
from listbuilder.storage.event_file import load_event
from listbuilder.storage.json_schema import schema_text
from tests.event.conftest import FRENCH, ROOT, SAMPLES

SAMPLE_EVENT = SAMPLES / "spring-clash.event.yaml"
HEAD = "kind: event\nformat: 1\nname: Spring Clash\nsystem: basic-impetus\n"
#: An event setting every rule an event can set.
EVERY_RULE = HEAD + """date: 2027-04-10
lists: ["bi/*", bi/normans]
periods: ["*AD*"]
years: {from: 1100, to: 1170}
units: {min: 7, max: 8}
warnings: false
scale: 28mm
list_versions:
  bi/french-1150-1330: [sha256:4f131c4d804b45dd]
notes: Bring your own dice.
"""


def _load(tmp_path, text: str | bytes):
    path = tmp_path / "event.yaml"
    path.write_bytes(text.encode() if isinstance(text, str) else text)
    return load_event(path)


def test_the_sample_event_loads_and_validates(run_cli):
    loaded = load_event(SAMPLE_EVENT)
    assert loaded.diagnostics == []
    assert loaded.event == Event(
        name="Spring Clash 2027", system="basic-impetus", date="2027-04-10", lists=("bi/*",),
        years=(1000, 1350), units=(7, 10), scale="28mm",
        notes="Armies by 1 April to the organiser, as files or share codes.\n")
    code, out, _err = run_cli("validate", SAMPLE_EVENT)
    assert code == 0 and "0 errors" in out


def test_an_event_with_every_rule_kind_loads(tmp_path):
    loaded = _load(tmp_path, EVERY_RULE)
    assert loaded.diagnostics == []
    event = loaded.event
    assert event is not None
    assert (event.lists, event.periods, event.years, event.units, event.warnings,
            event.scale) == (("bi/*", "bi/normans"), ("*AD*",), (1100, 1170), (7, 8), False,
                             "28mm")
    assert event.versions("bi/french-1150-1330") == ("sha256:4f131c4d804b45dd",)
    assert event.versions("bi/normans") == ()


def test_a_date_written_as_yaml_writes_dates_stays_the_text_written(tmp_path):
    assert _load(tmp_path, HEAD + "date: 2027-04-10\n").event.date == "2027-04-10"


# (what the file says after its header, the codes found, at these lines)
BROKEN = [
    ("colour: red\n", ["SCHEMA-UNKNOWN-KEY"], [5]),
    ("points: 200\n", ["EVENT-FILE-NO-POINTS"], [5]),
    ("scale: 16mm\n", ["EVENT-FILE-UNKNOWN-SCALE"], [5]),
    ("years: {from: 1300, to: 1200}\n", ["EVENT-FILE-EMPTY-RANGE"], [5]),
    ("units: {min: 10, max: 7}\n", ["EVENT-FILE-EMPTY-RANGE"], [5]),
    ("units: {min: 0}\n", ["SCHEMA-OUT-OF-RANGE"], [5]),
    ("units: {max: 100000}\n", ["SCHEMA-OUT-OF-RANGE"], [5]),
    ("years: {from: -99999999, to: 1}\n", ["SCHEMA-OUT-OF-RANGE"], [5]),
    ("years: {from: 1000}\n", ["SCHEMA-MISSING-KEY"], [5]),
    ("years: {from: .nan, to: 1}\n", ["SCHEMA-WRONG-TYPE"], [5]),
    ("lists: [BI/Normans]\n", ["SCHEMA-BAD-FORM"], [5]),
    ("lists: bi/*\n", ["SCHEMA-WRONG-TYPE"], [5]),
    ("warnings: perhaps\n", ["SCHEMA-WRONG-TYPE"], [5]),
    ("list_versions: {bi/normans: [sha1:abc]}\n", ["SCHEMA-BAD-FORM"], [5]),
    ("scale: \"28mm\\t\"\n", ["SCHEMA-BAD-FORM"], [5]),
    ("list_versions: {bi/normans: []}\n", ["SCHEMA-OUT-OF-RANGE"], [5]),
    ("lists: [bi/normans]\nlist_versions: {bi/french-1150-1330: [sha256:0123456789abcdef]}\n",
     ["EVENT-FILE-VERSION-NOT-ALLOWED"], [6]),
]


@pytest.mark.parametrize(("body", "codes", "lines"), BROKEN, ids=[b for b, _, _ in BROKEN])
def test_a_broken_event_is_located(tmp_path, body, codes, lines):
    loaded = _load(tmp_path, HEAD + body)
    assert [d.code for d in loaded.diagnostics] == codes
    assert [d.span.line for d in loaded.diagnostics] == lines
    errors = any(d.severity == "error" for d in loaded.diagnostics)
    assert (loaded.event is None) == errors  # a warning leaves the event usable


@pytest.mark.parametrize(("text", "codes"), [
    (b"", ["YAML-EMPTY"]),
    (b"\xff\xfe\x00k", ["FILE-NOT-UTF8"]),
    (b"- just\n- a list\n", ["EVENT-FILE-NOT-EVENT"]),
    (b"kind: army\nformat: 2\nsystem: basic-impetus\n", ["EVENT-FILE-NOT-EVENT"]),
    (b"kind: event\nformat: 2\nsystem: basic-impetus\nname: X\n", ["FILE-FORMAT-TOO-NEW"]),
    (b"kind: event\nsystem: basic-impetus\nname: X\n", ["FILE-NO-FORMAT"]),
    (b"kind: event\nformat: 1\nsystem: chess\nname: X\n", ["FILE-UNKNOWN-SYSTEM"]),
    (b"kind: event\nformat: 1\nsystem: basic-impetus\n", ["SCHEMA-MISSING-KEY"]),
    (b"kind: event\nformat: 1\nsystem: basic-impetus\nname: \"a\\nb\"\n",
     ["SCHEMA-NAME-NOT-ONE-LINE"]),
    (b"kind: event\nformat: 1\nsystem: basic-impetus\nname: " + b"x" * 101 + b"\n",
     ["SCHEMA-INVALID"]),
    (b"kind: event\nformat: 1\nsystem: basic-impetus\nname: X\nname: Y\n",
     ["YAML-DUPLICATE-KEY"]),
    (b"kind: event\nformat: 1\nsystem: basic-impetus\nname: X\npoints: " + b"9" * 5000 + b"\n",
     ["YAML-NUMBER-TOO-LONG"]),
])
def test_a_hostile_event_file_is_refused_with_why(tmp_path, text, codes):
    loaded = _load(tmp_path, text)
    assert [d.code for d in loaded.diagnostics][:1] == codes
    assert loaded.event is None
    assert all(d.span is not None and d.span.line >= 1 for d in loaded.diagnostics)


def test_a_huge_or_nested_event_file_stops_quickly(tmp_path):
    started = time.perf_counter()
    entries = "".join(f"  - bi/list-{n}\n" for n in range(5000))
    assert [d.code for d in _load(tmp_path, HEAD + "lists:\n" + entries).diagnostics] == [
        "YAML-TOO-MANY-ENTRIES"]
    nested = HEAD + "notes: " + "[" * 10000 + "]" * 10000 + "\n"
    assert _load(tmp_path, nested).event is None
    bomb = HEAD + "a0: &a0 [x, x, x, x, x, x, x, x, x]\n" + "".join(
        f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n" for i in range(1, 9))
    assert [d.code for d in _load(tmp_path, bomb).diagnostics] == ["YAML-TOO-LARGE"]
    assert time.perf_counter() - started < 10


def test_a_broken_event_stops_event_check_with_exit_2(run_cli, tmp_path):
    event = tmp_path / "event.yaml"
    event.write_text(HEAD + "scale: 16mm\n", encoding="utf-8")
    code, out, err = run_cli("event", "check", event, FRENCH)
    assert code == 2 and out == ""
    assert "event.yaml:5:8: error [EVENT-FILE-UNKNOWN-SCALE]" in err
    code, _out, err = run_cli("event", "check", tmp_path / "missing.yaml", FRENCH)
    assert code == 2 and "FILE-UNREADABLE" in err


def test_an_army_command_given_an_event_file_says_what_it_is(run_cli):
    code, _out, err = run_cli("show", SAMPLE_EVENT)
    assert code == 1
    assert "[FILE-IS-EVENT]" in err and "listbuilder event check" in err


def test_the_event_schema_is_published_and_fits_the_sample(tmp_path):
    import jsonschema

    from listbuilder.storage.yaml_source import parse_text

    schema = json.loads(schema_text("event"))
    assert (ROOT / "resources" / "schemas" / "event.schema.json").read_text(
        encoding="utf-8") == schema_text("event")
    validator = jsonschema.Draft202012Validator(schema)
    data = parse_text(EVERY_RULE, "e.yaml").data
    assert [e.message for e in validator.iter_errors(data)] == []
    for bad in ({"points": 0}, {"units": {"min": 0}}, {"scale": "x\n"}, {"colour": 1},
                {"system": "chess"}, {"years": {"from": 1}}):
        assert list(validator.iter_errors({**data, **bad})), bad
