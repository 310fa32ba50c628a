"""The export cache (issue 12): a prepared export prints the same bytes as loading the army,
every input it depends on makes a new entry, and no cache file can do harm.

Every export here goes through the real command line in process. A hit is told from a miss by
whether the army was loaded at all (`open_army`, spied on).
"""

from __future__ import annotations

import os
import pickle
import shutil
import sys
from pathlib import Path

import pytest

from listbuilder.bundled import lists_dir
from listbuilder.cli import main
from listbuilder.storage import export_cache, folder_walk, validate_paths
from tests.export.conftest import FRENCH, FRENCH_LIST, ROOT

SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))
DOCUMENTS = [(kind, paper) for kind in ("cards", "roster", "bases") for paper in ("a4", "letter")]


class Exporter:
    """`listbuilder export` in process, counting the times the army was really loaded."""

    def __init__(self, monkeypatch, capsys, out_dir: Path) -> None:
        self.loads = 0
        self.capsys = capsys
        self.out_dir = out_dir
        real = validate_paths.open_army

        def counted(*args, **kwargs):
            self.loads += 1
            return real(*args, **kwargs)

        monkeypatch.setattr(validate_paths, "open_army", counted)

    def __call__(self, kind: str, army: Path, *more: str, lang: str = "en",
                 out: str = "out.pdf") -> tuple[int, str, str, bytes]:
        path = self.out_dir / out
        path.unlink(missing_ok=True)
        code = main(["--lang", lang, "export", kind, str(army), "-o", str(path), *more])
        printed = self.capsys.readouterr()
        return code, printed.out, printed.err, path.read_bytes() if path.exists() else b""

    def hit(self, kind: str, army: Path, *more: str, lang: str = "en") -> bool:
        """Whether exporting now prints from the cache (the army is not loaded)."""
        before = self.loads
        code, _out, err, _pdf = self(kind, army, *more, lang=lang)
        assert code == 0, err
        return self.loads == before


@pytest.fixture
def export(monkeypatch, capsys, tmp_path) -> Exporter:
    return Exporter(monkeypatch, capsys, tmp_path)


def _entries() -> list[Path]:
    return sorted(Path(os.environ[export_cache.CACHE_DIR_ENV]).glob("*.pickle"))


@pytest.mark.parametrize("lang", ["en", "pl", "ru"])
@pytest.mark.parametrize("sample", SAMPLES, ids=lambda p: p.name.split(".")[0])
def test_a_prepared_export_prints_the_same_bytes_and_messages(sample, lang, export,
                                                              monkeypatch):
    monkeypatch.setenv(export_cache.NO_CACHE_ENV, "1")
    loaded = {doc: export(doc[0], sample, "--paper", doc[1], lang=lang) for doc in DOCUMENTS}
    assert not _entries()  # LISTBUILDER_NO_CACHE=1 writes nothing
    monkeypatch.delenv(export_cache.NO_CACHE_ENV)
    assert export("cards", sample, lang=lang)[0] == 0  # a miss, which stores the entry
    assert len(_entries()) == 1
    loads = export.loads
    for (kind, paper), expected in loaded.items():
        code, out, err, pdf = export(kind, sample, "--paper", paper, lang=lang)
        assert (code, out, err) == expected[:3]
        assert pdf == expected[3] and pdf.startswith(b"%PDF"), (kind, paper)
    assert export.loads == loads, "every export after the first is printed from the cache"


def test_the_warnings_and_errors_are_the_same_on_a_hit(export):
    illegal = ROOT / "resources" / "samples" / "bi-illegal.army.yaml"
    first = export("roster", illegal)
    again = export("roster", illegal)
    assert export.loads == 1 and first == again and "breaks rules" in again[2]
    for bad in (["--scale", "54mm"], ["--scale", "25mm"]):  # the 25mm alias prints as 28mm
        first = export("bases", illegal, *bad)
        assert export("bases", illegal, *bad) == first and export.loads == 1
    assert "no base sizes for scale '54mm'" in export("bases", illegal, "--scale", "54mm")[2]
    assert export("roster", illegal, "--scale", "15mm")[0] == 2 and export.loads == 1


def test_an_army_that_does_not_load_is_never_cached(export, tmp_path):
    assert export("cards", FRENCH_LIST)[0] == 1
    assert export("cards", FRENCH_LIST)[0] == 1
    assert export.loads == 2 and not _entries()


def test_the_text_export_is_not_cached(export):
    assert export("text", FRENCH, out="army.md")[0] == 0
    assert export("text", FRENCH, out="army.md")[0] == 0
    assert export.loads == 2 and not _entries()


