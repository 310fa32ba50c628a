"""JSON Schemas for the file formats, so list authors get completion in their editors.

One schema per kind, with a branch per rule system chosen by the `system` key. The committed
copies in `resources/schemas/` are kept current by a test.
"""

from __future__ import annotations

import json
from typing import Any

from listbuilder.core.ranges import ENTRIES_MAX
from listbuilder.core.text_safety import TEXT_PATTERN
from listbuilder.storage.loading import FORMAT_VERSION
from listbuilder.systems import registry

KINDS = ("army-list", "army", "event")


def schema_for(kind: str) -> dict[str, Any]:
    if kind == "event":
        return _event_schema()
    branches = []
    defs: dict[str, Any] = {}
    for system in registry().values():
        model = system.list_model if kind == "army-list" else system.army_model
        # Definitions are namespaced by system: two games may both call a class `Unit`.
        sub = model.model_json_schema(ref_template=f"#/$defs/{system.id}.{{model}}")
        defs.update({f"{system.id}.{k}": v for k, v in sub.pop("$defs", {}).items()})
        defs[f"{system.id}.{model.__name__}"] = sub
        branches.append({
            "if": {"properties": {"system": {"const": system.id}}},
            "then": {"$ref": f"#/$defs/{system.id}.{model.__name__}"},
        })
    return _bounded({
        "$schema": "https://json-schema.org/draft/2020-12/schema",
        "title": f"listbuilder {kind} file",
        "type": "object",
        "required": ["kind", "format", "system"],
        "properties": {
            "kind": {"const": kind},
            "format": {"enum": list(range(1, FORMAT_VERSION + 1))},
            "system": {"enum": sorted(registry())},
        },
        "allOf": branches,
        "$defs": dict(sorted(defs.items())),
    })


def _event_schema() -> dict[str, Any]:
    """The event file's: one model for every system, whose `system` names one we know."""
    from listbuilder.core.event_model import EventFile

    schema = EventFile.model_json_schema()
    schema["properties"]["system"]["enum"] = sorted(registry())
    schema["title"] = "listbuilder event file"
    return _bounded({"$schema": "https://json-schema.org/draft/2020-12/schema", **schema})


def _bounded(node: Any) -> Any:
    """Every list and open mapping gets the loader's entry limit (`YAML-TOO-MANY-ENTRIES`),
    and every free text the loader's refusal of control and text-direction characters, so an
    editor flags what `validate` refuses; a model's own tighter limit or pattern is kept."""
    if isinstance(node, list):
        return [_bounded(child) for child in node]
    if not isinstance(node, dict):
        return node
    out = {key: _bounded(child) for key, child in node.items()}
    if out.get("type") == "string" and not {"pattern", "enum", "const"} & out.keys():
        out["pattern"] = TEXT_PATTERN
    if out.get("type") == "array":
        out.setdefault("maxItems", ENTRIES_MAX)
    if out.get("type") == "object" and isinstance(out.get("additionalProperties"), dict):
        out.setdefault("maxProperties", ENTRIES_MAX)
    return out


def schema_text(kind: str) -> str:
    return json.dumps(schema_for(kind), indent=2, ensure_ascii=False, sort_keys=False) + "\n"
