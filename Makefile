# Two commands matter: `make run` and `make test`. Everything they need is
# installed here, so a fresh clone on Debian with Go, Node and npm works.
SHELL := /bin/bash
.SHELLFLAGS := -eu -o pipefail -c
.DEFAULT_GOAL := run
# A recipe that fails leaves no target behind: a build that wrote
# dist/index.html and then failed in the prerender must not count as built
# (the next make would embed a web build without its pages).
.DELETE_ON_ERROR:

BIN      := bin/movie-robot
VERSION  := $(shell git describe --tags --always --dirty 2>/dev/null || echo dev)
LDFLAGS  := -s -w -X github.com/movie-robot/web-console/server/cli.Version=$(VERSION)
NPX      := npx --no-install
CHROMIUM := /usr/bin/chromium
QBNOX    := /usr/bin/qbittorrent-nox
# Debian's Transmission and aria2 daemons: the other download clients' real tests.
TRD      := /usr/bin/transmission-daemon
ARIA2    := /usr/bin/aria2c
# Debian's aiosmtpd: a real SMTP server for the invitation tests.
AIOSMTPD := /usr/lib/python3/dist-packages/aiosmtpd/__init__.py
# Debian's ffmpeg: server/subtitles reads embedded subtitle streams with its
# ffprobe, and its test makes a 1-second mkv with ffmpeg.
FFPROBE  := /usr/bin/ffprobe
# Debian's sqlite3: the trends browser test writes its history into the binary's database.
SQLITE3  := /usr/bin/sqlite3
# python3-libtorrent: server/bencode makes v1, v2 and hybrid torrents with it.
PYLT     := /usr/lib/python3/dist-packages/libtorrent.egg-info/PKG-INFO
GO_SRC   := $(shell find server -name '*.go' -not -name '*_test.go') embed.go go.mod go.sum
WEB_SRC  := $(shell find web -type f) rsbuild.config.ts tsconfig.json package-lock.json

.PHONY: run test build deps check-i18n typecheck lint unit go-check build-check image image-check e2e bench bench-indexers bench-parser clean

## run: install what is missing, build, serve on http://localhost:1329 (built-in mode)
run: build
	./$(BIN)

## build: the web app into dist/, then the binary that embeds it
build: $(BIN)

$(BIN): dist/index.html $(GO_SRC)
	CGO_ENABLED=0 go build -trimpath -ldflags '$(LDFLAGS)' -o $(BIN) ./server/cmd/movie-robot

dist/index.html: node_modules/.package-lock.json $(WEB_SRC)
	$(NPX) rsbuild build

# npm ci only when the lockfile changed since the last install.
node_modules/.package-lock.json: package-lock.json package.json
	npm ci --no-audit --no-fund
	@touch $@

deps: node_modules/.package-lock.json
	go mod download

## test: every check and test, the browser tests included
test: deps check-i18n typecheck lint unit go-check build build-check image-check e2e

# The generator exits 0 even when it prints ERROR, and must leave the
# committed generated files unchanged (otherwise they were stale).
check-i18n: node_modules/.package-lock.json
	@log=$$(mktemp); before=$$(cat web/i18n/i18n-*.ts* | sha256sum); \
	$(NPX) typesafe-i18n --no-watch >$$log 2>&1; cat $$log; \
	if grep -q ERROR $$log; then exit 1; fi; \
	if [ "$$before" != "$$(cat web/i18n/i18n-*.ts* | sha256sum)" ]; then \
	  echo "web/i18n: generated files were stale; they are regenerated now, commit them"; exit 1; fi

typecheck: node_modules/.package-lock.json
	$(NPX) tsc --noEmit
	# The browser tests (TestCafe compiles them without checking types).
	$(NPX) tsc --noEmit -p tests/e2e

lint: node_modules/.package-lock.json
	$(NPX) biome check .

unit: node_modules/.package-lock.json
	$(NPX) vitest run --config tests/vitest.config.ts

go-check: $(QBNOX) $(TRD) $(ARIA2) /usr/bin/systemd-analyze $(AIOSMTPD) $(PYLT) $(FFPROBE)
	@unformatted=$$(gofmt -l server embed.go); if [ -n "$$unformatted" ]; then echo "gofmt needed: $$unformatted"; exit 1; fi
	go vet ./...
	go test ./...

# Checks of the web build itself: the preload hints each route's index.html
# gets match the build's manifest and name the route's chunks, and every
# route's first-load JavaScript is within its size budget (tests/budget.mjs), and
# every file the binary embeds as its twins only is served as dist's original.
build-check: build
	MR_DIST_REQUIRED=1 go test -count=1 -run 'TestRouteHintsOfTheBuild|TestPackedFilesOfTheBuild' ./server/httpx
	node tests/budget.mjs

