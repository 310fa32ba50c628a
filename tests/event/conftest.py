"""Events as an organiser runs them: real event files, real army files, the real CLI."""

from __future__ import annotations

from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "resources" / "samples"
FRENCH = SAMPLES / "bi-french.army.yaml"
SCOTS = SAMPLES / "bi-scots.army.yaml"
ILLEGAL = SAMPLES / "bi-illegal.army.yaml"
USB = SAMPLES / "usb-240.army.yaml"
#: The French sample's seal. It changes only when the seal's algorithm or what the roster
#: says about this army changes: a deliberate step, never a side effect.
FRENCH_SEAL = "VRXY-PYCD-CXJC"


def army_text(path: Path, **changes: str) -> str:
    """The army file's text with top-level `key: value` lines replaced or added."""
    lines = path.read_text(encoding="utf-8").splitlines()
    for key, value in changes.items():
        for n, line in enumerate(lines):
            if line.startswith(f"{key}:"):
                lines[n] = f"{key}: {value}"
                break
        else:
            lines.append(f"{key}: {value}")
    return "\n".join(lines) + "\n"
