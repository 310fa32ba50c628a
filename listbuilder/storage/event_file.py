"""Load an event file in the phases lists and armies load in: bytes → YAML with marks →
header → strict model (core/event_model.py) → resolved `Event`, checked against its rule
system (a scale it has, points only where it prices armies).

Every problem is a located diagnostic; nothing an organiser writes raises.
"""

from __future__ import annotations

import fnmatch
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from listbuilder.core import event_messages
from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.event import Event, same_scale
from listbuilder.core.event_model import FORMAT, KIND, EventFile
from listbuilder.core.hints import did_you_mean
from listbuilder.core.messages import Phrase, Word
from listbuilder.core.system import GameSystem
from listbuilder.i18n import N_
from listbuilder.storage import messages
from listbuilder.storage.loading import format_problems, read_bounded
from listbuilder.storage.schema_errors import KEY_CODES, describe, diagnostics_from
from listbuilder.storage.yaml_source import ParsedYaml, decode, parse_text
from listbuilder.systems import get_system, registry, system_ids


@dataclass(frozen=True)
class LoadedEvent:
    path: str
    #: None when the file has errors: no army is checked against half an event.
    event: Event | None
    diagnostics: list[Diagnostic] = field(default_factory=list)
    parsed: ParsedYaml | None = None

    @property
    def system(self) -> GameSystem | None:
        return get_system(self.event.system) if self.event else None

    def locate(self, diagnostics: list[Diagnostic]) -> list[Diagnostic]:
        if self.parsed is None:
            return diagnostics
        return self.parsed.locate(diagnostics, key_codes=KEY_CODES)


def is_event(data: Any) -> bool:
    """Whether a YAML document says it is an event file (for `validate`)."""
    return isinstance(data, dict) and data.get("kind") == KIND


def load_event(path: str | Path) -> LoadedEvent:
    name = str(path)
    raw, problems = read_bounded(path)
    if raw is None:
        return LoadedEvent(name, None, problems)
    text, problems = decode(raw, name)
    if text is None:
        return LoadedEvent(name, None, problems)
    return event_of(parse_text(text, name), name)


def event_of(parsed: ParsedYaml, name: str) -> LoadedEvent:
    """The event a parsed file gives, or why it gives none."""
    if parsed.root is None or (parsed.diagnostics and not parsed.checkable):
        return LoadedEvent(name, None, list(parsed.diagnostics), parsed)
    bare = LoadedEvent(name, None, [], parsed)
    header = _header(parsed.data)
    if header:
        return LoadedEvent(name, None, parsed.diagnostics + bare.locate(header), parsed)
    try:
        model = EventFile.model_validate(parsed.data)
    except ValidationError as exc:
        found = bare.locate(diagnostics_from(exc, EventFile))
        return LoadedEvent(name, None, parsed.diagnostics + found, parsed)
    found = bare.locate(_against_system(model))
    broken = parsed.diagnostics or any(d.severity is Severity.ERROR for d in found)
    return LoadedEvent(name, None if broken else Event.of(model),
                       parsed.diagnostics + found, parsed)


def _header(data: Any) -> list[Diagnostic]:
    """What the file's first keys get wrong: not an event, a format to come, no system."""
    if not isinstance(data, dict):
        return [event_messages.EVENT_FILE_NOT_EVENT(what=Phrase(N_("missing")))]
    problems: list[Diagnostic] = []
    kind = data.get("kind")
    if kind != KIND:
        what = Phrase(N_("is missing")) if kind is None else Phrase(N_("is {found}"),
                                                                    found=describe(kind))
        problems.append(event_messages.EVENT_FILE_NOT_EVENT(("kind",), what=what))
    problems += format_problems(data.get("format"), FORMAT)
    system_id = data.get("system")
    if not isinstance(system_id, str) or get_system(system_id) is None:
        known = system_ids()
        hint = did_you_mean(system_id, known) if isinstance(system_id, str) else ""
        what = Phrase(N_("is missing")) if system_id is None else Phrase(
            N_("is {found}"), found=describe(system_id))
        problems.append(messages.FILE_UNKNOWN_SYSTEM(("system",), what=what,
                                                     systems=", ".join(known), hint=hint))
    return problems


def _against_system(model: EventFile) -> list[Diagnostic]:
    """What the event asks that its system cannot give, and ranges that allow nothing."""
    system = get_system(model.system)
    problems: list[Diagnostic] = []
    if system is None:  # pragma: no cover - the header said it is known
        return problems
    if model.points is not None and not system.counts_points:
        problems.append(event_messages.EVENT_FILE_NO_POINTS(("points",), system=system.name))
    if model.scale is not None:
        problems += _scale_problems(model.scale, system)
    if model.years and model.years.first > model.years.last:
        problems.append(event_messages.EVENT_FILE_EMPTY_RANGE(
            ("years",), key="years", low=model.years.first, high=model.years.last))
    units = model.units
    if units and units.min is not None and units.max is not None and units.min > units.max:
        problems.append(event_messages.EVENT_FILE_EMPTY_RANGE(
            ("units",), key="units", low=units.min, high=units.max))
    event = Event.of(model)
    problems += [event_messages.EVENT_FILE_VERSION_NOT_ALLOWED(("list_versions", list_id),
                                                               list=list_id)
                 for list_id, _stamps in event.list_versions if not event.allows_list(list_id)]
    return problems


def _scale_problems(scale: str, system: GameSystem) -> list[Diagnostic]:
    known = [*system.scales, *system.scale_aliases]
    if any(same_scale(scale, s, system.scale_aliases) for s in known):
        return []
    return [event_messages.EVENT_FILE_UNKNOWN_SCALE(
        ("scale",), scale=scale, system=system.name, scales=", ".join(known),
        hint=did_you_mean(scale, known))]


def unmatched_lists(loaded: LoadedEvent, known_ids: list[str]) -> list[Diagnostic]:
    """A warning for each of the event's list patterns that names no list known here."""
    event = loaded.event
    if event is None:
        return []
    found = [event_messages.EVENT_FILE_NO_LIST(("lists", n), pattern=pattern,
                                               hint=did_you_mean(pattern, known_ids))
             for n, pattern in enumerate(event.lists)
             if not any(fnmatch.fnmatchcase(list_id, pattern) for list_id in known_ids)]
    return loaded.locate(found)


@cache
def system_names() -> dict[str, Word]:
    """Every rule system by id, named as people read it (translated when shown)."""
    return {system_id: Word(system.name) for system_id, system in registry().items()}
