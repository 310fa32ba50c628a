"""The army as plain text (Markdown) to paste into a forum or a chat: `export text`.

Deterministic: the same army gives the same text, so goldens can hold it. Pure Python, no
reportlab: printing a text summary loads nothing heavy.
"""

from __future__ import annotations

from collections.abc import Callable

from listbuilder.core.diagnostics import Severity
from listbuilder.core.list_view import UnitNames, in_words, member_name
from listbuilder.core.model import ArmyListBase
from listbuilder.core.phrases import naming, said
from listbuilder.core.stamp import data_stamp
from listbuilder.core.view import ArmyView, UnitView
from listbuilder.export.totals import (
    header_facts,
    leader_mark,
    rules_once,
    total_lines,
    unit_figures,
    unit_notes_line,
)
from listbuilder.export.typeset import typeset
from listbuilder.i18n import _, ngettext
from listbuilder.i18n.words import group_kind_name, list_word, named_suffix, scale_name, term
from listbuilder.storage.codes import severity_word


def army_text(view: ArmyView, system_name: str, army_list: ArmyListBase | None = None,
              composition: Callable[[UnitView], list[str]] | None = None,
              notes: str | None = None) -> str:
    with naming(UnitNames.of(view)):  # findings name units as the text does ("Knights 2")
        return _text(in_words(view), system_name, army_list, composition, notes)


def _text(view: ArmyView, system_name: str, army_list: ArmyListBase | None,
          composition: Callable[[UnitView], list[str]] | None, notes: str | None) -> str:
    lines = [f"# {view.army_name}", *_illegal(view), "",
             f"**{view.list_name}** · {term(system_name)}"
             + (" · " + _("scale {scale}", scale=scale_name(view.scale)) if view.scale else "")]
    if header := header_facts(view):
        lines.append(" · ".join(header))
    if view.options:
        lines.append(_("Options: {options}", options=", ".join(map(said, view.options))))
    lines.append("")
    for n, unit in enumerate(view.units, 1):
        lines += _unit_lines(n, unit, view, composition(unit) if composition else [])
    lines += _rules(view)
    lines += _groups(view)
    lines += ["", "**" + _("Totals:") + "** " + " · ".join(total_lines(view))]
    if notes and notes.strip():
        lines += ["", "**" + _("Notes:") + "**", *notes.strip().splitlines()]
    lines += _findings(view)
    lines += ["", _source(view, army_list)]
    return typeset("\n".join(lines)) + "\n"


def _unit_lines(n: int, unit: UnitView, view: ArmyView, made_of: list[str]) -> list[str]:
    profile = " · ".join(f"{term(k)} {v}" for k, v in unit.printed_profile.items())
    name = said(unit.type_name)
    kind = name if unit.type.islower() else f"{unit.type} {name}"
    head = f"{n}. **{unit.name}** — {kind} — {profile}"
    figures = unit_figures(unit)
    if figures:
        head += " — " + ", ".join(f"{term(label)} {value}" for label, value in figures)
    if mark := leader_mark(view, unit):
        head += f" — {mark}"
    lines = list(made_of)
    if unit.equipment:
        lines.append(_("Equipment: {equipment}", equipment=", ".join(map(said, unit.equipment))))
    if unit.traits:
        lines.append(_("Traits: {traits}", traits=", ".join(map(said, unit.traits))))
    if unit.player_note:
        lines.append(unit_notes_line(unit.player_note))
    # Nested under the item however wide its number: CommonMark takes a line as the item's
    # own only when indented to where the item's text starts ("10. " is four wide).
    indent = " " * len(f"{n}. ")
    return [head, *(f"{indent}- {line}" for line in lines)]


def _rules(view: ArmyView) -> list[str]:
    """Each rule in short once, with the numbers of the units that have it, as the roster
    prints them."""
    out = [f"- **{rule.name}:** {rule.sentence}" if rule.name else f"- {rule.sentence}"
           for rule in rules_once(view)]
    return ["", "**" + _("Rules:") + "**", *out] if out else []


def _groups(view: ArmyView) -> list[str]:
    out = []
    for g in view.groups:
        kind = group_kind_name(g.kind)
        name = named_suffix(g.name)
        named = [member_name(view, m) for m in g.members]
        if g.kind == "big-unit" and len(named) == 2:
            named = [_("{unit} (front)", unit=named[0]), _("{unit} (rear)", unit=named[1])]
        members = ", ".join(named)
        out.append(f"- {kind}{name}: {members}")
    return ["", "**" + _("Groups:") + "**", *out] if out else []


def _illegal(view: ArmyView) -> list[str]:
    """Said under the title, where a reader of a forum post starts: the findings come last."""
    errors = sum(1 for d in view.findings if d.severity == Severity.ERROR)
    return ["", "**" + ngettext("ILLEGAL ARMY: {n} error (see the findings at the end).",
                                "ILLEGAL ARMY: {n} errors (see the findings at the end).",
                                errors) + "**"] if errors else []


def _findings(view: ArmyView) -> list[str]:
    if not view.findings:
        return ["", _("Legal: no findings.")]
    errors = sum(1 for d in view.findings if d.severity == Severity.ERROR)
    head = "**" + (ngettext("ILLEGAL: {n} error.", "ILLEGAL: {n} errors.", errors) if errors
                   else _("Findings:")) + "**"
    return ["", head, *(f"- {severity_word(d.severity)} [{d.code}] {d.text()}"
                        for d in view.findings)]


def _source(view: ArmyView, army_list: ArmyListBase | None) -> str:
    """Where the text's data comes from: the list as it is now (its stamp, not the one the
    army records; a changed list is among the findings)."""
    parts = [_("List: {list}", list=view.list_name)]
    if army_list is not None:
        src = army_list.source
        # The book's names as the list's words give them in the reader's language (an
        # invented example's "Invented example list…"); a published title stays as printed.
        book = ", ".join(filter(None, [list_word(src.publisher), list_word(src.title or ""),
                                       src.volume, _("revised {date}", date=src.revised)
                                       if src.revised else None]))
        parts.append(_("source: {book}", book=book))
        parts.append(_("for {edition}", edition=list_word(army_list.edition)))
        parts.append(_("list data {stamp}", stamp=data_stamp(army_list)))
    return "_" + "; ".join(parts) + "._"
