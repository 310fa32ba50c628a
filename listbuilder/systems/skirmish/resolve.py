"""Price each model entry of an army against its list and check its own upgrades.

An entry the list cannot price (unknown type or role) is reported and counted as nothing, so
the rest of the army still adds up.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from listbuilder.core.articles import a
from listbuilder.core.diagnostics import Diagnostic, DocPath, error
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.skirmish import tables
from listbuilder.systems.skirmish.army_model import Detachment, ModelEntry, SkirmishArmy
from listbuilder.systems.skirmish.list_model import ModelType, SkirmishList
from listbuilder.systems.skirmish.tables import ROLES, Role


@dataclass(frozen=True)
class Bought:
    """`count` models of one type in one role; `role` is None when it could not be read."""

    path: DocPath
    entry: ModelEntry
    model_type: ModelType | None
    role_id: str
    role: Role | None
    cost_each: int

    @property
    def count(self) -> int:
        return self.entry.count

    @property
    def points(self) -> int:
        return self.cost_each * self.count

    @property
    def morale_points(self) -> int:
        return self.role.morale_points * self.count if self.role else 0

    @property
    def label(self) -> str:
        name = self.entry.name or (self.model_type.name if self.model_type else self.entry.type)
        return name


@dataclass(frozen=True)
class Resolved:
    index: int
    detachment: Detachment
    models: tuple[Bought, ...]

    @property
    def path(self) -> DocPath:
        return ("detachments", self.index)

    @property
    def points(self) -> int:
        return sum(b.points for b in self.models)

    @property
    def morale_points(self) -> int:
        return sum(b.morale_points for b in self.models)

    @property
    def model_count(self) -> int:
        return sum(b.count for b in self.models)

    def count_where(self, test) -> int:
        return sum(b.count for b in self.models if b.role and test(b.role_id, b.role))


def resolve(army_list: SkirmishList, army: SkirmishArmy) -> tuple[list[Resolved], list[Diagnostic]]:
    types = {t.id: t for t in army_list.model_types}
    out: list[Resolved] = []
    findings: list[Diagnostic] = []
    for di, det in enumerate(army.detachments):
        bought = []
        for mi, entry in enumerate(det.models):
            path = ("detachments", di, "models", mi)
            item, problems = _price(entry, types, path)
            bought.append(item)
            findings += problems
        out.append(Resolved(di, det, tuple(bought)))
    return out, findings


def _price(entry: ModelEntry, types: dict[str, ModelType], path: DocPath
           ) -> tuple[Bought, list[Diagnostic]]:
    model_type = types.get(entry.type)
    if model_type is None:
        return Bought(path, entry, None, entry.role or "ranker", None, 0), [error(
            "SK-UNKNOWN-MODEL-TYPE", f"The list has no model type '{entry.type}'."
            f"{did_you_mean(entry.type, types)} Model types: {', '.join(types)}.",
            (*path, "type"))]
    role_id = entry.role or model_type.roles[0]
    problems = list(_check_role(role_id, model_type, path))
    role = ROLES.get(role_id) if not problems else None
    problems += list(_check_upgrades(entry, model_type, role_id, path))
    cost = model_type.cost + model_type.role_costs.get(role_id, 0) + _surcharges(entry, role_id)
    return Bought(path, entry, model_type, role_id, role, cost), problems


def _check_role(role_id: str, model_type: ModelType, path: DocPath) -> Iterator[Diagnostic]:
    if role_id not in ROLES:
        yield error("SK-UNKNOWN-ROLE", f"Unknown role '{role_id}'.{did_you_mean(role_id, ROLES)} "
                    f"Roles: {', '.join(ROLES)}.", (*path, "role"))
        return
    allowed = role_id in model_type.roles or (
        role_id == "hero" and tables.HERO_FROM_ROLE in model_type.roles)
    if not allowed:
        yield error("SK-ROLE-NOT-ALLOWED", f"{a(model_type.name).replace('a', 'A', 1)} may not be "
                    f"{a(ROLES[role_id].name.lower())}; the list allows "
                    f"{', '.join(model_type.roles)}. Pick one of those roles or another "
                    "model type.", (*path, "role"))


def _check_upgrades(entry: ModelEntry, model_type: ModelType, role_id: str, path: DocPath
                    ) -> Iterator[Diagnostic]:
    role = ROLES.get(role_id)
    if entry.lance and not model_type.mounted:
        yield error("SK-LANCE-NOT-MOUNTED", f"A cavalry lance is for mounted models only, and "
                    f"the list's {model_type.name} is on foot. Remove 'lance: true'.",
                    (*path, "lance"))
    if entry.outstanding and not (role and role.is_officer):
        yield error("SK-OUTSTANDING-NOT-OFFICER", "Only an officer may be outstanding (+5). "
                    "Remove 'outstanding: true' or make the model an officer.",
                    (*path, "outstanding"))
    if entry.bonus is not None and not (role and role.is_senior_officer):
        yield error("SK-BONUS-NOT-SENIOR", f"Only a senior officer takes the '{entry.bonus}' "
                    "bonus. Remove 'bonus' or make the model a senior officer.",
                    (*path, "bonus"))


def _surcharges(entry: ModelEntry, role_id: str) -> int:
    extra = tables.HERO_COST if role_id == "hero" else 0
    extra += tables.CAVALRY_LANCE_COST if entry.lance else 0
    extra += tables.OUTSTANDING_OFFICER_COST if entry.outstanding else 0
    extra += tables.SENIOR_OFFICER_BONUSES.get(entry.bonus or "", 0)
    return extra
