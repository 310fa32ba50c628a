"""Base classes for file models: strict, so a typo is an error with a hint, never ignored."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

# Ids that rows, options and units are referred to by: short, lowercase, stable.
ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"
# List ids may carry a namespace, e.g. "bi/french-1150-1330".
LIST_ID_PATTERN = r"^[a-z0-9][a-z0-9_/-]*$"


class StrictModel(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True, strict=True)


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
    id: str = Field(pattern=LIST_ID_PATTERN)
    name: str
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
    list: str = Field(description="Id of the army list the army is built from")
    list_stamp: str | None = Field(
        default=None, description="Stamp of the list data the army was built against"
    )
    name: str
    scale: str | None = None
    notes: str | None = None
