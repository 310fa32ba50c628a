"""A lists folder from Preferences that is too large to search says so in the list browser."""

from __future__ import annotations

from listbuilder.app.files.list_folders import app_catalog
from listbuilder.storage.folder_walk import DEPTH_MAX


def test_the_list_browser_says_a_folder_was_cut_short(window, tmp_path):
    folder = tmp_path / "home"
    deep = folder.joinpath(*[f"level-{n}" for n in range(DEPTH_MAX + 2)])
    deep.mkdir(parents=True)
    catalog = app_catalog([str(folder)])
    window.browser.show_failures(catalog)
    label = window.browser.failed_label
    assert label.isVisible()
    assert f"Stopped looking for list and army files in {folder} after 8 levels" in label.text()
    assert catalog.get("bi/french-1150-1330") is not None  # the bundled lists still load
