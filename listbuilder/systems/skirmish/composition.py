"""Format and composition checks [3.2, Дополнение I]: budget, leaders, heroes, agitators.

Paths point into the army file. The readings taken where the seed is loose are here:
- In the medium format the force is one main detachment "reinforced by fighters of other
  detachments"; those reinforcements "may take sergeants", so they need none (at most one).
  Every other detachment has exactly one sergeant ("Каждый Отряд ОБЯЗАН иметь одного
  Сержанта").
- The large format needs one senior officer as commander-in-chief; a second is an error.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator

from listbuilder.core.diagnostics import Diagnostic, error, warning
from listbuilder.systems.skirmish import tables
from listbuilder.systems.skirmish.army_model import SkirmishArmy
from listbuilder.systems.skirmish.resolve import Bought, Resolved
from listbuilder.systems.skirmish.tables import FORMATS, GameFormat


def check_army(army: SkirmishArmy, detachments: list[Resolved]) -> list[Diagnostic]:
    fmt = FORMATS[army.game_format]
    out: list[Diagnostic] = []
    out += _duplicate_ids(detachments)
    out += _budget(fmt, detachments)
    out += _detachment_count(army, fmt, detachments)
    main = _main_detachment(army, fmt, detachments, out)
    for det in detachments:
        out += _leaders(det, reinforcement=fmt.main_detachment_points > 0 and det is not main)
        out += _agitators(det)
    out += _officer_required(fmt, detachments)
    out += _senior_officers(fmt, detachments)
    out += _heroes(detachments)
    return out


def _models(detachments: list[Resolved]) -> Iterator[Bought]:
    for det in detachments:
        yield from det.models


def _duplicate_ids(detachments: list[Resolved]) -> Iterator[Diagnostic]:
    counts = Counter(d.detachment.id for d in detachments)
    seen: set[str] = set()
    for det in detachments:
        if counts[det.detachment.id] > 1 and det.detachment.id in seen:
            yield error("SK-DUPLICATE-DETACHMENT", f"Detachment id '{det.detachment.id}' is "
                        "used twice; give each detachment its own id.", (*det.path, "id"))
        seen.add(det.detachment.id)


def _budget(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    points = sum(d.points for d in detachments)
    if points > fmt.budget:
        yield error("SK-POINTS-OVER", f"The army costs {points} points; the {fmt.name.lower()} "
                    f"format allows {fmt.budget}. Remove {points - fmt.budget} points of models "
                    "or play a larger format.", ("game_format",))


def _detachment_count(army: SkirmishArmy, fmt: GameFormat, detachments: list[Resolved]
                      ) -> Iterator[Diagnostic]:
    if fmt.single_detachment and len(detachments) > 1:
        yield error("SK-DETACHMENT-COUNT", f"The small format is one detachment; the army has "
                    f"{len(detachments)}. Merge them or play the medium or large format.",
                    ("detachments",))
    if army.game_format == "large" and len(detachments) == 1:
        yield warning("SK-DETACHMENT-COUNT", "The large format is a battle of several "
                      "detachments; this army has one. Add detachments or play a smaller "
                      "format.", ("detachments",))


def _main_detachment(army: SkirmishArmy, fmt: GameFormat, detachments: list[Resolved],
                     out: list[Diagnostic]) -> Resolved | None:
    """The medium format's main detachment (reported when missing or doubled)."""
    if fmt.main_detachment_points <= 0:
        return None
    mains = [d for d in detachments if d.detachment.main]
    if len(mains) != 1:
        which = "none is" if not mains else f"{len(mains)} are"
        out.append(error("SK-MAIN-DETACHMENT", f"The medium format needs exactly one main "
                         f"detachment; {which} marked. Put 'main: true' on one detachment.",
                         ("detachments",)))
        return mains[0] if mains else None
    main = mains[0]
    if main.points < fmt.main_detachment_points:
        out.append(error("SK-MAIN-POINTS", f"The main detachment '{main.detachment.id}' costs "
                         f"{main.points} points; the medium format needs at least "
                         f"{fmt.main_detachment_points} on it. Move models into it from the "
                         "reinforcements.", (*main.path, "models")))
    return main


def _leaders(det: Resolved, reinforcement: bool) -> Iterator[Diagnostic]:
    sergeants = det.count_where(lambda _, r: r.is_sergeant)
    name = det.detachment.id
    if sergeants > 1 or (sergeants == 0 and not reinforcement):
        yield error("SK-SERGEANT-COUNT", f"Detachment '{name}' has {sergeants} sergeants; every "
                    "detachment has exactly one. " + ("Add one: give a model 'role: sergeant'."
                                                     if sergeants == 0 else
                                                     "Make the others rankers."),
                    (*det.path, "models"), (name,))
    officers = det.count_where(lambda _, r: r.is_officer)
    if officers > tables.MAX_OFFICERS_PER_DETACHMENT:
        yield error("SK-OFFICER-COUNT", f"Detachment '{name}' has {officers} officers (a chief "
                    "counts as one); at most one per detachment. Remove the extra officers.",
                    (*det.path, "models"), (name,))


def _agitators(det: Resolved) -> Iterator[Diagnostic]:
    agitators = det.count_where(lambda rid, _: rid == "agitator")
    if agitators > tables.MAX_AGITATORS_PER_DETACHMENT:
        yield error("SK-AGITATOR-COUNT", f"Detachment '{det.detachment.id}' has {agitators} "
                    "agitators; at most one per detachment.", (*det.path, "models"),
                    (det.detachment.id,))


def _officer_required(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    if fmt.officer_required and not any(d.count_where(lambda _, r: r.is_officer)
                                        for d in detachments):
        yield error("SK-OFFICER-REQUIRED", f"The {fmt.name.lower()} format needs an officer to "
                    "command the force. Add a model with 'role: officer'. (The source's Officer "
                    "entry requires one from the medium format on, but its large-format text "
                    "makes officers optional; this tool requires one in medium games only and "
                    "follows the more specific large-format text.)", ("game_format",))


def _senior_officers(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    seniors = [b for b in _models(detachments) if b.role and b.role.is_senior_officer]
    count = sum(b.count for b in seniors)
    if not fmt.senior_officer_required:
        for b in seniors:
            yield error("SK-SENIOR-OFFICER-FORMAT", "Senior officers take part only in the "
                        f"large format, not the {fmt.name.lower()} one. Remove him or play "
                        "the large format.", (*b.path, "role"))
    elif count == 0:
        yield error("SK-SENIOR-OFFICER-REQUIRED", "The large format needs a senior officer as "
                    "commander-in-chief. Add a model with 'role: senior-officer'.",
                    ("game_format",))
    elif count > 1:
        yield error("SK-SENIOR-OFFICER-COUNT", f"The army has {count} senior officers; it has "
                    "one commander-in-chief. Keep one.", (*seniors[-1].path, "role"))


def _heroes(detachments: list[Resolved]) -> Iterator[Diagnostic]:
    heroes = [b for b in _models(detachments) if b.role_id == "hero" and b.role]
    if sum(b.count for b in heroes) > tables.MAX_HEROES_PER_ARMY:
        yield error("SK-HERO-COUNT", f"The army has {sum(b.count for b in heroes)} heroes; one "
                    "fighter in the army may be the hero. Make the others rankers.",
                    (*heroes[-1].path, "role"))
