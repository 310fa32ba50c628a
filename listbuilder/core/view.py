"""The army as a player reads it: resolved units, groups, totals and findings.

Every rule system builds one of these; the CLI, the GUI and the PDF export only read it.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, fields
from enum import Enum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.phrases import said
from listbuilder.i18n.words import term

if TYPE_CHECKING:  # a view read back from the export cache must not import pydantic
    from listbuilder.core.model import ArmyBase, ArmyListBase

#: What a total counts: a number, a word ("small") or counts by kind ({"CL": 7, "CM": 2}).
TotalValue = int | str | Mapping[str, int]


@dataclass(frozen=True)
class Total:
    """One of the army's totals, with the bounds the rules set on it.

    The system names it (`label`, English, marked with `N_()` and translated where shown) and
    says what bounds it: an upper `limit` (a points limit, the activations allowed) or the
    usual `range` (7–10 units). A *break tally* is a total the players count down in the game
    and the army breaks when `breaks_at` of it is lost (Basic Impetus's VDT, the skirmish
    army's morale points); the roster draws it as boxes to tick.

    `key` is the stable id: the key of `--format json`'s `totals`, where the limit and the
    break point appear under `limit_key` and `breaks_at_key` (left out where these are None).
    """

    key: str
    label: str
    value: TotalValue
    limit: int | None = None
    range: tuple[int, int] | None = None
    breaks_at: int | None = None
    lost: str = ""  # what a break tally loses, after the number: "VD of routed units"
    limit_key: str | None = None
    breaks_at_key: str | None = None

    @property
    def is_break_tally(self) -> bool:
        return self.breaks_at is not None

    @property
    def within(self) -> bool:
        """Whether the value keeps to its limit and range (a total without them always does)."""
        if not isinstance(self.value, int):
            return True
        low, high = self.range or (self.value, self.value)
        return low <= self.value <= high and (self.limit is None or self.value <= self.limit)

    @property
    def over(self) -> bool:
        return not self.within

    def to_json(self) -> dict[str, Any]:
        value = dict(self.value) if isinstance(self.value, Mapping) else self.value
        data: dict[str, Any] = {self.key: value}
        if self.limit_key is not None:
            data[self.limit_key] = self.limit
        if self.breaks_at_key is not None:
            data[self.breaks_at_key] = self.breaks_at
        return data


@dataclass(frozen=True)
class RuleText:
    """One of the unit's rules in short, as cards and rosters print it: "Pike: deep formation
    bonus …" (English from the system's tables, or the list's own words)."""

    name: str
    text: str

    @property
    def line(self) -> str:
        return f"{self.name}: {self.text}"

    def said(self) -> str:
        """The line in the reader's language: whole where the catalogue has it whole (the
        skirmish rules' "Pike: charging cavalry …"), else its name and its text each."""
        whole = term(self.line)
        return whole if whole != self.line else f"{said(self.name)}: {said(self.text)}"


@dataclass(frozen=True)
class UnitCount:
    """A figure of the unit its system reports beside the profile ("Models 3", "Base mm 25x50"),
    printed per unit on the roster, the cards' text and `show`. `label` is English, marked
    with `N_()`; `key` is the stable id (the unit's key in `--format json`)."""

    key: str
    label: str
    value: int | str


@dataclass(frozen=True)
class CostItem:
    """One line of what a unit's points are made of ("Spear: 5"), in the systems that price."""

    item: str
    points: int


class Leading(Enum):
    """The unit and the army's leader (`ArmyView.leader_title` names him), in any system."""

    NONE = "none"
    MAY = "may"  # the list lets the unit carry him; it does not
    LEADS = "leads"  # it carries him
    NOT_ALLOWED = "not allowed"  # the army puts him here, where the rules forbid it


@dataclass(frozen=True)
class Armed:
    """The one weapon a unit carries, where its system gives each unit one (the units table's
    weapon column): its code as files write it, its name as printed (a table's `Word` or the
    list's own name), and whether the rules give it to the unit. An army file may choose one
    they do not: it is shown as chosen and marked, never as if nothing were chosen (the
    findings say why it is not allowed)."""

    code: str
    name: str
    allowed: bool = True


class UnitFacts:
    """A system's own facts about a unit: each system types them in a frozen dataclass of its
    own (`BasicImpetusFacts`...) that only the system reads (its printables, its fixes); the
    app and the printers read the view's typed fields. `to_json()` writes them into
    `--format json`, after the fields every system has."""

    def to_json(self) -> dict[str, Any]:
        return {}


def json_value(value: Any) -> Any:
    """A fact as `--format json` writes it: tuples as lists, typed records by their own
    `to_json()`, all the way down."""
    if hasattr(value, "to_json"):
        return value.to_json()
    if isinstance(value, tuple | list):
        return [json_value(v) for v in value]
    if isinstance(value, Mapping):
        return {k: json_value(v) for k, v in value.items()}
    return value


@dataclass(frozen=True)
class FactsRecord(UnitFacts):
    """Facts written into the JSON under their field names, in their order."""

    def to_json(self) -> dict[str, Any]:
        return {f.name: json_value(getattr(self, f.name)) for f in fields(self)}


@dataclass(frozen=True)
class UnitView:
    id: str
    name: str
    type: str
    type_name: str
    # Ordered as the system prints it, e.g. {"M": 8, "VBU": 7, "I": 4, "VD": 3}.
    profile: dict[str, Any]
    leading: Leading = Leading.NONE
    equipment: tuple[str, ...] = ()
    traits: tuple[str, ...] = ()
    notes: tuple[str, ...] = ()
    # What the unit costs, in the systems that price units (None in Basic Impetus), and what
    # that cost is made of, where the system itemises it.
    points: int | None = None
    cost_breakdown: tuple[CostItem, ...] = ()
    # The unit's rules in short and its own figures beside the profile, in printing order.
    rules: tuple[RuleText, ...] = ()
    counts: tuple[UnitCount, ...] = ()
    # The unit's weapon, where its system gives each unit one; and the list's own name for a
    # unit the player renamed (None where the system keeps no other name).
    weapon: Armed | None = None
    list_name: str | None = None
    # The player's own note on the unit (its `notes` in the army file), printed as written
    # on its card, the roster, the text export and `show`; "" where it has none.
    player_note: str = ""
    # The system's own facts about the unit, typed by the system (see `UnitFacts`).
    facts: UnitFacts = field(default_factory=UnitFacts)
    # Profile keys that mean nothing for this unit (a USB unit's Power Points, which only
    # heroes have): the profile keeps every key alike (the JSON, the seal), the page leaves
    # these out.
    not_applicable: tuple[str, ...] = ()

    @property
    def printed_profile(self) -> dict[str, Any]:
        """The profile as the roster and the text export print it."""
        return {k: v for k, v in self.profile.items() if k not in self.not_applicable}

    @property
    def leader(self) -> bool:
        """Whether the unit carries the army's leader."""
        return self.leading is Leading.LEADS

    @property
    def extra(self) -> dict[str, Any]:
        """The system's own facts as `--format json` writes them."""
        return self.facts.to_json()

    def to_json(self) -> dict[str, Any]:
        data = {
            "id": self.id,
            "name": self.name,
            "type": self.type,
            "type_name": self.type_name,
            "profile": dict(self.profile),
            "general": self.leader,  # the JSON keeps its first name for every system's leader
            "equipment": list(self.equipment),
            "traits": list(self.traits),
            "notes": list(self.notes),
            **({"points": self.points} if self.points is not None else {}),
            **({"player_note": self.player_note} if self.player_note else {}),
        }
        data.update(self.facts.to_json())
        return data


@dataclass(frozen=True)
class GroupView:
    id: str
    kind: str  # "group" or "big-unit" (or a system's own grouping)
    members: tuple[str, ...]  # a big unit's front unit first
    name: str = ""  # the player's own name for it, where given

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "kind": self.kind, "members": list(self.members)}


