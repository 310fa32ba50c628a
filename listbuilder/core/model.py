"""Base classes for file models: strict, so a typo is an error with a hint, never ignored."""

# No `from __future__ import annotations`: pydantic would compile each annotation's text when
# the models are made, a quarter of their cost on every export (issue 12).

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

from listbuilder.core.ranges import (
    ID_PATTERN,
    LIST_ID_PATTERN,
    TEXT_MAX,
    HeaderText,
    ListId,
    Name,
    strict_end,
)

__all__ = ["ID_PATTERN", "LIST_ID_PATTERN", "ArmyBase", "ArmyListBase", "StrictModel"]

#: What `list_stamp` looks like (see core/stamp.py); anything else is refused, never used.
STAMP_PATTERN = r"^sha256:[0-9a-f]{16,64}$"


class StrictModel(BaseModel):
    # Every text is bounded (names more tightly, see core/ranges.py); no float is NaN or ∞.
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True,
                              str_max_length=TEXT_MAX, allow_inf_nan=False, defer_build=True)


class Source(StrictModel):
    """Where a published list comes from, so players can check it against the book."""

    publisher: str
    title: str | None = None
    volume: str | None = None
    page: str | None = None
    url: str | None = None
    revised: str | None = Field(default=None, description="Revision date as printed, e.g. 2009-04")
    licence: str | None = None


class Erratum(StrictModel):
    """A known mistake in the published source that the list keeps on purpose.

    The finding with this code is still reported, at severity info, and no longer fails.
    """

    code: str = Field(description="The diagnostic code acknowledged, e.g. BI-LIST-VDT-MISMATCH")
    options: list[str] | None = Field(
        default=None, description="Only the finding for this option set (omit for any)"
    )
    reason: str


class ArmyListBase(StrictModel):
    """What every army-list file says, whatever the rule system."""

    kind: Literal["army-list"]
    format: Literal[1, 2]
    system: str
    id: ListId
    name: Name
    period: str | None = None
    edition: str = Field(description="Edition of the rules the list is written for")
    source: Source
    errata: list[Erratum] = []
    notes: str | None = None


class ArmyBase(StrictModel):
    """What every army (player's roster) file says, whatever the rule system."""

    kind: Literal["army"]
    format: Literal[1, 2]
    system: str
    list: ListId = Field(description="Id of the army list the army is built from")
    list_stamp: str | None = Field(
        default=None, pattern=STAMP_PATTERN, max_length=71,
        json_schema_extra=strict_end(STAMP_PATTERN),
        description="Stamp of the list data the army was built against"
    )
    name: Name
    scale: str | None = None
    # What an organiser reads at the top of the roster; optional, free one-line text.
    player: HeaderText | None = Field(default=None, description="The player's name")
    event: HeaderText | None = Field(default=None, description="The event or tournament")
    date: HeaderText | None = Field(
        default=None, description="The date of the game, as the player writes it, e.g. 2026-12-05")
    notes: str | None = None
