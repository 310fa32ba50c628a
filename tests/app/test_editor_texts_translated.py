"""The fields panel's choice texts and the undo texts reach the catalogue (issue 13).

The window speaks a pseudo-translation of the whole template (tests/i18n/pseudo_catalogue.py):
a text the code marked reads accented, one it forgot stays English. The choice texts are
built from templates ("{name} ({cost}/model)") whose names are the list's own (read from the
list's Polish overlay, not the catalogue), so the test looks at the template's part: "/model"
must read "/módél".
"""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QComboBox

from listbuilder import i18n
from listbuilder.app.look import qt_i18n
from listbuilder.app.look.qt_i18n import install_translators
from tests.app.test_fields_panel_editing import field, open_sample, pick
from tests.i18n.pseudo_catalogue import pseudo, pseudo_translations

pytestmark = pytest.mark.gui


@pytest.fixture
def pseudo_window(qapp, window, monkeypatch):
    monkeypatch.setattr(i18n, "translations", pseudo_translations)
    monkeypatch.setattr(qt_i18n, "translations", pseudo_translations)
    previous = i18n.current_choice()
    install_translators(qapp, "pl")  # answered by the pseudo catalogue
    i18n.use("pl")
    yield window
    install_translators(qapp, "en")
    i18n.use(previous)


def _items(widget) -> list[str]:
    box = widget.editor
    assert isinstance(box, QComboBox)
    return [box.itemText(i) for i in range(box.count())]


def test_usb_choice_texts_and_undo_text_are_translated(pseudo_window, tmp_path):
    window = pseudo_window
    open_sample(window, tmp_path, "usb-240")
    window.editor.select_units(["rifles"])
    quality = field(window, "Quality")  # the spec keeps the English text; the form shows it
    assert any(text.endswith(f"/{pseudo('model')})") for text in _items(quality))
    assert not any("/model)" in text for text in _items(quality))
    pick(quality, "Weteran")  # the list's "Veteran" in its Polish overlay
    assert window.menus.undo_action.text() == pseudo("&Undo") + " " + pseudo(
        "Change {what}").format(what=pseudo("Quality").lower())


def test_skirmish_format_choices_are_translated(pseudo_window, tmp_path):
    window = pseudo_window
    open_sample(window, tmp_path, "skirmish-small")
    texts = _items(field(window, "Game format"))
    assert texts and all(text.endswith(f" {pseudo('points')})") for text in texts)
    assert [t.split(" (")[0] for t in texts] == [pseudo(w) for w in ("Small", "Medium", "Large")]


def test_file_dialog_filters_are_in_the_template():
    from listbuilder.app.dialogs import sharing
    from listbuilder.app.window import army_files
    from tests.i18n.pseudo_catalogue import PseudoTranslations

    for text in (army_files.ARMY_FILTER, sharing.ARMY_FILTER):
        assert PseudoTranslations().gettext(text) == pseudo(text)


def test_usb_cost_breakdown_names_its_own_items_in_the_window_language(pseudo_window, tmp_path):
    window = pseudo_window
    open_sample(window, tmp_path, "usb-legend-on-dragon")
    window.editor.select_units(["dragon-lord"])
    tip = window.editor.fields_panel.unit_title.toolTip()
    assert f"{pseudo('Magic / technology')}: 115" in tip.splitlines()
    items = [row["item"] for row in window.doc.view.unit("dragon-lord").extra["cost_breakdown"]]
    assert "Magic / technology" in items  # the view (and the JSON output) keeps English


def test_usb_cost_breakdown_lines_the_view_builds_are_translated(pseudo_window, tmp_path):
    window = pseudo_window
    open_sample(window, tmp_path, "usb-legend-on-dragon")
    window.editor.select_units(["dragon-lord"])
    lines = window.editor.fields_panel.unit_title.toolTip().splitlines()
    assert pseudo("Mount: {name}").format(name="Ancient dragon") + ": 231" in lines
    window.editor.select_units(["siege-engine"])
    lines = window.editor.fields_panel.unit_title.toolTip().splitlines()
    assert pseudo("Growth × {n}").format(n=6) + ": 90" in lines
    assert pseudo("{type} base").format(type="Pojazd") + ": 15" in lines  # the list's Polish


def test_the_undo_item_follows_the_languages_order_of_verb_and_edit(qapp, pseudo_window,
                                                                      tmp_path, monkeypatch):
    """"&Undo" and the edit's name come from one template, so a language may put the verb
    last or join them with a colon."""
    from tests.i18n.pseudo_catalogue import PseudoTranslations

    class VerbLast(PseudoTranslations):
        def gettext(self, message):
            return {"&Undo {action}": "{action} — &cofnij",
                    "&Redo {action}": "{action} — &ponów"}.get(message) or super().gettext(
                        message)

    monkeypatch.setattr(qt_i18n, "translations", lambda language: VerbLast())
    install_translators(qapp, "pl")
    window = pseudo_window
    open_sample(window, tmp_path, "usb-240")
    window.editor.select_units(["rifles"])
    pick(field(window, "Quality"), "Weteran")
    edit = pseudo("Change {what}").format(what=pseudo("Quality").lower())
    assert window.menus.undo_action.text() == f"{edit} — &cofnij"
    window.menus.undo_action.trigger()
    assert window.menus.redo_action.text() == f"{edit} — &ponów"
    assert window.menus.undo_action.text() == pseudo("&Undo")  # nothing left to undo
