"""Consistency checks on a skirmish list file (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterator

from listbuilder.systems.api import Diagnostic, did_you_mean
from listbuilder.systems.skirmish import messages
from listbuilder.systems.skirmish.list_model import ModelType, SkirmishList
from listbuilder.systems.skirmish.tables import ROLES, SCALES, SPECIAL_RULES


def check_list(army_list: SkirmishList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    seen: set[str] = set()
    for i, model_type in enumerate(army_list.model_types):
        path = ("model_types", i)
        if model_type.id in seen:
            out.append(messages.LIST_DUPLICATE_ID((*path, "id"), id=model_type.id))
        seen.add(model_type.id)
        out += _check_model_type(model_type, path)
    if not any("sergeant" in t.roles for t in army_list.model_types):
        out.append(messages.LIST_NO_SERGEANT(("model_types",)))
    for scale in army_list.bases:
        if scale not in SCALES:
            out.append(messages.LIST_UNKNOWN_SCALE(("bases", scale), scale=scale,
                                                   hint=did_you_mean(scale, SCALES),
                                                   scales=", ".join(SCALES)))
    return out


def _check_model_type(model_type: ModelType, path) -> Iterator[Diagnostic]:
    for ri, role in enumerate(model_type.roles):
        if role not in ROLES:
            yield messages.LIST_UNKNOWN_ROLE((*path, "roles", ri), role=role,
                                             hint=did_you_mean(role, ROLES),
                                             roles=", ".join(ROLES))
        elif role in model_type.roles[:ri]:
            yield messages.LIST_DUPLICATE_ROLE((*path, "roles", ri), role=role)
    for role in model_type.role_costs:
        if role not in model_type.roles:
            yield messages.LIST_ROLE_COST((*path, "role_costs", role), role=role,
                                          model_type=model_type.name,
                                          hint=did_you_mean(role, model_type.roles))
    for ri, rule in enumerate(model_type.rules):
        if rule not in SPECIAL_RULES:
            yield messages.LIST_UNKNOWN_RULE((*path, "rules", ri), rule=rule,
                                             hint=did_you_mean(rule, SPECIAL_RULES),
                                             rules=", ".join(SPECIAL_RULES))
    if "cavalry" in model_type.rules and not model_type.mounted:
        yield messages.LIST_CAVALRY_ON_FOOT((*path, "mounted"), model_type=model_type.name)
