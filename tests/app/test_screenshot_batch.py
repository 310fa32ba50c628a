"""`gui FILE --screenshot OUT.png` is a batch command: it always exits, never waits on a dialog."""

from __future__ import annotations

import os
import subprocess
import sys
import textwrap

from tests.app.conftest import ROOT

BROKEN_ARMY = ("kind: army\nformat: 1\nsystem: basic-impetus\nlist: bi/french-1150-1330\n"
               "name: !!int abc\n")


def _run(args: list[str], config, code: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "LISTBUILDER_CONFIG_DIR": str(config)}
    command = ["-c", code, *args] if code else ["-m", "listbuilder", *args]
    return subprocess.run([sys.executable, *command], cwd=ROOT, env=env, capture_output=True,
                          text=True, timeout=120)


def test_a_broken_army_exits_non_zero_with_the_problem_on_stderr(tmp_path, isolated_config):
    bad = tmp_path / "BAD.yaml"
    bad.write_text(BROKEN_ARMY, encoding="utf-8")
    out = tmp_path / "out.png"
    result = _run(["gui", str(bad), "--screenshot", str(out)], isolated_config)
    assert result.returncode in (1, 3), result.stderr
    assert "BAD.yaml" in result.stderr or "abc" in result.stderr
    assert not out.exists()


def test_an_internal_error_is_exit_3_and_never_a_dialog(tmp_path, isolated_config):
    """An exception inside a Qt slot would show the crash dialog (modal) in the editor."""
    out = tmp_path / "out.png"
    code = textwrap.dedent("""
        import sys
        from PySide6.QtCore import QTimer
        import listbuilder.app.startup.main as main_module
        from listbuilder.cli import main
        take = main_module.save_screenshot
        def with_a_failing_slot(*args):
            QTimer.singleShot(0, lambda: 1 / 0)
            return take(*args)
        main_module.save_screenshot = with_a_failing_slot
        sys.exit(main(sys.argv[1:]))
    """)
    result = _run(["gui", "--screenshot", str(out)], isolated_config, code)
    assert result.returncode == 3, result.stderr
    assert "ZeroDivisionError" in result.stderr
    assert "internal error" in result.stderr


def test_an_error_while_opening_is_exit_3(tmp_path, isolated_config):
    code = textwrap.dedent("""
        import sys
        import listbuilder.app.army.opening as opening_module
        from listbuilder.cli import main
        def broken(*args):
            raise RuntimeError("loader bug")
        # The window imports it where it opens a file (not at start: issue 11).
        opening_module.open_document = broken
        sys.exit(main(sys.argv[1:]))
    """)
    army = ROOT / "resources" / "samples" / "bi-french.army.yaml"
    result = _run(["gui", str(army), "--screenshot", str(tmp_path / "o.png")],
                  isolated_config, code)
    assert result.returncode == 3, result.stderr
    assert "RuntimeError: loader bug" in result.stderr


def test_a_good_army_s_screenshot_prints_nothing_on_stderr(tmp_path, isolated_config):
    """stderr is where problems go: Qt's offscreen notice "This plugin does not support
    propagateSizeHints()" was printed there twice on every screenshot."""
    army = ROOT / "resources" / "samples" / "bi-french.army.yaml"
    out = tmp_path / "window.png"
    result = _run(["gui", str(army), "--screenshot", str(out)], isolated_config)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert out.read_bytes().startswith(b"\x89PNG")


def test_qt_s_other_warnings_still_reach_stderr(isolated_config):
    code = textwrap.dedent("""
        from PySide6.QtCore import qWarning
        from listbuilder.app.startup.qt_messages import quiet_platform_notices
        quiet_platform_notices()
        qWarning("This plugin does not support propagateSizeHints()")
        qWarning("QFont::setPointSize: Point size <= 0 (-1), must be greater than 0")
    """)
    result = _run([], isolated_config, code)
    assert result.returncode == 0, result.stderr
    assert result.stderr == "QFont::setPointSize: Point size <= 0 (-1), must be greater than 0\n"
