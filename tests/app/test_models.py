"""The item models are thin adapters that satisfy Qt's model contract."""

from __future__ import annotations

from listbuilder.app.tables.catalog_model import CatalogFilter, CatalogModel
from listbuilder.app.tables.findings_model import FindingsModel
from listbuilder.app.tables.units_model import UnitsModel


def test_catalog_model_passes_the_model_tester(qtmodeltester, catalog):
    model = CatalogModel(catalog)
    assert model.rowCount() == len(catalog.entries)
    qtmodeltester.check(model)


def test_catalog_filter_passes_the_model_tester(qtmodeltester, catalog):
    proxy = CatalogFilter()
    proxy.setSourceModel(CatalogModel(catalog))
    proxy.set_text("french")
    qtmodeltester.check(proxy)


def test_units_model_passes_the_model_tester(qtmodeltester, opened):
    model = UnitsModel()
    model.set_document(opened.doc)
    assert model.rowCount() == 7
    qtmodeltester.check(model)


def test_findings_model_passes_the_model_tester(qtmodeltester, opened):
    model = FindingsModel()
    from tests.app import intents

    intents.group_units(opened.doc, ["knights-1", "spearmen-1"])
    model.set_findings(opened.doc.view.findings)
    assert model.rowCount() >= 1
    qtmodeltester.check(model)
