"""File → Export: choose a document, paper, scale, card size and language; write the PDF.

Calls the export layer's one entry point, `write_pdf`, as the command line does; an illegal
army still prints (warn, don't block).
"""

from __future__ import annotations

import tempfile
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QTimer, QUrl
from PySide6.QtGui import QDesktopServices, QImage, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QVBoxLayout,
    QWidget,
)

from listbuilder import i18n
from listbuilder.app.army.document import ArmyDocument
from listbuilder.app.dialogs.sharing import army_share_code
from listbuilder.export.fonts import missing_characters, unprintable_warning, view_texts
from listbuilder.export.geometry import ExportError
from listbuilder.export.pdf import SCALED, ExportOptions, write_pdf
from listbuilder.export.preview import first_page
from listbuilder.i18n.words import scale_name
from listbuilder.storage.write_failure import why_not_written

PREVIEW_W = 300  # pixels across the previewed first page


class ExportDialog(QDialog):
    def __init__(self, doc: ArmyDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.doc = doc
        self.setWindowTitle(self.tr("Export to PDF"))
        self.kind_box = self._combo([(self.tr("Unit cards"), "cards"),
                                         (self.tr("Roster sheet"), "roster"),
                                         (self.tr("Base chart (true size)"), "bases")])
        self.paper_box = self._combo([(self.tr("A4"), "a4"), (self.tr("US Letter"), "letter")])
        self.scale_box = self._combo([(scale_name(s), s) for s in doc.system.scales])
        if doc.model.scale:
            self.scale_box.setCurrentIndex(max(0, self.scale_box.findData(doc.model.scale)))
        self.card_box = self._combo([(self.tr("Standard (63 × 88 mm)"), "standard"),
                                     (self.tr("Poker"), "poker"), (self.tr("Large"), "large")])
        # The printed words' language, the window's by default: a Polish player may print
        # cards in Hungarian for an opponent.
        self.language_box = self._combo(list(zip(i18n.LANGUAGE_NAMES.values(),
                                                 i18n.LANGUAGE_NAMES, strict=True)))
        self.language_box.setCurrentIndex(max(0, self.language_box.findData(i18n.current())))
        self.open_after = QCheckBox(self.tr("Open the PDF when done"))
        self.open_after.setChecked(True)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form = QFormLayout()
        form.addRow(self.tr("&Document:"), self.kind_box)
        form.addRow(self.tr("&Paper:"), self.paper_box)
        form.addRow(self.tr("&Scale:"), self.scale_box)
        form.addRow(self.tr("&Card size:"), self.card_box)
        form.addRow(self.tr("&Language:"), self.language_box)
        form.addRow(self.open_after)
        self.kind_box.currentIndexChanged.connect(self._document_changed)
        self._document_changed()
        form.addRow(buttons)
        self.preview = QLabel(self.tr("Preview…"))
        self.preview.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.preview.setMinimumSize(PREVIEW_W, int(PREVIEW_W * 1.42))
        self.preview_caption = QLabel()
        self.preview_caption.setAlignment(Qt.AlignmentFlag.AlignCenter)
        side = QVBoxLayout()
        side.addWidget(self.preview)
        side.addWidget(self.preview_caption)
        layout = QHBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(side)
        # Redraw the preview once the choices settle, not on every keystroke.
        self._preview_timer = QTimer(self, singleShot=True, interval=120)
        self._preview_timer.timeout.connect(self.update_preview)
        for box in (self.kind_box, self.paper_box, self.scale_box, self.card_box,
                    self.language_box):
            box.currentIndexChanged.connect(self._preview_timer.start)
        self._preview_timer.start()

    def update_preview(self) -> None:
        """Write the chosen document to a temporary file and show its first page."""
        chosen = self.choices()
        with tempfile.TemporaryDirectory() as folder:
            out = Path(folder) / "preview.pdf"
            try:
                write_pdf(chosen["kind"], self.doc.view, self.doc.system, out,
                          export_options(self.doc, chosen))
            except (ExportError, OSError) as exc:
                self.preview.setPixmap(QPixmap())
                self.preview.setText(str(exc))
                self.preview_caption.clear()
                return
            pixels = first_page(out, PREVIEW_W)
        if pixels is None:
            self.preview.setText(self.tr("No preview: install pypdfium2 to see one."))
            return
        image = QImage(pixels.rgbx, pixels.width, pixels.height, pixels.stride,
                       QImage.Format.Format_RGBX8888).copy()
        self.preview.setPixmap(QPixmap.fromImage(image))
        self.preview_caption.setText(self.tr("Page 1 of {n}").format(n=pixels.pages))

    def _document_changed(self) -> None:
        document = self.kind_box.currentData()
        self.scale_box.setEnabled(document in SCALED)  # the roster ignores the scale
        self.card_box.setEnabled(document == "cards")

    def _combo(self, items: list[tuple[str, str]]) -> QComboBox:
        box = QComboBox()
        for label, value in items:
            box.addItem(label, value)
        return box

    def choices(self) -> dict[str, Any]:
        return {"kind": self.kind_box.currentData(),
                "paper": self.paper_box.currentData(), "scale": self.scale_box.currentData(),
                "card_size": self.card_box.currentData(),
                "language": self.language_box.currentData()}


def export_options(doc: ArmyDocument, chosen: dict[str, Any]) -> ExportOptions:
    """The dialog's choices as the export layer's options; the scale only where it counts."""
    scaled = chosen["kind"] in SCALED
    return ExportOptions(paper=chosen["paper"], scale=chosen["scale"] if scaled else None,
                         card_size=chosen["card_size"], list_stamp=doc.current_stamp,
                         notes=doc.model.notes, language=chosen.get("language"),
                         # The roster prints the code and its QR code, as from the command line.
                         share_code=army_share_code(doc) if chosen["kind"] == "roster" else None)


def run_export_dialog(parent: QWidget, doc: ArmyDocument) -> str | None:
    dialog = ExportDialog(doc, parent)
    try:
        return _export(parent, doc, dialog)
    finally:
        dialog.deleteLater()  # its parent, the window, would keep every one (and its preview)


def _export(parent: QWidget, doc: ArmyDocument, dialog: ExportDialog) -> str | None:
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return None
    chosen = dialog.choices()
    stem = Path(doc.path).name.split(".")[0] if doc.path else "army"
    folder = Path(doc.path).parent if doc.path else Path.home()
    out, _ = QFileDialog.getSaveFileName(parent, dialog.tr("Export to PDF"),
                                         str(folder / f"{stem}-{chosen['kind']}.pdf"),
                                         dialog.tr("PDF files (*.pdf)"))
    if not out:
        return None
    try:
        write_pdf(chosen["kind"], doc.view, doc.system, out, export_options(doc, chosen))
    except ExportError as exc:
        QMessageBox.critical(parent, dialog.tr("Export failed"), str(exc))
        return None
    except OSError as exc:  # the old PDF, if any, is untouched: say why, in our words

        QMessageBox.critical(parent, dialog.tr("Export failed"), f"{out}: {why_not_written(exc)}")
        return None

    if missing := missing_characters(view_texts(doc.view, doc.model.notes)):
        QMessageBox.warning(parent, dialog.tr("Some letters cannot be printed"),
                            unprintable_warning(missing))
    if dialog.open_after.isChecked():
        QDesktopServices.openUrl(QUrl.fromLocalFile(out))
    return out
