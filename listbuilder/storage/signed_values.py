"""Numbers written with a leading '+': YAML reads `+1` as 1, so `VBU: +1` meant as "one more"
would silently become VBU 1. Every number in our files is absolute except under a `by:`
mapping (relative changes), so a '+' anywhere else is refused, from the source text."""

from __future__ import annotations

from collections.abc import Iterator

from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from listbuilder.core.diagnostics import Diagnostic, DocPath, error

RELATIVE_KEY = "by"


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


def plus_signed(root: Node | None) -> list[Diagnostic]:
    if root is None:
        return []
    out = []
    for path, text in _plus_paths(root, ()):
        key = path[-1] if path else "value"
        relative = (f", or a change relative to the row as 'by: {{{key}: {int(text)}}}'"
                    if "modify" in path else "")
        out.append(error(
            "SCHEMA-PLUS-SIGN",
            f"'{key}: {text}' would be read as {key} = {int(text)}, not as a change of "
            f"{text}: values here are absolute. Write '{key}: {int(text)}' for the "
            f"value{relative}.", path))
    return out
