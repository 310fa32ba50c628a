"""Shared check for the systems' editing descriptions: every value offered gives a valid file.

A `FieldSpec`, `AddSpec` or `RemoveSpec` that produced a file the army model refuses would be
a bug the GUI hits as an exception, so each system's tests apply every one of them.
"""

from __future__ import annotations

from typing import Any

from listbuilder.core.edit_specs import FieldSpec, add_edit, remove_edit
from listbuilder.core.path_edits import set_at
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import load_file
from tests.conftest import ROOT


def loaded_sample(name: str):
    loaded = load_file(ROOT / "resources" / "samples" / f"{name}.army.yaml")
    assert loaded.diagnostics == [] and loaded.model is not None
    army_list = bundled_catalog().get(loaded.model.list)
    return loaded.system, army_list, loaded.model


def apply_everything(name: str) -> int:
    """Apply every offered edit of the sample; each must validate and build. Returns a count."""
    system, army_list, army = loaded_sample(name)
    view = system.build(army_list, army)
    applied = 0
    for unit_id in [None, *(u.id for u in view.units)]:
        # Each change is the edits one step applies: a field's with those going with it.
        changes = [system.field_edits(army_list, army, view, spec, value)
                   for spec in system.editable(army_list, army, unit_id)
                   for value in offered_values(spec)]
        changes += [[add_edit(army, spec)] for spec in system.addable(army_list, army, unit_id)]
        if unit_id is not None:
            changes += [[remove_edit(army, spec)]
                        for spec in system.removable(army_list, army, unit_id)]
        for edits in filter(None, changes):
            changed = army
            for edit in edits:
                changed = set_at(changed, *edit)
            system.build(army_list, changed)  # never raises for what a player may pick
            applied += 1
    return applied


def offered_values(spec: FieldSpec) -> list[Any]:
    """Every value the field offers a player (each choice, the bounds)."""
    if spec.kind == "choice":
        return [value for value, _ in spec.choices]
    if spec.kind in ("multi", "counts"):
        return [[], *([value] for value, _ in spec.choices)]
    if spec.kind == "bool":
        return [True, False]
    if spec.kind == "int":
        return [v for v in (spec.minimum, spec.maximum, spec.current) if v is not None]
    return ["A name", ""]
