"""`--lang` is for the one command: a caller in the same process keeps its own language."""

from __future__ import annotations

from pathlib import Path

from listbuilder import i18n
from listbuilder.cli import main

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "samples" / "bi-french.army.yaml"


def test_lang_option_does_not_outlive_the_command(capsys):
    before = i18n.current_choice()
    assert main(["--lang", "pl", "show", str(SAMPLE)]) == 0
    polish = capsys.readouterr().out
    assert i18n.current_choice() == before
    assert main(["show", str(SAMPLE)]) == 0
    assert capsys.readouterr().out != polish  # the second command speaks the caller's language
