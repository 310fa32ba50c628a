"""The army as plain text, for `listbuilder show` and `make run` without a display."""

from __future__ import annotations

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.view import ArmyView
from listbuilder.export.totals import total_lines


def render_summary(view: ArmyView, diagnostics: list[Diagnostic], display_path: str) -> str:
    lines = [f"{view.army_name} — {view.list_name} ({view.system})"]
    if view.options:
        lines.append(f"Options: {', '.join(view.options)}")
    if view.scale:
        lines.append(f"Scale: {view.scale}")
    lines.append("")
    keys = list(view.units[0].profile) if view.units else []
    # Columns as wide as their longest entry, so long ids and names stay aligned.
    iw = max([len("id"), *(len(u.id) for u in view.units)])
    width = max([len("unit"), *(len(u.name) for u in view.units)])
    tw = max([len("type"), *(len(u.type) for u in view.units)])
    lines.append(f"  {'id':<{iw}} {'unit':<{width}} {'type':<{tw}} "
                 + " ".join(f"{k:>4}" for k in keys))
    for u in view.units:
        mark = "G" if u.general else " "
        stats = " ".join(f"{u.profile[k]!s:>4}" for k in keys)
        extra = "; ".join([*u.equipment, *u.traits])
        lines.append(f"{mark} {u.id:<{iw}} {u.name:<{width}} {u.type:<{tw}} {stats}"
                     + (f"  {extra}" if extra else ""))
    for g in view.groups:
        names = ", ".join(unit.name if (unit := view.unit(m)) else m for m in g.members)
        lines.append(f"{g.kind.replace('-', ' ').capitalize()}: {names}")
    lines.append("")
    lines.append("Totals: " + " · ".join(total_lines(view)))
    if diagnostics:
        lines.append("")
        lines.append("Findings:")
        lines += [f"  {d.render(display_path)}" for d in diagnostics]
    else:
        lines.append("No findings: the army is legal.")
    return "\n".join(lines)