## image: the container image movie-robot:$(VERSION) (and :latest) from the binary,
## built with Debian's buildah on an empty base; no registry is asked
IMAGE := movie-robot:$(VERSION)
image: build /usr/bin/buildah
	server/deploy/build-image.sh ./$(BIN) $(IMAGE)
	buildah --storage-driver vfs tag $(IMAGE) movie-robot:latest

# Builds the image and checks its config (and runs it when podman can). Where
# buildah cannot be installed (not root, no apt), it says so and skips.
image-check: build
	@if ! command -v buildah >/dev/null && [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq buildah >/dev/null || true; fi
	@if command -v buildah >/dev/null && [ "$$(id -u)" = 0 ]; then \
	  server/deploy/build-image.sh ./$(BIN) movie-robot:check && \
	  MR_IMAGE=movie-robot:check go test -count=1 -run 'TestImage' ./server/deploy && \
	  buildah --storage-driver vfs rmi movie-robot:check >/dev/null; \
	else echo "image-check: SKIPPED, buildah needs root and Debian's buildah package here"; fi

# Loopback stand-ins for internet services, shared with the Go tests.
bin/standins: $(GO_SRC)
	go build -o bin/standins ./server/cmd/standins

# Every binary the browser tests start has its metadata defaults on a closed
# loopback port: a screen opened without 元数据 settings fails fast instead of
# reaching TMDB, Douban or FanArt on the internet.
OFFLINE_HOSTS := tmdb_api_base=http://127.0.0.1:9/3,tmdb_image_base=http://127.0.0.1:9/t/p,douban_rexxar_base=http://127.0.0.1:9/rexxar/api/v2,douban_frodo_base=http://127.0.0.1:9/api/v2,fanart_api_base=http://127.0.0.1:9/v3

e2e: build bin/standins $(CHROMIUM) $(QBNOX) $(AIOSMTPD) $(SQLITE3)
	MR_METADATA_HOSTS=$(OFFLINE_HOSTS) $(NPX) testcafe || { node tests/e2e/failures.mjs; exit 1; }
	node tests/e2e/failures.mjs
	MR_METADATA_HOSTS=$(OFFLINE_HOSTS) node tests/e2e/csp-walk.mjs
	MR_METADATA_HOSTS=$(OFFLINE_HOSTS) node tests/e2e/first-paint.mjs
	MR_METADATA_HOSTS=$(OFFLINE_HOSTS) node tests/e2e/narrow-walk.mjs

# Debian packages the tests and the benchmark drive: installed when absent and
# we are root (CI and dev boxes here); otherwise the command to run is printed.
define apt_install
	@if [ "$$(id -u)" = 0 ]; then \
	  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1) >/dev/null; \
	else echo "missing: run 'sudo apt-get install -y $(1)'"; exit 1; fi
endef

$(CHROMIUM):
	$(call apt_install,chromium)

$(QBNOX):
	$(call apt_install,qbittorrent-nox)

$(TRD):
	$(call apt_install,transmission-daemon)

$(ARIA2):
	$(call apt_install,aria2)

/usr/bin/buildah:
	$(call apt_install,buildah)

# systemd-analyze verifies the shipped unit file (server/deploy).
/usr/bin/systemd-analyze:
	$(call apt_install,systemd)

$(AIOSMTPD):
	$(call apt_install,python3-aiosmtpd)

$(SQLITE3):
	$(call apt_install,sqlite3)

$(PYLT):
	$(call apt_install,python3-libtorrent)

$(FFPROBE):
	$(call apt_install,ffmpeg)

/usr/sbin/nginx /usr/bin/wrk:
	$(call apt_install,nginx-light wrk libnginx-mod-http-brotli-static)

clean:
	rm -rf bin dist/assets dist/*.html* dist/*.svg* dist/.manifest.json
	find dist/.embed -mindepth 1 ! -name .keep -delete

## bench: prints speed and size figures; fails when a budget of the household-scale scenario is over (not part of make test)
bench: build bin/standins $(CHROMIUM) /usr/sbin/nginx /usr/bin/wrk
	node tests/bench/bench.mjs

## bench-indexers: only the Cardigann conformance figures (MR_JACKETT_DEFS, MR_PROWLARR_DEFS)
bench-indexers: build
	node tests/bench/indexers.mjs

## bench-parser: only the release-name parser's suite scores (MR_GUESSIT_TESTS, MR_SONARR_PARSER_TESTS)
bench-parser: build
	node tests/bench/parser.mjs
