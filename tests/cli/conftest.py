"""The command line as a player and a list author meet it: the real entry point, real files."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
A_LIST = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"
AN_ARMY = ROOT / "resources" / "samples" / "bi-french.army.yaml"


