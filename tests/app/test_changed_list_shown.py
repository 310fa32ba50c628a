"""A changed list: one behaviour, said plainly (issue 24, README "Army lists that change").

The table showed VBU 7 while the banner said "Press Update to accept the new list", as if the
old values were shown until then. The army is shown and checked with the list as it is now;
the banner and the finding say so in words, and Update only records the new list's stamp.
"""

from __future__ import annotations

from pathlib import Path

from listbuilder.app.files.config import config_dir
from listbuilder.app.tables.units_model import UnitsModel
from listbuilder.core.stamp import data_stamp
from listbuilder.storage.list_history import ListHistory


def built_on_older_list(window, sample):
    current = window.catalog.get("bi/french-1150-1330")
    rows = [r.model_dump() for r in current.units]
    rows[0]["VBU"] = 6  # the knights were weaker when this army was built
    older = type(current).model_validate({**current.model_dump(), "units": rows})
    ListHistory(Path(config_dir()) / "list-history").remember(older)
    text = sample.read_text(encoding="utf-8").replace("sha256:4f131c4d804b45dd",
                                                       data_stamp(older))
    sample.write_text(text, encoding="utf-8")
    assert window.open_path(str(sample))


def knights_profile(window) -> str:
    model = window.editor.model
    row = window.editor.model.row_of("knights-1")
    return model.index(row, UnitsModel.PROFILE).data().replace("\u00a0", " ")


def test_the_banner_says_the_table_already_shows_the_new_list(window, sample):
    built_on_older_list(window, sample)
    banner = window.editor.banner.text.text()
    assert "VBU 6 → 7" in banner
    assert "already show the new list" in banner
    assert "VBU 7" in knights_profile(window)  # what the banner says is what is shown
    finding = next(r for r in range(window.findings.model.rowCount())
                   if window.findings.model.finding(r).code == "ARMY-LIST-CHANGED")
    assert "already shown with the new list" in window.findings.model.message(finding)
    # Update records the stamp; the values shown do not change.
    window.editor.banner.update_button.click()
    assert window.editor.banner.isHidden()
    assert "VBU 7" in knights_profile(window)
    window.doc.undo_stack.undo()
    assert window.editor.banner.isVisible() and "VBU 7" in knights_profile(window)
