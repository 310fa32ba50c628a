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
    """The dark modules drawn on the roster, as (row, column) from the code's top left: the
    rectangles one module tall, each a run of one or more modules."""
    step = MODULE_MM * MM
    with pdfplumber.open(pdf) as doc:
        runs = [r for page in doc.pages for r in page.rects
                if abs(r["height"] - step) < 1e-3 and abs(r["width"] / step
                                                          - round(r["width"] / step)) < 1e-3]
    left, top = min(r["x0"] for r in runs), min(r["top"] for r in runs)
    return {(round((r["top"] - top) / step), round((r["x0"] - left) / step) + n)
            for r in runs for n in range(round(r["width"] / step))}


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
    # 100 dpi, about a screen's: two pixels a module, the hardest case a camera meets.
    subprocess.run(["pdftoppm", "-r", "100", "-gray", "-png", str(out), str(tmp_path / "p")],
                   check=True)
    pages = sorted(tmp_path.glob("p*.png"))
    read = subprocess.run(["zbarimg", "-q", "--raw", "-Sdisable", "-Sqrcode.enable",
                           *map(str, pages)], capture_output=True, text=True)
    assert read.stdout.strip() == code
