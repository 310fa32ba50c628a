"""PDF export with reportlab: unit cards, the roster sheet and true-scale base charts.

Pure geometry plus drawing, in millimetres; no Qt. The printer reads only the generic
interface: an `ArmyView` and the system's `cards()` / `bases()`. One entry point per document:
`cards_sheet.write_cards`, `roster.write_roster`, `bases_chart.write_bases`.

Nothing is imported here: `listbuilder.cli` imports `export.cli` on every run to build its
parser, and reportlab should load only when something is printed.
"""
