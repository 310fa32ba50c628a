"""The window's size and place on the screen, and the panes' sizes, kept in the settings from
one start to the next."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QRect, QSize
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QMainWindow, QWidget

from listbuilder.app.editing.army_editor import ArmyEditor
from listbuilder.app.files import config
from listbuilder.app.window.panes import Panes

DEFAULT_SIZE = (1280, 800)  # the first start's least size, where the screen has room for it
FIRST_SHARE = 0.9  # of a bigger screen's room, for the first start
#: Room left for the window's title bar and frame, which the desktop adds around it.
FRAME_ROOM = QSize(16, 48)


def available_area(window: QWidget) -> QRect | None:
    """The part of the window's screen (or the main one) that windows may use."""
    screen = window.screen() or QGuiApplication.primaryScreen()
    return screen.availableGeometry() if screen is not None else None


def fit_within(window: QMainWindow, area: QRect) -> None:
    """Size and place the window inside `area` (the screen's available part): the first
    start's 1280×800 or the size remembered from a bigger screen put 'New army from list',
    the findings and the status bar off a 1024×600 screen."""
    if window.isMaximized() or window.isFullScreen():
        return  # the desktop fits those to the screen itself
    room = area.size() - FRAME_ROOM
    size = window.size().boundedTo(room).expandedTo(window.minimumSize())
    if size != window.size():
        window.resize(size)
    frame = window.frameGeometry()
    left = min(max(frame.left(), area.left()), area.right() - frame.width() + 1)
    top = min(max(frame.top(), area.top()), area.bottom() - size.height() - FRAME_ROOM.height()
              + 1)
    if (left, top) != (frame.left(), frame.top()):
        window.move(max(left, area.left()), max(top, area.top()))


def first_size(area: QRect | None) -> QSize:
    """The first start's size: most of a big screen (at 1920×1080 it opened at 1280×800,
    and the fields panel scrolled beside a half-empty desktop), 1280×800 on a smaller one,
    the screen's room on a small one (`fit_within`)."""
    size = QSize(*DEFAULT_SIZE)
    if area is None:
        return size
    room = area.size() - FRAME_ROOM
    share = QSize(int(room.width() * FIRST_SHARE), int(room.height() * FIRST_SHARE))
    return size.expandedTo(share).boundedTo(room)


def place(window: QMainWindow, panes: Panes, editor: ArmyEditor) -> None:
    """The first start's size, or the last size and place when there is one, on this screen."""
    area = available_area(window)
    window.resize(first_size(area))
    restore_settings(window, panes, editor)
    if area is not None:
        fit_within(window, area)


def save_settings(window: QMainWindow, panes: Panes, editor: ArmyEditor) -> None:
    s = config.settings()
    s.setValue("window/geometry", window.saveGeometry())
    panes.remember()
    for key, state in panes.states.items():
        s.setValue(f"window/panes_{key}", state)
    s.setValue("window/editor_body", editor.body.saveState())
    editor.place.give_back_notes()
    s.setValue("window/editor_parts", editor.parts.saveState())


def restore_settings(window: QMainWindow, panes: Panes, editor: ArmyEditor) -> None:
    s = config.settings()
    for key in ("wide", "narrow", "side"):
        value = s.value(f"window/panes_{key}")
        if isinstance(value, QByteArray | bytes):
            panes.states[key] = QByteArray(value)
    for key, restore in (("window/geometry", window.restoreGeometry),
                         ("window/editor_body", editor.body.restoreState),
                         ("window/editor_parts", editor.parts.restoreState)):
        value = s.value(key)
        if isinstance(value, QByteArray | bytes):
            restore(value)
