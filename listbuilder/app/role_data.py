"""Answering every role a view asks of a cell in one call (`multiData`).

A view draws each cell with seven roles (text, font, icon, colours…). Qt's default
`multiData` asks the model's `data()` once per role: seven calls from C++ into Python per
cell per repaint, most of a Python model's share of the repaint. A model that defines
`multiData` (with `answer_roles`, or its own loop over the roles) is called once per cell.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QModelRoleDataSpan


def answer_roles(asked: QModelRoleDataSpan, value_of: Callable[[int], Any]) -> None:
    """Fill each role asked with `value_of(role)`; None leaves the role without a value."""
    for role_data in asked:
        value = value_of(role_data.role())
        if value is None:
            role_data.clearData()
        else:
            role_data.setData(value)
