"""The flags an edit's fields give (core/changes.py), before its view is compared."""

from __future__ import annotations

import pytest

from listbuilder.core.changes import NOTHING, Change, set_fields


@pytest.mark.parametrize(("fields", "flags"), [
    (["name"], Change.ARMY), (["notes", "player", "event", "date"], Change.ARMY),
    (["list_stamp"], Change.ARMY),
    (["scale"], Change.ARMY | Change.UNITS),  # the units' bases
    (["units"], Change.UNITS), (["general"], Change.UNITS), (["options"], Change.UNITS),
    (["name", "units"], Change.ARMY | Change.UNITS), ([], NOTHING)])
def test_the_header_s_fields_change_the_header_any_other_may_change_the_units(fields, flags):
    assert set_fields(fields) == flags
