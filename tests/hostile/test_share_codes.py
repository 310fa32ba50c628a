"""Hostile share codes: nesting past Python's recursion limit raised RecursionError out of
`json.loads` (exit 3); nesting just under it would strain the YAML writer. A code is refused
past a few levels, as damaged, and nothing is written."""

from __future__ import annotations

import base64
import zlib

import pytest

from listbuilder.storage.share import MAX_DEPTH, PREFIX, ShareCodeError, decode


def _code(raw: bytes) -> str:
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(raw, 9)).decode().rstrip("=")


DEEP = {
    "lists past the recursion limit": b"[" * 100_000 + b"]" * 100_000,
    "an army holding a deep list": b'{"kind":"army","x":' + b"[" * 5000 + b"]" * 5000 + b"}",
    "mappings past the recursion limit": b'{"kind":"army","x":' + b'{"a":' * 3000 + b"1"
                                         + b"}" * 3001,
    "just past our limit": b'{"kind":"army","x":' + b"[" * MAX_DEPTH + b"]" * MAX_DEPTH + b"}",
}


@pytest.mark.parametrize("raw", DEEP.values(), ids=DEEP.keys())
def test_deep_codes_are_refused_as_damaged(raw, run_cli, tmp_path):
    out = tmp_path / "army.yaml"
    code, _, err = run_cli("import", _code(raw), "-o", str(out))
    assert code == 2, err
    assert "damaged" in err and "internal error" not in err
    assert not out.exists()


def test_an_army_within_the_depth_limit_still_decodes():
    raw = b'{"kind":"army","x":' + b"[" * (MAX_DEPTH - 2) + b"]" * (MAX_DEPTH - 2) + b"}"
    assert decode(_code(raw)).data["kind"] == "army"
    with pytest.raises(ShareCodeError):
        decode(_code(DEEP["just past our limit"]))
