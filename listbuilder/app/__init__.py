"""The army editor: PySide6 widgets on top of the pure core.

This package is the only place Qt is imported. Widgets never change an army themselves: they
ask the `ArmyDocument` for an edit, which pushes an undoable command and tells every view what
changed.
"""
