"""The USB troop-menu file: qualities, unit types, options and heroes, with their costs.

Every number a player pays or a rule counts lives here as data (RULES.md §2), so a house rule
or a new edition is a list edit, not a code change. Model names carry the `Usb` prefix
because the JSON Schema keys its definitions by class name across all systems.
"""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import (
    ArmyListBase,
    Count,
    Id,
    Modifier,
    Name,
    OptionalCount,
    Points,
    PointsLimit,
    Stat,
    StrictModel,
    WholeMillimetres,
)

Slot = Literal["ranged", "melee", "other"]
#: The key under `costs` for what a hero pays, beside the unit-type ids.
HERO_KEY = "hero"


class UsbProfile(StrictModel):
    """CIOS: Accuracy and Defence are the D6 score to roll (+4 means 4+), I and R are counts."""

    accuracy: int = Field(ge=1, le=6)
    initiative: Stat
    defence: int = Field(ge=1, le=6)
    resolve: Stat


class UsbQuality(StrictModel):
    id: Id
    name: Name
    profile: UsbProfile
    cost: Points = Field(description="Points per model")


class UsbModelRange(StrictModel):
    min: Count
    max: Count


class UsbBase(StrictModel):
    front_mm: WholeMillimetres
    depth_mm: WholeMillimetres
    limit: Literal["max", "over"] = Field(
        default="max", description="'max': at most this size; 'over': larger than this")


class UsbEffects(StrictModel):
    """What a unit type, option or growth step changes; moves in inches."""

    resolve: Modifier = 0
    melee_initiative: Modifier = 0
    move: Modifier = 0


class UsbItem(StrictModel):
    """Monster or vehicle equipment: bought per item, the same one again if wanted."""

    id: Id
    name: Name
    cost: Points
    slot: Slot = "other"
    rules: str | None = None


class UsbUnlock(StrictModel):
    step: Count
    text: str
    items: OptionalCount | None = Field(default=None,
                              description="Equipment items allowed from this step on")
    effects: UsbEffects = UsbEffects()


class UsbGrowth(StrictModel):
    """Single models that grow: each step costs points and raises Initiative and Resolve."""

    base_cost: Points = Field(default=0, description="Paid on top of quality at step 0")
    step_cost: Points
    max_steps: OptionalCount
    initiative_per_step: Stat
    resolve_per_step: Stat
    items: OptionalCount = Field(default=1, description="Equipment items allowed before unlocks")
    unlocks: list[UsbUnlock] = []
    equipment: list[UsbItem] = []


class UsbUnitType(StrictModel):
    id: Id
    name: Name
    kind: Literal["troop", "monster", "vehicle"]
    models: UsbModelRange
    base: UsbBase | None = None
    cost_per_model: Points = Field(default=0, description="On top of quality")
    effects: UsbEffects = UsbEffects()
    included_specialisations: list[str] = Field(
        default=[], description="Specialisations the type always has, already paid for")
    growth: UsbGrowth | None = None
    rules: str | None = None


class UsbEquipment(StrictModel):
    """Whole-unit equipment (choose one); cost per model by unit-type id."""

    id: Id
    name: Name
    slot: Slot
    costs: dict[str, Points]
    rules: str | None = None


class UsbLeaders(StrictModel):
    name: Name
    cost: Points = Field(description="Per unit")
    types: list[str]
    effects: UsbEffects = UsbEffects()
    rules: str | None = None


class UsbSpecialWeapon(StrictModel):
    type: str
    cost: Points = Field(description="Per model that swaps")
    rules: str | None = None


class UsbSpecialWeapons(StrictModel):
    name: Name
    models: Count = Field(description="How many models of a unit may swap")
    requires_slot: Slot = Field(description="The unit's equipment must be of this slot")
    options: list[UsbSpecialWeapon]


class UsbSpecialisation(StrictModel):
    """Cost by unit-type id (per model for troops) or 'hero'; a type not named cannot buy it."""

    id: Id
    name: Name
    costs: dict[str, Points]
    effects: UsbEffects = UsbEffects()
    rules: str | None = None


class UsbRank(StrictModel):
    id: Id
    name: Name
    profile: UsbProfile
    power_points: Stat
    cost: Points
    magic_max: Points = Field(description="Most points of magic / technology it may buy")


class UsbHeroItem(StrictModel):
    id: Id
    name: Name
    slot: Slot
    cost: Points
    rules: str | None = None


class UsbClassChange(StrictModel):
    id: Id
    name: Name
    becomes: str = Field(description="Unit-type id the hero counts as afterwards")
    cost: Points = 0
    mount: bool = Field(default=False,
                        description="The hero rides a monster and pays the monster's cost")
    rules: str | None = None


class UsbHeroes(StrictModel):
    type: str = Field(description="Unit-type id a hero is without a class change")
    ranks: list[UsbRank] = Field(min_length=1)
    slots: dict[str, OptionalCount] = Field(description="Most equipment items per slot")
    equipment: list[UsbHeroItem] = []
    class_changes: list[UsbClassChange] = []


class UsbComposition(StrictModel):
    min_game: PointsLimit
    points_per_hero: PointsLimit = Field(description="One hero per started N points")
    min_heroes: OptionalCount
    points_per_activation: PointsLimit = Field(description="One activation per started N points")
    unit_share: Count = Field(description="No unit over 1/N of the points limit")


class UsbList(ArmyListBase):
    system: Literal["usb"]
    composition: UsbComposition
    qualities: list[UsbQuality] = Field(min_length=1)
    unit_types: list[UsbUnitType] = Field(min_length=1)
    equipment: list[UsbEquipment] = []
    leaders: UsbLeaders | None = None
    special_weapons: UsbSpecialWeapons | None = None
    specialisations: list[UsbSpecialisation] = []
    heroes: UsbHeroes
