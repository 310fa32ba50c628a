"""Numbers written with a leading '+' where a change is described: YAML reads `+1` as 1, so
`modify: [{unit: foot, VBU: +1}]` meant as "one more" would silently become VBU 1. Under a
`modify` the values are absolute and relative changes go under `by:`, so a '+' there is
refused, from the source text. Elsewhere '+N' means N as the books print it (a USB accuracy
of "+4", an effect of "+2"), so it is left alone."""

from __future__ import annotations

from collections.abc import Iterator

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from listbuilder.core.diagnostics import Diagnostic, DocPath
from listbuilder.storage.messages import SCHEMA_PLUS_SIGN

RELATIVE_KEY = "by"
CHANGE_KEY = "modify"


def _plus_paths(node: Node, path: DocPath) -> Iterator[tuple[DocPath, str]]:
    if isinstance(node, ScalarNode):
        if node.tag.endswith(":int") and node.value.startswith("+") and not node.style:
            yield path, node.value
    elif isinstance(node, SequenceNode):
        for i, item in enumerate(node.value):
            yield from _plus_paths(item, (*path, i))
    elif isinstance(node, MappingNode):
        for key, value in node.value:
            if isinstance(key, ScalarNode) and key.value != RELATIVE_KEY:
                yield from _plus_paths(value, (*path, key.value))


def changed_plus_paths(root: Node) -> list[tuple[DocPath, str]]:
    """Values written '+N' inside a `modify` entry (not under its `by`)."""
    return [(p, t) for p, t in _plus_paths(root, ()) if CHANGE_KEY in p]


def plus_signed(root: Node | None) -> list[Diagnostic]:
    if root is None:
        return []
    out = []
    for path, text in changed_plus_paths(root):
        out.append(SCHEMA_PLUS_SIGN(path, key=str(path[-1]), text=text, value=int(text)))
    return out
