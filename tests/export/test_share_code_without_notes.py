"""Notes that make the share code too long for a QR code: the roster prints a code that fits,
the notes left out, and says so on the page; `import` rebuilds the army from it and says the
code holds no notes.

A player at a tournament table scans one code with a phone and has the army; the notes are
printed on the same page. The whole code (some 2,500 characters) was printed instead, with
no QR code and no word why.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
import yaml

from listbuilder import i18n
from listbuilder.cli import main
from listbuilder.export.qr import qr_matrix
from listbuilder.i18n import LANGUAGES, _
from listbuilder.storage.loading import LoadedArmy, load_file
from listbuilder.storage.share import decode, encode, without_notes
from tests.export.conftest import ROOT, load
from tests.export.measure import DECODER, decoded_at_100_dpi, pdf_text

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]
LETTERS = "abcdefghijklmnopqrstuvwxyząćęłńóśźżABCDEFGHIJKLMNOPRSTUWZ0123456789"


def _long_notes(seed: int) -> str:
    """Notes just under the 2,000 characters a code carries, as little compressible as a
    player's own words in Polish: the code comes to about 2,500 characters."""
    rng = random.Random(seed)
    words = ("".join(rng.choice(LETTERS) for _ in range(rng.randint(2, 9))) for _ in range(400))
    return " ".join(words)[:1990]


def _with_notes(sample: Path, folder: Path) -> Path:
    """The sample with long army notes, and a note on its first unit or hero where the
    system keeps one."""
    data = yaml.safe_load(sample.read_text(encoding="utf-8"))
    data["notes"] = _long_notes(33)
    army = folder / sample.name
    army.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False), encoding="utf-8")
    for key in ("heroes", "units"):
        if isinstance(data.get(key), list) and data[key]:
            data[key][0]["notes"] = "Keep them behind the hill until turn three."
            with_unit_note = folder / f"unit-note-{sample.name}"
            with_unit_note.write_text(yaml.safe_dump(data, allow_unicode=True, sort_keys=False),
                                      encoding="utf-8")
            if isinstance(load_file(with_unit_note), LoadedArmy):  # the system keeps one
                army = with_unit_note
            break
    assert load_file(army).model.notes  # the army loads with its notes
    return army


def _said(language: str, message: str) -> str:
    with i18n.speaking(language):
        return "".join(_(message).split())


LEFT_OUT_ON_PAGE = ("The notes make this army's share code too long for a QR code: this code "
                    "and its QR code leave them out (the roster prints them; listbuilder share "
                    "gives the whole code).")
LEFT_OUT_ON_IMPORT = ("the code holds no notes: they were left out so that it fits a QR code "
                      "(the printed roster shows them).")


@DECODER
@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", SAMPLES, ids=IDS)
def test_the_roster_prints_a_code_without_the_notes_that_fits_a_qr_code(sample, language,
                                                                         tmp_path, capsys):
    army = _with_notes(sample, tmp_path)
    assert main(["share", str(army)]) == 0
    whole = capsys.readouterr().out.strip()
    assert qr_matrix(whole) is None  # too long for any QR code
    out = tmp_path / "roster.pdf"
    assert main(["--lang", language, "export", "roster", str(army), "-o", str(out)]) == 0
    capsys.readouterr()
    scanned = decoded_at_100_dpi(out, tmp_path)
    assert scanned == without_notes(whole)
    page = "".join(pdf_text(out).split())
    assert scanned in page and whole not in page  # the code beside its QR code, not the 2,500
    assert _said(language, LEFT_OUT_ON_PAGE) in page

    rebuilt = tmp_path / "rebuilt.army.yaml"
    assert main(["--lang", language, "import", scanned, "-o", str(rebuilt)]) in (0, 1)
    told = capsys.readouterr()
    assert _said(language, LEFT_OUT_ON_IMPORT) in "".join(told.err.split())
    assert _without_notes(load_file(rebuilt).model.model_dump()) == _without_notes(
        load_file(army).model.model_dump())


def _without_notes(value):
    if isinstance(value, dict):
        return {k: _without_notes(v) for k, v in value.items() if k not in ("notes",)}
    if isinstance(value, list):
        return [_without_notes(v) for v in value]
    return value


def test_a_code_without_notes_reads_as_an_army_without_notes():
    """The mark is `"notes": null`, which an earlier listbuilder reads as no notes."""
    data = load_file(SAMPLES[0]).model.model_dump(mode="json", exclude_defaults=True)
    assert data.get("notes")
    bare = without_notes(encode(data))
    assert bare is not None
    shared = decode(bare)
    assert shared.notes_left_out and "notes" not in shared.data
    assert not decode(encode(data)).notes_left_out
    assert without_notes(bare) is None  # nothing left to leave out
    data.pop("notes")
    assert without_notes(encode(data)) is None


def test_a_code_too_long_even_without_notes_prints_whole_and_says_why(tmp_path):
    """An army with no notes whose code is too long for a QR code: the whole code, said so."""
    from listbuilder.export.roster import write_roster

    french = load(ROOT / "resources" / "samples" / "bi-french.army.yaml")
    data = load_file(french.path).model.model_dump(mode="json", exclude_defaults=True)
    data.pop("notes")
    rng = random.Random(7)
    data["player"] = "".join(rng.choice(LETTERS) for _ in range(3000))
    code = encode(data)
    assert qr_matrix(code) is None
    out = tmp_path / "roster.pdf"
    write_roster(french.view, french.system, out, share_code=code)
    page = "".join(pdf_text(out).split())
    assert code in page
    assert _said("en", "This army's share code is too long for a QR code: copy it from here "
                       "or from listbuilder share.") in page
