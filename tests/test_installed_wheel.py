"""The package as a user gets it: built from the sdist, installed into a fresh environment.

SLOW (about half a minute, marked `install`): it builds the sdist and, from it, the wheel;
installs the wheel with its dependencies into a new virtual environment (uv's cache keeps
repeat runs quick; a first run downloads PySide6), then runs the installed `listbuilder` from
a folder outside the repository, so nothing can come from the checkout.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest
from uv import find_uv_bin

from listbuilder import __version__ as VERSION
from tests.conftest import QT_PROBLEM, ROOT

pytestmark = pytest.mark.install
TIMEOUT = 600


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None):
    return subprocess.run(cmd, cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=TIMEOUT)


def _checked(cmd: list[str], cwd: Path) -> None:
    result = _run(cmd, cwd)
    assert result.returncode == 0, f"{cmd}\n{result.stdout[-3000:]}\n{result.stderr[-3000:]}"


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    """(the fresh venv's bin folder, sdist, wheel, a working folder outside the repository)."""
    base = tmp_path_factory.mktemp("installed")
    env_dir, dist, outside = base / "venv", base / "dist", base / "outside"
    outside.mkdir()
    # uv, not pip, for speed alone: it links installed files from its cache, so a fresh
    # environment with PySide6 takes seconds instead of a minute. Same wheel, same metadata.
    uv = find_uv_bin()
    # `uv build` makes the sdist, then the wheel from that sdist: a file the sdist lacks fails.
    _checked([uv, "build", "-q", "--out-dir", str(dist), str(ROOT)], base)
    _checked([uv, "venv", "-q", "--python", sys.executable, str(env_dir)], base)
    bin_dir = env_dir / ("Scripts" if os.name == "nt" else "bin")
    wheel = next(dist.glob("*.whl"))
    _checked([uv, "pip", "install", "-q", "--python", str(bin_dir / "python"), str(wheel)], base)
    yield bin_dir, next(dist.glob("*.tar.gz")), wheel, outside
    shutil.rmtree(env_dir, ignore_errors=True)


def _clean_environment() -> dict[str, str]:
    """This process's environment without what would import another listbuilder than the
    installed one (a checkout's PYTHONPATH)."""
    return {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}


def _cli(installed, *args: str, env: dict[str, str] | None = None):
    bin_dir, _, _, outside = installed
    return _run([str(bin_dir / "listbuilder"), *args], outside,
                {**_clean_environment(), **(env or {})})


def _installed_data(installed, what: str) -> Path:
    bin_dir, _, _, outside = installed
    code = f"from listbuilder.storage import bundled; print(bundled.{what}())"
    result = _run([str(bin_dir / "python"), "-c", code], outside, _clean_environment())
    return Path(result.stdout.strip())


def test_the_sdist_holds_the_tests_and_the_data(installed):
    with tarfile.open(installed[1]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    for needed in ("tests/conftest.py", "tests/app/conftest.py", "setup.py", "LICENSE",
                   "NOTICE.md", "army_lists/basic_impetus/french-1150-1330.yaml",
                   "resources/fonts/DejaVuSans.ttf", "Makefile"):
        assert needed in names


#: Tracked files a packager needs neither to build nor to test.
NOT_IN_SDIST = {".gitignore"}


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="not a git checkout: its tracked files cannot be listed")
def test_the_sdist_holds_every_tracked_file(installed):
    """docs/ was left out, so the sdist's own tests failed on files they read (the glossary,
    the codes reference, the list-format page)."""
    tracked = _run(["git", "ls-files"], ROOT).stdout.split()
    with tarfile.open(installed[1]) as sdist:
        names = {n.split("/", 1)[1] for n in sdist.getnames() if "/" in n}
    assert sorted(set(tracked) - names - NOT_IN_SDIST) == []


def test_the_wheel_carries_lists_fonts_and_samples_but_not_screenshots(installed):
    names = set(zipfile.ZipFile(installed[2]).namelist())
    assert "listbuilder/army_lists/basic_impetus/french-1150-1330.yaml" in names
    assert "listbuilder/resources/fonts/DejaVuSans-Bold.ttf" in names
    assert "listbuilder/resources/samples/bi-french.army.yaml" in names
    assert not any("screenshots" in n for n in names)
    assert any(n.endswith("licenses/LICENSE") for n in names)


def test_the_wheel_carries_the_players_guide_in_every_language(installed):
    names = set(zipfile.ZipFile(installed[2]).namelist())
    for language in ("en", "pl", "hu", "ru"):
        assert f"listbuilder/guide/{language}.md" in names
        assert f"listbuilder/guide/images/{language}/army.png" in names
        assert f"listbuilder/guide/images/{language}/army-points.png" in names
    guide = _installed_data(installed, "guide_dir")
    assert installed[0].parent in guide.parents and (guide / "en.md").is_file()
    # The documents the guide links to ("../list-format.md") are installed beside it.
    for link in re.findall(r"\]\((\.\./[^)]+)\)", (guide / "en.md").read_text(encoding="utf-8")):
        assert (guide / link).resolve().is_file(), link


def test_the_installed_version_is_the_package_s_and_its_metadata_agrees(installed):
    """pyproject.toml takes the version from listbuilder/__init__.py: one number, two readers."""
    result = _cli(installed, "--version")
    assert result.returncode == 0 and result.stdout.strip() == f"listbuilder {VERSION}"
    wheel = zipfile.ZipFile(installed[2])
    metadata = next(n for n in wheel.namelist() if n.endswith(".dist-info/METADATA"))
    assert f"\nVersion: {VERSION}\n" in wheel.read(metadata).decode()


def test_data_is_read_from_the_installed_package_not_the_checkout(installed):
    lists = _installed_data(installed, "lists_dir")
    assert installed[0].parent in lists.parents and ROOT not in lists.parents
    assert (lists / "basic_impetus" / "french-1150-1330.yaml").is_file()


def test_validate_a_bundled_list(installed):
    french = _installed_data(installed, "lists_dir") / "basic_impetus" / "french-1150-1330.yaml"
    result = _cli(installed, "validate", str(french))
    assert result.returncode == 0, result.stdout + result.stderr
    assert "1 file checked: 0 errors" in result.stdout


@pytest.fixture(scope="module")
def sample(installed) -> Path:
    """The bundled sample army, copied beside the user's own files."""
    target = installed[3] / "my-army.army.yaml"
    shutil.copyfile(_installed_data(installed, "samples_dir") / "bi-french.army.yaml", target)
    return target


def test_show_finds_the_bundled_list(installed, sample):
    result = _cli(installed, "show", sample.name)
    assert result.returncode == 0, result.stdout + result.stderr
    assert "Philip Augustus at Bouvines" in result.stdout and "Knights" in result.stdout


@pytest.mark.parametrize("document", ["cards", "roster", "bases"])
def test_export_uses_the_bundled_fonts(installed, sample, document):
    out = installed[3] / f"{document}.pdf"
    result = _cli(installed, "export", document, sample.name, "-o", out.name)
    assert result.returncode == 0, result.stdout + result.stderr
    assert out.read_bytes().startswith(b"%PDF") and b"DejaVuSans" in out.read_bytes()


@pytest.mark.skipif(QT_PROBLEM is not None, reason=f"GUI cannot start: {QT_PROBLEM}")
def test_gui_screenshot_renders_the_window_with_the_sample(installed, sample):
    out = installed[3] / "window.png"
    result = _cli(installed, "gui", sample.name, "--screenshot", out.name,
                  env={"QT_QPA_PLATFORM": "offscreen",
                       "LISTBUILDER_CONFIG_DIR": str(installed[3] / "config")})
    assert result.returncode == 0, result.stdout + result.stderr
    png = out.read_bytes()
    assert png.startswith(b"\x89PNG")
    width, height = int.from_bytes(png[16:20], "big"), int.from_bytes(png[20:24], "big")
    assert (width, height) == (1280, 800)


def test_an_installed_user_finds_the_bundled_lists_and_copies_the_samples(installed):
    """Nothing told an installed user where pip had put the lists and the sample armies."""
    import json

    lists_dir = _installed_data(installed, "lists_dir")
    result = _cli(installed, "lists", "--format", "json")
    assert result.returncode == 0, result.stderr
    paths = [Path(entry["path"]) for entry in json.loads(result.stdout)["lists"]]
    assert paths and all(lists_dir in p.parents and p.is_file() for p in paths)
    result = _cli(installed, "samples", "--copy", "my-armies")
    assert result.returncode == 0, result.stderr
    copied = sorted(p.name for p in (installed[3] / "my-armies").iterdir())
    assert "bi-french.army.yaml" in copied
    shown = _cli(installed, "show", "my-armies/bi-french.army.yaml")
    assert shown.returncode == 0 and "Philip Augustus at Bouvines" in shown.stdout
