"""An export option the document does not use is a usage error, not silently ignored (issue
12 item 9 says so for the roster's --scale; the same holds for every document)."""

from __future__ import annotations

import pytest

from tests.cli.conftest import AN_ARMY


@pytest.mark.parametrize(("kind", "options", "named"), [
    ("text", ["--paper", "letter"], "--paper"),
    ("text", ["--scale", "15mm"], "--scale"),
    ("text", ["--card-size", "poker"], "--card-size"),
    ("roster", ["--card-size", "poker"], "--card-size"),
    ("bases", ["--card-size", "large"], "--card-size"),
])
def test_an_option_the_document_ignores_is_refused(run_cli, tmp_path, kind, options, named):
    out = tmp_path / "out.pdf"
    code, stdout, err = run_cli("export", kind, AN_ARMY, "-o", out, *options)
    assert code == 2
    assert named in err and "does not use" in err
    assert not out.exists() and not stdout


@pytest.mark.parametrize(("kind", "options"), [
    ("cards", ["--paper", "letter", "--scale", "15mm", "--card-size", "poker"]),
    ("bases", ["--paper", "letter", "--scale", "15mm"]),
    ("roster", ["--paper", "letter"]),
])
def test_the_options_a_document_uses_are_taken(run_cli, tmp_path, kind, options):
    out = tmp_path / "out.pdf"
    code, _, err = run_cli("export", kind, AN_ARMY, "-o", out, *options)
    assert code == 0, err
    assert out.read_bytes().startswith(b"%PDF")
    assert b"/MediaBox [ 0 0 612 792 ]" in out.read_bytes()  # Letter, as asked


def test_export_names_letters_the_font_cannot_print(run_cli, tmp_path):
    army = tmp_path / "georgian.army.yaml"
    text = AN_ARMY.read_text(encoding="utf-8")
    army.write_text(text.replace("name:", "name: ქართველი", 1), encoding="utf-8")
    code, _, err = run_cli("export", "cards", army, "-o", tmp_path / "c.pdf")
    assert code == 0
    assert "empty boxes" in err and "ქ" in err
    code, _, err = run_cli("export", "cards", AN_ARMY, "-o", tmp_path / "d.pdf")
    assert code == 0 and "empty boxes" not in err
