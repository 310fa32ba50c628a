"""Parse YAML into plain data while keeping every node's line and column.

Checking uses libyaml's C parser (through PyYAML) to compose a node tree, then builds plain
Python values from it ourselves. That keeps exact marks for diagnostics at a fraction of the
cost of a ruamel round-trip load; ruamel is used only where comments must survive a save
(see `roundtrip.py`). Scalars resolve by the YAML 1.2 core schema, as ruamel does, so `no`
stays a string in both places.

Everything a user can type ends in diagnostics: syntax errors, duplicate keys, non-string
keys, alias bombs, absurd nesting, undecodable bytes.
"""

from __future__ import annotations

import codecs
import re
import time
from dataclasses import dataclass, field
from typing import Any

import yaml
from yaml.nodes import MappingNode, Node, ScalarNode, SequenceNode

from listbuilder.core.diagnostics import Diagnostic, DocPath, Span, shorten
from listbuilder.core.messages import Phrase
from listbuilder.core.ranges import ENTRIES_MAX
from listbuilder.core.text_safety import UNSAFE, code_point, is_direction_control, unicode_name
from listbuilder.i18n import N_
from listbuilder.storage import messages

try:  # libyaml is in PyYAML's wheels; the pure-Python parser is the slow fallback.
    from yaml.cyaml import CParser as _Parser
except ImportError:  # pragma: no cover - depends on the wheel
    from yaml.composer import Composer
    from yaml.parser import Parser
    from yaml.reader import Reader
    from yaml.scanner import Scanner

    class _Parser(Reader, Scanner, Parser, Composer):  # type: ignore[no-redef]
        def __init__(self, stream: str) -> None:
            Reader.__init__(self, stream)
            Scanner.__init__(self)
            Parser.__init__(self)
            Composer.__init__(self)


MAX_BYTES = 4 * 1024 * 1024
MAX_NODES = 100_000  # after alias expansion: stops "billion laughs" documents
MAX_DEPTH = 64
MAX_SECONDS = 5
_CORE = "tag:yaml.org,2002:"
_STR, _SEQ, _MAP = _CORE + "str", _CORE + "seq", _CORE + "map"


def _too_many() -> Diagnostic:
    return messages.YAML_TOO_LARGE(limit=MAX_NODES)


def _too_deep() -> Diagnostic:
    return messages.YAML_TOO_DEEP(limit=MAX_DEPTH)


class _Core12Resolver(yaml.resolver.BaseResolver):
    """YAML 1.2 core schema: only true/false are booleans, only null/~ are null."""


_Core12Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:bool", re.compile(r"^(?:true|True|TRUE|false|False|FALSE)$"), list("tTfF")
)
_Core12Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:int",
    re.compile(r"^(?:[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$"),
    list("-+0123456789"),
)
_Core12Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:float",
    re.compile(
        r"^(?:[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
        r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN))$"
    ),
    list("-+0123456789."),
)
_Core12Resolver.add_implicit_resolver(
    "tag:yaml.org,2002:null", re.compile(r"^(?:~|null|Null|NULL|)$"), ["~", "n", "N", ""]
)


class _Composer(_Parser, _Core12Resolver):
    """libyaml's composer, stopped once the tree grows past the node limit or the time limit.

    libyaml calls `resolve` for every node it makes (except aliases and explicitly tagged
    nodes, which `_precheck` bounds), so counting there stops a huge flow sequence while it
    is parsed, not after it has filled memory.
    """

    def __init__(self, text: str) -> None:
        _Parser.__init__(self, text)
        _Core12Resolver.__init__(self)
        self.nodes = 0
        self.deadline = time.monotonic() + MAX_SECONDS
        self._implicit = self.yaml_implicit_resolvers

    def resolve(self, kind: Any, value: Any, implicit: Any) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _Stopped(_too_many())
        if not self.nodes % 1024 and time.monotonic() > self.deadline:
            raise _Stopped(messages.YAML_TOO_SLOW(seconds=MAX_SECONDS))
        if kind is not ScalarNode:
            return _SEQ if kind is SequenceNode else _MAP
        if implicit[0]:  # plain: the YAML 1.2 core schema
            for tag, pattern in self._implicit.get(value[:1], ()):
                if pattern.match(value):
                    return tag
        return _STR

    # No path resolvers here: libyaml calls these for every node, so make them free.
    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass

    def ascend_resolver(self) -> None:
        pass


