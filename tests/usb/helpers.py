"""Shared helpers for the USB tests: the real troop menu and small army builders."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from listbuilder.core.diagnostics import Diagnostic
from listbuilder.core.view import ArmyView
from listbuilder.storage.loading import load_file
from listbuilder.systems.usb.army_model import UsbArmy
from listbuilder.systems.usb.build import build_view
from listbuilder.systems.usb.list_model import UsbList

ROOT = Path(__file__).resolve().parents[2]
LIST_PATH = ROOT / "army_lists" / "usb" / "usb-core.yaml"
SAMPLES = sorted((ROOT / "resources" / "samples").glob("usb-*.army.yaml"))


def core_list() -> UsbList:
    loaded = load_file(LIST_PATH)
    assert loaded.diagnostics == [], loaded.diagnostics
    assert isinstance(loaded.model, UsbList)
    return loaded.model


def army(points_limit: int = 240, heroes: list[dict] | None = None,
         units: list[dict] | None = None) -> UsbArmy:
    return UsbArmy.model_validate({
        "kind": "army", "format": 1, "system": "usb", "list": "usb/core", "name": "Test",
        "points_limit": points_limit,
        "heroes": [{"id": "boss", "name": "Boss", "rank": "aspiring"}] if heroes is None
        else heroes,
        "units": units or [],
    })


def unit(uid: str = "u", **fields: Any) -> dict:
    return {"id": uid, "name": uid.title(), "type": "infantry", "quality": "regular", **fields}


def build(points_limit: int = 240, heroes: list[dict] | None = None,
          units: list[dict] | None = None) -> ArmyView:
    return build_view(core_list(), army(points_limit, heroes, units))


def codes(view: ArmyView) -> list[str]:
    return [d.code for d in view.findings]


def finding(view: ArmyView, code: str) -> Diagnostic:
    hits = [d for d in view.findings if d.code == code]
    assert len(hits) == 1, (code, view.findings)
    return hits[0]


def cios(view: ArmyView, uid: str) -> tuple:
    u = view.unit(uid)
    assert u is not None
    p = u.profile
    return p["Accuracy"], p["Initiative"], p["Defence"], p["Resolve"]
