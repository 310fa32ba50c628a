"""The skirmish army-list file: the model types an army may field, with per-model costs."""

# No `from __future__ import annotations`, as in core/model.py (why: there).

from typing import Literal

from pydantic import Field

from listbuilder.systems.api import ArmyListBase, Id, Millimetres, Name, Points, StrictModel


class BaseSize(StrictModel):
    front: Millimetres = Field(description="mm")
    depth: Millimetres = Field(description="mm")


class ModelType(StrictModel):
    """One kind of model: what it costs, which roles it may take, whether it is mounted."""

    id: Id
    name: Name
    cost: Points = Field(description="Points per model")
    mounted: bool = Field(default=False, description="Mounted models may take a cavalry lance")
    roles: list[str] = Field(
        default=["ranker"], min_length=1,
        description="Roles this model may take, the first the default: ranker, sergeant, "
                    "officer, senior-officer, standard-bearer, musician, shaman, chief, "
                    "agitator, scout, sniper. Any model that may be a ranker may be the hero.")
    role_costs: dict[str, Points] = Field(
        default={}, description="Extra points per model in a role, e.g. {sergeant: 4}")
    rules: list[str] = Field(default=[], description="Special rules: veterans, cavalry, ...")
    note: str | None = None


class BaseSizes(StrictModel):
    """The rules set no base size; a list says what it expects at one figure scale."""

    foot: BaseSize
    mounted: BaseSize


class SkirmishList(ArmyListBase):
    system: Literal["skirmish"]
    model_types: list[ModelType] = Field(min_length=1)
    bases: dict[str, BaseSizes] = Field(
        default={}, description="Base sizes per figure scale, e.g. {28mm: {foot: [25, 25]}}")