class _Stopped(Exception):
    """The composer gave up on a document too large or too slow to read."""

    def __init__(self, finding: Diagnostic) -> None:
        super().__init__(finding.message)
        self.finding = finding


class _TooBig(Exception):
    def __init__(self, finding: Diagnostic, node: Node) -> None:
        super().__init__(finding.message)
        self.finding = finding
        self.node = node


@dataclass
class ParsedYaml:
    """Plain data plus the node tree it came from, for locating paths lazily."""

    file: str | None
    data: Any = None
    root: Node | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    #: True when every diagnostic is about one value (a bad tag, an overlong number): the
    #: document is still checked against its model, with those values kept as text.
    checkable: bool = False

    @property
    def ok(self) -> bool:
        return not self.diagnostics and self.root is not None

    def span(self, path: DocPath, *, key: bool = False) -> Span | None:
        """Where `path` is; with `key`, the mapping key itself (for unknown keys).

        A path that goes past what exists (a missing key) points at the deepest node found.
        """
        node = self.root
        if node is None:
            return Span(self.file, 1, 1)
        target_key: Node | None = None
        for item in path:
            child, key_node = _child(node, item)
            if child is None:
                break
            node, target_key = child, key_node
        else:
            if key and target_key is not None:
                node = target_key
        mark = node.start_mark
        return Span(self.file, mark.line + 1, mark.column + 1)

    def locate(self, diagnostics: list[Diagnostic], *, key_codes: frozenset[str] = frozenset()
               ) -> list[Diagnostic]:
        """Fill in spans from paths; codes in `key_codes` point at the key, not its value."""
        return [
            d if d.span is not None else d.at(self.span(d.path, key=d.code in key_codes))
            for d in diagnostics
        ]


def _child(node: Node, item: Any) -> tuple[Node | None, Node | None]:
    if isinstance(node, MappingNode):
        for k, v in node.value:
            if isinstance(k, ScalarNode) and k.value == str(item):
                return v, k
        return None, None
    if isinstance(node, SequenceNode) and isinstance(item, int) and 0 <= item < len(node.value):
        return node.value[item], None
    return None, None


def too_large(file: str | None, size: int) -> Diagnostic:
    return messages.FILE_TOO_LARGE(kib=size // 1024, limit=MAX_BYTES // (1024 * 1024)).at(
        Span(file, 1, 1))


def decode(raw: bytes, file: str | None) -> tuple[str | None, list[Diagnostic]]:
    """UTF-8 (a BOM is accepted and dropped); line endings are left to the parser."""
    if len(raw) > MAX_BYTES:
        return None, [too_large(file, len(raw))]
    wide = _wide_encoding(raw)
    if wide is not None:
        return None, [messages.FILE_NOT_UTF8(encoding=wide).at(Span(file, 1, 1))]
    try:
        return raw.decode("utf-8-sig"), []
    except UnicodeDecodeError as exc:
        before = raw[: exc.start]
        line = before.count(b"\n") + 1
        column = exc.start - (before.rfind(b"\n") + 1) + 1
        return None, [
            messages.FILE_ENCODING(byte=f"{raw[exc.start]:02x}").at(Span(file, line, column))
        ]


_WIDE_BOMS = ((codecs.BOM_UTF32_LE, "UTF-32"), (codecs.BOM_UTF32_BE, "UTF-32"),
              (codecs.BOM_UTF16_LE, "UTF-16"), (codecs.BOM_UTF16_BE, "UTF-16"))


