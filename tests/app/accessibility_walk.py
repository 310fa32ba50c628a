"""Walking a window's widgets the way a screen reader meets them (issue 24, "for everyone")."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QGroupBox,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTabBar,
    QTextEdit,
    QWidget,
)

#: What a player acts on (types into, presses, picks from, moves through).
INTERACTIVE = (QAbstractButton, QLineEdit, QComboBox, QAbstractSpinBox, QAbstractItemView,
               QTextEdit, QPlainTextEdit, QAbstractSlider, QTabBar)
#: Parts of another control that a screen reader announces with it: a scroll bar, a table's
#: header, the line edit inside a spin box or an editable combo box.
PARTS = (QScrollBar, QHeaderView)


def _plain(text: str) -> str:
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&").strip()


def accessible_name(widget: QWidget, top: QWidget) -> str:
    """The name a screen reader says: the accessible name, a button's text, a group box's
    title, or the text of the label whose buddy the widget is."""
    if widget.accessibleName().strip():
        return widget.accessibleName().strip()
    if isinstance(widget, QAbstractButton) and _plain(widget.text()):
        return _plain(widget.text())
    if isinstance(widget, QGroupBox) and _plain(widget.title()):
        return _plain(widget.title())
    for label in top.findChildren(QLabel):
        if label.buddy() is widget and _plain(label.text()):
            return _plain(label.text())
    return ""


def _is_part(widget: QWidget) -> bool:
    if isinstance(widget, PARTS):
        return True
    parent = widget.parentWidget()
    # The editor inside a spin box or a combo box: the outer control carries the name.
    return isinstance(widget, QLineEdit) and isinstance(parent, QAbstractSpinBox | QComboBox)


def controls(top: QWidget) -> list[QWidget]:
    """Every interactive control of `top` a player can reach now (shown, not a part)."""
    return [w for w in top.findChildren(QWidget)
            if isinstance(w, INTERACTIVE) and w.isVisibleTo(top) and not _is_part(w)]


def describe(widget: QWidget) -> str:
    text = getattr(widget, "text", lambda: "")()
    return (f"{type(widget).__name__} '{widget.objectName()}' "
            f"{text if isinstance(text, str) else ''!r} in {type(widget.parentWidget()).__name__}")


def unnamed(top: QWidget) -> list[str]:
    return [describe(w) for w in controls(top) if not accessible_name(w, top)]
