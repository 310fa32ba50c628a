"""Answering every role a view asks of a cell in one call (`multiData`).

A view draws each cell with seven roles (text, font, icon, colours…). Qt's default
`multiData` asks the model's `data()` once per role: seven calls from C++ into Python per
cell per repaint, most of a Python model's share of the repaint. A model that defines
`multiData` (with `answer_roles`, or its own loop over the roles) is called once per cell.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import Any, cast

from PySide6.QtCore import QModelRoleData, QModelRoleDataSpan

Asked = QModelRoleDataSpan | QModelRoleData  # what `multiData` is given


def roles_asked(asked: Asked) -> Iterable[QModelRoleData]:
    """Each role asked, to answer in place. (A span iterates over its entries; PySide's type
    stubs do not say so.)"""
    if isinstance(asked, QModelRoleData):
        return (asked,)
    return cast(Iterable[QModelRoleData], asked)


def answer_roles(asked: Asked, value_of: Callable[[int], Any]) -> None:
    """Fill each role asked with `value_of(role)`; None leaves the role without a value."""
    for role_data in roles_asked(asked):
        value = value_of(role_data.role())
        if value is None:
            role_data.clearData()
        else:
            role_data.setData(value)
