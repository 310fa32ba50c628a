"""Shared helpers for the Basic Impetus tests: the real list files and small army builders."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest

from listbuilder.storage.checking import check_list
from listbuilder.storage.loading import load_file, yaml_files
from listbuilder.systems.basic_impetus.army_model import BasicImpetusArmy
from listbuilder.systems.basic_impetus.build import build_view
from listbuilder.systems.basic_impetus.list_model import BasicImpetusList, UnitRow
from listbuilder.systems.basic_impetus.resolve import Unit, canonical_type

if TYPE_CHECKING:
    from listbuilder.core.diagnostics import Diagnostic
    from listbuilder.core.view import ArmyView

ROOT = Path(__file__).resolve().parents[2]
LISTS_DIR = ROOT / "army_lists" / "basic_impetus"
SAMPLES_DIR = ROOT / "resources" / "samples"


def list_files() -> list[Path]:
    return yaml_files(LISTS_DIR)


def list_path(list_id: str) -> Path:
    """The file of a bundled list, from its id ('bi/normans' → normans.yaml)."""
    return LISTS_DIR / f"{list_id.removeprefix('bi/')}.yaml"


def load_list(list_id: str) -> BasicImpetusList:
    loaded = load_file(list_path(list_id))
    assert loaded.diagnostics == [], loaded.diagnostics
    assert isinstance(loaded.model, BasicImpetusList)
    return loaded.model


def list_findings(list_id: str) -> list[Diagnostic]:
    """Every finding `validate` reports for a bundled list, errata applied."""
    return check_list(load_file(list_path(list_id)))


def army(list_id: str, **fields: Any) -> BasicImpetusArmy:
    return BasicImpetusArmy.model_validate({
        "kind": "army", "format": 1, "system": "basic-impetus", "list": list_id,
        "name": "Test army", **fields,
    })


def build(list_id: str, **fields: Any) -> ArmyView:
    return build_view(load_list(list_id), army(list_id, **fields))


def codes(findings: list[Diagnostic] | tuple[Diagnostic, ...]) -> list[str]:
    return sorted(d.code for d in findings)


def unit(type_code: str, *traits: str, row: str = "row", n: int = 1) -> Unit:
    """A unit of a one-row list, enough for the grouping rules."""
    list_row = UnitRow(id=row, name=f"{type_code} {row}", type=type_code, count=1, M=5, VBU=4,
                       I=1, VD=2, traits=list(traits))
    return Unit(f"{row}-{n}", list_row, canonical_type(type_code), list_row.name, 5, 4, 1, 2)


@pytest.fixture
def french() -> BasicImpetusList:
    return load_list("bi/french-1150-1330")
