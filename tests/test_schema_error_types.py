"""Every pydantic error our models can produce is worded in our messages, in every language.

An unmapped type falls back to SCHEMA-INVALID with pydantic's English text, whatever the
language. Three guards: the models' core schemas are walked and every error type their parts
can raise must be in `schema_errors.WORDED` (a new kind of field fails here until it is worded);
real files mutated at every place must produce only worded types; and a file producing each
type is checked through the real CLI in Polish.
"""

from __future__ import annotations

import copy
import math
from pathlib import Path
from typing import Any

import pytest
from pydantic import ValidationError

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.storage.schema_errors import WORDED, diagnostics_from
from listbuilder.storage.yaml_source import parse_text
from listbuilder.systems import registry

ROOT = Path(__file__).resolve().parents[1]

#: What each part of a core schema can raise in strict mode, on its own and per constraint.
RAISES: dict[str, set[str]] = {
    "str": {"string_type"}, "int": {"int_type"}, "float": {"float_type"},
    "bool": {"bool_type"}, "list": {"list_type"}, "dict": {"dict_type"},
    "literal": {"literal_error"}, "model": {"model_type"},
    "model-fields": {"missing", "extra_forbidden"}, "function-before": {"value_error"},
    # Only hold other schemas:
    "model-field": set(), "definitions": set(), "definition-ref": set(), "default": set(),
    "nullable": set(), "union": set(),
}
CONSTRAINTS = {"ge": "greater_than_equal", "gt": "greater_than", "le": "less_than_equal",
               "lt": "less_than", "pattern": "string_pattern_mismatch"}
LENGTHS = {"str": ("string_too_short", "string_too_long")}
NESTED = ("schema", "items_schema", "keys_schema", "values_schema", "return_schema")


def _models():
    for system in registry().values():
        yield system.list_model
        yield system.army_model


def _error_types(node: Any, found: set[str], unknown: set[str]) -> None:
    """The error types a core schema can raise, walking only its schema parts."""
    if isinstance(node, list | tuple):
        for child in node:
            _error_types(child, found, unknown)
        return
    if not isinstance(node, dict) or "type" not in node:
        return
    kind = node["type"]
    if kind not in RAISES:
        unknown.add(kind)
    found |= RAISES.get(kind, set())
    found |= {error for key, error in CONSTRAINTS.items() if key in node}
    if node.get("allow_inf_nan") is False or kind == "float":
        found.add("finite_number")  # the models' config refuses NaN and infinity
    short, long = LENGTHS.get(kind, ("too_short", "too_long"))
    found |= {short} if "min_length" in node else set()
    found |= {long} if "max_length" in node else set()
    for key in NESTED:
        _error_types(node.get(key), found, unknown)
    for key in ("schemas", "definitions", "choices"):
        _error_types(node.get(key), found, unknown)
    fields = node.get("fields")
    if isinstance(fields, dict):
        _error_types(list(fields.values()), found, unknown)


def test_every_error_type_the_models_can_raise_is_worded():
    found: set[str] = set()
    unknown: set[str] = set()
    for model in _models():
        model.model_rebuild()
        _error_types(model.__pydantic_core_schema__, found, unknown)
    assert not unknown, f"new kinds of schema {unknown}: say what they raise in RAISES"
    assert found - WORDED == set(), "word these in storage/schema_errors.py"
    assert {"string_type", "missing", "extra_forbidden", "value_error", "too_short",
            "string_pattern_mismatch", "finite_number"} <= found  # the walk reaches them


REAL_FILES = sorted((ROOT / "army_lists").rglob("*.yaml")) + sorted(
    (ROOT / "resources" / "samples").glob("*.yaml"))
WRONG = [None, "x", "", "a" * 300, 1, -1, 0, 10**9, 1.5, math.nan, True, [], ["x"], {},
         {"x": 1}, [{}]]


def _places(node: Any, path: tuple, out: list[tuple]) -> list[tuple]:
    children = node.items() if isinstance(node, dict) else enumerate(node) \
        if isinstance(node, list) else ()
    for key, child in children:
        out.append((*path, key))
        _places(child, (*path, key), out)
    return out


def _errors_of_mutations(path: Path):
    """(error, model, the finding) for each wrong value set at each place of a real file."""
    data = parse_text(path.read_text("utf-8")).data
    system = registry()[data["system"]]
    model = system.list_model if data["kind"] == "army-list" else system.army_model
    places = _places(data, (), [])
    for place in places[:: max(1, len(places) // 120)]:  # the large lists: a spread of places
        for wrong in WRONG:
            mutated = copy.deepcopy(data)
            node = mutated
            for key in place[:-1]:
                node = node[key]
            node[place[-1]] = copy.deepcopy(wrong)
            try:
                model.model_validate(mutated)
            except ValidationError as exc:
                findings = diagnostics_from(exc, model)
                yield from zip(exc.errors(include_url=False), findings, strict=False)


# One list and one army of each system: every kind of field there is.
SOME_FILES = [p for p in REAL_FILES if p.name in (
    "french-1150-1330.yaml", "usb-core.yaml", "example-warband.yaml", "example-napoleonic.yaml",
    "bi-french.army.yaml", "usb-legend-on-dragon.army.yaml", "skirmish-small.army.yaml",
    "szwadron-brigade.army.yaml")]


@pytest.mark.parametrize("path", SOME_FILES, ids=lambda p: p.name)
def test_wrong_values_at_every_place_of_real_files_are_worded_in_polish(path):
    seen: dict[str, str] = {}
    for error, finding in _errors_of_mutations(path):
        assert error["type"] in WORDED, (error["type"], error["msg"])
        if error["type"] in seen:
            continue
        with i18n.speaking("pl"):
            polish = finding.text()
        assert polish != finding.message, (error["type"], polish)
        assert error["msg"] not in polish and error["msg"].lower() not in polish
        seen[error["type"]] = polish
    assert len(seen) >= 8


LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
WARBAND = ROOT / "army_lists" / "skirmish" / "example-warband.yaml"
BRIGADES = ROOT / "army_lists" / "szwadron" / "example-napoleonic.yaml"


@pytest.mark.parametrize(("source", "old", "new", "english"), [
    (LIST, "count: 3", "count: three", "must be a whole number"),             # int_type
    (BRIGADES, "kind: infantry", "kind: navy", "'cavalry' or 'artillery'"),  # literal_error
    (LIST, "kind: army-list", "kind: army-list\nextra: 1", "Unknown key"),     # extra_forbidden
    (LIST, "id: bi/french-1150-1330", "id: Bad Id", "ids use lowercase"),     # pattern
    (LIST, "name: French 1150–1330 AD", "name: " + "W" * 201, "at most 200"),  # string_too_long
    (LIST, "name: French 1150–1330 AD", "name: [a]", "must be text"),          # string_type
    (WARBAND, "front: 25", "front: .nan", "NaN and infinity"),                 # finite_number
    (WARBAND, "front: 25", "front: -1", "greater than 0"),                     # greater_than
])
def test_each_worded_type_through_the_cli_in_polish(tmp_path, capsys, source, old, new,
                                                    english):
    text = source.read_text("utf-8")
    assert old in text
    path = tmp_path / "file.yaml"
    path.write_text(text.replace(old, new, 1), "utf-8")
    assert main(["validate", str(path)]) == 1
    assert english in capsys.readouterr().out
    try:
        assert main(["--lang", "pl", "validate", str(path)]) == 1
    finally:
        i18n.use("en")  # the language is the process's: the next tests read English
    out = capsys.readouterr().out
    assert "błąd [SCHEMA-" in out and english not in out
    assert "Input should" not in out and "String should" not in out
