"""USB, skirmish and Szwadron report only findings declared once in their `messages.py`.

The packages are read as source (AST): no inline `error()`/`warning()`/`info()` is left, every
`messages.X(...)` names a registered message with exactly its template's fields, and every
code string in the package is declared. The sample armies are then built for real and each
finding checked against its declaration.
"""

from __future__ import annotations

import ast
import importlib
import re
from collections.abc import Iterator
from pathlib import Path
from string import Formatter

import pytest

from listbuilder.core.diagnostics import Diagnostic, Severity
from listbuilder.core.messages import Message, merged
from listbuilder.i18n import speaking
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import load_file
from listbuilder.systems import get_system

ROOT = Path(__file__).resolve().parents[1]
PACKAGES = {"usb": "USB", "skirmish": "SK", "szwadron": "SZ"}
CODE = re.compile(r"^(USB|SK|SZ)-[A-Z0-9][A-Z0-9-]*$")
# `unknown(messages.X, key, choices, …)` in usb/menu.py fills these fields itself.
UNKNOWN_FIELDS = {"key", "hint", "choices"}


def _package_dir(system_id: str) -> Path:
    return ROOT / "listbuilder" / "systems" / system_id  # these ids are their package names


def _registry(system_id: str) -> dict[str, Message]:
    return get_system(system_id).messages  # type: ignore[union-attr]


def _by_name(system_id: str) -> dict[str, Message]:
    module = importlib.import_module(f"listbuilder.systems.{system_id}.messages")
    return {name: value for name, value in vars(module).items() if isinstance(value, Message)}


def _sources(system_id: str) -> Iterator[tuple[Path, ast.Module]]:
    for path in sorted(_package_dir(system_id).glob("*.py")):
        if path.name != "messages.py":
            yield path, ast.parse(path.read_text(encoding="utf-8"))


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in Formatter().parse(text) if name}


def _message_uses(tree: ast.Module) -> Iterator[tuple[str, set[str] | None, int]]:
    """(message name, the fields the site passes or None when it passes **fields, line)."""
    parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name)
                and node.value.id == "messages"):
            continue
        parent = parents.get(node)
        if isinstance(parent, ast.Call) and parent.func is node:
            call, extra = parent, set()
        elif (isinstance(parent, ast.Call) and isinstance(parent.func, ast.Name)
              and parent.func.id == "unknown"):
            call, extra = parent, UNKNOWN_FIELDS
        else:  # a fix text or word the module passes on (e.g. messages.ADD_SERGEANT)
            continue
        if any(k.arg is None for k in call.keywords):
            yield node.attr, None, node.lineno
        else:
            yield node.attr, {k.arg for k in call.keywords if k.arg} | extra, node.lineno


@pytest.mark.parametrize("system_id", PACKAGES)
def test_no_finding_is_written_inline(system_id):
    inline = []
    for path, tree in _sources(system_id):
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and node.module == "listbuilder.core.diagnostics":
                inline += [f"{path.name}: imports {a.name}" for a in node.names
                           if a.name in {"error", "warning", "info"}]
            if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                    and node.func.id in {"error", "warning", "info", "Diagnostic"}):
                inline.append(f"{path.name}:{node.lineno}: {node.func.id}(…)")
    assert inline == []


@pytest.mark.parametrize("system_id", PACKAGES)
def test_every_emission_names_a_declared_message_with_its_fields(system_id):
    declared = _by_name(system_id)
    problems, used = [], set()
    for path, tree in _sources(system_id):
        for name, fields, line in _message_uses(tree):
            used.add(name)
            if name not in declared:
                problems.append(f"{path.name}:{line}: messages.{name} is not declared")
            elif fields is not None and fields - {"path", "subjects"} != declared[name].fields:
                problems.append(f"{path.name}:{line}: {name} gets {sorted(fields)}, its "
                                f"template has {sorted(declared[name].fields)}")
    assert problems == []
    # No declared message is dead: each is emitted somewhere.
    assert set(declared) == used


@pytest.mark.parametrize("system_id", PACKAGES)
def test_every_code_string_in_the_package_is_declared(system_id):
    codes = set(_registry(system_id))
    found = {(path.name, node.value) for path, tree in _sources(system_id)
             for node in ast.walk(tree)
             if isinstance(node, ast.Constant) and isinstance(node.value, str)
             and CODE.match(node.value)}
    assert {(name, code) for name, code in found if code not in codes} == set()


