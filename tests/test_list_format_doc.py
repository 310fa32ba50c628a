"""The list-format reference, the README's key summary and the schema's code enumerations
all come from the tables the checker uses, and the committed copies are current."""

from __future__ import annotations

import json

import jsonschema
import yaml

from listbuilder.storage.json_schema import schema_for
from listbuilder.systems.basic_impetus.reference import readme_block, reference_markdown
from listbuilder.systems.basic_impetus.tables import TRAITS, UNIT_TYPES, WEAPONS

REGENERATE = "run `python -m listbuilder.systems.basic_impetus.reference --write`"


def test_committed_reference_is_current(repo_root):
    committed = (repo_root / "docs" / "list-format.md").read_text(encoding="utf-8")
    assert committed == reference_markdown(), f"docs/list-format.md is stale: {REGENERATE}"


def test_readme_key_summary_is_current(repo_root):
    assert readme_block() in (repo_root / "README.md").read_text(encoding="utf-8"), REGENERATE


def test_reference_prints_every_code_with_its_rule_text():
    text = reference_markdown()
    for code, t in UNIT_TYPES.items():
        assert f"| `{code}` | {t.name}, {t.category} [2.2]" in text
    for code, w in WEAPONS.items():
        assert f"| `{code}` | {w.name} |" in text
    for code, trait in TRAITS.items():
        assert f"| `{code}` | {trait.summary}" in text
    assert "| `inferred` |" in text and "| `add_one_of` |" in text and "| `by` |" in text


def _row_schema():
    schema = schema_for("army-list")
    return schema["$defs"]["basic-impetus.UnitRow"]["properties"]


def test_schema_offers_codes_with_descriptions_for_completion():
    row = _row_schema()
    types = {c["const"]: c["description"] for c in row["type"]["anyOf"]}
    assert set(UNIT_TYPES) <= set(types) and "heavy foot" in types["FP"]
    weapons = {c.get("const"): c.get("description") for c in row["weapon"]["anyOf"]}
    assert weapons["crossbow-b"].startswith("Crossbow B: 10U 0/+1")
    traits = {c["const"] for c in row["traits"]["items"]["anyOf"]}
    assert traits == set(TRAITS)


def test_schema_flags_an_unknown_trait_as_a_language_server_would(repo_root):
    schema = json.loads((repo_root / "resources" / "schemas" / "army-list.schema.json")
                        .read_text(encoding="utf-8"))
    path = repo_root / "army_lists" / "basic_impetus" / "wallace-bruce-scots.yaml"
    data = yaml.safe_load(path.read_text(encoding="utf-8"))
    validator = jsonschema.Draft202012Validator(schema)
    assert list(validator.iter_errors(data)) == []
    data["units"][0]["traits"] = ["impetous"]
    assert list(validator.iter_errors(data))
