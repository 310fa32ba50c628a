"""The fields panel's "Add to …" buttons speak the reader's language, section name and all."""

from __future__ import annotations

import shutil

import pytest

from listbuilder import i18n
from listbuilder.app.look.qt_i18n import install_translators
from tests.conftest import ROOT

SAMPLES = ROOT / "resources" / "samples"


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_add_buttons_are_in_the_readers_language(qapp, window, tmp_path, language,
                                                 english_afterwards):
    install_translators(qapp, language)
    i18n.use(language)
    army = tmp_path / "szwadron-brigade.army.yaml"
    shutil.copy(SAMPLES / army.name, army)
    window.open_path(str(army))
    window.editor.table.selectRow(0)
    texts = [b.text() for b in window.editor.fields_panel.entry_add_buttons()]
    assert texts
    english = {"Add to", "unit", "differing", "figures"}
    for text in texts:
        assert not english & set(text.replace("…", " ").split()), text
