"""Screenshots for the player's guide (docs/guide/images/<language>/*.png), made by the real
editor window offscreen, so the guide shows the program as it is: `make guide-screenshots`.

Each language runs in its own process (the editor's language is fixed for a process), with a
throwaway settings folder, the sample armies and a published list page from the tests. The
images are saved with a reduced palette to keep them small in the repository and the wheel.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
OUT = ROOT / "docs" / "guide" / "images"
LANGUAGES = ("en", "pl", "hu", "ru")
WINDOW = (1024, 640)
MY_LISTS = "/home/player/wargames/my-lists"  # shown, never written
SAMPLES = ROOT / "resources" / "samples"
PAGE = ROOT / "tests" / "conformance" / "importer" / "vol19-english" / "page.txt"


def main(argv: list[str]) -> int:
    if len(argv) == 2 and argv[0] == "--one":
        return shoot(argv[1])
    languages = argv or list(LANGUAGES)
    for language in languages:
        with tempfile.TemporaryDirectory() as config:
            env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LISTBUILDER_LANG": language,
                   "LISTBUILDER_CONFIG_DIR": config, "QT_SCALE_FACTOR": "1"}
            subprocess.run([sys.executable, __file__, "--one", language], env=env, cwd=ROOT,
                           check=True)
    return 0


def save(widget, name: str, language: str) -> None:
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage

    folder = OUT / language
    folder.mkdir(parents=True, exist_ok=True)
    image = widget.grab().toImage().convertToFormat(
        QImage.Format.Format_Indexed8, Qt.ImageConversionFlag.AvoidDither)
    path = folder / f"{name}.png"
    assert image.save(str(path), "PNG"), path
    print(path.relative_to(ROOT))


def settle(app, rounds: int = 20) -> None:
    from PySide6.QtCore import QEventLoop, QThread

    for _ in range(rounds):
        app.processEvents(QEventLoop.ProcessEventsFlag.AllEvents, 50)
        QThread.msleep(20)


def shoot(language: str) -> int:
    sys.path.insert(0, str(ROOT))
    from listbuilder.app.dialogs.export_dialog import ExportDialog
    from listbuilder.app.dialogs.import_dialog import ImportListDialog
    from listbuilder.app.dialogs.preferences import PreferencesDialog
    from listbuilder.app.startup.main import application
    from listbuilder.app.window.main_window import MainWindow
    from listbuilder.storage.list_catalog import bundled_catalog

    app = application()
    work = Path(tempfile.mkdtemp())
    try:
        window = MainWindow(bundled_catalog())
        window.resize(*WINDOW)
        window.show()
        # Basic Impetus: the General, the options, the weapon cell of the unit that chooses
        # its weapon (selected), the group and big-unit buttons and Rename.
        army = work / "bi-french.army.yaml"
        shutil.copyfile(SAMPLES / "bi-french.army.yaml", army)
        assert window.open_path(str(army))
        window.editor.select_units(["skirmishers-1"])
        settle(app)
        save(window, "army", language)

        # A points system (USB): Add unit, the Selected unit panel with its fields, the points.
        points = work / "usb-240.army.yaml"
        shutil.copyfile(SAMPLES / "usb-240.army.yaml", points)
        assert window.open_path(str(points))
        window.editor.table.selectRow(1)
        settle(app)
        save(window, "army-points", language)

        illegal = work / "bi-illegal.army.yaml"
        shutil.copyfile(SAMPLES / "bi-illegal.army.yaml", illegal)
        assert window.open_path(str(illegal))
        window.findings.table.setCurrentIndex(window.findings.model.index(0, 0))
        window.findings.choose(window.findings.model.index(0, 0))
        settle(app)
        save(window, "findings", language)

        export = ExportDialog(window.doc, window)
        export.show()
        export.update_preview()
        settle(app)
        save(export, "export", language)
        export.close()

        preferences = PreferencesDialog([MY_LISTS], window)
        preferences.folder_list.setCurrentRow(0)
        preferences.show()
        settle(app)
        save(preferences, "preferences", language)
        preferences.close()

        importer = ImportListDialog([MY_LISTS], window)
        importer.resize(*WINDOW)
        importer.show()
        importer.paste.setPlainText(PAGE.read_text(encoding="utf-8"))
        importer.read()
        importer.findings.setCurrentRow(0)  # a finding chosen: its line selected in the text
        settle(app)
        save(importer, "import", language)
        importer.close()
        window.doc.undo_stack.setClean()
        window.close()
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
