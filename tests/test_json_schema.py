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
