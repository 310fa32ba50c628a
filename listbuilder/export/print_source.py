"""What the printers read of a game system: the writers' one view of it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from listbuilder.core.printables import BaseNeed, Card
    from listbuilder.core.view import ArmyView, UnitView


class PrintSource(Protocol):
    """All the printers read of a game system (a `GameSystem` is one)."""

    @property
    def name(self) -> str: ...

    @property
    def scales(self) -> tuple[str, ...]: ...

    @property
    def scale_aliases(self) -> Mapping[str, str]: ...

    def cards(self, view: ArmyView, scale: str) -> list[Card]: ...

    def bases(self, view: ArmyView, scale: str) -> list[BaseNeed]: ...

    def composition(self, unit: UnitView) -> list[str]: ...
