"""File → Export: choose a document, paper, scale and card size; write the PDF.

Calls the export layer's one entry point per document (`listbuilder.export`); an illegal army
still prints (warn, don't block).
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QUrl
from PySide6.QtGui import QDesktopServices
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QMessageBox,
    QWidget,
)

from listbuilder.app.document import ArmyDocument

DOCUMENTS = ("cards", "roster", "bases")
PAPERS = ("a4", "letter")
CARD_SIZES = ("standard", "poker", "large")


class ExportDialog(QDialog):
    def __init__(self, doc: ArmyDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Export to PDF"))
        self.document_box = self._combo([(self.tr("Unit cards"), "cards"),
                                         (self.tr("Roster sheet"), "roster"),
                                         (self.tr("Base chart (true size)"), "bases")])
        self.paper_box = self._combo([(self.tr("A4"), "a4"), (self.tr("US Letter"), "letter")])
        self.scale_box = self._combo([(s, s) for s in doc.system.scales])
        if doc.model.scale:
            self.scale_box.setCurrentIndex(max(0, self.scale_box.findData(doc.model.scale)))
        self.card_box = self._combo([(self.tr("Standard (63 × 88 mm)"), "standard"),
                                     (self.tr("Poker"), "poker"), (self.tr("Large"), "large")])
        self.open_after = QCheckBox(self.tr("Open the PDF when done"))
        self.open_after.setChecked(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout(self)
        form.addRow(self.tr("&Document:"), self.document_box)
        form.addRow(self.tr("&Paper:"), self.paper_box)
        form.addRow(self.tr("&Scale:"), self.scale_box)
        form.addRow(self.tr("&Card size:"), self.card_box)
        form.addRow(self.open_after)
        form.addRow(buttons)

    def _combo(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for label, value in items:
            box.addItem(label, value)
        return box

    def choices(self) -> dict[str, Any]:
        return {"document": self.document_box.currentData(),
                "paper": self.paper_box.currentData(), "scale": self.scale_box.currentData(),
                "card_size": self.card_box.currentData()}


def write_pdf(doc: ArmyDocument, out: str, document: str, paper: str, scale: str | None,
              card_size: str) -> int:
    """Write one document; returns the page count. Raises ExportError / OSError."""
    from listbuilder.export.bases_chart import write_bases
    from listbuilder.export.cards_sheet import write_cards
    from listbuilder.export.roster import write_roster

    if document == "cards":
        return write_cards(doc.view, doc.system, out, paper=paper, card_size=card_size,
                           scale=scale)
    if document == "bases":
        return write_bases(doc.view, doc.system, out, paper=paper, scale=scale)
    return write_roster(doc.view, doc.system, out, paper=paper, list_stamp=doc.model.list_stamp)


def run_export_dialog(parent: QWidget, doc: ArmyDocument) -> str | None:
    from listbuilder.export.geometry import ExportError

    dialog = ExportDialog(doc, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = dialog.choices()
    stem = Path(doc.path).name.split(".")[0] if doc.path else "army"
    folder = Path(doc.path).parent if doc.path else Path.home()
    out, _ = QFileDialog.getSaveFileName(parent, dialog.tr("Export to PDF"),
                                         str(folder / f"{stem}-{chosen['document']}.pdf"),
                                         dialog.tr("PDF files (*.pdf)"))
    if not out:
        return None
    try:
        write_pdf(doc, out, **chosen)
    except (ExportError, OSError) as exc:
        QMessageBox.critical(parent, dialog.tr("Export failed"), str(exc))
        return None
    if dialog.open_after.isChecked():
        QDesktopServices.openUrl(QUrl.fromLocalFile(out))
    return out
