"""Every sample × document × language, printed and read back as a player reads it: nothing
cut short with "…", no type below 7 pt, and no internal id where a player reads words.

The documents: cards, roster and bases (PDF, read with pdfplumber) and the text export
(Markdown). The ids: every id with a hyphen or a digit that the sample army or its list
defines or refers to ("knights-1", "dragon-lord", "short-bow-b") — such keys are never
words, so any one on paper is a leak. Single-word keys ("sergeant") read as words and are
left to the per-system tests. The findings' own sentences are checked by the findings'
tests (tests/app/test_player_words_everywhere.py): the ids test prints each army without
them, so it measures what the printers write themselves.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import pdfplumber
import pytest

from listbuilder import i18n
from listbuilder.cli.show_army import render_summary
from listbuilder.export.army_text import army_text
from listbuilder.export.pdf import PDF_KINDS, ExportOptions, write_pdf
from listbuilder.export.text import ELLIPSIS
from listbuilder.storage.open_army import open_army
from listbuilder.storage.share_army import army_list_of, share_code
from tests.export.conftest import ROOT
from tests.export.measure import type_size

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
IDS = [p.name.split(".")[0] for p in SAMPLES]
LANGUAGES = ("en", "pl", "hu", "ru")
KEY = re.compile(r"^[a-z0-9]+(?:-[a-z0-9]+)*$")


@dataclass(frozen=True)
class Printed:
    """One sample's documents in one language, as read back: each PDF's text and its
    characters smaller than 7 pt; the Markdown; `show`'s text."""

    texts: dict[str, str]
    small: dict[str, list[tuple[float, str]]]
    markdown: str
    show: str


def _printed(sample: Path, folder: Path, language: str, findings: bool) -> Printed:
    view, diagnostics, loaded = open_army(sample, [])
    assert view is not None and loaded is not None
    if not findings:
        view, diagnostics = replace(view, findings=()), []
    options = ExportOptions(language=language, notes=loaded.model.notes,
                            share_code=share_code(loaded), list_stamp=loaded.model.list_stamp)
    texts, small = {}, {}
    for kind in PDF_KINDS:
        out = folder / f"{sample.name}-{language}-{kind}-{findings}.pdf"
        write_pdf(kind, view, loaded.system, out, options)
        with pdfplumber.open(out) as pdf:
            texts[kind] = "\n".join(page.extract_text() or "" for page in pdf.pages)
            small[kind] = [(round(type_size(ch), 2), ch["text"]) for page in pdf.pages
                           for ch in page.chars if type_size(ch) < 7.0 - 0.01]
    with i18n.speaking(language):
        markdown = army_text(view, loaded.system.name, army_list_of(loaded),
                             loaded.system.composition,
                             loaded.model.notes)
        show = render_summary(view, diagnostics, sample.name)
    return Printed(texts, small, markdown, show)


@pytest.fixture(scope="module")
def printed(tmp_path_factory):
    folder = tmp_path_factory.mktemp("printed")
    return {(sample.name.split(".")[0], language): _printed(sample, folder, language, True)
            for sample in SAMPLES for language in LANGUAGES}


@pytest.fixture(scope="module")
def printed_without_findings(printed, tmp_path_factory):
    """As `printed`, printed again without their findings where an army has any."""
    folder = tmp_path_factory.mktemp("plain")
    out = dict(printed)
    for sample in SAMPLES:
        view, _diagnostics, _loaded = open_army(sample, [])
        if view is not None and view.findings:
            for language in LANGUAGES:
                out[sample.name.split(".")[0], language] = _printed(sample, folder, language,
                                                                    False)
    return out


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_nothing_printed_is_cut_short(printed, sample, language):
    """Hungarian "Táborno…", Polish "Utracona Stano…", "Mode…": a label is wrapped, its box
    widened or its wording shortened, never cut."""
    documents = printed[sample, language]
    for kind, text in documents.texts.items():
        assert ELLIPSIS not in text, (kind, [line for line in text.splitlines()
                                             if ELLIPSIS in line])
    assert ELLIPSIS not in documents.markdown


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_no_type_is_below_7pt(printed, sample, language):
    """Footers, tallies, ruler numbers and base labels were 5–6.5 pt."""
    for kind, small in printed[sample, language].small.items():
        assert not small, (kind, sorted(set(small))[:10])


