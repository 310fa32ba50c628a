"""Resolve a skirmish army into the generic army view.

Each detachment is one `UnitView`: the detachment is what tests morale and leaves the table,
so it is what a player tracks (and what gets a card). The models in it are listed in the
unit's facts (`SkirmishFacts.models`), with their roles, costs and morale points.
"""

from __future__ import annotations

from listbuilder.systems.api import (
    N_,
    ArmyView,
    Diagnostic,
    Leading,
    Total,
    UnitView,
    Word,
    did_you_mean,
    one_line,
)
from listbuilder.systems.skirmish import composition, messages
from listbuilder.systems.skirmish.army_model import SkirmishArmy
from listbuilder.systems.skirmish.facts import ModelEntry, SkirmishFacts
from listbuilder.systems.skirmish.list_model import BaseSize, SkirmishList
from listbuilder.systems.skirmish.resolve import Bought, Resolved, resolve
from listbuilder.systems.skirmish.tables import (
    FORMATS,
    SCALES,
    SPECIAL_RULES,
    leave_threshold,
    morale_test_threshold,
    rule_name,
    rule_text,
)


def build_view(army_list: SkirmishList, army: SkirmishArmy) -> ArmyView:
    detachments, findings = resolve(army_list, army)
    findings += _check_scale(army)
    findings += composition.check_army(army, detachments)
    chief = _commander_in_chief(detachments)
    views = tuple(_detachment_view(d, army_list, d is chief) for d in detachments)
    return ArmyView.for_army(
        army_list,
        army,
        units=views,
        totals=_totals(army, detachments),
        findings=tuple(findings),
        leader_title=N_("Commander-in-chief"),
        unit_title=N_("Detachment"),  # the rules' «Отряд»: a row is a detachment
    )


def _commander_in_chief(detachments: list[Resolved]) -> Resolved | None:
    """The detachment of the army's senior officer, its commander-in-chief (the large format
    has one; a second is a finding, and the first is taken)."""
    return next((d for d in detachments
                 if any(b.role and b.role.is_senior_officer for b in d.models)), None)


def _check_scale(army: SkirmishArmy) -> list[Diagnostic]:
    if army.scale is None or army.scale in SCALES:
        return []
    return [messages.SCALE_UNKNOWN(("scale",), scale=army.scale,
                                   hint=did_you_mean(army.scale, SCALES),
                                   scales=", ".join(SCALES))]


def _totals(army: SkirmishArmy, detachments: list[Resolved]) -> tuple[Total, ...]:
    morale = sum(d.morale_points for d in detachments)
    return (
        # The format's key is its word (declared in messages.FORMAT_WORDS), shown translated.
        Total("game_format", N_("Game size"), Word(army.game_format)),
        Total("points", N_("Points"), sum(d.points for d in detachments),
              limit=FORMATS[army.game_format].budget, limit_key="points_limit"),
        Total("detachments", N_("Detachments"), len(detachments)),
        Total("models", N_("Models"), sum(d.model_count for d in detachments)),
        # The rules break the whole army only in the large format; in the small and medium
        # ones the force is one detachment, which leaves the table at the same half.
        Total("morale_points", N_("Morale points"), morale, breaks_at=leave_threshold(morale),
              lost=N_("MP lost"), breaks_at_key="army_breaks_at"),
    )


def _detachment_view(det: Resolved, army_list: SkirmishList, leads: bool) -> UnitView:
    mp = det.morale_points
    rules = sorted({r for b in det.models if b.model_type for r in b.model_type.rules})
    rule_texts = tuple(rule_text(r) for r in rules if r in SPECIAL_RULES)
    return UnitView(
        id=det.detachment.id,
        name=det.detachment.name or det.detachment.id,
        type="main" if det.detachment.main else "detachment",
        type_name=N_("Main detachment") if det.detachment.main else N_("Detachment"),
        # TRANSLATORS: a detachment's column heads: its models, morale points, the MP at
        # which it tests morale, the MP at which it leaves the field, its points.
        profile={N_("models"): det.model_count, "MP": mp,
                 N_("test"): morale_test_threshold(mp), N_("leaves"): leave_threshold(mp),
                 N_("points"): det.points},
        traits=tuple(rule_name(r) if r in SPECIAL_RULES else r for r in rules),
        rules=rule_texts,
        leading=Leading.LEADS if leads else Leading.NONE,
        points=det.points,
        player_note=one_line(det.detachment.notes),
        facts=SkirmishFacts(
            main=det.detachment.main,
            morale_points=mp,
            test_at=morale_test_threshold(mp),
            leaves_at=leave_threshold(mp),
            rules=tuple(r.line for r in rule_texts),
            models=tuple(_model_entry(b, army_list) for b in det.models),
        ),
    )


def _model_entry(b: Bought, army_list: SkirmishList) -> ModelEntry:
    return ModelEntry(
        type=b.entry.type,
        name=b.label,
        role=b.role_id,
        count=b.count,
        mounted=bool(b.model_type and b.model_type.mounted),
        cost_each=b.cost_each,
        points=b.points,
        morale_points=b.morale_points,
        upgrades=tuple(u for u, on in (("lance", b.entry.lance),
                                       ("outstanding", b.entry.outstanding),
                                       (b.entry.bonus or "", b.entry.bonus is not None)) if on),
        bases={scale: _size(b, army_list, scale) for scale in army_list.bases},
    )


def _size(b: Bought, army_list: SkirmishList, scale: str) -> tuple[float, float]:
    sizes = army_list.bases[scale]
    size: BaseSize = sizes.mounted if b.model_type and b.model_type.mounted else sizes.foot
    return (size.front, size.depth)