def _french_copy(tmp_path: Path) -> tuple[Path, Path]:
    """The French army, its list in a folder of its own under another id (found only there)."""
    lists = tmp_path / "lists"
    lists.mkdir()
    text = FRENCH_LIST.read_text(encoding="utf-8").replace("bi/french-1150-1330", "own/french")
    (lists / "french.yaml").write_text(text, encoding="utf-8")
    army = tmp_path / "french.army.yaml"
    army.write_text(FRENCH.read_text(encoding="utf-8").replace("bi/french-1150-1330",
                                                               "own/french"), encoding="utf-8")
    return army, lists


def test_the_same_inputs_hit(export, tmp_path, monkeypatch):
    army, lists = _french_copy(tmp_path)
    folder = tmp_path / "new" / "cache"
    monkeypatch.setenv(export_cache.CACHE_DIR_ENV, str(folder))
    assert not export.hit("cards", army, "--lists", str(lists))
    assert export.hit("bases", army, "--lists", str(lists))
    if os.name == "posix":  # the folder made for the entries is the player's alone
        assert folder.stat().st_mode & 0o077 == 0


def test_editing_the_army_or_its_list_makes_a_new_entry(export, tmp_path):
    army, lists = _french_copy(tmp_path)
    assert not export.hit("cards", army, "--lists", str(lists))
    army.write_text(army.read_text(encoding="utf-8").replace("name: ", "name: New ", 1),
                    encoding="utf-8")
    assert not export.hit("cards", army, "--lists", str(lists))
    list_file = lists / "french.yaml"
    list_file.write_text(list_file.read_text(encoding="utf-8") + "\n# edited\n",
                         encoding="utf-8")
    assert not export.hit("cards", army, "--lists", str(lists))
    assert export.hit("cards", army, "--lists", str(lists))


def test_a_list_that_shadows_the_bundled_one_makes_a_new_entry(export, tmp_path):
    folder = tmp_path / "mine"
    folder.mkdir()
    assert not export.hit("roster", FRENCH, "--lists", str(folder))
    shutil.copy(FRENCH_LIST, folder / "french.yaml")  # the same id, now found here first
    assert not export.hit("roster", FRENCH, "--lists", str(folder))
    (folder / "other.yml").write_text("kind: army-list\n", encoding="utf-8")  # any list file
    assert not export.hit("roster", FRENCH, "--lists", str(folder))


def test_other_lists_folders_make_a_new_entry(export, tmp_path):
    (tmp_path / "a").mkdir()
    (tmp_path / "b").mkdir()
    assert not export.hit("cards", FRENCH)
    assert not export.hit("cards", FRENCH, "--lists", str(tmp_path / "a"))
    assert not export.hit("cards", FRENCH, "--lists", str(tmp_path / "b"))
    assert export.hit("cards", FRENCH, "--lists", str(tmp_path / "a"))


def test_another_language_makes_a_new_entry(export):
    assert not export.hit("cards", FRENCH, lang="en")
    assert not export.hit("cards", FRENCH, lang="hu")
    assert export.hit("cards", FRENCH, lang="en") and export.hit("cards", FRENCH, lang="hu")


def test_changed_code_makes_a_new_entry(export, tmp_path, monkeypatch):
    package = tmp_path / "package"
    (package / "__pycache__").mkdir(parents=True)
    (package / "rules.py").write_text("A = 1\n", encoding="utf-8")
    monkeypatch.setattr(export_cache, "PACKAGE_DIR", package)
    assert not export.hit("cards", FRENCH)
    (package / "__pycache__" / "rules.cpython.pyc").write_bytes(b"compiled")  # not code
    assert export.hit("cards", FRENCH)
    (package / "rules.py").write_text("A = 22\n", encoding="utf-8")
    assert not export.hit("cards", FRENCH)
    (package / "new.py").write_text("", encoding="utf-8")
    assert not export.hit("cards", FRENCH)
    stat = (package / "new.py").stat()
    os.utime(package / "new.py", ns=(stat.st_atime_ns, stat.st_mtime_ns + 10**9))
    assert not export.hit("cards", FRENCH)


def test_another_python_or_library_makes_a_new_entry(export, tmp_path, monkeypatch):
    monkeypatch.syspath_prepend(str(tmp_path))
    (tmp_path / "fake_pydantic.py").write_text("VERSION = 1\n", encoding="utf-8")
    monkeypatch.setattr(export_cache, "LIBRARIES", ("fake_pydantic",))
    assert not export.hit("cards", FRENCH)
    assert export.hit("cards", FRENCH)
    (tmp_path / "fake_pydantic.py").write_text("VERSION = 2\n", encoding="utf-8")
    assert not export.hit("cards", FRENCH)
    assert "fake_pydantic" not in sys.modules  # stamped by its file, never imported
    monkeypatch.setattr(sys, "version", sys.version + " (another build)")
    assert not export.hit("cards", FRENCH)


