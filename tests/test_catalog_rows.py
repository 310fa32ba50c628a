"""The catalog knows every list by its header and loads a list only when asked: a folder of
lists costs their rows, and a list that fails to load gives way to the next file of its id."""

from __future__ import annotations

from pathlib import Path

import pytest

from listbuilder.storage import loading
from listbuilder.storage.list_catalog import Catalog, FailedList, bundled_lists_dir

ROOT = Path(__file__).resolve().parents[1]
FRENCH = ROOT / "army_lists" / "basic_impetus" / "french-1150-1330.yaml"


@pytest.fixture
def read(monkeypatch) -> list[str]:
    seen: list[str] = []
    load_text = loading.load_text

    def counted(text: str, name: str) -> loading.Loaded:
        seen.append(name)
        return load_text(text, name)

    monkeypatch.setattr(loading, "load_text", counted)
    return seen


def _folder(tmp_path: Path, **texts: str) -> Path:
    folder = tmp_path / "mine"
    folder.mkdir()
    for name, text in texts.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    return folder


def test_a_scan_reads_headers_and_loads_nothing(read):
    catalog = Catalog.scan([], bundled=bundled_lists_dir())
    assert read == [] and catalog.entries == {} and catalog.failed == []
    row = catalog.rows["bi/english-1180-1330"]
    assert (row.name, row.period, row.system_id, row.bundled) == (
        "English 1180–1330 AD", "1180–1330 AD", "basic-impetus", True)
    assert catalog.rows["skirmish/example-warband"].period == "1879"  # quoted in its file


def test_a_list_is_loaded_when_used_and_kept_only_then(read):
    catalog = Catalog.scan([], bundled=bundled_lists_dir())
    assert catalog.read("usb/core") is not None and catalog.entries == {}
    assert catalog.get("bi/normans").name == "Normans"
    assert list(catalog.entries) == ["bi/normans"]
    assert len(read) == 2


def test_reading_every_list_keeps_rows_and_findings_not_files(tmp_path):
    broken = FRENCH.read_text(encoding="utf-8").replace("id: bi/french-1150-1330", "id: my/x")
    folder = _folder(tmp_path, good=FRENCH.read_text(encoding="utf-8").replace(
        "id: bi/french-1150-1330", "id: my/good"), bad=broken.replace("VBU: 4", "VBU: four"))
    catalog = Catalog.scan([folder])
    loaded = [found.model.id for found in catalog.load_all(keep=False)]
    assert loaded == ["my/good"] and catalog.entries == {}
    assert [type(f) for f in catalog.failed] == [FailedList]
    assert catalog.failed[0].stated_id == "my/x" and catalog.failed[0].diagnostics
    assert catalog.rows["my/x"].failure is catalog.failed[0]
    assert catalog.known_ids() == ["my/good"]


def test_a_broken_copy_of_a_bundled_list_gives_way_to_it(tmp_path):
    text = FRENCH.read_text(encoding="utf-8")
    folder = _folder(tmp_path, french=text.replace("VBU: 4", "VBU: four"))
    catalog = Catalog.scan([folder], bundled=bundled_lists_dir())
    assert catalog.shadowed == {"bi/french-1150-1330": str(FRENCH)}  # by its header
    entry = catalog.entry("bi/french-1150-1330")
    assert entry is not None and entry.path == str(FRENCH)
    assert [f.path for f in catalog.failed] == [str(folder / "french.yaml")]
    assert catalog.shadowed == {} and catalog.rows["bi/french-1150-1330"].bundled


def test_a_good_copy_of_a_bundled_list_replaces_it(tmp_path):
    folder = _folder(tmp_path, french=FRENCH.read_text(encoding="utf-8"))
    catalog = Catalog.scan([folder], bundled=bundled_lists_dir())
    assert catalog.entry("bi/french-1150-1330").path == str(folder / "french.yaml")
    assert catalog.shadowed == {"bi/french-1150-1330": str(FRENCH)}
    assert [d.code for d in catalog.shadow_findings("bi/french-1150-1330")] == [
        "ARMY-LIST-SHADOWS-BUNDLED"]


def test_a_file_without_a_plain_header_is_loaded_at_once_to_say_why(tmp_path, read):
    folder = _folder(tmp_path, notes="just: notes\n", words="kind: army-list-words\n",
                     army="kind: army\nlist: bi/normans\n")
    catalog = Catalog.scan([folder])
    assert catalog.rows == {} and [Path(f.path).name for f in catalog.failed] == ["notes.yaml"]
    assert [Path(name).name for name in read] == ["notes.yaml"]
