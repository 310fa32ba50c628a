"""CIOS profiles: Accuracy, Initiative, Defence, Resolve — and how growth and mounts change them."""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from listbuilder.systems.api import N_
from listbuilder.systems.usb.list_model import UsbEffects, UsbGrowth, UsbProfile


@dataclass(frozen=True)
class Cios:
    accuracy: int  # the D6 score needed: lower is better
    initiative: int
    defence: int  # the D6 score needed: lower is better
    resolve: int

    @classmethod
    def of(cls, profile: UsbProfile) -> Cios:
        return cls(profile.accuracy, profile.initiative, profile.defence, profile.resolve)

    def with_effects(self, effects: UsbEffects) -> Cios:
        # Melee Initiative and move are situational: they go on the card, not the profile.
        return replace(self, resolve=self.resolve + effects.resolve)

    def riding(self, mount: Cios) -> Cios:
        """A hero on a monster: the better Accuracy and Defence, the sum of I and R."""
        return Cios(min(self.accuracy, mount.accuracy), self.initiative + mount.initiative,
                    min(self.defence, mount.defence), self.resolve + mount.resolve)


def grown(quality: Cios, growth: UsbGrowth, steps: int) -> Cios:
    """A monster or vehicle after `steps` growth steps.

    The text says "for each 15 points increase Resolve by 3 and Initiative by 1", yet all
    four of its worked examples (regular monster 29 pts → +4,1,+4,3; 104 pts → +4,6,+4,18;
    regular vehicle 44 pts → +4,1,+4,3; 119 pts → +4,6,+4,18) give Initiative = n and
    Resolve = 3n, never below the quality's own value. We follow the examples, as the
    RULES.md §2.5 digest reads them.
    """
    return replace(quality,
                   initiative=max(quality.initiative, steps * growth.initiative_per_step),
                   resolve=max(quality.resolve, steps * growth.resolve_per_step))


#: The view's profile keys (also `--format json`'s, so English); shown through `term()`.
POWER_POINTS = N_("Power Points")  # a hero's only: not printed for a unit
PROFILE_KEYS = (N_("Accuracy"), N_("Initiative"), N_("Defence"), N_("Resolve"), POWER_POINTS)


def score(value: int) -> str:
    return f"+{value}"


def as_profile(cios: Cios, power_points: int) -> dict[str, Any]:
    """The profile as a player reads it; every unit has the same keys, heroes' PP above 0."""
    values = (score(cios.accuracy), cios.initiative, score(cios.defence), cios.resolve,
              power_points)
    return dict(zip(PROFILE_KEYS, values, strict=True))
