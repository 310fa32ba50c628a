"""`show ARMY`: the army as plain text (`make run` shows it so without a display)."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.list_view import UnitNames, in_words, member_name
from listbuilder.core.phrases import naming, said
from listbuilder.core.view import ArmyView
from listbuilder.export.totals import leader_mark, total_lines, type_label, unit_notes
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _
from listbuilder.i18n.words import group_kind_name, named_suffix, scale_name, term
from listbuilder.systems import get_system


def render_summary(view: ArmyView, diagnostics: list[Diagnostic], display_path: str,
                   ids: bool = False) -> str:
    """The army as a player reads it; `ids` adds a column of the units' ids ("knights-2"),
    which the file and share codes use but which need not match the names ("Knights 1")."""
    with naming(UnitNames.of(view)):  # findings name units as the summary does ("Foot 2")
        return _summary(in_words(view), diagnostics, display_path, ids)


def _summary(view: ArmyView, diagnostics: list[Diagnostic], display_path: str,
             ids: bool) -> str:
    """`view` with the list's names in the reader's language (`in_words`)."""
    system = get_system(view.system)
    # The system as the rules call it, not its file key ("basic-impetus").
    system_name = term(system.name) if system else view.system
    lines = [f"{view.army_name} — {view.list_name} ({system_name})"]
    if view.options:
        lines.append(_("Options: {options}", options=", ".join(map(said, view.options))))
    if view.scale:
        lines.append(_("Scale: {scale}", scale=scale_name(view.scale)))
    if view.seal:  # what a printed roster of it carries, to compare
        lines.append(_("Seal: {seal}", seal=view.seal))
    lines.append("")
    keys = list(view.units[0].profile) if view.units else []
    id_head, unit_head, type_head = _("id"), _("unit"), _("type")
    # Columns as wide as their longest entry, so long ids and names stay aligned.
    iw = max([len(id_head), *(len(u.id) for u in view.units)])

    def id_cell(text: str) -> str:
        return f"{text:<{iw}} " if ids else ""
    width = max([len(unit_head), *(len(u.name) for u in view.units)])
    types = [type_label(u) for u in view.units]
    tw = max([len(type_head), *map(len, types)])
    heads = {k: term(k) for k in keys}  # "M", "VBU"; USB's "Accuracy" in the language
    kw = {k: max(4, len(heads[k]), *(len(str(u.profile.get(k, ""))) for u in view.units))
          for k in keys}
    lines.append(f"  {id_cell(id_head)}{unit_head:<{width}} {type_head:<{tw}} "
                 + " ".join(f"{heads[k]:>{kw[k]}}" for k in keys))
    for u, kind in zip(view.units, types, strict=True):
        mark = leader_mark(view, u)[:1] if u.leader else " "  # 'G' for the General
        stats = " ".join(f"{u.profile.get(k, '')!s:>{kw[k]}}" for k in keys)
        extra = "; ".join([*map(said, u.equipment), *map(said, u.traits)])
        lines.append(f"{mark} {id_cell(u.id)}{u.name:<{width}} {kind:<{tw}} {stats}"
                     + (f"  {extra}" if extra else ""))
    # The leader named in words ("General: Royal household"), and one the rules forbid.
    lines += [f"{mark}: {u.name}" for u in view.units if (mark := leader_mark(view, u))]
    for g in view.groups:
        names = ", ".join(member_name(view, m) for m in g.members)
        named = named_suffix(g.name)  # as the text export and the cards say it
        lines.append(f"{group_kind_name(g.kind)}{named}: {names}")
    noted = unit_notes(view)
    if noted:  # the player's own words on units, as the cards print them
        lines += ["", _("Unit notes:"), *(f"  {view.label(u.id)}: {u.player_note}"
                                            for _n, u in noted)]
    lines.append("")
    lines.append(_("Totals: {totals}", totals=" · ".join(total_lines(view))))
    if diagnostics:
        lines.append("")
        lines.append(_("Findings:"))
        lines += [f"  {d.render(display_path, for_people=True)}" for d in diagnostics]
    else:
        lines.append(_("No findings: the army is legal."))
    return typeset("\n".join(lines))
