"""What every registered rule system must do (issue 22): one test over each system the
`listbuilder.systems` entry points name, so a fifth system is checked by adding it, with no
list of systems to extend anywhere (docs/adding-a-system.md).
"""

from __future__ import annotations

import json
import typing
from importlib.metadata import entry_points

import pytest
from pydantic import BaseModel

from listbuilder.core.printables import BaseNeed, Card
from listbuilder.core.system import GameSystem
from listbuilder.core.view import ArmyView
from listbuilder.storage import codes
from listbuilder.storage.json_schema import KINDS, schema_for
from listbuilder.storage.list_catalog import bundled_catalog
from listbuilder.storage.loading import LoadedArmy, load_file
from listbuilder.systems import GROUP, get_system, registry, system_ids
from tests.conftest import ROOT

SYSTEMS = registry()
IDS = list(SYSTEMS)
SAMPLES = sorted((ROOT / "resources" / "samples").glob("*.army.yaml"))


def test_every_entry_point_is_a_system_and_every_system_is_registered():
    named = sorted({entry.name for entry in entry_points(group=GROUP)})
    assert named == system_ids() == sorted(SYSTEMS) and len(named) >= 4
    assert get_system("no-such-system") is None


@pytest.mark.parametrize("system_id", IDS)
def test_the_system_says_who_it_is(system_id):
    system = SYSTEMS[system_id]
    assert isinstance(system, GameSystem) and system.id == system_id
    assert get_system(system_id) is system  # one instance, made once
    assert system.name.strip() and system.scales
    assert set(system.scale_aliases.values()) <= set(system.scales)


@pytest.mark.parametrize("system_id", IDS)
def test_its_file_models_are_strict_and_name_the_system(system_id):
    system = SYSTEMS[system_id]
    for model in (system.list_model, system.army_model):
        assert issubclass(model, BaseModel)
        assert model.model_config.get("extra") == "forbid", model
        assert typing.get_args(model.model_fields["system"].annotation) == (system_id,)


@pytest.mark.parametrize("system_id", IDS)
def test_its_findings_are_declared_under_one_prefix_of_its_own(system_id):
    system = SYSTEMS[system_id]
    prefixes = {code.split("-")[0] for code in system.messages}
    assert len(prefixes) == 1, prefixes
    others = {code.split("-")[0] for other in SYSTEMS.values() if other is not system
              for code in other.messages}
    assert not prefixes & others


@pytest.mark.parametrize("system_id", IDS)
def test_the_published_schemas_take_its_files(system_id):
    for kind in KINDS:
        text = json.dumps(schema_for(kind))
        assert f'"{system_id}"' in text, kind


def _bundled_lists(system_id: str) -> list:
    catalog = bundled_catalog()
    return [army_list for army_list in catalog.lists() if army_list.system == system_id]


@pytest.mark.parametrize("system_id", IDS)
def test_its_bundled_lists_load_clean_and_give_armies_that_print(system_id):
    """Each bundled list: its findings are the system's declared ones; the army a player
    starts from validates, builds (its findings declared too), and gives cards, bases and
    editable fields without raising."""
    system = SYSTEMS[system_id]
    declared = codes.all_messages()
    lists = _bundled_lists(system_id)
    assert lists, f"no bundled list for {system_id} in army_lists/"
    for army_list in lists:
        assert {d.code for d in system.check_list(army_list)} <= set(declared)
        army = system.new_army(army_list, "Contract")
        again = system.army_model.model_validate(army.model_dump(mode="json"))
        assert again == army
        view = system.build(army_list, army)
        assert isinstance(view, ArmyView)
        assert {d.code for d in view.findings} <= set(declared)
        scale = system.scales[0]
        assert all(isinstance(card, Card) for card in system.cards(view, scale))
        assert all(isinstance(need, BaseNeed) for need in system.bases(view, scale))
        for unit in view.units:
            assert all(isinstance(line, str) for line in system.composition(unit))
        assert army_list.name in system.search_text(army_list)
        system.editable(army_list, army, None)


@pytest.mark.parametrize("system_id", IDS)
def test_it_says_whether_its_lists_have_totals(system_id):
    """The list browser reads a list for its totals only where its system gives
    `list_totals`: every bundled list of such a system has them, and no other's."""
    system = SYSTEMS[system_id]
    with_totals = [bool(system.list_totals(army_list)) for army_list in _bundled_lists(system_id)]
    assert all(with_totals) if system.has_list_totals else not any(with_totals)


@pytest.mark.parametrize("system_id", IDS)
def test_a_sample_army_of_the_system_loads_and_builds(system_id):
    armies = [loaded for loaded in map(load_file, SAMPLES)
              if isinstance(loaded, LoadedArmy) and loaded.system.id == system_id]
    assert armies, f"no sample army for {system_id} in resources/samples/"
    catalog = bundled_catalog()
    for loaded in armies:
        army_list = catalog.get(loaded.model.list)
        assert army_list is not None, loaded.path
        assert isinstance(loaded.system.build(army_list, loaded.model), ArmyView)
