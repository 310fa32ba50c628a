PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin
STAMP_RUN := $(VENV)/.installed-run
STAMP_TEST := $(VENV)/.installed-test
STAMP_DIST := $(VENV)/.installed-dist
SAMPLE := resources/samples/bi-french.army.yaml

.PHONY: run test lint bench dist fuzz clean catalogs install-desktop release guide-screenshots

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
	$(BIN)/python -m listbuilder.i18n.compile_catalogs listbuilder/locale

# The player's guide's screenshots (docs/guide/images/), taken from the real window offscreen:
# run after a change to what the guide shows, and commit the PNGs.
guide-screenshots: $(STAMP_RUN) catalogs
	$(BIN)/python docs/make_guide_screenshots.py

# Without a display (ssh, CI) show the army on the command line instead of failing in Qt.
run: $(STAMP_RUN) catalogs
	@if [ "$$(uname)" = Linux ] && [ -z "$$DISPLAY$$WAYLAND_DISPLAY" ] && [ -z "$$QT_QPA_PLATFORM" ]; then \
		echo "No display found: showing the sample army on the command line."; \
		$(BIN)/listbuilder show $(SAMPLE); \
	else \
		$(BIN)/listbuilder gui $(SAMPLE); \
	fi

# One worker per core (pytest-xdist): each test has its own tmp_path and settings folder. A
# test file stays on one worker, so its module fixtures (the installed wheel, the printed
# samples) are made once.
test: $(STAMP_TEST) catalogs
	QT_QPA_PLATFORM=offscreen $(BIN)/python -m pytest -n auto --dist loadfile

# ruff (with RUF100: no noqa that suppresses nothing), the catalogues, mypy, the layers
# pyproject.toml declares (lint-imports) and dead code (vulture, its settings in pyproject.toml).
lint: $(STAMP_TEST)
	$(BIN)/ruff check listbuilder tests bench setup.py
	$(BIN)/python -m listbuilder.i18n.catalogs check
	$(BIN)/mypy listbuilder
	$(BIN)/lint-imports --no-cache
	$(BIN)/vulture

$(STAMP_DIST): pyproject.toml | $(BIN)/python
	$(BIN)/python -m pip install --quiet -e '.[dist]'
	touch $@ $(STAMP_RUN)

bench: $(STAMP_RUN)
	$(BIN)/python bench/bench_validate.py
	$(BIN)/python bench/bench_validate_memory.py
	$(BIN)/python bench/bench_lists_memory.py
	$(BIN)/python bench/bench_import_list.py
	$(BIN)/python bench/bench_event.py
	$(BIN)/python bench/bench_cli_start.py

# The desktop bundle: dist/listbuilder/ with `listbuilder` (the editor) and `listbuilder-cli`.
dist: $(STAMP_DIST) catalogs
	$(BIN)/pyinstaller --noconfirm --clean --log-level WARN --distpath dist \
		--workpath build/pyinstaller packaging/listbuilder.spec
	@du -sh dist/listbuilder

# A release (docs/releasing.md): sdist, wheel and bundle built from the committed tree and
# checked, in build/release/VERSION/, then the local tag vVERSION. Nothing is pushed or uploaded.
release: $(STAMP_TEST) $(STAMP_DIST)
	bash packaging/release.sh

# The menu entry and icon, for this user only (XDG folders, no root): it starts the bundle when
# `make dist` has built one, else this clone's .venv. `sh packaging/install-desktop.sh --remove`
# takes them away; the bundle carries the same script for users without a clone.
install-desktop: $(STAMP_RUN)
	@if [ -x dist/listbuilder/listbuilder ]; then \
		sh packaging/install-desktop.sh "$(CURDIR)/dist/listbuilder/listbuilder"; \
	else \
		sh packaging/install-desktop.sh "$(CURDIR)/$(BIN)/listbuilder"; \
	fi

# The long fuzz campaign of issue 8 (about ten minutes); FUZZ_ARGS="--inputs 100000" for more.
FUZZ_ARGS ?= --inputs 100000 --minutes 10
fuzz: $(STAMP_RUN)
	$(BIN)/python bench/fuzz_campaign.py $(FUZZ_ARGS) --keep build/fuzz-failures

clean:
	rm -rf $(VENV) build dist *.egg-info listbuilder/locale/*/LC_MESSAGES/*.mo
