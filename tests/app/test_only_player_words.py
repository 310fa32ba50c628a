"""Only player words in the window (issue 32, item 10): a finding's tooltip named the units'
keys in the file ("In the file: foot-1"), a unit's tooltip its key ("(schiltron-1)"), and a
USB finding carried a developer's note on how the tool reads its source."""

from __future__ import annotations

from PySide6.QtCore import Qt

from listbuilder.storage.codes import explanation, lookup
from tests.app.test_fixes import open_copy


def test_no_key_of_the_file_in_a_findings_tooltip(window, tmp_path):
    open_copy(window, tmp_path, "bi-illegal")
    model = window.findings.model
    assert model.rowCount() >= 3
    for row in range(model.rowCount()):
        tip = model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
        for key in model.finding(row).subjects:
            assert key not in tip, (key, tip)


def test_no_key_of_the_file_in_a_units_tooltip(window, tmp_path):
    for sample in ("bi-scots", "usb-240", "szwadron-brigade"):
        open_copy(window, tmp_path, sample)
        model = window.editor.model
        for row in range(model.rowCount()):
            unit_id = window.doc.view.units[row].id
            tip = model.index(row, model.NAME).data(Qt.ItemDataRole.ToolTipRole) or ""
            assert f"({unit_id})" not in tip, tip
        window.doc.undo_stack.setClean()


def test_how_the_tool_reads_its_source_is_said_by_explain_not_the_finding():
    message = lookup("USB-UNIT-OVER-SHARE")
    assert message is not None
    assert "33%" not in message.template and "this tool" not in message.template
    assert "33%" in explanation(message)  # `explain` still says why one third


def test_basic_impetus_units_show_their_traits_in_the_table(window, tmp_path):
    open_copy(window, tmp_path, "bi-scots")
    model = window.editor.model
    types = {model.index(row, model.TYPE).data() for row in range(model.rowCount())}
    assert {"FP, Pike", "FL, Impetuous", "CP"} <= types
    open_copy(window, tmp_path, "usb-legend-on-dragon")  # a points system: its fields show them
    assert all("," not in (model.index(row, model.TYPE).data() or "")
               for row in range(model.rowCount()))


def test_a_finding_with_a_fix_gives_no_advice_to_edit_the_file(window, tmp_path):
    """'Remove the entry from 'options'' beside a Fix button that does it."""
    from listbuilder.app.help.guide_dialog import explanation_html

    open_copy(window, tmp_path, "bi-illegal")
    panel = window.findings
    fixed = 0
    for row in range(panel.model.rowCount()):
        panel.table.setCurrentIndex(panel.model.index(row, 0))
        if not panel.fix_buttons():
            continue
        fixed += 1
        finding = panel.model.finding(row)
        for text in (panel.model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole),
                     explanation_html(finding, panel.model.message(row))):
            assert "'options'" not in text and "'choices'" not in text, text
    assert fixed >= 3


def _quoted_keys(keys):
    import re

    return re.compile("|".join(f"['„«]{re.escape(k)}['”»]" for k in keys))


def _window_texts(window):
    """Each finding's text, tooltip, Fix buttons and 'What does this mean?', and each Fix's
    undo step, as the window shows them."""
    from listbuilder.app.help.guide_dialog import explanation_html

    panel = window.findings
    for row in range(panel.model.rowCount()):
        panel.table.setCurrentIndex(panel.model.index(row, 0))
        yield panel.model.index(row, 0).data()
        yield panel.model.index(row, 0).data(Qt.ItemDataRole.ToolTipRole)
        yield explanation_html(panel.model.finding(row), panel.model.message(row))
        yield from (b.text() for b in panel.fix_buttons())


def test_an_option_the_list_does_not_have_is_not_named_by_its_key(window, tmp_path):
    """'List … has no option 'genoese'' and 'Fix: Remove option 'genoese'': the key of an
    option the list lacks is no word a player knows. Said as what it is, and the Fix removes
    it; the command line's line and column still point at it."""
    open_copy(window, tmp_path, "bi-illegal")
    doc = window.doc
    keys = [*doc.model.options, *(o.id for o in doc.army_list.options),
            *(u.id for u in doc.view.units)]
    assert "genoese" in keys
    pattern = _quoted_keys(keys)
    texts = list(_window_texts(window))
    assert any("an option not in list" in t for t in texts), texts
    assert "Fix: Remove the option this list does not have" in texts
    for text in texts:
        assert not pattern.search(text), text


def test_a_findings_help_names_no_entry_of_the_list_file(window, tmp_path):
    """'The list marks which rows may carry the General ('general: true')' in the tooltip
    and 'What does this mean?' of a player's finding; 'its 'excludes'' for two options;
    'name them under 'big_units' in the list' for an illegal big unit."""
    import re

    open_copy(window, tmp_path, "bi-illegal")
    entry = re.compile(r"'[a-z_]+: [a-z0-9_]+'|'[a-z]+_[a-z_]+'")
    for text in _window_texts(window):
        assert not entry.search(text), text
    conflict = lookup("BI-OPTION-CONFLICT")
    assert conflict is not None and "'excludes'" not in conflict.help
