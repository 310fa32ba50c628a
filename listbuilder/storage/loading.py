"""Load a list or army file in phases: bytes → YAML with marks → header → strict model.

Every problem on the way becomes a located diagnostic; nothing a user writes raises. A file
gives a `LoadedList`, a `LoadedArmy` or a `FailedLoad`, so a caller knows which it holds by
its type. Rule checks (list consistency, army legality) come after, in `checking.py`.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Final, Literal

from pydantic import ValidationError

from listbuilder.core.diagnostics import Diagnostic, Span
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Phrase
from listbuilder.core.model import ArmyBase, ArmyListBase
from listbuilder.core.system import GameSystem
from listbuilder.i18n import N_
from listbuilder.storage import messages
from listbuilder.storage.folder_walk import YAML_SUFFIXES as YAML_SUFFIXES  # cli/commands/export.py
from listbuilder.storage.list_files import yaml_files as yaml_files  # where callers look
from listbuilder.storage.os_reasons import os_reason
from listbuilder.storage.regular_files import FileTooLarge, NotRegularFile, read_regular
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

ARMY_LIST: Final = "army-list"
ARMY: Final = "army"
KINDS = (ARMY_LIST, ARMY)
EVENT: Final = "event"  # read by storage/event_file.py
FORMAT_VERSION = 2

Kind = Literal["army-list", "army"]


@dataclass(frozen=True)
class Header:
    """What a file's first keys say it is: a list or an army, of which system."""

    kind: Kind
    system: GameSystem


