"""PDF export with reportlab: unit cards, the roster sheet and true-scale base charts.

Pure geometry plus drawing, in millimetres; no Qt. The printer reads only the generic
interface: an `ArmyView` and the system's `cards()` / `bases()`. One entry point per document:
`write_cards`, `write_roster`, `write_bases`.
"""

from __future__ import annotations

from listbuilder.export.bases_chart import write_bases
from listbuilder.export.cards_sheet import write_cards
from listbuilder.export.geometry import ExportError
from listbuilder.export.roster import write_roster

__all__ = ["ExportError", "write_bases", "write_cards", "write_roster"]
