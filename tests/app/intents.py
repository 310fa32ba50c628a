"""What a player does, through the document as the editor does it: the system's field specs
and selection actions, never a system's own code."""

from __future__ import annotations

from typing import Any

from listbuilder.app.army.document import ArmyDocument
from listbuilder.core.edit_specs import FieldSpec


def field(doc: ArmyDocument, unit_id: str | None, test) -> FieldSpec:
    return next(s for s in doc.system.editable(doc.army_list, doc.model, unit_id) if test(s))


def rename_unit(doc: ArmyDocument, unit_id: str, name: str) -> bool:
    return doc.set_field(field(doc, unit_id, lambda s: s.column == "name"), name)


def set_option(doc: ArmyDocument, option_id: str, taken: bool) -> bool:
    return doc.set_field(field(doc, None, lambda s: s.member == option_id), taken)


def set_value(doc: ArmyDocument, unit_id: str | None, path: tuple, value: Any) -> bool:
    return doc.set_field(field(doc, unit_id, lambda s: s.path == path), value)


def group_units(doc: ArmyDocument, unit_ids: list[str]) -> bool:
    return doc.run_selection_action("group", unit_ids)


def general_box(editor):
    """The General's combo box in the editor's header."""
    widget = next((w for w in editor.army_fields.header_fields if w.spec.path == ("general",)),
                  None)
    return None if widget is None else widget.editor