def _wide_encoding(raw: bytes) -> str | None:
    """'UTF-16' or 'UTF-32' when the bytes say so (a byte order mark, or mostly ASCII text
    with zero bytes in the lanes those encodings leave empty), else None."""
    for bom, name in _WIDE_BOMS:
        if raw.startswith(bom):
            return name
    head = raw[:64]
    if len(head) < 8:
        return None
    if _lanes_say(head, 4):
        return "UTF-32"
    return "UTF-16" if _lanes_say(head, 2) else None


def _lanes_say(head: bytes, width: int) -> bool:
    """One byte lane of `width` mostly non-zero and every other mostly zero, as ASCII text
    in UTF-16 (width 2) or UTF-32 (width 4) either way round; all zeros is a binary."""
    zeros = [head[i::width].count(0) / len(head[i::width]) for i in range(width)]
    busy = [i for i, share in enumerate(zeros) if share < 0.25]
    return len(busy) == 1 and busy[0] in (0, width - 1) and \
        all(share > 0.75 for i, share in enumerate(zeros) if i != busy[0])


def _compose(text: str, file: str | None) -> tuple[Node | None, Diagnostic | None]:
    """The node tree, or the one diagnostic that stopped the parser; both when a second
    document follows the first (another tool's file, or two files run together): the first
    one's tree tells which."""
    if text.count("*") + text.count("!") > MAX_NODES:  # aliases and tags skip `resolve`
        return None, _too_many().at(Span(file, 1, 1))
    composer = None
    try:
        composer = _Composer(text)
        root = composer.get_node() if composer.check_node() else None
        if not composer.check_node():
            return root, None
        return root, messages.YAML_SEVERAL_DOCUMENTS().at(
            Span(file, _marker_line(text, composer.peek_event().start_mark.line), 1))
    except _Stopped as exc:
        return None, exc.finding.at(Span(file, 1, 1))
    except yaml.MarkedYAMLError as exc:
        mark = exc.problem_mark or exc.context_mark
        span = Span(file, mark.line + 1, mark.column + 1) if mark else Span(file, 1, 1)
        problem = exc.problem or str(exc)
        if "nesting depth" in problem:  # libyaml's own limit, far above ours
            return None, _too_deep().at(span)
        context = f" ({exc.context})" if exc.context else ""
        return None, messages.YAML_SYNTAX(problem=problem, context=context).at(span)
    except yaml.reader.ReaderError as exc:  # control characters in the text
        return None, messages.YAML_CONTROL_CHARACTER(character=f"{exc.character:04x}").at(
            _offset_span(text, exc.position, file))
    except yaml.YAMLError as exc:
        return None, messages.YAML_ERROR(error=str(exc)).at(Span(file, 1, 1))
    except RecursionError:
        return None, _too_deep().at(Span(file, 1, 1))
    finally:
        if composer is not None:
            composer.dispose()


def _marker_line(text: str, before: int) -> int:
    """The line (from 1) of the last '---' at or before line `before` (from 0): where the
    second document starts, above the comments that may open it."""
    lines = text.splitlines()[: before + 1]
    return next((i + 1 for i in range(len(lines) - 1, -1, -1) if lines[i].startswith("---")),
                before + 1)


def parse_text(text: str, file: str | None = None) -> ParsedYaml:
    result = ParsedYaml(file)
    root, problem = _compose(text, file)
    if problem is not None:
        result.diagnostics.append(problem)
        if root is None:
            return result
    elif root is None:
        result.diagnostics.append(messages.YAML_EMPTY().at(Span(file, 1, 1)))
        return result
    result.root = root
    # An alias bomb, refused before expanding: without an alias ('*') the tree is as large
    # as what was composed, which `resolve` already bounds.
    if "*" in text and _expanded_size(root, 0, {}) > MAX_NODES:
        result.diagnostics.append(_too_many().at(Span(file, 1, 1)))
        return result
    builder = _Builder(file, text)
    try:
        result.data = builder.build(root, 0)
    except _TooBig as exc:
        mark = exc.node.start_mark
        result.diagnostics.append(
            exc.finding.at(Span(file, mark.line + 1, mark.column + 1)))
        return result
    result.diagnostics.extend(builder.diagnostics + builder.value_problems)
    result.checkable = not builder.diagnostics and problem is None
    return result


