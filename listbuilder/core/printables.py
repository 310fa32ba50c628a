"""What a rule system hands to the printer: cards and bases as plain data, in millimetres."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class BaseNeed:
    """One kind of base the army needs, at true size for a figure scale."""

    label: str  # what to write on the rectangle, usually the unit name
    front_mm: float
    depth_mm: float
    count: int = 1
    alt_depth_mm: float | None = None  # the accepted alternative depth, where one exists
    unit_ids: tuple[str, ...] = ()
    # How the size is meant where it is not exact, e.g. "the largest base the rules allow";
    # a need without a size (0 × 0) is one the rules leave free, listed but not drawn.
    size_note: str = ""

    @property
    def drawn(self) -> bool:
        return self.front_mm > 0 and self.depth_mm > 0


@dataclass(frozen=True)
class CardStat:
    label: str
    value: str
    hint: str = ""  # e.g. "16 cm at 28 mm" under M


@dataclass(frozen=True)
class Track:
    """A row of boxes to mark during play (VBU losses, disorder, morale points)."""

    label: str
    boxes: int


@dataclass(frozen=True)
class CardTable:
    """A small table with headed columns, e.g. a weapon's row of the shooting table."""

    headers: tuple[str, ...]  # the first is the row labels' column
    rows: tuple[tuple[str, ...], ...]
    notes: tuple[str, ...] = ()  # printed under the table: range limits, indirect fire


@dataclass(frozen=True)
class Card:
    unit_id: str
    title: str
    subtitle: str  # type code and its meaning
    stats: tuple[CardStat, ...]
    lines: tuple[str, ...] = ()  # weapon row, traits, special rules in short, membership
    tracks: tuple[Track, ...] = ()
    badge: str = ""  # e.g. "GENERAL"
    table: CardTable | None = None
    # The scale the card's distances assume, where they depend on it ("28 mm: 1 U = 2 cm");
    # empty: the printer names the scale printed for.
    scale_note: str = ""