@pytest.mark.parametrize("system_id", PACKAGES)
def test_registry_is_the_systems_and_holds_every_declared_message(system_id):
    registry = _registry(system_id)
    assert sorted(m.code for m in _by_name(system_id).values()) == sorted(registry)
    prefix = PACKAGES[system_id] + "-"
    assert all(code.startswith(prefix) for code in registry)


def test_codes_are_unique_across_the_three_systems_with_one_severity_each():
    every = merged(*(_registry(s) for s in PACKAGES))  # raises on a code declared twice
    assert all(isinstance(m.severity, Severity) for m in every.values())


@pytest.mark.parametrize("system_id", PACKAGES)
def test_templates_help_and_plurals_are_well_formed(system_id):
    for message in _registry(system_id).values():
        assert message.help.strip() and message.template.strip(), message.code
        assert message.help != message.template, message.code
        if message.plural is not None:
            assert "n" in _placeholders(message.template), message.code
            assert _placeholders(message.plural) == _placeholders(message.template), message.code
        # Text and help are catalogue keys: rendering the English template must not fail.
        message.template.format(**dict.fromkeys(message.fields, "x"))


@pytest.mark.parametrize("system_id", PACKAGES)
def test_texts_are_marked_for_translation(system_id):
    """Every template, plural and help in messages.py is an N_() text or a name bound to one."""
    tree = ast.parse((_package_dir(system_id) / "messages.py").read_text(encoding="utf-8"))
    unmarked = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id == "Message":
            texts = node.args[2:] + [k.value for k in node.keywords if k.arg == "plural"]
            unmarked += [f"{node.lineno}" for t in texts
                         if not (isinstance(t, ast.Name) or (
                             isinstance(t, ast.Call) and isinstance(t.func, ast.Name)
                             and t.func.id == "N_"))]
    assert unmarked == []


def _sample_findings(system_id: str) -> list[Diagnostic]:
    catalog = bundled_catalog()
    system = get_system(system_id)
    findings: list[Diagnostic] = []
    samples = sorted((ROOT / "resources" / "samples").glob(f"{system_id}-*.army.yaml"))
    assert samples
    for sample in samples:
        army = load_file(sample).model
        findings += system.build(catalog.get(army.list), army).findings
    for army_list in catalog.lists():
        if army_list.system == system_id:
            findings += system.check_list(army_list)
    return findings


def _assert_declared(findings: list[Diagnostic], registry: dict[str, Message]) -> None:
    for d in findings:
        message = registry[d.code]
        assert d.severity is message.severity, d.code
        assert d.template == message.template, d.code
        assert {k for k, _ in d.fields} == message.fields, d.code
        hash(d)  # field values must be hashable: findings are deduplicated in sets
        with speaking("en"):
            assert d.text() == d.message


@pytest.mark.parametrize("system_id", PACKAGES)
def test_sample_armies_emit_only_declared_findings(system_id):
    _assert_declared(_sample_findings(system_id), _registry(system_id))


def _usb_build(units: list[dict]):
    from listbuilder.systems.usb.army_model import UsbArmy

    catalog = bundled_catalog()
    army = UsbArmy.model_validate({
        "kind": "army", "format": 1, "system": "usb", "list": "usb/core", "name": "T",
        "points_limit": 1000,
        "heroes": [{"id": "h", "name": "H", "rank": "aspirng", "specialisations": ["flying"]}],
        "units": units})
    return get_system("usb").build(catalog.get("usb/core"), army)


def test_usb_findings_built_from_several_fields_render_as_declared():
    """The sites that pass fields through a helper or **fields, built for real."""
    view = _usb_build([
        {"id": "m", "name": "Beast", "type": "monster", "quality": "regular", "growth": 1,
         "items": ["shields", "ranged", "ranged"]},
        {"id": "v", "name": "Tank", "type": "vehicle", "quality": "regular", "growth": 6,
         "items": ["side-guns"] * 4},
        {"id": "i", "name": "Foot", "type": "infantry", "quality": "regular", "models": 5,
         "equipment": "lance", "specialisations": ["flyng"]},
    ])
    codes = {d.code for d in view.findings}
    assert {"USB-ITEMS-TOO-MANY", "USB-ITEMS-OVER-MOST", "USB-UNKNOWN-RANK",
            "USB-UNKNOWN-SPECIALISATION"} <= codes, codes
    _assert_declared(list(view.findings), _registry("usb"))
    rank = next(d for d in view.findings if d.code == "USB-UNKNOWN-RANK")
    assert rank.message.startswith("The troop menu has no hero rank 'aspirng'. Did you mean "
                                   "Aspiring hero? Choose from: Aspiring hero,")


