"""What the repository's build files promise: make targets that say nothing but their work,
a bundle that carries every licence it must, a menu entry that starts the editor."""

from __future__ import annotations

import glob
import importlib.util
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import ROOT


def _recipe(target: str) -> list[str]:
    """The commands of a Makefile target, as written (tabs stripped)."""
    lines = (ROOT / "Makefile").read_text(encoding="utf-8").splitlines()
    start = next(i for i, line in enumerate(lines) if re.match(rf"{re.escape(target)}:", line))
    recipe = []
    for line in lines[start + 1:]:
        if not line.startswith("\t"):
            break
        recipe.append(line.strip())
    return recipe


def test_make_catalogs_compiles_without_a_warning(tmp_path):
    """It printed Python's RuntimeWarning (the compiler's module imported twice) on every
    `make run`, `make test` and `make dist`."""
    locale = tmp_path / "locale"
    shutil.copytree(ROOT / "listbuilder" / "locale", locale,
                    ignore=shutil.ignore_patterns("*.mo"))
    (command,) = _recipe("catalogs")
    argv = command.replace("$(BIN)/python", sys.executable).split()
    argv[-1] = str(locale)
    result = subprocess.run(argv, cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert result.returncode == 0 and result.stderr == "", result.stderr
    compiled = sorted(p.relative_to(locale).as_posix() for p in locale.rglob("*.mo"))
    assert compiled == [f"{lang}/LC_MESSAGES/listbuilder.mo" for lang in ("hu", "pl", "ru")]
    assert all(Path(line).is_file() for line in result.stdout.splitlines())


def _licences():
    """packaging/licences.py, the bundle's licence writer (a build script, not in the package)."""
    spec = importlib.util.spec_from_file_location("licences", ROOT / "packaging" / "licences.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.fixture(scope="module")
def licences():
    module = _licences()
    try:
        module.bundled_distributions()
    except module.NotInstalled as exc:  # the lowest-deps run has no Qt: no bundle either
        pytest.skip(str(exc))
    return module


def test_the_bundle_s_licence_folder_holds_every_distribution_s_licence(licences, tmp_path):
    """The bundle had no LGPL text for Qt, and pypdfium2's PDFium licences were left out."""
    out = tmp_path / "licenses"
    lines = licences.write(out, with_bootloader=False)
    for dist in licences.bundled_distributions():
        folder = out / licences.canonical(dist.metadata["Name"])
        assert [p for p in folder.rglob("*") if p.is_file() and p.stat().st_size > 0], folder
        assert any(line.startswith(f"{dist.metadata['Name']} {dist.version}") for line in lines)
    lgpl = (out / "pyside6-essentials" / "LGPL-3.0.txt").read_text(encoding="utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in lgpl and "Version 3" in lgpl
    assert (out / "shiboken6" / "GPL-3.0.txt").is_file()
    # pypdfium2 5 names it BUILD_LICENSES/pdfium.txt, 4.18 LicenseRef-PdfiumThirdParty.txt.
    assert [p for p in (out / "pypdfium2").rglob("*") if "pdfium" in p.name.lower()]
    assert "PYTHON SOFTWARE FOUNDATION LICENSE" in (out / "python" / "LICENSE.txt").read_text(
        encoding="utf-8")
    dejavu = (out / "listbuilder" / "resources" / "fonts" / "LICENSE-DejaVu.txt").read_text(
        encoding="utf-8")
    assert "Arev Fonts Copyright" in dejavu and "Tavmjong Bah" in dejavu
    assert (out / "README.txt").read_text(encoding="utf-8").splitlines()[3:] == lines[3:]


def test_a_distribution_without_a_licence_fails_the_build(licences, tmp_path, monkeypatch):
    real = licences.licence_files
    monkeypatch.setattr(licences, "licence_files", lambda dist: [] if canonical_name(
        dist) == "pyyaml" else real(dist))
    with pytest.raises(licences.MissingLicence, match="PyYAML"):
        licences.write(tmp_path / "licenses", with_bootloader=False)
    assert licences.main([str(tmp_path / "again")]) == 1


def canonical_name(dist) -> str:
    return re.sub(r"[-_.]+", "-", dist.metadata["Name"]).lower()


def test_kept_licence_texts_are_used_only_while_the_metadata_names_that_licence(licences):
    class Relicensed:
        metadata = {"Name": "shiboken6", "License": "MIT"}
        version = "99.0"

    with pytest.raises(licences.MissingLicence, match="no longer states LGPL-3.0-only"):
        licences.kept_texts(Relicensed())


def test_notice_names_every_library_the_bundle_carries(licences):
    """pypdfium2 (with PDFium) and charset-normalizer were bundled but not named."""
    notice = re.sub(r"[-_.]+", "-", (ROOT / "NOTICE.md").read_text(encoding="utf-8").lower())
    named = {canonical_name(d) for d in licences.bundled_distributions()} - {"listbuilder"}
    assert sorted(name for name in named if name not in notice) == []
    assert "pdfium" in notice and "lgpl-3-0" in notice


LINUX = pytest.mark.skipif(not sys.platform.startswith("linux"),
                           reason="PyInstaller copies system libraries on Linux only")


def _qt_file(relative: str) -> Path:
    """A file of the installed PySide6 wheel (found without importing Qt)."""
    spec = importlib.util.find_spec("PySide6")
    assert spec is not None and spec.submodule_search_locations
    return Path(next(iter(spec.submodule_search_locations))) / relative


@LINUX
def test_the_libraries_an_elf_file_needs_are_read_from_its_dynamic_section(licences, tmp_path):
    offscreen = licences.needed(_qt_file("Qt/plugins/platforms/libqoffscreen.so"))
    assert "libQt6Gui.so.6" in offscreen and "libQt6Core.so.6" in offscreen
    assert "libQt6Network.so.6" in licences.needed(_qt_file("QtNetwork.abi3.so"))
    (tmp_path / "text.so").write_text("not a library", encoding="utf-8")
    assert licences.needed(tmp_path / "text.so") == []


@LINUX
def test_the_bundle_leaves_out_unused_qt_plugins_and_what_only_they_need(licences, tmp_path):
    """Qt's GTK platform theme brought GTK, Pango, cairo and HarfBuzz from the build machine,
    and the VNC and TUIO plugins QtNetwork with Kerberos, all without licence texts."""
    def system(soname):  # a library PyInstaller copied from the build machine
        (tmp_path / soname).write_bytes(b"")
        return (soname, str(tmp_path / soname), "BINARY")

    gtk = "PySide6/Qt/plugins/platformthemes/libqgtk3.so"
    offscreen = "PySide6/Qt/plugins/platforms/libqoffscreen.so"
    network = "PySide6/Qt/lib/libQt6Network.so.6"
    offscreen_needs = next(name for name in licences.needed(_qt_file(offscreen[8:]))
                           if not name.startswith(("libQt6", "libc.", "libm.")))
    binaries = [(gtk, str(_qt_file(gtk[8:])), "BINARY"),
                (offscreen, str(_qt_file(offscreen[8:])), "BINARY"),
                (network, str(_qt_file(network[8:])), "BINARY"),
                system("libgtk-3.so.0"), system(offscreen_needs), system("libreadline.so.8")]
    datas = [("libQt6Network.so.6", network, "SYMLINK"),
             ("libQt6Core.so.6", "PySide6/Qt/lib/libQt6Core.so.6", "SYMLINK")]
    kept, kept_datas, gone = licences.left_out(binaries, datas)
    assert [name for name, _, _ in kept] == [offscreen, offscreen_needs]
    assert kept_datas == datas[1:]
    assert gone == sorted([gtk, network, "libgtk-3.so.0", "libreadline.so.8"])
    # Something kept that needs what is left out would not load: the build stops.
    extension = ("PySide6/QtNetwork.abi3.so", str(_qt_file("QtNetwork.abi3.so")), "EXTENSION")
    with pytest.raises(licences.NeededLeftOut, match="QtNetwork.abi3.so needs libQt6Network"):
        licences.left_out([*binaries, extension], datas)


@LINUX
def test_a_system_library_without_a_package_s_licence_fails_the_build(licences, tmp_path):
    stray = tmp_path / "libnowhere.so.1"
    stray.write_bytes(b"")
    with pytest.raises(licences.MissingLicence, match="libnowhere.so.1 .*no Debian package"):
        licences.write(tmp_path / "licenses", with_bootloader=False,
                       binaries=[(stray.name, str(stray), "BINARY")])


@LINUX
@pytest.mark.skipif(shutil.which("dpkg-query") is None, reason="not a Debian system")
def test_a_system_library_s_debian_copyright_file_is_copied_with_its_package(licences,
                                                                             tmp_path):
    loaded = {Path(line.split()[-1]) for line in Path("/proc/self/maps").read_text().splitlines()
              if re.search(r"/lib[^ ]*\.so[.\d]*$", line)}
    owned = licences.debian_packages(sorted(loaded))
    if not owned:
        pytest.skip("no library of this process comes from a Debian package")
    source, package = sorted(owned.items())[0]
    lines = licences.write(tmp_path / "licenses", with_bootloader=False,
                           binaries=[(source.name, str(source), "BINARY")])
    copied = tmp_path / "licenses" / "debian" / package / "copyright"
    assert copied.read_bytes() == (licences.DEBIAN_DOC / package / "copyright").read_bytes()
    heading = lines.index(next(line for line in lines if line.startswith(
        licences.SYSTEM_HEADING)))
    assert re.match(rf"{re.escape(source.name)}: {re.escape(package)} \S", lines[heading + 1])


BUNDLE = ROOT / "dist" / "listbuilder"
REQUIRE_BUNDLE = "LISTBUILDER_REQUIRE_BUNDLE"  # .ci/run sets it once `make dist` has run


def test_every_shared_library_in_the_bundle_has_its_licence_beside_it(licences):
    """The bundle carried 89 libraries from the build machine (GTK, OpenSSL, Kerberos,
    readline under GPL-3.0, ...) with no licence text, while its README said all were there.
    Runs on the bundle `make dist` built (in CI always: LISTBUILDER_REQUIRE_BUNDLE)."""
    if not (BUNDLE / "licenses" / "README.txt").is_file():
        if os.environ.get(REQUIRE_BUNDLE):
            pytest.fail(f"{REQUIRE_BUNDLE} is set but there is no bundle: run `make dist`")
        pytest.skip("no bundle: `make dist` builds it")
    licenses = BUNDLE / "licenses"
    readme = (licenses / "README.txt").read_text(encoding="utf-8").splitlines()
    system = {}
    if any(line.startswith(licences.SYSTEM_HEADING) for line in readme):
        start = next(i for i, line in enumerate(readme) if line.startswith(
            licences.SYSTEM_HEADING))
        system = dict(re.match(r"(\S+): (\S+)", line).groups() for line in readme[start + 1:])
    # Each distribution's files by name and size: PyInstaller moves some (pillow.libs/ to the
    # top), never changes them.
    installed = {(Path(str(f)).name, dist.locate_file(f).stat().st_size): licences.canonical(
        dist.metadata["Name"]) for dist in licences.bundled_distributions()
        for f in dist.files or [] if ".so" in str(f) or str(f).endswith((".dll", ".pyd"))}

    def covered(path: Path) -> Path | None:
        """The licence folder that covers `path`, or None."""
        if path.parent == BUNDLE:  # the two programs: PyInstaller's bootloader
            return licenses / "pyinstaller"
        if "lib-dynload" in path.parts or path.name.startswith("libpython"):
            return licenses / "python"
        if (path.name, path.stat().st_size) in installed:
            return licenses / installed[path.name, path.stat().st_size]
        if path.name in system:
            return licenses / "debian" / system[path.name]
        return None

    libraries = [p for p in BUNDLE.rglob("*") if p.is_file() and not p.is_symlink()
                 and p.open("rb").read(4) == b"\x7fELF"]
    assert len(libraries) > 50
    uncovered = [p.relative_to(BUNDLE).as_posix() for p in libraries
                 if not ((folder := covered(p)) and any(
                     f.is_file() and f.stat().st_size for f in folder.rglob("*")))]
    assert uncovered == [], "rebuild with `make dist`, or see packaging/licences.py"
    assert [name for name in system if re.match(
        r"lib(gtk|gdk|pango|cairo|harfbuzz|readline|ssl|crypto|krb5|gssapi)", name)] == []
    assert not [p for p in libraries if re.match(r"libQt6Network|libqgtk3", p.name)]

def _desktop_exec(text: str) -> list[str]:
    """The Exec line's words as a desktop would run them (Desktop Entry spec: string escapes,
    then double-quoted arguments with \\", \\`, \\$ and \\\\ escaped)."""
    line = next(v for k, _, v in (ln.partition("=") for ln in text.splitlines()) if k == "Exec")
    value = re.sub(r"\\(.)", lambda m: {"s": " ", "n": "\n", "t": "\t", "r": "\r"}.get(
        m.group(1), m.group(1)), line)
    words, word, quoted, i = [], "", False, 0
    while i < len(value):
        char = value[i]
        if quoted and char == "\\":
            word, i = word + value[i + 1], i + 2
            continue
        if char == '"':
            quoted = not quoted
        elif char == " " and not quoted:
            words, word = [*words, word] if word else words, ""
        else:
            word += char
        i += 1
    return [*words, word] if word else words


def test_the_menu_entry_opens_a_file_in_the_editor():
    """`Exec=listbuilder %f` ran `listbuilder FILE`, which the command line refuses (no such
    command): opening an army from a file manager failed."""
    from listbuilder.cli.definition import parser
    from listbuilder.cli.streams import Streams

    entry = (ROOT / "packaging" / "listbuilder.desktop").read_text(encoding="utf-8")
    program, *args = _desktop_exec(entry)
    assert program == "listbuilder"
    army = str(ROOT / "resources" / "samples" / "bi-french.army.yaml")
    parsed = parser(Streams.of_process()).parse_args([army if a == "%f" else a for a in args])
    assert parsed.command == "gui" and parsed.file == army


@pytest.mark.skipif(os.name == "nt", reason="a POSIX shell script")
def test_install_desktop_installs_the_entry_and_icon_for_the_user(tmp_path):
    odd = tmp_path / 'my $odd "games" `dir`' / "listbuilder"
    odd.parent.mkdir()
    odd.write_text("#!/bin/sh\n", encoding="utf-8")
    odd.chmod(0o755)
    script = ROOT / "packaging" / "install-desktop.sh"
    env = {**os.environ, "XDG_DATA_HOME": str(tmp_path / "data")}
    result = subprocess.run(["sh", str(script), str(odd)], env=env, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    entry = tmp_path / "data" / "applications" / "listbuilder.desktop"
    icon = tmp_path / "data" / "icons" / "hicolor" / "256x256" / "apps" / "listbuilder.png"
    assert _desktop_exec(entry.read_text(encoding="utf-8")) == [str(odd), "gui", "%f"]
    assert icon.read_bytes() == (ROOT / "resources" / "icons" / "listbuilder.png").read_bytes()
    assert "Icon=listbuilder\n" in entry.read_text(encoding="utf-8")
    refused = subprocess.run(["sh", str(script), str(tmp_path / "nothing")], env=env,
                             capture_output=True, text=True, timeout=60)
    assert refused.returncode == 2 and "is not a program" in refused.stderr
    removed = subprocess.run(["sh", str(script), "--remove"], env=env, capture_output=True,
                             text=True, timeout=60)
    assert removed.returncode == 0 and not entry.exists() and not icon.exists()


DOCS = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]


def _doc_texts() -> list[tuple[str, str]]:
    return [(p.relative_to(ROOT).as_posix(), p.read_text(encoding="utf-8")) for p in DOCS]


def test_the_docs_name_only_make_targets_that_exist():
    targets = set(re.findall(r"^([\w.-]+):", (ROOT / "Makefile").read_text(encoding="utf-8"),
                             re.MULTILINE))
    named = {(doc, t) for doc, text in _doc_texts() for t in re.findall(r"`make ([\w-]+)", text)}
    assert sorted((doc, t) for doc, t in named if t not in targets) == []


def _code(text: str) -> list[str]:
    """The docs' code: the lines of fenced blocks and each `inline span`."""
    fenced = re.findall(r"^```[^\n]*\n(.*?)^```", text, re.MULTILINE | re.DOTALL)
    outside = re.sub(r"^```[^\n]*\n.*?^```", "", text, flags=re.MULTILINE | re.DOTALL)
    return [line for block in fenced for line in block.splitlines()] + re.findall(
        r"`([^`\n]+)`", outside)


def test_the_docs_name_only_listbuilder_commands_that_exist():
    from listbuilder.cli.definition import parser
    from listbuilder.cli.streams import Streams

    action = next(a for a in parser(Streams.of_process())._actions if isinstance(a.choices, dict))
    named = {(doc, c) for doc, text in _doc_texts() for code in _code(text)
             for c in re.findall(r"(?:^|[\s/(])listbuilder ([a-z][\w-]*)", code.strip())}
    assert named and sorted((doc, c) for doc, c in named if c not in action.choices) == []


def test_nothing_tells_a_user_to_install_what_is_not_published():
    """`pip install listbuilder` failed (not on the index), `rev: v0.2.0` named a tag that does
    not exist, and the project's URLs pointed at a repository that is not there."""
    for doc, text in _doc_texts():
        if doc != "docs/releasing.md":  # what to write once it is published
            for line in text.splitlines():
                if re.search(r"\b(pip|pipx|uv pip) install listbuilder\b", line):
                    assert "finds nothing" in line, f"{doc}: {line}"
        assert "github.com/listbuilder" not in text, doc
        for tag in re.findall(r"^\s*rev:\s*(\S+)", text, re.MULTILINE):
            pytest.fail(f"{doc} names the tag {tag}; none is published")
    assert "[project.urls]" not in re.sub(r"#.*", "", (ROOT / "pyproject.toml").read_text(
        encoding="utf-8"))


#: What a newcomer reads: the README, the docs, the player's guide, the changelog, the notices.
NEWCOMER_DOCS = [*DOCS, *sorted((ROOT / "docs" / "guide").glob("*.md")),
                 ROOT / "CHANGELOG.md", ROOT / "NOTICE.md"]


def test_no_development_machine_path_or_issue_number_in_what_a_newcomer_reads():
    """docs/adding-a-system.md and docs/translating.md sent the reader to /work/shared/seeds/,
    and the changelog and docs/translating.md to "issue 22" and "issue 13, item 1": a folder
    and an issue tracker the reader does not have."""
    pattern = re.compile(r"(?<![\w.~$])/(work|tmp|home|root|Users)/|\bissues?\s*#?\d+",
                         re.IGNORECASE)
    found = [f"{path.relative_to(ROOT).as_posix()}:{number}: {match.group(0)}"
             for path in NEWCOMER_DOCS
             for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
             for match in pattern.finditer(line)]
    assert len(NEWCOMER_DOCS) > 8 and found == []


def test_the_release_upload_takes_the_sdist_and_the_wheel_only(tmp_path):
    """`uv publish build/release/<version>/dist/listbuilder-<version>*` also took the desktop
    bundle's archive, which `make release` writes to the same folder."""
    script = (ROOT / "packaging" / "release.sh").read_text(encoding="utf-8")
    written = {name: re.search(rf'^{name}=\$OUT/dist/(\S+)$', script, re.MULTILINE)
               for name in ("SDIST", "BUNDLE")}
    assert all(written.values()), "release.sh names its files differently: update this test"
    folder = tmp_path / "build" / "release" / "0.2.0" / "dist"
    folder.mkdir(parents=True)
    sdist, bundle = (written[n].group(1).replace("$VERSION", "0.2.0").replace(
        "$PLATFORM", "linux_x86_64") for n in ("SDIST", "BUNDLE"))
    wheel = "listbuilder-0.2.0-py3-none-any.whl"
    for name in (sdist, wheel, bundle, "SHA256SUMS"):
        (folder / name).write_bytes(b"")
    text = (ROOT / "docs" / "releasing.md").read_text(encoding="utf-8")
    (command,) = re.findall(r"`(uv publish [^`]+)`", text)
    arguments = command.replace("<version>", "0.2.0").split()[2:]
    taken = {Path(found).name for argument in arguments
             for found in glob.glob(str(tmp_path / argument))}
    assert taken == {sdist, wheel}
    # The command `make release` prints at the end names the same two.
    assert re.search(r'^echo "  uv publish \$SDIST \$WHEEL"$', script, re.MULTILINE)

def test_the_readme_s_pictures_show_from_a_clone():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", readme)
    assert pictures
    for picture in pictures:
        assert "://" not in picture and (ROOT / picture).is_file(), picture


@pytest.mark.skipif(shutil.which("git") is None or not (ROOT / ".git").exists(),
                    reason="not a git checkout")
def test_make_release_refuses_an_undated_changelog_and_a_dirty_tree(tmp_path):
    """Its refusals, before anything is built (the build itself is what CI's steps check)."""
    clone = tmp_path / "clone"
    subprocess.run(["git", "clone", "-q", "--no-hardlinks", str(ROOT), str(clone)], check=True,
                   timeout=120)
    env = {**os.environ, "BIN": str(Path(sys.executable).parent)}

    def release() -> subprocess.CompletedProcess:
        return subprocess.run(["bash", "packaging/release.sh"], cwd=clone, env=env,
                              capture_output=True, text=True, timeout=120)

    changelog = clone / "CHANGELOG.md"
    text = changelog.read_text(encoding="utf-8")
    if re.search(r"^## \[[\d.]+\] — unreleased$", text, re.MULTILINE):
        result = release()
        assert result.returncode == 1 and "no dated section" in result.stderr
    changelog.write_text(re.sub(r"— unreleased$", "— 2026-12-24", text, count=1,
                                flags=re.MULTILINE), encoding="utf-8")
    result = release()
    assert result.returncode == 1 and "uncommitted or untracked" in result.stderr
    assert not (clone / "build").exists()


def test_every_file_of_the_guide_is_packaged_in_the_wheel_and_the_bundle():
    """Help ▸ Guide reads docs/guide/ from the package: setup.py's globs and the PyInstaller
    spec must carry every page and screenshot there."""
    from fnmatch import fnmatch

    setup_text = (ROOT / "setup.py").read_text(encoding="utf-8")
    globs = re.search(r'"listbuilder\.guide": \[([^\]]*)\]', setup_text)
    assert globs and '"listbuilder.guide": "docs/guide"' in setup_text
    patterns = re.findall(r'"([^"]+)"', globs.group(1))
    guide = ROOT / "docs" / "guide"
    files = [p.relative_to(guide).as_posix() for p in guide.rglob("*") if p.is_file()]
    assert any(f.endswith(".png") for f in files) and "en.md" in files
    assert [f for f in files if not any(fnmatch(f, pat) and f.count("/") == pat.count("/")
                                        for pat in patterns)] == []
    spec = (ROOT / "packaging" / "listbuilder.spec").read_text(encoding="utf-8")
    assert '(str(root / "docs" / "guide"), "listbuilder/guide")' in spec
