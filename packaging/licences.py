"""Write the desktop bundle's licence folder from the installed distributions' metadata.

    python packaging/licences.py OUT_DIR      (packaging/listbuilder.spec runs it after COLLECT)

The bundle carries listbuilder's runtime requirements and theirs, as pip installed them: that
closure is read from `importlib.metadata`, so a new dependency is in it the day it is added.
Each distribution's licence files (its metadata's `License-File` entries, else the licence-like
files of its .dist-info) are copied to OUT_DIR/<distribution>/. The PySide6 wheels carry no
licence file at all; for them the texts in packaging/licenses/ of the licence their metadata
names are copied instead, and only while it still names it. A distribution with neither fails
the build: nothing ships without its licence. Python itself (the interpreter and standard
library in the bundle), PyInstaller's bootloader (the two executables) and the fonts are added
the same way (the fonts' licence is among listbuilder's own), and OUT_DIR/README.txt lists
what came from where.

On Linux PyInstaller also copies the shared libraries those need from the build machine's
system (the C++ runtime, GLib, D-Bus, fontconfig, FreeType, X11 and xcb, zlib, ...). The spec
first leaves out what the program does not use (`left_out`: Qt plugins it never loads, and the
system libraries only they needed); for each library that remains, the Debian package holding
it is asked of dpkg and that package's copyright file is copied to OUT_DIR/<package>/. A
library no package owns, or a package without its copyright file, fails the build.
"""

from __future__ import annotations

import re
import shutil
import struct
import subprocess
import sys
import sysconfig
from collections.abc import Iterable, Sequence
from importlib.metadata import Distribution, PackageNotFoundError, distribution
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent

#: Distributions whose wheels carry no licence file: the texts we keep for the licence their
#: metadata must still name (checked, so a relicensing is not papered over).
KEPT_TEXTS = {
    "pyside6-essentials": ("LGPL-3.0-only", ["LGPL-3.0.txt", "GPL-3.0.txt"]),
    "shiboken6": ("LGPL-3.0-only", ["LGPL-3.0.txt", "GPL-3.0.txt"]),
}
LICENCE_NAME = re.compile(r"(LICEN[CS]E|COPYING|NOTICE|AUTHORS)", re.IGNORECASE)

#: What the bundle leaves out of what PyInstaller's Qt hooks collect (paths in the bundle, up to
#: the suffix): plugins the program never loads, which are all that pulls in most of the build
#: machine's libraries. GTK's platform theme brings GTK, Pango, cairo, HarfBuzz, gdk-pixbuf and
#: more (Qt draws its own widgets and dialogs without it); the VNC platform and TUIO touch input
#: bring QtNetwork, which brings Kerberos. The program makes no network connection.
LEFT_OUT = (
    "PySide6/Qt/plugins/platformthemes/libqgtk3.",
    "PySide6/Qt/plugins/platforms/libqvnc.",
    "PySide6/Qt/plugins/generic/libqtuiotouchplugin.",
    "PySide6/Qt/lib/libQt6Network.",
)
#: Where the system's packages keep each one's copyright file (Debian policy 12.5).
DEBIAN_DOC = Path("/usr/share/doc")
#: The README's line before the system libraries, one a line: "<library>: <package> <version>".
SYSTEM_HEADING = "Shared libraries copied from the build machine's system, by Debian package:"


class MissingLicence(Exception):
    pass


class NotInstalled(MissingLicence):
    """A distribution the bundle needs is not installed here (so no bundle can be built)."""


class NeededLeftOut(Exception):
    """A library the bundle keeps needs one that `LEFT_OUT` leaves out."""


def canonical(name: str) -> str:
    return re.sub(r"[-_.]+", "-", name).lower()


def bundled_distributions(root: str = "listbuilder") -> list[Distribution]:
    """`root` and every distribution its runtime requirements pull in, markers evaluated as
    on this machine (the one the bundle is built on), extras left out."""
    from packaging.requirements import Requirement

    seen: dict[str, Distribution] = {}
    todo = [root]
    while todo:
        name = canonical(todo.pop())
        if name in seen:
            continue
        try:
            found = distribution(name)
        except PackageNotFoundError as exc:
            raise NotInstalled(f"{name} is required but not installed") from exc
        seen[name] = found
        for text in found.requires or []:
            requirement = Requirement(text)
            if requirement.marker is None or requirement.marker.evaluate({"extra": ""}):
                todo.append(requirement.name)
    return [seen[name] for name in sorted(seen)]


