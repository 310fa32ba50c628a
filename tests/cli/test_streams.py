"""A command reads and writes the streams `main()` is given, never the process's (issue 22):
a script or a test runs one with its own, and nothing is swapped under other code."""

from __future__ import annotations

import io

from listbuilder.cli import main
from listbuilder.cli.streams import Streams
from listbuilder.core.exit_status import ExitStatus
from tests.cli.conftest import AN_ARMY
from tests.conformance.importer.cases import HERE

PAGE = HERE / "vol19-english" / "page.txt"


def _streams(stdin: bytes = b"") -> Streams:
    return Streams(stdin=io.BytesIO(stdin), stdout=io.StringIO(), stderr=io.StringIO())


def _texts(streams: Streams) -> tuple[str, str]:
    return streams.stdout.getvalue(), streams.stderr.getvalue()  # type: ignore[attr-defined]


def test_a_command_prints_to_its_streams_and_nowhere_else(capsys):
    streams = _streams()
    assert main(["show", str(AN_ARMY)], streams) == ExitStatus.OK
    out, err = _texts(streams)
    assert "Philip Augustus at Bouvines" in out and err == ""
    assert capsys.readouterr() == ("", "")


def test_usage_errors_help_and_findings_go_to_the_streams_given(capsys, tmp_path):
    missing = tmp_path / "nowhere.yaml"
    for argv, code, where, text in [
            (["show", str(missing)], ExitStatus.USAGE, 1, "nowhere.yaml"),
            (["--help"], ExitStatus.OK, 0, "usage: listbuilder"),
            (["validate"], ExitStatus.USAGE, 1, "the following arguments are required"),
            (["--version"], ExitStatus.OK, 0, "listbuilder "),
            (["--lang", "xx", "show", str(AN_ARMY)], ExitStatus.USAGE, 1, "xx")]:
        streams = _streams()
        assert main(argv, streams) == code, argv
        assert text in _texts(streams)[where], argv
    assert capsys.readouterr() == ("", "")


def test_what_is_printed_is_made_safe_on_the_streams_given(tmp_path):
    """A control character in a path is escaped, as on a terminal."""
    streams = _streams()
    main(["show", str(tmp_path / "a\x1b[2Jb.yaml")], streams)
    err = _texts(streams)[1]
    assert "\x1b" not in err and "a\\u001b[2Jb.yaml" in err


def test_standard_input_is_the_streams_own(tmp_path, capsys):
    streams = _streams(PAGE.read_bytes())
    assert main(["import-list", "-", "-o", str(tmp_path)], streams) == ExitStatus.FINDINGS
    assert "page: pasted text" in (tmp_path / "welsh-1100-1400-ad.yaml").read_text("utf-8")
    assert "welsh-1100-1400-ad.yaml" in _texts(streams)[0]
    assert capsys.readouterr() == ("", "")


def test_the_help_names_every_exit_status_and_no_other():
    """The codes `--help` explains are the ones commands return (cli/status.py)."""
    from listbuilder.cli.definition import EXIT_CODES

    listed = [int(line.split()[0]) for line in EXIT_CODES.splitlines()[1:]]
    assert listed == [status.value for status in ExitStatus]
