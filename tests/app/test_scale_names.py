"""A figure scale reads the same wherever it is shown: as the rules print it ("28mm"), a
named scale capitalised like one ("Standard", not Szwadron's id "standard")."""

from __future__ import annotations

import shutil

import pytest

from listbuilder.app.dialogs.export_dialog import ExportDialog
from listbuilder.cli import main
from tests.app.conftest import ROOT
from tests.export.measure import pdf_text

SAMPLES = ROOT / "resources" / "samples"


@pytest.mark.parametrize(("sample", "shown"), [("szwadron-brigade", "Standard"),
                                               ("usb-240", "28mm"), ("bi-french", "28mm")])
def test_the_scale_reads_the_same_in_editor_dialog_show_and_roster(
        window, tmp_path, capsys, sample, shown):
    army = tmp_path / f"{sample}.army.yaml"
    shutil.copyfile(SAMPLES / f"{sample}.army.yaml", army)
    assert window.open_path(str(army))
    assert window.editor.scale_box.currentText() == shown
    dialog = ExportDialog(window.doc, window)
    assert dialog.scale_box.currentText() == shown
    dialog.deleteLater()
    assert main(["show", str(army)]) == 0
    assert f"Scale: {shown}\n" in capsys.readouterr().out
    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(army), "-o", str(out)]) == 0
    assert f"· {shown} " in pdf_text(out)