def licence_files(dist: Distribution) -> list[tuple[Path, str]]:
    """The licence files `dist` installed, each with the name it is copied under: its
    metadata's License-File entries (PEP 639 keeps them under .dist-info/licenses/, older
    tools in .dist-info itself), else any licence-like file of its .dist-info."""
    files = [Path(str(dist.locate_file(f))) for f in dist.files or []]
    info = [f for f in files if any(p.name.endswith(".dist-info") for p in f.parents)]
    found = []
    for entry in dist.metadata.get_all("License-File") or []:
        # Older setuptools flattened "LICENSES/x.txt" to the .dist-info's top: x.txt.
        match = next((f for f in info if f.as_posix().endswith("/" + entry) and f.is_file()),
                     None) or next((f for f in info if f.name == Path(entry).name and
                                    f.parent.name.endswith(".dist-info") and f.is_file()), None)
        if match is not None:
            found.append((match, entry))
    if found:
        return found
    return [(f, f.name) for f in info if LICENCE_NAME.search(f.name) and f.is_file()]


def kept_texts(dist: Distribution) -> list[tuple[Path, str]]:
    name = canonical(dist.metadata["Name"])
    if name not in KEPT_TEXTS:
        return []
    expected, texts = KEPT_TEXTS[name]
    stated = " ".join(filter(None, [dist.metadata.get("License-Expression"),
                                    dist.metadata.get("License")]))
    if expected not in stated:
        raise MissingLicence(f"{name} {dist.version} no longer states {expected} (it states "
                             f"{stated!r}): check its licence and packaging/licenses/")
    return [(HERE / "licenses" / text, text) for text in texts]


def own_licence_files() -> list[tuple[Path, str]]:
    """listbuilder's own, from this checkout (what the bundle is built from; an editable
    install's metadata may be an .egg-info without them): pyproject's license-files."""
    import tomllib

    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    return [(ROOT / name, name) for name in project["license-files"]]


def python_licence() -> Path:
    """The interpreter's LICENSE.txt, where CPython installs it beside the standard library."""
    found = Path(sysconfig.get_paths()["stdlib"]) / "LICENSE.txt"
    if not found.is_file():
        raise MissingLicence(f"Python's licence is not at {found}")
    return found


#: PyInstaller's TOC entries: (name in the bundle, source path, kind).
Entry = tuple[str, str, str]


def needed(path: Path) -> list[str]:
    """The libraries an ELF file names as needed (its DT_NEEDED entries: what the loader loads
    with it), in order; [] for a file that is not ELF or links nothing."""
    data = path.read_bytes()
    if data[:4] != b"\x7fELF":
        return []
    end = "<" if data[5] == 1 else ">"
    wide = data[4] == 2  # ELFCLASS64
    (table,) = struct.unpack_from(end + ("Q" if wide else "I"), data, 0x20 if wide else 0x1C)
    size, count = struct.unpack_from(end + "HH", data, 0x36 if wide else 0x2A)
    # Each program header as (type, file offset, address, size in the file).
    header = struct.Struct(end + ("I4xQQ8xQ" if wide else "III4xI"))
    segments = [header.unpack_from(data, table + i * size) for i in range(count)]
    dynamic = next((s for s in segments if s[0] == 2), None)  # PT_DYNAMIC
    if dynamic is None:
        return []
    entry = struct.Struct(end + ("qQ" if wide else "iI"))
    names, strings = [], None
    for at in range(dynamic[1], dynamic[1] + dynamic[3], entry.size):
        tag, value = entry.unpack_from(data, at)
        if tag == 0:  # DT_NULL
            break
        if tag == 1:  # DT_NEEDED: an offset into the string table
            names.append(value)
        elif tag == 5:  # DT_STRTAB: the string table's address, in a PT_LOAD segment
            strings = next(offset + value - address for kind, offset, address, length in segments
                           if kind == 1 and address <= value < address + length)
    if strings is None:
        return []
    return [data[strings + n:data.index(b"\0", strings + n)].decode() for n in names]


