"""The roster's QR code: drawn module for module as reportlab's QR encoder encodes the share
code at level M, in the smallest version that holds it, and read back by a real decoder
(zbar) where one is installed."""

from __future__ import annotations

import pytest
from reportlab.graphics.barcode import qrencoder

from listbuilder.cli import main
from listbuilder.export.qr import MODULE_MM, qr_code, qr_matrix
from listbuilder.i18n import LANGUAGES
from tests.export.conftest import ROOT
from tests.export.measure import DECODER, decoded_at_100_dpi, opened

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
    doc = opened(pdf)
    runs = [r for page in doc.pages for r in page.rects
            if abs(r["height"] - step) < 1e-3 and abs(r["width"] / step
                                                      - round(r["width"] / step)) < 1e-3]
    left, top = min(r["x0"] for r in runs), min(r["top"] for r in runs)
    return {(round((r["top"] - top) / step), round((r["x0"] - left) / step) + n)
            for r in runs for n in range(round(r["width"] / step))}


def _capacity(version: int) -> int:
    """By reportlab's tables: the bytes a level-M code of the version holds in byte mode."""
    blocks = qrencoder.QRRSBlock.getRSBlocks(version, qrencoder.QRErrorCorrectLevel.M)
    count_bits = 8 if version <= 9 else 16
    return (8 * sum(b.dataCount for b in blocks) - 4 - count_bits) // 8


def _smallest_version(code: str) -> int:
    return next(v for v in range(1, 41) if len(code.encode()) <= _capacity(v))


def _encoded(code: str) -> set[tuple[int, int]]:
    matrix = qr_matrix(code)
    assert matrix is not None
    return {(row, col) for row, cells in enumerate(matrix) for col, dark in enumerate(cells)
            if dark}


@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_the_roster_draws_the_codes_modules(sample, tmp_path, capsys):
    code = _share_code(sample, capsys)
    out = tmp_path / "roster.pdf"
    assert main(["export", "roster", str(sample), "-o", str(out)]) == 0
    capsys.readouterr()
    assert _drawn_matrix(out) == _encoded(code)


@pytest.mark.parametrize("version", [1, 10, 25])
def test_the_code_is_the_smallest_version_at_level_m(version):
    """The longest code a version holds at level M fills that version, one byte more the next
    (of the characters share codes use)."""
    alphabet = "LB1.abcXYZ019-_"
    code = "".join(alphabet[(n * 7) % len(alphabet)] for n in range(_capacity(version)))
    assert _smallest_version(code) == version
    assert len(qr_matrix(code) or []) == 17 + 4 * version
    assert len(qr_matrix(code + "x") or []) == 17 + 4 * (version + 1)


def test_a_code_too_long_for_any_version_prints_as_text_only():
    assert qr_matrix("x" * 3000) is None and qr_code("x" * 3000) is None


@DECODER
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_a_decoder_reads_the_printed_qr_code_in_every_language(sample, language, tmp_path,
                                                               capsys):
    """The roster's layout moves with the language, and with it where the modules fall on a
    screen's pixels: every sample in every language decodes."""
    code = _share_code(sample, capsys)
    out = tmp_path / "roster.pdf"
    assert main(["--lang", language, "export", "roster", str(sample), "-o", str(out)]) == 0
    assert decoded_at_100_dpi(out, tmp_path) == code
