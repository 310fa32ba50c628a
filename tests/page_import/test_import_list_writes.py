"""What `import-list` writes: only files that load, all of them or none, each read back from
the disk and checked before the command says it is done; the page read by whichever system
reads published pages (as the editor's Import dialog asks), never by a name written in."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.cli.commands import import_list
from listbuilder.core.page_import import PageImport
from listbuilder.storage import page_import
from tests.conformance.importer.cases import HERE

PAGE = HERE / "vol19-english" / "page.txt"
WELSH = "welsh-1100-1400-ad.yaml"


def _read(data: bytes, page_name: str) -> PageImport:
    result = page_import.import_page(data, page_name)
    assert result is not None
    return result


def _importing(monkeypatch, change) -> None:
    """import-list reads the page as usual, then `change(result)` is what it gets."""
    real = page_import.import_page
    monkeypatch.setattr(import_list, "import_page", lambda *a: change(real(*a)))


def test_a_list_that_would_not_load_is_not_written_and_is_said(tmp_path, monkeypatch, capsys):
    """An option "by 101" or a control character in --page-name wrote files the schema or the
    reader refuses; now such a file is never written, and said, and the others are."""
    def break_welsh(result: PageImport) -> PageImport:
        lists = tuple(replace(i, text=i.text.replace("kind: army-list", "kind: army-list\n"
                                                     "units: {broken: 1}", 1))
                      if i.file_name == WELSH else i for i in result.lists)
        return replace(result, lists=lists)

    _importing(monkeypatch, break_welsh)
    assert main(["import-list", str(PAGE), "-o", str(tmp_path / "out")]) == 1
    out, err = capsys.readouterr()
    written = sorted(p.name for p in (tmp_path / "out").iterdir())
    assert WELSH not in written and len(written) == 4
    assert f"{tmp_path / 'out' / WELSH} not written: it would not load as a list" in err
    assert f"{tmp_path / 'out' / WELSH}:" in out and "error [" in out  # where and why


def test_a_page_name_with_a_control_character_writes_only_files_that_load(tmp_path, capsys):
    assert main(["import-list", str(PAGE), "-o", str(tmp_path / "out"),
                 "--page-name", "page\x01one"]) in (0, 1)
    for written in (tmp_path / "out").iterdir() if (tmp_path / "out").exists() else ():
        assert main(["validate", str(written)]) in (0, 1)  # loads: at most rule findings
        assert "[YAML-" not in capsys.readouterr().out


def test_each_file_is_read_back_from_the_disk_before_success(tmp_path, monkeypatch, capsys):
    """What is on the disk is what is checked: a file that changed on its way there (a
    filter, a full disk the system did not report) is caught, not said as written."""
    real = page_import.write_files

    def torn(folder: Path, files, replace=False):
        return real(folder, [(name, data[: len(data) // 2]) for name, data in files], replace)

    monkeypatch.setattr(page_import, "write_files", torn)
    assert main(["import-list", str(PAGE), "-o", str(tmp_path / "out")]) == 1
    out = capsys.readouterr().out
    assert f"{tmp_path / 'out' / WELSH}:" in out and "error [" in out


def test_the_page_is_read_by_the_system_that_reads_pages(tmp_path, monkeypatch, capsys):
    """import-list named `basic-impetus` itself; it asks each system, as the dialog does."""
    from listbuilder.systems import registry

    asked = []
    real = registry()

    class Reader:
        def import_page(self, data, page_name, names=None):
            asked.append(page_name)
            return real["basic-impetus"].import_page(data, page_name, names)

    class Nothing:
        def import_page(self, data, page_name, names=None):
            return None

    monkeypatch.setattr(page_import, "registry", lambda: {"a-system": Nothing(),
                                                          "another": Reader()})
    assert main(["import-list", str(PAGE), "-o", str(tmp_path / "out")]) == 1
    assert asked == ["page.txt"] and (tmp_path / "out" / WELSH).is_file()


@pytest.mark.parametrize("force", [False, True])
def test_a_second_identical_import_succeeds_and_changes_nothing(tmp_path, capsys, force):
    """The retry after an import that finished (or was killed once it had) is not refused:
    a file holding exactly the text is not one replaced."""
    out = tmp_path / "out"
    assert main(["import-list", str(PAGE), "-o", str(out)]) == 1
    before = {p.name: (p.read_bytes(), p.stat().st_ino) for p in out.iterdir()}
    assert main(["import-list", str(PAGE), "-o", str(out), *(["--force"] if force else [])]) == 1
    assert {p.name: (p.read_bytes(), p.stat().st_ino) for p in out.iterdir()} == before
    assert "exist; nothing written" not in capsys.readouterr().err
