"""A unit's profile as the units table shows it: in full, or with short labels when the
table would otherwise scroll sideways ("Acc +5  Ini 2  Def +5  Res 2  PP 2" for "Accuracy +5
Initiative 2 …"); the full profile is then in the cell's tooltip."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from listbuilder.i18n.terms import term

SHORT = 4  # labels this long or shorter ("VBU", "MP") are already short
SEPARATOR = "  "


def profile_text(profile: Mapping[str, Any], compact: bool = False) -> str:
    labels = [term(k) for k in profile]
    if compact:
        labels = short_labels(labels)
    # A label and its value never part when a narrow column wraps the profile.
    return SEPARATOR.join(f"{label}\u00a0{value}" for label, value in zip(labels, profile.values(),
                                                                     strict=True))


def short_labels(labels: list[str]) -> list[str]:
    """Initials of a label of several words, the first letters of a long one; as many
    letters as it takes to tell the labels apart, else the labels as they are."""
    longest = max((len(label) for label in labels), default=0)
    for letters in range(3, longest + 1):
        shorts = [_short(label, letters) for label in labels]
        if len(set(shorts)) == len(shorts):
            return shorts
    return labels


def _short(label: str, letters: int) -> str:
    words = label.split()
    if len(words) > 1:
        return "".join(word[0].upper() for word in words)
    return label if len(label) <= SHORT else label[:letters]
