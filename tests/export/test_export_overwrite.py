"""`export … -o` never destroys an input: an existing non-PDF needs `--force`."""

from __future__ import annotations

import os
import shutil

import pytest

from listbuilder.cli import main
from tests.export.conftest import FRENCH, FRENCH_LIST


@pytest.mark.parametrize("source", [FRENCH, FRENCH_LIST], ids=["army", "list"])
def test_output_onto_an_army_or_list_is_refused(source, tmp_path, capsys):
    target = tmp_path / source.name
    shutil.copyfile(source, target)
    before = target.read_bytes()
    assert main(["export", "roster", str(FRENCH), "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert "is not a PDF" in err and "--force" in err
    assert target.read_bytes() == before


def test_output_onto_the_army_itself_is_refused(tmp_path, capsys):
    army = tmp_path / "mine.army.yaml"
    shutil.copyfile(FRENCH, army)
    assert main(["export", "cards", str(army), "-o", str(army)]) == 2
    err = capsys.readouterr().err
    assert "mine.army.yaml exists and is not a PDF" in err and "--force" in err
    assert army.read_bytes() == FRENCH.read_bytes()


def test_any_other_existing_file_and_a_link_to_one_are_refused(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("my campaign notes\n")
    link = tmp_path / "looks.pdf"
    os.symlink(notes, link)
    for out in (notes, link):
        assert main(["export", "roster", str(FRENCH), "-o", str(out)]) == 2
    assert notes.read_text() == "my campaign notes\n"


def test_force_replaces_and_an_existing_pdf_is_replaced_without_it(tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("old\n")
    assert main(["export", "roster", str(FRENCH), "-o", str(notes), "--force"]) == 0
    assert notes.read_bytes().startswith(b"%PDF")
    # A PDF from an earlier export is simply replaced, as before.
    assert main(["export", "bases", str(FRENCH), "-o", str(notes)]) == 0


def test_text_export_replaces_text_but_never_an_army(tmp_path, capsys):
    notes = tmp_path / "forum.md"
    notes.write_text("last week's post\n")
    assert main(["export", "text", str(FRENCH), "-o", str(notes)]) == 0
    assert "last week" not in notes.read_text()
    army = tmp_path / "army.txt"  # an army under a name that hides it
    shutil.copyfile(FRENCH, army)
    assert main(["export", "text", str(FRENCH), "-o", str(army)]) == 2
    assert "is a list or army file" in capsys.readouterr().err
    assert army.read_bytes() == FRENCH.read_bytes()
    assert main(["export", "text", str(FRENCH)]) == 0  # to stdout: nothing to protect