def numbered_labels(units: Iterable[tuple[str, str]]) -> dict[str, str]:
    """Each unit (id, name) as a player names it: its name, numbered when others of the army
    share it ('Knights 2'). Findings, the editor and the cards say the same."""
    pairs = list(units)
    namesakes: dict[str, list[str]] = {}
    for unit_id, name in pairs:
        ids = namesakes.setdefault(name, [])
        if unit_id not in ids:
            ids.append(unit_id)
    # A number that would give another unit's own name ("Knights 2" beside two "Knights") is
    # skipped: no two units of the army may read alike.
    taken = set(namesakes)
    labels: dict[str, str] = {}
    for name, ids in namesakes.items():
        if len(ids) == 1:
            labels.setdefault(ids[0], name)
            continue
        numbers = (n for n in range(1, len(ids) + len(taken) + 1) if f"{name} {n}" not in taken)
        for unit_id, n in zip(ids, numbers):  # noqa: B905 - numbers outnumber the ids
            labels.setdefault(unit_id, f"{name} {n}")
    return labels


@dataclass(frozen=True)
class ArmyView:
    system: str
    list_id: str
    list_name: str
    army_name: str
    scale: str | None
    units: tuple[UnitView, ...]
    groups: tuple[GroupView, ...] = ()
    options: tuple[str, ...] = ()
    totals: tuple[Total, ...] = ()
    findings: tuple[Diagnostic, ...] = ()
    # What the system calls the army's leader ("General", "Commander"), marked with N_();
    # empty where its rules name none.
    leader_title: str = ""
    # What the system calls a row of the units table ("Detachment"), marked with N_(); empty:
    # "Unit".
    unit_title: str = ""
    # The roster's header facts, as the army file gives them ("" where it does not).
    player: str = ""
    event: str = ""
    date: str = ""
    # The roster's seal (core/seal.py), where the army was sealed ("" where not).
    seal: str = ""

    @classmethod
    def for_army(cls, army_list: ArmyListBase, army: ArmyBase, **rest: Any) -> ArmyView:
        """The header every system's view shares, taken from the list and the army."""
        return cls(system=army.system, list_id=army_list.id, list_name=army_list.name,
                   army_name=army.name, scale=army.scale, player=army.player or "",
                   event=army.event or "", date=army.date or "", **rest)

    def unit(self, unit_id: str) -> UnitView | None:
        return self._by_id.get(unit_id)

    def label(self, unit_id: str) -> str:
        """The unit as a player names it: its name, numbered when others share it
        ('Knights 2'); the id itself for a unit the army does not have."""
        return self._labels.get(unit_id, unit_id)

    # Worked out once per view (the view never changes): the editor looks units up by id
    # for every cell and every finding it shows.
    @cached_property
    def _by_id(self) -> dict[str, UnitView]:
        found: dict[str, UnitView] = {}
        for u in self.units:
            found.setdefault(u.id, u)
        return found

    @cached_property
    def _labels(self) -> dict[str, str]:
        return numbered_labels((u.id, u.name) for u in self.units)

    @property
    def leader(self) -> UnitView | None:
        return next((u for u in self.units if u.leader), None)

    def total(self, key: str) -> Total | None:
        return next((t for t in self.totals if t.key == key), None)

    def totals_json(self) -> dict[str, Any]:
        """The totals as `--format json` writes them: each value under its key, then its
        limit and break point under theirs."""
        return {k: v for t in self.totals for k, v in t.to_json().items()}

    def to_json(self) -> dict[str, Any]:
        return {
            "system": self.system,
            "list": self.list_id,
            "list_name": self.list_name,
            "name": self.army_name,
            "scale": self.scale,
            "options": list(self.options),
            "unit_count": len(self.units),
            "units": [u.to_json() for u in self.units],
            "groups": [g.to_json() for g in self.groups if g.kind == "group"],
            "big_units": [g.to_json() for g in self.groups if g.kind == "big-unit"],
            "totals": self.totals_json(),
            "findings": [d.to_json() for d in self.findings],
        }