def python_owned(source: Path) -> bool:
    """Whether `source` is part of the Python installation (interpreter library, standard
    library, its extension modules): Python's licence covers it."""
    homes = [Path(sysconfig.get_paths()["stdlib"]).resolve()]
    if sysconfig.get_config_var("DESTSHARED"):
        homes.append(Path(sysconfig.get_config_var("DESTSHARED")).resolve())
    library = sysconfig.get_config_var("INSTSONAME")
    return any(home in source.parents for home in homes) or source.name == library


def system_libraries(binaries: Iterable[Entry],
                     dists: Iterable[Distribution] | None = None) -> list[tuple[str, Path]]:
    """The entries of `binaries` (name in the bundle, source) that come from the build machine's
    system: installed by none of `dists` (default: the bundled distributions) and not part of
    Python. Only Linux builds copy system libraries (PyInstaller leaves them out elsewhere)."""
    if not sys.platform.startswith("linux"):
        return []
    if dists is None:
        dists = bundled_distributions()
    installed = {Path(str(d.locate_file(f))).resolve() for d in dists for f in d.files or []}
    found = []
    for name, source, kind in binaries:
        path = Path(source).resolve()
        if kind in ("BINARY", "EXTENSION") and path not in installed and not python_owned(path):
            found.append((name, Path(source)))
    return found


def left_out(binaries: Sequence[Entry], datas: Sequence[Entry],
             dists: Iterable[Distribution] | None = None,
             ) -> tuple[list[Entry], list[Entry], list[str]]:
    """`binaries` and `datas` (the Analysis's lists) without what `LEFT_OUT` names and without
    the system libraries that nothing kept needs any more; and the names left out. Raises
    NeededLeftOut when something kept needs what was left out (it would not load)."""
    gone = {name for name, _, _ in binaries if name.replace("\\", "/").startswith(LEFT_OUT)}
    kept = [entry for entry in binaries if entry[0] not in gone]
    system = {name for name, _ in system_libraries(kept, dists)}
    needs = {name: needed(Path(source)) for name, source, _ in kept}
    by_soname = {Path(name).name: name for name in system}
    reached: set[str] = set()
    todo = [name for name in needs if name not in system]
    while todo:
        for soname in needs[todo.pop()]:
            name = by_soname.get(soname)
            if name is not None and name not in reached:
                reached.add(name)
                todo.append(name)
    gone |= system - reached
    gone_sonames = {Path(name).name for name in gone}
    for name in needs.keys() - gone:
        if broken := sorted(gone_sonames.intersection(needs[name])):
            raise NeededLeftOut(f"{name} needs {', '.join(broken)}, which the bundle leaves out")
    return ([entry for entry in kept if entry[0] not in gone],
            # PyInstaller's links beside the libraries (libQt6Core.so.6 -> PySide6/Qt/lib/...)
            [entry for entry in datas if entry[0] not in gone and not (
                entry[2] == "SYMLINK" and entry[1] in gone)],
            sorted(gone))


def debian_packages(paths: Iterable[Path]) -> dict[Path, str]:
    """The Debian package that installed each of `paths`, as dpkg's database says, for those it
    knows. A path is asked as given, resolved, and with and without /usr (merged /usr: the
    database may name either)."""
    candidates: dict[str, Path] = {}
    for path in paths:
        for form in (path, path.resolve()):
            text = form.as_posix()
            for variant in (text, text.removeprefix("/usr") if text.startswith("/usr/")
                            else "/usr" + text):
                candidates.setdefault(variant, path)
    try:
        result = subprocess.run(["dpkg-query", "-S", *candidates], capture_output=True,
                                text=True, check=False)
    except FileNotFoundError:  # not a Debian system
        return {}
    found: dict[Path, str] = {}
    for line in result.stdout.splitlines():
        if line.startswith("diversion by"):
            continue
        packages, _, text = line.partition(": ")
        if text in candidates:
            found.setdefault(candidates[text], packages.split(",")[0].split(":")[0].strip())
    return found


