# make start — install what is missing, build the static export, serve it at http://127.0.0.1:3000
# make test  — install what is missing (npm packages, Debian's Chromium) and run every check
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export NEXT_TELEMETRY_DISABLED := 1
export NO_UPDATE_CHECK := 1

HOST ?= 127.0.0.1
PORT ?= 3000
CHROMIUM ?= /usr/bin/chromium
# Your own catalog: `make start CASTS_ROLES_DIR=../team/roles CASTS_PACK=../team/pack.yaml`.
# The build reads both (and CASTS_BASE_PATH); it is redone when a path changes (the stamp below
# records them) or when any file under them changes (listed as prerequisites).
CASTS_ROLES_DIR ?=
CASTS_PACK ?=
CASTS_BASE_PATH ?=
export CASTS_ROLES_DIR CASTS_PACK CASTS_BASE_PATH
SOURCE_STAMP := .next/catalog-source.stamp
# Files and folders under the roles folder (names with spaces are left out: make cannot list them).
OWN_SOURCES := $(if $(CASTS_ROLES_DIR),$(shell find $(CASTS_ROLES_DIR) ! -name '* *' 2>/dev/null)) $(wildcard $(CASTS_PACK))
# Rewritten (when make reads this file) only when the resolved paths differ from the last build's.
_SOURCE_STAMP_UPDATE := $(shell mkdir -p .next && printf 'roles=%s\npack=%s\nbase=%s\n' "$(abspath $(CASTS_ROLES_DIR))" "$(abspath $(CASTS_PACK))" "$(CASTS_BASE_PATH)" > $(SOURCE_STAMP).new && { cmp -s $(SOURCE_STAMP).new $(SOURCE_STAMP) && rm $(SOURCE_STAMP).new || mv $(SOURCE_STAMP).new $(SOURCE_STAMP); })
# Everything the build reads: a change to any of them (or to CASTS_BASE_PATH) rebuilds the site.
SOURCES := $(shell find app components islands lib packs roles public -type f 2>/dev/null) \
  $(wildcard scripts/postbuild*.ts) scripts/islands-build.ts scripts/search-index.ts $(wildcard lib/site/search-*.ts) next.config.ts postcss.config.mjs tsconfig.json package.json

.PHONY: start test install browser build serve lint format typecheck unit content e2e bench clean FORCE

start: build serve

# Two jobs at a time on two cores. The build starts at once (it is the longest step and leaves about
# 0.7 of a core idle) while the static checks take the other job one after another, and both once the
# build is done. typecheck is last: tsc reads .next/types, which the build writes in its first seconds.
# Then e2e, which keeps both cores busy on its own.
test: install browser
	@$(MAKE) --no-print-directory -j2 --output-sync=target build lint format unit content typecheck
	@$(MAKE) --no-print-directory e2e
	@echo "make test: all checks passed"

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

browser:
	@if [ ! -x "$(CHROMIUM)" ]; then \
	  echo "Installing Debian's Chromium (Playwright cannot download browsers here)…"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium fonts-liberation >/dev/null; \
	fi

build: out/.build-stamp

out/.build-stamp: node_modules/.install-stamp $(SOURCES) $(OWN_SOURCES) $(SOURCE_STAMP)
	npx next build
	npx tsx scripts/postbuild.ts
	@touch $@

serve:
	node scripts/serve.mjs --host $(HOST) --port $(PORT) --base "$(CASTS_BASE_PATH)"

lint: install
	npx eslint . --max-warnings=0

format: install
	npx prettier --check . --log-level warn

typecheck: install
	npx tsc --noEmit

unit: install
	npx vitest run

content: install
	npx tsx scripts/check-content.ts

e2e: install browser build
	npx playwright test

bench: install browser build
	npx tsx scripts/bench.ts

clean:
	rm -rf .next out node_modules/.install-stamp test-results playwright-report
