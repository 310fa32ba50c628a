"""Write an army back into its own YAML text, keeping comments, order and quoting.

The edited model is dumped to plain data and merged into ruamel's round-trip tree of the
original text: unchanged values keep their node (and so their style and comments), removed keys
go, new keys are appended. An unchanged army therefore gives back the same bytes.

The reader is libyaml (`yaml_source.py`), the comment-keeping writer ruamel, and the two do
not read every text alike: libyaml takes a tab after a value or a `:`, U+2028, U+2029 and
U+0085 as line breaks, and a U+FEFF before a comment, where ruamel stops with a scanner error.
A file the reader accepted must never be one the writers cannot save (the player's edits
would have nowhere to go), so the writers hold to the reader: ruamel is given the text with
those characters put as libyaml reads them (`as_libyaml_reads`), and every value is then set
to what the reader read (`_merge`), and the written text is read back by the reader before
it is returned. Only when even that fails is the file written afresh, comments lost, rather
than not at all.
"""

from __future__ import annotations

import io
from typing import Any

import yaml
from pydantic import BaseModel
from ruamel.yaml import YAML
from ruamel.yaml.comments import CommentedMap, CommentedSeq
from ruamel.yaml.error import YAMLError as RuamelError
from ruamel.yaml.scalarstring import LiteralScalarString

#: What libyaml reads as a line break or skips between tokens and ruamel refuses there.
_AS_LIBYAML_READS = {"\t": " ", "\u2028": "\n", "\u2029": "\n", "\x85": "\n", "\ufeff": ""}
_TABLE = str.maketrans(_AS_LIBYAML_READS)
#: Scalars whose text is their content to ruamel too; a plain scalar is not one: ruamel
#: refuses a tab inside it, and its value is put right by `_merge` anyway.
_KEPT_STYLES = {"'", '"', "|", ">"}


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


def as_libyaml_reads(text: str) -> str:
    """`text` with the characters ruamel refuses put as libyaml reads them, outside quoted
    and block scalars (whose text ruamel reads as it is)."""
    if not any(ch in text for ch in _AS_LIBYAML_READS):
        return text
    kept = []
    try:
        for token in yaml.scan(text, Loader=yaml.CLoader):
            if isinstance(token, yaml.ScalarToken) and token.style in _KEPT_STYLES:
                kept.append((token.start_mark.index, token.end_mark.index))
    except yaml.YAMLError:
        return text
    out, at = [], 0
    for start, end in [*kept, (len(text), len(text))]:
        out.append(text[at:start].translate(_TABLE))
        out.append(text[start:end])
        at = end
    return "".join(out)


def load_tree(text: str) -> Any:
    """ruamel's round-trip tree of `text`, or None where ruamel cannot read it even as libyaml
    reads it."""
    for attempt in dict.fromkeys((text, as_libyaml_reads(text))):
        try:
            return _yaml().load(attempt)
        except RuamelError:
            continue
    return None


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


def _dumped(root: Any, original_text: str | None) -> str:
    out = io.StringIO()
    _yaml().dump(root, out)
    text = out.getvalue()
    if original_text and "\r\n" in original_text:
        text = text.replace("\r\n", "\n").replace("\n", "\r\n")
    return text


def _reads_back(text: str, data: dict[str, Any]) -> bool:
    # Imported here: yaml_source imports the message registry, which this module need not
    # load for an unchanged save.
    from listbuilder.storage.yaml_source import parse_text

    parsed = parse_text(text)
    return not parsed.diagnostics and parsed.data == data


def write_data(data: dict[str, Any], original_text: str | None = None, tree: Any = None
               ) -> str:
    """The file's text holding `data`: `original_text`'s comments, order and quoting kept
    where its round-trip `tree` (loaded here when not given) still fits, and the result read
    back by the reader as `data`. A tree a command has edited is passed as `tree`."""
    if tree is None and original_text:
        tree = load_tree(original_text)
    if isinstance(tree, CommentedMap):
        text = _dumped(_merge(tree, data), original_text)
        if _reads_back(text, data):
            return text
    return _dumped(_fresh(data), original_text)


def dump_model(model: BaseModel, original_text: str | None = None) -> str:
    return write_data(model_data(model), original_text)
