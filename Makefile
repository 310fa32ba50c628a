PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
SAMPLE := resources/samples/bi-french.army.yaml

.PHONY: run test lint bench clean catalogs

$(BIN)/python:
	$(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install --quiet --upgrade pip

$(STAMP_RUN): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e .
	touch $@

$(STAMP_TEST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[test]'
	touch $@ $(STAMP_RUN)

# Compiled translation catalogues (.po → .mo beside them); without them the sources are
# compiled in memory at start-up, so this only saves that moment.
catalogs: | $(BIN)/python
	$(BIN)/python -m listbuilder.i18n.po listbuilder/locale

# Without a display (ssh, CI) show the army on the command line instead of failing in Qt.
run: $(STAMP_RUN) catalogs
	@if [ "$$(uname)" = Linux ] && [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
		echo "No display found: showing the sample army on the command line."; \
		$(BIN)/listbuilder show $(SAMPLE); \
	else \
		$(BIN)/listbuilder gui $(SAMPLE); \
	fi

test: $(STAMP_TEST) catalogs
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest

lint: $(STAMP_TEST)
	$(BIN)/ruff check listbuilder tests bench setup.py
	$(BIN)/python -m listbuilder.i18n.catalogs check
	$(BIN)/mypy listbuilder/core listbuilder/storage listbuilder/systems listbuilder/export listbuilder/app

bench: $(STAMP_RUN)
	$(BIN)/python bench/bench_validate.py

clean:
	rm -rf $(VENV) build *.egg-info listbuilder/locale/*/LC_MESSAGES/*.mo
