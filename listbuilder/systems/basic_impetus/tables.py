"""Basic Impetus reference tables as data (RULES.md §1.3, §1.5, §1.6)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Literal

from listbuilder.systems.api import N_, Phrase, Word

INFANTRY = "infantry"
CAVALRY = "cavalry"


@dataclass(frozen=True)
class UnitType:
    code: str
    name: str
    category: str


UNIT_TYPES: dict[str, UnitType] = {
    t.code: t
    for t in (
        UnitType("FP", N_("heavy foot"), INFANTRY),
        UnitType("FL", N_("light foot"), INFANTRY),
        UnitType("T", N_("shooters"), INFANTRY),
        UnitType("S", N_("skirmishers"), INFANTRY),
        UnitType("ART", N_("artillery"), INFANTRY),
        UnitType("CP", N_("heavy cavalry"), CAVALRY),
        UnitType("CM", N_("medium cavalry"), CAVALRY),
        UnitType("CL", N_("light cavalry"), CAVALRY),
        UnitType("CGP", N_("heavy chariots"), CAVALRY),
        UnitType("CGL", N_("light chariots"), CAVALRY),
        UnitType("CF", N_("scythed chariots"), CAVALRY),
        UnitType("EL", N_("elephants"), CAVALRY),
        UnitType("W", N_("Wagenburg"), CAVALRY),
    )
}

# The Hungarian text spells some codes differently [RULES.md §1.3]: accepted on input,
# written back in the canonical form.
TYPE_ALIASES = {"LP": "FL", "LGP": "CGL", "E": "EL"}

# RULES.md §1.4 rule 2: these never group, not even with identical units.
NEVER_GROUP = frozenset({"W", "ART", "CGP", "CGL", "CF"})
FOOT = frozenset(code for code, t in UNIT_TYPES.items() if t.category == INFANTRY)


@dataclass(frozen=True)
class Trait:
    code: str
    name: str
    #: The rules in short, each part citing its section in brackets ("… [7.6.2]"), as cards
    #: print it; `sections` are those it cites (a test holds them to the book).
    summary: str
    sections: tuple[str, ...]
    #: Where the books give the trait other rules by the unit's type: (types, summary), the
    #: first that names the unit's type printed instead of `summary`.
    by_type: tuple[tuple[frozenset[str], str], ...] = ()

    def summary_for(self, type_code: str) -> str:
        """The summary a unit of this type prints."""
        return next((text for types, text in self.by_type if type_code in types), self.summary)


#: Impetuous foot in both books: they pursue half a D6 [2.3, 7.6.2], and two of them may
#: form a big unit [2.5.1] whose depth gives impetuous FP and FL +2 dice against foot while
#: its front unit is fresh [7.3]; of the foot, only impetuous FL keep the impetus bonus in
#: rough or difficult terrain [3.3].
_IMPETUOUS_FL = N_("must pursue a beaten enemy, half a D6 rounded up [2.3, 7.6.2]; keeps its "
                   "impetus bonus in rough or difficult terrain [3.3]; groups only with "
                   "impetuous FL [2.5]; two impetuous foot units may form a big unit [2.5.1]: "
                   "+2 dice against foot while the front unit is fresh [7.3]")
_IMPETUOUS_FP = N_("must pursue a beaten enemy, half a D6 rounded up [2.3, 7.6.2]; groups "
                   "only with impetuous FP [2.5]; two impetuous foot units may form a big unit "
                   "[2.5.1]: +2 dice against foot while the front unit is fresh [7.3]")
_IMPETUOUS_FOOT = N_("must pursue a beaten enemy, half a D6 rounded up [2.3, 7.6.2]; groups "
                     "only with impetuous units of its type [2.5]")

# What the books give each note of a unit profile [2.3]: only what they say, in short.
TRAITS: dict[str, Trait] = {
    t.code: t
    for t in (
        Trait("impetuous", N_("Impetuous"),
              N_("must pursue a beaten enemy [2.3]: D6, foot half a D6 rounded up [7.6.2]; "
                 "groups only with impetuous units of its type [2.5]"),
              ("2.3", "7.6.2", "2.5"),
              by_type=((frozenset({"FL"}), _IMPETUOUS_FL), (frozenset({"FP"}), _IMPETUOUS_FP),
                       (frozenset({"T", "S", "ART"}), _IMPETUOUS_FOOT))),
        Trait("pike", N_("Pike"),
              N_("mounted troops charging it lose their impetus bonus [2.2.1]; two pike units "
                 "may form a big unit [2.5.1]: +4 dice against mounted, +2 against foot while "
                 "the front unit is fresh [7.3]; -2 dice fighting in or against difficult "
                 "terrain [3.3]"),
              ("2.2.1", "2.5.1", "7.3", "3.3")),
        Trait("long-spear", N_("Long spear"),
              N_("mounted troops charging it lose their impetus bonus [2.2.1]"), ("2.2.1",)),
        Trait("pavese", N_("Pavese"),
              N_("shooting at it: -1 die, not for artillery [6.1.3]"), ("6.1.3",)),
        # Only the Hungarian text has it, unnumbered after 7.6.7: cited by its heading there.
        Trait("shieldwall", N_("Shieldwall"),
              N_("FP, fresh, not disordered and stationary: chargers lose their impetus "
                 "bonus; +1 in melee and cohesion tests; kept if later disordered; ends when "
                 "it moves, leaving it spent (the Hungarian text only) [Speciális szabály: "
                 "Pajzsfal]"),
              ("Speciális szabály: Pajzsfal",)),
        Trait("pilum", N_("Pilum"),
              N_("fresh, in frontal contact, throws before the melee: 1 die when charging, "
                 "3 when charged, one less when disordered [6.5]"), ("6.5",)),
        # The Polish text says it under the arc of fire, the Hungarian under the table.
        Trait("mounted-infantry", N_("Mounted infantry"),
              N_("shoots only when stationary, 45° arc [6.1.2, 6.3.1]"), ("6.1.2", "6.3.1")),
        Trait("camels", N_("Camels"),
              N_("CM or CL; other mounted troops lose their impetus bonus against it "
                 "[2.2.3]; dunes are not difficult terrain for it [3.2]"), ("2.2.3", "3.2")),
        Trait("shooters", N_("Shooters"),
              N_("mounted or FL the list marks as able to shoot [6.3.1]"), ("6.3.1",)),
    )
}


#: Indirect fire [6.4], as a card prints it: bows, javelins and slings may; weapons that
#: shoot straight (crossbows, firearms) and mixed weapons may not; siege engines shoot as
#: Artillery C, always indirectly and without the -2. Artillery A and B the books do not
#: name: that they shoot only directly is our reading, and says so.
Indirect = Literal["may", "never", "ours", "siege"]
INDIRECT: dict[str, str] = {
    "may": N_("may shoot indirectly, at -2 dice [6.1.3, 6.4]"),
    "never": N_("no indirect fire [6.4]"),
    "ours": N_("no indirect fire (our reading: the books do not say)"),
    "siege": N_("siege engines shoot as Artillery C, always indirectly and without the -2 "
                "[6.4]"),
}


@dataclass(frozen=True)
class Weapon:
    code: str
    name: str
    # Each band "vs infantry/vs cavalry"; None where it cannot shoot at that range.
    short: str | None
    long: str | None
    extreme: str | None
    indirect: Indirect
    note: str = ""

    def table_row(self) -> str:
        bands = [("10U", self.short), ("20U", self.long), ("50U", self.extreme)]
        cells = ", ".join(f"{band} {value}" for band, value in bands if value is not None)
        return f"{self.name}: {cells}" + (f" ({self.note})" if self.note else "")


def _w(code: str, name: str, short: str | None, long: str | None = None,
       extreme: str | None = None, indirect: Indirect = "never", note: str = "") -> Weapon:
    return Weapon(code, name, short, long, extreme, indirect, note)


# Shooting table [6.1.2]: dice added/removed, "vs infantry/vs cavalry"; indirect fire [6.4]
# as `INDIRECT` says. The weapon notes print one "; "-separated part at a time, each
# translated: the table's footnotes (*) and (**).
NOTE_PARTS = (N_("max range 5U"), N_("min range 5U"))
WEAPONS: dict[str, Weapon] = {
    w.code: w
    for w in (
        _w("longbow-a", N_("Longbow A"), "0/+2", "-1/+1", indirect="may"),
        _w("longbow-b", N_("Longbow B"), "0/+1", "-2/0", indirect="may"),
        _w("short-bow-a", N_("Short bow A"), "0/+1", "-3/0", indirect="may"),
        _w("short-bow-b", N_("Short bow B"), "-1/0", "–/-1", indirect="may"),
        _w("composite-bow-a", N_("Composite bow A"), "0/+1", "-2/-1", indirect="may"),
        _w("composite-bow-b", N_("Composite bow B"), "0/+1", "-4/-3", indirect="may"),
        _w("composite-bow-c", N_("Composite bow C"), "-2/0", "-4/-3", indirect="may"),
        _w("crossbow-a", N_("Crossbow A"), "0/+2", "-2/0"),
        _w("crossbow-b", N_("Crossbow B"), "0/+1"),
        _w("handgun", N_("Handgun"), "-1/0"),
        _w("arquebus-a", N_("Arquebus A"), "+1/+2", "-2/-1"),
        _w("arquebus-b", N_("Arquebus B"), "+1/+2"),
        _w("musket", N_("Musket"), "+2/+3", "-1/0"),
        _w("javelin", N_("Javelin"), "-1/0", indirect="may", note="max range 5U"),
        _w("sling", N_("Sling"), "0/+1", indirect="may", note="max range 5U"),
        _w("artillery-a", N_("Artillery A"), "+4/+4", "+2/+2", "0/0", indirect="ours"),
        _w("artillery-b", N_("Artillery B"), "+3/+3", "+2/+2", indirect="ours"),
        _w("artillery-c", N_("Artillery C"), "+3/+3", "+2/+2", "0/0", indirect="siege",
           note="min range 5U"),
        _w("mixed", N_("Mixed weapons"), "0/0"),
    )
}


# Rules the books give a unit type itself, printed on the cards of units of that type: each
# part cites its section; where the two texts differ, the part says which says what.
TYPE_RULES: dict[str, str] = {
    "CP": N_("always pursues D6 after winning a melee [7.6.2]"),
    "CF": N_("never disordered [2.4.2]; gets its impetus bonus even when spent [2.4.1]; "
             "destroyed when it loses a melee (the Polish text: when it does not win one) "
             "[7.6.1]; pursues D6 after winning one (the Polish text only) [7.6.2]"),
    "EL": N_("every enemy mounted unit in melee with it is disordered; mounted troops "
             "charging it lose their impetus bonus; it gets none against S, nor against FL "
             "that are not impetuous [2.2.3]; failing a cohesion test from shooting it "
             "retreats D6 U, and each unit in its way stops it, is disordered and loses 1 "
             "VBU, mounted 2 [6.2.1]"),
    "W": N_("disordered whenever it moves; never retreats from a lost melee; its crew "
            "carries missile weapons [2.2.3]; ignores the penalties of flank and rear attacks "
            "[7.2]; shooting at it: -1 die, not for artillery [6.1.3]"),
}
#: Types the books never disorder: their cards have no Disorder box [2.4.2].
NEVER_DISORDERED = frozenset({"CF"})

# Base sizes [1.3.1], RULES.md §1.5: front for every type, depth by type, an accepted
# alternative depth in the second place. The 10 mm / 6 mm column is half the 28 mm one.
SCALES = ("28mm", "15mm", "10mm", "6mm")
# [1.3.1]: one column serves 25/28 mm and 20 mm (1/72) figures (20 mm may also use 15 mm).
SCALE_ALIASES = {"25mm": "28mm", "20mm": "28mm"}
FRONT_MM = {"28mm": 120, "15mm": 80, "10mm": 60, "6mm": 60}
# U, the measuring unit, in centimetres [1.2.1].
U_CM = {"28mm": 2, "15mm": 1, "10mm": 1, "6mm": 1}

_DEPTH_28 = {
    "W": (160, None),
    "CP": (80, None), "CM": (80, None), "CL": (80, None),
    "FP": (40, 60),
    "FL": (60, None), "T": (60, None),
    "S": (30, 40),
    "CGP": (60, 80), "CGL": (60, 80), "CF": (60, 80), "ART": (60, 80), "EL": (60, 80),
}
_DEPTH_15 = {
    "W": (80, 120),
    "CP": (60, None), "CM": (60, None), "CL": (60, None),
    "FP": (30, 40),
    "FL": (40, None), "T": (40, None),
    "S": (20, 30),
    "CGP": (40, 60), "CGL": (40, 60), "CF": (40, 60), "ART": (40, 60), "EL": (40, 60),
}
# The 10 mm column is derived (25/28 ÷ 2) except W, which the rules give as 80 mm.
_DEPTH_10 = {
    code: (80, None) if code == "W" else (d // 2, None if a is None else a // 2)
    for code, (d, a) in _DEPTH_28.items()
}
DEPTH_MM: dict[str, dict[str, tuple[int, int | None]]] = {
    "28mm": _DEPTH_28, "15mm": _DEPTH_15, "10mm": _DEPTH_10, "6mm": _DEPTH_10,
}


def base_size(type_code: str, scale: str) -> tuple[int, int, int | None]:
    """(front, depth, alternative depth) in millimetres."""
    depth, alt = DEPTH_MM[scale][type_code]
    return FRONT_MM[scale], depth, alt


# Who shoots [6.3.1]: "not every mounted unit or FL may shoot, only those the army lists
# mark", and a list marks a unit by giving its row a missile weapon. So a unit shoots when its
# row has a weapon that shoots, whatever its type. The arc-of-fire rule names the types that
# may be given one: T, S, CM, ART (45°) and CL, CGP, CGL, W (360°), plus FL by the sentence
# above; any other type only with the 'shooters' or 'mounted-infantry' trait.
ARC_TYPES = frozenset({"T", "S", "ART", "CM", "CL", "CGP", "CGL", "W", "FL"})
SHOOTING_TRAITS = frozenset({"shooters", "mounted-infantry"})


def may_shoot(type_code: str, traits: set[str]) -> bool:
    """Whether the rules give this type an arc of fire, should its list give it a weapon."""
    return type_code in ARC_TYPES or bool(traits & SHOOTING_TRAITS)


# Traits the rules give to some types only: pikes and long spears are heavy foot with a note
# [2.2.1]; camel riders are CM or CL [2.2.3].
TRAIT_TYPES: dict[str, tuple[frozenset[str], str]] = {
    "pike": (frozenset({"FP"}), "2.2.1"),
    "long-spear": (frozenset({"FP"}), "2.2.1"),
    "camels": (frozenset({"CM", "CL"}), "2.2.3"),
}


def trait_type_conflict(trait: str, type_code: str) -> Phrase | None:
    """Why `trait` contradicts `type_code` by the rules, or None."""
    allowed = TRAIT_TYPES.get(trait)
    if allowed is None or type_code in allowed[0] or type_code not in UNIT_TYPES:
        return None
    first, *more = sorted(allowed[0])
    types = Phrase(N_("{first} and {second}"), first=first, second=more[0]) if more else first
    return Phrase(N_("{trait} on {type_name} ({type}): the rules give it to {types} only "
                     "[{rule}]."), trait=Word(TRAITS[trait].name),
                  type_name=Word(UNIT_TYPES[type_code].name), type=type_code, types=types,
                  rule=allowed[1])


# Unknown-code messages list the valid codes when there are this few or fewer.
FEW_CODES = 15
TYPES_WORD, WEAPONS_WORD, TRAITS_WORD = N_("Types"), N_("Weapons"), N_("Traits")


def code_listing(what: str, codes: Iterable[str]) -> Phrase:
    """The valid codes, for a message about an unknown one; `what` an N_()-declared word."""
    names = list(codes)
    if len(names) <= FEW_CODES:
        return Phrase(N_("{what}: {codes}."), what=Word(what), codes=", ".join(names))
    return Phrase(N_("{what}: see docs/list-format.md or 'listbuilder schema'."),
                  what=Word(what))
