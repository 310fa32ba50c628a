"""The committed JSON Schemas match the models (regenerate with `listbuilder schema KIND`)."""

from __future__ import annotations

import pytest

from listbuilder.storage.json_schema import KINDS, schema_text


@pytest.mark.parametrize("kind", KINDS)
def test_committed_schema_is_current(kind, repo_root):
    committed = repo_root / "resources" / "schemas" / f"{kind}.schema.json"
    assert committed.read_text(encoding="utf-8") == schema_text(kind), (
        f"resources/schemas/{kind}.schema.json is stale: run "
        f"`listbuilder schema {kind} > resources/schemas/{kind}.schema.json`")


def test_schema_knows_every_unit_row_key():
    text = schema_text("army-list")
    for key in ("weapon_choice", "VD_general", "stated_vdt", "errata", "big_units"):
        assert f'"{key}"' in text


def _bundled_files(root):
    return sorted((root / "army_lists").rglob("*.yaml")) + sorted(
        (root / "resources" / "samples").glob("*.yaml"))


def test_every_bundled_file_satisfies_the_published_schema(repo_root):
    """What an editor's YAML language server would say: no complaint on a good file."""
    import json

    import jsonschema

    from listbuilder.storage.yaml_source import parse_text

    schemas = {k: json.loads((repo_root / "resources" / "schemas" / f"{k}.schema.json")
                             .read_text(encoding="utf-8")) for k in KINDS}
    files = _bundled_files(repo_root)
    assert len(files) >= 15
    for path in files:
        # Read as editors' YAML 1.2 servers and listbuilder read it: a date stays text.
        data = parse_text(path.read_text(encoding="utf-8"), str(path)).data
        validator = jsonschema.Draft202012Validator(schemas[data["kind"]])
        assert [e.message for e in validator.iter_errors(data)] == [], path.name
        data["colour"] = "red"  # a key no model knows must be flagged too
        assert list(validator.iter_errors(data)), path.name
