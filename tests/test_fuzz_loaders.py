"""Fuzz the loaders: whatever bytes a user hands us end in diagnostics, never a traceback.

Bounded time and memory come from the parser's own limits (size, depth, node count); each
example here runs under hypothesis' deadline.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.core.ranges import ENTRIES_MAX
from listbuilder.storage.checking import build_army, check_list
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import FailedLoad, Header, LoadedArmy, load_bytes
from listbuilder.storage.yaml_source import MAX_BYTES

ROOT = Path(__file__).resolve().parent.parent
REAL_FILES = sorted((ROOT / "army_lists").rglob("*.yaml")) + sorted(
    (ROOT / "resources" / "samples").glob("*.yaml"))
CATALOG = bundled_catalog()

FUZZ = settings(max_examples=150, deadline=2000, suppress_health_check=[HealthCheck.too_slow])


def check_any(raw: bytes) -> list:
    loaded = load_bytes(raw, "fuzz.yaml")
    match loaded:
        case LoadedArmy() | FailedLoad(header=Header(kind="army")):
            _, diagnostics = build_army(loaded, CATALOG)
        case _:  # a list, broken or not, or a file that is neither
            diagnostics = check_list(loaded)
    for d in diagnostics:
        assert d.code and d.message
        assert d.span is not None and d.span.line >= 1 and d.span.column >= 1
    return diagnostics


yaml_scalars = st.one_of(st.none(), st.booleans(), st.integers(), st.text(max_size=20),
                         st.floats(allow_nan=False))
yaml_values = st.recursive(
    yaml_scalars,
    lambda children: st.one_of(st.lists(children, max_size=5),
                               st.dictionaries(st.text(max_size=10), children, max_size=5)),
    max_leaves=30,
)


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes(raw):
    check_any(raw)


@FUZZ
@given(st.text(alphabet=st.sampled_from(list("abc:-[]{}&*!|>'\"#%@`\n\t ,?~0123456789")),
               max_size=300))
def test_random_yaml_like_text(text):
    check_any(text.encode("utf-8"))


@FUZZ
@given(yaml_values, st.sampled_from(["army-list", "army", "other"]))
def test_random_structures_with_a_header(value, kind):
    import json

    body = json.dumps({"kind": kind, "format": 1, "system": "basic-impetus", "units": value,
                       "name": value, "list": "bi/french-1150-1330"})
    check_any(body.encode("utf-8"))


@FUZZ
@given(st.sampled_from(REAL_FILES), st.randoms(use_true_random=False), st.integers(1, 8))
def test_mutated_real_files(path, rnd: random.Random, mutations):
    data = bytearray(path.read_bytes())
    for _ in range(mutations):
        op = rnd.randrange(4)
        pos = rnd.randrange(len(data))
        if op == 0:
            del data[pos]
        elif op == 1:
            data.insert(pos, rnd.choice(b" :-\n\t[]{}&*x0\x00\xff"))
        elif op == 2:
            data[pos] = rnd.randrange(256)
        else:
            start = rnd.randrange(len(data))
            data[pos:pos] = data[start:start + rnd.randrange(1, 40)]
    check_any(bytes(data))


@pytest.mark.parametrize("path", REAL_FILES, ids=lambda p: p.name)
def test_real_files_with_bom_and_crlf_load_the_same(path):
    raw = path.read_bytes()
    plain = check_any(raw)
    variant = check_any(b"\xef\xbb\xbf" + raw.replace(b"\n", b"\r\n"))
    assert [(d.code, d.span.line, d.span.column) for d in plain] == [
        (d.code, d.span.line, d.span.column) for d in variant]


def test_very_large_file_is_refused_cheaply():
    raw = b"a: " + b"x" * (MAX_BYTES + 10) + b"\n"
    assert [d.code for d in check_any(raw)] == ["FILE-TOO-LARGE"]


def test_large_but_legal_list_still_checks():
    """As many unit rows as a list may hold (the entry limit): checked by the rules, not
    refused; one more row is refused before any rule runs."""
    rows = "".join(
        f"  - {{id: row{i}, name: Row {i}, type: FP, count: 1, M: 5, VBU: 4, I: 1, VD: 1}}\n"
        for i in range(ENTRIES_MAX))
    text = ("kind: army-list\nformat: 1\nsystem: basic-impetus\nid: big/list\nname: Big\n"
            "edition: x\nsource: {publisher: x}\nunits:\n" + rows)
    codes = {d.code for d in check_any(text.encode())}
    assert codes == {"BI-LIST-UNIT-COUNT", "BI-LIST-NO-GENERAL"}
    extra = "  - {id: one-more, name: X, type: FP, count: 1, M: 5, VBU: 4, I: 1, VD: 1}\n"
    assert {d.code for d in check_any((text + extra).encode())} == {"YAML-TOO-MANY-ENTRIES"}


def test_alias_bomb_in_a_list_file():
    text = "kind: army-list\nformat: 1\nsystem: basic-impetus\n"
    text += "a0: &a0 [x, x, x, x, x, x, x, x, x]\n"
    for i in range(1, 9):
        text += f"a{i}: &a{i} [" + ", ".join([f"*a{i - 1}"] * 9) + "]\n"
    assert [d.code for d in check_any(text.encode())] == ["YAML-TOO-LARGE"]


# --- event files (storage/event_file.py) and lists of share codes (storage/submissions.py) ---

SAMPLE_EVENT = ROOT / "resources" / "samples" / "spring-clash.event.yaml"


def check_event(raw: bytes) -> list:
    from listbuilder.storage.event_file import event_of
    from listbuilder.storage.yaml_source import decode, parse_text

    text, problems = decode(raw, "fuzz.event.yaml")
    if text is None:
        return problems
    loaded = event_of(parse_text(text, "fuzz.event.yaml"), "fuzz.event.yaml")
    for d in loaded.diagnostics:
        assert d.code and d.message
        assert d.span is not None and d.span.line >= 1 and d.span.column >= 1
    assert loaded.event is not None or loaded.diagnostics
    return loaded.diagnostics


@FUZZ
@given(st.binary(max_size=2000))
def test_random_bytes_as_an_event(raw):
    check_event(raw)


@FUZZ
@given(st.dictionaries(st.sampled_from(["name", "date", "system", "lists", "periods",
                                         "years", "points", "units", "warnings", "scale",
                                         "list_versions", "notes", "colour"]),
                       yaml_values, max_size=8))
def test_random_structures_as_an_event(values):
    import json

    body = {"kind": "event", "format": 1, "name": "Fuzz", "system": "basic-impetus", **values}
    check_event(json.dumps(body).encode("utf-8"))


@FUZZ
@given(st.randoms(use_true_random=False), st.integers(1, 8))
def test_mutated_event_files(rnd: random.Random, mutations):
    data = bytearray(SAMPLE_EVENT.read_bytes())
    for _ in range(mutations):
        pos = rnd.randrange(len(data))
        if rnd.random() < 0.5:
            data[pos] = rnd.randrange(256)
        else:
            data.insert(pos, rnd.choice(b" :-\n\t[]{}&*x0\x00\xff"))
    check_event(bytes(data))


@FUZZ
@given(st.lists(st.text(max_size=60), max_size=20))
def test_random_lines_as_share_codes(lines):
    from listbuilder.storage.submissions import code_lines

    for submission in code_lines("\n".join(lines), "codes.txt"):
        for d in submission.loaded.diagnostics:
            assert d.code and d.span is not None and d.span.line >= 1
