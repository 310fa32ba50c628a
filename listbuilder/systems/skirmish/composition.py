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

from listbuilder.systems.api import UNIT, Diagnostic, Ref, Word
from listbuilder.systems.skirmish import messages, tables
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
            yield messages.DUPLICATE_DETACHMENT((*det.path, "id"), detachment=_named(det))
        seen.add(det.detachment.id)


def _budget(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    points = sum(d.points for d in detachments)
    if points > fmt.budget:
        yield messages.POINTS_OVER(("game_format",), points=points, format=_word(fmt),
                                   budget=fmt.budget, over=points - fmt.budget)


def _detachment_count(army: SkirmishArmy, fmt: GameFormat, detachments: list[Resolved]
                      ) -> Iterator[Diagnostic]:
    if fmt.single_detachment and len(detachments) > 1:
        yield messages.DETACHMENT_COUNT(("detachments",), n=len(detachments))
    if army.game_format == "large" and len(detachments) == 1:
        # About that detachment: clicked, the finding selects it.
        yield messages.LARGE_ONE_DETACHMENT(("detachments",), (detachments[0].detachment.id,))


def _main_detachment(army: SkirmishArmy, fmt: GameFormat, detachments: list[Resolved],
                     out: list[Diagnostic]) -> Resolved | None:
    """The medium format's main detachment (reported when missing or doubled)."""
    if fmt.main_detachment_points <= 0:
        return None
    mains = [d for d in detachments if d.detachment.main]
    if len(mains) != 1:
        # About every detachment: the editor selects them, to tick one as the main one.
        out.append(messages.MAIN_DETACHMENT(("detachments",), tuple(
            d.detachment.id for d in detachments), n=len(mains)))
        return mains[0] if mains else None
    main = mains[0]
    if main.points < fmt.main_detachment_points:
        out.append(messages.MAIN_POINTS((*main.path, "models"), (main.detachment.id,),
                                        detachment=_named(main),
                                        points=main.points, needed=fmt.main_detachment_points))
    return main


def _leaders(det: Resolved, reinforcement: bool) -> Iterator[Diagnostic]:
    sergeants = det.count_where(lambda _, r: r.is_sergeant)
    # The detachment by the name the player gave it; its id selects it in the editor.
    key, name = det.detachment.id, _named(det)
    if sergeants > 1 or (sergeants == 0 and not reinforcement):
        fix = messages.ADD_SERGEANT if sergeants == 0 else messages.DEMOTE_SERGEANTS
        yield messages.SERGEANT_COUNT((*det.path, "models"), (key,), detachment=name,
                                      n=sergeants, fix=Word(fix))
    officers = det.count_where(lambda _, r: r.is_officer)
    if officers > tables.MAX_OFFICERS_PER_DETACHMENT:
        yield messages.OFFICER_COUNT((*det.path, "models"), (key,), detachment=name,
                                     n=officers)


def _agitators(det: Resolved) -> Iterator[Diagnostic]:
    agitators = det.count_where(lambda rid, _: rid == "agitator")
    if agitators > tables.MAX_AGITATORS_PER_DETACHMENT:
        yield messages.AGITATOR_COUNT((*det.path, "models"), (det.detachment.id,),
                                      detachment=_named(det),
                                      n=agitators)


def _officer_required(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    if fmt.officer_required and not any(d.count_where(lambda _, r: r.is_officer)
                                        for d in detachments):
        yield messages.OFFICER_REQUIRED(("game_format",), format=_word(fmt))


def _senior_officers(fmt: GameFormat, detachments: list[Resolved]) -> Iterator[Diagnostic]:
    seniors = [b for b in _models(detachments) if b.role and b.role.is_senior_officer]
    count = sum(b.count for b in seniors)
    if not fmt.senior_officer_required:
        for det in detachments:  # the detachment named, for the editor to select
            for b in det.models:
                if b.role and b.role.is_senior_officer:
                    yield messages.SENIOR_OFFICER_FORMAT((*b.path, "role"), (det.detachment.id,),
                                                         format=_word(fmt))
    elif count == 0:
        yield messages.SENIOR_OFFICER_REQUIRED(("game_format",))
    elif count > 1:
        yield messages.SENIOR_OFFICER_COUNT((*seniors[-1].path, "role"), n=count)


def _heroes(detachments: list[Resolved]) -> Iterator[Diagnostic]:
    heroes = [b for b in _models(detachments) if b.role_id == "hero" and b.role]
    if sum(b.count for b in heroes) > tables.MAX_HEROES_PER_ARMY:
        yield messages.HERO_COUNT((*heroes[-1].path, "role"), n=sum(b.count for b in heroes))


def _word(fmt: GameFormat) -> Word:
    """The format as messages name it ("the medium format"), a term of the catalogue."""
    return Word(fmt.name.lower())


def _named(det: Resolved) -> Ref:
    """The detachment by the name the player gave it (its id while it has none)."""
    return Ref(UNIT, det.detachment.id, det.detachment.name or det.detachment.id)
