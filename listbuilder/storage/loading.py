"""Load a list or army file in phases: bytes → YAML with marks → header → strict model.

Every problem on the way becomes a located diagnostic; nothing a user writes raises. Rule
checks (list consistency, army legality) come after, in `checking.py`.
"""

from __future__ import annotations

import os
import stat
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Phrase
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.system import GameSystem
from listbuilder.i18n import N_
from listbuilder.storage import messages
from listbuilder.storage.salvage import Salvaged, salvage
from listbuilder.storage.schema_errors import KEY_CODES, describe, diagnostics_from
from listbuilder.storage.signed_values import plus_signed
from listbuilder.storage.yaml_source import (
    MAX_BYTES,
    MAX_DEPTH,
    ParsedYaml,
    decode,
    parse_text,
    too_large,
)
from listbuilder.systems import get_system, system_ids

ARMY_LIST = "army-list"
ARMY = "army"
KINDS = (ARMY_LIST, ARMY)
FORMAT_VERSION = 2
YAML_SUFFIXES = (".yaml", ".yml")


@dataclass
class LoadedFile:
    path: str
    text: str | None = None
    parsed: ParsedYaml | None = None
    kind: str | None = None
    system: GameSystem | None = None
    model: ArmyListBase | ArmyBase | None = None
    # When the schema fails: what is left once the broken elements are dropped, for checks.
    salvaged: Salvaged | None = None
    diagnostics: list[Diagnostic] = field(default_factory=list)

    @property
    def is_list(self) -> bool:
        return self.kind == ARMY_LIST

    @property
    def is_army(self) -> bool:
        return self.kind == ARMY

    def locate(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        if self.parsed is None:
            return [d if d.span else d.at(Span(self.path, 1, 1)) for d in diagnostics]
        return self.parsed.locate(diagnostics, key_codes=KEY_CODES)


def load_file(path: str | Path) -> LoadedFile:
    name = str(path)
    raw, problems = read_bounded(path)
    if raw is None:
        return LoadedFile(name, diagnostics=problems)
    return load_bytes(raw, name)


def read_bounded(path: str | Path) -> tuple[bytes | None, list[Diagnostic]]:
    """The file's bytes, its size checked before reading and at most the limit + 1 read.

    A 2 GB file is refused unread; a FIFO or device is refused unopened for reading (the
    non-blocking open returns at once), so `validate` never waits on one.
    """
    name = str(path)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        return None, [messages.FILE_UNREADABLE(reason=str(exc.strerror or exc))
                      .at(Span(name, 1, 1))]
    with os.fdopen(fd, "rb") as stream:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            reason = Phrase(N_("this is not a regular file (a folder, pipe or device); give a "
                               "list or army file"))
            return None, [messages.FILE_UNREADABLE(reason=reason).at(Span(name, 1, 1))]
        if info.st_size > MAX_BYTES:
            return None, [too_large(name, info.st_size)]
        try:
            return stream.read(MAX_BYTES + 1), []
        except OSError as exc:
            return None, [messages.FILE_UNREADABLE(reason=str(exc.strerror or exc))
                          .at(Span(name, 1, 1))]


def load_bytes(raw: bytes, name: str) -> LoadedFile:
    text, problems = decode(raw, name)
    if text is None:
        return LoadedFile(name, diagnostics=problems)
    return load_text(text, name)


def load_text(text: str, name: str) -> LoadedFile:
    loaded = LoadedFile(name, text=text)
    parsed = parse_text(text, name)
    loaded.parsed = parsed
    if (parsed.diagnostics and not parsed.checkable) or parsed.root is None:
        loaded.diagnostics = list(parsed.diagnostics)
        return loaded
    header = _read_header(parsed.data)
    if isinstance(header, list):
        loaded.diagnostics = _beside(parsed.diagnostics, loaded.locate(header))
        return loaded
    loaded.kind, loaded.system = header
    model_cls = loaded.system.list_model if loaded.is_list else loaded.system.army_model
    signs = loaded.locate(plus_signed(parsed.root))
    try:
        model = model_cls.model_validate(parsed.data)
    except ValidationError as exc:
        loaded.diagnostics = _beside(parsed.diagnostics,
                                     loaded.locate(diagnostics_from(exc, model_cls)))
        errors = [(tuple(e["loc"]), e["type"]) for e in exc.errors(include_url=False)]
        loaded.salvaged = salvage(parsed.data, errors, model_cls)
    except RecursionError:  # pragma: no cover - the parser's depth limit comes first
        loaded.diagnostics = [messages.YAML_TOO_DEEP(limit=MAX_DEPTH).at(Span(name, 1, 1))]
    else:
        # A wrongly tagged value kept as text may still fit (a name): the file stays broken.
        loaded.diagnostics = list(parsed.diagnostics)
        loaded.model = None if parsed.diagnostics else model
    loaded.diagnostics = signs + loaded.diagnostics
    return loaded


def _beside(value_problems: list[Diagnostic], found: list[Diagnostic]) -> list[Diagnostic]:
    """Schema findings, less those at a value the parser already reported."""
    spans = {d.span for d in value_problems}
    return value_problems + [d for d in found if d.span not in spans]


def _read_header(data: Any) -> tuple[str, GameSystem] | list[Diagnostic]:
    if not isinstance(data, dict):
        return [messages.FILE_NOT_MAPPING(found=describe(data))]
    problems: list[Diagnostic] = []
    kind = data.get("kind")
    if kind not in KINDS:
        hint = did_you_mean(kind, KINDS) if isinstance(kind, str) else ""
        problems.append(messages.FILE_UNKNOWN_KIND(("kind",), what=_what(kind), hint=hint))
    fmt = data.get("format")
    if fmt is None:
        problems.append(messages.FILE_NO_FORMAT(("format",), version=FORMAT_VERSION))
    elif not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        problems.append(messages.FILE_BAD_FORMAT(("format",), found=describe(fmt)))
    elif fmt > FORMAT_VERSION:
        problems.append(messages.FILE_FORMAT_TOO_NEW(("format",), format=fmt,
                                                     version=FORMAT_VERSION))
    system_id = data.get("system")
    system = get_system(system_id) if isinstance(system_id, str) else None
    if system is None:
        known = system_ids()
        hint = did_you_mean(system_id, known) if isinstance(system_id, str) else ""
        problems.append(messages.FILE_UNKNOWN_SYSTEM(("system",), what=_what(system_id),
                                                     systems=", ".join(known), hint=hint))
    if problems:
        return problems
    assert system is not None
    return str(kind), system


def _what(value: Any) -> Phrase:
    """'is missing', or 'is <the value described>', as a header finding says it."""
    if value is None:
        return Phrase(N_("is missing"))
    return Phrase(N_("is {found}"), found=describe(value))


def yaml_files(root: Path, unreadable: list[str] | None = None) -> list[Path]:
    """Every YAML file under a folder, in a stable order.

    Folders that cannot be listed are added to `unreadable` (with the reason), never skipped
    silently; links to folders are not followed, so a link loop cannot make this endless.
    """

    def report(exc: OSError) -> None:
        if unreadable is not None:
            unreadable.append(f"{exc.filename}: cannot read the folder: {exc.strerror or exc}")

    found = [Path(folder, name) for folder, _, names in os.walk(root, onerror=report)
             for name in names if Path(name).suffix in YAML_SUFFIXES]
    return sorted(p for p in found if p.is_file())
