"""Hypothesis over the hostile classes of issue 8, through the real CLI entry point:
explicit tags, huge numbers, long names, big counts, unencodable output.

Kept small enough for `make test`; `bench/fuzz_campaign.py` runs the long campaign.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tests.hostile.conftest import edited
from tests.hostile.test_output_encoding import on_cp1252_console

FUZZ = settings(max_examples=40, deadline=None,
                suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
CONTROL = "\x00\x07\x08\x1b\x7f\x85\x9b\u202e\u2066\r"

tags = st.sampled_from(["!!int", "!!float", "!!bool", "!!null", "!!str", "!!binary", "!!seq",
                        "!!map", "!!timestamp", "!!set", "!local", "!", "!!python/object"])
scalars = st.one_of(st.text(alphabet="abc019.-+_ex", max_size=12),
                    st.sampled_from(["abc", "1_000", "0b1", "0x1F", "1e5", ".nan", "yes", "~"]))
huge = st.one_of(
    st.integers(1, 6000).map(lambda n: "9" * n),
    st.integers(1, 6000).map(lambda n: "-" + "9" * n),
    st.sampled_from(["1e400", "-1e400", ".inf", "-.inf", ".nan", "1e308", "-0.0", "3.0"]),
    st.integers(-(10**30), 10**30).map(str),
)
names = st.one_of(
    st.text(max_size=300),
    st.builds(lambda piece, n: piece * n, st.text(min_size=1, max_size=5), st.integers(0, 30000)),
    st.text(alphabet=st.sampled_from(list(CONTROL) + list("Łódź ab")), max_size=50),
)


def _validate_and_show(run_cli, path) -> None:
    for command in ("validate", "show"):
        code, out, err = run_cli(command, str(path))
        assert code in (0, 1, 2), (command, code, err[-500:])
        assert "Traceback" not in err and "internal error" not in err


@FUZZ
@given(tag=tags, value=scalars, key=st.sampled_from(["name:", "points_limit:", "scale:"]))
def test_explicit_tags(tmp_path, run_cli, tag, value, key):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml", {key: f"{key} {tag} {value!r}"}),
                    "utf-8")
    _validate_and_show(run_cli, army)


@FUZZ
@given(number=huge, key=st.sampled_from(["points_limit:", "    figures:", "    limbers:"]))
def test_huge_numbers(tmp_path, run_cli, number, key):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml", {key: f"{key} {number}"}), "utf-8")
    _validate_and_show(run_cli, army)


@FUZZ
@given(name=names, key=st.sampled_from(["name:", "    name:"]))
def test_long_and_strange_names(tmp_path, run_cli, name, key):
    army = tmp_path / "army.yaml"
    army.write_text(edited("szwadron-brigade.army.yaml", {key: f"{key} {json.dumps(name)}"}),
                    "utf-8")
    _validate_and_show(run_cli, army)


@settings(max_examples=8, deadline=None,
          suppress_health_check=[HealthCheck.too_slow, HealthCheck.function_scoped_fixture])
@given(figures=st.sampled_from([1, 99, 100, 101, 10**9]),
       document=st.sampled_from(["cards", "roster", "bases"]))
def test_big_counts_export(tmp_path, run_cli, figures, document):
    army = tmp_path / "army.yaml"
    text = edited("szwadron-brigade.army.yaml", {}).replace("figures: 12", f"figures: {figures}")
    army.write_text(text, "utf-8")
    code, _, err = run_cli("export", document, str(army), "-o", str(tmp_path / "o.pdf"))
    assert code in (0, 1), err
    assert (code == 1) == (figures > 100)


@FUZZ
@given(name=names, command=st.sampled_from([["show"], ["validate"], ["show", "--format",
                                                                     "json"]]))
def test_unencodable_output(tmp_path, name, command):
    army = tmp_path / "army.yaml"
    army.write_text(edited("bi-french.army.yaml", {"name:": f"name: {json.dumps(name)}"}),
                    "utf-8")
    broken = tmp_path / "broken.yaml"
    broken.write_text(f"kind: {json.dumps(name)}\n", "utf-8")
    code, out, err = on_cp1252_console([*command, str(army), *(
        [str(broken)] if command == ["validate"] else [])])
    assert code in (0, 1), err
    for char in CONTROL:
        assert char not in out + err
