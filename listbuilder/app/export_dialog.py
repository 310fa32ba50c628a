"""File → Export: choose a document, paper, scale and card size; write the PDF.

Calls the export layer's one entry point, `write_pdf`, as the command line does; an illegal
army still prints (warn, don't block).
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
from listbuilder.export.pdf import SCALED, ExportOptions, write_pdf


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
        self.document_box.currentIndexChanged.connect(self._document_changed)
        self._document_changed()
        form.addRow(buttons)

    def _document_changed(self) -> None:
        document = self.document_box.currentData()
        self.scale_box.setEnabled(document in SCALED)  # the roster ignores the scale
        self.card_box.setEnabled(document == "cards")

    def _combo(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for label, value in items:
            box.addItem(label, value)
        return box

    def choices(self) -> dict[str, Any]:
        return {"document": self.document_box.currentData(),
                "paper": self.paper_box.currentData(), "scale": self.scale_box.currentData(),
                "card_size": self.card_box.currentData()}


def export_options(doc: ArmyDocument, chosen: dict[str, Any]) -> ExportOptions:
    """The dialog's choices as the export layer's options; the scale only where it counts."""
    scaled = chosen["document"] in SCALED
    return ExportOptions(paper=chosen["paper"], scale=chosen["scale"] if scaled else None,
                         card_size=chosen["card_size"], list_stamp=doc.model.list_stamp)


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
        write_pdf(chosen["document"], doc.view, doc.system, out, export_options(doc, chosen))
    except (ExportError, OSError) as exc:
        QMessageBox.critical(parent, dialog.tr("Export failed"), str(exc))
        return None
    if dialog.open_after.isChecked():
        QDesktopServices.openUrl(QUrl.fromLocalFile(out))
    return out
