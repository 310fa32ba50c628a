"""Szwadron's rule tables (RULES.md §4, seed 002): characteristics and bases.

Costs and unit sizes are the army list's; the rules themselves fix only the characteristics
a figure has [1.1] and the base each kind of figure stands on [1.2].
"""

from __future__ import annotations

from dataclasses import dataclass

from listbuilder.systems.api import N_

# [1.1] in the order the rules print them.
CHARACTERISTICS: dict[str, str] = {
    "R": "Ruch (movement, cm)",
    "W": "Wytrzymałość (damage to remove a figure)",
    "SW": "Siła w walce wręcz (melee strength)",
    "SO": "Siła ognia (firepower)",
    "Z": "Zasięg (range)",
    "UW": "Umiejętność walki wręcz (melee skill)",
    "C": "Celność (accuracy)",
    "M": "Morale",
}


@dataclass(frozen=True)
class Base:
    front_mm: float
    depth_mm: float

    @property
    def label(self) -> str:
        return f"{self.front_mm:g}x{self.depth_mm:g}"


# [1.2] one figure per base: infantry 2×2 cm, cavalry 2×4 cm, artillery battery 4×4 cm, and
# the limbers or trains some artillery has, on their own 4×4 cm bases.
BASES: dict[str, Base] = {
    "infantry": Base(20, 20),
    "cavalry": Base(20, 40),
    "artillery": Base(40, 40),
    "limber": Base(40, 40),
}

# The rules print one set of base sizes, whatever the figures' scale.
# TRANSLATORS: Szwadron's one figure scale (its bases are the same for every figure size).
SCALES = (N_("standard"),)
