"""A built list as YAML text in the bundled lists' layout: short lists and small mappings
in flow style (`traits: [pike]`, `- {unit: foot, count: 1}`), notes as a literal block, a
comment at the top saying where the list came from. Same data, same bytes.

PyYAML's emitter (a dependency already, for reading) writes it: a new file has no comments
to keep, and ruamel's round-trip writer took nine tenths of an import's time.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

_FLOW_LISTS = {"inferred", "traits", "weapon_choice", "rules", "options", "big_units",
               "unit"}
_FLOW_MAPS = {"remove", "add_more", "modify", "by"}
_GAP_BEFORE = {"units", "options", "special_rules", "weapons", "big_units", "stated_vdt",
               "notes"}


class _Flow(list):
    pass


class _FlowMap(dict):
    pass


class _Block(str):
    pass


class _Dumper(yaml.SafeDumper):
    def increase_indent(self, flow: bool = False, indentless: bool = False) -> None:
        """Rows indented under their key (`units:` / `  - id: …`), as the bundled lists."""
        super().increase_indent(flow, False)


_Dumper.add_representer(_Flow, lambda d, v: d.represent_sequence(
    "tag:yaml.org,2002:seq", v, flow_style=True))
_Dumper.add_representer(_FlowMap, lambda d, v: d.represent_mapping(
    "tag:yaml.org,2002:map", v.items(), flow_style=True))
#: Text that YAML 1.2 (ruamel, which reads the lists) takes for a number although PyYAML's
#: YAML 1.1 writes it plain: '008', '1e3', '0o17', '1_000'. Such text is written quoted.
_NUMBER_LIKE = re.compile(r"[-+]?(?:[\d_]+(?:\.[\d_]*)?(?:e[-+]?\d+)?|\.\d[\d_]*(?:e[-+]?\d+)?"
                          r"|0o[0-7_]+|0x[\da-f_]+|0b[01_]+|\.inf|\.nan)", re.IGNORECASE)


def _text(dumper: _Dumper, value: str) -> yaml.Node:
    style = "'" if _NUMBER_LIKE.fullmatch(value) else None
    return dumper.represent_scalar("tag:yaml.org,2002:str", value, style=style)


_Dumper.add_representer(str, _text)
_Dumper.add_representer(_Block, lambda d, v: d.represent_scalar(
    "tag:yaml.org,2002:str", v, style="|"))


def list_yaml(data: dict[str, Any], header: list[str]) -> str:
    body = yaml.dump(_node(data, None), Dumper=_Dumper, sort_keys=False, allow_unicode=True,
                     width=4096, default_flow_style=False, indent=2)
    lines = []
    for line in body.splitlines():
        if line and not line[0].isspace() and line.split(":")[0] in _GAP_BEFORE:
            lines.append("")
        lines.append(line)
    return "".join(f"# {h}\n" for h in header) + "\n".join(lines) + "\n"


def _node(value: Any, key: str | None) -> Any:
    if isinstance(value, dict):
        items = {k: _node(v, k) for k, v in value.items()}
        return _FlowMap(items) if key in _FLOW_MAPS else items
    if isinstance(value, list):
        items_ = [_node(v, key) for v in value]
        scalars = not any(isinstance(v, dict | list) for v in value)
        return _Flow(items_) if key in _FLOW_LISTS and scalars else items_
    if isinstance(value, str) and "\n" in value:
        return _Block(value)
    return value
