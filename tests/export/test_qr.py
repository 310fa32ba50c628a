"""The roster's QR code: drawn module for module as segno encodes the share code with the
fixed mask, and read back by a real decoder (zbar) where one is installed."""

from __future__ import annotations

import shutil
import subprocess

import pdfplumber
import pytest
import segno

from listbuilder.cli import main
from listbuilder.export.qr import MASK, MODULE_MM
from tests.export.conftest import ROOT

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]
MM = 72 / 25.4


def _share_code(sample, capsys) -> str:
    assert main(["share", str(sample)]) == 0
    return capsys.readouterr().out.strip()


def _drawn_matrix(pdf) -> set[tuple[int, int]]:
    """The dark modules drawn on the roster, as (row, column) from the code's top left."""
    with pdfplumber.open(pdf) as doc:
        squares = [r for page in doc.pages for r in page.rects
                   if abs(r["width"] / MM - MODULE_MM) < 1e-3
                   and abs(r["height"] / MM - MODULE_MM) < 1e-3]
    left, top = min(r["x0"] for r in squares), min(r["top"] for r in squares)
    step = MODULE_MM * MM
    return {(round((r["top"] - top) / step), round((r["x0"] - left) / step)) for r in squares}


def _encoded(code: str) -> set[tuple[int, int]]:
    matrix = segno.make_qr(code, error="m", boost_error=False, mask=MASK).matrix
    return {(row, col) for row, cells in enumerate(matrix) for col, dark in enumerate(cells)
            if dark}


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_the_roster_draws_the_codes_modules_with_the_fixed_mask(sample, tmp_path, capsys):
    code = _share_code(sample, capsys)
    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(sample), "-o", str(out)]) == 0
    capsys.readouterr()
    assert _drawn_matrix(out) == _encoded(code)
    assert segno.make_qr(code, error="m", boost_error=False, mask=MASK).mask == MASK


@pytest.mark.skipif(not (shutil.which("zbarimg") and shutil.which("pdftoppm")),
                    reason="needs zbarimg (zbar-tools) and pdftoppm (poppler-utils)")
@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_a_decoder_reads_the_printed_qr_code(sample, tmp_path, capsys):
    code = _share_code(sample, capsys)
    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(sample), "-o", str(out)]) == 0
    subprocess.run(["pdftoppm", "-r", "300", "-gray", "-png", str(out), str(tmp_path / "p")],
                   check=True)
    pages = sorted(tmp_path.glob("p*.png"))
    read = subprocess.run(["zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable",
                           *map(str, pages)], capture_output=True, text=True)
    assert read.stdout.strip() == code
