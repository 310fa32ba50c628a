"""A list's own totals: what the army fields as published and with each option, so an author
sees the VDT and break point a list gives without writing `stated_vdt` or building an army.

A system gives them as `ListTotal`s (`GameSystem.list_totals`): the option set, how a player
reads it ("as published", "with Dismounted Nobles") and the same `Total`s an army's view has.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from listbuilder.core.view import Total


@dataclass(frozen=True)
class ListTotal:
    options: tuple[str, ...]  # option ids; none: the list as published
    label: str  # a Phrase, in the player's words (option names, not ids)
    totals: tuple[Total, ...]
    pick: str | None = None  # the row an add-one-of option adds in this set

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"options": list(self.options)}
        if self.pick is not None:
            data["adds"] = self.pick
        for total in self.totals:
            data |= total.to_json()
        return data
