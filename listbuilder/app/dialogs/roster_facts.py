"""Army → Player, event and date: the roster's header facts, typed in a small dialog.

Three optional one-line fields an organiser reads at the top of the roster and the text
export. They are set together, as one undoable step, so a cancelled dialog changes nothing.
"""

from __future__ import annotations

from PySide6.QtWidgets import QDialog, QDialogButtonBox, QFormLayout, QLineEdit, QWidget

from listbuilder.app.army.document import ArmyDocument
from listbuilder.core.ranges import HEADER_TEXT_MAX

FACTS = ("player", "event", "date")


class RosterFactsDialog(QDialog):
    def __init__(self, doc: ArmyDocument, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Player, event and date"))
        labels = {"player": self.tr("&Player:"), "event": self.tr("&Event:"),
                  "date": self.tr("&Date:")}
        hints = {"player": self.tr("Your name, as the organiser lists you"),
                 "event": self.tr("Tournament, club night or campaign"),
                 "date": self.tr("e.g. 2026-12-05")}
        form = QFormLayout(self)
        self.edits: dict[str, QLineEdit] = {}
        for key in FACTS:
            edit = QLineEdit(getattr(doc.model, key) or "")
            edit.setMaxLength(HEADER_TEXT_MAX)
            edit.setPlaceholderText(hints[key])
            # Wide enough for its hint, whole, in every language.
            edit.setMinimumWidth(edit.fontMetrics().horizontalAdvance(hints[key]) + 24)
            form.addRow(labels[key], edit)
            self.edits[key] = edit
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok
                                   | QDialogButtonBox.StandardButton.Cancel)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        form.addRow(buttons)

    def facts(self) -> dict[str, str]:
        return {key: edit.text() for key, edit in self.edits.items()}


def edit_roster_facts(parent: QWidget, doc: ArmyDocument) -> bool:
    """Ask, then set what changed; False when cancelled or nothing changed."""
    dialog = RosterFactsDialog(doc, parent)
    if dialog.exec() != QDialog.DialogCode.Accepted:
        return False
    return doc.set_roster_facts(dialog.facts())
