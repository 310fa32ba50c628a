"""Basic Impetus editing intents: what a player means, turned into path edits on the army.

Each function computes the new values from the document's current model and asks the
document to apply them as one undoable step. Illegal results (a mixed group, a General on a
unit that may not carry it) are allowed: the live findings flag them at once.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from PySide6.QtCore import QCoreApplication

from listbuilder.app.document import ArmyDocument
from listbuilder.core.edit_specs import Edit, FieldSpec, field_edit
from listbuilder.core.path_edits import get_at, set_at

SYSTEM_ID = "basic-impetus"


def _tr(text: str) -> str:
    return QCoreApplication.translate("BiEdits", text)


def supports(doc: ArmyDocument) -> bool:
    return doc.system.id == SYSTEM_ID


def _choice_edit(doc: ArmyDocument, unit_id: str, key: str, value: Any) -> Edit:
    current = get_at(doc.model, ("units", unit_id))
    choice = {k: v for k, v in (current or {}).items() if v is not None}
    if value is None:
        choice.pop(key, None)
    else:
        choice[key] = value
    return (("units", unit_id), choice or None)


def rename_unit(doc: ArmyDocument, unit_id: str, name: str) -> bool:
    unit = doc.view.unit(unit_id)
    wanted: str | None = name.strip()
    # Back to the list's own name: drop the custom name rather than store a copy of it.
    if unit is None or not wanted or wanted == unit.extra.get("list_name"):
        wanted = None
    return doc.apply(_tr("Rename unit"), [_choice_edit(doc, unit_id, "name", wanted)])


def set_weapon(doc: ArmyDocument, unit_id: str, weapon: str | None) -> bool:
    return doc.apply(_tr("Choose weapon"), [_choice_edit(doc, unit_id, "weapon", weapon)])


def set_general(doc: ArmyDocument, unit_id: str | None) -> bool:
    return doc.apply(_tr("Move the General"), [(("general",), unit_id)])


def set_option(doc: ArmyDocument, option_id: str, taken: bool) -> bool:
    """Take or drop an option; a General whose unit it removes moves with the swap.

    The General goes to a unit the change brings in that may carry it (Dismounted Nobles
    for Nobles, and back when the option is dropped); with none, the findings offer fixes.
    """
    options = [o for o in get_at(doc.model, ("options",)) or [] if o != option_id]
    if taken:
        options.append(option_id)
    text = _tr("Take option") if taken else _tr("Drop option")
    edits: list[Edit] = [(("options",), options or None)]
    if not taken:  # its choice goes with it, as do the widgets that change it
        kept = {k: v for k, v in (get_at(doc.model, ("choices",)) or {}).items()
                if k != option_id}
        edits.append((("choices",), kept or None))
    general = _general_after(doc, options)
    if general is not None:
        edits.append((("general",), general))
    return doc.apply(text, edits)


def option_fields(doc: ArmyDocument) -> dict[str, list[FieldSpec]]:
    """The choices inside the options taken, by option id (which row to add, remove from)."""
    by_option: dict[str, list[FieldSpec]] = {}
    for spec in doc.system.option_fields(doc.army_list, doc.model):
        by_option.setdefault(spec.section, []).append(spec)
    return by_option


def set_option_field(doc: ArmyDocument, spec: FieldSpec, value: Any) -> bool:
    """One edit of the whole `choices` mapping: undo then removes the option's entry (and
    `choices` itself) where the pick created them, instead of leaving `{}` in the file."""
    edit = field_edit(spec, value)
    if edit is None:
        return False
    top = edit[0][:1]
    after = get_at(set_at(doc.model, *edit), top)
    return doc.apply(_tr("Choose in option"), [(top, after or None)])


def _general_after(doc: ArmyDocument, options: list[str]) -> str | None:
    """Where the General goes when its unit would vanish with these options; None: stays."""
    general = get_at(doc.model, ("general",))
    if general is None or doc.view.unit(general) is None:
        return None
    after = doc.system.build(doc.army_list, set_at(doc.model, ("options",), options or None))
    if after.unit(general) is not None:
        return None
    before = {u.id for u in doc.view.units}
    carriers = [u.id for u in after.units if u.may_lead]
    return next((uid for uid in carriers if uid not in before), None)


def group_units(doc: ArmyDocument, unit_ids: Iterable[str]) -> bool:
    return doc.run_selection_action("group", list(unit_ids))


def form_big_unit(doc: ArmyDocument, unit_ids: Iterable[str]) -> bool:
    return doc.run_selection_action("big-unit", list(unit_ids))


def ungroup_units(doc: ArmyDocument, unit_ids: Iterable[str]) -> bool:
    return doc.run_selection_action("ungroup", list(unit_ids))
