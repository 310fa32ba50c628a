"""A notice across the editor, in the banners' own colours: its text, then its buttons."""

from __future__ import annotations

from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QWidget

from listbuilder.app.look.theme import banner_style


class Banner(QFrame):
    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setStyleSheet(banner_style(name))
        self.text = QLabel()
        self.text.setWordWrap(True)
        self.row = QHBoxLayout(self)  # the subclass adds its buttons after the text
        self.row.addWidget(self.text, 1)