def _expanded_size(node: Node, depth: int, sizes: dict[int, int]) -> int:
    """How many values building `node` makes, aliases expanded, counted per distinct node.

    Cheap however often an alias repeats, so "billion laughs" is refused without building
    anything. Past the depth limit it stops counting: the builder reports the depth.
    """
    if depth > MAX_DEPTH or isinstance(node, ScalarNode):
        return 1
    known = sizes.get(id(node))
    if known is not None:
        return known
    children = node.value if isinstance(node, SequenceNode) else [v for _, v in node.value]
    size = 1
    for child in children:
        size += _expanded_size(child, depth + 1, sizes)
        if size > MAX_NODES:
            break
    sizes[id(node)] = size
    return size


def _offset_span(text: str, offset: int, file: str | None) -> Span:
    before = text[:offset]
    return Span(file, before.count("\n") + 1, offset - (before.rfind("\n") + 1) + 1)


def parse_bytes(raw: bytes, file: str | None = None) -> ParsedYaml:
    text, problems = decode(raw, file)
    if text is None:
        return ParsedYaml(file, diagnostics=problems)
    return parse_text(text, file)


_INT = re.compile(r"[-+]?[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+")
_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?"
                    r"|[-+]?\.(?:inf|Inf|INF)|\.(?:nan|NaN|NAN)")
#: Longer numbers are refused before conversion: no value in these formats needs them, and
#: Python refuses to convert ints of 4,300+ digits at all.
MAX_NUMBER_CHARS = 30
#: What an explicit tag may say; anything else (!!binary, !!timestamp, !local) is refused.
ACCEPTED_TAGS = "!!str, !!int, !!float, !!bool, !!null, !!seq and !!map"


def _int(value: str) -> int:
    if not _INT.fullmatch(value):
        raise ValueError(N_("an integer"))
    return int(value, 0) if value[:2] in ("0o", "0x") else int(value)


def _number(value: str) -> int | float:
    """A float, or an int when it is whole: JSON Schema reads 3.0 as the integer 3, so do we."""
    if not _FLOAT.fullmatch(value):
        raise ValueError(N_("a number"))
    low = value.lower()
    if low.endswith(".inf"):
        return float("-inf") if low.startswith("-") else float("inf")
    if low == ".nan":
        return float("nan")
    number = float(value)
    return int(number) if number.is_integer() else number


def _bool(value: str) -> bool:
    if value not in ("true", "True", "TRUE", "false", "False", "FALSE"):
        raise ValueError(N_("true or false"))
    return value.lower() == "true"


def _null(value: str) -> None:
    if value not in ("", "~", "null", "Null", "NULL"):
        raise ValueError(N_("null"))


_SCALAR: dict[str, Any] = {
    _STR: str, _CORE + "int": _int, _CORE + "float": _number, _CORE + "bool": _bool,
    _CORE + "null": _null,
}


def _short_tag(tag: str | None) -> str:
    return "!!" + tag[len(_CORE):] if tag and tag.startswith(_CORE) else str(tag)