def test_an_input_that_cannot_be_read_whole_is_not_cached(export, tmp_path, monkeypatch):
    army, lists = _french_copy(tmp_path)
    (lists / "huge.yaml").write_bytes(b"#" * (export_cache.MAX_INPUT_BYTES + 1))
    assert not export.hit("cards", army, "--lists", str(lists))
    assert not export.hit("cards", army, "--lists", str(lists)) and not _entries()
    (lists / "huge.yaml").unlink()
    monkeypatch.setattr(export_cache, "MAX_INPUT_FILES", 1)  # more list files than we hash
    assert not export.hit("cards", army, "--lists", str(lists))
    assert not export.hit("cards", army, "--lists", str(lists)) and not _entries()


def test_a_lists_folder_searched_only_so_far_is_not_cached(export, tmp_path, monkeypatch):
    """FOLDER-CUT-SHORT: where the walk stops may differ next time (it has a time limit)."""
    army, lists = _french_copy(tmp_path)
    big = tmp_path / "big"
    big.mkdir()
    for n in range(5):
        (big / f"notes-{n}.txt").write_text("", encoding="utf-8")
    given = ("--lists", str(lists), "--lists", str(big))
    monkeypatch.setattr(folder_walk, "ENTRIES_MAX", 3)
    assert not export.hit("cards", army, *given)
    assert not export.hit("cards", army, *given) and not _entries()
    monkeypatch.setattr(folder_walk, "ENTRIES_MAX", 100)
    assert not export.hit("cards", army, *given)
    assert export.hit("cards", army, *given)


def test_where_the_cache_is(monkeypatch, tmp_path):
    monkeypatch.setenv(export_cache.NO_CACHE_ENV, "1")
    assert export_cache.cache_dir() is None
    monkeypatch.setenv(export_cache.NO_CACHE_ENV, "0")
    assert export_cache.cache_dir() == Path(os.environ[export_cache.CACHE_DIR_ENV])
    monkeypatch.delenv(export_cache.CACHE_DIR_ENV)
    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg"))
    if sys.platform not in ("win32", "darwin"):
        assert export_cache.cache_dir() == tmp_path / "xdg" / "listbuilder" / "exports"
        monkeypatch.setenv("XDG_CACHE_HOME", "relative/cache")  # ignored, as the rules say
        assert export_cache.cache_dir() == tmp_path / ".cache" / "listbuilder" / "exports"


def test_an_unlistable_package_folder_means_no_key(monkeypatch, tmp_path):
    monkeypatch.setattr(export_cache, "PACKAGE_DIR", tmp_path / "gone")
    assert export_cache.export_key(FRENCH, [], lists_dir(), "en") is None


def test_an_unlistable_package_folder_still_exports_uncached(export, monkeypatch, tmp_path):
    """The command line stamps the code before its keys (once for both of a miss)."""
    monkeypatch.setattr(export_cache, "PACKAGE_DIR", tmp_path / "gone")
    assert not export.hit("cards", FRENCH)
    assert not export.hit("cards", FRENCH) and not _entries()


def test_a_miss_stamps_the_code_once(export, monkeypatch):
    stamps = []
    stamp = export_cache.code_stamp
    monkeypatch.setattr(export_cache, "code_stamp", lambda: stamps.append(1) or stamp())
    assert not export.hit("cards", FRENCH) and _entries() and len(stamps) == 1
    assert export.hit("cards", FRENCH) and len(stamps) == 2


# --- hostile cache files -----------------------------------------------------------------------

class _Runs:
    def __init__(self, call, arg):
        self.call, self.arg = call, arg

    def __reduce__(self):
        return self.call, (self.arg,)


