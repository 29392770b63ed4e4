# make start — install what is missing, build the static export, serve it at http://127.0.0.1:3000
# make test  — install what is missing (npm packages, Debian's headless Chromium) and run every check
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
export NEXT_TELEMETRY_DISABLED := 1
export NO_UPDATE_CHECK := 1

HOST ?= 127.0.0.1
PORT ?= 3000
# Debian's Chromium (the benchmarks and Lighthouse) and its headless shell (the e2e suite runs in it:
# test-support/chromium.ts says why).
CHROMIUM ?= /usr/bin/chromium
TEST_CHROMIUM ?= /usr/bin/chromium-headless-shell
# Your own catalog: `make start CASTS_ROLES_DIR=../team/roles CASTS_PACK=../team/pack.yaml`.
# The build reads both (and CASTS_BASE_PATH); it is redone when a path changes or any file under
# them changes: the stamp below records both.
CASTS_ROLES_DIR ?=
CASTS_PACK ?=
CASTS_BASE_PATH ?=
# CASTS_STRICT=1: a problem in the catalog (an unknown role or mode in the pack, a role folder that
# does not load) fails the build instead of being shown on the pages.
CASTS_STRICT ?=
# CASTS_IMAGE_HOSTS=img.example.com,…: hosts whose images a team's markdown may load (none by default).
CASTS_IMAGE_HOSTS ?=
export CASTS_ROLES_DIR CASTS_PACK CASTS_BASE_PATH CASTS_STRICT CASTS_IMAGE_HOSTS
# Not under .next/ or out/: `next build` empties those, and a stamp recreated after every build
# would make the next `make` rebuild again.
SOURCE_STAMP := .cache/catalog-source.stamp
# The e2e suite's site is built from a team catalog outside the repository, written here by
# e2e/fixtures/team-catalog.ts (one folder per checkout, so worktrees do not share it).
E2E_CATALOG ?= $(or $(TMPDIR),/tmp)/casts-e2e-catalog-$(shell printf '%s' "$(CURDIR)" | cksum | cut -d' ' -f1)
E2E_CATALOG_VARS = CASTS_ROLES_DIR="$(E2E_CATALOG)/roles" CASTS_PACK="$(E2E_CATALOG)/team-pack.yaml" CASTS_BASE_PATH=
# Everything the build reads: a change to any of them (or to CASTS_BASE_PATH) rebuilds the site. Test
# files are not read by the build, so editing one does not rebuild it.
SOURCES := $(filter-out %.test.ts %.test.tsx,$(shell find app components islands lib packs roles evals public -type f 2>/dev/null) \
  $(wildcard postbuild/*.ts)) build/site.mjs build/steps-bundle.mjs build/site-steps.ts next.config.ts postcss.config.mjs tsconfig.json package.json

.PHONY: start test install browser bench-browser build cli serve lint format typecheck unit content postbuild-check e2e e2e-site e2e-base-path bench clean FORCE

start: cli build serve

# Two jobs at a time on two cores, in one pool. The build (of the site e2e tests: the team catalog)
# starts at once (it is the longest step before e2e and leaves about 0.7 of a core idle) while the
# static checks take the other job one after another. typecheck is after the build's start: tsc reads
# .next/types, which the build writes in its first seconds. Once the build is done, its base-path
# copy is made and e2e starts. make gives a freed job to the checks queued first, so in practice the
# copy waits for most of them (a clean-clone run: the build done at 82 s, e2e started at 153 s, 292 s
# in all). Making them wait for the copy instead started e2e at 90 s and also ended at 292 s: the run
# is CPU-bound, so the checks beside e2e took longer and so did e2e.
test: install browser cli
	@$(MAKE) --no-print-directory -j2 --output-sync=target e2e-site e2e-base-path e2e lint format unit content typecheck postbuild-check
	@echo "make test: all checks passed"

install: node_modules/.install-stamp

node_modules/.install-stamp: package.json package-lock.json
	npm ci --no-audit --no-fund --loglevel=error
	@touch $@

# Debian's packages, each only when its program is missing. Playwright cannot download browsers here.
browser:
	@$(call debian-package,$(TEST_CHROMIUM),chromium-headless-shell)

bench-browser:
	@$(call debian-package,$(CHROMIUM),chromium)

debian-package = if [ ! -x "$(1)" ]; then \
	  echo "Installing Debian's $(2)…"; \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends $(2) fonts-liberation >/dev/null; \
	fi

build: out/.build-stamp

# The default pack's parsed form beside it (lib/casts/node/pack-snapshot.ts): loading the pack reads it
# instead of parsing the YAML while the YAML's text is unchanged (it records the text's hash).
PACK_SNAPSHOT := packs/default.parsed.json
$(PACK_SNAPSHOT): packs/default.yaml lib/casts/safe-yaml.ts lib/casts/node/pack-snapshot.ts build/pack-snapshot.ts
	npx tsx build/pack-snapshot.ts

# The `casts` CLI as bundled JavaScript (bin/casts.mjs runs it): rebuilt whenever a source changes, so a
# stale bundle never runs (bin/casts.mjs also checks, and runs the sources when it is not current).
CLI_SOURCES := $(shell find cli lib -name '*.ts' -not -name '*.test.ts' 2>/dev/null) \
  build/cli.mjs package.json package-lock.json tsconfig.json
cli: dist/cli/main.mjs $(PACK_SNAPSHOT)

dist/cli/main.mjs: node_modules/.install-stamp $(CLI_SOURCES)
	node build/cli.mjs

# build/site.mjs: the catalog report, the islands bundle and the data files (postbuild/data-files.ts) are
# made while `next build` runs, then the post-build step (postbuild/main.ts) on out/. Node, not npx:
# each npx start costs about a second here.
out/.build-stamp: node_modules/.install-stamp $(SOURCES) $(SOURCE_STAMP) $(PACK_SNAPSHOT)
	node build/site.mjs
	@touch $@

# The catalog the build reads from outside the tracked sources: the resolved roles folder and pack,
# CASTS_BASE_PATH, and a hash of every path under them with its size and modification time (listed
# NUL-separated, so names with spaces or newlines count too). Rewritten only when that changes.
$(SOURCE_STAMP): FORCE
	@mkdir -p $(@D)
	@roles=$$(realpath -m -- "$${CASTS_ROLES_DIR:-roles}"); pack=$$(realpath -m -- "$${CASTS_PACK:-packs/default.yaml}"); \
	{ printf 'roles=%s\npack=%s\nbase=%s\nimages=%s\nfiles=' "$$roles" "$$pack" "$$CASTS_BASE_PATH" "$$CASTS_IMAGE_HOSTS"; \
	  { find -L "$$roles" "$$pack" -print0 2>/dev/null || true; } | sort -z | { xargs -0r stat -L -c '%n %s %y' 2>/dev/null || true; } | sha256sum; \
	} > $@.new
	@if cmp -s $@.new $@; then rm $@.new; else mv $@.new $@; fi

serve:
	node bin/serve.mjs --host $(HOST) --port $(PORT) --base "$(CASTS_BASE_PATH)"

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

# postbuild/'s rewrites and guard on the pages Next just wrote (postbuild/README.md), and what the
# e2e site's pages and data files hold where no browser is needed to see it.
postbuild-check: e2e-site
	CASTS_AFTER_BUILD=1 E2E_CATALOG="$(E2E_CATALOG)" npx vitest run postbuild/after-build.test.ts postbuild/built-pages.test.ts

# The e2e suite runs on a site built from the team catalog (e2e/fixtures/team-catalog.ts): the
# repository's sample roles plus the team's, and the default pack with the team's changes.
# `make start` without variables builds the repository's own catalog again.
# `make e2e E2E_ARGS=e2e/run-panel.spec.ts` runs one spec; `E2E_PORT=3200 make e2e` serves on other ports.
E2E_ARGS ?=
e2e: e2e-site e2e-base-path browser
	$(E2E_CATALOG_VARS) TEST_CHROMIUM_PATH="$(TEST_CHROMIUM)" npx playwright test $(E2E_ARGS)

# The base-path e2e's copy of the export (e2e/fixtures/base-path-copy.ts); Playwright's web server
# makes it too when it is missing or older than out/.
e2e-base-path: e2e-site
	npx tsx e2e/fixtures/base-path-copy.ts

e2e-site: install
	npx tsx e2e/fixtures/team-catalog.ts "$(E2E_CATALOG)"
	@$(MAKE) --no-print-directory build $(E2E_CATALOG_VARS)

bench: install bench-browser build
	CHROMIUM_PATH="$(CHROMIUM)" npx tsx scripts/bench.ts

clean:
	rm -rf .next out dist $(SOURCE_STAMP) node_modules/.install-stamp test-results playwright-report
