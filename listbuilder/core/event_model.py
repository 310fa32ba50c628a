"""The event file an organiser writes: which armies a tournament takes, checked strictly.

    kind: event
    format: 1
    name: Spring Clash 2027
    date: 2027-04-10
    system: basic-impetus            # one rule system per event
    lists: ["bi/*"]                  # allowed list ids (globs)

and, each optional: `periods` (globs on the list's period), `years` (from, to: the list's
years must meet them), `points` (points systems: the most an army costs), `units` (min,
max: the army's size), `warnings` (false: an army with a warning is not accepted), `scale`
and `list_versions` (per list id, the stamps of its data that count as current).

Every number and text is bounded (core/ranges.py), as in lists and armies, so a hostile event
file is a located diagnostic, never minutes of work.
"""

# No `from __future__ import annotations`: pydantic compiles the annotations (core/model.py).

from typing import Annotated, Literal

from pydantic import Field

from listbuilder.core.model import STAMP_PATTERN, StrictModel
from listbuilder.core.ranges import (
    ENTRIES_MAX,
    ID_MAX,
    HeaderText,
    ListId,
    Name,
    PointsLimit,
    strict_end,
)

KIND = "event"
FORMAT = 1
#: The earliest and latest year an event may name: far beyond any army list's.
YEAR_MIN, YEAR_MAX = -5000, 3000
#: Stamps one list may count as current: a few versions of its data at most.
VERSIONS_MAX = 20
LIST_GLOB_PATTERN = r"^[a-z0-9*?\[\]!_/-]+$"
SCALE_PATTERN = r"^[A-Za-z0-9][A-Za-z0-9 ._-]*$"

ListGlob = Annotated[str, Field(min_length=1, max_length=ID_MAX, pattern=LIST_GLOB_PATTERN,
                                json_schema_extra=strict_end(LIST_GLOB_PATTERN))]
Year = Annotated[int, Field(ge=YEAR_MIN, le=YEAR_MAX)]
UnitCount = Annotated[int, Field(ge=1, le=ENTRIES_MAX)]
Stamp = Annotated[str, Field(max_length=71, pattern=STAMP_PATTERN,
                             json_schema_extra=strict_end(STAMP_PATTERN))]
Scale = Annotated[str, Field(max_length=16, pattern=SCALE_PATTERN,
                             json_schema_extra=strict_end(SCALE_PATTERN))]


class Years(StrictModel):
    """The years an army's list must meet: a list of 1150–1330 meets 1000–1200."""

    first: Year = Field(alias="from", description="The earliest year (negative: BC)")
    last: Year = Field(alias="to", description="The latest year")


class Size(StrictModel):
    """How many units an army may have; either bound may be left out."""

    min: UnitCount | None = None
    max: UnitCount | None = None


class EventFile(StrictModel):
    """What an event file says (see the module's docstring)."""

    kind: Literal["event"]
    format: Literal[1]
    name: Annotated[HeaderText, Field(min_length=1, description="The event, as rosters print it")]
    date: HeaderText | None = Field(default=None, description="As rosters print it, e.g. "
                                                              "2027-04-10")
    system: str = Field(max_length=ID_MAX, description="The rule system every army is for")
    lists: list[ListGlob] | None = Field(
        default=None, max_length=ENTRIES_MAX,
        description="Allowed list ids; * and ? match any text, e.g. bi/*")
    periods: list[Name] | None = Field(
        default=None, max_length=ENTRIES_MAX,
        description="Allowed list periods, matched against the list's period (* and ?)")
    years: Years | None = Field(default=None, description="Years the list's must meet")
    points: PointsLimit | None = Field(default=None,
                                       description="The most an army may cost (points systems)")
    units: Size | None = Field(default=None, description="How many units an army may have")
    warnings: bool = Field(default=True,
                           description="false: an army with any warning is not accepted")
    scale: Scale | None = Field(default=None, description="The figure scale played, e.g. 15mm")
    list_versions: dict[ListId, Annotated[list[Stamp], Field(min_length=1,
                                                             max_length=VERSIONS_MAX)]] | None = \
        Field(default=None, max_length=ENTRIES_MAX,
              description="Per list id, the stamps of its data that count as current")
    notes: str | None = None
