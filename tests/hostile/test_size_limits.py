"""Size is checked before reading, and the node count while parsing, so neither a 2 GB file
nor a 4 MB flow sequence of aliases costs more than a little memory."""

from __future__ import annotations

import tracemalloc

import pytest

from listbuilder.storage import yaml_source
from listbuilder.storage.loading import load_file
from listbuilder.storage.yaml_source import MAX_BYTES, MAX_NODES

HEADER = b"kind: army-list\nformat: 1\nsystem: basic-impetus\n"


def _peak_mib(call) -> float:
    tracemalloc.start()
    try:
        call()
        return tracemalloc.get_traced_memory()[1] / 2**20
    finally:
        tracemalloc.stop()


def test_a_2_gb_file_is_refused_unread(tmp_path, run_cli):
    huge = tmp_path / "huge.yaml"
    with huge.open("wb") as f:
        f.truncate(2 * 2**30)  # sparse: costs no disk
    code, out, _ = run_cli("validate", str(huge))
    assert code == 1
    assert "huge.yaml:1:1: error [FILE-TOO-LARGE] The file is 2097152 KiB" in out
    assert _peak_mib(lambda: load_file(huge)) < 1


def test_a_file_just_over_the_limit_is_refused(tmp_path, run_cli):
    big = tmp_path / "big.yaml"
    big.write_bytes(HEADER + b"#" * MAX_BYTES)
    code, out, _ = run_cli("validate", str(big))
    assert code == 1 and "[FILE-TOO-LARGE]" in out


@pytest.mark.parametrize("body", [
    b"a: &a [x]\nb: [" + b"*a, " * (MAX_BYTES // 4 - 100) + b"]\n",  # aliases
    b"b: [" + b"1, " * (MAX_BYTES // 3 - 100) + b"]\n",  # plain values
    b"b: [" + b"!!str a, " * (MAX_BYTES // 9 - 100) + b"]\n",  # tagged values
    b"b:\n" + b"- x\n" * (MAX_BYTES // 4 - 100),  # a block sequence
], ids=["aliases", "plain", "tagged", "block"])
def test_a_4_mb_sequence_is_stopped_while_parsing(tmp_path, run_cli, body, monkeypatch):
    # The node limit must stop it, not the clock: on a loaded machine the 5 s deadline could
    # fire first and hide a node limit that no longer works.
    monkeypatch.setattr(yaml_source, "MAX_SECONDS", 600)
    bomb = tmp_path / "bomb.yaml"
    bomb.write_bytes(HEADER + body)
    assert bomb.stat().st_size <= MAX_BYTES
    code, out, _ = run_cli("validate", str(bomb))
    assert code == 1
    assert f"error [YAML-TOO-LARGE] The document holds or expands to more than {MAX_NODES}" \
        in out


def test_an_alias_bomb_costs_little_memory(tmp_path, run_cli):
    bomb = tmp_path / "bomb.yaml"
    bomb.write_bytes(HEADER + b"a: &a [x, x, x, x]\nb: [" + b"*a, " * (MAX_BYTES // 4 - 100)
                     + b"]\n")
    loaded = []
    assert _peak_mib(lambda: loaded.append(load_file(bomb))) < 50
    assert [d.code for d in loaded[0].diagnostics] == ["YAML-TOO-LARGE"]


def test_parsing_stops_at_its_time_limit(tmp_path, run_cli, monkeypatch):
    from listbuilder.storage import yaml_source

    monkeypatch.setattr(yaml_source, "MAX_SECONDS", -1)  # every check finds time is up
    slow = tmp_path / "slow.yaml"
    slow.write_bytes(HEADER + b"b: [" + b"1, " * 5000 + b"]\n")
    code, out, _ = run_cli("validate", str(slow))
    assert code == 1 and "slow.yaml:1:1: error [YAML-TOO-SLOW]" in out