def _keys(data: Any, out: set[str], names: list[str], key: str = "") -> None:
    """The hyphenated or numbered keys in a file's data, and its names (for people). `key`
    is the field holding `data`; inside a list, that field's name and "[]"."""
    if isinstance(data, dict):
        for k, v in data.items():
            if key == "units" and KEY.match(k):  # an army's units keyed by their ids
                out.add(k)
            if k in ("name", "title") and isinstance(v, str):
                names.append(v)
            elif k not in ("notes", "text", "list", "list_stamp", "source", "revised"):
                _keys(v, out, names, k)
    elif isinstance(data, list | tuple):
        for v in data:
            _keys(v, out, names, f"{key}[]")
    elif isinstance(data, str) and key and KEY.match(data) and re.search(r"[-0-9]", data):
        out.add(data)


def sample_ids(sample: Path) -> set[str]:
    """The keys of the army and its list that are never words: hyphenated or numbered. A key
    the player typed that the list lacks may be quoted back, so only keys the list (or the
    army itself, for its units) defines count."""
    view, _diagnostics, loaded = open_army(sample, [])
    assert view is not None and loaded is not None
    army_list = army_list_of(loaded)
    assert army_list is not None
    names: list[str] = [u.name for u in view.units]
    defined: set[str] = set()
    _keys(army_list.model_dump(mode="json"), defined, names)
    in_army: set[str] = set()
    _keys(loaded.model.model_dump(mode="json"), in_army, names)
    own = {u.id for u in view.units} | {g.id for g in view.groups}
    keys = defined | (in_army & (defined | own)) | own | {army_list.id}  # "bi/french-…"
    words = " ".join(names).lower()
    return {k for k in keys if not re.search(rf"(?<![\w-]){re.escape(k)}(?![\w-])", words)}


def _found(ids: set[str], text: str) -> list[str]:
    return sorted(k for k in ids if re.search(rf"(?<![\w/-]){re.escape(k)}(?![\w-])", text))


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_no_id_is_printed_where_a_player_reads(printed_without_findings, sample, language):
    """Card footers said "#1 knights-1"; every document names units, options, weapons and
    types as the list and the rules print them. `show` keeps its id column (for those who
    edit the file) and nothing else."""
    path = next(p for p in SAMPLES if p.name.startswith(sample + "."))
    ids = sample_ids(path)
    assert ids, sample
    documents = printed_without_findings[sample, language]
    for kind, text in documents.texts.items():
        assert _found(ids, text) == [], kind
    assert _found(ids, documents.markdown) == []
    view, _diagnostics, _loaded = open_army(path, [])
    assert view is not None
    shown = documents.show
    for unit in view.units:  # the id column: its own column, then the unit's name
        shown = re.sub(rf"(?m)^(.) {re.escape(unit.id)} +(?={re.escape(unit.name)})", "", shown)
    assert _found(ids, shown) == []


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("sample", IDS)
def test_one_minus_sign_and_sizes_written_alike(printed, sample, language):
    """A negative number with the minus sign (U+2212) the shooting tables use, never a
    hyphen ("-1 to enemy Defence"); sizes as "40 × 40", never "40x40". The roster is left
    out: its share code is random letters."""
    documents = printed[sample, language]
    for name, text in [("cards", documents.texts["cards"]), ("bases", documents.texts["bases"]),
                       ("markdown", documents.markdown), ("show", documents.show)]:
        assert not re.findall(r"(?<![\w\-])-\d", text), name
        assert not re.findall(r"\d ?[x×]\d|\d[x×] ?\d", text), name
