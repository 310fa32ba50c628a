"""What a Basic Impetus player may edit, as field specs: the General, the options and the
choices inside them, and each unit's name, weapon and notes.

The editor shows the army's fields in its header, as for every system (the options as ticks
in a box, each option's choices beside it), and edits names and weapons in the units table's
cells (`LAYOUT.table_edits`): only a unit's notes are left for the fields panel, which shows
while one unit is selected. Taking or dropping an option is one step with what goes with
it: a dropped option's choices go, and a General whose unit the change removes moves to a
unit it brings in that may carry it.
"""

from __future__ import annotations

from typing import Any

from listbuilder.systems.api import (
    N_,
    ArmyView,
    Edit,
    EditorLayout,
    FieldSpec,
    Recent,
    UnitNames,
    _,
    field_edits,
    get_at,
    list_word,
    note_field,
    set_at,
)
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.build import build_view, resolved
from listbuilder.systems.basic_impetus.choices import UPGRADE, weapon_name, weapon_of
from listbuilder.systems.basic_impetus.facts import may_lead
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, Option
from listbuilder.systems.basic_impetus.option_fields import option_fields
from listbuilder.systems.basic_impetus.resolve import Unit

# No points in Basic Impetus; the General (the leader column) and a chosen weapon are shown
# (and edited) per unit.
LAYOUT = EditorLayout(columns=("name", "type", "profile", "leader", "weapon", "group", "base"),
                      table_edits=("name", "weapon"), traits_with_type=True)
OPTIONS = N_("Options")  # the section the option ticks are shown in
# Each unit's fields are asked for one by one (the units table's rows): found by id in the
# army's units, worked out once per army (`Recent`).
_units_by_id: Recent[dict[str, Unit]] = Recent()


def editable(army_list: BasicImpetusList, army: BasicImpetusArmy, unit_id: str | None
             ) -> list[FieldSpec]:
    if unit_id is not None:
        return unit_fields(army_list, army, unit_id)
    view = build_view(army_list, army)
    return [general_field(army, view), *(_option_tick(army_list, army, o)
                                         for o in army_list.options),
            *option_fields(army_list, army)]


def general_field(army: BasicImpetusArmy, view: ArmyView) -> FieldSpec:
    """The units that may carry the General; where it is now, marked, when it may not be."""
    # Named as the units table and the findings name them ("Knights 2", in the language).
    names = UnitNames.of(view)
    offered = tuple((u.id, names.label(u.id) or u.name) for u in view.units if may_lead(u))
    current = army.general
    shown: tuple[tuple[Any, str], ...] = ()
    if current is None:
        shown = ((None, _("— none —")),)
    elif current not in dict(offered):
        # Shown as it is so the problem is visible; the findings say why and fix it.
        shown = ((current, _("⚠ {name} (may not carry it)", name=names.label(current))
                  if view.unit(current) else _("⚠ a unit the army no longer has")),)
    return FieldSpec(("general",), N_("Genera&l"), "choice", current, offered + shown,
                     help=_("Only units the list lets carry the General are offered"),
                     undo=N_("Move the General"))


def _option_tick(army_list: BasicImpetusList, army: BasicImpetusArmy, option: Option
                 ) -> FieldSpec:
    tip = list_word(option.text or option.name)
    if option.excludes:
        names = {o.id: list_word(o.name) for o in army_list.options}
        tip += "\n" + _("Cannot be combined with: {names}", names=", ".join(
            names.get(x, x) for x in option.excludes))
    return FieldSpec(("options",), list_word(option.name).replace("&", "&&"), "bool",
                     option.id in army.options, section=OPTIONS, help=tip, member=option.id,
                     undo=N_("Take option"), undo_off=N_("Drop option"))


def unit_fields(army_list: BasicImpetusList, army: BasicImpetusArmy, unit_id: str
                ) -> list[FieldSpec]:
    unit = _units_by_id.get((army_list, army), lambda: {
        u.id: u for u in resolved(army_list, army)[0]}).get(unit_id)
    if unit is None:
        return []
    choice = army.units.get(unit_id)
    path = ("units", unit_id)
    fields = [FieldSpec((*path, "name"), N_("Name"), "text",
                        choice and choice.name or unit.name, default=unit.name, column="name",
                        undo=N_("Rename unit"))]
    if unit.row.weapon_choice:
        fields.append(FieldSpec(
            (*path, "weapon"), N_("Weapon"), "choice", weapon_of(unit, army),
            tuple((code, weapon_name(code) or code) for code in unit.row.weapon_choice),
            column="weapon", undo=N_("Choose weapon")))
    fields.append(note_field(path, choice.notes if choice else None))
    return fields


def option_edits(army_list: BasicImpetusList, army: BasicImpetusArmy, view: ArmyView,
                 spec: FieldSpec, value: Any) -> list[Edit]:
    """Setting a field; taking or dropping an option brings what goes with it."""
    edits = field_edits(army, spec, value)
    if spec.path[:1] == ("choices",) and army.format < 2 and edits:
        edits.append(UPGRADE)  # a format-1 file cannot keep the choice
    if spec.member is None or spec.path != ("options",) or not edits:
        return edits
    options = edits[0][1] or []
    if not value:  # its choice goes with it, as do the widgets that change it
        kept = {k: v for k, v in (get_at(army, ("choices",)) or {}).items()
                if k != spec.member}
        edits.append((("choices",), kept or None))
    general = _general_after(army_list, army, view, options)
    if general is not None:
        edits.append((("general",), general))
    return edits


def _general_after(army_list: BasicImpetusList, army: BasicImpetusArmy, view: ArmyView,
                   options: list[str]) -> str | None:
    """Where the General goes when its unit would vanish with these options; None: stays."""
    general = army.general
    if general is None or view.unit(general) is None:
        return None
    # The units the options leave (not a whole view: its checks are not needed here).
    after, _ = resolved(army_list, set_at(army, ("options",), options or None))
    if any(u.id == general for u in after):
        return None
    before = {u.id for u in view.units}
    carriers = [u.id for u in after if u.row.general]
    return next((uid for uid in carriers if uid not in before), None)
