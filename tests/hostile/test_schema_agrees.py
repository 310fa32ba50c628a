"""The published JSON Schema (`listbuilder schema`) and the loader give the same verdict.

An editor's YAML language server checks files against the schema; CI runs `validate`. A file
one accepts and the other refuses is a bug in one of them, so a property test mutates real
files and compares `jsonschema`'s verdict with the loader's on exactly the same data.
"""

from __future__ import annotations

import copy
import json
import math
from pathlib import Path

import jsonschema
import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from listbuilder.cli import main
from listbuilder.storage.json_schema import KINDS
from listbuilder.storage.loading import FailedLoad, load_text
from listbuilder.storage.yaml_source import parse_text
from listbuilder.systems import system_ids

ROOT = Path(__file__).resolve().parents[2]
REAL_FILES = sorted((ROOT / "army_lists").rglob("*.yaml")) + sorted(
    (ROOT / "resources" / "samples").glob("*.yaml"))
REAL_DATA = [parse_text(p.read_text("utf-8")).data for p in REAL_FILES]


def _published_schemas() -> dict[str, jsonschema.Draft202012Validator]:
    """The schemas exactly as `listbuilder schema KIND` prints them."""
    import contextlib
    import io

    out = {}
    for kind in KINDS:
        buffer = io.StringIO()
        with contextlib.redirect_stdout(buffer):
            assert main(["schema", kind]) == 0
        out[kind] = jsonschema.Draft202012Validator(json.loads(buffer.getvalue()))
    return out


VALIDATORS = _published_schemas()

EDGE_VALUES = [1.0, 3.0, 2.5, -1, 0, 100, 101, 10_000, 10_001, 10**30, math.nan, math.inf,
               -math.inf, "", "x\n", "knights\n", "a" * 65, "W" * 201, "sha256:0123456789abcdef",
               "sha256:../../etc/passwd", "/etc/passwd", "knights", "bi/french-1150-1330",
               "army", "army-list", *system_ids(), True, False,
               None, [], {}, ["x"], {"x": 1}]
values = st.one_of(
    st.sampled_from(EDGE_VALUES),
    st.integers(min_value=-(10**25), max_value=10**25),
    st.floats(),
    st.text(max_size=6),
    st.lists(st.sampled_from(["knights", 1, None]), max_size=2),
)


def _places(node, out):
    """Every (container, key) in the tree, so a mutation can pick one."""
    if isinstance(node, dict):
        for key, child in node.items():
            out.append((node, key))
            _places(child, out)
    elif isinstance(node, list):
        for i, child in enumerate(node):
            out.append((node, i))
            _places(child, out)
    return out


@st.composite
def mutated_files(draw):
    data = json.loads(json.dumps(draw(st.sampled_from(REAL_DATA))))  # a deep copy
    for _ in range(draw(st.integers(1, 3))):
        places = _places(data, [])
        container, key = draw(st.sampled_from(places))
        op = draw(st.sampled_from(["set", "set", "set", "delete", "add"]))
        # A fresh copy each time: the sampled `{}`/`[]` are shared objects, and putting one
        # inside itself would make a cycle no YAML file can hold.
        if op == "set":
            container[key] = copy.deepcopy(draw(values))
        elif op == "delete":
            del container[key]
        elif isinstance(container, dict):
            container[draw(st.sampled_from(["name", "id", "count", "cost", "notes", "extra"]))] \
                = copy.deepcopy(draw(values))
    return yaml.safe_dump(data, allow_unicode=True, sort_keys=False)


def verdicts(text: str) -> tuple[bool, bool, object] | None:
    """(schema accepts, loader accepts, the data) — None when the YAML itself is refused."""
    parsed = parse_text(text)
    if parsed.diagnostics:
        return None
    data = parsed.data
    kind = data.get("kind") if isinstance(data, dict) else None
    validator = VALIDATORS["army" if kind == "army" else "army-list"]
    schema_ok = validator.is_valid(data)
    loaded = load_text(text, "mutated.yaml")
    return schema_ok, not isinstance(loaded, FailedLoad) and not loaded.diagnostics, data


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated_files())
def test_schema_and_loader_agree_on_mutated_real_files(text):
    found = verdicts(text)
    if found is None:
        return
    schema_ok, loader_ok, data = found
    assert schema_ok == loader_ok, (schema_ok, loader_ok, text[:2000])


@pytest.mark.parametrize(("old", "new"), [
    ("format: 2", "format: 2.0"),
    ("count: 3", "count: 3.0"),
    ("id: knights", 'id: "knights\\n"'),
    ("id: bi/french-1150-1330", 'id: "bi/french-1150-1330\\n"'),
    ("count: 3", "count: 1e400"),
    ("count: 3", "count: .nan"),
    ("name: Knights", "name: " + "W" * 201),
])
def test_the_cases_that_once_disagreed(old, new):
    text = (ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml").read_text("utf-8")
    assert old in text
    schema_ok, loader_ok, _ = verdicts(text.replace(old, new, 1))
    assert schema_ok == loader_ok


@pytest.mark.parametrize("size", ["front: .nan", "front: -.inf", "front: 0", "front: 12.5"])
def test_base_sizes_agree(size):
    text = (ROOT / "army_lists" / "skirmish" / "example-warband.yaml").read_text("utf-8")
    schema_ok, loader_ok, _ = verdicts(text.replace("front: 25", size, 1))
    assert schema_ok == loader_ok == (size == "front: 12.5")