def test_skirmish_large_army_of_one_detachment_is_its_own_warning():
    from listbuilder.systems.skirmish.army_model import SkirmishArmy

    catalog = bundled_catalog()
    data = load_file(ROOT / "resources" / "samples" / "skirmish-small.army.yaml").parsed.data
    data = {**data, "game_format": "large"}
    view = get_system("skirmish").build(catalog.get(data["list"]),
                                        SkirmishArmy.model_validate(data))
    (one,) = [d for d in view.findings if d.code == "SK-LARGE-ONE-DETACHMENT"]
    assert one.severity is Severity.WARNING
    assert "SK-DETACHMENT-COUNT" not in {d.code for d in view.findings}
    registry = _registry("skirmish")
    assert registry["SK-DETACHMENT-COUNT"].severity is Severity.ERROR
    assert registry["SK-LARGE-ONE-DETACHMENT"].severity is Severity.WARNING


def _broken(system_id: str, data: dict) -> list[Diagnostic]:
    catalog = bundled_catalog()
    system = get_system(system_id)
    army = system.army_model.model_validate(data)
    return list(system.build(catalog.get(army.list), army).findings)


def _sample_data(name: str) -> dict:
    return load_file(ROOT / "resources" / "samples" / name).parsed.data


def _szwadron_broken() -> dict:
    data = _sample_data("szwadron-brigade.army.yaml")
    return {**data, "points_limit": 10, "units": [*data["units"], *[
        {"id": "line-1", "type": "line-infantri", "figures": 3},
        {"id": "big", "type": "line-infantry", "figures": 100, "limbers": 2, "differing": [
            {"variant": "grenadiers", "count": 90}, {"variant": "grenadiers", "count": 20},
            {"variant": "nope", "count": 1}]},
    ]]}


def _skirmish_broken() -> dict:
    data = _sample_data("skirmish-small.army.yaml")
    odd = [{"type": "rifleman", "role": "sargeant"}, {"type": "rifleman", "lance": True},
           {"type": "rifleman", "outstanding": True}, {"type": "rifleman", "bonus": "stubborn"},
           {"type": "rifleman", "role": "hero", "count": 2}, {"type": "rifelman"},
           {"type": "levy", "role": "agitator", "count": 2},
           {"type": "officer"}, {"type": "induna"}, {"type": "field-commander"}]
    return {**data, "scale": "25mm", "game_format": "medium", "detachments": [
        {"id": "picket", "models": [{"type": "rifleman", "count": 40}, *odd]},
        {"id": "picket", "models": [{"type": "rifleman", "count": 2}]}]}


def _usb_broken() -> dict:
    data = _sample_data("usb-240.army.yaml")
    return {**data, "points_limit": 60, "heroes": [
        *data["heroes"], {"id": "captain", "name": "Twin", "rank": "legend", "magic": 500,
                          "equipment": ["shields", "shields"], "mount": {"quality": "regular"}},
    ], "units": [*data["units"], *[
        {"id": f"u{i}", "name": f"Mob {i}", "type": "infantry", "quality": "regular",
         "models": 30, "leaders": True} for i in range(3)], *[
        {"id": "beast", "name": "Beast", "type": "monster", "quality": "regular", "growth": 9,
         "leaders": True, "special_weapons": 3, "equipment": "polearm"},
        {"id": "hi", "name": "Guns", "type": "heavy-infantry", "quality": "regular",
         "models": 3, "special_weapons": 3, "specialisations": ["flying", "robotic", "robotic"]},
    ]]}


@pytest.mark.parametrize(("system_id", "data", "least"), [
    ("szwadron", _szwadron_broken, 8), ("skirmish", _skirmish_broken, 12),
    ("usb", _usb_broken, 12),
])
def test_broken_armies_emit_only_declared_findings(system_id, data, least):
    findings = _broken(system_id, data())
    codes = {d.code for d in findings}
    assert len(codes) >= least, sorted(codes)
    _assert_declared(findings, _registry(system_id))
