"""Consistency checks on a skirmish list file (paths point into the list file)."""

from __future__ import annotations

from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, error, warning
from listbuilder.core.hints import did_you_mean
from listbuilder.systems.skirmish.list_model import ModelType, SkirmishList
from listbuilder.systems.skirmish.tables import ROLES, SCALES, SPECIAL_RULES


def check_list(army_list: SkirmishList) -> list[Diagnostic]:
    out: list[Diagnostic] = []
    seen: set[str] = set()
    for i, model_type in enumerate(army_list.model_types):
        path = ("model_types", i)
        if model_type.id in seen:
            out.append(error("SK-LIST-DUPLICATE-ID", f"Model type id '{model_type.id}' is used "
                             "twice; every model type needs its own id.", (*path, "id")))
        seen.add(model_type.id)
        out += _check_model_type(model_type, path)
    if not any("sergeant" in t.roles for t in army_list.model_types):
        out.append(error("SK-LIST-NO-SERGEANT", "No model type may be a sergeant, and every "
                         "detachment needs one. Add 'sergeant' to some model type's 'roles'.",
                         ("model_types",)))
    for scale in army_list.bases:
        if scale not in SCALES:
            out.append(error("SK-LIST-UNKNOWN-SCALE", f"Base sizes for unknown scale '{scale}'."
                             f"{did_you_mean(scale, SCALES)} Scales: {', '.join(SCALES)}.",
                             ("bases", scale)))
    return out


def _check_model_type(model_type: ModelType, path) -> Iterator[Diagnostic]:
    for ri, role in enumerate(model_type.roles):
        if role not in ROLES:
            yield error("SK-LIST-UNKNOWN-ROLE", f"Unknown role '{role}'."
                        f"{did_you_mean(role, ROLES)} Roles: {', '.join(ROLES)}.",
                        (*path, "roles", ri))
        elif role in model_type.roles[:ri]:
            yield warning("SK-LIST-DUPLICATE-ROLE", f"Role '{role}' is listed twice; list it "
                          "once.", (*path, "roles", ri))
    for role in model_type.role_costs:
        if role not in model_type.roles:
            yield error("SK-LIST-ROLE-COST", f"'role_costs' prices role '{role}', which "
                        f"{model_type.name} may not take.{did_you_mean(role, model_type.roles)} "
                        "Add it to 'roles' or remove the price.", (*path, "role_costs", role))
    for ri, rule in enumerate(model_type.rules):
        if rule not in SPECIAL_RULES:
            yield error("SK-LIST-UNKNOWN-RULE", f"Unknown special rule '{rule}'."
                        f"{did_you_mean(rule, SPECIAL_RULES)} Rules: "
                        f"{', '.join(SPECIAL_RULES)}.", (*path, "rules", ri))
    if "cavalry" in model_type.rules and not model_type.mounted:
        yield warning("SK-LIST-CAVALRY-ON-FOOT", f"{model_type.name} has the cavalry rule but "
                      "is not mounted. Add 'mounted: true' or remove the rule.",
                      (*path, "mounted"))