class _InFile:
    """Places a loaded file's findings at their lines and columns."""

    path: str
    parsed: ParsedYaml | None

    def locate(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        if self.parsed is None:
            return [d if d.span else d.at(Span(self.path, 1, 1)) for d in diagnostics]
        return self.parsed.locate(diagnostics, key_codes=KEY_CODES)


@dataclass(frozen=True)
class LoadedList(_InFile):
    """An army-list file that passed its schema; its rule checks are `check_list`'s."""

    path: str
    text: str
    parsed: ParsedYaml
    system: GameSystem
    model: ArmyListBase
    #: What loading found that does not stop the file (a '+1' that format 1 read otherwise).
    diagnostics: list[Diagnostic] = field(default_factory=list)


@dataclass(frozen=True)
class LoadedArmy(_InFile):
    """An army file that passed its schema; checking it against its list is `build_army`'s."""

    path: str
    text: str
    parsed: ParsedYaml
    system: GameSystem
    model: ArmyBase
    diagnostics: list[Diagnostic] = field(default_factory=list)


@dataclass(frozen=True)
class FailedLoad(_InFile):
    """A file that gives no model, with why, and as much of it as could be read."""

    path: str
    diagnostics: list[Diagnostic]
    text: str | None = None
    parsed: ParsedYaml | None = None
    #: None when the file could not be read, is not YAML, or its header is wrong.
    header: Header | None = None
    #: When the schema fails: what is left once the broken elements are dropped, for checks.
    salvaged: Salvaged | None = None

    @property
    def stated_id(self) -> str | None:
        """The id the file's data gives, so an army naming a broken list can say why."""
        data = self.parsed.data if self.parsed else None
        found = data.get("id") if isinstance(data, dict) else None
        return found if isinstance(found, str) else None


Loaded = LoadedList | LoadedArmy | FailedLoad


def load_file(path: str | Path) -> Loaded:
    name = str(path)
    raw, problems = read_bounded(path)
    if raw is None:
        return FailedLoad(name, problems)
    return load_bytes(raw, name)


def read_bounded(path: str | Path) -> tuple[bytes | None, list[Diagnostic]]:
    """The file's bytes, its size checked before reading and at most the limit + 1 read.

    A 2 GB file is refused unread; a FIFO or device is refused unopened for reading (see
    `regular_files`), so `validate` never waits on one.
    """
    name = str(path)
    try:
        return read_regular(path, MAX_BYTES), []
    except FileTooLarge as exc:
        return None, [too_large(name, exc.size)]
    except NotRegularFile as exc:
        reason = Phrase(N_("it is a folder, not a file; give a list or army file from it "
                           "(only 'validate' takes a whole folder)") if exc.folder
                        else N_("this is not a regular file (a pipe or device); give a list "
                                "or army file"))
        return None, [messages.FILE_UNREADABLE(reason=reason).at(Span(name, 1, 1))]
    except OSError as exc:
        return None, [messages.FILE_UNREADABLE(reason=os_reason(exc)).at(Span(name, 1, 1))]



def load_bytes(raw: bytes, name: str) -> Loaded:
    text, problems = decode(raw, name)
    if text is None:
        return FailedLoad(name, problems)
    return load_text(text, name)


def load_text(text: str, name: str) -> Loaded:
    parsed = parse_text(text, name)
    if (parsed.diagnostics and not parsed.checkable) or parsed.root is None:
        return FailedLoad(name, list(parsed.diagnostics), text, parsed)
    bare = FailedLoad(name, [], text, parsed)
    header = _read_header(parsed.data)
    if isinstance(header, list):
        return replace(bare, diagnostics=_beside(parsed.diagnostics, bare.locate(header)))
    failed = replace(bare, header=header)
    # Only a '+' written in the text can be a '+N' value: most files have none to look for.
    signs = failed.locate(plus_signed(parsed.root)) if "+" in text else []
    model_cls = header.system.list_model if header.kind == ARMY_LIST else header.system.army_model
    try:
        model = model_cls.model_validate(parsed.data)
    except ValidationError as exc:
        found = _beside(parsed.diagnostics, failed.locate(diagnostics_from(exc, model_cls)))
        errors = [(tuple(e["loc"]), e["type"]) for e in exc.errors(include_url=False)]
        return replace(failed, diagnostics=signs + found,
                       salvaged=salvage(parsed.data, errors, model_cls))
    except RecursionError:  # pragma: no cover - the parser's depth limit comes first
        return replace(failed, diagnostics=signs + [
            messages.YAML_TOO_DEEP(limit=MAX_DEPTH).at(Span(name, 1, 1))])
    if parsed.diagnostics:
        # A wrongly tagged value kept as text may still fit (a name): the file stays broken.
        return replace(failed, diagnostics=signs + list(parsed.diagnostics))
    if header.kind == ARMY_LIST:
        return LoadedList(name, text, parsed, header.system, model, signs)
    return LoadedArmy(name, text, parsed, header.system, model, signs)


def _beside(value_problems: list[Diagnostic], found: list[Diagnostic]) -> list[Diagnostic]:
    """Schema findings, less those at a value the parser already reported."""
    spans = {d.span for d in value_problems}
    return value_problems + [d for d in found if d.span not in spans]


def _read_header(data: Any) -> Header | list[Diagnostic]:
    if not isinstance(data, dict):
        return [messages.FILE_NOT_MAPPING(found=describe(data))]
    problems: list[Diagnostic] = []
    kind = data.get("kind")
    if kind == EVENT:
        return [messages.FILE_IS_EVENT(("kind",))]
    if kind not in KINDS:
        hint = did_you_mean(kind, KINDS) if isinstance(kind, str) else ""
        problems.append(messages.FILE_UNKNOWN_KIND(("kind",), what=_what(kind), hint=hint))
    problems += format_problems(data.get("format"), FORMAT_VERSION)
    system_id = data.get("system")
    system = get_system(system_id) if isinstance(system_id, str) else None
    if system is None:
        known = system_ids()
        hint = did_you_mean(system_id, known) if isinstance(system_id, str) else ""
        problems.append(messages.FILE_UNKNOWN_SYSTEM(("system",), what=_what(system_id),
                                                     systems=", ".join(known), hint=hint))
    if problems or system is None:
        return problems
    return Header(ARMY_LIST if kind == ARMY_LIST else ARMY, system)


def format_problems(fmt: Any, version: int) -> list[Diagnostic]:
    """The file's `format:` against the newest `version` this program reads: missing, not a
    whole number from 1, or newer (every kind of file of ours, army, list or event)."""
    if fmt is None:
        return [messages.FILE_NO_FORMAT(("format",), version=version)]
    if not isinstance(fmt, int) or isinstance(fmt, bool) or fmt < 1:
        return [messages.FILE_BAD_FORMAT(("format",), found=describe(fmt))]
    if fmt > version:
        return [messages.FILE_FORMAT_TOO_NEW(("format",), format=fmt, version=version)]
    return []


def _what(value: Any) -> Phrase:
    """'is missing', or 'is <the value described>', as a header finding says it."""
    if value is None:
        return Phrase(N_("is missing"))
    return Phrase(N_("is {found}"), found=describe(value))
