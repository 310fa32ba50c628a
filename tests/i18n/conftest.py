from __future__ import annotations

import pytest

from listbuilder import i18n


@pytest.fixture(autouse=True)
def _english_afterwards():
    """The language is process-wide: every test here leaves English behind."""
    yield
    i18n.use("en")
