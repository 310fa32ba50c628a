"""`gui --screenshot` where the picture cannot go, or of a folder: a plain reason and exit 2,
as every command ("cannot write", "is a folder"); it exited 1 and said nothing."""

from __future__ import annotations

from tests.app.conftest import ROOT
from tests.app.test_screenshot_batch import _run

ARMY = ROOT / "resources" / "samples" / "bi-french.army.yaml"


def test_a_screenshot_that_cannot_be_written_says_why(tmp_path, isolated_config):
    not_a_folder = tmp_path / "notes.txt"
    not_a_folder.write_text("a file, not a folder", encoding="utf-8")
    out = not_a_folder / "window.png"
    result = _run(["gui", str(ARMY), "--screenshot", str(out)], isolated_config)
    assert result.returncode == 2, result.stderr
    assert (f"cannot write {out}: a part of the path is a file, not a folder "
            "(Not a directory)") in result.stderr


def test_a_folder_given_as_the_army_is_named_and_exits_2(tmp_path, isolated_config):
    out = tmp_path / "window.png"
    result = _run(["gui", str(tmp_path), "--screenshot", str(out)], isolated_config)
    assert result.returncode == 2, result.stderr
    assert "it is a folder, not a file" in result.stderr
    assert not out.exists()
