"""Price each model entry of an army against its list and check its own upgrades.

An entry the list cannot price (unknown type or role) is reported and counted as nothing, so
the rest of the army still adds up.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from listbuilder.systems.api import Diagnostic, DocPath, did_you_mean, joined, ref_of
from listbuilder.systems.skirmish import messages, tables
from listbuilder.systems.skirmish.army_model import Detachment, ModelEntry, SkirmishArmy
from listbuilder.systems.skirmish.list_model import ModelType, SkirmishList
from listbuilder.systems.skirmish.tables import ROLE_WORDS, ROLES, Role, role_words


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
    if model_type is None:  # typed, not in the list: quoted as typed, the list's by name
        type_names = {key: ref_of(t) for key, t in types.items()}
        return Bought(path, entry, None, entry.role or "ranker", None, 0), [
            messages.UNKNOWN_MODEL_TYPE((*path, "type"), type=entry.type,
                                        hint=did_you_mean(entry.type, types, type_names),
                                        types=joined(type_names.values()))]
    role_id = entry.role or model_type.roles[0]
    problems = list(_check_role(role_id, model_type, path))
    role = ROLES.get(role_id) if not problems else None
    problems += list(_check_upgrades(entry, model_type, role_id, path))
    cost = model_type.cost + model_type.role_costs.get(role_id, 0) + _surcharges(entry, role_id)
    return Bought(path, entry, model_type, role_id, role, cost), problems


def _check_role(role_id: str, model_type: ModelType, path: DocPath) -> Iterator[Diagnostic]:
    if role_id not in ROLES:
        yield messages.UNKNOWN_ROLE((*path, "role"), role=role_id,
                                    hint=did_you_mean(role_id, ROLES, ROLE_WORDS),
                                    roles=role_words(ROLES))
        return
    allowed = role_id in model_type.roles or (
        role_id == "hero" and tables.HERO_FROM_ROLE in model_type.roles)
    if not allowed:
        yield messages.ROLE_NOT_ALLOWED((*path, "role"), model_type=ref_of(model_type),
                                        role=ROLE_WORDS[role_id],
                                        roles=role_words(model_type.roles))


def _check_upgrades(entry: ModelEntry, model_type: ModelType, role_id: str, path: DocPath
                    ) -> Iterator[Diagnostic]:
    role = ROLES.get(role_id)
    if entry.lance and not model_type.mounted:
        yield messages.LANCE_NOT_MOUNTED((*path, "lance"), model_type=ref_of(model_type))
    if entry.outstanding and not (role and role.is_officer):
        yield messages.OUTSTANDING_NOT_OFFICER((*path, "outstanding"))
    if entry.bonus is not None and not (role and role.is_senior_officer):
        yield messages.BONUS_NOT_SENIOR((*path, "bonus"), bonus=entry.bonus)


def _surcharges(entry: ModelEntry, role_id: str) -> int:
    extra = tables.HERO_COST if role_id == "hero" else 0
    extra += tables.CAVALRY_LANCE_COST if entry.lance else 0
    extra += tables.OUTSTANDING_OFFICER_COST if entry.outstanding else 0
    extra += tables.SENIOR_OFFICER_BONUSES.get(entry.bonus or "", 0)
    return extra