class _Builder:
    def __init__(self, file: str | None, text: str = "") -> None:
        self.file = file
        self.text = text
        self.nodes = 0
        self.diagnostics: list[Diagnostic] = []
        # Problems with single values: the document is still checked against its model.
        self.value_problems: list[Diagnostic] = []

    def _span(self, node: Node) -> Span:
        return Span(self.file, node.start_mark.line + 1, node.start_mark.column + 1)

    def build(self, node: Node, depth: int) -> Any:
        self.nodes += 1
        if self.nodes > MAX_NODES:
            raise _TooBig(_too_many(), node)
        if depth > MAX_DEPTH:
            raise _TooBig(_too_deep(), node)
        if isinstance(node, ScalarNode):
            value = self._scalar(node)
            return self._printable(node, value) if isinstance(value, str) else value
        expected = _SEQ if isinstance(node, SequenceNode) else _MAP
        if node.tag != expected:
            on_list = expected == _SEQ
            self._bad_value(node, Phrase(N_("Tag {tag} cannot stand on a list") if on_list
                                         else N_("Tag {tag} cannot stand on a mapping"),
                                         tag=_short_tag(node.tag)))
        if len(node.value) > ENTRIES_MAX:  # refused before any entry is built or checked
            raise _TooBig(messages.YAML_TOO_MANY_ENTRIES(count=len(node.value),
                                                         limit=ENTRIES_MAX), node)
        if isinstance(node, SequenceNode):
            return [self.build(item, depth + 1) for item in node.value]
        return self._mapping(node, depth)  # the composer makes only these three kinds

    def _scalar(self, node: ScalarNode) -> Any:
        convert = _SCALAR.get(node.tag)
        if convert is None:
            self._bad_value(node, Phrase(N_("Tag {tag} is not used in listbuilder files"),
                                         tag=_short_tag(node.tag)))
            return node.value
        if convert is not str and len(node.value) > MAX_NUMBER_CHARS:
            self.value_problems.append(messages.YAML_NUMBER_TOO_LONG(
                start=node.value[:12], length=len(node.value), limit=MAX_NUMBER_CHARS,
            ).at(self._span(node)))
            return node.value
        try:
            return convert(node.value)
        except ValueError as exc:
            self._bad_value(node, Phrase(N_("Tag {tag} on '{value}' is not {kind}"),
                                         tag=_short_tag(node.tag), value=shorten(node.value),
                                         kind=Phrase(str(exc))))
            return node.value

    def _printable(self, node: ScalarNode, value: str) -> str:
        """`value`, or with the characters no text may hold reported and replaced by U+FFFD,
        so checking goes on without them reaching a terminal, a card or a PDF."""
        found = UNSAFE.search(value)
        if found is None:
            return value
        char = found.group()
        finding = (messages.YAML_DIRECTION_CONTROL(code=code_point(char), name=unicode_name(char))
                   if is_direction_control(char)
                   else messages.YAML_CONTROL_IN_TEXT(code=code_point(char)))
        self.value_problems.append(finding.at(self._char_span(node, char)))
        return UNSAFE.sub("\ufffd", value)

    def _char_span(self, node: Node, char: str) -> Span:
        """Where `char` stands in the file; the value's start when it is written as an escape
        (only the node's own text is searched, so a large file costs no more)."""
        start, end = node.start_mark.index, node.end_mark.index
        at = self.text.find(char, start, end)
        if at < 0:
            return self._span(node)
        line_start = self.text.rfind("\n", start, at)
        column = at - line_start if line_start >= 0 else node.start_mark.column + at - start + 1
        return Span(self.file, node.start_mark.line + 1 + self.text.count("\n", start, at),
                    column)

    def _bad_value(self, node: Node, problem: Phrase) -> None:
        """A value the file tags wrongly: reported here, kept as text so checking goes on."""
        self.value_problems.append(messages.YAML_TAG(problem=problem, accepted=ACCEPTED_TAGS)
                                   .at(self._span(node)))

    def _mapping(self, node: MappingNode, depth: int) -> dict[str, Any]:
        out: dict[str, Any] = {}
        first_seen: dict[str, Node] = {}
        for key_node, value_node in node.value:
            if isinstance(key_node, ScalarNode) and key_node.value == "<<" and not key_node.style:
                self.diagnostics.append(
                    messages.YAML_MERGE_KEY().at(self._span(key_node)))
                continue
            if not isinstance(key_node, ScalarNode):
                self.diagnostics.append(
                    messages.YAML_KEY_TYPE().at(self._span(key_node)))
                continue
            key = self._printable(key_node, key_node.value)
            if key in first_seen:
                first = first_seen[key].start_mark
                self.diagnostics.append(
                    messages.YAML_DUPLICATE_KEY(key=key, line=first.line + 1)
                    .at(self._span(key_node)))
                continue
            first_seen[key] = key_node
            out[key] = self.build(value_node, depth + 1)
        return out
