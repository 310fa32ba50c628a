"""Write an army back into its own YAML text, keeping comments, order and quoting.

The edited model is dumped to plain data and merged into ruamel's round-trip tree of the
original text: unchanged values keep their node (and so their style and comments), removed keys
go, new keys are appended. An unchanged army therefore gives back the same bytes.
"""

from __future__ import annotations

import io
from typing import Any

from pydantic import BaseModel
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.scalarstring import LiteralScalarString


def _yaml() -> YAML:
    yaml = YAML(typ="rt")
    yaml.preserve_quotes = True
    yaml.indent(mapping=2, sequence=4, offset=2)
    yaml.width = 100
    return yaml


def model_data(model: BaseModel) -> dict[str, Any]:
    """What the file should hold: the keys the user (or an edit) set, in field order.

    Free notes go last in a new file, where a reader expects them.
    """
    data = model.model_dump(mode="json", exclude_unset=True)
    if "notes" in data:
        data["notes"] = data.pop("notes")
    return data


def _fresh(value: Any) -> Any:
    if isinstance(value, dict):
        node = CommentedMap()
        for k, v in value.items():
            node[k] = _fresh(v)
        return node
    if isinstance(value, list):
        seq = CommentedSeq(_fresh(v) for v in value)
        if all(not isinstance(v, dict | list) for v in value):
            seq.fa.set_flow_style()
        return seq
    if isinstance(value, str) and "\n" in value:
        return LiteralScalarString(value)
    return value


def _merge(node: Any, value: Any) -> Any:
    if isinstance(node, CommentedMap) and isinstance(value, dict):
        for key in [k for k in node if k not in value]:
            del node[key]
        for key, item in value.items():
            node[key] = _merge(node[key], item) if key in node else _fresh(item)
        return node
    if isinstance(node, CommentedSeq) and isinstance(value, list):
        for i, item in enumerate(value):
            if i < len(node):
                node[i] = _merge(node[i], item)
            else:
                node.append(_fresh(item))
        del node[len(value):]
        return node
    # Same value: keep the original scalar and its style. Booleans only match themselves,
    # since 1 == True in Python but not in the file.
    if node is value or (type(node) is not bool and type(value) is not bool and node == value):
        return node
    return _fresh(value)


def dump_model(model: BaseModel, original_text: str | None = None) -> str:
    data = model_data(model)
    yaml = _yaml()
    if original_text:
        tree = yaml.load(original_text)
        root = _merge(tree, data) if isinstance(tree, CommentedMap) else _fresh(data)
    else:
        root = _fresh(data)
    out = io.StringIO()
    yaml.dump(root, out)
    text = out.getvalue()
    if original_text and "\r\n" in original_text:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    return text
