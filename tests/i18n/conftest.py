from __future__ import annotations

import pytest

from listbuilder import i18n
from tests.i18n.fake_catalogue import FAKE, fake_translations


@pytest.fixture(autouse=True)
def _english_afterwards():
    """The language is process-wide: every test here leaves English behind."""
    yield
    i18n.use("en")


@pytest.fixture
def use_fake_catalogues(monkeypatch):
    """`_()` answers from the fake catalogue (tests/i18n/fake_catalogue.py)."""
    monkeypatch.setattr(i18n, "translations", fake_translations)
    return FAKE
