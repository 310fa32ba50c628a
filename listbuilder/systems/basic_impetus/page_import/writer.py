"""A built list as YAML text in the bundled lists' layout: short lists and small mappings
in flow style (`traits: [pike]`, `- {unit: foot, count: 1}`), notes as a literal block, a
comment at the top saying where the list came from. Same data, same bytes."""

from __future__ import annotations

import io
from typing import Any

from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import LiteralScalarString

_FLOW_LISTS = {"inferred", "traits", "weapon_choice", "rules", "options", "big_units",
               "unit"}
_FLOW_MAPS = {"remove", "add_more", "modify", "by"}
_GAP_BEFORE = {"units", "options", "special_rules", "weapons", "big_units", "stated_vdt",
               "notes"}


def list_yaml(data: dict[str, Any], header: list[str]) -> str:
    yaml = YAML()
    yaml.width = 4096  # a rule's text stays one line: wrapping is the reader's editor's
    yaml.indent(mapping=2, sequence=4, offset=2)
    out = io.StringIO()
    yaml.dump(_node(data, None), out)
    body = out.getvalue()
    lines = []
    for line in body.splitlines():
        if line and not line[0].isspace() and line.split(":")[0] in _GAP_BEFORE:
            lines.append("")
        lines.append(line)
    return "".join(f"# {h}\n" for h in header) + "\n".join(lines) + "\n"


def _node(value: Any, key: str | None) -> Any:
    if isinstance(value, dict):
        node = CommentedMap((k, _node(v, k)) for k, v in value.items())
        if key in _FLOW_MAPS:
            node.fa.set_flow_style()
        return node
    if isinstance(value, list):
        seq = CommentedSeq(_node(v, key) for v in value)
        if key in _FLOW_LISTS and not any(isinstance(v, dict | list) for v in value):
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, str) and "\n" in value:
        return LiteralScalarString(value)
    return value
