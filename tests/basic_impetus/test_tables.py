"""Reference tables: base sizes (RULES.md §1.5) and type aliases."""

from __future__ import annotations

import pytest

from listbuilder.systems.basic_impetus.tables import TYPE_ALIASES, UNIT_TYPES, base_size


@pytest.mark.parametrize(("type_code", "scale", "expected"), [
    ("CP", "28mm", (120, 80, None)),
    ("CM", "28mm", (120, 80, None)),
    ("S", "28mm", (120, 30, 40)),
    ("FP", "28mm", (120, 40, 60)),
    ("FL", "28mm", (120, 60, None)),
    ("W", "28mm", (120, 160, None)),
    ("EL", "28mm", (120, 60, 80)),
    ("FP", "15mm", (80, 30, 40)),
    ("CL", "15mm", (80, 60, None)),
    ("S", "15mm", (80, 20, 30)),
    ("W", "15mm", (80, 80, 120)),
    ("CP", "10mm", (60, 40, None)),
    ("CM", "10mm", (60, 40, None)),
    ("CL", "10mm", (60, 40, None)),
    ("FP", "10mm", (60, 20, 30)),
    ("S", "10mm", (60, 15, 20)),
    ("W", "10mm", (60, 80, None)),
    ("CP", "6mm", (60, 40, None)),
])
def test_base_size(type_code, scale, expected) -> None:
    assert base_size(type_code, scale) == expected


def test_every_type_has_a_base_in_every_scale() -> None:
    for scale in ("28mm", "15mm", "10mm", "6mm"):
        for code in UNIT_TYPES:
            front, depth, _ = base_size(code, scale)
            assert front > 0 and depth > 0


def test_aliases_point_at_real_types() -> None:
    assert TYPE_ALIASES["LP"] == "FL"
    assert set(TYPE_ALIASES.values()) <= set(UNIT_TYPES)
