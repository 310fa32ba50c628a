"""The plain numbers of `ranges.py`'s bounds, for code that needs a bound but not the pydantic
types (the editor's first frame sets its fields' maximum lengths before pydantic loads)."""

from __future__ import annotations

ID_MAX = 64
COUNT_MAX = 100
POINTS_MAX = 10_000
POINTS_LIMIT_MAX = 100_000
NAME_MAX = 200
#: A roster header's line: the player's name, the event, the date as the player writes it.
HEADER_TEXT_MAX = 100
#: A player's note on one unit: a few sentences, printed on its card, the roster and the text.
UNIT_NOTE_MAX = 2_000
TEXT_MAX = 20_000
#: How many entries any list or mapping of any file may hold (rows, options, units, heroes,
#: models …); the YAML reader refuses more before building them (YAML-TOO-MANY-ENTRIES).
ENTRIES_MAX = 200
