"""Shared fixtures. Tests never touch the user's real settings or files.

Without Qt's system libraries (a fresh machine), the Qt-free tests still run and the GUI tests
(tests/app, and any test module importing Qt) are skipped with one line naming what is
missing; CI sets LISTBUILDER_REQUIRE_QT so that such a skip fails the run instead.
"""

from __future__ import annotations

import os
import re
from pathlib import Path

import pytest

from listbuilder.cli import main
from listbuilder.cli.qt_check import qt_problem

ROOT = Path(__file__).resolve().parent.parent
GUI_TESTS = ROOT / "tests" / "app"
REQUIRE_QT = "LISTBUILDER_REQUIRE_QT"
QT_PROBLEM = qt_problem()
QT_IMPORT = re.compile(r"^(from|import) (PySide6|listbuilder\.app)\b", re.MULTILINE)


def seeds_dir() -> Path:
    """The rule books' texts: $LISTBUILDER_SEEDS, or `shared/seeds` beside the checkout or
    beside any folder above it (a git worktree sits a level deeper than the repository).
    A path that does not exist where none is found: the tests that read them skip."""
    candidates = [os.environ.get("LISTBUILDER_SEEDS", "")]
    candidates += [str(parent / "shared" / "seeds") for parent in ROOT.parents]
    found = (Path(c) for c in candidates if c and Path(c).is_dir())
    return next(found, ROOT.parent / "shared" / "seeds")


def pytest_plugin_registered(plugin, manager):
    # pytest-qt imports Qt while pytest configures itself; without Qt that kills the whole run
    # before a single test, so it is left out (historic hook: this runs for it too).
    if QT_PROBLEM and manager.get_name(plugin) == "pytest-qt":
        manager.unregister(plugin)


def pytest_configure(config):
    if QT_PROBLEM and os.environ.get(REQUIRE_QT):
        raise pytest.UsageError(f"{REQUIRE_QT} is set, so the GUI tests must run, but "
                                f"{QT_PROBLEM}")


def pytest_ignore_collect(collection_path, config):
    if QT_PROBLEM and (collection_path == GUI_TESTS or _imports_qt(collection_path)):
        return True
    return None


def _imports_qt(path: Path) -> bool:
    """A test module that imports Qt or the GUI layer at its top (it cannot even load)."""
    if path.suffix != ".py" or not path.name.startswith("test_"):
        return False
    return bool(QT_IMPORT.search(path.read_text(encoding="utf-8")))


def pytest_terminal_summary(terminalreporter):
    if QT_PROBLEM:
        terminalreporter.write_line(f"SKIPPED the GUI tests (tests/app and test modules that "
                                    f"import Qt): {QT_PROBLEM}",
                                    yellow=True, bold=True)


@pytest.fixture
def repo_root() -> Path:
    return ROOT


@pytest.fixture(autouse=True)
def _isolated_config(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("LISTBUILDER_CONFIG_DIR", str(tmp_path_factory.mktemp("config")))
    # The suite speaks English whatever the machine's locale; tests/i18n choose otherwise.
    monkeypatch.setenv("LISTBUILDER_LANG", "en")


@pytest.fixture
def run_cli(capsys):
    """`listbuilder ARGS` in process: (exit code, stdout, stderr)."""

    def run(*args: str | Path) -> tuple[int, str, str]:
        code = main([str(a) for a in args])
        out, err = capsys.readouterr()
        return code, out, err

    return run
