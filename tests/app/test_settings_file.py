"""A settings file listbuilder did not write is set aside before Qt reads it (kept as
`listbuilder.ini.damaged`): a value typed by another program made Qt warn on every read (a
GUI test fails on any Qt warning), a huge file was read whole at every start, and a FIFO in
its place would block the start."""

from __future__ import annotations

import os

import pytest

from listbuilder.app.files import config
from listbuilder.app.files.settings_file import MAX_BYTES

pytestmark = pytest.mark.gui
FOREIGN_VALUE = ("[General]\nrecent_files=@Variant(\\0\\0\\0\\x7f\\0\\0\\0\\x10QPersistentFoo"
                 "\\0)\nlanguage=pl\n")


def _ini():
    return config.config_dir() / "listbuilder.ini"


@pytest.mark.parametrize("content", [
    FOREIGN_VALUE.encode(),
    b"[General]\nlanguage=pl\0\0\0\n",
    b"[General]\n" + b"x" * (MAX_BYTES + 1),
], ids=["typed-value", "nul-bytes", "oversized"])
def test_a_foreign_settings_file_is_kept_aside_and_never_read(qapp, capfd, content):
    _ini().write_bytes(content)
    assert config.string_list("recent_files") == []  # read without a Qt warning
    aside = _ini().with_name("listbuilder.ini.damaged")
    assert aside.read_bytes() == content  # nothing lost
    assert "kept as" in capfd.readouterr().err
    config.settings().setValue("language", "hu")  # fresh settings work
    config.settings().sync()
    assert "language=hu" in _ini().read_text(encoding="utf-8")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="POSIX FIFOs")
def test_a_fifo_in_place_of_the_settings_file_does_not_block(qapp):
    os.mkfifo(_ini())
    assert config.string_list("recent_files") == []
    assert _ini().with_name("listbuilder.ini.damaged").exists()


def test_a_sound_settings_file_is_read_and_left_in_place(qapp, tmp_path):
    _ini().write_text("[General]\nrecent_files=" + str(tmp_path) + "\n", encoding="utf-8")
    assert config.string_list("recent_files") == [str(tmp_path)]
    assert not _ini().with_name("listbuilder.ini.damaged").exists()
