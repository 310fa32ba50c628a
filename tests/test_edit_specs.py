"""Field edits land at the outermost mapping they create or empty, so undo restores a file
key for key; ticks (`member`) add or remove one id of a list."""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from listbuilder.core.edit_specs import FieldSpec, field_edits, plain_label, undo_words
from listbuilder.core.path_edits import get_at, set_at


class Entry(BaseModel):
    model_config = ConfigDict(extra="forbid")
    name: str | None = None
    count: int = 0


class Army(BaseModel):
    model_config = ConfigDict(extra="forbid")
    options: list[str] = []
    units: dict[str, Entry] = {}


NAME = FieldSpec(("units", "a", "name"), "Name", "text", None)


def test_a_value_under_missing_keys_sets_the_outermost_one():
    assert field_edits(Army(), NAME, "Ann") == [(("units",), {"a": {"name": "Ann"}})]
    army = Army(units={"b": Entry(name="Bob")})
    assert field_edits(army, NAME, "Ann") == [(("units", "a"), {"name": "Ann"})]


def test_removing_the_last_value_removes_the_mappings_it_empties():
    army = set_at(Army(), ("units",), {"a": {"name": "Ann"}})
    edits = field_edits(army, NAME, "")
    assert edits == [(("units",), None)]
    assert get_at(set_at(army, *edits[0]), ("units",)) is None


def test_a_zero_is_a_value_not_nothing():
    army = set_at(Army(), ("units",), {"a": {"name": "Ann", "count": 0}})
    assert field_edits(army, NAME, "") == [(("units", "a", "name"), None)]


def test_a_tick_adds_or_removes_its_member():
    tick = FieldSpec(("options",), "Levies", "bool", False, member="levies")
    army = Army(options=["genoese"])
    assert field_edits(army, tick, True) == [(("options",), ["genoese", "levies"])]
    taken = Army(options=["levies"])
    assert field_edits(taken, tick, False) == [(("options",), None)]
    assert undo_words(FieldSpec(("options",), "x", "bool", True, undo="Take",
                                undo_off="Drop"), False) == "Drop"


def test_labels_without_their_mnemonic():
    assert plain_label("Genera&l") == "General"
    assert plain_label("Horse && foot") == "Horse & foot"
