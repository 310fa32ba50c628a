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
"""

from __future__ import annotations

import re
import shutil
import sys
import sysconfig
from collections.abc import Iterable
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


class MissingLicence(Exception):
    pass


class NotInstalled(MissingLicence):
    """A distribution the bundle needs is not installed here (so no bundle can be built)."""


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


def write(out: Path, with_bootloader: bool = True) -> list[str]:
    """Fill `out` (made afresh); the lines of its README. Raises MissingLicence."""
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    lines = ["Licences of everything this folder's program carries, each in its own folder.",
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
