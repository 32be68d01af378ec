# The two commands: `make run` serves the game service, `make test` runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test venv bench openapi settings-doc clients i18n clean

# What the service needs to run (make run): requirements.txt only.
$(BIN)/.runtime: requirements.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements.txt
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

# And what the tests and benchmarks need (make test).
$(BIN)/.installed: $(BIN)/.runtime requirements-dev.txt
	$(BIN)/pip install --quiet -r requirements-dev.txt
	touch $@

venv: $(BIN)/.installed

run: $(BIN)/.runtime
	$(BIN)/python -m services.run

test: venv
	$(BIN)/python -m pytest $(PYTEST_ARGS)

openapi: venv
	$(BIN)/python -m services.api.contract.openapi_export > openapi.yaml

# The settings table of docs/operations.md, from the fields of shared/settings.py.
settings-doc: venv
	$(BIN)/python -m services.settings_doc

# The Python and TypeScript clients, generated from openapi.yaml (clients/generate.py).
clients: venv
	cd clients/typescript && npm ci --no-audit --no-fund
	$(BIN)/python clients/generate.py

# The languages (shared/i18n.py, docs/languages.md): extract the marked texts (N_ in
# Python, t() in the play page), update the French and Spanish catalogs, compile them
# (the .mo files are committed: the service reads them with the standard gettext; no
# date in the headers but a fixed one, so a run without new messages changes nothing).
LOCALE := shared/locale
i18n: venv
	$(BIN)/pybabel extract -F babel.cfg -k N_ -k NP_:1,2 --no-location --sort-output --omit-header \
		-o $(LOCALE)/messages.pot shared services
	$(BIN)/pybabel extract -F babel-play.cfg -k t -k N_ -k count:2,3 --no-location --sort-output --omit-header \
		-o $(LOCALE)/play.pot services/api/static/play shared/games
	for domain in messages play; do for lang in fr es; do \
		if [ -f $(LOCALE)/$$lang/LC_MESSAGES/$$domain.po ]; then \
			$(BIN)/pybabel update -D $$domain -i $(LOCALE)/$$domain.pot -d $(LOCALE) -l $$lang \
				--no-fuzzy-matching --ignore-obsolete; \
		else \
			$(BIN)/pybabel init -D $$domain -i $(LOCALE)/$$domain.pot -d $(LOCALE) -l $$lang; \
		fi; \
		sed -i 's/^"POT-Creation-Date: .*/"POT-Creation-Date: 2026-01-01 00:00+0000\\n"/; /^"PO-Revision-Date: /d' \
			$(LOCALE)/$$lang/LC_MESSAGES/$$domain.po; done; \
		$(BIN)/pybabel compile -D $$domain -d $(LOCALE) --statistics; done

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis clients/typescript/node_modules clients/typescript/dist