def _hostile(kind: str, key: str, marker: Path) -> None:
    """Put a hostile `kind` of file where the entry `key` would be."""
    folder = Path(os.environ[export_cache.CACHE_DIR_ENV])
    folder.mkdir(parents=True, exist_ok=True)
    entry = folder / f"{key}.pickle"
    good = entry.read_bytes() if entry.exists() else b""
    entry.unlink(missing_ok=True)
    data = {
        "garbage": b"\x80\x05this is not a pickle at all",
        "empty": b"",
        "truncated": good[: len(good) // 2],
        "os.system": pickle.dumps((export_cache.FORMAT, key,
                                   _Runs(os.system, f"touch {marker}"))),
        "eval": pickle.dumps(_Runs(eval, f"open({str(marker)!r}, 'w')")),
        "another type": pickle.dumps((export_cache.FORMAT, key, {"view": None})),
        "another format": pickle.dumps((export_cache.FORMAT + 1, key, None)),
        "another key": good.replace(key.encode(), b"0" * len(key)),
    }.get(kind)
    if data is not None:
        entry.write_bytes(data)
    elif kind == "huge":
        with open(entry, "wb") as handle:
            handle.truncate(export_cache.MAX_ENTRY_BYTES + 10)
    elif kind == "directory":
        (entry / "inside").mkdir(parents=True)
    elif kind == "fifo":
        os.mkfifo(entry)
    elif kind == "link to a device":
        entry.symlink_to("/dev/zero")  # never ends: must not be read


HOSTILE = ["garbage", "empty", "truncated", "huge", "directory", "os.system", "eval",
           "another type", "another format", "another key"]
if hasattr(os, "mkfifo"):
    HOSTILE.append("fifo")
if Path("/dev/zero").exists():
    HOSTILE.append("link to a device")


@pytest.mark.parametrize("kind", HOSTILE)
def test_a_hostile_cache_file_is_a_miss_and_the_export_is_right(kind, export, tmp_path):
    expected = export("cards", FRENCH)  # a miss: stores the entry the hostile file replaces
    key = export_cache.export_key(FRENCH, [], lists_dir(), "en")
    assert key is not None and export.hit("cards", FRENCH)
    marker = tmp_path / "ran"
    _hostile(kind, key, marker)
    loads = export.loads
    assert export("cards", FRENCH) == expected
    assert export.loads == loads + 1, "the hostile file was not used"
    assert not marker.exists(), "a cache file ran code"
    if kind != "directory":  # the bad file was replaced with a good entry
        assert export.hit("cards", FRENCH)


def test_an_unwritable_cache_is_silently_not_used(export, tmp_path, monkeypatch):
    a_file = tmp_path / "a-file"
    a_file.write_text("", encoding="utf-8")
    monkeypatch.setenv(export_cache.CACHE_DIR_ENV, str(a_file / "cache"))
    expected = export("roster", FRENCH)
    assert expected[0] == 0 and expected[2] == ""
    assert export("roster", FRENCH) == expected and export.loads == 2


def test_pruning_keeps_the_newest_entries(export):
    folder = Path(os.environ[export_cache.CACHE_DIR_ENV])
    folder.mkdir(parents=True, exist_ok=True)
    for n in range(export_cache.MAX_ENTRIES + 5):
        old = folder / f"{n:064x}.pickle"
        old.write_bytes(b"old")
        os.utime(old, (1_000_000 + n, 1_000_000 + n))
    (folder / "notes.txt").write_text("not ours", encoding="utf-8")
    killed = folder / f".{0:064x}.pickle.~lbsave-999999999-abcd.tmp"  # a write killed midway
    killed.write_bytes(b"half")
    assert not export.hit("cards", FRENCH)
    entries = _entries()
    assert len(entries) == export_cache.MAX_ENTRIES
    assert (folder / "notes.txt").exists() and not (folder / f"{0:064x}.pickle").exists()
    assert not killed.exists()
    assert export.hit("cards", FRENCH)  # the newest, just written, was kept


def test_an_army_changed_while_it_is_exported_is_not_cached(export, tmp_path, monkeypatch):
    army, lists = _french_copy(tmp_path)
    real = validate_paths.open_army
    original = army.read_text(encoding="utf-8")

    def saved_meanwhile(*args, **kwargs):  # the editor saves while the export reads
        found = real(*args, **kwargs)
        army.write_text(original.replace("name: ", "name: Saved ", 1), encoding="utf-8")
        return found

    monkeypatch.setattr(validate_paths, "open_army", saved_meanwhile)
    assert export("cards", army, "--lists", str(lists))[0] == 0
    assert not _entries()


def test_without_output_the_army_s_problems_come_first_as_before(export, tmp_path):
    for _ in range(2):  # a cached army changes nothing either
        assert main(["export", "cards", str(FRENCH_LIST)]) == 1
        assert "FILE-NOT-ARMY" in export.capsys.readouterr().err
        assert main(["export", "cards", str(FRENCH)]) == 2
        assert "needs -o" in export.capsys.readouterr().err
        assert export("cards", FRENCH)[0] == 0
