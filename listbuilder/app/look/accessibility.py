"""Names and descriptions a screen reader says for our controls (issue 24, "for everyone").

Qt names a button by its text and a field by the label whose buddy it is; everything else
(a table, a search box with only a placeholder, a field inside a frame the label points at)
is named here. tests/app/test_accessibility.py walks every window and dialog for a control
without a name.
"""

from __future__ import annotations

from PySide6.QtWidgets import QLabel, QWidget


def plain(text: str) -> str:
    """A label's text as read aloud: no mnemonic marker ('Genera&l' → 'General'), no colon."""
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip().rstrip(":")


def name_control(widget: QWidget, name: str, description: str = "") -> None:
    """Give `widget` the (already translated) `name`, and `description` if there is one
    (else its tooltip, which screen readers say as the description)."""
    widget.setAccessibleName(plain(name))
    description = description or widget.toolTip()
    if description:
        widget.setAccessibleDescription(description)


def label_control(widget: QWidget, name: str, description: str = "") -> None:
    """Name `widget` as `name_control` does, and give it a label that points at it, unseen,
    where no label on the screen does (a table's drop-down, a filter with no room for one).

    A screen reader on Linux reads a combo box's name as its value ("Infantry"): Qt leaves
    its accessible name out there and relates it to the label whose buddy it is, which the
    reader says first ("Type, combo box, Infantry")."""
    name_control(widget, name, description)
    label = QLabel(plain(name), widget)  # a child: it goes with the widget
    label.setBuddy(widget)
    label.hide()