def debian_versions(packages: Iterable[str]) -> dict[str, str]:
    """Each package's installed version and source package ("2:1.8.4-2, source libx11")."""
    result = subprocess.run(
        ["dpkg-query", "-W", "-f", "${Package}\t${Version}\t${source:Package}\n",
         *sorted(set(packages))], capture_output=True, text=True, check=False)
    versions: dict[str, str] = {}
    for line in result.stdout.splitlines():
        package, version, source = line.split("\t")
        versions.setdefault(package, f"{version}, source {source}")
    return versions


def system_licences(libraries: Sequence[tuple[str, Path]], out: Path) -> list[str]:
    """Copy the copyright file of each library's Debian package to out/<package>/copyright;
    a README line per library. Raises MissingLicence naming every library without one."""
    packages = debian_packages(source for _, source in libraries)
    missing = [f"{name} ({source}: no Debian package owns it)" for name, source in libraries
               if source not in packages]
    missing += [f"{name} ({packages[source]} has no {DEBIAN_DOC}/{packages[source]}/copyright)"
                for name, source in libraries if source in packages
                and not (DEBIAN_DOC / packages[source] / "copyright").is_file()]
    if missing:
        raise MissingLicence("no licence found for the system libraries " + "; ".join(missing)
                             + ": build on Debian or a derivative (its package metadata names "
                             "each library's licence), or leave them out (LEFT_OUT)")
    versions = debian_versions(packages.values())
    lines = []
    for name, source in sorted(libraries):
        package = packages[source]
        _copy([(DEBIAN_DOC / package / "copyright", "copyright")], out / package)
        lines.append(f"{Path(name).name}: {package} {versions.get(package, '')}".rstrip())
    return lines

def write(out: Path, with_bootloader: bool = True,
          binaries: Sequence[Entry] = ()) -> list[str]:
    """Fill `out` (made afresh) with the licences of the bundled distributions, Python, and the
    system libraries among `binaries` (the bundle's, as PyInstaller lists them); the lines of
    its README. Raises MissingLicence."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    lines = ["Licences of what this folder's program carries, each in its own folder; NOTICE.md "
             "says what each covers and what is not here (the third-party code inside Qt).",
             "listbuilder's own: LICENSE; fonts and list data: NOTICE.md.", ""]
    dists = bundled_distributions()
    if with_bootloader:  # the executables are PyInstaller's bootloader
        try:
            dists.append(distribution("pyinstaller"))
        except PackageNotFoundError as exc:
            raise NotInstalled("pyinstaller is not installed (the `dist` extra)") from exc
    missing = []
    for dist in dists:
        name = dist.metadata["Name"]
        files = (own_licence_files() if canonical(name) == "listbuilder"
                 else licence_files(dist) or kept_texts(dist))
        if not files:
            missing.append(f"{name} {dist.version}")
            continue
        _copy(files, out / canonical(name))
        stated = dist.metadata.get("License-Expression") or dist.metadata.get("License") or ""
        lines.append(f"{name} {dist.version}: {stated.splitlines()[0] if stated else ''}".strip())
    if missing:
        raise MissingLicence("no licence file found for " + ", ".join(missing))
    _copy([(python_licence(), "LICENSE.txt")], out / "python")
    lines.append(f"Python {sys.version.split()[0]}: PSF-2.0")
    lines += ["", "The fonts' licence (DejaVu: Bitstream Vera and Arev) is in listbuilder/."]
    if system := system_libraries(binaries, dists):
        lines += ["", f"{SYSTEM_HEADING} each package's copyright file is in debian/<package>/; "
                  "its source is that version of the Debian source package, at "
                  "https://sources.debian.org/ or https://snapshot.debian.org/.",
                  *system_licences(system, out / "debian")]
    (out / "README.txt").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return lines


def _copy(files: Iterable[tuple[Path, str]], folder: Path) -> None:
    for source, name in files:
        target = folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(source, target)


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: python packaging/licences.py OUT_DIR", file=sys.stderr)
        return 2
    try:
        write(Path(argv[0]))
    except MissingLicence as exc:
        print(f"licences: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
