"""The seal printed on a roster: short, read aloud, the same wherever and in whatever language
it is made, and changed by any change to what the roster says about the army."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from listbuilder.core.seal import ALPHABET, Match, Seal, compare
from tests.event.conftest import FRENCH, FRENCH_SEAL, ROOT, SAMPLES, army_text


def _seal_of(run_cli, path, *extra) -> str:
    code, out, _err = run_cli(*extra, "show", path)
    assert code in (0, 1)
    line = next(line for line in out.splitlines() if ":" in line and "-" in line.split()[-1]
                and len(line.split()[-1]) == 14)
    return line.split()[-1]


def test_the_french_samples_seal_is_its_golden(run_cli):
    """A change to the seal's algorithm shows here: deliberate, and said in the CHANGELOG."""
    code, out, _err = run_cli("show", FRENCH)
    assert code == 0
    assert f"Seal: {FRENCH_SEAL}" in out


def test_a_seal_reads_aloud():
    seal = Seal.parse(FRENCH_SEAL)
    assert seal is not None and str(seal) == FRENCH_SEAL
    assert not set("01ILOU") & set(ALPHABET)
    assert Seal.parse("vrxy pycd cxjc") == seal  # typed as heard
    for wrong in ("BECD-N4HK-TT3", "BECD-N4HK-TT3PP", "BECD-N4HK-TT30", "BECD-N4HK-TTIP"):
        assert Seal.parse(wrong) is None


@pytest.mark.parametrize("language", ["pl", "hu", "ru"])
def test_the_seal_is_the_same_in_every_language(run_cli, language):
    code, out, _err = run_cli("--lang", language, "export", "text", FRENCH)
    assert code == 0
    assert FRENCH_SEAL in out
    assert "Seal:" not in out  # the label is translated, the seal is not


def test_the_seal_is_the_same_whatever_the_hash_seed(tmp_path):
    """Python randomises set and dict-of-str hashing per process: nothing may depend on it."""
    seals = set()
    for seed in ("0", "1", "4242"):
        env = {**os.environ, "PYTHONHASHSEED": seed, "PYTHONPATH": str(ROOT)}
        done = subprocess.run([sys.executable, "-m", "listbuilder", "show", str(FRENCH)],
                              capture_output=True, text=True, env=env, cwd=tmp_path,
                              check=True)
        seals |= {line for line in done.stdout.splitlines() if line.startswith("Seal:")}
    assert seals == {f"Seal: {FRENCH_SEAL}"}


@pytest.mark.parametrize("sample", sorted(SAMPLES.glob("*.army.yaml")), ids=lambda p: p.stem)
def test_every_sample_is_sealed_and_verifies(run_cli, sample):
    seal = _seal_of(run_cli, sample)
    code, out, _err = run_cli("verify", seal, sample)
    assert code == 0, out
    assert "matches" in out


def test_what_the_roster_does_not_say_about_the_army_keeps_the_seal(run_cli, tmp_path):
    """The header's player, event and date and the file's comments and layout are not the
    army: the same army printed for two events carries one seal."""
    army = tmp_path / "army.yaml"
    army.write_text("# my copy\n" + army_text(FRENCH, player="Anna Kowalska",
                                                event="Spring Clash", date="2027-04-10"),
                    encoding="utf-8")
    assert _seal_of(run_cli, army) == FRENCH_SEAL
    code, _out, _err = run_cli("verify", FRENCH_SEAL, army)
    assert code == 0


@pytest.mark.parametrize("change", [
    {"name": "Philip Augustus at Gisors"},
    {"general": "knights-2"},
    {"options": "[]"},
    {"scale": "15mm"},
    {"notes": "Deploy the knights first."},
], ids=lambda c: next(iter(c)))
def test_any_change_to_what_the_roster_says_changes_the_army_part(run_cli, tmp_path, change):
    army = tmp_path / "army.yaml"
    army.write_text(army_text(FRENCH, **change), encoding="utf-8")
    seal = _seal_of(run_cli, army)
    assert seal[:9] != FRENCH_SEAL[:9]
    code, out, _err = run_cli("verify", FRENCH_SEAL, army)
    assert code == 1
    assert "does not match" in out and "What the roster says about the army differs" in out


def test_another_list_stamp_changes_only_the_last_group(run_cli, tmp_path):
    """The army recorded against other list data: the same units, another list version."""
    army = tmp_path / "army.yaml"
    army.write_text(army_text(FRENCH, list_stamp="sha256:0123456789abcdef"), encoding="utf-8")
    seal = Seal.parse(_seal_of(run_cli, army))
    sealed = Seal.parse(FRENCH_SEAL)
    assert seal is not None and sealed is not None
    assert compare(sealed, seal) is Match.LIST_VERSION
    code, out, _err = run_cli("verify", FRENCH_SEAL, army)
    assert code == 1
    assert "The army is the same, but it is checked against other data of its list" in out


def test_a_misread_seal_is_said_to_be_perhaps_misread(run_cli):
    misread = FRENCH_SEAL[:5] + ("Z" if FRENCH_SEAL[5] != "Z" else "Y") + FRENCH_SEAL[6:]
    code, out, _err = run_cli("verify", misread, FRENCH)
    assert code == 1
    assert "differ in 1 symbol only" in out


def test_verify_refuses_what_is_not_a_seal_or_an_army(run_cli, tmp_path):
    code, _out, err = run_cli("verify", "HELLO", FRENCH)
    assert code == 2 and "is not a seal" in err
    code, _out, err = run_cli("verify", FRENCH_SEAL, tmp_path / "missing.yaml")
    assert code == 2 and "missing.yaml" in err
    broken = tmp_path / "broken.yaml"
    broken.write_text(army_text(FRENCH, list="bi/nowhere"), encoding="utf-8")
    code, out, _err = run_cli("verify", FRENCH_SEAL, broken)
    assert code == 1 and "no seal" in out
