"""The range of every number and the length of every text the file formats hold.

Each bound is a generous real-world maximum, so no real list or army meets it, while a typo
or a hostile file (`figures: 1000000000`, a 4,000-digit cost, a 1 MB name) is a located
diagnostic instead of minutes of printing. The models use these types, so the JSON Schema
(`listbuilder schema`) carries the same bounds and an editor flags the same values.

| what                                    | range          | why                            |
|-----------------------------------------|----------------|--------------------------------|
| points for one model, figure, item      | 0 – 10,000     | the dearest USB legend ~300    |
| points limit of a game or its divisors  | 1 – 100,000    | big games are a few thousand   |
| models, figures or units in one entry   | 1 – 100        | a Szwadron battalion is 12–24  |
| characteristics (M, VBU, W, accuracy …) | 0 – 100        | the largest printed is ~20     |
| distances in cm (Szwadron R, Z)         | 0 – 1,000      | artillery ranges ~200 cm       |
| modifiers (USB effects)                 | −100 – 100     | printed ones are ±3            |
| base sizes                              | 0 – 500 mm     | the largest bases are ~120 mm  |
| ids                                     | 1 – 64 chars   |                                |
| names                                   | ≤ 200 chars    | the longest bundled is 61      |
|                                         | one line       | no controls (core/text_safety) |
| an army's player, event, date           | ≤ 100 chars    | one line, printed in a header  |
| a player's note on one unit             | ≤ 2,000 chars  | printed on its card as a line  |
| any other text (rules, notes)           | ≤ 20,000 chars | a page of rules is ~3,000      |
| entries of any list or mapping          | ≤ 200          | the longest bundled list: ~30  |

Floats refuse NaN and infinity (the models' `allow_inf_nan=False`); ints never take floats
except whole ones, as JSON Schema reads `3.0` as the integer 3.
"""

from __future__ import annotations

from typing import Annotated, Any

from pydantic import Field

from listbuilder.core.limits import (  # noqa: F401 - the bounds, named here too
    COUNT_MAX,
    ENTRIES_MAX,
    HEADER_TEXT_MAX,
    ID_MAX,
    NAME_MAX,
    POINTS_LIMIT_MAX,
    POINTS_MAX,
    TEXT_MAX,
    UNIT_NOTE_MAX,
)
from listbuilder.core.text_safety import NAME_PATTERN

# Ids that rows, options and units are referred to by: short, lowercase, stable.
ID_PATTERN = r"^[a-z0-9][a-z0-9_-]*$"
# List ids may carry a namespace, e.g. "bi/french-1150-1330".
LIST_ID_PATTERN = r"^[a-z0-9][a-z0-9_/-]*$"


def strict_end(pattern: str) -> dict[str, Any]:
    """The pattern for the JSON Schema: Python's `re` (used by `jsonschema`) lets `$` match
    before a final newline, which our loader's regex engine does not; refuse it explicitly."""
    return {"pattern": "^(?!.*\\n)" + pattern[1:]}


Id = Annotated[str, Field(pattern=ID_PATTERN, max_length=ID_MAX,
                          json_schema_extra=strict_end(ID_PATTERN))]
ListId = Annotated[str, Field(pattern=LIST_ID_PATTERN, max_length=ID_MAX,
                              json_schema_extra=strict_end(LIST_ID_PATTERN))]
#: One line, no control or text-direction characters (see core/text_safety.py).
Name = Annotated[str, Field(max_length=NAME_MAX, pattern=NAME_PATTERN,
                            json_schema_extra=strict_end(NAME_PATTERN))]
#: The roster's header facts: one line, shorter than a name.
HeaderText = Annotated[str, Field(max_length=HEADER_TEXT_MAX, pattern=NAME_PATTERN,
                                  json_schema_extra=strict_end(NAME_PATTERN))]
#: A player's note on one unit (`notes` in every system's army file), a reminder on the
#: unit's card ("Deploy on the left; ambush rule"). Its line breaks are kept in the file
#: (USB armies held such notes before every system had them) and printed as spaces.
UnitNote = Annotated[str, Field(max_length=UNIT_NOTE_MAX,
                                description="The player's note on the unit, printed on its "
                                            "card, the roster and the text export")]

Points = Annotated[int, Field(ge=0, le=POINTS_MAX)]
PointsLimit = Annotated[int, Field(ge=1, le=POINTS_LIMIT_MAX)]
Count = Annotated[int, Field(ge=1, le=COUNT_MAX)]
OptionalCount = Annotated[int, Field(ge=0, le=COUNT_MAX)]
Stat = Annotated[int, Field(ge=0, le=100)]
Centimetres = Annotated[int, Field(ge=0, le=1_000)]
Modifier = Annotated[int, Field(ge=-100, le=100)]
#: NaN passes every numeric bound in JSON Schema; the `not` refuses it (no real number is
#: both at least 0 and at most -1, so only NaN satisfies the inner schema).
Millimetres = Annotated[float, Field(gt=0, le=500, json_schema_extra={
    "not": {"minimum": 0, "maximum": -1}})]
WholeMillimetres = Annotated[int, Field(ge=1, le=500)]
