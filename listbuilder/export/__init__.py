"""PDF export with reportlab: unit cards, the roster sheet and true-scale base charts.

Pure geometry plus drawing, in millimetres; no Qt. The printer reads only the generic
interface: an `ArmyView` and the system's `cards()` / `bases()`. One entry point for every
document: `write_pdf(kind, view, system, out, options)`.

Nothing heavy is imported here: `export`'s arguments (`cli/commands/export.py`) read the
documents' names and papers, and reportlab should load only when something is printed.
"""

from listbuilder.export.pdf import CARD_SIZES, PAPERS, PDF_KINDS, ExportOptions, write_pdf

__all__ = ["CARD_SIZES", "PDF_KINDS", "PAPERS", "ExportOptions", "write_pdf"]
