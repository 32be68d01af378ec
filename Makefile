# The two commands: `make run` serves the game service, `make test` runs the suite.
PYTHON ?= python3
VENV := .venv
BIN := $(VENV)/bin

.PHONY: run test venv bench openapi clean

$(BIN)/.installed: requirements.txt requirements-dev.txt pyproject.toml
	$(PYTHON) -m venv $(VENV)
	$(BIN)/pip install --quiet --upgrade pip
	$(BIN)/pip install --quiet -r requirements-dev.txt
	$(BIN)/pip install --quiet --no-deps -e .
	touch $@

venv: $(BIN)/.installed

run: venv
	$(BIN)/python -m services.run

test: venv
	$(BIN)/python -m pytest $(PYTEST_ARGS)

openapi: venv
	$(BIN)/python -m services.api.openapi_export > openapi.yaml

clean:
	rm -rf $(VENV) var .pytest_cache .hypothesis
